"""Writes that cannot happen: a full disk, a read-only file, a file busy elsewhere.

Each gives a clear message (a StoreError subclass: DiskFullError,
ReadOnlyDatabaseError, DatabaseLockedError), the transaction is rolled back
and the file's content is exactly what it was. A full disk is made three
ways: SQLite's own SQLITE_FULL (``PRAGMA max_page_count``), injected errors
(at COMMIT, in the middle of an import, while making the backup), and where
the system allows it a real 8 MB tmpfs in a private mount namespace
(``unshare -rm``). A read-only file likewise: as the app sees one, with
``chmod`` (not as root), and on a real read-only mount.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import tournament_app.store.backup as backup_module
import tournament_app.store.database as database_module
from tournament_app.league import Club, LeagueError, SideInput, export_standings, import_players, import_results
from tournament_app.store import (
    DatabaseLockedError,
    DiskFullError,
    ReadOnlyDatabaseError,
    StoreError,
    backup_folder,
    list_backups,
    write_error,
)

TableRows = Callable[[Path], dict[str, list[tuple[object, ...]]]]
ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("_filesystem_child.py")


def results_file(path: Path, matches: int, prefix: str = "new") -> Path:
    lines = ["match,date,side,player,rank"]
    for n in range(matches):
        date = f"2024-02-{1 + n % 28:02d}T{10 + n % 10}:00"
        lines += [f"{prefix}{n},{date},1,Imported {n % 40},1", f"{prefix}{n},{date},2,Imported {(n + 7) % 40},2"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def players_file(path: Path, count: int) -> Path:
    lines = ["name,club"] + [f"{'Long name ' * 15}{n},Somewhere {n}" for n in range(count)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def filled(club: Club) -> Club:
    """A club with three players (Ann and Ben never met) and 60 matches in two leaderboards."""
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    club.new_leaderboard("Glicko", "glicko")
    for n in range(60):
        a = ann if n % 2 else ben
        club.record_match([SideInput([a], 1 + n % 2), SideInput([cat], 2 - n % 2)], played_at=f"2024-01-{1 + n % 28:02d}T{n % 24:02d}:00",
                          leaderboard_id=1 + (n // 2) % 2)
    return club


def _assert_unchanged(db_path: Path, before: dict[str, list[tuple[object, ...]]], table_rows: TableRows) -> None:
    assert table_rows(db_path) == before, "a failed write must leave every row as it was"


# ---- the mapping itself --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("exc", "kind", "words"),
    [
        (sqlite3.OperationalError("database or disk is full"), DiskFullError, "is full"),
        (OSError(errno.ENOSPC, "No space left on device"), DiskFullError, "is full"),
        (OSError(getattr(errno, "EDQUOT", errno.ENOSPC), "Disk quota exceeded"), DiskFullError, "is full"),
        (sqlite3.OperationalError("attempt to write a readonly database"), ReadOnlyDatabaseError, "read-only"),
        (OSError(errno.EROFS, "Read-only file system"), ReadOnlyDatabaseError, "read-only"),
        (sqlite3.OperationalError("database is locked"), DatabaseLockedError, "busy"),
        (sqlite3.OperationalError("disk I/O error"), StoreError, "disk reported an error"),
    ],
)
def test_write_errors_become_store_errors_with_a_message_for_people(exc: BaseException, kind: type[StoreError], words: str) -> None:
    mapped = write_error(exc, "club.sqlite")
    assert type(mapped) is kind
    text = str(mapped)
    assert words in text and "club.sqlite" in text and "Nothing was changed" in text


@pytest.mark.parametrize("exc", [sqlite3.IntegrityError("UNIQUE constraint failed"), ValueError("x"), OSError(errno.ENOENT, "gone")])
def test_other_errors_are_not_disguised(exc: BaseException) -> None:
    assert write_error(exc, "club.sqlite") is None


# ---- a full disk: SQLite's own SQLITE_FULL ---------------------------------------------------


def _limit_growth(club: Club) -> None:
    """From now on the file cannot grow by a single page: SQLite answers SQLITE_FULL."""
    pages = club.db.execute("PRAGMA page_count").fetchone()[0]
    club.db.execute(f"PRAGMA max_page_count = {pages}")


def _lift_limit(club: Club) -> None:
    club.db.execute("PRAGMA max_page_count = 1073741823")


@pytest.mark.parametrize("operation", ["import_results", "import_players", "record_many"])
def test_disk_full_inside_a_write_rolls_it_back(
    filled: Club, db_path: Path, tmp_path: Path, table_rows: TableRows, operation: str
) -> None:
    club = filled
    results = results_file(tmp_path / "results.csv", 3000)
    players = players_file(tmp_path / "players.csv", 2000)
    recorded: list[int] = []

    def run() -> Any:
        if operation == "import_results":
            return import_results(club, results)
        if operation == "import_players":
            return import_players(club, players)
        for n in range(5000):  # until the disk is full: the matches before it stay, the one that fails leaves nothing
            recorded.append(club.record_match([SideInput([f"New {n}", "Ann"], 1), SideInput(["Cat"], 2)], create_players=True).id)
        raise AssertionError("the disk never filled")

    _limit_growth(club)
    if operation == "record_many":
        with pytest.raises(DiskFullError) as info:
            run()
        assert recorded, "some matches fit before the disk filled"
        before = table_rows(db_path)
        with pytest.raises(DiskFullError):
            club.record_match([SideInput(["Yet another new player", "Ann"], 1), SideInput(["Cat"], 2)], create_players=True)
        _assert_unchanged(db_path, before, table_rows)
    else:
        before = table_rows(db_path)
        with pytest.raises(DiskFullError) as info:
            run()
        _assert_unchanged(db_path, before, table_rows)
    message = str(info.value)
    assert "disk holding club.sqlite is full" in message and "Nothing was changed" in message
    assert not club.db.conn.in_transaction
    assert club.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # Once there is room again, the same operation goes through.
    _lift_limit(club)
    if operation != "record_many":
        run()
        assert table_rows(db_path) != before
    else:
        club.record_match([SideInput(["Yet another new player", "Ann"], 1), SideInput(["Cat"], 2)], create_players=True)


# ---- a full disk: injected errors at the worst moments -------------------------------------------


class FailingConnection:
    """An sqlite3 connection that raises ``error`` on the statements ``when`` picks."""

    def __init__(self, conn: sqlite3.Connection, when: Callable[[str], bool], error: BaseException) -> None:
        self._conn, self._when, self._error = conn, when, error
        self.failed = 0

    def execute(self, sql: str, *args: Any) -> Any:
        if self._when(sql):
            self.failed += 1
            raise self._error
        return self._conn.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


@pytest.fixture
def failing(filled: Club) -> Iterator[Callable[[Callable[[str], bool], BaseException], FailingConnection]]:
    real = filled.db.conn

    def install(when: Callable[[str], bool], error: BaseException) -> FailingConnection:
        proxy = FailingConnection(real, when, error)
        filled.db.conn = proxy  # type: ignore[assignment]
        return proxy

    yield install
    filled.db.conn = real


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (sqlite3.OperationalError("database or disk is full"), DiskFullError),
        (sqlite3.OperationalError("disk I/O error"), StoreError),
        (sqlite3.OperationalError("database is locked"), DatabaseLockedError),
    ],
)
def test_an_error_at_commit_rolls_everything_back(
    filled: Club, db_path: Path, table_rows: TableRows, failing: Any, error: BaseException, kind: type[StoreError]
) -> None:
    before = table_rows(db_path)
    proxy = failing(lambda sql: sql.strip().upper() == "COMMIT", error)
    with pytest.raises(kind):
        filled.record_match([SideInput(["Dan", "Ann"], 1), SideInput(["Cat"], 2)], create_players=True)
    with pytest.raises(kind):
        filled.merge_players(1, 2)
    assert proxy.failed == 2
    assert not filled.db.conn.in_transaction
    _assert_unchanged(db_path, before, table_rows)


def test_disk_full_in_the_middle_of_an_import_changes_nothing(
    filled: Club, db_path: Path, tmp_path: Path, table_rows: TableRows, failing: Any
) -> None:
    results = results_file(tmp_path / "results.csv", 500)
    before = table_rows(db_path)
    inserts = iter(range(10**9))
    failing(lambda sql: "INSERT" in sql.upper() and next(inserts) == 300, sqlite3.OperationalError("database or disk is full"))
    with pytest.raises(DiskFullError):
        import_results(filled, results)
    # The backup made before the import is there and whole; the club is as it was.
    assert [b.reason for b in list_backups(db_path)] == ["before-import"]
    _assert_unchanged(db_path, before, table_rows)


# (recompute is not here: it changes only derived data and makes no backup, issue 17; new rating settings do)
@pytest.mark.parametrize("operation", ["import_results", "merge_players", "delete_match", "new_settings", "restore_backup"])
def test_disk_full_while_making_the_backup_changes_nothing(
    filled: Club, db_path: Path, tmp_path: Path, table_rows: TableRows, monkeypatch: pytest.MonkeyPatch, operation: str
) -> None:
    club = filled
    keep = club.backup("manual")
    assert keep is not None
    results = results_file(tmp_path / "results.csv", 50)
    before = table_rows(db_path)
    copy = backup_module.copy_database

    def full_disk(source: sqlite3.Connection, target: Path) -> None:
        copy(source, target)  # most of it got written ...
        with target.open("r+b") as fh:
            fh.truncate(target.stat().st_size // 2)
        raise OSError(errno.ENOSPC, "No space left on device")  # ... then the disk was full

    monkeypatch.setattr(backup_module, "copy_database", full_disk)
    run: dict[str, Callable[[], object]] = {
        "import_results": lambda: import_results(club, results),
        "merge_players": lambda: club.merge_players(1, 2),
        "delete_match": lambda: club.delete_match(1),
        "new_settings": lambda: club.update_leaderboard(club.leaderboard().id, system="elo"),
        "restore_backup": lambda: club.restore_backup(keep),
    }
    with pytest.raises(DiskFullError) as info:
        run[operation]()
    assert "Could not make a backup" in str(info.value) and "is full" in str(info.value)
    _assert_unchanged(db_path, before, table_rows)
    # No half-written backup is left, and only the good one is listed.
    assert [b.path for b in list_backups(db_path)] == [keep]
    assert sorted(p.name for p in backup_folder(db_path).iterdir()) == [keep.name]


def test_export_to_a_full_disk_leaves_no_half_file(filled: Club, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tournament_app.league.csv_io as csv_io

    real = csv_io.write_standings

    def half_then_full(rows: Any, out: Any, form: Any = None) -> None:
        real(list(rows)[:1], out, form)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(csv_io, "write_standings", half_then_full)
    target = tmp_path / "standings.csv"
    with pytest.raises(LeagueError, match="No space left on device"):
        export_standings(filled, target)
    assert list(tmp_path.glob("standings*")) == []


# ---- busy: another program holds the write lock -------------------------------------------------


def test_a_file_busy_in_another_program_is_reported_and_nothing_changes(filled: Club, db_path: Path, table_rows: TableRows) -> None:
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        filled.db.execute("PRAGMA busy_timeout = 100")
        before = table_rows(db_path)
        with pytest.raises(DatabaseLockedError, match="busy"):
            filled.add_player("Dan")
        with pytest.raises(DatabaseLockedError):
            filled.record_match([SideInput([1], 1), SideInput([3], 2)])
        assert table_rows(db_path) == before
    finally:
        other.execute("ROLLBACK")
        other.close()
    filled.add_player("Dan")  # and once the other lets go, it works


# ---- read-only files -----------------------------------------------------------------------------------


def _every_write(club: Club, tmp_path: Path) -> dict[str, Callable[[], object]]:
    results = results_file(tmp_path / "results.csv", 20)
    players = players_file(tmp_path / "players.csv", 5)
    return {
        "add_player": lambda: club.add_player("Zed"),
        "rename_player": lambda: club.rename_player(1, "Anna"),
        "record_match": lambda: club.record_match([SideInput([1], 1), SideInput([3], 2)]),
        "edit_match": lambda: club.edit_match(1, played_at="2023-01-01"),
        "delete_match": lambda: club.delete_match(1),
        "merge_players": lambda: club.merge_players(1, 2),
        "recompute": lambda: club.recompute(),
        "import_results": lambda: import_results(club, results),
        "import_players": lambda: import_players(club, players),
        "new_leaderboard": lambda: club.new_leaderboard("Elo", "elo"),
    }


def test_a_read_only_file_can_be_read_and_every_write_is_refused_clearly(
    filled: Club, db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    filled.close()
    data = db_path.read_bytes()
    # What the operating system says about a read-only file (as root chmod is not enough).
    monkeypatch.setattr(database_module, "_writable", lambda _p: False)
    with Club.open(db_path) as club:
        assert club.read_only
        assert [p.name for p in club.players()] == ["Ann", "Ben", "Cat"]
        assert len(club.standings()) == 3 and club.match_count() == 60
        for name, write in _every_write(club, tmp_path).items():
            with pytest.raises(ReadOnlyDatabaseError) as info:
                write()
            assert "read-only" in str(info.value) and "Nothing was changed" in str(info.value), name
            assert not club.db.conn.in_transaction
        assert [p.name for p in club.players()] == ["Ann", "Ben", "Cat"]
    assert db_path.read_bytes() == data
    assert not backup_folder(db_path).exists(), "a read-only club makes no backups"


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="needs file permissions that apply (not root)")
def test_a_chmod_read_only_file(filled: Club, db_path: Path, tmp_path: Path) -> None:
    filled.close()
    db_path.chmod(0o444)
    try:
        data = db_path.read_bytes()
        with Club.open(db_path) as club:
            assert club.read_only
            with pytest.raises(ReadOnlyDatabaseError):
                club.add_player("Zed")
            with pytest.raises(ReadOnlyDatabaseError):
                club.recompute()
        assert db_path.read_bytes() == data
    finally:
        db_path.chmod(0o644)


# ---- the real thing, where the system allows a private mount namespace -------------------------------


def _namespaces_work() -> bool:
    if not sys.platform.startswith("linux") or shutil.which("unshare") is None or shutil.which("mount") is None:
        return False
    try:
        return subprocess.run(["unshare", "-rm", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


needs_namespaces = pytest.mark.skipif(not _namespaces_work(), reason="no private mount namespace (unshare -rm) here")


def _in_namespace(script: str, *args: str) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run(["unshare", "-rm", "sh", "-c", script, "sh", *args], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@needs_namespaces
def test_a_really_full_disk(tmp_path: Path) -> None:
    """An 8 MB tmpfs: the import that does not fit fails cleanly, the club is as it was and still opens."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    players = players_file(tmp_path / "players.csv", 40000)  # about 6 MB of names, twice over with their keys
    results = results_file(tmp_path / "results.csv", 3000)
    report = _in_namespace(
        'mount -t tmpfs -o size=8m tmpfs "$1" && exec "$2" "$3" full "$1" "$4" "$5"',
        str(mount), sys.executable, str(CHILD), str(players), str(results),
    )
    assert report["import_players"][0] == "DiskFullError", report
    assert "is full" in report["import_players"][1]
    assert report["unchanged_after_players"] is True
    # The next import needs a backup first, and there is no room for it either.
    assert report["import_results"][0] == "DiskFullError", report
    assert report["unchanged_after_results"] is True
    assert not [name for name in report["parts_left"] if name.endswith(".part")]
    assert report["integrity"] == "ok"
    assert report["matches"] in (30, 31)  # a small result may still fit in the space the failed write freed


@needs_namespaces
def test_a_really_read_only_disk(filled: Club, db_path: Path, tmp_path: Path) -> None:
    """A read-only bind mount: the club opens for reading, every write is refused, nothing changes."""
    filled.close()
    data = db_path.read_bytes()
    results = results_file(tmp_path / "results.csv", 20)
    report = _in_namespace(
        'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && exec "$2" "$3" readonly "$4" "$5"',
        str(db_path.parent), sys.executable, str(CHILD), str(db_path), str(results),
    )
    assert report["read_only"] is True
    assert report["players"] == ["Ann", "Ben", "Cat"] and report["standings"] == 3
    for name in ("add_player", "record_match", "import_results", "recompute", "merge_players"):
        assert report[name][0] == "ReadOnlyDatabaseError", (name, report[name])
        assert "read-only" in report[name][1]
    assert report["players_after"] == ["Ann", "Ben", "Cat"]
    assert db_path.read_bytes() == data
