"""The rounds drawn for a club night: who plays whom at which table, and who sits out."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DrawnMatch:
    """One match of a drawn round: player names per side and each side's predicted win chance."""

    table: str | None
    sides: tuple[tuple[str, ...], ...]
    win_probability: tuple[float, ...]


@dataclass(frozen=True)
class DrawnRound:
    """A round of a club night draw, numbered from 1."""

    round: int
    matches: tuple[DrawnMatch, ...]
    sitting_out: tuple[str, ...] = ()
    #: DYP: the night's fixed pairs after this round (a side that is not one plays with a stand-in); () otherwise
    pairs: tuple[tuple[str, str], ...] = ()
    #: an event played out: the bracket ("winners", "losers", "final", "third-place", a pool, or "round" for a
    #: Swiss or round robin), the round in it and how many rounds it has; None for a club night's draw
    stage: tuple[str, int, int] | None = None
