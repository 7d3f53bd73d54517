"""Who meets whom: a round robin's rounds and the next round of a Swiss (pure, seeds 1..n)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import cast

from ...messages import translate
from ..errors import LeagueError, message_of
from ..planning.seeding import NoPairingError, SwissPlayer, berger_tables, round_robin, swiss_pairings
from .tiebreaks import check_results, points_of
from .values import CURRENT_RULES, Game


class UnpairableRound(LeagueError):
    """No next Swiss round exists without a rematch (the event then ends with the rounds played)."""


def round_robin_rounds(entrants: int, *, double: bool = False, rules: int = CURRENT_RULES) -> list[list[tuple[int, int | None]]]:
    """Every round of a round robin as (seed, seed or ``None`` for a bye); the first seed has White.

    By the Berger tables (FIDE Handbook C.05, Annex 1; :func:`berger_tables`):
    ``n`` entrants play ``n − 1`` rounds (``n`` when odd: the highest number
    is a dummy, its opponent has the bye). ``double``: a second cycle follows
    with the colours (sides) reversed, so every two entrants meet twice, once
    on each side; as the handbook recommends for a double round robin, the
    last two rounds of the first cycle are played in reverse order, so nobody
    plays three games in a row with one colour across the cycles. ``rules`` 1
    (events started before the Berger tables): the circle method, the lower
    seed first, the second cycle in the same order.
    """
    if entrants < 2:
        raise LeagueError(translate("league.tournament.schedules", "A round robin needs at least 2 entrants, not {entrants}.").format(entrants=entrants))
    schedule = berger_tables(entrants) if rules >= 2 else round_robin(entrants)
    rounds = [[(a + 1, None if b is None else b + 1) for a, b in pairs] for pairs in schedule]
    if not double:
        return rounds
    second: list[list[tuple[int, int | None]]] = [[(a, None) if b is None else (b, a) for a, b in pairs] for pairs in rounds]
    if rules >= 2 and len(rounds) >= 2:
        rounds[-2], rounds[-1] = rounds[-1], rounds[-2]
    return rounds + second


def swiss_round_count(entrants: int) -> int:
    """A sensible default number of Swiss rounds: ⌈log₂ n⌉, enough to leave one entrant with a clean score.

    At least 1 for 2 or more entrants; 0 for fewer (there is nobody to pair).
    """
    if entrants < 2:
        return 0
    return max(1, math.ceil(math.log2(entrants)))


def swiss_round(
    entrants: int,
    ratings: Mapping[int, float],
    games: Sequence[Game],
    byes: Mapping[int, int],
    bye_points: float = 1.0,
) -> tuple[list[tuple[int, int]], int | None]:
    """The next Swiss round: (pairs of seeds, the seed with the bye or ``None``).

    The first round goes by rating (top half against bottom half: 1 v n/2+1);
    later rounds by points, then rating, within each score group top half
    against bottom half (:func:`~..planning.seeding.swiss_pairings`). Nobody
    meets an opponent again. With an odd count the bye goes to the
    lowest-ranked entrant who has not had one. A seed missing from
    ``ratings`` ranks below those with one; equal ratings go by seed.

    Raises :class:`UnpairableRound` when no pairing without a rematch exists.
    """
    if entrants < 2:
        raise LeagueError(translate("league.tournament.schedules", "A Swiss round needs at least 2 entrants, not {entrants}.").format(entrants=entrants))
    check_results(entrants, games, byes)
    points = points_of(entrants, games, byes, bye_points)
    players = [
        SwissPlayer(seed, points[seed], ratings.get(seed, -math.inf), byes.get(seed, 0) > 0)
        for seed in range(1, entrants + 1)
    ]
    played = {frozenset((g.a, g.b)) for g in games}
    next_round = max((g.round for g in games), default=0) + 1
    try:
        pairs, bye = swiss_pairings(players, played)
    except NoPairingError as e:
        raise UnpairableRound(translate("league.tournament.schedules", "Round {number} of the Swiss can't be paired. {reason}").format(
            number=next_round, reason=message_of(e))) from e
    # The keys handed to swiss_pairings are the seeds themselves.
    return [(cast(int, a), cast(int, b)) for a, b in pairs], cast("int | None", bye)
