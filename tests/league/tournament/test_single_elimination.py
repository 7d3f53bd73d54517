"""Single elimination played out without a database: fixtures, byes, results, corrections and final places."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from knockout_play import downstream, play

from tournament_app.league.errors import LeagueError
from tournament_app.league.planning.seeding import bracket_size
from tournament_app.league.tournament.elimination import resolve, single_elimination
from tournament_app.league.tournament.placements import match_count, placements
from tournament_app.league.tournament.values import FixtureKey, FixtureState, Source


def first_round_pairs(n: int) -> list[tuple[int | None, int | None]]:
    return [s.sides for s in resolve(single_elimination(n), n, {}).states.values() if s.key[1] == 1]


def test_eight_entrants_meet_in_the_standard_order() -> None:
    specs = single_elimination(8)
    assert [s.key for s in specs] == [("winners", 1, p) for p in range(1, 5)] + [("winners", 2, 1), ("winners", 2, 2), ("winners", 3, 1)]
    assert first_round_pairs(8) == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert specs[-1].sources == (Source(winner_of=("winners", 2, 1)), Source(winner_of=("winners", 2, 2)))


def test_top_seeds_get_the_byes_and_go_on_without_a_match() -> None:
    res = resolve(single_elimination(6), 6, {})
    first = [res.states[("winners", 1, p)] for p in range(1, 5)]
    assert [(s.status, s.sides, s.winner, s.loser) for s in first] == [
        ("bye", (1, None), 1, None),
        ("ready", (4, 5), None, None),
        ("bye", (2, None), 2, None),
        ("ready", (3, 6), None, None),
    ]
    second = res.states[("winners", 2, 1)]
    assert (second.status, second.sides) == ("waiting", (1, None))


def test_the_winner_advances_and_the_final_makes_a_champion() -> None:
    specs = single_elimination(4)
    winners: dict[FixtureKey, int] = {("winners", 1, 1): 4, ("winners", 1, 2): 2}
    res = resolve(specs, 4, winners)
    final = res.states[("winners", 2, 1)]
    assert (final.status, final.sides) == ("ready", (4, 2))
    assert not res.finished
    res = resolve(specs, 4, winners | {("winners", 2, 1): 2})
    assert res.finished and not res.stale
    assert placements(specs, res, 4) == {2: 1, 4: 2, 1: 3, 3: 3}


def test_third_place_match_is_fed_by_the_semi_final_losers() -> None:
    specs = single_elimination(8, third_place=True)
    assert specs[-1].key == ("third-place", 1, 1)
    assert specs[-1].sources == (Source(loser_of=("winners", 2, 1)), Source(loser_of=("winners", 2, 2)))
    top_seeds_win: dict[FixtureKey, int] = {("winners", 1, p): w for p, w in enumerate((1, 4, 2, 3), start=1)}
    top_seeds_win |= {("winners", 2, 1): 1, ("winners", 2, 2): 2, ("winners", 3, 1): 1}
    res = resolve(specs, 8, top_seeds_win)
    assert res.states[("third-place", 1, 1)].sides == (4, 3)
    assert not res.finished
    assert placements(specs, res, 8) == {1: 1, 2: 2, 5: 5, 6: 5, 7: 5, 8: 5}  # 3 and 4 wait for their match
    res = resolve(specs, 8, top_seeds_win | {("third-place", 1, 1): 4})
    assert placements(specs, res, 8) == {1: 1, 2: 2, 4: 3, 3: 4, 5: 5, 6: 5, 7: 5, 8: 5}


def test_no_third_place_match_below_four_entrants() -> None:
    assert all(s.key[0] == "winners" for s in single_elimination(3, third_place=True))
    assert all(s.key[0] == "winners" for s in single_elimination(8))


def test_six_entrants_place_one_two_three_three_five_five() -> None:
    played = play(single_elimination(6), 6, random.Random(3))
    assert played.resolution is not None
    assert sorted(placements(single_elimination(6), played.resolution, 6).values()) == [1, 2, 3, 3, 5, 5]


@pytest.mark.parametrize("n", [-1, 0, 1])
def test_a_bracket_needs_two_entrants(n: int) -> None:
    with pytest.raises(LeagueError, match=r"^A knockout bracket needs at least 2 entrants, and this one has -?\d\.$"):
        single_elimination(n)


def test_a_correction_re_routes_and_makes_later_results_stale() -> None:
    specs = single_elimination(8)
    top_seeds_win: dict[FixtureKey, int] = {("winners", 1, p): w for p, w in enumerate((1, 4, 2, 3), start=1)}
    top_seeds_win |= {("winners", 2, 1): 1, ("winners", 2, 2): 2, ("winners", 3, 1): 1}
    corrected = top_seeds_win | {("winners", 1, 1): 8}
    res = resolve(specs, 8, corrected)
    semi = res.states[("winners", 2, 1)]
    assert (semi.status, semi.sides, semi.winner) == ("ready", (8, 4), None)
    assert res.states[("winners", 3, 1)].status == "waiting"
    assert res.stale == {("winners", 2, 1), ("winners", 3, 1)}
    assert not res.finished
    # the winner of a re-routed match can still be a side: the sides it was played between say it's stale
    sides: dict[FixtureKey, tuple[int, int]] = {("winners", 2, 1): (1, 4)}
    kept = top_seeds_win | {("winners", 1, 1): 8, ("winners", 2, 1): 4}
    assert resolve(specs, 8, kept).states[("winners", 2, 1)].status == "done"
    res = resolve(specs, 8, kept, played_sides=sides)
    assert ("winners", 2, 1) in res.stale and res.states[("winners", 2, 1)].status == "ready"


def test_winners_for_waiting_or_bye_fixtures_are_stale_and_ignored() -> None:
    res = resolve(single_elimination(6), 6, {("winners", 1, 1): 1, ("winners", 3, 1): 2, ("nowhere", 1, 1): 3})
    assert res.stale == {("winners", 1, 1), ("winners", 3, 1)}
    assert res.states[("winners", 1, 1)].status == "bye"
    assert res.states[("winners", 3, 1)].status == "waiting"


def expected_single_places(n: int, third_place: bool) -> Counter[int]:
    """Place → how many share it, from the format's rule (not from the code under test)."""
    size = bracket_size(n)
    rounds = size.bit_length() - 1
    counts: Counter[int] = Counter({1: 1, 2: 1})
    for r in range(1, rounds):
        losers = n - size // 2 if r == 1 else size >> r
        counts[(size >> r) + 1] += losers
    if third_place and n >= 4:
        counts[3] -= 1
        counts[4] += 1
    return counts


