"""The night's tables and the queue: adding, renaming, taking out of use, ordering, calling matches to free tables."""

from __future__ import annotations

from ...messages import translate
from ..club import Club
from ..errors import LeagueError
from ..model import Changes, ChangesWithId
from ..names import TABLE_NAME, clean_name, name_key
from .reading import attendance, find_table, live_matches, table_rows
from .values import now_text


def add_table(club: Club, event_id: int, name: str) -> ChangesWithId:
    """Add a table at the end of the event's list (a queued match is called to it); ``id``: the table's."""
    name = clean_name(name, TABLE_NAME)
    club.event(event_id)
    if any(name_key(t.name) == name_key(name) for t in table_rows(club, event_id)):
        raise LeagueError(translate("league.night.tables_queue", "There is already a table called '{name}'.").format(name=name))
    with club.step(translate("league.night.tables_queue", "Add table {name}").format(name=name)), club.transaction():
        pos = club.db.execute("SELECT coalesce(max(position), 0) + 1 FROM night_tables WHERE event_id = ?", [event_id]).fetchone()[0]
        tid = int(club.db.table("night_tables").insert(  # type: ignore[arg-type]
            {"event_id": event_id, "name": name, "active": 1, "position": pos}).last_pk)
        fill_tables(club, event_id)
    return ChangesWithId(events=frozenset({event_id}), id=tid)


def room_tables(club: Club, *, leaving_out: int | None = None) -> tuple[int, str, tuple[str, ...]] | None:
    """The tables of the newest event that has any, other than ``leaving_out``: the room's tables, which the
    next event is set up with again (its id, its name, the tables' names in calling order); None if no event
    had tables yet."""
    row = club.db.execute("SELECT max(event_id) FROM night_tables WHERE event_id IS NOT ?", [leaving_out]).fetchone()
    if row is None or row[0] is None:
        return None
    event = club.event(int(row[0]))
    return event.id, event.name, tuple(t.name for t in table_rows(club, event.id))


def carry_tables(club: Club, event_id: int, from_event_id: int) -> Changes:
    """Set the event up with another event's tables (the room's): their names, calling order and use.

    A table the event has already (by name) is left as it is; one undo step.
    """
    club.event(event_id)
    source = club.event(from_event_id)
    have = {name_key(t.name) for t in table_rows(club, event_id)}
    with club.step(translate("league.night.tables_queue", "Tables of {name}").format(name=source.name)), club.transaction():
        pos = club.db.execute("SELECT coalesce(max(position), 0) FROM night_tables WHERE event_id = ?", [event_id]).fetchone()[0]
        for table in table_rows(club, from_event_id):
            if name_key(table.name) in have:
                continue
            pos += 1
            club.db.table("night_tables").insert({"event_id": event_id, "name": table.name, "active": int(table.active),
                                                  "position": pos})
        fill_tables(club, event_id)
    return Changes(events=frozenset({event_id}))


def rename_table(club: Club, table_id: int, name: str) -> Changes:
    """Give a table another name."""
    event_id, _t = find_table(club, table_id)
    name = clean_name(name, TABLE_NAME)
    if any(name_key(t.name) == name_key(name) and t.id != table_id for t in table_rows(club, event_id)):
        raise LeagueError(translate("league.night.tables_queue", "There is already a table called '{name}'.").format(name=name))
    with club.step(translate("league.night.tables_queue", "Rename table to {name}").format(name=name)), club.transaction():
        club.db.table("night_tables").update(table_id, {"name": name})
    return Changes(events=frozenset({event_id}))


def set_table_active(club: Club, table_id: int, active: bool) -> Changes:
    """Take a table out of use (broken) or back in; a match already on it finishes there."""
    event_id, _t = find_table(club, table_id)
    with club.step(translate("league.night.tables_queue", "Use table") if active
                   else translate("league.night.tables_queue", "Put table aside")), club.transaction():
        club.db.table("night_tables").update(table_id, {"active": int(bool(active))})
        fill_tables(club, event_id)
    return Changes(events=frozenset({event_id}))


def move_table(club: Club, table_id: int, position: int) -> Changes:
    """Move a table to ``position`` (1 = first) in the event's list; the others close up."""
    event_id, _t = find_table(club, table_id)
    order = [t.id for t in table_rows(club, event_id) if t.id != table_id]
    position = max(1, min(position, len(order) + 1))
    order.insert(position - 1, table_id)
    with club.step(translate("league.night.tables_queue", "Move table")), club.transaction():
        for pos, tid in enumerate(order, start=1):
            club.db.table("night_tables").update(tid, {"position": pos})
    return Changes(events=frozenset({event_id}))


def fill_tables(club: Club, event_id: int) -> Changes:
    """Call queued matches to free active tables.

    A match is called only when none of its players is on a table (called or
    playing) and all of them are present; otherwise the next one in the queue
    is tried. The call time is recorded.
    """
    live = live_matches(club, event_id)
    busy = {p for m in live if m.status in ("called", "playing") for side in m.player_ids for p in side}
    used = {m.table_id for m in live if m.status in ("called", "playing")}
    free = [t for t in table_rows(club, event_id) if t.active and t.id not in used]
    present = {a.player_id for a in attendance(club, event_id) if a.status == "present"}
    with club.step(translate("league.night.tables_queue", "Call matches to tables")), club.transaction():
        for m in live:
            if not free:
                break
            if m.status != "queued":
                continue
            players = {p for side in m.player_ids for p in side}
            if players & busy or not players <= present:
                continue
            table = free.pop(0)
            club.db.table("drawn_matches").update(m.id, {"status": "called", "table_id": table.id, "called_at": now_text()})
            busy |= players
    return Changes(events=frozenset({event_id}))
