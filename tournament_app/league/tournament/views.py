"""What the screens and the command line show of an event: its matches and standings, read in one go."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...messages import Text, translate
from ..club import Club
from . import club_nights, score_tables
from .fixtures import FixtureRow
from .play import is_finished, total_rounds
from .progress import (
    KNOCKOUT_BRACKETS,
    Progress,
    event_progress,
    local_seeds,
    played_games,
)
from ..planning.entrants import ratings_as_seeded
from .setup import EventSetup, event_setup
from .standings import StandingLine, final_lines, pool_lines


@dataclass(frozen=True)
class FixtureView:
    """One match of an event as people see it (the ``event matches`` JSON contract)."""

    id: int
    round: int
    bracket: str | None
    position: int
    #: each side's names (one per player), None while that side is not known
    sides: tuple[tuple[str, ...] | None, tuple[str, ...] | None]
    #: the entrant names of the sides (a roster's name, or the player's)
    entrants: tuple[str | None, str | None]
    status: str
    ranks: tuple[int, ...] | None
    scores: tuple[float | None, ...] | None
    match_id: int | None
    drawn_match_id: int | None
    table: str | None
    #: the recorded result no longer fits the bracket (a correction before it re-routed the players)
    stale: bool = False
    #: each side's colour ("white", "black") in an event with colours; None without (or for a bye)
    colours: tuple[str, str] | None = None

    def as_dict(self) -> dict[str, Any]:
        """The keys of the ``event matches --format json`` contract."""
        return {
            "id": self.id,
            "round": self.round,
            "bracket": self.bracket,
            "sides": [list(s) if s is not None else None for s in self.sides],
            "status": self.status,
            "ranks": list(self.ranks) if self.ranks is not None else None,
            "colours": list(self.colours) if self.colours is not None else None,
        }

    @property
    def winner(self) -> str | None:
        """The winning entrant's name, for a played one-against-one match with a winner."""
        if self.ranks is None or len(self.ranks) != 2 or self.ranks[0] == self.ranks[1]:
            return None
        return self.entrants[0] if self.ranks[0] < self.ranks[1] else self.entrants[1]


@dataclass(frozen=True)
class EventView:
    """An event played out: its setup, matches, standings (and pool tables), read in one go."""

    setup: EventSetup
    matches: tuple[FixtureView, ...]
    standings: tuple[StandingLine, ...]
    pools: dict[str, list[StandingLine]]
    finished: bool
    #: Swiss and round robin: rounds drawn so far and in all
    rounds_drawn: int
    rounds_total: int | None

    @property
    def ended_early(self) -> str | None:
        """Why the event ended before its last match ("organizer", "no-pairing"), or None."""
        return self.setup.settings.ended if self.finished else None

    def end_note(self) -> Text | None:
        """Why an event that ended early ended, in a sentence (None for any other event)."""
        if self.ended_early == "no-pairing":
            return translate("league.tournament.views", "Ended after round {played}: round {next} can't be paired without a "
                             "rematch, so the final standings are those of the rounds played.").format(
                played=self.rounds_drawn, next=self.rounds_drawn + 1)
        if self.ended_early == "organizer":
            return translate("league.tournament.views", "Finished early by the organizer: the final standings are those of the "
                             "matches played; the matches not played were cancelled.")
        return None

    @property
    def stale(self) -> tuple[FixtureView, ...]:
        """Played matches a correction made stale (to be cleared)."""
        return tuple(m for m in self.matches if m.stale)

    @property
    def champion(self) -> str | None:
        """The winner, once the event has ended (None when first place is shared, as when it ended early)."""
        first = [line for line in self.standings if line.place == 1]
        return first[0].name if self.finished and len(first) == 1 else None


def event_view(club: Club, event_id: int) -> EventView:
    """Read an event's matches and standings as the screens and the command line show them."""
    progress = event_progress(club, event_id)
    setup = progress.setup
    if setup.format == "club-night":
        return _club_night_view(club, progress)
    matches = tuple(v for f in progress.rows if (v := fixture_view(progress, f)) is not None)
    rounds = max((f.round for f in progress.rows if f.bracket is None), default=0)
    total = total_rounds(setup) if setup.format in ("swiss", "round-robin") and setup.entrants else None
    lines = final_lines(progress) if setup.started else []
    return EventView(setup, matches, tuple(lines), pool_lines(progress) if setup.format == "pools-knockout" else {},
                     is_finished(progress), rounds, total)


