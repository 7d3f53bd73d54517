"""Issue 27: the match form says the league's one result rule as it is typed, and Enter saves nothing it refuses."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tournament_app.gui.matches import played_field
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import Clock, activate, click_tab, named, type_into


def message(window: MainWindow) -> str:
    label = window.findChild(QLabel, "match-form-message")
    assert label is not None
    return str(label.text())


def test_a_score_the_places_contradict_is_refused_in_the_leagues_words(
        qtbot: Any, window: MainWindow, idle: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(played_field, "clock", Clock("2024-05-02 19:00"))
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bob")
    type_into(qtbot, named(window, "Side 1 score"), "7")
    assert message(window) == "Enter the score of Bob too, or leave every score empty."
    type_into(qtbot, named(window, "Side 2 score"), "10")  # Ann is on top, so placed first: the score says otherwise
    assert message(window) == "The score 10–7 says Bob won, but Ann is given as the winner: correct the score, or choose who won."
    assert not named(window, "Save match").isEnabled()
    qtbot.keyClick(named(window, "Side 1 players"), Qt.Key.Key_Return)
    idle()
    assert named(window, "Matches").model().rowCount() == 0, "nothing was saved"
    type_into(qtbot, named(window, "Side 2 score"), "1e9")
    assert message(window) == "The score of Bob is 1000000000; a score is at most 1,000,000."
    type_into(qtbot, named(window, "Side 2 score"), "3")
    assert named(window, "Save match").isEnabled()
    qtbot.keyClick(named(window, "Side 1 players"), Qt.Key.Key_Return)
    idle()
    assert named(window, "Matches").model().rowCount() == 1
