"""Rating event logs with Elo: :func:`replay_with_event_logs` rates a leaderboard's matches and logs
together in time order; the league's replay uses it for every leaderboard that has logs.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from sqlite_utils import Database

from ...messages import translate
from ...ratings import Elo, Rating, RatingModel
from ..errors import Cancelled, LeagueError
from ..replay import (
    CancelledFn,
    MatchToRate,
    PlayerState,
    ProgressFn,
    idle_days,
    load_matches,
    winners,
    write_history,
    write_ratings,
)
from .parse import FRAG, SUICIDE, TEAMKILL, WEIGHTED


@dataclass(frozen=True)
class _Entry:
    kind: str
    actor: int
    target: int | None
    points: float


@dataclass(frozen=True)
class _Log:
    id: int
    played_at: str
    teams: dict[int, str | None]
    entries: list[_Entry]


def _load_logs(db: Database, leaderboard_id: int) -> list[_Log]:
    rows = list(db.execute("SELECT id, played_at FROM event_logs WHERE leaderboard_id = ? ORDER BY played_at, id", [leaderboard_id]))
    teams: dict[int, dict[int, str | None]] = {log_id: {} for log_id, _ in rows}
    for log_id, pid, team in db.execute(
        "SELECT p.log_id, p.player_id, p.team FROM event_log_players p JOIN event_logs l ON l.id = p.log_id "
        "WHERE l.leaderboard_id = ?",
        [leaderboard_id],
    ):
        teams[log_id][pid] = team
    entries: dict[int, list[_Entry]] = {log_id: [] for log_id, _ in rows}
    for log_id, kind, actor, target, points in db.execute(
        "SELECT e.log_id, e.kind, e.actor_id, e.target_id, e.points FROM event_log_entries e "
        "JOIN event_logs l ON l.id = e.log_id WHERE l.leaderboard_id = ? ORDER BY e.log_id, e.seq",
        [leaderboard_id],
    ):
        entries[log_id].append(_Entry(kind, actor, target, points))
    return [_Log(log_id, at, teams[log_id], entries[log_id]) for log_id, at in rows]


def rate_log(model: Elo, log: _Log, state: dict[int, PlayerState]) -> None:
    """Rate one log's events in order on top of ``state`` (players must be in it, decayed already)."""
    for e in log.entries:
        actor = state[e.actor]
        actor.games += 1
        if e.kind == FRAG:
            assert e.target is not None
            victim = state[e.target]
            victim.games += 1
            (a,), (b,) = model.rate([[actor.rating], [victim.rating]], None, [1.0, 0.0])
            actor.rating, victim.rating = a, b
            actor.wins += 1
        elif e.kind == SUICIDE:
            actor.rating = model.rate_against(actor.rating, actor.rating.mu, -1.0, 0.0)
        elif e.kind == TEAMKILL:
            assert e.target is not None
            actor.rating = model.rate_against(actor.rating, state[e.target].rating.mu, -1.0, 0.0)
        elif e.kind == WEIGHTED:
            team = log.teams.get(e.actor)
            opponents = [state[p].rating.mu for p, t in log.teams.items() if t is not None and t != team]
            if not opponents:
                raise LeagueError(translate(
                    "league.event_logs.rate", "Event log {log} has a weighted event but no opposing team.",
                ).format(log=log.id))
            average = math.fsum(opponents) / len(opponents)
            actor.rating = model.rate_against(actor.rating, average, e.points, 0.0, weight=e.points)
            actor.wins += 1
        else:
            raise LeagueError(translate(
                "league.event_logs.rate", "Event log {log} holds an unknown kind of event, {kind!r}.",
            ).format(log=log.id, kind=e.kind))


def replay_with_event_logs(
    db: Database,
    leaderboard_id: int,
    model: RatingModel,
    *,
    initial: Callable[[int], Rating] | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, set[int]]:
    """Re-derive a leaderboard's history and ratings from its matches and event logs, all in time order.

    ``initial(player_id)`` is a player's starting rating (default: the model's new rating).

    Matches are rated with ``model.rate`` (history rows as usual); a log's
    events one after another (:func:`rate_log`), at the log's time, after
    the matches of the same moment. Inactivity decay applies before each
    match or log. Returns (matches and logs rated, players touched). Call
    inside the caller's transaction.
    """
    if not isinstance(model, Elo):
        raise LeagueError(translate(
            "league.event_logs.rate",
            "This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {system}.",
        ).format(system=model.title))
    matches = load_matches(db, leaderboard_id, None)
    logs = _load_logs(db, leaderboard_id)
    items: list[tuple[str, int, int, MatchToRate | _Log]] = [(m.played_at, 0, n, m) for n, m in enumerate(matches)]
    items += [(log.played_at, 1, n, log) for n, log in enumerate(logs)]
    items.sort(key=lambda item: item[:3])
    state: dict[int, PlayerState] = {}
    history: list[tuple[int, int, float, float, float, float, int]] = []

    def ready(pid: int, at: str) -> PlayerState:
        st = state.get(pid)
        if st is None:
            st = state[pid] = PlayerState(initial(pid) if initial else model.new_rating(), 0, 0, None)
        elif model.decays and st.last_played is not None:
            st.rating = model.decay(st.rating, idle_days(st.last_played, at))
        return st

    total = len(items)
    for done, (at, _kind, _n, item) in enumerate(items):
        if cancelled is not None and done % 256 == 0 and cancelled():
            raise Cancelled()
        if isinstance(item, MatchToRate):
            sides = [[ready(pid, at) for pid in side] for side in item.sides]
            before = [[st.rating for st in side] for side in sides]
            after = model.rate(before, item.ranks, item.scores)
            won = winners(item.ranks)
            for side_no, (side_ids, side_states) in enumerate(zip(item.sides, sides)):
                for pid, st, old, new in zip(side_ids, side_states, before[side_no], after[side_no]):
                    history.append((item.id, pid, old.mu, old.sigma, new.mu, new.sigma, int(won[side_no])))
                    st.rating, st.games, st.wins, st.last_played = new, st.games + 1, st.wins + int(won[side_no]), at
        else:
            for pid in item.teams:
                ready(pid, at)
            rate_log(model, item, state)
            for pid in item.teams:
                state[pid].last_played = at
        if progress is not None and (done % 256 == 0 or done == total - 1):
            progress(done + 1, total)
    affected = set(state) | {r[0] for r in db.execute("SELECT player_id FROM ratings WHERE leaderboard_id = ?", [leaderboard_id])}
    write_history(db, leaderboard_id, history)  # the whole history anew
    write_ratings(db, leaderboard_id, state, affected)
    return total, affected
