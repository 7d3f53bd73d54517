"""Issue 14, item 4: picking a name from the completion popup puts it in the field once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, add_player, click_tab, named, type_into

pytestmark = pytest.mark.xcb


@pytest.fixture
def players_field(qtbot: Any, window: MainWindow, idle: Any) -> Any:
    """The first side's players field of the Club night form, in a club with Kai, Eva and Ann."""
    for name in ("Kai", "Eva", "Ann"):
        add_player(qtbot, window, idle, name)
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    idle()
    return named(window, "Side 1 players")


def type_and_wait_for_popup(qtbot: Any, field: Any, text: str) -> Any:
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    qtbot.keyClick(field, Qt.Key.Key_End)
    qtbot.keyClicks(field, text)
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    return popup


def form_message(window: MainWindow) -> str:
    return window.events_view.form.message.text()


def test_down_and_enter_on_the_popup_puts_the_name_in_once(qtbot: Any, window: MainWindow, players_field: Any) -> None:
    popup = type_and_wait_for_popup(qtbot, players_field, "Ka")
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert players_field.text() == "Kai, "
    assert not popup.isVisible()
    assert "twice" not in form_message(window)


def test_a_mouse_click_on_the_popup_item_puts_the_name_in_once(qtbot: Any, window: MainWindow, players_field: Any) -> None:
    popup = type_and_wait_for_popup(qtbot, players_field, "Ka")
    completer = players_field.completer()
    index = completer.completionModel().index(0, 0)
    assert index.data() == "Kai"
    qtbot.mouseMove(popup.viewport(), popup.visualRect(index).center())
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=popup.visualRect(index).center())
    assert players_field.text() == "Kai, "
    assert "twice" not in form_message(window)


def test_down_and_tab_completes_too(qtbot: Any, window: MainWindow, players_field: Any) -> None:
    popup = type_and_wait_for_popup(qtbot, players_field, "ka")
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Tab)
    assert players_field.text() == "Kai, "


def test_the_second_and_third_names_complete_after_the_first(qtbot: Any, window: MainWindow, players_field: Any) -> None:
    popup = type_and_wait_for_popup(qtbot, players_field, "Ka")
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    popup = type_and_wait_for_popup(qtbot, players_field, "Ev")
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Enter)
    assert players_field.text() == "Kai, Eva, "
    popup = type_and_wait_for_popup(qtbot, players_field, "An")
    index = players_field.completer().completionModel().index(0, 0)
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=popup.visualRect(index).center())
    assert players_field.text() == "Kai, Eva, Ann, "
    assert window.events_view.form.panel.editors[0].names() == ["Kai", "Eva", "Ann"]


def test_a_completed_match_saves_with_each_player_once(qtbot: Any, window: MainWindow, players_field: Any, idle: Any) -> None:
    popup = type_and_wait_for_popup(qtbot, players_field, "Ka")
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    second = named(window, "Side 2 players")
    type_into(qtbot, second, "Eva")
    assert "twice" not in form_message(window)
    qtbot.keyClick(second, Qt.Key.Key_Return)
    idle()
    matches = window.club.matches()
    assert [[p.name for p in s.players] for s in matches[0].sides] == [["Kai"], ["Eva"]]
