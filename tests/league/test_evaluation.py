"""Evaluating rating systems on a history: scoring arithmetic and a case where the better one is known."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.league.evaluation import evaluate, evaluate_matches, predict_and_rate
from tournament_app.league.replay import MatchToRate
from tournament_app.ratings import BradleyTerry


def test_log_loss_and_accuracy_by_hand() -> None:
    # Two matches between new players: the first is predicted 50:50 (loss ln 2), then rated;
    # the second (a draw) is scored -1/2 ln p - 1/2 ln(1 - p) with p from the updated ratings.
    matches = [
        MatchToRate(1, "2024-01-01", [[1], [2]], [1, 2], None),
        MatchToRate(2, "2024-01-02", [[1], [2]], [1, 1], None),
    ]
    bt = BradleyTerry()
    train, test = predict_and_rate(bt, matches, split=0.0)
    assert train.scored == 0
    a, b = bt.rate([[bt.new_rating()], [bt.new_rating()]], [1, 2])
    p = bt.predict_win([a, b])[0]
    assert test.log_loss() == pytest.approx((math.log(2) + (-0.5 * math.log(p) - 0.5 * math.log(1 - p))) / 2)
    assert test.accuracy() == 1.0  # one decisive match, predicted 50:50: the first listed side counts as the pick
    assert p > 0.5


def synthetic(seed: int, n_players: int = 12, n_matches: int = 600) -> list[MatchToRate]:
    rng = random.Random(seed)
    skill = [rng.gauss(0, 1.5) for _ in range(n_players)]
    out = []
    for n in range(n_matches):
        a, b = rng.sample(range(n_players), 2)
        p = 1 / (1 + math.exp(skill[b] - skill[a]))
        ranks = [1, 2] if rng.random() < p else [2, 1]
        out.append(MatchToRate(n, f"2024-01-01T00:{n // 60:02d}:{n % 60:02d}", [[a], [b]], ranks, None))
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_a_system_that_learns_beats_one_that_does_not(seed: int) -> None:
    matches = synthetic(seed)
    learning, frozen = evaluate_matches(matches, [("bbt", {}), ("elo", {"k": 1e-9})])
    assert frozen.log_loss == pytest.approx(math.log(2), abs=1e-6)  # always 50:50
    assert learning.log_loss < frozen.log_loss - 0.05
    assert learning.accuracy > 0.6


def test_tuning_picks_the_best_parameter_on_the_earlier_part() -> None:
    matches = synthetic(3)
    (tuned,) = evaluate_matches(matches, [("bbt", {})], tune=True)
    assert set(tuned.params) == {"beta", "tau"}
    (default,) = evaluate_matches(matches, [("bbt", {})])
    assert tuned.train_log_loss <= default.train_log_loss + 1e-12


def test_evaluate_a_club_leaderboard(tmp_path: Path) -> None:
    with Club.open(tmp_path / "c.sqlite") as club:
        names = [club.add_player(f"P{i}").id for i in range(6)]
        for n, m in enumerate(synthetic(4, n_players=6, n_matches=80)):
            club.record_match(
                [SideInput([names[m.sides[0][0]]], m.ranks[0]), SideInput([names[m.sides[1][0]]], m.ranks[1])],
                played_at=m.played_at,
            )
        results = evaluate(club)
        assert {r.system for r in results} == {"bbt", "plackett-luce", "glicko", "elo", "otr"}
        assert [r.log_loss for r in results] == sorted(r.log_loss for r in results)
        assert all(r.matches == 80 - int(80 * 0.7) for r in results)
        assert set(results[0].as_dict()) == {"system", "params", "log_loss", "accuracy", "matches"}
        bins = results[0].calibration
        assert bins and all(0 <= p <= 1 and 0 <= w <= 1 for p, w, _n in bins)
