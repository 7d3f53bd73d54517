"""Playing an event: start it, draw the next round, keep the tables' queue and the final standings in step.

Every call here is one transaction (one undo step). :func:`sync` runs at the
end of each: it writes the bracket's sides as the results now decide them,
puts every match whose sides are both known in the tables' queue (a bye
goes on at once), builds the knockout when the pools have ended, and keeps
the event's final standings once it has ended.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace

from ...messages import translate
from ..club import Club
from ..errors import LeagueError
from ..model import Changes
from ..night.tables_queue import fill_tables
from ..night.values import now_text
from ..planning.predictions import predict_chances
from . import pools, schedules
from .club_nights import draw_and_start, unfinished_round
from .schedules import UnpairableRound
from .fixtures import FixtureRow
from .progress import (
    KNOCKOUT_BRACKETS,
    Progress,
    event_progress,
    knockout_specs,
    played_games,
    pool_rows,
)
from .setup import EventSetup, check_playable, event_setup
from .standings import final_lines
from .values import CURRENT_RULES, Game, TableLine, pool_bracket


def start_event(club: Club, event_id: int) -> Changes:
    """Start the event: seed the bracket or pools, or draw round 1 (Swiss, round robin)."""
    setup = event_setup(club, event_id)
    if setup.started:
        raise LeagueError(translate("league.tournament.play", "'{name}' has already started.").format(name=setup.name))
    if setup.format == "club-night":
        return draw_and_start(club, event_id)
    n = len(setup.entrants)
    if n < 2:
        raise LeagueError(translate("league.tournament.play", "'{name}' needs at least 2 entrants to start, it has {count}; add them with 'event entrants'.").format(
            name=setup.name, count=n))
    check_playable(setup.format, setup.settings, n)  # the entrants can play it to the end
    with club.step(translate("league.tournament.play", "Start {name}").format(name=setup.name)), club.transaction():
        # an event starts under the rules of today, also one created before them (nothing of it is played yet)
        setup = replace(setup, settings=replace(setup.settings, rules=CURRENT_RULES))
        club.db.execute("UPDATE events SET started_at = ?, settings = ? WHERE id = ?",
                        [now_text(), setup.settings.as_json(), event_id])
        ids = [e.id for e in setup.entrants]
        if setup.format in ("single-elimination", "double-elimination"):
            _add_knockout(club, event_id, setup, n)
        elif setup.format == "pools-knockout":
            for index, members in enumerate(pools.pool_members(n, setup.settings.pool_size)):
                pool = [ids[s - 1] for s in members]
                for rnd, pairs in enumerate(schedules.round_robin_rounds(len(pool), double=setup.settings.double, rules=setup.settings.rules), start=1):
                    _add_round(club, event_id, pool_bracket(index), rnd, [(pool[a - 1], pool[b - 1] if b else None) for a, b in pairs])
        else:
            _draw_round(club, event_progress(club, event_id), 1)
        sync(club, event_id)
    return Changes(events=frozenset({event_id}))


def next_round(club: Club, event_id: int) -> Changes:
    """Draw the next round of a Swiss or round robin once every match of the current one has a result."""
    progress = event_progress(club, event_id)
    setup = progress.setup
    if setup.format == "club-night":
        return draw_and_start(club, event_id)
    if setup.format not in ("swiss", "round-robin"):
        raise LeagueError(translate("league.tournament.play", "'{name}' has no rounds to draw: its bracket goes on by itself.").format(name=setup.name))
    if not setup.started:
        raise LeagueError(translate("league.tournament.play", "'{name}' hasn't started yet; 'event start' draws round 1.").format(name=setup.name))
    if setup.finished:
        raise LeagueError(translate("league.tournament.play", "'{name}' has ended; there is no next round.").format(name=setup.name))
    open_ = [f for f in progress.rows if progress.status.get(f.id) == "ready"]
    if open_:
        raise unfinished_round(open_[0].round, len(open_))
    last = max((f.round for f in progress.rows), default=0)
    if last >= total_rounds(setup):
        raise LeagueError(translate("league.tournament.play", "All {rounds} rounds of '{name}' have been played.").format(
            rounds=total_rounds(setup), name=setup.name))
    with club.step(translate("league.tournament.play", "Round {number} of {name}").format(number=last + 1, name=setup.name)) as step, club.transaction():
        try:
            _draw_round(club, progress, last + 1)
        except UnpairableRound:  # it would never end: it ends here, its standings from the rounds played
            step.label = translate("league.tournament.play", "End {name}: no round {number} without a rematch").format(name=setup.name, number=last + 1)
            _mark_ended(club, setup, "no-pairing")
        sync(club, event_id)
    return Changes(events=frozenset({event_id}))


def finish_now(club: Club, event_id: int) -> Changes:
    """End an event before its last match, as one undo step: final standings from what was played.

    The matches not played are cancelled (nothing is recorded for them, so
    nothing is rated); the fact is kept in the event's settings and the rest
    is derived from the results as ever, so correcting a played result
    afterwards still re-derives the final standings, and undo brings the
    event back exactly.
    """
    progress = event_progress(club, event_id)
    setup = progress.setup
    if setup.format == "club-night":
        raise LeagueError(translate("league.tournament.play", "'{name}' is a club night: its standings count as they are, so there "
                                    "is nothing to finish.").format(name=setup.name))
    if not setup.started:
        raise LeagueError(translate("league.tournament.play", "'{name}' hasn't started, so there is nothing to finish.").format(name=setup.name))
    if setup.finished:
        raise LeagueError(translate("league.tournament.play", "'{name}' has ended already.").format(name=setup.name))
    if progress.stale:
        raise LeagueError(translate("league.tournament.play", "'{name}' has results a correction made stale: clear or correct them "
                                    "before finishing it.").format(name=setup.name))
    with club.step(translate("league.tournament.play", "Finish {name} now").format(name=setup.name)), club.transaction():
        _mark_ended(club, setup, "organizer")
        sync(club, event_id)
    return Changes(events=frozenset({event_id}))


def _mark_ended(club: Club, setup: EventSetup, reason: str) -> None:
    club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [replace(setup.settings, ended=reason).as_json(), setup.event_id])


def total_rounds(setup: EventSetup) -> int:
    """How many rounds a Swiss or round robin has."""
    n = len(setup.entrants)
    if setup.format == "swiss":
        return setup.settings.rounds or schedules.swiss_round_count(n)
    return len(schedules.round_robin_rounds(n, double=setup.settings.double))


def _draw_round(club: Club, progress: Progress, number: int) -> None:
    setup = progress.setup
    ids = [e.id for e in setup.entrants]
    if setup.format == "round-robin":
        pairs = schedules.round_robin_rounds(len(ids), double=setup.settings.double, rules=setup.settings.rules)[number - 1]
        _add_round(club, setup.event_id, None, number, [(ids[a - 1], ids[b - 1] if b else None) for a, b in pairs])
        return
    seed_of = {e.id: e.seed for e in setup.entrants}
    ratings = {e.seed: -float(e.seed) for e in setup.entrants}  # seeds are by rating: seed 1 rates highest
    byes = {seed_of[e]: count for e, count in progress.byes().items()}
    pairs_, bye = schedules.swiss_round(len(ids), ratings, played_games(progress, progress.rows), byes)
    drawn: list[tuple[int, int | None]] = [(ids[a - 1], ids[b - 1]) for a, b in pairs_]
    if bye is not None:
        drawn.append((ids[bye - 1], None))
    _add_round(club, setup.event_id, None, number, drawn)


def _add_round(club: Club, event_id: int, bracket: str | None, number: int, pairs: Sequence[tuple[int, int | None]]) -> None:
    for position, (a, b) in enumerate(sorted(pairs, key=lambda p: p[1] is None), start=1):
        club.db.table("fixtures").insert({"event_id": event_id, "bracket": bracket, "round": number, "position": position,
                                          "side_a": a, "side_b": b})


def _add_knockout(club: Club, event_id: int, setup: EventSetup, entrants: int) -> None:
    for spec in knockout_specs(setup, entrants):
        bracket, rnd, position = spec.key
        club.db.table("fixtures").insert({"event_id": event_id, "bracket": bracket, "round": rnd, "position": position})


def sync_for_matches(club: Club, match_ids: Sequence[int]) -> None:
    """After recorded matches were edited, deleted or restored elsewhere: bring their events' brackets in line."""
    if not match_ids:
        return
    ids = json.dumps(sorted(set(match_ids)))
    events = [int(r[0]) for r in club.db.execute(
        "SELECT DISTINCT f.event_id FROM fixtures f LEFT JOIN drawn_matches d ON d.id = f.drawn_match_id "
        "WHERE f.match_id IN (SELECT value FROM json_each(?)) OR d.match_id IN (SELECT value FROM json_each(?))", [ids, ids])]
    for event_id in events:
        sync(club, event_id)


