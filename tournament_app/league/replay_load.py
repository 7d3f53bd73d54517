"""Reading the matches to rate from the file: their structure as flat arrays, and their games.

The matches of a leaderboard from a point on are read straight from the
cursor into the arrays of :class:`tournament_app.ratings.replay.History`
(:func:`load_history`), with no list of row tuples in between.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

from ..messages import translate
from ..store.history_chunks import Position
from .column_read import read_int_columns
from .errors import LeagueError

_FROM = "(m.played_at > :pa OR (m.played_at = :pa AND m.seq >= :seq))"


@dataclass(frozen=True)
class MatchToRate:
    """What rating one match needs: its players by side, the side ranks."""

    id: int
    played_at: str
    sides: list[list[int]]
    ranks: list[int]
    scores: list[float] | None


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
                raise LeagueError(translate("league.replay_load", "Match {id} has {sides} sides but {ranks} ranks.").format(
                    id=match.id, sides=len(match.sides), ranks=len(match.ranks)))
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


#: from this many matches on, :func:`load_history` asks how many the whole file holds
_MANY_MATCHES = 50_000


def _mostly_everything(db: Database, n_matches: int) -> bool:
    """True when ``n_matches`` is big and at least half of all matches in the file."""
    if n_matches < _MANY_MATCHES:
        return False
    total = db.execute("SELECT count(*) FROM matches").fetchone()[0]
    return bool(2 * n_matches >= total)


def _whole_file(db: Database, n_matches: int) -> bool:
    """True when ``n_matches`` is big and every match in the file."""
    if n_matches < _MANY_MATCHES:
        return False
    return bool(db.execute("SELECT count(*) FROM matches").fetchone()[0] == n_matches)


#: :func:`expected_slots` counts the player rows of this many matches (the latest by id) to size the file's
_SAMPLE_MATCHES = 200


def expected_slots(db: Database, leaderboard_id: int, start: Position | None, enough: int) -> int:
    """About how many player-slots :func:`load_history` will read, cheaply (no scan of the results).

    The file's player rows bound it: the largest match id times the players
    per match of the latest :data:`_SAMPLE_MATCHES` matches (ranges of the
    tables' keys, counted in some 50 µs at 100k matches; asked at every
    replay until the compiled loop loads). Only when that reaches ``enough``
    is it scaled by the share of the matches from ``start`` on (an index
    range count).
    """
    total = int(db.execute("SELECT coalesce(max(id), 0) FROM matches").fetchone()[0])
    low = [total - _SAMPLE_MATCHES]
    rows = int(db.execute("SELECT count(*) FROM match_players WHERE match_id > ?", low).fetchone()[0])
    sampled = int(db.execute("SELECT count(*) FROM matches WHERE id > ?", low).fetchone()[0])
    bound = total * rows // max(sampled, 1)
    if bound < enough or start is None:
        return bound
    params = {"lb": leaderboard_id, "pa": start[0], "seq": start[1]}
    later = int(db.execute(f"SELECT count(*) FROM matches m WHERE m.leaderboard_id = :lb AND {_FROM}", params).fetchone()[0])
    return bound * later // max(total, 1)


def load_history(db: Database, leaderboard_id: int, start: Position | None) -> LoadedHistory:
    """Every match of the leaderboard from ``start`` on (all if None), in rating order, as arrays.

    Sides in side-number order, each side's players in slot order (the order
    they were entered in); a side without players is an empty side (rating refuses it), a
    match without sides is left out. Three plain queries (matches in order,
    sides, players in stored order), the whole-number columns read as one
    text each (:func:`.column_read.read_int_columns`), put together with NumPy.
    """
    where = "m.leaderboard_id = :lb" + (f" AND {_FROM}" if start else "")
    params = {"lb": leaderboard_id, "pa": start[0] if start else None, "seq": start[1] if start else None}
    match_ids, played = _read_matches(db, where, params)
    # most of the file: whole-table scans beat index lookups; all of it: no filter at all
    large = _mostly_everything(db, len(match_ids))
    every = large and start is None and _whole_file(db, len(match_ids))
    sides = _read_sides(db, None if every else where, params)
    players = _read_players(db, None if every else where, params, large)
    position = _Positions(match_ids)
    if every:  # read without a filter: keep only what belongs to these matches (a stray row does not)
        sides = sides[position.among(sides[:, 0])]
        players = players[position.among(players[:, 0])]
    if not len(match_ids) or not len(sides):
        empty_i, empty_f = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        return LoadedHistory(empty_i, [], np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64), empty_f, empty_f, empty_i)

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
    )


#: the separator of the moments read as one text: a control character no stored moment holds
_UNIT_SEPARATOR = "\x1f"


def _read_matches(db: Database, where: str, params: dict[str, Any]) -> tuple[npt.NDArray[np.int64], list[str]]:
    """Ids and moments of the matches ``where`` selects, in rating order (moment, then seq).

    One query step: a loop over the rows hands the GIL back and forth once a
    row, which starves it while numba loads on another thread
    (benchmarks/README.md). The order of ``group_concat`` is what the
    ordered subquery gives; it is checked, and a text that does not split
    into the rows, or rows out of order, are read again row by row.
    """
    query = f"SELECT m.id, m.played_at, m.seq FROM matches m WHERE {where} ORDER BY m.played_at, m.seq"
    read = read_int_columns(db, ["id", "seq"], f"FROM ({query})", params, ["group_concat(played_at, char(31))"])
    if read is not None:
        (ids, seq), (moments,) = read
        played = moments.split(_UNIT_SEPARATOR) if isinstance(moments, str) else []
        if len(played) == len(ids) and in_rating_order(played, seq):
            return ids, played
    rows = db.execute(query, params).fetchall()
    return np.array([r[0] for r in rows], dtype=np.int64), [r[1] for r in rows]


def in_rating_order(played: list[str], seq: npt.NDArray[np.int64]) -> bool:
    """True when (moment, seq) pairs are strictly increasing."""
    if len(played) < 2:
        return True
    moments = np.array(played)
    later, same = moments[1:] > moments[:-1], moments[1:] == moments[:-1]
    return bool(np.all(later | (same & (seq[1:] > seq[:-1]))))


def small_ids(ids: npt.NDArray[np.int64]) -> bool:
    """True when ``ids`` are small non-negative numbers, as database ids are: a table indexed by id is
    then cheaper than sorting or searching them."""
    return bool(len(ids)) and 0 <= int(ids.min()) and int(ids.max()) <= 4 * len(ids) + 1_000_000


class _Positions:
    """Where each match id is among the loaded matches (their index in rating order)."""

    def __init__(self, match_ids: npt.NDArray[np.int64]) -> None:
        self._dense = small_ids(match_ids)
        if self._dense:  # database ids are small numbers: a lookup table, not a search per row
            self._table = np.full(int(match_ids.max()) + 1, -1, dtype=np.int64)
            self._table[match_ids] = np.arange(len(match_ids), dtype=np.int64)
        else:
            self._by_id = np.argsort(match_ids)
            self._sorted = match_ids[self._by_id]

    def __call__(self, mids: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """The positions of ``mids``, every one of them among the loaded matches."""
        if self._dense:
            found: npt.NDArray[np.int64] = self._table[mids]
            return found
        at: npt.NDArray[np.int64] = self._by_id[np.searchsorted(self._sorted, mids)]
        return at

    def among(self, mids: npt.NDArray[Any]) -> npt.NDArray[np.bool_]:
        """Which of ``mids`` (any numbers, NaN included) are loaded matches."""
        with np.errstate(invalid="ignore"):
            as_float = np.nan_to_num(np.asarray(mids, dtype=np.float64), nan=-1.0)
        ids = as_float.astype(np.int64)
        whole = as_float == ids
        if self._dense:
            inside = whole & (ids >= 0) & (ids < len(self._table))
            found = np.zeros(len(ids), dtype=bool)
            found[inside] = self._table[ids[inside]] >= 0
            return found
        if not len(self._sorted):
            return np.zeros(len(ids), dtype=bool)
        at = np.minimum(np.searchsorted(self._sorted, ids), len(self._sorted) - 1)
        hit: npt.NDArray[np.bool_] = whole & (self._sorted[at] == ids)
        return hit


def _read_sides(db: Database, where: str | None, params: dict[str, Any]) -> npt.NDArray[np.float64]:
    """(match_id, side, rank, score) of the sides of the matches ``where`` selects (None: every side); score NULL -> NaN."""
    rest = "FROM match_sides s WHERE 1" if where is None else f"FROM match_sides s JOIN matches m ON m.id = s.match_id WHERE {where}"
    read = read_int_columns(db, ["s.match_id", "s.side", "s.rank"], rest, params, ["sum(s.score IS NOT NULL)"])
    if read is None:  # a rank that is not a whole number, or odd values: row by row, exactly
        return _columns(db.execute(f"SELECT s.match_id, s.side, s.rank, s.score {rest}", params), 4, np.float64)
    (mid, side, rank), (scored,) = read
    sides = np.empty((len(mid), 4), dtype=np.float64)
    sides[:, 0], sides[:, 1], sides[:, 2], sides[:, 3] = mid, side, rank, math.nan
    if scored:
        # scores are REAL: read exactly, row by row, and put in place by (match, side), which is unique
        known = _columns(db.execute(f"SELECT s.match_id, s.side, s.score {rest} AND s.score IS NOT NULL", params), 3, np.float64)
        width = int(side.max()) - int(side.min()) + 1
        key = mid * width + (side - int(side.min()))
        order = np.argsort(key, kind="stable")
        at = order[np.searchsorted(key[order], known[:, 0].astype(np.int64) * width + (known[:, 1].astype(np.int64) - int(side.min())))]
        sides[at, 3] = known[:, 2]
    return sides


def _read_players(db: Database, where: str | None, params: dict[str, Any], large: bool) -> npt.NDArray[np.int64]:
    """(match_id, side, player_id) of the players of the matches ``where`` selects (None: every player),
    each match's players together and by slot (the order they were entered in).

    The matches come in no set order (by id, or in rating order): :func:`load_history`
    puts the rows in place by (match, side), keeping this order among a side's players.
    """
    if where is None or large:
        # most of the file: one pass over the table in key order beats a search of the key per match
        # (the unary + keeps SQLite from searching it). The subquery's ORDER BY costs no sort (the scan
        # is in key order) and is read as a co-routine, whose rows the aggregate takes in that order:
        # no slot column to read and sort by
        kept = "" if where is None else f"WHERE +p.match_id IN (SELECT m.id FROM matches m WHERE {where})"
        source = f"FROM match_players p {kept}"
        ordered = f"FROM (SELECT p.match_id, p.side, p.player_id {source} ORDER BY p.match_id, p.slot)"
        read = read_int_columns(db, ["match_id", "side", "player_id"], ordered, params)
        if read is not None:
            return np.stack(read[0], axis=1)
    else:
        source = f"FROM match_players p JOIN matches m ON m.id = p.match_id WHERE {where}"
        read = read_int_columns(db, ["p.match_id", "p.slot", "p.side", "p.player_id"], source, params)
        if read is not None:
            mid, slot, side, pid = read[0]
            order = _key_order(mid, slot)
            return np.stack([mid[order], side[order], pid[order]], axis=1)
    return _columns(db.execute(f"SELECT p.match_id, p.side, p.player_id {source} ORDER BY p.match_id, p.slot", params),
                    3, np.int64)


def _key_order(match: npt.NDArray[np.int64], slot: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """An order of the rows that keeps each match's rows together and in slot order: as they are when SQLite's
    join gave them so (matches in rating order, each one's players by key), else sorted by (match, slot)."""
    if len(match) < 2:
        return np.arange(len(match), dtype=np.int64)
    new_match = match[1:] != match[:-1]
    runs = match[np.concatenate(([True], new_match))]
    if len(np.unique(runs)) == len(runs) and bool(np.all(new_match | (slot[1:] > slot[:-1]))):
        return np.arange(len(match), dtype=np.int64)
    return np.lexsort((slot, match)).astype(np.int64)


def first_positions(db: Database, pairs: Iterable[tuple[int, int]]) -> dict[tuple[int, int], Position]:
    """Where each (leaderboard, player)'s first match on that leaderboard is in its history (pairs without one
    are left out). Read from the results, which are the truth even inside a write that has not replayed yet.

    The results keep no index by player (issue 17). For a few pairs SQLite
    walks each leaderboard's matches in rating order and looks up each one's
    players by its key until it meets the player (at once for a regular,
    ~80 ms at 100k matches for one who never played there); for more, one
    pass over all the player rows (~40 ms at 800k rows) serves them all.
    """
    wanted = set(pairs)
    found: dict[tuple[int, int], Position] = {}
    if len(wanted) <= 2:
        for board, player in wanted:
            row = db.execute(
                "SELECT m.played_at, m.seq FROM matches m JOIN match_players mp ON mp.match_id = m.id "
                "WHERE m.leaderboard_id = ? AND mp.player_id = ? ORDER BY m.played_at, m.seq LIMIT 1",
                [board, player],
            ).fetchone()
            if row is not None:
                found[board, player] = (row[0], row[1])
        return found
    players = sorted({player for _board, player in wanted})
    for board, player, at, seq in db.execute(
        "SELECT m.leaderboard_id, mp.player_id, m.played_at, m.seq FROM match_players mp CROSS JOIN matches m "
        "ON m.id = mp.match_id WHERE mp.player_id IN (SELECT value FROM json_each(?))", [json.dumps(players)]
    ):
        known = found.get((board, player))
        if (board, player) in wanted and (known is None or (at, seq) < known):
            found[board, player] = (at, seq)
    return found


def load_matches(db: Database, leaderboard_id: int, start: Position | None) -> list[MatchToRate]:
    """Every match of the leaderboard from ``start`` on (all if None), in rating order."""
    return load_history(db, leaderboard_id, start).to_matches()


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
