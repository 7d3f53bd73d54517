"""DYP ("draw your partner"): pairs drawn once and kept for the whole night. Pure: keys in, pairs out.

The rule, in the words every screen uses (:data:`DYP_RULE`):

* The first time players are drawn, they are paired the strongest with the
  weakest (by the rating's μ), so that every pair is about as strong.
* A pair stays as drawn all night. It is never split to make room for
  someone else while both of its players play.
* Late arrivals are paired the same way among themselves. One left over
  waits for the next late arrival; until then they play with a stand-in.
* A stand-in is a player whose partner sits out this round (or is away),
  for this round only: their own pair plays together again afterwards.
* Sitting out goes in turn: who has played most sits first, then who sat
  least, then by lot; a whole pair sits when it can, and a pair is broken
  for a stand-in only when someone must sit alone.

:func:`pair_round` makes one round's sides from the night's pairs so far;
:func:`stand_in_notes` says in words why a side is not a fixed pair.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ...messages import Text, join, translate

DYP_TITLE = "DYP (fixed pairs for the night, strongest with weakest)"
DYP_RULE = (
    "Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as "
    "strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival "
    "and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. "
    "Sitting out goes in turn."
)

Pair = tuple[Hashable, Hashable]


@dataclass(frozen=True)
class DypRound:
    """One round of DYP: the sides that play, who sits out, and the night's fixed pairs after this round."""

    sides: tuple[Pair, ...]
    sitting_out: tuple[Hashable, ...]
    pairs: tuple[Pair, ...]


def partners(pairs: Sequence[Sequence[Hashable]]) -> dict[Hashable, Hashable]:
    """{player: fixed partner} for both players of every pair."""
    out: dict[Hashable, Hashable] = {}
    for a, b in pairs:
        out[a], out[b] = b, a
    return out


def _strongest_with_weakest(keys: list[Hashable], strength: Callable[[Hashable], float]) -> tuple[list[Pair], list[Hashable]]:
    """Pairs of the strongest with the weakest, the second with the second weakest...; the middle one if odd."""
    order = sorted(keys, key=lambda k: -strength(k))  # stable: ties keep the order given
    half = len(order) // 2
    made = [(order[i], order[len(order) - 1 - i]) for i in range(half)]
    return made, ([order[half]] if len(order) % 2 else [])


def pair_round(
    keys: Sequence[Hashable],
    pairs: Sequence[Pair],
    strength: Callable[[Hashable], float],
    played: Mapping[Hashable, int],
    sat: Mapping[Hashable, int],
    rng: random.Random,
) -> DypRound:
    """The sides of the next round for the players ``keys`` present, given the night's ``pairs`` so far.

    ``played`` and ``sat`` count each player's rounds so far (who sits out
    follows them, as in every mode); ``strength`` orders newcomers for
    pairing. A side that is not a fixed pair is a stand-in side for this
    round only. The returned ``pairs`` keep every earlier pair and add the
    pairs of the newcomers.
    """
    present = set(keys)
    partner = partners(pairs)
    newcomers = [k for k in keys if k not in partner]
    new_pairs, waiting = _strongest_with_weakest(newcomers, strength)
    units: list[Pair] = [tuple(p) for p in pairs if p[0] in present and p[1] in present]  # type: ignore[misc]
    units += new_pairs
    # without a partner this round: whose partner is not here, and a newcomer left over
    single = [k for k in keys if k in partner and partner[k] not in present] + waiting
    sitting = _who_sits(keys, units, single, played, sat, rng)
    out = set(sitting)
    sides = [u for u in units if not (set(u) & out)]
    # players left without their partner this round stand in for each other
    alone = [k for k in single if k not in out] + [k for u in units if len(set(u) & out) == 1 for k in u if k not in out]
    stand_ins, rest = _strongest_with_weakest(alone, strength)
    assert not rest  # four per match: the players without a partner are always an even number
    return DypRound(tuple(sides + stand_ins), tuple(sitting), tuple(tuple(p) for p in pairs) + tuple(new_pairs))  # type: ignore[arg-type]


#: at most this many ways to choose among equally due players are compared (then by lot)
_MAX_CHOICES = 20_000


def _who_sits(keys: Sequence[Hashable], units: Sequence[Pair], single: Sequence[Hashable],
              played: Mapping[Hashable, int], sat: Mapping[Hashable, int], rng: random.Random) -> list[Hashable]:
    """Who sits out: whoever played most, then who sat least (as in every mode); among players equally due,
    whole pairs and players without a partner, so that as few stand-ins as possible are needed; then by lot."""
    count = len(keys) % 4
    lots = {k: rng.random() for k in keys}
    due = {k: (-played.get(k, 0), sat.get(k, 0)) for k in keys}
    order = sorted(keys, key=lambda k: (due[k], lots[k]))
    if count == 0:
        return []
    boundary = due[order[count - 1]]
    sure = [k for k in order[:count] if due[k] < boundary]
    tied = [k for k in order if due[k] == boundary]
    free = count - len(sure)
    unit_of = {k: u for u in units for k in u}
    lone = set(single)

    def stand_ins_needed(choice: tuple[Hashable, ...]) -> tuple[int, float]:
        out = set(sure) | set(choice)
        broken = sum(1 for u in units if len(set(u) & out) == 1)
        alone = sum(1 for k in lone if k not in out)
        return broken + alone, sum(lots[k] for k in choice)

    choices: Iterable[tuple[Hashable, ...]] = itertools.combinations(tied, free)
    if math.comb(len(tied), free) > _MAX_CHOICES:  # a huge room: whole pairs by lot
        choices = [tuple(sorted(tied, key=lambda k: (k not in lone, lots[unit_of[k][0]] if k in unit_of else 0.0))[:free])]
    best: tuple[Hashable, ...] = min(choices, key=stand_ins_needed)
    return sure + list(best)


def stand_in_notes(sides: Sequence[Sequence[str]], pairs: Sequence[Sequence[str]], sitting_out: Sequence[str]) -> list[str]:
    """One sentence per side that is not a fixed pair, saying why (names in, sentences out, in the speaker's language).

    "Lee and Bo play together this round only: Lee has no partner yet (the
    next late arrival will be); Bo's partner Ann sits out."
    """
    partner = partners(pairs)
    sitting = set(sitting_out)
    notes = []
    for side in sides:
        if len(side) != 2 or partner.get(side[0]) == side[1]:
            continue
        reasons: list[Text] = []
        for name in side:
            mate = partner.get(name)
            if mate is None:
                reasons.append(translate("league.night.dyp", "{name} has no partner yet (the next late arrival will be)")
                               .format(name=name))
            elif mate in sitting:
                reasons.append(translate("league.night.dyp", "{name}'s partner {mate} sits out").format(name=name, mate=mate))
            else:
                reasons.append(translate("league.night.dyp", "{name}'s partner {mate} is not here").format(name=name, mate=mate))
        # said now: the front ends call this when they show the notes
        notes.append(str(translate("league.night.dyp", "{first} and {second} play together this round only: {reasons}.")
                         .format(first=side[0], second=side[1], reasons=join(reasons, "; "))))
    return notes


__all__ = ["DYP_RULE", "DYP_TITLE", "DypRound", "pair_round", "partners", "stand_in_notes"]
