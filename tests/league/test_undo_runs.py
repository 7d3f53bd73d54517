"""Runs of inserts in the undo log (issue 17): rows inserted one after the other share one log entry.

An import's thousands of rows cost a few log rows, and undo and redo still
give back each state exactly; entries logged one per row by an older version
still undo.
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils import Database
from stored_history import all_rows
from stored_rows import rows_of

from tournament_app.league import Club, import_results
from tournament_app.league.undo import UndoError
from tournament_app.store.schema import MIGRATION_SET
from tournament_app.store.undo_log import LOGGED_TABLES, row_identity, triggers_up_to_date

Rows = dict[str, list[tuple[object, ...]]]


def content(path: Path) -> Rows:
    """Every row of every table but the undo log's own, in rowid order (a separate read-only connection).

    Not ``local_origins`` either: the match numbers it has handed out are never given back, not even by an undo.
    """
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN "
                                             "('undo_log', 'undo_steps', 'undo_runs', 'sqlite_sequence', '_sqlite_migrations', "
                                             "'local_origins') ORDER BY name")]
        return {t: rows_of(conn, t, rowid=True) for t in tables}
    finally:
        conn.close()


def write_results(path: Path, matches: int, players: int = 150, seed: int = 3) -> Path:
    """A results CSV of ``matches`` 2 x 2 matches among ``players`` players (some with a score, some in an event)."""
    rng = random.Random(seed)
    lines = ["match,date,side,player,rank,score,event"]
    for m in range(matches):
        four = rng.sample(range(players), 4)
        date = f"2023-{1 + m * 12 // matches:02d}-{1 + m % 28:02d}"
        event = "Cup" if m % 50 == 0 else ""
        scores = sorted((rng.randint(0, 10), rng.randint(0, 10)), reverse=True)  # the winner's score is the higher
        for side in (1, 2):
            rank = side if m % 9 else 1
            score = "" if m % 3 else str(scores[side - 1] if m % 9 else scores[0])
            for p in four[(side - 1) * 2: side * 2]:
                lines.append(f"m{m},{date},{side},Player {p},{rank},{score},{event}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def entries(club: Club) -> int:
    return int(club.db.execute("SELECT count(*) FROM undo_log").fetchone()[0])


def result_entries(club: Club, after: int) -> dict[str, int]:
    """How many log rows the results' player and side rows have after log row ``after``."""
    return dict(club.db.execute("SELECT tbl, count(*) FROM undo_log WHERE seq > ? AND tbl IN ('match_players', 'match_sides') "
                                "GROUP BY tbl", [after]).fetchall())


def test_an_import_of_2000_matches_is_a_few_log_rows_and_undoes_and_redoes_exactly(
        club: Club, db_path: Path, tmp_path: Path) -> None:
    import_results(club, write_results(tmp_path / "first.csv", 40, seed=1))
    before, before_history, log_before = content(db_path), all_rows(club), entries(club)
    import_results(club, write_results(tmp_path / "big.csv", 2000))
    after, after_history = content(db_path), all_rows(club)
    assert len(after["match_players"]) - len(before["match_players"]) == 8000
    # a run per table (the first import's players are reused, the rest are new): not a row per inserted row
    assert entries(club) - log_before <= 2 * len(LOGGED_TABLES)
    # WITHOUT ROWID, keyed (match, slot) and (match, side): the ids jump from match to match, and the runs still hold
    assert result_entries(club, log_before) == {"match_players": 1, "match_sides": 1}
    club.undo()
    assert content(db_path) == before and all_rows(club) == before_history
    club.redo()
    assert content(db_path) == after and all_rows(club) == after_history
    assert entries(club) - log_before <= 2 * len(LOGGED_TABLES)  # the redone import is runs again
    assert result_entries(club, log_before) == {"match_players": 1, "match_sides": 1}
    club.undo()
    assert content(db_path) == before


