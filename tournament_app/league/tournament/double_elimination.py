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

Where the losers drop decides how soon two players who met in the winners'
bracket can meet again. Round 1's losers keep their order. From winners'
round 2 on, the drop order of each round is an XOR of the fixture positions
(counted from 0): the loser of winners' fixture ``p`` meets the survivor of
losers' fixture ``p XOR m``. ``m = 0`` keeps the order, ``n − 1`` reverses it,
``n/2`` swaps the halves, ``n/2 − 1`` reverses each half, ``1`` swaps
neighbours: the orders Challonge and brackets-manager.js alternate. The masks
per bracket size (:data:`DROP_MASKS`) are the ones with the fewest expected
rematches outside the grand final when every match is a coin flip, an exact
sum over the bracket's paths (two players can meet again only when one lost
to the other in the winners' bracket, in a fixture inside the other's later
one); among equal ones, the fewest over seeded and random results.
brackets-manager.js is the oracle (tests/league/tournament/test_double_elimination_oracle.py):
on the same results it never has fewer rematches. On top of the masks, a
drop order never lets a player meet someone it may have beaten when another
order of that round would rule that out (byes make such rounds more common):
then the nearest such order is taken (:func:`drop_orders`).

Events started before these rules (``Settings.rules`` 1) keep the first drop
order (:func:`drop_order`): round 2 reversed, round 3 halves swapped,
alternating, so no played match is ever re-routed.

Grand final ("final", 1, 1): the winners' bracket champion (first side)
against the losers' bracket champion. With ``reset`` a second match
("final", 2, 1), marked ``reset``, is played only if the losers' champion wins
the first (then both have lost once). With two entrants there is no losers'
bracket: the loser of the only match is the losers' champion.
"""

from __future__ import annotations

from functools import lru_cache

from ..planning.seeding import bracket_slots
from .elimination import check_entrants, winners_bracket
from .values import CURRENT_RULES, FINAL, LOSERS, WINNERS, FixtureSpec, Source


#: the drop masks of winners' rounds 2, 3, … (the last ones, with one fixture, need none), by bracket size
DROP_MASKS: dict[int, tuple[int, ...]] = {
    2: (),
    4: (),
    8: (1,),
    16: (2, 0),
    32: (3, 3, 0),
    64: (15, 4, 1, 1),
    128: (4, 8, 6, 1, 1),
    256: (16, 4, 8, 6, 1, 1),
    512: (80, 16, 4, 8, 6, 1, 1),
    1024: (16, 80, 16, 4, 8, 6, 1, 1),
}


def drop_order(winners_round: int, fixtures: int) -> list[int]:
    """Rules edition 1: where the losers of a winners' round drop, the winners' position for each losers' position.

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


def drop_masks(size: int) -> tuple[int, ...]:
    """The XOR masks of winners' rounds 2 .. k−1 for a bracket of ``size`` slots (larger than the table: halves swapped first)."""
    rounds = size.bit_length() - 1
    known = max(DROP_MASKS)
    if size <= known:
        return DROP_MASKS[size]
    extra = rounds - (known.bit_length() - 1)
    return tuple((size >> r) // 2 for r in range(2, 2 + extra)) + DROP_MASKS[known]


@lru_cache(maxsize=64)
def drop_orders(entrants: int) -> tuple[tuple[int, ...], ...]:
    """Where the losers of winners' rounds 2, 3, … drop: for each, the winners' position for each losers' position.

    The masks of :data:`DROP_MASKS`, unless a round's order lets a drop-in
    meet a survivor it may have beaten in the winners' bracket while another
    order would not; then the order closest to the mask's that rules it out.
    """
    size = check_entrants(entrants)
    rounds = size.bit_length() - 1
    slots = bracket_slots(entrants)

    def played(r: int, p: int) -> bool:  # winners' fixture (r, p) can have a loser: both its halves hold somebody
        half = 1 << (r - 1)
        start = (p - 1) << r
        return any(slots[start:start + half]) and any(slots[start + half:start + 2 * half])

    def could_have_met(feeds: set[tuple[int, int]], r: int, p: int) -> bool:
        # a survivor dropped from (r', p') may have lost to the loser of (r, p) if (r', p') lies inside it
        return any(((q - 1) >> (r - rr)) == p - 1 for rr, q in feeds)

    if rounds < 2:
        return ()
    feeds = [{(1, p) for p in (2 * q - 1, 2 * q) if played(1, p)} for q in range(1, size // 4 + 1)]
    masks = drop_masks(size)
    orders: list[tuple[int, ...]] = []
    for r in range(2, rounds + 1):
        n = size >> r
        mask = masks[r - 2] if r - 2 < len(masks) else 0
        order = [(q ^ mask) + 1 for q in range(n)]
        allowed = [[not (played(r, p) and could_have_met(feeds[q], r, p)) for p in range(1, n + 1)] for q in range(n)]
        if not all(allowed[q][order[q] - 1] for q in range(n)):
            order = _placement(allowed, order) or order
        orders.append(tuple(order))
        feeds = [feeds[q] | ({(r, order[q])} if played(r, order[q]) else set()) for q in range(n)]
        if r < rounds:
            feeds = [feeds[2 * q] | feeds[2 * q + 1] for q in range(n // 2)]
    return tuple(orders)


def _placement(allowed: list[list[bool]], preferred: list[int]) -> list[int] | None:
    """A drop order (1-based positions) using only allowed pairs, keeping as many preferred ones as it can; None if none exists."""
    n = len(allowed)
    holder: list[int | None] = [None] * n  # drop position (0-based) -> losers' position holding it
    for q in range(n):
        p = preferred[q] - 1
        if allowed[q][p]:
            holder[p] = q

    def augment(q: int, seen: set[int]) -> bool:
        for p in range(n):
            if allowed[q][p] and p not in seen:
                seen.add(p)
                other = holder[p]
                if other is None or augment(other, seen):
                    holder[p] = q
                    return True
        return False

    placed = set(h for h in holder if h is not None)
    for q in range(n):
        if q not in placed and not augment(q, set()):
            return None
    order = [0] * n
    for p, who in enumerate(holder):
        assert who is not None
        order[who] = p + 1
    return order


def double_elimination(entrants: int, *, reset: bool = True, rules: int = CURRENT_RULES) -> list[FixtureSpec]:
    """The fixtures of a double elimination: winners' bracket, losers' bracket, grand final (and its reset).

    ``rules``: the edition the event started under (1: the first drop order).
    """
    size = check_entrants(entrants)
    rounds = size.bit_length() - 1
    orders = drop_orders(entrants) if rules >= 2 else None
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
            order = orders[r - 2] if orders is not None else drop_order(r, fixtures)
            for q, p in enumerate(order, start=1):
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
