"""Round robin rounds and Swiss rounds: everyone meets as the format says, nobody twice in a Swiss."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league.errors import LeagueError
from tournament_app.league.tournament.schedules import round_robin_rounds, swiss_round, swiss_round_count
from tournament_app.league.tournament.values import Game

# ---- round robin --------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 40), st.booleans())
def test_round_robin_every_pair_meets_once_or_twice(n: int, double: bool) -> None:
    rounds = round_robin_rounds(n, double=double)
    cycle = n - 1 if n % 2 == 0 else n
    assert len(rounds) == cycle * (2 if double else 1)
    meetings: Counter[frozenset[int]] = Counter()
    sides: Counter[tuple[int, int]] = Counter()
    for pairs in rounds:
        seen = [s for a, b in pairs for s in (a, b) if s is not None]
        assert sorted(seen) == list(range(1, n + 1))  # everyone once a round, a bye included
        assert sum(1 for _, b in pairs if b is None) == n % 2
        for a, b in pairs:
            if b is not None:
                meetings[frozenset((a, b))] += 1
                sides[(a, b)] += 1
    assert len(meetings) == n * (n - 1) // 2
    assert set(meetings.values()) == {2 if double else 1}
    if double:
        assert set(sides.values()) == {1}  # the second cycle swaps the sides


def test_round_robin_of_four_and_its_second_cycle() -> None:
    single = round_robin_rounds(4)
    assert len(single) == 3 and single[0] == [(1, 4), (2, 3)]
    double = round_robin_rounds(4, double=True)
    assert double[:3] == [single[0], single[2], single[1]] and double[3] == [(4, 1), (3, 2)]
    assert round_robin_rounds(3)[0] == [(2, 3), (1, None)]


def test_events_started_before_the_berger_tables_keep_the_circle_method() -> None:
    assert round_robin_rounds(4, rules=1)[1] == [(1, 3), (2, 4)]
    assert round_robin_rounds(4, double=True, rules=1)[3] == [(4, 1), (3, 2)]


def test_round_robin_needs_two_entrants() -> None:
    with pytest.raises(LeagueError, match=r"^A round robin needs at least 2 entrants, not 1\.$"):
        round_robin_rounds(1)


# ---- Swiss --------------------------------------------------------------------------------------


def test_swiss_round_count_is_ceil_log2() -> None:
    assert [swiss_round_count(n) for n in (0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 40)] == [0, 0, 1, 2, 2, 3, 3, 4, 4, 5, 6]


def test_first_round_is_by_rating_top_half_against_bottom_half() -> None:
    ratings = {1: 1800.0, 2: 1700.0, 3: 1600.0, 4: 1500.0, 5: 1400.0, 6: 1300.0}
    assert swiss_round(6, ratings, [], {}) == ([(1, 4), (2, 5), (3, 6)], None)
    # Ratings, not seeds, rank the first round; the odd one out (lowest rated) gets the bye.
    ratings = {1: 1500.0, 2: 1900.0, 3: 1700.0, 4: 1100.0, 5: 1600.0}
    assert swiss_round(5, ratings, [], {}) == ([(2, 5), (3, 1)], 4)


def test_later_rounds_pair_by_points_without_rematches_and_byes_go_to_the_lowest_without_one() -> None:
    ratings = {s: 2000.0 - 100 * s for s in range(1, 6)}
    games = [Game(1, 1, 3, 1.0), Game(1, 2, 4, 0.0)]  # 4 has the bye in round 1 (byes below)
    pairs, bye = swiss_round(5, ratings, games, {5: 1})
    # Points: 1 and 4 on 1, 5 on 1 (bye), 2 and 3 on 0. 5 had a bye, so the lowest without one, 3, gets it.
    assert bye == 3
    assert sorted(frozenset(p) for p in pairs) == sorted([frozenset((1, 4)), frozenset((5, 2))])


def test_no_pairing_left_is_a_clear_league_error() -> None:
    games = [Game(1, 1, 2, 1.0)]
    with pytest.raises(LeagueError, match=r"^Round 2 of the Swiss can't be paired\. .+\.$"):
        swiss_round(2, {1: 1.0, 2: 0.0}, games, {})


def test_a_swiss_needs_two_entrants() -> None:
    with pytest.raises(LeagueError):
        swiss_round(1, {}, [], {})


def play_swiss(n: int, rnd: random.Random) -> tuple[list[Game], Counter[int], list[list[tuple[int, int]]]]:
    ratings = {s: rnd.uniform(1000, 2000) for s in range(1, n + 1)}
    games: list[Game] = []
    byes: Counter[int] = Counter()
    rounds = []
    for r in range(1, swiss_round_count(n) + 1):
        pairs, bye = swiss_round(n, ratings, games, byes)
        rounds.append(pairs)
        games += [Game(r, a, b, rnd.choice((0.0, 0.5, 1.0))) for a, b in pairs]
        if bye is not None:
            byes[bye] += 1
        seen = sorted([s for p in pairs for s in p] + ([] if bye is None else [bye]))
        assert seen == list(range(1, n + 1))
    return games, byes, rounds


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 40), st.randoms(use_true_random=False))
def test_a_random_swiss_never_repeats_a_pairing_nor_gives_a_second_bye_too_early(n: int, rnd: random.Random) -> None:
    games, byes, _ = play_swiss(n, rnd)
    pairs = [frozenset((g.a, g.b)) for g in games]
    assert len(pairs) == len(set(pairs))
    if byes:
        assert max(byes.values()) == 1 or all(byes[s] >= 1 for s in range(1, n + 1))
    assert sum(byes.values()) == (swiss_round_count(n) if n % 2 else 0)
