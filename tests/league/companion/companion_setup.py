"""Test helpers: a club night and a single-elimination event with matches on the tables, and a dump of the file."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from tournament_app.league import Club, SideInput, night, tournament
from tournament_app.league.tournament import Settings
from stored_rows import rows_of

#: every table the companion or a result writes (a refusal must change none of them)
TABLES = ("event_shares", "report_tokens", "match_reports", "report_decisions", "matches", "match_sides",
          "match_players", "drawn_matches", "attendance", "fixtures", "ratings", "history_chunks", "undo_steps")


def dump(club: Club) -> dict[str, list[Any]]:
    """Every row of the tables a report could touch."""
    return {t: rows_of(club.db, t) for t in TABLES}


def club_night(tmp_path: Path) -> tuple[Club, int, dict[str, int]]:
    """A club night with eight players present, two tables and round 1 started (2 matches on the tables)."""
    club = Club.open(tmp_path / "club.sqlite")
    names = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
    ids = {n: club.add_player(n).id for n in names}
    with club.transaction():
        for a, b in itertools.combinations(names[:6], 2):
            club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    event_id = club.add_event("Tuesday", "2024-02-06").id
    for n in names:
        night.check_in(club, event_id, ids[n])
    night.add_table(club, event_id, "Table 1")
    night.add_table(club, event_id, "Table 2")
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.start_round(club, event_id, 1)
    return club, event_id, ids


def knockout(tmp_path: Path, entrants: int = 4) -> tuple[Club, int]:
    """A single-elimination event of ``entrants`` players, started: the first round is on the queue."""
    club = Club.open(tmp_path / "cup.sqlite")
    club.new_leaderboard("Singles", "bbt")
    for n in range(entrants):
        club.add_player(f"P{n:02d}")
    event_id = tournament.create_event(club, "Cup", "single-elimination", date="2024-05-01", settings=Settings()).id
    assert event_id is not None
    tournament.set_entrants(club, event_id, names=[f"P{i:02d}" for i in range(entrants)])
    tournament.start_event(club, event_id)
    return club, event_id
