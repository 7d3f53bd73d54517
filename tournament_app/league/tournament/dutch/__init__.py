"""The FIDE (Dutch) System, C.04.3 as approved in 2024 (in force from 2026): pure pairing, no club file.

:func:`pair_round` takes a :class:`SwissRound` (the players' records so far,
the point system, the initial colour or none, who is absent) and returns a
:class:`RoundPairing`. The criteria are met by maximum-weight matching, as
the FIDE-endorsed engines do (:mod:`.weights`, :mod:`.brackets`).
"""

from __future__ import annotations

from .engine import PairingError, pair_round
from .model import Absence, Board, Colour, Entrant, PointSystem, Result, RoundEntry, RoundPairing, SwissRound

__all__ = [
    "Absence",
    "Board",
    "Colour",
    "Entrant",
    "PairingError",
    "PointSystem",
    "Result",
    "RoundEntry",
    "RoundPairing",
    "SwissRound",
    "pair_round",
]
