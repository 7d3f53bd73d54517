"""Opening the club's SQLite file: pragmas, recognising it, migrating it safely."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Literal

import platformdirs
from sqlite_utils import Database

from ..messages import MessageText, translate
from .backup import copy_database, make_backup
from .fresh_file import write_fresh_schema
from .errors import NewerVersionError, NotOurDatabaseError, ReadOnlyDatabaseError, StoreError, write_error
from .schema import APPLICATION_ID, MIGRATION_SET, known_migrations, migrations

APP_NAME = "tournament-app"
DEFAULT_FILE_NAME = "club.sqlite"
SQLITE_MAGIC = b"SQLite format 3\x00"
#: a bounded check (:func:`check_database_bounded`) reads a file up to this size whole (~60 ms)
BOUNDED_CHECK_BYTES = 16 * 2**20
#: SQLite's primary result codes for a damaged file
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26


def data_dir(*, create: bool = True) -> Path:
    """The user's data folder for the app (platformdirs), created on demand unless ``create`` is False."""
    path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_path(*, create_folder: bool = True) -> Path:
    """Where the app keeps its database unless told otherwise (its folder made unless ``create_folder`` is False)."""
    return data_dir(create=create_folder) / DEFAULT_FILE_NAME


def inspect_file(path: Path) -> None:
    """Raise a :class:`StoreError` if ``path`` exists but cannot be our database.

    A missing or empty file is fine (it becomes a new database). Reads only.
    """
    if not path.exists() or path.stat().st_size == 0:
        return
    if path.is_dir():
        raise NotOurDatabaseError(translate("store.database", "The path {path} is a folder, not a database file.").format(path=path))
    with path.open("rb") as fh:
        header = fh.read(100)
    if not header.startswith(SQLITE_MAGIC):
        raise NotOurDatabaseError(translate(
            "store.database", "The file {name} is not a tournament-app database (it is not an SQLite file at all).",
        ).format(name=path.name))
    if len(header) < 100:
        raise NotOurDatabaseError(
            translate("store.database", "The file {name} is damaged: it is cut short. Restore a backup.").format(
                name=path.name))
    application_id = int.from_bytes(header[68:72], "big")
    if application_id not in (0, APPLICATION_ID):
        raise NotOurDatabaseError(translate(
            "store.database", "The file {name} is another program's SQLite database, not a tournament-app database.",
        ).format(name=path.name))
    _check_whole_pages(path, header)


