"""The ``event`` commands: an event played out from the command line (a contract: scripts rely on the names).

    tournament-app event create NAME --leaderboard L --format FORMAT [--date D] [--rounds N] [--third-place]
                                     [--pool-size K --advance A] [--tiebreaks buchholz,sonneborn-berger,...]
                                     [--colours | --no-colours]
    tournament-app event entrants NAME (--players "A,B,..." | --top N) [--keep-apart-clubs] [--lots N]
    tournament-app event start NAME
    tournament-app event next-round NAME
    tournament-app event matches NAME [--format json]       (JSON: each match's "colours", or null)
    tournament-app event report NAME MATCH_ID [--ranks "1,2"] [--scores "3,1"]   (at least one of them)
    tournament-app event standings NAME [--format json]     (JSON: also direct_encounter, games_won where used)
    tournament-app event finish NAME
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, TextIO

from ..league import Club, LeagueError, tournament
from ..messages import translate
from .club import Command, find_event
from .output import say, table, write_json

#: "Created ..." per format, each a whole sentence (a format's name takes different words around it in each language)
_CREATED = {
    "club-night": translate("cli_event", "Created club night '{name}' on {date}."),
    "swiss": translate("cli_event", "Created swiss '{name}' on {date}."),
    "round-robin": translate("cli_event", "Created round robin '{name}' on {date}."),
    "single-elimination": translate("cli_event", "Created single elimination '{name}' on {date}."),
    "double-elimination": translate("cli_event", "Created double elimination '{name}' on {date}."),
    "pools-knockout": translate("cli_event", "Created pools, then knockout '{name}' on {date}."),
}


def cmd_event(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Run an ``event`` subcommand."""
    return _SUBCOMMANDS[args.event_command](club, args, out)


def _event_id(club: Club, name: str) -> int:
    return find_event(club, name).id


def _numbers(text: str, what: str, kind: Callable[[str], Any]) -> list[Any]:
    try:
        return [kind(part.strip()) for part in text.split(",")]
    except ValueError:
        raise LeagueError(translate("cli_event", "The option {option} needs numbers separated by commas, got {text!r}.").format(
            option=what, text=text)) from None


#: the numeric options of ``event create``, the formats that use them, and the refusal of the others
_FORMAT_OPTIONS = {
    "rounds": (("swiss", "round-robin"), translate(
        "cli_event", "The option --rounds applies to a Swiss or a round robin only (this event's format is {format}).")),
    "pool_size": (("pools-knockout",), translate(
        "cli_event", "The option --pool-size applies to pools then knockout only (this event's format is {format}).")),
    "advance": (("pools-knockout",), translate(
        "cli_event", "The option --advance applies to pools then knockout only (this event's format is {format}).")),
}


