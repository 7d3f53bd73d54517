"""Python's cycle collector runs on the GUI thread only, on a timer.

CPython collects reference cycles in whichever thread happens to allocate
when a generation's count passes its threshold: the database worker, numba's
loading thread, the companion's server. If that garbage holds Qt wrappers
made on the GUI thread, their C++ objects are destroyed from the wrong
thread and Qt may crash (a segmentation fault, seen in a worker's league
call under xcb). So while a main window is open (it owns those threads),
automatic collection is off and a timer on the GUI thread collects what the
thresholds would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: how often the GUI thread looks whether a collection is due
INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects cycles on the GUI thread when CPython's thresholds say so; automatic collection off meanwhile.

    Several may run (two windows during a test's restart): CPython collects
    by itself again when the last one stops.
    """

    _running = 0

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)

    def start(self) -> None:
        """Turn automatic collection off and collect from the timer."""
        if not self._timer.isActive():
            GuiThreadCollector._running += 1
            gc.disable()
            self._timer.start()

    def stop(self) -> None:
        """Stop the timer; the last one running gives collection back to CPython."""
        if self._timer.isActive():
            self._timer.stop()
            GuiThreadCollector._running -= 1
            if not GuiThreadCollector._running:
                gc.enable()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count is past its threshold (as CPython would); the objects freed."""
        counts = gc.get_count()
        due = -1
        for generation in range(3):
            if counts[generation] <= self._thresholds[generation]:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0
