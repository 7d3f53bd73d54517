"""The command line under the league's rules (issue 27): a result's scores, the numeric options, and events that can
always reach their end. Every refusal is one line on stderr that says what is wrong, and changes nothing."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import pytest

from tournament_app.cli import main

PLAYERS = [f"Player {n}" for n in range(1, 9)]


def run(db: Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["--db", str(db), *args], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def dump(db: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [line for line in conn.iterdump() if "undo_" not in line]
    finally:
        conn.close()


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "\n".join(PLAYERS) + "\n", encoding="utf-8")
    assert run(path, "new-leaderboard", "Singles", "--system", "bbt")[0] == 0
    assert run(path, "import", "players", str(players))[0] == 0
    return path


def started(db: Path, fmt: str, n: int, *options: str, name: str = "Cup") -> list[dict[str, object]]:
    """Create, fill and start an event; its matches as ``event matches --format json`` lists them."""
    code, _o, err = run(db, "event", "create", name, "--leaderboard", "Singles", "--format", fmt, "--date", "2024-06-01", *options)
    assert code == 0, err
    assert run(db, "event", "entrants", name, "--players", ",".join(PLAYERS[:n]))[0] == 0
    code, _o, err = run(db, "event", "start", name)
    assert code == 0, err
    return matches(db, name)


def matches(db: Path, name: str = "Cup") -> list[dict[str, object]]:
    return json.loads(run(db, "event", "matches", name, "--format", "json")[1])  # type: ignore[no-any-return]


# ---- a result's scores ------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "why"), [
    (["--ranks", "1,2", "--scores", "inf,3"], "The score of {first} must be a finite number, not inf."),
    (["--scores", "nan,3"], "The score of {first} must be a finite number, not nan."),
    (["--ranks", "1,2", "--scores=-1,3"], "The score of {first} can't be negative (-1)."),
    (["--ranks", "1,2", "--scores", "1e7,3"], "The score of {first} is 10000000; a score is at most 1,000,000."),
    (["--ranks", "1,2", "--scores", "0,5"],
     "The score 5–0 says {second} won, but {first} is given as the winner: correct the score, or choose who won."),
    (["--ranks", "1,1", "--scores", "0,5"], "The score 5–0 says {second} won, but the result given is a draw"),
    (["--scores", "3"], "Match "),
    ([], "Give the result with --ranks, --scores or both"),
])
def test_event_report_refuses_what_the_result_rule_refuses(db: Path, args: list[str], why: str) -> None:
    ready = next(m for m in started(db, "round-robin", 4) if m["status"] == "ready")
    first, second = (side[0] for side in ready["sides"])  # type: ignore[attr-defined]
    why = why.format(first=first, second=second)
    before = dump(db)
    code, out, err = run(db, "event", "report", "Cup", str(ready["id"]), *args)
    assert code == 1 and out == "" and err.count("\n") == 1 and why in err, err
    assert dump(db) == before


def test_event_report_without_ranks_lets_the_score_decide(db: Path) -> None:
    ready = next(m for m in started(db, "round-robin", 4) if m["status"] == "ready")
    code, _o, err = run(db, "event", "report", "Cup", str(ready["id"]), "--scores", "0,5")
    assert code == 0, err
    done = next(m for m in matches(db) if m["id"] == ready["id"])
    assert done["status"] == "done" and done["ranks"] == [2, 1]


# ---- every numeric option: bounded, zero and negative refused, never replaced ---------------------------


@pytest.mark.parametrize(("args", "why"), [
    (["event", "create", "Big", "--format", "swiss", "--rounds", "1000000000"],
     "--rounds: The number of rounds must be a whole number from 1 to 99, not 1000000000."),
    (["event", "create", "Big", "--format", "swiss", "--rounds", "0"], "--rounds: The number of rounds must be a whole number"),
    (["event", "create", "Big", "--format", "swiss", "--rounds=-3"], "--rounds: The number of rounds must be a whole number"),
    (["event", "create", "Big", "--format", "round-robin", "--rounds", "3"], "--rounds: A round robin is played once or twice"),
    (["event", "create", "Big", "--format", "pools-knockout", "--pool-size", "0"],
     "--pool-size: A pool holds from 2 to 64 entrants, not 0."),
    (["event", "create", "Big", "--format", "pools-knockout", "--pool-size", "1000"], "--pool-size: A pool holds from 2 to 64"),
    (["event", "create", "Big", "--format", "pools-knockout", "--advance", "0"],
     "--advance: From each pool 1 to 4 entrants can go on (at most the pool size), not 0."),
    (["event", "create", "Big", "--format", "pools-knockout", "--pool-size", "3", "--advance", "4"],
     "--advance: From each pool 1 to 3 entrants can go on"),
    (["event", "create", "Big", "--format", "single-elimination", "--rounds", "3"],
     "The option --rounds applies to a Swiss or a round robin only (this event's format is single-elimination)."),
    (["event", "create", "Big", "--format", "swiss", "--pool-size", "3"], "The option --pool-size applies to pools then knockout only"),
    (["season", "create", "Year", "--from", "2024-01-01", "--to", "2024-12-31", "--points", "1e308,1e308"],
     "--points: The points for 1st place are more than 1,000,000 (1e+308)."),
    (["season", "create", "Year", "--from", "2024-01-01", "--to", "2024-12-31", "--points", "25,inf"],
     "--points: The points for 2nd place must be a finite number."),
    (["season", "create", "Year", "--from", "2024-01-01", "--to", "2024-12-31", "--best", "100000000000000000000000"],
     "--best: The number of events that count must be a whole number from 1 to 999, not 100000000000000000000000."),
    (["draw", "--players", "Player 1,Player 2,Player 3,Player 4", "--mode", "swiss", "--rounds", "1000000"],
     "--rounds: The number of rounds must be a whole number from 1 to 99, not 1000000."),
    (["draw", "--players", "Player 1,Player 2,Player 3,Player 4", "--mode", "swiss", "--rounds", "2", "--tables", "0"],
     "--tables: The number of tables must be a whole number from 1 to 1,000, not 0."),
    (["draw", "--players", "Player 1,Player 2,Player 3,Player 4", "--mode", "rotating", "--rounds", "2", "--tables",
      "100000000000000000000000"], "--tables: The number of tables must be a whole number from 1 to 1,000"),
    (["leaderboard", "--min-games", "100000000000000000000000"],
     "--min-games: The least number of games must be a whole number from 0 to 1,000,000"),
    (["new-leaderboard", "Wild", "--system", "elo", "--param", "k=1e308"], "The parameter k must be between"),
    (["new-leaderboard", "Wild", "--system", "bbt", "--param", "beta=0"], "The parameter beta must be between"),
])
def test_numeric_options_out_of_range_are_refused_naming_the_option(db: Path, args: list[str], why: str) -> None:
    if args[0] in ("event", "season", "draw", "leaderboard"):
        args = [*args, "--leaderboard", "Singles"]
    before = dump(db)
    code, out, err = run(db, *args)
    assert code == 1 and out == "" and err.count("\n") == 1 and why in err, err
    assert dump(db) == before


def test_pool_size_and_advance_given_are_kept_as_given(db: Path) -> None:
    started(db, "pools-knockout", 8, "--pool-size", "3", "--advance", "1")
    pools = {m["bracket"] for m in matches(db)}
    assert pools == {"pool A", "pool B", "pool C"}, "pools of at most 3, not the default 4"


# ---- an event can always reach its end -----------------------------------------------------------------


@pytest.mark.parametrize(("n", "most"), [(6, 5), (7, 7)])
def test_start_refuses_a_swiss_its_entrants_cannot_finish_and_names_the_most(db: Path, n: int, most: int) -> None:
    assert run(db, "event", "create", "Cup", "--leaderboard", "Singles", "--format", "swiss", "--rounds", str(most + 1))[0] == 0
    assert run(db, "event", "entrants", "Cup", "--players", ",".join(PLAYERS[:n]))[0] == 0
    before = dump(db)
    code, _o, err = run(db, "event", "start", "Cup")
    assert code == 1 and f"A Swiss of {n} entrants can be played over at most {most} rounds without a rematch" in err, err
    assert not err.startswith("tournament-app: --rounds"), "event start has no --rounds option to name"
    assert dump(db) == before


def test_start_refuses_an_advance_larger_than_the_smallest_pool(db: Path) -> None:
    assert run(db, "event", "create", "Cup", "--leaderboard", "Singles", "--format", "pools-knockout",
               "--pool-size", "4", "--advance", "4")[0] == 0
    assert run(db, "event", "entrants", "Cup", "--players", ",".join(PLAYERS[:6]))[0] == 0
    code, _o, err = run(db, "event", "start", "Cup")
    assert code == 1 and "6 entrants in pools of at most 4 make a smallest pool of 3: at most 3 can go on from each pool, not 4." in err


def test_event_finish_ends_the_event_and_undo_brings_it_back(db: Path) -> None:
    ready = [m for m in started(db, "swiss", 8, "--rounds", "3") if m["status"] == "ready"]
    assert run(db, "event", "report", "Cup", str(ready[0]["id"]), "--ranks", "1,2")[0] == 0
    before = matches(db)
    code, out, err = run(db, "event", "finish", "Cup")
    assert code == 0, err
    assert out == "'Cup' has ended: final standings from the matches played; 3 unplayed matches cancelled " \
                  "('undo' brings the event back).\n"
    after = matches(db)
    assert [m["status"] for m in after] == ["done", "cancelled", "cancelled", "cancelled"]
    table = json.loads(run(db, "event", "standings", "Cup", "--format", "json")[1])
    assert len(table) == 8 and table[0]["place"] == 1
    code, _o, err = run(db, "event", "report", "Cup", str(ready[1]["id"]), "--ranks", "1,2")
    assert code == 1 and "has ended" in err
    code, _o, err = run(db, "event", "finish", "Cup")
    assert code == 1 and err == "tournament-app: 'Cup' has ended already.\n"
    code, out, _e = run(db, "undo")
    assert code == 0 and out == "Undid: Finish Cup now\n"
    assert matches(db) == before


def test_next_round_ends_a_swiss_that_cannot_be_paired_and_says_why(db: Path) -> None:
    """Six players over five rounds, every game drawn: with today's pairings the fourth round can't be paired without
    a rematch. Whatever the pairing engine, the Swiss reaches its end: its last round, or the round that can't be
    paired, said in words."""
    started(db, "swiss", 6, "--rounds", "5")
    for number in range(1, 6):
        for m in matches(db):
            if m["status"] == "ready":
                assert run(db, "event", "report", "Cup", str(m["id"]), "--scores", "1,1")[0] == 0
        if number == 5:
            break
        code, out, err = run(db, "event", "next-round", "Cup")
        assert code == 0, err
        if "has ended" in out:
            assert out == (f"'Cup' has ended. Ended after round {number}: round {number + 1} can't be paired without a rematch, "
                           "so the final standings are those of the rounds played.\n")
            break
    code, _o, err = run(db, "event", "next-round", "Cup")
    assert code == 1 and ("has ended" in err or "All 5 rounds" in err), err
    assert json.loads(run(db, "event", "standings", "Cup", "--format", "json")[1])[0]["place"] == 1
    assert all(m["status"] in ("done", "bye") for m in matches(db))
