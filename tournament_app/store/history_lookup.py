"""Reading a few rows of the stored history: one player's, one match's, each player's last before a point.

Chunks without the player (their bitset says so) are skipped unread; in
the others only the small columns are read whole and a few rows' ratings
are read value by value (incremental BLOB I/O). A row whose before is not
stored (:mod:`.history_codec`) takes the after of the same player's
previous row in its chunk.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np
from sqlite_utils import Database

from .history_chunks import Position, has_player, match_bounds, matches_before, positions, row_match
from .history_codec import Floats, HistoryRows, Ints, previous_same_player, read_bits, read_floats, read_ints

#: at most this many values of a column are read one by one (incremental BLOB I/O) instead of the whole
#: column (measured: a player's few rows of a 16k-row chunk, ~25x less to read than the whole column)
_FEW_ROWS = 48


def _values_at(conn: sqlite3.Connection, rowid: int, column: str, at: Ints, n: int) -> bytes:
    """The values at ``at`` of one BLOB column of ``n`` values of a chunk, read one by one."""
    with conn.blobopen("history_chunks", column, rowid, readonly=True) as blob:
        width = len(blob) // n
        parts = []
        for i in at.tolist():
            blob.seek(i * width)
            parts.append(blob.read(width))
    return b"".join(parts)


def _floats_at(db: Database, rowid: int, columns: Sequence[str], at: Ints, n: int) -> list[Floats]:
    """The float64 values at ``at`` of these columns of ``n`` values each: one by one when few, else whole."""
    if not len(at):
        return [np.zeros(0) for _ in columns]
    if len(at) <= _FEW_ROWS:
        return [read_floats(_values_at(db.conn, rowid, c, at, n)) for c in columns]
    whole = db.execute(f"SELECT {', '.join(columns)} FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
    return [read_floats(blob)[at] for blob in whole]


def _rows_at(db: Database, rowid: int, n: int, at: Ints, player_id: Ints, match_id: Ints) -> HistoryRows:
    """The rows ``at`` (in order) of one chunk of ``n`` rows, whose whole ``player_id`` column is given."""
    won, before_kept = db.execute("SELECT won, before_kept FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
    kept = read_bits(before_kept, n)
    prev = previous_same_player(player_id)[at]
    told = kept[at]
    # the afters of the rows and of the previous rows whose afters are their befores, read once
    need = np.unique(np.concatenate([at, prev[~told]]))
    mu_a, sigma_a = _floats_at(db, rowid, ("mu_after", "sigma_after"), need, n)
    mu_b, sigma_b = _floats_at(db, rowid, ("mu_before", "sigma_before"), (np.cumsum(kept) - 1)[at[told]], int(kept.sum()))
    here, there = np.searchsorted(need, at), np.searchsorted(need, prev[~told])
    mb, sb = np.empty(len(at)), np.empty(len(at))
    mb[told], sb[told] = mu_b, sigma_b
    mb[~told], sb[~told] = mu_a[there], sigma_a[there]
    won_rows = read_bits(won, n)[at].astype(np.int64)
    return HistoryRows(match_id, player_id[at], mb, sb, mu_a[here], sigma_a[here], won_rows)


@dataclass(frozen=True)
class _PlayerChunk:
    """A chunk holding a player: its rowid, rows, whole player-id column, the player's rows and their matches."""

    rowid: int
    n: int
    player_id: Ints
    at: Ints
    match_id: Ints


