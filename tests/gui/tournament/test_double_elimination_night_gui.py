"""Issue 16, acted out as an organizer does: a 16-player double elimination from check-in to podium.

The event is created with the New event dialog (the name typed, the format
chosen with the arrow keys), 16 players are ticked on the Entrants page,
Start seeds the bracket; results go in at the tables (the result buttons of
the Tables page) and in the bracket (click the match, "X won", OK); one
correction re-routes the players; Ctrl+Z and Ctrl+Shift+Z sent to the window
undo and redo a result; the Standings page ends with the podium and the
format's placements (1, 2, 3, 4, 5, 5, 7, 7, 9 ×4, 13 ×4).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from tournament_app.locale_text import date_text
from gui_helpers import (click_button, front_window, make_night_club, named, open_page, press, stored_event,
                         wait_idle)

PLAYERS = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kai", "Lee", "Mo", "Ned", "Oli", "Pat"]
PLACES = [1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """Sixteen players (eight with a little history, so seeds follow ratings), no event yet."""
    return make_night_club(tmp_path / "club.sqlite", PLAYERS, rated=8, events=())


@pytest.fixture
def win(qtbot: Any, club_file: Path, messages: Any) -> Iterator[MainWindow]:
    with front_window(qtbot, club_file) as w:
        yield w


def box(w: MainWindow, *names: str, bracket: str | None = None) -> Any:
    """The drawn match box in the bracket whose sides are these entrants."""
    canvas = w.night_view.bracket.canvas
    found = [item for item in canvas.items_by_id.values()
             if set(names) <= set(item.fixture.entrants) and (bracket is None or item.fixture.bracket == bracket)]
    assert len(found) == 1, f"{len(found)} boxes with {names}"
    return found[0]


def result_in_bracket(qtbot: Any, w: MainWindow, item: Any, winner: str) -> None:
    """Click a match in the bracket, click "<winner> won", OK."""
    open_page(qtbot, w, "Bracket")
    canvas = w.night_view.bracket.canvas
    canvas.ensureVisible(item.sceneBoundingRect(), 10, 10)
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=canvas.mapFromScene(item.sceneBoundingRect().center()))
    dialog = w.night_view.bracket.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(named(dialog, f"{winner} won"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(named(dialog, "OK"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)


def result_at_a_table(qtbot: Any, w: MainWindow) -> bool:
    """Click the first busy table and click the result button of the better seed; False when no table is busy."""
    open_page(qtbot, w, "Tables")
    busy = [t for t in w.night_view.state.tables if t.match is not None]  # type: ignore[union-attr]
    if not busy:
        return False
    tables = w.night_view.tables
    qtbot.mouseClick(tables.table_buttons[busy[0].id], Qt.MouseButton.LeftButton)
    dialog = tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    seeds = {e.name: e.seed for e in w.night_view.view.setup.entrants}  # type: ignore[union-attr]
    sides = [names[0] for names in busy[0].match.sides]  # type: ignore[union-attr]
    side = min(range(2), key=lambda s: seeds[sides[s]])
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == f"won-{side + 1}"),
                     Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    return True


@pytest.mark.xcb
def test_a_double_elimination_from_check_in_to_podium(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    w = win
    # ---- the window opens on the event page; New event… with the format chosen by keys -----------------------
    assert w.tabs.tabText(w.tabs.currentIndex()) == "Event"
    click_button(qtbot, w, "New event…")
    dialog = w.night_view.event_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    name = named(dialog, "Event name")
    qtbot.mouseClick(name, Qt.MouseButton.LeftButton)
    qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(name, "Saturday cup")
    formats = named(dialog, "Format")
    qtbot.keyClick(dialog, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)  # the "&Format" label's key
    assert QApplication.focusWidget() is formats
    for _ in range(4):
        qtbot.keyClick(formats, Qt.Key.Key_Down)
    assert dialog.chosen_format() == "double-elimination"
    assert named(dialog, "Grand final reset").isVisible() and not named(dialog, "Swiss rounds").isVisible()
    qtbot.keyClick(formats, Qt.Key.Key_Return)  # the dialog's default button: Create
    wait_idle(qtbot, w)
    assert w.night_view.event_dialog is None
    assert named(w, "Event").currentText() == f"Saturday cup — {_day(club_file)} — Double elimination"
    assert "Double elimination" in named(w, "Event format").text()
    assert w.night_view.pages.tabText(w.night_view.pages.currentIndex()).replace("&", "") == "Entrants"

    # ---- sixteen players ticked on the Entrants page, Start --------------------------------------------------
    players = named(w, "Players to enter")
    for player in PLAYERS:
        item = next(players.item(i) for i in range(players.count()) if players.item(i).data(Qt.ItemDataRole.UserRole + 1) == player)
        players.scrollToItem(item)
        qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton, pos=players.visualItemRect(item).center())
    assert "16 ticked" in w.night_view.entrants.count_label.text()
    click_button(qtbot, w, "Start")
    view = stored_event(club_file, "Saturday cup")
    assert view.setup.started and len(view.setup.entrants) == 16
    assert w.night_view.pages.currentWidget() is w.night_view.tables  # Start goes to the tables
    assert "round 1 of the winners' bracket" in named(w, "Event format").text()

    # ---- two results in the bracket, one corrected: the players re-route ------------------------------------
    first = view.matches[0]
    a, b = first.entrants
    assert a is not None and b is not None
    result_in_bracket(qtbot, w, box(w, a, b, bracket="winners"), b)  # the lower seed wins...
    result_in_bracket(qtbot, w, box(w, a, b, bracket="winners"), a)  # ...no: corrected, the better seed won
    after = stored_event(club_file, "Saturday cup")
    nxt = next(m for m in after.matches if m.bracket == "winners" and m.round == 2 and a in m.entrants)
    assert b not in nxt.entrants
    dropped = [m for m in after.matches if m.bracket == "losers" and b in m.entrants]
    assert len(dropped) == 1 and a not in dropped[0].entrants

    # ---- four tables; results at the tables; undo and redo one -------------------------------------------------
    open_page(qtbot, w, "Tables")
    for _ in range(4):
        click_button(qtbot, w, "Add table")
    assert len(w.night_view.state.tables) == 4  # type: ignore[union-attr]
    assert result_at_a_table(qtbot, w)
    played = len([m for m in stored_event(club_file, "Saturday cup").matches if m.status == "done"])
    press(qtbot, w, "Ctrl+Z")
    wait_idle(qtbot, w)
    assert len([m for m in stored_event(club_file, "Saturday cup").matches if m.status == "done"]) == played - 1
    press(qtbot, w, "Ctrl+Shift+Z")
    wait_idle(qtbot, w)
    assert len([m for m in stored_event(club_file, "Saturday cup").matches if m.status == "done"]) == played

    # ---- on to the end: mostly at the tables, every fifth result in the bracket ---------------------------------
    for n in range(40):
        view = w.night_view.view  # type: ignore[assignment]
        assert view is not None
        if view.finished:
            break
        ready = [m for m in view.matches if m.status in ("ready", "playing")]
        if n % 5 == 4 and ready:
            m = ready[-1]
            winner = min(m.entrants, key=lambda e: next(x.seed for x in view.setup.entrants if x.name == e))  # type: ignore[arg-type]
            result_in_bracket(qtbot, w, box(w, *m.entrants, bracket=m.bracket), winner)  # type: ignore[arg-type]
        else:
            assert result_at_a_table(qtbot, w), "a match is ready but no table has it"
    final = stored_event(club_file, "Saturday cup")
    assert final.finished
    assert [line.place for line in final.standings] == PLACES

    # ---- the Standings page: the podium and the placements ---------------------------------------------------
    open_page(qtbot, w, "Standings")
    podium = named(w, "Podium")
    lines = final.standings
    assert podium.isVisible()
    assert podium.text() == f"1. {lines[0].name}   2. {lines[1].name}   3. {lines[2].name}"
    table = named(w, "Event standings")
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == [str(p) for p in PLACES]
    assert "ended" in named(w, "Event format").text() and lines[0].name in named(w, "Event format").text()


def _day(path: Path) -> str:
    with Club.open(path) as club:
        event = club.find_event("Saturday cup")
        assert event is not None
        return date_text(event.date)  # the chooser says the day in the locale's short form