def _create(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    fmt = args.event_format
    for option, (formats, refusal) in _FORMAT_OPTIONS.items():
        if getattr(args, option) is not None and fmt not in formats:  # refused, not ignored
            raise LeagueError(refusal.format(format=fmt))
    defaults = tournament.Settings()
    settings = tournament.Settings(
        rounds=args.rounds,
        third_place=args.third_place,
        pool_size=args.pool_size if args.pool_size is not None else defaults.pool_size,
        advance=args.advance if args.advance is not None else defaults.advance,
        tiebreaks=tournament.parse_tiebreaks(args.tiebreaks),
        colours=bool(args.colours),
    )
    changes = tournament.create_event(club, args.name, fmt, leaderboard=args.leaderboard, date=args.date, settings=settings)
    assert changes.id is not None  # create_event gives the new event's id
    # the parser lets --format be only one of EVENT_FORMATS, each of which _CREATED words
    say(out, _CREATED[fmt].format(name=args.name, date=club.event(changes.id).date[:10]))
    return 0


def _entrants(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    event_id = _event_id(club, args.name)
    names = [n for n in args.players.split(",") if n.strip()] if args.players is not None else None
    tournament.set_entrants(club, event_id, names=names, top=args.top, keep_apart_clubs=args.keep_apart_clubs,
                            lots=args.lots)
    setup = tournament.event_setup(club, event_id)
    #: Translators: an entrant of the seed list placed among the unrated ones by drawing lots
    by_lot = translate("cli_event", "{name} (by lot)")
    say(out, translate("cli_event", "{count} entrants, in seed order: {names}.").format(
        count=len(setup.entrants), names=", ".join(str(by_lot.format(name=e.name)) if e.by_lot else e.name for e in setup.entrants)))
    if setup.settings.by_lot:
        say(out, translate("cli_event", "Unrated entrants were placed by drawing lots (draw {lots}: the same draw, the same order).").format(
            lots=setup.settings.lots))
    return 0


def _start(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    event_id = _event_id(club, args.name)
    if args.event_command == "start":
        tournament.start_event(club, event_id)
    else:
        tournament.next_round(club, event_id)
    view = tournament.event_view(club, event_id)
    note = view.end_note()
    if note is not None:  # a Swiss whose next round can't be paired without a rematch has ended
        say(out, translate("cli_event", "'{name}' has ended. {why}").format(name=view.setup.name, why=note))
        return 0
    ready = [m for m in view.matches if m.status in ("ready", "playing")]
    say(out, translate("cli_event", "'{name}': %n match(es) to play now.", None, len(ready)).format(name=view.setup.name))
    _match_table(view.matches, out)
    return 0


def _finish(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    event_id = _event_id(club, args.name)
    tournament.finish_now(club, event_id)
    view = tournament.event_view(club, event_id)
    cancelled = sum(1 for m in view.matches if m.status == "cancelled")
    say(out, translate("cli_event", "'{name}' has ended: final standings from the matches played; %n unplayed match(es) "
                       "cancelled ('undo' brings the event back).", None, cancelled).format(name=view.setup.name))
    return 0


def _matches(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    view = tournament.event_view(club, _event_id(club, args.name))
    if args.format == "json":
        write_json([m.as_dict() for m in view.matches], out)
    else:
        _match_table(view.matches, out)
    return 0


def _match_table(matches: Any, out: TextIO) -> None:
    rows = []
    for m in matches:
        sides = [", ".join(s) if s is not None else "?" for s in m.sides]
        ranks = "-".join(str(r) for r in m.ranks) if m.ranks is not None else ""
        rows.append([m.id, m.bracket or "", m.round, " v ".join(sides) if m.status != "bye" else f"{sides[0]} (bye)",
                     m.status, ranks])
    table(out, ["id", "bracket", "round", "match", "status", "ranks"], rows, right=(0, 2))


def _report(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    event_id = _event_id(club, args.name)
    if not args.ranks and not args.scores:
        raise LeagueError(translate("cli_event", "Give the result with --ranks, --scores or both (the scores decide who won)."))
    ranks = _numbers(args.ranks, "--ranks", int) if args.ranks else None
    scores = _numbers(args.scores, "--scores", float) if args.scores else None
    tournament.report_result(club, event_id, args.match_id, ranks, scores)
    view = tournament.event_view(club, event_id)
    if view.finished and view.champion is not None:
        say(out, translate("cli_event", "Saved the result of match {id}. '{name}' has ended: {champion} wins.").format(
            id=args.match_id, name=view.setup.name, champion=view.champion))
    elif view.finished:
        say(out, translate("cli_event", "Saved the result of match {id}. '{name}' has ended.").format(id=args.match_id, name=view.setup.name))
    else:
        say(out, translate("cli_event", "Saved the result of match {id}.").format(id=args.match_id))
    return 0


def _standings(club: Club, args: argparse.Namespace, out: TextIO) -> int:
    view = tournament.event_view(club, _event_id(club, args.name))
    if args.format == "json":
        write_json([line.as_dict() for line in view.standings], out)
        return 0
    keys = [k for k in (view.standings[0].as_dict() if view.standings else {}) if k not in ("place", "name")]
    rows = [[line.place, line.name] + [_number(line.as_dict().get(k)) for k in keys] for line in view.standings]
    table(out, ["place", "name"] + keys, rows, right=[0] + list(range(2, 2 + len(keys))))
    return 0


def _number(value: Any) -> str:
    if value is None:  # direct encounter of an entrant tied with nobody
        return ""
    return f"{value:g}" if isinstance(value, float) else str(value)


_SUBCOMMANDS: dict[str, Callable[[Club, argparse.Namespace, TextIO], int]] = {
    "create": _create,
    "entrants": _entrants,
    "start": _start,
    "next-round": _start,
    "matches": _matches,
    "report": _report,
    "standings": _standings,
    "finish": _finish,
}


#: the handlers of this module's commands, by name
COMMANDS: dict[str, Command] = {"event": cmd_event}
