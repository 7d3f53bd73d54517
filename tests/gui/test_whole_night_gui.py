"""A whole first club night through the widgets only, as a new organizer runs it (issue 14).

First start, a new club file, twelve players typed in, check-in, three DYP rounds
with a late arrival, results at the tables (a draw among them), a free-for-all
typed by hand with a shared place, the leaderboard, a player's chart, the
export, a bracket of 8, closing the app, starting it again: everything is
still there. Every step is a click or a key on a real widget, found by its
accessible name or its visible text; the league is only read, to check.
"""

from __future__ import annotations

import csv
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QRadioButton

from tournament_app.gui.shell import commands
from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from tournament_app.league import night
from gui_helpers import (
    activate,
    check_in,
    choose_menu,
    click_button,
    click_in_popup,
    click_tab,
    open_tool,
    named,
    open_page,
    results_at_tables,
    type_match,
    wait_idle,
)

#: set to a folder to keep a screenshot of every step (to look at the night as the organizer saw it)
SHOTS = os.environ.get("TOURNAMENT_APP_NIGHT_SHOTS")

PLAYERS = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kai", "Lee"]
LATE = "Mo Late"


def when_modal(qtbot: Any, act: Any) -> list[bool]:
    """Run ``act(dialog)`` on the next modal dialog as soon as it is up; the list gets True when it ran."""
    ran: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        act(dialog)
        ran.append(True)

    QTimer.singleShot(20, look)
    return ran


