"""Rating matches in order and writing what they derive: history rows and ratings.

Derived data comes only from rating results in order: a new last match is
rated on top of the current ratings; any change earlier replays from there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache

from sqlite_utils import Database

from ..ratings import Rating, RatingModel
from .errors import Cancelled

ProgressFn = Callable[[int, int], None]
CancelledFn = Callable[[], bool]

#: a match's place in its leaderboard's history: (played_at, seq)
Position = tuple[str, int]

_BEFORE = "(m.played_at < :pa OR (m.played_at = :pa AND m.seq < :seq))"
_FROM = "(m.played_at > :pa OR (m.played_at = :pa AND m.seq >= :seq))"


@dataclass
class PlayerState:
    """A player's running rating while history is replayed."""

    rating: Rating
    games: int
    wins: int
    last_played: str | None


@dataclass(frozen=True)
class MatchToRate:
    """What rating one match needs: its players by side, the side ranks."""

    id: int
    played_at: str
    sides: list[list[int]]
    ranks: list[int]
    scores: list[float] | None


@lru_cache(maxsize=65536)
def _moment(played_at: str) -> datetime:
    return datetime.fromisoformat(played_at)


def idle_days(last_played: str | None, played_at: str) -> float:
    """Days between two ISO dates/date-times (0 when there is no earlier game)."""
    if last_played is None:
        return 0.0
    return max(0.0, (_moment(played_at) - _moment(last_played)).total_seconds() / 86400.0)


def winners(ranks: Sequence[int]) -> list[bool]:
    """Which sides won: the one side with the best rank (a shared first place is no win)."""
    best = min(ranks)
    alone = sum(1 for r in ranks if r == best) == 1
    return [alone and r == best for r in ranks]


def load_matches(db: Database, leaderboard_id: int, start: Position | None) -> list[MatchToRate]:
    """Every match of the leaderboard from ``start`` on (all if None), in rating order."""
    where = "m.leaderboard_id = :lb" + (f" AND {_FROM}" if start else "")
    params = {"lb": leaderboard_id, "pa": start[0] if start else None, "seq": start[1] if start else None}
    sides: dict[int, dict[int, tuple[int, float | None]]] = {}
    order: list[tuple[int, str]] = []
    for row in db.execute(
        f"SELECT m.id, m.played_at, s.side, s.rank, s.score FROM matches m "
        f"JOIN match_sides s ON s.match_id = m.id WHERE {where} "
        f"ORDER BY m.played_at, m.seq, s.side",
        params,
    ):
        match_id, played_at, side, rank, score = row
        if match_id not in sides:
            sides[match_id] = {}
            order.append((match_id, played_at))
        sides[match_id][side] = (rank, score)
    players: dict[int, dict[int, list[int]]] = {}
    for match_id, side, player_id in db.execute(
        f"SELECT m.id, p.side, p.player_id FROM matches m "
        f"JOIN match_players p ON p.match_id = m.id WHERE {where} ORDER BY p.rowid",
        params,
    ):
        players.setdefault(match_id, {}).setdefault(side, []).append(player_id)
    result = []
    for match_id, played_at in order:
        numbers = sorted(sides[match_id])
        by_side = players.get(match_id, {})
        scores = [sides[match_id][n][1] for n in numbers]
        result.append(
            MatchToRate(
                match_id,
                played_at,
                [by_side.get(n, []) for n in numbers],
                [sides[match_id][n][0] for n in numbers],
                None if any(s is None for s in scores) else [float(s) for s in scores if s is not None],
            )
        )
    return result


def load_state_before(
    db: Database, leaderboard_id: int, start: Position, player_ids: Iterable[int]
) -> dict[int, PlayerState]:
    """The rating of each given player just before ``start``, from the stored history."""
    ids = sorted(set(player_ids))
    if not ids:
        return {}
    state = {}
    for pid, mu, sigma, games, wins, last in db.execute(
        f"""
        SELECT player_id, mu_after, sigma_after, games, wins, played_at FROM (
          SELECT h.player_id, h.mu_after, h.sigma_after, m.played_at,
                 count(*) OVER w AS games, sum(h.won) OVER w AS wins,
                 row_number() OVER (PARTITION BY h.player_id ORDER BY m.played_at DESC, m.seq DESC) AS rn
          FROM rating_history h JOIN matches m ON m.id = h.match_id
          WHERE h.leaderboard_id = :lb AND {_BEFORE}
            AND h.player_id IN (SELECT value FROM json_each(:ids))
          WINDOW w AS (PARTITION BY h.player_id)
        ) WHERE rn = 1
        """,
        {"lb": leaderboard_id, "pa": start[0], "seq": start[1], "ids": json.dumps(ids)},
    ):
        state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
    return state


