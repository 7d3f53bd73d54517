"""Leaderboards as columns: built once per leaderboard, then patched with the players that changed.

A club of 10,000 players would otherwise rebuild 10,000 rows after every
recorded match. :class:`StandingsCache` keeps each leaderboard's rows as
NumPy columns in name order; temporary triggers on this connection note
which players' ratings (or names) changed, and only those rows are read again.
A change by another connection (another copy of the app) is seen through
``PRAGMA data_version`` and rebuilds the leaderboard.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np
from sqlite_utils import Database

from .model import Standing

#: (player_id, name, mu, sigma, games, wins, last_played) -> one leaderboard row (its rank is replaced)
RowBuilder = Callable[[int, str, float, float, int, int, "str | None"], Standing]

#: the columns a leaderboard can be ordered by (names of :class:`Standing` fields)
SORTABLE = ("rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played")

_TRIGGERS = (
    """CREATE TEMP TABLE IF NOT EXISTS standings_dirty (
         leaderboard_id INTEGER NOT NULL, player_id INTEGER NOT NULL,
         PRIMARY KEY (leaderboard_id, player_id)) WITHOUT ROWID""",
    """CREATE TEMP TRIGGER IF NOT EXISTS standings_rating_added AFTER INSERT ON main.ratings BEGIN
         INSERT OR IGNORE INTO standings_dirty VALUES (NEW.leaderboard_id, NEW.player_id); END""",
    """CREATE TEMP TRIGGER IF NOT EXISTS standings_rating_changed AFTER UPDATE ON main.ratings BEGIN
         INSERT OR IGNORE INTO standings_dirty VALUES (OLD.leaderboard_id, OLD.player_id);
         INSERT OR IGNORE INTO standings_dirty VALUES (NEW.leaderboard_id, NEW.player_id); END""",
    """CREATE TEMP TRIGGER IF NOT EXISTS standings_rating_removed AFTER DELETE ON main.ratings BEGIN
         INSERT OR IGNORE INTO standings_dirty VALUES (OLD.leaderboard_id, OLD.player_id); END""",
    """CREATE TEMP TRIGGER IF NOT EXISTS standings_player_changed AFTER UPDATE OF name, archived ON main.players BEGIN
         INSERT OR IGNORE INTO standings_dirty
           SELECT leaderboard_id, player_id FROM main.ratings WHERE player_id = NEW.id; END""",
)

_ROWS_SQL = """
    SELECT p.id, p.name, p.name_key, r.mu, r.sigma, r.games, r.wins, r.last_played
    FROM ratings r JOIN players p ON p.id = r.player_id
    WHERE r.leaderboard_id = ? AND p.archived = 0 {extra}