def sync(club: Club, event_id: int) -> None:
    """Bring the stored bracket, the tables' queue and the final standings in line with the results (in a transaction)."""
    progress = event_progress(club, event_id)
    gone = [f for f in progress.rows if f.match_id is not None and f.id not in progress.results]
    for f in gone:  # a result deleted since (the match form, or an undo): the match is to be played again
        club.db.table("fixtures").update(f.id, {"match_id": None})
        if f.drawn_match_id is not None:
            club.db.execute("DELETE FROM drawn_matches WHERE id = ?", [f.drawn_match_id])
            club.db.table("fixtures").update(f.id, {"drawn_match_id": None})
    if gone:
        progress = event_progress(club, event_id)
    setup = progress.setup
    if setup.settings.ended is not None:
        pass  # ended early: no knockout is built or dropped any more
    elif setup.format == "pools-knockout" and not setup.settings.knockout:
        pool_rows = [f for f in progress.rows if f.bracket not in KNOCKOUT_BRACKETS]
        if pool_rows and all(progress.status.get(f.id) in ("done", "bye") for f in pool_rows) and not progress.stale:
            order = pools.knockout_order(pool_tables(progress), setup.settings.advance)
            ko = tuple(entrant for entrant, _pool, _place in order)
            settings = replace(setup.settings, knockout=tuple(setup.entrants[s - 1].id for s in ko))
            club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [settings.as_json(), event_id])
            _add_knockout(club, event_id, setup, len(ko))
            progress = event_progress(club, event_id)
    elif setup.format == "pools-knockout" and setup.settings.knockout:
        pool_rows = [f for f in progress.rows if f.bracket not in KNOCKOUT_BRACKETS]
        if any(progress.status.get(f.id) not in ("done", "bye") for f in pool_rows) or progress.stale & {f.id for f in pool_rows}:
            _drop_knockout(club, progress)  # a pool result was undone or changed: the knockout waits for the pools again
            progress = event_progress(club, event_id)
    _write_sides(club, progress)
    _queue_ready(club, progress)
    fill_tables(club, event_id)
    # the sides and the queue written just now follow from this same progress: no need to read it again
    _keep_final_standings(club, progress)