def snap(widget: Any, name: str) -> None:
    """Save a screenshot of ``widget`` when SHOTS names a folder."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(SHOTS) / f"{name}.png"))


def start_app(qtbot: Any) -> MainWindow:
    window = MainWindow(None)
    window.show()
    qtbot.waitExposed(window)
    wait_idle(qtbot, window)
    return window


@pytest.mark.xcb
def test_a_whole_first_club_night_through_the_widgets(qtbot: Any, tmp_path: Path, messages: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # ---- first start: the welcome screen, "Start a new club" -----------------------------------------
    welcome_seen = when_modal(qtbot, lambda d: qtbot.mouseClick(
        next(b for b in d.findChildren(QPushButton) if b.text() == "Start a new club"), Qt.MouseButton.LeftButton))
    window = start_app(qtbot)
    qtbot.waitUntil(lambda: welcome_seen == [True], timeout=5000)
    wait_idle(qtbot, window)

    # ---- File ▸ New database…, typed without an extension ----------------------------------------------
    typed_name = tmp_path / "Thursday club"
    monkeypatch.setattr(mw.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(typed_name), "")))
    choose_menu(qtbot, window, "File", "New database…")
    wait_idle(qtbot, window)
    club_file = tmp_path / "Thursday club.sqlite"
    assert club_file.is_file() and window.club is not None and window.club.path == club_file
    assert window.windowTitle().startswith("Thursday club")

    # ---- twelve players, typed on the Players tab -------------------------------------------------------
    click_tab(qtbot, window, "Players")
    new_name = named(window, "New player name")
    for name in PLAYERS:
        qtbot.keyClicks(new_name, name)
        qtbot.keyClick(new_name, Qt.Key.Key_Return)
        wait_idle(qtbot, window)
    assert sorted(p.name for p in window.club.players()) == sorted(PLAYERS)
    snap(window, "01-players")

    # ---- tonight's event and check-in ------------------------------------------------------------------
    click_tab(qtbot, window, "Event")

    def name_the_night(dialog: Any) -> None:
        field = named(dialog, "Event name")
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, "First night")
        qtbot.keyClick(field, Qt.Key.Key_Return)

    created = when_modal(qtbot, name_the_night)
    click_button(qtbot, window, "New event…")
    qtbot.waitUntil(lambda: created == [True], timeout=5000)
    wait_idle(qtbot, window)
    event = window.club.find_event("First night")
    assert event is not None and window.ops.session.event_id == event.id
    check_in(qtbot, window, PLAYERS)
    assert night.present_count(window.club, event.id) == 12
    snap(window, "02-check-in")

    # ---- three DYP rounds, a late arrival before the third; results at the tables --------------------------
    open_page(qtbot, window, "Rounds")
    click_in_popup(qtbot, named(window, "Draw mode"), night.MODE_TITLES["dyp"])
    wait_idle(qtbot, window)
    outcomes: list[str] = []

    def result(dialog: Any, n: int) -> None:
        if n == 0 and not outcomes:  # the very first table of the night ends in a draw
            qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
            outcomes.append("draw")
        else:
            side = 1 + (n % 2)
            qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == f"won-{side}"),
                             Qt.MouseButton.LeftButton)
            outcomes.append(f"won-{side}")

    first_pairs: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        if number == 3:
            open_page(qtbot, window, "Check-in")
            search = named(window, "Check-in search")
            qtbot.keyClicks(search, LATE)
            qtbot.keyClick(search, Qt.Key.Key_Return)
            wait_idle(qtbot, window)
            assert night.present_count(window.club, event.id) == 13
            open_page(qtbot, window, "Rounds")
        click_button(qtbot, window, "Draw next round")
        shown = window.night_view.rounds.shown_round
        assert shown is not None and shown.number == number and shown.mode == "dyp"
        sides = [frozenset(side) for m in shown.matches for side in m.player_ids]
        if number == 1:
            first_pairs = set(sides)
            assert len(first_pairs) == 6
        playing = {p for side in sides for p in side}
        assert all(pair in sides for pair in first_pairs if pair <= playing), f"round {number} split a pair"
        snap(window, f"03-round-{number}-drawn")
        click_button(qtbot, window, "Start round")
        open_page(qtbot, window, "Tables")
        snap(window, f"04-round-{number}-tables")
        results_at_tables(qtbot, window, result)
        open_page(qtbot, window, "Rounds")
        assert "finished" in window.night_view.rounds.title.text()
        snap(window, f"05-round-{number}-finished")
    assert "draw" in outcomes
    rounds = night.night_rounds(window.club, event.id)
    assert [r.number for r in rounds] == [1, 2, 3]
    assert all(m.status == "finished" for r in rounds for m in r.matches)
    # earlier rounds stay readable
    click_in_popup(qtbot, named(window, "Round"), named(window, "Round").itemText(0))
    assert window.night_view.rounds.shown_round is not None and window.night_view.rounds.shown_round.number == 1

    # ---- a free-for-all typed by hand: three sides, second place shared --------------------------------
    table_matches = window.club.match_count()
    type_match(qtbot, window, ["Ann", "Ben", "Cid"])
    assert window.club.match_count() == table_matches + 1
    ffa = window.club.event_results(event.id)[-1]
    assert [s.rank for s in ffa.sides] == [1, 2, 3]
    # edit it: side 3 shares second place
    matches = named(window, "Matches")
    row = next(r for r in range(matches.model().rowCount())
               if matches.model().data(matches.model().index(r, 0)) == str(ffa.id))
    qtbot.mouseClick(matches.viewport(), Qt.MouseButton.LeftButton,
                     pos=matches.visualRect(matches.model().index(row, 2)).center())
    qtbot.keyClick(matches, Qt.Key.Key_Return)
    qtbot.mouseClick(named(window, "Side 3 tied with the side above"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(named(window, "Save match"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    assert [s.rank for s in window.club.match(ffa.id).sides] == [1, 2, 2]
    texts = [matches.model().data(matches.model().index(r, 2)) for r in range(matches.model().rowCount())]
    assert any("2nd (shared)" in t for t in texts), texts
    assert any("drew with" in t for t in texts), texts
    snap(window, "06-club-night-matches")

    # ---- the leaderboard and a player's chart ------------------------------------------------------------
    click_tab(qtbot, window, "Leaderboard")
    wait_idle(qtbot, window)
    standings = named(window, "Standings")
    assert standings.model().rowCount() == 13
    first = standings.visualRect(standings.model().index(0, 1)).center()
    qtbot.mouseClick(standings.viewport(), Qt.MouseButton.LeftButton, pos=first)  # a double-click is a press first
    qtbot.mouseDClick(standings.viewport(), Qt.MouseButton.LeftButton, pos=first)
    wait_idle(qtbot, window)
    assert window.tabs.currentWidget() is window.player_page
    qtbot.waitUntil(lambda: bool(window.player_page.chart.series), timeout=5000)
    snap(window, "07-player")

    # ---- export for a spreadsheet, from the menu ------------------------------------------------------------
    out = tmp_path / "standings.csv"
    monkeypatch.setattr(commands.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    choose_menu(qtbot, window, "File", "Export standings…")
    wait_idle(qtbot, window)
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")
    with out.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert sorted(r["player"] for r in rows) == sorted([*PLAYERS, LATE])
    assert all(len(r["mu"].split(".")[-1]) <= 2 for r in rows)

    # ---- a bracket of the top 8 -------------------------------------------------------------------------
    open_tool(qtbot, window, "Brackets")
    wait_idle(qtbot, window)
    top = next(b for b in window.findChildren(QRadioButton) if b.text() == "Top" and b.isVisible())
    qtbot.mouseClick(top, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: window.seeding_view.canvas.bracket is not None, timeout=5000)
    bracket = window.seeding_view.canvas.bracket
    assert bracket is not None and bracket.size == 8 and bracket.byes == 0
    snap(window, "08-bracket")

    # ---- close, start again: the same club, its night and its mode ------------------------------------------
    players_before = sorted(p.name for p in window.club.players())
    matches_before = window.club.match_count()
    window.close()
    window.deleteLater()
    QApplication.processEvents()

    again = start_app(qtbot)
    try:
        activate(qtbot, again)
        assert again.club is not None and again.club.path == club_file
        assert again.windowTitle().startswith("Thursday club")
        assert sorted(p.name for p in again.club.players()) == players_before
        assert again.club.match_count() == matches_before
        click_tab(qtbot, again, "Event")
        wait_idle(qtbot, again)
        assert named(again, "Event").currentText().startswith("First night")
        open_page(qtbot, again, "Rounds")
        assert named(again, "Draw mode").currentData() == "dyp"
        assert [r.number for r in again.night_view.state.rounds] == [1, 2, 3]  # type: ignore[union-attr]
        click_tab(qtbot, again, "Leaderboard")
        wait_idle(qtbot, again)
        assert named(again, "Standings").model().rowCount() == 13
        snap(again, "09-after-restart")
    finally:
        wait_idle(qtbot, again)
        again.close()
        again.deleteLater()
    with Club.open(club_file) as club:
        assert club.match_count() == matches_before
        assert not any(isinstance(w, QDialog) and w.isVisible() for w in QApplication.topLevelWidgets())
