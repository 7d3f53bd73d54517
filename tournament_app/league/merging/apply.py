"""Writing a merge plan, inside the caller's transaction: rows, results, events, then the replay and the events'
sync, in that order (an event's queue is filled with the ratings the replay gives)."""

from __future__ import annotations

from ..club import Club
from ..model import Changes
from .. import rating
from ..replay import CancelledFn, ProgressFn
from .events import sync_events, write_event_details, write_event_rows
from .plan import MergePlan
from .results import Position, write_results
from .rows import IdMaps, write_event_logs, write_people, write_settings


def write_merge(club: Club, plan: MergePlan, *, progress: ProgressFn | None = None,
                cancelled: CancelledFn | None = None) -> Changes:
    """Write everything ``plan`` brings in and rate it; returns what changed."""
    maps = IdMaps()
    write_people(club, plan, maps)
    boards_from_start = write_settings(club, plan, maps)
    write_event_rows(club, plan, maps)
    starts = write_results(club, plan, maps)
    boards_from_start |= write_event_logs(club, plan, maps)
    events = write_event_details(club, plan, maps)
    first_new = min((maps.matches[m.id] for new in plan.new_matches.values() for m in new), default=0)
    replayed, touched = _replay(club, starts, boards_from_start, first_new, progress, cancelled)
    sync_events(club, events)
    return Changes(
        players=frozenset(touched | set(maps.players[p] for p in plan.players.new)),
        teams=bool(plan.new_teams or plan.new_members),
        leaderboards=frozenset(starts) | frozenset(boards_from_start) | frozenset(maps.boards[b.other_id] for b in plan.new_boards),
        events=frozenset(events),
        matches=frozenset(maps.matches[m.id] for new in plan.new_matches.values() for m in new),
        replayed=replayed,
        count=plan.result_count,
        already=plan.already,
    )


def _replay(club: Club, starts: dict[int, Position], from_start: set[int], first_new: int, progress: ProgressFn | None,
            cancelled: CancelledFn | None) -> tuple[int, set[int]]:
    """Rate each leaderboard from its earliest new result (from its first match when starting ratings or event
    logs came in), one after the other, with one progress for all. On top of the current ratings when every
    match from there on is new (ids from ``first_new`` on)."""
    boards = sorted(set(starts) | from_start)
    sizes = {b: club.match_count(b) for b in boards}
    total = max(sum(sizes.values()), 1)
    done = 0
    replayed = 0
    touched: set[int] = set()
    for board in boards:
        def step(n: int, _of: int, before: int = done) -> None:
            if progress is not None:
                progress(min(before + n, total), total)
        start = None if board in from_start else starts[board]
        later = None if start is None else club.db.execute(
            "SELECT 1 FROM matches WHERE leaderboard_id = ? AND (played_at, seq) >= (?, ?) AND id < ? LIMIT 1",
            [board, start[0], start[1], first_new]).fetchone()
        n, players = rating.replay(club, board, start, on_top=start is not None and later is None, progress=step, cancelled=cancelled)
        replayed += n
        touched |= players
        done += sizes[board]
    return replayed, touched
