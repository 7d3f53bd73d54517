"""Matches: record, edit, delete and restore them (each validated and rated in one transaction), and read them.

Players may be given by id or by name; a side needs a placement; nobody
plays twice in a match. A match after every other is rated on top; an
earlier change replays the leaderboard from it (:mod:`.rating`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, NamedTuple

from sqlite_utils.db import NotFoundError as RowNotFound

from ..messages import translate
from ..store.history_lookup import match_rows, player_match_ids
from ..store.result_origins import add_match_origins, drop_match_origin
from ..store.undo_log import KEY_LIMIT
from . import rating
from .core import ClubCore, row_id
from .dates import normalize_moment, now_moment
from .errors import InvalidMatchError, NotFoundError
from .events import get_event
from .leaderboards import get_leaderboard
from .match_games import GameInput, insert_games, resolve_games
from .model import Changes, ChangesWithId, Leaderboard, Match, MatchSide, SideInput, SidePlayer
from .names import PLAYER_NAME, clean_name
from .players import add_player, find_player, get_player
from .replay import CancelledFn, Position, ProgressFn, load_games
from .result_ids import ResultId, local_number, parse_result_id, result_id_of, take_match_numbers
from .result_rule import check_result
from .teams import get_team


class NewMatch(NamedTuple):
    """One match for :func:`insert_matches`: its players already ids, its sides already checked; ``origin``:
    its identity in the club it came from (None: it is made here)."""

    event_id: int | None
    played_at: str
    sides: Sequence[SideInput]
    origin: ResultId | None = None


def record_match(
    core: ClubCore,
    sides: Sequence[SideInput],
    *,
    leaderboard_id: int | None = None,
    played_at: str | None = None,
    event_id: int | None = None,
    notes: str | None = None,
    create_players: bool = False,
    games: Sequence[GameInput] | None = None,
) -> ChangesWithId:
    """Validate, store and rate one match in one transaction; ``id``: the new match's.

    A match after every other is rated on top of current ratings; an
    earlier one replays the leaderboard's history from it. Players may be
    given by id or by name; with ``create_players`` unknown names are
    added as new players in the same transaction. ``games``: the
    match's individual games, each player (id or name) -> own score, a
    player absent from a game left out (or None); the o!TR system rates
    by them, the others by the sides' ranks.
    """
    lb, event, moment = _match_context(core, leaderboard_id, event_id, played_at)
    with core.step(translate("league.matches", "Record match")) as step, core.write():
        sides = _validate_sides(core, _resolve_sides(core, sides, create_players))
        resolved_games = resolve_games(core, games or (), sides)
        match_id = _insert_match(core, lb.id, event, moment, notes, sides)
        step.label = translate("league.matches", "Record match #{id}").format(id=match_id)
        insert_games(core, match_id, resolved_games)
        n, touched = rating.rate_new_or_replay(core, lb.id, match_id)
    return ChangesWithId(
        players=frozenset(touched),
        leaderboards=frozenset({lb.id}),
        events=frozenset({event} if event else ()),
        matches=frozenset({match_id}),
        replayed=n,
        id=match_id,
    )


def edit_match(
    core: ClubCore,
    match_id: int,
    *,
    sides: Sequence[SideInput] | None = None,
    played_at: str | None = None,
    event_id: int | None = None,
    notes: str | None = None,
    create_players: bool = False,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
    games: Sequence[GameInput] | None = None,
) -> Changes:
    """Change a recorded match; history from it on is replayed (players by id or name).

    ``games``: None keeps the recorded games (they must still fit the
    sides), an empty list removes them, a list replaces them.
    """
    old = get_match(core, match_id)
    new_at = normalize_moment(played_at) if played_at is not None else old.played_at
    new_event = event_id if event_id is not None else old.event_id
    if event_id is not None and get_event(core, event_id).leaderboard_id != old.leaderboard_id:
        raise InvalidMatchError(translate("league.matches", "The event belongs to another leaderboard"))
    old_players = {p.player_id for s in old.sides for p in s.players}
    with core.step(translate("league.matches", "Edit match #{id}").format(id=match_id)), core.write() as db:
        update: dict[str, Any] = {"played_at": new_at, "event_id": new_event}
        if notes is not None:
            update["notes"] = notes
        if new_at != old.played_at:
            update["seq"] = _next_seq(core, old.leaderboard_id, new_at)
        db.table("matches").update(match_id, update)
        if sides is not None:
            sides = _validate_sides(core, _resolve_sides(core, sides, create_players))
            db.execute("DELETE FROM match_players WHERE match_id = ?", [match_id])
            db.execute("DELETE FROM match_sides WHERE match_id = ?", [match_id])
            _insert_sides(core, match_id, sides)
        if games is not None or (sides is not None and old.games):
            new_games = resolve_games(core, old.games if games is None else games, sides if sides is not None else old.as_inputs())
            db.execute("DELETE FROM match_games WHERE match_id = ?", [match_id])
            insert_games(core, match_id, new_games)
        new_seq = int(update.get("seq", old.seq))
        start = min((old.played_at, old.seq), (new_at, new_seq))
        n, touched = rating.replay(core, old.leaderboard_id, start, also_affected=old_players, progress=progress, cancelled=cancelled)
        core.matches_changed(frozenset({match_id}))
    return Changes(
        players=frozenset(touched | old_players),
        leaderboards=frozenset({old.leaderboard_id}),
        events=frozenset(e for e in (old.event_id, new_event) if e is not None),
        matches=frozenset({match_id}),
        replayed=n,
    )


def delete_match(core: ClubCore, match_id: int, *, progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
    """Delete a match; history after it is replayed."""
    old = get_match(core, match_id)
    players = {p.player_id for s in old.sides for p in s.players}
    core.backup("before-delete")
    with core.step(translate("league.matches", "Delete match #{id}").format(id=match_id)), core.write() as db:
        for table in ("match_games", "match_players", "match_sides"):  # its history goes with the replay
            db.execute(f"DELETE FROM {table} WHERE match_id = ?", [match_id])
        drop_match_origin(db, match_id)  # its id is never given again (result_ids.py)
        db.execute("DELETE FROM matches WHERE id = ?", [match_id])
        n, touched = rating.replay(core, old.leaderboard_id, (old.played_at, old.seq), also_affected=players, progress=progress, cancelled=cancelled)
        core.matches_changed(frozenset({match_id}))
    return Changes(
        players=frozenset(players | touched),
        leaderboards=frozenset({old.leaderboard_id}),
        events=frozenset({old.event_id} if old.event_id else ()),
        matches=frozenset({match_id}),
        replayed=n,
    )


def restore_match(core: ClubCore, match: Match) -> ChangesWithId:
    """Make the match exactly as in ``match`` (same id, time, order and sides), then replay.

    Undo of delete (the match comes back) and of edit (the old version
    replaces the new one).
    """
    get_leaderboard(core, match.leaderboard_id)
    sides = _validate_sides(core, match.as_inputs(), rule=False)  # as it was stored, even from before the result rule
    restored_games = resolve_games(core, match.games, sides)
    current = None
    try:
        current = get_match(core, match.id)
    except NotFoundError:
        pass
    with core.step(translate("league.matches", "Restore match #{id}").format(id=match.id)), core.write() as db:
        starts: list[Position] = [(match.played_at, match.seq)]
        affected: set[int] = set()
        boards = {match.leaderboard_id}
        if current is not None:
            starts.append((current.played_at, current.seq))
            affected = {p.player_id for s in current.sides for p in s.players}
            boards.add(current.leaderboard_id)
            for table in ("match_games", "match_players", "match_sides"):  # its history goes with the replay
                db.execute(f"DELETE FROM {table} WHERE match_id = ?", [match.id])
            drop_match_origin(db, match.id)
            db.execute("DELETE FROM matches WHERE id = ?", [match.id])
        seq = match.seq
        if db.execute("SELECT 1 FROM matches WHERE leaderboard_id = ? AND played_at = ? AND seq = ?",
                      [match.leaderboard_id, match.played_at, seq]).fetchone():
            seq = _next_seq(core, match.leaderboard_id, match.played_at)  # a match entered since took its place
        starts[0] = (match.played_at, seq)
        db.table("matches").insert(
            {
                "id": match.id,
                "leaderboard_id": match.leaderboard_id,
                "event_id": match.event_id,
                "played_at": match.played_at,
                "seq": seq,
                "notes": match.notes,
                "created_at": core.now(),
            }
        )
        _insert_sides(core, match.id, sides)
        insert_games(core, match.id, restored_games)
        _restore_origin(core, match)
        replayed = 0
        touched: set[int] = set(affected)
        for lb in boards:
            n, t = rating.replay(core, lb, min(starts), also_affected=affected)
            replayed += n
            touched |= t
        core.matches_changed(frozenset({match.id}))
    return ChangesWithId(
        players=frozenset(touched),
        leaderboards=frozenset(boards),
        events=frozenset(e for e in (match.event_id, current.event_id if current else None) if e is not None),
        matches=frozenset({match.id}),
        replayed=replayed,
        id=match.id,
    )


def insert_matches(
    core: ClubCore,
    leaderboard_id: int,
    new: Sequence[NewMatch],
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[list[int], int, set[int]]:
    """Store many matches on a leaderboard in this order, then rate them in one replay (a file import).

    Returns (the new match ids, how many matches were rated, the players
    touched). Runs in one transaction (the caller's, if any).
    """
    if not new:
        return [], 0, set()
    with core.write():
        seqs: dict[str, int] = {}  # per moment, the next seq: matches at one moment keep the file's order
        ids, positions = [], []
        first_id = take_match_numbers(core, len(new))
        for number, m in enumerate(new, start=first_id):
            seq = seqs.get(m.played_at) or _next_seq(core, leaderboard_id, m.played_at)
            seqs[m.played_at] = seq + 1
            ids.append(_insert_match(core, leaderboard_id, m.event_id, m.played_at, None, m.sides, seq=seq, match_id=number))
            positions.append((m.played_at, seq))
        add_match_origins(core.db, [(match_id, m.origin.club, m.origin.number)
                                    for match_id, m in zip(ids, new) if m.origin is not None])
        first = min(positions)
        # on top when no match stored before (a smaller id) comes after the first new one
        later = core.db.execute(
            "SELECT 1 FROM matches WHERE leaderboard_id = ? AND (played_at, seq) > (?, ?) AND id < ? LIMIT 1",
            [leaderboard_id, first[0], first[1], min(ids)],
        ).fetchone()
        replayed, touched = rating.replay(
            core, leaderboard_id, first, on_top=later is None, progress=progress, cancelled=cancelled
        )
    return ids, replayed, touched


def get_match(core: ClubCore, match_id: int) -> Match:
    """A recorded match with its sides, players and their rating changes."""
    try:
        row = core.db.table("matches").get([row_id(match_id)])
    except RowNotFound:
        raise NotFoundError(translate("league.matches", "There is no match with id {id}").format(id=match_id)) from None
    stored = match_rows(core.db, match_id)
    history = {
        pid: (mb, sb, ma, sa)
        for pid, mb, sb, ma, sa in zip(stored.player_id.tolist(), stored.mu_before.tolist(), stored.sigma_before.tolist(),
                                       stored.mu_after.tolist(), stored.sigma_after.tolist())
    }
    players: dict[int, list[SidePlayer]] = {}
    for side, pid, name in core.db.execute(
        "SELECT mp.side, mp.player_id, p.name FROM match_players mp JOIN players p ON p.id = mp.player_id "
        "WHERE mp.match_id = ? ORDER BY mp.slot",
        [match_id],
    ):
        h = history.get(pid, (None, None, None, None))
        players.setdefault(side, []).append(SidePlayer(pid, name, *h))
    sides = tuple(
        MatchSide(side, rank, score, team_id, team_name, tuple(players.get(side, [])))
        for side, rank, score, team_id, team_name in core.db.execute(
            "SELECT s.side, s.rank, s.score, s.team_id, t.name FROM match_sides s "
            "LEFT JOIN teams t ON t.id = s.team_id WHERE s.match_id = ? ORDER BY s.side",
            [match_id],
        )
    )
    games = tuple(load_games(core.db, [match_id]).get(match_id, []))
    return Match(row["id"], row["leaderboard_id"], row["event_id"], row["played_at"], row["seq"], row["notes"], sides, games,
                 str(result_id_of(core, match_id)))


def matches(core: ClubCore, leaderboard_id: int | None = None, *, player_id: int | None = None, limit: int | None = None) -> list[Match]:
    """Recorded matches, most recent first.

    A player's matches are found in the stored history (the results keep no
    index by player; issue 17), which holds a row for every player of every
    rated match.
    """
    where: list[str] = ["1=1"]
    params: list[Any] = []
    if leaderboard_id is not None:
        where.append("m.leaderboard_id = ?")
        params.append(leaderboard_id)
    if player_id is not None:
        where.append("m.id IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(sorted(player_match_ids(core.db, player_id, leaderboard_id))))
    sql = f"SELECT m.id FROM matches m WHERE {' AND '.join(where)} ORDER BY m.played_at DESC, m.seq DESC"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return [get_match(core, r[0]) for r in core.db.execute(sql, params)]


def match_count(core: ClubCore, leaderboard_id: int | None = None) -> int:
    """How many matches are recorded (in one leaderboard, if given)."""
    if leaderboard_id is None:
        return int(core.db.execute("SELECT count(*) FROM matches").fetchone()[0])
    return int(core.db.execute("SELECT count(*) FROM matches WHERE leaderboard_id = ?", [leaderboard_id]).fetchone()[0])


def event_results(core: ClubCore, event_id: int) -> list[Match]:
    """The event's matches in the order they were played, with rating changes."""
    get_event(core, event_id)
    ids = [r[0] for r in core.db.execute("SELECT id FROM matches WHERE event_id = ? ORDER BY played_at, seq", [event_id])]
    return [get_match(core, i) for i in ids]


