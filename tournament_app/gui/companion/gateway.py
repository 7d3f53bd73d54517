"""The web server's way to the club file while the window is open: its calls run as jobs of the app's one database worker.

The server's threads call :meth:`WorkerGateway.call`; the job is queued on
the :class:`DatabaseWorker` (:meth:`DatabaseWorker.call_soon`: first in,
first out with the window's own jobs, on the worker's one thread) and the
caller blocks until it is done, without waiting for the GUI thread.
A call that changed the club file (a phone's report, a result both sides
agreed on, a check-in) is told to the window afterwards, on the GUI thread,
so its views refresh and the undo stack learns the step.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from ...league import Club, companion
from ..common.worker import DatabaseWorker

T = TypeVar("T")

#: the longest a server thread waits for the worker (a stuck call must not hold a thread for ever)
CALL_TIMEOUT = 60.0


def _settle(done: Future[Any], result: Any = None, exc: BaseException | None = None) -> None:
    """Finish ``done`` unless it already is (closing the gateway may have finished it a moment ago)."""
    with contextlib.suppress(InvalidStateError):  # it was finished already
        if exc is not None:
            done.set_exception(exc)
        else:
            done.set_result(result)


class GatewayClosed(RuntimeError):
    """The window stopped sharing (or is closing) while a call waited."""


class WorkerGateway(QObject):
    """A ``ClubGateway`` (see :mod:`tournament_app.web.gateway`) over the window's database worker.

    ``wrote`` is emitted, from the worker's thread, with the call's result
    after a call that changed the club file; connect it queued to reach the
    GUI thread.
    """

    wrote = Signal(object)

    def __init__(self, worker: DatabaseWorker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self._lock = threading.Lock()
        self._waiting: set[Future[Any]] = set()
        self._closed = False

    def call(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` on the database worker's thread; blocks until it is done (its error is raised here)."""
        return self._run(fn, tell=True)

    def read(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` as :meth:`call`, for what the pages show: never told to the window (reading the standings
        marks them clean in a temporary table, which would look like a write; a report token the pages mint
        changes nothing the window shows)."""
        return self._run(fn, tell=False)

    def _run(self, fn: Callable[[Club], T], *, tell: bool) -> T:
        done: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise GatewayClosed("The club is no longer shared.")
            self._waiting.add(done)

        def job(club: Club) -> None:
            if done.done():
                return  # the gateway closed while the call waited in the queue
            before = companion.revision(club) if tell else None
            try:
                result = fn(club)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller of call()
                _settle(done, exc=exc)
                result = None
            else:
                _settle(done, result)  # the server thread goes on now, before the window refreshes
            if tell and companion.revision(club) != before and not self._closed:
                self.wrote.emit(result)

        try:
            queued = self.worker.call_soon(job)
            if queued.done() and queued.exception() is not None:
                raise GatewayClosed("The club is closed.")
            return done.result(timeout=CALL_TIMEOUT)
        except TimeoutError:
            raise GatewayClosed("The club file did not answer in time.") from None
        finally:
            with self._lock:
                self._waiting.discard(done)

    def close(self) -> None:
        """Take no more calls and wake every caller still waiting (they get :class:`GatewayClosed`)."""
        with self._lock:
            self._closed = True
            waiting = list(self._waiting)
        for done in waiting:
            _settle(done, exc=GatewayClosed("The club is no longer shared."))
