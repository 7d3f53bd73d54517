"""An event's standings: the Swiss, round robin or pool table, or the knockout's placements, as lines."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..names import sort_key
from . import score_tables
from .fixtures import FixtureRow
from .progress import Progress, local_seeds, played_games, pool_rows


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
    tiebreaks: dict[str, float] = field(default_factory=dict)
    #: True while the entrant is still in the knockout (its place is not settled yet)
    still_in: bool = False

    def as_dict(self) -> dict[str, Any]:
        """The line with the keys of the ``event standings --format json`` contract."""
        out: dict[str, Any] = {"place": self.place, "name": self.name}
        if self.points is not None:
            out["points"] = self.points
        out.update({k: v for k, v in self.tiebreaks.items() if k != "direct_encounter"})
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
    still_in = [e for e in ids if e not in places]
    out = []
    for entrant_id in sorted(ids, key=lambda e: (places.get(e, 1), _seed(progress, e))):
        entrant = progress.entrant(entrant_id)
        assert entrant is not None
        out.append(StandingLine(places.get(entrant_id, 1), entrant.name, entrant.player_ids, entrant.id,
                                points.get(entrant_id), still_in=entrant_id in still_in))
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
