"""Who plays White on a board: the colour allocation rules (C.04.3 2025, article 5.2), in their order."""

from __future__ import annotations

from .model import Colour
from .players import PlayerState, Strength


def allocate(a: PlayerState, b: PlayerState, higher_first: bool, initial: Colour, higher_position: int) -> Colour:
    """The colour ``a`` gets against ``b``; ``higher_first`` when ``a`` is the higher ranked of the two.

    ``higher_position`` is the higher ranked player's place in the round's
    ranking (1 = first): an odd place takes the initial colour (5.2.5).
    """
    # 5.2.1 both preferences granted
    if a.preference is not Colour.NONE and b.preference is not Colour.NONE and a.preference != b.preference:
        return a.preference
    if a.preference is not Colour.NONE and b.preference is Colour.NONE:
        return a.preference
    if b.preference is not Colour.NONE and a.preference is Colour.NONE:
        return b.preference.opposite()
    if a.preference is not Colour.NONE:  # both want the same colour
        # 5.2.2 the stronger preference; between two absolute ones, the wider colour difference
        if a.strength != b.strength:
            return a.preference if a.strength > b.strength else a.preference.opposite()
        if a.strength is Strength.ABSOLUTE:
            wa, wb = abs(a.colour_difference), abs(b.colour_difference)
            if wa != wb:
                return a.preference if wa > wb else a.preference.opposite()
    # 5.2.3 alternate to the most recent round in which one had White and the other Black
    for ca, cb in zip(reversed(a.colours), reversed(b.colours)):
        if ca != cb:
            return ca.opposite()
    # 5.2.4 the higher ranked player's preference
    higher, lower_is_a = (a, False) if higher_first else (b, True)
    if higher.preference is not Colour.NONE:
        return higher.preference.opposite() if lower_is_a else higher.preference
    # 5.2.5 the higher ranked player's place: odd takes the initial colour
    higher_colour = initial if higher_position % 2 == 1 else initial.opposite()
    return higher_colour.opposite() if lower_is_a else higher_colour


def missed_preferences(a: PlayerState, b: PlayerState, colour_of_a: Colour) -> tuple[int, int, int, int]:
    """The colour criteria a board misses: (beyond ±2, three in a row, preference, strong preference)."""
    beyond = three = pref = strong = 0
    for p, c in ((a, colour_of_a), (b, colour_of_a.opposite())):
        diff = p.colour_difference + (1 if c is Colour.WHITE else -1)
        if abs(diff) > 2:
            beyond += 1
        if p.repeated_colour is c:
            three += 1
        if p.preference is not Colour.NONE and p.preference != c:
            pref += 1
            if p.strength >= Strength.STRONG:
                strong += 1
    return beyond, three, pref, strong
