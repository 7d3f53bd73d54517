"""The combinatorics of running an event: brackets, club separation, pools, round robin, Swiss pairings.

Pure functions over plain numbers and indices: no database, no Qt and no
rating formulas. Callers pass strengths (e.g. μ) or a prediction function
built from a leaderboard's model (see :mod:`tournament_app.league.planning`).
Fair teams and matchmaking are in :mod:`.groupings`.

Conventions: entrants are given **in seed order** (index 0 is seed 1), seeds
are 1-based, a bye is ``None``.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from ...messages import Text, translate
from ..errors import LeagueError

K = TypeVar("K", bound=Hashable)

#: How many states the exact club-separation search may visit before it narrows its window.
SEPARATION_BUDGET = 8_000
#: How many nodes the Swiss search may visit before it gives up.
SWISS_BUDGET = 200_000


class NoPairingError(LeagueError):
    """No pairing satisfies the rules (e.g. every remaining pairing would be a rematch)."""


# ---- single elimination -------------------------------------------------------------------


def bracket_size(entrants: int) -> int:
    """The smallest power of two that holds ``entrants`` (at least 2)."""
    if entrants < 2:
        raise LeagueError(translate("league.planning.seeding", "A bracket needs at least 2 entrants, got {entrants}.").format(entrants=entrants))
    return 1 << (entrants - 1).bit_length()


def seed_order(size: int) -> list[int]:
    """Seeds 1..``size`` in bracket position order, top to bottom.

    The standard recursive pattern: from the order for ``m/2``, every seed
    ``s`` is followed by its first-round opponent ``m + 1 − s``. For 8:
    ``[1, 8, 4, 5, 2, 7, 3, 6]`` (1 v 8, 4 v 5, 2 v 7, 3 v 6); for 16 it
    starts 1 v 16, 8 v 9. Seeds 1 and 2 can meet only in the final, and the
    top ``2^k`` seeds lie in different ``2^k``-ths of the bracket.
    """
    if size < 1 or size & (size - 1):
        raise LeagueError(translate("league.planning.seeding", "A bracket's size must be a power of two, got {size}.").format(size=size))
    order = [1]
    while len(order) < size:
        m = 2 * len(order)
        order = [s for x in order for s in (x, m + 1 - x)]
    return order


def bracket_slots(entrants: int) -> list[int | None]:
    """The seed in every first-round slot, in bracket order; ``None`` is a bye.

    With ``n`` entrants in a bracket of ``P`` slots the missing seeds
    ``n+1..P`` are byes, so seeds ``1..P−n`` (the top seeds) get them.
    """
    return [s if s <= entrants else None for s in seed_order(bracket_size(entrants))]


def first_round(entrants: int) -> list[tuple[int, int | None]]:
    """First-round matches as (higher seed, lower seed or ``None`` for a bye), in bracket order."""
    slots = bracket_slots(entrants)
    pairs: list[tuple[int, int | None]] = []
    for top, bottom in zip(slots[::2], slots[1::2]):
        assert top is not None  # the higher seed of a pair is always <= P/2 < n
        pairs.append((top, bottom))
    return pairs


def check_max_places(max_places: int) -> None:
    """Refuse a negative bound on how far :func:`separate_groups` may move a seed."""
    if max_places < 0:
        raise LeagueError(translate("league.planning.seeding", "The most places a seed may move cannot be negative, got {max_places}.").format(max_places=max_places))


def separate_groups(groups: Sequence[Collection[Hashable]], max_places: int) -> list[int]:
    """Re-seed so that first-round opponents share no group, moving no seed more than ``max_places``.

    ``groups[i]`` holds the labels (club, roster) of seed ``i + 1``; two
    entrants clash when their label sets intersect. Returns the new seed
    order as original indices: ``order[j]`` is the entrant who becomes seed
    ``j + 1``, and always ``|order[j] − j| <= max_places``.

    The search tries a window of one place first and widens it only while
    clashes remain, so nobody moves further than needed: among re-seedings
    within the narrowest window that leaves the fewest clashes it returns
    one with the smallest total displacement (exact, a dynamic programme
    over the bracket's pairs, top and bottom half at once). Windows too wide
    for the state budget are not searched; the bound always holds.
    """
    n = len(groups)
    check_max_places(max_places)
    identity = list(range(n))
    if n < 2:
        return identity
    labels = [frozenset(g) for g in groups]
    best = (len(first_round_clashes(labels)), identity)
    # Each first-round match holds at most one entrant of a label without a clash, each bye one more.
    counts: dict[Hashable, int] = {}
    for group in labels:
        for label in group:
            counts[label] = counts.get(label, 0) + 1
    unavoidable = max(0, max(counts.values(), default=0) - bracket_size(n) // 2)
    for width in range(1, min(max_places, n - 1) + 1):
        if best[0] <= unavoidable:
            break
        try:
            found = _separate(labels, width)
        except _OverBudget:
            break
        if found[0] < best[0]:
            best = found
    return best[1]


class _OverBudget(Exception):
    pass


def _separate(labels: Sequence[frozenset[Hashable]], width: int) -> tuple[int, list[int]]:
    n = len(labels)
    size = bracket_size(n)
    steps = size // 2

    def step_of(slot: int) -> int:  # slots are 1-based; step i fills slots i and size+1-i
        return slot if slot <= steps else size + 1 - slot

    window = {slot: [e for e in range(max(0, slot - 1 - width), min(n, slot + width))] for slot in range(1, n + 1)}
    due = [0] * (steps + 2)
    for e in range(n):
        last = max(step_of(slot) for slot in range(max(1, e + 1 - width), min(n, e + 1 + width) + 1))
        due[last] |= 1 << e
    heavy = n * (width + 1) + 1  # one clash outweighs any displacement

    def clash(a: int, b: int) -> bool:
        return bool(labels[a] & labels[b])

    visited = 0

    @lru_cache(maxsize=None)
    def best(i: int, placed: int) -> tuple[int, tuple[tuple[int, int | None], ...]]:
        nonlocal visited
        visited += 1
        if visited > SEPARATION_BUDGET:
            raise _OverBudget
        if i > steps:
            return 0, ()
        top, bottom = i, size + 1 - i
        options: list[tuple[int, tuple[tuple[int, int | None], ...]]] = []
        for a in window[top]:
            if placed >> a & 1:
                continue
            bottoms: list[int | None] = [b for b in window[bottom] if b != a and not placed >> b & 1] if bottom <= n else [None]
            for b in bottoms:
                now = placed | (1 << a) | (0 if b is None else 1 << b)
                if due[i] & ~now:
                    continue  # someone whose last chance is this step was left out
                cost = abs(a + 1 - top)
                if b is not None:
                    cost += abs(b + 1 - bottom) + (heavy if clash(a, b) else 0)
                rest, path = best(i + 1, now)
                if rest < math.inf:
                    options.append((cost + rest, ((a, b),) + path))
        if not options:
            return math.inf, ()  # type: ignore[return-value]
        return min(options, key=lambda o: o[0])

    try:
        total, path = best(1, 0)
    finally:
        best.cache_clear()
    order = [0] * n
    for i, (a, b) in enumerate(path, start=1):
        order[i - 1] = a
        if b is not None:
            order[size - i] = b
    return int(total) // heavy, order


def first_round_clashes(groups: Sequence[Collection[Hashable]], order: Sequence[int] | None = None) -> list[tuple[int, int]]:
    """First-round matches (as seeds, 1-based) whose entrants share a group, for ``order`` (default as given)."""
    order = list(order) if order is not None else list(range(len(groups)))
    out = []
    for top, bottom in first_round(len(order)):
        if bottom is not None and frozenset(groups[order[top - 1]]) & frozenset(groups[order[bottom - 1]]):
            out.append((top, bottom))
    return out


# ---- round robin --------------------------------------------------------------------------


def round_robin(entrants: int) -> list[list[tuple[int, int | None]]]:
    """Every entrant meets every other once: rounds of (index, index or ``None`` for a bye).

    The circle method: entrant 0 stays put, the others rotate one place per
    round; with an odd count a phantom "bye" seat joins the circle. ``n``
    entrants play ``n − 1`` rounds (``n`` when odd).
    """
    if entrants < 2:
        return []
    seats: list[int | None] = list(range(entrants))
    if entrants % 2:
        seats.append(None)
    m = len(seats)
    rounds = []
    for _ in range(m - 1):
        pairs: list[tuple[int, int | None]] = []
        for j in range(m // 2):
            a, b = seats[j], seats[m - 1 - j]
            if a is None:
                a, b = b, None
            elif b is not None and b < a:
                a, b = b, a
            assert a is not None
            pairs.append((a, b))
        pairs.sort(key=lambda p: (p[1] is None, p[0]))
        rounds.append(pairs)
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return rounds


def berger_tables(entrants: int) -> list[list[tuple[int, int | None]]]:
    """Every round of a round robin by the Berger tables (FIDE Handbook C.05, Annex 1): (White, Black) indices.

    With an odd count the highest number, a dummy, counts as a bye: its
    opponent's pair is (index, ``None``), last in the round. For ``m`` numbers
    (the entrants, plus the dummy when odd) round 1 is 1–m, 2–(m−1), …,
    m/2–(m/2+1), the first named White. Each next round adds m/2 to every
    number but m (counting round 1 … m−1), keeping the boards; number m plays
    on board 1, Black in odd rounds and White in even ones. ``m − 1`` rounds.
    """
    if entrants < 2:
        return []
    m = entrants + entrants % 2
    half = m // 2
    top, bottom = list(range(1, half + 1)), list(range(m - 1, half, -1))  # board 1's bottom is m itself
    rounds: list[list[tuple[int, int | None]]] = []
    for number in range(1, m):
        boards = [(top[0], m) if number % 2 else (m, top[0])]
        boards += list(zip(top[1:], bottom))
        pairs: list[tuple[int, int | None]] = [(w - 1, b - 1) for w, b in boards if w <= entrants and b <= entrants]
        pairs += [((w if b > entrants else b) - 1, None) for w, b in boards if w > entrants or b > entrants]
        rounds.append(pairs)
        top = [(x - 1 + half) % (m - 1) + 1 for x in top]
        bottom = [(x - 1 + half) % (m - 1) + 1 for x in bottom]
    return rounds


def check_pool_size(size: int) -> None:
    """Refuse a pool size that leaves no room for a match."""
    if size < 2:
        raise LeagueError(translate("league.planning.seeding", "A pool needs room for at least 2 entrants, got {size}.").format(size=size))


def pool_count(entrants: int, max_pool_size: int) -> int:
    """How many pools ``entrants`` need so that none has more than ``max_pool_size``."""
    check_pool_size(max_pool_size)
    return max(1, math.ceil(entrants / max_pool_size))


def snake_pools(entrants: int, pools: int) -> list[list[int]]:
    """Seeds (as indices, in seed order) dealt into ``pools`` pools in snake order.

    Seed 1 to pool A, 2 to B, … then back: with 3 pools A gets seeds 1, 6, 7, 12…,
    so every pool's strength is as even as the seeding allows.
    """
    if pools < 1:
        raise LeagueError(translate("league.planning.seeding", "The number of pools must be at least 1, got {pools}.").format(pools=pools))
    out: list[list[int]] = [[] for _ in range(pools)]
    for i in range(entrants):
        lap, pos = divmod(i, pools)
        out[pos if lap % 2 == 0 else pools - 1 - pos].append(i)
    return out


# ---- Swiss --------------------------------------------------------------------------------


@dataclass(frozen=True)
class SwissPlayer:
    """One player's line going into a Swiss round."""

    key: Hashable
    score: float
    rating: float
    had_bye: bool = False


def swiss_pairings(
    players: Sequence[SwissPlayer], played: Collection[frozenset[Hashable]] = ()
) -> tuple[list[tuple[Hashable, Hashable]], Hashable | None]:
    """Pairings for the next Swiss round: (pairs, the key of the player with the bye or ``None``).

    Players are ranked by score, then rating. In each score group the top
    half meets the bottom half (1 v 5, 2 v 6, … in a group of 8); an odd
    player floats down to the next group. Nobody meets an opponent from
    ``played`` again: when the ideal opponent is a rematch the next one in
    the bottom half is tried, then the top half, then lower groups, with
    backtracking. With an odd count the bye goes to the lowest-ranked player
    who has not had one (as long as the rest can still be paired).

    Raises :class:`NoPairingError` when no pairing without a rematch exists.
    """
    keys = [p.key for p in players]
    if len(set(keys)) != len(keys):
        raise LeagueError(translate("league.planning.seeding", "A player is listed twice."))
    ranked = sorted(players, key=lambda p: (-p.score, -p.rating))
    seen = {frozenset(pair) for pair in played}
    budget = [SWISS_BUDGET]
    if len(ranked) % 2 == 0:
        pairs = _swiss_pair(ranked, seen, budget)
        if pairs is None:
            raise NoPairingError(_no_pairing_message(len(ranked), budget[0] < 0))
        return pairs, None
    # Byes go to the lowest-ranked player without one; everyone has had one -> the lowest again.
    candidates = [p for p in reversed(ranked) if not p.had_bye] or list(reversed(ranked))
    for bye in candidates:
        rest = [p for p in ranked if p.key != bye.key]
        pairs = _swiss_pair(rest, seen, budget)
        if pairs is not None:
            return pairs, bye.key
    raise NoPairingError(_no_pairing_message(len(ranked), budget[0] < 0))


def _no_pairing_message(n: int, gave_up: bool) -> Text:
    if gave_up:
        return translate("league.planning.seeding", "No pairing of the {count} players without a rematch was found within the search limit.").format(count=n)
    return translate("league.planning.seeding", "Every possible pairing of the {count} players repeats a game already played; "
                     "the Swiss has run its course.").format(count=n)


def _swiss_pair(
    ranked: list[SwissPlayer], played: set[frozenset[Hashable]], budget: list[int]
) -> list[tuple[Hashable, Hashable]] | None:
    failed: set[frozenset[Hashable]] = set()

    def solve(rest: list[SwissPlayer]) -> list[tuple[Hashable, Hashable]] | None:
        if not rest:
            return []
        key = frozenset(p.key for p in rest)
        if key in failed:
            return None
        budget[0] -= 1
        if budget[0] < 0:
            return None
        # Quick dead end: someone left with no possible opponent.
        for p in rest:
            if all(frozenset((p.key, q.key)) in played for q in rest if q is not p):
                failed.add(key)
                return None
        p, others = rest[0], rest[1:]
        for q in _swiss_candidates(p, others):
            if frozenset((p.key, q.key)) in played:
                continue
            tail = solve([r for r in others if r is not q])
            if tail is not None:
                return [(p.key, q.key), *tail]
        failed.add(key)
        return None

    return solve(ranked)


def _swiss_candidates(p: SwissPlayer, others: list[SwissPlayer]) -> Iterator[SwissPlayer]:
    """p's opponents in order of preference: the mirror in the bottom half of p's score group first."""
    group = [q for q in others if q.score == p.score]
    lower = [q for q in others if q.score != p.score]
    ideal = (len(group) + 1) // 2 - 1
    if ideal >= 0:
        yield from group[ideal:]
        yield from reversed(group[:ideal])
    else:
        yield from group
    yield from lower
