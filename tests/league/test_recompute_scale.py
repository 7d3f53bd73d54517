"""Recompute at federation scale (issue 17): what it no longer does, and that what it stores is still a fresh replay."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from stored_history import all_rows

from tournament_app.league import Club, SideInput
from tournament_app.league.replay_load import LoadedHistory
from tournament_app.store import list_backups


def _play(club: Club, n: int, seed: int = 3, players: int = 12) -> list[list[str]]:
    """Record ``n`` 2 x 2 matches (players named in random order: not their ids'); the names of each, as entered."""
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    entered = []
    for day in range(n):
        picked = rng.sample(names, 4)
        entered.append(picked)
        ranks = [1, 2] if rng.random() < 0.8 else [1, 1]
        club.record_match(
            [SideInput(picked[:2], ranks[0]), SideInput(picked[2:], ranks[1])],
            played_at=f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}",
            create_players=True,
        )
    return entered


def _derived(path: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    conn = sqlite3.connect(path)
    try:
        history: list[tuple[object, ...]] = list(all_rows(conn))
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
    assert list_backups(db_path)[0].reason == "before-import"


def test_a_recompute_after_the_history_was_spoilt_stores_exactly_a_fresh_replay(
    club: Club, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament_app.store import history_chunks

    monkeypatch.setattr(history_chunks, "CHUNK_ROWS", 16)  # many chunks, so that some can go missing
    _play(club, 60)
    club.close()
    fresh = _derived(db_path)
    conn = sqlite3.connect(db_path)
    with conn:  # spoil the derived data every way it can be: changed, missing, extra rows
        conn.execute("UPDATE history_chunks SET mu_after = zeroblob(length(mu_after))")
        conn.execute("DELETE FROM history_chunks WHERE chunk % 3 = 1")
        copied = ", ".join("chunk + 100" if c == "chunk" else c for c in history_chunks.COLUMNS)
        conn.execute(f"INSERT INTO history_chunks ({', '.join(history_chunks.COLUMNS)}) SELECT {copied} FROM history_chunks")
        conn.execute("DELETE FROM ratings WHERE player_id % 2 = 0")
    conn.close()
    with Club.open(db_path) as again:
        again.recompute()
    assert _derived(db_path) == fresh
    assert list_backups(db_path) == []


# ---- reading the results as whole-number columns (league/column_read.py) --------------------------------


def _scan_reading(monkeypatch: pytest.MonkeyPatch, whole: bool) -> None:
    """Make load_history read a big replay's way, a scan of match_players in stored order, however small the club:
    of the whole file without a filter (``whole``), else filtered to the leaderboard's matches."""
    from tournament_app.league import replay_load

    monkeypatch.setattr(replay_load, "_mostly_everything", lambda _db, _n: True)
    monkeypatch.setattr(replay_load, "_whole_file", lambda _db, _n: whole)


def _loaded_both_ways(club: Club, monkeypatch: pytest.MonkeyPatch, start: tuple[str, int] | None = None) -> tuple[LoadedHistory, LoadedHistory]:
    from tournament_app.league import replay_load

    lb = club.leaderboard().id
    fast = replay_load.load_history(club.db, lb, start)
    with monkeypatch.context() as m:
        m.setattr(replay_load, "read_int_columns", lambda *_a, **_k: None)  # the row-by-row reading
        slow = replay_load.load_history(club.db, lb, start)
    return fast, slow


def _same(a: LoadedHistory, b: LoadedHistory) -> None:
    for name in ("match_ids", "match_start", "side_start", "side_rank", "side_score", "slot_pid"):
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name), err_msg=name)
    assert a.played_at == b.played_at


@pytest.mark.parametrize("reading", ["joined", "filtered scan", "whole scan"])
@pytest.mark.parametrize("start", [None, ("2024-01-15", 0)])
def test_the_columns_read_as_text_are_exactly_the_rows_read_one_by_one(club: Club, monkeypatch: pytest.MonkeyPatch,
                                                                       start: tuple[str, int] | None, reading: str) -> None:
    if reading != "joined":  # the ways a big replay reads: a scan of match_players in stored order
        _scan_reading(monkeypatch, whole=reading == "whole scan")
    entered = _play(club, 40)
    club.record_match([SideInput(["P1"], 1, score=1 / 3), SideInput(["P2", "P3"], 2, score=0.1 + 2**-40)],
                      played_at="2024-02-20")
    # players inserted in an order that is neither their slots' nor their ids', a side numbered 0 and 5
    conn = club.db.conn
    with club.transaction():
        conn.execute("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (900, 1, '2024-02-21', 900, 'x')")
        conn.execute("INSERT INTO match_sides (match_id, side, rank) VALUES (900, 5, 2), (900, 0, 1)")
        conn.execute("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (900, 2, 5, 2), (900, 0, 5, 9), (900, 1, 0, 4)")
    fast, slow = _loaded_both_ways(club, monkeypatch, start)
    _same(fast, slow)
    assert fast.side_score[~np.isnan(fast.side_score)].tolist() == [1 / 3, 0.1 + 2**-40]  # exact, not SQLite's text
    last = fast.to_matches()[-1]
    assert (last.id, last.sides, last.ranks) == (900, [[4], [9, 2]], [1, 2])  # a side's players in slot order
    # every match's players in the order they were entered in (slot order), however the rows were read
    name = {p.id: p.name for p in club.players()}
    read = {m.id: [name[pid] for side in m.sides for pid in side] for m in fast.to_matches() if m.id <= 40}
    assert read and all(names == entered[mid - 1] for mid, names in read.items())


