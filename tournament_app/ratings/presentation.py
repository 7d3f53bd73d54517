"""How ratings are shown: conservative estimate, display scales, combining.

These are separate from the models (docs/architecture.md, "Each package's job").
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ..messages import translate
from .base import Rating, check_rating, logistic
from .errors import InvalidParameterError, NoTeamsError


def conservative_estimate(rating: Rating, k: float = 3.0, floor: float | None = None) -> float:
    """``mu − k·sigma`` (seed 000: "99% sure it's above this number").

    bbt (seed 001) floors the estimate at 0; pass ``floor=0.0`` for that.
    """
    value = rating.mu - k * rating.sigma
    return value if floor is None else max(value, floor)


def display_rating(rating: Rating, mu0: float = 25.0, sigma0: float = 25.0 / 3.0, k: float = 3.0) -> int:
    """Battlesnake's 0-10000 display (seed 000).

    ``floor(10000 · 1/(1 + exp(−(μ − 3σ − μ0)/σ0)))`` with μ0, σ0 a new
    player's rating. The order of ratings is unchanged by it.
    """
    if sigma0 <= 0 or not math.isfinite(sigma0):
        raise InvalidParameterError(translate(
            "ratings.presentation", "The new player's sigma (sigma0) must be a finite number > 0, got {sigma0!r}.",
        ).format(sigma0=sigma0))
    x = (conservative_estimate(rating, k) - mu0) / sigma0
    return min(9999, math.floor(10000.0 * logistic(x)))


def combine_ratings(ratings: Iterable[Rating]) -> Rating:
    """Battlesnake's precision-weighted combination across leaderboards (seed 000).

    ``μ = Σ(μ_i/σ_i²) / Σ(1/σ_i²)`` and ``σ = sqrt(1 / Σ(1/σ_i²))``. A rating
    with sigma 0 is certain: the certain ones alone are averaged.
    """
    items = list(ratings)
    if not items:
        raise NoTeamsError(translate("ratings.presentation", "Combining ratings needs at least one rating."))
    for r in items:
        check_rating(r)
    certain = [r for r in items if r.sigma == 0]
    if certain:
        return Rating(math.fsum(r.mu for r in certain) / len(certain), 0.0)
    # Precisions relative to the most precise rating, (σ_min/σ_i)² ≤ 1: the
    # same weighted mean and σ = σ_min/sqrt(Σ weights), but 1/σ² can no longer
    # overflow to inf for a tiny σ (which made mu NaN).
    smallest = min(r.sigma for r in items)
    weights = [(smallest / r.sigma) ** 2 for r in items]
    total = math.fsum(weights)
    mu = math.fsum(w * r.mu for w, r in zip(weights, items)) / total
    return Rating(mu, smallest / math.sqrt(total))


def glicko_interval(rating: Rating, width: float = 2.0) -> tuple[float, float]:
    """Glicko's "X ± 2·RD" interval (seed 004: about 95% sure the skill is inside)."""
    return (rating.mu - width * rating.sigma, rating.mu + width * rating.sigma)


def format_glicko(rating: Rating, width: float = 2.0) -> str:
    """The rating as rating-update shows it: ``"1500 ±700"`` (seed 004)."""
    return f"{round(rating.mu)} ±{round(width * rating.sigma)}"
