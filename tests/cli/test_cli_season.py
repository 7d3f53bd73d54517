"""The ``season`` commands of the CLI contract: create, standings as text and JSON, one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from cli_helpers import run


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Three club nights in 2024 (Ann wins two, Bob one) and one in 2023."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name, day, order in (("Old night", "2023-12-12", "Cy,Ann,Bob"), ("Jan night", "2024-01-09", "Ann,Bob,Cy"),
                                 ("Feb night", "2024-02-13", "Bob,Ann,Cy"), ("Mar night", "2024-03-12", "Ann,Cy,Bob")):
            event_id = club.add_event(name, day).id
            first, second, third = order.split(",")
            for a, b in ((first, second), (first, third), (second, third)):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], event_id=event_id, create_players=True,
                                  played_at=f"{day}T20:00")
    return path


def test_create_then_standings_as_json(db: Path) -> None:
    code, out, err = run("--db", db, "season", "create", "Spring 2024", "--leaderboard", "Default",
                         "--from", "2024-01-01", "--to", "2024-06-30", "--best", "2")
    assert (code, err) == (0, "")
    assert out == ("Created season 'Spring 2024' on 'Default': 2024-01-01 to 2024-06-30, best 2 events count, "
                   "points 25,18,15,12,10,8,6,4,2,1.\n")
    code, out, err = run("--db", db, "season", "standings", "spring 2024", "--format", "json")
    assert (code, err) == (0, "")
    assert json.loads(out) == [
        {"place": 1, "name": "Ann", "points": 50, "events": 2, "best": [1, 1], "played": 3},
        {"place": 2, "name": "Bob", "points": 43, "events": 2, "best": [1, 2], "played": 3},
        {"place": 3, "name": "Cy", "points": 33, "events": 2, "best": [2, 3], "played": 3},
    ]


def test_standings_as_text_with_shared_places_and_a_custom_scale(db: Path) -> None:
    code, _out, err = run("--db", db, "season", "create", "Q1", "--leaderboard", "Default",
                          "--from", "2024-01-01", "--to", "2024-02-28", "--points", "3, 1")
    assert (code, err) == (0, "")
    code, out, err = run("--db", db, "season", "standings", "Q1")
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Season 'Q1' on 'Default': 2024-01-01 to 2024-02-28, every event counts, points 3,1; 2 events with results.",
        "Place  Player  Points  Events  Counted results",
        "-----  ------  ------  ------  ---------------",
        "    1  Ann          4       2  1st, 2nd",
        "    1  Bob          4       2  1st, 2nd",
        "    3  Cy           0       2  3rd, 3rd",
    ]


@pytest.mark.parametrize(("args", "message"), [
    (["--from", "2024-06-01", "--to", "2024-01-01"],
     "The season starts on 2024-06-01, after it ends on 2024-01-01: the start must come first."),
    (["--from", "2024-01-01", "--to", "2024-06-30", "--best", "0"],
     "--best: The number of events that count must be a whole number from 1 to 999, not 0."),
    (["--from", "2024-01-01", "--to", "2024-06-30", "--points", "25,x"],
     "--points: The points for 2nd place ('x') are not a number."),
    (["--from", "2024-01-01", "--to", "2024-06-30", "--points", "25,-1"],
     "--points: The points for 2nd place cannot be negative (-1)."),
    (["--from", "01/02/2024", "--to", "2024-06-30"],
     "The season's start date '01/02/2024' is not a date (expected YYYY-MM-DD, e.g. 2024-03-15)."),
])
def test_bad_settings_are_refused_in_one_line(db: Path, args: list[str], message: str) -> None:
    code, out, err = run("--db", db, "season", "create", "S", "--leaderboard", "Default", *args)
    assert code != 0 and out == ""
    assert err == f"tournament-app: {message}\n"
    with Club.open(db) as club:
        assert club.db.execute("SELECT count(*) FROM seasons").fetchone()[0] == 0


def test_unknown_leaderboard_duplicate_name_and_unknown_season(db: Path) -> None:
    code, _out, err = run("--db", db, "season", "create", "S", "--leaderboard", "Blitz", "--from", "2024-01-01",
                          "--to", "2024-12-31")
    assert code != 0 and err == "tournament-app: There is no leaderboard 'Blitz' (there are: Default).\n"
    assert run("--db", db, "season", "create", "S", "--leaderboard", "Default", "--from", "2024-01-01",
               "--to", "2024-12-31")[0] == 0
    code, _out, err = run("--db", db, "season", "create", "s", "--leaderboard", "Default", "--from", "2024-01-01",
                          "--to", "2024-12-31")
    assert code != 0 and err == "tournament-app: There is already a season called 'S'.\n"
    code, _out, err = run("--db", db, "season", "standings", "Winter")
    assert code != 0 and err == "tournament-app: There is no season called 'Winter' (there are: S).\n"


def test_the_command_line_undoes_a_created_season(db: Path) -> None:
    assert run("--db", db, "season", "create", "S", "--leaderboard", "Default", "--from", "2024-01-01",
               "--to", "2024-12-31")[0] == 0
    code, out, err = run("--db", db, "undo")
    assert (code, err) == (0, "") and "New season S" in out
    code, _out, err = run("--db", db, "season", "standings", "S")
    assert code != 0 and "There is no season called 'S'" in err
