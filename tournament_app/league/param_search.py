"""Searching a rating system's parameters for the lowest loss: one by a grid and golden section, two by a pattern search.

All searches work on a log scale (the parameters are scales and rates), round
every value they make to 3 significant digits (so a value reached twice is
scored once, and the results read well), count a NaN loss as the worst, and
never ask for a value outside the parameter's range. A current value of 0 (τ
off) is searched from a ``seed`` on the log scale, 0 itself staying among the
candidates.

The pattern search was chosen over a coordinate search (1-D searches on
each parameter in turn): on the football history both reached the same
training loss, the pattern search in about half the passes (see
benchmarks/README.md, "evaluate --tune").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

#: the first search's coarse grid, as factors of the current value
GRID = (0.25, 0.5, 1.0, 2.0, 4.0)
#: how many times the grid may step past an edge where the best value lies
EXTEND = 3
#: golden-section steps (new values) inside the best bracket of the grid
REFINE = 6
#: the pattern search: first step (a factor of 2), the step it stops below (3%), the most points it scores
STEP = math.log(2.0)
MIN_STEP = math.log(1.03)
PATTERN_LIMIT = 60
#: how far below its seed a parameter that was 0 is searched (as search_1d reaches: ×0.25, halved 3 times)
REACH = GRID[0] / 2**EXTEND
_GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0


def budget_1d(grid: Sequence[float] = GRID, extend: int = EXTEND, refine: int = REFINE) -> int:
    """The most values one :func:`search_1d` asks for, its current value included (one more from a current 0)."""
    return len(grid) + extend + refine


def budget(parameters: int) -> int:
    """The most values tuning ``parameters`` parameters asks for: :func:`search_1d` for one (one more from a
    current 0), :func:`pattern_search` for more."""
    return 1 + budget_1d() if parameters <= 1 else PATTERN_LIMIT


def search_1d(
    loss: Callable[[float], float],
    base: float,
    low: float,
    high: float,
    *,
    seed: float | None = None,
    grid: Sequence[float] = GRID,
    extend: int = EXTEND,
    refine: int = REFINE,
    grow: bool = False,
) -> float:
    """The value in [low, high] with the lowest ``loss`` found; ``base`` (the current value) is always tried.

    First the grid ``base · grid`` (stepped past an edge by the grid's outer
    ratio up to ``extend`` times while the best value lies there), then
    ``refine`` golden-section steps on the log scale between the best grid
    value's neighbours. With ``grow`` each step past an edge squares the
    factor. A ``base`` of 0 is tried, then the search runs
    around ``seed`` (no seed: 0 is the only value tried).
    """
    scores: dict[float, float] = {}

    def allowed(v: float) -> bool:
        return 0.0 < v and low <= v <= high

    def at(v: float) -> float:
        if v not in scores:
            value = loss(v)
            scores[v] = math.inf if math.isnan(value) else value
        return scores[v]

    at(base)
    centre = base
    if base <= 0.0:
        centre = _inside(seed, low, high) if seed is not None and seed > 0 else 0.0
        if not allowed(centre):
            return base
    ratio = grid[-1] / grid[-2] if len(grid) > 1 else 2.0
    points = sorted({centre if f == 1.0 else _round(centre * f) for f in grid})
    points = [v for v in points if allowed(v)] or [centre]
    values = [at(v) for v in points]
    for _ in range(extend):
        best = values.index(min(values))
        below, above = _round(points[0] / ratio), _round(points[-1] * ratio)
        if best == 0 and allowed(below) and below < points[0]:
            points.insert(0, below)
            values.insert(0, at(below))
        elif best == len(points) - 1 and allowed(above) and above > points[-1]:
            points.append(above)
            values.append(at(above))
        else:
            break
        if grow:
            ratio *= ratio
    best = values.index(min(values))
    a, b = math.log(points[max(best - 1, 0)]), math.log(points[min(best + 1, len(points) - 1)])
    if b - a > 0 and refine >= 2:
        c, d = b - _GOLDEN * (b - a), a + _GOLDEN * (b - a)
        fc, fd = at(_inside(math.exp(c), low, high)), at(_inside(math.exp(d), low, high))
        for _ in range(refine - 2):
            if fc <= fd:
                b, d, fd = d, c, fc
                c = b - _GOLDEN * (b - a)
                fc = at(_inside(math.exp(c), low, high))
            else:
                a, c, fc = c, d, fd
                d = a + _GOLDEN * (b - a)
                fd = at(_inside(math.exp(d), low, high))
    return min(scores, key=lambda v: (scores[v], v != base))


def pattern_search(
    loss: Callable[[tuple[float, ...]], float],
    start: Sequence[float],
    ranges: Sequence[tuple[float, float]],
    seeds: Sequence[float | None] | None = None,
    *,
    step: float = STEP,
    min_step: float = MIN_STEP,
    limit: int = PATTERN_LIMIT,
) -> tuple[float, ...]:
    """The point with the lowest ``loss`` found by a compass search on the log scale.

    From the current point try a factor ``exp(±step)`` on each parameter in
    turn, the last direction that paid first; move to the first that lowers
    the loss, else halve the step, until it is below ``min_step`` or
    ``limit`` points were scored. ``start`` is always tried; a parameter at
    0 is searched from its seed (down to ``seed · REACH``, 0 staying a
    candidate) and stays 0 without a seed.
    """
    seeds = list(seeds) if seeds is not None else [None] * len(start)
    scores: dict[tuple[float, ...], float] = {}

    def at(point: tuple[float, ...]) -> float:
        if point not in scores:
            value = loss(point)
            scores[point] = math.inf if math.isnan(value) else value
        return scores[point]

    first = tuple(float(v) for v in start)
    at(first)
    x: list[float | None] = []
    floors: list[float] = []
    for v, seed, (low, high) in zip(first, seeds, ranges):
        if v > 0:
            x.append(math.log(v))
            floors.append(math.log(low) if low > 0 else -math.inf)
        elif seed is not None and 0 < seed and 0 < high:
            seed = _inside(seed, low, high)  # a range that ends below the seed is searched from its end
            x.append(math.log(seed))
            floors.append(math.log(seed * REACH))
        else:
            x.append(None)  # stays at its value
            floors.append(0.0)

    def point_of(y: Sequence[float | None]) -> tuple[float, ...] | None:
        values = tuple(v if u is None else _round(math.exp(u)) for u, v in zip(y, first))
        inside = all(u is None or (u >= floor and 0 < v and low <= v <= high)
                     for u, v, floor, (low, high) in zip(y, values, floors, ranges))
        return values if inside else None

    here = point_of(x)
    if here is None:
        return first
    best = at(here)
    moves = [(i, sign) for i, u in enumerate(x) if u is not None for sign in (1.0, -1.0)]
    while moves and step >= min_step and len(scores) < limit:
        for i, sign in list(moves):
            y = list(x)
            y[i] = x[i] + sign * step  # type: ignore[operator]
            p = point_of(y)
            if p is None or p == here or len(scores) >= limit:
                continue
            if at(p) < best:
                x, here, best = y, p, at(p)
                moves.remove((i, sign))
                moves.insert(0, (i, sign))  # the direction that paid is tried first next time
                break
        else:
            step /= 2
    return min(scores, key=lambda v: (scores[v], v != first))


def _round(value: float) -> float:
    return float(f"{value:.3g}")


def _inside(value: float, low: float, high: float) -> float:
    """``value`` rounded, kept inside [low, high] (rounding may cross an edge)."""
    return min(max(_round(value), low), high)
