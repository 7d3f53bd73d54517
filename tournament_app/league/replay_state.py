"""Each player's running rating state, and reading it back from the file before a point in history."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from sqlite_utils import Database

from ..ratings import Rating
from ..store.history_chunks import Position
from ..store.history_lookup import state_before


@dataclass
class PlayerState:
    """A player's running rating while history is replayed."""

    rating: Rating
    games: int
    wins: int
    last_played: str | None


def load_state_before(
    db: Database, leaderboard_id: int, start: Position, player_ids: Iterable[int]
) -> dict[int, PlayerState]:
    """The rating of each given player just before ``start``, from the stored history."""
    return {
        pid: PlayerState(Rating(row.mu, row.sigma), row.games, row.wins, row.played_at)
        for pid, row in state_before(db, leaderboard_id, start, sorted(set(player_ids))).items()
    }


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
