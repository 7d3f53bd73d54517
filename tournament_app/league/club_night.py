"""Running a club night: check-in, balanced draws, tables and the queue of matches.

Two layers. The draw itself is pure (:mod:`.night_draw`: :func:`draw_round`,
:func:`draw_rounds`, re-exported here): players are any hashable keys, ratings
and the leaderboard's rating model come in, drawn matches come out; nothing
touches a database, so the ``draw`` command and the tests use it directly.
The use cases in this module keep a night in the club
file (migration ``0005_club_night``): who is present, the tables, the rounds
drawn and their matches moving through the queue
(queued → called → playing → finished). Every write is one transaction.

Modes (:data:`MODES`):

* ``dyp``: draw your partner (:mod:`.dyp`): pairs are drawn once and kept
  all night, the strongest with the weakest, so that every pair is about
  as strong. Late arrivals are paired the same way among themselves; one
  left over pairs with the next late arrival and until then plays with a
  stand-in (a player whose partner sits out or is away, for that round
  only). Sitting out goes in turn. Pairs meet pairs, as evenly as the
  model predicts.
* ``rotating``: new partners every round, individual standings (Monster DYP,
  Supermêlée). Teams of two and who meets whom are chosen together.
* ``swiss``: one against one, Swiss rules of :func:`seeding.swiss_pairings`
  on the night's points, no rematches.
* ``round-robin``: one against one, rounds of the circle method
  (:func:`seeding.round_robin`) over the players present, the unplayed round
  with the most even chances first.

Skill balance and sitting out: see :mod:`.night_draw`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from ..ratings import Rating, RatingError
from .club import Club, display_value
from .errors import LeagueError, NotFoundError
from .model import Changes, Match, SideInput
from .names import clean_name, name_key
from .night_draw import (
    MODE_NAMES,
    MODE_TITLES,
    MODES,
    TEAM_SIZE,
    Draw,
    PastRound,
    check_mode,
    draw_round,
    draw_rounds,
    rounds_as_dict,
)
from .rounds import DrawnMatch, DrawnRound

ATTENDANCE_STATUSES = ("present", "away", "gone")
MATCH_STATUSES = ("queued", "called", "playing", "finished")


def draw_for_names(club: Club, names: Sequence[str], mode: str, rounds: int, *, leaderboard: int | str | None = None,
                   tables: int | None = None, seed: int = 0) -> list[DrawnRound]:
    """:func:`draw_rounds` for players of the club given by name, rated on a leaderboard.

    Every unknown name is reported at once (:class:`NotFoundError`).
    """
    check_mode(mode)
    lb = club.leaderboard(leaderboard)
    model = club.rating_model(lb.id)
    cleaned = [n.strip() for n in names if n.strip()]
    found = {n: club.find_player(n) for n in cleaned}
    unknown = [n for n, p in found.items() if p is None]
    if unknown:
        raise NotFoundError(f"Unknown player{'s' if len(unknown) > 1 else ''}: {', '.join(repr(n) for n in unknown)}.")
    players = [found[n].name for n in cleaned]  # type: ignore[union-attr]
    if len({name_key(p) for p in players}) != len(players):
        raise LeagueError("A player is listed twice.")
    ratings = {found[n].name: club.rating_of(found[n].id, lb.id) for n in cleaned}  # type: ignore[union-attr]
    return draw_rounds(players, ratings, model, mode, rounds, tables=tables, seed=seed)


# ---- the night in the club file: values -------------------------------------------------------


@dataclass(frozen=True)
class Attendee:
    """A player's check-in line for an event."""

    player_id: int
    name: str
    status: str
    #: the round the player joins (1 = from the start)
    arrived_round: int


@dataclass(frozen=True)
class NightTable:
    """A table (court, board) of the night, with the match on it if any."""

    id: int
    name: str
    active: bool
    position: int
    match: NightMatch | None = None


