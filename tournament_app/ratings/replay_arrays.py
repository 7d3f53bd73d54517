"""The batch replay's arrays: a whole history in (:class:`History`), ratings and results out.

A history is three levels of flat arrays (the CSR layout of sparse matrices)::

    match m has the sides   match_start[m] .. match_start[m+1]-1
    side s has the slots    side_start[s]  .. side_start[s+1]-1, and rank side_rank[s]
    slot k is the player    slot_player[k] (0 .. n_players-1)

so a 1v1 where player 3 beats player 7, then a three-way free-for-all of
teams (0, 1) / (2) / (3) with the last two tied, is::

    match_start = [0, 2, 5]
    side_start  = [0, 1, 2, 4, 5, 6]
    side_rank   = [1, 2, 1, 2, 2]
    slot_player = [3, 7, 0, 1, 2, 3]

Optional per-side ``side_score`` (NaN = none; a match uses scores only when
all its sides have one, as :class:`~tournament_app.ratings.elo.Elo` does) and
per-match ``match_time`` (seconds since any fixed epoch; needed only for
inactivity decay, ``idle days = (t - t_last) / 86400``).

:func:`tournament_app.ratings.replay.replay` takes a :class:`History` and
:class:`RatingArrays` and returns a :class:`ReplayResult`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ..messages import translate
from .base import Rating, RatingModel
from .errors import (
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
)

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


def _as_array(name: str, values: npt.ArrayLike, dtype: type[np.generic]) -> npt.NDArray[np.generic]:
    arr = np.ascontiguousarray(values, dtype=dtype)
    if arr.ndim != 1:
        raise InvalidParameterError(translate(
            "ratings.replay_arrays", "The array {name} must be one-dimensional, got shape {shape}.",
        ).format(name=name, shape=arr.shape))
    return arr


@dataclass(frozen=True, eq=False)
class History:
    """A whole history of matches as flat arrays (see the module docstring).

    Arrays are converted to contiguous int64/float64 on construction and the
    structure is checked: offsets start at 0, end at the next level's length,
    never decrease; every match has a side, every side a player; ranks are
    finite; player indices lie in ``0 .. n_players-1``. A player appearing
    twice in one match is found by :func:`replay`.
    """

    match_start: IntArray
    side_start: IntArray
    side_rank: FloatArray
    slot_player: IntArray
    n_players: int
    side_score: FloatArray | None = None
    match_time: FloatArray | None = None

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "match_start", _as_array("match_start", self.match_start, np.int64))
        set_(self, "side_start", _as_array("side_start", self.side_start, np.int64))
        set_(self, "side_rank", _as_array("side_rank", self.side_rank, np.float64))
        set_(self, "slot_player", _as_array("slot_player", self.slot_player, np.int64))
        set_(self, "n_players", int(self.n_players))
        if self.side_score is not None:
            set_(self, "side_score", _as_array("side_score", self.side_score, np.float64))
        if self.match_time is not None:
            set_(self, "match_time", _as_array("match_time", self.match_time, np.float64))
        self._check()

    def _check(self) -> None:
        ms, ss = self.match_start, self.side_start
        if len(ms) < 1 or ms[0] != 0 or ms[-1] != len(self.side_rank):
            raise MismatchedLengthsError(translate(
                "ratings.replay_arrays", "The array match_start must run from 0 to the number of sides ({sides}).",
            ).format(sides=len(self.side_rank)))
        if len(ss) != len(self.side_rank) + 1 or ss[0] != 0 or ss[-1] != len(self.slot_player):
            raise MismatchedLengthsError(translate(
                "ratings.replay_arrays",
                "The array side_start must have one entry per side plus one, from 0 to the number of slots ({slots}).",
            ).format(slots=len(self.slot_player)))
        sides = np.diff(ms)
        if np.any(sides < 0):
            raise InvalidParameterError(translate("ratings.replay_arrays", "The array match_start must not decrease."))
        if np.any(sides == 0):
            m = int(np.flatnonzero(sides == 0)[0])
            raise NoTeamsError(translate("ratings.replay_arrays", "Match {match} has no sides.").format(match=m))
        players = np.diff(ss)
        if np.any(players < 0):
            raise InvalidParameterError(translate("ratings.replay_arrays", "The array side_start must not decrease."))
        if np.any(players == 0):
            s = int(np.flatnonzero(players == 0)[0])
            raise EmptyTeamError(translate(
                "ratings.replay_arrays", "Side {side} (of match {match}) has no players.",
            ).format(side=s, match=self._match_of_side(s)))
        if self.n_players < 0:
            raise InvalidParameterError(translate(
                "ratings.replay_arrays", "The number of players must be >= 0, got {players}.",
            ).format(players=self.n_players))
        if len(self.slot_player) and (self.slot_player.min() < 0 or self.slot_player.max() >= self.n_players):
            raise InvalidParameterError(translate(
                "ratings.replay_arrays", "The array slot_player must hold player indices 0 .. {last}.",
            ).format(last=self.n_players - 1))
        if not np.all(np.isfinite(self.side_rank)):
            s = int(np.flatnonzero(~np.isfinite(self.side_rank))[0])
            raise InvalidRankError(translate(
                "ratings.replay_arrays", "Side {side} (of match {match}) has no valid rank.",
            ).format(side=s, match=self._match_of_side(s)))
        if self.side_score is not None and len(self.side_score) != len(self.side_rank):
            raise MismatchedLengthsError(translate("ratings.replay_arrays", "The array side_score must have one entry per side."))
        if self.match_time is not None:
            if len(self.match_time) != self.n_matches:
                raise MismatchedLengthsError(
                    translate("ratings.replay_arrays", "The array match_time must have one entry per match."))
            if not np.all(np.isfinite(self.match_time)):
                raise InvalidParameterError(translate("ratings.replay_arrays", "The array match_time must hold finite numbers."))

    def _match_of_side(self, side: int) -> int:
        return int(np.searchsorted(self.match_start, side, side="right")) - 1

    @property
    def n_matches(self) -> int:
        """How many matches."""
        return len(self.match_start) - 1

    @property
    def n_sides(self) -> int:
        """How many sides in all matches together."""
        return len(self.side_rank)

    @property
    def n_slots(self) -> int:
        """How many (match, player) pairs: the number of history rows."""
        return len(self.slot_player)

    def side_match(self) -> IntArray:
        """The match index of every side."""
        return np.repeat(np.arange(self.n_matches, dtype=np.int64), np.diff(self.match_start))

    def slot_side(self) -> IntArray:
        """The side index of every slot."""
        return np.repeat(np.arange(self.n_sides, dtype=np.int64), np.diff(self.side_start))

    def slot_match(self) -> IntArray:
        """The match index of every slot."""
        return self.side_match()[self.slot_side()]

    def match(self, m: int) -> tuple[list[list[int]], list[float]]:
        """Match ``m`` as (players by side, ranks): the shape ``model.rate`` takes."""
        sides = range(int(self.match_start[m]), int(self.match_start[m + 1]))
        players = [self.slot_player[self.side_start[s] : self.side_start[s + 1]].tolist() for s in sides]
        return players, [float(self.side_rank[s]) for s in sides]

    @classmethod
    def from_matches(
        cls,
        sides: Iterable[Sequence[Sequence[int]]],
        ranks: Iterable[Sequence[float]],
        *,
        n_players: int | None = None,
        scores: Iterable[Sequence[float] | None] | None = None,
        times: Sequence[float] | None = None,
    ) -> History:
        """Build a history from per-match lists: players by side, and the sides' ranks.

        ``n_players`` defaults to the largest player index plus one; ``scores``
        (one list or None per match) and ``times`` (one per match) are optional.
        """
        match_start = [0]
        side_start = [0]
        side_rank: list[float] = []
        slot_player: list[int] = []
        for number, (match_sides, match_ranks) in enumerate(zip(sides, ranks, strict=True)):
            if len(match_sides) != len(match_ranks):
                raise MismatchedLengthsError(translate(
                    "ratings.replay_arrays", "Match {match}: {sides} sides but {ranks} ranks.",
                ).format(match=number, sides=len(match_sides), ranks=len(match_ranks)))
            for side, rank in zip(match_sides, match_ranks):
                slot_player.extend(side)
                side_start.append(len(slot_player))
                side_rank.append(rank)
            match_start.append(len(side_rank))
        side_score = None
        if scores is not None:
            side_score = []
            for number, (match_scores, count) in enumerate(zip(scores, np.diff(match_start), strict=True)):
                if match_scores is None:
                    side_score.extend([math.nan] * int(count))
                elif len(match_scores) != count:
                    raise MismatchedLengthsError(translate(
                        "ratings.replay_arrays", "Match {match}: {sides} sides but {scores} scores.",
                    ).format(match=number, sides=count, scores=len(match_scores)))
                else:
                    side_score.extend(float(s) for s in match_scores)
        if n_players is None:
            n_players = max(slot_player, default=-1) + 1
        return cls(
            np.array(match_start, dtype=np.int64),
            np.array(side_start, dtype=np.int64),
            np.array(side_rank, dtype=np.float64),
            np.array(slot_player, dtype=np.int64),
            n_players,
            None if side_score is None else np.array(side_score, dtype=np.float64),
            None if times is None else np.array(times, dtype=np.float64),
        )


@dataclass(frozen=True, eq=False)
class RatingArrays:
    """Every player's rating as arrays: ``mu``, ``sigma`` and ``last_time``.

    ``last_time`` is when the player last played (the history's time unit;
    NaN = not known, so no inactivity decay before the player's next match).
    """

    mu: FloatArray
    sigma: FloatArray
    last_time: FloatArray = field(default_factory=lambda: np.zeros(0))

    def __post_init__(self) -> None:
        mu = _as_array("mu", self.mu, np.float64)
        sigma = _as_array("sigma", self.sigma, np.float64)
        if len(mu) != len(sigma):
            raise MismatchedLengthsError(translate(
                "ratings.replay_arrays", "The arrays mu and sigma must have the same length ({mu} != {sigma}).",
            ).format(mu=len(mu), sigma=len(sigma)))
        given = np.asarray(self.last_time)
        last = np.full(len(mu), np.nan) if given.size == 0 and len(mu) else _as_array("last_time", given, np.float64)
        if len(last) != len(mu):
            raise MismatchedLengthsError(translate("ratings.replay_arrays", "The array last_time must have one entry per player."))
        object.__setattr__(self, "mu", mu)
        object.__setattr__(self, "sigma", sigma)
        object.__setattr__(self, "last_time", last)

    @classmethod
    def new(cls, model: RatingModel, n_players: int) -> RatingArrays:
        """``n_players`` new players, all at the model's initial rating."""
        start = model.new_rating()
        return cls(np.full(n_players, start.mu), np.full(n_players, start.sigma))

    def __len__(self) -> int:
        return len(self.mu)

    def rating(self, player: int) -> Rating:
        """One player's rating."""
        return Rating(float(self.mu[player]), float(self.sigma[player]))

    def check(self) -> None:
        """Raise :class:`InvalidRatingError` unless every mu is finite and sigma finite, >= 0."""
        if not np.all(np.isfinite(self.mu)):
            p = int(np.flatnonzero(~np.isfinite(self.mu))[0])
            raise InvalidRatingError(translate(
                "ratings.replay_arrays", "Player {player}: mu must be a finite number, got {mu!r}.",
            ).format(player=p, mu=self.mu[p]))
        bad = ~np.isfinite(self.sigma) | (self.sigma < 0)
        if np.any(bad):
            p = int(np.flatnonzero(bad)[0])
            raise InvalidRatingError(translate(
                "ratings.replay_arrays", "Player {player}: sigma must be a finite number >= 0, got {sigma!r}.",
            ).format(player=p, sigma=self.sigma[p]))


@dataclass(frozen=True, eq=False)
class ReplayResult:
    """What :func:`replay` derives: per slot before/after ratings, per player the final ones."""

    mu_before: FloatArray
    sigma_before: FloatArray
    mu_after: FloatArray
    sigma_after: FloatArray
    final: RatingArrays
    #: which loop ran: "compiled", "python" or "generic"
    engine: str
