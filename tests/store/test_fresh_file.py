"""A new club file is a copy of the migrated schema (store/fresh_file.py): the same as running every migration."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from sqlite_utils import Database

from tournament_app.league import Club, SideInput
from tournament_app.store.database import open_database
from tournament_app.store.schema import known_migrations, migrations
from stored_rows import rows_of

#: per table, the column that differs between two files made the same way: a moment, or the random club id
_MOMENTS = {"_sqlite_migrations": "applied_at", "leaderboards": "created_at", "local_origins": "club"}


def _described(path: Path) -> dict[str, object]:
    conn = sqlite3.connect(path)
    try:
        schema = sorted(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall())
        pragmas = {p: conn.execute(f"PRAGMA {p}").fetchone()[0]
                   for p in ("application_id", "user_version", "page_size", "encoding", "auto_vacuum")}
        rows = {}
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall():
            columns = [c[1] for c in conn.execute(f'PRAGMA table_info("{name}")') if c[1] != _MOMENTS.get(name)]
            listed = ", ".join(f'"{c}"' for c in columns)
            rows[name] = rows_of(conn, name, columns=listed)
        return {"schema": schema, "pragmas": pragmas, "rows": rows}
    finally:
        conn.close()


def test_a_new_file_equals_one_that_ran_every_migration(tmp_path: Path) -> None:
    migrated = tmp_path / "migrated.sqlite"
    conn = sqlite3.connect(migrated)
    migrations.apply(Database(conn))
    conn.close()
    fresh = tmp_path / "fresh.sqlite"
    open_database(fresh).close()
    made, expected = _described(fresh), _described(migrated)
    assert made["schema"] == expected["schema"]
    assert made["pragmas"] == expected["pragmas"]
    for table, rows in expected["rows"].items():  # type: ignore[attr-defined]
        assert (table, made["rows"][table]) == (table, rows)  # type: ignore[index]
    with closing(sqlite3.connect(fresh)) as conn:
        assert [m.name for m in migrations.applied(Database(conn))] == known_migrations()


def test_a_new_file_has_its_own_moments_and_works(tmp_path: Path) -> None:
    with Club.open(tmp_path / "first.sqlite") as club:
        ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
        club.record_match([SideInput([ann], 1), SideInput([ben], 2)])
        assert club.standings()[0].player == "Ann"
        club.undo()  # the undo log's triggers came with the copy
        assert club.matches() == []
    conn = sqlite3.connect(tmp_path / "first.sqlite")
    made = conn.execute("SELECT created_at FROM leaderboards").fetchone()[0]
    applied = {row[0] for row in conn.execute("SELECT applied_at FROM _sqlite_migrations")}
    conn.close()
    assert made[:10] == applied.pop()[:10] and not applied  # one moment: when the file was made
