"""The leaderboard as of today: ratings decay over the idle days since each player's last match."""

from __future__ import annotations

import math

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.league.inactivity import current_standings


def duel(club: Club, lb: int, winner: str, loser: str, when: str) -> None:
    club.record_match([SideInput([winner], 1), SideInput([loser], 2)], leaderboard_id=lb, played_at=when, create_players=True)


def test_bbt_sigma_grows_by_tau_day_squared_per_idle_day_capped_at_the_initial_sigma(club: Club) -> None:
    lb = club.new_leaderboard("Decaying", "bbt", {"tau_day": 0.1}).id
    duel(club, lb, "Ann", "Bob", "2024-01-01T19:00")
    duel(club, lb, "Cat", "Dan", "2024-01-21T19:00")
    stored = {r.player: r for r in club.standings_table(lb)}
    rows, decayed = current_standings(club, lb, today="2024-01-31T19:00")
    shown = {r.player: r for r in rows}
    # Ann: 30 idle days -> sigma² + 0.01·30; Cat: 10 idle days -> sigma² + 0.01·10 (both below 25/3)
    for name, days in (("Ann", 30), ("Cat", 10)):
        expected = math.sqrt(stored[name].sigma ** 2 + 0.01 * days)
        assert expected < 25 / 3
        assert shown[name].sigma == pytest.approx(expected, rel=1e-12)
        assert shown[name].mu == stored[name].mu
        assert shown[name].conservative == pytest.approx(shown[name].mu - 3 * expected)
        assert decayed[shown[name].player_id].idle_days == pytest.approx(days)
    # far in the future the cap holds: sigma is the initial 25/3 again
    far, _ = current_standings(club, lb, today="2030-01-01")
    assert all(r.sigma == pytest.approx(25 / 3) for r in far)
    # ranks are recounted from the decayed conservative estimates
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert [r.player for r in rows] == sorted(shown, key=lambda n: -shown[n].conservative)
    assert shown["Cat"].rank < shown["Ann"].rank  # same result, but Ann has been idle longer


def test_without_decay_the_standings_are_the_stored_ones(club: Club) -> None:
    lb = club.leaderboard().id
    duel(club, lb, "Ann", "Bob", "2024-01-01T19:00")
    rows, decayed = current_standings(club, lb, today="2030-01-01")
    assert rows == list(club.standings_table(lb)) and decayed == {}


def test_glicko_and_elo_decay_by_whole_periods(club: Club) -> None:
    glicko = club.new_leaderboard("G", "glicko", {"c": 34.6, "period_days": 7}).id
    elo = club.new_leaderboard("E", "elo", {"decay_points": 10, "decay_period_days": 7, "floor": 0}).id
    for lb in (glicko, elo):
        duel(club, lb, "Ann", "Bob", "2024-01-01")
    g_stored = {r.player: r for r in club.standings_table(glicko)}
    g_rows, _ = current_standings(club, glicko, today="2024-01-16")  # 15 days: two whole periods
    for r in g_rows:
        assert r.sigma == pytest.approx(min(350.0, math.sqrt(g_stored[r.player].sigma ** 2 + 2 * 34.6**2)))
    e_stored = {r.player: r for r in club.standings_table(elo)}
    e_rows, _ = current_standings(club, elo, today="2024-01-16")
    for r in e_rows:
        assert r.mu == pytest.approx(e_stored[r.player].mu - 20)
    far, _ = current_standings(club, elo, today="2090-01-01")
    assert all(r.mu == 0 for r in far)  # the floor at zero
