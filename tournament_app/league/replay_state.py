"""Each player's running rating state, and reading it back from the file before a point in history."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from sqlite_utils import Database

from ..ratings import Rating
from .replay_load import _BEFORE, Position


@dataclass
class PlayerState:
    """A player's running rating while history is replayed."""

    rating: Rating
    games: int
    wins: int
    last_played: str | None


#: from this many players on, :func:`load_state_before` reads the leaderboard's history in one pass
MANY_PLAYERS = 1000


def load_state_before(
    db: Database, leaderboard_id: int, start: Position, player_ids: Iterable[int]
) -> dict[int, PlayerState]:
    """The rating of each given player just before ``start``, from the stored history."""
    ids = sorted(set(player_ids))
    if not ids:
        return {}
    state = {}
    params = {"lb": leaderboard_id, "pa": start[0], "seq": start[1], "ids": json.dumps(ids)}
    if len(ids) >= MANY_PLAYERS:
        # Many players (undoing a big import, an early edit): one pass over the table beats an index
        # lookup per history row, ~4x. A player's last row is the one with the largest (played_at, seq).
        wanted = set(ids)
        for pid, mu, sigma, games, wins, last, _key in db.execute(
            f"SELECT h.player_id, h.mu_after, h.sigma_after, count(*), sum(h.won), m.played_at, "
            f"max(m.played_at || char(0) || printf('%020d', m.seq)) FROM rating_history h NOT INDEXED "
            f"JOIN matches m ON m.id = h.match_id WHERE h.leaderboard_id = :lb AND {_BEFORE} GROUP BY h.player_id",
            params,
        ):
            if pid in wanted:
                state[pid] = PlayerState(Rating(mu, sigma), games, wins, last)
        return state
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
        params,
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
