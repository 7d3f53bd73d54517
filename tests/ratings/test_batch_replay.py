"""The batch replay against rating the same matches one by one with ``model.rate``.

Random histories (2-8 sides, 1-4 players per side, uneven teams, random ties,
one-sided matches, random initial ratings, a small player pool so players
meet again and again) are replayed by every engine: the compiled loop
(numba; skipped where it cannot run), the same loop as plain Python (the
fallback where numba is missing), and the generic ``model.rate`` loop. Each
slot's rating before and after its match and every final rating must equal
the one-by-one reference to 1e-9. The reference is written here from the
models' public ``rate`` and ``decay``, not from the replay code.
"""

from __future__ import annotations

import math
import random
import sys
import zlib

import numpy as np
import pytest

from tournament_app.ratings import _replay_kernel
from tournament_app.ratings.base import Rating, RatingModel
from tournament_app.ratings.bradley_terry import BradleyTerry
from tournament_app.ratings.elo import Elo
from tournament_app.ratings.errors import (
    DuplicatePlayerError,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
)
from tournament_app.ratings.glicko import Glicko
from tournament_app.ratings.plackett_luce import PlackettLuce
from tournament_app.ratings.replay import (
    AUTO_COMPILED_MIN_SLOTS,
    History,
    RatingArrays,
    compiled_available,
    replay,
)

TOLERANCE = 1e-9
DAY = 86400.0

needs_compiled = pytest.mark.skipif(not compiled_available(), reason="numba cannot run here")


def random_history(
    seed: int,
    n_matches: int = 600,
    n_players: int = 40,
    *,
    max_sides: int = 8,
    with_times: bool = False,
    with_scores: bool = False,
) -> tuple[History, RatingArrays]:
    rng = random.Random(seed)
    sides, ranks, times, scores = [], [], [], []
    t = 1_700_000_000.0
    for _ in range(n_matches):
        n = 1 if rng.random() < 0.02 else rng.randint(2, max_sides)
        sizes = [rng.randint(1, 4) for _ in range(n)]
        pool = rng.sample(range(n_players), sum(sizes))
        it = iter(pool)
        sides.append([[next(it) for _ in range(k)] for k in sizes])
        # ranks in assorted conventions: 1..n with ties, arbitrary floats
        if rng.random() < 0.5:
            ranks.append([float(rng.randint(1, n)) for _ in range(n)])
        else:
            ranks.append([rng.choice([0.5, 2.0, 7.25, -3.0]) for _ in range(n)])
        t += rng.choice([0.0, 3600.0, DAY, 2.5 * DAY, 30 * DAY])
        times.append(t)
        scores.append([float(rng.randint(-2, 9)) for _ in range(n)] if rng.random() < 0.5 else None)
    mu = np.array([rng.uniform(-10.0, 60.0) for _ in range(n_players)])
    sigma = np.array([rng.choice([0.0, rng.uniform(0.1, 12.0)]) for _ in range(n_players)])
    last = np.array([rng.choice([math.nan, t - 100 * DAY, 1_700_000_000.0 - 5 * DAY]) for _ in range(n_players)])
    history = History.from_matches(
        sides,
        ranks,
        n_players=n_players,
        times=times if with_times else None,
        scores=scores if with_scores else None,
    )
    return history, RatingArrays(mu, sigma, last if with_times else np.zeros(0))


