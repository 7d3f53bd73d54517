"""The derived rating history, kept compactly: per leaderboard, chunks of rows in rating order.

Each history row is one player in one match: the rating before and after it
and whether their side won. A leaderboard's rows, in rating order (the
matches by ``(played_at, seq)``, each match's players in slot order), are
cut into chunks of about :data:`CHUNK_ROWS` rows at match boundaries; a
chunk is one row of ``history_chunks`` whose columns are NumPy arrays in
BLOBs (:mod:`.history_codec`): per match its id and where its rows end, per
row the player id, the rating after, ``won`` and (where it is not the
previous after) the rating before, and a bitset of the players present (to
skip chunks without a player). The positions of its first and last match
are kept to find where a replay starts. Reading one player's or one match's
rows is :mod:`.history_lookup`.

The rows are derived (rebuilt by a replay, never edited, never in the undo
log). A replay from a point keeps the chunks before it and the rows of the
first chunk that come before the point, and writes the rest anew
(:func:`write_from`). Rows of a match that moved or went away are never
read before that replay: every change replays from the earliest match it
touched, so the stored positions of the chunks before that point hold.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

from .history_codec import HistoryRows, Ints, PackedRows, ints, pack_rows, read_ints, unpack_rows

#: rows per chunk (a chunk ends at the first match boundary from here on); chosen by measurement
#: (benchmarks/README.md, issue 17): small enough that a new last match rewrites little (~0.7 MB at most),
#: big enough that a player's first rows in a chunk, whose befores are stored, are few (a quarter at 100k)
CHUNK_ROWS = 32_768

#: a match's place in its leaderboard's history: (played_at, seq)
Position = tuple[str, int]

#: the columns of a stored chunk, in the table's order
COLUMNS = ("leaderboard_id", "chunk", "first_played_at", "first_seq", "last_played_at", "last_seq", "n_rows", "match_id",
           "match_end", "player_id", "players", "mu_after", "sigma_after", "won", "before_kept", "mu_before", "sigma_before")

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
    mu_after BLOB NOT NULL,
    sigma_after BLOB NOT NULL,
    won BLOB NOT NULL,
    before_kept BLOB NOT NULL,
    mu_before BLOB NOT NULL,
    sigma_before BLOB NOT NULL,
    PRIMARY KEY (leaderboard_id, chunk)
)
"""


def create_history_table(db: Database) -> None:
    """Create ``history_chunks`` as this version stores it (migrations 0011 and 0015)."""
    db.execute(_CREATE)


def presence(player_id: Ints) -> bytes | None:
    """A bitset of the players in a chunk (bit ``pid``), or None when it would be bigger than the ids themselves."""
    if len(player_id) == 0 or int(player_id.min()) < 0 or int(player_id.max()) >= 32 * len(player_id) + 65_536:
        return None
    bits = np.zeros(int(player_id.max()) + 1, dtype=bool)
    bits[player_id] = True
    return np.packbits(bits, bitorder="little").tobytes()


def has_player(bitset: bytes | None, player_id: int) -> bool:
    if bitset is None:
        return True
    byte = player_id >> 3
    return 0 <= byte < len(bitset) and bool(bitset[byte] >> (player_id & 7) & 1)


def match_bounds(match_id: bytes, match_end: bytes) -> tuple[Ints, Ints]:
    """A chunk's matches: their ids and where their rows end."""
    end = read_ints(match_end, len(match_end) // 4)
    return read_ints(match_id, len(end)), end


def row_match(match_end: Ints) -> Ints:
    """The index in the chunk of each row's match."""
    return np.repeat(np.arange(len(match_end)), np.diff(match_end, prepend=0))


@dataclass
class Chunk:
    """One stored chunk, decoded: its matches (ids, where their rows end) and rows."""

    number: int
    match_id: Ints
    match_end: Ints
    rows: HistoryRows


def _decode(number: int, n: int, match_id: bytes, match_end: bytes, *packed: bytes) -> Chunk:
    mids, end = match_bounds(match_id, match_end)
    return Chunk(number, mids, end, unpack_rows(mids[row_match(end)], n, PackedRows(*packed)))


_ALL_COLUMNS = "chunk, n_rows, match_id, match_end, player_id, mu_after, sigma_after, won, before_kept, mu_before, sigma_before"


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


def positions(db: Database, match_ids: Sequence[int]) -> dict[int, Position]:
    """Where these matches are in their leaderboards' histories."""
    return {
        mid: (at, seq)
        for mid, at, seq in db.execute(
            "SELECT id, played_at, seq FROM matches WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(list(match_ids))]
        )
    }


def matches_before(db: Database, leaderboard_id: int, match_ids: Ints, start: Position) -> npt.NDArray[np.bool_]:
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
            keep = matches_before(db, leaderboard_id, chunk.match_id, start)[row_match(chunk.match_end)]
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
        f"SELECT rowid, {', '.join(COLUMNS[:7])} FROM history_chunks WHERE leaderboard_id = ? AND chunk >= ?",
        [leaderboard_id, number])
        if int(head[1]) in new and tuple(head) == new[int(head[1])][:7]]
    same = {int(row[1]) for row in db.execute(
        f"SELECT {', '.join(COLUMNS)} FROM history_chunks WHERE rowid IN (SELECT value FROM json_each(?))", [json.dumps(alike)])
        if tuple(row) == new[int(row[1])]}
    db.execute("DELETE FROM history_chunks WHERE leaderboard_id = ? AND chunk >= ? AND chunk NOT IN (SELECT value FROM json_each(?))",
               [leaderboard_id, number, json.dumps(sorted(same))])
    db.conn.executemany(f"INSERT INTO history_chunks ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                        [r for r in records if int(r[1]) not in same])


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
    where = positions(db, [int(match_ids[c]) for c in cuts[:-1]] + ends)
    records = []
    for k in range(len(cuts) - 1):
        m_lo, m_hi = cuts[k], cuts[k + 1]
        r_lo = int(match_end[m_lo - 1]) if m_lo else 0
        r_hi = int(match_end[m_hi - 1])
        part = rows.take(slice(r_lo, r_hi))
        first, last = where[int(match_ids[m_lo])], where[int(match_ids[m_hi - 1])]
        packed = pack_rows(part)
        records.append((
            leaderboard_id, number + k, first[0], first[1], last[0], last[1], r_hi - r_lo,
            ints(match_ids[m_lo:m_hi]), (match_end[m_lo:m_hi] - r_lo).astype("<i4").tobytes(),
            packed.player_id, presence(part.player_id), packed.mu_after, packed.sigma_after, packed.won,
            packed.before_kept, packed.mu_before, packed.sigma_before,
        ))
    _replace_chunks(db, leaderboard_id, number, records)
