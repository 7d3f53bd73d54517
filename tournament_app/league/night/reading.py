"""Reading a club night from the file: attendance, rounds with their matches, tables and the queue."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..club import Club
from ..core import row_id
from ...messages import translate
from ..errors import NotFoundError
from .draw import MODES
from .rounds import DrawnMatch, DrawnRound
from .values import Attendee, NightMatch, NightRound, NightTable, json_list


def attendance(club: Club, event_id: int) -> list[Attendee]:
    """Everyone checked in for the event (present, away or gone), by name."""
    club.event(event_id)
    return [
        Attendee(pid, name, status, arrived)
        for pid, name, status, arrived in club.db.execute(
            "SELECT a.player_id, p.name, a.status, a.arrived_round FROM attendance a "
            "JOIN players p ON p.id = a.player_id WHERE a.event_id = ? ORDER BY p.name_key",
            [event_id],
        )
    ]


def present_count(club: Club, event_id: int) -> int:
    """How many players are present now."""
    row = club.db.execute(
        "SELECT count(*) FROM attendance a JOIN players p ON p.id = a.player_id WHERE a.event_id = ? AND a.status = 'present'",
        [event_id],
    ).fetchone()
    return int(row[0])


def draw_mode(club: Club, event_id: int) -> str | None:
    """The draw mode kept with the event (None until the organizer picks one or draws)."""
    row = club.db.execute("SELECT draw_mode FROM events WHERE id = ?", [club.event(event_id).id]).fetchone()
    return str(row[0]) if row and row[0] in MODES else None


def _names(club: Club, ids: Iterable[int]) -> dict[int, str]:
    wanted = list(set(ids))
    if not wanted:
        return {}
    found = {
        pid: name
        for pid, name in club.db.execute(
            "SELECT id, name FROM players WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(wanted)]
        )
    }
    return {pid: found.get(pid, f"(deleted player {pid})") for pid in wanted}


#: the mode of the rounds an event played out keeps on the tables' queue (one per bracket round)
TOURNAMENT = "tournament"


def _stage(label: list[Any]) -> tuple[str, int] | None:
    """The bracket and round of a tournament's queue round, from its stored label ["winners 2"]."""
    if len(label) != 1 or not isinstance(label[0], str) or " " not in label[0]:
        return None
    bracket, _, number = label[0].rpartition(" ")
    return (bracket, int(number)) if number.isdigit() else None


def night_rounds(club: Club, event_id: int) -> list[NightRound]:
    """Every round drawn for the event, in order, with its matches and their state."""
    club.event(event_id)
    tables = {t.id: t.name for t in table_rows(club, event_id)}
    round_rows = list(club.db.execute(
        "SELECT id, number, mode, sitting_out, started_at, pairs FROM drawn_rounds WHERE event_id = ? ORDER BY number", [event_id]
    ))
    match_rows: dict[int, list[Any]] = {}
    for row in club.db.execute(
        "SELECT id, round_id, position, sides, win_probability, status, table_id, called_at, started_at, finished_at, match_id "
        "FROM drawn_matches WHERE event_id = ? ORDER BY position",
        [event_id],
    ):
        match_rows.setdefault(row[1], []).append(row)
    ids: set[int] = set()
    for rid, _n, mode, sitting, _s, _p in round_rows:
        if mode != TOURNAMENT:  # an event played out keeps its bracket's round there, not who sits out
            ids |= set(json_list(sitting))
        for row in match_rows.get(rid, []):
            ids |= {p for side in json_list(row[3]) for p in side}
    names = _names(club, ids)
    out = []
    for rid, number, mode, sitting, started, pairs in round_rows:
        matches = []
        for mid, _rid, pos, sides, probs, status, table_id, called, begun, finished, match_id in match_rows.get(rid, []):
            player_ids = tuple(tuple(side) for side in json_list(sides))
            matches.append(NightMatch(
                mid, number, pos, player_ids, tuple(tuple(names[p] for p in side) for side in player_ids),
                tuple(json_list(probs)), status, table_id, tables.get(table_id) if table_id is not None else None,
                called, begun, finished, match_id,
            ))
        stage = _stage(json_list(sitting)) if mode == TOURNAMENT else None
        sitting_out = () if mode == TOURNAMENT else tuple((p, names[p]) for p in json_list(sitting))
        out.append(NightRound(rid, number, mode, tuple(matches), sitting_out, started is not None,
                              tuple((a, b) for a, b in json_list(pairs)) if pairs is not None else None, stage))
    return out