def _match_context(core: ClubCore, leaderboard_id: int | None, event_id: int | None, played_at: str | None) -> tuple[Leaderboard, int | None, str]:
    event = get_event(core, event_id) if event_id is not None else None
    if event is not None and leaderboard_id is not None and event.leaderboard_id != leaderboard_id:
        raise InvalidMatchError(translate("league.matches", "The event belongs to another leaderboard"))
    lb = get_leaderboard(core, event.leaderboard_id if event is not None else leaderboard_id)
    moment = normalize_moment(played_at) if played_at else now_moment()
    return lb, event.id if event else None, moment


def _resolve_sides(core: ClubCore, sides: Sequence[SideInput], create: bool) -> list[SideInput]:
    """Sides with every player as an id: names are looked up (and created if asked)."""
    out = []
    for number, side in enumerate(sides, start=1):
        ids: list[int] = []
        for entry in side.players:
            if isinstance(entry, str):
                name = clean_name(entry, PLAYER_NAME)
                found = find_player(core, name)
                if found is not None:
                    ids.append(found.id)
                elif create:
                    ids.append(add_player(core, name).id)
                else:
                    raise InvalidMatchError(translate("league.matches", "Side {side}: there is no player called '{name}'").format(
                        side=number, name=name))
            else:
                ids.append(entry)
        out.append(SideInput(ids, side.rank, side.score, side.team_id))
    return out


