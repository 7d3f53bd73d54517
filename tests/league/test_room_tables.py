"""Issue 29: the room's tables (the newest event's that has any) carried to a new event, in one undo step."""

from __future__ import annotations

from tournament_app.league import Club, night


def test_a_new_event_takes_the_rooms_tables_in_order_and_use(club: Club) -> None:
    first = club.add_event("Saturday", "2024-06-01").id
    for name in ("1", "2", "Terrace"):
        night.add_table(club, first, name)
    terrace = night.tables(club, first)[2]
    night.set_table_active(club, terrace.id, False)
    later = club.add_event("Sunday", "2024-06-02").id
    assert night.room_tables(club) == (first, "Saturday", ("1", "2", "Terrace"))
    assert night.room_tables(club, leaving_out=first) is None
    night.add_table(club, later, "2")  # already there: kept as it is
    night.carry_tables(club, later, first)
    tables = night.tables(club, later)
    assert [(t.name, t.active) for t in tables] == [("2", True), ("1", True), ("Terrace", False)]
    assert club.undo_history()[-1].label == "Tables of Saturday"
    club.undo()
    assert [t.name for t in night.tables(club, later)] == ["2"]
    assert night.room_tables(club) == (later, "Sunday", ("2",))  # the newest event with tables
