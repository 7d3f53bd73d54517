"""What the Dutch rules read from a player's record: score, colours, floats, opponents, bye eligibility.

C.04.3 (2025) articles 1.4 (floats), 1.6 (colour difference and
preferences) and 1.7 (topscorers); C.04.1 (no second meeting, no second
pairing-allocated bye).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from fractions import Fraction

from .model import Colour, Entrant, Result, SwissRound


class Strength(IntEnum):
    """How much a player wants their preferred colour (C.04.3 1.6.2)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


class Float(IntEnum):
    """A player's float in one round (C.04.3 1.4)."""

    NONE = 0
    DOWN = 1
    UP = 2


@dataclass(frozen=True)
class PlayerState:
    """One player to pair, as the rules see them before the round."""

    number: int
    score: Fraction
    colours: tuple[Colour, ...]  # the colours of the played games, oldest first
    opponents: frozenset[int]  # the players met over the board
    preference: Colour  # Colour.NONE when none
    strength: Strength
    colour_difference: int
    floats: tuple[Float, Float]  # the previous round's float, then the one before
    bye_eligible: bool
    unplayed: int  # rounds so far without a game on the board
    topscorer: bool

    @property
    def absolute(self) -> bool:
        """An absolute colour preference."""
        return self.strength is Strength.ABSOLUTE

    @property
    def repeated_colour(self) -> Colour:
        """The colour of the last two games when they were the same colour, else Colour.NONE."""
        if len(self.colours) >= 2 and self.colours[-1] == self.colours[-2]:
            return self.colours[-1]
        return Colour.NONE


def scores_by_round(round_: SwissRound) -> dict[int, list[Fraction]]:
    """Each player's score before each round so far, and after the last (index r: after r rounds)."""
    out: dict[int, list[Fraction]] = {}
    for entrant in round_.entrants:
        total = Fraction(0)
        running = [total]
        for entry in entrant.rounds[: round_.number - 1]:
            if entry is not None:
                total += round_.points.points(entry.result)
            else:
                total += round_.points.zero_bye
            running.append(total)
        while len(running) < round_.number:
            running.append(total)
        out[entrant.number] = running
    return out


def player_states(round_: SwissRound) -> dict[int, PlayerState]:
    """The state of every entrant before round ``round_.number`` (absent ones included)."""
    scores = scores_by_round(round_)
    previous = round_.number - 1
    max_score = round_.points.win * previous
    last_round = round_.number == round_.rounds_total
    states: dict[int, PlayerState] = {}
    for entrant in round_.entrants:
        states[entrant.number] = _state(entrant, round_, scores, previous, max_score, last_round)
    return states


def _state(
    entrant: Entrant, round_: SwissRound, scores: dict[int, list[Fraction]], previous: int, max_score: Fraction, last_round: bool,
) -> PlayerState:
    colours: list[Colour] = []
    opponents: set[int] = set()
    bye_eligible = True
    unplayed = 0
    history = list(entrant.rounds[:previous]) + [None] * (previous - len(entrant.rounds[:previous]))
    for entry in history:
        if entry is None or not entry.result.played:
            unplayed += 1
        if entry is None:
            continue
        if entry.result.played and entry.opponent is not None:
            opponents.add(entry.opponent)
            if entry.colour is not Colour.NONE:
                colours.append(entry.colour)
        if entry.result is Result.PAIRING_BYE:
            bye_eligible = False
        elif not entry.result.played and round_.points.points(entry.result) >= round_.points.win and entry.result in (
            Result.FORFEIT_WIN, Result.FULL_POINT_BYE,
        ):
            bye_eligible = False
    difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
    preference, strength = _preference(colours, difference)
    score = scores[entrant.number][previous]
    floats = (_float(entrant, round_, scores, previous), _float(entrant, round_, scores, previous - 1))
    return PlayerState(
        number=entrant.number,
        score=score,
        colours=tuple(colours),
        opponents=frozenset(opponents),
        preference=preference,
        strength=strength,
        colour_difference=difference,
        floats=floats,
        bye_eligible=bye_eligible,
        unplayed=unplayed,
        topscorer=last_round and previous > 0 and score * 2 > max_score,
    )


def _preference(colours: list[Colour], difference: int) -> tuple[Colour, Strength]:
    """C.04.3 1.6.2: absolute, strong, mild or no colour preference."""
    if not colours:
        return Colour.NONE, Strength.NONE
    if difference < -1:
        return Colour.WHITE, Strength.ABSOLUTE
    if difference > 1:
        return Colour.BLACK, Strength.ABSOLUTE
    if len(colours) >= 2 and colours[-1] == colours[-2]:
        return colours[-1].opposite(), Strength.ABSOLUTE
    if difference == -1:
        return Colour.WHITE, Strength.STRONG
    if difference == 1:
        return Colour.BLACK, Strength.STRONG
    return colours[-1].opposite(), Strength.MILD


def _float(entrant: Entrant, round_: SwissRound, scores: dict[int, list[Fraction]], number: int) -> Float:
    """The float the player received in round ``number`` (1-based; none before round 1)."""
    if number < 1 or number > len(entrant.rounds):
        return Float.NONE
    entry = entrant.rounds[number - 1]
    if entry is None:
        return Float.NONE
    own = scores[entrant.number][number - 1]
    if entry.result.played and entry.opponent is not None and entry.opponent in scores:
        theirs = scores[entry.opponent][number - 1]
        if own > theirs:
            return Float.DOWN
        if own < theirs:
            return Float.UP
        return Float.NONE
    if not entry.result.played and round_.points.points(entry.result) > round_.points.loss:
        return Float.DOWN
    return Float.NONE


def participant_places(round_: SwissRound) -> dict[int, int]:
    """Each participant's place by pairing number (1 = first): the players paired now or in a round before.

    Players who have not yet taken part (absent since round 1) have no place
    yet, as the late entries they are.
    """
    before = round_.number - 1
    taking_part = []
    for entrant in round_.entrants:
        present = entrant.number not in round_.absent
        earlier = any(
            e is not None and (e.result.paired or e.result is Result.PAIRING_BYE) for e in entrant.rounds[:before])
        if present or earlier:
            taking_part.append(entrant.number)
    return {number: k + 1 for k, number in enumerate(sorted(taking_part))}
