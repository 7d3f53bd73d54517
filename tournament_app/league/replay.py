"""Rating matches in order and writing what they derive: history rows and ratings.

Derived data comes only from rating results in order: a new last match is
rated on top of the current ratings; any change earlier replays from there.
The matches are loaded straight into flat arrays (:func:`load_history`),
rated by the batch replay of :mod:`tournament_app.ratings.replay` (compiled
where numba works), and the history rows are updated in place where they
exist (:func:`store_history`), with ``executemany`` on the connection.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from itertools import chain, repeat
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

from ..ratings import Rating, RatingModel
from ..ratings.otr import OtrPlackettLuce, replay_games
from ..ratings.replay import History, RatingArrays, ReplayResult, replay
from .errors import Cancelled, LeagueError

ProgressFn = Callable[[int, int], None]
CancelledFn = Callable[[], bool]
#: the games of matches: match id -> games, each game player id -> own score
GamesByMatch = Mapping[int, Sequence[Mapping[int, float]]]

#: a match's place in its leaderboard's history: (played_at, seq)
Position = tuple[str, int]

_BEFORE = "(m.played_at < :pa OR (m.played_at = :pa AND m.seq < :seq))"
_FROM = "(m.played_at > :pa OR (m.played_at = :pa AND m.seq >= :seq))"


@dataclass
class PlayerState:
    """A player's running rating while history is replayed."""

    rating: Rating
    games: int
    wins: int
    last_played: str | None


@dataclass(frozen=True)
class MatchToRate:
    """What rating one match needs: its players by side, the side ranks."""

    id: int
    played_at: str
    sides: list[list[int]]
    ranks: list[int]
    scores: list[float] | None


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
class LoadedHistory:
    """Matches to rate as flat arrays (the layout of :class:`ratings.replay.History`).

    ``slot_pid`` holds database player ids; :func:`rate_loaded` maps them to
    the 0..n-1 indices of the replay.
    """

    match_ids: npt.NDArray[np.int64]
    played_at: list[str]
    match_start: npt.NDArray[np.int64]
    side_start: npt.NDArray[np.int64]
    side_rank: npt.NDArray[np.float64]
    side_score: npt.NDArray[np.float64]
    slot_pid: npt.NDArray[np.int64]
    #: most of the file's matches: whole-table scans are faster than index lookups
    large: bool = False

    @property
    def n_matches(self) -> int:
        return len(self.match_ids)

    @classmethod
    def from_matches(cls, matches: Sequence[MatchToRate]) -> LoadedHistory:
        """The arrays of a list of :class:`MatchToRate`."""
        match_start = [0]
        side_start = [0]
        side_rank: list[float] = []
        side_score: list[float] = []
        slot_pid: list[int] = []
        for match in matches:
            if len(match.ranks) != len(match.sides):
                raise LeagueError(f"Match {match.id} has {len(match.sides)} sides but {len(match.ranks)} ranks.")
            for n, (side, rank) in enumerate(zip(match.sides, match.ranks)):
                slot_pid.extend(side)
                side_start.append(len(slot_pid))
                side_rank.append(rank)
                side_score.append(math.nan if match.scores is None else float(match.scores[n]))
            match_start.append(len(side_rank))
        return cls(
            np.array([m.id for m in matches], dtype=np.int64),
            [m.played_at for m in matches],
            np.array(match_start, dtype=np.int64),
            np.array(side_start, dtype=np.int64),
            np.array(side_rank, dtype=np.float64),
            np.array(side_score, dtype=np.float64),
            np.array(slot_pid, dtype=np.int64),
        )

    def to_matches(self) -> list[MatchToRate]:
        """The same matches as :class:`MatchToRate` objects."""
        result = []
        ms, ss = self.match_start.tolist(), self.side_start.tolist()
        pids, ranks, scores = self.slot_pid.tolist(), self.side_rank.tolist(), self.side_score.tolist()
        for m, (match_id, played_at) in enumerate(zip(self.match_ids.tolist(), self.played_at)):
            sides = range(ms[m], ms[m + 1])
            match_scores = [scores[s] for s in sides]
            result.append(
                MatchToRate(
                    match_id,
                    played_at,
                    [pids[ss[s] : ss[s + 1]] for s in sides],
                    [int(ranks[s]) for s in sides],
                    None if any(math.isnan(x) for x in match_scores) else match_scores,
                )
            )
        return result


