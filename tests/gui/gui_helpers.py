"""Helpers the GUI tests share: wait for the worker, record a match through the form, read a table."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, Qt

from tournament_app.gui.main_window import MainWindow


def wait_idle(qtbot: Any, window: MainWindow, timeout: int = 10000) -> None:
    """Wait until every queued database job and its follow-ups are done."""
    for _ in range(2):
        qtbot.waitUntil(lambda: window.worker is not None and not window.worker.busy, timeout=timeout)
        qtbot.wait(20)


@contextmanager
def shown_window(qtbot: Any, path: Path) -> Iterator[MainWindow]:
    """The main window on the club file at ``path``, shown with its first loads done; closed afterwards."""
    win = MainWindow(path, offer_demo=False)
    win.show()
    wait_idle(qtbot, win)
    try:
        yield win
    finally:
        if win.worker is not None:
            wait_idle(qtbot, win)
        win.close()
        win.deleteLater()


def record(window: MainWindow, idle: Any, sides: list[str], when: str) -> None:
    """Type a match into the Club night form ("Ann, Bob" per side, in placement order) and save it."""
    form = window.events_view.form
    for n, text in enumerate(sides):
        if n >= len(form.panel.editors):
            form.panel.add_side()
        form.panel.editors[n].players.setText(text)
    form.played_at.setDateTime(QDateTime.fromString(when, "yyyy-MM-dd HH:mm"))
    form.try_save()
    idle()


def add_player(qtbot: Any, window: MainWindow, idle: Any, name: str) -> None:
    """Add a player the way a person does: Players tab, type the name, Enter."""
    window.go_add_player()
    field = window.players_view.new_name
    if name.isascii():
        qtbot.keyClicks(field, name)
    else:  # QTest can only type ASCII; an input method would insert the rest
        field.insert(name)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    idle()


def names_in(model: Any, column: int = 0) -> list[str]:
    """The texts of one column of a table model, top to bottom."""
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]
