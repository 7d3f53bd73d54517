"""Results at the tables and the night's standings (points, games, each player's rating change)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...ratings import Rating
from ...messages import translate
from ..club import Club, display_value
from ..errors import LeagueError
from ..model import Changes, ChangesWithId, Match, SideInput
from ..result_rule import check_result
from .reading import find_drawn
from .tables_queue import fill_tables
from .values import NightLine, now_text

#: a drawn match's status as the refusals below say it (the stored words are English keys; a called match is never refused)
_STATUS_WORDS = {
    "queued": translate("league.night.results", "waiting for a table"),
    "playing": translate("league.night.results", "being played"),
    "finished": translate("league.night.results", "finished"),
}


def start_match(club: Club, drawn_match_id: int) -> Changes:
    """The players of a called match have begun: the start time is recorded."""
    event_id, m = find_drawn(club, drawn_match_id)
    if m.status != "called":
        raise LeagueError(translate("league.night.results", "Only a called match can start (this one is {status}).").format(status=_STATUS_WORDS.get(m.status, m.status)))
    with club.step(translate("league.night.results", "Start match")), club.transaction():
        club.db.table("drawn_matches").update(m.id, {"status": "playing", "started_at": now_text()})
    return Changes(events=frozenset({event_id}))


def save_result(club: Club, drawn_match_id: int, ranks: Sequence[int | None] | None, scores: Sequence[float | None] | None = None,
                *, off_table: bool = False) -> ChangesWithId:
    """Record the result of a match on a table, free the table and call the next match; one transaction.

    ``ranks`` are the sides' placements (1 = best; equal = draw), in the
    order of the drawn sides; None lets the scores decide (the one result
    rule, :mod:`..result_rule`). ``id``: the recorded match's. With
    ``off_table`` a match still waiting in the queue takes a result too
    (reported from elsewhere: the command line, a bracket).
    """
    event_id, m = find_drawn(club, drawn_match_id)
    if m.status not in (("queued", "called", "playing") if off_table else ("called", "playing")):
        raise LeagueError(translate("league.night.results", "This match is {status}; only a match on a table can get a result.").format(
            status=_STATUS_WORDS.get(m.status, m.status)))
    if ranks is not None and len(ranks) != len(m.player_ids):
        raise LeagueError(translate("league.night.results", "The match has {sides} sides but {count} placements were given.").format(
            sides=len(m.player_ids), count=len(ranks)))
    if scores is not None and len(scores) != len(m.player_ids):
        raise LeagueError(translate("league.night.results", "The match has {sides} sides but {count} scores were given.").format(
            sides=len(m.player_ids), count=len(scores)))
    result = check_result(ranks, scores, names=[" & ".join(names) for names in m.sides])
    with club.step(translate("league.night.results", "Save result")) as step, club.transaction():
        recorded = club.record_match(
            [SideInput(list(side), rank, result.scores[n] if result.scores is not None else None)
             for n, (side, rank) in enumerate(zip(m.player_ids, result.ranks))],
            event_id=event_id,
        )
        step.label = translate("league.night.results", "Save result of match #{id}").format(id=recorded.id)
        finish_drawn(club, m.id, recorded.id)
        fill_tables(club, event_id)
    return replace(recorded, events=recorded.events | {event_id})


def finish_drawn(club: Club, drawn_match_id: int, match_id: int) -> None:
    """A drawn match has its recorded result: it leaves the queue or its table (calling the next ones is the caller's)."""
    club.db.execute("UPDATE drawn_matches SET status = 'finished', finished_at = ?, match_id = ? WHERE id = ? AND status <> 'finished'",
                    [now_text(), match_id, drawn_match_id])


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


def night_scores(club: Club, event_id: int) -> dict[int, float]:
    """Points per player from the results saved for the night's matches: a win 1, a shared first place ½."""
    points: dict[int, float] = {}
    for line in night_standings(club, event_id):
        points[line.player_id] = line.points
    return points
