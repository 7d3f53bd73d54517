"""The planning commands of the CLI contract: seed, bracket, balance, predict (formats, JSON keys, exit codes)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from tournament_app.league import Club, planning
from cli_helpers import run, ranked_club

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]


@pytest.fixture
def db(db_path: Path) -> Path:
    """Six players, Ann strongest and Fay weakest, in the leaderboard "Default"."""
    return ranked_club(db_path, NAMES)


def test_seed_csv_list_and_json(db: Path) -> None:
    code, out, err = run("--db", db, "seed", "--leaderboard", "Default", "--top", "4")
    assert (code, err) == (0, "")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["seed", "name", "rating"]
    assert [r[:2] for r in rows[1:]] == [["1", "Ann"], ["2", "Ben"], ["3", "Cid"], ["4", "Dee"]]
    with Club.open(db) as club:
        expected = [round(s.conservative, 2) for s in club.standings()[:4]]
    assert [float(r[2]) for r in rows[1:]] == pytest.approx(expected)

    code, out, _ = run("--db", db, "seed", "--leaderboard", "default", "--players", "Fay, cid,Ben", "--format", "list")
    assert (code, out) == (0, "Ben\nCid\nFay\n")

    code, out, _ = run("--db", db, "seed", "--leaderboard", "Default", "--players", "Dee,Ann", "--format", "json")
    data = json.loads(out)
    assert code == 0 and [list(d) for d in data] == [["seed", "name", "rating"]] * 2
    assert [(d["seed"], d["name"]) for d in data] == [(1, "Ann"), (2, "Dee")]


def test_bracket_text_and_json_show_byes(db: Path) -> None:
    code, out, err = run("--db", db, "bracket", "--leaderboard", "Default", "--top", "6")
    assert (code, err) == (0, "")
    assert "Bracket of 8 (6 entrants, 2 byes)" in out
    lines = out.splitlines()
    assert "Ann" in lines[3] and lines[3].rstrip().endswith("bye")
    code, out, _ = run("--db", db, "bracket", "--leaderboard", "Default", "--players", ",".join(NAMES), "--format", "json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"bracket_size", "entrants", "byes", "matches"}
    assert (data["bracket_size"], data["entrants"], data["byes"]) == (8, 6, 2)
    firsts = [(m["top"]["seed"], m["bottom"]["seed"] if m["bottom"] else None) for m in data["matches"]]
    assert firsts == [(1, None), (4, 5), (2, None), (3, 6)]
    assert set(data["matches"][1]["top"]) == {"seed", "name", "rating"}


def test_balance_json_keys_and_text(db: Path) -> None:
    code, out, err = run("--db", db, "balance", "--leaderboard", "Default", "--players", ",".join(NAMES), "--teams", "2",
                         "--format", "json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["teams", "win_probability"]
    assert sorted(n for t in data["teams"] for n in t) == sorted(NAMES)
    assert [len(t) for t in data["teams"]] == [3, 3]
    assert sum(data["win_probability"]) == pytest.approx(1.0)
    with Club.open(db) as club:
        expected = planning.balance(club, NAMES, 2).as_dict()
    assert data == expected
    code, out, _ = run("--db", db, "balance", "--leaderboard", "Default", "--players", ",".join(NAMES), "--teams", "3")
    assert code == 0 and "Win chance" in out and "best of all 15 possible splits" in out


def test_predict_json_keys_and_values(db: Path) -> None:
    code, out, err = run("--db", db, "predict", "--leaderboard", "Default", "--side", "Ann,Fay", "--side", "Ben, Eve",
                         "--format", "json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["sides", "win_probability", "draw_probability"]
    assert data["sides"] == [["Ann", "Fay"], ["Ben", "Eve"]]
    assert data["draw_probability"] is None
    with Club.open(db) as club:
        model = club.rating_model(club.leaderboard().id)
        teams = [[club.rating_of(club.find_player(n).id) for n in side] for side in data["sides"]]
        assert data["win_probability"] == pytest.approx(model.predict_win(teams), abs=1e-15)
    code, out, _ = run("--db", db, "predict", "--leaderboard", "Default", "--side", "Ann", "--side", "Ben", "--side", "Cid")
    assert code == 0 and "Match quality" in out and out.count("%") >= 4


@pytest.mark.parametrize(
    "args, message",
    [
        (["predict", "--leaderboard", "Default", "--side", "Ann", "--side", "Zed"], "no player called 'Zed'"),
        (["seed", "--leaderboard", "Default", "--players", "Ann,Nobody"], "no player or team called 'Nobody'"),
        (["seed", "--leaderboard", "Nope", "--top", "2"], "no leaderboard 'Nope'"),
        (["bracket", "--leaderboard", "Default", "--top", "1"], "at least 2 entrants"),
        (["seed", "--leaderboard", "Default", "--top", "7"], "only 6 rated players"),
        (["balance", "--leaderboard", "Default", "--players", "Ann,Ben", "--teams", "3"], "2 players cannot make 3 teams"),
        (["predict", "--leaderboard", "Default", "--side", "Ann"], "at least two sides"),
    ],
)
def test_bad_input_exits_1_with_a_message_and_changes_nothing(db: Path, dump, args: list[str], message: str) -> None:  # type: ignore[no-untyped-def]
    before = dump(db)
    code, out, err = run("--db", db, *args)
    assert code == 1 and out == ""
    assert err.startswith("tournament-app: ") and message in err
    assert dump(db) == before


@pytest.mark.parametrize(
    "args",
    [
        ["seed", "--leaderboard", "Default"],  # neither --players nor --top
        ["seed", "--leaderboard", "Default", "--top", "2", "--players", "Ann,Ben"],
        ["balance", "--leaderboard", "Default", "--players", "Ann,Ben"],  # --teams is required
        ["seed", "--leaderboard", "Default", "--top", "2", "--format", "xml"],
    ],
)
def test_usage_errors_exit_2(db: Path, args: list[str]) -> None:
    code, out, err = run("--db", db, *args)
    assert code == 2 and out == "" and "usage:" in err