def pool_tables(progress: Progress) -> list[list[TableLine]]:
    """Each pool's table, with event seeds in the lines (pool A first)."""
    seed_of = {e.id: e.seed for e in progress.setup.entrants}
    games = [Game(rnd, seed_of[a], seed_of[b], score) for rnd, a, b, score in progress.games()]
    return [pools.pool_table(sorted({seed_of[e] for f in rows for e in f.sides if e is not None}), games, {},
                             progress.setup.settings.tiebreaks)
            for rows in pool_rows(progress).values()]


def _drop_knockout(club: Club, progress: Progress) -> None:
    for f in progress.rows:
        if f.bracket in KNOCKOUT_BRACKETS and f.match_id is None:
            if f.drawn_match_id is not None:
                club.db.execute("DELETE FROM drawn_matches WHERE id = ? AND status <> 'finished'", [f.drawn_match_id])
            club.db.execute("DELETE FROM fixtures WHERE id = ?", [f.id])
    if not any(f.bracket in KNOCKOUT_BRACKETS and f.match_id is not None for f in progress.rows):
        settings = replace(progress.setup.settings, knockout=())
        club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [settings.as_json(), progress.setup.event_id])


def _write_sides(club: Club, progress: Progress) -> None:
    for f in progress.rows:
        if f.bracket not in KNOCKOUT_BRACKETS:
            continue
        a, b = progress.sides.get(f.id, (None, None))
        if (a, b) != f.sides:
            club.db.table("fixtures").update(f.id, {"side_a": a, "side_b": b})


