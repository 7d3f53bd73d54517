"""Issue 29, typing as an organizer types at a Saturday cup: score fields that show "—", a refused player
name, table names typed one after the other, the tables carried to the next event, and a restart that
reopens the event that was open."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from event_builders import played_event
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, night
from gui_helpers import (activate, add_player, click_button, click_in_popup, front_window, named, open_page, stored_event,
                         wait_idle)


@pytest.fixture
def cup_file(tmp_path: Path) -> Path:
    """A double elimination of 8 ("Spring Cup"), started, with tables 1 to 4 and the first matches on them."""
    path = tmp_path / "club.sqlite"
    played_event(path, "double-elimination", 8, results=0, tables=4)
    with Club.open(path) as club:
        event = club.find_event("Spring Cup")
        assert event is not None
        night.fill_tables(club, event.id)
    return path


@pytest.fixture
def win(qtbot: Any, cup_file: Path, messages: Any) -> Iterator[MainWindow]:
    with front_window(qtbot, cup_file) as w:
        yield w


def click_into(qtbot: Any, field: Any) -> None:
    """Click a spin box's text where a hand aims: its middle (the cursor lands beside the "—")."""
    text = field.lineEdit()
    qtbot.mouseClick(text, Qt.MouseButton.LeftButton, pos=text.rect().center())


# ---- 4. typing into a score field that shows "—" ------------------------------------------------------------


@pytest.mark.xcb
def test_a_score_typed_into_the_tables_dialog_replaces_the_dash(qtbot: Any, win: MainWindow) -> None:
    open_page(qtbot, win, "Tables")
    busy = [t for t in win.night_view.state.tables if t.match is not None]  # type: ignore[union-attr]
    qtbot.mouseClick(win.night_view.tables.table_buttons[busy[0].id], Qt.MouseButton.LeftButton)
    dialog = win.night_view.tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    first, second = named(dialog, "Side 1 score"), named(dialog, "Side 2 score")
    assert first.text() == "—"
    click_into(qtbot, first)
    qtbot.keyClicks(first, "10")
    click_into(qtbot, second)
    qtbot.keyClicks(second, "7")
    assert (first.text(), second.text()) == ("10", "7")
    assert dialog.score_values() == [10, 7]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


@pytest.mark.xcb
def test_a_score_typed_into_the_brackets_dialog_replaces_the_dash(qtbot: Any, win: MainWindow) -> None:
    open_page(qtbot, win, "Bracket")
    bracket = win.night_view.bracket
    item = next(i for i in bracket.canvas.items_by_id.values() if i.fixture.status in ("ready", "playing"))
    bracket.canvas.ensureVisible(item.sceneBoundingRect(), 10, 10)
    qtbot.mouseClick(bracket.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=bracket.canvas.mapFromScene(item.sceneBoundingRect().center()))
    dialog = bracket.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    a, b = item.fixture.entrants
    field = named(dialog, f"{a} score")
    click_into(qtbot, field)
    qtbot.keyClicks(field, "3")
    other = named(dialog, f"{b} score")
    click_into(qtbot, other)
    qtbot.keyClicks(other, "5")
    assert dialog.scores() == [3, 5]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


# ---- 5. a refused name is selected; a table's name field empties at once -------------------------------------


@pytest.mark.xcb
def test_a_refused_player_name_is_selected_so_the_next_name_replaces_it(qtbot: Any, win: MainWindow, messages: Any) -> None:
    idle = lambda: wait_idle(qtbot, win)  # noqa: E731
    add_player(qtbot, win, idle, "Player 03")  # there is already a player called that
    assert any("already" in text for text in messages.texts("warning")), messages.shown
    field = named(win, "New player name")
    assert field.text() == "Player 03" and field.selectedText() == "Player 03"
    assert QApplication.focusWidget() is field
    qtbot.keyClicks(field, "Kasia Nowak")
    assert field.text() == "Kasia Nowak"
    qtbot.keyClick(field, Qt.Key.Key_Return)
    idle()
    assert field.text() == ""
    with Club.open(win.club.path) as club:  # type: ignore[union-attr]
        assert club.find_player("Kasia Nowak") is not None
        assert club.find_player("Player 03Kasia Nowak") is None


