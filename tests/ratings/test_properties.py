"""Property tests (hypothesis) for BradleyTerry and PlackettLuce.

For every model (Plackett-Luce with and without damping):

* no NaN or inf ever, including extreme inputs (mu ±1e6, sigma from 1e-6
  to 1e6 and 0, up to 50 sides of 1-10 players);
* sigma never grows when tau = 0;
* listing the sides in another order (teams and ranks permuted together)
  gives the same ratings, to 1e-9;
* a tie between equal ratings leaves every mu unchanged;
* the winner of a two-side match never loses mu (and the loser never gains);
  more generally a sole winner never loses mu.
"""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.ratings.base import Rating, RatingModel
from tournament_app.ratings.bradley_terry import BradleyTerry
from tournament_app.ratings.plackett_luce import PlackettLuce

# Every example is checked against all three models (same data, a third of the
# generation cost of running each property once per model).
MODELS: list[RatingModel] = [BradleyTerry(), PlackettLuce(), PlackettLuce(damping=False)]

usual = settings(max_examples=200, deadline=None)
big = settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)

extreme_mu = st.one_of(
    st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False),
    st.sampled_from([-1e6, 1e6, 0.0]),
)
extreme_sigma = st.one_of(
    st.floats(min_value=1e-6, max_value=1e6, allow_nan=False, allow_infinity=False),
    st.sampled_from([1e-6, 1e6, 0.0]),
)
extreme_rating = st.builds(Rating, extreme_mu, extreme_sigma)
usual_rating = st.builds(
    Rating,
    st.floats(min_value=-50.0, max_value=100.0, allow_nan=False),
    st.floats(min_value=0.01, max_value=20.0, allow_nan=False),
)


@st.composite
def matches(
    draw: st.DrawFn,
    ratings: st.SearchStrategy[Rating],
    max_sides: int = 8,
    max_players: int = 4,
) -> tuple[list[list[Rating]], list[int]]:
    n = draw(st.integers(min_value=2, max_value=max_sides))
    teams = [draw(st.lists(ratings, min_size=1, max_size=max_players)) for _ in range(n)]
    ranks = draw(st.lists(st.integers(min_value=0, max_value=n), min_size=n, max_size=n))
    return teams, ranks


def all_finite(result: list[list[Rating]]) -> bool:
    return all(math.isfinite(r.mu) and math.isfinite(r.sigma) for team in result for r in team)


def check_no_nan_and_no_growth(teams: list[list[Rating]], ranks: list[int]) -> None:
    for model in MODELS:
        result = model.rate(teams, ranks)
        assert all_finite(result), (model, result)
        for team_before, team_after in zip(teams, result):
            for before, after in zip(team_before, team_after):
                assert 0.0 <= after.sigma <= before.sigma, (model, before, after)


@usual
@given(match=matches(extreme_rating))
def test_no_nan_or_inf_and_sigma_never_grows(match: tuple[list[list[Rating]], list[int]]) -> None:
    check_no_nan_and_no_growth(*match)


@big
@given(match=matches(extreme_rating, max_sides=50, max_players=10))
def test_no_nan_or_inf_in_big_matches(match: tuple[list[list[Rating]], list[int]]) -> None:
    check_no_nan_and_no_growth(*match)


@big
@given(
    pool=st.lists(extreme_rating, min_size=1, max_size=6),
    n=st.integers(min_value=40, max_value=50),
    size=st.integers(min_value=8, max_value=10),
    data=st.data(),
)
def test_no_nan_or_inf_for_fifty_sides_of_ten(
    pool: list[Rating], n: int, size: int, data: st.DataObject
) -> None:
    # Cheap to generate: the few extreme ratings of ``pool`` cycled over up to
    # 500 players (fresh objects, so no player appears twice).
    picks = [pool[k % len(pool)] for k in range(n * size)]
    teams = [[Rating(r.mu, r.sigma) for r in picks[i * size : (i + 1) * size]] for i in range(n)]
    ranks = data.draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    check_no_nan_and_no_growth(teams, ranks)


@usual
@given(match=matches(usual_rating), data=st.data())
def test_order_of_sides_does_not_matter(
    match: tuple[list[list[Rating]], list[int]], data: st.DataObject
) -> None:
    teams, ranks = match
    order = data.draw(st.permutations(range(len(teams))))
    for model in MODELS:
        straight = model.rate(teams, ranks)
        permuted = model.rate([teams[k] for k in order], [ranks[k] for k in order])
        for position, k in enumerate(order):
            for a, b in zip(permuted[position], straight[k]):
                assert abs(a.mu - b.mu) <= 1e-9, (model, a, b)
                assert abs(a.sigma - b.sigma) <= 1e-9, (model, a, b)


@usual
@given(
    mu=st.floats(min_value=-1e3, max_value=1e3, allow_nan=False),
    sigma=st.floats(min_value=1e-3, max_value=100.0, allow_nan=False),
    n=st.integers(min_value=2, max_value=8),
    size=st.integers(min_value=1, max_value=4),
    rank=st.integers(min_value=-3, max_value=10),
)
def test_tie_between_equal_ratings_leaves_mu_unchanged(
    mu: float, sigma: float, n: int, size: int, rank: int
) -> None:
    teams = [[Rating(mu, sigma) for _ in range(size)] for _ in range(n)]
    for model in MODELS:
        result = model.rate(teams, [rank] * n)
        for team in result:
            for r in team:
                assert abs(r.mu - mu) <= 1e-9, (model, r)
                assert r.sigma <= sigma, (model, r)


@usual
@given(
    winner=st.lists(extreme_rating, min_size=1, max_size=4),
    loser=st.lists(extreme_rating, min_size=1, max_size=4),
    winner_first=st.booleans(),
)
def test_winner_never_loses_mu_in_a_two_side_match(
    winner: list[Rating], loser: list[Rating], winner_first: bool
) -> None:
    for model in MODELS:
        if winner_first:
            [new_winner, new_loser] = model.rate([winner, loser], [1, 2])
        else:
            [new_loser, new_winner] = model.rate([loser, winner], [7, 3])
        assert all(after.mu >= before.mu for before, after in zip(winner, new_winner)), model
        assert all(after.mu <= before.mu for before, after in zip(loser, new_loser)), model


@usual
@given(match=matches(extreme_rating), data=st.data())
def test_sole_winner_never_loses_mu(
    match: tuple[list[list[Rating]], list[int]], data: st.DataObject
) -> None:
    teams, ranks = match
    best = data.draw(st.integers(min_value=0, max_value=len(teams) - 1))
    ranks = [r + 1 for r in ranks]
    ranks[best] = 0
    for model in MODELS:
        result = model.rate(teams, ranks)
        assert all(after.mu >= before.mu for before, after in zip(teams[best], result[best])), model
