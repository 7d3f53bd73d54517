"""A night's rounds in the file: drawn for the players present, discarded, swapped, started."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from ...messages import translate
from ..club import Club
from ..errors import LeagueError, NotFoundError
from ..model import Changes, ChangesWithId
from ..names import name_key
from ..planning.predictions import predict_chances
from .draw import PastRound, check_mode, draw_round, draw_rounds
from .reading import attendance, find_round, night_rounds, table_rows
from .results import night_scores
from .rounds import DrawnRound
from .tables_queue import add_table, fill_tables
from .values import NightRound, now_text


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
        raise NotFoundError(translate("league.night.round_steps", "Unknown player(s): {names}.", None, len(unknown)).format(
            names=", ".join(repr(n) for n in unknown)))
    players = [found[n].name for n in cleaned]  # type: ignore[union-attr]
    if len({name_key(p) for p in players}) != len(players):
        raise LeagueError(translate("league.night.round_steps", "A player is listed twice."))
    ratings = {found[n].name: club.rating_of(found[n].id, lb.id) for n in cleaned}  # type: ignore[union-attr]
    return draw_rounds(players, ratings, model, mode, rounds, tables=tables, seed=seed)


def _past_rounds(rounds: Sequence[NightRound]) -> list[PastRound]:
    return [PastRound(r.mode, tuple(m.player_ids for m in r.matches), tuple(pid for pid, _ in r.sitting_out), r.pairs) for r in rounds]


def draw_next_round(club: Club, event_id: int, mode: str, *, seed: int | None = None) -> ChangesWithId:
    """Draw and save the next round for the players present (not started yet: swaps are still possible).

    Refused while an earlier round has not been started. ``id``: the new
    round's (read it with :func:`.reading.get_round`).
    """
    check_mode(mode)
    event = club.event(event_id)
    rounds = night_rounds(club, event_id)
    waiting = [r for r in rounds if not r.started]
    if waiting:
        raise LeagueError(translate("league.night.round_steps", "Round {number} has not been started yet; start it or discard it first.").format(
            number=waiting[0].number))
    present = [a.player_id for a in attendance(club, event_id) if a.status == "present"]
    lb = club.leaderboard(event.leaderboard_id)
    model = club.rating_model(lb.id)
    ratings = {pid: club.rating_of(pid, lb.id) for pid in present}
    rng = random.Random(seed)
    draw = draw_round(present, ratings, model, mode, history=_past_rounds(rounds), scores=night_scores(club, event_id), rng=rng)
    number = (rounds[-1].number if rounds else 0) + 1
    with club.step(translate("league.night.round_steps", "Draw next round")), club.transaction():
        rid = int(club.db.table("drawn_rounds").insert({  # type: ignore[arg-type]
            "event_id": event_id, "number": number, "mode": mode,
            "sitting_out": json.dumps(list(draw.sitting_out)), "drawn_at": now_text(), "started_at": None,
            "pairs": json.dumps([list(p) for p in draw.pairs]) if mode == "dyp" else None,
        }).last_pk)
        club.db.execute("UPDATE events SET draw_mode = ? WHERE id = ?", [mode, event_id])
        club.db.table("drawn_matches").insert_all([
            {"round_id": rid, "event_id": event_id, "position": i + 1, "sides": json.dumps([list(s) for s in sides]),
             "win_probability": json.dumps(list(p)), "status": "queued", "table_id": None}
            for i, (sides, p) in enumerate(zip(draw.matches, draw.win_probability))
        ])
    return ChangesWithId(events=frozenset({event_id}), id=rid)


def discard_round(club: Club, event_id: int, number: int) -> Changes:
    """Throw away a drawn round that has not been started."""
    r = find_round(club, event_id, number)
    if r.started:
        raise LeagueError(translate("league.night.round_steps", "Round {number} has started; its matches are in the queue.").format(number=number))
    with club.step(translate("league.night.round_steps", "Discard round {number}").format(number=number)), club.transaction():
        club.db.execute("DELETE FROM drawn_matches WHERE round_id = ?", [r.id])
        club.db.execute("DELETE FROM drawn_rounds WHERE id = ?", [r.id])
    return Changes(events=frozenset({event_id}))


def swap_players(club: Club, event_id: int, number: int, player_a: int, player_b: int) -> Changes:
    """Swap two players of a drawn round that has not started (either may be sitting out); chances are recomputed."""
    r = find_round(club, event_id, number)
    if r.started:
        raise LeagueError(translate("league.night.round_steps", "Round {number} has started; players can only be swapped before the start.").format(
            number=number))
    if player_a == player_b:
        return Changes()

    def swapped(pid: int) -> int:
        return player_b if pid == player_a else player_a if pid == player_b else pid

    everyone = {p for m in r.matches for side in m.player_ids for p in side} | {pid for pid, _ in r.sitting_out}
    for pid in (player_a, player_b):
        if pid not in everyone:
            raise LeagueError(translate("league.night.round_steps", "{name} is not in round {number}.").format(name=club.player(pid).name, number=number))
    event = club.event(event_id)
    model = club.rating_model(event.leaderboard_id)
    with club.step(translate("league.night.round_steps", "Swap {first} and {second}").format(
            first=club.player(player_a).name, second=club.player(player_b).name)), club.transaction():
        for m in r.matches:
            sides = [[swapped(p) for p in side] for side in m.player_ids]
            if sides == [list(s) for s in m.player_ids]:
                continue
            teams = [[club.rating_of(p, event.leaderboard_id) for p in side] for side in sides]
            probs = [float(x) for x in predict_chances(model, teams)]
            club.db.table("drawn_matches").update(m.id, {"sides": json.dumps(sides), "win_probability": json.dumps(probs)})
        sitting = [swapped(pid) for pid, _ in r.sitting_out]
        update: dict[str, Any] = {"sitting_out": json.dumps(sitting)}
        playing = {p for m in r.matches for side in m.player_ids for p in side}
        if r.pairs is not None and {player_a, player_b} <= playing:
            # DYP: two players swapped between sides take each other's place in their pairs too (a swap
            # with someone sitting out only changes who sits: the pairs stay, a stand-in fills the gap)
            update["pairs"] = json.dumps([[swapped(a), swapped(b)] for a, b in r.pairs])
        club.db.table("drawn_rounds").update(r.id, update)
    return Changes(events=frozenset({event_id}))


def start_round(club: Club, event_id: int, number: int) -> Changes:
    """Start a drawn round: its matches join the queue and free tables are called.

    An event without tables gets one per match of the round ("Table 1"…).
    """
    r = find_round(club, event_id, number)
    if r.started:
        raise LeagueError(translate("league.night.round_steps", "Round {number} has already started.").format(number=number))
    with club.step(translate("league.night.round_steps", "Start round {number}").format(number=number)), club.transaction():
        club.db.table("drawn_rounds").update(r.id, {"started_at": now_text()})
        if not table_rows(club, event_id):
            for i in range(len(r.matches)):
                add_table(club, event_id, f"Table {i + 1}")
        fill_tables(club, event_id)
    return Changes(events=frozenset({event_id}))
