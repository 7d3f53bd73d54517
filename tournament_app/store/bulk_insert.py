"""Inserting many rows after every row of a logged table as one undo-log run, without the per-row trigger.

The insert trigger of a logged table (:mod:`.undo_log`) runs three
statements per row to extend its run; for the hundreds of thousands of rows
a merge of club files brings in (issue 32) that is most of the merge's time.
When every new row comes after every row the table has (new match ids are
above all others: ``result_origins.take_match_numbers``), the trigger would
log exactly one run entry, from the first new row's id to the last. This
module writes that entry itself and inserts the rows with the trigger
dropped for the one statement, inside the caller's transaction (a schema
change is part of the transaction: a failure or a kill puts the trigger
back with everything else). Where the rows would not come after every row,
they go in the ordinary way, each through the trigger.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlite_utils import Database

from .undo_log import INSERTED, KEY_LIMIT, RUNS_TABLE, row_identity


def insert_after_all(db: Database, table: str, columns: Sequence[str], rows: Sequence[tuple[object, ...]]) -> None:
    """Insert ``rows`` (values in ``columns`` order; a WITHOUT ROWID table's in key order) into the logged ``table``,
    logged as the run of inserts the trigger would log. Call inside a write transaction."""
    if not rows:
        return
    names = ", ".join(f'"{c}"' for c in columns)
    insert = f'INSERT INTO "{table}" ({names}) VALUES ({", ".join("?" * len(columns))})'
    span = _span(db, table, columns, rows)
    trigger = db.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", [f"undo_{table}_i"]).fetchone()
    if span is None or trigger is None:
        db.conn.executemany(insert, rows)
        return
    db.execute(f"DELETE FROM {RUNS_TABLE} WHERE tbl = ?", [table])  # an open run of the table is not extended past these
    db.execute(f'DROP TRIGGER "undo_{table}_i"')
    try:
        before = db.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()[0] if span == "rowid" else None
        db.conn.executemany(insert, rows)
    finally:
        db.execute(trigger[0])
    if span == "rowid":
        first = int(before or 0) + 1
        last = int(db.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()[0])
    else:
        assert not isinstance(span, str)
        first, last = span
    db.execute("INSERT INTO undo_log (tbl, op, rid, v0) VALUES (?, ?, ?, ?)", [table, INSERTED, first, last])


def _span(db: Database, table: str, columns: Sequence[str], rows: Sequence[tuple[object, ...]]) -> tuple[int, int] | str | None:
    """The run's (first id, last id) for a WITHOUT ROWID table, "rowid" for a rowid table whose new rows all come
    after its last one, None when the rows can't be one run (then the trigger logs them)."""
    ident = row_identity(db, table)
    if ident.key is None:
        pk = [row[1] for row in db.execute(f'PRAGMA table_info("{table}")') if row[5] == 1 and str(row[2]).upper() == "INTEGER"]
        if pk and pk[0] in columns:
            at = list(columns).index(pk[0])
            ids = [int(r[at]) for r in rows]  # type: ignore[call-overload]
            highest = db.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()[0]
            if any(b <= a for a, b in zip(ids, ids[1:])) or ids[0] <= int(highest or 0):
                return None
        return "rowid"
    a, b = ident.key
    if a not in columns or b not in columns:
        return None
    ia, ib = list(columns).index(a), list(columns).index(b)
    keys = [(int(r[ia]), int(r[ib])) for r in rows]  # type: ignore[call-overload]
    if any(y <= x for x, y in zip(keys, keys[1:])):
        return None
    last_held = db.execute(f'SELECT "{a}", "{b}" FROM "{table}" ORDER BY "{a}" DESC, "{b}" DESC LIMIT 1').fetchone()
    if last_held is not None and tuple(last_held) >= keys[0]:
        return None
    return keys[0][0] * KEY_LIMIT + keys[0][1], keys[-1][0] * KEY_LIMIT + keys[-1][1]
