"""The organizer's decisions on reported results (and the both-agree rule's): each one named undo step.

A confirmed or accepted report is recorded through the same path as a
result typed at the table (:func:`tournament.report.record_table_result`
for a match on a table, the event's own result path for one still in the
queue), so it is rated and moves a bracket on like any result. The decision
row is logged with it: undoing the step removes both, and the report is
pending again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from ...messages import translate
from ..club import Club
from ..model import Changes
from ..night.results import save_result
from ..night.values import now_text
from ..tournament.report import record_table_result, report_result
from .inbox import report
from .targets import LiveMatch, ReportRefused, live_match
from .values import Report


#: a report whose match took a result another way or left the queue
_UNSETTLED = translate("league.companion.decisions", "Reported result {id} can't be settled any more: its match has "
                       "a result already or is no longer on the tables.")


def _refuse_settled(found: Report) -> None:
    if found.status == "confirmed":
        raise ReportRefused(translate("league.companion.decisions", "Reported result {id} was already confirmed.").format(id=found.id))
    if found.status == "accepted":
        raise ReportRefused(translate("league.companion.decisions", "Reported result {id} was already accepted.").format(id=found.id))
    if found.status == "rejected":
        raise ReportRefused(translate("league.companion.decisions", "Reported result {id} was already rejected.").format(id=found.id))
    if found.status == "replaced":
        raise ReportRefused(translate("league.companion.decisions", "Reported result {id} was replaced by a newer report "
                                      "sent with the same code.").format(id=found.id))
    if found.status == "closed":
        raise ReportRefused(_UNSETTLED.format(id=found.id))


def record_claim(club: Club, live: LiveMatch, ranks: Sequence[int], scores: Sequence[float | None] | None) -> Changes:
    """Save a reported result the way a result typed at the table is saved (inside the caller's step)."""
    if live.fixture_id is None:
        return save_result(club, live.match.id, ranks, scores, off_table=True)
    if live.match.status in ("called", "playing"):
        return record_table_result(club, live.match.id, ranks, scores)
    return report_result(club, live.event_id, live.fixture_id, ranks, scores)


def _decide(club: Club, report_ids: Sequence[int], decision: str, match_id: int | None) -> None:
    decided = now_text()
    for report_id in report_ids:
        club.db.table("report_decisions").insert(
            {"report_id": report_id, "decision": decision, "match_id": match_id, "decided_at": decided})


def _settle(club: Club, report_id: int) -> tuple[Report, LiveMatch]:
    found = report(club, report_id)
    _refuse_settled(found)
    live = live_match(club, found.drawn_match_id)
    if live is None or not live.open:
        raise ReportRefused(_UNSETTLED.format(id=found.id))
    return found, live


def confirm_report(club: Club, report_id: int) -> Changes:
    """Record what the report claims, as one undo step "Confirm reported result, Table 3"; ``id``: the recorded match."""
    found, live = _settle(club, report_id)
    with club.step(translate("league.companion.decisions", "Confirm reported result, {where}").format(where=live.where())), club.transaction():
        changes = record_claim(club, live, found.ranks, found.scores)
        _decide(club, [found.id], "confirmed", changes.id)
    return Changes(events=changes.events | {live.event_id}, matches=changes.matches, players=changes.players,
                   leaderboards=changes.leaderboards, replayed=changes.replayed, id=changes.id)


def reject_report(club: Club, report_id: int) -> Changes:
    """Turn the report down, as one undo step "Reject reported result, Table 3" (nothing is recorded)."""
    found, live = _settle(club, report_id)
    with club.step(translate("league.companion.decisions", "Reject reported result, {where}").format(where=live.where())), club.transaction():
        _decide(club, [found.id], "rejected", None)
    return Changes(events=frozenset({live.event_id}))


def accept_agreed(club: Club, reports: Sequence[Report], live: LiveMatch) -> Changes:
    """Record a result both sides reported alike, as one step "Result reported by both sides, Table 3"."""
    ranks = reports[0].ranks
    scores = next((r.scores for r in reports if r.scores is not None), None)
    with club.step(translate("league.companion.decisions", "Result reported by both sides, {where}").format(where=live.where())), club.transaction():
        changes = record_claim(club, live, ranks, scores)
        _decide(club, [r.id for r in reports], "accepted", changes.id)
    return Changes(events=changes.events | {live.event_id}, matches=changes.matches, players=changes.players,
                   leaderboards=changes.leaderboards, replayed=changes.replayed, id=changes.id)


def claim_json(values: Sequence[object] | None) -> str | None:
    """A claim's places or scores as stored."""
    return None if values is None else json.dumps(list(values))
