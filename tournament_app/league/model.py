"""The values league use cases take and return (plain dataclasses, no SQL, no Qt)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Player:
    """A person who plays."""

    id: int
    name: str
    club: str | None
    archived: bool
    created_at: str


@dataclass(frozen=True)
class Team:
    """A named roster an organizer reuses."""

    id: int
    name: str
    member_ids: tuple[int, ...]
    archived: bool


@dataclass(frozen=True)
class Leaderboard:
    """A rating pool with its rating system and parameters."""

    id: int
    name: str
    system: str
    params: dict[str, Any]
    display_scale: str


@dataclass(frozen=True)
class Event:
    """A club night or tournament."""

    id: int
    name: str
    kind: str
    date: str
    leaderboard_id: int
    notes: str | None


@dataclass(frozen=True)
class SideInput:
    """One side of a match to record: players (ids, or names), its rank (1 = best), optional score/team."""

    players: Sequence[int | str]
    rank: int
    score: float | None = None
    team_id: int | None = None


@dataclass(frozen=True)
class SidePlayer:
    """A player's line in a recorded match, with the rating change the match caused."""

    player_id: int
    name: str
    mu_before: float | None
    sigma_before: float | None
    mu_after: float | None
    sigma_after: float | None


@dataclass(frozen=True)
class MatchSide:
    """One side of a recorded match."""

    side: int
    rank: int
    score: float | None
    team_id: int | None
    team_name: str | None
    players: tuple[SidePlayer, ...]


@dataclass(frozen=True)
class Match:
    """A recorded match with its sides (ordered by side number)."""

    id: int
    leaderboard_id: int
    event_id: int | None
    played_at: str
    seq: int
    notes: str | None
    sides: tuple[MatchSide, ...]
    #: the individual games, if recorded: each maps a player id to their own score (absent: no entry)
    games: tuple[Mapping[int, float], ...] = ()
    #: the result's identity, ``<club id>-<number>``: the same in every club file it is exported, imported or merged into
    result_id: str = ""

    def as_inputs(self) -> list[SideInput]:
        """The sides as :class:`SideInput`, e.g. to record the match again (undo of delete)."""
        return [
            SideInput([p.player_id for p in s.players], s.rank, s.score, s.team_id) for s in self.sides
        ]


@dataclass(frozen=True)
class Standing:
    """One row of a leaderboard."""

    rank: int
    player_id: int
    player: str
    mu: float
    sigma: float
    conservative: float
    display: int | float
    games: int
    wins: int
    last_played: str | None

    def as_dict(self) -> dict[str, Any]:
        """The row with the keys of the CLI's JSON contract."""
        return {
            "rank": self.rank,
            "player": self.player,
            "mu": self.mu,
            "sigma": self.sigma,
            "conservative": self.conservative,
            "display": self.display,
            "games": self.games,
            "wins": self.wins,
            "last_played": self.last_played,
        }


@dataclass(frozen=True)
class HistoryEntry:
    """A player's rating before and after one match."""

    match_id: int
    played_at: str
    event: str | None
    side: int
    rank: int
    result: str
    opponents: str
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    #: how many sides the match had, and how many shared this side's placement (1: not shared)
    sides: int = 2
    shared: int = 1
    #: the match's best placement (the winners' rank)
    best: int = 1


@dataclass(frozen=True)
class HeadToHead:
    """Two players' record against each other (matches where they were on different sides)."""

    player_a: str
    player_b: str
    wins_a: int
    wins_b: int
    draws: int
    matches: tuple[int, ...] = field(default=())

    @property
    def played(self) -> int:
        """How many matches the two played against each other."""
        return self.wins_a + self.wins_b + self.draws


@dataclass(frozen=True)
class Changes:
    """What a data-changing call touched, so views refresh only that (Anki's OpChanges / OpChangesWithId).

    Every data-changing league call returns one. ``players``, ``leaderboards``,
    ``events`` and ``matches`` are the ids whose rows (or derived ratings)
    changed; ``teams`` says whether any roster changed; ``replayed`` how many
    matches were rated again. ``id`` is the id of what the call created (the
    new player, team, leaderboard, event, match, night table, round...; None
    when it created nothing): ``club.add_player("Ann").id``, then read the row
    with ``club.player(changes.id)``. ``count`` is how many rows an import
    brought in (matches, players or log events), ``already`` how many it found
    already there (results, not added again). Joining two with ``|``
    keeps the left one's ``id`` (else the right one's) and adds the counts.
    """

    players: frozenset[int] = frozenset()
    teams: bool = False
    leaderboards: frozenset[int] = frozenset()
    events: frozenset[int] = frozenset()
    matches: frozenset[int] = frozenset()
    replayed: int = 0
    #: the id of the row the call created (None: it created nothing)
    id: int | None = None
    #: how many rows an import brought in
    count: int = 0
    #: how many of an import's rows the club already had (not added again)
    already: int = 0

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.players | other.players,
            self.teams or other.teams,
            self.leaderboards | other.leaderboards,
            self.events | other.events,
            self.matches | other.matches,
            self.replayed + other.replayed,
            self.id if self.id is not None else other.id,
            self.count + other.count,
            self.already + other.already,
        )


@dataclass(frozen=True)
class ChangesWithId(Changes):
    """:class:`Changes` of a call that always creates a row: its ``id`` is never None (Anki's OpChangesWithId)."""

    id: int = field(kw_only=True)
