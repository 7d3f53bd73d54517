"""Elo against opponents who are not rated: seed 003's suicides, team kills and weighted events."""

from __future__ import annotations

import pytest

from tournament_app.ratings import Elo, InvalidParameterError, Rating


def test_rate_against_an_opponent_who_is_not_rated() -> None:
    """Worked by hand with K = 32."""
    model = Elo(k=32, floor=0.0)
    # a suicide: −1:0 becomes 0:1 (e = 0) against an equal imaginary player (w = 0.5): −K/2
    assert model.rate_against(Rating(1500, 0), 1500, -1, 0) == Rating(1484, 0)
    # a team kill: −1:0 for the killer against the victim's strength: −K·w(1600, 1400)
    w = 1 / (1 + 10 ** (-200 / 400))
    assert model.rate_against(Rating(1600, 0), 1400, -1, 0).mu == pytest.approx(1600 - 32 * w)
    # a capture worth 7 against the opposing team's average 1450: +7·K·(1 − w(1500, 1450))
    w = 1 / (1 + 10 ** (-50 / 400))
    assert model.rate_against(Rating(1500, 0), 1450, 7, 0, weight=7).mu == pytest.approx(1500 + 7 * 32 * (1 - w))
    # the floor at zero holds for one-sided events too
    assert model.rate_against(Rating(5, 0), 5, -1, 0) == Rating(0, 0)
    with pytest.raises(InvalidParameterError):
        model.rate_against(Rating(1500, 0), 1500, 1, 0, weight=0)
