"""Putting one step of the undo log back: the rows as they were, then the derived data replayed.

A step's log holds, per row it touched, what the row was before (its first
entry: "was inserted", or the old values; rows inserted one after the
other share one entry, a run of row ids, spread back into rows here; a
WITHOUT ROWID table's rows are named by the synthetic id of their key,
:class:`~tournament_app.store.undo_log.RowIdentity`).
Undoing the step makes each of those rows so again, set-wise: rows the step inserted are deleted, rows it
changed or deleted get their old values back (updated if still there,
inserted if not). Foreign keys are checked at commit (deferred), so the
order of tables does not matter; a unique index that an intermediate state
would break (rare: two values swapped) makes it fall back to playing the
log backwards entry by entry, the technique's original form. The triggers
log everything done here, which becomes the step that redoes it.

Derived data is not logged: history and ratings of each touched leaderboard
are replayed from the earliest match the step touched (before or after),
as any edit does, so they equal a fresh recompute.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlite_utils import Database

from ..store.undo_log import INSERTED, LOGGED_TABLES, VALUE_COLUMNS, RowIdentity, row_identity, value_columns
from .model import Changes
from .replay import CancelledFn, Position, ProgressFn
from .replay_load import first_positions

if TYPE_CHECKING:
    from .core import ClubCore

#: the league's replay (:func:`.rating.replay`), handed in so that undo does not depend on the domain modules
ReplayFn = Callable[..., tuple[int, set[int]]]

_VALUES = ", ".join(f"v{n}" for n in range(VALUE_COLUMNS))
_MATCH_PARTS = ("match_sides", "match_players", "match_games")
_EVENT_LOG_TABLES = ("event_logs", "event_log_entries", "event_log_players")
#: columns whose values say which player/event/... a row concerns (for the "what changed" of an undo)
_REFERENCES = {"player_id": "players", "event_id": "events", "leaderboard_id": "leaderboards", "match_id": "matches",
               "team_id": "teams"}


@dataclass
class _Targets:
    """What the replay after an undo must cover, gathered before and after the rows are put back."""

    starts: dict[int, Position] = field(default_factory=dict)
    players: set[int] = field(default_factory=set)
    full: set[int] = field(default_factory=set)
    #: (leaderboard, player) whose initial rating the step touched: replayed from the player's first match there
    from_first: set[tuple[int, int]] = field(default_factory=set)

    def start_at(self, board: int, position: Position) -> None:
        known = self.starts.get(board)
        self.starts[board] = position if known is None or position < known else known


class _Columns:
    """Each logged table's value columns and how its rows are named (read once per connection and schema)."""

    def __init__(self, db: Database) -> None:
        self.of = {t: value_columns(db, t) for t in LOGGED_TABLES}
        self.ident: dict[str, RowIdentity] = {t: row_identity(db, t) for t in LOGGED_TABLES}

    def slot(self, table: str, column: str) -> str | None:
        cols = self.of.get(table, [])
        return f"v{cols.index(column)}" if column in cols else None


def apply_step(club: ClubCore, first: int, last: int, replay: ReplayFn, *, progress: ProgressFn | None = None,
               cancelled: CancelledFn | None = None) -> Changes:
    """Make every row the log entries ``first..last`` touched as it was before them; replay; what changed.

    Inside the caller's transaction (which the entries' own removal and the
    new step's bookkeeping share).
    """
    db = club.db
    cols = _Columns(db)
    db.execute("CREATE TEMP TABLE IF NOT EXISTS undo_net (tbl TEXT NOT NULL, rid INTEGER NOT NULL, op TEXT NOT NULL, "
               f"seq INTEGER NOT NULL, {_VALUES}, PRIMARY KEY (tbl, rid))")
    db.execute("CREATE TEMP TABLE IF NOT EXISTS undo_matches (id INTEGER PRIMARY KEY)")
    db.execute("DELETE FROM temp.undo_net")
    db.execute("DELETE FROM temp.undo_matches")
    try:
        _net_entries(db, cols, first, last)
        tables = [t for (t,) in db.execute("SELECT DISTINCT tbl FROM temp.undo_net") if t in cols.of]
        targets = _Targets()
        _touched_matches(db, cols, tables)
        _targets_now(db, cols, tables, targets)
        changes = _references(db, cols, tables)
        _drop_derived(db)
        db.execute("PRAGMA defer_foreign_keys = ON")
        _put_back(db, cols, tables, first, last)
        # (every touched row is now gone or as its log entry says, which _references read already)
        _targets_now(db, cols, tables, targets)
        # the first matches as the results are now: one that was first before is a touched match, started from already
        _from_first_matches(db, targets)
        return changes | _replay(club, replay, targets, progress, cancelled)
    finally:
        db.execute("DELETE FROM temp.undo_net")
        db.execute("DELETE FROM temp.undo_matches")