def _check_whole_pages(path: Path, header: bytes) -> None:
    """Raise :class:`NotOurDatabaseError` if the file is not as long as its header says.

    SQLite reads a page the file ends in the middle of as zeros and
    ``quick_check`` does not notice, so a file cut short by a byte would
    open with one stored value silently changed. The main file always holds
    whole pages; the page count in the header (valid when the change
    counter at offset 24 equals the version-valid-for number at offset 92,
    https://sqlite.org/fileformat.html) is checked only when no -wal file
    holds changes and no hot journal is waiting: then the file alone is
    the database.
    """
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    size = path.stat().st_size
    if page_size < 512 or page_size & (page_size - 1):
        raise NotOurDatabaseError(translate(
            "store.database", "The file {name} is damaged: its header is not valid. Restore a backup.",
        ).format(name=path.name))
    if size % page_size:
        raise NotOurDatabaseError(translate(
            "store.database",
            "The file {name} is damaged: it is cut short ({size} bytes, not a whole number of "
            "{page_size}-byte pages). Restore a backup.",
        ).format(name=path.name, size=size, page_size=page_size))
    if _has_content(Path(f"{path}-wal")) or _has_content(Path(f"{path}-journal")):
        return
    pages = int.from_bytes(header[28:32], "big")
    if pages and header[24:28] == header[92:96] and size < pages * page_size:
        raise NotOurDatabaseError(translate(
            "store.database",
            "The file {name} is damaged: it is cut short ({present} of its {pages} pages). Restore a backup.",
        ).format(name=path.name, present=size // page_size, pages=pages))


def _has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def open_database(
    path: str | Path, *, migrate: bool = True, keep_backups: int = 10, check_integrity: bool | Literal["bounded"] = True
) -> Database:
    """Open (or create) the database at ``path`` and bring its schema up to date.

    WAL journal, ``synchronous=FULL`` (a saved result survives power loss),
    foreign keys on. Before migrating an existing file a backup is made. A
    file that is not ours, or was written by a newer version, raises a
    :class:`StoreError` and is left untouched. With ``check_integrity``
    every page is checked first (``PRAGMA quick_check``: a third of a second
    per 50 MB); without, the caller runs :func:`check_integrity` later;
    ``"bounded"`` checks at most :data:`BOUNDED_CHECK_BYTES` worth
    (:func:`check_database_bounded`, the command line's choice).
    """
    path = Path(path)
    inspect_file(path)
    existed = path.exists() and path.stat().st_size > 0
    if not existed and not _writable_folder(path.parent):
        raise ReadOnlyDatabaseError(translate(
            "store.database", "Cannot create {name}: the folder {folder} is not writable.",
        ).format(name=path.name, folder=path.parent))
    readonly = existed and not _writable(path)
    try:
        if readonly:
            # Opened read-only on purpose: SQLite then never tries to write the
            # file, and query_only makes any write fail at once (a clear
            # ReadOnlyDatabaseError at the write boundary, nothing changed).
            uri = _uri(path, "ro")
            if not os.access(path.parent, os.W_OK) and not Path(f"{path}-wal").exists():
                # A WAL file in a read-only folder (a read-only disk, a CD, a share):
                # SQLite cannot create the -shm beside it, so it reads the file as
                # immutable. With no -wal there is nothing unsaved to miss.
                uri += "&immutable=1"
            conn = sqlite3.connect(uri, uri=True, check_same_thread=False, timeout=5.0)
        else:
            conn = sqlite3.connect(str(path), check_same_thread=False, timeout=5.0)
    except sqlite3.Error as exc:
        raise StoreError(translate("store.database", "Cannot open {path}: {error}.").format(path=path, error=exc)) from None
    db = Database(conn)
    try:
        _check_contents(db, path)
        if check_integrity == "bounded":
            check_database_bounded(db, path.name)
        elif check_integrity:
            check_database_integrity(db, path.name)
        if not readonly:
            db.execute("PRAGMA journal_mode=WAL")
        else:
            db.execute("PRAGMA query_only=1")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
        pending = migrations.pending(db)
        if pending and migrate:
            if readonly:
                raise ReadOnlyDatabaseError(translate(
                    "store.database",
                    "The file {name} needs an update but it is read-only; copy it somewhere writable and open the copy.",
                ).format(name=path.name))
            try:
                if not _has_tables(db):
                    write_fresh_schema(db)  # a new file: the same schema, copied (store/fresh_file.py)
                else:
                    if existed:
                        make_backup(db, path, reason="before-migration", keep=keep_backups)
                    apply_pending_migrations(db)
            except (sqlite3.Error, OSError) as exc:
                mapped = write_error(exc, path.name, translate("store.database", "update the file to this version"))
                if mapped is None:
                    raise
                raise mapped from exc
    except BaseException:
        db.close()
        raise
    return db


def is_read_only(db: Database) -> bool:
    """True for a database :func:`open_database` opened read-only (the file cannot be written)."""
    return bool(db.execute("PRAGMA query_only").fetchone()[0])


def _uri(path: Path, mode: str) -> str:
    return f"{path.resolve().as_uri()}?mode={mode}"


def verify_file(path: str | Path) -> None:
    """Raise a :class:`StoreError` unless ``path`` is a readable, undamaged tournament-app database.

    Reads only (a backup is checked this way before it is restored). A file
    written by a newer version raises :class:`NewerVersionError`.
    """
    path = Path(path)
    if not path.is_file():
        raise StoreError(translate("store.database", "The file {name} does not exist (any more).").format(name=path.name))
    if path.stat().st_size == 0:
        raise NotOurDatabaseError(translate("store.database", "The file {name} is empty.").format(name=path.name))
    inspect_file(path)
    try:
        conn = sqlite3.connect(_uri(path, "ro"), uri=True)
    except sqlite3.Error as exc:
        raise StoreError(translate("store.database", "Cannot open {path}: {error}.").format(path=path.name, error=exc)) from None
    db = Database(conn)
    try:
        _check_contents(db, path)
        check_database_integrity(db, path.name)
        if not db.table_names():
            raise NotOurDatabaseError(
                translate("store.database", "The file {name} is an empty database, not a club.").format(name=path.name))
    finally:
        db.close()


def give_back_free_pages(db: Database) -> bool:
    """Rewrite the file without its free pages (``VACUUM``) when over a quarter of it is free and the undo log is empty.

    Migrations that reshape big tables (0014, 0015) leave their old pages
    free, and SQLite never shrinks a file by itself. ``VACUUM`` may renumber
    the rowids the undo log names, hence only with an empty log (those
    migrations empty it). True when the file was rewritten.
    """
    pages = int(db.execute("PRAGMA page_count").fetchone()[0])
    free = int(db.execute("PRAGMA freelist_count").fetchone()[0])
    logged = db.execute("SELECT 1 FROM undo_log LIMIT 1").fetchone() if db["undo_log"].exists() else None
    if logged is not None or free * 4 <= pages:
        return False
    db.execute("VACUUM")
    return True


def apply_pending_migrations(db: Database) -> int:
    """Bring an older file (opened, or restored from a backup) up to date, then give back the space the
    migrations freed (:func:`give_back_free_pages`); returns how many were applied."""
    pending = migrations.pending(db)
    if pending:
        migrations.apply(db)
        give_back_free_pages(db)
    return len(pending)


def replace_file_from_backup(path: str | Path, source: str | Path) -> Path | None:
    """Put the backup ``source`` in place of the database file ``path`` (which cannot be opened).

    Nothing is deleted: the current file (and any -wal/-shm beside it) is
    renamed to ``<name>-replaced-<time>.sqlite`` first; that name is returned
    (None when there was no file). The backup is checked first, copied to a
    ``.part`` file with the backup API and renamed into place, so a failure
    at any point leaves either the old file or the backup, never half of one.
    """
    path, source = Path(path), Path(source)
    verify_file(source)
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    part = path.with_name(f"{path.name}.restore.part")
    aside: Path | None = None
    moved: list[tuple[Path, Path]] = []
    try:
        src = sqlite3.connect(_uri(source, "ro"), uri=True)
        try:
            copy_database(src, part)
        finally:
            src.close()
        verify_file(part)
        if path.exists():
            aside = path.with_name(f"{path.stem}-replaced-{stamp}{path.suffix}")
            for extra in ("", "-wal", "-shm", "-journal"):
                old, new = Path(f"{path}{extra}"), Path(f"{aside}{extra}")
                if old.exists():
                    old.rename(new)
                    moved.append((new, old))
        part.replace(path)
    except (sqlite3.Error, OSError) as exc:
        part.unlink(missing_ok=True)
        for new, old in reversed(moved):  # put the old file back as it was
            if not old.exists():
                new.rename(old)
        mapped = write_error(exc, path.name, translate("store.database", "restore the backup"))
        if mapped is None:
            raise StoreError(translate("store.database", "Could not restore the backup into {name}: {error}.").format(
                name=path.name, error=exc)) from exc
        raise mapped from exc
    return aside


def _check_contents(db: Database, path: Path) -> None:
    try:
        tables = set(db.table_names())
        if not tables and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise NotOurDatabaseError(translate(
                "store.database", "The file {name} is an SQLite database of another program, not a tournament-app database.",
            ).format(name=path.name))
    except sqlite3.DatabaseError as exc:
        raise NotOurDatabaseError(translate(
            "store.database", "The file {name} is damaged or not a database: {error}.").format(name=path.name, error=exc),
        ) from None
    if not tables:
        return
    if "_sqlite_migrations" not in tables:
        raise NotOurDatabaseError(translate(
            "store.database",
            "The file {name} is an SQLite database of another program (tables: {tables}), not a tournament-app database.",
        ).format(name=path.name, tables=", ".join(sorted(tables)[:5])))
    applied = [
        row["name"]
        for row in db.query(
            "select name from _sqlite_migrations where migration_set = ?", [MIGRATION_SET]
        )
    ]
    if not applied:
        raise NotOurDatabaseError(
            translate("store.database", "The file {name} is not a tournament-app database.").format(name=path.name))
    unknown = [name for name in applied if name not in known_migrations()]
    if unknown:
        raise NewerVersionError(translate(
            "store.database",
            "The file {name} was written by a newer version of tournament-app "
            "(it has changes this version does not know: {changes}). "
            "Install the newer version to open it; the file was not changed.",
        ).format(name=path.name, changes=", ".join(unknown)))


def check_database_integrity(db: Database, name: MessageText) -> None:
    """Raise :class:`NotOurDatabaseError` if any page of the file is damaged (reads the whole file)."""
    try:
        result = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise _damaged(name, exc) from None
    if result != "ok":
        raise _damaged_pages(name, result)


def _damaged(name: MessageText, exc: sqlite3.DatabaseError) -> NotOurDatabaseError:
    return NotOurDatabaseError(
        translate("store.database", "The file {name} is damaged: {error}. Restore a backup.").format(name=name, error=exc))


def _damaged_pages(name: MessageText, result: object) -> NotOurDatabaseError:
    return NotOurDatabaseError(
        translate("store.database", "The file {name} is damaged ({result}); restore a backup.").format(
            name=name, result=result))


def check_database_bounded(db: Database, name: str, limit: int | None = None) -> bool:
    """Check a bounded amount of the file before work on it; True when every page was checked.

    A file up to ``limit`` bytes (:data:`BOUNDED_CHECK_BYTES`) is checked
    whole, as :func:`check_database_integrity`. A bigger one has had its
    length checked against its header on opening (:func:`inspect_file`);
    here only its schema is checked. The pages a command then reads or
    writes are checked by SQLite as it reaches them: a damaged one stops the
    command with SQLITE_CORRUPT before anything is saved
    (:func:`damaged_file_error` words it), and the pages it does not reach
    are not changed. Every page is checked on request (``tournament-app
    check``, the app right after showing a big file).
    """
    limit = BOUNDED_CHECK_BYTES if limit is None else limit
    try:
        pages = db.execute("PRAGMA page_count").fetchone()[0] * db.execute("PRAGMA page_size").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise _damaged(name, exc) from None
    if pages <= limit:
        check_database_integrity(db, name)
        return True
    try:
        result = db.execute("PRAGMA quick_check(sqlite_master)").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise _damaged(name, exc) from None
    if result != "ok":
        raise _damaged_pages(name, result)
    return False


def damaged_file_error(exc: BaseException, name: str) -> NotOurDatabaseError | None:
    """The message for SQLite finding a damaged page in the middle of work (None: ``exc`` is something else).

    The transaction the work ran in has been rolled back, so nothing was changed.
    """
    if not isinstance(exc, sqlite3.DatabaseError) or isinstance(exc, sqlite3.IntegrityError):
        return None
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB) or "malformed" in text or "not a database" in text:
        return NotOurDatabaseError(translate(
            "store.database",
            "The file {name} is damaged ({error}); nothing was changed. Restore a backup "
            "(the app offers them under File ▸ Restore backup…).",
        ).format(name=name, error=exc))
    return None


def _has_tables(db: Database) -> bool:
    return bool(db.table_names())


def _writable(path: Path) -> bool:
    import os

    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _writable_folder(folder: Path) -> bool:
    import os

    folder.mkdir(parents=True, exist_ok=True)
    return os.access(folder, os.W_OK)