@pytest.mark.xcb
def test_table_names_typed_one_after_the_other_stay_apart(qtbot: Any, win: MainWindow, cup_file: Path) -> None:
    open_page(qtbot, win, "Tables")
    field = named(win, "New table's name")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(field, "Court A")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.text() == ""  # at once, not when the worker is done
    qtbot.keyClicks(field, "Court B")  # typed straight away, while "Court A" is being saved
    qtbot.keyClick(field, Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    assert field.text() == ""
    with Club.open(cup_file) as club:
        event = club.find_event("Spring Cup")
        assert event is not None
        names = [t.name for t in night.night_state(club, event.id).tables]
    assert names[-2:] == ["Court A", "Court B"]


@pytest.mark.xcb
def test_a_refused_table_name_comes_back_selected(qtbot: Any, win: MainWindow, messages: Any) -> None:
    open_page(qtbot, win, "Tables")
    field = named(win, "New table's name")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(field, "1")  # the event has a table "1" already
    qtbot.keyClick(field, Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    assert messages.texts("warning"), "a second table called 1 is refused"
    assert field.text() == "1" and field.selectedText() == "1"
    qtbot.keyClicks(field, "5")
    assert field.text() == "5"


# ---- 7. a restart reopens the event that was open -----------------------------------------------------------


@pytest.mark.xcb
def test_a_restart_reopens_the_event_that_was_open_not_the_newest(qtbot: Any, cup_file: Path, messages: Any) -> None:
    with Club.open(cup_file) as club:
        club.add_event("Summer night", "2024-07-05")  # newer than the cup
    with front_window(qtbot, cup_file) as first:
        chooser = named(first, "Event")
        assert chooser.currentText().startswith("Summer night")  # a first start runs the newest
        click_in_popup(qtbot, chooser, next(chooser.itemText(i) for i in range(chooser.count())
                                            if chooser.itemText(i).startswith("Spring Cup")))
        wait_idle(qtbot, first)
        assert named(first, "Event format").text().startswith("Double elimination")
    with front_window(qtbot, cup_file) as again:  # the app started again, over the same settings
        assert named(again, "Event").currentText().startswith("Spring Cup")
        assert "Double elimination" in named(again, "Event format").text()
        assert again.ops is not None and again.ops.session.event_id == stored_event(cup_file, "Spring Cup").setup.event_id


# ---- 6. the room's tables go on to the next event ------------------------------------------------------------


def new_event_dialog(qtbot: Any, w: MainWindow, name: str) -> Any:
    """Click New event…, type the name over the one suggested; returns the open dialog."""
    click_button(qtbot, w, "New event…")
    dialog = w.night_view.event_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    field = named(dialog, "Event name")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, name)
    return dialog


@pytest.mark.xcb
def test_the_next_event_starts_with_the_rooms_tables(qtbot: Any, win: MainWindow, cup_file: Path) -> None:
    open_page(qtbot, win, "Tables")
    field = named(win, "New table's name")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(field, "Terrace")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    dialog = new_event_dialog(qtbot, win, "Next Saturday")
    carry = named(dialog, "Use the tables of the last event")
    assert carry.isChecked() and "Spring Cup" in carry.text() and "Terrace" in carry.text()
    qtbot.keyClick(named(dialog, "Event name"), Qt.Key.Key_Return)  # Create
    wait_idle(qtbot, win)
    assert named(win, "Event").currentText().startswith("Next Saturday")
    open_page(qtbot, win, "Tables")
    assert [t.name for t in win.night_view.state.tables] == ["1", "2", "3", "4", "Terrace"]  # type: ignore[union-attr]
    activate(qtbot, win)
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one step: the event and its tables go
    wait_idle(qtbot, win)
    with Club.open(cup_file) as club:
        assert club.find_event("Next Saturday") is None


@pytest.mark.xcb
def test_unticked_the_next_event_starts_with_no_tables(qtbot: Any, win: MainWindow, cup_file: Path) -> None:
    dialog = new_event_dialog(qtbot, win, "Friendly")
    carry = named(dialog, "Use the tables of the last event")
    qtbot.mouseClick(carry, Qt.MouseButton.LeftButton, pos=QPoint(8, carry.height() // 2))
    assert not carry.isChecked()
    qtbot.keyClick(named(dialog, "Event name"), Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    with Club.open(cup_file) as club:
        event = club.find_event("Friendly")
        assert event is not None and night.night_state(club, event.id).tables == ()
