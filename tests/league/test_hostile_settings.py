"""Leaderboard settings that overflow a model, or that another copy of the app changed (issue 14).

Before: parameters like ``sigma=1e300`` were accepted and then every import
failed with "NOT NULL constraint failed: rating_history.mu_after"; and a club
held open kept rating with the parameters it had read first, so its ratings
differed from a recompute by up to 0.56 after another process changed β.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError, SideInput
from tournament_app.ratings import BradleyTerry, RatingError


def _ratings(club: Club, leaderboard_id: int) -> dict[str, float]:
    """Each player's mu and sigma ("Ann mu", "Ann sigma")."""
    rows = club.standings(leaderboard_id)
    return {f"{s.player} {k}": v for s in rows for k, v in (("mu", s.mu), ("sigma", s.sigma))}


def _night(club: Club, leaderboard_id: int, day: int) -> None:
    names = ["Ann", "Ben", "Cat", "Dan"]
    for n in range(4):
        a, b = names[(n + day) % 4], names[(n + day + 1) % 4]
        club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=leaderboard_id,
                          create_players=True, played_at=f"2024-03-{day:02d}T19:{10 * n:02d}")


def test_a_club_held_open_rates_with_the_settings_another_copy_stored(db_path: Path) -> None:
    with Club.open(db_path) as here:
        lb = here.leaderboard().id
        _night(here, lb, 1)
        assert here.rating_model(lb) == BradleyTerry()
        with Club.open(db_path) as elsewhere:  # another window (or process) of the app changes β
            elsewhere.update_leaderboard(lb, params={"beta": 10.0})
        assert here.rating_model(lb) == BradleyTerry(beta=10.0)
        _night(here, lb, 2)  # the next results, rated by the club that was open all along
        rated = _ratings(here, lb)
        here.recompute(lb)
        assert _ratings(here, lb) == pytest.approx(rated, abs=1e-12)
    with Club.open(db_path) as fresh:
        assert _ratings(fresh, lb) == pytest.approx(rated, abs=1e-12)


def test_a_system_changed_elsewhere_is_used_for_the_next_match(db_path: Path) -> None:
    with Club.open(db_path) as here:
        lb = here.leaderboard().id
        _night(here, lb, 1)
        with Club.open(db_path) as elsewhere:
            elsewhere.update_leaderboard(lb, system="elo", params={"k": 24})
        _night(here, lb, 2)
        assert here.rating_model(lb).system == "elo"
        assert all(v == 0.0 for k, v in _ratings(here, lb).items() if k.endswith(" sigma"))


@pytest.mark.parametrize(
    ("system", "params", "name"),
    [
        ("bbt", {"sigma": 1e300}, "sigma"),
        ("bbt", {"mu": 1e308}, "mu"),
        ("bbt", {"mu": -1e308}, "mu"),
        ("bbt", {"tau": 1e300}, "tau"),
        ("glicko", {"mu": 1e308}, "mu"),
        ("elo", {"decay_points": 1e308}, "decay_points"),
        ("elo", {"k": 1e308}, "k"),
    ],
)
def test_overflowing_parameters_are_refused_when_set(club: Club, system: str, params: dict[str, float], name: str) -> None:
    with pytest.raises(LeagueError, match=f"The parameter {name} must be between .* and .*"):
        club.new_leaderboard("Overflow", system, params)
    assert [lb.name for lb in club.leaderboards()] == ["Default"]
    lb = club.leaderboard().id
    _night(club, lb, 1)
    before = _ratings(club, lb)
    with pytest.raises(LeagueError, match=f"The parameter {name} must be between"):
        club.update_leaderboard(lb, system=system, params=params)
    assert club.leaderboard(lb).system == "bbt" and club.leaderboard(lb).params == {}
    assert _ratings(club, lb) == before


def test_a_rating_that_would_leave_the_sane_range_rolls_everything_back(club: Club) -> None:
    lb = club.new_leaderboard("Fast", "elo", {"k": 1e4}).id
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    club.set_initial_rating(lb, ann, 1e12 - 1.0)  # an absurd start, just inside the limit
    club.set_initial_rating(lb, ben, 1e12 - 1.0)
    with pytest.raises(RatingError, match="impossible rating"):
        club.record_match([SideInput([ann], 1), SideInput([ben], 2)], leaderboard_id=lb, played_at="2024-01-01")
    assert club.match_count(lb) == 0
    assert club.standings(lb) == []
    assert all(math.isfinite(s.mu) for s in club.standings())
