"""Double elimination played out without a database: the losers' bracket, the grand final and its reset, places."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from knockout_play import downstream, play

from tournament_app.league.errors import LeagueError
from tournament_app.league.planning.seeding import bracket_size
from tournament_app.league.tournament.double_elimination import double_elimination, drop_order
from tournament_app.league.tournament.elimination import can_be_played, resolve
from tournament_app.league.tournament.placements import match_count, placements
from tournament_app.league.tournament.values import FixtureKey, FixtureSpec, FixtureState, Source

GRAND_FINAL, RESET = ("final", 1, 1), ("final", 2, 1)


def spec_of(specs: list[FixtureSpec], key: FixtureKey) -> FixtureSpec:
    return next(s for s in specs if s.key == key)


def test_eight_entrants_have_four_losers_rounds_and_a_grand_final_with_reset() -> None:
    specs = double_elimination(8)
    rounds = Counter((s.key[0], s.key[1]) for s in specs)
    assert rounds == {
        ("winners", 1): 4, ("winners", 2): 2, ("winners", 3): 1,
        ("losers", 1): 2, ("losers", 2): 2, ("losers", 3): 1, ("losers", 4): 1,
        ("final", 1): 1, ("final", 2): 1,
    }  # fmt: skip
    assert spec_of(specs, ("losers", 1, 2)).sources == (
        Source(loser_of=("winners", 1, 3)),
        Source(loser_of=("winners", 1, 4)),
    )
    # winners' round 2 losers drop in reverse order, the winners' final's loser into the losers' final
    assert spec_of(specs, ("losers", 2, 1)).sources[1] == Source(loser_of=("winners", 2, 2))
    assert spec_of(specs, ("losers", 2, 2)).sources[1] == Source(loser_of=("winners", 2, 1))
    assert spec_of(specs, ("losers", 4, 1)).sources == (
        Source(winner_of=("losers", 3, 1)),
        Source(loser_of=("winners", 3, 1)),
    )
    assert spec_of(specs, GRAND_FINAL).sources == (
        Source(winner_of=("winners", 3, 1)),
        Source(winner_of=("losers", 4, 1)),
    )
    reset = spec_of(specs, RESET)
    assert reset.reset and not spec_of(specs, GRAND_FINAL).reset
    assert RESET not in {s.key for s in double_elimination(8, reset=False)}


def test_events_started_before_the_new_rules_keep_the_first_drop_order() -> None:
    assert drop_order(1, 4) == [1, 2, 3, 4]
    assert drop_order(2, 4) == [4, 3, 2, 1]
    assert drop_order(3, 4) == [3, 4, 1, 2]
    assert drop_order(4, 4) == [4, 3, 2, 1]
    assert drop_order(5, 2) == [2, 1]
    assert drop_order(3, 1) == [1]
    specs = double_elimination(16, rules=1)
    assert [spec_of(specs, ("losers", 4, q)).sources[1] for q in (1, 2)] == [
        Source(loser_of=("winners", 3, 2)),
        Source(loser_of=("winners", 3, 1)),
    ]


def test_two_entrants_the_loser_of_the_only_match_plays_the_grand_final_and_the_reset() -> None:
    specs = double_elimination(2)
    assert [s.key for s in specs] == [("winners", 1, 1), GRAND_FINAL, RESET]
    res = resolve(specs, 2, {("winners", 1, 1): 1, GRAND_FINAL: 2})
    assert res.states[RESET].status == "ready" and res.states[RESET].sides == (1, 2)
    assert placements(specs, res, 2) == {}
    res = resolve(specs, 2, {("winners", 1, 1): 1, GRAND_FINAL: 2, RESET: 1})
    assert res.finished and placements(specs, res, 2) == {1: 1, 2: 2}


def test_the_reset_is_void_when_the_winners_champion_wins_the_grand_final() -> None:
    specs = double_elimination(2)
    res = resolve(specs, 2, {("winners", 1, 1): 1, GRAND_FINAL: 1})
    assert res.states[RESET].status == "void" and res.finished
    assert placements(specs, res, 2) == {1: 1, 2: 2}
    res = resolve(specs, 2, {("winners", 1, 1): 1, GRAND_FINAL: 1, RESET: 2})
    assert res.stale == {RESET}


def test_byes_run_through_the_losers_bracket() -> None:
    # 5 entrants: seeds 1, 2, 3 have byes, so their "losers" are nobody
    res = resolve(double_elimination(5), 5, {("winners", 1, 2): 4})
    states = res.states
    assert states[("winners", 1, 1)].status == "bye"
    assert (states[("losers", 1, 1)].status, states[("losers", 1, 1)].winner) == ("bye", 5)
    assert states[("losers", 1, 2)].status == "void"
    assert (states[("losers", 2, 2)].status, states[("losers", 2, 2)].sides) == ("waiting", (None, None))
    assert states[("losers", 2, 1)].status == "waiting"
    assert res.states[("losers", 1, 1)].loser is None


def test_a_losers_fixture_with_an_empty_side_waits_until_its_other_side_is_known() -> None:
    res = resolve(double_elimination(5), 5, {})
    assert (res.states[("losers", 1, 1)].status, res.states[("losers", 1, 1)].sides) == ("waiting", (None, None))


def test_sixteen_entrants_place_by_the_losers_round_they_went_out_in() -> None:
    specs = double_elimination(16)
    played = play(specs, 16, random.Random(7))
    assert played.resolution is not None
    places = placements(specs, played.resolution, 16)
    assert sorted(places.values()) == [1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]
    final = played.resolution.states
    assert places[final[("losers", 6, 1)].loser or 0] == 3
    assert places[final[("losers", 5, 1)].loser or 0] == 4
    assert {places[s.loser or 0] for k, s in final.items() if k[:2] == ("losers", 1)} == {13}


@pytest.mark.parametrize("kind", ["double-elimination", "single-elimination"])
def test_a_bracket_of_one_is_refused(kind: str) -> None:
    with pytest.raises(LeagueError, match=r"^A knockout bracket needs at least 2 entrants, and this one has 1\.$"):
        match_count(kind, 1)
    with pytest.raises(LeagueError):
        double_elimination(1)


def test_match_count_formulas() -> None:
    assert match_count("double-elimination", 8) == (14, 15)
    assert match_count("double-elimination", 8, reset=False) == (14, 14)
    assert match_count("single-elimination", 8, third_place=True) == (8, 8)
    assert match_count("single-elimination", 3, third_place=True) == (2, 2)
    with pytest.raises(LeagueError, match=r"^The format 'swiss' is not a knockout bracket\.$"):
        match_count("swiss", 8)


def test_resolving_a_64_entrant_double_elimination_is_fast() -> None:
    specs = double_elimination(64)
    played = play(specs, 64, random.Random(1), pick=lambda s: min(s.sides[0] or 0, s.sides[1] or 0))
    start = time.perf_counter()
    resolve(specs, 64, played.winners)
    assert time.perf_counter() - start < len(specs) * 0.001  # far below a millisecond a fixture (a few µs)


def expected_double_groups(n: int) -> list[int]:
    """Place-group sizes best first for a power of two, by the format's rule: 1, 1, 1, 1, 2, 2, 4, 4, 8, 8..."""
    groups = [1, 1]
    k = n.bit_length() - 1
    for j in range(2 * (k - 1), 0, -1):
        groups.append(n >> ((j + 3) // 2))
    return groups


def test_expected_groups_by_rule() -> None:
    assert expected_double_groups(16) == [1, 1, 1, 1, 2, 2, 4, 4]
    assert expected_double_groups(2) == [1, 1]


def lb_round_of_loss(states: dict[FixtureKey, FixtureState]) -> dict[int, int]:
    return {s.loser: k[1] for k, s in states.items() if k[0] == "losers" and s.status == "done" and s.loser}


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 40), st.booleans(), st.randoms(use_true_random=False))
def test_random_double_eliminations_play_to_the_end(n: int, reset: bool, rng: random.Random) -> None:
    specs = double_elimination(n, reset=reset)
    played = play(specs, n, rng)
    res = played.resolution
    assert res is not None and res.finished and not res.stale
    states = res.states
    # no played match has an empty side
    for state in states.values():
        assert state.status in ("done", "bye", "void")
        if state.status == "done":
            assert None not in state.sides and state.winner in state.sides
    # match count: 2n − 2, or 2n − 1 exactly when the reset was played (the losers' champion won the first final)
    grand_final = states[GRAND_FINAL]
    reset_played = reset and grand_final.winner == grand_final.sides[1]
    least, most = match_count("double-elimination", n, reset=reset)
    assert len(played.winners) == (most if reset_played else least) == 2 * n - 2 + reset_played
    assert (states[RESET].status == "done") == reset_played if reset else RESET not in states
    # losses: with the reset everyone but the champion loses exactly twice, the champion at most once;
    # without it the grand final's loser may have lost only that once
    losses = Counter(s.loser for s in states.values() if s.status == "done")
    deciding = states[RESET] if reset_played else grand_final
    champion, runner_up = deciding.winner, deciding.loser
    assert losses[champion] <= 1
    for seed in range(1, n + 1):
        if seed != champion:
            assert losses[seed] == 2 or (not reset and seed == runner_up and losses[seed] == 1)
    # placements: a permutation with sharing, by the losers' round of the second loss
    places = placements(specs, res, n)
    assert set(places) == set(range(1, n + 1))
    assert places[champion or 0] == 1 and places[runner_up or 0] == 2
    for place in set(places.values()):
        assert sum(1 for p in places.values() if p < place) == place - 1
    went_out = lb_round_of_loss(states)
    for a in went_out:
        for b in went_out:
            assert (went_out[a] > went_out[b]) == (places[a] < places[b])
    if n & (n - 1) == 0:
        assert [c for _, c in sorted(Counter(places.values()).items())] == expected_double_groups(n)
    for seen in played.places_on_the_way:
        assert seen.items() <= places.items()


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 40), st.randoms(use_true_random=False))
def test_losers_drop_where_no_early_rematch_can_happen(n: int, rng: random.Random) -> None:
    """What is checked, for every played match in report order, in a bracket of 2^k slots:

    - a winners' bracket loser's first played losers' match is never against the one whose win sent them
      down (k >= 3; with three entrants the losers' final can only be that rematch);
    - losers' rounds 1 … k − 1 never repeat a pairing that was already played anywhere (winners' or
      losers' bracket). In particular no pairing of winners' round 1 comes back in losers' rounds 1 or 2
      (k >= 3), and no winners' round 2 loser meets the one they beat in round 1. From losers' round k on
      a rematch can be unavoidable (the losers' final pits the winners' final's loser against someone from
      their own half of the draw).
    """
    specs = double_elimination(n)
    k = bracket_size(n).bit_length() - 1
    played = play(specs, n, rng)
    sent_down_by: dict[int, int] = {}
    met: set[frozenset[int]] = set()
    for match in played.matches:
        a, b = match.sides
        assert a is not None and b is not None
        winner = played.winners[match.key]
        pair = frozenset((a, b))
        if match.key[0] == "losers":
            for seed in (a, b):
                if seed in sent_down_by and k >= 3:
                    assert sent_down_by.pop(seed) not in pair
            if match.key[1] <= k - 1:
                assert pair not in met, f"{sorted(pair)} meet again in losers' round {match.key[1]}"
        elif match.key[0] == "winners":
            sent_down_by[b if winner == a else a] = winner
        met.add(pair)


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 40), st.randoms(use_true_random=False))
def test_a_corrected_winners_result_re_routes_the_loser_too(n: int, rng: random.Random) -> None:
    specs = double_elimination(n)
    played = play(specs, n, rng)
    sides = {m.key: (m.sides[0] or 0, m.sides[1] or 0) for m in played.matches}
    key = next(m.key for m in played.matches if m.key[:2] == ("winners", 1))
    before = resolve(specs, n, played.winners).states
    old_loser = before[key].loser
    assert old_loser is not None and before[key].winner is not None
    res = resolve(specs, n, played.winners | {key: old_loser}, played_sides=sides)
    after = downstream(specs, key)
    assert res.stale <= after
    # the old winner played the next winners' match: it went stale
    assert ("winners", 2, (key[2] + 1) // 2) in res.stale
    for k, state in res.states.items():
        if k not in after | {key}:
            assert state == before[k]
        elif k in res.stale:
            assert state.status in ("ready", "waiting")
        elif state.status == "done":
            assert set(state.sides) == set(sides[k])


def test_sixteen_entrants_chalk_losers_round_four_repeats_nothing() -> None:
    """The issue's example: with the first drop order, losers' round 4 was 3 v 6 and 4 v 5, both winners' round 2 again."""
    from de_scenarios import play_ours

    played = play_ours(double_elimination(16, reset=False), 16, {"kind": "chalk"})
    met: set[frozenset[int]] = set()
    repeats = []
    for key, a, b in played:
        if frozenset((a, b)) in met and key[0] != "final":
            repeats.append((key, a, b))
        met.add(frozenset((a, b)))
    assert repeats == [(("losers", 6, 1), 3, 2)]  # the losers' final: 3 went down to 2 in the semi-final
    old = play_ours(double_elimination(16, reset=False, rules=1), 16, {"kind": "chalk"})
    assert {(a, b) for key, a, b in old if key[:2] == ("losers", 4)} == {(6, 3), (5, 4)}


def feeds_of(specs: list[FixtureSpec]) -> dict[FixtureKey, list[set[FixtureKey]]]:
    """Per losers' fixture, per side: the winners' fixtures whose loser may arrive there."""
    by_key = {s.key: s for s in specs}

    def side(source: Source) -> set[FixtureKey]:
        if source.loser_of is not None:
            return {source.loser_of} if source.loser_of[0] == "winners" else set()
        if source.winner_of is not None and source.winner_of[0] == "losers":
            return set().union(*(side(s) for s in by_key[source.winner_of].sources))
        return set()

    return {s.key: [side(src) for src in s.sources] for s in specs if s.key[0] == "losers"}


def nested(a: FixtureKey, b: FixtureKey) -> bool:
    """Two winners' fixtures one of which lies inside the other's part of the draw (their players may have met)."""
    (_, ra, pa), (_, rb, pb) = a, b
    if ra == rb:
        return False
    if ra > rb:
        ra, pa, rb, pb = rb, pb, ra, pa
    return (pa - 1) >> (rb - ra) == pb - 1


def free_placement_exists(survivors: list[set[FixtureKey]], drops: list[FixtureKey | None]) -> bool:
    """Whether the drop-ins can be matched to the survivors so that no pair may have met (Kuhn's augmenting paths)."""
    n = len(survivors)
    ok = [[d is None or not any(nested(f, d) for f in survivors[q]) for d in drops] for q in range(n)]
    holder: dict[int, int] = {}

    def place(q: int, seen: set[int]) -> bool:
        for p in range(n):
            if ok[q][p] and p not in seen:
                seen.add(p)
                if p not in holder or place(holder[p], seen):
                    holder[p] = q
                    return True
        return False

    return all(place(q, set()) for q in range(n))


@pytest.mark.parametrize("n", [*range(3, 65), 100, 128, 200])
def test_no_drop_in_may_meet_a_beaten_player_where_another_order_of_its_round_avoids_it(n: int) -> None:
    specs = double_elimination(n, reset=False)
    played = can_be_played(specs, n)
    feeds = {key: [{f for f in side if played[f]} for side in sides] for key, sides in feeds_of(specs).items()}
    size = bracket_size(n)
    for r in range(2, size.bit_length()):
        drop_round = 2 * (r - 1)
        keys = sorted(k for k in feeds if k[1] == drop_round)
        survivors = [feeds[k][0] for k in keys]
        drops_in_order = [spec_of(specs, k).sources[1].loser_of for k in keys]
        drops = [d if d is not None and played[d] else None for d in drops_in_order]
        ours_free = all(d is None or not any(nested(f, d) for f in survivors[q]) for q, d in enumerate(drops))
        if free_placement_exists(survivors, sorted(drops, key=lambda d: d or ("", 0, 0))):
            assert ours_free, f"losers' round {drop_round} of {n}: a drop-in may meet a player it beat"
