"""Cross-checks against an independent implementation: openskill.py 6.2.

``BradleyTerry`` is compared with openskill's ``BradleyTerryFull`` and
``PlackettLuce`` with openskill's ``PlackettLuce`` on thousands of random
matches (2-8 sides, 1-4 players per side, random ties, random prior mu and
sigma, ranks in assorted conventions); mu and sigma must agree to 1e-9.

Which openskill settings make the two models coincide, and why (read from
``openskill/models/weng_lin/bradley_terry_full.py`` and ``plackett_luce.py``):

* ``tau=0`` in the constructor. openskill defaults to ``tau = 25/300`` and
  ``rate(tau=0)`` does not help: ``rate`` does ``tau = tau if tau else
  self.tau``, which tests truthiness, so an explicit 0 falls back to the
  model's tau. Our models default to tau 0, as bbt and o!TR do.
* no ``weights``: with weights openskill rescales each player's update
  (normalised to ``weight_bounds``) and passes them to gamma; without them
  its per-player weight is 1.0 and the ``omega >= 0`` / ``< 0`` branches,
  which multiply or divide by that weight, are the same formula.
* no ``margin`` (0, the default) and ``ranks`` passed, never ``scores``:
  the margin adjustments of ``_sum_q``/``_compute`` only run when scores are
  given and ``margin > 0``; scores would also be turned into ranks.
* ``limit_sigma=False`` (the default; note ``rate(limit_sigma=...)`` stores
  the value on the model): otherwise sigma is clipped to its prior.
* ``balance=False`` (the default): otherwise team mu and sigma² are sums of
  players reweighted by their distance from the team's best ordinal.
* the same mu, sigma, beta and kappa (openskill's defaults equal ours:
  25, 25/3, 25/6, 1e-4); for Plackett-Luce ``damping=True`` is openskill's
  default gamma ``sqrt(sigma_i²)/c`` and ``damping=False`` is a gamma that
  returns 1.0, as o!TR configures it.

Two differences in how openskill organises the work do not change the result:

* it sorts the teams by rank (``_unwind``, a stable sort) before computing
  and unsorts the result afterwards, and turns ranks into "index of first
  occurrence in the sorted list"; only the order of ranks matters to both.
  (Its Plackett-Luce ``_sum_q`` builds a dict whose insertion order equals
  the team index order only because of that sort.)
* the tie-averaging block at the end of ``_compute`` (``rank_groups`` /
  ``avg_mu_change``) is a no-op: inside ``_compute``, ``original_teams`` is
  the very list of (already deep-copied) rating objects being rated, and
  each update is written into ``modified_player = original_teams[i][j]``
  before being appended to ``result``. So ``result[i][0]`` *is*
  ``original_teams[i][0]``, every ``result[i][0].mu - original_teams[i][0].mu``
  is 0.0, ``avg_mu_change`` is 0.0, and the reassignment writes back the
  same value. Tied sides therefore keep their own, different, mu changes;
  ``test_openskill_tie_averaging_is_a_no_op`` shows it on a concrete match.

Everything is driven by a seeded ``random.Random``, so the test is
deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from openskill.models import BradleyTerryFull
from openskill.models import PlackettLuce as OpenSkillPlackettLuce

from tournament_app.ratings.base import Rating, RatingModel
from tournament_app.ratings.bradley_terry import BradleyTerry
from tournament_app.ratings.plackett_luce import PlackettLuce

MATCHES = 5000
TOLERANCE = 1e-9


def no_damping(
    c: float,
    k: int,
    mu: float,
    sigma_squared: float,
    team: Sequence[Any],
    rank: int,
    weights: list[float] | None = None,
) -> float:
    """openskill gamma for o!TR: no damping of the variance update."""
    return 1.0


def random_match(rng: random.Random) -> tuple[list[list[Rating]], list[int]]:
    n_sides = rng.randint(2, 8)
    teams = [
        [
            Rating(rng.uniform(-10.0, 60.0), rng.choice([rng.uniform(0.05, 12.0), rng.uniform(0.5, 3.0)]))
            for _ in range(rng.randint(1, 4))
        ]
        for _ in range(n_sides)
    ]
    if rng.random() < 0.3:
        places = rng.sample(range(1, n_sides + 1), n_sides)  # a strict order
    else:
        # Drawn with replacement from a pool of random size: ties, up to all tied.
        pool = rng.randint(1, n_sides)
        places = [rng.randint(1, pool) for _ in range(n_sides)]
    # Then an arbitrary rank convention: any order-preserving map.
    offset, scale = rng.choice([0, 1, -5, 100]), rng.choice([1, 3, 10])
    return teams, [offset + scale * p for p in places]


def openskill_rate(
    oracle: Any, teams: list[list[Rating]], ranks: list[int]
) -> list[list[tuple[float, float]]]:
    os_teams = [[oracle.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in teams]
    rated = oracle.rate(os_teams, ranks=list(ranks))
    return [[(p.mu, p.sigma) for p in team] for team in rated]


def max_difference(
    ours: RatingModel,
    oracle: Any,
    seed: int,
    matches: int = MATCHES,
) -> tuple[float, float, int]:
    """Largest |Δmu| and |Δsigma| over ``matches`` random matches, and how many had ties."""
    rng = random.Random(seed)
    worst_mu = worst_sigma = 0.0
    with_ties = 0
    for _ in range(matches):
        teams, ranks = random_match(rng)
        with_ties += len(set(ranks)) < len(ranks)
        expected = openskill_rate(oracle, teams, ranks)
        got = ours.rate(teams, ranks)
        assert [len(t) for t in got] == [len(t) for t in expected]
        for team_got, team_expected in zip(got, expected):
            for r, (mu, sigma) in zip(team_got, team_expected):
                worst_mu = max(worst_mu, abs(r.mu - mu))
                worst_sigma = max(worst_sigma, abs(r.sigma - sigma))
    return worst_mu, worst_sigma, with_ties


def bradley_terry_oracle() -> Any:
    return BradleyTerryFull(tau=0.0, margin=0.0, limit_sigma=False, balance=False)


def plackett_luce_oracle(damping: bool) -> Any:
    if damping:  # openskill's default gamma: sqrt(sigma_i²)/c
        return OpenSkillPlackettLuce(tau=0.0, margin=0.0, limit_sigma=False, balance=False)
    return OpenSkillPlackettLuce(tau=0.0, margin=0.0, limit_sigma=False, balance=False, gamma=no_damping)


def test_oracle_settings_match_our_defaults() -> None:
    for oracle in (bradley_terry_oracle(), plackett_luce_oracle(True)):
        assert (oracle.mu, oracle.sigma, oracle.beta, oracle.kappa, oracle.tau) == (
            25.0,
            25.0 / 3.0,
            25.0 / 6.0,
            1e-4,
            0.0,
        )
        assert (oracle.margin, oracle.limit_sigma, oracle.balance) == (0.0, False, False)


def test_bradley_terry_matches_openskill_bradley_terry_full() -> None:
    worst_mu, worst_sigma, with_ties = max_difference(BradleyTerry(), bradley_terry_oracle(), seed=2011)
    assert MATCHES // 4 < with_ties < MATCHES  # random ties really happen, and strict orders
    assert worst_mu <= TOLERANCE, f"max |Δmu| = {worst_mu}"
    assert worst_sigma <= TOLERANCE, f"max |Δsigma| = {worst_sigma}"


@pytest.mark.parametrize("damping", [True, False], ids=["damping", "no-damping-otr"])
def test_plackett_luce_matches_openskill_plackett_luce(damping: bool) -> None:
    worst_mu, worst_sigma, with_ties = max_difference(
        PlackettLuce(damping=damping), plackett_luce_oracle(damping), seed=12 if damping else 53
    )
    assert MATCHES // 4 < with_ties < MATCHES
    assert worst_mu <= TOLERANCE, f"max |Δmu| = {worst_mu}"
    assert worst_sigma <= TOLERANCE, f"max |Δsigma| = {worst_sigma}"


def test_bradley_terry_matches_the_bbt_four_player_race_through_openskill_too() -> None:
    # bbt's four_player_race (seed 001) through the oracle: the three agree.
    rated = openskill_rate(bradley_terry_oracle(), [[Rating(25.0, 25 / 3)] for _ in range(4)], [1, 2, 3, 4])
    for (mu, sigma), bbt_mu in zip((t[0] for t in rated), (32.9056941, 27.6352313, 22.3647686, 17.0943058)):
        assert abs(mu - bbt_mu) < 1e-7
        assert abs(sigma - 7.50121906) < 1e-6


@pytest.mark.parametrize(
    "make_pair",
    [
        lambda: (BradleyTerry(), bradley_terry_oracle()),
        lambda: (PlackettLuce(), plackett_luce_oracle(True)),
    ],
    ids=["bradley-terry", "plackett-luce"],
)
def test_openskill_tie_averaging_is_a_no_op(make_pair: Callable[[], tuple[RatingModel, Any]]) -> None:
    ours, oracle = make_pair()
    teams = [[Rating(32.0, 5.0)], [Rating(18.0, 3.0)], [Rating(25.0, 8.0)]]
    ranks = [1, 1, 2]
    rated = openskill_rate(oracle, teams, ranks)
    change_a = rated[0][0][0] - 32.0
    change_b = rated[1][0][0] - 18.0
    # Averaging would have made the tied sides' mu changes equal; they are not.
    assert abs(change_a - change_b) > 0.1
    got = ours.rate(teams, ranks)
    assert got[0][0].mu == pytest.approx(rated[0][0][0], abs=TOLERANCE)
    assert got[1][0].mu == pytest.approx(rated[1][0][0], abs=TOLERANCE)


def test_openskill_rate_tau_zero_falls_back_to_the_model_tau() -> None:
    # Why tau must be set in the constructor: rate(tau=0) uses the model's 25/300.
    default_tau = OpenSkillPlackettLuce()
    teams = [[default_tau.rating()], [default_tau.rating()]]
    via_rate = default_tau.rate(teams, ranks=[1, 2], tau=0)
    via_ctor = plackett_luce_oracle(True).rate(
        [[default_tau.rating()], [default_tau.rating()]], ranks=[1, 2]
    )
    ours = PlackettLuce().rate([[Rating(25.0, 25 / 3)], [Rating(25.0, 25 / 3)]], [1, 2])
    assert via_ctor[0][0].sigma == pytest.approx(ours[0][0].sigma, abs=TOLERANCE)
    assert abs(via_rate[0][0].sigma - ours[0][0].sigma) > 1e-4
    ours_tau = PlackettLuce(tau=25 / 300).rate([[Rating(25.0, 25 / 3)], [Rating(25.0, 25 / 3)]], [1, 2])
    assert via_rate[0][0].sigma == pytest.approx(ours_tau[0][0].sigma, abs=TOLERANCE)