def _queue_ready(club: Club, progress: Progress) -> None:
    """Ready fixtures join the queue; a queued one whose sides changed (or that isn't ready any more) follows."""
    for f in progress.rows:
        status = progress.status.get(f.id)
        a, b = progress.sides.get(f.id, f.sides)
        queued = f.drawn_match_id is not None and f.queue_status not in (None, "finished")
        if status == "ready" and a is not None and b is not None and f.id not in progress.stale and f.match_id is None:
            sides = json.dumps([list(_players(progress, a)), list(_players(progress, b))])
            if queued:
                club.db.execute("UPDATE drawn_matches SET sides = ? WHERE id = ? AND sides <> ?", [sides, f.drawn_match_id, sides])
            elif f.drawn_match_id is None or f.queue_status is None:
                _enqueue(club, progress, f, sides)
        elif queued and f.match_id is None:
            club.db.execute("DELETE FROM drawn_matches WHERE id = ?", [f.drawn_match_id])
            club.db.table("fixtures").update(f.id, {"drawn_match_id": None})


def _players(progress: Progress, entrant_id: int) -> tuple[int, ...]:
    entrant = progress.entrant(entrant_id)
    return entrant.player_ids if entrant is not None else ()


def _enqueue(club: Club, progress: Progress, f: FixtureRow, sides: str) -> None:
    event_id = progress.setup.event_id
    label = f"{f.bracket or 'round'} {f.round}"
    row = club.db.execute("SELECT id FROM drawn_rounds WHERE event_id = ? AND mode = 'tournament' AND sitting_out = ?",
                          [event_id, json.dumps([label])]).fetchone()
    if row is None:
        number = club.db.execute("SELECT coalesce(max(number), 0) + 1 FROM drawn_rounds WHERE event_id = ?", [event_id]).fetchone()[0]
        round_id = club.db.table("drawn_rounds").insert({
            "event_id": event_id, "number": number, "mode": "tournament", "sitting_out": json.dumps([label]),
            "drawn_at": now_text(), "started_at": now_text()}).last_pk
    else:
        round_id = row[0]
    position = club.db.execute("SELECT coalesce(max(position), 0) + 1 FROM drawn_matches WHERE round_id = ?", [round_id]).fetchone()[0]
    model = club.rating_model(progress.setup.leaderboard_id)
    teams = [[club.rating_of(p, progress.setup.leaderboard_id) for p in side] for side in json.loads(sides)]
    chances = [float(x) for x in predict_chances(model, teams)]
    drawn_id = club.db.table("drawn_matches").insert({
        "round_id": round_id, "event_id": event_id, "position": position, "sides": sides,
        "win_probability": json.dumps(chances), "status": "queued"}).last_pk
    club.db.table("fixtures").update(f.id, {"drawn_match_id": drawn_id})


def _keep_final_standings(club: Club, progress: Progress) -> None:
    setup = progress.setup
    lines = final_lines(progress) if is_finished(progress) else None
    event_id = setup.event_id
    if lines is None:
        if setup.finished:
            club.db.execute("DELETE FROM event_standings WHERE event_id = ?", [event_id])
            club.db.execute("UPDATE events SET finished_at = NULL WHERE id = ?", [event_id])
        return
    stored = club.db.execute("SELECT position, place, name, player_ids, points FROM event_standings WHERE event_id = ? "
                             "ORDER BY position", [event_id]).fetchall()
    fresh = [(n, line.place, line.name, json.dumps(list(line.player_ids)), line.points) for n, line in enumerate(lines, start=1)]
    if [tuple(r) for r in stored] != fresh:
        club.db.execute("DELETE FROM event_standings WHERE event_id = ?", [event_id])
        for n, place, name, ids, points in fresh:
            club.db.table("event_standings").insert({"event_id": event_id, "position": n, "place": place, "name": name,
                                                     "player_ids": ids, "points": points})
    if not setup.finished:
        club.db.execute("UPDATE events SET finished_at = ? WHERE id = ?", [now_text(), event_id])


def is_finished(progress: Progress) -> bool:
    """True when every match of the event has been played (or was a bye) and nothing is stale."""
    setup = progress.setup
    if not setup.started or progress.stale:
        return False
    if setup.settings.ended is not None:
        return True
    if setup.format in ("single-elimination", "double-elimination"):
        return progress.knockout_finished
    if setup.format == "pools-knockout":
        return bool(progress.knockout_entrants) and progress.knockout_finished
    if setup.format in ("swiss", "round-robin"):
        last = max((f.round for f in progress.rows), default=0)
        return last >= total_rounds(setup) and all(progress.status.get(f.id) in ("done", "bye") for f in progress.rows)
    return False
