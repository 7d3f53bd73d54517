"""Issue 14, item 3: a hand-entered match is played when it is saved, unless the organizer set a time."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tournament_app.gui.matches import played_field
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import Clock, activate, click_list_item, click_tab, named, type_into, type_match, type_time

pytestmark = pytest.mark.xcb


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock("2024-05-02 02:57")
    monkeypatch.setattr(played_field, "clock", fake)
    return fake


def stored_times(window: MainWindow) -> list[str]:
    return [m.played_at for m in sorted(window.club.matches(), key=lambda m: m.id)]


def test_a_match_is_played_when_it_is_saved_not_when_the_form_was_shown(
    qtbot: Any, window: MainWindow, clock: Clock, idle: Any
) -> None:
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    played = named(window, "Played")
    assert played.dateTime().toString("HH:mm") == "02:57"
    clock.set("2024-05-02 03:01")  # the organizer looks up the result for four minutes
    type_into(qtbot, named(window, "Side 1 players"), "Ann, Bob")
    type_into(qtbot, named(window, "Side 2 players"), "Cid, Dee")
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_Return)
    idle()
    assert stored_times(window) == ["2024-05-02T03:01:00"]
    clock.set("2024-05-02 03:09")
    type_match(qtbot, window, ["Ann", "Cid"])
    assert stored_times(window) == ["2024-05-02T03:01:00", "2024-05-02T03:09:00"]
    assert played.dateTime().toString("HH:mm") == "03:09"  # the field shows the time the next match gets


def test_an_earlier_time_typed_says_how_many_later_matches_are_re_rated(
    qtbot: Any, window: MainWindow, clock: Clock, idle: Any
) -> None:
    for when, sides in (("2024-05-02 20:00", ["Ann", "Bob"]), ("2024-05-02 20:10", ["Bob", "Cid"]),
                        ("2024-05-02 20:20", ["Cid", "Ann"])):
        clock.set(when)
        type_match(qtbot, window, sides)
    clock.set("2024-05-02 20:30")
    note = window.events_view.form.time_note
    assert not note.isVisible()
    type_into(qtbot, named(window, "Side 1 players"), "Dee")
    type_into(qtbot, named(window, "Side 2 players"), "Ann")
    type_time(qtbot, named(window, "Played"), "2024-05-02 20:05")
    idle()
    assert note.isVisible()
    assert note.text() == "2 later matches will be re-rated: they were played after the time you set."
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_Return)
    idle()
    assert stored_times(window)[-1] == "2024-05-02T20:05:00"
    assert "replayed 2 later matches" in window.statusBar().currentMessage()
    assert not note.isVisible()  # the next match is played now again
    assert named(window, "Played").dateTime().toString("yyyy-MM-dd HH:mm") == "2024-05-02 20:30"


def test_a_later_time_typed_says_nothing(qtbot: Any, window: MainWindow, clock: Clock, idle: Any) -> None:
    clock.set("2024-05-02 20:00")
    type_match(qtbot, window, ["Ann", "Bob"])
    type_into(qtbot, named(window, "Side 1 players"), "Cid")
    type_into(qtbot, named(window, "Side 2 players"), "Ann")
    type_time(qtbot, named(window, "Played"), "2024-05-02 21:15")
    idle()
    assert not window.events_view.form.time_note.isVisible()
    qtbot.keyClick(named(window, "Side 2 players"), Qt.Key.Key_Return)
    idle()
    assert stored_times(window)[-1] == "2024-05-02T21:15:00"


def test_a_night_past_midnight_keeps_the_clock_an_old_event_its_day(
    qtbot: Any, window: MainWindow, clock: Clock, idle: Any
) -> None:
    window.worker.submit(lambda club, _c: [club.add_event("Old night", "2024-04-06"), club.add_event("Wednesday", "2024-05-01")], None)
    idle()
    window.events_view.refresh()
    idle()
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    events = named(window, "Events")
    clock.set("2024-05-02 00:40")  # Wednesday's night goes on past midnight
    click_list_item(qtbot, events, "Wednesday — 5/1/24")
    type_match(qtbot, window, ["Ann", "Bob"])
    click_list_item(qtbot, events, "Old night — 4/6/24")
    assert named(window, "Played").dateTime().toString("yyyy-MM-dd HH:mm") == "2024-04-06 00:40"
    type_match(qtbot, window, ["Cid", "Dee"])
    assert stored_times(window) == ["2024-05-02T00:40:00", "2024-04-06T00:40:00"]


def test_a_result_added_to_an_old_night_comes_after_that_nights_last_match(
    qtbot: Any, window: MainWindow, clock: Clock, idle: Any
) -> None:
    activate(qtbot, window)
    window.worker.submit(lambda club, _c: club.add_event("Old night", "2024-04-06"), None)
    idle()
    window.events_view.refresh()
    idle()
    click_tab(qtbot, window, "Matches")
    events = named(window, "Events")
    click_list_item(qtbot, events, "Old night — 4/6/24")
    for when, sides in (("2024-04-06 19:00", ["Ann", "Bob"]), ("2024-04-06 21:20", ["Cid", "Dee"])):
        type_match(qtbot, window, sides, when)
    clock.set("2024-05-02 10:15")  # weeks later, in the morning, a forgotten result turns up
    click_list_item(qtbot, events, "Old night — 4/6/24")
    idle()
    assert named(window, "Played").dateTime().toString("yyyy-MM-dd HH:mm") == "2024-04-06 21:21"
    type_match(qtbot, window, ["Ann", "Dee"])
    assert stored_times(window)[-1] == "2024-04-06T21:21:00"
    assert "replayed" not in window.statusBar().currentMessage()