@dataclass(frozen=True)
class NightMatch:
    """A drawn match of the night and where it is in the queue."""

    id: int
    round: int
    position: int
    player_ids: tuple[tuple[int, ...], ...]
    sides: tuple[tuple[str, ...], ...]
    win_probability: tuple[float, ...]
    status: str
    table_id: int | None
    table: str | None
    called_at: str | None
    started_at: str | None
    finished_at: str | None
    match_id: int | None

    def label(self) -> str:
        """"A & B – C & D": the match in one line."""
        return " – ".join(" & ".join(s) for s in self.sides)


@dataclass(frozen=True)
class NightRound:
    """A round of the night as stored: mode, matches, who sits out, started or not."""

    id: int
    number: int
    mode: str
    matches: tuple[NightMatch, ...]
    sitting_out: tuple[tuple[int, str], ...]
    started: bool
    #: DYP: the night's fixed pairs after this round (None in other modes and in rounds saved without them)
    pairs: tuple[tuple[int, int], ...] | None = None

    @property
    def finished(self) -> bool:
        """Started, and every match has its result."""
        return self.started and all(m.status == "finished" for m in self.matches)


@dataclass(frozen=True)
class NightLine:
    """A player's line in the night's standings, with the night's rating change (display scale)."""

    rank: int
    player_id: int
    name: str
    games: int
    wins: int
    points: float
    rating_before: float | None
    rating_after: float | None

    @property
    def rating_change(self) -> float:
        """Displayed rating after the night's matches minus before (0 before any match)."""
        if self.rating_before is None or self.rating_after is None:
            return 0.0
        return float(self.rating_after) - float(self.rating_before)


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def _loads(text: str | None) -> Any:
    return json.loads(text) if text else []


# ---- check-in -----------------------------------------------------------------------------------


def _next_round_number(club: Club, event_id: int) -> int:
    row = club.db.execute("SELECT max(number) FROM drawn_rounds WHERE event_id = ?", [event_id]).fetchone()
    return int(row[0] or 0) + 1


def set_attendance(club: Club, event_id: int, player_id: int, status: str) -> Changes:
    """Mark a player present, away (for a while) or gone (for the night) at an event.

    A player checked in for the first time joins the next round drawn.
    """
    if status not in ATTENDANCE_STATUSES:
        raise LeagueError(f"Unknown attendance {status!r} (known: {', '.join(ATTENDANCE_STATUSES)}).")
    club.event(event_id)
    club.player(player_id)
    with club.transaction():
        row = club.db.execute("SELECT arrived_round FROM attendance WHERE event_id = ? AND player_id = ?", [event_id, player_id]).fetchone()
        arrived = int(row[0]) if row else _next_round_number(club, event_id)
        club.db.table("attendance").upsert(
            {"event_id": event_id, "player_id": player_id, "status": status, "arrived_round": arrived, "updated_at": _now()},
            pk=("event_id", "player_id"),
        )
    return Changes(events=frozenset({event_id}), players=frozenset({player_id}))


def check_in(club: Club, event_id: int, player_id: int) -> Changes:
    """The player is present (also: back after being away)."""
    return set_attendance(club, event_id, player_id, "present")


def mark_away(club: Club, event_id: int, player_id: int) -> Changes:
    """The player is away for a while: not drawn, not called, still in the night's standings."""
    return set_attendance(club, event_id, player_id, "away")


def mark_gone(club: Club, event_id: int, player_id: int) -> Changes:
    """The player has left for the night."""
    return set_attendance(club, event_id, player_id, "gone")


def check_out(club: Club, event_id: int, player_id: int) -> Changes:
    """Undo a check-in by mistake: the player was never here (refused once they were drawn)."""
    club.event(event_id)
    drawn = any(player_id in {p for side in m.player_ids for p in side} for r in night_rounds(club, event_id) for m in r.matches)
    if drawn:
        raise LeagueError(f"{club.player(player_id).name} has been drawn tonight; mark them away or gone instead.")
    with club.transaction():
        club.db.execute("DELETE FROM attendance WHERE event_id = ? AND player_id = ?", [event_id, player_id])
    return Changes(events=frozenset({event_id}), players=frozenset({player_id}))


