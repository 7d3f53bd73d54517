"""A result reported from a phone: checked, kept in the inbox, and accepted at once when both sides agree.

Each side of a match has its own report code (:func:`.shares.report_tokens`):
a report speaks for the side whose code it carries, and the same code
reporting again replaces its own waiting report. "Both sides agree" means
every side's code sent the same result, from different devices (network
addresses): one phone that scanned both codes on a slip records nothing by
itself. Receiving a report is not an undo step (the inbox is not logged):
Ctrl+Z in the app never undoes a phone's report. Every refusal raises
:class:`ReportRefused` with a sentence for the player and stores nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import translate
from ..club import Club
from ..errors import InvalidMatchError, LeagueError, message_of
from ..night.values import now_text
from ..result_rule import check_result
from .decisions import accept_agreed, claim_json
from .inbox import claims_conflict, from_different_clients, match_reports, report
from .shares import event_share, token_match
from .targets import LiveMatch, ReportRefused, live_match
from .values import Report, Share

#: a report's client and device labels are cut to this many characters
CLIENT_CHARS = 100


def _check_ranks(live: LiveMatch, ranks: object) -> list[int]:
    n = len(live.match.player_ids)
    if not isinstance(ranks, (list, tuple)) or len(ranks) != n:
        if not isinstance(ranks, (list, tuple)):
            raise ReportRefused(translate("league.companion.reports", "This match has {sides} sides, but no places were given.").format(sides=n))
        raise ReportRefused(translate("league.companion.reports", "This match has {sides} sides, but {count} places were given.").format(
            sides=n, count=len(ranks)))
    if any(isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= n for r in ranks):
        raise ReportRefused(translate("league.companion.reports", "Places are whole numbers from 1 (the winner) to {sides}.").format(sides=n))
    ordered = sorted(set(ranks))
    dense = [ordered.index(r) + 1 for r in ranks]
    if not live.draw_allowed and len(set(dense)) < n:
        raise ReportRefused(translate("league.companion.reports", "This is a knockout match and can't end in a draw: say who won."))
    return dense


def _check_scores(live: LiveMatch, ranks: Sequence[int] | None, scores: object) -> tuple[list[int], list[float | None] | None]:
    """The places and scores by the one result rule (:mod:`..result_rule`), said as a refused report.

    Without places (``ranks`` None) the scores decide.
    """
    n = len(live.match.player_ids)
    if scores is not None and (not isinstance(scores, (list, tuple)) or len(scores) != n):
        raise ReportRefused(translate("league.companion.reports", "This match has {sides} sides; give a score for each side, or none.").format(sides=n))
    try:
        result = check_result(ranks, scores, draw_allowed=live.draw_allowed, names=[" & ".join(side) for side in live.match.sides])
    except InvalidMatchError as exc:
        raise ReportRefused(message_of(exc)) from None
    ordered = sorted(set(result.ranks))
    return [ordered.index(r) + 1 for r in result.ranks], list(result.scores) if result.scores is not None else None


def _open_for_reports(club: Club, token: str) -> tuple[LiveMatch, Share, int | None]:
    found = token_match(club, token)
    share = event_share(club, found[0]) if found is not None else None
    if found is None or share is None:
        raise ReportRefused(translate("league.companion.reports", "This report link isn't valid (any more): ask the organizer for the match's "
                                      "current code."))
    if not share.active:
        raise ReportRefused(translate("league.companion.reports", "This event isn't shared any more, so it takes no reported results."))
    live = live_match(club, found[1])
    if live is None:
        raise ReportRefused(translate("league.companion.reports", "This match is no longer on the tables."))
    if live.event_finished:
        raise ReportRefused(translate("league.companion.reports", "The event '{name}' has ended; it takes no more results.").format(
            name=live.event_name))
    if live.match.status == "finished":
        raise ReportRefused(translate("league.companion.reports", "This match has a result already."))
    if not live.round_started:
        raise ReportRefused(translate("league.companion.reports", "This match hasn't started yet; report it once it has been played."))
    return live, share, found[2]


def submit_report(club: Club, token: str, ranks: Sequence[int] | None, scores: Sequence[float | None] | None = None, *,
                  client: str = "", device: str = "") -> Report:
    """Keep a result reported for the token's match; ``ranks``: the sides' places (1 = best; None: the scores
    decide).

    The report speaks for the side the token belongs to; a waiting report of
    the same token is replaced. ``client`` names the sender (the web server
    gives the phone's address), ``device`` describes it for the organizer.
    With the event's rule "both_agree", a report that completes the same
    result from every side's code, sent from as many different clients,
    records the result at once (one undo step). Raises
    :class:`ReportRefused` (nothing stored) on a bad or used token, a
    finished event, a draw in a knockout match, wrong places or scores.
    """
    live, share, side = _open_for_reports(club, token)
    checked, checked_scores = _check_scores(live, _check_ranks(live, ranks) if ranks is not None or scores is None else None, scores)
    label = client[:CLIENT_CHARS] if isinstance(client, str) else ""
    described = device[:CLIENT_CHARS] if isinstance(device, str) else ""
    with club.transaction():
        report_id = club.db.table("match_reports").insert({
            "event_id": live.event_id, "drawn_match_id": live.match.id, "token": token, "side": side,
            "ranks": claim_json(checked), "scores": claim_json(checked_scores), "client": label, "device": described,
            "received_at": now_text()}).last_pk
        # the same code speaking again replaces what it said while that waited (a decided report is history)
        club.db.execute("UPDATE match_reports SET replaced_by = ? WHERE token = ? AND drawn_match_id = ? AND id != ? "
                        "AND replaced_by IS NULL AND id NOT IN (SELECT report_id FROM report_decisions)",
                        [report_id, token, live.match.id, report_id])
    if share.accept_rule == "both_agree" and side is not None:
        _accept_if_agreed(club, int(report_id or 0), live)
    return report(club, int(report_id or 0))


def _accept_if_agreed(club: Club, report_id: int, live: LiveMatch) -> None:
    waiting = [r for r in match_reports(club, live.match.id) if r.status in ("pending", "conflict")]
    new = next(r for r in waiting if r.id == report_id)  # just stored: waiting, unless it conflicts (still waiting)
    latest: dict[int, Report] = {}
    for r in waiting:  # oldest first: each side's latest report speaks for it
        if r.side is not None:
            latest[r.side] = r
    if set(latest) != set(range(len(live.match.player_ids))) or any(claims_conflict(r, new) for r in latest.values()):
        return
    if not from_different_clients(list(latest.values())):
        return  # one device spoke for more than one side: the organizer decides
    try:
        accept_agreed(club, [r for r in waiting if not claims_conflict(r, new)], live)
    except LeagueError:
        pass  # both reports stay for the organizer, who sees why when confirming one
