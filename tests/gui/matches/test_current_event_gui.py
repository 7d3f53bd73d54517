"""Issue 14, item 6 (form side): the Club night tab follows and sets the window's one current event."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, click_list_item, click_tab, named, type_match


@pytest.fixture
def two_events(qtbot: Any, window: MainWindow, idle: Any) -> dict[str, int]:
    """Two club nights in the club (Thursday is the newest); their ids by name."""
    made: dict[str, int] = {}

    def add(club: Any, _c: Any) -> None:
        made["Monday"] = club.add_event("Monday", "2024-05-06").id
        made["Thursday"] = club.add_event("Thursday", "2024-05-09").id

    window.worker.submit(add, None)
    idle()
    window.events_view.refresh()
    idle()
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    return made


def event_of_matches(window: MainWindow) -> list[int | None]:
    return [m.event_id for m in sorted(window.club.matches(), key=lambda m: m.id)]


@pytest.mark.xcb
def test_the_event_clicked_in_the_list_is_where_a_typed_match_is_filed(
    qtbot: Any, window: MainWindow, idle: Any, two_events: dict[str, int]
) -> None:
    events = named(window, "Events")
    click_list_item(qtbot, events, "Monday — 5/6/24")
    assert window.ops.session.event_id == two_events["Monday"]
    type_match(qtbot, window, ["Ann", "Bob"])
    assert event_of_matches(window) == [two_events["Monday"]]
    assert events.currentItem().text() == "Monday — 5/6/24"  # still chosen after the save's refresh
    click_list_item(qtbot, events, "All matches")
    assert window.ops.session.event_id is None
    type_match(qtbot, window, ["Cid", "Dee"])
    assert event_of_matches(window) == [two_events["Monday"], None]


def test_the_list_follows_the_event_another_tab_chooses(
    qtbot: Any, window: MainWindow, idle: Any, two_events: dict[str, int]
) -> None:
    events = named(window, "Events")
    assert events.currentItem().text() == "Thursday — 5/9/24"  # the newest, as the Tonight tab starts
    window.ops.session.set_event(two_events["Monday"])  # what the Tonight tab's event box does
    assert events.currentItem().text() == "Monday — 5/6/24"
    idle()
    type_match(qtbot, window, ["Ann", "Bob"])
    assert event_of_matches(window) == [two_events["Monday"]]


@pytest.mark.xcb
def test_editing_a_match_can_move_it_to_another_event(
    qtbot: Any, window: MainWindow, idle: Any, two_events: dict[str, int]
) -> None:
    events = named(window, "Events")
    click_list_item(qtbot, events, "Monday — 5/6/24")
    type_match(qtbot, window, ["Ann", "Bob"])
    table = named(window, "Matches")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    event_box = named(window, "Event")  # shown while a match is edited
    assert event_box.currentText() == "Monday — 5/6/24"
    qtbot.mouseClick(event_box, Qt.MouseButton.LeftButton)  # opens the list of events
    popup = event_box.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    qtbot.keyClick(popup, Qt.Key.Key_Up)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert event_box.currentText() == "Thursday — 5/9/24"
    qtbot.keyClick(named(window, "Side 1 players"), Qt.Key.Key_Return)
    idle()
    assert event_of_matches(window) == [two_events["Thursday"]]
    assert not event_box.isVisible()  # back to a new match
    assert window.events_view.matches.rowCount() == 0  # Monday has no match left
