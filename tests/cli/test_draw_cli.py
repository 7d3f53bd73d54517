"""The ``draw`` command of the CLI contract: JSON shape, text form, tables, seeds and errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cli_helpers import run, ranked_club

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida"]


@pytest.fixture
def db(db_path: Path) -> Path:
    """Nine players, Ann strongest and Ida weakest, in the leaderboard "Default"."""
    return ranked_club(db_path, NAMES)


def test_draw_json_contract(db: Path) -> None:
    code, out, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", ",".join(NAMES),
                         "--mode", "rotating", "--rounds", "3", "--tables", "1", "--format", "json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["rounds"]
    assert [r["round"] for r in data["rounds"]] == [1, 2, 3]
    for rnd in data["rounds"]:
        assert set(rnd) == {"round", "matches", "sitting_out"}
        assert len(rnd["sitting_out"]) == 1
        assert [m["table"] for m in rnd["matches"]] == ["1", None]
        players = [p for m in rnd["matches"] for side in m["sides"] for p in side] + rnd["sitting_out"]
        assert sorted(players) == sorted(NAMES)
        for m in rnd["matches"]:
            assert set(m) == {"table", "sides", "win_probability"}
            assert [len(s) for s in m["sides"]] == [2, 2]
            assert sum(m["win_probability"]) == pytest.approx(1.0, abs=1e-3)
    # the sitting out is shared: three different players sat out
    assert len({r["sitting_out"][0] for r in data["rounds"]}) == 3


def test_draw_one_against_one_modes_and_same_seed_same_draw(db: Path) -> None:
    args = ["--db", db, "draw", "--leaderboard", "Default", "--players", "Ann,Ben,Cid,Dee", "--rounds", "3", "--format", "json"]
    code, out, _ = run(*args, "--mode", "round-robin")
    assert code == 0
    met = [frozenset(s[0] for s in m["sides"]) for r in json.loads(out)["rounds"] for m in r["matches"]]
    assert len(met) == 6 and len(set(met)) == 6
    assert [m["table"] for m in json.loads(out)["rounds"][0]["matches"]] == ["1", "2"]
    assert run(*args, "--mode", "swiss")[1] == run(*args, "--mode", "swiss")[1]


def test_draw_text_form(db: Path) -> None:
    code, out, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", "Ann, Ben, Cid, Dee, Eve",
                         "--mode", "dyp", "--rounds", "1")
    assert (code, err) == (0, "")
    assert out.startswith("Round 1\n")
    assert "Sitting out:" in out and "%" in out


def test_draw_unknown_players_and_bad_numbers(db: Path) -> None:
    code, out, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", "Ann,Ben,Zed,Cid,Yan",
                         "--mode", "rotating", "--rounds", "2")
    assert code == 1 and out == ""
    assert "Unknown players: 'Zed', 'Yan'." in err
    code, _, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", "Ann,Ben,Cid",
                       "--mode", "rotating", "--rounds", "1")
    assert code == 1 and "at least 4 players" in err
    code, _, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", ",".join(NAMES),
                       "--mode", "rotating", "--rounds", "0")
    assert code == 1 and "rounds" in err
    code, _, err = run("--db", db, "draw", "--leaderboard", "Nope", "--players", ",".join(NAMES),
                       "--mode", "rotating", "--rounds", "1")
    assert code == 1 and "Nope" in err
    code, _, err = run("--db", db, "draw", "--leaderboard", "Default", "--players", ",".join(NAMES),
                       "--mode", "monster", "--rounds", "1")
    assert code == 2


def test_draw_from_the_installed_entry_point(db: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tournament_app", "--db", str(db), "draw", "--leaderboard", "Default",
         "--players", "Ann,Ben,Cid,Dee", "--mode", "rotating", "--rounds", "1", "--format", "json"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["rounds"][0]["round"] == 1


def test_dyp_with_nine_keeps_the_pairs_and_says_who_stands_in(db: Path) -> None:
    args = ("--db", db, "draw", "--leaderboard", "Default", "--players", ",".join(NAMES), "--mode", "dyp", "--rounds", "4")
    code, out, err = run(*args, "--format", "json")
    assert (code, err) == (0, "")
    rounds = json.loads(out)["rounds"]
    pairs = {frozenset(p) for p in rounds[0]["pairs"]}
    assert len(pairs) == 4
    for rnd in rounds:
        assert {frozenset(p) for p in rnd["pairs"]} == pairs
        sides = [frozenset(s) for m in rnd["matches"] for s in m["sides"]]
        playing = {p for s in sides for p in s}
        assert all(pair in sides for pair in pairs if pair <= playing), "a pair was split while both played"
        assert [frozenset(s) for s in rnd["stand_ins"]] == [s for s in sides if s not in pairs]
    code, text, _ = run(*args)
    assert code == 0 and "Pairs for the night: " in text
    assert text.count("play together this round only") == sum(len(r["stand_ins"]) for r in rounds)


def test_draw_help_says_what_dyp_does(db: Path) -> None:
    code, out, _ = run("draw", "--help")
    assert code == 0 and "fixed pairs for the night, strongest with weakest" in " ".join(out.split())
    assert "random pairs" not in out


def test_draw_uses_the_only_leaderboard_when_none_is_named(db: Path) -> None:
    args = ("--players", "Ann,Ben,Cid,Dee", "--mode", "swiss", "--rounds", "2", "--format", "json")
    named = run("--db", db, "draw", "--leaderboard", "Default", *args)
    unnamed = run("--db", db, "draw", *args)
    assert unnamed[0] == 0 and unnamed[1] == named[1]
