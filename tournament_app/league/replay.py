"""Rating matches in order and writing what they derive: history and ratings.

Derived data comes only from rating results in order: a new last match is
rated on top of the current ratings; any change earlier replays from there.
The matches are loaded straight into flat arrays (:func:`load_history`),
rated by the batch replay of :mod:`tournament_app.ratings.replay` (compiled
where numba works), and the history from the first changed chunk on is
written anew as chunks of columns (:func:`store_history`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sqlite_utils import Database

from ..ratings import Rating, RatingModel
from ..ratings.otr import OtrPlackettLuce
from ..store.history_chunks import Position
from . import replay_rate
from .replay_load import (
    LoadedHistory,
    MatchToRate,
    expected_slots,
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
    PlayerState,
    load_current_state,
    load_state_before,
)
from .replay_store import store_history, write_history, write_ratings

__all__ = [
    "CancelledFn",
    "GamesByMatch",
    "LoadedHistory",
    "MatchToRate",
    "PlayerState",
    "Position",
    "ProgressFn",
    "Rated",
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
    replay_rate.load_compiled_meanwhile(model, lambda enough: expected_slots(db, leaderboard_id, start, enough))
    loaded = load_history(db, leaderboard_id, start)
    affected = set(_dense_index(loaded.slot_pid)[0].tolist()) | set(also_affected)
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
    store_history(db, leaderboard_id, rated, start)
    write_ratings(db, leaderboard_id, state, affected)
    return loaded.n_matches, affected
