"""The whole night of one event read in one go, for the club night screens."""

from __future__ import annotations

from dataclasses import dataclass

from ..club import Club
from ..model import Match
from .reading import attendance, draw_mode, night_rounds, queue, tables
from .results import night_standings
from .values import Attendee, NightLine, NightMatch, NightRound, NightTable


@dataclass(frozen=True)
class NightState:
    """Everything the club night screens show for one event, read in one go."""

    event_id: int
    event_name: str
    leaderboard_id: int
    players: tuple[tuple[int, str], ...]
    attendance: tuple[Attendee, ...]
    rounds: tuple[NightRound, ...]
    tables: tuple[NightTable, ...]
    queue: tuple[NightMatch, ...]
    standings: tuple[NightLine, ...]
    #: the draw mode kept with the event (None: not chosen yet)
    draw_mode: str | None = None
    #: the matches recorded in the event (a finished drawn match's result is among them)
    results: tuple[Match, ...] = ()

    def result_of(self, match: NightMatch) -> Match | None:
        """The recorded result of a finished drawn match (None if not finished, or deleted since)."""
        return next((r for r in self.results if r.id == match.match_id), None) if match.match_id is not None else None

    @property
    def present(self) -> int:
        """How many players are present."""
        return sum(1 for a in self.attendance if a.status == "present")

    @property
    def pending_round(self) -> NightRound | None:
        """The round drawn but not started yet, if any."""
        return next((r for r in self.rounds if not r.started), None)


def night_state(club: Club, event_id: int) -> NightState:
    """Read an event's whole club night state (players, check-in, rounds, tables, queue, standings)."""
    event = club.event(event_id)
    results = tuple(club.event_results(event_id))
    return NightState(
        event.id,
        event.name,
        event.leaderboard_id,
        tuple((p.id, p.name) for p in club.players()),
        tuple(attendance(club, event_id)),
        tuple(night_rounds(club, event_id)),
        tuple(tables(club, event_id)),
        tuple(queue(club, event_id)),
        tuple(night_standings(club, event_id, results)),
        draw_mode(club, event_id),
        results,
    )
