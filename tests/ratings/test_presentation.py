"""How ratings are shown: conservative estimate, Battlesnake display, combining.

Expected values are the seeds' formulas evaluated by hand in each test:
seed 000 (Battlesnake) for the 0-10000 display and the precision-weighted
combination, seed 001 (bbt) for the floored conservative estimate, seed 004
(rating-update) for Glicko's "X ±2·RD".
"""

from __future__ import annotations

import math
import random

import pytest

from tournament_app.ratings.base import Rating
from tournament_app.ratings.errors import (
    InvalidParameterError,
    InvalidRatingError,
    NoTeamsError,
    RatingError,
)
from tournament_app.ratings.presentation import (
    combine_ratings,
    conservative_estimate,
    display_rating,
    format_glicko,
    glicko_interval,
)

MU0, SIGMA0 = 25.0, 25.0 / 3.0


def battlesnake(mu: float, sigma: float, mu0: float = MU0, sigma0: float = SIGMA0) -> int:
    """Seed 000 written out: floor(10000 · 1/(1 + e^(−(μ − 3σ − μ0)/σ0)))."""
    return math.floor(10000 / (1 + math.exp(-((mu - 3 * sigma) - mu0) / sigma0)))


# --- conservative estimate ---------------------------------------------------------


def test_conservative_estimate() -> None:
    assert conservative_estimate(Rating(25.0, 8.0)) == 1.0
    assert conservative_estimate(Rating(5.0, 8.0)) == -19.0  # seed 000: no floor
    assert conservative_estimate(Rating(5.0, 8.0), floor=0.0) == 0.0  # bbt's floor
    assert conservative_estimate(Rating(25.0, 8.0), floor=0.0) == 1.0
    assert conservative_estimate(Rating(30.0, 2.0), k=2.0) == 26.0


# --- display rating ------------------------------------------------------------------


def test_new_player_display() -> None:
    # (25 − 3·25/3 − 25)/(25/3) = −3 → floor(10000/(1 + e³)) = floor(474.258...) = 474
    assert math.floor(10000 / (1 + math.exp(3))) == 474
    assert display_rating(Rating(25.0, 25.0 / 3.0)) == 474


@pytest.mark.parametrize(
    ("mu", "sigma"),
    [(25.0, 25 / 3), (50.0, 2.0), (0.0, 10.0), (31.7, 1.2), (25.0, 0.0), (60.0, 0.5), (-20.0, 4.0)],
)
def test_display_matches_the_battlesnake_formula(mu: float, sigma: float) -> None:
    assert display_rating(Rating(mu, sigma)) == battlesnake(mu, sigma)


def test_display_with_another_scale() -> None:
    # mu0 = 1500, sigma0 = 500: (1500 − 300 − 1500)/500 = −0.6 → floor(10000/(1 + e^0.6)) = 3543
    assert display_rating(Rating(1500.0, 100.0), mu0=1500.0, sigma0=500.0) == 3543


def test_display_stays_in_range() -> None:
    # logistic(x) < 1 for every real x, so floor(10000·logistic) ≤ 9999 even when
    # the float logistic rounds to 1.0; and ≥ 0.
    assert display_rating(Rating(1e6, 1.0)) == 9999
    assert display_rating(Rating(-1e6, 1.0)) == 0
    assert display_rating(Rating(1e6, 1e6)) == 0


def test_display_preserves_order() -> None:
    # Seed 000: "it doesn't change the ordering of ratings in any way".
    rng = random.Random(474)
    ratings = [Rating(rng.uniform(-20, 70), rng.uniform(0.0, 12.0)) for _ in range(2000)]
    ratings.sort(key=conservative_estimate)
    shown = [display_rating(r) for r in ratings]
    assert shown == sorted(shown)
    assert all(0 <= s <= 9999 for s in shown)


def test_display_rejects_a_bad_scale() -> None:
    for sigma0 in (0.0, -1.0, math.inf, math.nan):
        with pytest.raises(InvalidParameterError):
            display_rating(Rating(25.0, 5.0), sigma0=sigma0)


# --- combining ratings -----------------------------------------------------------------


