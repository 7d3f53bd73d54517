"""The event commands (a contract): one whole event of each format played through the command line."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from tournament_app.cli import main

FORMATS = {
    "single-elimination": ["--third-place"],
    "double-elimination": [],
    "swiss": ["--rounds", "3", "--tiebreaks", "buchholz,buchholz_cut1,median-buchholz,sonneborn-berger,wins"],
    "round-robin": [],
    "pools-knockout": ["--pool-size", "3", "--advance", "2"],
}
MATCH_KEYS = {"id", "round", "bracket", "sides", "status", "ranks", "colours"}


def run(db: Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["--db", str(db), *args], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "\n".join(f"Player {n}" for n in range(1, 8)) + "\n", encoding="utf-8")
    assert run(path, "new-leaderboard", "Singles", "--system", "bbt")[0] == 0
    assert run(path, "import", "players", str(players))[0] == 0
    return path


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_whole_event_through_the_command_line(db: Path, fmt: str) -> None:
    rng = random.Random(fmt)
    assert run(db, "event", "create", "Cup", "--leaderboard", "Singles", "--format", fmt, "--date", "2024-06-01", *FORMATS[fmt])[0] == 0
    names = ",".join(f"Player {n}" for n in range(1, 8))
    assert run(db, "event", "entrants", "Cup", "--players", names)[0] == 0
    code, text, err = run(db, "event", "start", "Cup")
    assert code == 0, err
    for _ in range(200):
        code, text, err = run(db, "event", "matches", "Cup", "--format", "json")
        matches = json.loads(text)
        assert all(set(m) == MATCH_KEYS for m in matches)
        assert all(m["status"] in ("waiting", "ready", "playing", "done", "bye") for m in matches)
        ready = [m for m in matches if m["status"] == "ready"]
        if ready:
            m = ready[0]
            assert all(isinstance(s, list) for s in m["sides"]) and m["ranks"] is None
            code, text, err = run(db, "event", "report", "Cup", str(m["id"]), "--ranks", *rng.choice([("1,2", "--scores", "3,1"), ("2,1", "--scores", "1,3"), ("2,1",)]))
            assert code == 0, err
            continue
        code, _t, err = run(db, "event", "next-round", "Cup")
        if code != 0:
            break
    done = [m for m in matches if m["status"] == "done"]
    assert done and all(m["ranks"] in ([1, 2], [2, 1]) for m in done)
    code, text, _e = run(db, "event", "standings", "Cup", "--format", "json")
    table = json.loads(text)
    assert [line["name"] for line in table] and sorted(line["place"] for line in table) == [line["place"] for line in table]
    assert table[0]["place"] == 1 and len(table) == 7
    if fmt in ("swiss", "round-robin", "pools-knockout"):
        assert all("points" in line for line in table)
    if fmt == "swiss":
        assert {"buchholz", "buchholz_cut1", "median_buchholz", "sonneborn_berger", "wins"} <= set(table[0])
    if fmt == "single-elimination":
        assert [line["place"] for line in table][:4] == [1, 2, 3, 4]
    # a finished event takes no more results
    code, _t, err = run(db, "event", "report", "Cup", str(done[0]["id"]), "--ranks", "1,2")
    assert code != 0 and err.count("\n") == 1 and "has ended" in err


def test_refusals_are_one_line_and_change_nothing(db: Path) -> None:
    run(db, "event", "create", "KO", "--leaderboard", "Singles", "--format", "single-elimination")
    run(db, "event", "entrants", "KO", "--players", "Player 1,Player 2,Player 3,Player 4")
    run(db, "event", "start", "KO")
    matches = json.loads(run(db, "event", "matches", "KO", "--format", "json")[1])
    ready = next(m for m in matches if m["status"] == "ready")
    waiting = next(m for m in matches if m["status"] == "waiting")
    for args, why in (
        ([str(ready["id"]), "--ranks", "1,1"], "can't end in a draw"),
        ([str(waiting["id"]), "--ranks", "1,2"], "isn't ready"),
        (["999", "--ranks", "1,2"], "no match with id 999"),
        ([str(ready["id"]), "--ranks", "one,two"], "needs numbers"),
    ):
        code, _out, err = run(db, "event", "report", "KO", *args)
        assert code != 0 and why in err and err.count("\n") == 1, err
    assert json.loads(run(db, "event", "matches", "KO", "--format", "json")[1]) == matches
    code, _o, err = run(db, "event", "create", "Bad", "--leaderboard", "Singles", "--format", "swiss", "--tiebreaks", "coin-toss")
    assert code != 0 and "Unknown tiebreak 'coin-toss'" in err
    code, _o, err = run(db, "event", "start", "Nowhere")
    assert code != 0 and "no event called 'Nowhere'" in err


def test_a_club_night_through_the_event_commands(db: Path) -> None:
    assert run(db, "event", "create", "Thursday", "--leaderboard", "Singles", "--format", "club-night")[0] == 0
    assert run(db, "event", "entrants", "Thursday", "--players", "Player 1,Player 2,Player 3,Player 4")[0] == 0
    code, _t, err = run(db, "event", "start", "Thursday")
    assert code == 0, err
    for number in (1, 2):
        matches = json.loads(run(db, "event", "matches", "Thursday", "--format", "json")[1])
        ready = [m for m in matches if m["status"] in ("ready", "playing") and m["round"] == number]
        assert ready and all(m["bracket"] is None and len(m["sides"]) == 2 for m in ready)
        code, _t, err = run(db, "event", "next-round", "Thursday")
        assert code != 0 and "isn't finished" in err
        for m in ready:
            assert run(db, "event", "report", "Thursday", str(m["id"]), "--ranks", "1,2")[0] == 0
        if number == 1:
            assert run(db, "event", "next-round", "Thursday")[0] == 0
    table = json.loads(run(db, "event", "standings", "Thursday", "--format", "json")[1])
    assert len(table) == 4 and table[0]["place"] == 1 and all("points" in line for line in table)


def test_a_round_robin_with_colours_pairs_by_the_berger_tables_white_first(db: Path) -> None:
    assert run(db, "event", "create", "Club RR", "--leaderboard", "Singles", "--format", "round-robin", "--colours")[0] == 0
    assert run(db, "event", "entrants", "Club RR", "--players", "Player 1,Player 2,Player 3,Player 4,Player 5")[0] == 0
    assert run(db, "event", "start", "Club RR")[0] == 0
    matches = json.loads(run(db, "event", "matches", "Club RR", "--format", "json")[1])
    seeds = {name: n for n, name in enumerate(_seed_order(db, "Club RR"), start=1)}
    round_1 = [([seeds[s[0]] for s in m["sides"] if s is not None], m["colours"]) for m in matches if m["round"] == 1]
    # FIDE's table for 5 or 6 players, round 1: 1-6 (6 is the dummy: 1 has the bye), 2-5, 3-4
    assert round_1 == [([2, 5], ["white", "black"]), ([3, 4], ["white", "black"]), ([1], None)]
    for m in matches:
        if m["status"] != "bye":
            assert run(db, "event", "report", "Club RR", str(m["id"]), "--ranks", "1,2")[0] == 0
    assert run(db, "event", "next-round", "Club RR")[0] == 0
    matches = json.loads(run(db, "event", "matches", "Club RR", "--format", "json")[1])
    round_2 = [[seeds[s[0]] for s in m["sides"] if s is not None] for m in matches if m["round"] == 2]
    assert round_2 == [[5, 3], [1, 2], [4]]  # 6-4 (4 has the bye), 5-3, 1-2


def test_colours_are_null_without_them_and_refused_for_a_knockout(db: Path) -> None:
    assert run(db, "event", "create", "Plain", "--leaderboard", "Singles", "--format", "round-robin")[0] == 0
    assert run(db, "event", "entrants", "Plain", "--players", "Player 1,Player 2,Player 3")[0] == 0
    assert run(db, "event", "start", "Plain")[0] == 0
    assert {json.dumps(m["colours"]) for m in json.loads(run(db, "event", "matches", "Plain", "--format", "json")[1])} == {"null"}
    code, _t, err = run(db, "event", "create", "KO", "--leaderboard", "Singles", "--format", "single-elimination", "--colours")
    assert code != 0 and "no colours" in err


def _seed_order(db: Path, event: str) -> list[str]:
    from tournament_app.league import Club, tournament

    with Club.open(db) as club:
        event_id = next(e.id for e in club.events() if e.name == event)
        return [e.name for e in tournament.event_setup(club, event_id).entrants]


def test_standings_json_adds_direct_encounter_and_games_won_where_the_event_uses_them(tmp_path: Path) -> None:
    from event_builders import tied_round_robin

    path = tmp_path / "club.sqlite"
    tied_round_robin(path)
    code, text, _e = run(path, "event", "standings", "Tied Cup", "--format", "json")
    assert code == 0
    table = json.loads(text)
    # C.07: Ben and Ann tie on 2 points, Ben beat Ann; Dan and Cid on 1, Dan beat Cid
    assert [(ln["place"], ln["name"], ln["points"], ln["direct_encounter"], ln["games_won"]) for ln in table] == [
        (1, "Ben", 2.0, 1.0, 2.0), (2, "Ann", 2.0, 0.0, 2.0), (3, "Dan", 1.0, 1.0, 1.0), (4, "Cid", 1.0, 0.0, 1.0)]
    code, text, _e = run(path, "event", "standings", "Tied Cup")
    assert "direct_encounter" in text.splitlines()[0] and "games_won" in text.splitlines()[0]


def test_unrated_entrants_are_placed_by_lot_and_the_same_draw_repeats(db: Path) -> None:
    assert run(db, "event", "create", "Lots", "--leaderboard", "Singles", "--format", "single-elimination")[0] == 0
    names = ",".join(f"Player {n}" for n in range(1, 8))
    code, text, _e = run(db, "event", "entrants", "Lots", "--players", names, "--lots", "42")
    assert code == 0
    first, note = text.splitlines()
    assert first.count("(by lot)") == 7
    assert note == "Unrated entrants were placed by drawing lots (draw 42: the same draw, the same order)."
    assert run(db, "event", "entrants", "Lots", "--players", names, "--lots", "42")[1] == text
    orders = {run(db, "event", "entrants", "Lots", "--players", names, "--lots", str(n))[1] for n in range(5)}
    assert len(orders) > 1
