"""Issue 27, on the event page as an organizer does it: Finish now ends a tournament with the standings of the matches
played (the page says why it ended) and Ctrl+Z brings it back; Format… refuses more Swiss rounds than the entrants can
play, in the league's words, and keeps what was typed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, tournament
from tournament_app.league.tournament import Settings
from gui_helpers import front_window, make_night_club, named, press, stored_event, wait_idle
from stored_rows import logged_rows

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]


def club_with(path: Path, fmt: str, settings: Settings, *, start: bool) -> Path:
    make_night_club(path, NAMES, rated=6, events=())
    with Club.open(path) as club:
        event_id = tournament.create_event(club, "Cup", fmt, date="2024-06-01", settings=settings).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=NAMES)
        if start:
            tournament.start_event(club, event_id)
            first = next(m for m in tournament.event_view(club, event_id).matches if m.status == "ready")
            tournament.report_result(club, event_id, first.id, [1, 2], [3, 1])
    return path


@pytest.fixture
def running(tmp_path: Path) -> Path:
    """A round robin "Cup" of six, started, one result in."""
    return club_with(tmp_path / "club.sqlite", "round-robin", Settings(), start=True)


@pytest.fixture
def seeded(tmp_path: Path) -> Path:
    """A Swiss "Cup" of six entrants, not started."""
    return club_with(tmp_path / "club.sqlite", "swiss", Settings(), start=False)


@pytest.fixture
def win(qtbot: Any, request: Any, messages: Any) -> Iterator[MainWindow]:
    with front_window(qtbot, request.getfixturevalue(request.param)) as w:
        yield w


@pytest.mark.xcb
@pytest.mark.parametrize("win", ["running"], indirect=True)
def test_finish_now_ends_the_event_says_why_and_ctrl_z_brings_it_back(qtbot: Any, win: MainWindow, running: Path) -> None:
    before = logged_rows(running)
    button = named(win, "Finish now")
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = next(b for b in win.findChildren(QMessageBox) if b.isVisible())
    assert box.windowTitle() == "Finish Cup now?"
    # round 1 is drawn (3 matches, 1 played); later rounds are drawn as they come, so nothing of them is cancelled
    assert box.text() == "The final standings will be those of the matches played; 2 matches not played yet will be cancelled and not rated."
    qtbot.mouseClick(next(b for b in box.findChildren(QPushButton) if b.text() == "Finish now"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    view = stored_event(running, "Cup")
    assert view.finished and view.ended_early == "organizer"
    assert sum(m.status == "done" for m in view.matches) == 1 and sum(m.status == "cancelled" for m in view.matches) == 2
    line = named(win, "Event format").text()
    assert line.startswith("Round robin · 6 entrants · ended early\nFinished early by the organizer: the final standings"), line
    assert not named(win, "Finish now").isEnabled()
    assert win.ops.stack.undoText() == "Finish Cup now"

    press(qtbot, win, "Ctrl+Z")
    wait_idle(qtbot, win)
    assert logged_rows(running) == before, "the event is back exactly as it was"
    assert not stored_event(running, "Cup").finished
    assert named(win, "Finish now").isEnabled()
    assert "ended" not in named(win, "Event format").text()


@pytest.mark.parametrize("win", ["running"], indirect=True)
def test_cancel_in_the_question_changes_nothing(qtbot: Any, win: MainWindow, running: Path) -> None:
    before = logged_rows(running)
    qtbot.mouseClick(named(win, "Finish now"), Qt.MouseButton.LeftButton)
    box = next(b for b in win.findChildren(QMessageBox) if b.isVisible())
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default button is Cancel: Enter never ends an event by mistake
    wait_idle(qtbot, win)
    assert logged_rows(running) == before


@pytest.mark.parametrize("win", ["seeded"], indirect=True)
def test_format_refuses_more_swiss_rounds_than_the_entrants_can_play(qtbot: Any, win: MainWindow, seeded: Path) -> None:
    assert not named(win, "Finish now").isEnabled(), "nothing to finish before the start"
    qtbot.mouseClick(next(b for b in win.night_view.findChildren(QPushButton) if b.text().replace("&", "") == "Format…"), Qt.MouseButton.LeftButton)
    dialog = win.night_view.event_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    rounds = named(dialog, "Swiss rounds")
    for typed, refused in (("7", True), ("5", False)):
        qtbot.mouseClick(rounds, Qt.MouseButton.LeftButton)
        qtbot.keyClick(rounds, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(rounds, typed)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        wait_idle(qtbot, win)
        if refused:
            message = dialog.findChild(type(named(win, "Event format")), "event-dialog-message")
            assert dialog.isVisible() and message.isVisible()
            assert message.text() == ("A Swiss of 6 entrants can be played over at most 5 rounds without a rematch "
                                      "(everyone meets everyone once), not 7.")
            assert stored_event(seeded, "Cup").setup.settings.rounds is None
    assert stored_event(seeded, "Cup").setup.settings.rounds == 5
