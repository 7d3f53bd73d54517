"""Fair teams and similar-strength pairs: the pure combinatorics of balancing a room and matchmaking.

Pure functions over plain numbers and indices (players are ``0..n−1``), like
:mod:`.seeding`: no database, no Qt and no rating formulas.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...messages import translate
from ..errors import LeagueError

#: How many team splits the exact balancer may evaluate; bigger rooms use the heuristic.
EXACT_BALANCE_LIMIT = 20_000
#: Up to this many waiting players, :func:`pair_similar` finds the best pairing exactly.
EXACT_PAIRING_LIMIT = 12


# ---- balanced teams ----------------------------------------------------------------------


@dataclass(frozen=True)
class TeamSplit:
    """A split of players into teams and how even it is.

    ``unevenness`` is the objective: the gap between the best and worst
    team's predicted chance to win when a prediction was given, else the gap
    between the highest and lowest team total. ``exact`` says whether every
    split was compared; otherwise ``bound`` is the guarantee the heuristic
    gives on the totals' gap (see :func:`balance_teams`), if one applies.
    """

    teams: list[list[int]]
    unevenness: float
    exact: bool
    evaluated: int
    bound: float | None = None


def team_sizes(players: int, teams: int, size: int | None = None) -> list[int]:
    """How many players each team gets: ``size`` each, or as even as possible (bigger teams first)."""
    if teams < 2:
        raise LeagueError(translate("league.planning.groupings", "A split needs at least 2 teams, got {teams}.").format(teams=teams))
    if players < teams:
        raise LeagueError(translate("league.planning.groupings", "{players} players cannot make {teams} teams").format(players=players, teams=teams))
    if size is not None:
        if size < 1:
            raise LeagueError(translate("league.planning.groupings", "A team needs at least 1 player, got a team size of {size}.").format(size=size))
        if size * teams != players:
            raise LeagueError(translate("league.planning.groupings", "{players} players do not make {teams} teams of {size} (that takes {needed})").format(
                players=players, teams=teams, size=size, needed=size * teams))
        return [size] * teams
    base, extra = divmod(players, teams)
    return [base + 1] * extra + [base] * (teams - extra)


def count_splits(sizes: Sequence[int]) -> int:
    """How many different splits into teams of these sizes exist (equal-sized teams are interchangeable)."""
    total = math.factorial(sum(sizes))
    for s in sizes:
        total //= math.factorial(s)
    for _size, same in itertools.groupby(sorted(sizes)):
        total //= math.factorial(len(list(same)))
    return total


def _blocks(n: int, together: Collection[tuple[int, int]]) -> list[list[int]]:
    parent = list(range(n))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in together:
        parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(root(i), []).append(i)
    return sorted(groups.values(), key=lambda g: g[0])


def balance_teams(
    strengths: Sequence[float],
    teams: int,
    *,
    size: int | None = None,
    predict: Callable[[list[list[int]]], Sequence[float]] | None = None,
    together: Collection[tuple[int, int]] = (),
    apart: Collection[tuple[int, int]] = (),
    exact_limit: int = EXACT_BALANCE_LIMIT,
) -> TeamSplit:
    """Split players ``0..n−1`` into ``teams`` teams whose chances are as even as possible.

    ``strengths[i]`` is player i's strength on an additive scale (μ);
    ``predict(teams)`` returns each team's chance to win (the leaderboard's
    model). ``together``/``apart`` are pairs of player indices that must be
    on the same / different teams.

    When there are at most ``exact_limit`` splits every one is evaluated and
    the split with the smallest gap between the best and worst team's chance
    is returned (ties: the smaller gap of totals, then the first found).
    Larger rooms use a heuristic: strongest-first into the weakest team,
    then swaps of equal-sized units while the sum of squared deviations of
    the team totals falls. Its bound: with equal team sizes and no
    keep-together pairs, a swap-optimal split's strongest and weakest team
    totals differ by at most the gap between the strongest and weakest
    player (a swap of a ∈ A, b ∈ B with 0 < a − b < T_A − T_B would lower the
    squares, so every a > b satisfies a − b ≥ T_A − T_B).
    """
    n = len(strengths)
    sizes = team_sizes(n, teams, size)
    for a, b in [*together, *apart]:
        if not (0 <= a < n and 0 <= b < n) or a == b:
            raise LeagueError(translate("league.planning.groupings", "A pair must name two different players of the room, got {pair}.").format(pair=(a, b)))
    blocks = _blocks(n, together)
    apart_set = {frozenset(p) for p in apart}
    for block in blocks:
        for a, b in itertools.combinations(block, 2):
            if frozenset((a, b)) in apart_set:
                raise LeagueError(translate("league.planning.groupings", "A pair is to be kept both together and apart."))
    if max(len(b) for b in blocks) > max(sizes):
        raise LeagueError(translate("league.planning.groupings", "Players kept together ({together}) do not fit a team of {size}.").format(
            together=max(len(b) for b in blocks), size=max(sizes)))

    def totals(split: Sequence[Sequence[int]]) -> list[float]:
        return [math.fsum(strengths[i] for i in team) for team in split]

    def score(split: list[list[int]]) -> tuple[float, float]:
        t = totals(split)
        spread_t = max(t) - min(t)
        if predict is None:
            return spread_t, spread_t
        p = predict(split)
        return max(p) - min(p), spread_t

    if count_splits(sizes) <= exact_limit:
        best: tuple[float, float] | None = None
        chosen: list[list[int]] | None = None
        evaluated = 0
        for split in _splits(blocks, sizes, apart_set):
            evaluated += 1
            s = score(split)
            if best is None or s < best:
                best, chosen = s, split
        if chosen is None:
            raise LeagueError(translate("league.planning.groupings", "No split keeps every pair apart and together as asked."))
        assert best is not None
        return TeamSplit(_ordered(chosen), best[0], True, evaluated)

    split = _heuristic_split(strengths, blocks, sizes, apart_set)
    bound = None
    if len(set(sizes)) == 1 and all(len(b) == 1 for b in blocks):
        bound = max(strengths) - min(strengths)
    return TeamSplit(_ordered(split), score(split)[0], False, 1, bound)


def _ordered(split: list[list[int]]) -> list[list[int]]:
    return sorted((sorted(team) for team in split), key=lambda t: (-len(t), t[0]))


def _splits(blocks: list[list[int]], sizes: Sequence[int], apart: set[frozenset[int]]) -> Iterator[list[list[int]]]:
    """Every split of the blocks into teams of the given sizes, each once (equal-sized teams unlabelled)."""
    k = len(sizes)
    members: list[list[int]] = [[] for _ in range(k)]
    room = list(sizes)
    order = sorted(range(len(blocks)), key=lambda i: -len(blocks[i]))  # big blocks first prune sooner

    def fits(team: int, block: list[int]) -> bool:
        return room[team] >= len(block) and not any(frozenset((a, b)) in apart for a in block for b in members[team])

    def place(j: int) -> Iterator[list[list[int]]]:
        if j == len(order):
            yield [list(m) for m in members]
            return
        block = blocks[order[j]]
        opened: set[int] = set()
        for t in range(k):
            if not members[t]:
                # Empty teams of the same size are interchangeable: open only the first of each size.
                if sizes[t] in opened:
                    continue
                opened.add(sizes[t])
            if not fits(t, block):
                continue
            members[t].extend(block)
            room[t] -= len(block)
            yield from place(j + 1)
            del members[t][-len(block):]
            room[t] += len(block)

    yield from place(0)


def _heuristic_split(
    strengths: Sequence[float], blocks: list[list[int]], sizes: Sequence[int], apart: set[frozenset[int]]
) -> list[list[int]]:
    k = len(sizes)
    value = [math.fsum(strengths[i] for i in b) for b in blocks]
    teams: list[list[int]] = [[] for _ in range(k)]  # block indices
    room = list(sizes)
    total = [0.0] * k

    def clashes(block: int, team: int, without: int | None = None) -> bool:
        return any(
            frozenset((a, b)) in apart for other in teams[team] if other != without for a in blocks[block] for b in blocks[other]
        )

    for bi in sorted(range(len(blocks)), key=lambda i: (-len(blocks[i]), -value[i])):
        options = [t for t in range(k) if room[t] >= len(blocks[bi]) and not clashes(bi, t)]
        if not options:
            raise LeagueError(translate("league.planning.groupings", "Could not find a split that keeps every pair apart and together as asked."))
        t = min(options, key=lambda t: (total[t] / sizes[t], -room[t], t))
        teams[t].append(bi)
        room[t] -= len(blocks[bi])
        total[t] += value[bi]
    mean = math.fsum(total) / k
    improved = True
    while improved:
        improved = False
        best_gain, best_move = 1e-12, None
        for ta, tb in itertools.combinations(range(k), 2):
            for ua in teams[ta]:
                for ub in teams[tb]:
                    if len(blocks[ua]) != len(blocks[ub]):
                        continue
                    d = value[ua] - value[ub]
                    before = (total[ta] - mean) ** 2 + (total[tb] - mean) ** 2
                    after = (total[ta] - d - mean) ** 2 + (total[tb] + d - mean) ** 2
                    if before - after > best_gain and not clashes(ub, ta, ua) and not clashes(ua, tb, ub):
                        best_gain, best_move = before - after, (ta, tb, ua, ub)
        if best_move is not None:
            ta, tb, ua, ub = best_move
            teams[ta][teams[ta].index(ua)] = ub
            teams[tb][teams[tb].index(ub)] = ua
            d = value[ua] - value[ub]
            total[ta] -= d
            total[tb] += d
            improved = True
    return [[i for b in team for i in blocks[b]] for team in teams]


# ---- matchmaking ------------------------------------------------------------------------


def pair_similar(
    strengths: Sequence[float],
    chance: Callable[[int, int], float],
    avoid: Collection[frozenset[int]] = (),
    *,
    may_sit_out: Collection[int] | None = None,
    exact_limit: int = EXACT_PAIRING_LIMIT,
) -> tuple[list[tuple[int, int]], int | None]:
    """Pair waiting players ``0..n−1`` with opponents of similar skill: (pairs, who sits out or ``None``).

    ``chance(i, j)`` is P(i beats j). A pair costs ``|chance − ½|``; a pair in
    ``avoid`` (already met tonight) costs more than any pairing without
    repeats, so repeats happen only when nothing else is possible. With an
    odd count one player sits out: one of ``may_sit_out`` (default anyone),
    the one whose absence pairs the rest best. Up to ``exact_limit`` players the cheapest pairing is found
    exactly; beyond, neighbours in strength order are paired and then
    improved by exchanging partners between two pairs while that helps.
    """
    n = len(strengths)
    if n < 2:
        return [], (0 if n == 1 else None)
    resting = set(range(n)) if may_sit_out is None else {i for i in may_sit_out if 0 <= i < n}
    if n % 2 and not resting:
        raise LeagueError(translate("league.planning.groupings", "With an odd count someone must sit out, but nobody may."))
    avoid_set = {frozenset(p) for p in avoid}
    penalty = float(n)
    cost = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            c = abs(chance(i, j) - 0.5) + (penalty if frozenset((i, j)) in avoid_set else 0.0)
            cost[i][j] = cost[j][i] = c
    if n <= exact_limit:
        return _pair_exact(n, cost, resting)
    return _pair_local(strengths, cost, resting)


def _pair_exact(n: int, cost: list[list[float]], resting: set[int]) -> tuple[list[tuple[int, int]], int | None]:
    full = (1 << n) - 1
    odd = n % 2 == 1

    @lru_cache(maxsize=None)
    def best(done: int, skipped: bool) -> tuple[float, tuple[tuple[int, int], ...], int | None]:
        if done == full:
            return 0.0, (), None
        i = _lowest_bit(~done & full)
        options: list[tuple[float, tuple[tuple[int, int], ...], int | None]] = []
        if odd and not skipped and i in resting:
            c, path, _ = best(done | 1 << i, True)
            options.append((c, path, i))
        for j in range(i + 1, n):
            if not done >> j & 1:
                c, path, out = best(done | 1 << i | 1 << j, skipped)
                options.append((c + cost[i][j], ((i, j),) + path, out))
        if not options:
            return math.inf, (), None
        return min(options, key=lambda o: o[0])

    try:
        _c, pairs, out = best(0, False)
    finally:
        best.cache_clear()
    return list(pairs), out


def _lowest_bit(x: int) -> int:
    return (x & -x).bit_length() - 1


def _pair_local(strengths: Sequence[float], cost: list[list[float]], resting: set[int]) -> tuple[list[tuple[int, int]], int | None]:
    n = len(strengths)
    order = sorted(range(n), key=lambda i: (-strengths[i], i))

    def greedy(seq: list[int]) -> list[list[int]]:
        # strongest first, each with the nearest free player below who is not a repeat (else the nearest)
        free = list(seq)
        pairs = []
        while len(free) >= 2:
            a = free.pop(0)
            j = min(range(len(free)), key=lambda k: (cost[a][free[k]] >= 1.0, k))
            pairs.append([a, free.pop(j)])
        return pairs

    def total(pairs: list[list[int]]) -> float:
        return math.fsum(cost[a][b] for a, b in pairs)

    out: int | None = None
    if n % 2:
        out = min((i for i in order if i in resting), key=lambda x: total(greedy([i for i in order if i != x])))
        order = [i for i in order if i != out]
    pairs = greedy(order)
    improved = True
    while improved:
        improved = False
        for p, q in itertools.combinations(range(len(pairs)), 2):
            (a, b), (c, d) = pairs[p], pairs[q]
            now = cost[a][b] + cost[c][d]
            for x, y in (((a, c), (b, d)), ((a, d), (b, c))):
                if cost[x[0]][x[1]] + cost[y[0]][y[1]] < now - 1e-12:
                    pairs[p], pairs[q] = list(x), list(y)
                    improved = True
                    break
    return [(min(a, b), max(a, b)) for a, b in pairs], out
