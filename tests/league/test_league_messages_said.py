"""League's own messages are marked: each is said in the reader's language, English stays as it was (issue 19)."""

from __future__ import annotations

from pathlib import Path

import pytest
from speakers import dictionary_speaker

from tournament_app import messages
from tournament_app.league import (
    Club,
    ImportFileError,
    LeagueError,
    RowProblem,
    import_results,
)
from tournament_app.league.errors import Problems
from tournament_app.league.names import clean_player_name
from tournament_app.league.seasons import parse_points
from tournament_app.messages import translate

GERMAN = {
    ("league.errors", "{path}: nothing was imported, {count:,} problem(s) found:"): (
        "{path}: nichts wurde importiert, %n Problem gefunden:", "{path}: nichts wurde importiert, {count:,} Probleme gefunden:"),
    ("league.errors", "… and {count:,} more problem(s)"): ("… und noch %n Problem", "… und noch {count:,} Probleme"),
    ("league.errors", "line {line}, column '{column}': {message}"): ("Zeile {line}, Spalte '{column}': {message}",),
    ("league.errors", "line {line}: {message}"): ("Zeile {line}: {message}",),
    ("league.errors", "{start} … [{count} characters left out] … {end}"): ("{start} … [{count} Zeichen ausgelassen] … {end}",),
    ("league.csv_io", "'{cell}' is not a number."): ("'{cell}' ist keine Zahl.",),
    ("league.names", "player's name"): ("Spielername",),
    ("league.names", "leave the commas out"): ("lass die Kommas weg",),
    ("league.names", 'A player\'s name can\'t contain a comma (the match form separates players with commas): "{name}" — {advice}.'): (
        'Ein Spielername darf kein Komma enthalten: "{name}" — {advice}.',),
    ("league.seasons", "{rank}nd"): ("{rank}.",),
    ("league.seasons", "The points for {place} place are missing: separate the numbers by single commas."): (
        "Die Punkte für Platz {place} fehlen.",),
}


german = dictionary_speaker(GERMAN)


def _refused(club: Club, tmp_path: Path, content: str) -> ImportFileError:
    path = tmp_path / "bad.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ImportFileError) as info:
        import_results(club, path)
    return info.value


def test_an_import_files_problems_are_said_in_the_readers_language(club: Club, tmp_path: Path) -> None:
    err = _refused(club, tmp_path, "match,date,side,player,rank,score\nm1,2024-01-01,1,Ann,1,lots\nm1,2024-01-01,2,Ben,2,\n")
    english = f"{tmp_path / 'bad.csv'}: nothing was imported, 1 problem found:\n  line 2, column 'score': 'lots' is not a number."
    assert str(err) == english
    with messages.speaking(german):
        assert str(err) == f"{tmp_path / 'bad.csv'}: nichts wurde importiert, 1 Problem gefunden:\n  Zeile 2, Spalte 'score': 'lots' ist keine Zahl."
        assert str(err.problems[0]) == "Zeile 2, Spalte 'score': 'lots' ist keine Zahl."
    assert str(err) == english


def test_the_count_of_problems_left_out_takes_the_plural_of_the_readers_language() -> None:
    problems = Problems()
    for line in range(2, 2 + Problems.LIMIT + 1_234):
        problems.add(line, None, "x")
    err = ImportFileError("big.csv", problems)
    assert str(err).startswith("big.csv: nothing was imported, 1,334 problems found:\n  line 2: x\n")
    assert str(err).endswith("\n  line 101: x\n  … and 1,234 more problems")
    with messages.speaking(german):
        assert str(err).startswith("big.csv: nichts wurde importiert, 1,334 Probleme gefunden:\n  Zeile 2: x\n")
        assert str(err).endswith("\n  … und noch 1,234 Probleme")


def test_a_huge_cell_quoted_in_a_marked_problem_is_kept_short() -> None:
    cell = "9" * 10_000_000
    problem = RowProblem(3, "score", translate("league.csv_io", "'{cell}' is not a number.").format(cell=cell))
    said = str(problem)
    assert len(said) < 1_000
    assert said.startswith("line 3, column 'score': '" + "9" * 200 + " … [9999700 characters left out] … 999")
    assert said.endswith("' is not a number.")  # the sentence itself is whole
    with messages.speaking(german):
        assert "[9999700 Zeichen ausgelassen]" in str(problem) and str(problem).endswith("' ist keine Zahl.")


def test_a_name_refused_says_what_it_names_and_the_advice_in_the_readers_language() -> None:
    with pytest.raises(LeagueError) as info:
        clean_player_name(",")
    assert str(info.value) == ('A player\'s name can\'t contain a comma (the match form separates players with commas): '
                               '"," — leave the commas out.')
    with messages.speaking(german):
        assert str(info.value) == 'Ein Spielername darf kein Komma enthalten: "," — lass die Kommas weg.'


def test_a_placement_in_a_message_is_worded_by_the_readers_language() -> None:
    with pytest.raises(LeagueError) as info:
        parse_points("25,,15")
    assert str(info.value) == "The points for 2nd place are missing: separate the numbers by single commas."
    with messages.speaking(german):
        assert str(info.value) == "Die Punkte für Platz 2. fehlen."
