"""A global player ranking: each player's ratings from all leaderboards combined (seed 000).

Battlesnake combines a player's ratings across its leaderboards by precision
weighting (``combine_ratings``) and shows the result on the same 0-10000
scale. Ratings on different scales cannot be averaged, so only leaderboards
whose system starts players at the same (mu, sigma) as the first leaderboard
take part; the others are listed as left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ratings import Rating, combine_ratings, conservative_estimate, display_rating
from .club import Club


@dataclass(frozen=True)
class GlobalStanding:
    """One player's combined rating."""

    rank: int
    player_id: int
    player: str
    mu: float
    sigma: float
    conservative: float
    display: int
    leaderboards: int
    games: int


@dataclass(frozen=True)
class GlobalRanking:
    """The combined standings and which leaderboards were used or left out."""

    rows: list[GlobalStanding]
    used: list[str]
    left_out: list[str]


def rank_globally(club: Club) -> GlobalRanking:
    """Combine every active player's ratings from the leaderboards on the common scale."""
    boards = club.leaderboards()
    if not boards:
        return GlobalRanking([], [], [])
    start = club.rating_model(boards[0].id).new_rating()
    used, left_out = [], []
    per_player: dict[int, list[Rating]] = {}
    games: dict[int, int] = {}
    names: dict[int, str] = {}
    k = club.rating_model(boards[0].id).interval_k
    for lb in boards:
        model = club.rating_model(lb.id)
        if model.new_rating() != start or start.sigma <= 0:
            left_out.append(lb.name)
            continue
        used.append(lb.name)
        for s in club.standings(lb.id):
            per_player.setdefault(s.player_id, []).append(Rating(s.mu, s.sigma))
            games[s.player_id] = games.get(s.player_id, 0) + s.games
            names[s.player_id] = s.player
    combined = []
    for pid, ratings in per_player.items():
        r = combine_ratings(ratings)
        combined.append((conservative_estimate(r, k), r.mu, names[pid].casefold(), pid, r, len(ratings)))
    combined.sort(key=lambda c: (-c[0], -c[1], c[2]))
    rows = [
        GlobalStanding(n, pid, names[pid], r.mu, r.sigma, cons, display_rating(r, start.mu, start.sigma, k), count, games[pid])
        for n, (cons, _mu, _key, pid, r, count) in enumerate(combined, start=1)
    ]
    return GlobalRanking(rows, used, left_out)