def add_player_here(club: Club, event_id: int, name: str, home_club: str | None = None) -> tuple[int, Changes]:
    """A new player added on the spot and checked in, in one transaction; returns (player id, changes)."""
    club.event(event_id)
    with club.transaction():
        player = club.add_player(clean_name(name, "player's name"), home_club)
        changes = check_in(club, event_id, player.id)
    return player.id, changes | Changes(players=frozenset({player.id}))


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


def set_draw_mode(club: Club, event_id: int, mode: str) -> Changes:
    """Keep the draw mode with the event, so the night goes on in it after a restart."""
    check_mode(mode)
    club.event(event_id)
    with club.transaction():
        club.db.execute("UPDATE events SET draw_mode = ? WHERE id = ?", [mode, event_id])
    return Changes(events=frozenset({event_id}))


# ---- rounds --------------------------------------------------------------------------------------


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


def night_rounds(club: Club, event_id: int) -> list[NightRound]:
    """Every round drawn for the event, in order, with its matches and their state."""
    club.event(event_id)
    tables = {t.id: t.name for t in _table_rows(club, event_id)}
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
    for rid, _n, _m, sitting, _s, _p in round_rows:
        ids |= set(_loads(sitting))
        for row in match_rows.get(rid, []):
            ids |= {p for side in _loads(row[3]) for p in side}
    names = _names(club, ids)
    out = []
    for rid, number, mode, sitting, started, pairs in round_rows:
        matches = []
        for mid, _rid, pos, sides, probs, status, table_id, called, begun, finished, match_id in match_rows.get(rid, []):
            player_ids = tuple(tuple(side) for side in _loads(sides))
            matches.append(NightMatch(
                mid, number, pos, player_ids, tuple(tuple(names[p] for p in side) for side in player_ids),
                tuple(_loads(probs)), status, table_id, tables.get(table_id) if table_id is not None else None,
                called, begun, finished, match_id,
            ))
        out.append(NightRound(rid, number, mode, tuple(matches), tuple((p, names[p]) for p in _loads(sitting)), started is not None,
                              tuple((a, b) for a, b in _loads(pairs)) if pairs is not None else None))
    return out


def event_rounds(club: Club, event_id: int) -> list[DrawnRound]:
    """The rounds drawn and saved for an event, in order, with table names (for printouts)."""
    return [
        DrawnRound(r.number, tuple(DrawnMatch(m.table, m.sides, m.win_probability) for m in r.matches),
                   tuple(name for _pid, name in r.sitting_out))
        for r in night_rounds(club, event_id)
    ]


def _past_rounds(rounds: Sequence[NightRound]) -> list[PastRound]:
    return [PastRound(r.mode, tuple(m.player_ids for m in r.matches), tuple(pid for pid, _ in r.sitting_out), r.pairs) for r in rounds]


def night_scores(club: Club, event_id: int) -> dict[int, float]:
    """Points per player from the results saved for the night's matches: a win 1, a shared first place ½."""
    points: dict[int, float] = {}
    for line in night_standings(club, event_id):
        points[line.player_id] = line.points
    return points


