"""What a merge will bring in: the other file's rows matched to this club's, decided before anything is written.

* Players by the name rule; look-alikes as the organizer chose (:mod:`.people`).
* Leaderboards by name. One of the same name but another rating system is
  not mixed into this club's (its results would be rated by a system they
  were not entered for): it comes in beside it as "<name> (<system>)", and
  merging again finds it there.
* Teams by name (a roster here gains the members it lacks), seasons by
  name (this club's are kept as they are).
* Events by leaderboard, name and date; the others come in whole.
* Results: those the club already has (the same identity, or the same
  moment, sides and placings: :mod:`..duplicates`) are left out.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass

from ...messages import translate
from ..club import Club
from ..duplicates import IncomingResult, found_by_identity, found_here
from ..errors import LeagueError
from ..names import name_key
from .people import LookAlike, PlayerMatch, match_players
from .source import OtherClub, OtherMatch


@dataclass(frozen=True)
class BoardPlan:
    """One leaderboard of the other file: the one here its results go to (None: a new one, called ``name``)."""

    other_id: int
    name: str
    system: str
    here_id: int | None
    #: its name here differs from the other file's (same name, another rating system)
    renamed: bool = False


@dataclass(frozen=True)
class MergePlan:
    """What merging the other file would do (nothing is written to make it)."""

    other: OtherClub
    players: PlayerMatch
    boards: dict[int, BoardPlan]
    #: other team id -> this club's (None: new)
    teams: dict[int, int | None]
    #: other event id -> this club's (None: new)
    events: dict[int, int | None]
    #: the other file's seasons that are new here (indexes into ``other.seasons``)
    seasons: tuple[int, ...]
    #: the new results, per other leaderboard, in its order
    new_matches: dict[int, list[OtherMatch]]
    #: other match id -> this club's match that is the same result (those already here)
    same_matches: dict[int, int]
    #: the other file's event logs that are new here (indexes into ``other.event_logs``)
    event_logs: tuple[int, ...]
    #: (team, player) of this club's rosters, and (leaderboard, player) of its starting ratings
    members_here: frozenset[tuple[int, int]] = frozenset()
    initial_here: frozenset[tuple[int, int]] = frozenset()
    #: the club file's :func:`data_version` when the plan was made (a write since changes it)
    version: tuple[int, int] = (0, 0)

    @property
    def look_alikes(self) -> tuple[LookAlike, ...]:
        """Every look-alike pair, decided or not."""
        return self.players.look_alikes

    @property
    def new_players(self) -> list[str]:
        """Names of the players that come in (a look-alike not decided yet is not counted: it may be one here)."""
        asked = {p.other_id for p in self.players.undecided}
        return [self.other.players[i][0] for i in self.players.new if i not in asked]

    @property
    def new_teams(self) -> list[str]:
        """Names of the teams that come in."""
        return [self.other.teams[i][0] for i, here in self.teams.items() if here is None]

    @property
    def new_boards(self) -> list[BoardPlan]:
        """The leaderboards that come in."""
        return [b for b in self.boards.values() if b.here_id is None]

    @property
    def new_events(self) -> list[str]:
        """Names of the events that come in."""
        return [str(self.other.events[i]["name"]) for i, here in self.events.items() if here is None]

    @property
    def new_seasons(self) -> list[str]:
        """Names of the seasons that come in."""
        return [str(self.other.seasons[i][0]) for i in self.seasons]

    @property
    def result_count(self) -> int:
        """How many results come in."""
        return sum(len(m) for m in self.new_matches.values())

    @property
    def already(self) -> int:
        """How many of the other file's results the club already has."""
        return len(self.same_matches)

    @property
    def nothing_new(self) -> bool:
        """True when merging would change nothing."""
        return not (self.players.new or self.new_teams or self.new_boards or self.new_events or self.seasons
                    or self.result_count or self.event_logs or self.new_members or self.new_initial_ratings)

    @property
    def new_members(self) -> list[tuple[int, int]]:
        """(team here, other player id) of rosters here that gain a member of the other file's roster of that name."""
        members = self.members_here
        out: list[tuple[int, int]] = []
        for team, player in self.other.team_members:
            here_team = self.teams.get(team)
            here_player = self.players.mapped.get(player)
            if here_team is not None and (here_player is None or (here_team, here_player) not in members):
                out.append((here_team, player))
        return out

    @property
    def new_initial_ratings(self) -> list[tuple[int, int, float, float | None]]:
        """(other leaderboard, other player, mu, sigma) of starting ratings set there and not here."""
        held = self.initial_here
        out = []
        for board, player, mu, sigma in self.other.initial_ratings:
            plan = self.boards.get(board)
            here_player = self.players.mapped.get(player)
            if plan is None or (plan.here_id is not None and here_player is not None and (plan.here_id, here_player) in held):
                continue
            out.append((board, player, mu, sigma))
        return out