def _player_chunks(db: Database, player_id: int, leaderboard_id: int | None) -> Iterator[_PlayerChunk]:
    """The chunks (of one leaderboard, or all) that hold the player, in rating order within a leaderboard.

    Chunks whose bitset lacks the player are skipped unread; the others' match
    and player-id columns are read whole.
    """
    where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1", [])
    found = [(rowid, n) for rowid, n, bits in db.execute(
        f"SELECT rowid, n_rows, players FROM history_chunks WHERE {where} ORDER BY leaderboard_id, chunk", params)
        if has_player(bits, player_id)]
    for rowid, n in found:
        mids, ends, pids = db.execute(
            "SELECT match_id, match_end, player_id FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
        pid = read_ints(pids, n)
        at = np.flatnonzero(pid == player_id)
        if len(at):
            match_ids, end = match_bounds(mids, ends)
            yield _PlayerChunk(rowid, n, pid, at, match_ids[np.searchsorted(end, at, side="right")])


def player_rows(db: Database, leaderboard_id: int, player_id: int) -> HistoryRows:
    """The player's stored history rows on the leaderboard, in rating order."""
    return HistoryRows.concat([_rows_at(db, c.rowid, c.n, c.at, c.player_id, c.match_id)
                               for c in _player_chunks(db, player_id, leaderboard_id)])


def player_match_ids(db: Database, player_id: int, leaderboard_id: int | None = None) -> list[int]:
    """The ids of the matches the player has history rows in (on one leaderboard, or any), in no set order.

    The history doubles as the results' index by player (the results keep
    none, to keep the file small; issue 17).
    """
    return [m for c in _player_chunks(db, player_id, leaderboard_id) for m in np.unique(c.match_id).tolist()]


def match_rows(db: Database, match_id: int) -> HistoryRows:
    """The stored history rows of one match (none if it has none): only its chunk's small columns are read whole."""
    found = db.execute("SELECT leaderboard_id, played_at, seq FROM matches WHERE id = ?", [match_id]).fetchone()
    if found is None:
        return HistoryRows.empty()
    lb, at, seq = found
    for rowid, n, mids, ends, pids in db.execute(
        "SELECT rowid, n_rows, match_id, match_end, player_id FROM history_chunks WHERE leaderboard_id = ? "
        "AND (first_played_at, first_seq) <= (?, ?) AND (last_played_at, last_seq) >= (?, ?) ORDER BY chunk",
        [lb, at, seq, at, seq],
    ).fetchall():
        match_ids, end = match_bounds(mids, ends)
        where = np.flatnonzero(match_ids == match_id)
        if len(where):
            i = int(where[0])
            rows = np.arange(int(end[i - 1]) if i else 0, int(end[i]), dtype=np.int64)
            return _rows_at(db, rowid, n, rows, read_ints(pids, n), np.full(len(rows), match_id, dtype=np.int64))
    return HistoryRows.empty()


@dataclass(frozen=True)
class LastRow:
    """A player's history up to a point: the rating after their last match, games, wins, that match's time."""

    mu: float
    sigma: float
    games: int
    wins: int
    played_at: str


def state_before(db: Database, leaderboard_id: int, start: Position, player_ids: Sequence[int]) -> dict[int, LastRow]:
    """Each given player's history just before ``start`` (players without an earlier match are left out).

    One pass over the player ids and ``won`` of the chunks before ``start``
    (games, wins, where each player's last row is); the ratings are read
    only at the last rows (value by value when a chunk holds few of them).
    """
    wanted = np.unique(np.asarray(list(player_ids), dtype=np.int64))
    if not len(wanted):
        return {}
    games = np.zeros(len(wanted), dtype=np.int64)
    wins = np.zeros(len(wanted), dtype=np.int64)
    last_chunk = np.full(len(wanted), -1, dtype=np.int64)  # its rowid
    last_row = np.zeros(len(wanted), dtype=np.int64)
    last_match = np.zeros(len(wanted), dtype=np.int64)
    sizes: dict[int, int] = {}
    for rowid, n, whole, mids, ends, pids, won in db.execute(
        "SELECT rowid, n_rows, (last_played_at, last_seq) < (?, ?), match_id, match_end, player_id, won FROM history_chunks "
        "WHERE leaderboard_id = ? AND (first_played_at, first_seq) < (?, ?) ORDER BY chunk",
        [start[0], start[1], leaderboard_id, start[0], start[1]],
    ).fetchall():
        sizes[rowid] = n
        match_id, end = match_bounds(mids, ends)
        pid = read_ints(pids, n)
        row_won = read_bits(won, n).astype(np.int64)
        of_row = row_match(end)
        if not whole:  # the chunk where start is: only its matches before start count
            keep = matches_before(db, leaderboard_id, match_id, start)[of_row]
            pid, row_won, of_row = pid[keep], row_won[keep], of_row[keep]
            rows_at = np.flatnonzero(keep)
        else:
            rows_at = np.arange(n)
        at = np.minimum(np.searchsorted(wanted, pid), len(wanted) - 1)
        hit = wanted[at] == pid
        if not hit.any():
            continue
        who, rows_at, of_row = at[hit], rows_at[hit], of_row[hit]
        games += np.bincount(who, minlength=len(wanted))
        wins += np.bincount(who, weights=row_won[hit], minlength=len(wanted)).astype(np.int64)
        # the last row of each player in this chunk (rows are in order): the first seen from the end
        players, from_end = np.unique(who[::-1], return_index=True)
        at_last = len(who) - 1 - from_end
        last_chunk[players] = rowid
        last_row[players] = rows_at[at_last]
        last_match[players] = match_id[of_row[at_last]]
    out: dict[int, LastRow] = {}
    found = np.flatnonzero(last_chunk >= 0)
    if not len(found):
        return out
    played = {m: at for m, (at, _seq) in positions(db, sorted(set(last_match[found].tolist()))).items()}
    for rowid in sorted(set(last_chunk[found].tolist())):
        here = found[last_chunk[found] == rowid]
        mu, sigma = _floats_at(db, rowid, ("mu_after", "sigma_after"), last_row[here], sizes[rowid])
        for i, m, s in zip(here.tolist(), mu.tolist(), sigma.tolist()):
            out[int(wanted[i])] = LastRow(m, s, int(games[i]), int(wins[i]), played[int(last_match[i])])
    return out
