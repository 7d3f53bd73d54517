"""The Dutch engine's plain values: a tournament's state before a round, and the round it pairs.

Pure data, no rules: :mod:`.players` derives what the rules need from it.
Players are known by their pairing numbers (1 = highest in the initial
ranking list); a round's entry records what the player's line in a TRF
records for that round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction


class Colour(Enum):
    """A side of the board; ``NONE`` for an unpaired round (a bye, an absence)."""

    WHITE = "w"
    BLACK = "b"
    NONE = "-"

    def opposite(self) -> Colour:
        """White for Black and Black for White."""
        if self is Colour.WHITE:
            return Colour.BLACK
        if self is Colour.BLACK:
            return Colour.WHITE
        return Colour.NONE


class Result(Enum):
    """What a round brought a player, by the TRF's result codes."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    UNRATED_WIN = "W"  # played, the game lasted less than one move
    UNRATED_DRAW = "D"
    UNRATED_LOSS = "L"
    HALF_POINT_BYE = "H"
    FULL_POINT_BYE = "F"
    PAIRING_BYE = "U"  # the pairing-allocated bye
    ZERO_POINT_BYE = "Z"  # a known absence

    @property
    def played(self) -> bool:
        """A game on the board: it counts for colours, floats and "have met"."""
        return self in _PLAYED

    @property
    def paired(self) -> bool:
        """The pairing gave the player an opponent (a played or a forfeited game)."""
        return self in _PLAYED or self in (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)


_PLAYED = frozenset({Result.WIN, Result.DRAW, Result.LOSS, Result.UNRATED_WIN, Result.UNRATED_DRAW, Result.UNRATED_LOSS})


@dataclass(frozen=True)
class PointSystem:
    """Points per result (FIDE default 1, ½, 0; a pairing-allocated bye as a win unless set)."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    zero_bye: Fraction = Fraction(0)
    forfeit_loss: Fraction = Fraction(0)
    pairing_bye: Fraction | None = None

    @property
    def bye(self) -> Fraction:
        """What the pairing-allocated bye is worth."""
        return self.win if self.pairing_bye is None else self.pairing_bye

    def points(self, result: Result) -> Fraction:
        """The points ``result`` brings."""
        if result in (Result.WIN, Result.FORFEIT_WIN, Result.UNRATED_WIN, Result.FULL_POINT_BYE):
            return self.win
        if result in (Result.DRAW, Result.UNRATED_DRAW, Result.HALF_POINT_BYE):
            return self.draw
        if result in (Result.LOSS, Result.UNRATED_LOSS):
            return self.loss
        if result is Result.FORFEIT_LOSS:
            return self.forfeit_loss
        if result is Result.PAIRING_BYE:
            return self.bye
        return self.zero_bye


@dataclass(frozen=True)
class RoundEntry:
    """One round of a player's record: the opponent (None when unpaired), the colour, the result."""

    opponent: int | None
    colour: Colour
    result: Result


@dataclass(frozen=True)
class Entrant:
    """A player as the pairing sees them: pairing number, rating, rounds so far (round 1 first)."""

    number: int
    rating: int = 0
    rounds: tuple[RoundEntry | None, ...] = ()  # None: not yet in the tournament that round (a late entry)


@dataclass(frozen=True)
class Absence:
    """A player not to be paired in the round: a requested bye (points given) or a withdrawal (none)."""

    number: int
    result: Result = Result.ZERO_POINT_BYE


@dataclass(frozen=True)
class SwissRound:
    """Everything the Dutch system needs to pair round ``number``.

    ``rounds_total`` tells the last round (topscorers); ``first_colour`` is the
    initial colour (White for pairing number 1 in round 1 when White), ``None``
    for an event without colours. ``absent`` are the players not to be paired
    this round; everyone else in ``entrants`` is paired.
    """

    entrants: tuple[Entrant, ...]
    number: int
    rounds_total: int
    first_colour: Colour | None = Colour.WHITE
    points: PointSystem = field(default_factory=PointSystem)
    absent: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Board:
    """A pair of the round: ``white`` and ``black`` (side 1 and side 2 without colours)."""

    white: int
    black: int


@dataclass(frozen=True)
class RoundPairing:
    """A paired round: the boards in order and the player with the pairing-allocated bye (or None)."""

    boards: tuple[Board, ...]
    bye: int | None

    def as_lines(self) -> list[str]:
        """The JaVaFo/bbpPairings list: the number of pairs, then "white black", "N 0" for the bye."""
        lines = [str(len(self.boards) + (self.bye is not None))]
        lines += [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            lines.append(f"{self.bye} 0")
        return lines
