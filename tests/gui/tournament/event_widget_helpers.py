"""Helpers for the bracket and score table tests: host a widget in the main window, find match boxes, dialogs."""

from __future__ import annotations

from typing import Any

from gui_helpers import wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tournament_app.gui.night.steps import NightSteps
from tournament_app.league import Club, tournament


def host(qtbot: Any, window: Any, cls: Any, event_id: int, title: str) -> Any:
    """``cls(steps)`` as a tab of the main window, shown in front, re-read after every change (as the event page does)."""
    steps = NightSteps(window.ops, lambda: event_id, window)
    widget = cls(steps)
    window.tabs.insertTab(0, widget, title)
    window.tabs.setCurrentWidget(widget)

    def reload(_changes: object = None) -> None:
        window.ops.query(lambda club: tournament.event_view(club, event_id), widget.show_event)

    window.ops.changed.connect(reload)
    reload()
    wait_idle(qtbot, window)
    return widget


def box_with(bracket: Any, *names: str, bracket_name: str | None = None) -> Any:
    """The drawn match box whose sides read these names (and in this bracket, if given)."""
    found = [item for item in bracket.canvas.items_by_id.values()
             if all(n in item.fixture.entrants for n in names)
             and (bracket_name is None or item.fixture.bracket == bracket_name)]
    assert len(found) == 1, f"{len(found)} boxes with {names}: {[i.text() for i in found]}"
    return found[0]


def boxes_reading(bracket: Any, text: str) -> list[Any]:
    """Every drawn match box whose text has ``text`` in it."""
    return [item for item in bracket.canvas.items_by_id.values() if text in item.text()]


def click_box(qtbot: Any, bracket: Any, item: Any) -> None:
    """Click a match box the way a person does (scrolled into sight first)."""
    canvas = bracket.canvas
    canvas.ensureVisible(item.sceneBoundingRect(), 10, 10)
    point = canvas.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=point)


def visible_message_box(window: QWidget) -> QMessageBox:
    """The one message box open over the window."""
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1, f"{len(boxes)} message boxes open"
    return boxes[0]


def stored_view(path: Any, event_id: int) -> tournament.EventView:
    """The event as the club file holds it now (read through a second connection)."""
    with Club.open(path) as club:
        return tournament.event_view(club, event_id)


def fixture_between(view: tournament.EventView, a: str, b: str) -> tournament.FixtureView:
    """The one match of the event between ``a`` and ``b``."""
    found = [m for m in view.matches if set(m.entrants) == {a, b}]
    assert len(found) == 1, f"{len(found)} matches between {a} and {b}"
    return found[0]
