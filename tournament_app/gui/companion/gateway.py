"""The web server's way to the club file while the window is open: its calls run as jobs of the app's one database worker.

The server's threads call :meth:`WorkerGateway.call`; the job is queued on
the :class:`DatabaseWorker` (first in, first out with the window's own
jobs, on the worker's one thread) and the caller blocks until it is done.
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

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...league import Club, companion
from ..common.worker import DatabaseWorker, JobControl

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

    ``wrote`` is emitted on the GUI thread with the call's result after a
    call that changed the club file.
    """

    wrote = Signal(object)
    _queued = Signal(object, object)

    def __init__(self, worker: DatabaseWorker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self._lock = threading.Lock()
        self._waiting: set[Future[Any]] = set()
        self._closed = False
        # a call from a server thread crosses to the GUI thread first: the worker takes jobs from there
        self._queued.connect(self._submit)

    def call(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` on the database worker's thread; blocks until it is done (its error is raised here)."""
        done: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise GatewayClosed("The club is no longer shared.")
            self._waiting.add(done)
        try:
            if QThread.currentThread() is self.thread():
                self._submit(fn, done)
            else:
                self._queued.emit(fn, done)
            return done.result(timeout=CALL_TIMEOUT)
        except TimeoutError:
            raise GatewayClosed("The club file did not answer in time.") from None
        finally:
            with self._lock:
                self._waiting.discard(done)

    @Slot(object, object)
    def _submit(self, fn: Callable[[Club], Any], done: Future[Any]) -> None:
        if done.done():
            return  # closed meanwhile
        if self._closed:
            _settle(done, exc=GatewayClosed("The club is no longer shared."))
            return

        def job(club: Club, _control: JobControl) -> tuple[bool, Any]:
            before = companion.revision(club)
            try:
                result = fn(club)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller of call()
                _settle(done, exc=exc)
                return companion.revision(club) != before, None
            _settle(done, result)  # the server thread goes on now, before the window refreshes
            return companion.revision(club) != before, result

        def finished(outcome: tuple[bool, Any]) -> None:
            changed, result = outcome
            if changed and not self._closed:
                self.wrote.emit(result)

        def failed(exc: BaseException) -> None:
            _settle(done, exc=exc)

        self.worker.submit(job, finished, failed)

    def close(self) -> None:
        """Take no more calls and wake every caller still waiting (they get :class:`GatewayClosed`)."""
        with self._lock:
            self._closed = True
            waiting = list(self._waiting)
        for done in waiting:
            _settle(done, exc=GatewayClosed("The club is no longer shared."))
