"""What the match form asks before saving: the matches a time re-rates, and ratings as of before a match."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ratings import Rating
from ..store.history_lookup import state_before
from .core import ClubCore
from .dates import normalize_moment
from .leaderboards import get_leaderboard, initial_rating
from .matches import get_match
from .model import Match, SideInput
from .players import find_player, get_player
from .replay import idle_days


def later_matches(club: ClubCore, leaderboard_id: int | None, played_at: str, *, excluding: int | None = None) -> int:
    """How many of the leaderboard's matches were played after ``played_at``.

    Saving a match at that time rates it before them, so all of them are
    re-rated. A match at exactly that time stays before it (a new match is
    put after matches of the same time). ``excluding``: the match being edited.
    """
    lb = get_leaderboard(club, leaderboard_id)
    moment = normalize_moment(played_at)
    row = club.db.execute(
        "SELECT count(*) FROM matches WHERE leaderboard_id = ? AND played_at > ? AND id != ?",
        [lb.id, moment, -1 if excluding is None else excluding],
    ).fetchone()
    return int(row[0])


def ratings_before(club: ClubCore, match_id: int, player_ids: Iterable[int]) -> dict[int, Rating]:
    """Each player's rating just before match ``match_id`` in its leaderboard.

    The match's own players have it in the rating history ("before" values);
    anyone else has the rating after their last match before it (decayed over
    the days idle until the match, when the system decays), else their
    starting rating (the leaderboard's initial rating for them or a new player's).
    """
    return _ratings_before(club, get_match(club, match_id), player_ids)


def _ratings_before(club: ClubCore, match: Match, player_ids: Iterable[int]) -> dict[int, Rating]:
    lb = match.leaderboard_id
    model = club.rating_model(lb)
    ids = sorted(set(player_ids))
    # the match's own players: their "before" values, already read with the match
    found: dict[int, Rating] = {
        p.player_id: Rating(p.mu_before, p.sigma_before)
        for side in match.sides
        for p in side.players
        if p.player_id in ids and p.mu_before is not None and p.sigma_before is not None
    }
    others = [pid for pid in ids if pid not in found]
    if others:
        for pid, last in state_before(club.db, lb, (match.played_at, match.seq), others).items():
            rating = Rating(last.mu, last.sigma)
            found[pid] = model.decay(rating, idle_days(last.played_at, match.played_at)) if model.decays else rating
    for pid in ids:
        if pid not in found:
            found[pid] = _starting(club, pid, lb)
    return found


def _starting(club: ClubCore, player_id: int, leaderboard_id: int) -> Rating:
    initial = initial_rating(club, leaderboard_id, player_id)
    model = club.rating_model(leaderboard_id)
    new = model.new_rating()
    if initial is None:
        return new
    mu, sigma = initial
    return Rating(mu, new.sigma if sigma is None else sigma)


def teams_before(club: ClubCore, sides: Sequence[SideInput], match_id: int) -> list[list[Rating]]:
    """The sides' ratings as of just before match ``match_id`` (players by id or name; a new name is a new player)."""
    match = get_match(club, match_id)
    new = club.rating_model(match.leaderboard_id).new_rating()
    ids: list[list[int | None]] = []
    for side in sides:
        team: list[int | None] = []
        for entry in side.players:
            player = find_player(club, entry) if isinstance(entry, str) else get_player(club, entry)
            team.append(player.id if player is not None else None)
        ids.append(team)
    before = _ratings_before(club, match, [pid for team in ids for pid in team if pid is not None])
    return [[before[pid] if pid is not None else new for pid in team] for team in ids]
