"""Check-in: who is present, away or gone at an event, and the draw mode kept with it."""

from __future__ import annotations

from ...messages import Text, translate
from ..club import Club
from ..errors import LeagueError, NotFoundError
from ..model import Changes, ChangesWithId
from ..names import PLAYER_NAME, clean_name
from .draw import check_mode
from .reading import night_rounds
from .values import ATTENDANCE_STATUSES, now_text


def _next_round_number(club: Club, event_id: int) -> int:
    row = club.db.execute("SELECT max(number) FROM drawn_rounds WHERE event_id = ?", [event_id]).fetchone()
    return int(row[0] or 0) + 1


def set_attendance(club: Club, event_id: int, player_id: int, status: str) -> Changes:
    """Mark a player present, away (for a while) or gone (for the night) at an event.

    A player checked in for the first time joins the next round drawn.
    """
    if status not in ATTENDANCE_STATUSES:
        raise LeagueError(translate("league.night.checkin", "Unknown attendance {status!r} (known: {known}).").format(
            status=status, known=", ".join(ATTENDANCE_STATUSES)))
    club.event(event_id)
    player = club.player(player_id)
    with club.step(translate("league.night.checkin", "{name}: {status}").format(name=player.name, status=status)), club.transaction():
        row = club.db.execute("SELECT arrived_round FROM attendance WHERE event_id = ? AND player_id = ?", [event_id, player_id]).fetchone()
        arrived = int(row[0]) if row else _next_round_number(club, event_id)
        club.db.table("attendance").upsert(
            {"event_id": event_id, "player_id": player_id, "status": status, "arrived_round": arrived, "updated_at": now_text()},
            pk=("event_id", "player_id"),
        )
    return Changes(events=frozenset({event_id}), players=frozenset({player_id}))


def check_in(club: Club, event_id: int, player_id: int) -> Changes:
    """The player is present (also: back after being away)."""
    return _set(club, event_id, player_id, "present", translate("league.night.checkin", "Check in {name}"))


def mark_away(club: Club, event_id: int, player_id: int) -> Changes:
    """The player is away for a while: not drawn, not called, still in the night's standings."""
    return _set(club, event_id, player_id, "away", translate("league.night.checkin", "{name} away for a while"))


def mark_gone(club: Club, event_id: int, player_id: int) -> Changes:
    """The player has left for the night."""
    return _set(club, event_id, player_id, "gone", translate("league.night.checkin", "{name} gone for the night"))


def _set(club: Club, event_id: int, player_id: int, status: str, label: Text) -> Changes:
    """:func:`set_attendance` as a step named ``label`` with the player's name in its ``{name}``."""
    club.event(event_id)
    with club.step(label.format(name=club.player(player_id).name)):
        return set_attendance(club, event_id, player_id, status)


def check_out(club: Club, event_id: int, player_id: int) -> Changes:
    """Undo a check-in by mistake: the player was never here (refused once they were drawn)."""
    club.event(event_id)
    drawn = any(player_id in {p for side in m.player_ids for p in side} for r in night_rounds(club, event_id) for m in r.matches)
    if drawn:
        raise LeagueError(translate("league.night.checkin", "{name} has been drawn tonight; mark them away or gone instead.").format(
            name=club.player(player_id).name))
    try:
        name = club.player(player_id).name
    except NotFoundError:
        name = f"player {player_id}"  # nothing to take back: no step is made
    with club.step(translate("league.night.checkin", "Take back the check-in of {name}").format(name=name)), club.transaction():
        club.db.execute("DELETE FROM attendance WHERE event_id = ? AND player_id = ?", [event_id, player_id])
    return Changes(events=frozenset({event_id}), players=frozenset({player_id}))


def add_player_here(club: Club, event_id: int, name: str, home_club: str | None = None) -> ChangesWithId:
    """A new player added on the spot and checked in, in one transaction; ``id``: the new player's."""
    club.event(event_id)
    name = clean_name(name, PLAYER_NAME)
    with club.step(translate("league.night.checkin", "Add {name} and check in").format(name=name)), club.transaction():
        added = club.add_player(name, home_club)
        changes = check_in(club, event_id, added.id)
    return ChangesWithId(players=changes.players | added.players, events=changes.events, id=added.id)


def set_draw_mode(club: Club, event_id: int, mode: str) -> Changes:
    """Keep the draw mode with the event, so the night goes on in it after a restart."""
    check_mode(mode)
    club.event(event_id)
    with club.step(translate("league.night.checkin", "Draw mode {mode}").format(mode=mode)), club.transaction():
        club.db.execute("UPDATE events SET draw_mode = ? WHERE id = ?", [mode, event_id])
    return Changes(events=frozenset({event_id}))
