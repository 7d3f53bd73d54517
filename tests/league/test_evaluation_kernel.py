"""The flat scoring loop (compiled and plain Python) gives the numbers of predicting and rating match by match."""

from __future__ import annotations

import math
import random
from datetime import datetime, timedelta

import numpy as np
import pytest

from tournament_app.league.errors import Cancelled
from tournament_app.league.evaluation import (
    SEARCH_BUDGET,
    TUNED,
    _Score,
    evaluate_matches,
    history_of,
    predict_and_rate,
    score_model,
    search_budget,
)
from tournament_app.league.param_search import search_1d
from tournament_app.league.replay import MatchToRate
from tournament_app.league.replay_rate import moment_seconds
from tournament_app.ratings import BradleyTerry, model_from_settings
from tournament_app.ratings.errors import InvalidParameterError
from tournament_app.ratings.predict_replay import (
    compiled_available,
    scorable,
    score_history,
)

#: (system, params): every parameter the loop reads, decay on and off
SETTINGS = [
    ("bbt", {}),
    ("bbt", {"beta": 2.0, "tau": 0.3, "tau_day": 0.8, "kappa": 0.05}),
    ("plackett-luce", {}),
    ("plackett-luce", {"beta": 7.0, "tau": 0.2, "damping": False}),
    ("elo", {}),
    ("elo", {"k": 20.0, "floor": 1480.0, "decay_points": 4.0, "decay_period_days": 2.0}),
    ("glicko", {}),
    ("glicko", {"c": 80.0, "period_days": 1.5, "sigma": 200.0}),
    ("otr", {}),
    ("otr", {"beta": 100.0, "kappa": 0.2, "weight_a": 0.6, "standard_games": 3.0, "game_exponent": 0.8,
             "volatility_growth": 900.0, "decay_days": 3.0, "decay_rate": 20.0, "decay_floor": 880.0}),
]

ENGINES = ["python"] + (["compiled"] if compiled_available() else [])


def random_history(seed: int, n_matches: int = 250, n_players: int = 14) -> list[MatchToRate]:
    """Matches of 1-4 sides of 1-3 players, ties, sometimes scores, a few hours to a few days apart."""
    rng = random.Random(seed)
    moment = datetime(2024, 1, 1, 18, 0, 0)
    out = []
    for n in range(n_matches):
        sides_n = rng.choice([1, 2, 2, 2, 3, 4]) if n % 7 else 2
        size = rng.choice([1, 1, 2, 3])
        players = rng.sample(range(100, 100 + n_players), min(n_players, sides_n * size))
        sides = [players[k * size : (k + 1) * size] for k in range(sides_n)]
        ranks = [rng.randint(1, sides_n) for _ in sides]
        scores = [float(rng.randint(-1, 5)) for _ in sides] if rng.random() < 0.3 else None
        moment += timedelta(hours=rng.choice([1, 5, 30, 100]))
        out.append(MatchToRate(n, moment.isoformat(), sides, ranks, scores))
    return out


def assert_same(a: _Score, b: _Score) -> None:
    assert (a.scored, a.hits, a.decisive) == (b.scored, b.hits, b.decisive)
    assert a.loss == pytest.approx(b.loss, rel=1e-12, abs=1e-12)
    for x, y in zip(a.bins, b.bins):
        assert x == pytest.approx(y, rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("system", "params"), SETTINGS)
@pytest.mark.parametrize("engine", ENGINES)
def test_the_loop_scores_as_predicting_and_rating_match_by_match(seed: int, system: str, params: dict, engine: str) -> None:
    matches = random_history(seed)
    model = model_from_settings(system, params)
    assert scorable(model)
    for by_match, by_loop in zip(predict_and_rate(model, matches, 0.6), score_model(model, matches, 0.6, engine=engine)):  # type: ignore[arg-type]
        assert_same(by_match, by_loop)


@pytest.mark.skipif(not compiled_available(), reason="numba cannot run here")
@pytest.mark.parametrize(("system", "params"), SETTINGS)
def test_compiled_and_plain_python_give_identical_numbers(system: str, params: dict) -> None:
    history = history_of(random_history(9, n_matches=400))
    model = model_from_settings(system, params)
    compiled = score_history(model, history, 300, engine="compiled")
    plain = score_history(model, history, 300, engine="python")
    assert np.array_equal(compiled, plain)


def test_a_two_player_history_is_identical_to_the_match_by_match_path() -> None:
    # One player a side, two sides: every sum has one or two terms, so no fsum can differ.
    rng = random.Random(4)
    matches = [
        MatchToRate(n, f"2024-{1 + n // 150:02d}-{1 + n % 28:02d}", [[a], [b]], [rng.randint(1, 2), rng.randint(1, 2)], [float(rng.randint(0, 3)), float(rng.randint(0, 3))])
        for n, (a, b) in enumerate(rng.sample(range(20), 2) for _ in range(900))
    ]
    for system in ("bbt", "plackett-luce", "elo", "glicko", "otr"):
        model = model_from_settings(system, {})
        for by_match, by_loop in zip(predict_and_rate(model, matches, 0.7), score_model(model, matches, 0.7, engine="python")):
            assert (by_match.loss, by_match.hits, by_match.bins) == (by_loop.loss, by_loop.hits, by_loop.bins)


