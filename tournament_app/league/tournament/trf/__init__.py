"""Tournament report files (TRF-2026, TRF16, TRF(x)/(bx)): reading, writing, and the rounds they record."""

from __future__ import annotations

from .generate import Rates, generate
from .model import TrfPlayer, TrfTournament
from .read import TrfError, read_trf, read_trf_file
from .rounds import initial_colour, played_pairs, round_to_pair, swiss_round
from .write import write_trf

__all__ = [
    "Rates",
    "TrfError",
    "TrfPlayer",
    "TrfTournament",
    "generate",
    "initial_colour",
    "played_pairs",
    "read_trf",
    "read_trf_file",
    "round_to_pair",
    "swiss_round",
    "write_trf",
]
