"""BradleyTerry against the ``bbt`` crate's unit tests (seed 001) and its API.

Every numeric expectation in bbt 1.0.0's ``mod test`` is reproduced here at
the tolerance the crate itself uses (``1.0 / 1000000.0`` and so on). bbt's
``Rater::duel`` is ``update_ratings`` with ranks ``[1, 2]`` (Win), ``[2, 1]``
(Loss) and ``[1, 1]`` (Draw); its ``Rating::default()`` is (25, 25/3) and
``Rater::default()`` has beta 25/6.

The other expected values are arithmetic written out in this file, never our
own output.
"""

from __future__ import annotations

import math

import pytest

from tournament_app.ratings.base import Rating
from tournament_app.ratings.bradley_terry import BradleyTerry
from tournament_app.ratings.errors import EmptyTeamError, MismatchedLengthsError, RatingError
from tournament_app.ratings.presentation import conservative_estimate

WIN, LOSS, DRAW = [1, 2], [2, 1], [1, 1]  # bbt's Outcome -> ranks


def duel(ranks: list[int]) -> tuple[Rating, Rating, Rating, Rating]:
    bt = BradleyTerry()
    p1, p2 = bt.new_rating(), bt.new_rating()
    [[n1], [n2]] = bt.rate([[p1], [p2]], ranks)
    return p1, p2, n1, n2


# --- bbt: Rating struct ------------------------------------------------------


def test_can_instantiate_ratings() -> None:
    # bbt: Rating::default() == Rating::new(25.0, 25.0 / 3.0)
    assert BradleyTerry().new_rating() == Rating(25.0, 25.0 / 3.0)


def test_rating_getters() -> None:
    r = BradleyTerry().new_rating()
    assert r.mu == 25.0
    assert r.sigma == 25.0 / 3.0


def test_rating_display_conservative_estimate_floored() -> None:
    # bbt: max(0.0, mu - 3*sigma) = max(0.0, 25 - 24) = 1
    assert conservative_estimate(Rating(25.0, 8.0), floor=0.0) == 1.0


def test_rating_display_negative_conservative_estimate() -> None:
    # bbt: "Conservative estimate would be negative, so should show 0"
    assert conservative_estimate(Rating(5.0, 8.0), floor=0.0) == 0.0
    # Without bbt's floor it is the plain mu - 3 sigma (seed 000): 5 - 24 = -19.
    assert conservative_estimate(Rating(5.0, 8.0)) == -19.0


# --- bbt: rating calculation -------------------------------------------------


def test_duel_win() -> None:
    p1, p2, n1, n2 = duel(WIN)
    assert n1.mu > p1.mu
    assert n2.mu < p2.mu
    assert n1.sigma < p1.sigma
    assert n2.sigma < p2.sigma


def test_duel_loss() -> None:
    p1, p2, n1, n2 = duel(LOSS)
    assert n1.mu < p1.mu
    assert n2.mu > p2.mu
    assert n1.sigma < p1.sigma
    assert n2.sigma < p2.sigma


def test_duel_tie() -> None:
    _, _, n1, n2 = duel(DRAW)
    assert n1.mu == 25.0
    assert n2.mu == 25.0
    assert abs(n1.sigma - 8.0655063) < 1.0 / 1000000.0
    assert abs(n2.sigma - 8.0655063) < 1.0 / 1000000.0


def test_two_player_duel_win_loss() -> None:
    bt = BradleyTerry()
    [[p1], [p2]] = bt.rate([[bt.new_rating()], [bt.new_rating()]], [0, 1])
    assert abs(p1.mu - 27.63523138) < 1.0 / 100000000.0
    assert abs(p1.sigma - 8.0655063) < 1.0 / 1000000.0
    assert abs(p2.mu - 22.36476861) < 1.0 / 100000000.0
    assert abs(p2.sigma - 8.0655063) < 1.0 / 1000000.0


def test_four_player_race() -> None:
    bt = BradleyTerry()
    teams = [[bt.new_rating()] for _ in range(4)]
    [[p1], [p2], [p3], [p4]] = bt.rate(teams, [1, 2, 3, 4])
    assert abs(p1.mu - 32.9056941) < 1.0 / 10000000.0
    assert abs(p2.mu - 27.6352313) < 1.0 / 10000000.0
    assert abs(p3.mu - 22.3647686) < 1.0 / 10000000.0
    assert abs(p4.mu - 17.0943058) < 1.0 / 10000000.0
    for p in (p1, p2, p3, p4):
        assert abs(p.sigma - 7.50121906) < 1.0 / 1000000.0


def test_uneven_teams() -> None:
    bt = BradleyTerry()
    [[p1], [p2, p3]] = bt.rate(
        [[bt.new_rating()], [bt.new_rating(), bt.new_rating()]], [1, 2]
    )
    assert p1.mu > p2.mu
    assert p1.mu > p3.mu
    assert p2.mu == p3.mu


# --- bbt: errors and edge cases ---------------------------------------------


