"""``import results`` adds only what the club lacks and says so; ``export results`` writes what it reads back (issue 27)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tournament_app.league import RESULTS_EXPORT_COLUMNS, Club
from cli_helpers import run

RESULTS = """match,date,side,player,rank,score
g1,2024-03-05T19:00,1,Ann,1,21
g1,2024-03-05T19:00,2,Ben,2,17
g2,2024-03-05T19:30,1,Cat,1,
g2,2024-03-05T19:30,2,Ann,2,
"""


@pytest.fixture
def results_csv(tmp_path: Path) -> Path:
    path = tmp_path / "results.csv"
    path.write_text(RESULTS, encoding="utf-8")
    return path


def test_importing_the_same_file_twice_says_nothing_was_new_and_adds_nothing(db_path: Path, results_csv: Path) -> None:
    code, out, err = run("--db", db_path, "import", "results", results_csv)
    assert (code, err) == (0, "")
    assert out.splitlines() == ["Imported 2 new matches into 'Default' (3 players rated).",
                                "0 matches of the file were already there and were not added again."]
    code, out, err = run("--db", db_path, "import", "results", results_csv)
    assert (code, err) == (0, "")
    assert out.splitlines() == ["Nothing new: the 2 matches of the file were already in 'Default'; nothing was changed."]
    with Club.open(db_path) as club:
        assert club.match_count() == 2


def test_a_file_that_overlaps_the_club_says_how_many_were_new_and_how_many_were_there(db_path: Path, results_csv: Path,
                                                                                      tmp_path: Path) -> None:
    run("--db", db_path, "import", "results", results_csv)
    more = tmp_path / "more.csv"
    more.write_text(RESULTS + "g3,2024-03-06,1,Ben,1,\ng3,2024-03-06,2,Cat,2,\n", encoding="utf-8")
    code, out, _ = run("--db", db_path, "import", "results", more)
    assert code == 0
    assert out.splitlines() == ["Imported 1 new match into 'Default' (2 players rated).",
                                "2 matches of the file were already there and were not added again."]


def test_allow_duplicates_adds_them_on_purpose(db_path: Path, results_csv: Path) -> None:
    run("--db", db_path, "import", "results", results_csv)
    code, out, _ = run("--db", db_path, "import", "results", results_csv, "--allow-duplicates")
    assert code == 0 and out.startswith("Imported 2 new matches")
    with Club.open(db_path) as club:
        assert club.match_count() == 4


def test_export_results_then_import_into_another_club_and_back_adds_nothing(db_path: Path, results_csv: Path,
                                                                            tmp_path: Path) -> None:
    run("--db", db_path, "import", "results", results_csv)
    code, out, err = run("--db", db_path, "export", "results", tmp_path / "out.csv")
    assert (code, err) == (0, "")
    assert out.strip() == f"Wrote 2 matches of 'Default' to {tmp_path / 'out.csv'}, each with its result id."
    with (tmp_path / "out.csv").open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0]) == list(RESULTS_EXPORT_COLUMNS) and len(rows) == 4 and all(r["result_id"] for r in rows)
    other = tmp_path / "other.sqlite"
    assert run("--db", other, "import", "results", tmp_path / "out.csv")[0] == 0
    assert run("--db", other, "export", "results", tmp_path / "back.csv")[0] == 0
    code, out, _ = run("--db", db_path, "import", "results", tmp_path / "back.csv")
    assert code == 0 and out.startswith("Nothing new: the 2 matches")


def test_the_import_message_is_in_the_environment_s_language(db_path: Path, results_csv: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped German catalogue: both counts, in German."""
    monkeypatch.setenv("TOURNAMENT_APP_LANGUAGE", "de")
    code, out, _ = run("--db", db_path, "import", "results", results_csv)
    assert code == 0 and out.splitlines() == [
        "2 neue Spiele in „Standard“ importiert (3 Spieler gewertet).",
        "0 Spiele der Datei waren schon da und wurden nicht noch einmal hinzugefügt."]
    code, out, _ = run("--db", db_path, "import", "results", results_csv)
    assert code == 0 and out.splitlines() == [
        "Nichts Neues: Die 2 Spiele der Datei waren schon in „Standard“; nichts wurde geändert."]
