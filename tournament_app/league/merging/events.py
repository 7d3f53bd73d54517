"""Bringing in events: a new one whole (format, options, entrants, fixtures, rounds, tables, queue, check-in,
final standings), and what an event both files hold gained in the other (rounds, results at its fixtures).

An event's bracket is derived from its seeds and results (``tournament/progress.py``), so after the rows
are in, each event played out is brought in line with its results by the tournament's own ``sync``: it
comes over playable, and consistent with the matches recorded for it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..club import Club
from ..tournament.play import sync
from ..tournament.setup import Settings
from .plan import MergePlan
from .rows import IdMaps

#: the events row's columns a merge copies (its id and leaderboard are this club's)
_EVENT_COLUMNS = ("name", "kind", "date", "notes", "created_at", "draw_mode", "format", "settings", "started_at",
                  "finished_at")


def remap(value: Any, ids: Mapping[int, int]) -> Any:
    """A JSON value's whole numbers (nested lists too) through ``ids``; text (a round's label) stays."""
    if isinstance(value, list):
        return [remap(v, ids) for v in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return ids.get(value, value)
    return value


def _json(text: str | None, ids: Mapping[int, int]) -> str | None:
    return None if text is None else json.dumps(remap(json.loads(text), ids))


def write_event_rows(club: Club, plan: MergePlan, maps: IdMaps) -> None:
    """The new events' rows (before the results that name them); the events both hold map to this club's."""
    for other_id, here in plan.events.items():
        if here is not None:
            maps.events[other_id] = here
            continue
        row = plan.other.events[other_id]
        columns = ", ".join(("leaderboard_id", *_EVENT_COLUMNS))
        cursor = club.db.conn.execute(
            f"INSERT INTO events ({columns}) VALUES ({', '.join('?' * (len(_EVENT_COLUMNS) + 1))})",
            [maps.boards[int(row["leaderboard_id"])], *(row.get(c) for c in _EVENT_COLUMNS)])
        assert cursor.lastrowid is not None
        maps.events[other_id] = int(cursor.lastrowid)


def write_event_details(club: Club, plan: MergePlan, maps: IdMaps) -> set[int]:
    """Entrants, fixtures, rounds, tables, queue, check-in and final standings (after the results); returns the
    events here that changed."""
    touched: set[int] = set()
    for other_id, here in plan.events.items():
        event = maps.events[other_id]
        whole = here is None or not _has_setup(club, event)
        if whole and _copy_setup(club, plan, maps, other_id, event, update_row=here is not None):
            touched.add(event)
        elif not whole and _add_fixture_results(club, plan, maps, other_id, event):
            touched.add(event)
        if _add_attendance(club, plan, maps, other_id, event):
            touched.add(event)
        if here is None:
            touched.add(event)
    return touched


def sync_events(club: Club, events: set[int]) -> None:
    """Bring each event played out in line with its results (bracket sides, queue, final standings)."""
    for event_id in sorted(events):
        fmt = club.db.execute("SELECT format FROM events WHERE id = ?", [event_id]).fetchone()[0]
        if fmt not in (None, "club-night"):
            sync(club, event_id)


def _has_setup(club: Club, event_id: int) -> bool:
    return any(club.db.execute(f"SELECT 1 FROM {table} WHERE event_id = ? LIMIT 1", [event_id]).fetchone()
               for table in ("entrants", "fixtures", "drawn_rounds"))


def _copy_setup(club: Club, plan: MergePlan, maps: IdMaps, other_id: int, event: int, *, update_row: bool) -> bool:
    """Copy the other event's whole setup onto ``event`` (new, or here without one yet); True when it had one."""
    other = plan.other
    entrants = [r for r in other.entrants if r[1] == other_id]
    fixtures = [r for r in other.fixtures if r[1] == other_id]
    rounds = [r for r in other.drawn_rounds if r[1] == other_id]
    tables = [r for r in other.night_tables if r[1] == other_id]
    standings = [r for r in other.event_standings if r[0] == other_id]
    if not (entrants or fixtures or rounds or tables or standings):
        return False
    players = maps.players
    db = club.db.conn
    entrant_ids: dict[int, int] = {}
    for old, _event, seed, name, ids, team in entrants:
        entrant_ids[int(old)] = _new_row(db.execute(
            "INSERT INTO entrants (event_id, seed, name, player_ids, team_id) VALUES (?, ?, ?, ?, ?)",
            [event, seed, name, _json(ids, players), maps.teams.get(team) if team is not None else None]).lastrowid)
    table_ids: dict[int, int] = {}
    for old, _event, name, active, position in tables:
        table_ids[int(old)] = _new_row(db.execute(
            "INSERT INTO night_tables (event_id, name, active, position) VALUES (?, ?, ?, ?)", [event, name, active, position]).lastrowid)
    round_ids: dict[int, int] = {}
    for old, _event, number, mode, sitting, drawn, started, pairs in rounds:
        round_ids[int(old)] = _new_row(db.execute(
            "INSERT INTO drawn_rounds (event_id, number, mode, sitting_out, drawn_at, started_at, pairs) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [event, number, mode, _json(sitting, players), drawn, started, _json(pairs, players)]).lastrowid)
    drawn_ids = _copy_drawn(club, plan, maps, other_id, event, round_ids, table_ids)
    for _old, _event, bracket, rnd, position, a, b, drawn, match in fixtures:
        db.execute("INSERT INTO fixtures (event_id, bracket, round, position, side_a, side_b, drawn_match_id, match_id) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [event, bracket, rnd, position, entrant_ids.get(a) if a is not None else None,
                    entrant_ids.get(b) if b is not None else None, drawn_ids.get(drawn) if drawn is not None else None,
                    maps.matches.get(match) if match is not None else None])
    db.executemany("INSERT INTO event_standings (event_id, position, place, name, player_ids, points) VALUES (?, ?, ?, ?, ?, ?)",
                   [(event, position, place, name, _json(ids, players), points) for _e, position, place, name, ids, points in standings])
    row = other.events[other_id]
    settings = Settings.from_json(row.get("settings"))
    fresh = replace(settings, knockout=tuple(entrant_ids.get(e, e) for e in settings.knockout)).as_json() \
        if row.get("settings") else None
    if update_row:
        db.execute("UPDATE events SET format = ?, settings = ?, started_at = ?, finished_at = ?, draw_mode = ? WHERE id = ?",
                   [row.get("format"), fresh, row.get("started_at"), row.get("finished_at"), row.get("draw_mode"), event])
    elif fresh is not None:
        db.execute("UPDATE events SET settings = ? WHERE id = ?", [fresh, event])
    return True


def _copy_drawn(club: Club, plan: MergePlan, maps: IdMaps, other_id: int, event: int, round_ids: dict[int, int],
                table_ids: dict[int, int]) -> dict[int, int]:
    """The event's queue rows (drawn matches) of the rounds copied; old id -> new id."""
    out: dict[int, int] = {}
    for (old, round_id, _event, position, sides, chances, table, status, called, started, finished,
         match) in plan.other.drawn_matches:
        if _event != other_id or int(round_id) not in round_ids:
            continue
        out[int(old)] = _new_row(club.db.conn.execute(
            "INSERT INTO drawn_matches (round_id, event_id, position, sides, win_probability, table_id, status, called_at, "
            "started_at, finished_at, match_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [round_ids[int(round_id)], event, position, _json(sides, maps.players), chances,
             table_ids.get(table) if table is not None else None, status, called, started, finished,
             maps.matches.get(match) if match is not None else None]).lastrowid)
    return out


