"""Properties of every round our engine pairs (hypothesis): no rematch, colours within the rules, score groups kept."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tournament_app.league.tournament.dutch import Colour, Entrant, PairingError, SwissRound, pair_round
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
