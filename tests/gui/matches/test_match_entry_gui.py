"""Entering matches at a club night: keyboard entry, ties, inline validation, edit, delete, undo."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, tournament
from tournament_app.ratings import BradleyTerry
from gui_helpers import (
    activate, choose_menu, click_tab, fill_new_event, menu_text_of, named, open_new_event_on_matches_tab, press,
    type_into, type_match,
)


def type_side(qtbot: Any, window: MainWindow, index: int, text: str) -> None:
    """Type the players of side ``index`` (0 = top) into its field, as a person does."""
    type_into(qtbot, named(window, f"Side {index + 1} players"), text)


def edit_row(qtbot: Any, window: MainWindow, row: int) -> None:
    """Click a row of the Matches table and press Enter to edit that match."""
    table = named(window, "Matches")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(row, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)


def standings(window: MainWindow) -> dict[str, tuple[float, float]]:
    model = window.leaderboard_view.model
    return {model.row(r).player: (model.row(r).mu, model.row(r).sigma) for r in range(model.rowCount())}


def same(a: dict[str, tuple[float, float]], b: dict[str, tuple[float, float]]) -> bool:
    return a.keys() == b.keys() and all(a[k] == pytest.approx(b[k], abs=1e-9) for k in a)


@pytest.mark.xcb
def test_a_three_side_match_with_a_tie_is_entered_by_keyboard_and_rated(qtbot: Any, window: MainWindow, idle: Any) -> None:
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    form = window.events_view.form
    type_side(qtbot, window, 0, "Ann, Bob")
    type_side(qtbot, window, 1, "Cid")
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_N,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(form.panel.editors) == 3
    assert named(window, "Side 3 players").hasFocus()
    type_side(qtbot, window, 2, "Dee")
    qtbot.mouseClick(named(window, "Side 3 tied with the side above"), Qt.MouseButton.LeftButton)
    assert [named(window, f"Side {n} place").value() for n in (1, 2, 3)] == [1, 2, 2]
    assert "New players will be added: Ann, Bob, Cid, Dee" in form.message.text()
    qtbot.keyClick(named(window, "Side 3 players"), Qt.Key.Key_Return)
    idle()

    bt = BradleyTerry()
    fresh = [bt.new_rating() for _ in range(4)]
    expected = bt.rate([[fresh[0], fresh[1]], [fresh[2]], [fresh[3]]], [1, 2, 2])
    shown = standings(window)
    for name, rating in zip(["Ann", "Bob", "Cid", "Dee"], [expected[0][0], expected[0][1], expected[1][0], expected[2][0]]):
        assert shown[name] == pytest.approx((rating.mu, rating.sigma), abs=1e-9)
    assert window.events_view.matches.rowCount() == 1
    assert "Saved match" in window.statusBar().currentMessage()
    assert form.panel.editors[0].players.text() == ""  # ready for the next match


def test_invalid_input_is_flagged_inline_before_saving(qtbot: Any, window: MainWindow, idle: Any) -> None:
    form = window.events_view.form
    type_side(qtbot, window, 0, "Ann")
    assert not form.save_button.isEnabled()
    assert "at least two sides" in form.message.text()
    type_side(qtbot, window, 1, "ann")
    assert not form.save_button.isEnabled()
    assert "Ann is on sides 1 and 2" in form.message.text()
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_Return)
    idle()
    assert window.events_view.matches.rowCount() == 0
    type_side(qtbot, window, 1, "Bob")
    assert form.save_button.isEnabled()


@pytest.mark.xcb
def test_placements_follow_reordering_and_typed_ranks(qtbot: Any, window: MainWindow) -> None:
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    form = window.events_view.form
    qtbot.mouseClick(named(window, "Add side"), Qt.MouseButton.LeftButton)
    for n, name in enumerate(["A", "B", "C"]):
        type_side(qtbot, window, n, name)
    form.panel.move(0, 2)  # what dropping the top side's grip at the bottom does (QDrag can't be driven by QTest)
    assert [named(window, f"Side {n} players").text() for n in (1, 2, 3)] == ["B", "C", "A"]
    assert [named(window, f"Side {n} place").value() for n in (1, 2, 3)] == [1, 2, 3]
    place = named(window, "Side 3 place")
    qtbot.mouseClick(place.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.keyClick(place, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(place, "2")  # typing a rank makes a tie
    assert named(window, "Side 3 tied with the side above").isChecked()
    assert [s.rank for s in form.sides()] == [1, 2, 2]
    field = named(window, "Side 1 players")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert [named(window, f"Side {n} players").text() for n in (1, 2, 3)] == ["C", "B", "A"]
    assert field.hasFocus()  # the cursor moved down with its side


def test_a_roster_team_fills_its_players(qtbot: Any, window: MainWindow, idle: Any) -> None:
    window.worker.submit(lambda club, _c: [club.add_player(n) for n in ("Ann", "Bob")], None)
    idle()
    window.worker.submit(lambda club, _c: club.add_team("Pair", [club.find_player("Ann").id, club.find_player("Bob").id]), None)
    idle()
    window.events_view.refresh()
    idle()
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    team = named(window, "Side 1 team")
    qtbot.mouseClick(team, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(team.view().isVisible, timeout=3000)
    qtbot.keyClick(team.view(), Qt.Key.Key_Down)
    qtbot.keyClick(team.view(), Qt.Key.Key_Return)
    assert team.currentText() == "Pair"
    assert named(window, "Side 1 players").text() == "Ann, Bob"
    assert window.events_view.form.sides()[0].team_id is not None


@pytest.mark.xcb
def test_editing_a_past_match_replays_later_ratings_and_can_be_undone(qtbot: Any, window: MainWindow, idle: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    type_match(qtbot, window, ["Bob", "Cid"], "2024-01-02 19:00")
    before = standings(window)
    view = window.events_view
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    view.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    edit_row(qtbot, window, 0)
    form = view.form
    assert form.editing is not None and "Editing match" in form.title.text()
    first = named(window, "Side 1 players")
    qtbot.keyClick(first, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # Bob now beat Ann in the first match
    assert [named(window, f"Side {n} players").text() for n in (1, 2)] == ["Bob", "Ann"]
    qtbot.keyClick(first, Qt.Key.Key_Return)
    idle()
    after = standings(window)
    assert after["Cid"] != before["Cid"]  # a later rating changed because an earlier result did

    fresh = Club.open(window.club.path.parent / "fresh.sqlite")
    a, b, c = (fresh.add_player(n).id for n in ("Ann", "Bob", "Cid"))
    from tournament_app.league import SideInput

    fresh.record_match([SideInput([b], 1), SideInput([a], 2)], played_at="2024-01-01T19:00:00")
    fresh.record_match([SideInput([b], 1), SideInput([c], 2)], played_at="2024-01-02T19:00:00")
    expected = {s.player: (s.mu, s.sigma) for s in fresh.standings()}
    fresh.close()
    for name in expected:
        assert after[name] == pytest.approx(expected[name], abs=1e-9)

    assert window.undo_action.text().replace("&", "").startswith("Undo Edit match")
    choose_menu(qtbot, window, "Edit", menu_text_of(window.undo_action))
    idle()
    assert same(standings(window), before)


@pytest.mark.xcb
def test_deleting_a_match_asks_first_and_undo_brings_it_back(qtbot: Any, window: MainWindow, idle: Any, messages: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    type_match(qtbot, window, ["Ann", "Cid"], "2024-01-02 19:00")
    before = standings(window)
    view = window.events_view
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    table = named(window, "Matches")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    idle()
    assert messages.texts("confirm") and "Delete match" in messages.shown[-1][1]
    assert view.matches.rowCount() == 1
    assert standings(window)["Ann"] != before["Ann"]
    press(qtbot, window, "Ctrl+Z")  # the Matches table has the focus
    idle()
    assert view.matches.rowCount() == 2
    assert same(standings(window), before)
    press(qtbot, window, "Ctrl+Shift+Z")
    idle()
    assert view.matches.rowCount() == 1


@pytest.mark.xcb
def test_undo_redo_shortcuts_and_names_in_the_edit_menu(qtbot: Any, window: MainWindow, idle: Any) -> None:
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    assert window.undo_action.text().replace("&", "") == "Undo Record match"
    assert set(standings(window)) == {"Ann", "Bob"}
    table = named(window, "Matches")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 2)).center())
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert standings(window) == {}
    assert window.redo_action.text().replace("&", "") == "Redo Record match"
    press(qtbot, window, "Ctrl+Y")
    idle()
    assert set(standings(window)) == {"Ann", "Bob"}


def test_win_chances_are_shown_before_saving(qtbot: Any, window: MainWindow, idle: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    form = window.events_view.form
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    type_side(qtbot, window, 0, "Ann")
    type_side(qtbot, window, 1, "Bob")
    idle()
    text = form.prediction.text()
    assert "side 1:" in text and "side 2:" in text
    first = int(text.split("side 1: ")[1].split("%")[0])
    assert first > 50  # Ann won their only game


@pytest.mark.xcb
def test_a_new_event_is_created_and_selected(qtbot: Any, window: MainWindow, idle: Any) -> None:
    """Issue 16: the Matches tab's New event… is the Event tab's dialog: name, date, format; Enter creates."""
    dialog = open_new_event_on_matches_tab(qtbot, window)
    assert dialog.windowTitle() == "New event"
    fill_new_event(qtbot, dialog, name="Spring open", day="2024-04-06", downs=1)  # Club night, then Swiss
    assert named(dialog, "Swiss rounds").isVisible()
    qtbot.keyClick(named(dialog, "Format"), Qt.Key.Key_Return)
    idle()
    assert QApplication.activeModalWidget() is None
    item = window.events_view.events_list.currentItem()
    assert item is not None and item.text().startswith("Spring open")
    events = window.club.events()
    assert [e.name for e in events] == ["Spring open"]
    assert window.ops.session.event_id == events[0].id
    assert tournament.event_view(window.club, events[0].id).setup.format == "swiss"
    assert window.events_view.form.played_at.date().toString("yyyy-MM-dd") == "2024-04-06"
    type_match(qtbot, window, ["Ann", "Bob"], "2024-04-06 10:00")
    assert len(window.club.event_results(events[0].id)) == 1


def test_a_new_event_dialog_cancelled_creates_nothing(qtbot: Any, window: MainWindow, idle: Any) -> None:
    dialog = open_new_event_on_matches_tab(qtbot, window)
    type_into(qtbot, named(dialog, "Event name"), "Not tonight")
    qtbot.keyClick(named(dialog, "Event name"), Qt.Key.Key_Escape)
    idle()
    assert QApplication.activeModalWidget() is None and window.club.events() == []
