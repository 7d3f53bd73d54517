"""The Seasons tab as a person uses it: type a season, see its table, count the best N with the keys, export,
print, show it on the presenter, and undo with Ctrl+Z."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from tournament_app.gui.common import printing
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.standings import season_form, season_view
from tournament_app.league import Club, SideInput, list_seasons
from gui_helpers import activate, click_tab, named, press, shown_window, type_into, wait_idle
from widget_input import type_date

#: three club nights of 2024: (day, finishing order)
NIGHTS = (("2024-01-09", "Ann,Bob,Cy"), ("2024-02-13", "Bob,Ann,Cy"), ("2024-03-12", "Ann,Cy,Bob"))


def _nights_club(path: Path) -> Path:
    """A club file with the three club nights of NIGHTS played (everyone against everyone, in finishing order)."""
    with Club.open(path) as club:
        for day, order in NIGHTS:
            event_id = club.add_event(f"Night {day}", day).id
            a, b, c = order.split(",")
            for x, y in ((a, b), (a, c), (b, c)):
                club.record_match([SideInput([x], 1), SideInput([y], 2)], event_id=event_id, create_players=True,
                                  played_at=f"{day}T20:00")
    return path


@pytest.fixture
def w(qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The window on a club with three club nights played in 2024; today is 2024-05-01."""
    monkeypatch.setattr(season_form, "clock", lambda: QDate(2024, 5, 1))
    with shown_window(qtbot, _nights_club(tmp_path / "club.sqlite")) as win:
        yield win


def table_rows(win: MainWindow) -> list[tuple[str, ...]]:
    """The season table as shown: each row's cells."""
    model = named(win, "Season table").model()
    return [tuple(model.data(model.index(r, c)) for c in range(5)) for r in range(model.rowCount())]


def type_keys(qtbot: Any, text: str) -> None:
    """Type on the keyboard: each key goes to the widget that has the focus then (a typed key may open an editor)."""
    for char in text:
        qtbot.keyClick(QApplication.focusWidget(), char)


def edit_cell(qtbot: Any, points: Any, row: int, text: str) -> None:
    """Click a place's cell of the points list, type over it, Enter."""
    rect = points.visualItemRect(points.item(row, 0))
    qtbot.mouseClick(points.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    type_keys(qtbot, text)  # the first key opens the cell's editor with it, replacing what it held
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: points.state() == QAbstractItemView.State.NoState, timeout=3000)  # the editor closes


def create_spring(qtbot: Any, win: MainWindow) -> None:
    """Seasons tab, type a name and the last day, Enter."""
    activate(qtbot, win)
    click_tab(qtbot, win, "Seasons")
    wait_idle(qtbot, win)
    type_into(qtbot, named(win, "Season name"), "Spring 2024")
    type_date(qtbot, named(win, "Season ends"), "2024-06-30")
    qtbot.keyClick(named(win, "Season ends"), Qt.Key.Key_Return)
    wait_idle(qtbot, win)