def one_by_one(model: RatingModel, history: History, initial: RatingArrays) -> dict[str, np.ndarray]:
    """The reference: model.decay (idle days since the last game) and model.rate, match after match."""
    current = [Rating(float(m), float(s)) for m, s in zip(initial.mu, initial.sigma)]
    last = initial.last_time.tolist()
    times = history.match_time
    rows: list[tuple[float, float, float, float]] = []
    for m in range(history.n_matches):
        sides, ranks = history.match(m)
        if times is not None and model.decays:
            for side in sides:
                for p in side:
                    if not math.isnan(last[p]):
                        current[p] = model.decay(current[p], max(0.0, (times[m] - last[p]) / DAY))
        scores = None
        if history.side_score is not None:
            values = history.side_score[history.match_start[m] : history.match_start[m + 1]].tolist()
            scores = None if any(math.isnan(v) for v in values) else values
        teams = [[current[p] for p in side] for side in sides]
        new = model.rate(teams, ranks, scores)
        for side, team, new_team in zip(sides, teams, new):
            for p, before, after in zip(side, team, new_team):
                rows.append((before.mu, before.sigma, after.mu, after.sigma))
                current[p] = after
                if times is not None:
                    last[p] = float(times[m])
    arr = np.array(rows).reshape(-1, 4)
    return {
        "mu_before": arr[:, 0],
        "sigma_before": arr[:, 1],
        "mu_after": arr[:, 2],
        "sigma_after": arr[:, 3],
        "mu": np.array([r.mu for r in current]),
        "sigma": np.array([r.sigma for r in current]),
        "last_time": np.array(last),
    }


def assert_same(result: object, ref: dict[str, np.ndarray]) -> None:
    for name in ("mu_before", "sigma_before", "mu_after", "sigma_after"):
        np.testing.assert_allclose(getattr(result, name), ref[name], rtol=TOLERANCE, atol=TOLERANCE, err_msg=name)
    final = result.final  # type: ignore[attr-defined]
    np.testing.assert_allclose(final.mu, ref["mu"], rtol=TOLERANCE, atol=TOLERANCE, err_msg="final mu")
    np.testing.assert_allclose(final.sigma, ref["sigma"], rtol=TOLERANCE, atol=TOLERANCE, err_msg="final sigma")
    np.testing.assert_array_equal(final.last_time, ref["last_time"])


WENG_LIN = [
    pytest.param(BradleyTerry(), id="bt"),
    pytest.param(BradleyTerry(beta=3.0, kappa=0.05, tau=0.3), id="bt-tau-kappa-beta"),
    pytest.param(BradleyTerry(mu=1500.0, sigma=200.0, beta=100.0, tau=2.0), id="bt-large-scale"),
    pytest.param(PlackettLuce(), id="pl-damping"),
    pytest.param(PlackettLuce(damping=False), id="pl-no-damping"),
    pytest.param(PlackettLuce(damping=False, tau=0.25, beta=5.0, kappa=0.01), id="pl-no-damping-tau"),
    pytest.param(PlackettLuce(tau=0.1), id="pl-damping-tau"),
]
ENGINES = [
    pytest.param("python", id="python"),
    pytest.param("compiled", id="compiled", marks=needs_compiled),
    pytest.param("generic", id="generic"),
]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("model", WENG_LIN)
def test_weng_lin_equals_rating_one_by_one(model: RatingModel, engine: str) -> None:
    history, initial = random_history(zlib.crc32(repr(model).encode()) % 1000)
    result = replay(model, history, initial, engine=engine)  # type: ignore[arg-type]
    assert result.engine == engine
    assert_same(result, one_by_one(model, history, initial))


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("tau_day", [0.3, 5.0])
def test_bradley_terry_inactivity_decay(engine: str, tau_day: float) -> None:
    model = BradleyTerry(tau_day=tau_day, tau=0.05)
    history, initial = random_history(11, with_times=True)
    result = replay(model, history, initial, engine=engine)  # type: ignore[arg-type]
    ref = one_by_one(model, history, initial)
    assert_same(result, ref)
    # decay did something: some "before" sigma differs from the previous "after"
    plain = one_by_one(BradleyTerry(tau=0.05), History(history.match_start, history.side_start, history.side_rank, history.slot_player, history.n_players), initial)
    assert not np.allclose(plain["sigma_before"], ref["sigma_before"])


def test_decay_without_times_is_no_decay() -> None:
    history, initial = random_history(12)
    result = replay(BradleyTerry(tau_day=2.0), history, initial, engine="python")
    assert_same(result, one_by_one(BradleyTerry(), history, initial))


