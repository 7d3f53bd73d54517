"""o!TR's way of rating a match made of games with Plackett-Luce (seed 002).

Per game the players who played are ranked by their own score (higher is
better, equal scores tie), whatever their team, and rated by Weng-Lin
Plackett-Luce with tau and gamma off. Two per-player summaries of the games:

- Method A: a game the player sat out counts as no change; the changes are
  averaged over all games of the match.
- Method B: a game the player sat out counts as a tie for last place in it.

The stored change is ``(games/8)^0.5 · (0.9·A + 0.1·B)``; volatility
changes the same way on variances (a quadratic mean). Decay follows o!TR's
schedule: every idle week adds to the variance (up to the initial
volatility); after ``decay_days`` without play the rating drops by
``decay_rate`` a week, never below ``decay_floor``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from ..messages import translate
from .base import (
    RatedTeams,
    Rating,
    RatingModel,
    Teams,
    check_match,
    check_rating,
    require_finite,
)
from .guards import DAYS_RANGE, KAPPA_RANGE, MU_RANGE, SCALE_RANGE, checked
from .errors import InvalidRankError, MismatchedLengthsError
from .plackett_luce import PlackettLuce

#: one game: each player who played (by index into the match's players) -> their score
Game = Mapping[int, float]

SECONDS_PER_DAY = 86_400.0

#: o!TR's scale (otr-processor constants): ratings x60, 900 to start, volatility 300
OTR_MULTIPLIER = 60.0


def game_ranks(game: Game) -> dict[int, int]:
    """Competition ranks from scores: 1 + how many players scored strictly more (ties share)."""
    scores = sorted(game.values(), reverse=True)
    first_at: dict[float, int] = {}
    for place, score in enumerate(scores, start=1):
        first_at.setdefault(score, place)
    return {player: first_at[score] for player, score in game.items()}


class OtrPlackettLuce(RatingModel):
    """o!TR Plackett-Luce: a match of games, Methods A and B, game-count scaling, weekly decay.

    Parameters (o!TR's values by default): ``mu``/``sigma`` a new player's
    rating and volatility; ``beta`` and ``kappa`` of Plackett-Luce;
    ``weight_a`` the share of Method A (B gets the rest); ``standard_games``
    and ``game_exponent`` the scaling ``(games/standard_games)^game_exponent``;
    ``volatility_growth`` the variance added per idle week; ``decay_days``,
    ``decay_rate`` and ``decay_floor`` the rating decay.
    """

    system = "otr"
    title = "o!TR Plackett-Luce (games)"
    interval_k = 3.0
    param_ranges = {
        "mu": MU_RANGE,
        "sigma": SCALE_RANGE,
        "beta": SCALE_RANGE,
        "kappa": KAPPA_RANGE,
        "weight_a": (0.0, 1.0),
        "standard_games": (1.0, 1000.0),
        "game_exponent": (0.0, 2.0),
        "volatility_growth": (0.0, 1e10),
        "decay_days": (0.0, DAYS_RANGE[1]),
        "decay_rate": (0.0, 1e6),
        "decay_floor": MU_RANGE,
    }

    def __init__(
        self,
        mu: float = 15.0 * OTR_MULTIPLIER,
        sigma: float = 5.0 * OTR_MULTIPLIER,
        beta: float = 2.5 * OTR_MULTIPLIER,
        kappa: float = 1e-4,
        weight_a: float = 0.9,
        standard_games: float = 8.0,
        game_exponent: float = 0.5,
        volatility_growth: float = 0.08 * OTR_MULTIPLIER * OTR_MULTIPLIER,
        decay_days: float = 121.0,
        decay_rate: float = 3.6,
        decay_floor: float = 15.0 * OTR_MULTIPLIER,
    ) -> None:
        self.mu = self._param("mu", mu)
        self.sigma = self._param("sigma", sigma)
        self.beta = self._param("beta", beta)
        self.kappa = self._param("kappa", kappa)
        self.weight_a = self._param("weight_a", weight_a)
        self.standard_games = self._param("standard_games", standard_games)
        self.game_exponent = self._param("game_exponent", game_exponent)
        self.volatility_growth = self._param("volatility_growth", volatility_growth)
        self.decay_days = self._param("decay_days", decay_days)
        self.decay_rate = self._param("decay_rate", decay_rate)
        self.decay_floor = self._param("decay_floor", decay_floor)
        self._game_model = PlackettLuce(self.mu, self.sigma, self.beta, self.kappa, tau=0.0, damping=False)

    def rate_game(self, ratings: Sequence[Rating], ranks: Sequence[float]) -> list[Rating]:
        """One game: every player on their own, Plackett-Luce with tau = 0 and no gamma."""
        # fresh objects: the players are told apart by position, not by identity
        rated = self._game_model.rate([[Rating(r.mu, r.sigma)] for r in ratings], ranks)
        return [team[0] for team in rated]

    def rate_games(self, ratings: Sequence[Rating], games: Sequence[Game]) -> list[Rating]:
        """Rate one match of ``games`` among ``ratings`` (the players before the match).

        Each game maps the index of every player who played it to their
        score. Returns every player's rating after the match (seed 002):
        ``Δμ = (G/8)^0.5 · (w·Δμ_A + (1−w)·Δμ_B)`` and the same on σ², where
        ``Δμ_A = Σ_{games played} (μ_g − μ)/G`` (a game sat out is no change)
        and ``Δμ_B = Σ_{all games} (μ'_g − μ)/G`` with the absent tied for
        last in each game; σ² never drops below κ·σ² (Weng-Lin's floor).
        """
        n = len(ratings)
        for r in ratings:
            check_rating(r)
        if not games:
            raise MismatchedLengthsError(translate("ratings.otr", "A match rated by its games needs at least one game."))
        for number, game in enumerate(games, start=1):
            if not game:
                raise InvalidRankError(translate("ratings.otr", "Game {number} has no player.").format(number=number))
            for player, score in game.items():
                if not 0 <= player < n:
                    raise MismatchedLengthsError(translate(
                        "ratings.otr", "Game {number}: player {player} is not one of the {count} players.",
                    ).format(number=number, player=player, count=n))
                if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
                    raise InvalidRankError(translate(
                        "ratings.otr", "Game {number}: player {player} has no valid score: {score!r}.",
                    ).format(number=number, player=player, score=score))
        n_games = len(games)
        mu0 = [r.mu for r in ratings]
        var0 = [r.sigma * r.sigma for r in ratings]
        d_mu_a = [0.0] * n
        d_var_a = [0.0] * n
        d_mu_b = [0.0] * n
        d_var_b = [0.0] * n
        for game in games:
            ranks = game_ranks(game)
            present = list(ranks)
            after_a = self.rate_game([ratings[p] for p in present], [ranks[p] for p in present])
            for p, r in zip(present, after_a):
                d_mu_a[p] += r.mu - mu0[p]
                d_var_a[p] += r.sigma * r.sigma - var0[p]
            last = max(ranks.values()) + 1
            all_ranks = [ranks.get(p, last) for p in range(n)]
            after_b = self.rate_game(ratings, all_ranks)
            for p, r in enumerate(after_b):
                d_mu_b[p] += r.mu - mu0[p]
                d_var_b[p] += r.sigma * r.sigma - var0[p]
        scale = (n_games / self.standard_games) ** self.game_exponent
        w_a, w_b = self.weight_a, 1.0 - self.weight_a
        out = []
        for p in range(n):
            d_mu = scale * (w_a * d_mu_a[p] + w_b * d_mu_b[p]) / n_games
            d_var = scale * (w_a * d_var_a[p] + w_b * d_var_b[p]) / n_games
            var = max(var0[p] + d_var, self.kappa * var0[p])
            out.append(checked(Rating(mu0[p] + d_mu, math.sqrt(var))))
        return out

    def rate(
        self,
        teams: Teams,
        ranks: Sequence[float],
        scores: Sequence[float] | None = None,
    ) -> RatedTeams:
        """A match without recorded games: one game, each player placed at their side's rank."""
        check_match(teams, ranks, scores)
        flat = [r for team in teams for r in team]
        game = {i: -float(rank) for i, rank in enumerate(rank for team, rank in zip(teams, ranks) for _ in team)}
        rated = self.rate_games(flat, [game])
        out: RatedTeams = []
        at = 0
        for team in teams:
            out.append(rated[at : at + len(team)])
            at += len(team)
        return out

    def predict_win(self, teams: Teams) -> list[float]:
        """Each side's chance to finish first under Plackett-Luce (as :class:`PlackettLuce`)."""
        return self._game_model.predict_win(teams)

    @property
    def decays(self) -> bool:
        """True when idle weeks change ratings (volatility growth or rating decay on)."""
        return self.volatility_growth > 0 or self.decay_rate > 0

    def decay(self, rating: Rating, idle_days: float) -> Rating:
        """o!TR decay after ``idle_days`` without play.

        Each full idle week adds ``volatility_growth`` to σ² (σ capped at the
        model's sigma). From ``decay_days`` of inactivity on, μ drops by
        ``decay_rate`` at once and then once every further 7 days, never below
        ``decay_floor`` (a rating already below it does not decay).
        """
        idle_days = require_finite("idle_days", idle_days)
        mu, sigma = rating.mu, rating.sigma
        weeks = math.floor(idle_days / 7.0) if idle_days > 0 else 0
        if self.volatility_growth > 0 and weeks > 0 and sigma < self.sigma:
            sigma = min(math.sqrt(sigma * sigma + self.volatility_growth * weeks), self.sigma)
        if self.decay_rate > 0 and idle_days >= self.decay_days and mu > self.decay_floor:
            drops = math.floor((idle_days - self.decay_days) / 7.0) + 1
            mu = max(mu - self.decay_rate * drops, self.decay_floor)
        if mu == rating.mu and sigma == rating.sigma:
            return rating
        return Rating(mu, sigma)


def replay_games(
    model: OtrPlackettLuce,
    match_players: Sequence[Sequence[Sequence[int]]],
    match_ranks: Sequence[Sequence[float]],
    match_games: Sequence[Sequence[Game] | None],
    initial: Callable[[int], Rating],
    *,
    match_seconds: Sequence[float] | None = None,
    last_seconds: Mapping[int, float] | None = None,
    progress: Callable[[int, int], None] | None = None,
    chunk: int = 1024,
) -> tuple[list[tuple[list[Rating], list[Rating]]], dict[int, Rating], dict[int, float]]:
    """Rate matches in order, each by its games (or by its sides' ranks when it has none).

    ``match_players[m]``: the players (any hashable ids) by side;
    ``match_games[m]``: the games with players as indices into the match's
    players in side order, or None. ``initial(player)`` is a player's
    rating before their first match here. With ``match_seconds`` and a
    decaying model, each player's rating decays over the idle days since
    their last match (``last_seconds`` gives it for players who played
    before). Returns per match the (before, after) ratings in side order,
    the final ratings and the last-play times.
    """
    total = len(match_players)
    current: dict[int, Rating] = {}
    last: dict[int, float] = dict(last_seconds or {})
    decays = model.decays and match_seconds is not None
    out: list[tuple[list[Rating], list[Rating]]] = []
    for m in range(total):
        if progress is not None and m % chunk == 0:
            progress(m, total)
        flat = [p for side in match_players[m] for p in side]
        t = match_seconds[m] if match_seconds is not None else 0.0
        before = []
        for p in flat:
            r = current.get(p)
            if r is None:
                r = initial(p)
            if decays and p in last:
                r = model.decay(r, max(0.0, (t - last[p]) / SECONDS_PER_DAY))
            before.append(r)
        games = match_games[m]
        if games:
            after = model.rate_games(before, games)
        else:
            teams, at = [], 0
            for side in match_players[m]:
                teams.append(before[at : at + len(side)])
                at += len(side)
            after = [r for team in model.rate(teams, match_ranks[m]) for r in team]
        for p, r in zip(flat, after):
            current[p] = r
            if match_seconds is not None:
                last[p] = t
        out.append((before, after))
    if progress is not None:
        progress(total, total)
    return out, current, last

