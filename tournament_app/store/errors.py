"""Errors opening or writing the club's database file."""

from __future__ import annotations

from ..errors import UserError
from ..messages import MessageText, translate


class StoreError(UserError):
    """Base class: something is wrong with the database file itself."""


class NotOurDatabaseError(StoreError):
    """The file is not a tournament-app database (another program's, or not SQLite)."""


class NewerVersionError(StoreError):
    """The file was written by a newer version of the app; it is left untouched."""


class DatabaseLockedError(StoreError):
    """Another program (or a second copy of this app) holds the file."""


class ReadOnlyDatabaseError(StoreError):
    """The file (or its folder) cannot be written."""


class DiskFullError(StoreError):
    """The disk (or the user's quota) filled up during a write; the change was rolled back."""


# SQLite's primary result codes (https://sqlite.org/rescode.html) that mean
# "the file cannot be written right now", not "the program asked for nonsense".
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_IOERR, _SQLITE_FULL, _SQLITE_CANTOPEN = 5, 6, 8, 10, 13, 14


def write_error(exc: BaseException, name: MessageText, doing: MessageText | None = None) -> StoreError | None:
    """The :class:`StoreError` a person should see for ``exc`` raised while writing ``name``.

    ``exc`` is an ``sqlite3`` error or an ``OSError`` from a write (a full
    disk, a read-only file or disk, a file busy in another program). Returns
    None for anything else (a bug, or bad input, which has its own message).
    The caller has rolled the transaction back, so every message says that
    nothing was changed. ``doing`` says what could not be done, as a marked
    verb phrase (``translate("league.core", "undo")``); by default "save the change".
    """
    import errno
    import sqlite3

    if isinstance(exc, StoreError):
        return exc
    kind: str | None = None
    if isinstance(exc, OSError):
        kind = {
            errno.ENOSPC: "full",
            getattr(errno, "EDQUOT", -1): "full",
            errno.EROFS: "readonly",
            errno.EACCES: "readonly",
            errno.EPERM: "readonly",
        }.get(exc.errno or 0)
    elif isinstance(exc, sqlite3.OperationalError | sqlite3.DatabaseError) and not isinstance(exc, sqlite3.IntegrityError):
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        text = str(exc).lower()
        if primary == _SQLITE_FULL or "disk is full" in text:
            kind = "full"
        elif primary == _SQLITE_READONLY or "readonly database" in text or "read-only" in text:
            kind = "readonly"
        elif primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in text or "table is locked" in text:
            kind = "busy"
        elif primary in (_SQLITE_IOERR, _SQLITE_CANTOPEN) or "disk i/o error" in text or "unable to open" in text:
            kind = "io"
    if doing is None:
        doing = translate("store.errors", "save the change")
    if kind == "full":
        return DiskFullError(translate(
            "store.errors",
            "Could not {doing}: the disk holding {name} is full. Nothing was changed; the club is exactly "
            "as it was. Free some space on that disk (or move the file to another one) and try again.",
        ).format(doing=doing, name=name))
    if kind == "readonly":
        return ReadOnlyDatabaseError(translate(
            "store.errors",
            "Could not {doing}: {name} is read-only (the file, its folder or its disk cannot be written). "
            "Nothing was changed. Copy the file somewhere writable and open the copy to make changes.",
        ).format(doing=doing, name=name))
    if kind == "busy":
        return DatabaseLockedError(translate(
            "store.errors",
            "Could not {doing}: {name} is busy, another window of the app (or another program) is "
            "saving to it. Nothing was changed; try again in a moment.",
        ).format(doing=doing, name=name))
    if kind == "io":
        return StoreError(translate(
            "store.errors",
            "Could not {doing}: the disk reported an error writing {name} ({error}). Nothing was changed. "
            "If this happens again, check the disk (a removed USB stick?) and restore a backup if the file is damaged.",
        ).format(doing=doing, name=name, error=exc))
    return None