def load_current_state(db: Database, leaderboard_id: int, player_ids: Iterable[int]) -> dict[int, PlayerState]:
    """The players' current ratings (valid as "before" only for a new last match)."""
    ids = sorted(set(player_ids))
    state = {}
    for pid, mu, sigma, games, wins, last in db.execute(
        "SELECT player_id, mu, sigma, games, wins, last_played FROM ratings "
        "WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    ):
        state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
    return state


def rate_in_order(
    model: RatingModel,
    matches: Sequence[MatchToRate],
    state: dict[int, PlayerState],
    initial: Callable[[int], Rating],
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> list[tuple[int, int, float, float, float, float, int]]:
    """Rate ``matches`` one after another, updating ``state``; returns history rows.

    Each row is (match_id, player_id, mu_before, sigma_before, mu_after, sigma_after, won).
    """
    rows = []
    total = len(matches)
    decays = model.decays
    for done, match in enumerate(matches):
        if done % 500 == 0:
            if cancelled is not None and cancelled():
                raise Cancelled("stopped before the end; nothing was changed")
            if progress is not None:
                progress(done, total)
        teams = []
        for side in match.sides:
            team = []
            for pid in side:
                st = state.get(pid)
                if st is None:
                    st = state[pid] = PlayerState(initial(pid), 0, 0, None)
                elif decays:
                    st.rating = model.decay(st.rating, idle_days(st.last_played, match.played_at))
                team.append(st.rating)
            teams.append(team)
        new = model.rate(teams, match.ranks, match.scores)
        won = winners(match.ranks)
        for side, team, new_team, side_won in zip(match.sides, teams, new, won):
            for pid, before, after in zip(side, team, new_team):
                st = state[pid]
                st.rating = after
                st.games += 1
                st.wins += side_won
                st.last_played = match.played_at
                rows.append((match.id, pid, before.mu, before.sigma, after.mu, after.sigma, int(side_won)))
    if progress is not None:
        progress(total, total)
    return rows


def write_history(db: Database, leaderboard_id: int, rows: Sequence[tuple[int, int, float, float, float, float, int]]) -> None:
    """Store history rows (their matches' old rows must already be gone)."""
    db.table("rating_history").insert_all(
        (
            {
                "match_id": r[0],
                "player_id": r[1],
                "leaderboard_id": leaderboard_id,
                "mu_before": r[2],
                "sigma_before": r[3],
                "mu_after": r[4],
                "sigma_after": r[5],
                "won": r[6],
            }
            for r in rows
        ),
        batch_size=2000,
    )


def write_ratings(db: Database, leaderboard_id: int, state: dict[int, PlayerState], player_ids: Iterable[int]) -> None:
    """Set the ratings rows of ``player_ids`` from ``state`` (no state: no row)."""
    ids = sorted(set(player_ids))
    db.execute(
        "DELETE FROM ratings WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    )
    db.table("ratings").insert_all(
        (
            {
                "leaderboard_id": leaderboard_id,
                "player_id": pid,
                "mu": state[pid].rating.mu,
                "sigma": state[pid].rating.sigma,
                "games": state[pid].games,
                "wins": state[pid].wins,
                "last_played": state[pid].last_played,
            }
            for pid in ids
            if pid in state and state[pid].games > 0
        ),
        batch_size=2000,
    )


def replay_from(
    db: Database,
    leaderboard_id: int,
    model: RatingModel,
    start: Position | None,
    initial: Callable[[int], Rating],
    *,
    also_affected: Iterable[int] = (),
    on_top: bool = False,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, set[int]]:
    """Re-derive history and ratings from ``start`` on (everything if None).

    ``also_affected``: players who were in matches that were removed or moved
    (their ratings must be rebuilt even if they no longer appear). ``on_top``:
    the matches from ``start`` are new and after every other match, so the
    current ratings are their "before". Returns (matches rated, players touched).
    Call inside the caller's transaction.
    """
    matches = load_matches(db, leaderboard_id, start)
    affected = {pid for m in matches for side in m.sides for pid in side} | set(also_affected)
    if start is None:
        db.execute("DELETE FROM rating_history WHERE leaderboard_id = ?", [leaderboard_id])
        affected |= {r[0] for r in db.execute("SELECT player_id FROM ratings WHERE leaderboard_id = ?", [leaderboard_id])}
        state: dict[int, PlayerState] = {}
    else:
        db.execute(
            f"DELETE FROM rating_history WHERE match_id IN "
            f"(SELECT m.id FROM matches m WHERE m.leaderboard_id = :lb AND {_FROM})",
            {"lb": leaderboard_id, "pa": start[0], "seq": start[1]},
        )
        if on_top:
            state = load_current_state(db, leaderboard_id, affected)
        else:
            state = load_state_before(db, leaderboard_id, start, affected)
    rows = rate_in_order(model, matches, state, initial, progress=progress, cancelled=cancelled)
    write_history(db, leaderboard_id, rows)
    write_ratings(db, leaderboard_id, state, affected)
    return len(matches), affected
