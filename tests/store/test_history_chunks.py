"""The compact rating history (issue 17): chunks of NumPy columns that always equal a fresh replay."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from stored_history import all_rows, fresh_replay_rows

from tournament_app.league import Club, SideInput
from tournament_app.store import history_chunks, history_lookup
from tournament_app.store.schema import MIGRATION_SET


def _club_with_history(path: Path, n: int, seed: int = 3, players: int = 12) -> Club:
    rng = random.Random(seed)
    club = Club.open(path)
    ids = [club.add_player(f"P{i}").id for i in range(players)]
    for k in range(n):
        a, b, c = rng.sample(ids, 3)
        sides = [SideInput([a], 1), SideInput([b, c] if k % 3 == 0 else [b], 2 if k % 5 else 1)]
        club.record_match(sides, played_at=f"2024-{1 + k // 27:02d}-{1 + k % 27:02d}T{10 + k % 9}:00:00")
    return club




@pytest.fixture
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks of a few rows, so that a small club spans many of them."""
    monkeypatch.setattr(history_chunks, "CHUNK_ROWS", 7)


def test_edits_deep_in_the_past_and_undos_rewrite_the_chunks_as_a_fresh_replay(
    db_path: Path, tmp_path: Path, small_chunks: None
) -> None:
    club = _club_with_history(db_path, 60)
    rng = random.Random(9)
    ids = [p.id for p in club.players()]
    chunks = club.db.execute("SELECT count(*) FROM history_chunks").fetchone()[0]
    assert chunks > 10, "the history spans many chunks"
    for step in range(24):
        matches = [m.id for m in club.matches()]
        pick = rng.choice(matches)
        kind = step % 4
        if kind == 0:
            a, b = rng.sample(ids, 2)
            club.edit_match(pick, sides=[SideInput([a], 1), SideInput([b], 2)])
        elif kind == 1:
            club.edit_match(pick, played_at=f"2024-0{rng.randint(1, 3)}-{rng.randint(1, 27):02d}T09:30:00")
        elif kind == 2:
            club.delete_match(pick)
        else:
            club.undo()
        assert all_rows(club) == fresh_replay_rows(club, tmp_path), f"step {step} ({kind})"
    # the rows of one chunk are whole matches, and the chunks are in rating order without gaps
    numbers = [r[0] for r in club.db.execute("SELECT chunk FROM history_chunks ORDER BY chunk")]
    assert numbers == list(range(len(numbers)))
    club.close()


def test_a_new_last_match_extends_the_last_chunk_and_a_full_one_starts_another(db_path: Path, small_chunks: None) -> None:
    club = _club_with_history(db_path, 3)
    sizes = [r[0] for r in club.db.execute("SELECT n_rows FROM history_chunks ORDER BY chunk")]
    assert sizes == [7]  # 2 + 3 + 2 rows: the chunk ends at the match that reaches 7
    club.record_match([SideInput(["P1"], 1), SideInput(["P2"], 2)], played_at="2025-01-01")
    club.record_match([SideInput(["P1"], 1), SideInput(["P3"], 2)], played_at="2025-01-02")
    sizes = [r[0] for r in club.db.execute("SELECT n_rows FROM history_chunks ORDER BY chunk")]
    assert sizes == [7, 4]
    club.close()


@pytest.mark.parametrize("few", [48, 0], ids=["value-by-value", "whole-columns"])
def test_the_player_page_the_match_and_the_state_before_read_the_same_rows(
    db_path: Path, small_chunks: None, monkeypatch: pytest.MonkeyPatch, few: int
) -> None:
    monkeypatch.setattr(history_lookup, "_FEW_ROWS", few)  # both ways of reading a chunk's rows
    club = _club_with_history(db_path, 40)
    rows = all_rows(club)
    for player in club.players():
        history = club.player_history(player.id)
        mine = {r[0]: r for r in rows if r[1] == player.id}
        assert [h.match_id for h in history] == [m.id for m in club.matches(player_id=player.id)][::-1]
        for h in history:
            stored = mine[h.match_id]
            assert (h.mu_before, h.sigma_before, h.mu_after, h.sigma_after) == stored[3:7]
    for match in club.matches():
        for side in match.sides:
            for p in side.players:
                stored = next(r for r in rows if r[0] == match.id and r[1] == p.player_id)
                assert (p.mu_before, p.sigma_before, p.mu_after, p.sigma_after) == stored[3:7]
    middle = club.matches()[20]
    start = (middle.played_at, middle.seq)
    position = {m.id: (m.played_at, m.seq) for m in club.matches()}
    earlier = sorted((r for r in rows if position[r[0]] < start), key=lambda r: position[r[0]])
    ids = [p.id for p in club.players()]
    state = history_lookup.state_before(club.db, club.leaderboard().id, start, ids)
    for pid in ids:
        mine = [r for r in earlier if r[1] == pid]
        if not mine:
            assert pid not in state
            continue
        last = mine[-1]
        assert (state[pid].mu, state[pid].sigma, state[pid].games, state[pid].wins, state[pid].played_at) == (
            last[5], last[6], len(mine), sum(r[7] for r in mine), position[last[0]][0])
    club.close()


