"""The next round of a Swiss event from its results so far (scores, who already met, byes)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...messages import translate
from ...ratings import Rating
from ...ratings.presentation import conservative_estimate
from ..names import sort_key
from ..club import Club
from ..errors import LeagueError
from . import seeding
from .predictions import predict_chances
from .values import SwissLine, SwissRound


def event_scores(club: Club, event_id: int) -> dict[int, tuple[float, int]]:
    """Points and games per player in an event's matches: a win 1, a shared first place ½, else 0."""
    out: dict[int, tuple[float, int]] = {}
    for match in club.event_results(event_id):
        best = min(s.rank for s in match.sides)
        winners = sum(1 for s in match.sides if s.rank == best)
        for side in match.sides:
            points = (1.0 if winners == 1 else 0.5) if side.rank == best else 0.0
            for p in side.players:
                score, games = out.get(p.player_id, (0.0, 0))
                out[p.player_id] = (score + points, games + 1)
    return out


def event_pairings(club: Club, event_id: int) -> set[frozenset[int]]:
    """Pairs of players who already met (on different sides) in an event."""
    return met_pairs([m.sides for m in club.event_results(event_id)])


def met_pairs(matches: Iterable[Sequence[Any]]) -> set[frozenset[int]]:
    """Pairs of players who met on different sides in these matches (each given as its sides)."""
    out: set[frozenset[int]] = set()
    for sides in matches:
        for i, a in enumerate(sides):
            for b in sides[i + 1:]:
                out |= {frozenset((p.player_id, q.player_id)) for p in a.players for q in b.players}
    return out


def swiss_next_round(club: Club, event_id: int, player_ids: Sequence[int] | None = None) -> SwissRound:
    """The next round of a Swiss event from its results so far.

    Entrants are ``player_ids``, or everyone who has played in the event.
    Score: 1 per win, ½ per shared first place, and 1 per earlier round a
    player sat out with a bye (a round is counted as one game for the
    players who played most; someone with fewer games who has played at
    least once had a bye). Pairing rules: :func:`seeding.swiss_pairings`
    (equal scores top half v bottom half, no rematches, bye to the lowest
    player without one); ratings rank players on equal scores.
    """
    event = club.event(event_id)
    lb = club.leaderboard(event.leaderboard_id)
    model = club.rating_model(lb.id)
    scores = event_scores(club, event_id)
    ids = list(dict.fromkeys(player_ids)) if player_ids is not None else list(scores)
    if len(ids) < 2:
        raise LeagueError(translate("league.planning.swiss", "A Swiss round needs at least 2 players."))
    played_rounds = max((scores.get(pid, (0.0, 0))[1] for pid in ids), default=0)
    lines: dict[int, SwissLine] = {}
    ratings: dict[int, Rating] = {}
    for pid in ids:
        player = club.player(pid)
        points, games = scores.get(pid, (0.0, 0))
        byes = played_rounds - games if games > 0 else 0
        ratings[pid] = club.rating_of(pid, lb.id)
        lines[pid] = SwissLine(pid, player.name, points + byes, games, conservative_estimate(ratings[pid], model.interval_k), byes > 0)
    pairs, bye = seeding.swiss_pairings(  # a NoPairingError is a LeagueError: said as it is
        [seeding.SwissPlayer(pid, line.score, line.rating, line.had_bye) for pid, line in lines.items()],
        event_pairings(club, event_id),
    )
    standings = tuple(sorted(lines.values(), key=lambda x: (-x.score, -x.rating, sort_key(x.name))))
    chances = tuple(predict_chances(model, [[ratings[a]], [ratings[b]]])[0] for a, b in pairs)  # type: ignore[index]
    return SwissRound(
        event_id,
        played_rounds + 1,
        standings,
        tuple((lines[a], lines[b]) for a, b in pairs),  # type: ignore[index]
        chances,
        lines[bye] if bye is not None else None,  # type: ignore[index]
    )
