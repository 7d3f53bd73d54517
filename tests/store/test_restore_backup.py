"""Restoring the automatic backups: into the open club (undoable), or in place of a file that cannot be opened."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils.migrations import Migrations

from tournament_app.league import Club, SideInput, import_results, restore_file_from_backup
from tournament_app.store import (
    NewerVersionError,
    NotOurDatabaseError,
    StoreError,
    backup_folder,
    list_backups,
    schema,
    verify_file,
)
from tournament_app.store.schema import MIGRATION_SET
from stored_rows import SAME_IN_EVERY_COPY, rows_of

TableRows = Callable[[Path], dict[str, list[tuple[object, ...]]]]


def _content(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """The league's tables (not the migrations record) of a file (of the club's own origins, their numbers: a backup
    put back starts a new one, store/result_origins.py)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")]
        return {t: rows_of(conn, t, columns=SAME_IN_EVERY_COPY.get(t, "*")) for t in sorted(tables)}
    finally:
        conn.close()


def _club_with_an_import(club: Club, tmp_path: Path) -> Path:
    """Two matches, then an import (which backs up first); returns the before-import backup."""
    club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-01-01")
    club.record_match([SideInput(["Ben"], 1), SideInput(["Cat"], 2)], create_players=True, played_at="2024-01-02")
    csv = tmp_path / "night.csv"
    csv.write_text("match,date,side,player,rank\n1,2024-01-03,1,Dan,1\n1,2024-01-03,2,Ann,2\n", encoding="utf-8")
    import_results(club, csv)
    (backup,) = list_backups(club.path)  # type: ignore[arg-type]
    assert backup.reason == "before-import"
    return backup.path


def test_restore_a_backup_into_the_open_club_and_undo_it(club: Club, db_path: Path, tmp_path: Path, table_rows: TableRows) -> None:
    backup = _club_with_an_import(club, tmp_path)
    club.add_player("Eve")
    after_import = _content(db_path)
    changes = club.restore_backup(backup)
    assert _content(db_path) == _content(backup)
    assert [p.name for p in club.players()] == ["Ann", "Ben", "Cat"]
    assert club.match_count() == 2
    assert changes.leaderboards and changes.teams
    # Still our file, in WAL mode, whole.
    assert club.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert club.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # The state before the restore was backed up first: restoring it undoes the restore.
    backups = club.backups()
    assert [b.reason for b in backups] == ["before-restore", "before-import"]
    assert backups[0].size > 0
    club.restore_backup(backups[0].path)
    assert _content(db_path) == after_import
    assert [b.reason for b in club.backups()] == ["before-restore", "before-restore", "before-import"]
    # Writing goes on as usual, and the file reopens.
    club.add_player("Fay")
    club.close()
    with Club.open(db_path) as again:
        assert "Fay" in [p.name for p in again.players()]


def test_backups_stand_alone(club: Club, db_path: Path, tmp_path: Path) -> None:
    """A backup is a rollback-journal file: nothing beside it, readable from a read-only folder."""
    backup = _club_with_an_import(club, tmp_path)
    assert sorted(p.name for p in backup_folder(db_path).iterdir()) == [backup.name]
    assert backup.read_bytes()[18:20] == b"\x01\x01"
    verify_file(backup)
    assert sorted(p.name for p in backup_folder(db_path).iterdir()) == [backup.name]


