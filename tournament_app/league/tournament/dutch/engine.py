"""Pairing one round by the FIDE (Dutch) System: who plays whom, with which colour, and the bye."""

from __future__ import annotations

from fractions import Fraction

from ....errors import UserError
from ....messages import translate
from .brackets import pair_brackets
from .solve import NoPairing
from .colours import allocate
from .model import Board, Colour, RoundPairing, SwissRound
from .players import participant_places, player_states


class PairingError(UserError):
    """The round cannot be paired (no pairing meets the absolute criteria, or the request is wrong)."""


def pair_round(round_: SwissRound) -> RoundPairing:
    """Pair round ``round_.number``: the boards (White first) and the pairing-allocated bye."""
    if round_.number < 1:
        raise PairingError(translate("league.dutch", "The round to pair must be 1 or later."))
    states = player_states(round_)
    playing = [s for s in states.values() if s.number not in round_.absent]
    playing.sort(key=lambda s: (-s.score, s.number))
    place = participant_places(round_)
    colours = round_.first_colour is not None
    initial = round_.first_colour or Colour.WHITE
    try:
        found = pair_brackets(playing, colours, initial, place)
    except NoPairing:
        if colours:
            message = translate("league.dutch", "Round {round} cannot be paired: no pairing avoids every repeat game and colour clash.")
        else:
            message = translate("league.dutch", "Round {round} cannot be paired: no pairing avoids every repeat game.")
        raise PairingError(message.format(round=round_.number)) from None
    boards: list[tuple[tuple[Fraction, Fraction, int], Board]] = []
    for a, b in found.pairs:
        high, low = (a, b) if a < b else (b, a)
        ph, pl = playing[high], playing[low]
        colour = allocate(ph, pl, True, initial, place[ph.number])
        board = Board(ph.number, pl.number) if colour is Colour.WHITE else Board(pl.number, ph.number)
        key = (-max(ph.score, pl.score), -min(ph.score, pl.score), high)
        boards.append((key, board))
    boards.sort(key=lambda kb: kb[0])
    bye = playing[found.bye].number if found.bye is not None else None
    return RoundPairing(tuple(b for _, b in boards), bye)
