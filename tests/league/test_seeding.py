"""The pure combinatorics of league/planning (seeding.py, groupings.py): brackets, separation, pools, Swiss, balanced teams, pairing.

Expected values come from the definitions (the standard bracket's published
first round, exhaustive search over every alternative), not from the code's
own output.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league.planning import groupings, seeding
from tournament_app.league.planning.groupings import balance_teams, count_splits, pair_similar, team_sizes
from tournament_app.league.planning.seeding import (
    NoPairingError,
    SwissPlayer,
    bracket_size,
    bracket_slots,
    first_round,
    first_round_clashes,
    round_robin,
    seed_order,
    separate_groups,
    snake_pools,
    swiss_pairings,
)
from tournament_app.ratings import BradleyTerry, Rating

FAST = settings(max_examples=40, deadline=None)


# ---- seed order and byes ------------------------------------------------------------------


def test_the_standard_first_rounds_of_8_and_16() -> None:
    # 1 v 16, 8 v 9, ... (the order tennis draws and bracket sites use: 1 at the top, 2 at the bottom)
    assert first_round(16) == [(1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11)]
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seed_order(2) == [1, 2]


@pytest.mark.parametrize("size", [2, 4, 8, 16, 32, 64])
def test_seed_order_properties_for_every_power_of_two(size: int) -> None:
    order = seed_order(size)
    assert sorted(order) == list(range(1, size + 1))
    # 1 and 2 are in different halves: they can only meet in the final
    half = size // 2
    assert (order.index(1) < half) != (order.index(2) < half)
    # the top 2^k seeds lie in different 2^k-ths of the bracket
    k = 1
    while k <= size:
        block = size // k
        blocks = [order.index(s) // block for s in range(1, k + 1)]
        assert len(set(blocks)) == k, (size, k, blocks)
        k *= 2
    # when the better seed always wins, every round's matches pair seeds summing to (players left) + 1
    alive = order
    while len(alive) > 1:
        pairs = list(zip(alive[::2], alive[1::2]))
        assert all(a + b == len(alive) + 1 for a, b in pairs)
        alive = [min(a, b) for a, b in pairs]


@pytest.mark.parametrize("entrants", range(2, 65))
def test_byes_go_to_the_top_seeds_for_2_to_64_entrants(entrants: int) -> None:
    size = bracket_size(entrants)
    assert size >= entrants > size // 2
    slots = bracket_slots(entrants)
    assert len(slots) == size
    assert sorted(s for s in slots if s is not None) == list(range(1, entrants + 1))
    matches = first_round(entrants)
    with_bye = sorted(top for top, bottom in matches if bottom is None)
    assert with_bye == list(range(1, size - entrants + 1))
    # nobody plays "two byes", and the higher seed is listed first
    assert all(top is not None and (bottom is None or top < bottom) for top, bottom in matches)
    # 1 and 2 still meet only in the final
    half = size // 2
    assert (slots.index(1) < half) != (slots.index(2) < half)


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 2"):
        bracket_size(1)
    with pytest.raises(ValueError, match="power of two"):
        seed_order(12)


# ---- club separation ----------------------------------------------------------------------


def test_separation_swaps_neighbours_to_avoid_a_same_club_first_round() -> None:
    # 8 entrants: 1 v 8, 4 v 5, 2 v 7, 3 v 6; seeds 4 and 5 are both from club A
    groups = [{"B"}, {"C"}, {"D"}, {"A"}, {"A"}, {"E"}, {"F"}, {"G"}]
    assert first_round_clashes(groups) == [(4, 5)]
    order = separate_groups(groups, 1)
    assert first_round_clashes(groups, order) == []
    assert all(abs(entrant - seed) <= 1 for seed, entrant in enumerate(order))
    assert sum(abs(entrant - seed) for seed, entrant in enumerate(order)) == 2  # one swap of neighbours
    assert separate_groups(groups, 0) == list(range(8))


@FAST
@given(
    st.integers(2, 40).flatmap(lambda n: st.lists(st.frozensets(st.sampled_from("ABCD"), max_size=2), min_size=n, max_size=n)),
    st.integers(0, 4),
)
def test_separation_never_moves_a_seed_further_than_allowed(groups: list[frozenset[str]], places: int) -> None:
    order = separate_groups(groups, places)
    assert sorted(order) == list(range(len(groups)))
    assert all(abs(entrant - seed) <= places for seed, entrant in enumerate(order))
    assert len(first_round_clashes(groups, order)) <= len(first_round_clashes(groups))


@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 7).flatmap(lambda n: st.lists(st.sampled_from("ABC"), min_size=n, max_size=n)),
    st.integers(1, 3),
)
def test_separation_leaves_no_more_clashes_than_the_best_reseeding(clubs: list[str], places: int) -> None:
    groups = [{c} for c in clubs]
    order = separate_groups(groups, places)
    n = len(groups)
    best = min(
        len(first_round_clashes(groups, p))
        for p in itertools.permutations(range(n))
        if all(abs(p[j] - j) <= places for j in range(n))
    )
    assert len(first_round_clashes(groups, order)) == best


# ---- round robin and pools ------------------------------------------------------------------


@pytest.mark.parametrize("n", range(2, 13))
def test_circle_method_every_pair_meets_once(n: int) -> None:
    rounds = round_robin(n)
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)
    met = Counter()
    for rnd in rounds:
        seen = [x for pair in rnd for x in pair if x is not None]
        assert len(seen) == len(set(seen)) == n  # everyone plays once per round, or has the bye
        assert sum(1 for _a, b in rnd if b is None) == n % 2
        for a, b in rnd:
            if b is not None:
                met[frozenset((a, b))] += 1
    assert set(met) == {frozenset(p) for p in itertools.combinations(range(n), 2)}
    assert set(met.values()) == {1}


def test_snake_pools_deal_seeds_back_and_forth() -> None:
    assert snake_pools(10, 3) == [[0, 5, 6], [1, 4, 7], [2, 3, 8, 9]]
    assert seeding.pool_count(10, 4) == 3
    pools = snake_pools(37, 5)
    sizes = [len(p) for p in pools]
    assert max(sizes) - min(sizes) <= 1
    assert sorted(i for p in pools for i in p) == list(range(37))


# ---- Swiss ----------------------------------------------------------------------------------


def test_swiss_first_round_is_top_half_against_bottom_half() -> None:
    players = [SwissPlayer(f"p{i}", 0.0, 100.0 - i) for i in range(1, 9)]
    pairs, bye = swiss_pairings(players)
    assert bye is None
    assert pairs == [("p1", "p5"), ("p2", "p6"), ("p3", "p7"), ("p4", "p8")]


def test_swiss_pairs_within_score_groups_and_avoids_a_rematch() -> None:
    # after round 1 (p1 beat p5, p2 beat p6, p3 beat p7, p4 beat p8)
    scores = {"p1": 1, "p2": 1, "p3": 1, "p4": 1, "p5": 0, "p6": 0, "p7": 0, "p8": 0}
    players = [SwissPlayer(k, float(v), 100.0 - int(k[1:])) for k, v in scores.items()]
    played = [frozenset(p) for p in (("p1", "p5"), ("p2", "p6"), ("p3", "p7"), ("p4", "p8"))]
    pairs, _bye = swiss_pairings(players, played)
    assert pairs == [("p1", "p3"), ("p2", "p4"), ("p5", "p7"), ("p6", "p8")]
    # p1 already met p3: the next in the bottom half is tried
    pairs, _bye = swiss_pairings(players, [*played, frozenset(("p1", "p3"))])
    assert pairs[0] == ("p1", "p4")
    assert all(frozenset(p) not in played for p in pairs)


def test_the_bye_goes_to_the_lowest_player_without_one() -> None:
    players = [SwissPlayer(n, s, r, had_bye=h) for n, s, r, h in
               [("a", 2, 9, False), ("b", 1, 8, False), ("c", 1, 7, False), ("d", 0, 6, False), ("e", 0, 5, True)]]
    pairs, bye = swiss_pairings(players)
    assert bye == "d"
    assert {x for p in pairs for x in p} == {"a", "b", "c", "e"}


def test_no_pairing_without_a_rematch_is_reported() -> None:
    players = [SwissPlayer(i, 0.0, float(i)) for i in range(4)]
    everyone = [frozenset(p) for p in itertools.combinations(range(4), 2)]
    with pytest.raises(NoPairingError, match="repeats a game"):
        swiss_pairings(players, everyone)


@FAST
@given(st.integers(2, 15), st.integers(1, 6), st.randoms(use_true_random=False))
def test_swiss_rounds_never_repeat_and_handle_odd_counts(n: int, rounds: int, rnd: random.Random) -> None:
    rating = {i: rnd.gauss(0, 1) for i in range(n)}
    score = dict.fromkeys(range(n), 0.0)
    byes: set[int] = set()
    played: set[frozenset[int]] = set()
    for _ in range(rounds):
        try:
            pairs, bye = swiss_pairings([SwissPlayer(i, score[i], rating[i], i in byes) for i in range(n)], played)
        except NoPairingError:
            break
        keys = [x for p in pairs for x in p] + ([bye] if bye is not None else [])
        assert sorted(keys) == list(range(n))  # everyone exactly once
        assert (bye is not None) == (n % 2 == 1)
        for a, b in pairs:
            assert frozenset((a, b)) not in played
            played.add(frozenset((a, b)))
            score[a if rnd.random() < 0.5 else b] += 1
        if bye is not None:
            assert bye not in byes or len(byes) == n
            byes.add(bye)
            score[bye] += 1


# ---- balanced teams -------------------------------------------------------------------------

MODEL = BradleyTerry()


def _predictor(mus: list[float], sigmas: list[float]):  # type: ignore[no-untyped-def]
    ratings = [Rating(m, s) for m, s in zip(mus, sigmas)]
    return lambda split: MODEL.predict_win([[ratings[i] for i in team] for team in split])


def _spread(predict, split) -> float:  # type: ignore[no-untyped-def]
    p = predict(split)
    return max(p) - min(p)


def _partitions(items: list[int], sizes: list[int]):  # type: ignore[no-untyped-def]
    """Every way to split items into teams of the given (equal) sizes, unordered, by brute force."""
    if not sizes:
        yield []
        return
    first, rest = items[0], items[1:]
    for others in itertools.combinations(rest, sizes[0] - 1):
        team = [first, *others]
        left = [i for i in rest if i not in others]
        for tail in _partitions(left, sizes[1:]):
            yield [team, *tail]


@FAST
@given(st.lists(st.floats(5, 45), min_size=8, max_size=8), st.lists(st.floats(0.5, 8.5), min_size=8, max_size=8))
def test_eight_players_into_two_teams_equal_the_exhaustive_optimum(mus: list[float], sigmas: list[float]) -> None:
    predict = _predictor(mus, sigmas)
    result = balance_teams(mus, 2, predict=predict)
    assert result.exact and result.evaluated == 35 == math.comb(8, 4) // 2
    best = min(_spread(predict, [list(a), [i for i in range(8) if i not in a]]) for a in itertools.combinations(range(8), 4))
    assert result.unevenness == pytest.approx(best, abs=1e-12)
    assert _spread(predict, result.teams) == pytest.approx(best, abs=1e-12)
    assert sorted(i for t in result.teams for i in t) == list(range(8))
    assert [len(t) for t in result.teams] == [4, 4]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.floats(5, 45), min_size=9, max_size=9))
def test_nine_players_into_three_teams_equal_the_exhaustive_optimum(mus: list[float]) -> None:
    predict = _predictor(mus, [3.0] * 9)
    result = balance_teams(mus, 3, predict=predict)
    every = list(_partitions(list(range(9)), [3, 3, 3]))
    assert len(every) == 280 == count_splits([3, 3, 3]) == result.evaluated
    best = min(_spread(predict, split) for split in every)
    assert result.unevenness == pytest.approx(best, abs=1e-12)


def test_pairs_kept_together_and_apart_are_respected_and_optimal() -> None:
    rng = random.Random(7)
    mus = [rng.uniform(10, 40) for _ in range(8)]
    predict = _predictor(mus, [2.0] * 8)
    together, apart = [(0, 1)], [(2, 3), (0, 4)]
    result = balance_teams(mus, 2, predict=predict, together=together, apart=apart)
    team_of = {i: n for n, t in enumerate(result.teams) for i in t}
    assert team_of[0] == team_of[1]
    assert team_of[2] != team_of[3] and team_of[0] != team_of[4]
    allowed = []
    for a in itertools.combinations(range(8), 4):
        split = [list(a), [i for i in range(8) if i not in a]]
        side = {i: n for n, t in enumerate(split) for i in t}
        if side[0] == side[1] and side[2] != side[3] and side[0] != side[4]:
            allowed.append(_spread(predict, split))
    assert result.unevenness == pytest.approx(min(allowed), abs=1e-12)


def test_team_sizes_and_impossible_requests() -> None:
    assert team_sizes(9, 2) == [5, 4]
    assert team_sizes(12, 3, 4) == [4, 4, 4]
    with pytest.raises(ValueError, match="do not make 2 teams of 4"):
        team_sizes(10, 2, 4)
    with pytest.raises(ValueError, match="cannot make"):
        team_sizes(2, 3)
    with pytest.raises(ValueError, match="together and apart"):
        balance_teams([1.0, 2.0, 3.0, 4.0], 2, together=[(0, 1)], apart=[(1, 0)])
    with pytest.raises(ValueError, match="No split"):
        balance_teams([1.0, 2.0, 3.0, 4.0], 2, apart=[(0, 1), (1, 2), (0, 2)])


@settings(max_examples=10, deadline=None)
@given(st.lists(st.floats(0, 50), min_size=24, max_size=24))
def test_large_rooms_use_the_heuristic_within_its_stated_bound(mus: list[float]) -> None:
    result = balance_teams(mus, 2)
    assert not result.exact and count_splits([12, 12]) > groupings.EXACT_BALANCE_LIMIT
    totals = [math.fsum(mus[i] for i in t) for t in result.teams]
    assert [len(t) for t in result.teams] == [12, 12]
    assert result.bound == pytest.approx(max(mus) - min(mus))
    assert max(totals) - min(totals) <= result.bound + 1e-9


# ---- pairing the waiting players ---------------------------------------------------------------


def _chance(strengths: list[float]):  # type: ignore[no-untyped-def]
    return lambda i, j: 1 / (1 + math.exp(-(strengths[i] - strengths[j]) / 4))


def _pairing_cost(pairs, chance, avoid) -> float:  # type: ignore[no-untyped-def]
    return sum(abs(chance(a, b) - 0.5) + (100 if frozenset((a, b)) in avoid else 0) for a, b in pairs)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.floats(0, 40), min_size=2, max_size=7), st.randoms(use_true_random=False))
def test_pairing_similar_skills_is_optimal_for_small_groups(strengths: list[float], rnd: random.Random) -> None:
    n = len(strengths)
    chance = _chance(strengths)
    avoid = {frozenset(p) for p in itertools.combinations(range(n), 2) if rnd.random() < 0.3}
    pairs, out = pair_similar(strengths, chance, avoid)
    used = [x for p in pairs for x in p] + ([out] if out is not None else [])
    assert sorted(used) == list(range(n))

    def matchings(items: list[int]):  # type: ignore[no-untyped-def]
        if len(items) < 2:
            yield []
            return
        a = items[0]
        for b in items[1:]:
            for rest in matchings([x for x in items[1:] if x != b]):
                yield [(a, b), *rest]

    candidates = [list(range(n))] if n % 2 == 0 else [[i for i in range(n) if i != x] for x in range(n)]
    best = min(_pairing_cost(m, chance, avoid) for c in candidates for m in matchings(c))
    assert _pairing_cost(pairs, chance, avoid) == pytest.approx(best, abs=1e-9)


def test_pairing_a_big_room_avoids_repeats_and_pairs_neighbours() -> None:
    strengths = [float(i) for i in range(20)]
    chance = _chance(strengths)
    avoid = {frozenset((2 * k, 2 * k + 1)) for k in range(10)}  # tonight everyone met their neighbour
    pairs, out = pair_similar(strengths, chance, avoid)
    assert out is None and len(pairs) == 10
    assert not any(frozenset(p) in avoid for p in pairs)
    assert max(abs(a - b) for a, b in pairs) <= 3
    _, out = pair_similar(strengths[:15], _chance(strengths[:15]), may_sit_out=[3])
    assert out == 3
