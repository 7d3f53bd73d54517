"""The companion's commands: results reported from phones, listed and settled from the command line (a contract).

    tournament-app reports [--event NAME] [--format json]
    tournament-app confirm REPORT_ID
    tournament-app reject REPORT_ID
    tournament-app serve --event NAME [--host ADDR] [--port N] [--format json]   (cli_serve.py)

``reports`` lists the reports waiting for the organizer (pending, or in
conflict with another report of the same match), oldest first; its JSON is
a list of objects with the keys ``id``, ``event``, ``match`` (the queue id
the report links carry), ``table``, ``sides`` (names per side), ``result``
(``ranks``, ``scores``, ``text``), ``status`` and ``received_at``.
``confirm`` records a report's result and ``reject`` turns it down, each as
one undo step; an unknown or already settled report is refused (exit 1).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, TextIO

from .cli_output import say, table, write_json
from .cli_serve import add_serve_parser, cmd_serve
from .league import Club, LeagueError
from .messages import translate

if TYPE_CHECKING:  # loaded by the commands that use them (a recompute never does)
    from .league import companion


def add_companion_parsers(sub: Any) -> None:
    """Register ``reports``, ``confirm``, ``reject`` and ``serve`` (cli_serve.py) on the CLI's subcommands."""
    reports = sub.add_parser("reports", help="results reported from phones that wait for the organizer")
    reports.add_argument("--event", metavar="NAME", help="only this event's reports (the most recent event of that name)")
    reports.add_argument("--format", choices=("text", "json"), default="text")
    for name, what in (("confirm", "record a reported result (one undo step)"),
                       ("reject", "turn a reported result down (one undo step)")):
        p = sub.add_parser(name, help=what)
        p.add_argument("report_id", metavar="REPORT_ID", type=_report_id)
    add_serve_parser(sub)


def _report_id(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("cli_companion", "A report id is a whole number, not '{text}'.").format(text=text)) from None
    if value < 1:
        raise argparse.ArgumentTypeError(translate("cli_companion", "A report id is a whole number from 1, not '{text}'.").format(text=text))
    return value


def report_dict(report: companion.Report) -> dict[str, Any]:
    """A report as the JSON of ``reports`` shows it."""
    return {
        "id": report.id,
        "event": report.event_name,
        "match": report.drawn_match_id,
        "table": report.table,
        "sides": [list(side.names) for side in report.sides],
        "result": {"ranks": list(report.ranks), "scores": None if report.scores is None else list(report.scores),
                   "text": report.result_text()},
        "status": report.status,
        "received_at": report.received_at,
    }


def cmd_reports(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """List the reports waiting for the organizer."""
    from .league import companion
    event_id = _event_id(club, args.event) if args.event is not None else None
    waiting = companion.pending_reports(club, event_id)
    if args.format == "json":
        write_json([report_dict(r) for r in waiting], out)
        return 0
    rows = [[r.id, r.event_name, r.table or f"match {r.drawn_match_id}", r.match_label(), r.result_text(), r.status,
             r.received_at] for r in waiting]
    table(out, ["Id", "Event", "Table", "Match", "Reported result", "Status", "Received"], rows, right=(0,))
    return 0


def _event_id(club: Club, name: str) -> int:
    # not cli_print's find_event: that module draws with Qt, and this one runs without it
    event = club.find_event(name)
    if event is None:
        known = ", ".join(sorted({e.name for e in club.events()})) or translate("cli_companion", "none yet")
        raise LeagueError(translate("cli_companion", "There is no event called '{name}' (events: {known}).").format(name=name, known=known))
    return event.id


def cmd_settle(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Confirm or reject one report (a refusal raises LeagueError: one line, exit 1)."""
    from .league import companion
    report = companion.report(club, args.report_id)
    if args.command == "confirm":
        changes = companion.confirm_report(club, report.id)
        say(out, translate("cli_companion", "Confirmed reported result {id}: {result} ({match}); saved as match #{saved}.").format(
            id=report.id, result=report.result_text(), match=report.match_label(), saved=changes.id))
    elif args.command == "reject":
        companion.reject_report(club, report.id)
        say(out, translate("cli_companion", "Rejected reported result {id}: {result} ({match}).").format(
            id=report.id, result=report.result_text(), match=report.match_label()))
    else:  # pragma: no cover - only the two commands are registered with this handler
        raise LeagueError(translate("cli_companion", "Unknown command {command!r}.").format(command=args.command))
    return 0


#: the handlers of the companion's commands, by name
COMPANION_COMMANDS = {"reports": cmd_reports, "confirm": cmd_settle, "reject": cmd_settle, "serve": cmd_serve}
