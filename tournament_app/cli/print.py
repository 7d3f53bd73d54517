"""The ``print`` command: standings, a bracket, or an event's pairings and score slips as a PDF file.

    tournament-app [--db PATH] print standings|bracket|pairings|slips OUT.pdf [--leaderboard NAME] [--event NAME]

``pairings`` prints each round's pairings followed by one score slip per match;
``slips`` prints the score slips alone. With ``--event`` naming an event played
out (a tournament), ``bracket`` prints its bracket with the results (when it has
one) and ``standings`` its standings sheet (final placements, podium, tiebreaks,
crosstables); without it, or for a club night, they print the leaderboard's
seeding bracket and standings. Qt draws the pages, so this module
imports Qt only when a command actually prints (and runs headless where there
is no display).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, TextIO

from ..league import Club, Event, Leaderboard, LeagueError, night, planning, tournament
from ..messages import Text, translate
from .club import Command, chosen_leaderboard, find_event
from .output import say

#: an event with matches in these has a bracket to print with its results
KNOCKOUT_BRACKETS = ("winners", "losers", "final", "third-place")

#: the Qt application that draws the pages (kept for the life of the process)
_app: Any = None


def ensure_qt() -> None:
    """A Qt GUI application for drawing text, headless (offscreen) when there is no display."""
    global _app
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app = QGuiApplication(["tournament-app"])


def event_player_ids(club: Club, event_id: int) -> list[int]:
    """Everyone checked in for the event or in one of its results, in check-in order then result order."""
    ids = [a.player_id for a in night.attendance(club, event_id)]
    for match in club.event_results(event_id):
        ids += [p.player_id for side in match.sides for p in side.players]
    return list(dict.fromkeys(ids))


def bracket_for(club: Club, leaderboard: Leaderboard, event: Event | None) -> planning.Bracket:
    """The bracket seeded from the leaderboard: the event's players, or everyone in its standings."""
    if event is not None:
        ids = event_player_ids(club, event.id)
        if not ids:
            raise LeagueError(translate("cli_print", "Event '{name}' has no players yet: check players in or record a result first.")
                              .format(name=event.name))
    else:
        ids = [row.player_id for row in club.standings(leaderboard.id)]
    return planning.make_bracket(planning.seed_entrants(planning.entrants_by_id(club, ids, leaderboard_id=leaderboard.id)))


def cmd_print(club: Club, args: argparse.Namespace, _params: dict[str, Any], out: TextIO, _err: TextIO) -> int:
    """``print WHAT OUT.pdf``: gather the data, draw the pages, write the PDF."""
    leaderboard = club.leaderboard(args.leaderboard) if args.leaderboard is not None else None
    event = find_event(club, args.event, leaderboard) if args.event is not None else None
    if leaderboard is None:
        # the event's; else the club's only one (several: refused, naming them), unless the pairings need none
        leaderboard = (club.leaderboard(event.leaderboard_id) if event is not None
                       else chosen_leaderboard(club, None) if args.what not in ("pairings", "slips") else club.leaderboard(None))
    view = event_played_out(club, event) if args.what in ("bracket", "standings") else None
    if view is not None and (args.what == "standings" or any(m.bracket in KNOCKOUT_BRACKETS for m in view.matches)):
        return print_event(club, view, args, out)

    if args.what in ("pairings", "slips"):
        if event is None:
            raise LeagueError(translate("cli_print", "Printing {what} needs --event NAME (the club night whose rounds to print).")
                              .format(what=args.what))
        rounds = night.event_rounds(club, event.id)
        if not rounds:
            raise LeagueError(translate("cli_print", "Event '{name}' has no rounds drawn yet; draw a round first.").format(name=event.name))
    elif args.what == "bracket":
        bracket = bracket_for(club, leaderboard, event)
    else:
        standings = club.standings(leaderboard.id)

    ensure_qt()
    from .. import printouts as printing

    club_file = printing.club_name(club.path)  # how the headers name the club: not "club.sqlite"
    printout: printing.Printout
    what: Text
    if args.what == "standings":
        printout = printing.StandingsPrintout(standings, leaderboard.name, club_file)
        what = translate("cli_print", "standings of '{leaderboard}': {count} players").format(leaderboard=leaderboard.name, count=len(standings))
    elif args.what == "bracket":
        printout = printing.BracketPrintout(bracket, leaderboard.name, club_file)
        what = translate("cli_print", "bracket of {count} entrants").format(count=len(bracket.seeds))
    else:
        assert event is not None
        slips = printing.ScoreSlipsPrintout(rounds, event.name, club_file)
        matches = sum(len(r.matches) for r in rounds)
        if args.what == "slips":
            printout, what = slips, translate("cli_print", "{count} score slips of '{name}'").format(count=matches, name=event.name)
        else:
            printout = printing.Booklet([printing.PairingsPrintout(rounds, event.name, club_file), slips])
            what = translate("cli_print", "pairings of %n round(s) of '{name}' and {slips} score slips", None, len(rounds)).format(
                name=event.name, slips=matches)
    try:
        pages = printing.write_pdf(printout, args.out)
    except OSError as exc:
        raise LeagueError(_CANNOT_WRITE.format(path=args.out, reason=exc.strerror or exc)) from exc
    say(out, _wrote(pages, what, args.out))
    return 0


