"""The companion's commands: results reported from phones, listed and settled from the command line (a contract).

    tournament-app reports [--event NAME] [--format json]
    tournament-app confirm REPORT_ID
    tournament-app reject REPORT_ID
    tournament-app serve --event NAME [--host ADDR] [--port N] [--format json]   (cli/serve.py)

``reports`` lists the reports waiting for the organizer (pending, or in
conflict with another report of the same match), oldest first; its JSON is
a list of objects with the keys ``id``, ``event``, ``match`` (the queue id
the report links carry), ``table``, ``sides`` (names per side), ``result``
(``ranks``, ``scores``, ``text``), ``status``, ``received_at``, and who sent
it: ``side`` (the index in ``sides`` of the side whose code it carried, null
for a whole-match code from an older printout), ``client`` (the phone's
network address), ``device`` (what its browser says it is) and
``one_device`` (true when that address also sent another side's report of
the match: the both-agree rule never counts that).
``confirm`` records a report's result and ``reject`` turns it down, each as
one undo step; an unknown or already settled report is refused (exit 1).
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from ..league import Club, LeagueError, companion
from ..messages import translate
from .club import Command, find_event
from .output import say, table, write_json


def report_dict(report: companion.Report, one_device: bool = False) -> dict[str, Any]:
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
        "side": report.side,
        "client": report.client,
        "device": report.device,
        "one_device": one_device,
    }


def cmd_reports(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """List the reports waiting for the organizer."""
    event_id = find_event(club, args.event).id if args.event is not None else None
    waiting = companion.pending_reports(club, event_id)
    shared = companion.one_device_for_sides(waiting)
    if args.format == "json":
        write_json([report_dict(r, r.id in shared) for r in waiting], out)
        return 0
    rows = [[r.id, r.event_name, r.table or f"match {r.drawn_match_id}", r.match_label(), r.result_text(),
             f"{r.side + 1}: {r.side_label()}" if r.side is not None else "match", r.sender() + (" *" if r.id in shared else ""),
             r.status, r.received_at] for r in waiting]
    table(out, ["Id", "Event", "Table", "Match", "Reported result", "Side", "Sent by", "Status", "Received"], rows, right=(0,))
    if shared:
        say(out, translate("cli_companion", "* One device sent the reports of more than one side of that match: check "
                           "with the players before you confirm."))
    return 0


def cmd_settle(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Confirm or reject one report (a refusal raises LeagueError: one line, exit 1)."""
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


#: the handlers of this module's commands, by name (``serve`` is serve.py's)
COMMANDS: dict[str, Command] = {"reports": cmd_reports, "confirm": cmd_settle, "reject": cmd_settle}
