"""The leaderboard as of today: inactivity decay shown at display time.

Ratings are stored as they were after each player's last match (decay is
applied at rating time, before the next match). A leaderboard shown today
lets each rating decay over the days since that last match as well, with
the leaderboard's own model (:meth:`RatingModel.decay`): sigma grows for
Bradley-Terry (``tau_day``) and Glicko (``c`` per rating period), points
drop for Elo (``decay_points``). Nothing is written: it is display only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..ratings import Rating
from ..ratings.presentation import conservative_estimate
from .core import ClubCore
from .dates import normalize_moment, now_moment
from .leaderboards import display_value, get_leaderboard, standings_table
from .model import Standing
from .names import name_key
from .replay import idle_days


@dataclass(frozen=True)
class IdleDecay:
    """How one shown rating differs from the stored one because the player has been idle."""

    player_id: int
    stored: Rating
    shown: Rating
    idle_days: float


def current_standings(
    club: ClubCore,
    leaderboard_id: int | None = None,
    *,
    today: str | None = None,
    min_games: int = 0,
    active_since: str | None = None,
) -> tuple[list[Standing], dict[int, IdleDecay]]:
    """The standings with every rating decayed up to ``today`` (now if None), ranked again.

    Returns (rows best first, the decay applied per player id). When the
    leaderboard's model does not decay this is :meth:`Club.standings`.
    """
    lb = get_leaderboard(club, leaderboard_id)
    model = club.rating_model(lb.id)
    # the stored ratings (the columns are never decayed; standings() of a decaying system is this function)
    rows = list(standings_table(club, lb.id, min_games=min_games, active_since=active_since))
    if not model.decays:
        return rows, {}
    moment = normalize_moment(today) if today else now_moment()
    decayed: dict[int, IdleDecay] = {}
    shown: list[Standing] = []
    for row in rows:
        days = idle_days(row.last_played, moment)
        stored = Rating(row.mu, row.sigma)
        rating = model.decay(stored, days) if days > 0 else stored
        if rating != stored:
            decayed[row.player_id] = IdleDecay(row.player_id, stored, rating, days)
            row = replace(
                row,
                mu=rating.mu,
                sigma=rating.sigma,
                conservative=conservative_estimate(rating, model.interval_k),
                display=display_value(lb, model, rating),
            )
        shown.append(row)
    # ties as the stored leaderboard breaks them: by the name's key (club.name_key)
    shown.sort(key=lambda r: (-r.conservative, -r.mu, name_key(r.player)))
    return [replace(r, rank=n) for n, r in enumerate(shown, start=1)], decayed
