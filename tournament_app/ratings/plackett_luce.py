"""Weng-Lin Plackett-Luce, as o!TR uses it (seed 002).

Weng & Lin (2011), JMLR 12, Algorithm 1 with the Plackett-Luce model
(eqs. 53-56, with ties handled by the A_q counts of openskill.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .base import (
    RatedTeams,
    Rating,
    RatingModel,
    Teams,
    check_match,
)
from .guards import KAPPA_RANGE, MU_RANGE, SCALE_RANGE, checked_teams
from .bradley_terry import update_team


class PlackettLuce(RatingModel):
    """Weng-Lin Plackett-Luce for teams with ties.

    ``c = sqrt(Σ_q (σ_q² + β²))`` over all sides; for side q,
    ``S_q = Σ_{s: r(s) ≥ r(q)} exp(μ_s/c)`` and ``A_q`` = the number of sides
    tied with q. For side i, summing over the sides q with ``r(q) ≤ r(i)``:
    ``Ω_i = σ_i²/c · Σ (1[q=i] − exp(μ_i/c)/S_q) / A_q`` and
    ``Δ_i = γ · σ_i²/c² · Σ (exp(μ_i/c)/S_q)(1 − exp(μ_i/c)/S_q) / A_q``,
    with the damping ``γ = σ_i/c`` (or 1 with ``damping=False``, as o!TR).
    ``tau`` is added to every σ² before rating (0 here and in o!TR).
    """

    system = "plackett-luce"
    title = "Plackett-Luce (Weng-Lin, o!TR)"
    interval_k = 3.0
    param_ranges = {"mu": MU_RANGE, "sigma": SCALE_RANGE, "beta": SCALE_RANGE, "kappa": KAPPA_RANGE, "tau": (0.0, SCALE_RANGE[1])}

    def __init__(
        self,
        mu: float = 25.0,
        sigma: float = 25.0 / 3.0,
        beta: float = 25.0 / 6.0,
        kappa: float = 1e-4,
        tau: float = 0.0,
        damping: bool = True,
    ) -> None:
        self.mu = self._param("mu", mu)
        self.sigma = self._param("sigma", sigma)
        self.beta = self._param("beta", beta)
        self.kappa = self._param("kappa", kappa)
        self.tau = self._param("tau", tau)
        self.damping = bool(damping)

    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float],
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """Rate one match (Weng & Lin 2011, Algorithm 1 with Plackett-Luce); scores are ignored."""
        check_match(teams, ranks, scores)
        n = len(teams)
        tau_sq = self.tau * self.tau
        sigma_sq = [[r.sigma * r.sigma + tau_sq for r in team] for team in teams]
        if n < 2:
            return checked_teams([[Rating(r.mu, math.sqrt(s)) for r, s in zip(team, ss)] for team, ss in zip(teams, sigma_sq)])

        team_mu = [math.fsum(r.mu for r in team) for team in teams]
        team_ss = [math.fsum(ss) for ss in sigma_sq]
        beta_sq = self.beta * self.beta
        c = math.sqrt(math.fsum(ss + beta_sq for ss in team_ss))
        scaled = [m / c for m in team_mu]
        # S_q = Σ_{s: r(s) ≥ r(q)} exp(μ_s/c) is kept as exp(top_q) · sum_q[q], with
        # top_q the largest μ_s/c in the set: no ratio changes, exp never overflows,
        # and sum_q[q] ≥ 1, so it cannot underflow to 0 when the set lies far below
        # the match's best side (a single global shift let it, dividing by zero).
        top_q = [max(scaled[s] for s in range(n) if ranks[s] >= ranks[q]) for q in range(n)]
        sum_q = [
            math.fsum(math.exp(scaled[s] - top_q[q]) for s in range(n) if ranks[s] >= ranks[q])
            for q in range(n)
        ]
        tied = [sum(1 for s in range(n) if ranks[s] == ranks[q]) for q in range(n)]

        result: RatedTeams = []
        for i in range(n):
            omega = 0.0
            delta = 0.0
            for q in range(n):
                if ranks[q] > ranks[i]:
                    continue
                share = math.exp(scaled[i] - top_q[q]) / sum_q[q]
                delta += share * (1.0 - share) / tied[q]
                omega += ((1.0 if q == i else 0.0) - share) / tied[q]
            ss_i = team_ss[i]
            omega *= ss_i / c
            delta *= ss_i / (c * c)
            if self.damping:
                delta *= math.sqrt(ss_i) / c
            result.append(update_team(teams[i], sigma_sq[i], ss_i, omega, delta, self.kappa))
        return checked_teams(result)

    def predict_win(self, teams: Teams) -> list[float]:
        """Probability of each side finishing first under Plackett-Luce.

        ``P(i first) = exp(μ_i/c) / Σ_q exp(μ_q/c)`` with the c of :meth:`rate`
        (Weng & Lin 2011, eq. 53 for the top place).
        """
        check_match(teams, None)
        team_mu = [math.fsum(r.mu for r in team) for team in teams]
        beta_sq = self.beta * self.beta
        c = math.sqrt(math.fsum(r.sigma * r.sigma + 0.0 for team in teams for r in team) + len(teams) * beta_sq)
        top = max(team_mu) / c
        strength = [math.exp(m / c - top) for m in team_mu]
        total = math.fsum(strength)
        return [s / total for s in strength]
