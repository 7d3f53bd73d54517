"""Reading the stored (derived) rating history in tests, whatever form the file keeps it in.

The history lives in chunks of NumPy columns (``store/history_chunks.py``);
these give it back as plain rows to compare with a replay. They decode whole
chunks (``all_history_rows``), not the app's own readers of one match or one
player, so a test comparing what the app shows with these checks those readers too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament_app.league import Club
from tournament_app.store.history_chunks import all_history_rows

Row = tuple[int, int, int, float, float, float, float, int]


def all_rows(club_or_db: Any) -> list[Row]:
    """Every stored row: (match_id, player_id, leaderboard_id, mu_before, sigma_before, mu_after, sigma_after, won),
    ordered by match and player."""
    return all_history_rows(getattr(club_or_db, "db", club_or_db))


def of_match(club_or_db: Any, match_id: int) -> dict[int, tuple[float, float, float, float, int]]:
    """Player id -> (mu_before, sigma_before, mu_after, sigma_after, won) of one match."""
    return {r[1]: (r[3], r[4], r[5], r[6], r[7]) for r in all_rows(club_or_db) if r[0] == match_id}


def of_player(club_or_db: Any, player_id: int) -> list[Row]:
    """The player's stored rows, ordered by match id."""
    return [r for r in all_rows(club_or_db) if r[1] == player_id]


def fresh_replay_rows(club: Club, folder: Path) -> list[Row]:
    """The rows a fresh replay of a snapshot of ``club`` (made in ``folder``) stores: what the club's must equal."""
    with Club.open(club.snapshot(folder / "fresh")) as copy:
        copy.recompute()
        return all_rows(copy)
