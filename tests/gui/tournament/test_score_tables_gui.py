"""The Swiss, round robin and pool tables (issue 16), acted out as a person: results, "Next round", the crosstable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from event_builders import rated_in_order
from event_widget_helpers import fixture_between, host, stored_view
from gui_helpers import activate, named, shown_window, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tournament_app.gui.tournament.result_dialog import ResultDialog
from tournament_app.gui.tournament.score_table_view import ScoreTableView
from tournament_app.league import Club, tournament

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]


def make_event(path: Path, fmt: str, names: list[str], settings: tournament.Settings | None = None) -> int:
    with Club.open(path) as club:
        for name in names:
            club.add_player(name)
        rated_in_order(club, names)
        event_id = tournament.create_event(club, "Autumn League", fmt, date="2024-09-01", settings=settings).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=names)
        tournament.start_event(club, event_id)
    return event_id


def play_all_but_one(path: Path, event_id: int) -> tournament.FixtureView:
    """Results for every ready match but the last (the better seed wins); the last one is returned."""
    with Club.open(path) as club:
        ready = [m for m in tournament.event_view(club, event_id).matches if m.status == "ready"]
        for m in ready[:-1]:
            tournament.report_result(club, event_id, m.id, [1, 2])
    return ready[-1]


def open_match_row(qtbot: Any, table: Any, fixture_id: int) -> None:
    """Double-click the row of a match in the round's matches (a press, a release, the second press)."""
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == str(fixture_id))
    rect = table.visualRect(table.model().index(row, 2))
    assert table.viewport().rect().contains(rect), "the row is in sight"
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_swiss_round_played_then_next_round_draws_round_two(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    event_id = make_event(path, "swiss", NAMES, tournament.Settings(rounds=3))
    last = play_all_but_one(path, event_id)
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        view = host(qtbot, w, ScoreTableView, event_id, "Table")
        assert named(view, "Round").text() == "Round 1 of 3"
        button = named(view, "Next round")
        assert not button.isEnabled()
        headers = [named(view, "Standings table").horizontalHeaderItem(c).text()
                   for c in range(named(view, "Standings table").columnCount())]
        assert headers == ["Place", "Name", "Points", "Games", "Buchholz cut 1", "Buchholz", "Sonneborn-Berger", "Wins, byes included"]

        # the last result of round 1, entered from the round's matches
        open_match_row(qtbot, named(view, "Round matches"), last.id)
        qtbot.waitUntil(lambda: any(d.isVisible() for d in view.findChildren(ResultDialog)), timeout=3000)
        a = last.entrants[0]
        qtbot.mouseClick(named(view, f"{a} won"), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(named(view, "OK"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        assert fixture_between(stored_view(path, event_id), *[n or "" for n in last.entrants]).winner == a
        button = named(view, "Next round")
        assert button.isEnabled()
        points = named(view, "Standings table").column_texts("Points")
        assert sorted(points, reverse=True) == ["1", "1", "1", "0", "0", "0"]

        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        stored = stored_view(path, event_id)
        assert stored.rounds_drawn == 2
        assert len([m for m in stored.matches if m.round == 2]) == 3
        assert named(view, "Round").text() == "Round 2 of 3"
        assert not named(view, "Next round").isEnabled()
        assert named(view, "Round shown").currentText() == "Round 2"
        matches = named(view, "Round matches")
        assert matches.rowCount() == 3 and all(matches.item(r, 1).text() == "Ready" for r in range(3))
        assert w.ops.stack.undoText().startswith("Draw round 2")


def test_a_round_robin_draw_shows_a_half_in_the_crosstable(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    names = NAMES[:4]
    event_id = make_event(path, "round-robin", names)
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        view = host(qtbot, w, ScoreTableView, event_id, "Table")
        first = stored_view(path, event_id).matches[0]
        a, b = (n or "" for n in first.entrants)
        open_match_row(qtbot, named(view, "Round matches"), first.id)
        qtbot.waitUntil(lambda: any(d.isVisible() for d in view.findChildren(ResultDialog)), timeout=3000)
        qtbot.mouseClick(named(view, "Draw"), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(named(view, "OK"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        cross = named(view, "Crosstable")
        assert cross.cell_text(a, b) == "½" and cross.cell_text(b, a) == "½"
        assert [cross.horizontalHeaderItem(c).text() for c in range(cross.columnCount())] == names + ["Points"]
        assert [cross.verticalHeaderItem(r).text() for r in range(cross.rowCount())] == [f"{n}. {x}" for n, x in enumerate(names, 1)]
        others = [x for x in names if x not in (a, b)]
        assert cross.cell_text(others[0], others[1]) == ""
        table = named(view, "Standings table")
        assert dict(zip(table.column_texts("Name"), table.column_texts("Points")))[a] == "½"


def knockout_note(view: ScoreTableView) -> str:
    return next(label.text() for label in view.findChildren(QLabel) if label.objectName() == "knockout-note")


def test_pools_show_one_table_and_crosstable_each_then_the_knockout_note(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    names = NAMES + ["Gus", "Hal"]
    event_id = make_event(path, "pools-knockout", names, tournament.Settings(pool_size=4, advance=2))
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        view = host(qtbot, w, ScoreTableView, event_id, "Table")
        for pool in ("Pool A", "Pool B"):
            assert named(view, f"{pool} table").rowCount() == 4
            qtbot.waitUntil(lambda p=pool: named(view, f"{p} crosstable").rowCount() == 4, timeout=3000)
        assert "seeded once every pool match has a result" in knockout_note(view)
        assert not named(view, "Next round").isVisible()
    with Club.open(path) as club:  # the pools were played at the tables
        while ready := [m for m in tournament.event_view(club, event_id).matches if m.status == "ready" and m.bracket != "winners"]:
            tournament.report_result(club, event_id, ready[0].id, [1, 2])
    with shown_window(qtbot, path) as w:
        view = host(qtbot, w, ScoreTableView, event_id, "Table")
        assert "The knockout has been seeded from the pools (4 go on)" in knockout_note(view)
        # side 1 won every game: by the Berger tables each pool's seed 1 has side 2 once, in round 3
        assert [named(view, "Pool A table").column_texts("Points")[0], named(view, "Pool B table").column_texts("Points")[0]] == ["2", "2"]


@pytest.mark.xcb
def test_a_swiss_result_by_keyboard_in_the_round_matches(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    event_id = make_event(path, "swiss", NAMES[:4], tournament.Settings(rounds=2))
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        view = host(qtbot, w, ScoreTableView, event_id, "Table")
        matches = named(view, "Round matches")
        qtbot.mouseClick(matches.viewport(), Qt.MouseButton.LeftButton, pos=matches.visualRect(matches.model().index(0, 0)).center())
        qtbot.keyClick(matches, Qt.Key.Key_Down)
        fixture_id = int(matches.item(matches.currentRow(), 0).text())
        qtbot.keyClick(matches, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: any(d.isVisible() for d in view.findChildren(ResultDialog)), timeout=3000)
        dialog = next(d for d in view.findChildren(ResultDialog) if d.isVisible())
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.won_buttons[0], timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        wait_idle(qtbot, w)
        stored = next(m for m in stored_view(path, event_id).matches if m.id == fixture_id)
        assert stored.ranks == (2, 1)
