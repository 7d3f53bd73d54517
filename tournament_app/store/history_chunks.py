"""The derived rating history, kept compactly: per leaderboard, chunks of rows in rating order.

Each history row is one player in one match: the rating before and after it
and whether their side won. A leaderboard's rows, in rating order (the
matches by ``(played_at, seq)``, each match's players in slot order), are
cut into chunks of about :data:`CHUNK_ROWS` rows at match boundaries; a
chunk is one row of ``history_chunks`` whose columns are NumPy arrays in
BLOBs (little-endian): per match its id and where its rows end, per row the
player id, the four ratings as float64 and ``won``, and a bitset of the
players present (to skip chunks without a player). The positions of its
first and last match are kept to find where a replay starts.

The rows are derived (rebuilt by a replay, never edited, never in the undo
log). A replay from a point keeps the chunks before it and the rows of the
first chunk that come before the point, and writes the rest anew
(:func:`write_from`). Rows of a match that moved or went away are never
read before that replay: every change replays from the earliest match it
touched, so the stored positions of the chunks before that point hold.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

#: rows per chunk (a chunk ends at the first match boundary from here on); chosen by measurement
#: (benchmarks/README.md, issue 17): small enough that a new last match rewrites little, big enough
#: that a 2M-row history is a few hundred rows of the table
CHUNK_ROWS = 16_384

#: a match's place in its leaderboard's history: (played_at, seq)
Position = tuple[str, int]

_FLOATS = ("mu_before", "sigma_before", "mu_after", "sigma_after")

_CREATE = """
CREATE TABLE IF NOT EXISTS history_chunks (
    leaderboard_id INTEGER NOT NULL,
    chunk INTEGER NOT NULL,
    first_played_at TEXT NOT NULL,
    first_seq INTEGER NOT NULL,
    last_played_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL,
    n_rows INTEGER NOT NULL,
    match_id BLOB NOT NULL,
    match_end BLOB NOT NULL,
    player_id BLOB NOT NULL,
    players BLOB,
    mu_before BLOB NOT NULL,
    sigma_before BLOB NOT NULL,
    mu_after BLOB NOT NULL,
    sigma_after BLOB NOT NULL,
    won BLOB NOT NULL,
    PRIMARY KEY (leaderboard_id, chunk)
)
"""


def create_history_table(db: Database) -> None:
    """Create ``history_chunks`` (migration 0011)."""
    db.execute(_CREATE)


@dataclass
class HistoryRows:
    """History rows as columns, in rating order."""

    match_id: npt.NDArray[np.int64]
    player_id: npt.NDArray[np.int64]
    mu_before: npt.NDArray[np.float64]
    sigma_before: npt.NDArray[np.float64]
    mu_after: npt.NDArray[np.float64]
    sigma_after: npt.NDArray[np.float64]
    won: npt.NDArray[np.int64]

    def __len__(self) -> int:
        return len(self.match_id)

    @classmethod
    def empty(cls) -> HistoryRows:
        i, f = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        return cls(i, i, f, f, f, f, i)

    @classmethod
    def from_tuples(cls, rows: Sequence[tuple[int, int, float, float, float, float, int]]) -> HistoryRows:
        """From (match_id, player_id, mu_before, sigma_before, mu_after, sigma_after, won) tuples."""
        if not rows:
            return cls.empty()
        m, p, mb, sb, ma, sa, w = (np.array(c) for c in zip(*rows))
        f = np.float64
        return cls(m.astype(np.int64), p.astype(np.int64), mb.astype(f), sb.astype(f), ma.astype(f), sa.astype(f),
                   w.astype(np.int64))

    def take(self, at: npt.NDArray[np.int64] | slice) -> HistoryRows:
        return HistoryRows(self.match_id[at], self.player_id[at], self.mu_before[at], self.sigma_before[at],
                           self.mu_after[at], self.sigma_after[at], self.won[at])

    def _columns(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.float64], npt.NDArray[np.float64],
                                npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.int64]]:
        return (self.match_id, self.player_id, self.mu_before, self.sigma_before, self.mu_after, self.sigma_after, self.won)

    @staticmethod
    def concat(parts: Sequence[HistoryRows]) -> HistoryRows:
        if not parts:
            return HistoryRows.empty()
        def cat(name: str) -> npt.NDArray[Any]:
            return np.concatenate([getattr(p, name) for p in parts])

        return HistoryRows(cat("match_id"), cat("player_id"), cat("mu_before"), cat("sigma_before"), cat("mu_after"),
                           cat("sigma_after"), cat("won"))

    def tuples(self, leaderboard_id: int) -> list[tuple[int, int, int, float, float, float, float, int]]:
        """(match_id, player_id, leaderboard_id, mu_before, sigma_before, mu_after, sigma_after, won) per row."""
        return [(m, p, leaderboard_id, mb, sb, ma, sa, w) for m, p, mb, sb, ma, sa, w in
                zip(*(c.tolist() for c in self._columns()))]


def _ints(values: npt.NDArray[np.int64]) -> bytes:
    """Whole numbers as int32 when they fit (the usual database ids), else int64; the length tells which."""
    if len(values) == 0 or (int(values.min()) >= -(2**31) and int(values.max()) < 2**31):
        return values.astype("<i4").tobytes()
    return values.astype("<i8").tobytes()


def _read_ints(blob: bytes, n: int) -> npt.NDArray[np.int64]:
    dtype = "<i4" if len(blob) == 4 * n else "<i8"
    return np.frombuffer(blob, dtype=dtype).astype(np.int64)


def _floats(blob: bytes) -> npt.NDArray[np.float64]:
    return np.frombuffer(blob, dtype="<f8").astype(np.float64)


def _presence(player_id: npt.NDArray[np.int64]) -> bytes | None:
    """A bitset of the players in a chunk (bit ``pid``), or None when it would be bigger than the ids themselves."""
    if len(player_id) == 0 or int(player_id.min()) < 0 or int(player_id.max()) >= 32 * len(player_id) + 65_536:
        return None
    bits = np.zeros(int(player_id.max()) + 1, dtype=bool)
    bits[player_id] = True
    return np.packbits(bits, bitorder="little").tobytes()


def _has(bitset: bytes | None, player_id: int) -> bool:
    if bitset is None:
        return True
    byte = player_id >> 3
    return 0 <= byte < len(bitset) and bool(bitset[byte] >> (player_id & 7) & 1)


def _match_bounds(match_id: bytes, match_end: bytes) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """A chunk's matches: their ids and where their rows end."""
    end = _read_ints(match_end, len(match_end) // 4)
    return _read_ints(match_id, len(end)), end


def _row_match(match_end: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The index in the chunk of each row's match."""
    return np.repeat(np.arange(len(match_end)), np.diff(match_end, prepend=0))


@dataclass
class Chunk:
    """One stored chunk, decoded: its matches (ids, where their rows end) and rows."""

    number: int
    match_id: npt.NDArray[np.int64]
    match_end: npt.NDArray[np.int64]
    rows: HistoryRows


def _decode(number: int, n: int, match_id: bytes, match_end: bytes, player_id: bytes, mb: bytes, sb: bytes, ma: bytes,
            sa: bytes, won: bytes) -> Chunk:
    mids, end = _match_bounds(match_id, match_end)
    row_match = mids[_row_match(end)]
    won_rows = np.frombuffer(won, dtype=np.int8).astype(np.int64)
    rows = HistoryRows(row_match, _read_ints(player_id, n), _floats(mb), _floats(sb), _floats(ma), _floats(sa), won_rows)
    return Chunk(number, mids, end, rows)


_ALL_COLUMNS = "chunk, n_rows, match_id, match_end, player_id, mu_before, sigma_before, mu_after, sigma_after, won"


def read_chunks(db: Database, leaderboard_id: int, where: str = "1", params: Sequence[object] = ()) -> Iterator[Chunk]:
    """The leaderboard's chunks (those ``where`` selects), in rating order, decoded."""
    for row in db.execute(
        f"SELECT {_ALL_COLUMNS} FROM history_chunks WHERE leaderboard_id = ? AND {where} ORDER BY chunk",
        [leaderboard_id, *params],
    ):
        yield _decode(*row)


def read_history(db: Database, leaderboard_id: int) -> HistoryRows:
    """Every stored history row of the leaderboard, in rating order."""
    return HistoryRows.concat([c.rows for c in read_chunks(db, leaderboard_id)])


def all_history_rows(db: Database) -> list[tuple[int, int, int, float, float, float, float, int]]:
    """Every stored history row of every leaderboard as (match_id, player_id, leaderboard_id, mu_before,
    sigma_before, mu_after, sigma_after, won), ordered by match and player (what tests compare with a replay)."""
    out = []
    for (lb,) in db.execute("SELECT DISTINCT leaderboard_id FROM history_chunks ORDER BY 1").fetchall():
        out.extend(read_history(db, lb).tuples(lb))
    return sorted(out, key=lambda r: (r[0], r[1]))


def delete_history(db: Database, leaderboard_ids: Sequence[int]) -> None:
    """Drop every stored history row of these leaderboards."""
    db.execute("DELETE FROM history_chunks WHERE leaderboard_id IN (SELECT value FROM json_each(?))",
               [json.dumps([int(x) for x in leaderboard_ids])])


def _positions(db: Database, match_ids: Sequence[int]) -> dict[int, Position]:
    return {
        mid: (at, seq)
        for mid, at, seq in db.execute(
            "SELECT id, played_at, seq FROM matches WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(list(match_ids))]
        )
    }


def _before(db: Database, leaderboard_id: int, match_ids: npt.NDArray[np.int64], start: Position) -> npt.NDArray[np.bool_]:
    """Which of the chunk's matches are now (still) before ``start`` in the leaderboard."""
    kept = {
        r[0]
        for r in db.execute(
            "SELECT id FROM matches WHERE id IN (SELECT value FROM json_each(?)) AND leaderboard_id = ? "
            "AND (played_at, seq) < (?, ?)",
            [json.dumps(match_ids.tolist()), leaderboard_id, start[0], start[1]],
        )
    }
    return np.array([m in kept for m in match_ids.tolist()], dtype=bool)


def _kept_rows(db: Database, leaderboard_id: int, start: Position | None) -> tuple[int, HistoryRows]:
    """(the first chunk number to write, the stored rows of that chunk to keep) for a replay from ``start``;
    the chunks from that number on are then replaced (:func:`_replace_chunks`)."""
    if start is None:
        return 0, HistoryRows.empty()
    first = db.execute(
        "SELECT chunk, (first_played_at, first_seq) >= (?, ?) FROM history_chunks "
        "WHERE leaderboard_id = ? AND (last_played_at, last_seq) >= (?, ?) ORDER BY chunk LIMIT 1",
        [start[0], start[1], leaderboard_id, start[0], start[1]],
    ).fetchone()
    if first is None:  # after every stored match: the last chunk is extended while it has room
        last = db.execute(
            f"SELECT {_ALL_COLUMNS} FROM history_chunks WHERE leaderboard_id = ? ORDER BY chunk DESC LIMIT 1", [leaderboard_id]
        ).fetchone()
        if last is None:
            return 0, HistoryRows.empty()
        if last[1] >= CHUNK_ROWS:
            return int(last[0]) + 1, HistoryRows.empty()
        number, rows = int(last[0]), _decode(*last).rows
    else:
        number, rows = int(first[0]), HistoryRows.empty()
        if not first[1]:
            chunk = next(read_chunks(db, leaderboard_id, "chunk = ?", [number]))
            keep = _before(db, leaderboard_id, chunk.match_id, start)[_row_match(chunk.match_end)]
            rows = chunk.rows.take(np.flatnonzero(keep))
    return number, rows


def _replace_chunks(db: Database, leaderboard_id: int, number: int, records: list[tuple[Any, ...]]) -> None:
    """The leaderboard's chunks from ``number`` on become ``records``.

    A stored chunk equal to its new record stays as it is: a replay that
    changed nothing (a recompute with the same settings) writes nothing, so
    its commit and the checkpoint after it copy no pages (benchmarks/README.md).
    Blobs are compared only where the chunk's bounds and size already agree.
    """
    new = {int(r[1]): r for r in records}
    alike = [rowid for rowid, *head in db.execute(
        "SELECT rowid, leaderboard_id, chunk, first_played_at, first_seq, last_played_at, last_seq, n_rows "
        "FROM history_chunks WHERE leaderboard_id = ? AND chunk >= ?", [leaderboard_id, number])
        if int(head[1]) in new and tuple(head) == new[int(head[1])][:7]]
    same = {int(row[1]) for row in db.execute(
        "SELECT * FROM history_chunks WHERE rowid IN (SELECT value FROM json_each(?))", [json.dumps(alike)])
        if tuple(row) == new[int(row[1])]}
    db.execute("DELETE FROM history_chunks WHERE leaderboard_id = ? AND chunk >= ? AND chunk NOT IN (SELECT value FROM json_each(?))",
               [leaderboard_id, number, json.dumps(sorted(same))])
    db.conn.executemany(f"INSERT INTO history_chunks VALUES ({', '.join('?' * 16)})", [r for r in records if int(r[1]) not in same])


def write_from(db: Database, leaderboard_id: int, start: Position | None, rows: HistoryRows) -> None:
    """Make the leaderboard's stored history from ``start`` on (all if None) exactly ``rows`` (in rating order).

    The rows of every match from ``start`` on, as a replay derived them.
    Inside the caller's transaction.
    """
    number, kept = _kept_rows(db, leaderboard_id, start)
    rows = HistoryRows.concat([kept, rows]) if len(kept) else rows
    if not len(rows):
        _replace_chunks(db, leaderboard_id, number, [])
        return
    # match boundaries: rows of one match are together and in order
    change = np.flatnonzero(rows.match_id[1:] != rows.match_id[:-1]) + 1
    match_end = np.append(change, len(rows)).astype(np.int64)
    match_ids = rows.match_id[np.concatenate(([0], change))]
    cuts = [0]
    while cuts[-1] < len(match_end):  # a chunk ends at the first match end that reaches CHUNK_ROWS rows
        lo_row = int(match_end[cuts[-1] - 1]) if cuts[-1] else 0
        at = int(np.searchsorted(match_end, lo_row + CHUNK_ROWS, side="left"))
        cuts.append(min(max(at + 1, cuts[-1] + 1), len(match_end)))
    ends = [int(match_ids[cuts[k] - 1]) for k in range(1, len(cuts))]
    positions = _positions(db, [int(match_ids[c]) for c in cuts[:-1]] + ends)
    records = []
    for k in range(len(cuts) - 1):
        m_lo, m_hi = cuts[k], cuts[k + 1]
        r_lo = int(match_end[m_lo - 1]) if m_lo else 0
        r_hi = int(match_end[m_hi - 1])
        part = rows.take(slice(r_lo, r_hi))
        first, last = positions[int(match_ids[m_lo])], positions[int(match_ids[m_hi - 1])]
        records.append((
            leaderboard_id, number + k, first[0], first[1], last[0], last[1], r_hi - r_lo,
            _ints(match_ids[m_lo:m_hi]), (match_end[m_lo:m_hi] - r_lo).astype("<i4").tobytes(),
            _ints(part.player_id), _presence(part.player_id),
            *(np.ascontiguousarray(c, dtype="<f8").tobytes() for c in
              (part.mu_before, part.sigma_before, part.mu_after, part.sigma_after)),
            part.won.astype(np.int8).tobytes(),
        ))
    _replace_chunks(db, leaderboard_id, number, records)


#: at most this many rows of a chunk are read value by value (incremental BLOB I/O) instead of the chunk's
#: whole columns (measured: a player's few rows of a 16k-row chunk, ~25x less to read)
_FEW_ROWS = 48


def _values_at(conn: sqlite3.Connection, rowid: int, column: str, at: npt.NDArray[np.int64], n: int) -> bytes:
    """The values at rows ``at`` of one BLOB column of a chunk of ``n`` rows, read one by one."""
    with conn.blobopen("history_chunks", column, rowid, readonly=True) as blob:
        width = len(blob) // n
        parts = []
        for i in at.tolist():
            blob.seek(i * width)
            parts.append(blob.read(width))
    return b"".join(parts)


def _column(column: str, blob: bytes, n: int) -> npt.NDArray[Any]:
    """``n`` values of a per-row column, decoded."""
    if column == "won":
        return np.frombuffer(blob, dtype=np.int8).astype(np.int64)
    return _read_ints(blob, n) if column == "player_id" else _floats(blob)


def _columns_at(db: Database, rowid: int, n: int, columns: Sequence[str], at: npt.NDArray[np.int64]) -> list[npt.NDArray[Any]]:
    """The values at rows ``at`` of these per-row columns of one chunk of ``n`` rows: read value by value
    when they are few, else as whole columns."""
    if len(at) <= _FEW_ROWS:
        return [_column(c, _values_at(db.conn, rowid, c, at, n), len(at)) for c in columns]
    whole = db.execute(f"SELECT {', '.join(columns)} FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
    return [_column(c, blob, n)[at] for c, blob in zip(columns, whole)]


def player_rows(db: Database, leaderboard_id: int, player_id: int) -> HistoryRows:
    """The player's stored history rows on the leaderboard, in rating order.

    Chunks whose bitset says the player is not there are skipped unread; in
    the others only the player ids and matches are read whole, and a
    player's few rows are read value by value.
    """
    found = [(rowid, n) for rowid, n, bits in db.execute(
        "SELECT rowid, n_rows, players FROM history_chunks WHERE leaderboard_id = ? ORDER BY chunk", [leaderboard_id])
        if _has(bits, player_id)]
    parts = []
    for rowid, n in found:
        mids, ends, pids = db.execute(
            "SELECT match_id, match_end, player_id FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
        at = np.flatnonzero(_read_ints(pids, n) == player_id)
        if not len(at):
            continue
        match_ids, end = _match_bounds(mids, ends)
        mb, sb, ma, sa, won = _columns_at(db, rowid, n, (*_FLOATS, "won"), at)
        parts.append(HistoryRows(match_ids[np.searchsorted(end, at, side="right")],
                                 np.full(len(at), player_id, dtype=np.int64), mb, sb, ma, sa, won))
    return HistoryRows.concat(parts)


def player_match_ids(db: Database, player_id: int, leaderboard_id: int | None = None) -> list[int]:
    """The ids of the matches the player has history rows in (on one leaderboard, or any), in no set order.

    The history doubles as the results' index by player (the results keep
    none, to keep the file small; issue 17): chunks whose bitset lacks the
    player are skipped unread, the others' player ids are read whole.
    """
    where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1", [])
    found: list[int] = []
    for rowid, n, bits in db.execute(f"SELECT rowid, n_rows, players FROM history_chunks WHERE {where}", params).fetchall():
        if not _has(bits, player_id):
            continue
        mids, ends, pids = db.execute(
            "SELECT match_id, match_end, player_id FROM history_chunks WHERE rowid = ?", [rowid]).fetchone()
        at = np.flatnonzero(_read_ints(pids, n) == player_id)
        if len(at):
            match_ids, end = _match_bounds(mids, ends)
            found.extend(match_ids[np.unique(np.searchsorted(end, at, side="right"))].tolist())
    return found


def match_rows(db: Database, match_id: int) -> HistoryRows:
    """The stored history rows of one match (none if it has none): only its chunk's matches are read whole."""
    found = db.execute("SELECT leaderboard_id, played_at, seq FROM matches WHERE id = ?", [match_id]).fetchone()
    if found is None:
        return HistoryRows.empty()
    lb, at, seq = found
    for rowid, n, mids, ends in db.execute(
        "SELECT rowid, n_rows, match_id, match_end FROM history_chunks WHERE leaderboard_id = ? "
        "AND (first_played_at, first_seq) <= (?, ?) AND (last_played_at, last_seq) >= (?, ?) ORDER BY chunk",
        [lb, at, seq, at, seq],
    ).fetchall():
        match_ids, end = _match_bounds(mids, ends)
        where = np.flatnonzero(match_ids == match_id)
        if len(where):
            i = int(where[0])
            rows = np.arange(int(end[i - 1]) if i else 0, int(end[i]), dtype=np.int64)
            pid, mb, sb, ma, sa, won = _columns_at(db, rowid, n, ("player_id", *_FLOATS, "won"), rows)
            return HistoryRows(np.full(len(rows), match_id, dtype=np.int64), pid, mb, sb, ma, sa, won)
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
        match_id, end = _match_bounds(mids, ends)
        pid = _read_ints(pids, n)
        row_won = _column("won", won, n)
        row_match = _row_match(end)
        if not whole:  # the chunk where start is: only its matches before start count
            keep = _before(db, leaderboard_id, match_id, start)[row_match]
            pid, row_won, row_match = pid[keep], row_won[keep], row_match[keep]
            rows_at = np.flatnonzero(keep)
        else:
            rows_at = np.arange(n)
        at = np.minimum(np.searchsorted(wanted, pid), len(wanted) - 1)
        hit = wanted[at] == pid
        if not hit.any():
            continue
        who, rows_at, row_match = at[hit], rows_at[hit], row_match[hit]
        games += np.bincount(who, minlength=len(wanted))
        wins += np.bincount(who, weights=row_won[hit], minlength=len(wanted)).astype(np.int64)
        # the last row of each player in this chunk (rows are in order): the first seen from the end
        players, from_end = np.unique(who[::-1], return_index=True)
        at_last = len(who) - 1 - from_end
        last_chunk[players] = rowid
        last_row[players] = rows_at[at_last]
        last_match[players] = match_id[row_match[at_last]]
    out: dict[int, LastRow] = {}
    found = np.flatnonzero(last_chunk >= 0)
    if not len(found):
        return out
    played = {m: at for m, (at, _seq) in _positions(db, sorted(set(last_match[found].tolist()))).items()}
    for rowid in sorted(set(last_chunk[found].tolist())):
        here = found[last_chunk[found] == rowid]
        mu, sigma = _columns_at(db, rowid, sizes[rowid], ("mu_after", "sigma_after"), last_row[here])
        for i, m, s in zip(here.tolist(), mu.tolist(), sigma.tolist()):
            out[int(wanted[i])] = LastRow(m, s, int(games[i]), int(wins[i]), played[int(last_match[i])])
    return out


def convert_history_rows(db: Database) -> None:
    """Migration 0011: move the rows of the old ``rating_history`` table into chunks, then drop it.

    Rows of matches that are gone or on another leaderboard are left out
    (a replay would not make them).
    """
    create_history_table(db)
    try:
        boards = [r[0] for r in db.execute("SELECT DISTINCT leaderboard_id FROM rating_history")]
    except sqlite3.OperationalError:  # no old table (a file made by this version)
        return
    for lb in boards:
        rows = db.execute(
            "SELECT h.match_id, h.player_id, h.mu_before, h.sigma_before, h.mu_after, h.sigma_after, h.won "
            "FROM rating_history h JOIN matches m ON m.id = h.match_id "
            "WHERE h.leaderboard_id = ? AND m.leaderboard_id = ? ORDER BY m.played_at, m.seq, h.rowid",
            [lb, lb],
        ).fetchall()
        write_from(db, lb, None, HistoryRows.from_tuples(rows))
    db.execute("DROP TABLE rating_history")
