"""Issue 14, item 12: editing a match shows the chances it had, from the ratings just before it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tournament_app.gui.matches import played_field
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import SideInput
from tournament_app.ratings import Rating
from gui_helpers import Clock, named, type_into, type_match
from stored_history import of_match, of_player


def chances(window: MainWindow) -> list[int]:
    text = window.events_view.form.prediction.text()
    assert text.startswith("Chance to win before the game"), text
    return [int(part.split(": ")[1].rstrip("%")) for part in text.split(" — ")[1].split(" · ")[0].split(", ")]


def test_editing_an_early_match_shows_the_chances_before_it(
    qtbot: Any, window: MainWindow, idle: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock("2024-05-02 19:00")
    monkeypatch.setattr(played_field, "clock", clock)
    type_match(qtbot, window, ["Cid", "Ann"])  # Cid is rated above Ann before the match to edit
    clock.set("2024-05-02 19:30")
    type_match(qtbot, window, ["Ann", "Bob"])  # the match to edit
    for when in ("2024-05-02 20:00", "2024-05-02 20:30", "2024-05-02 21:00"):
        clock.set(when)
        type_match(qtbot, window, ["Bob", "Ann"])  # later, Bob beats Ann three times
    ann, bob, cid = (window.club.find_player(n) for n in ("Ann", "Bob", "Cid"))
    first_edit = sorted(window.club.matches(), key=lambda m: m.id)[1]

    table = named(window, "Matches")
    row = next(r for r in range(table.model().rowCount()) if table.model().row(r).id == first_edit.id)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(row, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    idle()
    assert window.events_view.form.editing is not None and window.events_view.form.editing.id == first_edit.id
    model = window.club.rating_model(window.club.leaderboard().id)
    before = {pid: Rating(row[0], row[1]) for pid, row in of_match(window.club, first_edit.id).items()}
    then = model.predict_win([[before[ann.id]], [before[bob.id]]])
    assert chances(window) == [round(100 * p) for p in then]
    today = window.club.win_chances([SideInput([ann.id], 1), SideInput([bob.id], 2)])
    assert round(100 * today[0]) < round(100 * then[0])  # what the label showed before the fix

    # Cid added to Bob's side counts with his rating from before the match (after his win over Ann)
    type_into(qtbot, named(window, "Side 2 players"), "Bob, Cid")
    idle()
    cid_then = of_player(window.club, cid.id)[0][5:7]
    expected = model.predict_win([[before[ann.id]], [before[bob.id], Rating(*cid_then)]])
    assert chances(window) == [round(100 * p) for p in expected]
