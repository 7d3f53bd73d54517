"""`tournament-app evaluate`: JSON keys, the later-30% count, tuning, the table."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.league.evaluation import TUNED_PARAMS
from cli_helpers import run as run_cli

KEYS = ["system", "params", "log_loss", "accuracy", "matches"]


@pytest.fixture
def history_db(tmp_path: Path) -> Path:
    """40 games between four players of clearly different strength."""
    path = tmp_path / "club.sqlite"
    rng = random.Random(7)
    skill = {"Ann": 2.0, "Ben": 1.0, "Cat": 0.0, "Dan": -1.0}
    with Club.open(path) as club:
        club.new_leaderboard("Chess", "bbt")
        for n in range(40):
            a, b = rng.sample(sorted(skill), 2)
            a_wins = rng.random() < 1 / (1 + math.exp(skill[b] - skill[a]))
            club.record_match(
                [SideInput([a], 1 if a_wins else 2), SideInput([b], 2 if a_wins else 1)],
                leaderboard_id=club.leaderboard("Chess").id,
                played_at=f"2024-01-{1 + n // 10:02d}T19:{n % 10:02d}",
                create_players=True,
            )
    return path


def run(db: Path, *args: str) -> tuple[int, str, str]:
    return run_cli("--db", db, *args)


def test_evaluate_json_has_the_contract_keys_for_every_system(history_db: Path) -> None:
    code, out, err = run(history_db, "evaluate", "--leaderboard", "Chess", "--format", "json")
    assert code == 0, err
    rows = json.loads(out)
    assert [list(r) for r in rows] == [KEYS] * len(rows)
    assert sorted(r["system"] for r in rows) == ["bbt", "elo", "glicko", "otr", "plackett-luce"]
    assert all(r["matches"] == 40 - int(40 * 0.7) for r in rows)  # the later 30%
    losses = [r["log_loss"] for r in rows]
    assert losses == sorted(losses) and all(0 < x < 2 for x in losses)
    assert all(0 <= r["accuracy"] <= 1 for r in rows)


def test_evaluate_tune_reports_every_searched_parameter_under_the_same_keys(history_db: Path) -> None:
    _, plain, _ = run(history_db, "evaluate", "--leaderboard", "Chess", "--format", "json")
    code, tuned, err = run(history_db, "evaluate", "--leaderboard", "Chess", "--tune", "--format", "json")
    assert code == 0, err
    tuned_rows = {r["system"]: r for r in json.loads(tuned)}
    plain_rows = {r["system"]: r for r in json.loads(plain)}
    for system, keys in TUNED_PARAMS.items():
        for key in keys:
            assert isinstance(tuned_rows[system]["params"][key], float), (system, key)
            assert key not in plain_rows[system]["params"]
    assert set(TUNED_PARAMS["bbt"]) == {"beta", "tau"}  # two parameters where two matter
    assert [list(r) for r in json.loads(tuned)] == [KEYS] * len(tuned_rows)
    assert tuned_rows.keys() == plain_rows.keys()


def test_evaluate_table_is_readable_and_unknown_leaderboard_exits_1(history_db: Path) -> None:
    code, out, _ = run(history_db, "evaluate", "--leaderboard", "Chess")
    assert code == 0
    lines = out.splitlines()
    assert "12 matches scored" in lines[0]
    assert lines[1].split() == ["System", "Parameters", "Log-loss", "Accuracy", "Matches"]
    assert {line.split()[0] for line in lines[3:]} == {"bbt", "elo", "glicko", "otr", "plackett-luce"}
    code, _, err = run(history_db, "evaluate", "--leaderboard", "Nope")
    assert code == 1 and "Nope" in err


def test_evaluate_without_leaderboard_asks_which_when_the_club_has_several(history_db: Path) -> None:
    code, out, err = run(history_db, "evaluate")
    assert (code, out) == (1, "")
    assert err == "tournament-app: This club has 2 leaderboards ('Default', 'Chess'); choose one with --leaderboard NAME.\n"
