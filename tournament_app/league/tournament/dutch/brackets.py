"""Pairing a round bracket by bracket, from the top score group down (C.04.3 2025, articles 2 to 4).

Each bracket is the moved-down players of the bracket above and the next
score group. Its pairing is the best by the criteria (:mod:`.weights`)
among those that leave the rest of the round pairable (C4), found as one
maximum-weight matching over every player still to pair; of equally good
pairings, the one the rules generate first. Heterogeneous brackets take two
matchings: the moved-down players' pairs first, then the remainder's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .model import Colour
from .players import Float, PlayerState
from .solve import NoPairing, solve
from .weights import BYE, Bracket, Order


@dataclass(frozen=True)
class Pairs:
    """The pairs found (pool indexes, higher ranked first) and the bye's pool index."""

    pairs: list[tuple[int, int]]
    bye: int | None


def compatibility(pool: Sequence[PlayerState], colours: bool) -> list[list[bool]]:
    """Who may meet whom: C1 (no second game) and C3 (non-topscorers with one absolute colour preference do not)."""
    import numpy as np

    n = len(pool)
    index = {p.number: i for i, p in enumerate(pool)}
    met = np.eye(n, dtype=bool)
    for i, p in enumerate(pool):
        for opponent in p.opponents:
            j = index.get(opponent)
            if j is not None:
                met[i, j] = met[j, i] = True
    if colours:
        wanted = np.array([(1 if p.preference is Colour.WHITE else -1) if p.absolute else 0 for p in pool])
        top = np.array([p.topscorer for p in pool], dtype=bool)
        met |= (wanted[:, None] == wanted[None, :]) & (wanted[:, None] != 0) & ~(top[:, None] | top[None, :])
    allowed: list[list[bool]] = (~met).tolist()
    return allowed


def pair_brackets(pool: Sequence[PlayerState], colours: bool, initial: Colour, places: dict[int, int]) -> Pairs:
    """Pair ``pool`` (sorted by score, then pairing number) bracket by bracket.

    ``places`` gives each player's place by pairing number among the
    tournament's participants, for the colour of two players without history.
    """
    n = len(pool)
    if _without_history(pool):
        # One homogeneous bracket of players who have met nobody, with no colour, float or bye behind them:
        # the rules' first candidate (S1 against S2 in order, the last player's bye) meets every criterion.
        half = n // 2
        return Pairs([(i, half + i) for i in range(half)], n - 1 if n % 2 else None)
    place = {i: places[pool[i].number] for i in range(n)}
    rank = {i: i for i in range(n)}
    compat = compatibility(pool, colours)
    groups: list[list[int]] = []
    for i in range(n):
        if groups and pool[groups[-1][0]].score == pool[i].score:
            groups[-1].append(i)
        else:
            groups.append([i])
    movers: list[int] = []
    remaining = set(range(n))
    result: list[tuple[int, int]] = []
    bye: int | None = None
    for g, group in enumerate(groups):
        members = movers + group
        next_members = groups[g + 1] if g + 1 < len(groups) else []
        bracket = Bracket(pool, members, set(movers), next_members, colours, initial, rank, place)
        pairs, floaters, bye_now = _pair_bracket(bracket, remaining, compat)
        for a, b in pairs:
            result.append((a, b))
            remaining.discard(a)
            remaining.discard(b)
        if bye_now is not None and g + 1 == len(groups):
            bye = bye_now
            remaining.discard(bye_now)
        elif bye_now is not None:  # the bye is the last bracket's to give: its player floats down to it
            floaters.append(bye_now)
        movers = sorted(floaters)
    if remaining:
        raise NoPairing
    return Pairs(result, bye)


def _without_history(pool: Sequence[PlayerState]) -> bool:
    """Every player alike and new: same score, no game, no colour, no float, the bye allowed, no unplayed round."""
    return all(p.score == pool[0].score and not p.opponents and not p.colours and p.bye_eligible and p.unplayed == 0
               and p.floats == (Float.NONE, Float.NONE) for p in pool)


def _pair_bracket(
    bracket: Bracket, remaining: set[int], compat: list[list[bool]],
) -> tuple[list[tuple[int, int]], list[int], int | None]:
    found = _pair_bracket_once(bracket, remaining, compat)
    if len(found[1]) + (found[2] is not None) > 1:
        # C9 (the bye's unplayed games) applies only to a bracket that downfloats exactly one player, who gets the
        # bye; C6 (fewest downfloaters) comes first, so every candidate downfloats as many: pair again without it.
        bracket.bye_unplayed = False
        found = _pair_bracket_once(bracket, remaining, compat)
    return found


def _pair_bracket_once(
    bracket: Bracket, remaining: set[int], compat: list[list[bool]],
) -> tuple[list[tuple[int, int]], list[int], int | None]:
    members = bracket.members
    member_set = set(members)
    movers = [m for m in members if m in bracket.movers]
    residents = [m for m in members if m not in bracket.movers]
    fixed: dict[int, int] = {}
    banned: set[int] = set()
    if movers:
        m1 = min(len(movers), len(residents))
        for _ in range(3):
            bracket.order = Order(set(movers[:m1]), {p: k + 1 for k, p in enumerate(members)}, len(members), "movers")
            mate = solve(bracket, remaining, compat, {}, set())
            paired_movers = [m for m in movers if mate[m] in member_set]
            if len(paired_movers) == m1:
                break
            m1 = len(paired_movers)
        for m in movers:
            if mate[m] in member_set:
                fixed[m] = mate[m]
                fixed[mate[m]] = m
            else:
                banned.add(m)  # floats on
    rest = [r for r in residents if r not in fixed]
    n1 = len(rest) // 2
    mate = []
    for _ in range(3):
        position = {p: k + 1 for k, p in enumerate(rest)}
        bracket.order = Order(set(rest[:n1]), position, len(rest), "remainder")
        mate = solve(bracket, remaining, compat, fixed, banned)
        pairs_in_rest = sum(1 for r in rest if mate[r] in position) // 2
        if pairs_in_rest == n1:
            break
        n1 = pairs_in_rest
    pairs: list[tuple[int, int]] = []
    floaters: list[int] = []
    bye: int | None = None
    for p in members:
        q = mate[p]
        if q in member_set:
            if p < q:
                pairs.append((p, q))
        elif q == BYE:
            bye = p
        else:
            floaters.append(p)
    return pairs, floaters, bye