def _validate_sides(core: ClubCore, sides: Sequence[SideInput], *, rule: bool = True) -> list[SideInput]:
    """The sides, checked (players, and the result by :mod:`.result_rule`), with places from the scores where none were given.

    ``rule`` False (a match restored exactly as it was stored) checks the players only.
    """
    if len(sides) < 2:
        raise InvalidMatchError(translate("league.matches", "A match needs at least two sides (got {count})").format(count=len(sides)))
    if rule:
        result = check_result([s.rank for s in sides], [s.score for s in sides])
        scores = result.scores or (None,) * len(sides)
        sides = [SideInput(s.players, rank, score, s.team_id) for s, rank, score in zip(sides, result.ranks, scores)]
    seen: dict[int | str, int] = {}
    for number, side in enumerate(sides, start=1):
        if not side.players:
            raise InvalidMatchError(translate("league.matches", "Side {side} has no players").format(side=number))
        if side.team_id is not None:
            get_team(core, side.team_id)
        for pid in side.players:
            if pid in seen:
                name = get_player(core, int(pid)).name  # sides are resolved to ids by now
                if seen[pid] == number:
                    twice = translate("league.matches", "'{name}' is listed twice on the same side; a player can play only once in a match")
                else:
                    twice = translate("league.matches",
                                      "'{name}' is listed on sides {first} and {second}; a player can play only once in a match")
                raise InvalidMatchError(twice.format(name=name, first=seen[pid], second=number))
            seen[pid] = number
    known = {
        r[0]
        for r in core.db.execute(
            "SELECT id FROM players WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(list(seen))]
        )
    }
    unknown = [pid for pid in seen if pid not in known]
    if unknown:
        raise InvalidMatchError(translate("league.matches", "Unknown player id(s): {ids}", None, len(unknown)).format(
            ids=", ".join(map(str, unknown))))
    return list(sides)


