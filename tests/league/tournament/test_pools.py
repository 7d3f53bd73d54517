"""Pools (snake-seeded, even sizes) and the knockout seed order out of them (winners first and apart)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league.errors import LeagueError
from tournament_app.league.planning.seeding import bracket_size, first_round, seed_order
from tournament_app.league.tournament.pools import knockout_order, pool_members, pool_table
from tournament_app.league.tournament.schedules import round_robin_rounds
from tournament_app.league.tournament.values import Game, TableLine

# ---- pool members -------------------------------------------------------------------------------


def test_snake_order_for_ten_into_pools_of_four() -> None:
    assert pool_members(10, 4) == [[1, 6, 7], [2, 5, 8], [3, 4, 9, 10]]


def pool_sizes() -> st.SearchStrategy[tuple[int, int]]:
    return st.tuples(st.integers(2, 40), st.integers(2, 10)).filter(lambda t: t[1] > 2 or t[0] % 2 == 0)


@settings(max_examples=60, deadline=None)
@given(pool_sizes())
def test_pools_hold_everyone_once_sizes_differ_by_at_most_one_in_snake_order(case: tuple[int, int]) -> None:
    n, size = case
    pools = pool_members(n, size)
    assert sorted(s for pool in pools for s in pool) == list(range(1, n + 1))
    sizes = [len(p) for p in pools]
    assert max(sizes) - min(sizes) <= 1 and max(sizes) <= size and min(sizes) >= 2
    assert len(pools) == -(-n // size)  # as few pools as hold everyone
    k = len(pools)
    for lap in range(0, n, k):  # seeds lap*k+1 .. go A, B, C… on even laps and back on odd ones
        seeds = range(lap + 1, min(lap + k, n) + 1)
        where = [next(i for i, p in enumerate(pools) if s in p) for s in seeds]
        expected = list(range(k)) if (lap // k) % 2 == 0 else list(range(k - 1, -1, -1))
        assert where == expected[: len(where)]


def test_a_pool_of_one_is_refused_with_a_sentence() -> None:
    with pytest.raises(LeagueError, match=r"^3 entrants can't be split into pools of at most 2 without leaving one alone; choose a larger pool size\.$"):
        pool_members(3, 2)
    with pytest.raises(LeagueError):
        pool_members(8, 1)


# ---- pool tables --------------------------------------------------------------------------------


def test_pool_table_reads_event_seeds_and_ignores_other_pools() -> None:
    members = [3, 6, 11]
    games = [Game(1, 3, 6, 0.0), Game(2, 6, 11, 1.0), Game(3, 3, 11, 0.5), Game(1, 1, 2, 1.0)]
    lines = pool_table(members, games, {}, ["buchholz"])
    # 3 and 11 tie on points and on Buchholz (6's 2 + the other's 0.5): they share second place.
    assert [(ln.place, ln.seed, ln.points, ln.games) for ln in lines] == [(1, 6, 2.0, 2), (2, 3, 0.5, 2), (2, 11, 0.5, 2)]
    assert lines[1].tiebreaks == lines[2].tiebreaks == {"buchholz": 2.5}


# ---- knockout order -----------------------------------------------------------------------------


def line(seed: int, points: float, games: int = 3) -> TableLine:
    return TableLine(place=0, seed=seed, points=points, games=games, wins=int(points))


def test_winners_first_by_record_then_runners_up_and_pool_mates_kept_apart() -> None:
    tables = [
        [line(1, 3), line(8, 2), line(9, 1), line(16, 0)],  # pool A
        [line(2, 2.5), line(7, 2), line(10, 1), line(15, 0.5)],  # pool B
    ]
    order = knockout_order(tables, 2)
    # Winners: 1 (3 of 3) then 2; runners-up equal on record, so by event seed: 7 then 8. In the
    # bracket of four, 1 v 4th and 2 v 3rd: 2 would meet 7, its pool mate, in the semi-final, so 7 and 8 swap
    # and pool mates can meet only in the final.
    assert order == [(1, 0, 1), (2, 1, 1), (8, 0, 2), (7, 1, 2)]
    assert [(a, b) for a, b in first_round(4)] == [(1, 4), (2, 3)]


def test_a_pool_too_small_for_advance_is_refused() -> None:
    with pytest.raises(LeagueError, match=r"^Pool B has 2 entrants, so 3 can't go on from it\.$"):
        knockout_order([[line(1, 2), line(4, 1), line(5, 0)], [line(2, 1), line(3, 0)]], 3)
    with pytest.raises(LeagueError):
        knockout_order([[line(1, 1)]], 1)


def play_pools(n: int, size: int, advance: int, rnd: random.Random) -> tuple[list[list[int]], list[list[TableLine]]]:
    members = pool_members(n, size)
    tables = []
    for pool in members:
        games = [
            Game(r, pool[a - 1], pool[b - 1], rnd.choice((0.0, 0.5, 1.0)))
            for r, pairs in enumerate(round_robin_rounds(len(pool)), start=1)
            for a, b in pairs
            if b is not None
        ]
        tables.append(pool_table(pool, games, {}, ["buchholz", "sonneborn-berger"]))
    return members, tables


@settings(max_examples=60, deadline=None)
@given(pool_sizes(), st.integers(1, 4), st.randoms(use_true_random=False))
def test_knockout_order_puts_winners_first_and_apart_and_keeps_pool_mates_apart_when_it_can(
    case: tuple[int, int], advance: int, rnd: random.Random
) -> None:
    n, size = case
    members = pool_members(n, size)
    advance = min(advance, min(len(p) for p in members))
    if len(members) * advance < 2:
        return
    members, tables = play_pools(n, size, advance, rnd)
    order = knockout_order(tables, advance)
    k = len(members)
    assert len(order) == k * advance
    assert len({seed for seed, _, _ in order}) == len(order)
    # Pool places in blocks: all winners, then all runners-up, ...; each block holds every pool once.
    for place in range(1, advance + 1):
        block = order[(place - 1) * k : place * k]
        assert {p for _, _, p in block} == {place}
        assert sorted(pool for _, pool, _ in block) == list(range(k))
        for seed, pool, _ in block:
            assert seed == tables[pool][place - 1].seed
    # Winners are the top k seeds, so they sit in different 1/2^m parts of the standard bracket.
    size2 = bracket_size(len(order))
    positions = {s: i for i, s in enumerate(seed_order(size2))}
    parts = 1 << (k - 1).bit_length()  # the smallest power of two >= k
    assert len({positions[s] * parts // size2 for s in range(1, k + 1)}) == k
    # With two per pool every pool mate can be kept out of the first round by placing the runners-up.
    if advance == 2 and k >= 2:
        for top, bottom in first_round(len(order)):
            if bottom is not None:
                assert order[top - 1][1] != order[bottom - 1][1]


def first_meetings(order: list[tuple[int, int, int]]) -> list[int]:
    """How many pool-mate pairs could first meet in round 1, 2, … of the bracket (independent of pools.meeting_rounds)."""
    size = bracket_size(len(order))
    slot = {seed: i for i, seed in enumerate(seed_order(size))}
    rounds = size.bit_length() - 1
    counts = [0] * rounds
    for i in range(len(order)):
        for j in range(i + 1, len(order)):
            if order[i][1] == order[j][1]:
                a, b = slot[i + 1], slot[j + 1]
                r = 1
                while a >> r != b >> r:
                    r += 1
                counts[r - 1] += 1
    return counts


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 5), st.integers(2, 3), st.randoms(use_true_random=False))
def test_pool_mates_first_meet_as_late_as_any_placement_allows(pools: int, advance: int, rnd: random.Random) -> None:
    """Against every placement of the later blocks among their own seeds (the winners stay the top seeds)."""
    tables = [[line(pools * place + pool + 1, rnd.choice((0, 1, 2, 3))) for place in range(advance)] for pool in range(pools)]
    tables = [sorted(t, key=lambda ln: -ln.points) for t in tables]
    order = knockout_order(tables, advance)
    winners, later = order[:pools], [order[b * pools:(b + 1) * pools] for b in range(1, advance)]
    best = min(
        first_meetings(winners + [e for block in blocks for e in block])
        for blocks in itertools.product(*(itertools.permutations(block) for block in later))
    )
    assert first_meetings(order) == best


def test_five_pools_of_two_keep_every_pool_out_of_the_same_half_where_the_bracket_allows() -> None:
    """The issue's case: with 5+ pools both players of one pool used to land in the same half."""
    tables = [[line(p + 1, 3), line(p + 6, 2)] for p in range(5)]
    assert first_meetings(knockout_order(tables, 2)) == [0, 0, 0, 5]  # 10 in a bracket of 16: pool mates only in the final
    tables = [[line(p + 1, 3), line(p + 10, 2)] for p in range(9)]
    assert first_meetings(knockout_order(tables, 2)) == [0, 0, 0, 0, 9]
    tables = [[line(p + 1, 3), line(p + 6, 2), line(p + 11, 1)] for p in range(5)]
    assert first_meetings(knockout_order(tables, 3)) == [0, 0, 5, 10]  # three of a pool: two can't both avoid the third
