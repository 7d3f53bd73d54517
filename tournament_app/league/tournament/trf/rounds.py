"""From a TRF to the pairing of one of its rounds, and back: the bridge to :mod:`..dutch`."""

from __future__ import annotations

from ..dutch.model import Colour, Entrant, Result, RoundEntry, SwissRound
from .model import TrfTournament


def round_to_pair(tournament: TrfTournament) -> int:
    """The round a pairing request means: the last column when it holds only absences, else the next one."""
    last = tournament.rounds_played
    if last == 0:
        return 1
    for player in tournament.players:
        entry = player.rounds[last - 1] if len(player.rounds) >= last else None
        if entry is not None and (entry.opponent is not None or entry.result is Result.PAIRING_BYE):
            return last + 1
    return last


def initial_colour(tournament: TrfTournament) -> Colour:
    """The initial colour: as the file says, else inferred from the first round with colours, else White.

    As bbpPairings infers it: the first-round colour of the highest player
    paired then, reversed for each higher player who had no colour in it.
    """
    if tournament.initial_colour is not None:
        return tournament.initial_colour
    for k in range(tournament.rounds_played):
        column = [(p.number, p.rounds[k]) for p in tournament.players if len(p.rounds) > k and p.rounds[k] is not None]
        if not any(e is not None and e.colour is not Colour.NONE for _, e in column):
            continue
        flips = 0
        for _number, entry in sorted(column, key=lambda ne: ne[0]):
            assert entry is not None
            if entry.colour is not Colour.NONE:
                return entry.colour if flips % 2 == 0 else entry.colour.opposite()
            if entry.opponent is not None or entry.result is Result.PAIRING_BYE:
                flips += 1
    return Colour.WHITE


def swiss_round(tournament: TrfTournament, number: int, *, colours: bool = True) -> SwissRound:
    """What pairing round ``number`` needs: the rounds before it, and who is absent in it."""
    entrants = []
    absent = set()
    for player in tournament.players:
        history = tuple(player.rounds[: number - 1])
        entrants.append(Entrant(player.number, player.rating, history))
        entry = player.rounds[number - 1] if len(player.rounds) >= number else None
        if entry is not None and entry.opponent is None and entry.result is not Result.PAIRING_BYE:
            absent.add(player.number)
    total = max(tournament.rounds_total or 0, number)
    return SwissRound(
        entrants=tuple(entrants), number=number, rounds_total=total,
        first_colour=initial_colour(tournament) if colours else None, points=tournament.points, absent=frozenset(absent),
    )


def played_pairs(tournament: TrfTournament, number: int) -> tuple[set[tuple[int, int]], int | None]:
    """The pairs (white, black) the file records for round ``number``, and its pairing-allocated bye."""
    pairs: set[tuple[int, int]] = set()
    bye = None
    for player in tournament.players:
        entry: RoundEntry | None = player.rounds[number - 1] if len(player.rounds) >= number else None
        if entry is None:
            continue
        if entry.result is Result.PAIRING_BYE:
            bye = player.number
        elif entry.opponent is not None and entry.colour is Colour.WHITE:
            pairs.add((player.number, entry.opponent))
        elif entry.opponent is not None and entry.colour is Colour.NONE and player.number < entry.opponent:
            pairs.add((player.number, entry.opponent))
    return pairs, bye
