"""Weng-Lin Bradley-Terry ("full pairing"), exactly as the ``bbt`` crate does it.

Weng & Lin (2011), "A Bayesian Approximation Method for Online Ranking",
JMLR 12, Algorithm 1 with the Bradley-Terry model (eqs. 48-52); the ``bbt``
crate (seed 001) is the reference implementation whose numbers we reproduce.
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
    logistic,
    require_finite,
)
from .guards import KAPPA_RANGE, MU_RANGE, SCALE_RANGE, checked_teams


class BradleyTerry(RatingModel):
    """Weng-Lin Bradley-Terry for teams with ties (bbt's ``Rater::update_ratings``).

    Team mu and sigma² are the sums over the team's players. For each ordered
    pair of sides (i, q): ``c = sqrt(σ_i² + σ_q² + 2β²)``,
    ``p_iq = 1 / (1 + exp((μ_q − μ_i)/c))``, ``s = 1, 0.5, 0`` for a better,
    equal, worse rank; ``Ω_i += σ_i²/c · (s − p_iq)`` and
    ``Δ_i += (σ_i/c) · σ_i²/c² · p_iq · p_qi``. Each player then moves by
    ``σ_p²/σ_i² · Ω_i`` and has σ² multiplied by ``max(1 − σ_p²/σ_i² · Δ_i, κ)``.

    ``tau`` (0 by default, as in bbt) is added to every σ² before rating.
    ``tau_day`` (0 by default) is the inactivity decay of :meth:`decay`.
    """

    system = "bbt"
    title = "Bradley-Terry (Weng-Lin)"
    interval_k = 3.0
    param_ranges = {
        "mu": MU_RANGE,
        "sigma": SCALE_RANGE,
        "beta": SCALE_RANGE,
        "kappa": KAPPA_RANGE,
        "tau": (0.0, SCALE_RANGE[1]),
        "tau_day": (0.0, 1e4),
    }

    def __init__(
        self,
        mu: float = 25.0,
        sigma: float = 25.0 / 3.0,
        beta: float = 25.0 / 6.0,
        kappa: float = 1e-4,
        tau: float = 0.0,
        tau_day: float = 0.0,
    ) -> None:
        self.mu = self._param("mu", mu)
        self.sigma = self._param("sigma", sigma)
        self.beta = self._param("beta", beta)
        self.kappa = self._param("kappa", kappa)
        self.tau = self._param("tau", tau)
        self.tau_day = self._param("tau_day", tau_day)

    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float],
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """Rate one match (Weng & Lin 2011, Algorithm 1, Bradley-Terry full pairing).

        ``scores`` are accepted for a uniform interface and ignored: the
        outcome is the ranks.
        """
        check_match(teams, ranks, scores)
        n = len(teams)
        tau_sq = self.tau * self.tau
        sigma_sq = [[r.sigma * r.sigma + tau_sq for r in team] for team in teams]
        if n < 2:
            return checked_teams([[Rating(r.mu, math.sqrt(s)) for r, s in zip(team, ss)] for team, ss in zip(teams, sigma_sq)])

        team_mu = [math.fsum(r.mu for r in team) for team in teams]
        team_ss = [math.fsum(ss) for ss in sigma_sq]
        two_beta_sq = 2.0 * self.beta * self.beta
        result: RatedTeams = []
        for i in range(n):
            omega = 0.0
            delta = 0.0
            ss_i = team_ss[i]
            for q in range(n):
                if q == i:
                    continue
                c = math.sqrt(ss_i + team_ss[q] + two_beta_sq)
                p_iq = logistic((team_mu[i] - team_mu[q]) / c)
                s = 1.0 if ranks[q] > ranks[i] else 0.5 if ranks[q] == ranks[i] else 0.0
                omega += ss_i / c * (s - p_iq)
                gamma = math.sqrt(ss_i) / c
                delta += gamma * ss_i / (c * c) * p_iq * (1.0 - p_iq)
            result.append(update_team(teams[i], sigma_sq[i], ss_i, omega, delta, self.kappa))
        return checked_teams(result)

    def predict_win(self, teams: Teams) -> list[float]:
        """Probability each side beats the field, from the model's pairwise P(i beats q).

        P(i beats q) = 1/(1 + exp((μ_q − μ_i)/c_iq)) with the c of :meth:`rate`;
        side i's share is the mean of its pairwise chances, normalised by n/2
        so the list sums to 1 (for two sides it is exactly the pairwise chance).
        """
        check_match(teams, None)
        n = len(teams)
        if n == 1:
            return [1.0]
        team_mu = [math.fsum(r.mu for r in team) for team in teams]
        team_ss = [math.fsum(r.sigma * r.sigma for r in team) for team in teams]
        two_beta_sq = 2.0 * self.beta * self.beta
        wins = []
        for i in range(n):
            total = 0.0
            for q in range(n):
                if q != i:
                    c = math.sqrt(team_ss[i] + team_ss[q] + two_beta_sq)
                    total += logistic((team_mu[i] - team_mu[q]) / c)
            wins.append(total * 2.0 / (n * (n - 1)))
        return wins

    @property
    def decays(self) -> bool:
        """True when inactivity decay is on (``tau_day`` > 0)."""
        return self.tau_day > 0

    def decay(self, rating: Rating, idle_days: float) -> Rating:
        """Inactivity decay: σ² += tau_day² per idle day, capped at the initial sigma."""
        idle_days = require_finite("idle_days", idle_days)
        if self.tau_day <= 0 or idle_days <= 0 or rating.sigma >= self.sigma:
            return rating
        sigma = math.sqrt(rating.sigma * rating.sigma + self.tau_day * self.tau_day * idle_days)
        return Rating(rating.mu, min(sigma, self.sigma))


def update_team(
    team: Sequence[Rating],
    sigma_sq: Sequence[float],
    team_sigma_sq: float,
    omega: float,
    delta: float,
    kappa: float,
) -> list[Rating]:
    """Weng-Lin step 3: share a side's Ω and Δ among its players by variance."""
    out = []
    for r, ss in zip(team, sigma_sq):
        share = ss / team_sigma_sq if team_sigma_sq > 0 else 1.0 / len(team)
        mu = r.mu + share * omega
        factor = max(1.0 - share * delta, kappa)
        out.append(Rating(mu, math.sqrt(ss * factor)))
    return out
