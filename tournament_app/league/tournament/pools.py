"""Pools then knockout: who plays in which pool, and who goes on to the bracket in which seed (pure).

Seeds are the event's, 1..n (1 = best). A pool's games are played as a
round robin among its members; :func:`pool_table` ranks one pool in event
seeds, and :func:`knockout_order` turns the pool tables into the knockout's
seed order.

The knockout seeding rule (:func:`knockout_order`):

1. By pool place: all pool winners first, then all runners-up, then the
   thirds, … (a *block* per pool place). A place is the position in the
   pool's table, where entrants tied on everything are listed by seed.
2. Within a block, the better pool record first: the higher share of points
   per game played, then the better event seed.
3. With the standard bracket order (:func:`~..planning.seeding.seed_order`)
   the winners, being the top seeds, land in different halves, quarters, …
   of the bracket. Then two entrants of one pool meeting in the first
   knockout round are pulled apart where a swap allows: an entrant below
   the winners' block may trade places with another of its own block (so
   the same pool place) at most :data:`KNOCKOUT_SWAP` places away, when the
   swap lowers the number of such first-round meetings. Winners never move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ...messages import translate
from ..errors import LeagueError
from ..planning.seeding import first_round, pool_count, snake_pools
from .score_tables import score_table
from .values import Game, TableLine, pool_bracket, pool_title

#: how many places, within its pool place's block, an entrant may move to keep pool mates apart
KNOCKOUT_SWAP = 2


def pool_members(entrants: int, pool_size: int) -> list[list[int]]:
    """The seeds in each pool, snake-seeded (A gets 1, B 2, …, then back), no pool above ``pool_size``.

    As few pools as hold everyone; their sizes differ by at most one.
    Raises :class:`LeagueError` when a pool would have fewer than 2 entrants.
    """
    pools = pool_count(entrants, pool_size)
    if entrants < 2:
        raise LeagueError(translate("league.tournament.pools", "Pools need at least 2 entrants, not {entrants}.").format(entrants=entrants))
    members = [[i + 1 for i in pool] for pool in snake_pools(entrants, pools)]
    if min(len(m) for m in members) < 2:
        raise LeagueError(translate(
            "league.tournament.pools",
            "{entrants} entrants can't be split into pools of at most {size} without leaving one alone; "
            "choose a larger pool size.").format(entrants=entrants, size=pool_size))
    return members


def pool_table(
    members: Sequence[int],
    games: Sequence[Game],
    byes: Mapping[int, int],
    tiebreaks: Sequence[str],
    bye_points: float = 1.0,
) -> list[TableLine]:
    """One pool's table (see :func:`.score_tables.score_table`) with event seeds in its lines.

    ``games`` and ``byes`` use event seeds; games with someone outside the
    pool are ignored.
    """
    local = {seed: i + 1 for i, seed in enumerate(members)}
    inside = [
        replace(g, a=local[g.a], b=local[g.b]) for g in games if g.a in local and g.b in local
    ]
    lines = score_table(len(members), inside, {local[s]: n for s, n in byes.items() if s in local}, tiebreaks, bye_points)
    return [replace(line, seed=members[line.seed - 1]) for line in lines]


def knockout_order(pool_tables: Sequence[Sequence[TableLine]], advance: int) -> list[tuple[int, int, int]]:
    """The entrants going on to the knockout, in its seed order, as (event seed, pool index, pool place).

    The top ``advance`` of every pool's table (lines in event seeds, as
    :func:`pool_table` gives them; pool index 0 is pool A) are seeded by the
    rule in the module docstring. Raises :class:`LeagueError` when a pool
    has fewer than ``advance`` entrants or fewer than 2 would go on.
    """
    if advance < 1:
        raise LeagueError(translate("league.tournament.pools", "At least 1 entrant of each pool must go on to the knockout, not {advance}.").format(
            advance=advance))
    for index, table in enumerate(pool_tables):
        if len(table) < advance:
            raise LeagueError(translate("league.tournament.pools", "{pool} has {count} entrants, so {advance} can't go on from it.").format(
                pool=pool_title(pool_bracket(index)), count=len(table), advance=advance))
    if len(pool_tables) * advance < 2:
        raise LeagueError(translate("league.tournament.pools", "A knockout needs at least 2 entrants; let more go on from the pools."))

    def record(line: TableLine) -> tuple[float, int]:
        return (-(line.points / line.games) if line.games else 0.0, line.seed)

    order: list[tuple[int, int, int]] = []
    blocks: list[tuple[int, int]] = []  # [start, end) of each pool place's block in ``order``
    for place in range(1, advance + 1):
        block = sorted(((table[place - 1], pool) for pool, table in enumerate(pool_tables)), key=lambda lp: record(lp[0]))
        blocks.append((len(order), len(order) + len(block)))
        order += [(line.seed, pool, place) for line, pool in block]
    _keep_pools_apart(order, blocks)
    return order


def _keep_pools_apart(order: list[tuple[int, int, int]], blocks: list[tuple[int, int]]) -> None:
    """Swap entrants within their block (winners excepted) while it lowers the first-round pool-mate meetings."""
    pairs = [(top - 1, bottom - 1) for top, bottom in first_round(len(order)) if bottom is not None]
    block_of = {i: b for b, (start, end) in enumerate(blocks) for i in range(start, end)}

    def meetings() -> int:
        return sum(1 for i, j in pairs if order[i][1] == order[j][1])

    current = meetings()
    improved = True
    while improved and current:
        improved = False
        for i, j in pairs:
            if order[i][1] != order[j][1]:
                continue
            for mover in (j, i):
                start, end = blocks[block_of[mover]]
                if block_of[mover] == 0:
                    continue
                for distance in range(1, KNOCKOUT_SWAP + 1):
                    for other in (mover + distance, mover - distance):
                        if not start <= other < end:
                            continue
                        order[mover], order[other] = order[other], order[mover]
                        now = meetings()
                        if now < current:
                            current, improved = now, True
                            break
                        order[mover], order[other] = order[other], order[mover]
                    if improved:
                        break
                if improved:
                    break
            if improved:
                break