def draw_next_round(club: Club, event_id: int, mode: str, *, seed: int | None = None) -> NightRound:
    """Draw and save the next round for the players present (not started yet: swaps are still possible).

    Refused while an earlier round has not been started.
    """
    check_mode(mode)
    event = club.event(event_id)
    rounds = night_rounds(club, event_id)
    waiting = [r for r in rounds if not r.started]
    if waiting:
        raise LeagueError(f"Round {waiting[0].number} has not been started yet; start it or discard it first.")
    present = [a.player_id for a in attendance(club, event_id) if a.status == "present"]
    lb = club.leaderboard(event.leaderboard_id)
    model = club.rating_model(lb.id)
    ratings = {pid: club.rating_of(pid, lb.id) for pid in present}
    rng = random.Random(seed)
    draw = draw_round(present, ratings, model, mode, history=_past_rounds(rounds), scores=night_scores(club, event_id), rng=rng)
    number = (rounds[-1].number if rounds else 0) + 1
    with club.transaction():
        rid = int(club.db.table("drawn_rounds").insert({  # type: ignore[arg-type]
            "event_id": event_id, "number": number, "mode": mode,
            "sitting_out": json.dumps(list(draw.sitting_out)), "drawn_at": _now(), "started_at": None,
            "pairs": json.dumps([list(p) for p in draw.pairs]) if mode == "dyp" else None,
        }).last_pk)
        club.db.execute("UPDATE events SET draw_mode = ? WHERE id = ?", [mode, event_id])
        club.db.table("drawn_matches").insert_all([
            {"round_id": rid, "event_id": event_id, "position": i + 1, "sides": json.dumps([list(s) for s in sides]),
             "win_probability": json.dumps(list(p)), "status": "queued", "table_id": None}
            for i, (sides, p) in enumerate(zip(draw.matches, draw.win_probability))
        ])
    return _round(club, event_id, number)


def _round(club: Club, event_id: int, number: int) -> NightRound:
    for r in night_rounds(club, event_id):
        if r.number == number:
            return r
    raise NotFoundError(f"There is no round {number} in this event.")


def discard_round(club: Club, event_id: int, number: int) -> Changes:
    """Throw away a drawn round that has not been started."""
    r = _round(club, event_id, number)
    if r.started:
        raise LeagueError(f"Round {number} has started; its matches are in the queue.")
    with club.transaction():
        club.db.execute("DELETE FROM drawn_matches WHERE round_id = ?", [r.id])
        club.db.execute("DELETE FROM drawn_rounds WHERE id = ?", [r.id])
    return Changes(events=frozenset({event_id}))


def swap_players(club: Club, event_id: int, number: int, player_a: int, player_b: int) -> NightRound:
    """Swap two players of a drawn round that has not started (either may be sitting out); chances are recomputed."""
    r = _round(club, event_id, number)
    if r.started:
        raise LeagueError(f"Round {number} has started; players can only be swapped before the start.")
    if player_a == player_b:
        return r

    def swapped(pid: int) -> int:
        return player_b if pid == player_a else player_a if pid == player_b else pid

    everyone = {p for m in r.matches for side in m.player_ids for p in side} | {pid for pid, _ in r.sitting_out}
    for pid in (player_a, player_b):
        if pid not in everyone:
            raise LeagueError(f"{club.player(pid).name} is not in round {number}.")
    event = club.event(event_id)
    model = club.rating_model(event.leaderboard_id)
    with club.transaction():
        for m in r.matches:
            sides = [[swapped(p) for p in side] for side in m.player_ids]
            if sides == [list(s) for s in m.player_ids]:
                continue
            teams = [[club.rating_of(p, event.leaderboard_id) for p in side] for side in sides]
            try:
                probs = [float(x) for x in model.predict_win(teams)]
            except RatingError as exc:
                raise LeagueError(str(exc)) from None
            club.db.table("drawn_matches").update(m.id, {"sides": json.dumps(sides), "win_probability": json.dumps(probs)})
        sitting = [swapped(pid) for pid, _ in r.sitting_out]
        update: dict[str, Any] = {"sitting_out": json.dumps(sitting)}
        playing = {p for m in r.matches for side in m.player_ids for p in side}
        if r.pairs is not None and {player_a, player_b} <= playing:
            # DYP: two players swapped between sides take each other's place in their pairs too (a swap
            # with someone sitting out only changes who sits: the pairs stay, a stand-in fills the gap)
            update["pairs"] = json.dumps([[swapped(a), swapped(b)] for a, b in r.pairs])
        club.db.table("drawn_rounds").update(r.id, update)
    return _round(club, event_id, number)