def _net_entries(db: Database, cols: _Columns, first: int, last: int) -> None:
    """Fill temp.undo_net with each touched row's first entry in the step (how it was before the step).

    A run of inserts (one entry for row ids ``rid``..``v0``) is spread into
    its rows: those a later entry of the step also names (deleted since, say)
    and those still there. A row's entry before the run's stays first. Every
    row now in the run's range was inserted by the run or by a later entry
    (:func:`~tournament_app.store.undo_log._inserted_sql`), so it was not
    there before the step unless an entry before the run says so.
    """
    # in seq order, a row's later entries are ignored
    db.execute(f"INSERT OR IGNORE INTO temp.undo_net (tbl, rid, op, seq, {_VALUES}) SELECT tbl, rid, op, seq, {_VALUES} "
               f"FROM main.undo_log WHERE seq BETWEEN ? AND ? AND NOT (op = '{INSERTED}' AND v0 IS NOT NULL) ORDER BY seq",
               [first, last])
    runs = db.execute(f"SELECT tbl, seq, rid, v0 FROM main.undo_log WHERE seq BETWEEN ? AND ? AND op = '{INSERTED}' "
                      "AND v0 IS NOT NULL ORDER BY seq", [first, last]).fetchall()
    # a row's entry after its run's (a delete since, say) is not its first
    db.conn.executemany(f"UPDATE temp.undo_net SET op = '{INSERTED}', seq = ? WHERE tbl = ? AND rid BETWEEN ? AND ? AND seq > ?",
                        [(seq, table, lo, hi, seq) for table, seq, lo, hi in runs])
    for table in sorted({r[0] for r in runs} & set(cols.of)):
        ident = cols.ident[table]
        db.conn.executemany(f"INSERT OR IGNORE INTO temp.undo_net (tbl, rid, op, seq) SELECT :tbl, {ident.of('t')}, "
                            f"'{INSERTED}', :seq FROM \"{table}\" t WHERE {ident.between('t', ':lo', ':hi')}",
                            [{"tbl": table, "seq": seq, "lo": lo, "hi": hi} for t, seq, lo, hi in runs if t == table])


def _touched_matches(db: Database, cols: _Columns, tables: Iterable[str]) -> None:
    """Fill temp.undo_matches with every match whose rows the step touched (ids before and after)."""
    db.execute("INSERT OR IGNORE INTO temp.undo_matches SELECT rid FROM temp.undo_net WHERE tbl = 'matches'")
    for part in _MATCH_PARTS:
        slot = cols.slot(part, "match_id")
        if part not in tables or slot is None:
            continue
        db.execute(f"INSERT OR IGNORE INTO temp.undo_matches SELECT {slot} FROM temp.undo_net "
                   f"WHERE tbl = ? AND op <> '{INSERTED}' AND {slot} IS NOT NULL", [part])
        db.execute(f'INSERT OR IGNORE INTO temp.undo_matches SELECT t.match_id FROM temp.undo_net n '
                   f'JOIN "{part}" t ON {cols.ident[part].named("t", "n.rid")} WHERE n.tbl = ?', [part])