def _random_changes(db: Any, rng: random.Random) -> None:
    """Inserts (with and without rowids), deletes, renames, rowid changes and re-inserts of players, mixed."""
    for _ in range(rng.randint(1, 25)):
        ids = [r[0] for r in db.execute("SELECT id FROM players")]
        roll = rng.random()
        name = f"N{rng.randint(0, 40)}"
        try:
            if roll < 0.45 or not ids:
                db.execute("INSERT INTO players (name, name_key, created_at, archived) VALUES (?, ?, 'now', 0)",
                           [name, name.lower()])
            elif roll < 0.6:  # a rowid near the last ones, perhaps used before (deleted in this step or an earlier one)
                db.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (?, ?, ?, 'now', 0)",
                           [rng.randint(max(1, max(ids) - 4), max(ids) + 2), name, name.lower()])
            elif roll < 0.75:
                db.execute("DELETE FROM players WHERE id = ?", [rng.choice(ids[-4:] if rng.random() < 0.5 else ids)])
            elif roll < 0.88:
                db.execute("UPDATE players SET name = ?, name_key = ? WHERE id = ?", [name, name.lower(), rng.choice(ids)])
            else:
                db.execute("UPDATE players SET id = ? WHERE id = ?", [rng.randint(1, max(ids) + 3), rng.choice(ids)])
        except sqlite3.IntegrityError:
            pass  # a name or rowid taken: that statement changed nothing


def _each_undone_and_redone_exactly(club: Club, db_path: Path, change: Callable[[Database], None], rounds: int = 40) -> None:
    """``rounds`` steps of ``change``: each undone brings the file back exactly, and redone makes it again."""
    for _round in range(rounds):
        before = content(db_path)
        with club.step("Mixed"), club.write() as db:
            change(db)
        after = content(db_path)
        if before == after:
            continue
        club.undo()
        assert content(db_path) == before
        club.redo()
        assert content(db_path) == after


def test_random_mixed_inserts_in_one_step_undo_and_redo_exactly(club: Club, db_path: Path) -> None:
    rng = random.Random(17)
    for n in range(6):
        club.add_player(f"Start {n}")
    _each_undone_and_redone_exactly(club, db_path, lambda db: _random_changes(db, rng))


def test_a_row_deleted_and_made_again_next_to_a_run_comes_back_as_it_was(club: Club, db_path: Path) -> None:
    """The delete closes the run: the re-made row's entry is its own, after the delete that keeps its old values."""
    club.add_player("Ann")
    with club.write() as db:
        db.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (5, 'Eve', 'eve', 'then', 0)")
    before = content(db_path)
    with club.step("Mixed"), club.write() as db:
        db.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (4, 'Dan', 'dan', 'now', 0)")
        db.execute("DELETE FROM players WHERE id = 5")
        db.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (5, 'Fay', 'fay', 'now', 0)")
        db.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (6, 'Gus', 'gus', 'now', 0)")
    after = content(db_path)
    club.undo()
    assert content(db_path) == before
    club.redo()
    assert content(db_path) == after


def test_a_run_is_not_extended_by_an_insert_made_outside_the_app(club: Club, db_path: Path) -> None:
    with club.step("Two players"), club.transaction():
        club.add_player("Ann")
        club.add_player("Ben")
    conn = sqlite3.connect(db_path)  # a repair by hand, not through the app: its row follows the step's run
    conn.execute("INSERT INTO players (name, name_key, created_at, archived) VALUES ('Cid', 'cid', 'now', 0)")
    conn.commit()
    conn.close()
    with pytest.raises(UndoError, match="changed outside the app's steps"):
        club.undo()
    # the app's next step does not extend the hand-made entry either: undoing it takes back its own row only
    club.add_player("Dan")
    assert [s.label for s in club.undo_history()] == ["Add player Dan"]
    club.undo()
    assert sorted(p.name for p in club.players()) == ["Ann", "Ben", "Cid"]


def _log_one_row_per_insert(db: sqlite3.Connection) -> None:
    """The insert triggers as the version before runs had them: one log row per inserted row."""
    for table in LOGGED_TABLES:
        new_id = row_identity(Database(db), table).of("new")  # a WITHOUT ROWID table's: its key's synthetic id
        db.execute(f'DROP TRIGGER "undo_{table}_i"')
        db.execute(f"CREATE TRIGGER \"undo_{table}_i\" AFTER INSERT ON \"{table}\" BEGIN "
                   f"INSERT INTO undo_log (tbl, op, rid) VALUES ('{table}', 'I', {new_id}); END")


