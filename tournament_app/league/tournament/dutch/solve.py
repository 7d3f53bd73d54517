"""One weighted matching for one bracket: over the players that matter to it, and stand-ins for the others.

The criteria of a bracket (:mod:`.weights`) look at its players and the
next score group; every player further down only has to stay pairable
(C4, completion) and may take the bye (C5, its score). Their edges cost the
same whoever of them plays: so they are replaced by *stand-ins*, each
compatible with every player who is compatible with one of them, and the
bye over a stand-in costs the lowest score of a bye-eligible one. That
matching is at least as good as the real one; when the real players can
take the stand-ins' places (a perfect matching of the players below with
those the stand-ins took, the bye to a lowest eligible one), it is the
real optimum and the bracket's pairs are final. Otherwise the whole
remaining field is matched, as the rules' completion criterion asks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .matching import perfect_matching
from .players import PlayerState
from .weights import BYE, Bracket, edge_costs

BELOW = -4  # mate of a player paired with a stand-in: a player further down


class NoPairing(Exception):
    """No pairing of the round meets the absolute criteria."""


def solve(bracket: Bracket, remaining: set[int], compat: list[list[bool]], fixed: dict[int, int],
          banned: set[int]) -> list[int]:
    """The best matching of the remaining players: mate per pool index (BYE, BELOW, or -2 when not remaining)."""
    cost = edge_costs(bracket)
    near = set(bracket.members) | set(bracket.next_members)
    below = sorted(p for p in remaining if p not in near)
    if len(below) > 3:
        mate = _solve_reduced(bracket, remaining, compat, fixed, banned, cost, sorted(near & remaining), below)
        if mate is not None:
            return mate
    return _solve_full(bracket, remaining, compat, fixed, banned, cost)


def _allowed(bracket: Bracket, compat: list[list[bool]], fixed: dict[int, int], banned: set[int], a: int, b: int) -> bool:
    if not compat[a][b]:
        return False
    if a in bracket.movers and b in bracket.movers:
        return False
    if (a in fixed or b in fixed) and fixed.get(a, -3) != b:
        return False
    members = bracket.members
    return not ((a in banned and b in members) or (b in banned and a in members))


def _matched(count: int, raw: list[tuple[int, int, int]]) -> list[int] | None:
    """The heaviest matching of ``raw`` edges (weights of any sign) that pairs every vertex, or None."""
    if not raw:
        return None if count else []
    return perfect_matching(count, raw)


def _solve_full(bracket: Bracket, remaining: set[int], compat: list[list[bool]], fixed: dict[int, int],
                banned: set[int], cost: Callable[[int, int], int]) -> list[int]:
    pool = bracket.pool
    order = sorted(remaining)
    odd = len(order) % 2 == 1
    raw: list[tuple[int, int, int]] = []
    for x, a in enumerate(order):
        for y in range(x + 1, len(order)):
            if _allowed(bracket, compat, fixed, banned, a, order[y]):
                raw.append((x, y, cost(a, order[y])))
        if odd and pool[a].bye_eligible and a not in fixed:
            raw.append((x, len(order), cost(a, BYE)))
    mate = _matched(len(order) + odd, raw)
    if mate is None:
        raise NoPairing
    out = [-2] * len(pool)
    for x, a in enumerate(order):
        out[a] = BYE if mate[x] == len(order) else order[mate[x]]
    return out


def _solve_reduced(bracket: Bracket, remaining: set[int], compat: list[list[bool]], fixed: dict[int, int],
                   banned: set[int], cost: Callable[[int, int], int], near: list[int], below: list[int]) -> list[int] | None:
    """The matching with stand-ins for ``below``, or None when the real players cannot take their places."""
    pool = bracket.pool
    stand_ins = min(len(below), len(near) + 1)
    stand_ins -= (len(below) - stand_ins) % 2  # as many players in all, so the bye is there or not alike
    odd = (len(near) + stand_ins) % 2 == 1
    count = len(near) + stand_ins + odd
    bye_vertex = count - 1
    eligible_below = [p for p in below if pool[p].bye_eligible]
    lowest_eligible = min(eligible_below, key=lambda p: pool[p].score) if eligible_below else None
    raw: list[tuple[int, int, int]] = []
    representative = below[0]
    for x, a in enumerate(near):
        for y in range(x + 1, len(near)):
            if _allowed(bracket, compat, fixed, banned, a, near[y]):
                raw.append((x, y, cost(a, near[y])))
        if a not in fixed and any(compat[a][p] for p in below):
            weight = cost(a, representative)
            raw += [(x, len(near) + s, weight) for s in range(stand_ins)]
        if odd and pool[a].bye_eligible and a not in fixed:
            raw.append((x, bye_vertex, cost(a, BYE)))
    for s in range(stand_ins):
        raw += [(len(near) + s, len(near) + t, 0) for t in range(s + 1, stand_ins)]
        if odd and lowest_eligible is not None:
            raw.append((len(near) + s, bye_vertex, cost(lowest_eligible, BYE)))
    mate = _matched(count, raw)
    if mate is None:
        return None
    taken = [a for x, a in enumerate(near) if len(near) <= mate[x] < len(near) + stand_ins]
    bye_below = odd and len(near) <= mate[bye_vertex] < len(near) + stand_ins
    if not _completes(pool, compat, below, taken, lowest_eligible if bye_below else None):
        return None
    out = [-2] * len(pool)
    for x, a in enumerate(near):
        m = mate[x]
        out[a] = BYE if m == bye_vertex and odd else near[m] if m < len(near) else BELOW
    return out


def _completes(pool: Sequence[PlayerState], compat: list[list[bool]], below: list[int], taken: list[int],
               bye_like: int | None) -> bool:
    """Whether ``below`` can play the players ``taken`` and each other, one of the lowest eligible taking the bye."""
    import numpy as np

    players = below + taken
    size = len(players) + (bye_like is not None)
    may = np.zeros((size, size), dtype=bool)
    index = np.array(players, dtype=np.intp)
    may[: len(players), : len(players)] = _compat_array(compat)[np.ix_(index, index)]
    may[len(below): len(players), len(below): len(players)] = False  # the players taken meet players below
    if bye_like is not None:
        for x, a in enumerate(below):
            if pool[a].bye_eligible and pool[a].score == pool[bye_like].score:
                may[x, size - 1] = may[size - 1, x] = True
    if _greedy_perfect(may):
        return True
    raw = [(int(x), int(y), 1) for x, y in zip(*np.nonzero(np.triu(may)), strict=True)]
    return _matched(size, raw) is not None


_cached: list[tuple[list[list[bool]], Any]] = []


def _compat_array(compat: list[list[bool]]) -> Any:
    """``compat`` as a NumPy matrix, made once per round."""
    import numpy as np

    if not _cached or _cached[0][0] is not compat:
        _cached[:] = [(compat, np.array(compat, dtype=bool))]
    return _cached[0][1]


def _greedy_perfect(may: Any) -> bool:
    """A quick try at a perfect matching: the player with the fewest partners left first (proof when it succeeds)."""
    import numpy as np

    size = len(may)
    if size % 2:
        return False
    free = np.ones(size, dtype=bool)
    degree = may.sum(axis=1).astype(np.int64)
    unavailable = size + 1
    for _ in range(size // 2):
        x = int(np.argmin(np.where(free, degree, unavailable)))
        options = np.nonzero(free & may[x])[0]
        if len(options) == 0:
            return False
        y = int(options[np.argmin(degree[options])])
        free[x] = free[y] = False
        degree -= may[x]
        degree -= may[y]
    return True
