"""The command line over league/ (a contract: scripts rely on these exact forms).

    tournament-app [--db PATH] import results FILE.csv [--leaderboard NAME] [--allow-duplicates]
    tournament-app [--db PATH] import players FILE.csv
    tournament-app [--db PATH] leaderboard [--leaderboard NAME] [--min-games N] [--format table|csv|json]
    tournament-app [--db PATH] export standings OUT.csv [--leaderboard NAME]
    tournament-app [--db PATH] export results OUT.csv [--leaderboard NAME]
    tournament-app [--db PATH] history PLAYER [--leaderboard NAME] [--format table|csv|json]
    tournament-app [--db PATH] recompute [--leaderboard NAME]
    tournament-app [--db PATH] check
    tournament-app [--db PATH] leaderboards
    tournament-app [--db PATH] new-leaderboard NAME --system bbt|plackett-luce|otr|glicko|elo [--param KEY=VALUE ...]
    tournament-app [--db PATH] seed [--leaderboard NAME] (--players "A,B,C" | --top N) [--format csv|list|json]
    tournament-app [--db PATH] bracket [--leaderboard NAME] (--players ... | --top N) [--format text|json]
    tournament-app [--db PATH] balance [--leaderboard NAME] --players "A,B,..." --teams K [--format text|json]
    tournament-app [--db PATH] predict [--leaderboard NAME] --side "A,B" --side "C,D" [--format text|json]
    tournament-app [--db PATH] draw --leaderboard NAME --players "A,B,..." --mode dyp|rotating|swiss|round-robin --rounds R [--tables T] [--format text|json]
    tournament-app [--db PATH] print standings|bracket|pairings|slips OUT.pdf [--leaderboard NAME] [--event NAME]
    tournament-app [--db PATH] evaluate [--leaderboard NAME] [--tune] [--format table|json]
    tournament-app [--db PATH] import events FILE --leaderboard NAME
    tournament-app [--db PATH] merge OTHER.sqlite [--dry-run] [--same "OTHER=HERE" ...] [--different "NAME" ...]
    tournament-app [--db PATH] undo
    tournament-app [--db PATH] redo
    tournament-app trf pair FILE.trf | trf check FILE.trf | trf generate OUT.trf --players N --rounds R [...]
    tournament-app --self-test

``import`` and ``new-leaderboard`` start a new club file when there is none
(in an existing folder); every other command needs an existing club file and
creates nothing (see :mod:`tournament_app.cli.club`). Where ``--leaderboard``
is in brackets it may be left out when the club has only one leaderboard; with
several, the command refuses and lists them. An id argument (``MATCH_ID``,
``REPORT_ID``) takes any whole number: one the club does not have, however
large, is answered "there is no ... with id N" (:mod:`tournament_app.cli.parser`).

Exit codes: 0 success, 1 bad input (message on stderr, nothing changed), 2 usage error.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from .. import catalogue, messages
from ..league import (
    Club,
    LeagueError,
    MAX_MIN_GAMES,
    OptionError,
    RatingError,
    UserError,
    damaged_file_error,
    display_decimals,
    evaluate,
    export_results,
    export_standings,
    import_event_log,
    import_players,
    import_results,
    neutralise,
    write_csv_row,
    write_standings,
    whole_number,
)
from ..messages import translate
from .club import Command, NewClubFile, chosen_leaderboard, club_path
from .output import say
from .output import table as _table
from .output import write_json as _write_json
from .parser import build_parser, parse_param
from .season import cmd_season

EXIT_OK, EXIT_BAD_INPUT, EXIT_USAGE = 0, 1, 2


def main(
    argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None, end_process: bool = False,
) -> int:
    """Run the command line; returns the exit code.

    ``end_process`` (the console entry point): once a command is done, the
    process ends at once (:func:`_end_now`) instead of returning.
    """
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    parser = build_parser()
    # the command line's own sentences and league's messages in the environment's language (argparse's stay English)
    speaker = catalogue.speaker(catalogue.environment_language())
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out), messages.speaking(speaker):
            args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    if args.self_test:
        if args.command is not None or args.db is not None:
            with messages.speaking(speaker):
                _error(err, translate("cli", "The option --self-test takes no other arguments."))
            return EXIT_USAGE
        from ..app import run_self_test

        return run_self_test()
    if args.command is None:
        from ..app import run_gui

        return run_gui(args.db)
    with messages.speaking(speaker):
        try:
            params = dict(parse_param(p) for p in getattr(args, "param", []))
        except argparse.ArgumentTypeError as exc:
            _error(err, exc)
            return EXIT_USAGE
        code = _run_trf(args, out, err) if args.command == "trf" else _run_command(args, params, out, err)
    if end_process:
        _end_now(code)
    return code


def _end_now(code: int) -> NoReturn:
    """End the process with ``code`` once its output is flushed, skipping the interpreter's teardown.

    The command is done and its club file closed; the teardown only frees
    what the process holds (after a big recompute, numba's compiled code and
    every module: ~0.2 s of a 1.5 s command, benchmarks/README.md).
    """
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


def _error(err: TextIO, message: object) -> None:
    """One error line on stderr: the program's name, then the message in the speaker's language."""
    err.write(f"tournament-app: {message}\n")


def _run_command(args: argparse.Namespace, params: dict[str, object], out: TextIO, err: TextIO) -> int:
    fresh: NewClubFile | None = None
    try:
        fresh = NewClubFile(club_path(args.db, args.command))
        # a bounded check before the work: a big file's pages are checked as the command reads them
        with Club.open(fresh.path, check_integrity="bounded") as club:
            return command(args.command)(club, args, params, out, err)
    except sqlite3.DatabaseError as exc:
        assert fresh is not None  # only opening and reading the file raise it
        damaged = damaged_file_error(exc, fresh.path.name)
        if damaged is None:
            raise
        _error(err, damaged)
        return EXIT_BAD_INPUT
    except UserError as exc:
        if fresh is not None:
            fresh.discard()  # the command failed: not even a new empty club is left behind
        if isinstance(exc, OptionError) and getattr(args, exc.option, None) is not None:
            _error(err, f"--{exc.option.replace('_', '-')}: {exc}")  # the number given with this option is out of range
        else:
            _error(err, exc)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        _error(err, translate("cli", "Interrupted; nothing was changed."))
        return EXIT_BAD_INPUT


def _run_trf(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``trf`` works on files only: no club file is opened, none is needed (cli/trf.py)."""
    from . import trf

    try:
        return trf.run(args, out)
    except UserError as exc:
        _error(err, exc)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        _error(err, translate("cli", "Interrupted; nothing was changed."))
        return EXIT_BAD_INPUT


