"""Rating a leaderboard's history: the replay dispatch (matches alone, or with event logs), recompute.

Results are the truth; ratings and history are derived. A new last match is
rated on top, any earlier change replays the leaderboard from there
(:mod:`.replay`); a leaderboard with imported event logs replays them
together with its matches (:mod:`.event_logs`).
"""

from __future__ import annotations

import json

import sqlite3
from collections.abc import Sequence

from ..messages import translate
from ..ratings import Rating
from . import replay_rate
from .core import ClubCore
from .errors import LeagueError
from .event_logs.rate import replay_with_event_logs
from .event_logs.store import has_event_logs
from .model import Changes
from .replay import CancelledFn, Position, ProgressFn, replay_from
from .replay_load import expected_slots, first_positions


def replay(
    core: ClubCore,
    leaderboard_id: int,
    start: Position | None,
    *,
    also_affected: Sequence[int] | set[int] = (),
    on_top: bool = False,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, set[int]]:
    """Rate the leaderboard's history from ``start`` (None: from the start); returns (matches rated, players touched).

    ``on_top``: the match at ``start`` is the newest, so it is rated on top of
    the current ratings. A leaderboard with event logs replays everything.
    """
    model = core.rating_model(leaderboard_id)
    initial = initial_ratings(core, leaderboard_id)
    if has_event_logs(core.db, leaderboard_id):
        # matches and imported event logs are rated together, in time order
        return replay_with_event_logs(core.db, leaderboard_id, model, initial=lambda pid: initial.get(pid) or model.new_rating(),
                                      progress=progress, cancelled=cancelled)
    try:
        return replay_from(
            core.db,
            leaderboard_id,
            model,
            start,
            lambda pid: initial.get(pid) or model.new_rating(),
            also_affected=also_affected,
            on_top=on_top,
            progress=progress,
            cancelled=cancelled,
        )
    except sqlite3.IntegrityError as exc:  # pragma: no cover - a bug, not bad input
        raise LeagueError(translate("league.rating", "The database refused the change: {reason}").format(reason=exc)) from exc


def rate_new_or_replay(core: ClubCore, leaderboard_id: int, match_id: int) -> tuple[int, set[int]]:
    """Rate a just-stored match: on top when it is the newest, else replay from it."""
    at, seq = core.db.execute("SELECT played_at, seq FROM matches WHERE id = ?", [match_id]).fetchone()
    later = core.db.execute(
        # A row-value comparison lets SQLite use the (leaderboard_id, played_at, seq) index range.
        "SELECT 1 FROM matches WHERE leaderboard_id = ? AND id != ? AND (played_at, seq) > (?, ?) LIMIT 1",
        [leaderboard_id, match_id, at, seq],
    ).fetchone()
    return replay(core, leaderboard_id, (at, seq), on_top=later is None)


def leaderboards_of(core: ClubCore, *player_ids: int) -> set[int]:
    """The leaderboards any of the players has played matches on.

    Read from the results, one pass over the player rows (the results keep no
    index by player; issue 17: ~40 ms at 800k rows): merging calls it inside its
    write before moving the results, archiving after it, both rare, and the
    results are the truth.
    """
    return {
        r[0]
        for r in core.db.execute(
            "SELECT DISTINCT m.leaderboard_id FROM matches m JOIN match_players mp ON mp.match_id = m.id "
            "WHERE mp.player_id IN (SELECT value FROM json_each(?))",
            [json.dumps(list(player_ids))],
        )
    }


def first_position_of(core: ClubCore, leaderboard_id: int, player_id: int) -> Position | None:
    """Where the player's first match on the leaderboard is in its history, or None (:func:`.replay_load.first_positions`;
    merging asks inside its write, after moving the merged player's results and before the replay)."""
    return first_positions(core.db, [(leaderboard_id, player_id)]).get((leaderboard_id, player_id))


def replay_from_first_match(
    core: ClubCore, leaderboard_id: int, player_id: int, progress: ProgressFn | None, cancelled: CancelledFn | None
) -> tuple[int, set[int]]:
    """Replay the leaderboard from the player's first match on it (nothing if they never played there)."""
    first = first_position_of(core, leaderboard_id, player_id)
    if first is None:
        return 0, set()
    return replay(core, leaderboard_id, first, also_affected=[player_id], progress=progress, cancelled=cancelled)


def initial_ratings(core: ClubCore, leaderboard_id: int) -> dict[int, Rating]:
    """The starting ratings set on the leaderboard, by player id."""
    default = core.rating_model(leaderboard_id).new_rating()
    return {
        pid: Rating(mu, default.sigma if sigma is None else sigma)
        for pid, mu, sigma in core.db.execute(
            "SELECT player_id, mu, sigma FROM initial_ratings WHERE leaderboard_id = ?", [leaderboard_id]
        )
    }


def recompute(
    core: ClubCore,
    leaderboard_id: int | None = None,
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> Changes:
    """Rebuild ratings and history of one leaderboard (all if None) from the matches.

    No backup copy is made first: a recompute changes only derived data
    (ratings and history, rebuilt from the results, which it never touches),
    and it is one undoable step. Steps that change results keep theirs.
    """
    if leaderboard_id is not None:
        boards = [int(core.leaderboard_row(leaderboard_id)["id"])]
    else:
        boards = [r[0] for r in core.db.execute("SELECT id FROM leaderboards ORDER BY id")]
    total = 0
    with core.step(translate("league.rating", "Recompute")), core.write():
        for lb in boards:
            n, _ = replay(core, lb, None, progress=progress, cancelled=cancelled)
            total += n
    return Changes(leaderboards=frozenset(boards), replayed=total)


def prepare_big_replays(core: ClubCore) -> None:
    """Start loading the compiled replay loop in the background when this club is big enough for a replay to use it.

    The app calls it once a big file's first leaderboard is on screen, so the
    first edit deep in the past does not also wait for numba's load (0.4-2 s).
    """
    for (lb,) in core.db.execute("SELECT id FROM leaderboards ORDER BY id").fetchall():
        replay_rate.load_compiled_meanwhile(core.rating_model(lb), lambda enough: expected_slots(core.db, lb, None, enough))