def _next_seq(core: ClubCore, leaderboard_id: int, played_at: str) -> int:
    """The ``seq`` that puts a match after the leaderboard's matches at its moment (the order is ``(played_at, seq)``):
    one lookup in the (leaderboard, played_at, seq) index, so the file needs no index by ``seq`` (issue 17: file size)."""
    row = core.db.execute("SELECT max(seq) FROM matches WHERE leaderboard_id = ? AND played_at = ?",
                          [leaderboard_id, played_at]).fetchone()
    return int(row[0] or 0) + 1


def _insert_match(core: ClubCore, leaderboard_id: int, event_id: int | None, played_at: str, notes: str | None,
                  sides: Sequence[SideInput], seq: int | None = None, match_id: int | None = None) -> int:
    """Store a match and its sides under ``match_id``, else a new id (:func:`~.result_ids.take_match_numbers`: an id
    is never used twice in a file, so a match's identity is never another's)."""
    if match_id is None:
        match_id = take_match_numbers(core, 1)
    core.db.table("matches").insert({
        "id": match_id,
        "leaderboard_id": leaderboard_id,
        "event_id": event_id,
        "played_at": played_at,
        "seq": seq if seq is not None else _next_seq(core, leaderboard_id, played_at),
        "notes": notes,
        "created_at": core.now(),
    })
    _insert_sides(core, match_id, sides)
    return match_id