@needs_compiled
@pytest.mark.parametrize("model", WENG_LIN)
def test_compiled_and_python_engines_are_bitwise_equal(model: RatingModel) -> None:
    history, initial = random_history(21, n_matches=400)
    a = replay(model, history, initial, engine="compiled")
    b = replay(model, history, initial, engine="python")
    for name in ("mu_before", "sigma_before", "mu_after", "sigma_after"):
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name))
    np.testing.assert_array_equal(a.final.mu, b.final.mu)
    np.testing.assert_array_equal(a.final.sigma, b.final.sigma)


@pytest.mark.parametrize(
    "model",
    [
        pytest.param(Glicko(), id="glicko-decay"),
        pytest.param(Glicko(c=0.0), id="glicko"),
        pytest.param(Elo(), id="elo"),
        pytest.param(Elo(floor=0.0, decay_points=15.0, decay_period_days=2.0), id="elo-floor-decay"),
    ],
)
def test_other_models_use_the_generic_loop(model: RatingModel) -> None:
    history, initial = random_history(31, n_matches=300, with_times=True, with_scores=True)
    if isinstance(model, Elo):  # Elo ratings have no sigma
        initial = RatingArrays(initial.mu * 40 + 1000, np.zeros(len(initial)), initial.last_time)
    else:
        initial = RatingArrays(initial.mu * 40 + 1000, initial.sigma * 30, initial.last_time)
    result = replay(model, history, initial)
    assert result.engine == "generic"
    assert_same(result, one_by_one(model, history, initial))
    with pytest.raises(InvalidParameterError):
        replay(model, history, initial, engine="python")


