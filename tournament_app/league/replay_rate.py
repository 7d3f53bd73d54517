"""Rating loaded matches in order with the batch replay: idle time, winners, the derived rows.

:func:`rate_loaded` hands a :class:`~.replay_load.LoadedHistory` to the batch
replay of :mod:`tournament_app.ratings.replay` (o!TR matches with games to
:func:`tournament_app.ratings.otr.replay_games`) and updates each player's
:class:`~.replay_state.PlayerState`.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from ..ratings import Rating, RatingModel
from ..ratings import _replay_kernel as kernel
from ..ratings.otr import OtrPlackettLuce, replay_games
from ..ratings.replay import (
    Engine,
    History,
    RatingArrays,
    ReplayResult,
    fast_path,
    replay,
)
from .errors import Cancelled
from .replay_load import LoadedHistory, small_ids
from .replay_state import PlayerState

#: below this many player-slots a replay runs as Python unless the compiled loop is loaded already:
#: importing numba and loading the loop from its cache (0.5-0.9 s) costs a whole process more than
#: the Python loop takes up to ~150-200k slots (benchmarks/README.md, issue 17)
COLD_COMPILED_MIN_SLOTS = 100_000

ProgressFn = Callable[[int, int], None]
CancelledFn = Callable[[], bool]
#: the games of matches: match id -> games, each game player id -> own score
GamesByMatch = Mapping[int, Sequence[Mapping[int, float]]]


@lru_cache(maxsize=65536)
def _moment(played_at: str) -> datetime:
    return datetime.fromisoformat(played_at)


def idle_days(last_played: str | None, played_at: str) -> float:
    """Days between two ISO dates/date-times (0 when there is no earlier game)."""
    if last_played is None:
        return 0.0
    return max(0.0, (_moment(played_at) - _moment(last_played)).total_seconds() / 86400.0)


def winners(ranks: Sequence[int]) -> list[bool]:
    """Which sides won: the one side with the best rank (a shared first place is no win)."""
    best = min(ranks)
    alone = sum(1 for r in ranks if r == best) == 1
    return [alone and r == best for r in ranks]


@dataclass
class Rated:
    """What :func:`rate_loaded` derived, per history row (slot) in match order."""

    match_id: npt.NDArray[np.int64]
    player_id: npt.NDArray[np.int64]
    result: ReplayResult
    won: npt.NDArray[np.int64]

    def rows(self) -> Iterator[tuple[int, int, float, float, float, float, int]]:
        """(match_id, player_id, mu_before, sigma_before, mu_after, sigma_after, won) per slot."""
        r = self.result
        return zip(
            self.match_id.tolist(),
            self.player_id.tolist(),
            r.mu_before.tolist(),
            r.sigma_before.tolist(),
            r.mu_after.tolist(),
            r.sigma_after.tolist(),
            self.won.tolist(),
        )


_EPOCH = datetime(1970, 1, 1)


def moment_seconds(played_at: str) -> float:
    """Seconds from 1970-01-01 to a stored moment (a date is its midnight; UTC if zoned).

    Differences of these are exactly :func:`idle_days` · 86400 for the stored
    whole-second moments.
    """
    moment = datetime.fromisoformat(played_at)
    if moment.tzinfo is not None:
        moment = moment.astimezone(timezone.utc).replace(tzinfo=None)
    return (moment - _EPOCH).total_seconds()


def side_winners(match_start: npt.NDArray[np.int64], side_rank: npt.NDArray[np.float64]) -> npt.NDArray[np.bool_]:
    """:func:`winners` for every side of many matches at once."""
    if len(side_rank) == 0:
        return np.zeros(0, dtype=bool)
    counts = np.diff(match_start)
    best = np.repeat(np.minimum.reduceat(side_rank, match_start[:-1]), counts)
    is_best = side_rank == best
    alone = np.repeat(np.add.reduceat(is_best.astype(np.int64), match_start[:-1]) == 1, counts)
    won: npt.NDArray[np.bool_] = is_best & alone
    return won


def _dense_index(ids: npt.NDArray[np.int64]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """(the distinct ids in increasing order, each id's index among them): ``np.unique``'s
    ``return_inverse`` without its sort when the ids are small numbers, as database ids are."""
    if small_ids(ids):
        present = np.zeros(int(ids.max()) + 1, dtype=bool)
        present[ids] = True
        index = np.cumsum(present, dtype=np.int64) - 1
        return np.flatnonzero(present).astype(np.int64), index[ids]
    distinct, inverse = np.unique(ids, return_inverse=True)
    return distinct.astype(np.int64), inverse.astype(np.int64).reshape(-1)


def engine_for(model: RatingModel, n_slots: int) -> Engine:
    """The replay engine for ``n_slots`` player-slots: "python" for a small job while numba is not loaded yet.

    The same loop either way, so the numbers are the same to the bit; only
    who pays numba's load differs (a process that has it loaded uses it).
    """
    loaded = kernel.kernel_loaded()  # the loop compiled or loaded in this process
    if n_slots < COLD_COMPILED_MIN_SLOTS and not loaded and fast_path(model):
        return "python"
    return "auto"


def load_compiled_meanwhile(model: RatingModel, expected_slots: Callable[[int], int]) -> None:
    """Start loading the compiled loop on another thread when a replay of about ``expected_slots(enough)`` will use it.

    Reading the results is mostly SQLite's work with the GIL released, so
    numba's import and cache load (0.3-0.7 s) run beside it on a second
    core; the replay then waits for the load under the kernel's lock. The
    thread is not a daemon: a process that ends first waits for it. The
    guess (:func:`.replay_load.expected_slots`, told how many are enough)
    is asked only while the loop is neither loaded nor loading.
    """
    global _loading_started
    if not fast_path(model) or kernel.numba_disabled() or _loading_started or kernel.kernel_loaded():
        return
    if expected_slots(COLD_COMPILED_MIN_SLOTS) < COLD_COMPILED_MIN_SLOTS:
        return
    with _loading_lock:
        if _loading_started or kernel.kernel_loaded():
            return
        _loading_started = True
    threading.Thread(target=kernel.compiled_kernel, name="load the compiled replay").start()


_loading_lock = threading.Lock()
_loading_started = False


def rate_loaded(
    model: RatingModel,
    loaded: LoadedHistory,
    state: dict[int, PlayerState],
    initial: Callable[[int], Rating],
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
    match_games: GamesByMatch | None = None,
) -> Rated:
    """Rate ``loaded`` in order with the batch replay (:func:`ratings.replay.replay`), updating ``state``.

    An o!TR model rates each match by its ``match_games`` (match id -> games) when
    it has some, by its sides' ranks otherwise (:func:`ratings.otr.replay_games`);
    other models ignore games. Players without state start at ``initial(pid)``; with ``model.decays``
    a player's rating decays over the idle days since ``last_played`` before
    each match. ``cancelled`` is checked between chunks of matches (and
    raises :class:`Cancelled`); ``state`` is changed only when all is rated.
    """
    player_ids, slot_player = _dense_index(loaded.slot_pid)
    decays = model.decays
    times = np.array([moment_seconds(p) for p in loaded.played_at], dtype=np.float64) if decays else None
    ids = player_ids.tolist()
    mu0 = np.empty(len(ids))
    sigma0 = np.empty(len(ids))
    last0 = np.full(len(ids), math.nan)
    first: list[Rating] = []  # each player's rating before these matches, made once
    for i, pid in enumerate(ids):
        st = state.get(pid)
        rating = initial(pid) if st is None else st.rating
        first.append(rating)
        mu0[i], sigma0[i] = rating.mu, rating.sigma
        if decays and st is not None and st.last_played is not None:
            last0[i] = moment_seconds(st.last_played)
    history = History(
        loaded.match_start,
        loaded.side_start,
        loaded.side_rank,
        slot_player,
        len(ids),
        side_score=loaded.side_score,
        match_time=times,
    )
    total = loaded.n_matches

    def tick(done: int, _total: int) -> None:
        if done < total and cancelled is not None and cancelled():
            raise Cancelled()
        if progress is not None:
            progress(done, total)

    if isinstance(model, OtrPlackettLuce):
        result = _replay_by_games(model, loaded, state, initial, match_games or {}, times, ids, tick)
    else:
        result = replay(model, history, RatingArrays(mu0, sigma0, last0), progress=tick, engine=engine_for(model, history.n_slots))
    side_won = side_winners(loaded.match_start, loaded.side_rank).astype(np.int64)
    won = side_won[history.slot_side()]
    slot_match = history.slot_match()
    # per player: games and wins in these matches, and the last of them
    games = np.bincount(slot_player, minlength=len(ids)).tolist()
    wins = np.bincount(slot_player, weights=won, minlength=len(ids)).astype(np.int64).tolist()
    last = np.full(len(ids), -1, dtype=np.int64)
    np.maximum.at(last, slot_player, slot_match)
    last_match = last.tolist()
    final_mu, final_sigma = result.final.mu.tolist(), result.final.sigma.tolist()
    for i, pid in enumerate(ids):
        st = state.get(pid)
        if st is None:
            st = state[pid] = PlayerState(first[i], 0, 0, None)
        st.rating = Rating(final_mu[i], final_sigma[i])
        st.games += games[i]
        st.wins += wins[i]
        st.last_played = loaded.played_at[last_match[i]]
    return Rated(loaded.match_ids[slot_match], loaded.slot_pid, result, won)


def _replay_by_games(
    model: OtrPlackettLuce,
    loaded: LoadedHistory,
    state: dict[int, PlayerState],
    initial: Callable[[int], Rating],
    games: GamesByMatch,
    times: npt.NDArray[np.float64] | None,
    ids: list[int],
    tick: ProgressFn,
) -> ReplayResult:
    """The o!TR replay of ``loaded`` as a :class:`ReplayResult` (slots and ``ids`` in the batch order)."""
    ms, ss, pids = loaded.match_start.tolist(), loaded.side_start.tolist(), loaded.slot_pid.tolist()
    match_players: list[list[list[int]]] = []
    match_ranks: list[list[float]] = []
    match_games: list[list[dict[int, float]] | None] = []
    ranks = loaded.side_rank.tolist()
    for m, match_id in enumerate(loaded.match_ids.tolist()):
        sides = [pids[ss[s] : ss[s + 1]] for s in range(ms[m], ms[m + 1])]
        match_players.append(sides)
        match_ranks.append([ranks[s] for s in range(ms[m], ms[m + 1])])
        played = games.get(match_id)
        if played:
            index = {pid: i for i, pid in enumerate(p for side in sides for p in side)}
            match_games.append([{index[pid]: score for pid, score in game.items()} for game in played])
        else:
            match_games.append(None)
    last_seconds = (
        {pid: moment_seconds(st.last_played) for pid, st in state.items() if st.last_played is not None}
        if times is not None
        else None
    )
    rows, final, _last = replay_games(
        model,
        match_players,
        match_ranks,
        match_games,
        lambda pid: state[pid].rating if pid in state else initial(pid),
        match_seconds=None if times is None else times.tolist(),
        last_seconds=last_seconds,
        progress=tick,
    )
    before = [r for b, _a in rows for r in b]
    after = [r for _b, a in rows for r in a]
    start = [state[pid].rating if pid in state else initial(pid) for pid in ids]
    final_ratings = [final.get(pid, r) for pid, r in zip(ids, start)]
    return ReplayResult(
        np.array([r.mu for r in before], dtype=np.float64),
        np.array([r.sigma for r in before], dtype=np.float64),
        np.array([r.mu for r in after], dtype=np.float64),
        np.array([r.sigma for r in after], dtype=np.float64),
        RatingArrays(
            np.array([r.mu for r in final_ratings], dtype=np.float64),
            np.array([r.sigma for r in final_ratings], dtype=np.float64),
        ),
        "otr",
    )
