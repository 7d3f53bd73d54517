"""Checking in from a phone: the event's check-in code lists the players to pick from, if the organizer allows it."""

from __future__ import annotations

from ...messages import translate
from ..club import Club
from ..model import Changes
from ..night.checkin import check_in
from .shares import event_for_checkin_token, event_share
from .targets import ReportRefused


def _event(club: Club, checkin_token: str) -> int:
    event_id = event_for_checkin_token(club, checkin_token)
    if event_id is None:
        raise ReportRefused(translate("league.companion.phone_checkin", "This check-in link isn't valid (any more): ask the organizer for the event's code."))
    return event_id


def _candidates(club: Club, event_id: int) -> dict[int, tuple[str, bool]]:
    """Who may check in: an event's entrants if it has them, else the leaderboard's players and anyone checked in."""
    entrants = club.db.execute("SELECT 1 FROM entrants WHERE event_id = ? LIMIT 1", [event_id]).fetchone()
    if entrants:
        ids_sql = ("SELECT CAST(j.value AS INTEGER) FROM entrants e, json_each(e.player_ids) j WHERE e.event_id = :e")
    else:
        ids_sql = ("SELECT r.player_id FROM ratings r JOIN events ev ON ev.leaderboard_id = r.leaderboard_id WHERE ev.id = :e "
                   "UNION SELECT player_id FROM attendance WHERE event_id = :e")
    rows = club.db.execute(
        f"SELECT p.id, p.name, coalesce(a.status = 'present', 0) FROM players p LEFT JOIN attendance a "
        f"ON a.player_id = p.id AND a.event_id = :e WHERE p.id IN ({ids_sql}) AND coalesce(p.archived, 0) = 0 "
        "ORDER BY p.name_key", {"e": event_id}).fetchall()
    return {int(pid): (str(name), bool(present)) for pid, name, present in rows}


def checkin_candidates(club: Club, checkin_token: str) -> list[tuple[int, str, bool]]:
    """(player id, name, checked in) for everyone who may check in with this code, by name."""
    event_id = _event(club, checkin_token)
    return [(pid, name, present) for pid, (name, present) in _candidates(club, event_id).items()]


def check_in_by_phone(club: Club, checkin_token: str, player_id: int) -> Changes:
    """Check a player in from a phone (one undo step "Ann checked in by phone"); refused unless the organizer allows it.

    A player already checked in is left as is (nothing changes).
    """
    event_id = _event(club, checkin_token)
    share = event_share(club, event_id)
    if share is None or not share.allow_checkin:
        raise ReportRefused(translate("league.companion.phone_checkin", "Checking in from a phone is off for this event: please see the organizer."))
    if club.db.execute("SELECT finished_at FROM events WHERE id = ?", [event_id]).fetchone()[0] is not None:
        raise ReportRefused(translate("league.companion.phone_checkin", "This event has ended; checking in is closed."))
    candidates = _candidates(club, event_id)
    if isinstance(player_id, bool) or not isinstance(player_id, int) or player_id not in candidates:
        raise ReportRefused(translate("league.companion.phone_checkin", "Pick your name from the list."))
    name, present = candidates[player_id]
    if present:
        return Changes()
    with club.step(translate("league.companion.phone_checkin", "{name} checked in by phone").format(name=name)):
        return check_in(club, event_id, player_id)