def test_odd_values_in_a_hand_edited_file_are_read_one_by_one(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league.column_read import read_int_columns

    _play(club, 20)
    with club.transaction():
        club.db.conn.execute("UPDATE match_sides SET rank = 1.5 WHERE match_id = 3 AND side = 2")
    assert read_int_columns(club.db, ["rank"], "FROM match_sides", {}) is None  # 1.5 is not a whole number
    empty = read_int_columns(club.db, ["rank"], "FROM match_sides WHERE match_id = -1", {})
    assert empty is not None and [len(c) for c in empty[0]] == [0]
    fast, slow = _loaded_both_ways(club, monkeypatch)
    _same(fast, slow)
    assert 1.5 in fast.side_rank.tolist()


def test_a_recompute_read_as_text_stores_the_same_as_one_read_row_by_row(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_load

    with Club.open(db_path) as club:
        _play(club, 50, seed=8)
        club.recompute()
    fast = _derived(db_path)
    with Club.open(db_path) as club:
        with club.transaction():
            club.db.conn.execute("DELETE FROM history_chunks")
        monkeypatch.setattr(replay_load, "read_int_columns", lambda *_a, **_k: None)
        club.recompute()
    assert _derived(db_path) == fast


# ---- numba stays off the path of small jobs ---------------------------------------------------------------


def test_a_small_replay_runs_as_python_until_the_compiled_loop_is_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_rate
    from tournament_app.ratings import BradleyTerry, Elo
    from tournament_app.ratings import _replay_kernel as kernel

    monkeypatch.setattr(kernel, "_compiled", None)
    small = replay_rate.COLD_COMPILED_MIN_SLOTS - 1
    assert replay_rate.engine_for(BradleyTerry(), small) == "python"
    assert replay_rate.engine_for(BradleyTerry(), replay_rate.COLD_COMPILED_MIN_SLOTS) == "auto"
    assert replay_rate.engine_for(Elo(), small) == "auto"  # not the flat loop's: the generic one
    monkeypatch.setattr(kernel, "_compiled", object())  # loaded in this process: use it
    assert replay_rate.engine_for(BradleyTerry(), small) == "auto"


def test_the_engine_a_recompute_picks_stores_the_same_numbers(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_rate
    from tournament_app.ratings import replay as ratings_replay

    with Club.open(db_path) as club:
        _play(club, 60, seed=11)
    with Club.open(db_path) as club:
        monkeypatch.setattr(replay_rate, "engine_for", lambda *_a: "python")
        club.recompute()
    python = _derived(db_path)
    if ratings_replay.compiled_available():
        with Club.open(db_path) as club:
            monkeypatch.setattr(replay_rate, "engine_for", lambda *_a: "compiled")
            club.recompute()
        assert _derived(db_path) == python


def test_a_whole_file_read_without_a_filter_leaves_out_stray_rows(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_load

    _play(club, 30, seed=5)
    conn = club.db.conn
    conn.execute("PRAGMA foreign_keys = OFF")
    with club.transaction():  # rows of a match that is not there (a file written with foreign keys off)
        conn.execute("INSERT INTO match_sides (match_id, side, rank) VALUES (999, 1, 1), (999, 2, 2)")
        conn.execute("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (999, 0, 1, 1), (999, 1, 2, 2)")
    conn.execute("PRAGMA foreign_keys = ON")
    _scan_reading(monkeypatch, whole=True)
    whole = replay_load.load_history(club.db, club.leaderboard().id, None)
    _scan_reading(monkeypatch, whole=False)
    filtered = replay_load.load_history(club.db, club.leaderboard().id, None)
    _same(whole, filtered)
    assert 999 not in whole.match_ids.tolist() and whole.n_matches == 30


def test_moments_that_do_not_split_into_the_matches_are_read_row_by_row(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_load

    _play(club, 12, seed=4)
    with club.transaction():  # a hand-edited moment holding the separator of the one-text read
        club.db.conn.execute("UPDATE matches SET played_at = '2024-01-05' || char(31) || 'x' WHERE id = 5")
    fast, slow = _loaded_both_ways(club, monkeypatch)
    _same(fast, slow)
    assert "2024-01-05\x1fx" in fast.played_at
    assert replay_load.in_rating_order(["2024-01-01", "2024-01-01", "2024-01-02"], np.array([1, 2, 0]))
    assert not replay_load.in_rating_order(["2024-01-01", "2024-01-01"], np.array([2, 1]))
    assert not replay_load.in_rating_order(["2024-01-02", "2024-01-01"], np.array([1, 2]))


def test_match_ids_far_apart_are_placed_without_a_lookup_table(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import replay_load

    _play(club, 10, seed=6)
    conn = club.db.conn
    with club.transaction():  # an id far beyond the others: too far for a table indexed by id
        conn.execute("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (9000000000, 1, '2024-01-03', 77, 'x')")
        conn.execute("INSERT INTO match_sides (match_id, side, rank) VALUES (9000000000, 1, 2), (9000000000, 2, 1)")
        conn.execute("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (9000000000, 0, 2, 3), (9000000000, 1, 1, 4)")
    fast, slow = _loaded_both_ways(club, monkeypatch)
    _same(fast, slow)
    assert 9000000000 in fast.match_ids.tolist()
    _scan_reading(monkeypatch, whole=True)
    _same(replay_load.load_history(club.db, club.leaderboard().id, None), fast)


def test_the_compiled_loop_is_loaded_beside_the_reading_only_for_a_big_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from tournament_app.league import replay_rate
    from tournament_app.ratings import BradleyTerry, Elo
    from tournament_app.ratings import _replay_kernel as kernel

    loads: list[str] = []
    loaded = threading.Event()

    def load() -> None:
        loads.append(threading.current_thread().name)
        loaded.set()

    monkeypatch.setattr(kernel, "_compiled", None)
    monkeypatch.setattr(kernel, "compiled_kernel", load)
    monkeypatch.setattr(replay_rate, "_loading_started", False)
    big = replay_rate.COLD_COMPILED_MIN_SLOTS
    replay_rate.load_compiled_meanwhile(BradleyTerry(), lambda _enough: big - 1)
    replay_rate.load_compiled_meanwhile(Elo(), lambda _enough: big)  # not the flat loop's model
    assert not loads
    replay_rate.load_compiled_meanwhile(BradleyTerry(), lambda _enough: big)
    assert loaded.wait(10)
    replay_rate.load_compiled_meanwhile(BradleyTerry(), lambda _enough: big)  # once per process
    assert loads == ["load the compiled replay"]


def test_the_slots_a_replay_will_read_are_guessed_from_the_file(club: Club) -> None:
    from tournament_app.league.replay_load import expected_slots

    _play(club, 40, seed=2)  # 4 players a match
    lb = club.leaderboard().id
    assert expected_slots(club.db, lb, None, enough=10) == 160
    assert expected_slots(club.db, lb, ("2024-01-21", 0), enough=10_000) == 160  # below enough: the bound, unscaled
    assert expected_slots(club.db, lb, ("2024-01-21", 0), enough=10) == 160 * 20 // 40


def test_the_guess_of_the_files_slots_reads_only_the_latest_matches(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    """The results keep no row count that is cheap to read (a WITHOUT ROWID table has no rowid to take the largest
    of): the largest match id times the players per match of the latest few matches, a range of the table's key."""
    from tournament_app.league import replay_load

    for n in range(10):  # ten duels, then five 2 x 2 matches
        club.record_match([SideInput([f"A{n}"], 1), SideInput([f"B{n}"], 2)], played_at=f"2024-01-{1 + n:02d}", create_players=True)
    _play(club, 5, seed=2)
    lb = club.leaderboard().id
    assert replay_load.expected_slots(club.db, lb, None, enough=10) == 15 * 40 // 15  # every match sampled: exact
    monkeypatch.setattr(replay_load, "_SAMPLE_MATCHES", 5)
    assert replay_load.expected_slots(club.db, lb, None, enough=10) == 15 * 4
    plans = []
    club.db.conn.set_trace_callback(plans.append)
    replay_load.expected_slots(club.db, lb, None, enough=10)
    club.db.conn.set_trace_callback(None)
    scans = [row[3] for sql in plans for row in club.db.execute(f"EXPLAIN QUERY PLAN {sql}") if row[3].startswith("SCAN")]
    assert scans == []  # searches of an index or key range only


def test_a_whole_replay_and_the_opening_of_a_club_ask_for_the_compiled_loop_with_their_guess(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament_app.league import replay_rate
    from tournament_app.ratings import _replay_kernel as kernel

    _play(club, 10, seed=1)  # 40 player-slots
    asked: list[int] = []
    monkeypatch.setattr(replay_rate, "load_compiled_meanwhile",
                        lambda _model, slots: asked.append(slots(replay_rate.COLD_COMPILED_MIN_SLOTS)))
    monkeypatch.setattr(kernel, "_compiled", None)
    club.prepare_big_replays()
    assert asked == [40]
    asked.clear()
    club.recompute()
    assert asked == [40]
