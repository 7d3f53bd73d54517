"""Continuous Glicko-1 (seed 004; Glickman 1999)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.ratings import (
    MODELS,
    EmptyTeamError,
    Glicko,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
    Rating,
    RatingError,
    model_from_settings,
)
from tournament_app.ratings.glicko import Q, composite, expected_score, g_factor

# Independent inline formulas (not the module's) for the hand-worked checks.
q = math.log(10) / 400


def g_ref(rd: float) -> float:
    return 1 / math.sqrt(1 + 3 * q**2 * rd**2 / math.pi**2)


def e_ref(r: float, r_j: float, rd_j: float) -> float:
    return 1 / (1 + 10 ** (-g_ref(rd_j) * (r - r_j) / 400))


# --- constants and helpers -------------------------------------------------


def test_q_is_the_seeds_constant() -> None:
    # seed 004: "This is really just 0.00575646273"
    assert Q == pytest.approx(0.00575646273, abs=1e-11)


@pytest.mark.parametrize(
    ("rd", "g"),
    [(350, 0.67), (300, 0.72), (250, 0.78), (200, 0.84), (150, 0.90), (100, 0.95), (50, 0.99)],
)
def test_g_reproduces_the_seeds_table(rd: float, g: float) -> None:
    assert g_factor(rd) == pytest.approx(g, abs=0.005)


def test_g_limits() -> None:
    assert g_factor(0.0) == 1.0
    assert 0.0 < g_factor(1e6) < 1e-3


def test_expected_score_uses_only_the_opponents_rd() -> None:
    a, b = Rating(1500, 200), Rating(1400, 30)
    assert expected_score(a, b) == pytest.approx(e_ref(1500, 1400, 30), rel=1e-12)
    assert expected_score(a, Rating(1400, 30)) == expected_score(Rating(1500, 5), b)


def test_composite_is_mean_rating_and_rms_rd() -> None:
    c = composite([Rating(1400, 30), Rating(1600, 40)])
    assert c.mu == pytest.approx(1500)
    assert c.sigma == pytest.approx(math.sqrt((30**2 + 40**2) / 2))


# --- one game worked by hand ---------------------------------------------------


def test_single_game_by_hand() -> None:
    # A = (1500, RD 200) beats B = (1400, RD 30).
    # q = ln 10 / 400 = 0.0057564627
    # For A (opponent RD 30):
    #   g(30) = 1/sqrt(1 + 3·q²·900/π²) = 0.9954980
    #   E = 1/(1 + 10^(−0.9954980·100/400)) = 0.6394677
    #   1/d² = q²·g²·E(1−E) = 3.3137e-5 · 0.991016 · 0.230538 = 7.571030e-6
    #   1/RD² + 1/d² = 2.5e-5 + 7.571030e-6 = 3.2571030e-5
    #   r' = 1500 + q/3.2571030e-5 · g·(1 − E) = 1500 + 176.73567 · 0.358879 = 1563.4320
    #   RD' = sqrt(1/3.2571030e-5) = 175.22023
    # For B (opponent RD 200):
    #   g(200) = 0.8442815, E = 1/(1 + 10^(0.8442815·100/400)) = 0.3808345
    #   1/d² = q²·g²·E(1−E) = 5.569664e-6; 1/RD² + 1/d² = 1.1111111e-3 + 5.569664e-6 = 1.1166808e-3
    #   r' = 1400 + q/1.1166808e-3 · g·(0 − E) = 1400 − 5.154976 · 0.321533 = 1398.3425
    #   RD' = sqrt(1/1.1166808e-3) = 29.925091
    g_a, e_a = g_ref(30), e_ref(1500, 1400, 30)
    assert (g_a, e_a) == pytest.approx((0.9954980, 0.6394677), abs=1e-7)
    den_a = 1 / 200**2 + q**2 * g_a**2 * e_a * (1 - e_a)
    g_b, e_b = g_ref(200), e_ref(1400, 1500, 200)
    assert (g_b, e_b) == pytest.approx((0.8442815, 0.3808345), abs=1e-7)
    den_b = 1 / 30**2 + q**2 * g_b**2 * e_b * (1 - e_b)
    want_a = Rating(1500 + q / den_a * g_a * (1 - e_a), math.sqrt(1 / den_a))
    want_b = Rating(1400 + q / den_b * g_b * (0 - e_b), math.sqrt(1 / den_b))
    assert (want_a.mu, want_a.sigma) == pytest.approx((1563.4320, 175.22023), abs=1e-4)
    assert (want_b.mu, want_b.sigma) == pytest.approx((1398.3425, 29.925091), abs=1e-4)

    [[a], [b]] = Glicko().rate([[Rating(1500, 200)], [Rating(1400, 30)]], [1, 2])
    assert a.mu == pytest.approx(want_a.mu, rel=1e-12)
    assert a.sigma == pytest.approx(want_a.sigma, rel=1e-12)
    assert b.mu == pytest.approx(want_b.mu, rel=1e-12)
    assert b.sigma == pytest.approx(want_b.sigma, rel=1e-12)


def test_glickman_1999_example() -> None:
    # Glickman, "The Glicko system" / Applied Statistics 1999: r = 1500, RD = 200
    # plays 1400/30 (win), 1550/100 (loss), 1700/300 (loss) in one rating period.
    # The paper (rounding E to 3 digits) gets d² = 231.67², r' = 1464, RD' = 151.4.
    # Unrounded: r' = 1464.106, RD' = 151.399. (1464.06 / 151.52 are the *Glicko-2*
    # paper's numbers for the same games: volatility widens RD first.)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    e = [e_ref(1500, o.mu, o.sigma) for o, _ in games]
    assert e == pytest.approx([0.639, 0.432, 0.303], abs=5e-4)
    inv_d2 = q**2 * sum(g_ref(o.sigma) ** 2 * ej * (1 - ej) for (o, _), ej in zip(games, e))
    assert math.sqrt(1 / inv_d2) == pytest.approx(231.67, abs=0.05)
    got = Glicko.rate_period(Rating(1500, 200), games)
    assert got.mu == pytest.approx(1464, abs=0.5)
    assert got.sigma == pytest.approx(151.4, abs=0.05)
    assert got.mu == pytest.approx(1464.106, abs=1e-3)
    assert got.sigma == pytest.approx(151.399, abs=1e-3)


def test_rate_period_without_games_is_unchanged() -> None:
    assert Glicko.rate_period(Rating(1500, 200), []) == Rating(1500, 200)


def test_zero_rd_does_not_move() -> None:
    [[a], [b]] = Glicko().rate([[Rating(1500, 0.0)], [Rating(1700, 100)]], [1, 2])
    assert a == Rating(1500, 0.0)
    assert b.mu < 1700


# --- the match rules -------------------------------------------------------------


def test_one_side_alone_is_unchanged() -> None:
    team = [Rating(1500, 200), Rating(1600, 80)]
    assert Glicko().rate([team], [1]) == [team]


def test_draw_is_symmetric() -> None:
    model = Glicko()
    a, b = Rating(1600, 100), Rating(1400, 100)
    [[a1], [b1]] = model.rate([[a], [b]], [1, 1])
    assert a1.mu < 1600 and b1.mu > 1400
    assert a1.mu - 1600 == pytest.approx(-(b1.mu - 1400), rel=1e-12)
    assert a1.sigma == pytest.approx(b1.sigma, rel=1e-12)
    [[b2], [a2]] = model.rate([[b], [a]], [1, 1])
    assert (a2, b2) == (a1, b1)
    # equal players drawing: ratings unchanged, deviations shrink
    [[c], [d]] = model.rate([[Rating(1500, 200)], [Rating(1500, 200)]], [2, 2])
    assert c.mu == pytest.approx(1500) and d.mu == pytest.approx(1500)
    assert c.sigma < 200


def test_side_order_does_not_matter() -> None:
    model = Glicko()
    teams = [
        [Rating(1500, 200)],
        [Rating(1650, 80), Rating(1350, 120)],
        [Rating(1420, 300)],
        [Rating(1580, 50), Rating(1500, 350), Rating(1470, 60)],
    ]
    ranks = [2, 1, 3, 2]
    base = model.rate(teams, ranks)
    order = [3, 0, 2, 1]
    permuted = model.rate([teams[i] for i in order], [ranks[i] for i in order])
    for new_pos, old_pos in enumerate(order):
        assert permuted[new_pos] == base[old_pos]


def test_multi_side_rates_against_composites() -> None:
    model = Glicko()
    me = Rating(1500, 200)
    mate = Rating(1550, 90)
    side2 = [Rating(1650, 80), Rating(1350, 120)]
    side3 = [Rating(1420, 300)]
    result = model.rate([[me, mate], side2, side3], [2, 1, 3])
    c2 = Rating(1500, math.sqrt((80**2 + 120**2) / 2))
    c3 = Rating(1420, 300)
    assert result[0][0] == Glicko.rate_period(me, [(c2, 0.0), (c3, 1.0)])
    assert result[0][1] == Glicko.rate_period(mate, [(c2, 0.0), (c3, 1.0)])
    assert result[2][0] == Glicko.rate_period(side3[0], [(composite([me, mate]), 0.0), (c2, 0.0)])


def test_winner_gains_loser_loses_and_inputs_untouched() -> None:
    teams = [[Rating(1500, 350)], [Rating(1500, 350)]]
    before = [list(t) for t in teams]
    [[w], [l]] = Glicko().rate(teams, [1, 2])
    assert w.mu > 1500 > l.mu
    assert w.sigma < 350 and l.sigma < 350
    assert teams == before


def test_scores_are_ignored() -> None:
    model = Glicko()
    teams = [[Rating(1500, 200)], [Rating(1400, 30)]]
    assert model.rate(teams, [1, 2], [3, 10]) == model.rate(teams, [1, 2])


# --- predictions ---------------------------------------------------------------------


def test_expected_outcome_uses_combined_deviation() -> None:
    a, b = Rating(1500, 200), Rating(1400, 30)
    want = 1 / (1 + 10 ** (-g_ref(math.sqrt(200**2 + 30**2)) * 100 / 400))
    assert want == pytest.approx(0.6187969, abs=1e-7)
    assert Glicko.expected_outcome(a, b) == pytest.approx(want, rel=1e-12)
    assert Glicko.expected_outcome(b, a) == pytest.approx(1 - want, rel=1e-12)


def test_predict_win() -> None:
    model = Glicko()
    a, b = Rating(1500, 200), Rating(1400, 30)
    assert model.predict_win([[a], [b]]) == pytest.approx(
        [Glicko.expected_outcome(a, b), Glicko.expected_outcome(b, a)], rel=1e-12
    )
    assert model.predict_win([[a]]) == [1.0]
    p = model.predict_win([[a], [b], [Rating(1400, 50), Rating(1200, 50)]])
    assert sum(p) == pytest.approx(1.0)
    assert p[0] > p[1] > p[2]  # composite of the third side: (1300, 50)


# --- decay -------------------------------------------------------------------------------


def seed_loop(rd: float, idle_days: float, c: float = 34.6, period: float = 7.0, cap: float = 350.0) -> float:
    """Seed 004's decay_deviation loop, literally."""
    for _ in range(int(idle_days // period)):
        rd = min(math.sqrt(rd**2 + c**2), cap)
    return rd


def test_decay_with_cap() -> None:
    model = Glicko()
    r = Rating(1500, 50)
    # 700 days = 100 periods: sqrt(50² + 100·34.6²) = sqrt(2500 + 119716) = 349.594
    assert model.decay(r, 700).sigma == pytest.approx(349.594, abs=1e-3)
    # 707 days = 101 periods: sqrt(2500 + 120913.16) = 351.3 -> capped at 350
    assert model.decay(r, 707).sigma == 350.0
    assert model.decay(r, 6.9) == r  # no full period
    assert model.decay(r, 13.9).sigma == pytest.approx(math.sqrt(50**2 + 34.6**2))
    assert model.decay(r, 0) == r
    assert model.decay(r, -5) == r
    assert model.decay(r, 1e308).sigma == 350.0
    assert model.decay(Rating(1500, 400), 700) == Rating(1500, 400)  # above the cap: left alone
    assert model.decay(r, 700).mu == 1500


@pytest.mark.parametrize("days", [0, 7, 20, 70, 350, 699, 700, 707, 5000])
@pytest.mark.parametrize("rd", [0.0, 30.0, 120.0, 349.9])
def test_decay_matches_the_seeds_loop(rd: float, days: float) -> None:
    assert Glicko().decay(Rating(1500, rd), days).sigma == pytest.approx(seed_loop(rd, days), rel=1e-12)


def test_decay_parameters() -> None:
    model = Glicko(sigma=200, c=10, period_days=1)
    assert model.decay(Rating(0, 100), 3).sigma == pytest.approx(math.sqrt(100**2 + 3 * 10**2))
    assert Glicko(c=0).decay(Rating(0, 100), 1e6) == Rating(0, 100)
    assert Glicko().decays and not Glicko(c=0).decays


# --- parameters, registry, errors -----------------------------------------------------------


def test_params_round_trip_and_registry() -> None:
    model = Glicko(mu=1200, sigma=300, c=20, period_days=1)
    assert model.params() == {"mu": 1200.0, "sigma": 300.0, "c": 20.0, "period_days": 1.0}
    assert Glicko.from_params(model.params()) == model
    assert MODELS["glicko"] is Glicko
    assert model_from_settings("glicko", {"c": 20}) == Glicko(c=20)
    assert Glicko.system == "glicko" and Glicko.title == "Glicko (continuous)"
    assert Glicko.interval_k == 2.0
    assert Glicko().new_rating() == Rating(1500, 350)
    assert Glicko().new_rating(mu=1000) == Rating(1000, 350)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"sigma": 0},
        {"sigma": -1},
        {"mu": math.nan},
        {"mu": math.inf},
        {"c": -1},
        {"period_days": 0},
        {"period_days": math.inf},
    ],
)
def test_bad_params(kwargs: dict[str, float]) -> None:
    with pytest.raises(InvalidParameterError):
        Glicko(**kwargs)


