"""The event's Standings tab in German shows 'noch dabei' and 1,5, while its exported CSV keeps English and '.'."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from event_builders import played_event
from event_widget_helpers import host, stored_view
from gui_helpers import activate, shown_window, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tournament_app.gui.tournament.standings_view import StandingsView
from tournament_app.league import Club, tournament


def exported(qtbot: Any, path: Path, event_id: int, out: Path, monkeypatch: pytest.MonkeyPatch
             ) -> tuple[list[list[str]], list[list[str]]]:
    """The Standings tab on the club file at ``path``, hosted in the main window: the rows it shows,
    and the rows of the CSV its Export CSV… button wrote (clicked as a person does; the save dialog answers ``out``)."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        page = host(qtbot, w, StandingsView, event_id, "Standings")
        table = shown(page)
        assert page.export_button.isEnabled()
        qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(out.exists, timeout=10000)
        wait_idle(qtbot, w)
    with out.open(encoding="utf-8-sig", newline="") as fh:
        return table, list(csv.reader(fh))


def shown(page: StandingsView) -> list[list[str]]:
    table = page.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_german_knockout_under_way_exports_still_in_in_english(qtbot: Any, tmp_path: Path, german: None, messages: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "single-elimination", 8, results=4)
    view = stored_view(path, event_id)
    table, rows = exported(qtbot, path, event_id, tmp_path / "cup.csv", monkeypatch)
    still_in = [line.name for line in view.standings if line.still_in]
    assert len(still_in) == 4
    assert [r[0] for r in table if r[1] in still_in] == ["noch dabei"] * 4
    assert rows[0][:2] == ["place", "name"]
    assert [r[0] for r in rows[1:] if r[1] in still_in] == ["still in"] * 4


def test_a_german_swiss_shows_a_decimal_comma_and_exports_a_point(qtbot: Any, tmp_path: Path, german: None, messages: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "swiss", 4, results=0)
    with Club.open(path) as club:
        first, second = tournament.event_view(club, event_id).matches[:2]
        tournament.report_result(club, event_id, first.id, [1, 1])  # a draw: half a point each
        tournament.report_result(club, event_id, second.id, [1, 2])
    table, rows = exported(qtbot, path, event_id, tmp_path / "swiss.csv", monkeypatch)
    points = rows[0].index("points")
    assert sorted(r[points] for r in rows[1:]) == ["0", "0.5", "0.5", "1"]
    assert sorted(r[points] for r in table) == ["0", "0,5", "0,5", "1"]
    assert all("," not in cell for r in rows for cell in r)
