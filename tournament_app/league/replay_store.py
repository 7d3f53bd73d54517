"""Writing what a replay derived: the history (as chunks of columns) and the ratings."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from sqlite_utils import Database

from ..store.history_chunks import Position, write_from
from ..store.history_codec import HistoryRows
from .replay_rate import Rated
from .replay_state import PlayerState


def write_history(db: Database, leaderboard_id: int, rows: Sequence[tuple[int, int, float, float, float, float, int]]) -> None:
    """Make the leaderboard's whole stored history these (match_id, player_id, mu_before, sigma_before,
    mu_after, sigma_after, won) rows, in rating order."""
    write_from(db, leaderboard_id, None, HistoryRows.from_tuples(rows))


def store_history(db: Database, leaderboard_id: int, rated: Rated, start: Position | None) -> None:
    """Make the stored history from ``start`` on (all if None) exactly ``rated``'s rows.

    The history is kept as chunks of NumPy columns (:mod:`tournament_app.store.history_chunks`):
    the chunks before ``start`` stay, the rest is written anew. Inside the caller's transaction.
    """
    r = rated.result
    write_from(
        db,
        leaderboard_id,
        start,
        HistoryRows(rated.match_id, rated.player_id, r.mu_before, r.sigma_before, r.mu_after, r.sigma_after, rated.won),
    )


def write_ratings(db: Database, leaderboard_id: int, state: dict[int, PlayerState], player_ids: Iterable[int]) -> None:
    """Set the ratings rows of ``player_ids`` from ``state`` (no state: no row)."""
    ids = sorted(set(player_ids))
    db.execute(
        "DELETE FROM ratings WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    )
    db.conn.executemany(
        "INSERT INTO ratings (leaderboard_id, player_id, mu, sigma, games, wins, last_played) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            (leaderboard_id, pid, st.rating.mu, st.rating.sigma, st.games, st.wins, st.last_played)
            for pid in ids
            if (st := state.get(pid)) is not None and st.games > 0
        ),
    )