def _board_id(club: Club, name: str | None) -> int | None:
    return club.leaderboard(name).id if name is not None else None


def _cmd_import(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    if args.what == "results":
        lb = chosen_leaderboard(club, args.leaderboard)
        changes = import_results(club, args.file, lb.id, allow_duplicates=args.allow_duplicates)
        if changes.count:
            say(out, translate("cli", "Imported %n new match(es) into '{leaderboard}' ({players} players rated).", None,
                               changes.count).format(leaderboard=lb.name, players=len(changes.players)))
            say(out, translate("cli", "%n match(es) of the file were already there and were not added again.", None,
                               changes.already))
        else:
            say(out, translate("cli", "Nothing new: the %n match(es) of the file were already in '{leaderboard}'; "
                               "nothing was changed.", None, changes.already).format(leaderboard=lb.name))
    elif args.what == "events":
        lb = club.leaderboard(args.leaderboard)
        changes = import_event_log(club, args.file, lb.id)
        event = club.event(next(iter(changes.events)))
        say(out, translate("cli", "Rated {count} events of {file} in '{leaderboard}' (event '{event}', {players} players).").format(
            count=changes.count, file=args.file.name, leaderboard=lb.name, event=event.name, players=len(changes.players)))
    else:
        changes = import_players(club, args.file)
        say(out, translate("cli", "Imported players: {added} added, {updated} updated.").format(
            added=changes.count, updated=len(changes.players) - changes.count))
    return EXIT_OK


def _cmd_leaderboard(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    whole_number(args.min_games, "min_games", 0, MAX_MIN_GAMES)
    lb = chosen_leaderboard(club, args.leaderboard)
    rows = club.standings(lb.id, min_games=args.min_games)
    if args.format == "json":
        _write_json([r.as_dict() for r in rows], out)
    elif args.format == "csv":
        write_standings(rows, out)
    else:
        places = display_decimals(lb, club.rating_model(lb.id))  # one precision for the whole column
        _table(
            out,
            ["#", "Player", "Rating", "Mu ± sigma", "Conservative", "Games", "Wins", "Last played"],
            [
                [r.rank, r.player, f"{r.display:.{places}f}", f"{r.mu:.2f} ± {r.sigma:.2f}", f"{r.conservative:.2f}", r.games, r.wins, r.last_played or ""]
                for r in rows
            ],
            right={0, 2, 3, 4, 5, 6},
        )
    return EXIT_OK


def _cmd_export(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = chosen_leaderboard(club, args.leaderboard)
    if args.what == "results":
        count = export_results(club, args.out, lb.id)
        say(out, translate("cli", "Wrote %n match(es) of '{leaderboard}' to {path}, each with its result id.", None, count).format(
            leaderboard=lb.name, path=args.out))
        return EXIT_OK
    count = export_standings(club, args.out, lb.id)
    say(out, translate("cli", "Wrote {count} players of '{leaderboard}' to {path}").format(count=count, leaderboard=lb.name, path=args.out))
    return EXIT_OK


def _cmd_history(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    player = club.find_player(args.player)
    if player is None:
        raise LeagueError(translate("cli", "There is no player called '{name}'.").format(name=args.player))
    rows = club.player_history(player.id, chosen_leaderboard(club, args.leaderboard).id)
    keys = ["match", "date", "event", "result", "rank", "opponents", "mu_before", "sigma_before", "mu_after", "sigma_after"]
    records = [
        dict(zip(keys, [h.match_id, h.played_at, h.event, h.result, h.rank, h.opponents, h.mu_before, h.sigma_before, h.mu_after, h.sigma_after]))
        for h in rows
    ]
    if args.format == "json":
        _write_json(records, out)
    elif args.format == "csv":
        write_csv_row(out, keys)
        for rec in records:
            write_csv_row(out, [neutralise(rec[k]) if rec[k] is not None else "" for k in keys])
    else:
        _table(
            out,
            ["Date", "Event", "Result", "Place", "Opponents", "Before", "After", "Change"],
            [
                [h.played_at, h.event or "", h.result, h.rank, h.opponents, f"{h.mu_before:.2f} ± {h.sigma_before:.2f}",
                 f"{h.mu_after:.2f} ± {h.sigma_after:.2f}", f"{h.mu_after - h.mu_before:+.2f}"]
                for h in rows
            ],
            right={3, 5, 6, 7},
        )
    return EXIT_OK


def _cmd_check(club: Club, _a: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    club.check_integrity()  # every page; a damaged one raises a StoreError with its message
    say(out, translate("cli", "Every page of {file} was checked: it is not damaged.").format(file=club.file_name))
    return EXIT_OK


def _cmd_recompute(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, err: TextIO) -> int:
    changes = club.recompute(_board_id(club, args.leaderboard))
    say(out, translate("cli", "Recomputed {count} matches.").format(count=changes.replayed))
    return EXIT_OK


def _cmd_leaderboards(club: Club, _a: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    rows = []
    for lb in club.leaderboards():
        try:
            params, players = json.dumps(club.rating_model(lb.id).params()), str(len(club.standings(lb.id)))
        except RatingError as exc:  # settings an older version stored; the other leaderboards are still listed
            params = str(translate("cli", "{parameters} (not usable: {error})").format(parameters=json.dumps(lb.params), error=exc))
            players = "?"
        rows.append([lb.name, lb.system, params, club.match_count(lb.id), players])
    _table(out, ["Leaderboard", "System", "Parameters", "Matches", "Players"], rows, right={3, 4})
    return EXIT_OK


def _cmd_new_leaderboard(club: Club, args: argparse.Namespace, params: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = club.leaderboard(club.new_leaderboard(args.name, args.system, params).id)
    say(out, translate("cli", "Created leaderboard '{name}' ({system}: {parameters}).").format(
        name=lb.name, system=lb.system, parameters=json.dumps(club.rating_model(lb.id).params())))
    return EXIT_OK


def _cmd_evaluate(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = chosen_leaderboard(club, args.leaderboard)
    results = evaluate(club, lb.id, tune=args.tune)
    if args.format == "json":
        _write_json([r.as_dict() for r in results], out)  # NaN (nothing scored) becomes null
        return EXIT_OK
    scored = results[0].matches if results else 0
    if args.tune:
        header = translate("cli", "'{leaderboard}': {scored} matches scored (the later 30% of {total}), parameters tuned "
                           "on the earlier 70%; lower log-loss predicts better.")
    else:
        header = translate("cli", "'{leaderboard}': {scored} matches scored (the later 30% of {total}), parameters as set; "
                           "lower log-loss predicts better.")
    say(out, header.format(leaderboard=lb.name, scored=scored, total=club.match_count(lb.id)))
    _table(
        out,
        ["System", "Parameters", "Log-loss", "Accuracy", "Matches"],
        [
            [r.system, json.dumps(r.params, sort_keys=True), "—" if r.log_loss != r.log_loss else f"{r.log_loss:.4f}",
             "—" if r.accuracy is None else f"{r.accuracy:.1%}", r.matches]
            for r in results
        ],
        right={2, 3, 4},
    )
    return EXIT_OK


def _cmd_undo(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    result = club.undo() if args.command == "undo" else club.redo()
    done = translate("cli", "Undid: {step}") if args.command == "undo" else translate("cli", "Redid: {step}")
    say(out, done.format(step=result.label))
    return EXIT_OK


COMMANDS: dict[str, Command] = {
    "import": _cmd_import,
    "leaderboard": _cmd_leaderboard,
    "export": _cmd_export,
    "history": _cmd_history,
    "recompute": _cmd_recompute,
    "check": _cmd_check,
    "leaderboards": _cmd_leaderboards,
    "new-leaderboard": _cmd_new_leaderboard,
    "evaluate": _cmd_evaluate,
    "undo": _cmd_undo,
    "redo": _cmd_undo,
    "season": cmd_season,
}


# The modules of the commands below, and the league packages they use (night, planning, tournament,
# companion, the web server), load only when one of their commands runs: a recompute never loads them.
# Each loader imports its module with a plain import statement, so PyInstaller and lint-imports see it.

def _planning() -> Mapping[str, Command]:
    from . import planning
    return planning.COMMANDS


def _printing() -> Mapping[str, Command]:
    from . import print
    return print.COMMANDS


def _events() -> Mapping[str, Command]:
    from . import event
    return event.COMMANDS


def _companion() -> Mapping[str, Command]:
    from . import companion
    return companion.COMMANDS


def _serving() -> Mapping[str, Command]:
    from . import serve
    return serve.COMMANDS


def _merging() -> Mapping[str, Command]:
    from . import merge
    return merge.COMMANDS


def _trf_files() -> Mapping[str, Command]:
    from . import trf
    return trf.COMMANDS


#: the commands loaded when they run: name -> the loader of its module's handlers
LOADED_WHEN_RUN: dict[str, Callable[[], Mapping[str, Command]]] = {
    **dict.fromkeys(("seed", "bracket", "balance", "predict", "draw"), _planning),
    "print": _printing,
    "event": _events,
    **dict.fromkeys(("reports", "confirm", "reject"), _companion),
    "serve": _serving,
    "merge": _merging,
    "trf": _trf_files,  # run without a club file (_run_trf)
}


def command(name: str) -> Command:
    """The handler of the command ``name``, loading its module first if it is one loaded when it runs."""
    return COMMANDS[name] if name in COMMANDS else LOADED_WHEN_RUN[name]()[name]
