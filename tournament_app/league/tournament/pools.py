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
   of the bracket, and stay there. Then every later block is placed among
   its own seeds so that two entrants of one pool meet as late as the
   bracket allows: opposite halves, then quarters, …: the fewest pool-mate
   pairs that could first meet in round 1, then in round 2, and so on
   (:func:`keep_pools_apart`); among placements equal on that, the one
   closest to the record order. Any number of pools and advancers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ...messages import translate
from ..errors import LeagueError
from ..planning.seeding import bracket_size, pool_count, seed_order, snake_pools
from .score_tables import score_table
from .values import Game, TableLine, pool_bracket, pool_title

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
    for place in range(1, advance + 1):
        block = sorted(((table[place - 1], pool) for pool, table in enumerate(pool_tables)), key=lambda lp: record(lp[0]))
        order += [(line.seed, pool, place) for line, pool in block]
    return keep_pools_apart(order, len(pool_tables))


def meeting_rounds(order: Sequence[tuple[int, int, int]]) -> list[int]:
    """For every two entrants of one pool: the round in which they could first meet in the knockout, for this seed order."""
    size = bracket_size(len(order))
    slot = {seed: i for i, seed in enumerate(seed_order(size))}
    rounds = []
    for i, (_s, pool, _p) in enumerate(order):
        for j in range(i + 1, len(order)):
            if order[j][1] == pool:
                rounds.append((slot[i + 1] ^ slot[j + 1]).bit_length())
    return rounds


def keep_pools_apart(order: list[tuple[int, int, int]], pools: int) -> list[tuple[int, int, int]]:
    """Place each block after the winners' among its own seeds so that pool mates meet as late as possible.

    ``order`` holds ``pools`` entrants per block, by record. Each block in
    turn is an assignment problem (exact, by :func:`assignment`) against the
    others as placed: the cost of two pool mates is ``W^(R − r)`` when they
    could first meet in round ``r`` of ``R``, with ``W`` above the number of
    pairs, so one earlier meeting outweighs any number of later ones; a move
    away from the record order costs less than any meeting. Repeated until
    no block changes.
    """
    blocks = len(order) // pools
    if blocks < 2:
        return order
    size = bracket_size(len(order))
    slot = {seed - 1: i for i, seed in enumerate(seed_order(size))}
    rounds = size.bit_length() - 1
    weight = pools * blocks * blocks + 1
    shift = pools * pools + 1  # more than any total move away from the record order
    placed = list(order)
    for _sweep in range(4 * blocks):
        changed = False
        for b in range(1, blocks):
            start = b * pools
            members = order[start:start + pools]  # in record order
            others = [(i, e) for i, e in enumerate(placed) if not start <= i < start + pools]
            cost = [[shift * sum(weight ** (rounds - (slot[start + to] ^ slot[i]).bit_length())
                                 for i, e in others if e[1] == m[1]) + abs(to - k)
                     for to in range(pools)] for k, m in enumerate(members)]
            columns = assignment(cost)
            block = [members[0]] * pools
            for k, to in enumerate(columns):
                block[to] = members[k]
            if block != placed[start:start + pools]:
                placed[start:start + pools] = block
                changed = True
        if not changed:
            break
    return placed


def assignment(cost: Sequence[Sequence[int]]) -> list[int]:
    """The column of each row in a least-total assignment of a square cost matrix (the Hungarian method, O(n³))."""
    n = len(cost)
    inf = 1 + 2 * (n + 1) * (1 + max((abs(c) for row in cost for c in row), default=0))  # exact integers, however large
    u, v = [0] * (n + 1), [0] * (n + 1)
    owner, way = [0] * (n + 1), [0] * (n + 1)  # owner[column]: its row (1-based; 0 none)
    for row in range(1, n + 1):
        owner[0] = row
        column = 0
        least = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[column] = True
            r, delta, nxt = owner[column], inf, 0
            for c in range(1, n + 1):
                if not used[c]:
                    reduced = cost[r - 1][c - 1] - u[r] - v[c]
                    if reduced < least[c]:
                        least[c], way[c] = reduced, column
                    if least[c] < delta:
                        delta, nxt = least[c], c
            for c in range(n + 1):
                if used[c]:
                    u[owner[c]] += delta
                    v[c] -= delta
                else:
                    least[c] -= delta
            column = nxt
            if owner[column] == 0:
                break
        while column:
            previous = way[column]
            owner[column] = owner[previous]
            column = previous
    out = [0] * n
    for c in range(1, n + 1):
        out[owner[c] - 1] = c - 1
    return out
