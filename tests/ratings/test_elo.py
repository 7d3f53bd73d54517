"""Elo with score fractions and the static least-squares ranking (seed 003)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.ratings import (
    MODELS,
    Elo,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    MismatchedLengthsError,
    NoTeamsError,
    Rating,
    model_from_settings,
    score_fraction,
    static_ranking,
    win_probability,
)


def r(mu: float) -> Rating:
    return Rating(mu, 0.0)


def mus(result: list[list[Rating]]) -> list[list[float]]:
    return [[x.mu for x in team] for team in result]


# --- win probability and score fraction ------------------------------------------


@pytest.mark.parametrize(
    ("diff", "percent"),
    # seed 004's table of the Elo curve; its 500 and 600 rows (96%, 98%) are a
    # point above 1/(1 + 10^(-d/400)) = 94.7%, 96.9%, so they are left out.
    [(0, 50), (50, 57), (100, 64), (150, 70), (200, 76), (250, 81), (300, 85), (400, 91)],
)
def test_win_probability_is_the_standard_curve(diff: float, percent: float) -> None:
    # The favourite is the likelier winner (seed 003 prints the exponent's sign reversed).
    assert win_probability(1500 + diff, 1500) == pytest.approx(percent / 100, abs=0.005)
    assert win_probability(1500, 1500 + diff) == pytest.approx(1 - percent / 100, abs=0.005)


def test_win_probability_extremes() -> None:
    assert win_probability(1e6, -1e6) == 1.0
    assert win_probability(-1e6, 1e6) == 0.0
    assert win_probability(1700, 1500) == pytest.approx(1 / (1 + 10 ** (-200 / 400)))


def test_score_fraction_seed_examples() -> None:
    # seed 003: "6 : -2 becomes +8 : 0" and "-3 : -5 becomes +5 : +3"
    assert score_fraction(6, -2) == 8 / 8
    assert score_fraction(-2, 6) == 0 / 8
    assert score_fraction(-3, -5) == pytest.approx(5 / 8)
    assert score_fraction(-5, -3) == pytest.approx(3 / 8)
    assert score_fraction(0, 0) == 0.5
    assert score_fraction(3, 1) == 0.75
    assert score_fraction(-4, 0) == 0.0  # -4 : 0 becomes 0 : 4
    assert score_fraction(-4, -4) == 0.5  # becomes 4 : 4
    assert score_fraction(1e308, 1e308) == 0.5
    assert score_fraction(1e308, -1e308) == 1.0


# --- rating matches by hand ---------------------------------------------------------


def test_duel_by_hand_and_sum_is_conserved() -> None:
    model = Elo()
    # 1600 beats 1400: w = 1/(1 + 10^(-200/400)) = 1/(1 + 0.316228) = 0.759747
    # 1600 + 32·(1 − 0.759747) = 1600 + 7.68810 = 1607.68810; 1400 − 7.68810
    [[a], [b]] = model.rate([[r(1600)], [r(1400)]], [1, 2])
    assert a.mu == pytest.approx(1607.68810, abs=1e-5)
    assert b.mu == pytest.approx(1392.31190, abs=1e-5)
    assert a.mu + b.mu == pytest.approx(3000, abs=1e-9)
    assert a.sigma == b.sigma == 0.0


def test_duel_with_scores_by_hand() -> None:
    model = Elo()
    # -3 : -5 becomes 5 : 3, e = 0.625; equal ratings, w = 0.5: ±32·0.125 = ±4
    [[a], [b]] = model.rate([[r(1500)], [r(1500)]], [1, 2], [-3, -5])
    assert (a.mu, b.mu) == pytest.approx((1504, 1496))
    # 6 : -2 becomes 8 : 0, e = 1: ±16
    [[a], [b]] = model.rate([[r(1500)], [r(1500)]], None, [6, -2])
    assert (a.mu, b.mu) == pytest.approx((1516, 1484))
    # one can win on frags and still lose points against a much weaker player:
    # 1800 vs 1400, w = 1/(1 + 10^(-1)) = 0.909091; 10 : 5 gives e = 0.666667
    # 1800 + 32·(0.666667 − 0.909091) = 1800 − 7.757576
    [[a], [b]] = model.rate([[r(1800)], [r(1400)]], [1, 2], [10, 5])
    assert a.mu == pytest.approx(1792.242424, abs=1e-6)
    assert a.mu + b.mu == pytest.approx(3200, abs=1e-9)


@pytest.mark.parametrize("scores", [None, [3.0, 8.0], [0.0, 0.0], [-1.0, 4.0]])
@pytest.mark.parametrize("ranks", [[1, 2], [2, 1], [1, 1]])
def test_one_v_one_sum_conserved(ranks: list[int], scores: list[float] | None) -> None:
    [[a], [b]] = Elo(k=24).rate([[r(1712.5)], [r(1388.25)]], ranks, scores)
    assert a.mu + b.mu == pytest.approx(1712.5 + 1388.25, abs=1e-9)


def test_free_for_all_by_hand() -> None:
    model = Elo()
    # Equal ratings, w = 0.5 everywhere. Ranks 1, 2, 3:
    # first: 32·((1 − .5) + (1 − .5)) = +32; second: 32·((0 − .5) + (1 − .5)) = 0; third: −32
    result = model.rate([[r(1500)], [r(1500)], [r(1500)]], [1, 2, 3])
    assert mus(result) == [[1532], [1500], [1468]]
    # Scores 5, 3, 0: e_12 = 5/8, e_13 = 1, e_23 = 1
    # first: 32·(0.125 + 0.5) = 20; second: 32·(−0.125 + 0.5) = 12; third: 32·(−0.5 − 0.5) = −32
    result = model.rate([[r(1500)], [r(1500)], [r(1500)]], [1, 2, 3], [5, 3, 0])
    assert [x for [x] in mus(result)] == pytest.approx([1520, 1512, 1468])


def test_teams_by_hand() -> None:
    model = Elo()
    # Side A = 1600 + 1400 (mean 1500) beats side B = 1500.
    # w(1600, 1500) = 1/(1 + 10^(-0.25)) = 0.640065 -> 1600 + 32·0.359935 = 1611.51792
    # w(1400, 1500) = 0.359935                      -> 1400 + 32·0.640065 = 1420.48208
    # w(1500, 1500) = 0.5                            -> 1500 − 16 = 1484
    result = model.rate([[r(1600), r(1400)], [r(1500)]], [1, 2])
    assert mus(result) == [
        [pytest.approx(1611.51792, abs=1e-5), pytest.approx(1420.48208, abs=1e-5)],
        [1484.0],
    ]


def test_all_singletons_conserve_the_sum() -> None:
    teams = [[r(1500)], [r(1720)], [r(1310)], [r(1655)]]
    result = Elo().rate(teams, [2, 1, 4, 2], [4, 9, -2, 4])
    assert sum(x.mu for t in result for x in t) == pytest.approx(1500 + 1720 + 1310 + 1655, abs=1e-9)


def test_side_order_does_not_matter() -> None:
    model = Elo()
    teams = [[r(1500)], [r(1650), r(1350)], [r(1420)], [r(1580), r(1500), r(1470)]]
    ranks, scores = [2, 1, 3, 2], [4.0, 7.0, -1.0, 4.0]
    order = [3, 0, 2, 1]
    for s in (None, scores):
        base = model.rate(teams, ranks, s)
        permuted = model.rate(
            [teams[i] for i in order],
            [ranks[i] for i in order],
            None if s is None else [s[i] for i in order],
        )
        for new_pos, old_pos in enumerate(order):
            assert permuted[new_pos] == base[old_pos]


def test_floor() -> None:
    # seed 003: a rating falling below zero is set to zero (then the sum is not conserved)
    model = Elo(floor=0.0)
    [[a], [b]] = model.rate([[r(10)], [r(10)]], [2, 1])
    assert a.mu == 0.0
    assert b.mu == 26.0
    [[a], [b]] = Elo().rate([[r(10)], [r(10)]], [2, 1])
    assert a.mu == -6.0


def test_one_side_alone_and_inputs_untouched() -> None:
    teams = [[r(1500), Rating(1400, 3.0)]]
    assert Elo().rate(teams, [1]) == [[r(1500), r(1400)]]
    two = [[r(1500)], [r(1400)]]
    Elo().rate(two, [1, 2])
    assert two == [[r(1500)], [r(1400)]]


def test_predict_win() -> None:
    model = Elo()
    assert model.predict_win([[r(1700)], [r(1500)]]) == pytest.approx(
        [win_probability(1700, 1500), win_probability(1500, 1700)]
    )
    assert model.predict_win([[r(1500)]]) == [1.0]
    p = model.predict_win([[r(1500)], [r(1600), r(1400)], [r(1500)]])
    assert p == pytest.approx([1 / 3] * 3)
    p = model.predict_win([[r(1800)], [r(1500)], [r(1200)]])
    assert sum(p) == pytest.approx(1.0) and p[0] > p[1] > p[2]


# --- decay --------------------------------------------------------------------------


def test_decay() -> None:
    model = Elo(decay_points=10, decay_period_days=30)
    assert model.decay(r(1500), 65) == r(1480)  # two full periods
    assert model.decay(r(1500), 29.9) == r(1500)
    assert model.decay(r(1500), 0) == r(1500)
    assert model.decay(r(1500), -40) == r(1500)
    floored = Elo(floor=0, decay_points=10, decay_period_days=30)
    assert floored.decay(r(15), 95) == r(0)  # 15 − 30 -> 0
    assert floored.decay(r(-5), 95) == r(-5)  # already below: not raised
    assert floored.decay(r(15), 1e308) == r(0)
    assert Elo().decay(r(1500), 1e6) == r(1500)  # decay_points = 0
    assert not Elo().decays and model.decays
    with pytest.raises(InvalidParameterError):
        Elo(decay_points=1e300, decay_period_days=1e-300).decay(r(0), 1e10)
    with pytest.raises(InvalidParameterError):
        model.decay(r(1500), math.nan)


# --- parameters, registry, errors ---------------------------------------------------


def test_params_round_trip_and_registry() -> None:
    model = Elo(mu=1000, k=16, floor=0.0, decay_points=5, decay_period_days=7)
    assert model.params() == {
        "mu": 1000.0,
        "k": 16.0,
        "floor": 0.0,
        "decay_points": 5.0,
        "decay_period_days": 7.0,
    }
    assert Elo.from_params(model.params()) == model
    assert Elo.from_params(Elo().params()) == Elo()
    assert MODELS["elo"] is Elo
    assert model_from_settings("elo", {"k": 16}) == Elo(k=16)
    assert Elo.system == "elo" and Elo.title == "Elo (score fraction)" and Elo.interval_k == 0.0
    assert Elo().new_rating() == r(1500)
    assert Elo().new_rating(mu=1200, sigma=0) == r(1200)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"k": 0},
        {"k": math.inf},
        {"mu": math.nan},
        {"floor": math.nan},
        {"floor": 2000.0},  # above the initial rating
        {"decay_points": -1},
        {"decay_period_days": 0},
    ],
)
def test_bad_params(kwargs: dict[str, float]) -> None:
    with pytest.raises(InvalidParameterError):
        Elo(**kwargs)


def test_bad_input() -> None:
    model = Elo()
    a, b = r(1500), r(1400)
    with pytest.raises(InvalidParameterError, match="sigma"):
        model.new_rating(sigma=50)
    with pytest.raises(NoTeamsError):
        model.rate([], [])
    with pytest.raises(MismatchedLengthsError):
        model.rate([[a], [b]], [1, 2], [1])
    with pytest.raises(EmptyTeamError):
        model.rate([[a], []], [1, 2])
    with pytest.raises(InvalidRankError):
        model.rate([[a], [b]], None, None)
    with pytest.raises(InvalidRankError):
        model.rate([[a], [b]], [1, 2], [1, math.inf])
    with pytest.raises(InvalidParameterError):
        score_fraction(math.nan, 1)
    with pytest.raises(InvalidParameterError):
        Elo.from_params({"sigma": 3})


# --- static ranking ------------------------------------------------------------------


def test_static_ranking_complete_three_players_by_hand() -> None:
    # a_ij = frags of i against j; the diagonal (suicides) is ignored.
    a = np.array([[2, 3, 4], [1, 0, 1], [0, 3, 5]])
    # d_01 = (3 − 1)/4 = 0.5, d_02 = (4 − 0)/4 = 1, d_12 = (1 − 3)/4 = −0.5
    # everyone met everyone, so g_i = (1/3) Σ_j d_ij:
    #   g_0 = (0.5 + 1)/3 = 0.5, g_1 = (−0.5 − 0.5)/3 = −1/3, g_2 = (−1 + 0.5)/3 = −1/6
    assert static_ranking(a) == pytest.approx([0.5, -1 / 3, -1 / 6])


def test_static_ranking_pair_that_never_met_by_hand() -> None:
    # Players 0 and 3 never met.
    a = np.array(
        [
            [0, 3, 1, 0],
            [1, 0, 1, 3],
            [1, 1, 0, 2],
            [0, 1, 2, 0],
        ]
    )
    # d_01 = 0.5, d_02 = 0, d_12 = 0, d_13 = 0.5, d_23 = 0.
    # Normal equations L g = b, L the Laplacian of the "met" graph, b_i = Σ_j d_ij:
    #   2g0 −  g1 −  g2       = 0.5
    #   −g0 + 3g1 −  g2 −  g3 = −0.5 + 0.5 = 0
    #   −g0 −  g1 + 3g2 −  g3 = 0
    #         −g1 −  g2 + 2g3 = −0.5
    # with g0 + g1 + g2 + g3 = 0: g1 = g2 = 0, g0 = 0.25, g3 = −0.25 (all four hold).
    # (The seed's "skip the summand and decrease n" would give g0 = 0.5/3 instead.)
    g = static_ranking(a)
    assert g == pytest.approx([0.25, 0.0, 0.0, -0.25], abs=1e-12)
    laplacian = np.array([[2, -1, -1, 0], [-1, 3, -1, -1], [-1, -1, 3, -1], [0, -1, -1, 2]])
    assert laplacian @ g == pytest.approx([0.5, 0.0, 0.0, -0.5], abs=1e-12)


def test_static_ranking_disconnected_groups() -> None:
    a = np.zeros((6, 6))
    a[0, 1], a[1, 0] = 3, 1  # group {0, 1}: d_01 = 0.5 -> g = ±0.25
    a[2, 3], a[3, 2] = 2, 2  # group {2, 3, 4}
    a[3, 4], a[4, 3] = 4, 0
    a[2, 4] = 1
    a[5, 5] = 7  # player 5 met nobody (only suicides)
    g = static_ranking(a)
    assert g[:2] == pytest.approx([0.25, -0.25])
    # group {2, 3, 4} complete: d_23 = 0, d_24 = 1, d_34 = 1 -> g = (1/3)(1, 1, −2)
    assert g[2:5] == pytest.approx([1 / 3, 1 / 3, -2 / 3])
    assert g[5] == 0.0
    assert sum(g[:2]) == pytest.approx(0, abs=1e-12)
    assert sum(g[2:5]) == pytest.approx(0, abs=1e-12)


def test_static_ranking_matches_the_objective() -> None:
    # Minimum-norm least squares of one row per pair that met: g_i − g_j ≈ d_ij.
    rng = np.random.default_rng(3)
    for _ in range(20):
        n = int(rng.integers(2, 9))
        a = rng.integers(0, 4, size=(n, n)) * (rng.random((n, n)) < 0.6)
        rows, rhs = [], []
        for i in range(n):
            for j in range(i + 1, n):
                if a[i, j] + a[j, i] > 0:
                    row = np.zeros(n)
                    row[i], row[j] = 1, -1
                    rows.append(row)
                    rhs.append((a[i, j] - a[j, i]) / (a[i, j] + a[j, i]))
        want = np.linalg.lstsq(np.array(rows).reshape(-1, n), np.array(rhs), rcond=None)[0] if rows else np.zeros(n)
        assert static_ranking(a) == pytest.approx(want, abs=1e-9)


def test_static_ranking_edge_cases() -> None:
    assert static_ranking(np.zeros((0, 0))).shape == (0,)
    assert list(static_ranking([[5]])) == [0.0]
    assert static_ranking([[0.0, 1e308], [0.0, 0.0]]) == pytest.approx([0.5, -0.5])
    with pytest.raises(InvalidParameterError):
        static_ranking([[0, 1, 2]])
    with pytest.raises(InvalidParameterError):
        static_ranking([[0, -1], [1, 0]])
    with pytest.raises(InvalidParameterError):
        static_ranking([[0.0, math.nan], [1.0, 0.0]])


# --- never NaN or inf ---------------------------------------------------------------

ratings = st.builds(
    Rating,
    st.floats(min_value=-1e6, max_value=1e6),
    st.floats(min_value=0.0, max_value=1e6),
)
matches = st.lists(
    st.tuples(
        st.lists(ratings, min_size=1, max_size=10),
        st.integers(0, 5),
        st.floats(min_value=-1e300, max_value=1e300) | st.integers(-5, 20),
    ),
    min_size=1,
    max_size=50,
)


@settings(max_examples=200, deadline=None)
@given(matches, st.booleans(), st.sampled_from([None, 0.0, -1e6]))
def test_extreme_inputs_stay_finite(
    match: list[tuple[list[Rating], int, float]], use_scores: bool, floor: float | None
) -> None:
    model = Elo(mu=1e6, k=32, floor=floor, decay_points=1e6, decay_period_days=1)
    teams = [team for team, _, _ in match]
    ranks = [rank for _, rank, _ in match]
    scores = [float(score) for _, _, score in match] if use_scores else None
    result = model.rate(teams, ranks, scores)
    assert [len(t) for t in result] == [len(t) for t in teams]
    for team in result:
        for new in team:
            assert math.isfinite(new.mu) and new.sigma == 0.0
            if floor is not None:
                assert new.mu >= floor
    p = model.predict_win(teams)
    assert all(math.isfinite(x) and 0 <= x <= 1 for x in p)
    assert sum(p) == pytest.approx(1.0)
    for team in teams:
        for rating in team:
            assert math.isfinite(model.decay(rating, 1000).mu)