def test_unknown_param() -> None:
    with pytest.raises(InvalidParameterError, match="glicko"):
        Glicko.from_params({"tau": 1})


def test_bad_input() -> None:
    model = Glicko()
    a, b = Rating(1500, 200), Rating(1400, 30)
    with pytest.raises(NoTeamsError):
        model.rate([], [])
    with pytest.raises(MismatchedLengthsError):
        model.rate([[a], [b]], [1])
    with pytest.raises(EmptyTeamError):
        model.rate([[a], []], [1, 2])
    with pytest.raises(InvalidRankError):
        model.rate([[a], [b]], [1, math.nan])
    with pytest.raises(InvalidRatingError):
        model.rate([[a], [Rating(math.inf, 30)]], [1, 2])
    with pytest.raises(InvalidRatingError):
        model.rate([[a], [Rating(1400, -1)]], [1, 2])
    with pytest.raises(InvalidRankError):
        Glicko.rate_period(a, [(b, 1.5)])
    with pytest.raises(InvalidRankError):
        Glicko.rate_period(a, [(b, math.nan)])
    with pytest.raises(InvalidRatingError):
        Glicko.rate_period(a, [(Rating(math.nan, 1), 1.0)])
    with pytest.raises(InvalidParameterError):
        model.decay(a, math.nan)
    with pytest.raises(InvalidRatingError):
        model.new_rating(sigma=-3)
    with pytest.raises(RatingError):
        model.predict_win([])


# --- never NaN or inf --------------------------------------------------------------------------

ratings = st.builds(
    Rating,
    st.floats(min_value=-1e6, max_value=1e6),
    st.floats(min_value=1e-6, max_value=1e6),
)
matches = st.lists(
    st.tuples(st.lists(ratings, min_size=1, max_size=10), st.integers(0, 5)),
    min_size=1,
    max_size=50,
)


@settings(max_examples=200, deadline=None)
@given(matches)
def test_extreme_inputs_stay_finite(match: list[tuple[list[Rating], int]]) -> None:
    model = Glicko()
    teams = [team for team, _ in match]
    ranks = [rank for _, rank in match]
    result = model.rate(teams, ranks)
    assert [len(t) for t in result] == [len(t) for t in teams]
    for team, new_team in zip(teams, result):
        for old, new in zip(team, new_team):
            assert math.isfinite(new.mu)
            assert math.isfinite(new.sigma) and 0 <= new.sigma <= old.sigma
    p = model.predict_win(teams)
    assert all(math.isfinite(x) and 0 <= x <= 1 for x in p)
    assert sum(p) == pytest.approx(1.0)
    for team in teams:
        for r in team:
            decayed = model.decay(r, 1e4)
            assert math.isfinite(decayed.sigma)
