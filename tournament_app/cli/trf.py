"""``tournament-app trf``: the pairing checker and generator on TRF files, no club file (a contract).

    tournament-app trf pair FILE.trf      # a count line, then "white black" lines; "N 0" is N's bye
    tournament-app trf check FILE.trf     # exit 0 when every round pairs as ours would
    tournament-app trf generate OUT.trf --players N --rounds R [--seed S] [--draws P] [--forfeits P] [--byes P] [--withdrawals P]

``pair`` pairs the round after the file's last one (or the last column when
it holds only absences, the JaVaFo convention for players not to pair).
``check`` re-pairs every round from the rounds before it and lists each
round whose pairs differ (ours, then the file's). ``generate`` writes a
random tournament paired by our engine, the same file for the same seed.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from ..league import Club, UserError, tournament
from ..messages import translate
from .club import Command
from .output import say

EXIT_OK, EXIT_BAD_INPUT, EXIT_DIFFERENT = 0, 1, 1


class TrfCommandError(UserError):
    """Bad arguments or an output path the command will not write."""


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run a ``trf`` sub-command; a UserError goes back to the caller as a one-line message."""
    if args.trf_command == "pair":
        return _pair(args.file, out)
    if args.trf_command == "check":
        return _check(args.file, out)
    return _generate(args, out)


def _read(path: Path) -> tournament.trf.TrfTournament:
    if not path.is_file():
        raise TrfCommandError(translate("cli_trf", "There is no file {path}.").format(path=path))
    return tournament.trf.read_trf_file(path)


def _pair(path: Path, out: TextIO) -> int:
    trf = _read(path)
    number = tournament.trf.round_to_pair(trf)
    pairing = tournament.dutch.pair_round(tournament.trf.swiss_round(trf, number))
    for line in pairing.as_lines():
        say(out, line)
    return EXIT_OK


def _check(path: Path, out: TextIO) -> int:
    trf = _read(path)
    rounds = trf.rounds_played
    if trf.rounds_total is None or trf.rounds_total < rounds:
        trf.rounds_total = rounds
    differing = 0
    for number in range(1, rounds + 1):
        pairs, bye = tournament.trf.played_pairs(trf, number)
        ours = tournament.dutch.pair_round(tournament.trf.swiss_round(trf, number))
        mine = {(b.white, b.black) for b in ours.boards}
        if mine == pairs and ours.bye == bye:
            continue
        differing += 1
        say(out, translate("cli_trf", "Round {round} differs.").format(round=number))
        say(out, translate("cli_trf", "  ours:      {pairs}").format(pairs=_listed(sorted(mine), ours.bye)))
        say(out, translate("cli_trf", "  the file's: {pairs}").format(pairs=_listed(sorted(pairs), bye)))
    if differing:
        say(out, translate("cli_trf", "{count} of {rounds} rounds differ from our pairing.").format(count=differing, rounds=rounds))
        return EXIT_DIFFERENT
    say(out, translate("cli_trf", "All {rounds} rounds pair as ours would.").format(rounds=rounds))
    return EXIT_OK


def _listed(pairs: list[tuple[int, int]], bye: int | None) -> str:
    text = ", ".join(f"{w}-{b}" for w, b in pairs)
    if bye is not None:
        text += (", " if text else "") + str(translate("cli_trf", "bye {player}").format(player=bye))
    return text


def _generate(args: argparse.Namespace, out: TextIO) -> int:
    path: Path = args.out
    check_output_path(path)
    if args.players < 2:
        raise TrfCommandError(translate("cli_trf", "A tournament needs at least 2 players (--players)."))
    if args.rounds < 1 or args.rounds >= args.players + (args.players % 2):
        raise TrfCommandError(translate("cli_trf", "--rounds must be from 1 to {most} for {players} players.").format(
            most=args.players + (args.players % 2) - 1, players=args.players))
    for name in ("draws", "forfeits", "byes", "withdrawals"):
        value = getattr(args, name)
        if not 0 <= value <= 1:
            raise TrfCommandError(translate("cli_trf", "--{option} is a chance from 0 to 1, not {value}.").format(option=name, value=value))
    rates = tournament.trf.Rates(args.draws, args.forfeits, args.byes, args.withdrawals)
    trf = tournament.trf.generate(args.players, args.rounds, args.seed, rates)
    text = tournament.trf.write_trf(trf)
    temporary = path.with_name(path.name + ".part")
    try:
        temporary.write_text(text, encoding="utf-8", newline="")
        os.replace(temporary, path)
    except OSError as exc:
        temporary.unlink(missing_ok=True)
        raise TrfCommandError(translate("cli_trf", "Cannot write {path}: {reason}").format(path=path, reason=exc.strerror or exc)) from None
    say(out, translate("cli_trf", "Wrote {path}: {players} players, {rounds} rounds (seed {seed}).").format(
        path=path, players=args.players, rounds=args.rounds, seed=args.seed))
    return EXIT_OK


def check_output_path(path: Path) -> None:
    """Refuse an output path that is a folder, a device, or a club file (SQLite): only a regular file is replaced."""
    if path.exists() or path.is_symlink():
        if not path.is_file():
            raise TrfCommandError(translate("cli_trf", "{path} is not a regular file; nothing was written.").format(path=path))
        with path.open("rb") as handle:
            if handle.read(16) == b"SQLite format 3\x00":
                raise TrfCommandError(translate("cli_trf", "{path} is a club file; a TRF will not replace it.").format(path=path))
    if not path.parent.is_dir():
        raise TrfCommandError(translate("cli_trf", "The folder {folder} does not exist.").format(folder=path.parent))


def _cmd_trf(_club: Club, args: argparse.Namespace, _p: dict[str, object], out: TextIO, _e: TextIO) -> int:
    return run(args, out)


#: the command table's entry; ``main`` runs it without opening a club file
COMMANDS: dict[str, Command] = {"trf": _cmd_trf}
