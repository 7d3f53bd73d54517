"""PlackettLuce: published openskill numbers, hand-worked values and its API.

Independent sources only:

* openskill.py's manual (v2.x-3.x, https://openskill.me/en/v2.5.1/manual.html
  and https://pypi.org/project/openskill/3.3.0/) prints the results of its
  default model, Plackett-Luce with beta 25/6, kappa 1e-4, the damping
  ``gamma = sigma_i/c`` and no tau (those versions had none), for two matches;
  the numbers are copied here as printed.
* Weng & Lin (2011), Algorithm 1 with Plackett-Luce, worked by hand in the
  tests below for equal-strength sides, where every ``exp(mu/c)`` ratio is a
  simple fraction.
"""

from __future__ import annotations

import math

import pytest

from tournament_app.ratings.base import Rating
from tournament_app.ratings.errors import EmptyTeamError, MismatchedLengthsError
from tournament_app.ratings.plackett_luce import PlackettLuce

SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0


# --- published openskill.py numbers -------------------------------------------


def test_openskill_manual_two_teams_of_two() -> None:
    a1 = Rating(25.0, 8.333333333333334)
    a2 = Rating(32.444, 5.123)
    b1 = Rating(43.381, 2.421)
    b2 = Rating(25.188, 6.211)
    [[x1, x2], [y1, y2]] = PlackettLuce().rate([[a1, a2], [b1, b2]], [1, 2])
    published = [
        (x1, 28.669648436582808, 8.071520788025197),
        (x2, 33.83086971107981, 5.062772998705765),
        (y1, 43.071274808241974, 2.4166900452721256),
        (y2, 23.149503312339064, 6.1378606973362135),
    ]
    for got, mu, sigma in published:
        assert got.mu == pytest.approx(mu, abs=1e-12)
        assert got.sigma == pytest.approx(sigma, abs=1e-12)


def test_openskill_manual_artificial_ranks() -> None:
    # rate([[a1], [b1], [c1], [d1]], rank=[4, 1, 3, 2]) with four new players;
    # the manual prints the first two results in full.
    pl = PlackettLuce()
    teams = [[pl.new_rating()] for _ in range(4)]
    result = pl.rate(teams, [4, 1, 3, 2])
    assert result[0][0].mu == pytest.approx(20.96265504062538, abs=1e-12)
    assert result[0][0].sigma == pytest.approx(8.083731307186588, abs=1e-12)
    assert result[1][0].mu == pytest.approx(27.795084971874736, abs=1e-12)
    assert result[1][0].sigma == pytest.approx(8.263160757613477, abs=1e-12)
    # The total mu is conserved when all sides are equal (Σ Ω_i = 0).
    assert math.fsum(t[0].mu for t in result) == pytest.approx(100.0, abs=1e-12)


# --- hand-worked values ---------------------------------------------------------


@pytest.mark.parametrize("damping", [True, False])
def test_two_new_players_by_hand(damping: bool) -> None:
    # c² = Σ(σ² + β²) over both sides; equal mu so exp(μ/c) ratios are 1/2 and 1.
    ss = SIGMA**2
    c = math.sqrt(2 * (ss + BETA**2))
    gamma = math.sqrt(ss) / c if damping else 1.0
    # Winner: q = itself only, share 1/2: Ω = 1/2, Δ = 1/4.
    # Loser: q = winner (share 1/2) and itself (share 1): Ω = -1/2, Δ = 1/4.
    mu_w = 25.0 + ss / c * 0.5
    mu_l = 25.0 - ss / c * 0.5
    sigma_both = math.sqrt(ss * (1 - gamma * ss / c**2 * 0.25))
    pl = PlackettLuce(damping=damping)
    [[w], [lo]] = pl.rate([[pl.new_rating()], [pl.new_rating()]], [1, 2])
    assert w.mu == pytest.approx(mu_w, abs=1e-12)
    assert lo.mu == pytest.approx(mu_l, abs=1e-12)
    assert w.sigma == pytest.approx(sigma_both, abs=1e-12)
    assert lo.sigma == pytest.approx(sigma_both, abs=1e-12)


@pytest.mark.parametrize("damping", [True, False])
def test_tie_for_first_by_hand(damping: bool) -> None:
    # Three new players, ranks [1, 1, 2]. A_q = 2 for the tied pair, 1 for the last.
    # Tied side: q = itself (share 1/3): Ω += (1 − 1/3)/2, Δ += (1/3·2/3)/2;
    #            q = other tied (share 1/3): Ω −= (1/3)/2, Δ += (1/3·2/3)/2.
    #   → Ω = 1/6, Δ = 2/9.
    # Last side: both tied q (share 1/3 each): Ω = −1/3, Δ = 2/9; itself: share 1, adds 0.
    ss = SIGMA**2
    c = math.sqrt(3 * (ss + BETA**2))
    gamma = math.sqrt(ss) / c if damping else 1.0
    pl = PlackettLuce(damping=damping)
    [[a], [b], [last]] = pl.rate([[pl.new_rating()] for _ in range(3)], [1, 1, 2])
    assert a.mu == pytest.approx(25.0 + ss / c / 6, abs=1e-12)
    assert b.mu == pytest.approx(25.0 + ss / c / 6, abs=1e-12)
    assert last.mu == pytest.approx(25.0 - ss / c / 3, abs=1e-12)
    expected_sigma = math.sqrt(ss * (1 - gamma * ss / c**2 * 2 / 9))
    for r in (a, b, last):
        assert r.sigma == pytest.approx(expected_sigma, abs=1e-12)