def _columns(rows: Iterable[tuple[Any, ...]], width: int, dtype: type[np.generic]) -> npt.NDArray[Any]:
    """Rows of ``width`` numbers (a cursor: no list of row tuples is built) as an (n, width) array.

    None becomes NaN in a float array.
    """
    return np.fromiter(chain.from_iterable(rows), dtype=dtype).reshape(-1, width)


def _stable_order(keys: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """``argsort(keys, kind="stable")``, without sorting keys that are in order already (the usual case)."""
    if len(keys) < 2 or bool(np.all(keys[1:] >= keys[:-1])):
        return np.arange(len(keys), dtype=np.int64)
    return np.argsort(keys, kind="stable").astype(np.int64)


def _mostly_everything(db: Database, n_matches: int) -> bool:
    """True when ``n_matches`` is big and at least half of all matches in the file."""
    if n_matches < 50_000:
        return False
    total = db.execute("SELECT count(*) FROM matches").fetchone()[0]
    return bool(2 * n_matches >= total)


def load_history(db: Database, leaderboard_id: int, start: Position | None) -> LoadedHistory:
    """Every match of the leaderboard from ``start`` on (all if None), in rating order, as arrays.

    Sides in side-number order, each side's players in the order they were
    stored; a side without players is an empty side (rating refuses it), a
    match without sides is left out. Three plain queries (matches in order,
    sides, players in stored order) read straight from the cursor into
    arrays (no row lists), put together with NumPy.
    """
    where = "m.leaderboard_id = :lb" + (f" AND {_FROM}" if start else "")
    params = {"lb": leaderboard_id, "pa": start[0] if start else None, "seq": start[1] if start else None}
    match_ids_list: list[int] = []
    played: list[str] = []
    for match_id, played_at in db.execute(
        f"SELECT m.id, m.played_at FROM matches m WHERE {where} ORDER BY m.played_at, m.seq", params
    ):
        match_ids_list.append(match_id)
        played.append(played_at)
    sides = _columns(
        db.execute(
            f"SELECT s.match_id, s.side, s.rank, s.score FROM match_sides s JOIN matches m ON m.id = s.match_id "
            f"WHERE {where}",
            params,
        ),
        4,
        np.float64,
    )  # score NULL -> NaN
    large = _mostly_everything(db, len(match_ids_list))
    players = _columns(
        db.execute(
            # most of the file: one pass over the table in stored order beats an index lookup per match
            f"SELECT p.match_id, p.side, p.player_id FROM match_players p NOT INDEXED "
            f"WHERE p.match_id IN (SELECT m.id FROM matches m WHERE {where}) ORDER BY p.rowid"
            if large
            else f"SELECT p.match_id, p.side, p.player_id FROM match_players p JOIN matches m ON m.id = p.match_id "
            f"WHERE {where} ORDER BY p.rowid",
            params,
        ),
        3,
        np.int64,
    )
    if not match_ids_list or not len(sides):
        empty_i, empty_f = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        return LoadedHistory(empty_i, [], np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64), empty_f, empty_f, empty_i, large)
    match_ids = np.array(match_ids_list, dtype=np.int64)
    by_id = np.argsort(match_ids)
    sorted_ids = match_ids[by_id]

    def position(mids: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        return by_id[np.searchsorted(sorted_ids, mids)]

    lowest = int(sides[:, 1].min())
    side_no = sides[:, 1].astype(np.int64) - lowest
    width = int(side_no.max()) + 1
    side_key = position(sides[:, 0].astype(np.int64)) * width + side_no
    side_order = _stable_order(side_key)
    side_key = side_key[side_order]
    if len(players):
        # players of a side number the match does not have are not in the match
        players = players[(players[:, 1] >= lowest) & (players[:, 1] - lowest < width)]
        player_key = position(players[:, 0]) * width + (players[:, 1] - lowest)
        player_id = players[:, 2]
        # stable: players of one side stay in the order they were stored
        player_order = _stable_order(player_key)
        player_key, player_id = player_key[player_order], player_id[player_order]
        at = np.minimum(np.searchsorted(side_key, player_key), len(side_key) - 1)
        keep = side_key[at] == player_key
        player_key, player_id = player_key[keep], player_id[keep]
    if not len(players):
        player_key = player_id = np.zeros(0, dtype=np.int64)
    side_start = np.append(np.searchsorted(player_key, side_key), len(player_key)).astype(np.int64)
    side_match = side_key // width
    has_sides = np.zeros(len(match_ids), dtype=bool)
    has_sides[side_match] = True
    kept = np.flatnonzero(has_sides)
    match_start = np.searchsorted(side_match, np.append(kept, len(match_ids))).astype(np.int64)
    return LoadedHistory(
        match_ids[kept],
        [played[i] for i in kept.tolist()],
        match_start,
        side_start,
        sides[side_order, 2],
        sides[side_order, 3],
        player_id,
        large,
    )


def load_matches(db: Database, leaderboard_id: int, start: Position | None) -> list[MatchToRate]:
    """Every match of the leaderboard from ``start`` on (all if None), in rating order."""
    return load_history(db, leaderboard_id, start).to_matches()


#: from this many players on, :func:`load_state_before` reads the leaderboard's history in one pass
MANY_PLAYERS = 1000


def load_state_before(
    db: Database, leaderboard_id: int, start: Position, player_ids: Iterable[int]
) -> dict[int, PlayerState]:
    """The rating of each given player just before ``start``, from the stored history."""
    ids = sorted(set(player_ids))
    if not ids:
        return {}
    state = {}
    params = {"lb": leaderboard_id, "pa": start[0], "seq": start[1], "ids": json.dumps(ids)}
    if len(ids) >= MANY_PLAYERS:
        # Many players (undoing a big import, an early edit): one pass over the table beats an index
        # lookup per history row, ~4x. A player's last row is the one with the largest (played_at, seq).
        wanted = set(ids)
        for pid, mu, sigma, games, wins, last, _key in db.execute(
            f"SELECT h.player_id, h.mu_after, h.sigma_after, count(*), sum(h.won), m.played_at, "
            f"max(m.played_at || char(0) || printf('%020d', m.seq)) FROM rating_history h NOT INDEXED "
            f"JOIN matches m ON m.id = h.match_id WHERE h.leaderboard_id = :lb AND {_BEFORE} GROUP BY h.player_id",
            params,
        ):
            if pid in wanted:
                state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
        return state
    for pid, mu, sigma, games, wins, last in db.execute(
        f"""
        SELECT player_id, mu_after, sigma_after, games, wins, played_at FROM (
          SELECT h.player_id, h.mu_after, h.sigma_after, m.played_at,
                 count(*) OVER w AS games, sum(h.won) OVER w AS wins,
                 row_number() OVER (PARTITION BY h.player_id ORDER BY m.played_at DESC, m.seq DESC) AS rn
          FROM rating_history h JOIN matches m ON m.id = h.match_id
          WHERE h.leaderboard_id = :lb AND {_BEFORE}
            AND h.player_id IN (SELECT value FROM json_each(:ids))
          WINDOW w AS (PARTITION BY h.player_id)
        ) WHERE rn = 1
        """,
        params,
    ):
        state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
    return state


def load_current_state(db: Database, leaderboard_id: int, player_ids: Iterable[int]) -> dict[int, PlayerState]:
    """The players' current ratings (valid as "before" only for a new last match)."""
    ids = sorted(set(player_ids))
    state = {}
    for pid, mu, sigma, games, wins, last in db.execute(
        "SELECT player_id, mu, sigma, games, wins, last_played FROM ratings "
        "WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    ):
        state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
    return state


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
    if len(ids) and 0 <= int(ids.min()) and int(ids.max()) <= 4 * len(ids) + 1_000_000:
        present = np.zeros(int(ids.max()) + 1, dtype=bool)
        present[ids] = True
        index = np.cumsum(present, dtype=np.int64) - 1
        return np.flatnonzero(present).astype(np.int64), index[ids]
    distinct, inverse = np.unique(ids, return_inverse=True)
    return distinct.astype(np.int64), inverse.astype(np.int64).reshape(-1)


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
    for i, pid in enumerate(ids):
        st = state.get(pid)
        rating = initial(pid) if st is None else st.rating
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
            raise Cancelled("Stopped before the end; nothing was changed.")
        if progress is not None:
            progress(done, total)

    if isinstance(model, OtrPlackettLuce):
        result = _replay_by_games(model, loaded, state, initial, match_games or {}, times, ids, tick)
    else:
        result = replay(model, history, RatingArrays(mu0, sigma0, last0), progress=tick)
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
            st = state[pid] = PlayerState(initial(pid), 0, 0, None)
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


def load_games(db: Database, match_ids: Iterable[int]) -> dict[int, list[dict[int, float]]]:
    """The recorded games of these matches: match id -> games in order, each player id -> score."""
    out: dict[int, dict[int, dict[int, float]]] = {}
    for match_id, game, pid, score in db.execute(
        "SELECT match_id, game, player_id, score FROM match_games "
        "WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY match_id, game, rowid",
        [json.dumps([int(m) for m in match_ids])],
    ):
        out.setdefault(match_id, {}).setdefault(game, {})[pid] = score
    return {m: [g[n] for n in sorted(g)] for m, g in out.items()}


#: history rows per executemany call
_WRITE_CHUNK = 65_536

_INSERT_HISTORY = (
    "INSERT INTO rating_history (match_id, player_id, leaderboard_id, mu_before, sigma_before, "
    "mu_after, sigma_after, won) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


def write_history(db: Database, leaderboard_id: int, rows: Iterable[tuple[int, int, float, float, float, float, int]]) -> None:
    """Store history rows (their matches' old rows must already be gone).

    One ``executemany`` on the connection: inside the caller's transaction,
    several times faster than building a dict per row for ``insert_all``.
    """
    db.conn.executemany(
        _INSERT_HISTORY,
        ((m, p, leaderboard_id, mb, sb, ma, sa, w) for m, p, mb, sb, ma, sa, w in rows),
    )


def store_history(
    db: Database,
    leaderboard_id: int,
    rated: Rated,
    existing: npt.NDArray[np.int64],
) -> None:
    """Make the stored history rows of the replayed matches exactly ``rated``'s rows.

    ``existing``: an (n, 4) array of (rowid, match_id, player_id,
    leaderboard_id), one line per stored row the replay replaces. A row whose (match, player) is rated again is
    updated in place (its keys, so no index, change); the others are deleted,
    and rows new to the history inserted. The same content as deleting them
    all and inserting anew, several times faster: with foreign keys on,
    SQLite can neither truncate nor skip the foreign-key lookups of an
    insert. Inside the caller's transaction.
    """
    conn = db.conn
    r = rated.result
    new_m, new_p = rated.match_id, rated.player_id
    existing = np.asarray(existing, dtype=np.int64).reshape(-1, 4)
    e_rowid, e_mid, e_pid, e_lb = existing[:, 0], existing[:, 1], existing[:, 2], existing[:, 3]
    found = np.zeros(len(new_m), dtype=bool)
    stale = e_rowid
    update_rowid = np.zeros(0, dtype=np.int64)
    ids = [a for a in (new_m, new_p, e_mid, e_pid) if len(a)]
    if len(new_m) and len(e_rowid) and min(int(a.min()) for a in ids) >= 0 and max(int(a.max()) for a in ids) < 2**31:
        usable = e_lb == leaderboard_id
        keys = (e_mid[usable] << 32) | e_pid[usable]
        rowids = e_rowid[usable]
        order = np.argsort(keys)
        keys = keys[order]
        wanted = (new_m << 32) | new_p
        at = np.minimum(np.searchsorted(keys, wanted), len(keys) - 1) if len(keys) else np.zeros(len(wanted), dtype=np.int64)
        found = keys[at] == wanted if len(keys) else found
        matched = np.zeros(len(keys), dtype=bool)
        matched[at[found]] = True
        update_rowid = rowids[order[at[found]]]
        stale = np.concatenate((e_rowid[~usable], rowids[order[~matched]]))
    if len(stale):
        conn.executemany("DELETE FROM rating_history WHERE rowid = ?", ((x,) for x in stale.tolist()))
    update = np.flatnonzero(found)
    for lo in range(0, len(update), _WRITE_CHUNK):  # chunks: no list of millions of Python floats
        at = update[lo : lo + _WRITE_CHUNK]
        conn.executemany(
            "UPDATE rating_history SET mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?, won = ? WHERE rowid = ?",
            zip(
                r.mu_before[at].tolist(),
                r.sigma_before[at].tolist(),
                r.mu_after[at].tolist(),
                r.sigma_after[at].tolist(),
                rated.won[at].tolist(),
                update_rowid[lo : lo + _WRITE_CHUNK].tolist(),
            ),
        )
    insert = np.flatnonzero(~found)
    for lo in range(0, len(insert), _WRITE_CHUNK):
        at = insert[lo : lo + _WRITE_CHUNK]
        conn.executemany(
            _INSERT_HISTORY,
            zip(
                new_m[at].tolist(),
                new_p[at].tolist(),
                repeat(leaderboard_id),
                r.mu_before[at].tolist(),
                r.sigma_before[at].tolist(),
                r.mu_after[at].tolist(),
                r.sigma_after[at].tolist(),
                rated.won[at].tolist(),
            ),
        )


def write_ratings(db: Database, leaderboard_id: int, state: dict[int, PlayerState], player_ids: Iterable[int]) -> None:
    """Set the ratings rows of ``player_ids`` from ``state`` (no state: no row)."""
    ids = sorted(set(player_ids))
    db.execute(
        "DELETE FROM ratings WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    )
    db.conn.executemany(
        "INSERT INTO ratings (leaderboard_id, player_id, mu, sigma, games, wins, last_played) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            (leaderboard_id, pid, st.rating.mu, st.rating.sigma, st.games, st.wins, st.last_played)
            for pid in ids
            if (st := state.get(pid)) is not None and st.games > 0
        ),
    )


def replay_from(
    db: Database,
    leaderboard_id: int,
    model: RatingModel,
    start: Position | None,
    initial: Callable[[int], Rating],
    *,
    also_affected: Iterable[int] = (),
    on_top: bool = False,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, set[int]]:
    """Re-derive history and ratings from ``start`` on (everything if None).

    ``also_affected``: players who were in matches that were removed or moved
    (their ratings must be rebuilt even if they no longer appear). ``on_top``:
    the matches from ``start`` are new and after every other match, so the
    current ratings are their "before". Returns (matches rated, players touched).
    Call inside the caller's transaction.
    """
    loaded = load_history(db, leaderboard_id, start)
    affected = set(_dense_index(loaded.slot_pid)[0].tolist()) | set(also_affected)
    if start is None:
        existing = _columns(
            db.execute(
                f"SELECT rowid, match_id, player_id, leaderboard_id FROM rating_history "
                f"{'NOT INDEXED' if loaded.large else ''} WHERE leaderboard_id = ?",
                [leaderboard_id],
            ),
            4,
            np.int64,
        )
        affected |= {r[0] for r in db.execute("SELECT player_id FROM ratings WHERE leaderboard_id = ?", [leaderboard_id])}
        state: dict[int, PlayerState] = {}
    else:
        existing = _columns(
            db.execute(
                f"SELECT h.rowid, h.match_id, h.player_id, h.leaderboard_id FROM rating_history h "
                f"{'NOT INDEXED' if loaded.large else ''} WHERE h.match_id IN "
                f"(SELECT m.id FROM matches m WHERE m.leaderboard_id = :lb AND {_FROM})",
                {"lb": leaderboard_id, "pa": start[0], "seq": start[1]},
            ),
            4,
            np.int64,
        )
        if on_top:
            state = load_current_state(db, leaderboard_id, affected)
        else:
            state = load_state_before(db, leaderboard_id, start, affected)
    games = load_games(db, loaded.match_ids.tolist()) if isinstance(model, OtrPlackettLuce) else None
    rated = rate_loaded(model, loaded, state, initial, progress=progress, cancelled=cancelled, match_games=games)
    store_history(db, leaderboard_id, rated, existing)
    write_ratings(db, leaderboard_id, state, affected)
    return loaded.n_matches, affected
