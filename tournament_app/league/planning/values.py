"""What planning returns: entrants, seed lists, brackets, pools, Swiss rounds, predictions, balanced teams, pairings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...messages import Text, translate
from ..errors import LeagueError

#: What an entrant can be seeded by: the conservative estimate μ − kσ, μ, or the displayed rating.
SEED_KEYS = ("conservative", "mu", "display")
SEED_KEY_TITLES: dict[str, Text] = {
    "conservative": translate("league.planning.values", "Conservative estimate (μ − kσ)"),
    "mu": translate("league.planning.values", "Skill estimate μ"),
    "display": translate("league.planning.values", "Displayed rating"),
}


def check_key(key: str) -> None:
    """Refuse an unknown seeding key."""
    if key not in SEED_KEYS:
        raise LeagueError(translate("league.planning.values", "Unknown seeding key {key!r} (known: {known}).").format(key=key, known=", ".join(SEED_KEYS)))


#: The chance window of "a fair opponent" (Battlesnake-style matchmaking; rating-update accepts ~30%).
DEFAULT_WINDOW = (0.40, 0.60)


@dataclass(frozen=True)
class Entrant:
    """A player or a team entering an event, with the ratings seeding can use.

    A team's rating is its members' composite: mean μ and root-mean-square σ,
    so it reads on the same scale as a player's. ``groups`` are the labels
    club separation keeps apart: a player's club and rosters, a team's
    members' clubs.
    """

    name: str
    mu: float
    sigma: float
    conservative: float
    display: float
    games: int
    player_ids: tuple[int, ...]
    team_id: int | None = None
    club: str | None = None
    groups: frozenset[str] = frozenset()

    def value(self, key: str) -> float:
        """The number seeding by ``key`` (one of :data:`SEED_KEYS`) sorts on."""
        check_key(key)
        if key == "conservative":
            return self.conservative
        if key == "mu":
            return self.mu
        return float(self.display)


@dataclass(frozen=True)
class Seed:
    """An entrant's place in the seeding."""

    seed: int
    entrant: Entrant
    rating: float
    #: the seed by rating alone, before club separation moved anyone
    by_rating: int
    #: unrated and level with other unrated entrants: placed among them by drawing lots
    by_lot: bool = False

    @property
    def name(self) -> str:
        """The entrant's name."""
        return self.entrant.name

    @property
    def moved(self) -> int:
        """How many places club separation moved this entrant (0 if none)."""
        return abs(self.seed - self.by_rating)

    def as_dict(self) -> dict[str, Any]:
        """``{"seed", "name", "rating"}``: the CLI's JSON and CSV columns."""
        return {"seed": self.seed, "name": self.name, "rating": round(self.rating, 2)}


@dataclass(frozen=True)
class SeedList:
    """Entrants in seed order (seed 1 first)."""

    key: str
    seeds: tuple[Seed, ...]
    #: first-round matches (as seed pairs) whose entrants still share a club or team
    clashes: tuple[tuple[int, int], ...] = ()
    separated: bool = False
    max_places: int = 0
    #: the draw that placed the unrated entrants (the same draw, the same order); None: by name
    lots: int | None = None

    def names(self) -> list[str]:
        """Names in seed order: the plain list bracket websites accept for bulk entry."""
        return [s.name for s in self.seeds]

    def __len__(self) -> int:
        return len(self.seeds)


@dataclass(frozen=True)
class BracketMatch:
    """One first-round match; ``bottom`` is None for a bye."""

    number: int
    top: Seed
    bottom: Seed | None

    def as_dict(self) -> dict[str, Any]:
        """``{"match", "top", "bottom"}`` with each side as a seed dict (``bottom`` null for a bye)."""
        return {"match": self.number, "top": self.top.as_dict(), "bottom": self.bottom.as_dict() if self.bottom else None}