def start_round(club: Club, event_id: int, number: int) -> Changes:
    """Start a drawn round: its matches join the queue and free tables are called.

    An event without tables gets one per match of the round ("Table 1"…).
    """
    r = _round(club, event_id, number)
    if r.started:
        raise LeagueError(f"Round {number} has already started.")
    with club.transaction():
        club.db.table("drawn_rounds").update(r.id, {"started_at": _now()})
        if not _table_rows(club, event_id):
            for i in range(len(r.matches)):
                add_table(club, event_id, f"Table {i + 1}")
        fill_tables(club, event_id)
    return Changes(events=frozenset({event_id}))


# ---- tables and the queue ------------------------------------------------------------------------


def _table_rows(club: Club, event_id: int) -> list[NightTable]:
    return [
        NightTable(tid, name, bool(active), pos)
        for tid, name, active, pos in club.db.execute(
            "SELECT id, name, active, position FROM night_tables WHERE event_id = ? ORDER BY position, id", [event_id]
        )
    ]


def add_table(club: Club, event_id: int, name: str) -> int:
    """Add a table at the end of the event's list; returns its id."""
    name = clean_name(name, "table's name")
    club.event(event_id)
    if any(name_key(t.name) == name_key(name) for t in _table_rows(club, event_id)):
        raise LeagueError(f"There is already a table called '{name}'.")
    with club.transaction():
        pos = club.db.execute("SELECT coalesce(max(position), 0) + 1 FROM night_tables WHERE event_id = ?", [event_id]).fetchone()[0]
        tid = int(club.db.table("night_tables").insert(  # type: ignore[arg-type]
            {"event_id": event_id, "name": name, "active": 1, "position": pos}).last_pk)
        fill_tables(club, event_id)
    return tid


def _table(club: Club, table_id: int) -> tuple[int, NightTable]:
    row = club.db.execute("SELECT event_id, id, name, active, position FROM night_tables WHERE id = ?", [table_id]).fetchone()
    if row is None:
        raise NotFoundError(f"There is no table with id {table_id}.")
    return int(row[0]), NightTable(row[1], row[2], bool(row[3]), row[4])


def rename_table(club: Club, table_id: int, name: str) -> Changes:
    """Give a table another name."""
    event_id, _t = _table(club, table_id)
    name = clean_name(name, "table's name")
    if any(name_key(t.name) == name_key(name) and t.id != table_id for t in _table_rows(club, event_id)):
        raise LeagueError(f"There is already a table called '{name}'.")
    with club.transaction():
        club.db.table("night_tables").update(table_id, {"name": name})
    return Changes(events=frozenset({event_id}))


def set_table_active(club: Club, table_id: int, active: bool) -> Changes:
    """Take a table out of use (broken) or back in; a match already on it finishes there."""
    event_id, _t = _table(club, table_id)
    with club.transaction():
        club.db.table("night_tables").update(table_id, {"active": int(bool(active))})
        fill_tables(club, event_id)
    return Changes(events=frozenset({event_id}))


def move_table(club: Club, table_id: int, position: int) -> Changes:
    """Move a table to ``position`` (1 = first) in the event's list; the others close up."""
    event_id, _t = _table(club, table_id)
    order = [t.id for t in _table_rows(club, event_id) if t.id != table_id]
    position = max(1, min(position, len(order) + 1))
    order.insert(position - 1, table_id)
    with club.transaction():
        for pos, tid in enumerate(order, start=1):
            club.db.table("night_tables").update(tid, {"position": pos})
    return Changes(events=frozenset({event_id}))


def tables(club: Club, event_id: int) -> list[NightTable]:
    """The event's tables in order, each with the match called to or playing on it."""
    club.event(event_id)
    on_table = {m.table_id: m for m in _live_matches(club, event_id) if m.status in ("called", "playing")}
    return [NightTable(t.id, t.name, t.active, t.position, on_table.get(t.id)) for t in _table_rows(club, event_id)]


def _live_matches(club: Club, event_id: int) -> list[NightMatch]:
    return [m for r in night_rounds(club, event_id) if r.started for m in r.matches]


def queue(club: Club, event_id: int) -> list[NightMatch]:
    """The matches waiting for a table, in the order they will be called."""
    return [m for m in _live_matches(club, event_id) if m.status == "queued"]