def _restore_origin(core: ClubCore, match: Match) -> None:
    """A restored match that came from another club gets its identity there back."""
    if not match.result_id:
        return
    origin = parse_result_id(match.result_id)
    if local_number(core, origin) != match.id:
        add_match_origins(core.db, [(match.id, origin.club, origin.number)])


def _insert_sides(core: ClubCore, match_id: int, sides: Sequence[SideInput]) -> None:
    """Store the match's sides (numbered from 1) and players (each in its slot, from 0, in the order given)."""
    players = [(n, pid) for n, s in enumerate(sides, start=1) for pid in s.players]
    if max(len(sides), len(players)) >= KEY_LIMIT:
        # the undo log names these rows by match id * 2**20 + side or slot (store/undo_log.py)
        raise InvalidMatchError(translate(
            "league.matches", "A match can have at most {most:,} sides and {most:,} players; this one has {sides:,} sides "
            "and {players:,} players.").format(most=KEY_LIMIT - 1, sides=len(sides), players=len(players)))
    core.db.table("match_sides").insert_all([{"match_id": match_id, "side": n, "team_id": s.team_id, "rank": s.rank,
                                              "score": s.score} for n, s in enumerate(sides, start=1)])
    core.db.table("match_players").insert_all([{"match_id": match_id, "slot": slot, "side": n, "player_id": pid, "weight": None}
                                               for slot, (n, pid) in enumerate(players)])
