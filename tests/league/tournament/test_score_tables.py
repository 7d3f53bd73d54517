"""Score tables (points, tie-breaks in the event's order, shared places) and crosstables."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league.errors import LeagueError
from tournament_app.league.tournament.score_tables import crosstable, score_table
from tournament_app.league.tournament.schedules import round_robin_rounds
from tournament_app.league.tournament.values import Game

# Sensei's Library, "Sonneborn-Berger" (https://senseis.xmp.net/?SonnebornBerger): a double round
# robin of four; A and B score 4, C 3, D 1; Sonneborn-Berger A 11, B 9, C 6, D 4.
A, B, C, D = 1, 2, 3, 4
SENSEI = [
    Game(1, A, B, 1), Game(1, A, C, 1), Game(1, A, D, 1), Game(1, B, C, 1), Game(1, B, D, 1), Game(1, C, D, 1),
    Game(2, A, B, 0), Game(2, A, C, 1), Game(2, A, D, 0), Game(2, B, C, 0), Game(2, B, D, 1), Game(2, C, D, 1),
]  # fmt: skip


def test_the_published_double_round_robin_table() -> None:
    lines = score_table(4, SENSEI, {}, ["sonneborn-berger"])
    assert [(ln.place, ln.seed, ln.points, ln.games, ln.wins) for ln in lines] == [
        (1, A, 4.0, 6, 4),
        (2, B, 4.0, 6, 4),
        (3, C, 3.0, 6, 3),
        (4, D, 1.0, 6, 1),
    ]
    assert [ln.tiebreaks for ln in lines] == [
        {"sonneborn_berger": 11.0},
        {"sonneborn_berger": 9.0},
        {"sonneborn_berger": 6.0},
        {"sonneborn_berger": 4.0},
    ]


def test_the_published_double_round_robin_crosstable() -> None:
    assert crosstable(4, SENSEI) == [
        ["", "1 0", "1 1", "1 0"],
        ["0 1", "", "1 0", "1 1"],
        ["0 0", "0 1", "", "1 1"],
        ["0 1", "0 0", "0 0", ""],
    ]


def test_crosstable_writes_draws_as_half_and_leaves_unplayed_cells_empty() -> None:
    assert crosstable(3, [Game(1, 2, 3, 0.5)]) == [["", "", ""], ["", "", "½"], ["", "½", ""]]


def test_entrants_equal_on_everything_share_a_place_and_are_listed_by_seed() -> None:
    # 1 beats everyone; 2, 3, 4 beat each other in a cycle (2>4, 4>3, 3>2): equal on points,
    # Buchholz (3 + 1 + 1) and direct encounter (1 each).
    games = [Game(1, 1, 2, 1), Game(1, 4, 3, 1), Game(2, 1, 3, 1), Game(2, 2, 4, 1), Game(3, 1, 4, 1), Game(3, 3, 2, 1)]
    lines = score_table(4, games, {}, ["buchholz", "direct-encounter"])
    assert [(ln.place, ln.seed) for ln in lines] == [(1, 1), (2, 2), (2, 3), (2, 4)]
    assert all(ln.points == 1.0 and ln.tiebreaks == {"buchholz": 5.0, "direct_encounter": 1.0} for ln in lines[1:])


def test_places_follow_points_then_the_tiebreaks_in_the_events_order() -> None:
    # Three Swiss rounds of six: 1, 2, 3 and 5 score 2; Buchholz 1: 5, 5: 5, 2: 4, 3: 4; 5 beat 1, 2 beat 3.
    games = [
        Game(1, 1, 2, 1), Game(1, 3, 4, 1), Game(1, 5, 6, 1),
        Game(2, 1, 6, 1), Game(2, 2, 4, 1), Game(2, 3, 5, 1),
        Game(3, 5, 1, 1), Game(3, 2, 3, 1), Game(3, 6, 4, 1),
    ]  # fmt: skip
    by_buchholz = score_table(6, games, {}, ["buchholz", "direct-encounter"])
    assert [(ln.place, ln.seed) for ln in by_buchholz] == [(1, 5), (2, 1), (3, 2), (4, 3), (5, 6), (6, 4)]
    # Direct encounter first: the four on 2 points have not all met (1>2, 2>3, 3>5, 5>1), each scored 1 and
    # could still reach 2, so it separates nobody; Buchholz then splits them in two pairs that stay tied.
    by_encounter = score_table(6, games, {}, ["direct-encounter", "buchholz"])
    assert [(ln.place, ln.seed) for ln in by_encounter] == [(1, 1), (1, 5), (3, 2), (3, 3), (5, 6), (6, 4)]
    assert by_encounter[0].tiebreaks == {"direct_encounter": 1.0, "buchholz": 5.0}


def test_a_bye_scores_its_points_but_is_no_game() -> None:
    lines = score_table(3, [Game(1, 1, 2, 1)], {3: 1}, [], bye_points=0.5)
    assert [(ln.seed, ln.points, ln.games, ln.wins) for ln in lines] == [(1, 1.0, 1, 1), (3, 0.5, 0, 0), (2, 0.0, 1, 0)]


def test_an_unknown_tiebreak_is_refused() -> None:
    with pytest.raises(LeagueError):
        score_table(2, [], {}, ["coin-toss"])


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 12), st.booleans(), st.randoms(use_true_random=False))
def test_a_random_round_robin_table_is_consistent_with_its_crosstable(n: int, double: bool, rnd: random.Random) -> None:
    games = [
        Game(r, a, b, rnd.choice((0.0, 0.5, 1.0)))
        for r, pairs in enumerate(round_robin_rounds(n, double=double), start=1)
        for a, b in pairs
        if b is not None
    ]
    lines = score_table(n, games, {}, ["sonneborn-berger", "buchholz", "wins"])
    cells = crosstable(n, games)
    value = {"1": 1.0, "½": 0.5, "0": 0.0}
    for ln in lines:
        row = cells[ln.seed - 1]
        assert ln.points == sum(value[x] for cell in row for x in cell.split())
        assert ln.games == (n - 1) * (2 if double else 1)
    assert sum(ln.points for ln in lines) == len(games)
    assert lines[0].place == 1
    for prev, ln in itertools.pairwise(lines):
        assert (prev.points, *prev.tiebreaks.values()) >= (ln.points, *ln.tiebreaks.values())
        shared = (prev.points, prev.tiebreaks) == (ln.points, ln.tiebreaks)
        assert ln.place == (prev.place if shared else lines.index(ln) + 1)
