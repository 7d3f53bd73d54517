"""Issue 14, item 14: results typed through the form read as results in the tables that show them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tournament_app.gui.matches import played_field
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import Clock, activate, click_tab, named, open_player_page, type_into, type_match


def texts(view: Any, column: int) -> list[str]:
    model = view.model()
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def save(qtbot: Any, window: MainWindow, idle: Any) -> None:
    qtbot.keyClick(named(window, "Side 1 players"), Qt.Key.Key_Return)
    idle()


@pytest.fixture
def night(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A two-side match with scores, a draw and a four-side match with a tie for 2nd, typed in order."""
    clock = Clock("2024-05-02 19:00")
    monkeypatch.setattr(played_field, "clock", clock)
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bob")
    type_into(qtbot, named(window, "Side 2 players"), "Cid, Dee")
    type_into(qtbot, named(window, "Side 1 score"), "10")
    type_into(qtbot, named(window, "Side 2 score"), "8.5")
    save(qtbot, window, idle)

    clock.set("2024-05-02 19:30")
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Cid")
    qtbot.mouseClick(named(window, "Side 2 tied with the side above"), Qt.MouseButton.LeftButton)
    save(qtbot, window, idle)

    clock.set("2024-05-02 20:00")
    for n, name in enumerate(["Ann", "Bob", "Cid", "Dee"], start=1):
        if n > 2:
            qtbot.mouseClick(named(window, "Add side"), Qt.MouseButton.LeftButton)
        type_into(qtbot, named(window, f"Side {n} players"), name)
    qtbot.mouseClick(named(window, "Side 3 tied with the side above"), Qt.MouseButton.LeftButton)
    assert [named(window, f"Side {n} place").value() for n in range(1, 5)] == [1, 2, 2, 4]
    save(qtbot, window, idle)
    return window


def test_the_club_night_list_words_wins_draws_and_shared_places(night: MainWindow) -> None:
    results = texts(named(night, "Matches"), 2)
    assert results == [  # newest first
        "1st Ann · 2nd (shared) Bob · 2nd (shared) Cid · 4th Dee",
        "Ann drew with Cid",
        "Ann & Bob beat Cid & Dee 10–8.5",
    ]
    assert not any("10.0" in r or "(1st) v" in r for r in results)


def test_a_players_matches_say_won_drawn_and_2nd_shared(qtbot: Any, night: MainWindow, idle: Any) -> None:
    open_player_page(qtbot, night, "Cid")
    history = named(night, "Player's matches")
    by_time = sorted(zip(texts(history, 0), texts(history, 2)))
    assert [result for _when, result in by_time] == ["lost", "drawn", "2nd (shared)"]  # was "loss (2nd)"
    open_player_page(qtbot, night, "Ann")
    history = named(night, "Player's matches")
    assert sorted(zip(texts(history, 0), texts(history, 2)))[0][1] == "won"


def test_an_edited_score_keeps_every_digit(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(played_field, "clock", Clock("2024-05-02 19:00"))
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bob")
    type_into(qtbot, named(window, "Side 1 score"), "1000000")  # the highest score (league/result_rule.py), 7 digits
    type_into(qtbot, named(window, "Side 2 score"), "999999")
    save(qtbot, window, idle)
    table = named(window, "Matches")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert named(window, "Side 1 score").text() == "1000000"  # not 1e+06
    save(qtbot, window, idle)
    assert texts(table, 2) == ["Ann beat Bob 1000000–999999"]


def test_type_match_helper_words_a_plain_win(qtbot: Any, window: MainWindow, idle: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"])
    assert texts(named(window, "Matches"), 2) == ["Ann beat Bob"]
    assert window.statusBar().currentMessage().startswith("Saved match #1: Ann beat Bob")
