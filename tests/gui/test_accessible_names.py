"""Every input a person types into or clicks has an accessible name (issue 14).

Screen readers say it, and tests find widgets by it. The check walks every
widget of the main window (all tabs, hidden ones too) and of the dialogs,
and names each input that has none.

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


def test_every_input_of_the_window_has_an_accessible_name(qtbot: Any, window: MainWindow, idle: Any) -> None:
    bar = window.tabs.tabBar()
    for index in range(window.tabs.count()):  # every page built and shown once
        if bar.isTabEnabled(index):
            qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
        else:  # the Player tab opens on a double-click of a player, and this club has none
            window.tabs.setCurrentIndex(index)
        assert window.tabs.currentIndex() == index
        idle()
    assert unnamed([window, *window.findChildren(QWidget)]) == []


def test_the_check_finds_an_input_without_a_name(window: MainWindow) -> None:
    window.players_view.search.setAccessibleName("")
    window.board_combo.setAccessibleName("")
    assert sorted(unnamed(window.findChildren(QWidget))) == [
        "main_window: QComboBox '' in QToolBar", "players_view: QLineEdit '' in PlayersView"]


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
    finally:
        dialog.deleteLater()
