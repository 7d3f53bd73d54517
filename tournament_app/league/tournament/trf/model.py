"""A tournament report file (TRF) as plain values: header, players and their rounds."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..dutch.model import Colour, PointSystem, RoundEntry


@dataclass
class TrfPlayer:
    """A player line (001): identity columns kept as written, the rounds parsed."""

    number: int
    name: str = ""
    rating: int = 0
    sex: str = ""
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    points: str = ""
    rank: int = 0
    rounds: list[RoundEntry | None] = field(default_factory=list)  # None: blank (not yet paired)


@dataclass
class TrfTournament:
    """A whole TRF: players, rounds planned, initial colour, point system, other header lines as written."""

    name: str = ""
    players: list[TrfPlayer] = field(default_factory=list)
    rounds_total: int | None = None
    initial_colour: Colour | None = None
    points: PointSystem = field(default_factory=PointSystem)
    header: list[str] = field(default_factory=list)  # other ??2 lines, kept for the round trip

    @property
    def rounds_played(self) -> int:
        """How many rounds the file records (the longest player record)."""
        return max((len(p.rounds) for p in self.players), default=0)