def test_an_older_files_entries_of_one_row_each_still_undo(db_path: Path, tmp_path: Path) -> None:
    with Club.open(db_path) as club:
        import_results(club, write_results(tmp_path / "first.csv", 20, seed=1))
        before = content(db_path)
        _log_one_row_per_insert(club.db.conn)
        import_results(club, write_results(tmp_path / "old.csv", 300))
        after = content(db_path)
        assert entries(club) > 1200  # a row each
    conn = sqlite3.connect(db_path)
    with conn:  # the file as the older version left it: no runs table, migration 0012 not applied
        conn.execute("DROP TABLE undo_runs")
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0012_undo_insert_runs'",
                     [MIGRATION_SET])
    conn.close()
    with Club.open(db_path) as club:
        club.undo()
        assert content(db_path) == before
        club.redo()
        assert content(db_path) == after
        assert entries(club) < 1200  # redone with the new triggers: runs
        club.undo()
        assert content(db_path) == before


def test_a_file_with_the_previous_insert_triggers_gets_the_current_ones(db_path: Path) -> None:
    Club.open(db_path).close()
    conn = sqlite3.connect(db_path)
    with conn:  # the file as the version before migration 0013 left it (its insert triggers differ)
        _log_one_row_per_insert(conn)
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0013_undo_insert_runs_unguarded'",
                     [MIGRATION_SET])
    conn.close()
    with Club.open(db_path) as club:
        assert triggers_up_to_date(club.db)


def _random_result_rows(db: Any, rng: random.Random) -> None:
    """Inserts, deletes, updates and key changes of player rows (WITHOUT ROWID) in random places, and a swap of two
    players' names now and then (which makes undo play the log backwards, entry by entry), mixed."""
    for _ in range(rng.randint(1, 30)):
        keys = db.execute("SELECT match_id, slot FROM match_players").fetchall()
        roll = rng.random()
        match, slot = rng.randint(1, 6), rng.randint(0, 5)
        try:
            if roll < 0.45 or not keys:
                db.execute("INSERT INTO match_players (match_id, slot, side, player_id, weight) VALUES (?, ?, ?, ?, ?)",
                           [match, slot, rng.randint(1, 3), rng.randint(1, 5), rng.choice([None, 0.5, 1 / 3])])
            elif roll < 0.6:
                db.execute("DELETE FROM match_players WHERE (match_id, slot) = (?, ?)", list(rng.choice(keys)))
            elif roll < 0.75:
                db.execute("UPDATE match_players SET weight = ?, side = ? WHERE (match_id, slot) = (?, ?)",
                           [rng.random(), rng.randint(1, 3), *rng.choice(keys)])
            elif roll < 0.9:  # a changed key: logged as the old row gone and a new one made
                db.execute("UPDATE match_players SET match_id = ?, slot = ? WHERE (match_id, slot) = (?, ?)",
                           [match, slot, *rng.choice(keys)])
            else:
                a, b = rng.sample(range(1, 6), 2)
                key_a, key_b = (db.execute("SELECT name_key FROM players WHERE id = ?", [i]).fetchone()[0] for i in (a, b))
                db.execute("UPDATE players SET name_key = '~' WHERE id = ?", [a])
                db.execute("UPDATE players SET name_key = ? WHERE id = ?", [key_a, b])
                db.execute("UPDATE players SET name_key = ? WHERE id = ?", [key_b, a])
        except sqlite3.IntegrityError:
            pass  # a key taken: that statement changed nothing


def test_random_changes_of_result_rows_in_one_step_undo_and_redo_exactly(club: Club, db_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows of a WITHOUT ROWID table named by their key's synthetic id: runs with gaps, rows inserted into a run's gaps,
    rows deleted and made again, keys changed; undone set-wise and entry by entry."""
    from tournament_app.league import undo_apply

    backwards = []
    played = undo_apply._play_backwards
    monkeypatch.setattr(undo_apply, "_play_backwards", lambda *a: (backwards.append(1), played(*a)))
    rng = random.Random(5)
    for n in range(1, 6):
        club.add_player(f"Player {n}")
    with club.write() as db:  # matches without sides: the replay leaves them out, whatever their player rows
        for n in range(1, 7):
            db.execute("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (?, 1, ?, ?, 'x')",
                       [n, f"2024-01-0{n}", n])
    _each_undone_and_redone_exactly(club, db_path, lambda db: _random_result_rows(db, rng))
    assert backwards, "some step was undone entry by entry"
    assert len(content(db_path)["match_players"]) > 5
