"""The global player ranking combines leaderboards by precision weighting (seed 000)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.league import rank_globally


def test_ratings_from_two_leaderboards_are_precision_weighted(tmp_path: Path) -> None:
    with Club.open(tmp_path / "c.sqlite") as club:
        ann, bob = club.add_player("Ann").id, club.add_player("Bob").id
        doubles = club.new_leaderboard("Singles B", "bbt")
        elo = club.new_leaderboard("Blitz", "elo")
        club.record_match([SideInput([ann], 1), SideInput([bob], 2)], played_at="2024-01-01")
        club.record_match([SideInput([ann], 1), SideInput([bob], 2)], leaderboard_id=doubles.id, played_at="2024-01-02")
        club.record_match([SideInput([ann], 2), SideInput([bob], 1)], leaderboard_id=doubles.id, played_at="2024-01-03")
        club.record_match([SideInput([ann], 1), SideInput([bob], 2)], leaderboard_id=elo.id, played_at="2024-01-03")
        result = rank_globally(club)
        assert result.used == ["Default", "Singles B"] and result.left_out == ["Blitz"]
        a = club.rating_of(ann, None)
        b = club.rating_of(ann, doubles.id)
        # Battlesnake: mu = (mu_a/s_a² + mu_b/s_b²) / (1/s_a² + 1/s_b²), sigma = sqrt(1 / (1/s_a² + 1/s_b²))
        precision = 1 / a.sigma**2 + 1 / b.sigma**2
        row = next(r for r in result.rows if r.player == "Ann")
        assert row.mu == pytest.approx((a.mu / a.sigma**2 + b.mu / b.sigma**2) / precision)
        assert row.sigma == pytest.approx(math.sqrt(1 / precision))
        assert row.display == math.floor(10000 / (1 + math.exp(-((row.mu - 3 * row.sigma) - 25) / (25 / 3))))
        assert row.leaderboards == 2 and row.games == 3
        assert [r.rank for r in result.rows] == [1, 2]
