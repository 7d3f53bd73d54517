"""The club: the one object a front end holds, a thin facade over the league's domain modules.

Like Anki's ``Collection``, :class:`Club` owns the open file (its
:class:`~tournament_app.league.core.ClubCore`: connection, transactions,
undo steps, backups, caches) and delegates every use case to the module of
its domain: :mod:`.players`, :mod:`.teams`, :mod:`.leaderboards`,
:mod:`.events`, :mod:`.matches`, :mod:`.queries` and :mod:`.rating`. Each
data-changing call runs in one transaction, is one undo step named by the
call ("Add player Ann") and returns :class:`~tournament_app.league.model.Changes`
(with the new row's ``id`` when it created one); on any error nothing is written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..ratings import Rating
from . import events, leaderboards, matches, players, queries, rating, teams
from .core import ClubCore
from .events import EVENT_KINDS
from .leaderboards import (
    DISPLAY_SCALES,
    display_decimals,
    display_value,
    known_systems,
    rating_systems,
)
from .match_games import GameInput, PlayerKey, placements_from_games
from .model import (
    Changes,
    ChangesWithId,
    Event,
    HeadToHead,
    HistoryEntry,
    Leaderboard,
    Match,
    Player,
    SideInput,
    Standing,
    Team,
)
from .names import clean_name, name_key
from .replay import CancelledFn, ProgressFn
from .standings import StandingsTable
from .undo import REDO, UNDO, UndoResult, undo_or_redo

__all__ = [
    "DISPLAY_SCALES",
    "EVENT_KINDS",
    "Club",
    "GameInput",
    "PlayerKey",
    "clean_name",
    "display_decimals",
    "display_value",
    "known_systems",
    "name_key",
    "placements_from_games",
    "rating_systems",
]


class Club(ClubCore):
    """One club database and everything an organizer does with it (each method delegates to its domain)."""

    # ---- undo and redo (league/undo.py) ---------------------------------------------------

    def undo(self, step_id: int | None = None, *, progress: ProgressFn | None = None,
             cancelled: CancelledFn | None = None) -> UndoResult:
        """Undo the file's latest step (``step_id``: only if it is that one); the derived data is replayed."""
        return undo_or_redo(self, UNDO, step_id, rating.replay, progress=progress, cancelled=cancelled)

    def redo(self, step_id: int | None = None, *, progress: ProgressFn | None = None,
             cancelled: CancelledFn | None = None) -> UndoResult:
        """Redo the step undone last (``step_id``: only if it is that one)."""
        return undo_or_redo(self, REDO, step_id, rating.replay, progress=progress, cancelled=cancelled)

    # ---- players (league/players.py) ---------------------------------------------------------

    def add_player(self, name: str, club: str | None = None) -> ChangesWithId:
        """Add a player; the name must be new (case-insensitively) and hold no comma (``id``: the new player's)."""
        return players.add_player(self, name, club)

    def rename_player(self, player_id: int, name: str) -> Changes:
        """Give a player a new name (no comma in it)."""
        return players.rename_player(self, player_id, name)

    def set_player_club(self, player_id: int, club: str | None) -> Changes:
        """Set or clear the club a player belongs to."""
        return players.set_player_club(self, player_id, club)

    def archive_player(self, player_id: int, archived: bool = True) -> Changes:
        """Hide a player from lists and leaderboards (their results stay)."""
        return players.archive_player(self, player_id, archived)

    def delete_player(self, player_id: int) -> Changes:
        """Delete a player who has never played (e.g. added by mistake); archive the others."""
        return players.delete_player(self, player_id)

    def restore_player(self, player: Player, team_ids: Sequence[int] = ()) -> ChangesWithId:
        """Put back a deleted player with the same id (undo of add or delete)."""
        return players.restore_player(self, player, team_ids)

    def teams_of(self, player_id: int) -> list[int]:
        """Ids of the rosters a player belongs to."""
        return players.teams_of(self, player_id)

    def merge_players(self, keep_id: int, merge_id: int) -> Changes:
        """Move every result of ``merge_id`` to ``keep_id``, delete ``merge_id``, rebuild ratings."""
        return players.merge_players(self, keep_id, merge_id)

    def player(self, player_id: int) -> Player:
        """The player with this id (NotFoundError if there is none)."""
        return players.get_player(self, player_id)

    def find_player(self, name: str) -> Player | None:
        """The player with this name (case-insensitive), or None."""
        return players.find_player(self, name)

    def players(self, search: str = "", *, include_archived: bool = False) -> list[Player]:
        """Players sorted by name, optionally filtered by a part of the name."""
        return players.players(self, search, include_archived=include_archived)

    def player_count(self) -> int:
        """How many players (archived included) the club has."""
        return players.player_count(self)

    # ---- teams (league/teams.py) -------------------------------------------------------------

    def add_team(self, name: str, member_ids: Sequence[int] = ()) -> ChangesWithId:
        """Create a named roster (no comma in its name); ``id``: the new team's."""
        return teams.add_team(self, name, member_ids)

    def set_team(self, team_id: int, *, name: str | None = None, member_ids: Sequence[int] | None = None) -> Changes:
        """Rename a roster and/or replace its members (recorded matches keep their lineups)."""
        return teams.set_team(self, team_id, name=name, member_ids=member_ids)

    def archive_team(self, team_id: int, archived: bool = True) -> Changes:
        """Hide a roster from lists (matches that used it keep it)."""
        return teams.archive_team(self, team_id, archived)

    def delete_team(self, team_id: int) -> Changes:
        """Delete a roster no recorded match used (archive it otherwise)."""
        return teams.delete_team(self, team_id)

    def team(self, team_id: int) -> Team:
        """The roster with this id."""
        return teams.get_team(self, team_id)

    def find_team(self, name: str) -> Team | None:
        """The roster with this name (case-insensitive), or None."""
        return teams.find_team(self, name)

    def teams(self, *, include_archived: bool = False) -> list[Team]:
        """All rosters sorted by name."""
        return teams.teams(self, include_archived=include_archived)

    # ---- leaderboards (league/leaderboards.py) -----------------------------------------------

    def leaderboards(self) -> list[Leaderboard]:
        """Every leaderboard, in the order they were created."""
        return leaderboards.leaderboards(self)

    def leaderboard(self, ref: int | str | None = None) -> Leaderboard:
        """A leaderboard by id or name; None means the first one ("Default" in a new club)."""
        return leaderboards.get_leaderboard(self, ref)

    def new_leaderboard(
        self, name: str, system: str = "bbt", params: Mapping[str, Any] | None = None, display_scale: str = "auto"
    ) -> ChangesWithId:
        """Create a leaderboard with a rating system and its parameters; ``id``: the new leaderboard's."""
        return leaderboards.new_leaderboard(self, name, system, params, display_scale)

    def update_leaderboard(
        self,
        leaderboard_id: int,
        *,
        name: str | None = None,
        system: str | None = None,
        params: Mapping[str, Any] | None = None,
        display_scale: str | None = None,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Rename a leaderboard or change its rating system/parameters (then every match is re-rated)."""
        return leaderboards.update_leaderboard(self, leaderboard_id, name=name, system=system, params=params, display_scale=display_scale, progress=progress, cancelled=cancelled)

    # ---- events (league/events.py) -----------------------------------------------------------

    def add_event(self, name: str, date: str, leaderboard_id: int | None = None, kind: str = "club night", notes: str | None = None) -> ChangesWithId:
        """Create a club night or tournament on a date; ``id``: the new event's."""
        return events.add_event(self, name, date, leaderboard_id, kind, notes)

    def event(self, event_id: int) -> Event:
        """The event with this id."""
        return events.get_event(self, event_id)

    def find_event(self, name: str, leaderboard_id: int | None = None) -> Event | None:
        """The most recent event with this name (in a leaderboard, if given), or None."""
        return events.find_event(self, name, leaderboard_id)

    def events(self, leaderboard_id: int | None = None) -> list[Event]:
        """Events, newest first."""
        return events.events(self, leaderboard_id)

    def update_event(self, event_id: int, *, name: str | None = None, date: str | None = None, kind: str | None = None, notes: str | None = None) -> Changes:
        """Change an event's name, date, kind or notes (its matches keep their own times)."""
        return events.update_event(self, event_id, name=name, date=date, kind=kind, notes=notes)

    def delete_event(self, event_id: int) -> Changes:
        """Delete an event that has no matches."""
        return events.delete_event(self, event_id)

    # ---- matches (league/matches.py) ---------------------------------------------------------

    def event_results(self, event_id: int) -> list[Match]:
        """The event's matches in the order they were played, with rating changes."""
        return matches.event_results(self, event_id)

    def record_match(
        self,
        sides: Sequence[SideInput],
        *,
        leaderboard_id: int | None = None,
        played_at: str | None = None,
        event_id: int | None = None,
        notes: str | None = None,
        create_players: bool = False,
        games: Sequence[GameInput] | None = None,
    ) -> ChangesWithId:
        """Validate, store and rate one match in one transaction; ``id``: the new match's."""
        return matches.record_match(self, sides, leaderboard_id=leaderboard_id, played_at=played_at, event_id=event_id, notes=notes, create_players=create_players, games=games)

    def edit_match(
        self,
        match_id: int,
        *,
        sides: Sequence[SideInput] | None = None,
        played_at: str | None = None,
        event_id: int | None = None,
        notes: str | None = None,
        create_players: bool = False,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
        games: Sequence[GameInput] | None = None,
    ) -> Changes:
        """Change a recorded match; history from it on is replayed (players by id or name)."""
        return matches.edit_match(self, match_id, sides=sides, played_at=played_at, event_id=event_id, notes=notes, create_players=create_players, progress=progress, cancelled=cancelled, games=games)

    def delete_match(self, match_id: int, *, progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
        """Delete a match; history after it is replayed."""
        return matches.delete_match(self, match_id, progress=progress, cancelled=cancelled)

    def restore_match(self, match: Match) -> ChangesWithId:
        """Make the match exactly as in ``match`` (same id, time, order and sides), then replay."""
        return matches.restore_match(self, match)

    def match(self, match_id: int) -> Match:
        """A recorded match with its sides, players and their rating changes."""
        return matches.get_match(self, match_id)

    def matches(self, leaderboard_id: int | None = None, *, player_id: int | None = None, limit: int | None = None) -> list[Match]:
        """Recorded matches, most recent first."""
        return matches.matches(self, leaderboard_id, player_id=player_id, limit=limit)

    def match_count(self, leaderboard_id: int | None = None) -> int:
        """How many matches are recorded (in one leaderboard, if given)."""
        return matches.match_count(self, leaderboard_id)

    # ---- queries (league/queries.py) ---------------------------------------------------------

    def standings(
        self,
        leaderboard_id: int | None = None,
        *,
        min_games: int = 0,
        active_since: str | None = None,
        search: str = "",
        as_of: str | None = None,
    ) -> list[Standing]:
        """The leaderboard, best conservative estimate first."""
        return queries.standings(self, leaderboard_id, min_games=min_games, active_since=active_since, search=search, as_of=as_of)

    def standings_table(
        self, leaderboard_id: int | None = None, *, min_games: int = 0, active_since: str | None = None
    ) -> StandingsTable:
        """The leaderboard as a :class:`StandingsTable`: like :meth:`standings`, with rows made on demand."""
        return leaderboards.standings_table(self, leaderboard_id, min_games=min_games, active_since=active_since)

    def rating_of(self, player_id: int, leaderboard_id: int | None = None) -> Rating:
        """A player's current rating (a new player's rating if they have not played)."""
        return queries.rating_of(self, player_id, leaderboard_id)

    def win_chances(
        self, sides: Sequence[SideInput], leaderboard_id: int | None = None, *, before_match: int | None = None
    ) -> list[float]:
        """Each side's chance to win, from the leaderboard's model and current ratings."""
        return queries.win_chances(self, sides, leaderboard_id, before_match=before_match)

    def player_history(self, player_id: int, leaderboard_id: int | None = None) -> list[HistoryEntry]:
        """Every match of the player in the leaderboard, oldest first, with before/after ratings."""
        return queries.player_history(self, player_id, leaderboard_id)

    def head_to_head(self, player_a: int, player_b: int, leaderboard_id: int | None = None) -> HeadToHead:
        """How two players fared against each other (on different sides of a match)."""
        return queries.head_to_head(self, player_a, player_b, leaderboard_id)

    def opponents(self, player_id: int, leaderboard_id: int | None = None) -> list[HeadToHead]:
        """Head-to-head records against everyone the player has faced, most games first."""
        return queries.opponents(self, player_id, leaderboard_id)

    # ---- rating (league/rating.py) -----------------------------------------------------------

    def prepare_big_replays(self) -> None:
        """Start loading the compiled replay loop in the background when this club is big enough to use it."""
        return rating.prepare_big_replays(self)

    def recompute(
        self,
        leaderboard_id: int | None = None,
        *,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Rebuild ratings and history of one leaderboard (all if None) from the matches."""
        return rating.recompute(self, leaderboard_id, progress=progress, cancelled=cancelled)

    # ---- initial ratings (league/leaderboards.py) --------------------------------------------

    def initial_rating(self, leaderboard_id: int, player_id: int) -> tuple[float, float | None] | None:
        """The (mu, sigma) set as the player's starting rating on the leaderboard (sigma None:"""
        return leaderboards.initial_rating(self, leaderboard_id, player_id)

    def set_initial_rating(
        self,
        leaderboard_id: int,
        player_id: int,
        mu: float,
        sigma: float | None = None,
        *,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Start the player at (mu, sigma) on the leaderboard (e.g. from an outside rank or rating)."""
        return leaderboards.set_initial_rating(self, leaderboard_id, player_id, mu, sigma, progress=progress, cancelled=cancelled)

    def clear_initial_rating(
        self,
        leaderboard_id: int,
        player_id: int,
        *,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Let the player start at the system's new rating again; history is replayed."""
        return leaderboards.clear_initial_rating(self, leaderboard_id, player_id, progress=progress, cancelled=cancelled)

