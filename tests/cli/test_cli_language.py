"""The command line says its own sentences and league's messages in the environment's language (issue 19).

A small German test catalogue in tmp_path stands in for the shipped one, so
nothing depends on the shipped translations being done (but for the last
test, which reads the shipped catalogues). The contract stays English: exit
codes, and the program's name before each error line.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from catalogue_builders import Contexts, catalogues_in
from cli_helpers import ranked_club, run

GERMAN: Contexts = {
    "league.night.round_steps": {"Unknown player(s): {names}.": ("Unbekannter Spieler: {names}.",
                                                                 "Unbekannte Spieler: {names}.")},
    "cli_club": {"There is no club file at {path} (check the path given with --db); nothing was created. "
                 "Only 'import' and 'new-leaderboard' start a new club.":
                 "Unter {path} gibt es keine Clubdatei (prüfe den Pfad bei --db); nichts wurde angelegt. "
                 "Nur 'import' und 'new-leaderboard' legen einen neuen Club an."},
    "cli_parser": {"An id is a whole number, like the ids the lists show, not '{text}'.":
                   "Eine Nummer ist eine ganze Zahl wie die Nummern in den Listen, nicht '{text}'."},
    "cli_planning": {"Round {number}": "Runde {number}"},
}


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """TOURNAMENT_APP_LANGUAGE=de with the test catalogue in place of the shipped ones."""
    monkeypatch.setenv("TOURNAMENT_APP_LANGUAGE", "de")
    with catalogues_in(tmp_path / "translations", monkeypatch, {"de": GERMAN}):
        yield


def test_errors_are_said_in_the_environments_language(german: None, db_path: Path) -> None:
    """The CLI's own error, league's error (a plural) and an option's error come out German; the contract does not change."""
    missing = db_path.parent / "nowhere.sqlite"
    code, out, err = run("--db", missing, "leaderboard")
    assert (code, out) == (1, "")
    assert err == (f"tournament-app: Unter {missing} gibt es keine Clubdatei (prüfe den Pfad bei --db); nichts wurde "
                   "angelegt. Nur 'import' und 'new-leaderboard' legen einen neuen Club an.\n")

    ranked_club(db_path, ["Ann", "Ben", "Cid", "Dee"])
    draw = ["--db", db_path, "draw", "--leaderboard", "Default", "--mode", "rotating", "--rounds", "1"]
    assert run(*draw, "--players", "Ann,Ben,Zed,Cid,Yan") == (1, "", "tournament-app: Unbekannte Spieler: 'Zed', 'Yan'.\n")
    assert run(*draw, "--players", "Ann,Ben,Zed,Cid") == (1, "", "tournament-app: Unbekannter Spieler: 'Zed'.\n")

    code, out, _ = run(*draw, "--players", "Ann,Ben,Cid,Dee")
    assert code == 0 and out.startswith("Runde 1\n")
    assert "Side 1" in out.splitlines()[1]  # table headers stay English: scripts read them

    code, _, err = run("--db", db_path, "confirm", "abc")  # said while argparse reads the options
    assert code == 2 and "Eine Nummer ist eine ganze Zahl wie die Nummern in den Listen, nicht 'abc'." in err


def test_without_a_language_the_command_line_speaks_english(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """LANG=C: the English sources, as scripts and these tests expect."""
    monkeypatch.delenv("TOURNAMENT_APP_LANGUAGE", raising=False)
    monkeypatch.setenv("LANG", "C")
    ranked_club(db_path, ["Ann", "Ben", "Cid", "Dee"])
    code, out, err = run("--db", db_path, "draw", "--leaderboard", "Default", "--mode", "rotating", "--rounds", "1",
                         "--players", "Ann,Ben,Zed,Cid")
    assert (code, out, err) == (1, "", "tournament-app: Unknown player: 'Zed'.\n")


@pytest.mark.parametrize(("language", "expected"), [
    ("de", "tournament-app: Es gibt keinen Spieler namens „Nobody“.\n"),
    ("fr", "tournament-app: Il n'y a aucun joueur nommé «\u00a0Nobody\u00a0».\n"),  # French spaces: no-break
    ("en", "tournament-app: There is no player called 'Nobody'.\n"),
])
def test_a_league_refusal_is_said_in_the_environments_language(
        db_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, expected: str) -> None:
    """The shipped catalogues, read without Qt: league's NotFound message in the language the environment asks for."""
    ranked_club(db_path, ["Ann", "Bob"])
    monkeypatch.setenv("TOURNAMENT_APP_LANGUAGE", language)
    code, _out, err = run("--db", db_path, "history", "Nobody")
    assert (code, err) == (1, expected)
