"""Opening the club's SQLite file: pragmas, recognising it, migrating it safely."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import platformdirs
from sqlite_utils import Database

from .backup import make_backup
from .errors import NewerVersionError, NotOurDatabaseError, ReadOnlyDatabaseError, StoreError
from .schema import APPLICATION_ID, MIGRATION_SET, known_migrations, migrations

APP_NAME = "tournament-app"
DEFAULT_FILE_NAME = "club.sqlite"
SQLITE_MAGIC = b"SQLite format 3\x00"


def data_dir() -> Path:
    """The user's data folder for the app (platformdirs), created on demand."""
    path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_path() -> Path:
    """Where the app keeps its database unless told otherwise."""
    return data_dir() / DEFAULT_FILE_NAME


def inspect_file(path: Path) -> None:
    """Raise a :class:`StoreError` if ``path`` exists but cannot be our database.

    A missing or empty file is fine (it becomes a new database). Reads only.
    """
    if not path.exists() or path.stat().st_size == 0:
        return
    if path.is_dir():
        raise NotOurDatabaseError(f"{path} is a folder, not a database file")
    with path.open("rb") as fh:
        header = fh.read(100)
    if not header.startswith(SQLITE_MAGIC):
        raise NotOurDatabaseError(
            f"{path.name} is not a tournament-app database (it is not an SQLite file at all)"
        )
    if len(header) < 100:
        raise NotOurDatabaseError(f"{path.name} is damaged: the file is truncated")
    application_id = int.from_bytes(header[68:72], "big")
    if application_id not in (0, APPLICATION_ID):
        raise NotOurDatabaseError(
            f"{path.name} is another program's SQLite database, not a tournament-app database"
        )


def open_database(path: str | Path, *, migrate: bool = True, keep_backups: int = 10) -> Database:
    """Open (or create) the database at ``path`` and bring its schema up to date.

    WAL journal, ``synchronous=FULL`` (a saved result survives power loss),
    foreign keys on. Before migrating an existing file a backup is made. A
    file that is not ours, or was written by a newer version, raises a
    :class:`StoreError` and is left untouched.
    """
    path = Path(path)
    inspect_file(path)
    existed = path.exists() and path.stat().st_size > 0
    if not existed and not _writable_folder(path.parent):
        raise ReadOnlyDatabaseError(f"cannot create {path.name}: the folder {path.parent} is not writable")
    try:
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=5.0)
    except sqlite3.Error as exc:
        raise StoreError(f"cannot open {path}: {exc}") from None
    db = Database(conn)
    try:
        _check_contents(db, path)
        readonly = existed and not _writable(path)
        if not readonly:
            db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
        pending = migrations.pending(db)
        if pending and migrate:
            if readonly:
                raise ReadOnlyDatabaseError(
                    f"{path.name} needs an update but the file is read-only; "
                    "copy it somewhere writable and open the copy"
                )
            if existed and _has_tables(db):
                make_backup(db, path, reason="before-migration", keep=keep_backups)
            migrations.apply(db)
    except BaseException:
        db.close()
        raise
    return db


def _check_contents(db: Database, path: Path) -> None:
    try:
        tables = set(db.table_names())
        if not tables and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise NotOurDatabaseError(f"{path.name} is an SQLite database of another program, not a tournament-app database")
    except sqlite3.DatabaseError as exc:
        raise NotOurDatabaseError(f"{path.name} is damaged or not a database: {exc}") from None
    if not tables:
        return
    if "_sqlite_migrations" not in tables:
        raise NotOurDatabaseError(
            f"{path.name} is an SQLite database of another program (tables: "
            f"{', '.join(sorted(tables)[:5])}), not a tournament-app database"
        )
    applied = [
        row["name"]
        for row in db.query(
            "select name from _sqlite_migrations where migration_set = ?", [MIGRATION_SET]
        )
    ]
    if not applied:
        raise NotOurDatabaseError(f"{path.name} is not a tournament-app database")
    unknown = [name for name in applied if name not in known_migrations()]
    if unknown:
        raise NewerVersionError(
            f"{path.name} was written by a newer version of tournament-app "
            f"(it has changes this version does not know: {', '.join(unknown)}). "
            "Install the newer version to open it; the file was not changed."
        )
    try:
        result = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise NotOurDatabaseError(f"{path.name} is damaged: {exc}") from None
    if result != "ok":
        raise NotOurDatabaseError(f"{path.name} is damaged ({result}); restore a backup")


def _has_tables(db: Database) -> bool:
    return bool(db.table_names())


def _writable(path: Path) -> bool:
    import os

    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _writable_folder(folder: Path) -> bool:
    import os

    folder.mkdir(parents=True, exist_ok=True)
    return os.access(folder, os.W_OK)