def test_update_ratings_mismatched_lengths() -> None:
    bt = BradleyTerry()
    with pytest.raises(MismatchedLengthsError) as info:
        bt.rate([[bt.new_rating()], [bt.new_rating()]], [1, 2, 3])
    assert isinstance(info.value, RatingError)
    # bbt: "`teams` and `ranks` must be of the same length"
    assert "same length" in str(info.value)


def test_update_ratings_empty_team() -> None:
    bt = BradleyTerry()
    with pytest.raises(EmptyTeamError) as info:
        bt.rate([[bt.new_rating()], []], [1, 2])
    # bbt: "At least one of the teams contains no players"
    assert "no players" in str(info.value)


def test_update_ratings_single_team() -> None:
    bt = BradleyTerry()
    rating = bt.new_rating()
    [[after]] = bt.rate([[rating]], [1])
    # "With only one team, rating should remain unchanged"
    assert after.mu == Rating(25.0, 25.0 / 3.0).mu
    assert after.sigma == Rating(25.0, 25.0 / 3.0).sigma


# --- the hand-worked numbers behind bbt's values ----------------------------


def test_two_player_values_by_hand() -> None:
    # c² = 2σ² + 2β² with σ = 25/3, β = 25/6; p = 1/2 for equal mu.
    sigma_sq = (25.0 / 3.0) ** 2
    c = math.sqrt(2 * sigma_sq + 2 * (25.0 / 6.0) ** 2)
    omega = sigma_sq / c * (1.0 - 0.5)
    delta = (math.sqrt(sigma_sq) / c) * sigma_sq / c**2 * 0.25
    bt = BradleyTerry()
    [[w], [lo]] = bt.rate([[bt.new_rating()], [bt.new_rating()]], [1, 2])
    assert w.mu == pytest.approx(25.0 + omega, abs=1e-12)
    assert lo.mu == pytest.approx(25.0 - omega, abs=1e-12)
    assert w.sigma == pytest.approx(math.sqrt(sigma_sq * (1 - delta)), abs=1e-12)
    assert lo.sigma == pytest.approx(math.sqrt(sigma_sq * (1 - delta)), abs=1e-12)


def test_kappa_floors_the_variance_factor() -> None:
    # Ten equal players in a race: Δ for the winner is 9 pairwise terms of
    # γ·σ²/c²·¼, all numbers written out here; a large kappa must floor 1 − Δ.
    sigma_sq = (25.0 / 3.0) ** 2
    c = math.sqrt(2 * sigma_sq + 2 * (25.0 / 6.0) ** 2)
    delta = 9 * (math.sqrt(sigma_sq) / c) * sigma_sq / c**2 * 0.25
    kappa = 0.9
    assert 1 - delta < kappa
    bt = BradleyTerry(kappa=kappa)
    result = bt.rate([[bt.new_rating()] for _ in range(10)], list(range(10)))
    assert result[0][0].sigma == pytest.approx(math.sqrt(sigma_sq * kappa), abs=1e-12)


# --- API ---------------------------------------------------------------------


def test_defaults() -> None:
    bt = BradleyTerry()
    assert bt.mu == 25.0
    assert bt.sigma == 25.0 / 3.0
    assert bt.beta == 25.0 / 6.0
    assert bt.kappa == 1e-4
    assert bt.tau == 0.0
    assert bt.params() == {
        "mu": 25.0,
        "sigma": 25.0 / 3.0,
        "beta": 25.0 / 6.0,
        "kappa": 1e-4,
        "tau": 0.0,
        "tau_day": 0.0,
    }
    assert BradleyTerry.from_params(bt.params()) == bt


def test_rate_returns_new_ratings_in_the_shape_of_teams() -> None:
    bt = BradleyTerry()
    a, b, c, d = (Rating(25.0, 25 / 3), Rating(30.0, 5.0), Rating(20.0, 7.0), Rating(28.0, 2.0))
    team1, team2 = [a, b], [c, d]
    teams = [team1, team2]
    result = bt.rate(teams, ranks=[1, 2])
    assert isinstance(result, list) and len(result) == 2
    assert all(isinstance(t, list) and len(t) == 2 for t in result)
    assert all(isinstance(r, Rating) for t in result for r in t)
    # Inputs untouched: same lists, same objects, same values.
    assert teams == [[a, b], [c, d]]
    assert teams[0] is team1 and teams[1] is team2
    assert team1[0] is a and team2[1] is d
    assert (a.mu, a.sigma, d.mu, d.sigma) == (25.0, 25 / 3, 28.0, 2.0)
    assert result[0] is not team1 and result[1] is not team2
    # Winners gain, losers lose.
    assert result[0][0].mu > a.mu and result[0][1].mu > b.mu
    assert result[1][0].mu < c.mu and result[1][1].mu < d.mu