def _add_fixture_results(club: Club, plan: MergePlan, maps: IdMaps, other_id: int, event: int) -> bool:
    """An event both files hold: the other's results at fixtures still open here go there, and the rounds the
    other drew that this club lacks (a Swiss or round robin played on there) come in. True when any did."""
    other = plan.other
    players = maps.players
    mine = {frozenset(json.loads(ids)): int(i) for i, ids in club.db.execute(
        "SELECT id, player_ids FROM entrants WHERE event_id = ?", [event])}
    entrant_ids = {int(r[0]): mine.get(frozenset(remap(json.loads(r[4]), players))) for r in other.entrants if r[1] == other_id}
    held = {(b, r, p): (int(i), m) for i, b, r, p, m in club.db.execute(
        "SELECT id, bracket, round, position, match_id FROM fixtures WHERE event_id = ?", [event])}
    changed = False
    for _old, _event, bracket, rnd, position, a, b, _drawn, match in other.fixtures:
        if _event != other_id:
            continue
        result = maps.matches.get(match) if match is not None else None
        found = held.get((bracket, rnd, position))
        if found is not None:
            if result is not None and found[1] is None and _match_of_event(club, result, event):
                club.db.execute("UPDATE fixtures SET match_id = ? WHERE id = ?", [result, found[0]])
                changed = True
            continue
        sides = [entrant_ids.get(x) if x is not None else None for x in (a, b)]
        if any(x is not None and s is None for x, s in zip((a, b), sides)):
            continue  # an entrant this club's event does not have: the fixture can't be placed here
        club.db.execute("INSERT INTO fixtures (event_id, bracket, round, position, side_a, side_b, match_id) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)", [event, bracket, rnd, position, *sides, result])
        changed = True
    return changed


def _match_of_event(club: Club, match_id: int, event: int) -> bool:
    row = club.db.execute("SELECT event_id FROM matches WHERE id = ?", [match_id]).fetchone()
    return row is not None and row[0] == event


def _add_attendance(club: Club, plan: MergePlan, maps: IdMaps, other_id: int, event: int) -> bool:
    rows = [(event, maps.players[int(p)], status, arrived, updated)
            for e, p, status, arrived, updated in plan.other.attendance if e == other_id and int(p) in maps.players]
    if not rows:
        return False
    before = club.db.conn.total_changes
    club.db.conn.executemany("INSERT OR IGNORE INTO attendance (event_id, player_id, status, arrived_round, updated_at) "
                             "VALUES (?, ?, ?, ?, ?)", rows)
    return club.db.conn.total_changes != before


def _new_row(rowid: int | None) -> int:
    assert rowid is not None
    return int(rowid)
