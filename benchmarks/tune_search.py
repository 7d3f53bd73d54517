"""Which search tunes two parameters best on the football history: held-out log-loss against passes (issue 17).

In process, on ``../shared/data/international-football-results.csv`` (home v
away, the goals as scores, as ``benchmarks/tune.py`` imports it), for each
system with two tuned parameters (and Glicko with a second one, not taken), compares:

* ``1-D``: the main parameter alone (:func:`search_1d`, the search before);
* ``pattern``: :func:`pattern_search`, a compass search on the log scale
  (what ``evaluate --tune`` uses);
* ``coordinate``: :func:`coordinate_search`, written here (measured and not
  taken: see benchmarks/README.md): a 1-D search on each parameter in turn,
  then finer rounds with a search along each round's move, until a round
  gains less than 1e-4;
* ``coordinate, 1 round``: the same without the finer rounds.

Prints, per system and search: passes (settings scored), the earlier-70% loss
the search minimised, the later-30% log-loss and the setting found.

    python benchmarks/tune_search.py
"""

from __future__ import annotations

import csv
import math
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import workloads  # noqa: E402

from tournament_app.league.evaluation import TUNED_PARAMS, ZERO_SEED, _Matches, _score  # noqa: E402
from tournament_app.league import param_search  # noqa: E402
from tournament_app.league.param_search import pattern_search, search_1d  # noqa: E402
from tournament_app.league.replay import MatchToRate  # noqa: E402
from tournament_app.ratings import MODELS, model_from_settings  # noqa: E402


#: second parameters measured and not taken (Glicko's c and period_days only act together, as c²·t/period)
REJECTED = [("glicko", ("c", "sigma")), ("glicko", ("c", "period_days"))]


def football_matches() -> list[MatchToRate]:
    """The football history as matches (team names numbered in order of appearance)."""
    ids: dict[str, int] = {}
    out = []
    with workloads.FOOTBALL_CSV.open(newline="", encoding="utf-8") as f:
        for n, row in enumerate(csv.DictReader(f), start=1):
            hs, as_ = int(row["home_score"]), int(row["away_score"])
            home = ids.setdefault(row["home_team"], len(ids) + 1)
            away = ids.setdefault(row["away_team"], len(ids) + 1)
            out.append(MatchToRate(n, row["date"], [[home], [away]], [1 if hs >= as_ else 2, 1 if as_ >= hs else 2],
                                   [float(hs), float(as_)]))
    return out


#: the later rounds of a coordinate search: a fine grid around the value the first round found,
#: stepped past an edge by growing factors (1.25, 1.25², 1.25⁴): the other parameter's move can shift the best far
FINE_GRID = (0.8, 1.0, 1.25)
FINE_EXTEND = 3
FINE_REFINE = 4
#: coordinate-search rounds at most (each a 1-D search on every parameter)
ROUNDS = 3
#: a round that lowers the loss by less than this ends the coordinate search
TOLERANCE = 1e-4


def coordinate_search(
    loss: Callable[[tuple[float, ...]], float],
    start: Sequence[float],
    ranges: Sequence[tuple[float, float]],
    seeds: Sequence[float | None] | None = None,
    *,
    rounds: int = ROUNDS,
    tolerance: float = TOLERANCE,
    accelerate: bool = True,
) -> tuple[float, ...]:
    """The point with the lowest ``loss`` found by 1-D searches on one parameter after the other.

    The first round is a full :func:`search_1d` on each parameter in turn
    (the others held at the best point so far); later rounds search a fine
    grid around the best point, until a round lowers the loss by less than
    ``tolerance`` or ``rounds`` are done. After each later round that
    moved, a fine 1-D search runs along that round's move (a valley that
    lies across the parameters is then followed in a few rounds, not
    zig-zagged down). ``start`` is always tried.
    """
    seeds = list(seeds) if seeds is not None else [None] * len(start)
    scores: dict[tuple[float, ...], float] = {}

    def at(point: tuple[float, ...]) -> float:
        if point not in scores:
            value = loss(point)
            scores[point] = math.inf if math.isnan(value) else value
        return scores[point]

    point = tuple(float(v) for v in start)
    before = at(point)
    for n in range(rounds):
        round_start = point
        for i, (low, high) in enumerate(ranges):
            fixed = point

            def along(v: float, i: int = i, fixed: tuple[float, ...] = fixed) -> float:
                return at(fixed[:i] + (v,) + fixed[i + 1:])

            if n == 0:
                value = search_1d(along, fixed[i], low, high, seed=seeds[i])
            else:
                value = search_1d(along, fixed[i], low, high, seed=seeds[i],
                                  grid=FINE_GRID, extend=FINE_EXTEND, refine=FINE_REFINE, grow=True)
            candidate = fixed[:i] + (value,) + fixed[i + 1:]
            if at(candidate) < at(point):
                point = candidate
        if accelerate and n > 0 and point != round_start:
            point = _along_move(at, round_start, point, ranges)
        after = at(point)
        if not before - after > tolerance:
            break
        before = after
    return point