def event_rounds(club: Club, event_id: int) -> list[DrawnRound]:
    """The rounds drawn and saved for an event, in order, with table names (for printouts)."""
    rounds = night_rounds(club, event_id)
    last: dict[str, int] = {}
    if any(r.stage is not None for r in rounds):
        last = {str(bracket or "round"): int(most) for bracket, most in club.db.execute(
            "SELECT bracket, max(round) FROM fixtures WHERE event_id = ? GROUP BY bracket", [event_id])}
    return [
        DrawnRound(r.number, tuple(DrawnMatch(m.table, m.sides, m.win_probability) for m in r.matches),
                   tuple(name for _pid, name in r.sitting_out),
                   stage=(r.stage[0], r.stage[1], max(last.get(r.stage[0], r.stage[1]), r.stage[1])) if r.stage else None)
        for r in rounds
    ]


def find_round(club: Club, event_id: int, number: int) -> NightRound:
    """The event's round ``number`` (1 = the first drawn)."""
    for r in night_rounds(club, event_id):
        if r.number == number:
            return r
    raise NotFoundError(translate("league.night.reading", "There is no round {number} in this event.").format(number=number))


def get_round(club: Club, round_id: int) -> NightRound:
    """A drawn round by its id (``draw_next_round(...).id``)."""
    row = club.db.execute("SELECT event_id FROM drawn_rounds WHERE id = ?", [round_id]).fetchone()
    for r in night_rounds(club, int(row[0])) if row else ():
        if r.id == round_id:
            return r
    raise NotFoundError(translate("league.night.reading", "There is no drawn round with id {id}.").format(id=round_id))


def table_rows(club: Club, event_id: int) -> list[NightTable]:
    return [
        NightTable(tid, name, bool(active), pos)
        for tid, name, active, pos in club.db.execute(
            "SELECT id, name, active, position FROM night_tables WHERE event_id = ? ORDER BY position, id", [event_id]
        )
    ]


def find_table(club: Club, table_id: int) -> tuple[int, NightTable]:
    row = club.db.execute("SELECT event_id, id, name, active, position FROM night_tables WHERE id = ?", [table_id]).fetchone()
    if row is None:
        raise NotFoundError(translate("league.night.reading", "There is no table with id {id}.").format(id=table_id))
    return int(row[0]), NightTable(row[1], row[2], bool(row[3]), row[4])


def tables(club: Club, event_id: int) -> list[NightTable]:
    """The event's tables in order, each with the match called to or playing on it."""
    club.event(event_id)
    on_table = {m.table_id: m for m in live_matches(club, event_id) if m.status in ("called", "playing")}
    return [NightTable(t.id, t.name, t.active, t.position, on_table.get(t.id)) for t in table_rows(club, event_id)]


def live_matches(club: Club, event_id: int) -> list[NightMatch]:
    return [m for r in night_rounds(club, event_id) if r.started for m in r.matches]


def queue(club: Club, event_id: int) -> list[NightMatch]:
    """The matches waiting for a table, in the order they will be called."""
    return [m for m in live_matches(club, event_id) if m.status == "queued"]


def find_drawn(club: Club, drawn_match_id: int) -> tuple[int, NightMatch]:
    row = club.db.execute("SELECT event_id FROM drawn_matches WHERE id = ?", [row_id(drawn_match_id)]).fetchone()
    if row is None:
        raise NotFoundError(translate("league.night.reading", "There is no drawn match with id {id}.").format(id=drawn_match_id))
    event_id = int(row[0])
    for m in (m for r in night_rounds(club, event_id) for m in r.matches):
        if m.id == drawn_match_id:
            return event_id, m
    raise NotFoundError(translate("league.night.reading", "There is no drawn match with id {id}.").format(id=drawn_match_id))  # pragma: no cover
