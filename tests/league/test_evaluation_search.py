"""Tuning two parameters: the pattern search on known bowls, its range and budget, and on a history."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league.evaluation import TUNED_PARAMS, evaluate_matches, search_budget
from tournament_app.league.param_search import budget, pattern_search
from tournament_app.league.replay import MatchToRate
from tournament_app.ratings.predict_replay import compiled_available

#: a bowl on the log scale: the minimum's place (as factors of the start), curvatures and a tilt (correlation)
bowls = st.tuples(
    st.floats(-3.0, 3.0), st.floats(-3.0, 3.0), st.floats(0.2, 5.0), st.floats(0.2, 5.0), st.floats(-0.6, 0.6),
)


def bowl(centre: tuple[float, float], a: float, c: float, rho: float) -> tuple[dict[tuple[float, ...], float], object]:
    """A smooth 2-D loss with its minimum (1.0) at ``centre``, recording every point asked for."""
    tried: dict[tuple[float, ...], float] = {}
    b = rho * math.sqrt(a * c)

    def loss(point: tuple[float, ...]) -> float:
        u, v = math.log(point[0] / centre[0]), math.log(point[1] / centre[1])
        tried[point] = 1.0 + a * u * u + 2 * b * u * v + c * v * v
        return tried[point]

    return tried, loss


@settings(max_examples=60, deadline=None)
@given(bowls, st.sampled_from([(4.17, 2.0), (34.6, 350.0), (1.0, 1.0)]))
def test_the_pattern_search_finds_the_bottom_of_a_smooth_bowl(shape: tuple[float, ...], start: tuple[float, float]) -> None:
    du, dv, a, c, rho = shape
    centre = (start[0] * math.exp(du), start[1] * math.exp(dv))
    tried, loss = bowl(centre, a, c, rho)
    found = pattern_search(loss, start, [(1e-6, 1e6), (1e-6, 1e6)])  # type: ignore[arg-type]
    assert start in tried and len(tried) <= budget(2)
    assert found == min(tried, key=tried.__getitem__)
    assert tried[found] - 1.0 < 1e-2
    assert abs(math.log(found[0] / centre[0])) < 0.15 and abs(math.log(found[1] / centre[1])) < 0.15


@settings(max_examples=60, deadline=None)
@given(bowls, st.floats(0.05, 50.0), st.floats(1.5, 20.0), st.floats(0.05, 5.0), st.booleans())
def test_the_search_never_leaves_the_ranges_and_starts_tau_from_its_seed(
    shape: tuple[float, ...], low: float, width: float, tau_high: float, nan_beyond: bool
) -> None:
    du, dv, a, c, rho = shape
    start = (low * math.sqrt(width), 0.0)  # τ off: searched from the seed, 0 kept as a candidate
    seed = 0.08
    centre = (start[0] * math.exp(2 * du), seed * math.exp(dv))
    _tried, inner = bowl(centre, a, c, rho)
    asked: list[tuple[float, ...]] = []

    def loss(point: tuple[float, ...]) -> float:
        asked.append(point)
        if point[1] == 0.0:
            return 1.5 + a * math.log(point[0] / centre[0]) ** 2  # τ off: worse than the bowl's bottom
        value: float = inner(point)  # type: ignore[operator]
        return math.nan if nan_beyond and point[0] > centre[0] else value  # a NaN counts as the worst

    found = pattern_search(loss, start, [(low, low * width), (0.0, tau_high)], [None, seed])
    assert asked[0] == start and len(asked) == len(set(asked)) <= budget(2)
    for x, y in asked[1:]:
        assert low <= x <= low * width and 0.0 < y <= tau_high
    assert found in asked and not math.isnan(loss(found))
    if not nan_beyond and low <= centre[0] <= low * width and centre[1] <= tau_high:
        assert found[1] > 0  # the bowl's bottom, inside the ranges, beats τ off


def drifting(seed: int, n_players: int = 10, n_matches: int = 800) -> list[MatchToRate]:
    """1v1 games whose players' strengths wander: a history where τ (and a tuned β) should help."""
    rng = random.Random(seed)
    skill = [rng.gauss(0, 1.0) for _ in range(n_players)]
    out = []
    for n in range(n_matches):
        skill = [s + rng.gauss(0, 0.08) for s in skill]
        a, b = rng.sample(range(n_players), 2)
        won = rng.random() < 1 / (1 + math.exp(skill[b] - skill[a]))
        out.append(MatchToRate(n, f"2024-01-{1 + n // 60:02d}T{n % 60 // 6:02d}:{n % 6:02d}", [[a], [b]],
                               [1, 2] if won else [2, 1], None))
    return out


def test_tuning_two_parameters_does_at_least_as_well_as_the_defaults_on_the_later_part() -> None:
    matches = drifting(1)
    progress: list[tuple[int, int]] = []
    (tuned,) = evaluate_matches(matches, [("bbt", {})], tune=True, progress=lambda d, t: progress.append((d, t)))
    (default,) = evaluate_matches(matches, [("bbt", {})])
    assert set(tuned.params) == set(TUNED_PARAMS["bbt"]) == {"beta", "tau"}
    assert tuned.params["tau"] > 0  # the strengths drift: letting ratings move again pays
    assert tuned.train_log_loss <= default.train_log_loss  # type: ignore[operator]
    assert tuned.log_loss <= default.log_loss and math.isfinite(tuned.log_loss)
    total = search_budget("bbt")
    assert progress[0] == (0, total) and progress[-1] == (total, total)


@pytest.mark.skipif(not compiled_available(), reason="numba cannot run here")
def test_plain_python_tunes_to_the_same_setting_as_the_compiled_loop() -> None:
    # (match by match against the flat loop: test_evaluation_kernel.py, tune=True on every system)
    matches = drifting(2, n_matches=200)
    plain = evaluate_matches(matches, [("bbt", {"kappa": 0.01})], tune=True, engine="python")
    compiled = evaluate_matches(matches, [("bbt", {"kappa": 0.01})], tune=True, engine="compiled")
    assert [(e.params, e.log_loss, e.train_log_loss) for e in compiled] == [(e.params, e.log_loss, e.train_log_loss) for e in plain]