def fill_tables(club: Club, event_id: int) -> list[int]:
    """Call queued matches to free active tables; returns the drawn match ids called.

    A match is called only when none of its players is on a table (called or
    playing) and all of them are present; otherwise the next one in the queue
    is tried. The call time is recorded.
    """
    live = _live_matches(club, event_id)
    busy = {p for m in live if m.status in ("called", "playing") for side in m.player_ids for p in side}
    used = {m.table_id for m in live if m.status in ("called", "playing")}
    free = [t for t in _table_rows(club, event_id) if t.active and t.id not in used]
    present = {a.player_id for a in attendance(club, event_id) if a.status == "present"}
    called = []
    with club.transaction():
        for m in live:
            if not free:
                break
            if m.status != "queued":
                continue
            players = {p for side in m.player_ids for p in side}
            if players & busy or not players <= present:
                continue
            table = free.pop(0)
            club.db.table("drawn_matches").update(m.id, {"status": "called", "table_id": table.id, "called_at": _now()})
            busy |= players
            called.append(m.id)
    return called


def _drawn(club: Club, drawn_match_id: int) -> tuple[int, NightMatch]:
    row = club.db.execute("SELECT event_id FROM drawn_matches WHERE id = ?", [drawn_match_id]).fetchone()
    if row is None:
        raise NotFoundError(f"There is no drawn match with id {drawn_match_id}.")
    event_id = int(row[0])
    for m in (m for r in night_rounds(club, event_id) for m in r.matches):
        if m.id == drawn_match_id:
            return event_id, m
    raise NotFoundError(f"There is no drawn match with id {drawn_match_id}.")  # pragma: no cover


def start_match(club: Club, drawn_match_id: int) -> Changes:
    """The players of a called match have begun: the start time is recorded."""
    event_id, m = _drawn(club, drawn_match_id)
    if m.status != "called":
        raise LeagueError(f"Only a called match can start (this one is {m.status}).")
    with club.transaction():
        club.db.table("drawn_matches").update(m.id, {"status": "playing", "started_at": _now()})
    return Changes(events=frozenset({event_id}))


def save_result(club: Club, drawn_match_id: int, ranks: Sequence[int], scores: Sequence[float | None] | None = None) -> tuple[int, Changes]:
    """Record the result of a match on a table, free the table and call the next match; one transaction.

    ``ranks`` are the sides' placements (1 = best; equal = draw), in the
    order of the drawn sides. Returns (recorded match id, changes).
    """
    event_id, m = _drawn(club, drawn_match_id)
    if m.status not in ("called", "playing"):
        raise LeagueError(f"This match is {m.status}; only a match on a table can get a result.")
    if len(ranks) != len(m.player_ids):
        raise LeagueError(f"The match has {len(m.player_ids)} sides but {len(ranks)} placements were given.")
    scores = list(scores) if scores is not None else [None] * len(ranks)
    if len(scores) != len(ranks):
        raise LeagueError(f"The match has {len(m.player_ids)} sides but {len(scores)} scores were given.")
    with club.transaction():
        match_id, changes = club.record_match(
            [SideInput(list(side), int(rank), score) for side, rank, score in zip(m.player_ids, ranks, scores)],
            event_id=event_id,
        )
        club.db.table("drawn_matches").update(m.id, {"status": "finished", "finished_at": _now(), "match_id": match_id})
        fill_tables(club, event_id)
    return match_id, changes | Changes(events=frozenset({event_id}))


# ---- the night's standings -------------------------------------------------------------------------


