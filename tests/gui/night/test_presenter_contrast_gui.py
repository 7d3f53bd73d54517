"""The presenter's high contrast: H or the button switches it, it is remembered, and every colour it shows
text in has at least 7:1 against its background (WCAG AAA)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from gui_helpers import named, press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tournament_app.gui.night.presenter import PresenterWindow, rating_change_text
from tournament_app.gui.standings.season_presenter import SeasonPresenter
from tournament_app.palette import contrast


@pytest.fixture
def presenter(qtbot: Any) -> Iterator[PresenterWindow]:
    window = PresenterWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window


def label_colours(window: Any) -> set[str]:
    """The colours the window's visible labels are written in (from their style sheets)."""
    default = re.search(r"QLabel \{ color:\s*(#[0-9a-fA-F]{6})", window.styleSheet())
    found = set()
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text():
            match = re.search(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})", label.styleSheet()) or default
            found.add(match.group(1).lower() if match else None)
    return found


def background(window: Any) -> str:
    match = re.search(r"background:\s*(#[0-9a-fA-F]{6})", window.styleSheet())
    assert match
    return match.group(1).lower()


def test_h_and_the_button_switch_high_contrast_and_the_choice_is_remembered(qtbot: Any, presenter: PresenterWindow) -> None:
    button = named(presenter, "High contrast")
    assert not presenter.high_contrast and not button.isChecked()
    press(qtbot, presenter, "H")
    assert presenter.high_contrast and button.isChecked()
    assert background(presenter) == "#000000"
    again = PresenterWindow()  # the next presenter, or the next start, opens in high contrast
    qtbot.addWidget(again)
    assert again.high_contrast
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not presenter.high_contrast
    season = SeasonPresenter()
    qtbot.addWidget(season)
    assert not season.high_contrast
    season.show()
    qtbot.waitExposed(season)
    press(qtbot, season, "H")
    assert season.high_contrast and background(season) == "#000000"


def test_every_text_colour_in_high_contrast_has_seven_to_one(qtbot: Any, presenter: PresenterWindow) -> None:
    press(qtbot, presenter, "H")
    rows = [[("1.", "muted"), ("Ann Lee", "text"), ("3 pts", "accent"), ("3 gm", "muted"), (rating_change_text(12, True), "up")],
            [("2.", "muted"), ("Bob Stone", "text"), ("0 pts", "accent"), ("3 gm", "muted"), (rating_change_text(-8, True), "down")],
            [("3.", "muted"), ("Cid Moreau", "text"), ("1 pt", "accent"), ("3 gm", "muted"), (rating_change_text(0, True), "muted")]]
    presenter.standings.set_rows(rows, "—")
    presenter.tables.set_rows([[("Table 1", "accent"), ("free", "muted")]], "—")
    qtbot.waitUntil(lambda: any(label.isVisible() and label.text() == "Cid Moreau"
                                for label in presenter.standings.findChildren(QLabel)))
    black = background(presenter)
    colours = label_colours(presenter)
    assert None not in colours and len(colours) >= 4, colours
    for colour in colours:
        assert contrast(colour, black) >= 7.0, colour
    board = presenter.board.paint_style  # the bracket and table drawn on the event page
    fill = board.box_fill.name()
    for colour in (board.ink, board.muted, board.accent, board.playing, board.ready, board.alert):
        assert contrast(colour.name(), fill) >= 7.0 and contrast(colour.name(), board.shade.name()) >= 7.0, colour.name()
    for pill in (board.playing, board.ready, board.alert):  # a status tag: dark text on its colour
        assert contrast(board.tag_ink.name(), pill.name()) >= 7.0
    assert board.weight >= 2.0, "lines twice as thick"


def test_rating_changes_say_up_or_down_in_text_not_colour_alone() -> None:
    assert rating_change_text(12, True) == "+12 ↑"
    assert rating_change_text(-8, True) == "−8 ↓"
    assert rating_change_text(0.04, False) == "±0"
