"""The match form compares names by the league's one name rule: a pasted look-alike is the same player."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, add_player, click_tab, named, type_into


@pytest.mark.xcb
def test_a_pasted_name_with_a_zero_width_space_is_the_same_player(qtbot: Any, window: MainWindow, idle: Any) -> None:
    for name in ("Ann", "Bob"):
        add_player(qtbot, window, idle, name)
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    second = named(window, "Side 2 players")
    type_into(qtbot, second, "")
    QApplication.clipboard().setText("Ann\u200b")  # copied from a chat message
    qtbot.keyClick(second, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert second.text() == "Ann\u200b"
    message = window.events_view.form.message.text()
    assert "Ann is on sides 1 and 2" in message
    assert "New player" not in message
    assert not named(window, "Save match").isEnabled()

