"""The command line checks a bounded amount of a big file before its work (issue 17).

A file up to ``BOUNDED_CHECK_BYTES`` is still checked whole on opening; a
bigger one has its length and schema checked, and SQLite checks each page
the command reaches: a damaged one stops the command with a message and
nothing is changed. ``tournament-app check`` reads every page on request.
Here the bound is lowered so that a small test file counts as big.
"""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

import tournament_app.store.database as database_module
from tournament_app.cli import main
from tournament_app.league import Club, SideInput
from tournament_app.store import NotOurDatabaseError
from tournament_app.store.database import check_database_bounded, damaged_file_error


def run(*args: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main([str(a) for a in args], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _club(path: Path) -> Path:
    with Club.open(path) as club, club.transaction():
        names = ["Ann", "Ben", "Cid", "Dee", "Eve"]
        for day in range(1, 21):
            a, b = names[day % 5], names[(day * 2 + 1) % 5]
            if a != b:
                club.record_match([SideInput([a], 1), SideInput([b], 2)], create_players=True, played_at=f"2024-05-{day:02d}")
    return path


def _damage_table(path: Path, table: str) -> None:
    """Give the first page of ``table`` an impossible page type, as a bad sector or a stray write would."""
    conn = sqlite3.connect(path)
    try:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", [table]).fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()
    with path.open("r+b") as fh:
        fh.seek((root - 1) * size)
        fh.write(b"\x07\x07\x07\x07")


@pytest.fixture
def big(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as big: only the bounded check runs on opening."""
    monkeypatch.setattr(database_module, "BOUNDED_CHECK_BYTES", 0)


def test_a_small_damaged_file_is_still_refused_whole_on_opening(db_path: Path) -> None:
    _damage_table(_club(db_path), "history_chunks")  # a page the command would never read
    data = db_path.read_bytes()
    code, out, err = run("--db", db_path, "leaderboards")
    assert code == 1 and out == ""
    assert err.startswith("tournament-app: The file club.sqlite is damaged") and "restore a backup" in err.lower()
    assert db_path.read_bytes() == data


def test_a_big_file_damaged_where_a_recompute_reads_is_refused_and_nothing_changes(db_path: Path, big: None) -> None:
    _damage_table(_club(db_path), "match_players")
    data = db_path.read_bytes()
    code, out, err = run("--db", db_path, "recompute")
    assert code == 1 and out == ""
    assert err.startswith("tournament-app: The file club.sqlite is damaged") and "nothing was changed" in err
    assert "Traceback" not in err
    assert db_path.read_bytes() == data


def test_a_big_file_damaged_in_its_history_is_refused_by_a_recompute_and_found_by_check(db_path: Path, big: None) -> None:
    _damage_table(_club(db_path), "history_chunks")
    data = db_path.read_bytes()
    assert run("--db", db_path, "recompute")[0] == 1
    code, out, err = run("--db", db_path, "check")
    assert code == 1 and out == "" and "is damaged" in err
    assert db_path.read_bytes() == data


def test_check_reads_every_page_of_a_whole_big_file(db_path: Path, big: None) -> None:
    _club(db_path)
    code, out, err = run("--db", db_path, "check")
    assert (code, err) == (0, "")
    assert out == "Every page of club.sqlite was checked: it is not damaged.\n"
    assert run("--db", db_path, "recompute")[:2] == (0, "Recomputed 16 matches.\n")


def test_the_bounded_check_says_whether_it_read_every_page(db_path: Path) -> None:
    _club(db_path)
    conn = sqlite3.connect(db_path)
    try:
        from sqlite_utils import Database

        db = Database(conn)
        assert check_database_bounded(db, "club.sqlite") is True
        assert check_database_bounded(db, "club.sqlite", limit=0) is False
    finally:
        conn.close()


def test_only_damage_is_worded_as_damage() -> None:
    damaged = damaged_file_error(sqlite3.DatabaseError("database disk image is malformed"), "club.sqlite")
    assert isinstance(damaged, NotOurDatabaseError) and str(damaged).startswith("The file club.sqlite is damaged")
    assert damaged_file_error(sqlite3.IntegrityError("UNIQUE constraint failed"), "club.sqlite") is None
    assert damaged_file_error(ValueError("no"), "club.sqlite") is None