def test_combine_two_ratings_by_hand() -> None:
    # (1, σ=3) and (2, σ=1): precisions 1/9 and 1.
    # μ = (1/9 + 2)/(1/9 + 1) = (19/9)/(10/9) = 1.9;  σ = sqrt(1/(10/9)) = sqrt(0.9)
    combined = combine_ratings([Rating(1.0, 3.0), Rating(2.0, 1.0)])
    assert combined.mu == pytest.approx(1.9, abs=1e-12)
    assert combined.sigma == pytest.approx(math.sqrt(0.9), abs=1e-12)


def test_combine_equal_sigmas_is_the_plain_mean() -> None:
    combined = combine_ratings(Rating(mu, 4.0) for mu in (10.0, 20.0, 36.0))
    assert combined.mu == pytest.approx(22.0, abs=1e-12)
    assert combined.sigma == pytest.approx(4.0 / math.sqrt(3), abs=1e-12)


def test_combine_one_rating_returns_it() -> None:
    for r in (Rating(25.0, 25 / 3), Rating(-3.5, 0.25), Rating(1e6, 1e-6)):
        assert combine_ratings([r]) == r


def test_combine_random_ratings_against_the_formula() -> None:
    rng = random.Random(0)
    for _ in range(500):
        items = [Rating(rng.uniform(-10, 60), rng.uniform(0.1, 10)) for _ in range(rng.randint(1, 6))]
        precision = sum(1 / r.sigma**2 for r in items)
        mu = sum(r.mu / r.sigma**2 for r in items) / precision
        combined = combine_ratings(items)
        assert combined.mu == pytest.approx(mu, rel=1e-12, abs=1e-12)
        assert combined.sigma == pytest.approx(math.sqrt(1 / precision), rel=1e-12)
        assert combined.sigma <= min(r.sigma for r in items)
        assert combine_ratings(reversed(items)).mu == pytest.approx(combined.mu, abs=1e-12)


def test_combine_certain_ratings_win() -> None:
    # σ = 0 is infinite precision: only the certain ratings count.
    assert combine_ratings([Rating(10.0, 0.0), Rating(20.0, 0.0), Rating(99.0, 1.0)]) == Rating(15.0, 0.0)


def test_combine_tiny_sigma_does_not_give_nan() -> None:
    # 1/σ² overflows to inf for σ = 1e-160; the combination is still that rating.
    combined = combine_ratings([Rating(1.0, 1e-160), Rating(2.0, 1.0)])
    assert combined.mu == 1.0
    assert combined.sigma == pytest.approx(1e-160, rel=1e-12)


def test_combine_then_display() -> None:
    # Seed 000: the combined mu and sigma are "transformed in the same way".
    combined = combine_ratings([Rating(30.0, 3.0), Rating(26.0, 4.0)])
    p = 1 / 9 + 1 / 16
    mu, sigma = (30 / 9 + 26 / 16) / p, math.sqrt(1 / p)
    assert display_rating(combined) == battlesnake(mu, sigma)


def test_combine_errors() -> None:
    with pytest.raises(NoTeamsError) as info:
        combine_ratings([])
    assert isinstance(info.value, RatingError) and "at least one rating" in str(info.value)
    with pytest.raises(InvalidRatingError):
        combine_ratings([Rating(25.0, -1.0)])
    with pytest.raises(InvalidRatingError):
        combine_ratings([Rating(math.nan, 1.0)])


# --- Glicko presentation ------------------------------------------------------------------


# (The two test names avoid the word "glicko" so that a run filtered with
# -k "not glicko" still covers these presentation helpers.)


def test_interval_of_two_rating_deviations() -> None:
    """glicko_interval: seed 004, about 95% sure the skill is within X ± 2·RD."""
    assert glicko_interval(Rating(1500.0, 350.0)) == (800.0, 2200.0)
    assert glicko_interval(Rating(1720.0, 60.0), width=1.0) == (1660.0, 1780.0)


def test_format_as_rating_update_shows_it() -> None:
    """format_glicko: rating-update shows "X ±Y" with Y the doubled deviation."""
    assert format_glicko(Rating(1500.0, 350.0)) == "1500 ±700"
    assert format_glicko(Rating(1623.6, 51.2)) == "1624 ±102"
    assert format_glicko(Rating(1623.6, 51.2), width=1.0) == "1624 ±51"
