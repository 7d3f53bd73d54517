"""Reading another club file without ever writing to it (merging club files, issue 32).

The other file is checked as a backup is before it is put back
(:func:`~.database.verify_file`: a damaged, cut-short, newer-version or
foreign file is refused), then opened read-only (SQLite's ``mode=ro`` and
``query_only``), so nothing this module does can change it. A file of an
older version is brought up to date in a temporary copy, never in place:
the copy is made with SQLite's backup API, migrated, read and deleted.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlite_utils import Database

from ..messages import translate
from .backup import copy_database
from .database import apply_pending_migrations, verify_file
from .errors import StoreError, write_error
from .schema import migrations


def same_file(a: Path, b: Path) -> bool:
    """True when the two paths name one file on the disk (a link, another spelling of the path)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


@contextmanager
def read_other_club(path: str | Path, *, this_file: Path | None = None) -> Iterator[Database]:
    """The club file ``path`` opened for reading only, in one read transaction (a consistent view of it).

    Refused with a :class:`StoreError` (the file untouched): the club's own
    file (``this_file``), a missing, empty, damaged, foreign or newer file.
    An older file is read from a migrated temporary copy.
    """
    path = Path(path)
    if this_file is not None and path.exists() and same_file(path, this_file):
        raise StoreError(translate(
            "store.other_file", "{name} is this club's own file; choose another club file to merge into it.").format(
            name=path.name))
    beside = [Path(f"{path}{extra}") for extra in ("-wal", "-shm")]
    were_there = [p.exists() for p in beside]
    try:
        verify_file(path)
        with _snapshot(path) as db:
            yield db
    finally:
        _tidy(beside, were_there)


@contextmanager
def _snapshot(path: Path) -> Iterator[Database]:
    conn = _open_read_only(path)
    folder: tempfile.TemporaryDirectory[str] | None = None
    try:
        if migrations.pending(Database(conn)):
            folder = tempfile.TemporaryDirectory(prefix="tournament-app-merge-")
            conn = _migrated_copy(conn, path, Path(folder.name) / "other.sqlite")
        db = Database(conn)
        db.execute("BEGIN")  # one read transaction: what another copy of the app writes meanwhile is not seen half-done
        yield db
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.close()
        if folder is not None:
            folder.cleanup()


def _tidy(beside: list[Path], were_there: list[bool]) -> None:
    """Reading a WAL file makes an empty -wal and a -shm beside it; take away those that were not there before
    (only while the -wal is empty: another copy of the app may have begun writing)."""
    wal, shm = beside
    with contextlib.suppress(OSError):
        if not were_there[0] and wal.exists() and wal.stat().st_size == 0:
            wal.unlink()
            if not were_there[1]:
                shm.unlink(missing_ok=True)


def _open_read_only(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False, timeout=5.0)
        conn.execute("PRAGMA query_only=1")
    except sqlite3.Error as exc:
        raise StoreError(translate("store.other_file", "Cannot read {name}: {error}.").format(name=path.name, error=exc)) from None
    return conn


def _migrated_copy(source: sqlite3.Connection, path: Path, copy: Path) -> sqlite3.Connection:
    """Copy the older file ``path`` (open as ``source``, which is closed) to ``copy``, update it, reopen it read-only."""
    try:
        copy_database(source, copy)
        source.close()
        migrated = Database(sqlite3.connect(str(copy), check_same_thread=False))
        try:
            apply_pending_migrations(migrated)
        finally:
            migrated.close()
    except (sqlite3.Error, OSError) as exc:
        source.close()
        mapped = write_error(exc, path.name, translate("store.other_file", "update a copy of the file to this version"))
        if mapped is None:
            raise StoreError(translate("store.other_file", "Cannot read {name}: {error}.").format(
                name=path.name, error=exc)) from exc
        raise mapped from exc
    return _open_read_only(copy)
