"""Properties of every round our engine pairs (hypothesis): no rematch, colours within the rules, score groups kept."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tournament_app.league.tournament.dutch import (
    Colour,
    Entrant,
    PairingError,
    PointSystem,
    Result,
    RoundEntry,
    SwissRound,
    pair_round,
)
from tournament_app.league.tournament.dutch.players import player_states
from tournament_app.league.tournament.trf import Rates, generate, swiss_round


@settings(max_examples=25, deadline=None)
@given(players=st.integers(4, 16), rounds=st.integers(1, 6), seed=st.integers(0, 10_000),
       draws=st.sampled_from([0.0, 0.3]), forfeits=st.sampled_from([0.0, 0.1]), byes=st.sampled_from([0.0, 0.1]))
def test_rounds_keep_the_absolute_rules(players: int, rounds: int, seed: int, draws: float, forfeits: float, byes: float) -> None:
    rounds = min(rounds, players // 2)
    try:
        trf = generate(players, rounds, seed, Rates(draws, forfeits, byes, 0.0))
    except PairingError:
        assume(False)  # a round no pairing can meet the absolute rules in: said, not paired wrongly
        return
    met: set[frozenset[int]] = set()
    byes_given: set[int] = set()
    for number in range(1, rounds + 1):
        round_ = swiss_round(trf, number)
        states = player_states(round_)
        last = number == rounds
        for player in trf.players:
            entry = player.rounds[number - 1]
            assert entry is not None
            if entry.opponent is not None and entry.result.played:
                pair = frozenset((player.number, entry.opponent))
                if player.number < entry.opponent:
                    assert pair not in met, f"rematch {sorted(pair)} in round {number}"
                    met.add(pair)
            if entry.result.value == "U":
                assert player.number not in byes_given, "a second pairing-allocated bye"
                byes_given.add(player.number)
        after = player_states(swiss_round(trf, number + 1)) if number < rounds else None
        if after is None or last:
            continue
        for number_, state in after.items():
            before = states[number_]
            if before.topscorer:
                continue
            assert abs(state.colour_difference) <= 2, f"colour difference {state.colour_difference} for {number_}"
            three = state.colours[-3:]
            assert not (len(three) == 3 and len(set(three)) == 1), f"three {three[0]} in a row for {number_}"


def test_score_groups_kept_when_a_same_score_pairing_exists() -> None:
    """After two rounds of ten players, 1-pointers meet 1-pointers when they can (issue 28's example)."""
    trf = generate(10, 3, 4, Rates(draws=0.0))
    round_ = swiss_round(trf, 3)
    states = player_states(round_)
    pairing = pair_round(round_)
    groups: dict[Fraction, int] = {}
    for s in states.values():
        groups[s.score] = groups.get(s.score, 0) + 1
    mixed = sum(1 for b in pairing.boards if states[b.white].score != states[b.black].score)
    odd_groups = sum(1 for count in groups.values() if count % 2)
    assert mixed <= odd_groups


def test_first_round_top_half_meets_bottom_half_with_alternating_colours() -> None:
    entrants = tuple(Entrant(n, 2600 - 10 * n) for n in range(1, 9))
    pairing = pair_round(SwissRound(entrants, 1, 5, Colour.WHITE))
    assert [(b.white, b.black) for b in pairing.boards] == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_without_colours_sides_follow_the_white_rule() -> None:
    entrants = tuple(Entrant(n) for n in range(1, 6))
    pairing = pair_round(SwissRound(entrants, 1, 3, None))
    assert [(b.white, b.black) for b in pairing.boards] == [(1, 3), (4, 2)] and pairing.bye == 5


def _absolute(colours: list[Colour]) -> Colour | None:
    """The absolute colour preference (C.04.3 1.7) of a colour history, or None."""
    difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
    if difference > 1 or (len(colours) >= 2 and colours[-1] == colours[-2] == Colour.WHITE):
        return Colour.BLACK
    if difference < -1 or (len(colours) >= 2 and colours[-1] == colours[-2] == Colour.BLACK):
        return Colour.WHITE
    return None


def _group_pairing_exists(groups: dict[Fraction, list[int]], may_meet: Callable[[int, int], bool]) -> bool:
    """Whether every score group can be paired within itself (brute force: the groups are small)."""

    def pairable(free: list[int]) -> bool:
        if not free:
            return True
        first, rest = free[0], free[1:]
        return any(may_meet(first, other) and pairable([p for p in rest if p != other]) for other in rest)

    return all(pairable(members) for members in groups.values())


@settings(max_examples=60, deadline=None)
@given(players=st.integers(4, 14), rounds=st.integers(1, 4), seed=st.integers(0, 10**6), colours=st.booleans())
def test_score_groups_are_kept_whenever_the_rules_allow(players: int, rounds: int, seed: int, colours: bool) -> None:
    """A random history; when every score group can be paired within itself without a rematch (C1) or two
    non-topscorers of the same absolute colour preference (C3), no pair crosses score groups: the fewest
    downfloaters (C6) comes before every other quality criterion, bracket after bracket from the top."""
    rng = random.Random(seed)
    history: dict[int, list[RoundEntry]] = {n: [] for n in range(1, players + 1)}
    for _ in range(rounds):
        order = list(history)
        rng.shuffle(order)
        for white, black in zip(order[0::2], order[1::2]):
            outcome = rng.choice([(Result.WIN, Result.LOSS), (Result.DRAW, Result.DRAW), (Result.LOSS, Result.WIN)])
            history[white].append(RoundEntry(black, Colour.WHITE, outcome[0]))
            history[black].append(RoundEntry(white, Colour.BLACK, outcome[1]))
        if len(order) % 2:
            history[order[-1]].append(RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE))
    score = {n: sum((PointSystem().points(e.result) for e in rs), Fraction(0)) for n, rs in history.items()}
    groups: dict[Fraction, list[int]] = {}
    for n in sorted(history):
        groups.setdefault(score[n], []).append(n)
    absent = {members.pop() for members in groups.values() if len(members) % 2}  # a requested bye evens each group
    groups = {s: m for s, m in groups.items() if m}
    met = {frozenset((n, e.opponent)) for n, rs in history.items() for e in rs if e.opponent is not None}

    def may_meet(a: int, b: int) -> bool:
        if frozenset((a, b)) in met:
            return False
        if not colours:
            return True
        pa = _absolute([e.colour for e in history[a] if e.opponent is not None])
        return pa is None or pa != _absolute([e.colour for e in history[b] if e.opponent is not None])

    assume(len(history) - len(absent) >= 2 and _group_pairing_exists(groups, may_meet))
    round_ = SwissRound(tuple(Entrant(n, 2000 - n, tuple(rs)) for n, rs in history.items()), rounds + 1, rounds + 5,
                        Colour.WHITE if colours else None, absent=frozenset(absent))
    pairing = pair_round(round_)
    assert pairing.bye is None
    crossing = [(b.white, b.black) for b in pairing.boards if score[b.white] != score[b.black]]
    assert crossing == [], f"pairs across score groups {crossing} where each group pairs within itself"
