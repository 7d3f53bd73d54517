"""Opening and creating the club's SQLite file (store/): pragmas, recognising it, migrations, backups.

Every refused file must be left exactly as it was: same bytes, no new files
beside it (no -wal/-shm left behind, no backup folder).
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils.migrations import Migrations

from tournament_app.league import Club, SideInput
from tournament_app.store import (
    NewerVersionError,
    NotOurDatabaseError,
    StoreError,
    backup_folder,
    default_database_path,
    list_backups,
    open_database,
)
from tournament_app.store import schema
from tournament_app.store.schema import APPLICATION_ID, MIGRATION_SET, known_migrations

Dump = Callable[[Path], list[str]]


def _state(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` (recursively) with the SHA-256 of its bytes."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _make_club_file(path: Path) -> None:
    """A real club database with a little data, closed (its WAL checkpointed away)."""
    with Club.open(path) as club:
        a = club.add_player("Ann").id
        b = club.add_player("Ben").id
        club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-05-01")
    assert not Path(f"{path}-wal").exists()


def _assert_refused(path: Path, error: type[StoreError], *words: str) -> StoreError:
    folder = path.parent
    before = _state(folder)
    with pytest.raises(error) as info:
        open_database(path)
    message = str(info.value)
    for word in words:
        assert word in message
    assert _state(folder) == before, "a refused file must be left untouched, with nothing added beside it"
    # Club.open is the same door.
    with pytest.raises(error):
        Club.open(path)
    assert _state(folder) == before
    return info.value


# ---- creating and reopening ------------------------------------------------------------


def test_new_database_has_schema_default_leaderboard_and_pragmas(db_path: Path) -> None:
    db = open_database(db_path)
    try:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        tables = set(db.table_names())
        for table in (
            "players", "teams", "team_members", "leaderboards", "events", "matches",
            "match_sides", "match_players", "ratings", "history_chunks", "_sqlite_migrations",
        ):
            assert table in tables
        applied = [r[0] for r in db.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ? ORDER BY id", [MIGRATION_SET]
        )]
        assert applied == known_migrations()
        boards = list(db.query("SELECT name, system, params FROM leaderboards"))
        assert boards == [{"name": "Default", "system": "bbt", "params": "{}"}]
    finally:
        db.close()
    # A brand-new file needs no backup.
    assert not backup_folder(db_path).exists()
    assert list_backups(db_path) == []


def test_pragmas_are_on_again_after_reopening(db_path: Path) -> None:
    _make_club_file(db_path)
    with Club.open(db_path) as club:
        assert club.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert club.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        # foreign keys are enforced, not just reported
        with pytest.raises(sqlite3.IntegrityError):
            club.db.execute("INSERT INTO team_members (team_id, player_id) VALUES (999, 999)")
    # WAL is also what the file itself records (byte 18/19 of the header: 2 = WAL).
    header = db_path.read_bytes()[:100]
    assert header[18] == 2 and header[19] == 2


def test_reopening_runs_no_migration_and_makes_no_backup(db_path: Path) -> None:
    _make_club_file(db_path)
    with sqlite3.connect(db_path) as conn:
        migrations_before = conn.execute("SELECT * FROM _sqlite_migrations ORDER BY id").fetchall()
    conn.close()
    bytes_before = db_path.read_bytes()
    for _ in range(2):
        with Club.open(db_path) as club:
            assert [p.name for p in club.players()] == ["Ann", "Ben"]
            assert club.match_count() == 1
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT * FROM _sqlite_migrations ORDER BY id").fetchall() == migrations_before
    conn.close()
    assert not backup_folder(db_path).exists()
    assert list_backups(db_path) == []
    # Opening and reading only: the file itself is unchanged.
    assert db_path.read_bytes() == bytes_before


def test_an_empty_file_becomes_a_new_database(db_path: Path) -> None:
    db_path.touch()
    with Club.open(db_path) as club:
        assert [lb.name for lb in club.leaderboards()] == ["Default"]
    assert not backup_folder(db_path).exists()


def test_missing_folders_are_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "club.sqlite"
    with Club.open(path) as club:
        club.add_player("Ann")
    with Club.open(path) as club:
        assert [p.name for p in club.players()] == ["Ann"]


# ---- the default file in the user data folder -------------------------------------------


def test_default_path_is_in_the_platformdirs_user_data_folder(user_home: Path) -> None:
    import platformdirs

    path = default_database_path()
    assert path.name == "club.sqlite"
    assert path.parent == Path(platformdirs.user_data_dir("tournament-app", appauthor=False))
    # the autouse fixture points XDG_DATA_HOME into the test's temporary home
    assert path.parent == user_home / "data" / "tournament-app"
    assert path.parent.is_dir()
    with Club.open(path) as club:
        club.add_player("Ann")
    with Club.open(default_database_path()) as club:
        assert [p.name for p in club.players()] == ["Ann"]


def test_default_path_follows_platformdirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    seen = []

    def fake_user_data_dir(appname: str | None = None, *args: object, **kwargs: object) -> str:
        seen.append(appname)
        return str(tmp_path / "elsewhere" / str(appname))

    monkeypatch.setattr(platformdirs, "user_data_dir", fake_user_data_dir)
    assert default_database_path() == tmp_path / "elsewhere" / "tournament-app" / "club.sqlite"
    assert seen == ["tournament-app"]


# ---- files that are not ours ----------------------------------------------------------------


def test_foreign_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "contacts.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO contacts (name) VALUES ('Zoe')")
    conn.commit()
    conn.close()
    err = _assert_refused(path, NotOurDatabaseError, "contacts.db", "not a tournament-app database")
    assert "contacts" in str(err)


def test_foreign_wal_mode_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.execute("INSERT INTO notes (body) VALUES ('hello')")
    conn.commit()
    conn.close()
    _assert_refused(path, NotOurDatabaseError, "notes.db")


def test_sqlite_file_of_another_application_id_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("CREATE TABLE things (x)")
    conn.commit()
    conn.close()
    _assert_refused(path, NotOurDatabaseError, "another program")


def test_sqlite_utils_file_of_another_migration_set_is_refused_untouched(tmp_path: Path) -> None:
    """Another sqlite-utils app has a _sqlite_migrations table too, but not our migration set."""
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE _sqlite_migrations (id INTEGER PRIMARY KEY, migration_set TEXT, name TEXT, applied_at TEXT)")
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('blog', '0001', 'x')")
    conn.execute("CREATE TABLE posts (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    _assert_refused(path, NotOurDatabaseError, "not a tournament-app database")


def test_random_bytes_are_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    path.write_bytes(os.urandom(8192))
    _assert_refused(path, NotOurDatabaseError, "club.sqlite")


def test_text_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n", encoding="utf-8")
    _assert_refused(path, NotOurDatabaseError, "not an SQLite file")


@pytest.mark.parametrize("keep", ["header-only", 50, 100, 4096, "half", "all-but-last-page"])
def test_truncated_database_is_refused_untouched(tmp_path: Path, keep: int | str) -> None:
    whole = tmp_path / "whole.sqlite"
    _make_club_file(whole)
    data = whole.read_bytes()
    size = keep if isinstance(keep, int) else {"header-only": 16, "half": len(data) // 2, "all-but-last-page": len(data) - 4096}[keep]
    assert 0 < size < len(data)
    folder = tmp_path / "cut"
    folder.mkdir()
    path = folder / "club.sqlite"
    path.write_bytes(data[:size])
    _assert_refused(path, NotOurDatabaseError, "club.sqlite")


def test_folder_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    path.mkdir()
    with pytest.raises(NotOurDatabaseError):
        open_database(path)
    assert list(path.iterdir()) == []


def test_database_from_a_newer_version_is_refused_untouched(db_path: Path) -> None:
    _make_club_file(db_path)
    conn = sqlite3.connect(db_path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
        [MIGRATION_SET, "0099_from_the_future", "2031-01-01 00:00:00+00:00"],
    )
    conn.commit()
    conn.close()
    assert not Path(f"{db_path}-wal").exists()
    err = _assert_refused(db_path, NewerVersionError, "newer version", "0099_from_the_future")
    assert "not changed" in str(err) or "untouched" in str(err)
    assert not backup_folder(db_path).exists()


# ---- migrations: a backup first, then the change ------------------------------------------


def _extra_migration_applied(db: Any) -> None:
    db.execute("CREATE TABLE test_extra (x INTEGER)")
    db.execute("INSERT INTO test_extra VALUES (42)")


def test_pending_migration_makes_a_backup_first_then_applies(db_path: Path, monkeypatch: pytest.MonkeyPatch, dump: Dump) -> None:
    _make_club_file(db_path)
    content_before = dump(db_path)
    extra = Migrations._Migration("9000_test_extra", _extra_migration_applied)
    monkeypatch.setattr(schema.migrations, "_migrations", [*schema.migrations._migrations, extra])
    assert "9000_test_extra" in known_migrations()

    with Club.open(db_path) as club:
        assert club.db.execute("SELECT x FROM test_extra").fetchall() == [(42,)]
        assert [p.name for p in club.players()] == ["Ann", "Ben"]
    backups = list_backups(db_path)
    assert [b.reason for b in backups] == ["before-migration"]
    # The backup is the file exactly as it was before the migration.
    assert dump(backups[0].path) == content_before
    # Opening again: nothing pending, no second backup.
    with Club.open(db_path):
        pass
    assert len(list_backups(db_path)) == 1

    # This version without the extra migration now sees a file from a newer version.
    monkeypatch.undo()
    assert "9000_test_extra" not in known_migrations()
    with pytest.raises(NewerVersionError, match="9000_test_extra"):
        Club.open(db_path)


def test_failed_migration_changes_nothing(db_path: Path, monkeypatch: pytest.MonkeyPatch, dump: Dump) -> None:
    _make_club_file(db_path)
    content_before = dump(db_path)

    def broken(db: Any) -> None:
        db.execute("CREATE TABLE half_done (x)")
        db.execute("UPDATE players SET name = name || '!'")
        raise RuntimeError("migration bug")

    extra = Migrations._Migration("9001_broken", broken)
    monkeypatch.setattr(schema.migrations, "_migrations", [*schema.migrations._migrations, extra])
    with pytest.raises(RuntimeError, match="migration bug"):
        Club.open(db_path)
    assert dump(db_path) == content_before
    assert [b.reason for b in list_backups(db_path)] == ["before-migration"]
    monkeypatch.undo()
    with Club.open(db_path) as club:
        assert [p.name for p in club.players()] == ["Ann", "Ben"]


def test_backups_rotate(db_path: Path) -> None:
    with Club.open(db_path, keep_backups=3) as club:
        club.add_player("Ann")
        made = [club.backup(f"manual-{n}") for n in range(5)]
    backups = list_backups(db_path)
    assert len(backups) == 3
    assert {b.path for b in backups} == set(made[-3:])
    assert all(p is not None for p in made)
    with Club.open(backups[0].path) as copy:
        assert [p.name for p in copy.players()] == ["Ann"]


@pytest.mark.parametrize("undo_steps", [False, True], ids=["empty-undo-log", "undo-steps-kept"])
def test_a_migration_that_frees_much_of_the_file_gives_the_space_back_unless_undo_needs_the_rowids(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, undo_steps: bool
) -> None:
    _make_club_file(db_path)
    with Club.open(db_path) as club:
        if not undo_steps:
            club.db.execute("DELETE FROM undo_log")
            club.db.execute("DELETE FROM undo_steps")
        assert bool(club.db.execute("SELECT count(*) FROM undo_log").fetchone()[0]) == undo_steps
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("CREATE TABLE ballast (x BLOB)")
        conn.executemany("INSERT INTO ballast VALUES (zeroblob(4000))", [()] * 500)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    big = db_path.stat().st_size

    def drop_ballast(db: Any) -> None:
        db.execute("DROP TABLE ballast")

    extra = Migrations._Migration("9002_drop_ballast", drop_ballast)
    monkeypatch.setattr(schema.migrations, "_migrations", [*schema.migrations._migrations, extra])
    with Club.open(db_path) as club:
        free = club.db.execute("PRAGMA freelist_count").fetchone()[0]
        assert [p.name for p in club.players()] == ["Ann", "Ben"]
        club.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    if undo_steps:
        assert free > 400 and db_path.stat().st_size == big
    else:
        assert free == 0 and db_path.stat().st_size < big // 4
