"""The "Tonight" tab and the presenter window, driven through real widgets on a real club file."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.night.presenter import PresenterWindow, rating_change_text
from tournament_app.gui.night.round_view import PlayerChip, player_mime
from tournament_app.league import SideInput
from tournament_app.league import night
from gui_helpers import (activate, choose_menu, click_in_popup, click_list_item, click_tab, make_night_club, menu_text_of,
                         named, open_page, press, shown_window, type_into, wait_idle)

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]


@pytest.fixture
def night_file(tmp_path: Path) -> Path:
    """Ten rated players and tonight's event, "Tuesday", nobody checked in yet."""
    return make_night_club(tmp_path / "club.sqlite", NAMES, rated=6)


@pytest.fixture
def win(qtbot: Any, night_file: Path, messages: Any) -> Iterator[MainWindow]:
    """The main window on the club file, showing the "Tonight" tab."""
    with shown_window(qtbot, night_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        yield w


def _event_id(w: MainWindow) -> int:
    event_id = w.night_view.event_id()
    assert event_id is not None
    return event_id


def _check_in(qtbot: Any, w: MainWindow, names: list[str]) -> None:
    view = w.night_view.checkin
    for name in names:
        item = view.item_for(name)
        assert item is not None
        rect = view.people.visualItemRect(item)
        qtbot.mouseClick(view.people.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        wait_idle(qtbot, w)


@pytest.mark.xcb
def test_check_in_by_clicking_tiles_search_and_add_a_newcomer(qtbot: Any, win: MainWindow) -> None:
    view = win.night_view.checkin
    assert win.night_view.present_label.text() == "0 present"
    _check_in(qtbot, win, ["Ann", "Ben", "Cid"])
    assert win.night_view.present_label.text() == "3 present"
    # search as you type narrows the tiles
    qtbot.keyClicks(view.search, "a")
    shown = {i.data(Qt.ItemDataRole.UserRole + 2) for i in view.visible_items()}
    assert shown == {"Ann", "Fay", "Hal", "Ida"}
    type_into(qtbot, view.search, "")
    # a click on a present player's tile takes the tick back
    _check_in(qtbot, win, ["Cid"])
    assert win.night_view.present_label.text() == "2 present"
    # away: select the tile, press the button
    # select Ben's tile with the arrow keys (a click on a tile would tick it)
    tiles = named(win, "Players to check in")
    assert tiles.hasFocus()
    qtbot.keyClick(tiles, Qt.Key.Key_Home)
    for _ in range(len(NAMES)):
        if tiles.currentItem() is view.item_for("Ben"):
            break
        qtbot.keyClick(tiles, Qt.Key.Key_Right)
    assert tiles.currentItem() is view.item_for("Ben")
    qtbot.mouseClick(view.away_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert win.night_view.present_label.text() == "1 present"
    assert "away" in view.item_for("Ben").text()  # type: ignore[union-attr]
    # a newcomer typed in the search field is added and checked in with Enter
    qtbot.keyClicks(view.search, "Zoe Newman")
    assert view.add_button.isEnabled() and "Zoe Newman" in view.add_button.text()
    qtbot.keyClick(view.search, Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    assert win.night_view.present_label.text() == "2 present"
    assert view.search.text() == ""
    status = {a.name: a.status for a in night.attendance(win.club, _event_id(win))}  # type: ignore[arg-type]
    assert status == {"Ann": "present", "Ben": "away", "Zoe Newman": "present"}
    # a check-in by mistake is one undo away
    assert win.undo_action.text() == "&Undo Add Zoe Newman and check in"
    choose_menu(qtbot, win, "Edit", "Undo Add Zoe Newman and check in")
    wait_idle(qtbot, win)
    assert win.night_view.present_label.text() == "1 present"
    assert view.item_for("Zoe Newman") is None


@pytest.mark.xcb
def test_tables_are_added_taken_out_of_use_and_reordered(qtbot: Any, win: MainWindow) -> None:
    tables = win.night_view.tables
    open_page(qtbot, win, "Tables")
    for name in ("Left", "Right", ""):
        field = named(win, "New table's name")
        type_into(qtbot, field, name)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        wait_idle(qtbot, win)
    assert [tables.manage_list.item(i).text() for i in range(3)] == ["Left", "Right", "Table 3"]
    click_list_item(qtbot, named(win, "Tables"), "Table 3")
    qtbot.mouseClick(tables.up_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert [t.name for t in win.night_view.state.tables] == ["Left", "Table 3", "Right"]  # type: ignore[union-attr]
    click_list_item(qtbot, named(win, "Tables"), "Left")
    qtbot.mouseClick(tables.active_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert tables.manage_list.item(0).text() == "Left  (out of use)"
    _check_in(qtbot, win, NAMES[:8])
    _draw(qtbot, win)
    qtbot.mouseClick(win.night_view.rounds.start_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    busy = {t.name for t in win.night_view.state.tables if t.match is not None}  # type: ignore[union-attr]
    assert busy == {"Table 3", "Right"}
    left = next(t for t in win.night_view.state.tables if t.name == "Left")  # type: ignore[union-attr]
    assert not tables.table_buttons[left.id].isEnabled() and "out of use" in tables.table_buttons[left.id].text()


def _draw(qtbot: Any, w: MainWindow, mode: str = "rotating") -> None:
    rounds = w.night_view.rounds
    open_page(qtbot, w, "Rounds")
    combo = named(w, "Draw mode")
    click_in_popup(qtbot, combo, combo.itemText(combo.findData(mode)))
    wait_idle(qtbot, w)
    qtbot.mouseClick(rounds.draw_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)


def _drop(source: PlayerChip, target: PlayerChip) -> None:
    """Drop ``source`` onto ``target`` the way a finished drag does."""
    mime = player_mime(source.player_id)
    centre = target.rect().center()
    with warnings.catch_warnings():  # PySide marks the QPoint constructor deprecated; Qt 6 has no other
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(centre, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(centre), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    assert drop.isAccepted()


@pytest.mark.xcb
def test_draw_then_swap_by_drag_and_drop_and_by_clicks_updates_chances(qtbot: Any, win: MainWindow) -> None:
    _check_in(qtbot, win, NAMES[:9])
    _draw(qtbot, win)
    rounds = win.night_view.rounds
    shown = rounds.shown_round
    assert shown is not None and not shown.started and len(shown.matches) == 2 and len(shown.sitting_out) == 1
    assert rounds.start_button.isEnabled() and not rounds.draw_button.isEnabled()
    first, second = shown.matches
    # a player of match 1 onto one of match 2 rated differently: the chances change
    mu = {p: win.club.rating_of(p).mu for m in (first, second) for side in m.player_ids for p in side}  # type: ignore[union-attr]
    a, b = next((x, y) for x in first.player_ids[0] for side in second.player_ids for y in side if abs(mu[x] - mu[y]) > 1)
    _drop(rounds.chips[a], rounds.chips[b])
    wait_idle(qtbot, win)
    after = rounds.shown_round
    assert after is not None
    assert b in after.matches[0].player_ids[0] and a in {p for side in after.matches[1].player_ids for p in side}
    expected = win.club.win_chances([SideInput(list(s), 1) for s in after.matches[0].player_ids])  # type: ignore[union-attr]
    assert list(after.matches[0].win_probability) == pytest.approx(expected)
    assert after.matches[0].win_probability != first.win_probability
    assert rounds.chances[0].text() == " – ".join(f"{p:.0%}" for p in expected)
    # the keyboard/click way: click the sitting-out player, then a playing one
    sitter = after.sitting_out[0][0]
    qtbot.mouseClick(rounds.chips[sitter], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rounds.chips[a], Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    final = rounds.shown_round
    assert final is not None and final.sitting_out[0][0] == a
    # undo puts the round back as it was before that swap
    choose_menu(qtbot, win, "Edit", menu_text_of(win.undo_action))
    wait_idle(qtbot, win)
    assert rounds.shown_round.sitting_out[0][0] == sitter  # type: ignore[union-attr]


@pytest.mark.xcb
def test_start_round_then_enter_a_result_from_the_table_frees_it_and_calls_the_next(qtbot: Any, win: MainWindow) -> None:
    _check_in(qtbot, win, NAMES[:8])
    tables = win.night_view.tables
    open_page(qtbot, win, "Tables")
    qtbot.keyClicks(tables.new_table, "Centre")
    qtbot.mouseClick(tables.add_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert [t.name for t in win.night_view.state.tables] == ["Centre"]  # type: ignore[union-attr]
    _draw(qtbot, win)
    qtbot.mouseClick(win.night_view.rounds.start_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert win.night_view.pages.currentWidget() is tables
    state = win.night_view.state
    assert state is not None
    on_table = state.tables[0].match
    assert on_table is not None and on_table.status == "called"
    assert tables.queue_list.count() == 1
    waiting = state.queue[0]
    # click the table, "side 1 won"
    qtbot.mouseClick(tables.table_buttons[state.tables[0].id], Qt.MouseButton.LeftButton)
    dialog = tables.result_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.findChild(type(dialog.draw_button), "won-1"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    state = win.night_view.state
    assert state is not None
    assert state.tables[0].match is not None and state.tables[0].match.id == waiting.id
    assert tables.queue_list.count() == 0
    results = win.club.event_results(state.event_id)  # type: ignore[union-attr]
    assert len(results) == 1
    winners = {p.name for p in results[0].sides[0].players}
    assert winners == set(on_table.sides[0]) and results[0].sides[0].rank == 1
    assert {line.name for line in state.standings if line.points == 1} == winners
    # the match form's list of the event shows it too
    assert "Tuesday" in win.night_view.event_combo.currentText()


@pytest.mark.xcb
def test_presenter_shows_a_result_saved_in_the_main_window(qtbot: Any, win: MainWindow) -> None:
    _check_in(qtbot, win, NAMES[:4])
    _draw(qtbot, win)
    qtbot.mouseClick(win.night_view.rounds.start_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    press(qtbot, win, "Ctrl+Shift+P")  # View ▸ Presenter window
    presenter = win.night_view.presenter
    assert isinstance(presenter, PresenterWindow)
    qtbot.waitExposed(presenter)
    match = win.night_view.state.tables[0].match  # type: ignore[union-attr]
    assert match is not None
    assert any(match.label() in line for line in presenter.tables.shown_text())
    assert presenter.standings.shown_text() == ["No results yet"]
    # the result is typed into the ordinary match form of the "Club night" tab
    activate(qtbot, win)
    click_tab(qtbot, win, "Matches")
    events = win.events_view
    tuesday = next(events.events_list.item(i).text() for i in range(events.events_list.count())
                   if events.events_list.item(i).text().startswith("Tuesday"))
    click_list_item(qtbot, named(win, "Events"), tuesday)
    wait_idle(qtbot, win)
    for n, side in enumerate(match.sides, start=1):
        type_into(qtbot, named(win, f"Side {n} players"), ", ".join(side))
    qtbot.mouseClick(named(win, "Save match"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    lines = presenter.standings.shown_text()
    assert len(lines) == 4
    top = lines[0]
    assert top.split()[1] in match.sides[0] and "1 pt" in top and "↑" in top
    assert any("↓" in line for line in lines[2:])
    # F11 toggles full screen and hides the controls; Esc leaves it
    press(qtbot, presenter, "F11")
    assert presenter.isFullScreen() and not presenter.controls.isVisible()
    press(qtbot, presenter, "Esc")
    assert not presenter.isFullScreen() and presenter.controls.isVisible()


@pytest.mark.xcb
def test_presenter_pages_long_lists_by_itself(qtbot: Any, win: MainWindow) -> None:
    _check_in(qtbot, win, NAMES)
    press(qtbot, win, "Ctrl+Shift+P")  # View ▸ Presenter window
    presenter = win.night_view.presenter
    presenter.pager.setInterval(50)
    _draw(qtbot, win, "swiss")
    qtbot.mouseClick(win.night_view.rounds.start_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    # five matches on five new tables, shown 6 per page: one page; the standings fill after results
    assert presenter.tables.pages == 1
    state = win.night_view.state
    for table in state.tables:  # type: ignore[union-attr]
        night.save_result(win.club, table.match.id, [1, 2])  # type: ignore[arg-type,union-attr]
    win.night_view.reload()
    wait_idle(qtbot, win)
    assert presenter.standings.pages == 1 and len(presenter.standings.rows) == 10
    presenter.standings.rows_per_page = 4
    presenter.show_state(win.night_view.state)
    assert presenter.standings.pages == 3
    first = presenter.standings.shown_text()
    qtbot.waitUntil(lambda: presenter.standings.page == 1, timeout=3000)
    assert presenter.standings.shown_text() != first
    assert "(2/3)" in presenter.standings.title.text()


def test_rating_change_text() -> None:
    assert rating_change_text(12.4, True) == "+12 ↑"
    assert rating_change_text(-8.0, True) == "−8 ↓"
    assert rating_change_text(0.3, True) == "±0"
    assert rating_change_text(0.34, False) == "+0.3 ↑"


@pytest.mark.xcb
def test_presenter_offers_every_screen_and_moves_to_the_chosen_one(qtbot: Any, win: MainWindow, night_file: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    press(qtbot, win, "Ctrl+Shift+P")  # View ▸ Presenter window
    presenter = win.night_view.presenter
    screens = QGuiApplication.screens()
    assert presenter.screen_combo.count() == len(screens)
    combo = named(presenter, "Presenter screen")
    click_in_popup(qtbot, combo, combo.itemText(0))  # a new choice moves the window there
    assert presenter.screen() is screens[0]
    closed: list[bool] = []
    presenter.destroyed.connect(lambda *_: closed.append(True))
    assert win.open_database(night_file)  # opening a file (or quitting) ends the session: the presenter closes
    qtbot.waitUntil(lambda: closed == [True], timeout=3000)
    wait_idle(qtbot, win)
