"""Matchmaking: fair opponents in a chance window, and games for the players waiting (similar skills, no repeats tonight)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...messages import translate
from ...ratings import Rating
from ..names import sort_key
from ..club import Club
from ..dates import now_moment
from ..errors import LeagueError
from . import groupings
from .entrants import entrants_by_id, rated_players
from .predictions import match_quality, player_by_ref, predict_chances
from .swiss import met_pairs
from .values import DEFAULT_WINDOW, Opponent, Pairing, ProposedMatch


def opponents_in_window(
    club: Club,
    player: int | str,
    leaderboard_id: int | str | None = None,
    *,
    low: float = DEFAULT_WINDOW[0],
    high: float = DEFAULT_WINDOW[1],
    among: Sequence[int] | None = None,
) -> list[Opponent]:
    """Opponents against whom ``player``'s predicted chance lies in [low, high], most even first.

    ``among`` limits the search to these player ids (e.g. those present);
    by default every active player is a candidate.
    """
    if not (0.0 <= low <= high <= 1.0):
        raise LeagueError(translate("league.planning.matchmaking", "The chance window must satisfy 0 <= low <= high <= 1, got {low:g}..{high:g}.").format(
            low=low, high=high))
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    me = player_by_ref(club, player)
    mine = club.rating_of(me.id, lb.id)
    candidates = entrants_by_id(club, among, leaderboard_id=lb.id) if among is not None else rated_players(club, lb.id)
    out = []
    for e in candidates:
        if e.player_ids == (me.id,):
            continue
        p = predict_chances(model, [[mine], [Rating(e.mu, e.sigma)]])
        if low - 1e-12 <= p[0] <= high + 1e-12:
            out.append(Opponent(e, p[0], match_quality(p)))
    return sorted(out, key=lambda o: (abs(o.chance - 0.5), sort_key(o.entrant.name)))


def _tonights_matches(club: Club, leaderboard_id: int, event_id: int | None) -> list[Any]:
    if event_id is not None:
        return club.event_results(event_id)
    today = now_moment()[:10]
    return [m for m in club.matches(leaderboard_id, limit=1000) if m.played_at[:10] == today]


def tonights_pairings(club: Club, leaderboard_id: int | str | None = None, event_id: int | None = None) -> set[frozenset[int]]:
    """Who already met tonight: in the event if given, else in today's matches of the leaderboard."""
    lb = club.leaderboard(leaderboard_id)
    return met_pairs([m.sides for m in _tonights_matches(club, lb.id, event_id)])


def pair_waiting(
    club: Club,
    players: Sequence[int | str],
    leaderboard_id: int | str | None = None,
    *,
    event_id: int | None = None,
) -> Pairing:
    """Games for the players waiting: similar skills meet, tonight's pairings are not repeated where avoidable.

    "Tonight" is the event if given, else today's matches of the leaderboard.
    With an odd count one of those who played most tonight sits out. See
    :func:`.groupings.pair_similar`.
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    found = [player_by_ref(club, p) for p in players]
    if len({p.id for p in found}) != len(found):
        raise LeagueError(translate("league.planning.matchmaking", "A player is listed twice among those waiting."))
    if len(found) < 2:
        raise LeagueError(translate("league.planning.matchmaking", "Pairing needs at least 2 players waiting."))
    entrants = entrants_by_id(club, [p.id for p in found], leaderboard_id=lb.id)
    ratings = [Rating(e.mu, e.sigma) for e in entrants]
    tonight = _tonights_matches(club, lb.id, event_id)
    met = met_pairs([m.sides for m in tonight])
    played = {p.id: 0 for p in found}
    for m in tonight:
        for side in m.sides:
            for sp in side.players:
                if sp.player_id in played:
                    played[sp.player_id] += 1
    most = max(played.values())
    avoid = {frozenset((i, j)) for i in range(len(found)) for j in range(i + 1, len(found))
             if frozenset((found[i].id, found[j].id)) in met}
    cache: dict[tuple[int, int], float] = {}

    def chance(i: int, j: int) -> float:
        if (i, j) not in cache:
            cache[(i, j)] = predict_chances(model, [[ratings[i]], [ratings[j]]])[0]
        return cache[(i, j)]

    pairs, out = groupings.pair_similar(
        [r.mu for r in ratings], chance, avoid, may_sit_out=[i for i, p in enumerate(found) if played[p.id] == most]
    )
    matches = []
    for i, j in pairs:
        a, b = (i, j) if (entrants[i].conservative, entrants[i].mu) >= (entrants[j].conservative, entrants[j].mu) else (j, i)
        p = chance(a, b)
        matches.append(ProposedMatch((entrants[a], entrants[b]), (p, 1.0 - p), match_quality([p, 1.0 - p]),
                                     frozenset((a, b)) in avoid))
    matches.sort(key=lambda m: (-m.sides[0].conservative, sort_key(m.sides[0].name)))
    return Pairing(tuple(matches), entrants[out] if out is not None else None, frozenset(met))
