"""An event's standings: the Swiss, round robin or pool table, or the knockout's placements, as lines."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..names import sort_key
from . import score_tables
from .fixtures import FixtureRow
from .progress import KNOCKOUT_BRACKETS, Progress, local_seeds, played_games, pool_rows


@dataclass(frozen=True)
class StandingLine:
    """One entrant's line in an event's standings (shared places repeat: 5, 5, 7, 7)."""

    place: int
    name: str
    player_ids: tuple[int, ...]
    entrant_id: int
    points: float | None = None
    games: int = 0
    wins: int = 0
    tiebreaks: dict[str, float | None] = field(default_factory=dict)
    #: True while the entrant is still in the knockout (its place is not settled yet)
    still_in: bool = False

    def as_dict(self) -> dict[str, Any]:
        """The line with the keys of the ``event standings --format json`` contract."""
        out: dict[str, Any] = {"place": self.place, "name": self.name}
        if self.points is not None:
            out["points"] = self.points
        out.update(self.tiebreaks)  # direct_encounter: null for an entrant tied with nobody
        return out


def table_lines(progress: Progress, rows: list[FixtureRow]) -> list[StandingLine]:
    """The score table of these fixtures (a Swiss, a round robin, or one pool), in order."""
    seeds = local_seeds(progress, rows)
    entrant_of = {local: e for e, local in seeds.items()}
    # a rest round in a round robin or pool is no win: only a Swiss bye scores
    byes = {seeds[e]: c for e, c in progress.byes(rows).items() if e in seeds} if progress.setup.format == "swiss" else {}
    lines = score_tables.score_table(len(seeds), played_games(progress, rows), byes, progress.setup.settings.tiebreaks)
    out = []
    for line in lines:
        entrant = progress.entrant(entrant_of[line.seed])
        assert entrant is not None
        out.append(StandingLine(line.place, entrant.name, entrant.player_ids, entrant.id, line.points, line.games,
                                line.wins, dict(line.tiebreaks)))
    return out


def final_lines(progress: Progress) -> list[StandingLine]:
    """The event's standings now; once it has ended, its final placements."""
    fmt = progress.setup.format
    if fmt in ("swiss", "round-robin"):
        return table_lines(progress, progress.rows)
    if fmt in ("single-elimination", "double-elimination"):
        return _knockout_lines(progress, [e.id for e in progress.setup.entrants], {})
    if fmt == "pools-knockout":
        return _pools_knockout_lines(progress)
    return []


def _knockout_lines(progress: Progress, ids: list[int], points: dict[int, float]) -> list[StandingLine]:
    places = progress.knockout_places
    ended = progress.setup.settings.ended is not None
    still_in = [e for e in ids if e not in places]
    reached = {**places, **still_in_places(progress, still_in)}
    out = []
    for entrant_id in sorted(ids, key=lambda e: (reached[e], _seed(progress, e))):
        entrant = progress.entrant(entrant_id)
        assert entrant is not None
        out.append(StandingLine(reached[entrant_id], entrant.name, entrant.player_ids, entrant.id,
                                points.get(entrant_id), still_in=entrant_id in still_in and not ended))
    return out


def still_in_places(progress: Progress, still_in: Sequence[int]) -> dict[int, int]:
    """Where the entrants still in the knockout stand: the best places nobody settled holds, the unbeaten first, then
    those beaten once (a double elimination's losers' bracket, a match for third place), and so on; equals share.

    While the knockout is played these are the best places they can still reach; once it ended early, their
    final places (the finalists share 1st when the final was not played).
    """
    losses: Counter[int] = Counter()
    for f in progress.rows:
        result = progress.results.get(f.id)
        if f.bracket in KNOCKOUT_BRACKETS and result is not None and f.id not in progress.stale and (won := result.winner()) is not None:
            losses.update(e for e in result.entrants if e is not None and e != won)
    held: set[int] = set()
    for place, count in Counter(progress.knockout_places.values()).items():
        held.update(range(place, place + count))  # a place shared by 4 (5, 5, 5, 5) holds 5 to 8
    out: dict[int, int] = {}
    for beaten in sorted({losses[e] for e in still_in}):
        group = [e for e in still_in if losses[e] == beaten]
        place = 1
        while place in held:
            place += 1
        out.update(dict.fromkeys(group, place))
        held.update(range(place, place + len(group)))
    return out


def _seed(progress: Progress, entrant_id: int) -> int:
    entrant = progress.entrant(entrant_id)
    return entrant.seed if entrant is not None else 0


def pool_lines(progress: Progress) -> dict[str, list[StandingLine]]:
    """Each pool's table, by pool name."""
    return {name: table_lines(progress, rows) for name, rows in pool_rows(progress).items()}


def _pools_knockout_lines(progress: Progress) -> list[StandingLine]:
    tables = pool_lines(progress)
    points = {line.entrant_id: line.points or 0.0 for lines in tables.values() for line in lines}
    ko = list(progress.knockout_entrants)
    out = _knockout_lines(progress, ko, points) if ko else []
    # the others after the knockout: by pool place, then points; equal on both share a place
    rest = [(line.place, -(line.points or 0.0), line) for lines in tables.values() for line in lines if line.entrant_id not in ko]
    rest.sort(key=lambda t: (t[0], t[1], sort_key(t[2].name)))
    place = len(out) + 1
    previous: tuple[int, float] | None = None
    for pool_place, neg_points, line in rest:
        if (pool_place, neg_points) != previous:
            place = len(out) + 1
        previous = (pool_place, neg_points)
        out.append(StandingLine(place, line.name, line.player_ids, line.entrant_id, line.points, line.games, line.wins,
                                line.tiebreaks))
    return out