def test_evaluate_matches_gives_the_same_results_with_and_without_the_loop() -> None:
    matches = random_history(5, n_matches=300)
    settings = [(s, {}) for s in ("bbt", "plackett-luce", "elo", "glicko", "otr")]
    fast = evaluate_matches(matches, settings, tune=True)
    slow = evaluate_matches(matches, settings, tune=True, engine=None)
    for a, b in zip(fast, slow):
        assert (a.system, a.params, a.matches, a.accuracy) == (b.system, b.params, b.matches, b.accuracy)
        assert a.log_loss == pytest.approx(b.log_loss, rel=1e-12)
        assert a.train_log_loss == pytest.approx(b.train_log_loss, rel=1e-12)


def test_a_subclass_goes_match_by_match() -> None:
    class Shifted(BradleyTerry):
        def predict_win(self, teams):  # type: ignore[no-untyped-def]
            return [0.5] * len(teams)

    model = Shifted()
    assert not scorable(model)
    with pytest.raises(InvalidParameterError):
        score_history(model, history_of(random_history(1, 20)), 10)
    matches = random_history(1, 40)
    for by_match, chosen in zip(predict_and_rate(model, matches, 0.5), score_model(model, matches, 0.5)):
        assert (chosen.loss, chosen.hits, chosen.bins) == (by_match.loss, by_match.hits, by_match.bins)


def test_times_are_read_as_the_match_by_match_path_reads_them() -> None:
    moments = ["2024-01-01", "2024-01-01T19:30", "2024-01-02 07:00:00", "2024-01-03T10:00:00.250000",
               "2024-01-03T10:00:00+02:00", "2024-02-01T00:00:00Z"]
    matches = [MatchToRate(n, p, [[1], [2]], [1, 2], None) for n, p in enumerate(moments)]
    assert history_of(matches).match_time.tolist() == [moment_seconds(p) for p in moments]
    plain = moments[:4]
    matches = [MatchToRate(n, p, [[1], [2]], [1, 2], None) for n, p in enumerate(plain)]
    assert history_of(matches).match_time.tolist() == [moment_seconds(p) for p in plain]


def test_progress_counts_settings_and_cancel_stops_between_them() -> None:
    matches = random_history(6, n_matches=60)
    seen: list[tuple[int, int]] = []
    evaluate_matches(matches, [("bbt", {}), ("otr", {})], tune=True, progress=lambda d, t: seen.append((d, t)))
    total = search_budget("bbt") + 1
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    assert [d for d, _t in seen] == sorted(d for d, _t in seen) and {t for _d, t in seen} == {total}
    calls = []
    with pytest.raises(Cancelled):
        evaluate_matches(matches, [("bbt", {})], tune=True, cancelled=lambda: calls.append(1) or len(calls) > 3)
    assert len(calls) == 4


@pytest.mark.parametrize(("best", "base"), [(7.3, 1.0), (0.02, 1.0), (1.3, 1.0), (34.6, 34.6)])
def test_the_search_finds_the_minimum_of_a_valley_within_a_few_percent(best: float, base: float) -> None:
    tried: dict[float, float] = {}

    def loss(v: float) -> float:
        tried[v] = (math.log(v) - math.log(best)) ** 2
        return tried[v]

    search_1d(loss, base, 1e-6, 1e6)
    assert base in tried  # the current value is always among those tried
    assert len(tried) <= SEARCH_BUDGET
    found = min(tried, key=tried.__getitem__)
    if best / base < 0.25 / 2**3 or best / base > 4 * 2**3:
        return
    assert abs(math.log(found / best)) < 0.05


def test_the_search_stays_inside_the_parameter_range_and_survives_nan() -> None:
    tried: list[float] = []

    def loss(v: float) -> float:
        tried.append(v)
        return math.nan if v > 3 else -v  # better and better up to the range's end, NaN past it

    search_1d(loss, 2.0, 0.5, 8.0)
    assert all(0.5 <= v <= 8.0 for v in tried)
    assert max((v for v in tried if v <= 3), default=0) >= 2.0


def test_tuning_finds_at_least_as_good_a_setting_as_the_old_nine_factors() -> None:
    matches = random_history(7, n_matches=400)
    for system, key in [("bbt", "beta"), ("glicko", "c"), ("elo", "k")]:
        (tuned,) = evaluate_matches(matches, [(system, {})], tune=True)
        base = model_from_settings(system, {}).params()[key]
        old = [evaluate_matches(matches, [(system, {key: base * f})])[0] for f in (0.25, 0.4, 0.6, 0.8, 1.0, 1.25, 1.6, 2.0, 3.0)]
        assert tuned.train_log_loss <= min(o.train_log_loss for o in old) + 2e-3, system


def test_systems_scored_side_by_side_give_the_same_results_and_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from tournament_app.league import evaluation

    matches = random_history(8, n_matches=150)
    settings = [(s, {}) for s in ("bbt", "plackett-luce", "elo", "glicko", "otr")]
    one_by_one = evaluate_matches(matches, settings, tune=True, engine="python")
    monkeypatch.setattr(evaluation, "AUTO_COMPILED_MIN_SLOTS", 0)  # as for a big history with numba working
    monkeypatch.setattr(evaluation, "compiled_available", lambda: True)
    threads: set[str] = set()
    score = evaluation._score

    def spy(*args: object) -> object:
        threads.add(threading.current_thread().name)
        return score(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(evaluation, "_score", spy)
    seen: list[tuple[int, int]] = []
    side_by_side = evaluate_matches(matches, settings, tune=True, engine="python", progress=lambda d, t: seen.append((d, t)))
    assert len(threads) == 2
    assert [(e.system, e.params, e.log_loss, e.accuracy) for e in side_by_side] == [
        (e.system, e.params, e.log_loss, e.accuracy) for e in one_by_one
    ]
    total = sum(search_budget(system) for system in TUNED) + 1
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    assert [d for d, _t in seen] == sorted(d for d, _t in seen)
