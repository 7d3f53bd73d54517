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
    (["--ranks", "1,2", "--scores", "inf,3"], "The score of Player 1 must be a finite number, not inf."),
    (["--scores", "nan,3"], "The score of Player 1 must be a finite number, not nan."),
    (["--ranks", "1,2", "--scores=-1,3"], "The score of Player 1 can't be negative (-1)."),
    (["--ranks", "1,2", "--scores", "1e7,3"], "The score of Player 1 is 10000000; a score is at most 1,000,000."),
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