def test_the_plain_python_replay_stores_the_same_chunks(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_rate

    club = _club_with_history(db_path, 50)
    compiled = club.db.execute("SELECT * FROM history_chunks ORDER BY leaderboard_id, chunk").fetchall()
    monkeypatch.setattr(replay_rate, "engine_for", lambda *_a: "python")
    club.recompute()
    assert club.db.execute("SELECT * FROM history_chunks ORDER BY leaderboard_id, chunk").fetchall() == compiled
    club.close()


def _make_old(path: Path) -> list[tuple[object, ...]]:
    """Turn a current file into one written before migration 0011: a row per (match, player) in rating_history."""
    conn = sqlite3.connect(path)
    rows = all_rows(conn)
    with conn:
        conn.execute(
            "CREATE TABLE rating_history (match_id INTEGER REFERENCES matches(id), player_id INTEGER REFERENCES players(id), "
            "leaderboard_id INTEGER NOT NULL, mu_before FLOAT NOT NULL, sigma_before FLOAT NOT NULL, mu_after FLOAT NOT NULL, "
            "sigma_after FLOAT NOT NULL, won INTEGER NOT NULL, PRIMARY KEY (match_id, player_id))"
        )
        conn.execute("CREATE INDEX idx_rating_history_player_id_leaderboard_id ON rating_history (player_id, leaderboard_id)")
        # stored in an order of its own: the migration puts the rows in rating order
        conn.executemany("INSERT INTO rating_history VALUES (?, ?, ?, ?, ?, ?, ?, ?)", sorted(rows, key=lambda r: -r[1]))
        conn.execute("DROP TABLE history_chunks")
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0011_compact_history'", [MIGRATION_SET])
    conn.close()
    return rows


def test_an_older_file_opens_with_the_same_history_in_chunks(db_path: Path, tmp_path: Path, small_chunks: None) -> None:
    club = _club_with_history(db_path, 30)
    lb2 = club.new_leaderboard("Second", "plackett-luce", {}).id
    club.record_match([SideInput(["P1"], 1), SideInput(["P2"], 2), SideInput(["P3"], 3)], leaderboard_id=lb2,
                      played_at="2024-03-01")
    pages = {p.id: club.player_history(p.id) for p in club.players()}
    club.close()
    rows = _make_old(db_path)
    with Club.open(db_path) as again:
        tables = {r[0] for r in again.db.execute("SELECT name FROM sqlite_master")}
        assert "rating_history" not in tables and "idx_rating_history_player_id_leaderboard_id" not in tables
        assert all_rows(again) == rows
        assert {p.id: again.player_history(p.id) for p in again.players()} == pages
        assert all_rows(again) == fresh_replay_rows(again, tmp_path)
        again.record_match([SideInput(["P4"], 1), SideInput(["P5"], 2)], played_at="2024-01-01T08:00:00")  # replays from the start
        assert all_rows(again) == fresh_replay_rows(again, tmp_path)


def test_a_replay_that_changes_nothing_writes_no_chunk_and_a_spoilt_one_is_written_again(
    db_path: Path, tmp_path: Path, small_chunks: None
) -> None:
    club = _club_with_history(db_path, 30)
    stored = club.db.execute("SELECT chunk, rowid FROM history_chunks ORDER BY chunk").fetchall()
    assert len(stored) > 5
    club.recompute()
    assert club.db.execute("SELECT chunk, rowid FROM history_chunks ORDER BY chunk").fetchall() == stored
    with club.transaction():
        club.db.conn.execute("UPDATE history_chunks SET mu_after = zeroblob(length(mu_after)) WHERE chunk = 2")
    club.recompute()
    again = dict(club.db.execute("SELECT chunk, rowid FROM history_chunks ORDER BY chunk").fetchall())
    assert [c for c, rowid in stored if again[c] != rowid] == [2]
    assert all_rows(club) == fresh_replay_rows(club, tmp_path)
    club.close()


def test_a_players_matches_from_the_history_are_those_the_results_name(db_path: Path, small_chunks: None) -> None:
    club = _club_with_history(db_path, 40)
    lb2 = club.new_leaderboard("Second", "plackett-luce", {}).id
    club.record_match([SideInput(["P1"], 1), SideInput(["P2"], 2)], leaderboard_id=lb2, played_at="2024-03-01")
    for player in club.players():
        named = club.db.execute("SELECT m.id, m.leaderboard_id FROM match_players p JOIN matches m ON m.id = p.match_id "
                                "WHERE p.player_id = ?", [player.id]).fetchall()
        assert sorted(history_lookup.player_match_ids(club.db, player.id)) == sorted(m for m, _lb in named)
        assert sorted(history_lookup.player_match_ids(club.db, player.id, lb2)) == sorted(m for m, lb in named if lb == lb2)
    assert history_lookup.player_match_ids(club.db, 10_000) == []
    club.close()
