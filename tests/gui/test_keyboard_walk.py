"""Every page can be walked with Tab alone (issue 19, accessibility): focus visits each control and never sticks.

For each tab of the main window (the Tools menu's pages opened as tabs too),
focus starts on the tab bar and Tab is pressed, as a person does, until focus
comes back round. Every input of the page that a person can use (shown,
enabled, reachable by Tab) must have had the focus on the way, and each press
must move it: a control that swallows Tab would trap a keyboard user.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, make_night_club, open_tool, shown_window, wait_idle
from test_accessible_names import INPUTS, is_qt_internal

#: more presses than any page has stops
MAX_PRESSES = 200
#: Tab may stay in one control this many times: a date's day, month and year are each a stop, and so are
#: a time's hour, minute and (English 12-hour clock) AM/PM
SAME_WIDGET_PRESSES = 5


def reachable_inputs(page: QWidget) -> list[QWidget]:
    """The page's inputs a keyboard user should reach with Tab."""
    return [w for w in page.findChildren(QWidget)
            if isinstance(w, INPUTS) and not is_qt_internal(w) and w.isVisible() and w.isEnabled()
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus]


def label(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    return f"{type(widget).__name__} {widget.accessibleName() or text!r}"


def walk(qtbot: Any, window: MainWindow) -> tuple[set[QWidget], list[str]]:
    """Tab from the tab bar round the window: the widgets that had focus (with their ancestors), and where it stuck."""
    bar = window.tabs.tabBar()
    bar.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(bar.hasFocus, timeout=2000)
    visited: set[QWidget] = set()
    stuck: list[str] = []
    same = 0
    for _ in range(MAX_PRESSES):
        before = QApplication.focusWidget()
        assert before is not None
        qtbot.keyClick(before, Qt.Key.Key_Tab)
        after = QApplication.focusWidget()
        assert after is not None
        same = same + 1 if after is before else 0
        if same > SAME_WIDGET_PRESSES:
            stuck.append(label(after))
            break
        current: QWidget | None = after
        while current is not None and current is not window:
            visited.add(current)
            current = current.parentWidget()
        if after is bar:
            break
    else:
        stuck.append(f"focus never came back to the tab bar in {MAX_PRESSES} presses")
    return visited, stuck


def test_tab_visits_every_control_of_each_page(qtbot: Any, tmp_path: Path) -> None:
    # tables with rows: a table that moved Tab from cell to cell would keep a keyboard user in it
    path = make_night_club(tmp_path / "club.sqlite", ["Ann", "Bob", "Cid", "Dee"], rated=4)
    with shown_window(qtbot, path) as window:
        activate(qtbot, window)
        for title in window.tool_views:  # the Tools menu's pages join the tabs
            open_tool(qtbot, window, title)
        problems = []
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            wait_idle(qtbot, window)
            page = window.tabs.widget(index)
            visited, stuck = walk(qtbot, window)
            name = window.tabs.tabText(index).replace("&", "")
            problems += [f"{name}: Tab sticks in {where}" for where in stuck]
            problems += [f"{name}: Tab never reaches {label(w)}" for w in reachable_inputs(page) if w not in visited]
        assert problems == [], "\n".join(problems)


def test_space_and_enter_on_a_check_in_tile_check_the_player_in_and_out(qtbot: Any, tmp_path: Path) -> None:
    from gui_helpers import named, open_page

    path = make_night_club(tmp_path / "club.sqlite", ["Ann", "Bob"])
    with shown_window(qtbot, path) as window:
        activate(qtbot, window)
        open_page(qtbot, window, "Check-in")
        tiles = named(window, "Players to check in")
        qtbot.waitUntil(lambda: tiles.count() == 2, timeout=5000)
        tiles.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(tiles, Qt.Key.Key_Home)
        item = tiles.currentItem()
        assert item is not None
        first = item.text()
        qtbot.keyClick(tiles, Qt.Key.Key_Space)
        wait_idle(qtbot, window)
        assert tiles.currentItem().text().startswith(first) and "here" in tiles.currentItem().text()
        qtbot.keyClick(tiles, Qt.Key.Key_Return)
        wait_idle(qtbot, window)
        assert tiles.currentItem().text() == first
