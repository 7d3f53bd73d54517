"""Events: club nights and tournaments on a date, each on one leaderboard."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlite_utils.db import NotFoundError as RowNotFound

from .core import ClubCore, new_id, row_id
from .dates import normalize_moment
from ..messages import translate
from .errors import LeagueError, NotFoundError
from .leaderboards import get_leaderboard
from .model import Changes, ChangesWithId, Event
from .names import EVENT_NAME, clean_name, name_key

EVENT_KINDS = ("club night", "tournament")


def add_event(core: ClubCore, name: str, date: str, leaderboard_id: int | None = None, kind: str = "club night", notes: str | None = None) -> ChangesWithId:
    """Create a club night or tournament on a date; ``id``: the new event's."""
    name = clean_name(name, EVENT_NAME)
    _check_kind(kind)
    lb = get_leaderboard(core, leaderboard_id)
    day = normalize_moment(date)
    with core.step(translate("league.events", "New event {name}").format(name=name)), core.write() as db:
        eid = db.table("events").insert(
            {"name": name, "kind": kind, "date": day, "leaderboard_id": lb.id, "notes": notes, "created_at": core.now()}
        ).last_pk
    event_id = new_id(eid)
    return ChangesWithId(events=frozenset({event_id}), id=event_id)


def _check_kind(kind: str) -> None:
    if kind not in EVENT_KINDS:
        raise LeagueError(translate("league.events", "Unknown kind of event {kind!r} (known: {known}).").format(
            kind=kind, known=", ".join(EVENT_KINDS)))


def get_event(core: ClubCore, event_id: int) -> Event:
    """The event with this id."""
    try:
        row = core.db.table("events").get([row_id(event_id)])
    except RowNotFound:
        raise NotFoundError(translate("league.events", "There is no event with id {id}").format(id=event_id)) from None
    return _event(row)


def find_event(core: ClubCore, name: str, leaderboard_id: int | None = None) -> Event | None:
    """The most recent event with this name (in a leaderboard, if given), or None.

    Names compare by :func:`name_key` (SQL's lower() folds only ASCII: "Öl Cup" is "öl cup" here).
    """
    key = name_key(name)
    where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1=1", [])
    for row in core.db.table("events").rows_where(where, params, order_by="date desc, id desc", select="id, name"):
        if name_key(row["name"]) == key:
            return get_event(core, row["id"])
    return None


def events(core: ClubCore, leaderboard_id: int | None = None) -> list[Event]:
    """Events, newest first."""
    where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1=1", [])
    return [_event(r) for r in core.db.table("events").rows_where(where, params, order_by="date desc, id desc")]


def update_event(core: ClubCore, event_id: int, *, name: str | None = None, date: str | None = None, kind: str | None = None, notes: str | None = None) -> Changes:
    """Change an event's name, date, kind or notes (its matches keep their own times)."""
    get_event(core, event_id)
    update: dict[str, Any] = {}
    if name is not None:
        update["name"] = clean_name(name, EVENT_NAME)
    if date is not None:
        update["date"] = normalize_moment(date)
    if kind is not None:
        _check_kind(kind)
        update["kind"] = kind
    if notes is not None:
        update["notes"] = notes
    with core.step(translate("league.events", "Change event")), core.write() as db:
        db.table("events").update(event_id, update)
    return Changes(events=frozenset({event_id}))


def delete_event(core: ClubCore, event_id: int) -> Changes:
    """Delete an event that has no matches."""
    get_event(core, event_id)
    if core.db.execute("SELECT 1 FROM matches WHERE event_id = ? LIMIT 1", [event_id]).fetchone():
        raise LeagueError(translate("league.events", "This event has matches; delete or move them first"))
    with core.step(translate("league.events", "Delete event")), core.write() as db:
        # the club night kept for the event goes with it (a new event could get its id again)
        for table in ("drawn_matches", "drawn_rounds", "night_tables", "attendance"):
            db.execute(f"DELETE FROM {table} WHERE event_id = ?", [event_id])
        db.execute("DELETE FROM events WHERE id = ?", [event_id])
    return Changes(events=frozenset({event_id}))


def _event(row: Mapping[str, Any]) -> Event:
    return Event(row["id"], row["name"], row["kind"], row["date"], row["leaderboard_id"], row["notes"])

