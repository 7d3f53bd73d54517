"""An event's final placements: kept when a tournament ends, or the night's standings of a club night."""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..club import Club
from .club_nights import standing_lines


@dataclass(frozen=True)
class Placing:
    """One entrant's final place in an event (shared places repeat: 5, 5, 7, 7)."""

    place: int
    name: str
    player_ids: tuple[int, ...]
    points: float | None = None


def final_placings(club: Club, event_id: int) -> list[Placing]:
    """The event's final placements, best first.

    A tournament has them once it has ended (its kept standings). A club
    night, or an event without a format, places the players by the night's
    standings (points, then wins, then rating), equal points and wins
    sharing a place. An event nobody has finished yet has none.
    """
    rows = club.db.execute(
        "SELECT place, name, player_ids, points FROM event_standings WHERE event_id = ? ORDER BY position", [event_id]
    ).fetchall()
    if rows:
        return [Placing(int(p), str(n), tuple(int(i) for i in json.loads(ids)), pts) for p, n, ids, pts in rows]
    fmt = club.db.execute("SELECT format FROM events WHERE id = ?", [club.event(event_id).id]).fetchone()[0]
    if fmt not in (None, "club-night"):
        return []
    return [Placing(line.place, line.name, line.player_ids, line.points) for line in standing_lines(club, event_id)]
