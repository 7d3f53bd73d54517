"""Issue 14 on the "Tonight" tab, acted out as a person does: clicks on tiles, tables and buttons, keys in combos.

Items: 6 (the event box follows and sets the window's current event), 7 (DYP pairs
kept through a late arrival, the stand-in said in words, no giant "Sitting out"
box), 8 (the draw mode survives a restart), 13 (a finished round says so, shows
its results, earlier rounds can be looked at), 14 (scores "10", draws "Drawn"),
19 (unticked check-in tiles have a border), and accessible names.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QWidget,
)

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from tournament_app.league import night
from gui_helpers import (activate, check_in, click_button, click_in_popup, click_tab, key_in_combo, make_night_club, named, open_page,
                         pick_in_popup, results_at_tables, shown_window, wait_idle)

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kai", "Lee", "Mo"]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """Thirteen players with a little history, and two club nights: Tuesday and Wednesday (the newest)."""
    return make_night_club(tmp_path / "club.sqlite", NAMES, rated=8,
                           events=(("Tuesday", "2024-02-06"), ("Wednesday", "2024-02-07")))


@pytest.fixture
def win(qtbot: Any, club_file: Path, messages: Any) -> Iterator[MainWindow]:
    """The main window on the club file, the "Tonight" tab in front."""
    with shown_window(qtbot, club_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        yield w


def event_ids(path: Path) -> dict[str, int]:
    with Club.open(path) as club:
        return {e.name: e.id for e in club.events()}


def first_side_wins(qtbot: Any) -> Any:
    return lambda dialog, _n: qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"),
                                              Qt.MouseButton.LeftButton)


def current_pairs(w: MainWindow) -> list[frozenset[int]]:
    rnd = w.night_view.rounds.shown_round
    assert rnd is not None
    return [frozenset(side) for m in rnd.matches for side in m.player_ids]


# ---- item 6: one current event ----------------------------------------------------------------------


@pytest.mark.xcb
def test_the_event_box_sets_the_current_event_and_follows_the_club_night_tab(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    ids = event_ids(club_file)
    box = named(win, "Event")
    assert box.currentText().startswith("Wednesday") and win.ops.session.event_id == ids["Wednesday"]
    # by keyboard in the open list
    pick_in_popup(qtbot, box, [Qt.Key.Key_Down])
    wait_idle(qtbot, win)
    assert box.currentText().startswith("Tuesday")
    assert win.ops.session.event_id == ids["Tuesday"]
    assert win.night_view.state is not None and win.night_view.state.event_name == "Tuesday"
    # by mouse in the open list
    click_in_popup(qtbot, box, "Wednesday — 2/7/24 — Club night")
    wait_idle(qtbot, win)
    assert win.ops.session.event_id == ids["Wednesday"]
    # by arrow key on the closed box
    key_in_combo(qtbot, box, Qt.Key.Key_Down)
    wait_idle(qtbot, win)
    assert win.ops.session.event_id == ids["Tuesday"]
    # the Club night tab shows the same event, and choosing one there shows here
    click_tab(qtbot, win, "Matches")
    events = named(win, "Events")
    assert events.currentItem().text() == "Tuesday — 2/6/24"
    wednesday = next(events.item(i) for i in range(events.count()) if events.item(i).text().startswith("Wednesday"))
    qtbot.mouseClick(events.viewport(), Qt.MouseButton.LeftButton, pos=events.visualItemRect(wednesday).center())
    wait_idle(qtbot, win)
    click_tab(qtbot, win, "Event")
    assert box.currentText().startswith("Wednesday")
    assert win.night_view.state is not None and win.night_view.state.event_name == "Wednesday"


def test_a_new_club_night_becomes_the_current_event(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    typed: list[bool] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        name = named(dialog, "Event name")
        qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(name, "Friday fun")
        typed.append(True)
        qtbot.keyClick(name, Qt.Key.Key_Return)

    QTimer.singleShot(50, fill_in)
    click_button(qtbot, win, "New event…")
    qtbot.waitUntil(lambda: typed == [True], timeout=5000)
    wait_idle(qtbot, win)
    friday = event_ids(club_file)["Friday fun"]
    assert win.ops.session.event_id == friday
    assert named(win, "Event").currentText().startswith("Friday fun")
    assert win.night_view.state is not None and win.night_view.state.event_id == friday
    click_tab(qtbot, win, "Matches")
    assert named(win, "Events").currentItem().text().startswith("Friday fun")


# ---- items 7 and 8: DYP kept all night, and the mode kept with the event ----------------------------


@pytest.mark.xcb
def test_dyp_picked_by_keyboard_is_shown_again_after_a_restart(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    open_page(qtbot, win, "Rounds")
    mode = named(win, "Draw mode")
    assert mode.currentData() == "rotating"
    key_in_combo(qtbot, mode, Qt.Key.Key_Up)  # DYP is the first mode, just above rotating partners
    wait_idle(qtbot, win)
    assert mode.currentText() == night.MODE_TITLES["dyp"] == "DYP (fixed pairs for the night, strongest with weakest)"
    assert "strongest player with the weakest" in named(win, "DYP rule").text()
    win.close()
    with shown_window(qtbot, club_file) as again:
        activate(qtbot, again)
        click_tab(qtbot, again, "Event")
        open_page(qtbot, again, "Rounds")
        assert again.night_view.event_combo.currentText().startswith("Wednesday")
        assert named(again, "Draw mode").currentData() == "dyp"
        # another event has no mode of its own yet: rotating partners
        click_in_popup(qtbot, named(again, "Event"), "Tuesday — 2/6/24 — Club night")
        wait_idle(qtbot, again)
        assert named(again, "Draw mode").currentData() == "rotating"


def test_a_13th_player_before_round_3_splits_no_pair_and_the_round_says_who_stands_in(qtbot: Any, win: MainWindow) -> None:
    check_in(qtbot, win, NAMES[:12])
    open_page(qtbot, win, "Rounds")
    click_in_popup(qtbot, named(win, "Draw mode"), night.MODE_TITLES["dyp"])
    pairs: set[frozenset[int]] = set()
    for number in (1, 2, 3, 4):
        if number == 3:
            check_in(qtbot, win, ["Mo"])  # the 13th arrives before round 3
            open_page(qtbot, win, "Rounds")
        click_button(qtbot, win, "Draw next round")
        rnd = win.night_view.rounds.shown_round
        assert rnd is not None and rnd.number == number and rnd.mode == "dyp"
        sides = current_pairs(win)
        if number == 1:
            pairs = set(sides)
            assert len(pairs) == 6
        playing = {p for s in sides for p in s}
        assert all(pair in sides for pair in pairs if pair <= playing), f"round {number} split a pair drawn in round 1"
        notes = named(win, "Stand-ins").text()
        if number >= 3 and rnd.sitting_out:
            sitter = rnd.sitting_out[0][1]
            assert "Mo has no partner yet (the next late arrival will be)" in notes
            assert f"partner {sitter} sits out" in notes
        else:
            assert notes == ""
        click_button(qtbot, win, "Start round")
        results_at_tables(qtbot, win, first_side_wins(qtbot))
        open_page(qtbot, win, "Rounds")


def test_the_sitting_out_player_is_a_chip_not_a_giant_box(qtbot: Any, win: MainWindow) -> None:
    check_in(qtbot, win, NAMES[:8])
    open_page(qtbot, win, "Rounds")
    click_button(qtbot, win, "Draw next round")  # two matches, nobody sits
    click_button(qtbot, win, "Discard draw")
    check_in(qtbot, win, ["Ida"])
    open_page(qtbot, win, "Rounds")
    click_button(qtbot, win, "Draw next round")  # two matches and one sitting out, in the row stretched before
    rounds = win.night_view.rounds
    rnd = rounds.shown_round
    assert rnd is not None and len(rnd.sitting_out) == 1
    sitter = rounds.chips[rnd.sitting_out[0][0]]
    player = rounds.chips[rnd.matches[0].player_ids[0][0]]
    qtbot.waitUntil(lambda: sitter.isVisible() and sitter.height() > 0)
    assert sitter.height() <= player.height() + 4, (sitter.height(), player.height())
    assert sitter.width() <= 2 * player.width()


# ---- items 13 and 14: a finished round, results in words, earlier rounds ----------------------------


def test_a_finished_round_says_so_shows_results_and_earlier_rounds_can_be_looked_at(qtbot: Any, win: MainWindow) -> None:
    check_in(qtbot, win, NAMES[:8])
    open_page(qtbot, win, "Rounds")
    click_button(qtbot, win, "Draw next round")
    rounds = win.night_view.rounds
    assert "drawn, not started" in rounds.title.text() and rounds.help.isVisible()
    click_button(qtbot, win, "Start round")

    def enter(dialog: Any, n: int) -> None:
        if n == 0:
            qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
            return
        for name, value in (("Side 1 score", "10"), ("Side 2 score", "7.5")):
            box = named(dialog, name)
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
            qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(box, value)
        qtbot.keyClick(named(dialog, "Side 1 score"), Qt.Key.Key_Tab)
        assert named(dialog, "Side 1 score").text() == "10"  # not "10.0"
        assert named(dialog, "Side 2 score").text() == "7.5"
        qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Save"),
                         Qt.MouseButton.LeftButton)

    results_at_tables(qtbot, win, enter)
    open_page(qtbot, win, "Rounds")
    first = rounds.shown_round
    assert first is not None and first.number == 1
    assert rounds.title.text().endswith("— finished")
    assert not rounds.help.isVisible()  # no drag-to-swap hint on a round that is over
    texts = [label.text() for label in rounds.results]
    assert "(1st)" not in " ".join(texts)
    drawn, won = (0, 1) if "drew with" in texts[0] else (1, 0)
    sides = [" & ".join(side) for side in first.matches[drawn].sides]
    assert texts[drawn] == f"{sides[0]} drew with {sides[1]}"
    sides = [" & ".join(side) for side in first.matches[won].sides]
    assert texts[won] == f"{sides[0]} beat {sides[1]} 10–7.5"
    # the next round is drawn; round 1 and its results are one pick away
    click_button(qtbot, win, "Draw next round")
    picker = named(win, "Round")
    assert picker.currentText() == "Round 2" and "Round 2" in rounds.title.text()
    key_in_combo(qtbot, picker, Qt.Key.Key_Up)
    assert picker.currentText() == "Round 1"
    assert rounds.title.text() == f"Round 1 — {night.MODE_TITLES['rotating']} — finished"
    assert [label.text() for label in rounds.results] == texts
    assert not any(chip.movable for chip in rounds.chips.values())
    assert not rounds.start_button.isEnabled() and not rounds.discard_button.isEnabled()
    click_in_popup(qtbot, picker, "Round 2")
    assert "drawn, not started" in rounds.title.text() and rounds.help.isVisible()


# ---- item 19: check-in tiles ------------------------------------------------------------------------


def test_an_unticked_check_in_tile_has_a_visible_box_and_a_ticked_one_says_here(qtbot: Any, win: MainWindow) -> None:
    check_in(qtbot, win, ["Ann"])
    tiles = named(win, "Players to check in")
    image = tiles.viewport().grab().toImage()
    background = QColor(image.pixel(2, tiles.viewport().height() - 3))
    for name, ticked in (("Ben", False), ("Ann", True)):
        item = win.night_view.checkin.item_for(name)
        assert item is not None
        rect = tiles.visualItemRect(item)
        ratio = image.width() / tiles.viewport().width()
        edge = [QColor(image.pixel(int((rect.left() + dx) * ratio), int(rect.center().y() * ratio))) for dx in range(2, 8)]
        assert any(abs(c.lightness() - background.lightness()) > 40 for c in edge), f"{name}'s tile has no border"
        assert ("✔ here" in item.text()) == ticked  # a tick is said in words, not by colour alone


# ---- every input has an accessible name ---------------------------------------------------------------


def test_every_input_on_the_tonight_tab_has_an_accessible_name(qtbot: Any, win: MainWindow) -> None:
    check_in(qtbot, win, NAMES[:4])
    open_page(qtbot, win, "Rounds")
    click_button(qtbot, win, "Draw next round")
    click_button(qtbot, win, "Start round")
    open_page(qtbot, win, "Tables")
    table = next(t for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
    qtbot.mouseClick(win.night_view.tables.table_buttons[table.id], Qt.MouseButton.LeftButton)
    dialog = win.night_view.tables.result_dialog
    assert dialog is not None
    win.open_presenter()
    presenter = win.night_view.presenter
    unnamed = []
    for root in (win.night_view, dialog, presenter):
        popups = [c.view() for c in root.findChildren(QComboBox)]  # a combo box's own list is named by the box
        for w in root.findChildren(QWidget):
            if w in popups or isinstance(w, QHeaderView) or w.objectName() == "qt_tableview_cornerbutton":
                continue  # a table's headers and corner are named by the table
            needs_name = isinstance(w, (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView)) or (
                isinstance(w, QAbstractButton) and not w.text())
            if needs_name and not w.accessibleName() and not isinstance(w.parent(), (QComboBox, QAbstractSpinBox, QLineEdit)):
                unnamed.append(f"{type(w).__name__} {w.objectName()!r} {w.parent().objectName()!r}")
    assert unnamed == []
    dialog.reject()
