"""A random tournament paired round by round by our Dutch engine: the generator behind ``trf generate``."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..dutch import pair_round
from ..dutch.model import Colour, Result, RoundEntry
from .model import TrfPlayer, TrfTournament
from .rounds import swiss_round


@dataclass(frozen=True)
class Rates:
    """Chances per game or player and round: draws, forfeits, requested half-point byes, withdrawals."""

    draws: float = 0.3
    forfeits: float = 0.0
    byes: float = 0.0
    withdrawals: float = 0.0


def generate(players: int, rounds: int, seed: int, rates: Rates) -> TrfTournament:
    """``players`` rated players over ``rounds`` rounds, every round paired by the Dutch engine."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    tournament = TrfTournament(
        name=f"Random tournament {seed}", rounds_total=rounds, initial_colour=Colour.WHITE if rng.random() < 0.5 else Colour.BLACK,
        players=[TrfPlayer(number=k + 1, name=f"Player {k + 1:04d}", rating=r) for k, r in enumerate(ratings)],
    )
    withdrawn: set[int] = set()
    by_number = {p.number: p for p in tournament.players}
    for number in range(1, rounds + 1):
        for player in tournament.players:
            if player.number not in withdrawn and number > 1 and rng.random() < rates.withdrawals:
                withdrawn.add(player.number)
            if player.number in withdrawn:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE))
            elif rng.random() < rates.byes:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.HALF_POINT_BYE))
        pairing = pair_round(swiss_round(tournament, number))
        for board in pairing.boards:
            white, black = by_number[board.white], by_number[board.black]
            w, b = _result(rng, white.rating, black.rating, rates)
            white.rounds.append(RoundEntry(black.number, Colour.WHITE, w))
            black.rounds.append(RoundEntry(white.number, Colour.BLACK, b))
        if pairing.bye is not None:
            by_number[pairing.bye].rounds.append(RoundEntry(None, Colour.NONE, Result.PAIRING_BYE))
    return tournament


def _result(rng: random.Random, white: int, black: int, rates: Rates) -> tuple[Result, Result]:
    if rng.random() < rates.forfeits:
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if rng.random() < 0.5 else (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    if rng.random() < rates.draws:
        return Result.DRAW, Result.DRAW
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    return (Result.WIN, Result.LOSS) if rng.random() < expected else (Result.LOSS, Result.WIN)
