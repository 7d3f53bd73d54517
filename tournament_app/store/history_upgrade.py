"""Migrations of the derived history into the chunks this version stores (:mod:`.history_chunks`)."""

from __future__ import annotations

import sqlite3

import numpy as np
from sqlite_utils import Database

from .history_chunks import create_history_table, match_bounds, row_match, write_from
from .history_codec import HistoryRows, read_floats, read_ints


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


def _rows_of_full_chunk(n: int, mids: bytes, ends: bytes, pids: bytes, mb: bytes, sb: bytes, ma: bytes, sa: bytes,
                        won: bytes) -> HistoryRows:
    """The rows of a chunk as migration 0011 stored them: every row's four ratings, ``won`` one byte each."""
    match_id, end = match_bounds(mids, ends)
    return HistoryRows(match_id[row_match(end)], read_ints(pids, n), read_floats(mb), read_floats(sb), read_floats(ma),
                       read_floats(sa), np.frombuffer(won, dtype=np.int8).astype(np.int64))


def store_befores_sparsely(db: Database) -> None:
    """Migration 0015: rewrite the chunks with the befores stored only where they are not the previous after.

    The same rows (so nothing needs a replay), repacked leaderboard by
    leaderboard; a file whose chunks already have that form is left alone.
    """
    columns = {row[1] for row in db.execute("PRAGMA table_info(history_chunks)")}
    if "before_kept" in columns:
        return
    db.execute("ALTER TABLE history_chunks RENAME TO history_chunks_0011")
    create_history_table(db)
    for (lb,) in db.execute("SELECT DISTINCT leaderboard_id FROM history_chunks_0011 ORDER BY 1").fetchall():
        parts = [_rows_of_full_chunk(*row) for row in db.execute(
            "SELECT n_rows, match_id, match_end, player_id, mu_before, sigma_before, mu_after, sigma_after, won "
            "FROM history_chunks_0011 WHERE leaderboard_id = ? ORDER BY chunk", [lb])]
        write_from(db, lb, None, HistoryRows.concat(parts))
    db.execute("DROP TABLE history_chunks_0011")