def _wrote(pages: int, what: Text, path: object) -> Text:
    return translate("cli_print", "Wrote %n page(s) ({what}) to {path}", None, pages).format(what=what, path=path)


#: a PDF that could not be written (the system's reason)
_CANNOT_WRITE = translate("cli_print", "Cannot write {path}: {reason}.")


def event_played_out(club: Club, event: Event | None) -> tournament.EventView | None:
    """The event's view when it is a tournament (not a club night) that has started, else None."""
    if event is None:
        return None
    setup = tournament.event_setup(club, event.id)
    if setup.format == "club-night" or not setup.started:
        return None
    return tournament.event_view(club, event.id)


def print_event(club: Club, view: tournament.EventView, args: argparse.Namespace, out: TextIO) -> int:
    """``print bracket|standings OUT.pdf --event NAME`` for a tournament: its bracket with results, or its standings sheet.

    (A tournament without a bracket, a Swiss or pools not played yet, never gets here for ``bracket``: cmd_print
    prints the seeding bracket of its players, as before.)
    """
    ensure_qt()
    from ..printouts import club_name, event_bracket, event_layout, event_standings

    club_file = club_name(club.path)
    name = view.setup.name
    try:
        if args.what == "bracket":
            pages = event_bracket.print_bracket(view, args.out, club_file)
            played = sum(1 for m in view.matches if m.status == "done" and m.bracket in event_layout.BRACKET_ORDER)
            what = translate("cli_print", "bracket of '{name}' with %n result(s)", None, played).format(name=name)
        else:
            pages = event_standings.print_standings(view, args.out, event_standings.read_crosstables(club, view), club_file)
            what = _standings_what(view.finished, bool(view.champion)).format(
                name=name, count=len(view.standings), champion=view.champion)
    except OSError as exc:
        raise LeagueError(_CANNOT_WRITE.format(path=args.out, reason=exc.strerror or exc)) from exc
    say(out, _wrote(pages, what, args.out))
    return 0


def _standings_what(final: bool, champion: bool) -> Text:
    """What a tournament's standings sheet holds, in words (each variant a whole phrase for the translators)."""
    if final and champion:
        return translate("cli_print", "final standings of '{name}': {count} entrants, {champion} wins")
    if final:
        return translate("cli_print", "final standings of '{name}': {count} entrants")
    if champion:
        return translate("cli_print", "standings of '{name}': {count} entrants, {champion} wins")
    return translate("cli_print", "standings of '{name}': {count} entrants")


#: the handlers of this module's commands, by name
COMMANDS: dict[str, Command] = {"print": cmd_print}
