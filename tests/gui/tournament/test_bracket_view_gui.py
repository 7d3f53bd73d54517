"""The live bracket (issue 16), acted out as a person: click a match, "Ann won", OK; corrections; undo; keys only.

An eight-player double elimination (Ann, Ben, ... Hal; nobody rated, so
seeded in this order: Ann v Hal, Dee v Eve, Ben v Gus, Cid v Fay) shown in a
tab of the main window, re-read after every change as the event page does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from event_builders import rated_in_order
from event_widget_helpers import (
    box_with,
    click_box,
    fixture_between,
    host,
    stored_view,
    visible_message_box,
)
from gui_helpers import activate, named, press, shown_window, type_into, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.tournament.bracket_view import BracketView
from tournament_app.gui.tournament.result_dialog import ResultDialog
from tournament_app.league import Club, tournament

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def club_file(tmp_path: Path) -> tuple[Path, int]:
    """Eight players in a double elimination, started: round 1 ready."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in NAMES:
            club.add_player(name)
        rated_in_order(club, NAMES)
        event_id = tournament.create_event(club, "Spring Cup", "double-elimination", date="2024-03-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=NAMES)
        tournament.start_event(club, event_id)
    return path, event_id


@pytest.fixture
def win(qtbot: Any, club_file: tuple[Path, int], messages: Any) -> Iterator[MainWindow]:
    with shown_window(qtbot, club_file[0]) as w:
        w.resize(1600, 1000)
        activate(qtbot, w)
        yield w


@pytest.fixture
def bracket(qtbot: Any, win: MainWindow, club_file: tuple[Path, int]) -> BracketView:
    return host(qtbot, win, BracketView, club_file[1], "Bracket")


def dialog_of(window: Any) -> ResultDialog:
    found = [d for d in window.findChildren(ResultDialog) if d.isVisible()]
    assert len(found) == 1, f"{len(found)} result dialogs open"
    return found[0]


def enter_result(qtbot: Any, window: MainWindow, bracket: BracketView, a: str, b: str, winner: str,
                 bracket_name: str | None = None) -> None:
    """Click the match of a and b, click "<winner> won", OK."""
    click_box(qtbot, bracket, box_with(bracket, a, b, bracket_name=bracket_name))
    qtbot.waitUntil(lambda: bracket.result_dialog is not None and bracket.result_dialog.isVisible(), timeout=3000)
    qtbot.mouseClick(named(bracket, f"{winner} won"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(named(bracket, "OK"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)


def test_a_click_on_a_ready_match_and_ann_won_stores_it_and_ann_shows_in_the_next_round(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    box = box_with(bracket, "Ann", "Hal")
    assert "Ready" in box.text() and "Ann" in box.text() and "Hal" in box.text()
    waiting = [i for i in bracket.canvas.items_by_id.values() if i.fixture.bracket == "winners" and i.fixture.round == 2]
    assert all("Waiting" in i.text() and "—" in i.text() for i in waiting)

    enter_result(qtbot, win, bracket, "Ann", "Hal", "Ann")

    stored = fixture_between(stored_view(path, event_id), "Ann", "Hal")
    assert stored.status == "done" and stored.winner == "Ann"
    shown = box_with(bracket, "Ann", "Hal")
    assert "Ann ✓" in shown.text() and "Done" in shown.text()
    nxt = [i for i in bracket.canvas.items_by_id.values()
           if i.fixture.bracket == "winners" and i.fixture.round == 2 and "Ann" in i.text()]
    assert len(nxt) == 1, "Ann stands in round 2"
    assert f"Ann → match {nxt[0].fixture.id}" in shown.text()
    losers = [i for i in bracket.canvas.items_by_id.values() if i.fixture.bracket == "losers" and "Hal" in i.fixture.entrants]
    assert len(losers) == 1, "Hal drops to the losers' bracket"
    assert f"Hal → match {losers[0].fixture.id}" in shown.text()
    assert win.ops.stack.undoText().startswith("Result of match")


def test_a_draw_in_a_knockout_match_is_refused_in_words_and_nothing_is_saved(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    click_box(qtbot, bracket, box_with(bracket, "Dee", "Eve"))
    qtbot.waitUntil(lambda: bracket.result_dialog is not None and bracket.result_dialog.isVisible(), timeout=3000)
    type_into(qtbot, named(bracket, "Dee score"), "2")
    type_into(qtbot, named(bracket, "Eve score"), "2")
    qtbot.mouseClick(named(bracket, "OK"), Qt.MouseButton.LeftButton)
    dialog = dialog_of(bracket)
    problem = named(dialog, "Problem")
    # the league's words for what was entered: a level score, so the tiebreak's winner is missing
    assert problem.isVisible() and problem.text() == ("The score is level (2–2) and a knockout match can't end in a draw: "
                                                      "choose who won the tiebreak.")
    assert not [b for b in dialog.findChildren(QPushButton) if b.text() == "Draw"], "a knockout match offers no draw"
    # the tiebreak's winner settles it: 2–2, Eve won
    qtbot.mouseClick(named(bracket, "Eve won"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(named(bracket, "OK"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    stored = fixture_between(stored_view(path, event_id), "Dee", "Eve")
    assert stored.winner == "Eve" and stored.scores == (2.0, 2.0)


def test_a_correction_before_the_next_match_re_routes_the_players(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    enter_result(qtbot, win, bracket, "Ann", "Hal", "Ann")
    enter_result(qtbot, win, bracket, "Ann", "Hal", "Hal")  # the result was the other way round
    assert dialog_open_count(bracket) == 0
    view = stored_view(path, event_id)
    assert fixture_between(view, "Ann", "Hal").winner == "Hal"
    round2 = [m for m in view.matches if m.bracket == "winners" and m.round == 2 and "Hal" in m.entrants]
    assert round2 and "Ann" not in round2[0].entrants
    assert any("Ann" in m.entrants for m in view.matches if m.bracket == "losers")
    shown = box_with(bracket, "Ann", "Hal")
    assert "Hal ✓" in shown.text()
    assert [i for i in bracket.canvas.items_by_id.values() if i.fixture.bracket == "winners" and i.fixture.round == 2
            and "Hal" in i.fixture.entrants]


def dialog_open_count(window: Any) -> int:
    return len([d for d in window.findChildren(ResultDialog) if d.isVisible()])


def test_a_correction_whose_later_match_was_played_names_it_clears_it_when_asked_and_ctrl_z_undoes_it(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    enter_result(qtbot, win, bracket, "Ann", "Hal", "Ann")
    enter_result(qtbot, win, bracket, "Dee", "Eve", "Dee")
    enter_result(qtbot, win, bracket, "Ann", "Dee", "Ann")  # round 2, played
    later = fixture_between(stored_view(path, event_id), "Ann", "Dee")

    # Hal really won round 1: Ann's round 2 match was played by the wrong player
    click_box(qtbot, bracket, box_with(bracket, "Ann", "Hal"))
    qtbot.waitUntil(lambda: bracket.result_dialog is not None and bracket.result_dialog.isVisible(), timeout=3000)
    assert "Recorded now: Ann won" in " ".join(w.text() for w in dialog_of(bracket).findChildren(QLabel))
    qtbot.mouseClick(named(bracket, "Hal won"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(named(bracket, "OK"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in bracket.findChildren(QMessageBox)), timeout=3000)
    box = visible_message_box(bracket)
    assert f"match {later.id} (Ann v Dee: Ann won)" in box.text()
    assert fixture_between(stored_view(path, event_id), "Ann", "Hal").winner == "Ann", "nothing changed yet"

    qtbot.mouseClick(named(box, "Clear them and correct"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    view = stored_view(path, event_id)
    assert fixture_between(view, "Ann", "Hal").winner == "Hal"
    assert not [m for m in view.matches if set(m.entrants) == {"Ann", "Dee"} and m.ranks is not None]
    assert [m for m in view.matches if set(m.entrants) == {"Hal", "Dee"} and m.status == "ready"]
    assert [i for i in bracket.canvas.items_by_id.values() if {"Hal", "Dee"} == set(i.fixture.entrants)]

    press(qtbot, win, "Ctrl+Z")
    wait_idle(qtbot, win)
    view = stored_view(path, event_id)
    assert fixture_between(view, "Ann", "Hal").winner == "Ann"
    assert fixture_between(view, "Ann", "Dee").winner == "Ann"
    assert "Ann ✓" in box_with(bracket, "Ann", "Dee").text()


def test_cancel_on_the_later_matches_message_changes_nothing(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    enter_result(qtbot, win, bracket, "Ann", "Hal", "Ann")
    enter_result(qtbot, win, bracket, "Dee", "Eve", "Dee")
    enter_result(qtbot, win, bracket, "Ann", "Dee", "Dee")
    steps = win.ops.stack.count()
    enter_result(qtbot, win, bracket, "Ann", "Hal", "Hal")
    box = visible_message_box(bracket)
    qtbot.mouseClick(named(box, "Cancel"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    view = stored_view(path, event_id)
    assert fixture_between(view, "Ann", "Hal").winner == "Ann"
    assert fixture_between(view, "Ann", "Dee").winner == "Dee"
    assert win.ops.stack.count() == steps


def test_the_champion_shows_above_the_bracket_once_the_event_has_ended(
        qtbot: Any, club_file: tuple[Path, int], messages: Any) -> None:
    path, event_id = club_file
    with Club.open(path) as club:  # everything but the grand final was played at the tables
        while True:
            view = tournament.event_view(club, event_id)
            ready = [m for m in view.matches if m.status == "ready" and m.bracket != "final"]
            if not ready:
                break
            a, b = ready[0].entrants
            tournament.report_result(club, event_id, ready[0].id, [1, 2] if NAMES.index(a or "") < NAMES.index(b or "") else [2, 1])
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        bracket = host(qtbot, w, BracketView, event_id, "Bracket")
        assert not named(bracket, "Champion").isVisible()
        enter_result(qtbot, w, bracket, "Ann", "Ben", "Ann", "final")  # the grand final: the winners' side wins, no reset
        champion = named(bracket, "Champion")
        assert champion.isVisible() and champion.text() == "Champion: Ann"
        assert "Ann wins the event · Ben finishes 2nd" in box_with(bracket, "Ann", "Ben", bracket_name="final").text()
        assert not [i for i in bracket.canvas.items_by_id.values() if i.fixture.bracket == "final" and i.fixture.round == 2]


def test_a_result_changed_elsewhere_flags_later_played_matches_and_clear_their_results_clears_them(
        qtbot: Any, club_file: tuple[Path, int], messages: Any) -> None:
    from tournament_app.league import SideInput

    path, event_id = club_file
    with Club.open(path) as club:  # round 1 and Ann v Dee played; then round 1's Ann v Hal edited in the matches list
        for a, b in (("Ann", "Hal"), ("Dee", "Eve"), ("Ann", "Dee")):
            m = fixture_between(tournament.event_view(club, event_id), a, b)
            tournament.report_result(club, event_id, m.id, [1, 2])
        first = fixture_between(tournament.event_view(club, event_id), "Ann", "Hal")
        ids = {p.name: p.id for p in club.players()}
        assert first.match_id is not None
        club.edit_match(first.match_id, sides=[SideInput([ids["Ann"]], 2), SideInput([ids["Hal"]], 1)])
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        bracket = host(qtbot, w, BracketView, event_id, "Bracket")
        stale = box_with(bracket, "Hal", "Dee")
        assert "Needs clearing" in stale.text()
        assert "Hal → match " + str(stale.fixture.id) in box_with(bracket, "Ann", "Hal").text()
        note = next(label for label in bracket.findChildren(QLabel) if label.objectName() == "bracket-note")
        assert note.isVisible() and f"match {stale.fixture.id}" in note.text()
        qtbot.mouseClick(named(bracket, "Clear their results"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        assert "Ready" in box_with(bracket, "Hal", "Dee").text()
        assert not named(bracket, "Clear their results").isVisible()
        assert stored_view(path, event_id).stale == ()
        press(qtbot, w, "Ctrl+Z")
        wait_idle(qtbot, w)
        assert "Needs clearing" in box_with(bracket, "Hal", "Dee").text()


@pytest.mark.xcb
def test_a_result_by_keyboard_only_arrows_enter_tab_space(
        qtbot: Any, win: MainWindow, bracket: BracketView, club_file: tuple[Path, int]) -> None:
    path, event_id = club_file
    canvas = named(bracket, "Bracket drawing")
    qtbot.keyClick(win.tabs.tabBar(), Qt.Key.Key_Tab)  # from the tab bar into the page: the drawing takes the keys
    while QApplication.focusWidget() is not canvas:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert "Ann v Hal" in canvas.accessibleDescription()  # starts on the first match waiting for a result
    qtbot.keyClick(canvas, Qt.Key.Key_Down)
    assert "Dee v Eve" in canvas.accessibleDescription()
    qtbot.keyClick(canvas, Qt.Key.Key_Down)
    qtbot.keyClick(canvas, Qt.Key.Key_Up)
    assert "Dee v Eve" in canvas.accessibleDescription()
    qtbot.keyClick(canvas, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bracket.result_dialog is not None and bracket.result_dialog.isVisible(), timeout=3000)
    dialog = dialog_of(bracket)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is named(dialog, "Dee won"), timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is named(dialog, "Eve won")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    wait_idle(qtbot, win)
    assert fixture_between(stored_view(path, event_id), "Dee", "Eve").winner == "Eve"
    assert win.focusWidget() is canvas  # the keys go back to the bracket, for the next match
    assert "Eve ✓" in box_with(bracket, "Dee", "Eve").text()
