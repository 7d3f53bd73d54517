"""Cycles are collected on the GUI thread only while a main window is open (a collection in a worker crashed Qt)."""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from typing import Any

from gui_helpers import wait_idle

from tournament_app.gui.shell.main_window import MainWindow


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_garbage_made_in_the_worker_is_collected_on_the_gui_thread_while_the_window_is_open(qtbot: Any, db_path: Path) -> None:
    threads: list[int] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    assert gc.isenabled()
    gc.callbacks.append(note)
    window = MainWindow(db_path, offer_demo=False)
    try:
        window.show()
        assert not gc.isenabled()
        wait_idle(qtbot, window)
        threads.clear()
        assert window.worker is not None
        # far past the threshold of the youngest generation, all of it made on the worker's thread
        done = window.worker.call_soon(lambda _club: [_Cycle() for _ in range(50_000)] and threading.get_ident())
        qtbot.waitUntil(done.done, timeout=10_000)
        assert done.result() != threading.get_ident()
        qtbot.waitUntil(lambda: bool(threads), timeout=5_000)  # the GUI thread's timer collects
        assert set(threads) == {threading.get_ident()}
    finally:
        gc.callbacks.remove(note)
        window.close()
    assert gc.isenabled(), "closing the window gives collection back to CPython"