@pytest.mark.xcb
def test_type_a_season_count_the_best_two_export_and_undo(qtbot: Any, w: MainWindow, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    create_spring(qtbot, w)
    assert w.season_view.season_box.currentText() == "Spring 2024"
    assert table_rows(w) == [("1", "Ann", "68", "3", "1st, 1st, 2nd"), ("2", "Bob", "58", "3", "1st, 2nd, 3rd"),
                             ("3", "Cy", "48", "3", "2nd, 3rd, 3rd")]
    assert w.season_view.summary.text().startswith("3 events of Default from 1/1/24 to 6/30/24 with results")  # the locale's dates
    assert w.undo_action.text().replace("&", "") == "Undo New season Spring 2024"

    # only the best two events count: two presses of Up from "all events", Enter
    best = named(w, "Events that count")
    assert best.text() == "all events"
    qtbot.mouseClick(best, Qt.MouseButton.LeftButton)
    qtbot.keyClick(best, Qt.Key.Key_Up)
    qtbot.keyClick(best, Qt.Key.Key_Up)
    assert best.text() == "best 2"
    qtbot.keyClick(best, Qt.Key.Key_Return)
    wait_idle(qtbot, w)
    assert table_rows(w) == [("1", "Ann", "50", "2", "1st, 1st"), ("2", "Bob", "43", "2", "1st, 2nd"),
                             ("3", "Cy", "33", "2", "2nd, 3rd")]
    assert w.club is not None and [s.best for s in list_seasons(w.club)] == [2]

    # Export CSV…: the OS file dialog answers with a path
    target = tmp_path / "spring.csv"
    monkeypatch.setattr(season_view.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.mouseClick(named(w, "Export season"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    with target.open(encoding="utf-8-sig", newline="") as fh:
        assert list(csv.reader(fh)) == [["place", "name", "points", "events", "best", "played"],
                                        ["1", "Ann", "50", "2", "1 1", "3"], ["2", "Bob", "43", "2", "1 2", "3"],
                                        ["3", "Cy", "33", "2", "2 3", "3"]]
    assert w.season_view.message.text() == f"Exported 3 players to {target}."

    # Ctrl+Z: every event counts again, the form says so too; again: the season is gone
    qtbot.mouseClick(named(w, "Season table").viewport(), Qt.MouseButton.LeftButton)
    press(qtbot, w, "Ctrl+Z")
    wait_idle(qtbot, w)
    assert [row[2] for row in table_rows(w)] == ["68", "58", "48"]
    assert best.text() == "all events"
    press(qtbot, w, "Ctrl+Z")
    wait_idle(qtbot, w)
    assert list_seasons(w.club) == []
    assert w.season_view.season_box.count() == 0 and table_rows(w) == []
    assert named(w, "Save season").text() == "Create season"
    press(qtbot, w, "Ctrl+Shift+Z")
    wait_idle(qtbot, w)
    assert w.season_view.season_box.currentText() == "Spring 2024" and len(table_rows(w)) == 3


@pytest.mark.xcb
def test_a_bad_season_is_refused_in_words_and_nothing_is_saved(qtbot: Any, w: MainWindow) -> None:
    activate(qtbot, w)
    click_tab(qtbot, w, "Seasons")
    wait_idle(qtbot, w)
    type_into(qtbot, named(w, "Season name"), "Backwards")
    type_date(qtbot, named(w, "Season starts"), "2024-07-01")
    type_date(qtbot, named(w, "Season ends"), "2024-03-01")
    qtbot.mouseClick(named(w, "Save season"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    assert w.season_view.message.text() == (
        "The season starts on 2024-07-01, after it ends on 2024-03-01: the start must come first.")
    assert w.club is not None and list_seasons(w.club) == []
    # a point that is not a number: the place is named
    type_date(qtbot, named(w, "Season starts"), "2024-01-01")
    type_date(qtbot, named(w, "Season ends"), "2024-12-31")
    edit_cell(qtbot, named(w, "Points per place"), 1, "x")
    qtbot.mouseClick(named(w, "Save season"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    assert w.season_view.message.text() == "The points for 2nd place ('x') are not a number."
    assert list_seasons(w.club) == []


@pytest.mark.xcb
def test_edit_the_scale_print_and_show_on_the_presenter(qtbot: Any, w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    create_spring(qtbot, w)
    points = named(w, "Points per place")
    # the winner's points: click the first place's cell, type 30, Enter; drop the places below 3rd
    edit_cell(qtbot, points, 0, "30")
    assert points.item(0, 0).text() == "30"
    for _ in range(7):
        qtbot.mouseClick(named(w, "Remove place"), Qt.MouseButton.LeftButton)
    assert points.rowCount() == 3
    qtbot.mouseClick(named(w, "Save season"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    assert w.season_view.message.text() == "Saved the season 'Spring 2024'."
    assert [row[2] for row in table_rows(w)] == ["78", "63", "48"]  # Ann 30+18+30, Bob 18+30+15, Cy 15+15+18
    assert w.undo_action.text().replace("&", "") == "Undo Change season Spring 2024"

    opened: list[Any] = []
    monkeypatch.setattr(printing, "show_preview", lambda printout, parent=None: opened.append(printout))
    qtbot.mouseClick(named(w, "Print season"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)
    (printout,) = opened
    assert printout.title == "Season — Spring 2024"
    assert "Points per place: 30, 18, 15." in printout.note

    qtbot.mouseClick(named(w, "Show season on presenter"), Qt.MouseButton.LeftButton)
    presenter = w.season_view.presenter
    assert presenter is not None and presenter.isVisible()
    assert presenter.heading.text() == "Spring 2024 · Default"
    assert presenter.standings.shown_text() == ["1. Ann 78 pts 1st, 1st, 2nd", "2. Bob 63 pts 1st, 2nd, 3rd",
                                                "3. Cy 48 pts 2nd, 3rd, 3rd"]
    presenter.close()


def test_the_season_sheet_repeats_its_headings_on_every_page(qapp: Any) -> None:
    import io
    import math

    import pypdf
    from PySide6.QtCore import QDate, QLocale

    from tournament_app.league import Season, SeasonLine, SeasonResult, SeasonTable
    from tournament_app.printouts import pdf_bytes
    from tournament_app.printouts.season_sheet import SeasonPrintout

    def day(*ymd: int) -> str:
        return QLocale().toString(QDate(*ymd), QLocale.FormatType.ShortFormat)

    season = Season(1, "Season 2024", 1, "2024-01-01", "2024-12-31", 5, (25, 18, 15, 12, 10, 8, 6, 4, 2, 1))
    lines = tuple(SeasonLine(n, n, f"Player {n:03d}", 100.0 - n / 2, (SeasonResult(1, "Night", "2024-01-09", n % 9 + 1, 1.5),),
                             2) for n in range(1, 101))
    data, pages = pdf_bytes(SeasonPrintout(SeasonTable(season, "Default", lines, ((1, "Night", "2024-01-09"),), ()),
                                           "club.sqlite", date="2024-05-01"))
    text = [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(io.BytesIO(data)).pages]
    per_page = 41  # the standings' 42 rows of A4, less the note line
    assert pages == len(text) == math.ceil(100 / per_page)
    for n, page in enumerate(text):
        # the printed dates follow the app's locale (issue 19)
        assert page.startswith(f"Season — Season 2024 club.sqlite · Default · {day(2024, 1, 1)} to {day(2024, 12, 31)} · 2024-05-01 "
                               "1 event with results; best 5 events count. Points per place: 25, 18, 15, 12, 10, 8, 6, 4, 2, 1. "
                               "# Player Points Events Counted results")
        assert f"Page {n + 1} of {pages}" in page
    assert "1 Player 001 99.5 1 2nd" in text[0] and "42 Player 042 79 1 7th" in text[1]


def test_the_season_reads_in_german_dates_places_and_sentences(qtbot: Any, tmp_path: Path, messages: Any,
                                                                german: None) -> None:
    """Issue 19: the summary and the counted places follow the language (it was an English f-string with ISO dates)."""
    from tournament_app.league import create_season

    path = _nights_club(tmp_path / "club.sqlite")
    with Club.open(path) as club:
        # made while the app speaks German: the club's first leaderboard is called "Standard" (issue 29)
        create_season(club, "Frühjahr 2024", "Standard", "2024-01-01", "2024-06-30", best=2)
    with shown_window(qtbot, path) as win:
        click_tab(qtbot, win, "Saisons")
        wait_idle(qtbot, win)
        summary = win.season_view.summary.text()
        assert summary.startswith("3 Veranstaltungen von Standard vom 01.01.24 bis 30.06.24 mit Ergebnissen; "
                                  "es zählen die besten 2 jedes Spielers."), summary
        model = named(win, "Saisontabelle").model()
        assert model.data(model.index(0, 4)) == "1., 1."
