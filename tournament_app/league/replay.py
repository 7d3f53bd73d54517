"""Rating matches in order and writing what they derive: history rows and ratings.

Derived data comes only from rating results in order: a new last match is
rated on top of the current ratings; any change earlier replays from there.
The matches are loaded straight into flat arrays (:func:`load_history`),
rated by the batch replay of :mod:`tournament_app.ratings.replay` (compiled
where numba works), and the history rows are updated in place where they
exist (:func:`store_history`), with ``executemany`` on the connection.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

from ..ratings import Rating, RatingModel
from ..ratings.otr import OtrPlackettLuce
from .column_read import read_int_columns
from .replay_load import (
    _FROM,
    LoadedHistory,
    MatchToRate,
    Position,
    _columns,
    load_games,
    load_history,
    load_matches,
)
from .replay_rate import (
    CancelledFn,
    GamesByMatch,
    ProgressFn,
    Rated,
    _dense_index,
    idle_days,
    moment_seconds,
    rate_loaded,
    side_winners,
    winners,
)
from .replay_state import (
    MANY_PLAYERS,
    PlayerState,
    load_current_state,
    load_state_before,
)
from .replay_store import store_history, write_history, write_ratings

__all__ = [
    "MANY_PLAYERS",
    "CancelledFn",
    "GamesByMatch",
    "LoadedHistory",
    "MatchToRate",
    "PlayerState",
    "Position",
    "ProgressFn",
    "Rated",
    "existing_history_keys",
    "idle_days",
    "load_current_state",
    "load_games",
    "load_history",
    "load_matches",
    "load_state_before",
    "moment_seconds",
    "rate_loaded",
    "replay_from",
    "side_winners",
    "store_history",
    "winners",
    "write_history",
    "write_ratings",
]


def existing_history_keys(db: Database, leaderboard_id: int, start: Position | None, large: bool) -> npt.NDArray[np.int64]:
    """(rowid, match_id, player_id, leaderboard_id) of the stored history rows a replay from ``start`` replaces."""
    hint = "NOT INDEXED" if large else ""  # most of the file: one pass over the table
    params: dict[str, Any]
    if start is None:
        rest, params = f"FROM rating_history {hint} WHERE leaderboard_id = :lb", {"lb": leaderboard_id}
        names = ["rowid", "match_id", "player_id", "leaderboard_id"]
    else:
        rest = (
            f"FROM rating_history h {hint} WHERE h.match_id IN "
            f"(SELECT m.id FROM matches m WHERE m.leaderboard_id = :lb AND {_FROM})"
        )
        params = {"lb": leaderboard_id, "pa": start[0], "seq": start[1]}
        names = ["h.rowid", "h.match_id", "h.player_id", "h.leaderboard_id"]
    # every row of the whole-board query is the board's: its leaderboard_id need not be read
    read = read_int_columns(db, names[:3] if start is None else names, rest, params)
    if read is not None:
        columns = read[0] if start is None else read[0][:3]
        board = np.full(len(columns[0]), leaderboard_id, dtype=np.int64) if start is None else read[0][3]
        return np.stack([*columns, board], axis=1)
    return _columns(db.execute(f"SELECT {', '.join(names)} {rest}", params), 4, np.int64)


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
    loaded = load_history(db, leaderboard_id, start)
    affected = set(_dense_index(loaded.slot_pid)[0].tolist()) | set(also_affected)
    existing = existing_history_keys(db, leaderboard_id, start, loaded.large)
    if start is None:
        affected |= {r[0] for r in db.execute("SELECT player_id FROM ratings WHERE leaderboard_id = ?", [leaderboard_id])}
        state: dict[int, PlayerState] = {}
    else:
        if on_top:
            state = load_current_state(db, leaderboard_id, affected)
        else:
            state = load_state_before(db, leaderboard_id, start, affected)
    games = load_games(db, loaded.match_ids.tolist()) if isinstance(model, OtrPlackettLuce) else None
    rated = rate_loaded(model, loaded, state, initial, progress=progress, cancelled=cancelled, match_games=games)
    store_history(db, leaderboard_id, rated, existing)
    write_ratings(db, leaderboard_id, state, affected)
    return loaded.n_matches, affected
