"""What another club file holds, read once into plain values (its ids are its own: the plan maps them to ours).

Read through :func:`~tournament_app.store.other_file.read_other_club`: the
file is opened read-only and never written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import Any

from sqlite_utils import Database

from ...store.result_origins import LocalOrigins, foreign_origins
from ..result_ids import ResultId

#: a table's rows as tuples, in the column order asked for
Rows = list[tuple[Any, ...]]


@dataclass(slots=True)
class OtherMatch:
    """One recorded match of the other file, with its identity there and its sides, players and games (its ids)."""

    id: int
    leaderboard_id: int
    event_id: int | None
    played_at: str
    seq: int
    notes: str | None
    created_at: str
    identity: ResultId
    #: (side, team id, rank, score)
    sides: list[tuple[int, int | None, int, float | None]] = field(default_factory=list)
    #: (slot, side, player id, weight)
    players: list[tuple[int, int, int, float | None]] = field(default_factory=list)
    #: (game, player id, score)
    games: list[tuple[int, int, float]] = field(default_factory=list)


@dataclass
class OtherClub:
    """Everything a merge can bring in from another club file."""

    name: str
    #: id -> (name, club, created_at, archived)
    players: dict[int, tuple[str, str | None, str, int]]
    #: id -> (name, created_at, archived)
    teams: dict[int, tuple[str, str, int]]
    team_members: Rows  # (team id, player id)
    #: id -> (name, system, params, display_scale, created_at)
    leaderboards: dict[int, tuple[str, str, str, str, str]]
    initial_ratings: Rows  # (leaderboard id, player id, mu, sigma)
    #: id -> the whole row (column -> value)
    events: dict[int, dict[str, Any]]
    entrants: Rows  # (id, event id, seed, name, player_ids, team id)
    fixtures: Rows  # (id, event id, bracket, round, position, side a, side b, drawn match id, match id)
    event_standings: Rows  # (event id, position, place, name, player_ids, points)
    attendance: Rows  # (event id, player id, status, arrived round, updated at)
    night_tables: Rows  # (id, event id, name, active, position)
    drawn_rounds: Rows  # (id, event id, number, mode, sitting out, drawn at, started at, pairs)
    drawn_matches: Rows  # (id, round id, event id, position, sides, win probability, table id, status, called at,
    #                       started at, finished at, match id)
    seasons: Rows  # (name, leaderboard id, date from, date to, best, points, created at)
    event_logs: Rows  # (id, leaderboard id, event id, name, played at, text, imported at)
    event_log_entries: Rows  # (log id, seq, line, kind, actor id, target id, points)
    event_log_players: Rows  # (log id, player id, team)
    matches: list[OtherMatch]

    def matches_of(self, leaderboard_id: int) -> list[OtherMatch]:
        """The leaderboard's matches in their order there."""
        return [m for m in self.matches if m.leaderboard_id == leaderboard_id]


def _rows(db: Database, sql: str) -> Rows:
    return [tuple(r) for r in db.execute(sql).fetchall()]


def read_other(db: Database, name: str) -> OtherClub:
    """Read the other file (open read-only, in one read transaction) into an :class:`OtherClub`."""
    return OtherClub(
        name=name,
        players={int(r[0]): (r[1], r[2], r[3], int(r[4])) for r in _rows(
            db, "SELECT id, name, club, created_at, archived FROM players ORDER BY id")},
        teams={int(r[0]): (r[1], r[2], int(r[3])) for r in _rows(db, "SELECT id, name, created_at, archived FROM teams ORDER BY id")},
        team_members=_rows(db, "SELECT team_id, player_id FROM team_members ORDER BY team_id, player_id"),
        leaderboards={int(r[0]): (r[1], r[2], r[3], r[4], r[5]) for r in _rows(
            db, "SELECT id, name, system, params, display_scale, created_at FROM leaderboards ORDER BY id")},
        initial_ratings=_rows(db, "SELECT leaderboard_id, player_id, mu, sigma FROM initial_ratings"),
        events={int(r["id"]): dict(r) for r in db.query("SELECT * FROM events ORDER BY id")},
        entrants=_rows(db, "SELECT id, event_id, seed, name, player_ids, team_id FROM entrants ORDER BY event_id, seed"),
        fixtures=_rows(db, "SELECT id, event_id, bracket, round, position, side_a, side_b, drawn_match_id, match_id "
                           "FROM fixtures ORDER BY id"),
        event_standings=_rows(db, "SELECT event_id, position, place, name, player_ids, points FROM event_standings "
                                  "ORDER BY event_id, position"),
        attendance=_rows(db, "SELECT event_id, player_id, status, arrived_round, updated_at FROM attendance"),
        night_tables=_rows(db, "SELECT id, event_id, name, active, position FROM night_tables ORDER BY id"),
        drawn_rounds=_rows(db, "SELECT id, event_id, number, mode, sitting_out, drawn_at, started_at, pairs FROM drawn_rounds "
                               "ORDER BY id"),
        drawn_matches=_rows(db, "SELECT id, round_id, event_id, position, sides, win_probability, table_id, status, called_at, "
                                "started_at, finished_at, match_id FROM drawn_matches ORDER BY id"),
        seasons=_rows(db, "SELECT name, leaderboard_id, date_from, date_to, best, points, created_at FROM seasons ORDER BY id"),
        event_logs=_rows(db, "SELECT id, leaderboard_id, event_id, name, played_at, text, imported_at FROM event_logs ORDER BY id"),
        event_log_entries=_rows(db, "SELECT log_id, seq, line, kind, actor_id, target_id, points FROM event_log_entries "
                                    "ORDER BY log_id, seq"),
        event_log_players=_rows(db, "SELECT log_id, player_id, team FROM event_log_players"),
        matches=_read_matches(db),
    )


def _read_matches(db: Database) -> list[OtherMatch]:
    """Every match with its identity, sides, players and games, in each leaderboard's order."""
    local = LocalOrigins(db)
    foreign = foreign_origins(db)
    out: list[OtherMatch] = []
    by_id: dict[int, OtherMatch] = {}
    for mid, lb, event, at, seq, notes, created in db.execute(
            "SELECT id, leaderboard_id, event_id, played_at, seq, notes, created_at FROM matches "
            "ORDER BY leaderboard_id, played_at, seq").fetchall():
        origin = foreign.get(mid)
        identity = ResultId(*origin) if origin is not None else ResultId(local.club_of(mid), mid)
        m = by_id[mid] = OtherMatch(mid, lb, event, at, seq, notes, created, identity)
        out.append(m)
    # each table is read whole in its key's order (match id first) and cut into one list per match
    for sql, field_name in (("SELECT match_id, side, team_id, rank, score FROM match_sides", "sides"),
                            ("SELECT match_id, slot, side, player_id, weight FROM match_players", "players"),
                            ("SELECT match_id, game, player_id, score FROM match_games ORDER BY match_id", "games")):
        for mid, rows in groupby(db.execute(sql).fetchall(), key=itemgetter(0)):
            found = by_id.get(mid)
            if found is not None:
                setattr(found, field_name, [row[1:] for row in rows])
    return out
