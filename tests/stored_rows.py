"""Reading every row of a table in a fixed order in tests, for rowid and WITHOUT ROWID tables alike.

``match_players`` and ``match_sides`` are WITHOUT ROWID tables (migration
0014): they have no rowid to order or compare by; their key is among their
columns, and their rows are ordered by it.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from tournament_app.store.undo_log import LOGGED_TABLES, row_identity

Rows = dict[str, list[tuple[Any, ...]]]

#: columns read of tables whose other columns differ between two copies of a file that did the same: a club
#: file's own club ids are random, and its place names the copy (store/result_origins.py)
SAME_IN_EVERY_COPY = {"local_origins": "first_number, last_number"}


def _key(conn: Any, table: str) -> tuple[str, str] | None:
    """A WITHOUT ROWID table's key columns (None for a rowid table), as the undo log names its rows."""
    return row_identity(conn if isinstance(conn, Database) else Database(conn), table).key


def order_by(conn: Any, table: str) -> str:
    """The ORDER BY list that reads ``table`` in stored order: its rowid, or its key."""
    key = _key(conn, table)
    return "rowid" if key is None else ", ".join(f'"{c}"' for c in key)


def rows_of(conn: Any, table: str, *, rowid: bool = False, columns: str = "*") -> list[tuple[Any, ...]]:
    """Every row of ``table`` in stored order; with ``rowid`` each led by its rowid (a WITHOUT ROWID table has
    none: its key is among its columns)."""
    lead = "rowid, " if rowid and _key(conn, table) is None else ""
    return list(conn.execute(f'SELECT {lead}{columns} FROM "{table}" ORDER BY {order_by(conn, table)}').fetchall())


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)


def logged_rows(path: Path) -> Rows:
    """Every row of the source-of-truth (logged) tables in stored order, rowids included where there are any
    (a separate read-only connection)."""
    with closing(_read_only(path)) as conn:
        return {t: rows_of(conn, t, rowid=True) for t in LOGGED_TABLES}


def table_rows(path: Path) -> Rows:
    """Every row of every table in stored order (a separate read-only connection); of ``local_origins`` the
    numbers only (:data:`SAME_IN_EVERY_COPY`)."""
    with closing(_read_only(path)) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {t: rows_of(conn, t, columns=SAME_IN_EVERY_COPY.get(t, "*")) for t in tables}