def test_expected_places_by_rule_for_a_few_sizes() -> None:
    assert sorted(expected_single_places(6, False).elements()) == [1, 2, 3, 3, 5, 5]
    assert sorted(expected_single_places(16, True).elements()) == [1, 2, 3, 4] + [5] * 4 + [9] * 8
    assert sorted(expected_single_places(3, True).elements()) == [1, 2, 3]


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 40), st.booleans(), st.randoms(use_true_random=False))
def test_random_single_eliminations_play_to_the_end(n: int, third_place: bool, rng: random.Random) -> None:
    specs = single_elimination(n, third_place=third_place)
    played = play(specs, n, rng)
    res = played.resolution
    assert res is not None and res.finished and not res.stale
    # match count: the format's formula
    least, most = match_count("single-elimination", n, third_place=third_place)
    assert len(played.winners) == least == most == n - 1 + (third_place and n >= 4)
    # no played match has an empty side, and nobody plays twice in a round
    for state in res.states.values():
        assert state.status in ("done", "bye")
        if state.status == "done":
            assert None not in state.sides and state.winner in state.sides
    # everyone but the champion loses exactly once; the third-place match's loser twice
    losses = Counter(s.loser for s in res.states.values() if s.status == "done")
    champion = res.states[("winners", bracket_size(n).bit_length() - 1, 1)].winner
    fourth = res.states[("third-place", 1, 1)].loser if third_place and n >= 4 else None
    assert losses == {seed: 2 if seed == fourth else 1 for seed in range(1, n + 1) if seed != champion}
    # placements follow the format; a place once given never changes
    places = placements(specs, res, n)
    assert set(places) == set(range(1, n + 1))
    assert Counter(places.values()) == expected_single_places(n, third_place)
    for seen in played.places_on_the_way:
        assert seen.items() <= places.items()


def fixture_states(specs_n: int, winners: dict[FixtureKey, int]) -> dict[FixtureKey, FixtureState]:
    return resolve(single_elimination(specs_n), specs_n, winners).states


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 40), st.randoms(use_true_random=False))
def test_a_corrected_early_result_re_routes_only_what_follows(n: int, rng: random.Random) -> None:
    specs = single_elimination(n)
    played = play(specs, n, rng)
    key, old = next((m.key, played.winners[m.key]) for m in played.matches if m.key[1] == 1)
    sides = {m.key: (m.sides[0] or 0, m.sides[1] or 0) for m in played.matches}
    first = resolve(specs, n, played.winners).states[key]
    other = first.loser
    assert other is not None
    corrected = played.winners | {key: other}
    res = resolve(specs, n, corrected, played_sides=sides)
    after = downstream(specs, key)
    assert res.stale <= after
    assert ("winners", 2, (key[2] + 1) // 2) in res.stale  # the next match was played by the old winner
    before = fixture_states(n, played.winners)
    for k, state in res.states.items():
        if k not in after | {key}:
            assert state == before[k]
        elif k in res.stale:
            assert state.status in ("ready", "waiting") and state.winner is None
        elif state.status == "done":
            assert set(state.sides) == set(sides[k])
    assert res.states[key].winner == other and old != other
