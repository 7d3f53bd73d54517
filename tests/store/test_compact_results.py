"""Migration 0014: the results' player and side rows WITHOUT ROWID, keyed by (match, slot) and (match, side) (issue 17).

A file written before it (made here by the migrations up to 0013, its results
stored as the version before wrote them: a player row per player, in the
order they were entered) comes out with the same rows, each player in the
slot of their stored order, the ratings and history to the bit, and an
empty undo log; undo and redo work on it from then on.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from sqlite_utils import Database
from stored_history import all_rows
from stored_rows import logged_rows, rows_of

from tournament_app.league import Club, SideInput
from tournament_app.store.schema import migrations
from tournament_app.store.undo_log import triggers_up_to_date

#: the results tables copied from the twin as they are (match_players is written the old way)
_COPIED = ("players", "teams", "team_members", "leaderboards", "events", "matches", "match_sides", "match_games",
           "initial_ratings", "ratings", "history_chunks")



def _record_twin(path: Path) -> dict[str, int]:
    """Matches entered with this version, players named in an order that is not their ids' (Bob before Alice)."""
    with Club.open(path) as club:
        ids = {name: club.add_player(name).id for name in ("Alice", "Bob", "Cid", "Dan", "Eve", "Ally")}
        blitz = club.new_leaderboard("Blitz", "elo").id
        team = club.add_team("Odd ones", [ids["Eve"], ids["Dan"]]).id
        night = club.add_event("Night", "2024-03-01").id
        club.record_match([SideInput(["Bob", "Alice"], 1), SideInput(["Dan", "Cid"], 2)], played_at="2024-03-01T20:00:00",
                          event_id=night)
        club.record_match([SideInput(["Eve"], 2, score=1 / 3), SideInput(["Cid", "Alice", "Bob"], 1, score=3.5),
                           SideInput(["Dan"], 3, score=0.1 + 2**-40)], played_at="2024-03-02")
        club.record_match([SideInput(["Eve", "Dan"], 1, team_id=team), SideInput(["Bob", "Cid"], 1)], played_at="2024-02-28")
        club.record_match([SideInput(["Dan"], 1), SideInput(["Alice"], 2)], leaderboard_id=blitz, played_at="2024-03-03")
        club.set_initial_rating(club.leaderboard().id, ids["Cid"], 30.0)
        club.record_match([SideInput(["Cid", "Bob"], 2), SideInput(["Alice", "Eve"], 1)], played_at="2024-03-04",
                          games=[{"Cid": 1, "Bob": 2, "Alice": 5, "Eve": 4}])
        club.record_match([SideInput(["Ally", "Eve"], 1), SideInput(["Cid"], 2)], played_at="2024-03-05")  # Alice, misspelt
        return ids


def _old_file(path: Path, twin: Path) -> None:
    """The twin's club as the version before 0014 stored it, with a few undo steps of its own."""
    with closing(sqlite3.connect(path)) as conn:
        migrations.apply(Database(conn), stop_before="0014_compact_results")
        assert conn.execute("SELECT sql FROM sqlite_master WHERE name = 'match_players'").fetchone()[0].count("WITHOUT") == 0
        conn.execute("ATTACH DATABASE ? AS twin", [str(twin)])
        with conn:
            conn.execute("DELETE FROM leaderboards")
            for table in _COPIED:
                conn.execute(f'INSERT INTO main."{table}" SELECT * FROM twin."{table}"')
            # the player rows in the old table, each match's in the order entered, the matches' rows interleaved
            conn.execute("INSERT INTO main.match_players (match_id, side, player_id, weight) "
                         "SELECT match_id, side, player_id, weight FROM twin.match_players ORDER BY slot, match_id DESC")
            conn.execute("DELETE FROM undo_log")
            conn.execute("DELETE FROM undo_runs")
        with conn:  # steps the version before logged, by rowid (one of them a player row's)
            conn.execute("UPDATE players SET club = 'North' WHERE name = 'Eve'")
            conn.execute("UPDATE match_players SET weight = 0.5 WHERE rowid = 3")
            conn.execute("INSERT INTO undo_steps (label, kind, first_seq, last_seq, made_at) "
                         "SELECT 'Old edits', 'undo', min(seq), max(seq), 'then' FROM undo_log")
        with conn:
            conn.execute("UPDATE match_players SET weight = NULL WHERE rowid = 3")
            conn.execute("INSERT INTO undo_steps (label, kind, first_seq, last_seq, made_at) "
                         "SELECT 'Weight back', 'undo', max(seq), max(seq), 'then' FROM undo_log")
        conn.execute("DETACH DATABASE twin")
        old_rows = conn.execute("SELECT rowid, match_id, side, player_id FROM match_players ORDER BY rowid").fetchall()
    # the players of a match are stored in the order entered, but not next to each other nor by player id
    assert [r[1] for r in old_rows[:3]] != [old_rows[0][1]] * 3


def _players_of(path: Path) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT match_id, slot, side, player_id, weight FROM match_players ORDER BY match_id, slot").fetchall()


