"""Glicko's expected outcome of a proposed match with the combined deviation (seed 004)."""

from __future__ import annotations

import math

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.league.expectation import glicko_expectation


def seed_expected_outcome(r_a: float, rd_a: float, r_b: float, rd_b: float) -> float:
    """rating-update's calc_expected_outcome, written out from the seed."""
    q = math.log(10) / 400
    rd = math.sqrt(rd_a**2 + rd_b**2)
    g = 1 / math.sqrt(1 + 3 * q**2 * rd**2 / math.pi**2)
    return 1 / (1 + 10 ** (g * (r_a - r_b) / -400))


def test_expected_outcome_uses_both_deviations_grown_to_the_match_time(club: Club) -> None:
    lb = club.new_leaderboard("Fighters", "glicko", {"c": 50, "period_days": 10}).id
    club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2)], leaderboard_id=lb, played_at="2024-01-01", create_players=True)
    club.record_match([SideInput(["Ann"], 1), SideInput(["Cat"], 2)], leaderboard_id=lb, played_at="2024-01-15", create_players=True)
    rows = {r.player: r for r in club.standings_table(lb)}
    ann, bob = rows["Ann"], rows["Bob"]
    # on 2024-01-25 Ann has been idle 10 days (one period), Bob 24 days (two periods)
    rd_a = min(350, math.sqrt(ann.sigma**2 + 50**2))
    rd_b = min(350, math.sqrt(bob.sigma**2 + 2 * 50**2))
    result = glicko_expectation(club, [SideInput(["Ann"], 1), SideInput(["Bob"], 2)], lb, "2024-01-25")
    assert result is not None
    assert result.side_a.sigma == pytest.approx(rd_a) and result.side_b.sigma == pytest.approx(rd_b)
    assert result.combined_deviation == pytest.approx(math.hypot(rd_a, rd_b))
    assert result.expected == pytest.approx(seed_expected_outcome(ann.mu, rd_a, bob.mu, rd_b), rel=1e-12)
    assert result.expected > 0.5
    assert f"side 1 {result.expected:.0%}" in result.describe()
    assert f"= {math.hypot(rd_a, rd_b):.0f}" in result.describe()


def test_a_new_player_is_1500_plus_minus_350_and_other_systems_have_none(club: Club) -> None:
    lb = club.new_leaderboard("Fighters", "glicko").id
    result = glicko_expectation(club, [SideInput(["Zed"], 1), SideInput(["Yan"], 2)], lb, "2024-01-01")
    assert result is not None and result.expected == 0.5
    assert result.combined_deviation == pytest.approx(350 * math.sqrt(2))
    assert glicko_expectation(club, [SideInput(["Zed"], 1), SideInput(["Yan"], 2)], club.leaderboard().id, "2024-01-01") is None
    three = [SideInput(["A"], 1), SideInput(["B"], 2), SideInput(["C"], 3)]
    assert glicko_expectation(club, three, lb, "2024-01-01") is None
