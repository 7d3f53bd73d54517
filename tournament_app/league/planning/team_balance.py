"""Splitting the players present into teams with chances as even as the model predicts."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...messages import translate
from ...ratings import Rating
from ..names import sort_key
from ..club import Club
from ..errors import LeagueError
from . import groupings
from .entrants import entrants_by_id
from .predictions import match_quality, player_by_ref, predict_chances
from .values import Balance, BalancedTeam


def balance(
    club: Club,
    players: Sequence[int | str],
    teams: int,
    leaderboard_id: int | str | None = None,
    *,
    size: int | None = None,
    together: Sequence[tuple[int | str, int | str]] = (),
    apart: Sequence[tuple[int | str, int | str]] = (),
) -> Balance:
    """Split the players present into ``teams`` teams with chances as even as the model predicts.

    Small rooms are solved exactly (every split compared); large ones by a
    heuristic with a stated bound (:func:`.groupings.balance_teams`).
    ``together``/``apart`` are pairs of players (ids or names) to keep on
    the same / different teams. Each team's total is the sum of its μ.
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    found = [player_by_ref(club, p) for p in players]
    index: dict[int, int] = {}
    for i, p in enumerate(found):
        if p.id in index:
            raise LeagueError(translate("league.planning.team_balance", "'{name}' is listed twice").format(name=p.name))
        index[p.id] = i

    def pair_index(pair: tuple[int | str, int | str]) -> tuple[int, int]:
        a, b = (player_by_ref(club, x) for x in pair)
        for p in (a, b):
            if p.id not in index:
                raise LeagueError(translate("league.planning.team_balance", "'{name}' is in a pair but not among the players present").format(name=p.name))
        if a.id == b.id:
            raise LeagueError(translate("league.planning.team_balance", "A pair needs two different players, got '{name}' twice.").format(name=a.name))
        return index[a.id], index[b.id]

    entrants = entrants_by_id(club, [p.id for p in found], leaderboard_id=lb.id)
    ratings = [Rating(e.mu, e.sigma) for e in entrants]

    def chances(split: list[list[int]]) -> Sequence[float]:
        return predict_chances(model, [[ratings[i] for i in team] for team in split])

    split = groupings.balance_teams(
        [r.mu for r in ratings],
        teams,
        size=size,
        predict=chances,
        together=[pair_index(p) for p in together],
        apart=[pair_index(p) for p in apart],
    )
    probabilities = chances(split.teams)
    out = tuple(
        BalancedTeam(
            tuple(sorted((entrants[i] for i in team), key=lambda e: (-e.mu, sort_key(e.name)))),
            math.fsum(ratings[i].mu for i in team),
            probabilities[n],
        )
        for n, team in enumerate(split.teams)
    )
    return Balance(out, split.unevenness, split.exact, split.evaluated, split.bound, match_quality(probabilities))
