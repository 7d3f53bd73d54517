"""Entering the games of a match and setting a player's initial rating in the app (o!TR leaderboard)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from tournament_app.ratings import Rating
from tournament_app.ratings.otr import OtrPlackettLuce
from gui_helpers import named, press, shown_window, type_into, wait_idle

NAMES = ("Ann", "Bo", "Cleo", "Dan")


@pytest.fixture
def otr_window(qtbot: Any, tmp_path: Path, messages: Any) -> Iterator[MainWindow]:
    """The main window on a club whose default leaderboard uses o!TR, with four players."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.update_leaderboard(club.leaderboard().id, system="otr")
        for name in NAMES:
            club.add_player(name)
    with shown_window(qtbot, path) as win:
        yield win


def shown(window: MainWindow) -> dict[str, tuple[float, float]]:
    model = window.leaderboard_view.model
    return {model.row(r).player: (model.row(r).mu, model.row(r).sigma) for r in range(model.rowCount())}


def test_enter_commits_a_score_and_moves_down_the_game(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    window.go_record()
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bo")
    type_into(qtbot, named(window, "Side 2 players"), "Cleo, Dan")
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    table = form.games_editor.table
    table.setFocus()
    table.setCurrentCell(0, 0)
    for n, score in enumerate(["5", "7", "6", "1"]):
        qtbot.keyClicks(table, score)
        # the cell's editor now open (an earlier cell's closed editor may linger until deleted)
        qtbot.waitUntil(lambda score=score: any(f.isVisible() and f.text() == score for f in table.findChildren(QLineEdit)))
        field = next(f for f in table.findChildren(QLineEdit) if f.isVisible() and f.text() == score)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=n: sum(map(len, form.games_editor.games())) == n + 1)
    assert form.games_editor.games() == [{"Ann": 5.0, "Bo": 7.0, "Cleo": 6.0, "Dan": 1.0}]
    assert (table.currentRow(), table.currentColumn()) == (0, 1), "after the last player, the next game's top"
    assert window.club.match_count() == 0, "Enter in the games table does not save the match"


def test_games_are_entered_in_a_table_and_rate_the_match(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    window.go_record()
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bo")
    type_into(qtbot, named(window, "Side 2 players"), "Cleo, Dan")
    assert form.games_editor.isHidden()
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    editor = form.games_editor
    assert editor.isVisible() and editor.players == list(NAMES)

    # keyboard: type into the current cell, Enter commits
    table = editor.table
    table.setFocus()
    table.setCurrentCell(0, 0)
    qtbot.keyClicks(table, "5")  # typing into a cell opens its editor
    field = table.findChild(QLineEdit)
    assert field is not None and field.text() == "5"
    qtbot.keyClicks(field, "00000")
    qtbot.keyClick(field, Qt.Key.Key_Tab)  # Tab commits and moves to the next cell
    assert editor.games() == [{"Ann": 500000.0}]
    for name, game, score in [("Bo", 0, "700000"), ("Cleo", 0, "600000"), ("Ann", 1, "800000"),
                              ("Bo", 1, "300000"), ("Dan", 1, "100000")]:
        editor.set_score(name, game, score)
    qtbot.mouseClick(editor.add_game_button, Qt.MouseButton.LeftButton)
    editor.set_score("Cleo", 2, "x")
    assert "Game 3, Cleo: 'x' is not a score." in form.message.text()
    assert not form.save_button.isEnabled()
    editor.set_score("Cleo", 2, "400000")
    editor.set_score("Ann", 2, "400000")
    # totals: Ann+Bo 2 700 000, Cleo+Dan 1 100 000: Ann's side is placed first
    assert [e.place.value() for e in form.panel.editors] == [1, 2]
    type_into(qtbot, named(window, "Side 1 players"), "Bo, Ann")  # rows follow the sides, scores stay with names
    assert editor.players == ["Bo", "Ann", "Cleo", "Dan"]
    assert editor.games()[0] == {"Bo": 700000.0, "Ann": 500000.0, "Cleo": 600000.0}
    assert form.save_button.isEnabled()
    form.try_save()
    wait_idle(qtbot, window)

    model = OtrPlackettLuce()
    games = [{0: 500000, 1: 700000, 2: 600000}, {0: 800000, 1: 300000, 3: 100000}, {0: 400000, 2: 400000}]
    expected = model.rate_games([model.new_rating() for _ in NAMES], games)
    board = shown(window)
    for name, r in zip(NAMES, expected):
        assert board[name] == pytest.approx((r.mu, r.sigma), abs=1e-6)
    assert window.events_view.matches.rowCount() == 1

    # editing the match brings its games back into the table
    view = window.events_view
    view.table.selectRow(0)
    view.edit_selected()
    assert form.games_button.isChecked() and form.games_editor.games()[1] == {"Ann": 800000.0, "Bo": 300000.0, "Dan": 100000.0}
    form.cancel_edit()

    press(qtbot, window, "Ctrl+Z")
    wait_idle(qtbot, window)
    assert window.events_view.matches.rowCount() == 0


def test_a_player_with_no_score_in_any_game_blocks_saving(qtbot: Any, otr_window: MainWindow) -> None:
    form = otr_window.events_view.form
    otr_window.go_record()
    type_into(qtbot, named(otr_window, "Side 1 players"), "Ann")
    type_into(qtbot, named(otr_window, "Side 2 players"), "Bo")
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    form.games_editor.set_score("Ann", 0, "10")
    assert "Bo: no score in any game" in form.message.text()
    assert not form.save_button.isEnabled()


def test_setting_an_initial_rating_replays_and_can_be_undone(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    window.go_record()
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bo")
    form.try_save()
    wait_idle(qtbot, window)
    before = shown(window)
    rows = window.leaderboard_view.model
    ann_id = next(rows.row(r).player_id for r in range(rows.rowCount()) if rows.row(r).player == "Ann")
    window.show_player(ann_id)
    wait_idle(qtbot, window)
    page = window.player_page
    qtbot.mouseClick(page.initial_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    dialog = page.initial_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.mu.setText("abc")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert "must be a number" in dialog.error.text() and dialog.isVisible()
    dialog.mu.setText("1500")
    dialog.sigma.setText("100")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)

    model = OtrPlackettLuce()
    expected = model.rate([[Rating(1500.0, 100.0)], [model.new_rating()]], [1, 2])
    board = shown(window)
    assert board["Ann"] == pytest.approx((expected[0][0].mu, expected[0][0].sigma), abs=1e-6)
    assert board["Bo"] == pytest.approx((expected[1][0].mu, expected[1][0].sigma), abs=1e-6)
    assert window.undo_action.text().replace("&", "").startswith("Undo Initial rating of Ann")

    press(qtbot, window, "Ctrl+Z")
    wait_idle(qtbot, window)
    after_undo = shown(window)
    for name, value in before.items():
        assert after_undo[name] == pytest.approx(value, abs=1e-9)
