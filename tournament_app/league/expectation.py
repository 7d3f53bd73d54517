"""The expected outcome of a proposed Glicko match, with both sides' deviations (seed 004).

rating-update's ``calc_expected_outcome``: ``E = 1/(1 + 10^(−g(√(RD_a² + RD_b²))·(r_a − r_b)/400))``.
Each player's deviation is first decayed to the time of the match (the
leaderboard's virtual rating periods), as rating the match would do; a side
of several players is one composite (mean rating, root-mean-square RD), as
:class:`~tournament_app.ratings.Glicko` rates it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..messages import translate
from ..ratings import Glicko, Rating
from ..ratings.glicko import composite, g_factor
from .club import Club
from .dates import normalize_moment
from .match_entry import teams_before
from .model import SideInput
from .replay import idle_days


@dataclass(frozen=True)
class GlickoExpectation:
    """Side 1's expected score against side 2, and what it was computed from."""

    side_a: Rating
    side_b: Rating
    combined_deviation: float
    g: float
    expected: float

    def describe(self) -> str:
        """One line for the match form."""
        return str(translate(
            "league.expectation",
            "Expected outcome (Glicko, both deviations): side 1 {first:.0%}, side 2 {second:.0%}"
            " — rating {mu_a:.0f} v {mu_b:.0f}, combined deviation"
            " √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}",
        ).format(first=self.expected, second=1 - self.expected, mu_a=self.side_a.mu, mu_b=self.side_b.mu,
                 sigma_a=self.side_a.sigma, sigma_b=self.side_b.sigma, deviation=self.combined_deviation, g=self.g))


def glicko_expectation(
    club: Club, sides: Sequence[SideInput], leaderboard_id: int | None, played_at: str, *, before_match: int | None = None
) -> GlickoExpectation | None:
    """The expectation of a two-side match on a Glicko leaderboard at ``played_at``; None otherwise.

    Players may be ids or names; an unknown name is a new player (1500 ± 350 by default).
    ``before_match``: from the ratings just before that recorded match (editing it).
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    if not isinstance(model, Glicko) or len(sides) != 2 or not all(s.players for s in sides):
        return None
    if before_match is not None:
        a, b = (composite(team) for team in teams_before(club, sides, before_match))
        combined = math.hypot(a.sigma, b.sigma)
        return GlickoExpectation(a, b, combined, g_factor(combined), Glicko.expected_outcome(a, b))
    moment = normalize_moment(played_at)
    teams = []
    for side in sides:
        team = []
        for entry in side.players:
            found = club.find_player(entry) if isinstance(entry, str) else club.player(entry)
            row = None if found is None else club.db.execute(
                "SELECT mu, sigma, last_played FROM ratings WHERE leaderboard_id = ? AND player_id = ?", [lb.id, found.id]
            ).fetchone()
            if row is None:
                team.append(model.new_rating())
            else:
                mu, sigma, last = row
                team.append(model.decay(Rating(mu, sigma), idle_days(last, moment)))
        teams.append(composite(team))
    a, b = teams
    combined = math.hypot(a.sigma, b.sigma)
    return GlickoExpectation(a, b, combined, g_factor(combined), Glicko.expected_outcome(a, b))