def _targets_now(db: Database, cols: _Columns, tables: list[str], targets: _Targets) -> None:
    """Add what the replay must cover as the rows are now (called before and after putting them back)."""
    for board, at, seq in db.execute("SELECT leaderboard_id, played_at, seq FROM matches "
                                     "WHERE id IN (SELECT id FROM temp.undo_matches)"):
        targets.start_at(board, (at, seq))
    targets.players.update(r[0] for r in db.execute(
        "SELECT DISTINCT player_id FROM match_players WHERE match_id IN (SELECT id FROM temp.undo_matches)"))
    if "initial_ratings" in tables:
        pairs = set(db.execute("SELECT i.leaderboard_id, i.player_id FROM temp.undo_net n "
                               f"JOIN initial_ratings i ON {cols.ident['initial_ratings'].named('i', 'n.rid')} "
                               "WHERE n.tbl = 'initial_ratings'").fetchall())
        lb, pid = cols.slot("initial_ratings", "leaderboard_id"), cols.slot("initial_ratings", "player_id")
        pairs.update(db.execute(f"SELECT {lb}, {pid} FROM temp.undo_net WHERE tbl = 'initial_ratings' "
                                f"AND op <> '{INSERTED}'").fetchall())
        targets.from_first.update((board, player) for board, player in pairs if isinstance(player, int))
    if "leaderboards" in tables:
        system, params = cols.slot("leaderboards", "system"), cols.slot("leaderboards", "params")
        targets.full.update(r[0] for r in db.execute(
            f"SELECT n.rid FROM temp.undo_net n JOIN leaderboards l ON l.id = n.rid WHERE n.tbl = 'leaderboards' "
            f"AND n.op <> '{INSERTED}' AND (l.system IS NOT n.{system} OR l.params IS NOT n.{params})"))
    if any(t in tables for t in _EVENT_LOG_TABLES):
        # event logs are rated together with the matches, from the start
        targets.full.update(r[0] for r in db.execute("SELECT DISTINCT leaderboard_id FROM event_logs"))
        slot = cols.slot("event_logs", "leaderboard_id")
        targets.full.update(r[0] for r in db.execute(
            f"SELECT {slot} FROM temp.undo_net WHERE tbl = 'event_logs' AND op <> '{INSERTED}'"))


def _from_first_matches(db: Database, targets: _Targets) -> None:
    """Replay each (leaderboard, player) of ``targets.from_first`` from the player's first match on it."""
    targets.players.update(player for _board, player in targets.from_first)
    for (board, _player), position in first_positions(db, targets.from_first).items():
        targets.start_at(board, position)


def _references(db: Database, cols: _Columns, tables: list[str]) -> Changes:
    """The players, events, leaderboards, matches and teams the touched rows name (as they are now and were)."""
    found: dict[str, set[int]] = {kind: set() for kind in _REFERENCES.values()}
    for table in tables:
        if table in found:
            found[table].update(r[0] for r in db.execute("SELECT rid FROM temp.undo_net WHERE tbl = ?", [table]))
        for column, kind in _REFERENCES.items():
            slot = cols.slot(table, column)
            if slot is None:
                continue
            found[kind].update(r[0] for r in db.execute(
                f"SELECT DISTINCT {slot} FROM temp.undo_net WHERE tbl = ? AND op <> '{INSERTED}'", [table]))
            found[kind].update(r[0] for r in db.execute(
                f'SELECT DISTINCT t."{column}" FROM temp.undo_net n JOIN "{table}" t ON {cols.ident[table].named("t", "n.rid")} '
                "WHERE n.tbl = ?", [table]))

    def ids(kind: str) -> frozenset[int]:
        return frozenset(i for i in found[kind] if isinstance(i, int))

    return Changes(
        players=ids("players"),
        teams=bool(ids("teams")) or "team_members" in tables,
        leaderboards=ids("leaderboards"),
        events=ids("events"),
        matches=ids("matches"),
    )


def _drop_derived(db: Database) -> None:
    """Remove history and ratings that name a match, player or leaderboard about to go (replay rebuilds the rest)."""
    gone = f"SELECT rid FROM temp.undo_net WHERE tbl = ? AND op = '{INSERTED}'"
    # a match or player about to go has its history rows rewritten by the replay from the step's earliest match
    db.execute(f"DELETE FROM history_chunks WHERE leaderboard_id IN ({gone})", ["leaderboards"])
    for column, table in (("player_id", "players"), ("leaderboard_id", "leaderboards")):
        db.execute(f"DELETE FROM ratings WHERE {column} IN ({gone})", [table])