"""


@dataclass(frozen=True)
class _Columns:
    """Every non-archived rated player of one leaderboard, in name order (``name_key``)."""

    player_id: np.ndarray
    player: np.ndarray  # object: str
    name_key: np.ndarray  # unicode, the order of the rows
    folded: np.ndarray  # unicode: casefolded name for searching
    mu: np.ndarray
    sigma: np.ndarray
    conservative: np.ndarray
    display: np.ndarray  # object: int | float as display_value gives it
    display_order: np.ndarray  # float64 copy of display, for sorting
    games: np.ndarray
    wins: np.ndarray
    last_played: np.ndarray  # object: str | None
    last_order: np.ndarray  # unicode: last_played or "", for filtering and sorting

    def __len__(self) -> int:
        return len(self.player_id)

    def take(self, keep: np.ndarray) -> _Columns:
        return _Columns(**{f: getattr(self, f)[keep] for f in _FIELDS})


_FIELDS = tuple(_Columns.__dataclass_fields__)


def _columns(rows: Sequence[tuple[Standing, str]]) -> _Columns:
    """Columns from (row, name_key) pairs, which must already be in name_key order."""
    n = len(rows)
    display = np.empty(n, dtype=object)
    display[:] = [s.display for s, _k in rows]
    last = np.empty(n, dtype=object)
    last[:] = [s.last_played for s, _k in rows]
    player = np.empty(n, dtype=object)
    player[:] = [s.player for s, _k in rows]
    return _Columns(
        player_id=np.fromiter((s.player_id for s, _k in rows), dtype=np.int64, count=n),
        player=player,
        name_key=np.array([k for _s, k in rows], dtype=str) if n else np.array([], dtype="U1"),
        folded=np.array([s.player.casefold() for s, _k in rows], dtype=str) if n else np.array([], dtype="U1"),
        mu=np.fromiter((s.mu for s, _k in rows), dtype=np.float64, count=n),
        sigma=np.fromiter((s.sigma for s, _k in rows), dtype=np.float64, count=n),
        conservative=np.fromiter((s.conservative for s, _k in rows), dtype=np.float64, count=n),
        display=display,
        display_order=np.fromiter((float(s.display) for s, _k in rows), dtype=np.float64, count=n),
        games=np.fromiter((s.games for s, _k in rows), dtype=np.int64, count=n),
        wins=np.fromiter((s.wins for s, _k in rows), dtype=np.int64, count=n),
        last_played=last,
        last_order=np.array([s.last_played or "" for s, _k in rows], dtype=str) if n else np.array([], dtype="U1"),
    )


def _merge(old: _Columns, new: _Columns) -> _Columns:
    """``old`` and ``new`` (both in name order, no shared players) as one column set in name order."""
    if not len(new):
        return old
    at = np.searchsorted(old.name_key, new.name_key)
    merged = {}
    for f in _FIELDS:
        a, b = getattr(old, f), getattr(new, f)
        if a.dtype.kind == "U" and b.dtype.kind == "U" and a.dtype != b.dtype:
            width = max(a.dtype.itemsize, b.dtype.itemsize) // 4
            a, b = a.astype(f"U{width}"), b.astype(f"U{width}")
        merged[f] = np.insert(a, at, b)
    return _Columns(**merged)


class StandingsTable(Sequence[Standing]):
    """A leaderboard, best first: a read-only sequence of :class:`Standing` made on demand.

    ``rank`` counts only the players passing the filters it was made with.
    It never changes after it is made (it can be handed to another thread).
    """

    def __init__(self, columns: _Columns, rows: np.ndarray, ranks: np.ndarray) -> None:
        self._c = columns
        self._rows = rows
        self._ranks = ranks

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> Standing: ...
    @overload
    def __getitem__(self, index: slice) -> list[Standing]: ...
    def __getitem__(self, index: int | slice) -> Standing | list[Standing]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("Standings index out of range.")
        i, c = int(self._rows[index]), self._c
        return Standing(
            int(self._ranks[index]),
            int(c.player_id[i]),
            c.player[i],
            float(c.mu[i]),
            float(c.sigma[i]),
            float(c.conservative[i]),
            c.display[i],
            int(c.games[i]),
            int(c.wins[i]),
            c.last_played[i],
        )

    def __iter__(self) -> Iterator[Standing]:
        return (self[i] for i in range(len(self)))

    def values(self, field: str) -> np.ndarray:
        """One column in this table's row order, as an array to sort or filter by."""
        if field == "rank":
            return self._ranks
        source = {"player": "name_key", "display": "display_order", "last_played": "last_order"}.get(field, field)
        if source not in _FIELDS or field not in SORTABLE:
            raise KeyError(field)
        column: np.ndarray = getattr(self._c, source)
        return np.asarray(column[self._rows])

    def matching(self, text: str) -> np.ndarray:
        """Positions (in this table) of the rows whose player name contains ``text`` (any case)."""
        key = " ".join(text.split()).casefold()
        if not key:
            return np.arange(len(self))
        return np.flatnonzero(np.char.find(self._c.folded[self._rows], key) >= 0)

    def ordered(self, field: str, descending: bool = False) -> np.ndarray:
        """Positions (in this table) ordered by ``field``; ties keep the leaderboard order."""
        values = self.values(field)
        order = np.argsort(values, kind="stable")
        if descending:
            # reverse the values, not the ties: a stable sort of the reversed array, read backwards
            order = (len(values) - 1 - np.argsort(values[::-1], kind="stable"))[::-1]
        return order