def night_standings(club: Club, event_id: int, results: Sequence[Match] | None = None) -> list[NightLine]:
    """The night so far: points (a win 1, a shared first place ½), games and each player's rating change.

    Covers every match recorded in the event. Rating changes are on the
    leaderboard's display scale, from the rating before the player's first
    match of the night to the rating after their last one.
    """
    event = club.event(event_id)
    lb = club.leaderboard(event.leaderboard_id)
    model = club.rating_model(lb.id)
    lines: dict[int, dict[str, Any]] = {}
    for match in club.event_results(event_id) if results is None else results:
        best = min(s.rank for s in match.sides)
        winners = sum(1 for s in match.sides if s.rank == best)
        for side in match.sides:
            won = side.rank == best
            for p in side.players:
                line = lines.setdefault(p.player_id, {"name": p.name, "games": 0, "wins": 0, "points": 0.0, "before": None, "after": None})
                line["games"] += 1
                line["wins"] += int(won and winners == 1)
                line["points"] += (1.0 if winners == 1 else 0.5) if won else 0.0
                if p.mu_before is not None and line["before"] is None:
                    line["before"] = display_value(lb, model, Rating(p.mu_before, p.sigma_before or 0.0))
                if p.mu_after is not None:
                    line["after"] = display_value(lb, model, Rating(p.mu_after, p.sigma_after or 0.0))
    order = sorted(lines.items(), key=lambda kv: (-kv[1]["points"], -kv[1]["wins"], -(kv[1]["after"] or 0), kv[1]["name"].casefold()))
    return [
        NightLine(rank, pid, v["name"], v["games"], v["wins"], v["points"], v["before"], v["after"])
        for rank, (pid, v) in enumerate(order, start=1)
    ]


@dataclass(frozen=True)
class NightState:
    """Everything the club night screens show for one event, read in one go."""

    event_id: int
    event_name: str
    leaderboard_id: int
    players: tuple[tuple[int, str], ...]
    attendance: tuple[Attendee, ...]
    rounds: tuple[NightRound, ...]
    tables: tuple[NightTable, ...]
    queue: tuple[NightMatch, ...]
    standings: tuple[NightLine, ...]
    #: the draw mode kept with the event (None: not chosen yet)
    draw_mode: str | None = None
    #: the matches recorded in the event (a finished drawn match's result is among them)
    results: tuple[Match, ...] = ()

    def result_of(self, match: NightMatch) -> Match | None:
        """The recorded result of a finished drawn match (None if not finished, or deleted since)."""
        return next((r for r in self.results if r.id == match.match_id), None) if match.match_id is not None else None

    @property
    def present(self) -> int:
        """How many players are present."""
        return sum(1 for a in self.attendance if a.status == "present")

    @property
    def pending_round(self) -> NightRound | None:
        """The round drawn but not started yet, if any."""
        return next((r for r in self.rounds if not r.started), None)


def night_state(club: Club, event_id: int) -> NightState:
    """Read an event's whole club night state (players, check-in, rounds, tables, queue, standings)."""
    event = club.event(event_id)
    results = tuple(club.event_results(event_id))
    return NightState(
        event.id,
        event.name,
        event.leaderboard_id,
        tuple((p.id, p.name) for p in club.players()),
        tuple(attendance(club, event_id)),
        tuple(night_rounds(club, event_id)),
        tuple(tables(club, event_id)),
        tuple(queue(club, event_id)),
        tuple(night_standings(club, event_id, results)),
        draw_mode(club, event_id),
        results,
    )


__all__ = [
    "ATTENDANCE_STATUSES",
    "MATCH_STATUSES",
    "MODES",
    "MODE_NAMES",
    "MODE_TITLES",
    "TEAM_SIZE",
    "Attendee",
    "Draw",
    "NightLine",
    "NightMatch",
    "NightRound",
    "NightState",
    "NightTable",
    "PastRound",
    "add_player_here",
    "add_table",
    "attendance",
    "check_in",
    "check_out",
    "discard_round",
    "draw_mode",
    "draw_for_names",
    "draw_next_round",
    "draw_round",
    "draw_rounds",
    "event_rounds",
    "fill_tables",
    "mark_away",
    "mark_gone",
    "move_table",
    "night_rounds",
    "night_scores",
    "night_standings",
    "night_state",
    "present_count",
    "queue",
    "rename_table",
    "rounds_as_dict",
    "save_result",
    "set_attendance",
    "set_draw_mode",
    "set_table_active",
    "start_match",
    "start_round",
    "swap_players",
    "tables",
]
