"""Continuous Glicko-1, as rating-update uses it (seed 004).

Glickman (1999), "Parameter estimation in large dynamic paired comparison
experiments", Applied Statistics 48(3): the rating update with one game per
rating period, and deviation decay over "virtual rating periods" of
``period_days`` days instead of real rating periods (seed 004, step 1).

The seed's ``calc_new_rating`` has a misplaced parenthesis (it computes
``(q·RD² + 1/d²)·g·(s − E)``) and returns only the change; we use Glickman's
published update ``r' = r + q/(1/RD² + 1/d²) · Σ g(RD_j)(s_j − E_j)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..messages import translate
from .base import (
    RatedTeams,
    Rating,
    RatingModel,
    Teams,
    check_match,
    check_rating,
    logistic,
    require_finite,
)
from .guards import DAYS_RANGE, MU_RANGE, SCALE_RANGE, checked
from .errors import InvalidRankError

#: Glicko's scale constant q = ln(10)/400 (seed 004: "really just 0.00575646273")
Q = math.log(10.0) / 400.0

_G_COEFF = 3.0 * Q * Q / (math.pi * math.pi)


def g_factor(rd: float) -> float:
    """Glickman's ``g(RD) = 1/sqrt(1 + 3q²RD²/π²)``: how much an uncertain opponent counts.

    Falls from 1 (RD 0) towards 0 as RD grows (seed 004's table: 350 → 0.67).
    """
    return 1.0 / math.sqrt(1.0 + _G_COEFF * rd * rd)


def expected_score(rating: Rating, opponent: Rating) -> float:
    """Glickman's ``E = 1/(1 + 10^(−g(RD_j)(r − r_j)/400))``, the opponent's RD only.

    ``10^(x/400) = e^(q·x)``, so this is ``logistic(q·g·(r − r_j))`` (never overflows).
    """
    return logistic(Q * g_factor(opponent.sigma) * (rating.mu - opponent.mu))


def composite(team: Sequence[Rating]) -> Rating:
    """A side as one opponent: its mean rating and root-mean-square deviation."""
    n = len(team)
    mu = math.fsum(r.mu for r in team) / n
    sigma = math.sqrt(math.fsum(r.sigma * r.sigma for r in team) / n)
    return Rating(mu, sigma)


class Glicko(RatingModel):
    """Continuous Glicko-1 (Glickman 1999; rating-update, seed 004).

    ``Rating.mu`` is the rating r, ``Rating.sigma`` the rating deviation RD.

    Two sides of one player each are exactly one Glicko game. In general every
    player is rated, against the pre-match ratings (simultaneously, so the
    order of the sides never matters), as having played one rating period of
    games: one game against each other side j, where side j is a composite
    opponent with the mean rating and the root-mean-square RD of its players.
    The outcome is ``s_j = 1`` if the player's side has a better (lower) rank
    than side j, ``0.5`` if the ranks are equal, ``0`` if worse. With
    ``E_j = 1/(1 + 10^(−g(RD_j)(r − r_j)/400))`` and
    ``1/d² = q² Σ_j g(RD_j)² E_j(1 − E_j)``::

        r'  = r + q/(1/RD² + 1/d²) · Σ_j g(RD_j)(s_j − E_j)
        RD' = sqrt(1/(1/RD² + 1/d²))

    Each player keeps their own RD; team-mates do not share a change. A side
    alone is unchanged. ``scores`` are accepted for a uniform interface and
    ignored. :meth:`decay` grows RD by ``c`` per full virtual rating period
    of ``period_days`` days, capped at the initial ``sigma``.
    """

    system = "glicko"
    title = "Glicko (continuous)"
    interval_k = 2.0
    param_ranges = {"mu": MU_RANGE, "sigma": SCALE_RANGE, "c": (0.0, SCALE_RANGE[1]), "period_days": DAYS_RANGE}

    def __init__(
        self,
        mu: float = 1500.0,
        sigma: float = 350.0,
        c: float = 34.6,
        period_days: float = 7.0,
    ) -> None:
        self.mu = self._param("mu", mu)
        self.sigma = self._param("sigma", sigma)
        self.c = self._param("c", c)
        self.period_days = self._param("period_days", period_days)

    def new_rating(self, mu: float | None = None, sigma: float | None = None) -> Rating:
        """A new player's rating: (r, RD) = (1500, 350) by default."""
        rating = Rating(self.mu if mu is None else float(mu), self.sigma if sigma is None else float(sigma))
        check_rating(rating)
        return rating

    @staticmethod
    def rate_period(rating: Rating, games: Sequence[tuple[Rating, float]]) -> Rating:
        """Glickman's update of one player after one rating period of ``games``.

        ``games`` are ``(opponent, outcome)`` pairs with outcome 1 (win),
        0.5 (draw) or 0 (loss), all against the opponents' pre-period ratings.
        No games: the rating is unchanged.
        """
        check_rating(rating)
        for number, (opponent, outcome) in enumerate(games, start=1):
            check_rating(opponent)
            if not isinstance(outcome, (int, float)) or not 0.0 <= outcome <= 1.0:
                raise InvalidRankError(translate(
                    "ratings.glicko", "Game {number} has no valid outcome in [0, 1]: {outcome!r}.",
                ).format(number=number, outcome=outcome))
        if not games:
            return Rating(rating.mu, rating.sigma)
        inv_d2_terms = []
        score_terms = []
        for opponent, outcome in games:
            g = g_factor(opponent.sigma)
            x = Q * g * (rating.mu - opponent.mu)
            e = logistic(x)
            # E(1 − E) as logistic(x)·logistic(−x): no cancellation when E is near 1.
            inv_d2_terms.append(g * g * e * logistic(-x))
            score_terms.append(g * (outcome - e))
        inv_d2 = Q * Q * math.fsum(inv_d2_terms)
        # 1/(1/RD² + 1/d²) written as RD²/(1 + RD²/d²): also right for RD = 0.
        var = rating.sigma * rating.sigma
        new_var = var / (1.0 + var * inv_d2)
        mu = rating.mu + Q * new_var * math.fsum(score_terms)
        return checked(Rating(mu, math.sqrt(new_var)))

    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float],
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """Rate one match as one rating period per player (see the class docstring)."""
        check_match(teams, ranks, scores)
        sides = [composite(team) for team in teams]
        result: RatedTeams = []
        for i, team in enumerate(teams):
            games = [
                (sides[j], 1.0 if ranks[i] < ranks[j] else 0.5 if ranks[i] == ranks[j] else 0.0)
                for j in range(len(teams))
                if j != i
            ]
            result.append([self.rate_period(r, games) for r in team])
        return result

    @staticmethod
    def expected_outcome(a: Rating, b: Rating) -> float:
        """P(a beats b) with both deviations (seed 004's ``calc_expected_outcome``).

        ``1/(1 + 10^(−g(sqrt(RD_a² + RD_b²))(r_a − r_b)/400))``.
        """
        return logistic(Q * g_factor(math.hypot(a.sigma, b.sigma)) * (a.mu - b.mu))

    def predict_win(self, teams: Teams) -> list[float]:
        """Each side's mean :meth:`expected_outcome` against the others, summing to 1.

        Sides are composites (mean rating, RMS RD). Since
        ``P(a beats b) + P(b beats a) = 1`` the means sum to n/2 before
        normalising; for two sides the result is exactly ``expected_outcome``.
        """
        check_match(teams, None)
        n = len(teams)
        if n == 1:
            return [1.0]
        sides = [composite(team) for team in teams]
        totals = [
            math.fsum(self.expected_outcome(sides[i], sides[j]) for j in range(n) if j != i)
            for i in range(n)
        ]
        norm = math.fsum(totals)
        return [t / norm for t in totals]

    @property
    def decays(self) -> bool:
        """True when inactivity decay is on (``c`` > 0)."""
        return self.c > 0

    def decay(self, rating: Rating, idle_days: float) -> Rating:
        """RD after ``idle_days``: ``min(sqrt(RD² + periods·c²), sigma)`` (seed 004, step 1).

        ``periods = floor(idle_days / period_days)``. The seed loops, adding c²
        and capping once per period; since ``RD ↦ sqrt(RD² + c²)`` is
        increasing and the cap, once reached, is kept by every later step,
        capping once at the end gives the same result. An RD already above
        the cap is left alone (the seed's loop would lower it to the cap).
        """
        check_rating(rating)
        idle_days = require_finite("idle_days", idle_days)
        if self.c == 0 or idle_days <= 0 or rating.sigma >= self.sigma:
            return rating
        ratio = idle_days / self.period_days
        if not math.isfinite(ratio):
            return Rating(rating.mu, self.sigma)
        periods = math.floor(ratio)
        if periods == 0:
            return rating
        var = rating.sigma * rating.sigma + float(periods) * self.c * self.c
        return Rating(rating.mu, min(math.sqrt(var), self.sigma))