class StandingsCache:
    """Each leaderboard's columns on one connection, patched from what changed since."""

    #: above this share of a leaderboard's rows changed, reading all of it again is faster
    REBUILD_SHARE = 0.25

    def __init__(self, db: Database, read_only: bool) -> None:
        self.db = db
        self._tracking = not read_only
        self._cached: dict[int, tuple[Any, int, _Columns]] = {}
        if self._tracking:
            # the notes of what changed live in memory: a temporary file would be written
            # (and synced) for every rating a recompute rewrites
            db.execute("PRAGMA temp_store = MEMORY")
            for sql in _TRIGGERS:
                db.execute(sql)
            self._finish_temp_write()

    def table(
        self,
        leaderboard_id: int,
        key: Any,
        row: RowBuilder,
        *,
        min_games: int = 0,
        active_since: str | None = None,
    ) -> StandingsTable:
        """The leaderboard ranked by conservative estimate, then mu, then name.

        ``key`` is anything that changes every row when it changes (the
        leaderboard's settings, today's date for decaying systems); ``row``
        builds one row from a ratings row.
        """
        columns = self._columns(leaderboard_id, key, row)
        keep = columns.games >= min_games
        if active_since:
            keep &= columns.last_order >= active_since
        # The rows are in name order and lexsort is stable: ties end up in name order.
        order = np.lexsort((-columns.mu, -columns.conservative))
        rows = order[keep[order]]
        return StandingsTable(columns, rows, np.arange(1, len(rows) + 1, dtype=np.int64))

    def forget(self) -> None:
        """Drop every cached leaderboard (after the file was replaced under the connection)."""
        self._cached.clear()

    # -- internals ---------------------------------------------------------------------
    def _columns(self, leaderboard_id: int, key: Any, row: RowBuilder) -> _Columns:
        conn = self.db.conn
        version = int(self.db.execute("PRAGMA data_version").fetchone()[0])
        cached = self._cached.get(leaderboard_id)
        # Inside a transaction the rows may still be rolled back, and with them the
        # notes of what changed: read them, but neither cache them nor clear the notes.
        cacheable = not conn.in_transaction
        if cached is None or cached[0] != key or cached[1] != version:
            columns = self._read(leaderboard_id, row, None)
        else:
            columns = cached[2]
            changed = [r[0] for r in self.db.execute(
                "SELECT player_id FROM temp.standings_dirty WHERE leaderboard_id = ?", [leaderboard_id]
            )] if self._tracking else []
            if len(changed) > max(64, self.REBUILD_SHARE * len(columns)):
                columns = self._read(leaderboard_id, row, None)
            elif changed:
                ids = np.array(changed, dtype=np.int64)
                columns = _merge(columns.take(~np.isin(columns.player_id, ids)), self._read(leaderboard_id, row, changed))
        if cacheable:
            if self._tracking:
                self.db.execute("DELETE FROM temp.standings_dirty WHERE leaderboard_id = ?", [leaderboard_id])
                self._finish_temp_write()
            self._cached[leaderboard_id] = (key, version, columns)
        return columns

    def _read(self, leaderboard_id: int, row: RowBuilder, players: list[int] | None) -> _Columns:
        params: list[int | str]
        if players is None:
            sql, params = _ROWS_SQL.format(extra="ORDER BY p.name_key"), [leaderboard_id]
        else:
            sql = _ROWS_SQL.format(extra="AND p.id IN (SELECT value FROM json_each(?)) ORDER BY p.name_key")
            params = [leaderboard_id, json.dumps(players)]
        return _columns([
            (row(pid, name, mu, sigma, games, wins, last), name_key)
            for pid, name, name_key, mu, sigma, games, wins, last in self.db.execute(sql, params)
        ])

    def _finish_temp_write(self) -> None:
        # The sqlite3 module opens a transaction before a write, even one to the
        # temp schema; end it at once so the connection is never left holding one.
        if self.db.conn.in_transaction:
            self.db.conn.commit()
