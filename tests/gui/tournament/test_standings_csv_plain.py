"""The event's Standings tab in German shows 'noch dabei' and 1,5, while its exported CSV keeps English and '.'."""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from event_builders import played_event
from PySide6.QtWidgets import QFileDialog

from tournament_app import translation
from tournament_app.gui.tournament.standings_view import StandingsView
from tournament_app.league import Club, tournament


@pytest.fixture
def german(qapp: Any) -> Iterator[None]:
    translation.install("de")
    try:
        yield
    finally:
        translation.install("en")


class Worker:
    """Runs a submitted job at once (the window's worker runs it on its thread)."""

    def __init__(self, club: Club) -> None:
        self.club = club

    def submit(self, job: Callable[[Any, Any], Any], done: Callable[[Any], None], failed: Callable[[BaseException], None],
               **_kwargs: Any) -> None:
        done(job(self.club, None))


def exported(qtbot: Any, view: tournament.EventView, club: Club, out: Path, monkeypatch: pytest.MonkeyPatch
             ) -> tuple[StandingsView, list[list[str]]]:
    """The tab showing ``view``, and the rows of the CSV its Export CSV… wrote."""
    page = StandingsView(SimpleNamespace(ops=SimpleNamespace(worker=Worker(club))))  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.show_event(view)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    page.export_csv()
    with out.open(encoding="utf-8-sig", newline="") as fh:
        return page, list(csv.reader(fh))


def shown(page: StandingsView) -> list[list[str]]:
    table = page.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_german_knockout_under_way_exports_still_in_in_english(qtbot: Any, tmp_path: Path, german: None,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "single-elimination", 8, results=4)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
        page, rows = exported(qtbot, view, club, tmp_path / "cup.csv", monkeypatch)
    still_in = [line.name for line in view.standings if line.still_in]
    assert len(still_in) == 4
    assert [r[0] for r in shown(page) if r[1] in still_in] == ["noch dabei"] * 4
    assert rows[0][:2] == ["place", "name"]
    assert [r[0] for r in rows[1:] if r[1] in still_in] == ["still in"] * 4


def test_a_german_swiss_shows_a_decimal_comma_and_exports_a_point(qtbot: Any, tmp_path: Path, german: None,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "swiss", 4, results=0)
    with Club.open(path) as club:
        first, second = tournament.event_view(club, event_id).matches[:2]
        tournament.report_result(club, event_id, first.id, [1, 1])  # a draw: half a point each
        tournament.report_result(club, event_id, second.id, [1, 2])
        view = tournament.event_view(club, event_id)
        page, rows = exported(qtbot, view, club, tmp_path / "swiss.csv", monkeypatch)
    points = rows[0].index("points")
    assert sorted(r[points] for r in rows[1:]) == ["0", "0.5", "0.5", "1"]
    assert sorted(r[points] for r in shown(page)) == ["0", "0,5", "0,5", "1"]
    assert all("," not in cell for r in rows for cell in r)
