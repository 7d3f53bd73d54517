"""Issue 16: the window opens on the event; the occasional tools leave the tab bar for the Tools menu and toolbar button,
each opening as a tab that closes again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QTabBar

from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, named, open_tool

TOOLS = ["Brackets", "Teams balancer", "Which system?", "Global ranking"]


def tab_titles(window: MainWindow) -> list[str]:
    return [window.tabs.tabText(i).replace("&", "") for i in range(window.tabs.count())]


def test_the_window_opens_on_the_event_and_the_tools_are_not_tabs(window: MainWindow) -> None:
    assert tab_titles(window) == ["Event", "Matches", "Leaderboard", "Players", "Teams", "Seasons", "Player"]
    assert window.tabs.currentWidget() is window.night_view
    assert [a.text().replace("&", "") for a in window.tools_menu.actions()] == TOOLS
    # the lasting tabs have no close button
    bar = window.tabs.tabBar()
    assert all(bar.tabButton(i, QTabBar.ButtonPosition.RightSide) is None for i in range(bar.count()))


def test_a_tool_opens_as_a_tab_closes_and_opens_again_from_the_toolbar(qtbot: Any, window: MainWindow, idle: Any) -> None:
    open_tool(qtbot, window, "Which system?")
    assert "Which system?" in tab_titles(window) and window.tabs.currentWidget() is window.evaluation_view
    open_tool(qtbot, window, "Global ranking")
    assert tab_titles(window)[-3:] == ["Which system?", "Global ranking", "Player"]
    # its close button takes it off the tab bar
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.evaluation_view)
    close = bar.tabButton(index, QTabBar.ButtonPosition.RightSide) or bar.tabButton(index, QTabBar.ButtonPosition.LeftSide)
    assert close is not None
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert "Which system?" not in tab_titles(window)
    # the toolbar's Tools button opens its drop-down; a click on the item opens the tool again
    activate(qtbot, window)
    button = named(window, "Tools")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    menu = button.menu()
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    action = next(a for a in menu.actions() if a.text().replace("&", "") == "Which system?")
    rect = menu.actionGeometry(action)
    for step in range(5):  # a menu ignores a pointer that has not moved since it opened
        qtbot.mouseMove(menu, QPoint(rect.left() + 4 + step * 10, rect.center().y()))
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.tabs.currentWidget() is window.evaluation_view
    idle()
