"""Matches: record, edit, delete and restore them (each validated and rated in one transaction), and read them.

Players may be given by id or by name; a side needs a placement; nobody
plays twice in a match. A match after every other is rated on top; an
earlier change replays the leaderboard from it (:mod:`.rating`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from sqlite_utils.db import NotFoundError as RowNotFound

from ..messages import MessageText, translate
from ..store.history_lookup import match_rows, player_match_ids
from ..store.undo_log import KEY_LIMIT
from . import rating
from .core import ClubCore, new_id
from .dates import normalize_moment, now_moment
from .errors import InvalidMatchError, NotFoundError
from .events import get_event
from .leaderboards import get_leaderboard
from .model import Changes, ChangesWithId, Leaderboard, Match, MatchSide, SideInput, SidePlayer
from .names import PLAYER_NAME, clean_name
from .players import add_player, find_player, get_player
from .replay import CancelledFn, Position, ProgressFn, load_games
from .teams import get_team

#: how a player is named in :func:`placements_from_games` (an id, a name, ...)
PlayerKey = TypeVar("PlayerKey")

#: one game of a match as entered: each player who played it (id or name) -> their own score
GameInput = Mapping[int | str, float | None]


class NewMatch(NamedTuple):
    """One match for :func:`insert_matches`: its players already ids, its sides already checked."""

    event_id: int | None
    played_at: str
    sides: Sequence[SideInput]


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
        sides = _resolve_sides(core, sides, create_players)
        _validate_sides(core, sides)
        resolved_games = _resolve_games(core, games or (), sides)
        match_id = _insert_match(core, lb.id, event, moment, notes, sides)
        step.label = translate("league.matches", "Record match #{id}").format(id=match_id)
        _insert_games(core, match_id, resolved_games)
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
            sides = _resolve_sides(core, sides, create_players)
            _validate_sides(core, sides)
            db.execute("DELETE FROM match_players WHERE match_id = ?", [match_id])
            db.execute("DELETE FROM match_sides WHERE match_id = ?", [match_id])
            _insert_sides(core, match_id, sides)
        if games is not None or (sides is not None and old.games):
            new_games = _resolve_games(core, old.games if games is None else games, sides if sides is not None else old.as_inputs())
            db.execute("DELETE FROM match_games WHERE match_id = ?", [match_id])
            _insert_games(core, match_id, new_games)
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
    sides = match.as_inputs()
    _validate_sides(core, sides)
    restored_games = _resolve_games(core, match.games, sides)
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
        _insert_games(core, match.id, restored_games)
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
        for m in new:
            seq = seqs.get(m.played_at) or _next_seq(core, leaderboard_id, m.played_at)
            seqs[m.played_at] = seq + 1
            ids.append(_insert_match(core, leaderboard_id, m.event_id, m.played_at, None, m.sides, seq=seq))
            positions.append((m.played_at, seq))
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
        row = core.db.table("matches").get(match_id)
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
    return Match(row["id"], row["leaderboard_id"], row["event_id"], row["played_at"], row["seq"], row["notes"], sides, games)


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


def _validate_sides(core: ClubCore, sides: Sequence[SideInput]) -> None:
    if len(sides) < 2:
        raise InvalidMatchError(translate("league.matches", "A match needs at least two sides (got {count})").format(count=len(sides)))
    seen: dict[int | str, int] = {}
    for number, side in enumerate(sides, start=1):
        if not side.players:
            raise InvalidMatchError(translate("league.matches", "Side {side} has no players").format(side=number))
        if side.rank is None or isinstance(side.rank, bool) or not isinstance(side.rank, int):
            raise InvalidMatchError(translate("league.matches", "Side {side} needs a placement (1 = best), got {rank!r}").format(
                side=number, rank=side.rank))
        if side.rank < 1:
            raise InvalidMatchError(translate("league.matches", "Side {side}: placements start at 1 (got {rank})").format(
                side=number, rank=side.rank))
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


def _resolve_games(core: ClubCore, games: Sequence[Mapping[Any, float | None]], sides: Sequence[SideInput]) -> list[dict[int, float]]:
    """Games with players as ids, checked against the match's (resolved) sides.

    Every game needs a score from at least one player, every score a
    player of the match, and every player of the match a score in at
    least one game (a player who played no game is not in the match).
    """
    in_match = {pid for side in sides for pid in side.players if isinstance(pid, int)}
    out: list[dict[int, float]] = []
    for number, game in enumerate(games, start=1):
        scores: dict[int, float] = {}
        for entry, score in game.items():
            if score is None:
                continue
            if isinstance(entry, str):
                found = find_player(core, clean_name(entry, PLAYER_NAME))
                if found is None:
                    raise InvalidMatchError(translate("league.matches", "Game {game}: there is no player called '{name}'").format(
                        game=number, name=entry.strip()))
                pid = found.id
            else:
                pid = entry
            if pid not in in_match:
                raise InvalidMatchError(translate("league.matches", "Game {game}: '{name}' is not one of the match's players").format(
                    game=number, name=_name_of(core, pid)))
            if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
                raise InvalidMatchError(translate("league.matches", "Game {game}: '{name}' needs a score as a number, got {score!r}").format(
                    game=number, name=_name_of(core, pid), score=score))
            scores[pid] = float(score)
        if not scores:
            raise InvalidMatchError(translate("league.matches", "Game {game} has no scores (every player is marked absent)").format(game=number))
        out.append(scores)
    if out:
        idle = [pid for pid in sorted(in_match) if not any(pid in g for g in out)]
        if idle:
            raise InvalidMatchError(translate(
                "league.matches", "'{name}' has no score in any game: give a score or take the player out of the match"
            ).format(name=_name_of(core, idle[0])))
    return out


def _name_of(core: ClubCore, player_id: int) -> MessageText:
    try:
        return get_player(core, player_id).name
    except NotFoundError:
        return translate("league.matches", "player {id}").format(id=player_id)


def _insert_games(core: ClubCore, match_id: int, games: Sequence[Mapping[int, float]]) -> None:
    core.db.table("match_games").insert_all(
        [
            {"match_id": match_id, "game": number, "player_id": pid, "score": score}
            for number, game in enumerate(games, start=1)
            for pid, score in game.items()
        ]
    )


def _next_seq(core: ClubCore, leaderboard_id: int, played_at: str) -> int:
    """The ``seq`` that puts a match after the leaderboard's matches at its moment (the order is ``(played_at, seq)``):
    one lookup in the (leaderboard, played_at, seq) index, so the file needs no index by ``seq`` (issue 17: file size)."""
    row = core.db.execute("SELECT max(seq) FROM matches WHERE leaderboard_id = ? AND played_at = ?",
                          [leaderboard_id, played_at]).fetchone()
    return int(row[0] or 0) + 1


def _insert_match(core: ClubCore, leaderboard_id: int, event_id: int | None, played_at: str, notes: str | None, sides: Sequence[SideInput], seq: int | None = None) -> int:
    match_id = new_id(
        core.db.table("matches").insert(
            {
                "leaderboard_id": leaderboard_id,
                "event_id": event_id,
                "played_at": played_at,
                "seq": seq if seq is not None else _next_seq(core, leaderboard_id, played_at),
                "notes": notes,
                "created_at": core.now(),
            }
        ).last_pk
    )
    _insert_sides(core, match_id, sides)
    return match_id


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


def placements_from_games(sides: Sequence[Sequence[PlayerKey]], games: Sequence[Mapping[PlayerKey, float | None]]) -> list[int]:
    """Each side's placement from its players' total score over all games (1 = most; equal totals tie)."""
    totals = [
        math.fsum(score for game in games for pid in side if (score := game.get(pid)) is not None) for side in sides
    ]
    return [1 + sum(1 for other in totals if other > total) for total in totals]