def test_auto_engine_by_size(monkeypatch: pytest.MonkeyPatch) -> None:
    small, small_init = random_history(41, n_matches=50)
    assert replay(BradleyTerry(), small, small_init).engine == "python"
    sides = [[[i % 97], [(i + 1) % 97]] for i in range(AUTO_COMPILED_MIN_SLOTS // 2)]
    big = History.from_matches(sides, [[1, 2]] * len(sides), n_players=97)
    init = RatingArrays.new(BradleyTerry(), 97)
    expected = "compiled" if compiled_available() else "python"
    assert replay(BradleyTerry(), big, init).engine == expected
    monkeypatch.setenv(_replay_kernel.NO_NUMBA_ENV, "1")
    assert not compiled_available()
    assert replay(BradleyTerry(), big, init).engine == "python"
    with pytest.raises(RuntimeError):
        replay(BradleyTerry(), big, init, engine="compiled")


def test_fallback_when_numba_cannot_be_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(_replay_kernel.NO_NUMBA_ENV, raising=False)
    monkeypatch.setattr(_replay_kernel, "_compiled", None)
    monkeypatch.setattr(_replay_kernel, "_compile_error", None)
    monkeypatch.setitem(sys.modules, "numba", None)  # "import numba" raises ImportError
    assert _replay_kernel.compiled_kernel() is None
    assert "numba is not available" in (_replay_kernel.compile_error() or "")
    sides = [[[i % 31], [(i * 7 + 1) % 31 if (i * 7 + 1) % 31 != i % 31 else (i + 2) % 31]] for i in range(AUTO_COMPILED_MIN_SLOTS // 2)]
    history = History.from_matches(sides, [[1, 1 + i % 3] for i in range(len(sides))], n_players=31)
    initial = RatingArrays.new(BradleyTerry(), 31)
    result = replay(BradleyTerry(), history, initial)
    assert result.engine == "python"
    assert_same(result, one_by_one(BradleyTerry(), history, initial))


def test_initial_ratings_are_not_modified_and_progress_is_chunked() -> None:
    history, initial = random_history(51, n_matches=250)
    mu, sigma = initial.mu.copy(), initial.sigma.copy()
    calls: list[tuple[int, int]] = []
    replay(BradleyTerry(), history, initial, progress=lambda d, t: calls.append((d, t)), chunk_matches=100)
    assert calls == [(0, 250), (100, 250), (200, 250), (250, 250)]
    np.testing.assert_array_equal(initial.mu, mu)
    np.testing.assert_array_equal(initial.sigma, sigma)


@pytest.mark.parametrize("engine", ENGINES)
def test_an_exception_from_progress_stops_the_replay(engine: str) -> None:
    history, initial = random_history(52, n_matches=250)

    class Stop(Exception):
        pass

    def progress(done: int, total: int) -> None:
        if done >= 100:
            raise Stop

    with pytest.raises(Stop):
        replay(BradleyTerry(), history, initial, engine=engine, progress=progress, chunk_matches=100)  # type: ignore[arg-type]


def test_per_player_initial_ratings_and_unplayed_players() -> None:
    history = History.from_matches([[[0], [2]]], [[1, 2]], n_players=4)
    initial = RatingArrays(np.array([30.0, 1.0, 20.0, 5.0]), np.array([2.0, 3.0, 4.0, 5.0]))
    result = replay(BradleyTerry(), history, initial)
    [[a], [b]] = BradleyTerry().rate([[Rating(30.0, 2.0)], [Rating(20.0, 4.0)]], [1, 2])
    np.testing.assert_allclose(result.final.mu, [a.mu, 1.0, b.mu, 5.0], rtol=TOLERANCE)
    np.testing.assert_allclose(result.final.sigma, [a.sigma, 3.0, b.sigma, 5.0], rtol=TOLERANCE)
    assert np.isnan(result.final.last_time).all()


def test_empty_history() -> None:
    history = History.from_matches([], [], n_players=3)
    result = replay(PlackettLuce(), history, RatingArrays.new(PlackettLuce(), 3))
    assert len(result.mu_after) == 0
    np.testing.assert_array_equal(result.final.mu, [25.0] * 3)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_player_twice_in_one_match_is_refused(engine: str) -> None:
    history = History.from_matches([[[0], [1]], [[2, 1], [1]]], [[1, 2], [1, 2]], n_players=3)
    with pytest.raises(DuplicatePlayerError, match="Match 1: player 1"):
        replay(BradleyTerry(), history, RatingArrays.new(BradleyTerry(), 3), engine=engine)  # type: ignore[arg-type]


def test_bad_histories_are_refused() -> None:
    with pytest.raises(EmptyTeamError):
        History.from_matches([[[0], []]], [[1, 2]])
    with pytest.raises(NoTeamsError):
        History.from_matches([[[0], [1]], []], [[1, 2], []])
    with pytest.raises(InvalidRankError):
        History.from_matches([[[0], [1]]], [[1, math.nan]])
    with pytest.raises(MismatchedLengthsError):
        History.from_matches([[[0], [1]]], [[1, 2, 3]])
    with pytest.raises(InvalidParameterError):
        History.from_matches([[[0], [5]]], [[1, 2]], n_players=3)
    with pytest.raises(MismatchedLengthsError):
        History([0, 2], [0, 1, 2], [1.0, 2.0], [0, 1], 2, match_time=[1.0, 2.0])
    history = History.from_matches([[[0], [1]]], [[1, 2]])
    with pytest.raises(InvalidRatingError):
        replay(BradleyTerry(), history, RatingArrays(np.array([25.0, math.inf]), np.array([1.0, 1.0])))
    with pytest.raises(InvalidRatingError):
        replay(BradleyTerry(), history, RatingArrays(np.array([25.0, 25.0]), np.array([1.0, -1.0])))
    with pytest.raises(MismatchedLengthsError):
        replay(BradleyTerry(), history, RatingArrays.new(BradleyTerry(), 5))
    with pytest.raises(InvalidParameterError):
        replay(BradleyTerry(), history, RatingArrays.new(BradleyTerry(), 2), engine="fast")  # type: ignore[arg-type]