def test_three_sides_with_a_tie_for_second() -> None:
    bt = BradleyTerry()
    a, b, c = bt.new_rating(), bt.new_rating(), bt.new_rating()
    [[na], [nb], [nc]] = bt.rate([[a], [b], [c]], ranks=[1, 2, 2])
    # By hand: equal mu so every p = 1/2; a: s = 1, 1; b: s = 0 (vs a), 1/2 (vs c).
    sigma_sq = (25.0 / 3.0) ** 2
    cc = math.sqrt(2 * sigma_sq + 2 * (25.0 / 6.0) ** 2)
    assert na.mu == pytest.approx(25.0 + 2 * sigma_sq / cc * 0.5, abs=1e-12)
    assert nb.mu == pytest.approx(25.0 + sigma_sq / cc * (-0.5 + 0.0), abs=1e-12)
    assert nb == nc


def test_predict_win_sums_to_one() -> None:
    bt = BradleyTerry()
    sides = [
        [Rating(25.0, 8.0)],
        [Rating(30.0, 3.0), Rating(10.0, 1.0)],
        [Rating(18.0, 6.0)],
        [Rating(40.0, 2.5)],
    ]
    probs = bt.predict_win(sides)
    assert len(probs) == 4
    assert math.fsum(probs) == pytest.approx(1.0, abs=1e-12)
    assert all(0.0 < p < 1.0 for p in probs)
    assert bt.predict_win([[Rating(25.0, 8.0)]]) == [1.0]


def test_predict_win_two_sides_is_the_pairwise_logistic() -> None:
    bt = BradleyTerry()
    a, b = Rating(30.0, 4.0), Rating(22.0, 6.0)
    c = math.sqrt(4.0**2 + 6.0**2 + 2 * (25.0 / 6.0) ** 2)
    expected = 1.0 / (1.0 + math.exp((22.0 - 30.0) / c))
    pa, pb = bt.predict_win([[a], [b]])
    assert pa == pytest.approx(expected, abs=1e-12)
    assert pb == pytest.approx(1.0 - expected, abs=1e-12)


def test_tau_is_added_to_sigma_squared_before_rating() -> None:
    tau = 1.5
    bt = BradleyTerry(tau=tau)
    [[w], [lo]] = bt.rate([[Rating(25.0, 25 / 3)], [Rating(25.0, 25 / 3)]], [1, 2])
    # By hand with σ'² = σ² + τ².
    ss = (25.0 / 3.0) ** 2 + tau**2
    c = math.sqrt(2 * ss + 2 * (25.0 / 6.0) ** 2)
    omega = ss / c * 0.5
    delta = (math.sqrt(ss) / c) * ss / c**2 * 0.25
    assert w.mu == pytest.approx(25.0 + omega, abs=1e-12)
    assert lo.mu == pytest.approx(25.0 - omega, abs=1e-12)
    assert w.sigma == pytest.approx(math.sqrt(ss * (1 - delta)), abs=1e-12)
    # Same as rating sqrt(σ² + τ²) with tau = 0.
    [[w0], [lo0]] = BradleyTerry().rate(
        [[Rating(25.0, math.sqrt(ss))], [Rating(25.0, math.sqrt(ss))]], [1, 2]
    )
    assert w.mu == pytest.approx(w0.mu, abs=1e-12)
    assert w.sigma == pytest.approx(w0.sigma, abs=1e-12)
    assert lo.mu == pytest.approx(lo0.mu, abs=1e-12)
    # A lone side still gets the tau widening (and nothing else).
    [[alone]] = bt.rate([[Rating(25.0, 25 / 3)]], [1])
    assert alone.mu == 25.0
    assert alone.sigma == pytest.approx(math.sqrt(ss), abs=1e-12)


@pytest.mark.parametrize("ranks", [[0, 1], [1, 2], [10, 20], [-5, 3], [1.5, 2.5]])
def test_rank_conventions_give_the_same_result(ranks: list[float]) -> None:
    bt = BradleyTerry()
    teams = [[Rating(27.0, 6.0), Rating(21.0, 4.0)], [Rating(24.0, 7.5)]]
    assert bt.rate(teams, ranks) == bt.rate(teams, [1, 2])


@pytest.mark.parametrize("ranks", [[3, 7, 3], [0, 5, 0], [2, 9, 2]])
def test_rank_conventions_with_ties(ranks: list[int]) -> None:
    bt = BradleyTerry()
    teams = [[Rating(27.0, 6.0)], [Rating(21.0, 4.0)], [Rating(24.0, 7.5)]]
    assert bt.rate(teams, ranks) == bt.rate(teams, [1, 2, 1])


def test_decay_widens_sigma_up_to_the_initial_sigma() -> None:
    bt = BradleyTerry(tau_day=0.5)
    r = Rating(30.0, 2.0)
    assert bt.decay(r, 4).sigma == pytest.approx(math.sqrt(4.0 + 0.25 * 4), abs=1e-12)
    assert bt.decay(r, 10_000).sigma == 25.0 / 3.0
    assert bt.decay(r, 0) is r
    assert BradleyTerry().decay(r, 30) is r
