"""Cycles are collected on the GUI thread only while the app runs (a collection in a worker crashed Qt)."""

from __future__ import annotations

import gc
import sys
import threading
from pathlib import Path
from typing import Any

from gui_helpers import wait_idle
from PySide6.QtWidgets import QApplication

from tournament_app.gui.common.gui_thread_gc import GuiThreadCollector
from tournament_app.gui.shell import main_window as mw


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_garbage_made_in_the_worker_is_collected_on_the_gui_thread(qtbot: Any, db_path: Path) -> None:
    threads: list[int] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    saved_hook = sys.excepthook
    gc.callbacks.append(note)
    window = mw.start(db_path)  # the app's own start: it turns the collector on
    try:
        collector = QApplication.instance().findChild(GuiThreadCollector)  # type: ignore[union-attr]
        assert collector is not None and not gc.isenabled()
        wait_idle(qtbot, window)
        threads.clear()
        assert window.worker is not None
        # far past the threshold of the youngest generation, all of it made on the worker's thread
        done = window.worker.call_soon(lambda _club: [_Cycle() for _ in range(50_000)] and threading.get_ident())
        qtbot.waitUntil(done.done, timeout=10_000)
        worker_thread = done.result()
        assert worker_thread != threading.get_ident()
        qtbot.waitUntil(lambda: bool(threads), timeout=5_000)  # the GUI thread's timer collects
        assert set(threads) == {threading.get_ident()}
    finally:
        gc.callbacks.remove(note)
        window.close()
        collector = QApplication.instance().findChild(GuiThreadCollector)  # type: ignore[union-attr]
        if collector is not None:
            collector.stop()
            collector.setParent(None)
            collector.deleteLater()
        sys.excepthook = saved_hook
    assert gc.isenabled()