def test_players_share_the_team_update_by_variance() -> None:
    # One team of (σ=3, σ=4) against one player σ=5, all mu 20; the team wins.
    pl = PlackettLuce()
    p, q, r = Rating(20.0, 3.0), Rating(10.0, 4.0), Rating(30.0, 5.0)
    [[np_, nq], [nr]] = pl.rate([[p, q], [r]], [1, 2])
    team_ss = 9.0 + 16.0
    c = math.sqrt(team_ss + BETA**2 + 25.0 + BETA**2)
    # Team mu 30 vs 30: equal strengths, so the winner's Ω = σ_team²/c · 1/2.
    omega = team_ss / c * 0.5
    assert np_.mu == pytest.approx(20.0 + 9.0 / team_ss * omega, abs=1e-12)
    assert nq.mu == pytest.approx(10.0 + 16.0 / team_ss * omega, abs=1e-12)
    assert nr.mu == pytest.approx(30.0 - 25.0 / c * 0.5, abs=1e-12)
    delta = math.sqrt(team_ss) / c * team_ss / c**2 * 0.25
    assert np_.sigma == pytest.approx(math.sqrt(9.0 * (1 - 9.0 / team_ss * delta)), abs=1e-12)
    assert nq.sigma == pytest.approx(math.sqrt(16.0 * (1 - 16.0 / team_ss * delta)), abs=1e-12)


# --- API ---------------------------------------------------------------------------


def test_defaults() -> None:
    pl = PlackettLuce()
    assert pl.params() == {
        "mu": 25.0,
        "sigma": 25.0 / 3.0,
        "beta": 25.0 / 6.0,
        "kappa": 1e-4,
        "tau": 0.0,
        "damping": True,
    }
    assert pl.new_rating() == Rating(25.0, 25.0 / 3.0)
    assert PlackettLuce.from_params(pl.params()) == pl
    assert PlackettLuce(damping=False) != pl


def test_rate_returns_new_ratings_and_leaves_inputs_alone() -> None:
    pl = PlackettLuce()
    a, b, c, d = Rating(25.0, SIGMA), Rating(30.0, 5.0), Rating(20.0, 7.0), Rating(28.0, 2.0)
    team1, team2 = [a, b], [c, d]
    teams = [team1, team2]
    result = pl.rate(teams, ranks=[1, 2])
    assert [[type(r) for r in t] for t in result] == [[Rating, Rating], [Rating, Rating]]
    assert teams == [[a, b], [c, d]] and teams[0] is team1 and team1[0] is a
    assert (a.mu, a.sigma) == (25.0, SIGMA)
    assert result[0] is not team1


def test_single_side_unchanged() -> None:
    pl = PlackettLuce()
    r = Rating(31.0, 4.0)
    assert pl.rate([[r]], [1]) == [[Rating(31.0, 4.0)]]


def test_errors_are_the_shared_ones() -> None:
    pl = PlackettLuce()
    with pytest.raises(MismatchedLengthsError):
        pl.rate([[pl.new_rating()], [pl.new_rating()]], [1])
    with pytest.raises(EmptyTeamError):
        pl.rate([[pl.new_rating()], []], [1, 2])


def test_tau_is_added_to_sigma_squared_before_rating() -> None:
    tau = 2.0
    pl = PlackettLuce(tau=tau)
    [[w], [lo]] = pl.rate([[Rating(25.0, SIGMA)], [Rating(25.0, SIGMA)]], [1, 2])
    ss = SIGMA**2 + tau**2
    c = math.sqrt(2 * (ss + BETA**2))
    assert w.mu == pytest.approx(25.0 + ss / c * 0.5, abs=1e-12)
    assert lo.mu == pytest.approx(25.0 - ss / c * 0.5, abs=1e-12)
    assert w.sigma == pytest.approx(math.sqrt(ss * (1 - math.sqrt(ss) / c * ss / c**2 * 0.25)), abs=1e-12)


@pytest.mark.parametrize("ranks", [[0, 1, 2], [1, 2, 3], [10, 20, 30], [-4, 0, 7], [0.5, 1.5, 2.5]])
def test_rank_conventions_give_the_same_result(ranks: list[float]) -> None:
    pl = PlackettLuce()
    teams = [[Rating(27.0, 6.0)], [Rating(21.0, 4.0), Rating(3.0, 1.0)], [Rating(24.0, 7.5)]]
    assert pl.rate(teams, ranks) == pl.rate(teams, [1, 2, 3])


def test_predict_win_is_the_first_place_probability() -> None:
    pl = PlackettLuce()
    sides = [[Rating(30.0, 4.0)], [Rating(22.0, 6.0)], [Rating(10.0, 3.0), Rating(15.0, 2.0)]]
    c = math.sqrt(16.0 + 36.0 + 9.0 + 4.0 + 3 * BETA**2)
    e = [math.exp(30.0 / c), math.exp(22.0 / c), math.exp(25.0 / c)]
    probs = pl.predict_win(sides)
    assert probs == pytest.approx([x / sum(e) for x in e], abs=1e-12)
    assert math.fsum(probs) == pytest.approx(1.0, abs=1e-12)


def test_far_apart_ratings_do_not_divide_by_zero() -> None:
    # exp((μ_loser − μ_winner)/c) underflows to 0 here; the expected result teaches
    # nothing (share 1 and 0 exactly), and the upset must stay finite.
    pl = PlackettLuce()
    strong, weak = Rating(1e6, 1e-6), Rating(-1e6, 1e-6)
    assert pl.rate([[strong], [weak]], [1, 2]) == [[strong], [weak]]
    [[s2], [w2]] = pl.rate([[strong], [weak]], [2, 1])
    assert all(math.isfinite(x) for x in (s2.mu, s2.sigma, w2.mu, w2.sigma))
    assert w2.mu >= weak.mu and s2.mu <= strong.mu
