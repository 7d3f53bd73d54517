"""What keeps every rating finite: the parameter ranges the models share, and checks on what they compute.

A parameter outside its range is refused when a model is made (with a
message giving the range); a rating a model computes that is not finite, or
absurdly far from anything a club could mean, raises :class:`InvalidRatingError`
before it can be stored.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ..messages import translate
from .errors import InvalidRatingError

if TYPE_CHECKING:
    from .base import Rating

#: The ranges of the parameters several systems share: generous (each seed's reference
#: values lie well inside), and small enough that no sum or square of them overflows.
MU_RANGE = (-1e6, 1e6)
SCALE_RANGE = (1e-3, 1e5)
KAPPA_RANGE = (1e-9, 1.0)
DAYS_RANGE = (0.01, 36525.0)

#: No rating of any system here comes near this (the parameters keep mu within ±1e6):
#: a rating beyond it means an overflowing model or input, not a skill.
RATING_LIMIT = 1e12


def possible(mu: float, sigma: float) -> bool:
    """True for a rating a match may produce: finite, sigma >= 0, both within :data:`RATING_LIMIT`."""
    return math.isfinite(mu) and math.isfinite(sigma) and abs(mu) <= RATING_LIMIT and 0 <= sigma <= RATING_LIMIT


def checked(rating: Rating) -> Rating:
    """``rating`` if it is :func:`possible`; else an :class:`InvalidRatingError` saying what to check."""
    if possible(rating.mu, rating.sigma):
        return rating
    raise InvalidRatingError(translate(
        "ratings.guards",
        "This result would give an impossible rating (mu {mu:g}, sigma {sigma:g}); "
        "check the leaderboard's parameters and the points or scores of the results.",
    ).format(mu=rating.mu, sigma=rating.sigma))


def checked_teams(teams: list[list[Rating]]) -> list[list[Rating]]:
    """``teams`` after :func:`checked` has passed every rating in them."""
    for team in teams:
        for rating in team:
            checked(rating)
    return teams


def first_impossible(mu: npt.NDArray[np.float64], sigma: npt.NDArray[np.float64]) -> int | None:
    """The index of the first (mu, sigma) pair that is not :func:`possible`, or None."""
    with np.errstate(invalid="ignore"):
        bad = ~(np.isfinite(mu) & np.isfinite(sigma)) | (np.abs(mu) > RATING_LIMIT) | (sigma < 0) | (sigma > RATING_LIMIT)
    if not np.any(bad):
        return None
    return int(np.flatnonzero(bad)[0])


def impossible_in_match(match: int, matches: int, mu: float, sigma: float) -> InvalidRatingError:
    """The error for match ``match`` (0-based) of a replay of ``matches`` giving an impossible rating."""
    return InvalidRatingError(translate(
        "ratings.guards",
        "Match {match} of {matches} would give an impossible rating (mu {mu:g}, sigma {sigma:g}); "
        "check the leaderboard's parameters and the points or scores of the results.",
    ).format(match=match + 1, matches=matches, mu=mu, sigma=sigma))