@dataclass(frozen=True)
class Bracket:
    """A single-elimination bracket's first round (double elimination uses the same seed order)."""

    size: int
    seeds: SeedList
    slots: tuple[Seed | None, ...]
    matches: tuple[BracketMatch, ...]

    @property
    def byes(self) -> int:
        """How many top seeds go straight to round 2."""
        return self.size - len(self.seeds)

    @property
    def rounds(self) -> int:
        """Rounds to the final (log2 of the size)."""
        return self.size.bit_length() - 1

    def as_dict(self) -> dict[str, Any]:
        """The CLI's JSON form."""
        return {
            "bracket_size": self.size,
            "entrants": len(self.seeds),
            "byes": self.byes,
            "matches": [m.as_dict() for m in self.matches],
        }


@dataclass(frozen=True)
class Pool:
    """A round-robin pool and its schedule by the Berger tables (``None`` is a bye)."""

    name: str
    seeds: tuple[Seed, ...]
    rounds: tuple[tuple[tuple[Seed, Seed | None], ...], ...]


@dataclass(frozen=True)
class SwissLine:
    """A player's score in a Swiss event so far."""

    player_id: int
    name: str
    score: float
    games: int
    rating: float
    had_bye: bool


@dataclass(frozen=True)
class SwissRound:
    """The next round's pairings of a Swiss event."""

    event_id: int
    number: int
    standings: tuple[SwissLine, ...]
    pairs: tuple[tuple[SwissLine, SwissLine], ...]
    chances: tuple[float, ...]
    bye: SwissLine | None


@dataclass(frozen=True)
class Prediction:
    """Win probabilities and match quality of a proposed match, before it is played."""

    sides: tuple[tuple[str, ...], ...]
    win_probability: tuple[float, ...]
    draw_probability: float | None
    quality: float

    def as_dict(self) -> dict[str, Any]:
        """``{"sides", "win_probability", "draw_probability"}``: the CLI's JSON."""
        return {
            "sides": [list(s) for s in self.sides],
            "win_probability": list(self.win_probability),
            "draw_probability": self.draw_probability,
        }


@dataclass(frozen=True)
class BalancedTeam:
    """One team of a balanced split."""

    players: tuple[Entrant, ...]
    total: float
    win_probability: float

    @property
    def names(self) -> list[str]:
        """The members' names."""
        return [p.name for p in self.players]


@dataclass(frozen=True)
class Balance:
    """Teams split as evenly as the model predicts, and how the split was found."""

    teams: tuple[BalancedTeam, ...]
    unevenness: float
    exact: bool
    evaluated: int
    bound: float | None
    quality: float

    def as_dict(self) -> dict[str, Any]:
        """``{"teams", "win_probability"}``: the CLI's JSON."""
        return {"teams": [t.names for t in self.teams], "win_probability": [t.win_probability for t in self.teams]}

    def method(self) -> Text:
        """How the split was found, in words (with the heuristic's bound when it has one)."""
        if self.exact:
            return translate("league.planning.values", "best of all {count} possible splits").format(count=self.evaluated)
        if self.bound is not None:
            return translate("league.planning.values", "heuristic (too many splits to try all): team totals differ by at most {bound:.2f}, "
                             "the gap between the strongest and weakest player").format(bound=self.bound)
        return translate("league.planning.values", "heuristic (too many splits to try all)")


@dataclass(frozen=True)
class Opponent:
    """A possible opponent and the chosen player's chance against them."""

    entrant: Entrant
    chance: float
    quality: float


@dataclass(frozen=True)
class ProposedMatch:
    """A suggested game between two waiting players."""

    sides: tuple[Entrant, Entrant]
    win_probability: tuple[float, float]
    quality: float
    repeat: bool

    def side_names(self) -> list[list[str]]:
        """Each side's player names (for the match form)."""
        return [[s.name] for s in self.sides]


@dataclass(frozen=True)
class Pairing:
    """Suggested games for the players waiting, and who sits this one out."""

    matches: tuple[ProposedMatch, ...]
    sitting_out: Entrant | None = None
    avoided: frozenset[frozenset[int]] = field(default_factory=frozenset)
