"""A double elimination's fixtures: the winners' bracket, the losers' bracket and the grand final.

With a bracket of ``P = 2^k`` slots the winners' bracket is a single
elimination of ``k`` rounds. The losers' bracket has ``2(k − 1)`` rounds of
its own, numbered from 1:

- round 1 pairs the losers of winners' round 1, neighbours together
  (the losers of fixtures 1 and 2, of 3 and 4...);
- every even round ``2j`` brings in the losers of winners' round ``j + 1``,
  one against each survivor of round ``2j − 1``;
- every odd round after the first pairs the survivors of the round before,
  neighbours together;
- the last round (the losers' final) is the survivor against the loser of the
  winners' final.

Where the losers drop (the standard placement that keeps early rematches
away, the usual one of bracket tools such as Challonge): the losers of winners' round 2
enter in reverse order (the loser of the top fixture meets the survivor of
the bottom part of the losers' bracket), the losers of winners' round 3 with
the halves swapped (the top half's losers meet the bottom half's survivors),
round 4 reversed again, round 5 halves swapped, and so on alternating. So
the two sides of a losers' fixture come from different parts of the draw in
the early rounds: in a bracket of ``2^k`` slots the first ``k − 1``
losers' rounds never repeat a pairing (tests/league/tournament/test_double_elimination.py
checks it); from round ``k`` on (e.g. the losers' final) a rematch can happen.

Grand final ("final", 1, 1): the winners' bracket champion (first side)
against the losers' bracket champion. With ``reset`` a second match
("final", 2, 1), marked ``reset``, is played only if the losers' champion wins
the first (then both have lost once). With two entrants there is no losers'
bracket: the loser of the only match is the losers' champion.
"""

from __future__ import annotations

from .elimination import check_entrants, winners_bracket
from .values import FINAL, LOSERS, WINNERS, FixtureSpec, Source


def drop_order(winners_round: int, fixtures: int) -> list[int]:
    """Where the losers of a winners' round drop: the winners' position for each losers' position, top to bottom.

    Round 1 (and any round of one fixture): in order. Even rounds: reversed.
    Odd rounds from 3: halves swapped.
    """
    order = list(range(1, fixtures + 1))
    if winners_round == 1 or fixtures == 1:
        return order
    if winners_round % 2 == 0:
        return order[::-1]
    half = fixtures // 2
    return order[half:] + order[:half]


def double_elimination(entrants: int, *, reset: bool = True) -> list[FixtureSpec]:
    """The fixtures of a double elimination: winners' bracket, losers' bracket, grand final (and its reset)."""
    size = check_entrants(entrants)
    rounds = size.bit_length() - 1
    specs = winners_bracket(entrants)
    champion_of_losers = Source(loser_of=(WINNERS, 1, 1))  # two entrants: no losers' bracket
    if rounds >= 2:
        specs.extend(
            FixtureSpec((LOSERS, 1, q), (Source(loser_of=(WINNERS, 1, 2 * q - 1)), Source(loser_of=(WINNERS, 1, 2 * q))))
            for q in range(1, size // 4 + 1)
        )
        for r in range(2, rounds + 1):
            fixtures = size >> r
            drop = 2 * (r - 1)
            for q, p in enumerate(drop_order(r, fixtures), start=1):
                sources = (Source(winner_of=(LOSERS, drop - 1, q)), Source(loser_of=(WINNERS, r, p)))
                specs.append(FixtureSpec((LOSERS, drop, q), sources))
            if r < rounds:
                specs.extend(
                    FixtureSpec(
                        (LOSERS, drop + 1, q),
                        (Source(winner_of=(LOSERS, drop, 2 * q - 1)), Source(winner_of=(LOSERS, drop, 2 * q))),
                    )
                    for q in range(1, fixtures // 2 + 1)
                )
        champion_of_losers = Source(winner_of=(LOSERS, 2 * (rounds - 1), 1))
    grand_final = (FINAL, 1, 1)
    specs.append(FixtureSpec(grand_final, (Source(winner_of=(WINNERS, rounds, 1)), champion_of_losers)))
    if reset:
        # the same two, sides in the grand final's order: its loser then was the winners' champion
        specs.append(
            FixtureSpec((FINAL, 2, 1), (Source(loser_of=grand_final), Source(winner_of=grand_final)), reset=True)
        )
    return specs
