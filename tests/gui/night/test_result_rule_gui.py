"""Issue 29 items 1 and 9, as an organizer does it: a table card follows the league's one result rule. Nothing is
placed beforehand, the typed score decides, a contradiction is refused in words that fit what was typed, and the
dialog grows for the message instead of squashing its fields."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, night, tournament
from tournament_app.league.tournament import Settings
from gui_helpers import front_window, make_night_club, named, open_page, stored_event, wait_idle

NAMES = ["Ann", "Ben", "Cid", "Dee"]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """A single elimination "Cup" of four, started, with two tables: both first-round matches are on a table."""
    path = make_night_club(tmp_path / "club.sqlite", NAMES, rated=4, events=())
    with Club.open(path) as club:
        event_id = tournament.create_event(club, "Cup", "single-elimination", date="2024-06-01", settings=Settings()).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=NAMES)
        night.add_table(club, event_id, "Table 1")
        night.add_table(club, event_id, "Table 2")
        tournament.start_event(club, event_id)
    return path


@pytest.fixture
def win(qtbot: Any, club_file: Path, messages: Any) -> Iterator[MainWindow]:
    with front_window(qtbot, club_file) as w:
        yield w


def open_card(qtbot: Any, w: MainWindow) -> Any:
    """Click Table 1 on the Tables page; its result dialog."""
    open_page(qtbot, w, "Tables")
    table = next(t for t in w.night_view.state.tables if t.name == "Table 1")  # type: ignore[union-attr]
    qtbot.mouseClick(w.night_view.tables.table_buttons[table.id], Qt.MouseButton.LeftButton)
    dialog = w.night_view.tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def type_number(qtbot: Any, field: Any, text: str) -> None:
    """Click the field, select what it shows (Ctrl+A) and type over it."""
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def click_save(qtbot: Any, w: MainWindow, dialog: Any) -> None:
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Save"),
                     Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)


def sides_of(dialog: Any) -> list[str]:
    return [" & ".join(names) for names in dialog.match.sides]


def nothing_squashed(dialog: Any) -> None:
    """Every field at least as tall as it needs, every label shown whole."""
    for field in dialog.findChildren(QAbstractSpinBox):
        assert field.height() >= field.minimumSizeHint().height(), f"{field.accessibleName()} is squashed"
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text():
            assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"


def test_a_table_card_places_nobody_and_lets_the_typed_score_decide(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    dialog = open_card(qtbot, win)
    first, second = sides_of(dialog)
    assert [named(dialog, f"Side {n} place").text() for n in (1, 2)] == ["—", "—"], "no winner is filled in"
    type_number(qtbot, named(dialog, "Side 1 score"), "7")
    type_number(qtbot, named(dialog, "Side 2 score"), "10")
    click_save(qtbot, win, dialog)
    assert win.night_view.tables.result_dialog is None, "saved and closed"
    played = next(m for m in stored_event(club_file, "Cup").matches if set(m.entrants) == {first, second})
    assert played.winner == second and played.scores == (7.0, 10.0), "the 10 won, not the 7"
    final = next(m for m in stored_event(club_file, "Cup").matches if m.round == 2)
    assert second in final.entrants and first not in final.entrants


def test_a_table_card_refuses_places_the_score_contradicts_in_words_that_fit(
        qtbot: Any, win: MainWindow, club_file: Path) -> None:
    dialog = open_card(qtbot, win)
    first, second = sides_of(dialog)
    type_number(qtbot, named(dialog, "Side 1 score"), "7")
    type_number(qtbot, named(dialog, "Side 2 score"), "10")
    type_number(qtbot, named(dialog, "Side 1 place"), "1")  # the places the issue found filled in: 1 and 2
    type_number(qtbot, named(dialog, "Side 2 place"), "2")
    click_save(qtbot, win, dialog)
    assert dialog.isVisible()
    problem = named(dialog, "Result problem")
    assert problem.isVisible() and problem.text() == (
        f"The score 10–7 says {second} won, but {first} is given as the winner: correct the score, or choose who won.")
    nothing_squashed(dialog)
    assert all(m.status != "done" for m in stored_event(club_file, "Cup").matches), "nothing was saved"
    # "<first> won" says the same: the score still contradicts it
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert dialog.isVisible() and "says " + second + " won" in problem.text()
    assert all(m.status != "done" for m in stored_event(club_file, "Cup").matches)
    # the organizer corrects the winner: saved, and the 10 goes on
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-2"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert win.night_view.tables.result_dialog is None
    played = next(m for m in stored_event(club_file, "Cup").matches if set(m.entrants) == {first, second})
    assert played.winner == second and played.scores == (7.0, 10.0)


def test_a_level_score_in_a_knockout_asks_for_the_tiebreak_and_the_card_grows_for_it(
        qtbot: Any, win: MainWindow, club_file: Path) -> None:
    dialog = open_card(qtbot, win)
    first = sides_of(dialog)[0]
    height = dialog.height()
    type_number(qtbot, named(dialog, "Side 1 score"), "3")
    type_number(qtbot, named(dialog, "Side 2 score"), "3")
    click_save(qtbot, win, dialog)
    problem = named(dialog, "Result problem")
    # a score was entered: the words ask for the tiebreak's winner, not for the score
    assert problem.text() == "The score is level (3–3) and a knockout match can't end in a draw: choose who won the tiebreak."
    assert dialog.height() > height
    nothing_squashed(dialog)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert win.night_view.tables.result_dialog is None
    assert any(m.winner == first and m.scores == (3.0, 3.0) for m in stored_event(club_file, "Cup").matches)
