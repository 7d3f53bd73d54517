"""Rotating backups made with SQLite's online backup API.

A backup is first written to a ``.part`` file and renamed into place only
when it is complete, so a crash (or a full disk) in the middle of one never
leaves a half-written file among the backups.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from ..messages import translate

_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z0-9-]+)\.sqlite$")


@dataclass(frozen=True)
class Backup:
    """One backup copy of a database file."""

    path: Path
    made_at: datetime
    reason: str

    @property
    def size(self) -> int:
        """The file's size in bytes (0 if it has gone)."""
        try:
            return self.path.stat().st_size
        except OSError:
            return 0


def backup_folder(db_path: Path) -> Path:
    """The folder beside the database that holds its backups."""
    return db_path.parent / f"{db_path.stem}-backups"


def make_backup(db: Database, db_path: Path, *, reason: str, keep: int = 10) -> Path:
    """Copy the open database to a new backup file and drop all but the newest ``keep``."""
    folder = backup_folder(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{db_path.stem}-{stamp}-{reason}.sqlite"
    part = target.with_name(f"{target.name}.{os.getpid()}.part")
    _drop_stale_parts(folder)
    try:
        copy_database(db.conn, part)
        os.replace(part, target)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    for old in list_backups(db_path)[max(keep, 1):]:
        old.path.unlink(missing_ok=True)
    return target


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """Copy an open database into a new self-contained file (backup API, rollback journal)."""
    target.unlink(missing_ok=True)
    dest = sqlite3.connect(str(target))
    try:
        source.backup(dest)
        # The copy carries the source's WAL flag; a rollback-journal file stands alone
        # (no -wal/-shm beside it) and can be read from a read-only folder.
        dest.execute("PRAGMA journal_mode=DELETE")
    finally:
        dest.close()


def _drop_stale_parts(folder: Path, older_than: float = 3600.0) -> None:
    """Remove ``.part`` files a crashed backup left behind (old ones only: another copy may be writing)."""
    now = time.time()
    for item in folder.glob("*.part"):
        with contextlib.suppress(OSError):
            if now - item.stat().st_mtime > older_than:
                item.unlink()


def list_backups(db_path: Path) -> list[Backup]:
    """Backups of ``db_path``, newest first."""
    folder = backup_folder(db_path)
    if not folder.is_dir():
        return []
    found = []
    for item in folder.iterdir():
        match = _NAME.match(item.name)
        if match and match["stem"] == db_path.stem:
            made = datetime.strptime(match["stamp"], "%Y%m%d-%H%M%S-%f")
            found.append(Backup(item, made, match["reason"]))
    return sorted(found, key=lambda b: b.made_at, reverse=True)


def snapshot_database(db: Database, folder: Path) -> Path:
    """Copy the open database into a new uniquely named file in ``folder``."""
    import tempfile

    folder.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix="snapshot-", suffix=".sqlite", dir=folder)
    os.close(handle)
    copy_database(db.conn, Path(name))
    return Path(name)


def restore_database(db: Database, source: Path) -> None:
    """Overwrite the open database's content with the database file ``source``."""
    if not source.is_file():
        raise FileNotFoundError(translate("store.backup", "The file {path} does not exist.").format(path=source))
    src = sqlite3.connect(f"{Path(source).resolve().as_uri()}?mode=ro", uri=True)
    try:
        src.backup(db.conn)
    finally:
        src.close()
