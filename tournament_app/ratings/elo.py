"""Elo with score fractions, and the static least-squares ranking (seed 003).

Michael Becker, "Ranking of players in multiplayer games" (frag-ranking,
2001/2002): a dynamic Elo-like ranking where the outcome of a duel is the
fraction of the frags (scores) each side made, and a static ranking that fits
strengths to a whole frag matrix by least squares.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

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
    require_positive,
)
from .guards import DAYS_RANGE, MU_RANGE, checked
from .errors import InvalidParameterError, InvalidRankError

#: 10^(x/400) = e^(x·ln(10)/400)
_Q = math.log(10.0) / 400.0


def win_probability(g_i: float, g_j: float) -> float:
    """P(i beats j) = ``1/(1 + 10^((g_j − g_i)/400))``, the standard Elo curve.

    The seed prints the exponent as ``(g_i − g_j)/400``, which would make the
    stronger player the underdog and make ``e_ij − w_ij`` push ratings apart;
    that is a sign slip, and we use the standard form (a 200-point favourite
    wins about 76% of the time, as in seed 004's table).
    """
    return logistic(_Q * (g_i - g_j))


def score_fraction(a_i: float, a_j: float) -> float:
    """The outcome ``e_ij = a_i/(a_i + a_j)`` of a duel scored ``a_i : a_j`` (seed 003).

    0:0 is 0.5. Negative scores (suicides subtracted) are first removed by
    subtracting the sum of the negative values from both: 6:−2 becomes 8:0
    and −3:−5 becomes 5:3, as in the seed.
    """
    a_i = require_finite("a_i", a_i)
    a_j = require_finite("a_j", a_j)
    # Scaling both by the larger magnitude changes no fraction and keeps every sum finite.
    scale = max(abs(a_i), abs(a_j))
    if scale == 0:
        return 0.5
    a_i /= scale
    a_j /= scale
    shift = min(a_i, 0.0) + min(a_j, 0.0)
    a_i -= shift
    a_j -= shift
    total = a_i + a_j
    return 0.5 if total == 0 else a_i / total


class Elo(RatingModel):
    """The frag-ranking Elo ladder (seed 003), for duels, free-for-alls and teams.

    ``Rating.mu`` is the strength g; ``Rating.sigma`` is always 0. Every player
    p on side i is compared, against the pre-match ratings (simultaneously, so
    the order of the sides never matters), with every other side j, side j
    being represented by its mean rating ``G_j``::

        g_p' = g_p + K · Σ_j (e_ij − w(g_p, G_j)),   w(a, b) = 1/(1 + 10^((b − a)/400))

    With ``scores``, ``e_ij`` is the score fraction of the two sides' scores
    (:func:`score_fraction`); without, ``e_ij`` is 1 for a better (lower)
    rank, 0.5 for an equal rank, 0 for a worse one. Then, if ``floor`` is set,
    a new rating below it is raised to it (the seed resets negative ratings
    to 0: ``floor=0.0``). In a 1v1 without floor the sum of the two ratings
    is unchanged. :meth:`decay` takes ``decay_points`` off for every full
    ``decay_period_days`` of inactivity, not below ``floor``.
    """

    system = "elo"
    title = "Elo (score fraction)"
    interval_k = 0.0
    param_ranges = {"mu": MU_RANGE, "k": (1e-12, 1e4), "floor": MU_RANGE, "decay_points": (0.0, 1e6), "decay_period_days": DAYS_RANGE}

    def __init__(
        self,
        mu: float = 1500.0,
        k: float = 32.0,
        floor: float | None = None,
        decay_points: float = 0.0,
        decay_period_days: float = 30.0,
    ) -> None:
        self.mu = self._param("mu", mu)
        self.k = self._param("k", k)
        self.floor = None if floor is None else self._param("floor", floor)
        self.decay_points = self._param("decay_points", decay_points)
        self.decay_period_days = self._param("decay_period_days", decay_period_days)
        if self.floor is not None and self.mu < self.floor:
            raise InvalidParameterError(
                translate("ratings.elo", "The initial rating mu ({mu!r}) is below the floor ({floor!r}).").format(
                    mu=self.mu, floor=self.floor))

    def new_rating(self, mu: float | None = None, sigma: float | None = None) -> Rating:
        """A new player's rating: (1500, 0) by default; Elo has no sigma, so it must be 0."""
        if sigma is not None and float(sigma) != 0.0:
            raise InvalidParameterError(
                translate("ratings.elo", "Elo ratings have no deviation: sigma must be 0, got {sigma!r}.").format(
                    sigma=sigma))
        rating = Rating(self.mu if mu is None else float(mu), 0.0)
        check_rating(rating)
        return rating

    def _floored(self, mu: float) -> float:
        return mu if self.floor is None else max(mu, self.floor)

    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float] | None,
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """Rate one match (see the class docstring); ``scores``, if given, decide the outcome.

        ``ranks`` may be None when ``scores`` are given.
        """
        if ranks is None and scores is None:
            raise InvalidRankError(translate("ratings.elo", "A match needs 'ranks' or 'scores'."))
        check_match(teams, ranks, scores)
        n = len(teams)
        means = [math.fsum(r.mu for r in team) / len(team) for team in teams]
        outcome = [[0.5] * n for _ in range(n)]
        for i in range(n):
            for j in range(n):
                if i == j:
                    continue
                if scores is not None:
                    outcome[i][j] = score_fraction(scores[i], scores[j])
                else:
                    assert ranks is not None
                    outcome[i][j] = 1.0 if ranks[i] < ranks[j] else 0.5 if ranks[i] == ranks[j] else 0.0
        result: RatedTeams = []
        for i, team in enumerate(teams):
            new_team = []
            for r in team:
                change = math.fsum(
                    outcome[i][j] - win_probability(r.mu, means[j]) for j in range(n) if j != i
                )
                new_team.append(checked(Rating(self._floored(r.mu + self.k * change), 0.0)))
            result.append(new_team)
        return result

    def rate_against(
        self,
        rating: Rating,
        opponent_mu: float,
        own_score: float,
        opponent_score: float,
        weight: float = 1.0,
    ) -> Rating:
        """One player's new rating after ``own_score : opponent_score`` against an opponent who is not rated.

        ``g' = g + K · weight · (e − w(g, opponent_mu))`` with ``e`` the
        :func:`score_fraction`, then the floor. Seed 003's events without a
        rated opponent: a suicide is −1:0 against an imaginary player of the
        same strength (``opponent_mu = g``); a team kill is −1:0 for the
        killer only; an event worth x points (a capture worth 7) is x:0
        against the average strength of the opposing team. Since the
        fraction of x:0 is 1 for every x > 0, the points enter as
        ``weight``: x points count as x one-point results.
        """
        check_rating(rating)
        opponent_mu = require_finite("opponent_mu", opponent_mu)
        weight = require_positive("weight", weight)
        e = score_fraction(own_score, opponent_score)
        mu = rating.mu + self.k * weight * (e - win_probability(rating.mu, opponent_mu))
        return checked(Rating(self._floored(mu), rating.sigma))

    def predict_win(self, teams: Teams) -> list[float]:
        """Each side's mean win probability against the others (mean ratings), summing to 1.

        For two sides this is exactly :func:`win_probability` of the side means.
        """
        check_match(teams, None)
        n = len(teams)
        if n == 1:
            return [1.0]
        means = [math.fsum(r.mu for r in team) / len(team) for team in teams]
        totals = [
            math.fsum(win_probability(means[i], means[j]) for j in range(n) if j != i)
            for i in range(n)
        ]
        norm = math.fsum(totals)
        return [t / norm for t in totals]

    @property
    def decays(self) -> bool:
        """True when inactivity decay is on (``decay_points`` > 0)."""
        return self.decay_points > 0

    def decay(self, rating: Rating, idle_days: float) -> Rating:
        """Take ``decay_points`` off per full ``decay_period_days`` idle, not below ``floor``.

        Decay never raises a rating that is already below the floor. Raises
        :class:`InvalidParameterError` if the result would not be a finite
        number (only for absurd ``idle_days`` without a floor).
        """
        check_rating(rating)
        idle_days = require_finite("idle_days", idle_days)
        if self.decay_points == 0 or idle_days <= 0:
            return rating
        ratio = idle_days / self.decay_period_days
        periods = float(math.floor(ratio)) if math.isfinite(ratio) else math.inf
        if periods == 0:
            return rating
        mu = rating.mu - periods * self.decay_points
        if self.floor is not None:
            mu = max(mu, min(self.floor, rating.mu))
        if not math.isfinite(mu):
            raise InvalidParameterError(
                translate("ratings.elo", "Decaying {rating!r} over {days!r} idle days gives no finite rating.").format(
                    rating=rating, days=idle_days))
        return Rating(mu, rating.sigma)


