"""Telling a second copy of the app that a club file is already open.

Every open club holds a shared advisory lock on ``<file>.lock`` beside the
database for as long as it is open (``fcntl.flock`` on POSIX, one locked
byte "slot" per instance with ``msvcrt.locking`` on Windows). A newcomer
first asks for the lock exclusively without waiting: if that fails, another
instance has the file open, and the newcomer is told (it still opens the
file: SQLite's own locking with a busy timeout keeps the writes of both
safe; this is only so the organizer knows). The instance that found the
file free writes its process id and host into the lock file, so the
newcomer can say which one.

Advisory locks belong to the process: the operating system drops them when
it exits or is killed, so a lock file left behind by a crash is ignored
(nobody holds a lock on it). The last instance to close removes the file.
Where locking is not possible (a read-only folder, a file system without
locks) nothing is detected and nothing is refused.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

#: Windows: instance slots (one locked byte each) after a header holding the first instance's pid/host
_WIN_SLOTS = 64
_WIN_SLOT_OFFSET = 4096


@dataclass(frozen=True)
class OtherInstance:
    """Another running copy of the app that has the same club file open."""

    pid: int | None
    host: str | None

    def describe(self) -> str:
        """Who it is, for a message ("process 1234 on laptop-7"), or a plain "another window"."""
        if self.pid is None:
            return "another window of the app"
        where = f" on {self.host}" if self.host and self.host != socket.gethostname() else ""
        return f"another window of the app (process {self.pid}{where})"


def lock_path(db_path: Path) -> Path:
    """The lock file of a database: ``club.sqlite`` -> ``club.sqlite.lock``."""
    return db_path.with_name(db_path.name + ".lock")


class InstanceLock:
    """This instance's hold on a club file's lock; ``other`` says who else had it open."""

    def __init__(self, path: Path, fd: int, other: OtherInstance | None, slot: int | None = None) -> None:
        self.path = path
        self.other = other
        self._fd: int | None = fd
        self._slot = slot

    def release(self) -> None:
        """Drop the lock; the last instance removes the lock file. Safe to call twice."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
                _win_release(fd, self._slot)
            else:
                _posix_release(fd, self.path)
        finally:
            with contextlib.suppress(OSError):
                os.close(fd)

    def __del__(self) -> None:  # pragma: no cover - a safety net, close() releases
        with contextlib.suppress(Exception):
            self.release()


def acquire_instance_lock(db_path: str | Path, *, timeout: float = 2.0) -> InstanceLock | None:
    """Take this instance's share of ``db_path``'s lock; None where locking is not possible.

    ``result.other`` is set when another instance already had the file open.
    """
    path = lock_path(Path(db_path))
    try:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            return _win_acquire(path)
        return _posix_acquire(path, timeout)
    except OSError:
        return None


# ---- POSIX: flock ------------------------------------------------------------------------------


def _posix_acquire(path: Path, timeout: float) -> InstanceLock | None:
    import fcntl

    deadline = time.monotonic() + timeout
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                alone = True
            except BlockingIOError:
                alone = False
            if not alone:
                # Others hold it shared (or one is just starting or closing: then retry shortly).
                while True:
                    try:
                        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                        break
                    except BlockingIOError:
                        if time.monotonic() > deadline:
                            os.close(fd)
                            return None
                        time.sleep(0.01)
            if not _same_file(fd, path):
                # The last holder removed the file between our open and our lock: start again.
                os.close(fd)
                if time.monotonic() > deadline:
                    return None
                continue
            if alone:
                _write_owner(fd)
                fcntl.flock(fd, fcntl.LOCK_SH)
                return InstanceLock(path, fd, None)
            return InstanceLock(path, fd, _read_owner(fd))
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(fd)
            raise


def _posix_release(fd: int, path: Path) -> None:
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return  # others still have the file open; closing drops our share
    if _same_file(fd, path):
        with contextlib.suppress(OSError):
            path.unlink()


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (on_disk.st_dev, on_disk.st_ino) and mine.st_nlink > 0


def _write_owner(fd: int) -> None:
    data = f"pid={os.getpid()}\nhost={socket.gethostname()}\n".encode()
    os.lseek(fd, 0, os.SEEK_SET)
    os.ftruncate(fd, 0)
    os.write(fd, data)


def _read_owner(fd: int) -> OtherInstance:
    os.lseek(fd, 0, os.SEEK_SET)
    text = os.read(fd, 1024).split(b"\0", 1)[0].decode("utf-8", "replace")
    fields = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    pid: int | None
    try:
        pid = int(fields.get("pid", ""))
    except ValueError:
        pid = None
    host = fields.get("host") or None
    if pid is not None and host == socket.gethostname() and not _alive(pid):
        pid = None  # the first instance has gone; a later one still has the file open
    return OtherInstance(pid, host)


def _alive(pid: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# ---- Windows: msvcrt byte-range locks ---------------------------------------------------------


def _win_acquire(path: Path) -> InstanceLock | None:  # pragma: no cover - exercised on Windows only
    import msvcrt

    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    mine: int | None = None
    others = False
    try:
        for slot in range(_WIN_SLOTS):
            os.lseek(fd, _WIN_SLOT_OFFSET + slot, os.SEEK_SET)
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            except OSError:
                others = True
                continue
            if mine is None:
                mine = slot
            else:
                os.lseek(fd, _WIN_SLOT_OFFSET + slot, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        if mine is None:
            os.close(fd)
            return None
        if not others:
            _write_owner(fd)
            return InstanceLock(path, fd, None, mine)
        return InstanceLock(path, fd, _read_owner(fd), mine)
    except BaseException:
        os.close(fd)
        raise


def _win_release(fd: int, slot: int | None) -> None:  # pragma: no cover - exercised on Windows only
    import msvcrt

    if slot is not None:
        os.lseek(fd, _WIN_SLOT_OFFSET + slot, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