def _put_back(db: Database, cols: _Columns, tables: list[str], first: int, last: int) -> None:
    """Set-wise: delete what the step inserted, then restore what it changed, then what it deleted."""
    db.execute("SAVEPOINT undo_put_back")
    try:
        for table in tables:
            rows = cols.ident[table].among(f'"{table}"', f"FROM temp.undo_net WHERE tbl = ? AND op = '{INSERTED}'")
            db.execute(f'DELETE FROM "{table}" WHERE {rows}', [table])
        for table in tables:
            names = cols.of[table]
            if not names:
                continue
            ident, quoted = cols.ident[table], f'"{table}"'
            targets = ", ".join(f'"{c}"' for c in names)
            slots = ", ".join(f"v{n}" for n in range(len(names)))
            rows = ident.among(quoted, f"FROM temp.undo_net WHERE tbl = ? AND op <> '{INSERTED}'")
            db.execute(f"UPDATE {quoted} SET ({targets}) = (SELECT {slots} FROM temp.undo_net n "
                       f"WHERE n.tbl = ? AND n.rid = {ident.of(quoted)}) WHERE {rows}", [table, table])
        for table in tables:
            ident = cols.ident[table]
            targets, slots = _row_values(cols, table, "rid", "v")
            db.execute(f'INSERT INTO "{table}" ({targets}) SELECT {slots} FROM temp.undo_net n '
                       f"WHERE tbl = ? AND op <> '{INSERTED}' AND NOT EXISTS "
                       f'(SELECT 1 FROM "{table}" t WHERE {ident.named("t", "n.rid")}) ORDER BY rid', [table])
    except sqlite3.IntegrityError:
        # an intermediate state broke a unique index: play the log backwards, one entry at a time
        db.execute("ROLLBACK TO undo_put_back")
        db.execute("RELEASE undo_put_back")
        _play_backwards(db, cols, first, last)
        return
    db.execute("RELEASE undo_put_back")


def _play_backwards(db: Database, cols: _Columns, first: int, last: int) -> None:
    entries = db.execute(f"SELECT tbl, op, rid, {_VALUES} FROM undo_log WHERE seq BETWEEN ? AND ? ORDER BY seq DESC",
                         [first, last]).fetchall()
    for table, op, rid, *values in entries:
        names = cols.of.get(table)
        if names is None:
            continue
        ident, quoted = cols.ident[table], f'"{table}"'
        params = {"rid": rid, **{f"v{n}": v for n, v in enumerate(values[: len(names)])}}
        if op == INSERTED:  # a run of inserts: row ids rid..v0
            db.execute(f"DELETE FROM {quoted} WHERE {ident.between(quoted, ':lo', ':hi')}", {"lo": rid, "hi": rid if values[0] is None else values[0]})
        elif db.execute(f'SELECT 1 FROM "{table}" t WHERE {ident.named("t", ":rid")}', params).fetchone():
            if names:
                sets = ", ".join(f'"{c}" = :v{n}' for n, c in enumerate(names))
                db.execute(f"UPDATE {quoted} SET {sets} WHERE {ident.named(quoted, ':rid')}", params)
        else:
            targets, marks = _row_values(cols, table, ":rid", ":v")
            db.execute(f'INSERT INTO "{table}" ({targets}) VALUES ({marks})', params)


def _row_values(cols: _Columns, table: str, rid: str, value: str) -> tuple[str, str]:
    """The columns of an insert that puts a logged row back, and what gives them (``rid``, ``value`` + n).

    A rowid table's row gets its rowid back; a WITHOUT ROWID table's key is among its values.
    """
    names = cols.of[table]
    targets = [f'"{c}"' for c in names]
    values = [f"{value}{n}" for n in range(len(names))]
    if cols.ident[table].key is None:
        targets, values = ["rowid", *targets], [rid, *values]
    return ", ".join(targets), ", ".join(values)


def _replay(club: ClubCore, replay: ReplayFn, targets: _Targets, progress: ProgressFn | None, cancelled: CancelledFn | None) -> Changes:
    """Replay each touched leaderboard from its earliest touched match (from the start where settings or logs changed)."""
    club.forget_model()  # a leaderboard's settings may have changed back
    boards = {r[0] for r in club.db.execute("SELECT id FROM leaderboards")}
    replayed, touched = 0, set(targets.players)
    for board in sorted((set(targets.starts) | targets.full) & boards):
        start = None if board in targets.full else targets.starts[board]
        n, players = replay(club, board, start, also_affected=targets.players, progress=progress, cancelled=cancelled)
        replayed += n
        touched |= players
    return Changes(players=frozenset(touched), leaderboards=frozenset((set(targets.starts) | targets.full) & boards),
                   replayed=replayed)
