"""The shared shape of every rating model: a rating, a match, validation."""

from __future__ import annotations

import inspect
import math
import numbers
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..messages import translate
from .errors import (
    DuplicatePlayerError,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
)


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's skill estimate: mean ``mu`` and standard deviation ``sigma``.

    For Glicko ``mu`` is the rating and ``sigma`` the rating deviation (RD);
    for Elo ``sigma`` is 0.
    """

    mu: float
    sigma: float

    def __repr__(self) -> str:
        return f"Rating(mu={self.mu!r}, sigma={self.sigma!r})"


Teams = Sequence[Sequence[Rating]]
RatedTeams = list[list[Rating]]


def check_match(
    teams: Teams,
    ranks: Sequence[float] | None,
    scores: Sequence[float] | None = None,
) -> None:
    """Raise a :class:`RatingError` describing the first problem with a match."""
    if len(teams) < 1:
        raise NoTeamsError(translate("ratings.base", "A match needs at least one side; 'teams' is empty."))
    if ranks is not None and len(ranks) != len(teams):
        raise MismatchedLengthsError(translate(
            "ratings.base",
            "The lists 'teams' and 'ranks' must have the same length (got {sides} sides and {ranks} ranks).",
        ).format(sides=len(teams), ranks=len(ranks)))
    if scores is not None and len(scores) != len(teams):
        raise MismatchedLengthsError(translate(
            "ratings.base",
            "The lists 'teams' and 'scores' must have the same length (got {sides} sides and {scores} scores).",
        ).format(sides=len(teams), scores=len(scores)))
    seen: set[int] = set()
    for side, team in enumerate(teams, start=1):
        if len(team) == 0:
            raise EmptyTeamError(translate("ratings.base", "Side {side} has no players.").format(side=side))
        for rating in team:
            if id(rating) in seen:
                raise DuplicatePlayerError(translate(
                    "ratings.base",
                    "The same rating object {rating!r} appears more than once "
                    "(again on side {side}); a player can play only once in a match.",
                ).format(rating=rating, side=side))
            seen.add(id(rating))
            check_rating(rating)
    if ranks is not None:
        for side, rank in enumerate(ranks, start=1):
            if not _is_number(rank) or not math.isfinite(rank):
                raise InvalidRankError(
                    translate("ratings.base", "Side {side} has no valid rank: {rank!r}.").format(side=side, rank=rank))
    if scores is not None:
        for side, score in enumerate(scores, start=1):
            if not _is_number(score) or not math.isfinite(score):
                raise InvalidRankError(
                    translate("ratings.base", "Side {side} has no valid score: {score!r}.").format(side=side, score=score))


def _is_number(value: object) -> bool:
    """A real number (NumPy scalars included), but not a bool."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_rating(rating: Rating) -> None:
    """Raise :class:`InvalidRatingError` unless mu is finite and sigma finite, ≥ 0."""
    if not isinstance(rating, Rating):
        raise InvalidRatingError(translate("ratings.base", "Expected a Rating, got {type}: {rating!r}.").format(
            type=type(rating).__name__, rating=rating))
    if not math.isfinite(rating.mu):
        raise InvalidRatingError(
            translate("ratings.base", "A rating's mu must be a finite number, got {mu!r}.").format(mu=rating.mu))
    if not math.isfinite(rating.sigma) or rating.sigma < 0:
        raise InvalidRatingError(
            translate("ratings.base", "A rating's sigma must be a finite number >= 0, got {sigma!r}.").format(
                sigma=rating.sigma))


def _as_float(name: str, value: object) -> float:
    not_a_number = translate("ratings.base", "The parameter {name} must be a number, got {value!r}.").format(
        name=name, value=value)
    if isinstance(value, bool):
        raise InvalidParameterError(not_a_number)
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        raise InvalidParameterError(not_a_number) from None


def require_positive(name: str, value: float, *, allow_zero: bool = False) -> float:
    """Return ``value`` as float, or raise :class:`InvalidParameterError`."""
    value = _as_float(name, value)
    ok = math.isfinite(value) and (value >= 0 if allow_zero else value > 0)
    if not ok:
        if allow_zero:
            message = translate("ratings.base", "The parameter {name} must be a finite number >= 0, got {value!r}.")
        else:
            message = translate("ratings.base", "The parameter {name} must be a finite number > 0, got {value!r}.")
        raise InvalidParameterError(message.format(name=name, value=value))
    return value