def _club_night_view(club: Club, progress: Progress) -> EventView:
    rows = club_nights.match_rows(club, progress.setup.event_id)
    matches = tuple(
        FixtureView(mid, rnd, None, n, tuple(tuple(s) for s in sides), tuple(", ".join(s) for s in sides),  # type: ignore[arg-type]
                    status, tuple(ranks) if ranks is not None else None, None, None, mid, None)
        for n, (mid, rnd, sides, status, ranks) in enumerate(rows, start=1)
    )
    lines = club_nights.standing_lines(club, progress.setup.event_id)
    return EventView(progress.setup, matches, tuple(lines), {}, False, max((m.round for m in matches), default=0), None)


def fixture_view(progress: Progress, f: FixtureRow) -> FixtureView | None:
    """One fixture as shown (None for a match that will never be played: an unneeded reset, two byes)."""
    status = progress.status.get(f.id, "waiting")
    if status == "void":
        return None
    sides = progress.sides.get(f.id, f.sides)
    entrants = [progress.entrant(e) for e in sides]
    result = progress.results.get(f.id)
    stale = f.id in progress.stale
    ranks = scores = None
    if result is not None and not stale:
        order = [result.entrants.index(e.id) if e is not None and e.id in result.entrants else None for e in entrants]
        if None not in order:
            ranks = tuple(result.ranks[i] for i in order if i is not None)
            scores = tuple(result.scores[i] for i in order if i is not None)
    shown = status
    if status == "ready" and f.queue_status in ("called", "playing"):
        shown = "playing"
    # side 1 has White: the Berger tables' first named, the Swiss pairing's white
    colours = ("white", "black") if progress.setup.settings.colours and f.bracket not in KNOCKOUT_BRACKETS \
        and None not in sides else None
    return FixtureView(
        f.id, f.round, f.bracket, f.position,
        tuple(_names(progress, e) for e in sides),  # type: ignore[arg-type]
        tuple(e.name if e is not None else None for e in entrants),  # type: ignore[arg-type]
        shown, ranks, scores, f.match_id, f.drawn_match_id, f.table, stale, colours,
    )


def _names(progress: Progress, entrant_id: int | None) -> tuple[str, ...] | None:
    entrant = progress.entrant(entrant_id)
    if entrant is None:
        return None
    if entrant.team_id is None:
        return (entrant.name,)
    return tuple(progress.player_names.get(p, f"player {p}") for p in entrant.player_ids)


def event_crosstable(club: Club, event_id: int, bracket: str | None = None) -> tuple[list[str], list[list[str]]]:
    """The results matrix of a round robin, a Swiss or one pool (``bracket`` "pool A"...): names, and cells.

    Cell [i][j] is row entrant i's result against column entrant j: "1",
    "½", "0", several games joined by a space, "" where they haven't met.
    Entrants are in seed order.
    """
    progress = event_progress(club, event_id)
    rows = [f for f in progress.rows if f.bracket == bracket]
    seeds = local_seeds(progress, rows)
    names = [progress.entrant(e).name for e in sorted(seeds, key=seeds.__getitem__)]  # type: ignore[union-attr]
    return names, score_tables.crosstable(len(seeds), played_games(progress, rows))


def seed_ratings(club: Club, event_id: int) -> dict[int, int | float]:
    """Each entrant's displayed rating as the event was seeded (by entrant id): just before the event's first
    result, or now while it has none. The seed list shows these, not the ratings the event itself changed."""
    setup = event_setup(club, event_id)
    row = club.db.execute("SELECT id FROM matches WHERE event_id = ? AND leaderboard_id = ? ORDER BY played_at, seq "
                          "LIMIT 1", [event_id, setup.leaderboard_id]).fetchone()
    values = ratings_as_seeded(club, setup.leaderboard_id, [e.player_ids for e in setup.entrants],
                                        int(row[0]) if row else None)
    return {e.id: value for e, value in zip(setup.entrants, values)}
