"""Text at twice the size (issue 19: text scales with the system font size without clipping): the Matches,
Players, Teams and Seasons pages make room for their texts, in the languages whose texts are longest there.

The system's font size reaches the app as its application font, so each test doubles that font before the
window opens (the double_text fixture, as packaging/accessibility_screenshots.py does) and puts it back afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableView,
)

from tournament_app import translation
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, SideInput
from tournament_app.translation import translate
from gui_helpers import click_tab, named, open_player_page, shown_window, wait_idle

#: the widest a page may need at 200 %, so the window fits a 1920-pixel screen with its frame
MOST_WIDTH = 1900


@contextmanager
def open_club(qtbot: Any, path: Path, language: str) -> Iterator[MainWindow]:
    """The main window in ``language`` on the club file at ``path``; English again once it is closed."""
    translation.install(language)
    try:
        with shown_window(qtbot, path) as win:
            yield win
    finally:
        translation.install("en")


def tab(qtbot: Any, win: MainWindow, title: str) -> None:
    """Click the tab called ``title`` (its English text, translated) and wait for its page to load."""
    click_tab(qtbot, win, translate("shell.tabs", title).replace("&", ""))
    wait_idle(qtbot, win)


def text_room(field: QLineEdit) -> int:
    """How wide a text a line edit shows whole: its width less the frame and margins Qt puts around the text."""
    metrics = field.fontMetrics()
    plain = QLineEdit()
    plain.setFont(field.font())
    return field.width() - (plain.sizeHint().width() - 17 * metrics.horizontalAdvance("x"))


def test_matches_page_shows_whole_event_names_and_the_score_placeholder(
        qtbot: Any, tmp_path: Path, messages: Any, double_text: None) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for day in range(1, 31):  # a season of club nights: more than the list shows at once
            club.add_event(f"Club night 2024-11-{day:02d}", f"2024-11-{day:02d}")
        event_id = club.add_event("Club night 2024-12-17", "2024-12-17").id
        club.record_match([SideInput(["Amara Okafor"], 1), SideInput(["Hiroshi Tanaka"], 2)], event_id=event_id,
                          create_players=True, played_at="2024-12-17T20:00")
    with open_club(qtbot, path, "de") as win:
        tab(qtbot, win, "Matches")
        events = named(win, translate("matches.events_view", "Events"), QListWidget)
        room = events.viewport().width()
        for row in range(events.count()):
            text = events.item(row).text()
            assert events.fontMetrics().horizontalAdvance(text) < room, f"{text!r} is cut in a list {room} px wide"
        score = named(win, translate("matches.sides_panel", "Side {number} score").format(number=1), QLineEdit)
        assert score.fontMetrics().horizontalAdvance(score.placeholderText()) < text_room(score), "Ergebnis is cut"
        assert win.tabs.currentWidget().minimumSizeHint().width() <= MOST_WIDTH


def test_players_and_teams_columns_fit_their_texts(
        qtbot: Any, tmp_path: Path, messages: Any, double_text: None) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        amara = club.add_player("Amara Okafor", "North End Chess Club").id
        club.add_player("Bruno Costa", "Riverside")
        club.add_team("The Knights of the Round Table", [amara])
    with open_club(qtbot, path, "en") as win:
        tab(qtbot, win, "Players")
        players = named(win, "Players", QTableView)
        metrics = players.fontMetrics()
        for club_name in ("North End Chess Club", "Riverside"):
            assert metrics.horizontalAdvance(club_name) < players.horizontalHeader().sectionSize(1), club_name
        assert win.tabs.currentWidget().minimumSizeHint().width() <= MOST_WIDTH
        tab(qtbot, win, "Teams")
        teams = named(win, "Teams", QTableView)
        assert metrics.horizontalAdvance("The Knights of the Round Table") < teams.horizontalHeader().sectionSize(0)


def test_season_settings_show_their_buttons_and_fields_whole_in_french(
        qtbot: Any, tmp_path: Path, messages: Any, double_text: None) -> None:
    path = tmp_path / "club.sqlite"
    Club.open(path).close()
    with open_club(qtbot, path, "fr") as win:
        tab(qtbot, win, "Seasons")
        page = win.tabs.currentWidget()
        for name in ("New season", "Delete season", "Save season"):
            button = named(page, translate("standings.season_view", name), QPushButton)
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut"
        for name in ("Add place", "Remove place", "Default scale"):
            button = named(page, translate("standings.season_form", name), QPushButton)
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut"
        counting = named(page, translate("standings.season_form", "Events that count"), QSpinBox)
        assert counting.width() >= counting.sizeHint().width(), f"{counting.text()!r} is cut"
        seasons = named(page, translate("standings.season_view", "Season"), QComboBox)
        assert seasons.width() >= seasons.sizeHint().width(), "the season list is cut"
        assert page.minimumSizeHint().width() <= MOST_WIDTH


def ink_at_right_edge(header: QHeaderView, section: int) -> bool:
    """Whether a heading's text reaches the last few pixels before the section's right border."""
    image = header.grab().toImage()
    right = header.sectionViewportPosition(section) + header.sectionSize(section) - 2  # the border line's left
    background = image.pixelColor(right - 4, 1).lightness()  # above the text, inside the section
    for x in range(right - 3, right):
        for y in range(image.height()):
            if image.pixelColor(x, y).lightness() < background - 80:
                return True
    return False


def test_right_aligned_history_headings_keep_off_the_next_column(
        qtbot: Any, tmp_path: Path, messages: Any, double_text: None) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.record_match([SideInput(["Amara Okafor"], 1), SideInput(["Hiroshi Tanaka"], 2)], create_players=True)
    with open_club(qtbot, path, "en") as win:
        open_player_page(qtbot, win, "Amara Okafor")
        header = named(win, "Player's matches", QTableView).horizontalHeader()
        model = header.model()
        for section in range(header.count()):
            title = model.headerData(section, Qt.Orientation.Horizontal)
            if title in ("Before", "After", "Change"):
                assert not ink_at_right_edge(header, section), f"{title!r} touches its right border"
