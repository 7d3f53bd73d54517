"""Migration 0007: name keys written by the older rule are recomputed, so look-alike names are found."""

from __future__ import annotations

import sqlite3
import unicodedata
from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError
from tournament_app.store.schema import MIGRATION_SET


def as_written_by_the_old_rule(path: Path, rows: list[tuple[str, str]]) -> None:
    """Players stored with the keys the old rule gave (spaces collapsed, case folded, nothing else), and the
    file marked as not yet migrated to 0007."""
    conn = sqlite3.connect(path)
    with conn:
        for name, key in rows:
            conn.execute("INSERT INTO players (name, name_key, created_at, archived) VALUES (?, ?, '2024-01-01', 0)",
                         [name, key])
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0007_name_keys'", [MIGRATION_SET])
    conn.close()


def old_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def test_names_stored_under_old_keys_are_found_by_their_new_key(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    Club.open(path).close()
    nfd = unicodedata.normalize("NFD", "José")
    as_written_by_the_old_rule(path, [(nfd, old_key(nfd)), ("Ann\u200b", old_key("Ann\u200b")), ("Bob", "bob")])
    with Club.open(path) as club:
        assert club.find_player("José") is not None
        assert club.find_player("Ann") is not None
        with pytest.raises(LeagueError):
            club.add_player("ann")  # the same player, not a second one
        assert len(club.players()) == 3


def test_two_old_names_the_new_rule_finds_equal_both_stay(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    Club.open(path).close()
    as_written_by_the_old_rule(path, [("Ann", "ann"), ("Ann\u200b", old_key("Ann\u200b")), ("Ann\u2060", old_key("Ann\u2060"))])
    with Club.open(path) as club:
        players = club.players()
        assert len(players) == 3  # nothing lost: the organizer can merge them
        found = club.find_player("Ann")
        assert found is not None and found.id == min(p.id for p in players)