def _along_move(
    at: Callable[[tuple[float, ...]], float],
    old: tuple[float, ...],
    new: tuple[float, ...],
    ranges: Sequence[tuple[float, float]],
) -> tuple[float, ...]:
    """The best point on the log-scale line from ``old`` through ``new`` (t = 1 at ``new``), beyond it too.

    A parameter that was 0 (or still is) stays as ``new`` has it.
    """
    steps = [math.log(b / a) if a > 0 and b > 0 else 0.0 for a, b in zip(old, new)]
    t_low, t_high = 1e-3, 1e3
    for b, d, (low, high) in zip(new, steps, ranges):
        if d:  # keep b · exp((t − 1)·d) inside [low, high]
            ends = sorted(1.0 + math.log(edge / b) / d for edge in (max(low, 1e-300), high))
            t_low, t_high = max(t_low, ends[0]), min(t_high, ends[1])
    if not t_low < 1.0 < t_high:
        return new

    def point(t: float) -> tuple[float, ...]:
        return tuple(param_search._inside(b * math.exp((t - 1.0) * d), low, high) if d else b
                     for b, d, (low, high) in zip(new, steps, ranges))

    best = search_1d(lambda t: at(point(t)), 1.0, t_low, t_high,
                     grid=FINE_GRID, extend=FINE_EXTEND, refine=FINE_REFINE, grow=True)
    return point(best) if at(point(best)) < at(new) else new


def main() -> int:
    t0 = time.perf_counter()
    source = _Matches(matches=football_matches())
    _ = source.history
    print(f"{source.count:,} matches read in {time.perf_counter() - t0:.1f} s")
    pairs = [(system, keys) for system, keys in TUNED_PARAMS.items() if len(keys) == 2] + REJECTED
    for system, keys in pairs:
        current = model_from_settings(system, {}).params()
        ranges = [MODELS[system].param_ranges[k] for k in keys]
        seeds = [current[ZERO_SEED[k][0]] * ZERO_SEED[k][1] if k in ZERO_SEED else None for k in keys]
        start = tuple(float(current[k]) for k in keys)
        searches: dict[str, Callable[[Callable[[tuple[float, ...]], float]], object]] = {
            "1-D (main only)": lambda f: search_1d(lambda v: f((v,) + start[1:]), start[0], *ranges[0]),
            "pattern": lambda f: pattern_search(f, start, ranges, seeds),
            "coordinate": lambda f: coordinate_search(f, start, ranges, seeds),
            "coordinate, 1 round": lambda f: coordinate_search(f, start, ranges, seeds, rounds=1),
        }
        for name, search in searches.items():
            tried: dict[tuple[float, ...], tuple[float, float]] = {}

            def loss(values: tuple[float, ...]) -> float:
                if values not in tried:
                    train, test = _score(model_from_settings(system, dict(zip(keys, values))), source, 0.7, "auto")
                    tried[values] = (train.log_loss(), test.log_loss())
                return tried[values][0]

            t1 = time.perf_counter()
            search(loss)
            best = min(tried, key=lambda v: tried[v][0])
            setting = ", ".join(f"{k} = {v:g}" for k, v in zip(keys, best))
            print(f"{system:<14} {name:<20} {len(tried):>3} passes {time.perf_counter() - t1:5.2f} s  "
                  f"earlier {tried[best][0]:.5f}  later {tried[best][1]:.5f}  ({setting})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
