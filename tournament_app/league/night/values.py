"""The club night's values as read from the file: check-in lines, tables, drawn matches and rounds, standings lines."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ...store import now_text as now_text  # the night's rows stamp the time as every created_at does

ATTENDANCE_STATUSES = ("present", "away", "gone")
MATCH_STATUSES = ("queued", "called", "playing", "finished")


@dataclass(frozen=True)
class Attendee:
    """A player's check-in line for an event."""

    player_id: int
    name: str
    status: str
    #: the round the player joins (1 = from the start)
    arrived_round: int


@dataclass(frozen=True)
class NightTable:
    """A table (court, board) of the night, with the match on it if any."""

    id: int
    name: str
    active: bool
    position: int
    match: NightMatch | None = None


@dataclass(frozen=True)
class NightMatch:
    """A drawn match of the night and where it is in the queue."""

    id: int
    round: int
    position: int
    player_ids: tuple[tuple[int, ...], ...]
    sides: tuple[tuple[str, ...], ...]
    win_probability: tuple[float, ...]
    status: str
    table_id: int | None
    table: str | None
    called_at: str | None
    started_at: str | None
    finished_at: str | None
    match_id: int | None

    def label(self) -> str:
        """"A & B – C & D": the match in one line."""
        return " – ".join(" & ".join(s) for s in self.sides)


@dataclass(frozen=True)
class NightRound:
    """A round of the night as stored: mode, matches, who sits out, started or not."""

    id: int
    number: int
    mode: str
    matches: tuple[NightMatch, ...]
    sitting_out: tuple[tuple[int, str], ...]
    started: bool
    #: DYP: the night's fixed pairs after this round (None in other modes and in rounds saved without them)
    pairs: tuple[tuple[int, int], ...] | None = None
    #: an event played out: the bracket and the round in it the round's matches come from (no one sits out)
    stage: tuple[str, int] | None = None

    @property
    def finished(self) -> bool:
        """Started, and every match has its result."""
        return self.started and all(m.status == "finished" for m in self.matches)


@dataclass(frozen=True)
class NightLine:
    """A player's line in the night's standings, with the night's rating change (display scale)."""

    rank: int
    player_id: int
    name: str
    games: int
    wins: int
    points: float
    rating_before: float | None
    rating_after: float | None

    @property
    def rating_change(self) -> float:
        """Displayed rating after the night's matches minus before (0 before any match)."""
        if self.rating_before is None or self.rating_after is None:
            return 0.0
        return float(self.rating_after) - float(self.rating_before)


def json_list(text: str | None) -> Any:
    """A JSON column's value (an empty list for NULL)."""
    return json.loads(text) if text else []