def require_finite(name: str, value: float) -> float:
    """Return ``value`` as float, or raise :class:`InvalidParameterError` if not finite."""
    value = _as_float(name, value)
    if not math.isfinite(value):
        raise InvalidParameterError(
            translate("ratings.base", "The parameter {name} must be a finite number, got {value!r}.").format(
                name=name, value=value))
    return value


def format_number(value: float) -> str:
    """A parameter bound or value for a message: 0.001, 1000000, 1e+300."""
    return format(value, ".15g")


def require_range(name: str, value: object, low: float, high: float) -> float:
    """Return ``value`` as float if it lies in ``[low, high]``, or raise :class:`InvalidParameterError` saying so."""
    number = _as_float(name, value)
    if not (math.isfinite(number) and low <= number <= high):
        raise InvalidParameterError(
            translate("ratings.base", "The parameter {name} must be between {low} and {high} (got {value:g}).").format(
                name=name, low=format_number(low), high=format_number(high), value=number))
    return number


def logistic(x: float) -> float:
    """1 / (1 + e^-x), computed without overflow for any finite x."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


class RatingModel(ABC):
    """One rating system: its parameters, a new player's rating, rate, predict.

    ``rate`` never mutates its inputs; it returns new :class:`Rating` objects in
    the same shape as ``teams``. Ranks: lower is better, equal ranks tie.
    """

    #: machine name used in the database and on the command line
    system: ClassVar[str]
    #: human name shown in the app
    title: ClassVar[str]
    #: how many sigmas below mu the conservative estimate lies by default
    interval_k: ClassVar[float] = 3.0
    #: the allowed [low, high] of each numeric parameter (a front end's input ranges come from here)
    param_ranges: ClassVar[Mapping[str, tuple[float, float]]] = {}

    def _param(self, name: str, value: object) -> float:
        """A numeric constructor argument checked against :attr:`param_ranges`."""
        low, high = self.param_ranges[name]
        return require_range(name, value, low, high)

    def params(self) -> dict[str, Any]:
        """The model's parameters as a JSON-serialisable dict: each constructor argument by name.

        Models keep every constructor argument as an attribute of the same
        name, so this round-trips through :meth:`from_params`.
        """
        return {name: getattr(self, name) for name in _constructor_args(type(self))}

    @classmethod
    def from_params(cls, params: Mapping[str, Any]) -> RatingModel:
        """Build the model from :meth:`params` output; unknown keys are an error."""
        known = _constructor_args(cls)
        unknown = sorted(set(params) - set(known))
        if unknown:
            raise InvalidParameterError(translate(
                "ratings.base", "Unknown parameter(s) {names} for {system} (its parameters: {known}).", None, len(unknown),
            ).format(names=", ".join(unknown), system=cls.system, known=", ".join(known)))
        try:
            return cls(**dict(params))
        except InvalidParameterError:
            raise
        except (TypeError, ValueError) as exc:
            raise InvalidParameterError(
                translate("ratings.base", "Bad parameter for {system}: {error}").format(system=cls.system, error=exc)
            ) from None

    def new_rating(self, mu: float | None = None, sigma: float | None = None) -> Rating:
        """A new player's rating: the model's ``mu`` and ``sigma`` unless given."""
        default_mu, default_sigma = getattr(self, "mu"), getattr(self, "sigma")  # noqa: B009 - set by subclasses
        return Rating(default_mu if mu is None else float(mu), default_sigma if sigma is None else float(sigma))

    @abstractmethod
    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float],
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """Rate one match: new ratings in the shape of ``teams``."""

    @abstractmethod
    def predict_win(self, teams: Teams) -> list[float]:
        """Probability of each side winning; the list sums to 1."""

    @property
    def decays(self) -> bool:
        """True when :meth:`decay` can change a rating (callers may skip it otherwise)."""
        return type(self).decay is not RatingModel.decay

    def decay(self, rating: Rating, idle_days: float) -> Rating:
        """The rating after ``idle_days`` without play (unchanged unless the model decays)."""
        return rating

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params().items())
        return f"{type(self).__name__}({args})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, RatingModel)
            and type(self) is type(other)
            and self.params() == other.params()
        )

    def __hash__(self) -> int:
        return hash((type(self).__name__, tuple(sorted(self.params().items()))))


def _constructor_args(cls: type) -> list[str]:
    """Names of the arguments of ``cls``'s constructor, in order."""
    return [name for name in inspect.signature(cls.__init__).parameters if name != "self"]  # type: ignore[misc]
