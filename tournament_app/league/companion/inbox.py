"""Reading reported results back: each report with its match and its status, derived from the file.

A report's status is never stored: its decision row if it has one
(confirmed, rejected, accepted), else "replaced" when a newer report of the
same code replaced it, else "closed" when its match took a result
another way or left the queue (its token replaced), else "conflict" when
another waiting report of the same match claims something else, else
"pending". So undoing a confirm (which removes the recorded match and the
decision in one step) puts the report back to pending.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...messages import translate
from ..club import Club
from ..core import row_id
from ..errors import NotFoundError
from .targets import LiveMatch, live_match
from .values import Report, ReportSide

_COLUMNS = ("r.id, r.event_id, r.drawn_match_id, r.token, r.side, r.ranks, r.scores, r.client, r.received_at, "
            "d.decision, d.match_id, d.decided_at, t.sides, r.device, r.replaced_by")
_FROM = ("match_reports r LEFT JOIN report_decisions d ON d.report_id = r.id "
         "LEFT JOIN report_tokens t ON t.token = r.token")


def claims_conflict(a: Report, b: Report) -> bool:
    """Two reports of one match say different things (places, or scores both gave)."""
    if a.ranks != b.ranks:
        return True
    return a.scores is not None and b.scores is not None and a.scores != b.scores


def from_different_clients(reports: Sequence[Report]) -> bool:
    """Every report came from its own client (network address): no one device spoke for two sides."""
    clients = [r.client for r in reports]
    return len(set(clients)) == len(clients)


def one_device_for_sides(reports: Sequence[Report]) -> set[int]:
    """The ids of waiting reports whose match has reports for two or more sides sent from one client: the
    organizer should know that one phone spoke for both sides (the both-agree rule never counts that)."""
    sides: dict[tuple[int, str], set[int]] = {}
    for r in reports:
        if r.side is not None and not r.settled:
            sides.setdefault((r.drawn_match_id, r.client), set()).add(r.side)
    return {r.id for r in reports if r.side is not None and not r.settled and len(sides[(r.drawn_match_id, r.client)]) > 1}


def _sides(club: Club, stored: str | None, live: LiveMatch | None) -> tuple[ReportSide, ...]:
    if stored is None:
        return live.sides if live is not None else ()
    ids = [[int(p) for p in side] for side in json.loads(stored)]
    wanted = sorted({p for side in ids for p in side})
    names = dict(club.db.execute("SELECT id, name FROM players WHERE id IN (SELECT value FROM json_each(?))",
                                 [json.dumps(wanted)]).fetchall())
    return tuple(ReportSide(tuple(side), tuple(str(names.get(p, f"(deleted player {p})")) for p in side)) for side in ids)


def _load(club: Club, where: str, params: list[Any]) -> list[Report]:
    rows = club.db.execute(f"SELECT {_COLUMNS} FROM {_FROM} WHERE {where} ORDER BY r.received_at, r.id", params).fetchall()
    lives: dict[int, LiveMatch | None] = {}
    names: dict[int, str] = {}
    out: list[Report] = []
    for (rid, event_id, drawn_id, _token, side, ranks, scores, client, received, decision, match_id, decided, sides, device,
         replaced) in rows:
        if drawn_id not in lives:
            lives[drawn_id] = live_match(club, drawn_id)
        live = lives[drawn_id]
        if event_id not in names:
            row = club.db.execute("SELECT name FROM events WHERE id = ?", [event_id]).fetchone()
            names[event_id] = str(row[0]) if row else f"(deleted event {event_id})"
        current = (live is not None and sides is not None and live.open
                   and [list(s) for s in live.match.player_ids] == json.loads(sides))
        status = decision if decision is not None else "replaced" if replaced is not None else (
            "pending" if current else "closed")
        out.append(Report(
            int(rid), int(event_id), names[event_id], int(drawn_id), live.match.table if live is not None else None,
            _sides(club, sides, live), None if side is None else int(side), tuple(int(r) for r in json.loads(ranks)),
            None if scores is None else tuple(None if s is None else float(s) for s in json.loads(scores)),
            str(client), str(received), status, None if match_id is None else int(match_id),
            None if decided is None else str(decided), str(device or "")))
    return _mark_conflicts(out)


def _mark_conflicts(reports: list[Report]) -> list[Report]:
    waiting: dict[int, list[Report]] = {}
    for r in reports:
        if r.status == "pending":
            waiting.setdefault(r.drawn_match_id, []).append(r)
    clash = {r.id for group in waiting.values() for r in group if any(claims_conflict(r, o) for o in group if o is not r)}
    return [replace(r, status="conflict") if r.id in clash else r for r in reports]


def report(club: Club, report_id: int) -> Report:
    """The report with this id, with its status now."""
    row = club.db.execute("SELECT drawn_match_id FROM match_reports WHERE id = ?", [row_id(report_id)]).fetchone()
    if row is None:
        raise NotFoundError(translate("league.companion.inbox", "There is no reported result with id {id}.").format(id=report_id))
    # its status depends on the other reports of the same match
    for r in _load(club, "r.drawn_match_id = ?", [row[0]]):
        if r.id == report_id:
            return r
    raise NotFoundError(translate("league.companion.inbox", "There is no reported result with id {id}.").format(id=report_id))  # pragma: no cover


def match_reports(club: Club, drawn_match_id: int) -> list[Report]:
    """Every report of one queue row, oldest first."""
    return _load(club, "r.drawn_match_id = ?", [drawn_match_id])


def pending_reports(club: Club, event_id: int | None = None) -> list[Report]:
    """Reports waiting for the organizer (pending, or in conflict with another), oldest first; of one event or all."""
    where, params = (("r.event_id = ? AND d.report_id IS NULL AND r.replaced_by IS NULL", [event_id]) if event_id is not None
                     else ("d.report_id IS NULL AND r.replaced_by IS NULL", []))
    return [r for r in _load(club, where, params) if r.status in ("pending", "conflict")]
