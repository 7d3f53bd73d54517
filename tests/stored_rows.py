"""Reading every row of a table in a fixed order in tests, for rowid and WITHOUT ROWID tables alike.

``match_players`` and ``match_sides`` are WITHOUT ROWID tables (migration
0014): they have no rowid to order or compare by; their key is among their
columns, and their rows are ordered by it.
"""

from __future__ import annotations

from typing import Any


def key_columns(conn: Any, table: str) -> list[str] | None:
    """A WITHOUT ROWID table's primary key columns in key order (None for a rowid table)."""
    row = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [table]).fetchone()
    if row is None or "WITHOUT ROWID" not in " ".join(str(row[0]).upper().split()):
        return None
    return [name for _pk, name in sorted((r[5], r[1]) for r in conn.execute(f'PRAGMA table_info("{table}")') if r[5])]


def order_by(conn: Any, table: str) -> str:
    """The ORDER BY list that reads ``table`` in stored order: its rowid, or its key."""
    key = key_columns(conn, table)
    return "rowid" if key is None else ", ".join(f'"{c}"' for c in key)


def rows_of(conn: Any, table: str, *, rowid: bool = False, columns: str = "*") -> list[tuple[Any, ...]]:
    """Every row of ``table`` in stored order; with ``rowid`` each led by its rowid (a WITHOUT ROWID table has
    none: its key is among its columns)."""
    lead = "rowid, " if rowid and key_columns(conn, table) is None else ""
    return list(conn.execute(f'SELECT {lead}{columns} FROM "{table}" ORDER BY {order_by(conn, table)}').fetchall())
