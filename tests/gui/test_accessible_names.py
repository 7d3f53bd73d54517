"""Every input a person types into or clicks has an accessible name and description (issues 14, 19).

Screen readers say them, and tests find widgets by the name. The check walks
every widget of the main window (all tabs, hidden ones too) and of the
dialogs, and names each input that has no name, or no description. The
description is what a screen reader reads as such: the widget's accessible
description, or its tool tip when it has none (Qt's QAccessibleWidget falls
back to it).

The allow-list
--------------
Each widget belongs to the view that holds it: the nearest widget, itself or
an ancestor, whose class is defined in a ``tournament_app.gui`` module. The
assertion covers the widgets whose view's module is in ``CHECKED_MODULES``.
The list holds every module of the GUI: a new view is checked from its first
day.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QCalendarWidget,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QWidget,
)

from tournament_app import gui
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import wait_idle

#: the GUI modules whose views must name every input: all of them (see the docstring)
CHECKED_MODULES = frozenset(
    info.name.rsplit(".", 1)[-1]
    for info in pkgutil.walk_packages([str(Path(gui.__file__).parent)], prefix="tournament_app.gui.")
    if not info.ispkg
)

INPUTS = (QLineEdit, QComboBox, QAbstractSpinBox, QCheckBox, QAbstractItemView, QAbstractButton)


def owner_module(widget: QWidget) -> str | None:
    """The short module name of the app's view that holds ``widget`` (None: none of ours)."""
    current: QWidget | None = widget
    while current is not None:
        module = type(current).__module__
        if module.startswith("tournament_app.gui."):
            return module.rsplit(".", 1)[1]
        current = current.parentWidget()
    return None


def is_qt_internal(widget: QWidget) -> bool:
    """Parts Qt builds inside a widget (a spin box's line edit, a table's header, a tab bar's arrows)."""
    if widget.objectName().startswith("qt_") or isinstance(widget, QScrollBar):
        return True
    parent = widget.parentWidget()
    while parent is not None:  # e.g. a combo box's popup list sits in a frame inside the combo box
        if isinstance(parent, (QAbstractSpinBox, QComboBox, QAbstractItemView, QLineEdit, QTabBar, QCalendarWidget)):
            return True
        parent = parent.parentWidget()
    return False


def needs_name(widget: QWidget) -> bool:
    if not isinstance(widget, INPUTS) or is_qt_internal(widget):
        return False
    if isinstance(widget, QAbstractButton) and not isinstance(widget, QCheckBox):
        return not widget.text().strip()  # a button's text is its name
    return True


def unnamed(widgets: Iterable[QWidget]) -> list[str]:
    missing = []
    for widget in widgets:
        if not needs_name(widget) or widget.accessibleName().strip():
            continue
        module = owner_module(widget)
        if module in CHECKED_MODULES:
            parent = widget.parentWidget()
            missing.append(f"{module}: {type(widget).__name__} {widget.objectName()!r} in {type(parent).__name__}")
    return missing


def needs_description(widget: QWidget) -> bool:
    """Every input, button, list and table says what it does (a button's text names it, but does not explain)."""
    return isinstance(widget, INPUTS) and not is_qt_internal(widget)


def description(widget: QWidget) -> str:
    """What a screen reader reads as the widget's description."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Description).strip() if interface is not None else ""


def undescribed(widgets: Iterable[QWidget]) -> list[str]:
    missing = []
    for widget in widgets:
        if not needs_description(widget) or description(widget):
            continue
        module = owner_module(widget)
        if module in CHECKED_MODULES:
            parent = widget.parentWidget()
            label = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
            missing.append(f"{module}: {type(widget).__name__} {label!r} in {type(parent).__name__}")
    return missing


def show_every_tab(qtbot: Any, window: MainWindow, idle: Any) -> None:
    """Every page of the main window built and shown once, as a person opens it."""
    for title in window.tool_views:  # the Tools menu's pages join the tabs
        window.open_tool(title)
    bar = window.tabs.tabBar()
    for index in range(window.tabs.count()):  # every page built and shown once
        if bar.isTabEnabled(index):
            qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
        else:  # the Player tab opens on a double-click of a player, and this club has none
            window.tabs.setCurrentIndex(index)
        assert window.tabs.currentIndex() == index
        idle()


def test_every_input_of_the_window_has_an_accessible_name_and_description(qtbot: Any, window: MainWindow,
                                                                           idle: Any) -> None:
    show_every_tab(qtbot, window, idle)
    widgets = [window, *window.findChildren(QWidget)]
    assert unnamed(widgets) == []
    assert undescribed(widgets) == []


def test_the_check_finds_an_input_without_a_name(window: MainWindow) -> None:
    window.players_view.search.setAccessibleName("")
    window.board_combo.setAccessibleName("")
    assert sorted(unnamed(window.findChildren(QWidget))) == [
        "main_window: QComboBox '' in QToolBar", "players_view: QLineEdit '' in PlayersView"]


def test_the_check_finds_an_input_without_a_description(window: MainWindow) -> None:
    window.players_view.search.setAccessibleDescription("")
    window.players_view.search.setToolTip("")
    window.players_view.search.setPlaceholderText("")  # a screen reader reads the placeholder as a description too
    assert undescribed(window.findChildren(QWidget)) == ["players_view: QLineEdit 'Search players' in PlayersView"]


@pytest.mark.parametrize("which", ["leaderboard", "initial", "merge", "team", "welcome", "shortcuts", "guide",
                                   "missing", "backups"])
def test_every_input_of_the_dialogs_has_an_accessible_name(qtbot: Any, window: MainWindow, tmp_path: Any,
                                                             which: str) -> None:
    from tournament_app.gui.backups import backups_dialog
    from tournament_app.gui.shell import club_files, help_dialog, welcome
    from tournament_app.gui.standings import leaderboard_dialog as dialogs, initial_rating_dialog
    from tournament_app.gui.players.players_view import MergeDialog, TeamDialog

    assert window.club is not None
    players = window.club.players()
    if len(players) < 2:
        window.club.add_player("Ann")
        window.club.add_player("Bob")
        players = window.club.players()
    wait_idle(qtbot, window)
    made = {
        "leaderboard": lambda: dialogs.LeaderboardDialog(window.club.leaderboard(), window),
        "initial": lambda: initial_rating_dialog.InitialRatingDialog("Ann", "Default", None, (25.0, 8.3), window),
        "merge": lambda: MergeDialog(players[0], players[1], window),
        "team": lambda: TeamDialog(players, None, window),
        "welcome": lambda: welcome.WelcomeDialog(window),
        "shortcuts": lambda: help_dialog.ShortcutsDialog(window),
        "guide": lambda: help_dialog.GettingStartedDialog(window),
        "missing": lambda: club_files.MissingClubDialog(tmp_path / "gone.sqlite", [tmp_path / "club.sqlite"], window),
        "backups": lambda: backups_dialog.BackupsDialog([], "club.sqlite", window),
    }[which]
    dialog = made()
    try:
        assert unnamed(dialog.findChildren(QWidget)) == []
        assert undescribed(dialog.findChildren(QWidget)) == []
    finally:
        dialog.deleteLater()
