"""One database worker: every league call runs off the GUI thread, in order.

Anki's taskman + CollectionOp shape: a job is a function of the club that
runs on the single worker thread; its result (or exception) comes back to
the GUI thread through queued signals. Jobs that may take long get a
progress dialog that appears after ~0.5 s and has a working Cancel button.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QDialog, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from ...league import Club
from ...translation import translate

T = TypeVar("T")
SHOW_AFTER_MS = 500


class JobControl:
    """Handed to a job: report progress, ask whether the user pressed Cancel."""

    def __init__(self, relay: _Relay) -> None:
        self._relay = relay
        self._cancel = threading.Event()

    def progress(self, done: int, total: int) -> None:
        """Report how far the job is (thread-safe)."""
        self._relay.progressed.emit(done, total)

    def cancelled(self) -> bool:
        """True once the user asked to stop."""
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Ask the job to stop at its next check."""
        self._cancel.set()


class ProgressDialog(QDialog):
    """What long work shows: what is happening, how far it is, and Cancel.

    A plain progress bar rather than QProgressDialog, whose setValue() spins
    the event loop and would let a job's result arrive in the middle of it.
    """

    def __init__(self, label: str, control: JobControl, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("common.worker", "Working…"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.control = control
        self.label = QLabel(label)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.cancel_button = QPushButton(translate("common.worker", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.setMinimumWidth(380)

    def show_progress(self, done: int, total: int) -> None:
        """Move the bar (a busy indicator until the total is known)."""
        if total > 0:
            self.bar.setRange(0, total)
            self.bar.setValue(min(done, total))

    def cancel(self) -> None:
        """Ask the job to stop; it rolls back, so nothing changes."""
        self.control.cancel()
        self.cancel_button.setEnabled(False)
        self.label.setText(translate("common.worker", "Cancelling… nothing will be changed."))

    def reject(self) -> None:
        """Escape or closing the window cancels too."""
        self.cancel()


class _Relay(QObject):
    finished = Signal(object)
    failed = Signal(object)
    progressed = Signal(int, int)


class _Runnable(QRunnable, Generic[T]):
    def __init__(self, club: Club, fn: Callable[[Club, JobControl], T], control: JobControl, relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._club, self._fn, self._control, self._relay = club, fn, control, relay

    def run(self) -> None:
        try:
            result = self._fn(self._club, self._control)
        except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread
            self._relay.failed.emit(exc)
        else:
            self._relay.finished.emit(result)


class _Call(QRunnable, Generic[T]):
    def __init__(self, club: Club, fn: Callable[[Club], T], done: Future[T]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._club, self._fn, self._done = club, fn, done

    def run(self) -> None:
        if not self._done.set_running_or_notify_cancel():
            return
        try:
            self._done.set_result(self._fn(self._club))
        except BaseException as exc:  # noqa: BLE001 - handed to whoever waits on the future
            self._done.set_exception(exc)


class DatabaseWorker(QObject):
    """Runs jobs against the open club on one background thread, first in, first out."""

    busy_changed = Signal(bool)
    #: emitted on the GUI thread when an error reaches no handler of its own
    error = Signal(object)

    def __init__(self, club: Club, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.club = club
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pending = 0
        self._relays: set[_Relay] = set()
        self._closed = False

    def close(self) -> None:
        """Take no more jobs: the club is closing (a view refreshing as the window changes clubs gets nothing)."""
        self._closed = True

    @property
    def busy(self) -> bool:
        """True while a job is queued or running."""
        return self._pending > 0

    def submit(
        self,
        fn: Callable[[Club, JobControl], T],
        on_done: Callable[[T], Any] | None = None,
        on_error: Callable[[BaseException], Any] | None = None,
        *,
        label: str | None = None,
        parent: QWidget | None = None,
    ) -> JobControl:
        """Queue ``fn(club, control)``; ``on_done(result)`` or ``on_error(exc)`` run on the GUI thread.

        With a ``label``, a progress dialog with Cancel shows if the job lasts over 0.5 s.
        """
        relay = _Relay()
        control = JobControl(relay)
        if self._closed:
            return control
        self._relays.add(relay)
        progress: ProgressDialog | None = None
        timer: QTimer | None = None
        if label is not None:
            progress = ProgressDialog(label, control, parent)
            relay.progressed.connect(progress.show_progress, Qt.ConnectionType.QueuedConnection)
            # Anki's rule: only work that lasts shows a dialog, so quick saves never flash one.
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(progress.show)
            timer.start(SHOW_AFTER_MS)

        def finish() -> None:
            self._relays.discard(relay)
            if timer is not None:
                timer.stop()
                timer.deleteLater()
            if progress is not None:
                progress.hide()
                progress.deleteLater()
            self._pending -= 1
            if self._pending == 0:
                self.busy_changed.emit(False)

        def done(result: object) -> None:
            finish()
            if on_done is not None:
                on_done(result)  # type: ignore[arg-type]

        def failed(exc: object) -> None:
            finish()
            if on_error is not None:
                on_error(exc)  # type: ignore[arg-type]
            else:
                self.error.emit(exc)

        relay.finished.connect(done, Qt.ConnectionType.QueuedConnection)
        relay.failed.connect(failed, Qt.ConnectionType.QueuedConnection)
        self._pending += 1
        if self._pending == 1:
            self.busy_changed.emit(True)
        self._pool.start(_Runnable(self.club, fn, control, relay))
        return control

    def call_soon(self, fn: Callable[[Club], T]) -> Future[T]:
        """Queue ``fn(club)`` from any thread, after the jobs queued before it; the future gets its result or error.

        Nothing comes back to the GUI thread: for a caller that waits on another thread (the local-network
        server). After :meth:`close` the future fails at once.
        """
        done: Future[T] = Future()
        if self._closed:
            done.set_exception(RuntimeError("The club is closed."))
            return done
        self._pool.start(_Call(self.club, fn, done))
        return done

    def wait_for_done(self, msecs: int = -1) -> bool:
        """Block until the worker thread is idle (for shutdown); True if it is."""
        return self._pool.waitForDone(msecs)
