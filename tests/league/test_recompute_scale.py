"""Recompute at federation scale (issue 17): what it no longer does, and that what it stores is still a fresh replay."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from tournament_app.league import Club, SideInput
from tournament_app.store import list_backups


def _play(club: Club, n: int, seed: int = 3, players: int = 12) -> None:
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    for day in range(n):
        picked = rng.sample(names, 4)
        ranks = [1, 2] if rng.random() < 0.8 else [1, 1]
        club.record_match(
            [SideInput(picked[:2], ranks[0]), SideInput(picked[2:], ranks[1])],
            played_at=f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}",
            create_players=True,
        )


def _derived(path: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    conn = sqlite3.connect(path)
    try:
        history = conn.execute(
            "SELECT match_id, player_id, leaderboard_id, mu_before, sigma_before, mu_after, sigma_after, won "
            "FROM rating_history ORDER BY match_id, player_id"
        ).fetchall()
        ratings = conn.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall()
        return history, ratings
    finally:
        conn.close()


def test_a_recompute_makes_no_backup_copy_but_an_import_still_does(club: Club, db_path: Path, tmp_path: Path) -> None:
    _play(club, 30)
    before = [b.path for b in list_backups(db_path)]
    changes = club.recompute()
    assert changes.replayed == 30
    assert [b.path for b in list_backups(db_path)] == before, "a recompute changes only derived data: no backup"
    results = tmp_path / "results.csv"
    results.write_text("match,date,side,player,rank\n1,2024-06-01,1,P1,1\n1,2024-06-01,2,P2,2\n", encoding="utf-8")
    from tournament_app.league import import_results

    import_results(club, results)
    assert [b.reason for b in list_backups(db_path)][0] == "before-import"


def test_a_recompute_after_the_history_was_spoilt_stores_exactly_a_fresh_replay(club: Club, db_path: Path) -> None:
    _play(club, 60)
    club.close()
    fresh = _derived(db_path)
    conn = sqlite3.connect(db_path)
    with conn:  # spoil the derived data every way it can be: changed, missing, extra rows
        conn.execute("UPDATE rating_history SET mu_after = mu_after + 1 WHERE match_id % 3 = 0")
        conn.execute("DELETE FROM rating_history WHERE match_id % 7 = 0")
        conn.execute("DELETE FROM ratings WHERE player_id % 2 = 0")
    conn.close()
    with Club.open(db_path) as again:
        again.recompute()
    assert _derived(db_path) == fresh
    assert list_backups(db_path) == []
