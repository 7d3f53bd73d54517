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
from gui_helpers import activate, click_tab, named, press, shown_window, type_into, wait_idle

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


def open_record(qtbot: Any, window: MainWindow) -> None:
    """Bring the window to the front and click the Matches tab, where a match is typed in."""
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")


def click_cell(qtbot: Any, table: Any, row: int, column: int) -> None:
    """Click one cell of a table (a click selects it; typing then opens its editor)."""
    rect = table.visualRect(table.model().index(row, column))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert (table.currentIndex().row(), table.currentIndex().column()) == (row, column)


def type_score(qtbot: Any, editor: Any, name: str, game: int, text: str) -> None:
    """Click the cell of ``name`` and ``game`` in the games table, type ``text`` over it, Enter."""
    table = named(editor, "Games scores")
    click_cell(qtbot, table, editor.players.index(name), game)
    qtbot.keyClicks(table, text[0])  # typing into a cell opens its editor with that key
    # the cell's editor now open (an earlier cell's closed editor may linger until deleted)
    qtbot.waitUntil(lambda: any(f.isVisible() for f in table.findChildren(QLineEdit)))
    field = next(f for f in table.findChildren(QLineEdit) if f.isVisible())
    assert field.text() == text[0]
    qtbot.keyClicks(field, text[1:])
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not any(f.isVisible() for f in table.findChildren(QLineEdit)))  # the editor closed


@pytest.mark.xcb
def test_enter_commits_a_score_and_moves_down_the_game(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    open_record(qtbot, window)
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bo")
    type_into(qtbot, named(window, "Side 2 players"), "Cleo, Dan")
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    table = named(window, "Games scores")
    click_cell(qtbot, table, 0, 0)
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


@pytest.mark.xcb
def test_games_are_entered_in_a_table_and_rate_the_match(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    open_record(qtbot, window)
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bo")
    type_into(qtbot, named(window, "Side 2 players"), "Cleo, Dan")
    assert form.games_editor.isHidden()
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    editor = form.games_editor
    assert editor.isVisible() and editor.players == list(NAMES)

    # keyboard: type into the current cell, Enter commits
    table = named(window, "Games scores")
    click_cell(qtbot, table, 0, 0)
    qtbot.keyClicks(table, "5")  # typing into a cell opens its editor
    field = table.findChild(QLineEdit)
    assert field is not None and field.text() == "5"
    qtbot.keyClicks(field, "00000")
    qtbot.keyClick(field, Qt.Key.Key_Tab)  # Tab commits and moves to the next cell
    assert editor.games() == [{"Ann": 500000.0}]
    for name, game, score in [("Bo", 0, "700000"), ("Cleo", 0, "600000"), ("Ann", 1, "800000"),
                              ("Bo", 1, "300000"), ("Dan", 1, "100000")]:
        type_score(qtbot, editor, name, game, score)
    qtbot.mouseClick(named(window, "Add game"), Qt.MouseButton.LeftButton)
    type_score(qtbot, editor, "Cleo", 2, "x")
    assert "Game 3, Cleo: 'x' is not a score." in form.message.text()
    assert not form.save_button.isEnabled()
    type_score(qtbot, editor, "Cleo", 2, "400000")
    type_score(qtbot, editor, "Ann", 2, "400000")
    # totals: Ann+Bo 2 700 000, Cleo+Dan 1 100 000: Ann's side is placed first
    assert [e.place.value() for e in form.panel.editors] == [1, 2]
    type_into(qtbot, named(window, "Side 1 players"), "Bo, Ann")  # rows follow the sides, scores stay with names
    assert editor.players == ["Bo", "Ann", "Cleo", "Dan"]
    assert editor.games()[0] == {"Bo": 700000.0, "Ann": 500000.0, "Cleo": 600000.0}
    assert form.save_button.isEnabled()
    qtbot.mouseClick(named(window, "Save match"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)

    model = OtrPlackettLuce()
    games = [{0: 500000, 1: 700000, 2: 600000}, {0: 800000, 1: 300000, 3: 100000}, {0: 400000, 2: 400000}]
    expected = model.rate_games([model.new_rating() for _ in NAMES], games)
    board = shown(window)
    for name, r in zip(NAMES, expected):
        assert board[name] == pytest.approx((r.mu, r.sigma), abs=1e-6)
    assert window.events_view.matches.rowCount() == 1

    # editing the match brings its games back into the table
    matches = named(window, "Matches")
    click_cell(qtbot, matches, 0, 2)
    qtbot.keyClick(matches, Qt.Key.Key_Return)
    assert form.games_button.isChecked() and form.games_editor.games()[1] == {"Ann": 800000.0, "Bo": 300000.0, "Dan": 100000.0}
    qtbot.mouseClick(named(window, "Cancel edit"), Qt.MouseButton.LeftButton)

    click_cell(qtbot, matches, 0, 2)
    press(qtbot, window, "Ctrl+Z")
    wait_idle(qtbot, window)
    assert window.events_view.matches.rowCount() == 0


@pytest.mark.xcb
def test_a_player_with_no_score_in_any_game_blocks_saving(qtbot: Any, otr_window: MainWindow) -> None:
    form = otr_window.events_view.form
    open_record(qtbot, otr_window)
    type_into(qtbot, named(otr_window, "Side 1 players"), "Ann")
    type_into(qtbot, named(otr_window, "Side 2 players"), "Bo")
    qtbot.mouseClick(form.games_button, Qt.MouseButton.LeftButton)
    type_score(qtbot, form.games_editor, "Ann", 0, "10")
    assert "Bo: no score in any game" in form.message.text()
    assert not form.save_button.isEnabled()


@pytest.mark.xcb
def test_setting_an_initial_rating_replays_and_can_be_undone(qtbot: Any, otr_window: MainWindow) -> None:
    window = otr_window
    open_record(qtbot, window)
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bo")
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    before = shown(window)
    rows = window.leaderboard_view.model
    ann_id = next(rows.row(r).player_id for r in range(rows.rowCount()) if rows.row(r).player == "Ann")
    click_tab(qtbot, window, "Leaderboard")
    standings = named(window, "Standings")
    row = next(r for r in range(rows.rowCount()) if rows.row(r).player == "Ann")
    click_cell(qtbot, standings, row, 1)
    qtbot.mouseDClick(standings.viewport(), Qt.MouseButton.LeftButton, pos=standings.visualRect(rows.index(row, 1)).center())
    wait_idle(qtbot, window)
    assert window.player_page.player_id == ann_id
    page = window.player_page
    qtbot.mouseClick(page.initial_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    dialog = page.initial_dialog
    assert dialog is not None and dialog.isVisible()
    type_into(qtbot, named(dialog, "Starting rating"), "abc")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert "must be a number" in dialog.error.text() and dialog.isVisible()
    type_into(qtbot, named(dialog, "Starting rating"), "1500")
    type_into(qtbot, named(dialog, "Uncertainty"), "100")
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
