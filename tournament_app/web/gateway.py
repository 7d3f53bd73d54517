"""The one way the web server reaches the club file: a call run on the one database thread.

The server never touches SQLite from its own threads. Every read and write
is a function of the :class:`~tournament_app.league.Club` handed to a
gateway, which runs it where the club lives and blocks the caller until it
is done. The GUI has its own gateway over the app's database worker;
:class:`ThreadGateway` is the headless one (``tournament-app serve``, tests).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Protocol, TypeVar

from ..league import Club

T = TypeVar("T")


class ClubGateway(Protocol):
    """Runs a function with the club on the one database thread and returns its result (its error passes through)."""

    def call(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` on the database thread; blocks until it is done."""
        ...

    def read(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` as :meth:`call`, for what the pages show (the app's window is not told about it)."""
        ...


class ThreadGateway:
    """A gateway with a dedicated thread that runs every call, one at a time.

    ``ThreadGateway(path)`` opens the club file on that thread and closes it
    in :meth:`close`; ``ThreadGateway(club=club)`` uses a club already open
    (its owner must leave it alone meanwhile, as ``tournament-app serve``
    does while it serves) and leaves it open.
    """

    def __init__(self, path: str | Path | None = None, *, club: Club | None = None) -> None:
        if (path is None) == (club is None):
            raise TypeError("ThreadGateway takes a path or an open club")
        self._jobs: queue.SimpleQueue[tuple[Callable[[Club], Any], Future[Any]] | None] = queue.SimpleQueue()
        #: set (under the lock) once the thread takes no more calls: a call is put only while it is clear
        self._closed = False
        self._lock = threading.Lock()
        opened: Future[None] = Future()
        self._thread = threading.Thread(target=self._run, args=(path, club, opened), name="club-gateway", daemon=True)
        self._thread.start()
        opened.result()  # the file's own error (missing, damaged, newer) reaches the caller

    def _run(self, path: str | Path | None, given: Club | None, opened: Future[None]) -> None:
        try:
            club = given if given is not None else Club.open(Path(str(path)))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller of __init__
            opened.set_exception(exc)
            return
        opened.set_result(None)
        try:
            while (job := self._jobs.get()) is not None:
                fn, done = job
                if not done.set_running_or_notify_cancel():
                    continue
                try:
                    done.set_result(fn(club))
                except BaseException as exc:  # noqa: BLE001 - handed to the caller of call()
                    done.set_exception(exc)
        finally:
            with self._lock:
                self._closed = True
            if given is None:
                club.close()
            # a call that came in after close() gets an error instead of waiting for ever
            while True:
                try:
                    late = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if late is not None and late[1].set_running_or_notify_cancel():
                    late[1].set_exception(RuntimeError("the club file is closed"))

    def call(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` on the gateway's thread; blocks until it is done (run at once when called from that thread)."""
        if threading.current_thread() is self._thread:
            raise RuntimeError("ThreadGateway.call from its own thread would wait for itself")
        done: Future[T] = Future()
        with self._lock:
            if self._closed or not self._thread.is_alive():
                raise RuntimeError("the club file is closed")
            self._jobs.put((fn, done))
        return done.result()

    def read(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` as :meth:`call` (nobody here needs telling)."""
        return self.call(fn)

    def close(self, timeout: float | None = None) -> bool:
        """Finish the calls queued so far, end the thread and close the club file it opened; later calls fail.

        With ``timeout``, wait at most that long for a call still running; False when it had not ended by then.
        """
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(timeout)
        return not self._thread.is_alive()

    def __enter__(self) -> ThreadGateway:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()
