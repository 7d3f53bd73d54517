"""Issue 29: an undo step made by the league ("Import demo-club.csv", "Add player Ann") is said in the reader's
language by ``undo`` and ``redo``, whatever language the step was made in; an older file's plain label stays."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from catalogue_builders import Contexts, catalogues_in
from cli_helpers import run
from tournament_app.league import Club
from tournament_app.shipped import resource_path

GERMAN: Contexts = {
    "league.players": {"Add player {name}": "Spieler {name} hinzufügen"},
    "league.csv_io": {"Import {name}": "{name} importieren"},
    "cli": {"Undid: {step}": "Rückgängig gemacht: {step}", "Redid: {step}": "Wiederholt: {step}"},
}


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TOURNAMENT_APP_LANGUAGE", "de")
    with catalogues_in(tmp_path / "translations", monkeypatch, {"de": GERMAN}):
        yield


def test_undo_and_redo_say_a_league_step_in_german(german: None, db_path: Path) -> None:
    with Club.open(db_path) as club:  # made in English (no speaker here): the label is kept as a message
        club.add_player("Ann")
    assert run("--db", db_path, "undo") == (0, "Rückgängig gemacht: Spieler Ann hinzufügen\n", "")
    assert run("--db", db_path, "redo") == (0, "Wiederholt: Spieler Ann hinzufügen\n", "")


def test_the_demo_clubs_import_reads_german(german: None, db_path: Path) -> None:
    code, _out, _err = run("--db", db_path, "import", "results", resource_path("demo-club.csv"))
    assert code == 0
    assert run("--db", db_path, "undo") == (0, "Rückgängig gemacht: demo-club.csv importieren\n", "")


def test_an_older_files_plain_label_is_said_as_it_is(german: None, db_path: Path) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann")
    with sqlite3.connect(db_path) as db:  # a step made by an older version: plain English text
        db.execute("UPDATE undo_steps SET label = 'Add player Ann (old)'")
    assert run("--db", db_path, "undo") == (0, "Rückgängig gemacht: Add player Ann (old)\n", "")
