"""The table of a Swiss, round robin or pool, and a round robin's crosstable (pure, seeds 1..n)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .tiebreaks import (
    check_results,
    check_tiebreaks,
    points_of,
    tiebreak_table,
)
from .values import Game, TableLine

__all__ = ["CELL", "TableLine", "crosstable", "score_table"]

#: how a crosstable cell writes one game's score
CELL = {1.0: "1", 0.5: "½", 0.0: "0"}


def score_table(
    entrants: int, games: Sequence[Game], byes: Mapping[int, int], tiebreaks: Sequence[str], bye_points: float = 1.0
) -> list[TableLine]:
    """Every seed's line, best first: by points, then by the event's tie-breaks in order.

    Entrants equal on points and on every tie-break share a place (1, 2, 2,
    4) and are listed by seed. ``games`` counts the games played, ``wins``
    the games won over the board (byes are in ``points`` only). Direct
    encounter orders by its own rule (:func:`.tiebreaks.direct_encounter_order`). The
    tie-break values are keyed by their JSON keys (see
    :mod:`.tiebreaks`, which also says how byes count).
    """
    check_tiebreaks(tiebreaks)
    check_results(entrants, games, byes)
    points = points_of(entrants, games, byes, bye_points)
    values, keys = tiebreak_table(entrants, games, byes, tiebreaks, bye_points)
    played = {s: 0 for s in range(1, entrants + 1)}
    won = {s: 0 for s in range(1, entrants + 1)}
    for g in games:
        played[g.a] += 1
        played[g.b] += 1
        if g.score_a == 1.0:
            won[g.a] += 1
        elif g.score_a == 0.0:
            won[g.b] += 1

    def rank(seed: int) -> tuple[float, ...]:
        return keys[seed]

    order = sorted(range(1, entrants + 1), key=lambda s: (tuple(-v for v in rank(s)), s))
    lines: list[TableLine] = []
    for i, seed in enumerate(order):
        place = lines[-1].place if i and rank(seed) == rank(order[i - 1]) else i + 1
        lines.append(TableLine(place, seed, round(points[seed], 9) + 0.0, played[seed], won[seed], dict(values[seed])))
    return lines


def crosstable(entrants: int, games: Sequence[Game]) -> list[list[str]]:
    """The results matrix: row i, column j holds seed i+1's scores against seed j+1.

    "1", "½" or "0" per game, several games (a double round robin) joined by
    a space in round order; "" on the diagonal and where they have not met.
    """
    check_results(entrants, games, {})
    cells: list[list[list[str]]] = [[[] for _ in range(entrants)] for _ in range(entrants)]
    for g in sorted(games, key=lambda g: g.round):
        cells[g.a - 1][g.b - 1].append(CELL[g.score_a])
        cells[g.b - 1][g.a - 1].append(CELL[1.0 - g.score_a])
    return [[" ".join(cell) for cell in row] for row in cells]
