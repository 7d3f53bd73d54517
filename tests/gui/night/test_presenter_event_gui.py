"""The presenter window for an event played out: the live bracket or table, paged on its timer, the podium at the end."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from event_builders import played_event
from gui_helpers import activate
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from tournament_app.gui.night.presenter import PresenterWindow
from tournament_app.league import Club, night, tournament

#: the events the presenter is looked at with: format, entrants, results played (None: to the end), settings, tables
EVENTS: dict[str, tuple[str, int, int | None, tournament.Settings, int]] = {
    "double-half": ("double-elimination", 16, 15, tournament.Settings(), 4),
    "double-ended": ("double-elimination", 16, None, tournament.Settings(), 0),
    "swiss": ("swiss", 12, 14, tournament.Settings(rounds=4), 3),
    "single-40": ("single-elimination", 40, 20, tournament.Settings(third_place=True), 4),
    "pools": ("pools-knockout", 14, 20, tournament.Settings(), 3),
}


@pytest.fixture(scope="module")
def event_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, int]]:
    """A club file per event of EVENTS (built once for the module)."""
    folder = tmp_path_factory.mktemp("presenter-events")
    out = {}
    for key, (fmt, n, results, settings, tables) in EVENTS.items():
        path = folder / f"{key}.sqlite"
        out[key] = (path, played_event(path, fmt, n, results=results, settings=settings, tables=tables))
    return out


def read_view(event_files: dict[str, tuple[Path, int]], key: str, tmp_path: Path) -> tournament.EventView:
    path, event_id = event_files[key]
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    with Club.open(copy) as club:
        return tournament.event_view(club, event_id)


@pytest.fixture
def presenter(qtbot: Any) -> Iterator[PresenterWindow]:
    window = PresenterWindow()
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    yield window


def painted(window: PresenterWindow) -> list[Any]:
    """What the board wrote on its current page (painted now)."""
    window.board.repaint()
    return window.board.drawn


def test_the_presenter_shows_the_bracket_with_results_and_the_matches_on_the_tables(
        presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-half", tmp_path)
    presenter.show_event(view)
    assert presenter.board.isVisible() and not presenter.tables.isVisible()
    assert presenter.event_page.heading.text() == "Spring Cup · Double elimination"
    assert presenter.board.page_titles() == ["Winners' bracket"]
    drawn = painted(presenter)
    winners = {d.text for d in drawn if d.role == "winner"}
    first = next(m for m in view.matches if m.bracket == "winners" and m.round == 1 and m.position == 1)
    assert first.winner in winners and all(d.bold for d in drawn if d.role == "winner")
    heads = [d.text for d in drawn if d.role == "head"]
    assert heads == ["Round 1", "Quarter-finals", "Semi-finals", "Winners' final"]
    # the matches on the tables, highlighted in the bracket and listed by table
    playing = sorted((m for m in view.matches if m.status == "playing"), key=lambda m: int(m.table or 0))
    assert len(playing) == 4
    assert presenter.event_tables.shown_text() == [f"{m.table} {' v '.join(m.entrants)}" for m in playing]  # type: ignore[arg-type]
    presenter.board.next_page()
    tags = [d.text for d in painted(presenter) if d.role == "tag"]
    assert tags == ["Table 1", "Table 2", "Table 3", "Table 4"]


def test_the_presenter_pages_to_the_losers_bracket_on_its_timer(
        qtbot: Any, presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    presenter.show_event(read_view(event_files, "double-half", tmp_path))
    assert presenter.board.pages == 2 and presenter.board.page == 0
    presenter.pager.setInterval(50)
    qtbot.waitUntil(lambda: presenter.board.page == 1, timeout=3000)
    assert presenter.board.page_titles() == ["Losers' bracket · rounds 1–3", "Losers' bracket · rounds 4–6 · Final"]
    heads = [d.text for d in painted(presenter) if d.role == "head"]
    assert heads[-3:] == ["Losers' final", "Grand final", "Reset"]
    qtbot.waitUntil(lambda: presenter.board.page == 0, timeout=3000)


@pytest.mark.xcb
def test_arrow_keys_and_page_keys_turn_the_presenters_pages(
        qtbot: Any, presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    presenter.show_event(read_view(event_files, "single-40", tmp_path))
    pages = presenter.board.pages
    assert pages == 5
    activate(qtbot, presenter)
    QTest.keySequence(presenter, QKeySequence(Qt.Key.Key_Right))
    assert presenter.board.page == 1 and presenter.board.page_titles() == ["Bracket · rounds 1–4 · part 2 of 4"]
    QTest.keySequence(presenter, QKeySequence(Qt.Key.Key_PageDown))
    assert presenter.board.page == 2
    QTest.keySequence(presenter, QKeySequence(Qt.Key.Key_Left))
    QTest.keySequence(presenter, QKeySequence(Qt.Key.Key_PageUp))
    assert presenter.board.page == 0
    QTest.keySequence(presenter, QKeySequence(Qt.Key.Key_Left))
    assert presenter.board.page == pages - 1
    assert presenter.board.page_titles() == ["Bracket · rounds 5–6"]
    assert "Third place" in [d.text for d in painted(presenter) if d.role == "head"]


@pytest.mark.parametrize("key", list(EVENTS))
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_nothing_on_the_board_is_cut_at_full_hd_or_720p(
        presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path, key: str,
        size: tuple[int, int]) -> None:
    presenter.resize(*size)
    presenter.show_event(read_view(event_files, key, tmp_path))
    board = QRectF(presenter.board.rect())
    for _ in range(presenter.board.pages):
        drawn = painted(presenter)
        assert drawn
        for d in drawn:
            assert board.contains(d.rect), (d.text, d.rect, board)
            assert d.shown == d.text, f"{d.text!r} was cut to {d.shown!r} at {size}"
        presenter.board.next_page()
    # the text is big: a name at least 1/40 of the window's height
    names = [d for d in painted(presenter) if d.role in ("name", "winner")]
    assert names and min(d.rect.height() for d in names) >= size[1] / 40


def test_the_presenter_shows_the_swiss_table_with_its_tiebreaks(
        presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "swiss", tmp_path)
    presenter.show_event(view)
    assert presenter.event_page.stage.text() == f"Round {view.rounds_drawn} of 4"
    drawn = painted(presenter)
    assert [d.text for d in drawn if d.role == "head"] == ["#", "Name", "Pts", "BH-1", "BH", "SB", "WIN"]
    names = [d.text for d in drawn if d.role == "name"]
    assert names == [line.name for line in view.standings]
    assert presenter.board._legend == "BH-1: Buchholz cut 1 · BH: Buchholz · SB: Sonneborn-Berger · WIN: wins, byes included"


def test_the_champion_and_podium_take_the_side_once_the_event_has_ended(
        presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-ended", tmp_path)
    assert view.finished and view.champion
    presenter.show_event(view)
    page = presenter.event_page
    assert page.podium.isVisible() and not presenter.event_tables.isVisible()
    assert page.podium.champion.text() == view.champion
    assert page.podium.rest.text() == "\n".join(f"{ln.place}. {ln.name}" for ln in view.standings[1:3])
    assert page.stage.text() == f"Champion: {view.champion}"


def test_no_event_or_a_club_night_shows_the_nights_tables(
        presenter: PresenterWindow, event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    presenter.show_event(read_view(event_files, "swiss", tmp_path))
    assert presenter.board.isVisible()
    presenter.show_event(None)
    assert presenter.tables.isVisible() and not presenter.board.isVisible()
    path = tmp_path / "night.sqlite"
    with Club.open(path) as club:
        tournament.create_event(club, "Thursday", "club-night")
        event_id = tournament.create_event(club, "Friday", "club-night").id
        assert event_id is not None
        view = tournament.event_view(club, event_id)
        state = night.night_state(club, event_id)
    presenter.show_event(view)
    presenter.show_state(state)
    assert presenter.tables.isVisible() and not presenter.board.isVisible()
    assert presenter.heading.text().startswith("Friday")
    # the night page comes back too when the night view loads another event than the tournament shown
    presenter.show_event(read_view(event_files, "swiss", tmp_path))
    assert presenter.board.isVisible()
    presenter.show_state(state)
    assert presenter.tables.isVisible() and not presenter.board.isVisible()
