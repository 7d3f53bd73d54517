"""Batch replay: a whole history as arrays in, every rating after every match out.

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

:func:`replay` rates the matches in order, exactly as calling ``model.rate``
(after ``model.decay`` for the idle days, when the model decays and times are
given) match after match would, and returns each slot's rating before and
after its match (the history rows) plus every player's final rating.

Bradley-Terry and Plackett-Luce (every parameter, decay included) run in
one flat loop (:mod:`._replay_kernel`), compiled by numba where it is
installed and as plain Python on lists where it is not; any other model runs
the generic loop over ``model.rate``. All three give the same numbers (the
tests compare them with ``model.rate`` to 1e-9).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import numpy.typing as npt

from . import _replay_kernel as kernel
from .base import Rating, RatingModel
from .bradley_terry import BradleyTerry
from .errors import (
    DuplicatePlayerError,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
)
from .guards import first_impossible, impossible_in_match
from .plackett_luce import PlackettLuce

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
Engine = Literal["auto", "compiled", "python", "generic"]
ProgressFn = Callable[[int, int], None]

#: "auto" uses the compiled loop from this many player-slots on (smaller
#: histories run faster as Python than importing numba would take)
AUTO_COMPILED_MIN_SLOTS = 20_000

#: matches per chunk between two ``progress`` calls, per engine
CHUNK_MATCHES = {"compiled": 65_536, "python": 4_096, "generic": 1_024}

#: rating systems the flat loop knows: the ``rate`` and ``decay`` it reproduces
_FAST_MODELS: dict[type[RatingModel], tuple[object, object]] = {
    BradleyTerry: (BradleyTerry.rate, BradleyTerry.decay),
    PlackettLuce: (PlackettLuce.rate, PlackettLuce.decay),
}


def _as_array(name: str, values: npt.ArrayLike, dtype: type[np.generic]) -> npt.NDArray[np.generic]:
    arr = np.ascontiguousarray(values, dtype=dtype)
    if arr.ndim != 1:
        raise InvalidParameterError(f"The array {name} must be one-dimensional, got shape {arr.shape}.")
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
            raise MismatchedLengthsError(
                f"The array match_start must run from 0 to the number of sides ({len(self.side_rank)})."
            )
        if len(ss) != len(self.side_rank) + 1 or ss[0] != 0 or ss[-1] != len(self.slot_player):
            raise MismatchedLengthsError(
                "The array side_start must have one entry per side plus one, from 0 to the number of slots "
                f"({len(self.slot_player)})."
            )
        sides = np.diff(ms)
        if np.any(sides < 0):
            raise InvalidParameterError("The array match_start must not decrease.")
        if np.any(sides == 0):
            m = int(np.flatnonzero(sides == 0)[0])
            raise NoTeamsError(f"Match {m} has no sides.")
        players = np.diff(ss)
        if np.any(players < 0):
            raise InvalidParameterError("The array side_start must not decrease.")
        if np.any(players == 0):
            s = int(np.flatnonzero(players == 0)[0])
            raise EmptyTeamError(f"Side {s} (of match {self._match_of_side(s)}) has no players.")
        if self.n_players < 0:
            raise InvalidParameterError(f"The number of players must be >= 0, got {self.n_players}.")
        if len(self.slot_player) and (self.slot_player.min() < 0 or self.slot_player.max() >= self.n_players):
            raise InvalidParameterError(f"The array slot_player must hold player indices 0 .. {self.n_players - 1}.")
        if not np.all(np.isfinite(self.side_rank)):
            s = int(np.flatnonzero(~np.isfinite(self.side_rank))[0])
            raise InvalidRankError(f"Side {s} (of match {self._match_of_side(s)}) has no valid rank.")
        if self.side_score is not None and len(self.side_score) != len(self.side_rank):
            raise MismatchedLengthsError("The array side_score must have one entry per side.")
        if self.match_time is not None:
            if len(self.match_time) != self.n_matches:
                raise MismatchedLengthsError("The array match_time must have one entry per match.")
            if not np.all(np.isfinite(self.match_time)):
                raise InvalidParameterError("The array match_time must hold finite numbers.")

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
                raise MismatchedLengthsError(
                    f"Match {number}: {len(match_sides)} sides but {len(match_ranks)} ranks."
                )
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
                    raise MismatchedLengthsError(f"Match {number}: {count} sides but {len(match_scores)} scores.")
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
            raise MismatchedLengthsError(f"The arrays mu and sigma must have the same length ({len(mu)} != {len(sigma)}).")
        given = np.asarray(self.last_time)
        last = np.full(len(mu), np.nan) if given.size == 0 and len(mu) else _as_array("last_time", given, np.float64)
        if len(last) != len(mu):
            raise MismatchedLengthsError("The array last_time must have one entry per player.")
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
            raise InvalidRatingError(f"Player {p}: mu must be a finite number, got {self.mu[p]!r}.")
        bad = ~np.isfinite(self.sigma) | (self.sigma < 0)
        if np.any(bad):
            p = int(np.flatnonzero(bad)[0])
            raise InvalidRatingError(f"Player {p}: sigma must be a finite number >= 0, got {self.sigma[p]!r}.")


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


def compiled_available() -> bool:
    """True when the compiled (numba) loop can run in this process."""
    return kernel.compiled_kernel() is not None


def fast_path(model: RatingModel) -> bool:
    """True when ``model`` runs in the flat loop (Bradley-Terry, Plackett-Luce), not the generic one.

    Only the classes themselves, with the ``rate`` and ``decay`` the loop
    reproduces: a subclass, or a class whose methods were replaced (a test
    injecting a failure), goes through the generic loop and so through its
    own ``rate``.
    """
    methods = _FAST_MODELS.get(type(model))
    return methods is not None and (type(model).rate, type(model).decay) == methods


def replay(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    *,
    engine: Engine = "auto",
    progress: ProgressFn | None = None,
    chunk_matches: int | None = None,
) -> ReplayResult:
    """Rate every match of ``history`` in order, starting from ``initial`` (not modified).

    ``engine``: "auto" picks the compiled loop for big histories of a
    Bradley-Terry or Plackett-Luce model when numba works, the same loop as
    Python otherwise, and the generic ``model.rate`` loop for other models;
    "compiled", "python" and "generic" force one ("compiled" raises
    RuntimeError where numba cannot run; "python" and "compiled" only for
    the two Weng-Lin models). ``progress(done, total)`` is called before the
    first chunk of ``chunk_matches`` matches and after each; an exception it
    raises (a cancel) stops the replay and propagates. Raises a
    :class:`RatingError` for bad input, e.g. :class:`DuplicatePlayerError`.
    """
    if len(initial) != history.n_players:
        raise MismatchedLengthsError(
            f"Initial ratings are given for {len(initial)} players, the history has {history.n_players}."
        )
    initial.check()
    chosen = _choose_engine(model, history, engine)
    chunk = max(1, chunk_matches or CHUNK_MATCHES[chosen])
    if chosen == "generic":
        result = _replay_generic(model, history, initial, progress, chunk)
    else:
        result = _replay_flat(model, history, initial, chosen, progress, chunk)
    bad = first_impossible(result.mu_after, result.sigma_after)
    if bad is not None:  # the flat loop does not check each rating as model.rate does
        raise impossible_in_match(int(history.slot_match()[bad]), history.n_matches, float(result.mu_after[bad]), float(result.sigma_after[bad]))
    return result


def _choose_engine(model: RatingModel, history: History, engine: Engine) -> str:
    if engine not in ("auto", "compiled", "python", "generic"):
        raise InvalidParameterError(f"Unknown engine {engine!r} (auto, compiled, python, generic).")
    if engine == "generic":
        return "generic"
    if not fast_path(model):
        if engine != "auto":
            raise InvalidParameterError(f"The {engine} engine rates only Bradley-Terry and Plackett-Luce.")
        return "generic"
    if engine == "compiled":
        if kernel.compiled_kernel() is None:
            raise RuntimeError(kernel.compile_error() or "the compiled replay is switched off")
        return "compiled"
    if engine == "python" or history.n_slots < AUTO_COMPILED_MIN_SLOTS:
        return "python"
    return "compiled" if kernel.compiled_kernel() is not None else "python"


def _model_params(model: RatingModel) -> tuple[int, float, float, float, int, float, float]:
    """(kind, beta, kappa, tau, damping, tau_day, sigma_cap) for the flat loop."""
    if isinstance(model, BradleyTerry):
        return (kernel.BRADLEY_TERRY, model.beta, model.kappa, model.tau, 0, model.tau_day, model.sigma)
    assert isinstance(model, PlackettLuce)
    return (kernel.PLACKETT_LUCE, model.beta, model.kappa, model.tau, int(model.damping), 0.0, model.sigma)


def _duplicate(history: History, m: int) -> DuplicatePlayerError:
    sides, _ranks = history.match(m)
    seen: set[int] = set()
    for number, side in enumerate(sides, start=1):
        for p in side:
            if p in seen:
                return DuplicatePlayerError(
                    f"Match {m}: player {p} appears more than once (again on side {number}); "
                    "a player can play only once in a match."
                )
            seen.add(p)
    return DuplicatePlayerError(f"Match {m}: a player appears more than once.")  # pragma: no cover


def _chunks(total: int, chunk: int, progress: ProgressFn | None) -> Iterable[tuple[int, int]]:
    if progress is not None:
        progress(0, total)
    for lo in range(0, total, chunk):
        hi = min(total, lo + chunk)
        yield lo, hi
        if progress is not None:
            progress(hi, total)


def _replay_flat(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    engine: str,
    progress: ProgressFn | None,
    chunk: int,
) -> ReplayResult:
    kind, beta, kappa, tau, damping, tau_day, sigma_cap = _model_params(model)
    has_time = 0 if history.match_time is None else 1
    n_slots = history.n_slots
    width = int(np.diff(history.match_start).max()) if history.n_matches else 1
    if engine == "compiled":
        run = kernel.compiled_kernel()
        assert run is not None  # _choose_engine made sure
        f64, i64 = np.float64, np.int64
        mu, sigma, last = initial.mu.copy(), initial.sigma.copy(), initial.last_time.copy()
        time = history.match_time if history.match_time is not None else np.zeros(1)
        seen = np.full(history.n_players, -1, dtype=i64)
        out = [np.empty(n_slots, dtype=f64) for _ in range(4)]
        scratch = [np.empty(width, dtype=f64) for _ in range(7)]
        args_in = (history.match_start, history.side_start, history.side_rank, history.slot_player, time, i64(has_time))
        params = (f64(beta), f64(kappa), f64(tau), i64(damping), f64(tau_day), f64(sigma_cap))
        for lo, hi in _chunks(history.n_matches, chunk, progress):
            bad = run(i64(kind), *args_in, mu, sigma, last, seen, *params, i64(lo), i64(hi), *out, *scratch)
            if bad >= 0:
                raise _duplicate(history, int(bad))
        return ReplayResult(out[0], out[1], out[2], out[3], RatingArrays(mu, sigma, last), "compiled")

    run = kernel.weng_lin_replay
    mu_l, sigma_l, last_l = initial.mu.tolist(), initial.sigma.tolist(), initial.last_time.tolist()
    time_l = history.match_time.tolist() if history.match_time is not None else [0.0]
    seen_l = [-1] * history.n_players
    outs: list[list[float]] = [[0.0] * n_slots for _ in range(4)]
    scratch_l: list[list[float]] = [[0.0] * width for _ in range(7)]
    lists_in = (
        history.match_start.tolist(),
        history.side_start.tolist(),
        history.side_rank.tolist(),
        history.slot_player.tolist(),
        time_l,
        has_time,
    )
    for lo, hi in _chunks(history.n_matches, chunk, progress):
        bad = run(kind, *lists_in, mu_l, sigma_l, last_l, seen_l, beta, kappa, tau, damping, tau_day, sigma_cap, lo, hi, *outs, *scratch_l)
        if bad >= 0:
            raise _duplicate(history, bad)
    mu_b, sg_b, mu_a, sg_a = (np.array(o, dtype=np.float64) for o in outs)
    final = RatingArrays(np.array(mu_l), np.array(sigma_l), np.array(last_l, dtype=np.float64))
    return ReplayResult(mu_b, sg_b, mu_a, sg_a, final, "python")


def _replay_generic(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    progress: ProgressFn | None,
    chunk: int,
) -> ReplayResult:
    """Any model: ``model.decay`` then ``model.rate``, match after match."""
    match_start = history.match_start.tolist()
    side_start = history.side_start.tolist()
    side_rank = history.side_rank.tolist()
    slot_player = history.slot_player.tolist()
    side_score = history.side_score.tolist() if history.side_score is not None else None
    times = history.match_time.tolist() if history.match_time is not None else None
    decays = model.decays and times is not None
    current: list[Rating | None] = [None] * history.n_players
    mu0, sigma0 = initial.mu.tolist(), initial.sigma.tolist()
    last = initial.last_time.tolist()
    seen = [-1] * history.n_players
    n_slots = history.n_slots
    mu_b, sg_b, mu_a, sg_a = ([0.0] * n_slots for _ in range(4))
    for lo, hi in _chunks(history.n_matches, chunk, progress):
        for m in range(lo, hi):
            t = times[m] if times is not None else 0.0
            teams: list[list[Rating]] = []
            sides = range(match_start[m], match_start[m + 1])
            for s in sides:
                team = []
                for k in range(side_start[s], side_start[s + 1]):
                    p = slot_player[k]
                    if seen[p] == m:
                        raise _duplicate(history, m)
                    seen[p] = m
                    r = current[p]
                    if r is None:
                        r = current[p] = Rating(mu0[p], sigma0[p])
                    if decays and last[p] == last[p]:
                        r = model.decay(r, max(0.0, (t - last[p]) / kernel.SECONDS_PER_DAY))
                    team.append(r)
                teams.append(team)
            ranks = [side_rank[s] for s in sides]
            scores = None
            if side_score is not None:
                values = [side_score[s] for s in sides]
                if all(v == v for v in values):
                    scores = values
            new = model.rate(teams, ranks, scores)
            for s, team, new_team in zip(sides, teams, new):
                for k, before, after in zip(range(side_start[s], side_start[s + 1]), team, new_team):
                    p = slot_player[k]
                    mu_b[k], sg_b[k], mu_a[k], sg_a[k] = before.mu, before.sigma, after.mu, after.sigma
                    current[p] = after
                    if times is not None:
                        last[p] = t
    mu = np.array(mu0, dtype=np.float64)
    sigma = np.array(sigma0, dtype=np.float64)
    for p, r in enumerate(current):
        if r is not None:
            mu[p], sigma[p] = r.mu, r.sigma
    final = RatingArrays(mu, sigma, np.array(last, dtype=np.float64))
    return ReplayResult(
        np.array(mu_b, dtype=np.float64),
        np.array(sg_b, dtype=np.float64),
        np.array(mu_a, dtype=np.float64),
        np.array(sg_a, dtype=np.float64),
        final=final,
        engine="generic",
    )
