"""Plain values of an event played out: formats, fixture keys, bracket sources and states, table lines.

Entrants are numbered by seed (1 = best) in the pure parts of this package;
the stored parts map seeds to the event's entrants.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...messages import Text, translate

#: what each format is called on screen (said in the reader's language)
FORMAT_TITLES: dict[str, Text] = {
    "club-night": translate("league.tournament.values", "Club night"),
    "swiss": translate("league.tournament.values", "Swiss"),
    "round-robin": translate("league.tournament.values", "Round robin"),
    "single-elimination": translate("league.tournament.values", "Single elimination"),
    "double-elimination": translate("league.tournament.values", "Double elimination"),
    "pools-knockout": translate("league.tournament.values", "Pools, then knockout"),
}

#: The edition of the pairing rules new events play by. 1: the round robin by the circle method and the
#: first losers' bracket drop order; 2: the Berger tables (FIDE C.05 Annex 1) and the drop order of
#: :mod:`.double_elimination`. An event keeps the edition it started with (``Settings.rules``).
CURRENT_RULES = 2

#: formats whose matches can't end in a draw
KNOCKOUT_FORMATS = ("single-elimination", "double-elimination")

#: the tiebreaks an event may use, in the command line's spelling
TIEBREAKS = ("buchholz", "buchholz-cut1", "median-buchholz", "sonneborn-berger", "wins", "games-won", "direct-encounter")

#: the bracket names of fixtures ("pool A", "pool B"... are made by :func:`pool_bracket`); None: Swiss and round robin
WINNERS, LOSERS, FINAL, THIRD_PLACE = "winners", "losers", "final", "third-place"

#: (bracket, round, position): where a fixture sits; round and position count from 1 in each bracket
FixtureKey = tuple[str | None, int, int]

Status = Literal["waiting", "ready", "done", "bye", "void"]


def pool_bracket(index: int) -> str:
    """The bracket name of pool ``index`` (0 → "pool A", 25 → "pool Z", 26 → "pool AA")."""
    letters = ""
    n = index + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return f"pool {letters}"


def pool_title(bracket: str) -> Text:
    """A pool's name as people read it: "pool A" -> "Pool A" (said in the reader's language)."""
    return translate("league.tournament.values", "Pool {letters}").format(letters=bracket.removeprefix("pool").strip())


@dataclass(frozen=True)
class Source:
    """Where one side of a bracket fixture comes from: a seed, or the winner or loser of another fixture."""

    seed: int | None = None
    winner_of: FixtureKey | None = None
    loser_of: FixtureKey | None = None


@dataclass(frozen=True)
class FixtureSpec:
    """One fixture of a bracket: where it sits and where its two sides come from.

    ``reset`` marks the grand final's second match, played only when the
    side from the losers' bracket wins the first.
    """

    key: FixtureKey
    sources: tuple[Source, Source]
    reset: bool = False


@dataclass(frozen=True)
class FixtureState:
    """A bracket fixture given the results so far.

    ``sides`` are seeds (None: not known yet, or nobody will come: see status).
    Status: "waiting" (a side not known yet), "ready" (both known, no result),
    "done" (played), "bye" (one side will never come: the other goes on
    without playing), "void" (never played: both sides empty, or a reset
    that is not needed).
    """

    key: FixtureKey
    sides: tuple[int | None, int | None]
    status: Status
    winner: int | None = None
    loser: int | None = None


@dataclass(frozen=True)
class Game:
    """One played game of a Swiss, round robin or pool: seeds a and b, and a's score (1, ½ or 0)."""

    round: int
    a: int
    b: int
    score_a: float


@dataclass(frozen=True)
class TableLine:
    """One line of a Swiss, round robin or pool table: place (shared places repeat), points and tiebreaks."""

    place: int
    seed: int
    points: float
    games: int
    wins: int
    tiebreaks: dict[str, float | None] = field(default_factory=dict)