def plan_merge(club: Club, other: OtherClub, same: Sequence[tuple[str, str]] = (), different: Sequence[str] = ()) -> MergePlan:
    """Match everything of ``other`` to this club (reads only). A result of ``other`` no club could have recorded
    (a file changed by hand) refuses the merge: LeagueError naming it."""
    version = data_version(club)
    for m in other.matches:
        _check_result(other, m)
    players = match_players(club, other.players, same, different)
    boards = _plan_boards(club, other)
    teams = _match_by_name(club, "teams", {i: t[0] for i, t in other.teams.items()})
    events = _plan_events(club, other, boards)
    seasons = _new_seasons(club, other)
    new_matches, same_matches = _plan_results(club, other, players, boards)
    return MergePlan(other, players, boards, teams, events, seasons, new_matches, same_matches,
                     _new_event_logs(club, other, boards),
                     frozenset((int(t), int(p)) for t, p in club.db.execute("SELECT team_id, player_id FROM team_members")),
                     frozenset((int(b), int(p)) for b, p in club.db.execute(
                         "SELECT leaderboard_id, player_id FROM initial_ratings")), version)


def _check_result(other: OtherClub, m: OtherMatch) -> None:
    """A result as any club records it: two sides or more, each with players, placements from 1, finite scores,
    nobody twice, every player and team known to the file."""
    ranks = [rank for _side, _team, rank, _score in m.sides]
    scores = [score for _side, _team, _rank, score in m.sides]
    players = [pid for _slot, _side, pid, _weight in m.players]
    sides_with_players = {side for _slot, side, _pid, _weight in m.players}
    if (len(m.sides) >= 2 and sides_with_players == {side for side, *_rest in m.sides}
            and all(isinstance(r, int) and not isinstance(r, bool) and r >= 1 for r in ranks)
            and all(s is None or (isinstance(s, (int, float)) and math.isfinite(s)) for s in scores)
            and len(set(players)) == len(players) and all(p in other.players for p in players)
            and all(t is None or t in other.teams for _side, t, _rank, _score in m.sides)
            and all(p in other.players and math.isfinite(score) for _game, p, score in m.games)):
        return
    raise LeagueError(translate(
        "league.merging", "{file} holds a result no club could have recorded (match {id} of {moment}: its sides, placings, "
        "scores or players are not valid); it may have been changed outside the app. Nothing was changed.").format(
        file=other.name, id=m.id, moment=m.played_at))


def data_version(club: Club) -> tuple[int, int]:
    """What changes when the club file is written: SQLite's count of other connections' commits to it
    (``PRAGMA data_version``) and this connection's count of rows it changed."""
    return int(club.db.execute("PRAGMA data_version").fetchone()[0]), club.db.conn.total_changes


def _plan_boards(club: Club, other: OtherClub) -> dict[int, BoardPlan]:
    ours = {str(k): (int(i), str(s)) for i, k, s in club.db.execute("SELECT id, name_key, system FROM leaderboards")}
    out: dict[int, BoardPlan] = {}
    for other_id, (name, system, *_rest) in sorted(other.leaderboards.items()):
        found = ours.get(name_key(name))
        if found is None or found[1] == system:
            out[other_id] = BoardPlan(other_id, name, system, found[0] if found else None)
            continue
        beside = f"{name} ({system})"
        there = ours.get(name_key(beside))
        if there is not None and there[1] != system:
            raise LeagueError(translate(
                "league.merging", "The leaderboard '{name}' rates with {other} in the other file and with {here} here, and "
                "'{beside}' is taken by another system too; rename one of them before merging.").format(
                name=name, other=system, here=found[1], beside=beside))
        out[other_id] = BoardPlan(other_id, beside, system, there[0] if there else None, renamed=True)
    targets: dict[str, str] = {}
    for other_id, board in out.items():
        first = targets.setdefault(name_key(board.name), other.leaderboards[other_id][0])
        if first != other.leaderboards[other_id][0]:
            raise LeagueError(translate(
                "league.merging", "The other file's leaderboards '{first}' and '{second}' would both become '{name}' here; "
                "rename one of them before merging.").format(first=first, second=other.leaderboards[other_id][0],
                                                             name=board.name))
    return out


