"""Writing what a merge brings in besides results and events: players, leaderboards, teams, starting ratings,
seasons and event logs, each under a new id here (the maps say which other id became which)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..club import Club
from ..names import name_key
from .plan import MergePlan


@dataclass
class IdMaps:
    """The other file's ids -> this club's, filled as rows are written."""

    players: dict[int, int] = field(default_factory=dict)
    boards: dict[int, int] = field(default_factory=dict)
    teams: dict[int, int] = field(default_factory=dict)
    events: dict[int, int] = field(default_factory=dict)
    matches: dict[int, int] = field(default_factory=dict)


def _insert(club: Club, sql: str, params: list[object]) -> int:
    cursor = club.db.conn.execute(sql, params)
    assert cursor.lastrowid is not None
    return int(cursor.lastrowid)


def write_people(club: Club, plan: MergePlan, maps: IdMaps) -> None:
    """New players, leaderboards and teams (with members), and the members rosters here gain."""
    other = plan.other
    maps.players.update(plan.players.mapped)
    for pid in plan.players.new:
        name, home, created, archived = other.players[pid]
        maps.players[pid] = _insert(club, "INSERT INTO players (name, name_key, club, created_at, archived) VALUES (?, ?, ?, ?, ?)",
                                    [name, name_key(name), home, created, archived])
    for board_id, board in plan.boards.items():
        if board.here_id is not None:
            maps.boards[board_id] = board.here_id
            continue
        _name, system, params, scale, created = other.leaderboards[board_id]
        maps.boards[board_id] = _insert(
            club, "INSERT INTO leaderboards (name, name_key, system, params, display_scale, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            [board.name, name_key(board.name), system, params, scale, created])
    new_teams: set[int] = set()
    for team_id, here in plan.teams.items():
        if here is not None:
            maps.teams[team_id] = here
            continue
        name, created, archived = other.teams[team_id]
        maps.teams[team_id] = _insert(club, "INSERT INTO teams (name, name_key, created_at, archived) VALUES (?, ?, ?, ?)",
                                      [name, name_key(name), created, archived])
        new_teams.add(team_id)
    members = [(maps.teams[t], maps.players[p]) for t, p in other.team_members if t in new_teams]
    gained = [(team, maps.players[player]) for team, player in plan.new_members]
    club.db.conn.executemany("INSERT OR IGNORE INTO team_members (team_id, player_id) VALUES (?, ?)", members + gained)


def write_settings(club: Club, plan: MergePlan, maps: IdMaps) -> set[int]:
    """Starting ratings and seasons the club lacks; returns the leaderboards whose starting ratings changed."""
    touched: set[int] = set()
    for board, player, mu, sigma in plan.new_initial_ratings:
        club.db.execute("INSERT OR IGNORE INTO initial_ratings (leaderboard_id, player_id, mu, sigma) VALUES (?, ?, ?, ?)",
                        [maps.boards[board], maps.players[player], mu, sigma])
        touched.add(maps.boards[board])
    for i in plan.seasons:
        name, board, date_from, date_to, best, points, created = plan.other.seasons[i]
        club.db.execute("INSERT INTO seasons (name, name_key, leaderboard_id, date_from, date_to, best, points, created_at) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [name, name_key(str(name)), maps.boards[int(board)], date_from, date_to, best, points, created])
    return touched


def write_event_logs(club: Club, plan: MergePlan, maps: IdMaps) -> set[int]:
    """The event logs the club lacks, with their entries and players; returns their leaderboards."""
    other = plan.other
    logs: dict[int, int] = {}
    for i in plan.event_logs:
        log_id, board, event, name, at, text, imported = other.event_logs[i]
        logs[int(log_id)] = _insert(
            club, "INSERT INTO event_logs (leaderboard_id, event_id, name, played_at, text, imported_at) VALUES (?, ?, ?, ?, ?, ?)",
            [maps.boards[int(board)], maps.events.get(int(event)) if event is not None else None, name, at, text, imported])
    club.db.conn.executemany(
        "INSERT INTO event_log_entries (log_id, seq, line, kind, actor_id, target_id, points) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(logs[int(log)], seq, line, kind, maps.players[int(actor)], maps.players[int(target)] if target is not None else None, points)
         for log, seq, line, kind, actor, target, points in other.event_log_entries if int(log) in logs])
    club.db.conn.executemany(
        "INSERT INTO event_log_players (log_id, player_id, team) VALUES (?, ?, ?)",
        [(logs[int(log)], maps.players[int(player)], team) for log, player, team in other.event_log_players if int(log) in logs])
    return {maps.boards[int(other.event_logs[i][1])] for i in plan.event_logs}
