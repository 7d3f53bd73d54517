"""Issue 19, text at 200%: the event page of a club night fits a 1920-pixel screen with the application font
doubled (what a larger system font does), and its tiles grow with the font instead of cutting names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, night
from gui_helpers import activate, click_tab, make_night_club, named, shown_window, wait_idle

NAMES = ["Amara Okafor-Whitfield", "Hiroshi Tanaka", "Maximiliane Grünewald", "Bartholomew Lindqvist", "Ines Moreau",
         "Jonas Becker", "Rosa Jiménez", "Quinn Taylor", "Kavya Iyer", "Oskar Nilsson", "Priya Sharma", "Liam O'Brien"]


@pytest.fixture
def night_file(tmp_path: Path) -> Path:
    """Twelve players, all checked in; three tables; round 1 started; round 2 drawn (DYP, the longest mode title)."""
    path = make_night_club(tmp_path / "club.sqlite", NAMES, rated=6)
    with Club.open(path) as club:
        event = club.find_event("Tuesday")
        assert event is not None
        for player in club.players():
            night.check_in(club, event.id, player.id)
        for n in (1, 2, 3):
            night.add_table(club, event.id, f"Table {n}")
        night.draw_next_round(club, event.id, "rotating", seed=1)
        night.start_round(club, event.id, 1)
        night.draw_next_round(club, event.id, "dyp", seed=2)
    return path


@pytest.fixture
def win(qtbot: Any, double_text: None, night_file: Path, messages: Any) -> Iterator[MainWindow]:
    """The main window with the application font doubled (restored afterwards), on the Event tab."""
    with shown_window(qtbot, night_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        wait_idle(qtbot, w)
        yield w


def show_page(qtbot: Any, w: MainWindow, title: str) -> Any:
    """Click the event page's tab called ``title``; returns the page."""
    pages = w.night_view.pages
    bar = pages.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: pages.currentIndex() == index, timeout=3000)
    return pages.currentWidget()


def test_the_event_page_fits_a_1920_screen_at_200_percent(qtbot: Any, win: MainWindow) -> None:
    # German and French run about a fifth longer than English: English must leave that room
    for title in ("Check-in", "Rounds", "Tables"):
        page = show_page(qtbot, win, title)
        assert win.minimumSizeHint().width() <= 1920, title
        assert win.night_view.minimumSizeHint().width() <= 1600, title
        for label in page.findChildren(QLabel):
            if label.isVisible() and len(label.text()) > 60:
                assert label.wordWrap(), f"{title}: {label.text()!r} can't wrap"


def test_check_in_tiles_grow_with_the_font_so_every_name_fits(qtbot: Any, win: MainWindow) -> None:
    show_page(qtbot, win, "Check-in")
    people = named(win, "Players to check in")
    metrics = people.fontMetrics()
    for name in NAMES:
        item = win.night_view.checkin.item_for(name)
        assert item is not None
        tile = people.visualItemRect(item)
        assert metrics.horizontalAdvance(name) <= tile.width() - 2 * metrics.averageCharWidth(), name
        assert tile.height() >= 2 * metrics.lineSpacing(), name  # the name and "✔ here"


def test_table_tiles_sit_side_by_side_only_as_far_as_they_fit(qtbot: Any, win: MainWindow) -> None:
    show_page(qtbot, win, "Tables")
    tables = win.night_view.tables
    buttons = list(tables.table_buttons.values())
    assert len(buttons) == 3
    box = win.night_view.tables.tables_box
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
        right = button.mapTo(box, button.rect().topRight()).x()
        assert right <= box.width(), button.text()
    for title in ("Tables", "Rounds"):
        page = show_page(qtbot, win, title)
        for button in page.findChildren(QPushButton):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width(), f"{title}: {button.text()!r}"