def test_a_damaged_backup_is_refused_and_nothing_changes(club: Club, db_path: Path, tmp_path: Path) -> None:
    backup = _club_with_an_import(club, tmp_path)
    data = backup.read_bytes()
    backup.write_bytes(data[: len(data) // 2])
    before = _content(db_path)
    with pytest.raises(NotOurDatabaseError):
        club.restore_backup(backup)
    assert _content(db_path) == before
    assert [b.reason for b in club.backups()] == ["before-import"], "no before-restore backup for a refused restore"
    with pytest.raises(StoreError):
        club.restore_backup(tmp_path / "nowhere.sqlite")


def test_a_backup_from_a_newer_version_is_refused(club: Club, db_path: Path, tmp_path: Path) -> None:
    backup = _club_with_an_import(club, tmp_path)
    conn = sqlite3.connect(backup)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, '0099_future', 'x')", [MIGRATION_SET])
    conn.commit()
    conn.close()
    before = _content(db_path)
    with pytest.raises(NewerVersionError):
        club.restore_backup(backup)
    assert _content(db_path) == before


def test_an_older_backup_is_brought_up_to_date(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann")
        old = club.backup("manual")
    assert old is not None

    def extra(db: Any) -> None:
        db.execute("CREATE TABLE test_extra (x INTEGER)")

    monkeypatch.setattr(schema.migrations, "_migrations", [*schema.migrations._migrations, Migrations._Migration("9000_test_extra", extra)])
    with Club.open(db_path) as club:  # migrates (after a before-migration backup)
        club.add_player("Ben")
        club.restore_backup(old)
        assert [p.name for p in club.players()] == ["Ann"]
        assert "test_extra" in club.db.table_names()
        applied = [r[0] for r in club.db.execute("SELECT name FROM _sqlite_migrations")]
        assert "9000_test_extra" in applied


def test_a_file_that_cannot_be_opened_is_replaced_by_a_backup_and_kept_aside(db_path: Path, tmp_path: Path) -> None:
    with Club.open(db_path) as club:
        backup = _club_with_an_import(club, tmp_path)
        club.add_player("Eve")
    damaged = db_path.read_bytes()[:3000]
    db_path.write_bytes(damaged)
    with pytest.raises(NotOurDatabaseError):
        Club.open(db_path)
    aside = restore_file_from_backup(db_path, list_backups(db_path)[0])
    assert aside is not None and aside.read_bytes() == damaged, "the file that could not be opened is kept"
    assert aside.parent == db_path.parent and "replaced" in aside.name
    with Club.open(db_path) as club:
        assert [p.name for p in club.players()] == ["Ann", "Ben", "Cat"]
        assert club.match_count() == 2
    assert _content(db_path) == _content(backup)


def test_a_bad_backup_does_not_replace_anything(db_path: Path, tmp_path: Path) -> None:
    db_path.write_bytes(b"not a database at all" * 100)
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"also not a database" * 100)
    with pytest.raises(NotOurDatabaseError):
        restore_file_from_backup(db_path, bad)
    assert db_path.read_bytes() == b"not a database at all" * 100
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.sqlite", "club.sqlite"]


def test_restoring_the_oldest_backup_when_the_rotation_is_full(db_path: Path) -> None:
    with Club.open(db_path, keep_backups=3) as club:
        club.add_player("Ann")
        oldest = club.backup("manual")
        club.add_player("Ben")
        club.backup("manual")
        club.backup("manual")
        assert oldest is not None and len(club.backups()) == 3
        club.restore_backup(oldest)  # its own before-restore backup must not rotate it away first
        assert [p.name for p in club.players()] == ["Ann"]
        assert [b.reason for b in club.backups()][0] == "before-restore"
        club.restore_backup(club.backups()[0].path)
        assert [p.name for p in club.players()] == ["Ann", "Ben"]
        assert len(club.backups()) == 4  # a restore keeps one more for a moment ...
        club.backup("manual")
        assert len(club.backups()) == 3  # ... the next backup trims back to three


def test_an_older_backup_whose_migration_frees_much_of_it_is_compacted(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann")
        club.db.execute("CREATE TABLE ballast (x BLOB)")
        club.db.conn.executemany("INSERT INTO ballast VALUES (zeroblob(4000))", [()] * 500)
        club.db.conn.commit()
        for table in ("undo_log", "undo_steps"):  # VACUUM only with an empty undo log (as after migration 0014)
            club.db.execute(f"DELETE FROM {table}")
        club.db.conn.commit()
        old = club.backup("manual")
        club.db.execute("DROP TABLE ballast")
        club.db.conn.commit()
    assert old is not None

    def drop_ballast(db: Any) -> None:
        db.execute("DROP TABLE IF EXISTS ballast")

    monkeypatch.setattr(schema.migrations, "_migrations",
                        [*schema.migrations._migrations, Migrations._Migration("9003_drop_ballast", drop_ballast)])
    with Club.open(db_path) as club:
        club.restore_backup(old)
        assert [p.name for p in club.players()] == ["Ann"] and "ballast" not in club.db.table_names()
        assert club.db.execute("PRAGMA freelist_count").fetchone()[0] == 0