def static_ranking(frags: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Seed 003's static ranking: strengths fitted to a whole frag matrix.

    ``frags[i, j]`` is how often player i fragged player j; the diagonal
    (suicides) is ignored, since the seed finds no canonical way to use it.
    With ``d_ij = (a_ij − a_ji)/(a_ij + a_ji)`` the strengths minimise
    ``Σ (g_i − g_j − d_ij)²`` over the pairs that met (``a_ij + a_ji > 0``).
    Returns the minimum-norm solution: every group of players connected by
    meetings has mean 0, and a player who met nobody gets 0.
    """
    a = np.asarray(frags, dtype=np.float64)
    if a.ndim != 2 or a.shape[0] != a.shape[1]:
        raise InvalidParameterError(
            translate("ratings.elo", "The frag matrix must be square (n×n), got shape {shape}.").format(shape=a.shape))
    if not np.all(np.isfinite(a)) or np.any(a < 0):
        raise InvalidParameterError(translate("ratings.elo", "The frag matrix must hold finite numbers >= 0."))
    n = a.shape[0]
    if n == 0:
        return np.zeros(0, dtype=np.float64)
    # Dividing huge counts by the largest changes no d_ij and keeps a_ij + a_ji finite.
    top = float(a.max())
    if top > 1e300:
        a = a / top
    met_total = a + a.T
    np.fill_diagonal(met_total, 0.0)
    met = met_total > 0
    d = np.zeros((n, n), dtype=np.float64)
    np.divide(a - a.T, met_total, out=d, where=met)
    # Setting the gradient to 0 gives the normal equations L g = b with L the
    # Laplacian of the "met" graph and b_i = Σ_{j met i} d_ij (d is antisymmetric,
    # so b sums to 0 on every connected group and the system is consistent).
    # The minimum-norm solution is orthogonal to L's null space, the indicator
    # vectors of the groups: each group has mean 0. When everyone met everyone,
    # L = nI − 11ᵀ and this is g_i = (1/n) Σ_j d_ij: the seed's closed form,
    # whose numerator was garbled to (a_ij + a_ji) and must be (a_ij − a_ji).
    adjacency = met.astype(np.float64)
    laplacian = np.diag(adjacency.sum(axis=1)) - adjacency
    b = d.sum(axis=1)
    solution, *_ = np.linalg.lstsq(laplacian, b, rcond=None)
    return np.asarray(solution, dtype=np.float64)
