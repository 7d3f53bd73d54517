"""Rotating backups made with SQLite's online backup API."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z0-9-]+)\.sqlite$")


@dataclass(frozen=True)
class Backup:
    """One backup copy of a database file."""

    path: Path
    made_at: datetime
    reason: str


def backup_folder(db_path: Path) -> Path:
    """The folder beside the database that holds its backups."""
    return db_path.parent / f"{db_path.stem}-backups"


def make_backup(db: Database, db_path: Path, *, reason: str, keep: int = 10) -> Path:
    """Copy the open database to a new backup file and drop all but the newest ``keep``."""
    folder = backup_folder(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{db_path.stem}-{stamp}-{reason}.sqlite"
    dest = sqlite3.connect(str(target))
    try:
        db.conn.backup(dest)
    finally:
        dest.close()
    for old in list_backups(db_path)[keep:]:
        old.path.unlink(missing_ok=True)
    return target


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
    import os

    os.close(handle)
    dest = sqlite3.connect(name)
    try:
        db.conn.backup(dest)
    finally:
        dest.close()
    return Path(name)


def restore_database(db: Database, source: Path) -> None:
    """Overwrite the open database's content with the database file ``source``."""
    if not source.is_file():
        raise FileNotFoundError(f"{source} does not exist")
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        src.backup(db.conn)
    finally:
        src.close()