def test_an_old_file_migrates_with_the_same_rows_in_the_same_order_and_ratings_to_the_bit(tmp_path: Path) -> None:
    twin, old = tmp_path / "twin.sqlite", tmp_path / "old.sqlite"
    ids = _record_twin(twin)
    _old_file(old, twin)
    with closing(sqlite3.connect(old)) as conn:
        derived = (conn.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall(), all_rows(conn))
        assert conn.execute("SELECT count(*) FROM undo_steps").fetchone()[0] == 2
    with Club.open(old) as club:
        db = club.db
        assert _players_of(old) == _players_of(twin)  # every player in the slot of their stored order
        with closing(sqlite3.connect(twin)) as conn:
            assert rows_of(db, "match_sides") == rows_of(conn, "match_sides")
        assert club.undo_history() == [] and db.execute("SELECT count(*) FROM undo_log").fetchone()[0] == 0
        assert (db.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall(), all_rows(club)) == derived
        club.recompute()  # a fresh replay reads the players in slot order: the same numbers, to the bit
        assert (db.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall(), all_rows(club)) == derived
        first = club.match(1)
        assert [[p.name for p in s.players] for s in first.sides] == [["Bob", "Alice"], ["Dan", "Cid"]]
        assert [p.name for p in club.match(2).sides[1].players] == ["Cid", "Alice", "Bob"]
        _check_schema(db)
        # undo and redo work on the migrated file
        steps = [
            lambda: club.record_match([SideInput(["Eve", "Bob"], 1), SideInput(["Alice", "Dan"], 2)], played_at="2024-03-01T21:00"),
            lambda: club.edit_match(1, sides=[SideInput(["Alice", "Eve", "Bob"], 2), SideInput(["Cid"], 1)]),
            lambda: club.delete_match(2),
            lambda: club.merge_players(ids["Alice"], ids["Ally"]),
        ]
        for step in steps:
            before, before_history = logged_rows(old), all_rows(club)
            step()
            after, after_history = logged_rows(old), all_rows(club)
            club.undo()
            assert (logged_rows(old), all_rows(club)) == (before, before_history)
            club.redo()
            assert (logged_rows(old), all_rows(club)) == (after, after_history)
        assert [[p.name for p in s.players] for s in club.match(1).sides] == [["Alice", "Eve", "Bob"], ["Cid"]]
        assert [[p.name for p in s.players] for s in club.match(6).sides] == [["Alice", "Eve"], ["Cid"]]  # merged in Ally's slot


def _check_schema(db: Database) -> None:
    tables = {name: sql for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'")}
    for table, key in (("match_players", ["match_id", "slot"]), ("match_sides", ["match_id", "side"])):
        assert tables[table].rstrip().endswith("WITHOUT ROWID")
        assert [r[1] for r in sorted(db.execute(f"PRAGMA table_info({table})"), key=lambda r: r[5]) if r[5]] == key
        assert db.execute(f"PRAGMA index_list({table})").fetchall() == [(0, f"sqlite_autoindex_{table}_1", 1, "pk", 0)]
    assert [r[1] for r in db.execute("PRAGMA table_info(match_players)")] == ["match_id", "slot", "side", "player_id", "weight"]
    by_event = db.execute("SELECT sql FROM sqlite_master WHERE name = 'idx_matches_event_id'").fetchone()[0]
    assert by_event.endswith("WHERE event_id IS NOT NULL")
    for sql in ("SELECT id FROM matches WHERE event_id = ? ORDER BY played_at, seq", "SELECT 1 FROM matches WHERE event_id = ? LIMIT 1"):
        plan = " ".join(r[3] for r in db.execute(f"EXPLAIN QUERY PLAN {sql}", [1]))
        assert "idx_matches_event_id (event_id=?)" in plan, plan
    assert triggers_up_to_date(db)
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_a_new_file_has_the_compact_tables(tmp_path: Path) -> None:
    with Club.open(tmp_path / "new.sqlite") as club:
        _check_schema(club.db)


def test_rows_no_match_can_own_are_left_behind(tmp_path: Path) -> None:
    """A hand-edited old file's player or side row without a match (or side) cannot be keyed: it does not come along."""
    old = tmp_path / "old.sqlite"
    with closing(sqlite3.connect(old)) as conn:
        migrations.apply(Database(conn), stop_before="0014_compact_results")
        with conn:
            conn.execute("INSERT INTO players (id, name, name_key, created_at, archived) VALUES (1, 'Ann', 'ann', 'x', 0)")
            conn.execute("INSERT INTO match_players (match_id, side, player_id) VALUES (NULL, 1, 1)")
            conn.execute("INSERT INTO match_sides (match_id, side, rank) VALUES (NULL, 1, 1)")
    with Club.open(old) as club:
        assert rows_of(club.db, "match_players") == [] and rows_of(club.db, "match_sides") == []


def test_a_side_entered_bob_first_shows_bob_first_after_reopening_and_undo(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        alice, bob = club.add_player("Alice").id, club.add_player("Bob").id
        assert alice < bob
        match = club.record_match([SideInput([bob, alice], 1), SideInput(["Cid"], 2)], create_players=True).id
    with Club.open(path) as club:
        assert [p.name for p in club.match(match).sides[0].players] == ["Bob", "Alice"]
        club.delete_match(match)
        club.undo()
        assert [p.name for p in club.match(match).sides[0].players] == ["Bob", "Alice"]
        assert [p.name for p in club.matches(player_id=alice)[0].sides[0].players] == ["Bob", "Alice"]