def _match_by_name(club: Club, table: str, names: dict[int, str]) -> dict[int, int | None]:
    ours = {str(k): int(i) for i, k in club.db.execute(f"SELECT id, name_key FROM {table}")}
    return {other_id: ours.get(name_key(name)) for other_id, name in sorted(names.items())}


def _plan_events(club: Club, other: OtherClub, boards: dict[int, BoardPlan]) -> dict[int, int | None]:
    """Other event id -> this club's event of the same leaderboard, name and date (None: it comes in)."""
    ours: dict[tuple[int, str, str], list[int]] = {}
    for i, lb, name, date in club.db.execute("SELECT id, leaderboard_id, name, date FROM events ORDER BY id"):
        ours.setdefault((int(lb), name_key(name), str(date)), []).append(int(i))
    out: dict[int, int | None] = {}
    for other_id, row in sorted(other.events.items()):
        here_board = boards[int(row["leaderboard_id"])].here_id
        found = ours.get((here_board, name_key(str(row["name"])), str(row["date"]))) if here_board is not None else None
        out[other_id] = found.pop(0) if found else None
    return out


def _new_seasons(club: Club, other: OtherClub) -> tuple[int, ...]:
    ours = {str(r[0]) for r in club.db.execute("SELECT name_key FROM seasons")}
    return tuple(i for i, row in enumerate(other.seasons) if name_key(str(row[0])) not in ours)


def _new_event_logs(club: Club, other: OtherClub, boards: dict[int, BoardPlan]) -> tuple[int, ...]:
    """The other file's event logs this club lacks (the same leaderboard, moment, name and text are the same log)."""
    ours = {(int(lb), str(at), name_key(str(name)), str(text)) for lb, at, name, text in club.db.execute(
        "SELECT leaderboard_id, played_at, name, text FROM event_logs")}
    out = []
    for i, (_id, board, _event, name, at, text, _imported) in enumerate(other.event_logs):
        here = boards[int(board)].here_id
        if here is None or (here, str(at), name_key(str(name)), str(text)) not in ours:
            out.append(i)
    return tuple(out)


def _plan_results(club: Club, other: OtherClub, players: PlayerMatch,
                  boards: dict[int, BoardPlan]) -> tuple[dict[int, list[OtherMatch]], dict[int, int]]:
    """The other file's new results per leaderboard, and those already here with this club's match for each.

    First by identity (all of them at once); the content of only those whose identity the club does not know
    is compared (:func:`..duplicates.found_here`)."""
    keys = {int(i): str(k) for i, k in club.db.execute("SELECT id, name_key FROM players")}
    key_of = {other_id: keys[here] for other_id, here in players.mapped.items()}
    by_identity = found_by_identity(club, [IncomingResult(m.identity, m.played_at, ()) for m in other.matches])
    same = {m.id: here for m, here in zip(other.matches, by_identity) if here is not None}
    new: dict[int, list[OtherMatch]] = {}
    for board_id, plan in boards.items():
        matches = [m for m in other.matches_of(board_id) if m.id not in same]
        if not matches:
            continue
        if plan.here_id is None:  # a leaderboard that comes in: only an identity finds its results here
            new[board_id] = matches
            continue
        held = {str(r[0]) for r in club.db.execute(
            "SELECT DISTINCT played_at FROM matches WHERE leaderboard_id = ? AND played_at IN (SELECT value FROM json_each(?))",
            [plan.here_id, json.dumps(sorted({m.played_at for m in matches}))])}
        checked = [m for m in matches if m.played_at in held]  # at a moment the club holds no match at: new
        found = dict(zip((m.id for m in checked), found_here(club, plan.here_id, [_incoming(m, key_of) for m in checked],
                                                                 claimed=same.values())))
        new[board_id] = [m for m in matches if found.get(m.id) is None]
        same.update((m, here) for m, here in found.items() if here is not None)
    return new, same


def _incoming(m: OtherMatch, key_of: dict[int, str]) -> IncomingResult:
    """A match as the duplicate finder compares it: a player who is new here gets a key no player here has."""
    by_side: dict[int, list[str]] = {}
    for _slot, side, pid, _weight in m.players:
        by_side.setdefault(side, []).append(key_of.get(pid) or f"\x00new {pid}")
    return IncomingResult(m.identity, m.played_at, [(rank, score, by_side.get(side, [])) for side, _team, rank, score in m.sides])
