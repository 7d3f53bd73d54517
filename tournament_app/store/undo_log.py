"""The undo log's tables and triggers (SQLite's "Automatic Undo/Redo Using Triggers").

Triggers on every source-of-truth table write into ``undo_log`` what undoes
each row change: an inserted row's rowid (undo deletes it), an updated or
deleted row's old values (undo puts them back). Rows inserted one after the
other into a table, with ids counting up, share one entry: its ``rid`` is
the first id and ``v0`` the last (an import's hundred thousand matches
are a few log rows, not a million); see :func:`_inserted_sql` and
:func:`start_insert_runs`. Unlike the technique's SQL
text, the old values are kept in untyped columns ``v0``... so they come back
exactly (a float to the last bit) and a whole step can be undone by a few
set-wise statements. ``undo_steps`` groups the log into named steps by ranges
of ``seq``. Derived tables (ratings, rating_history) are not logged: they are
replayed after an undo. The league's ``undo`` module uses all this.

A ``WITHOUT ROWID`` table (``match_players``, ``match_sides``: no rowid, to
keep the file small; issue 17) has its rows named in the log by a synthetic
row id made of its two-column integer key, ``a * 2**20 + b``
(:class:`RowIdentity`), used wherever a rowid is used for the others: the
triggers log it, the league's undo (``league/undo_apply.py``) finds the rows
by it, with predicates on the key that its primary key index answers. The
second key column (a slot or side number, counted from 0 or 1 per match) must
stay below :data:`KEY_LIMIT` for the ids to be distinct; the league refuses
bigger matches.

Row ids must stay stable for the log to hold: a future migration that rebuilds
a logged table (``transform``, ``VACUUM``, a new key) must clear the log
(:func:`clear_undo_log`); one that adds a column to a logged table must call
:func:`install_undo_triggers` again.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlite_utils import Database

#: the tables whose changes are logged (the source of truth; never ratings or rating_history)
LOGGED_TABLES = (
    "players",
    "teams",
    "team_members",
    "leaderboards",
    "events",
    "matches",
    "match_sides",
    "match_players",
    "match_games",
    "initial_ratings",
    "event_logs",
    "event_log_entries",
    "event_log_players",
    "attendance",
    "night_tables",
    "drawn_rounds",
    "drawn_matches",
    "entrants",
    "fixtures",
    "event_standings",
    "seasons",
    "report_decisions",
    "result_origins",
    "match_origins",
)

#: how many value columns a log row has (the widest logged table has 11 besides its rowid)
VALUE_COLUMNS = 16

#: ops in the log: the row was Inserted (undo deletes it), Updated or Deleted (undo restores ``v0``...);
#: an "I" entry with ``v0`` set stands for the rows ``rid`` to ``v0`` (a run of inserts), without it for ``rid`` alone
INSERTED, UPDATED, DELETED = "I", "U", "D"

#: per logged table, the "I" entry of the current transaction that the table's next insert may extend
RUNS_TABLE = "undo_runs"

#: a WITHOUT ROWID table's synthetic row id keeps its second key column in this many low bits
KEY_BITS = 20
#: the second key column of a WITHOUT ROWID table (a slot or side number) stays below this (1,048,576)
KEY_LIMIT = 1 << KEY_BITS


@dataclass(frozen=True)
class RowIdentity:
    """How the log names a row of one table: its rowid, or, for a WITHOUT ROWID table keyed by two
    integer columns ``(a, b)``, the number ``a * 2**20 + b`` (``key`` names them; None: a rowid table).

    The methods give SQL text: ``alias`` is how the statement names the row
    (``new``, ``t``, a quoted table name), ``rid`` and the bounds are SQL
    expressions (``n.rid``, ``:lo``). The key predicates split an id into its
    columns (``a = rid >> 20 AND b = rid & (2**20 - 1)``) and compare key row
    values, so that the primary key's index finds the rows.
    """

    key: tuple[str, str] | None = None

    def of(self, alias: str) -> str:
        """The id of the row ``alias``."""
        if self.key is None:
            return f"{alias}.rowid"
        a, b = self.key
        return f'({alias}."{a}" * {KEY_LIMIT} + {alias}."{b}")'

    def _split(self, rid: str) -> str:
        return f"(({rid}) >> {KEY_BITS}, ({rid}) & {KEY_LIMIT - 1})"

    def _columns(self, alias: str) -> str:
        assert self.key is not None
        a, b = self.key
        return f'({alias}."{a}", {alias}."{b}")'

    def named(self, alias: str, rid: str) -> str:
        """True for the row ``alias`` whose id is ``rid``."""
        if self.key is None:
            return f"{alias}.rowid = {rid}"
        a, b = self.key
        return f'{alias}."{a}" = ({rid}) >> {KEY_BITS} AND {alias}."{b}" = ({rid}) & {KEY_LIMIT - 1}'

    def among(self, alias: str, source: str) -> str:
        """True for the rows ``alias`` whose id is a ``rid`` of ``source`` (``FROM ... WHERE ...`` of a column ``rid``)."""
        if self.key is None:
            return f"{alias}.rowid IN (SELECT rid {source})"
        return f"{self._columns(alias)} IN (SELECT rid >> {KEY_BITS}, rid & {KEY_LIMIT - 1} {source})"

    def between(self, alias: str, lo: str, hi: str) -> str:
        """True for the rows ``alias`` whose id is from ``lo`` to ``hi`` (both included)."""
        if self.key is None:
            return f"{alias}.rowid BETWEEN {lo} AND {hi}"
        return f"{self._columns(alias)} >= {self._split(lo)} AND {self._columns(alias)} <= {self._split(hi)}"

    def strictly_between(self, alias: str, lo: str, hi: str) -> str:
        """True for the rows ``alias`` whose id is above ``lo`` and below ``hi``."""
        if self.key is None:
            return f"{alias}.rowid > {lo} AND {alias}.rowid < {hi}"
        return f"{self._columns(alias)} > {self._split(lo)} AND {self._columns(alias)} < {self._split(hi)}"


def row_identity(db: Database, table: str) -> RowIdentity:
    """How the log names the rows of ``table`` (by its schema as it is now)."""
    sql = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [table]).fetchone()
    if sql is None or "WITHOUT ROWID" not in " ".join(str(sql[0]).upper().split()):
        return RowIdentity()
    keys = sorted((row[5], row[1]) for row in db.execute(f'PRAGMA table_info("{table}")') if row[5])
    if len(keys) != 2:  # pragma: no cover - a schema change would need another synthetic id
        raise RuntimeError(f"The undo log names a WITHOUT ROWID table's rows by a key of two columns; {table} has {len(keys)}.")
    return RowIdentity((keys[0][1], keys[1][1]))


def create_undo_tables(db: Database) -> None:
    """Create ``undo_log`` and ``undo_steps`` (untyped value columns keep every value exactly)."""
    values = ", ".join(f"v{n}" for n in range(VALUE_COLUMNS))
    db.execute(f"CREATE TABLE undo_log (seq INTEGER PRIMARY KEY, tbl TEXT NOT NULL, op TEXT NOT NULL, rid INTEGER NOT NULL, {values})")
    db.execute(
        "CREATE TABLE undo_steps (id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL, kind TEXT NOT NULL, "
        "first_seq INTEGER NOT NULL, last_seq INTEGER NOT NULL, made_at TEXT NOT NULL)"
    )
    db.execute("CREATE INDEX undo_steps_kind ON undo_steps (kind, id)")


def value_columns(db: Database, table: str) -> list[str]:
    """The columns of ``table`` that the log keeps, in order (all but an INTEGER PRIMARY KEY, which is the rowid;
    a WITHOUT ROWID table's are all kept, its key among them)."""
    info = db.execute(f'PRAGMA table_info("{table}")').fetchall()
    keys = [row for row in info if row[5]]
    rowid_alias = (len(keys) == 1 and str(keys[0][2]).upper() == "INTEGER" and row_identity(db, table).key is None)
    columns = [row[1] for row in info if not (rowid_alias and row[5])]
    if len(columns) > VALUE_COLUMNS:  # pragma: no cover - a schema change would need a wider log
        raise RuntimeError(f"The undo log holds {VALUE_COLUMNS} values per row; {table} has {len(columns)}.")
    return columns


def _inserted_sql(table: str, ident: RowIdentity) -> str:
    """Log an inserted row: extend the table's open run when the row's id follows it, else start a new run.

    A run's entry (``rid`` its first id, ``v0`` its last) stands for every row
    of the table whose id is in that range. An insert extends the open run when
    its id is above the run's end and no row of the table has an id between
    the two (for a rowid table, when its rowid is the end + 1: rowids count up,
    and no row can be in between; for a WITHOUT ROWID table, whose ids jump
    from one match to the next, a search of the key range between them).
    So the rows with ids in a run's range are, as the run is extended, exactly
    the rows it inserted.

    A run stays open only inside the transaction that started it (the league's
    undo log calls :func:`start_insert_runs` as each write transaction begins and
    again before it commits, so an entry a step holds is never extended) and only
    while nothing else of its table is logged (an update or delete closes it). So
    from a run's entry to its last insert the log holds nothing else of that table,
    and undoing the run at the entry's place, all at once, is the same as undoing
    each insert in turn. Later entries may insert rows into the run's range (into
    a gap between two of its rows, once the run is closed); at undo time a row in
    the range was inserted by the run or by such a later entry, and those are
    undone first (the same step's, or later steps'), so deleting every row in the
    range is right; a row there that a later entry of the step deleted, or had
    before the step, keeps the values of its own earlier entry
    (``league/undo_apply.py``).
    """
    new_id = ident.of("new")
    end = "coalesce(v0, rid)"
    run = f"SELECT seq FROM {RUNS_TABLE} WHERE tbl = '{table}'"
    if ident.key is None:
        follows = f"{end} = {new_id} - 1"
    else:
        gap = ident.strictly_between(f'"{table}"', "coalesce(undo_log.v0, undo_log.rid)", new_id)
        follows = f'{end} < {new_id} AND NOT EXISTS (SELECT 1 FROM "{table}" WHERE {gap})'
    extend = (f"UPDATE undo_log SET v0 = {new_id} WHERE seq = ({run}) AND tbl = '{table}' AND op = '{INSERTED}' "
              f"AND {follows};")
    start = (f"INSERT INTO undo_log (tbl, op, rid) SELECT '{table}', '{INSERTED}', {new_id} WHERE NOT EXISTS "
             f"(SELECT 1 FROM undo_log WHERE seq = ({run}) AND tbl = '{table}' AND op = '{INSERTED}' AND v0 = {new_id});")
    remember = (f"REPLACE INTO {RUNS_TABLE} (tbl, seq) SELECT '{table}', seq FROM undo_log "
                f"WHERE seq = (SELECT max(seq) FROM undo_log) AND tbl = '{table}' AND op = '{INSERTED}' AND rid = {new_id};")
    return f"{extend} {start} {remember}"


def _trigger_sql(db: Database, table: str) -> list[str]:
    ident = row_identity(db, table)
    cols = value_columns(db, table)
    slots = ", ".join(f"v{n}" for n in range(len(cols)))
    old = ", ".join(f'old."{c}"' for c in cols)
    changed = " OR ".join(f'old."{c}" IS NOT new."{c}"' for c in cols) or "0"
    log = "INSERT INTO undo_log (tbl, op, rid{s}) VALUES ('{t}', '{op}', {row}{v});"
    keep_old = (f", {slots}", f", {old}") if cols else ("", "")
    close_run = f"DELETE FROM {RUNS_TABLE} WHERE tbl = '{table}'; "
    inserted = _inserted_sql(table, ident)
    updated = close_run + log.format(s=keep_old[0], t=table, op=UPDATED, row=ident.of("old"), v=keep_old[1])
    deleted = close_run + log.format(s=keep_old[0], t=table, op=DELETED, row=ident.of("old"), v=keep_old[1])
    if ident.key is None:
        same, moved = "old.rowid = new.rowid", "old.rowid <> new.rowid"
    else:
        same = " AND ".join(f'old."{k}" = new."{k}"' for k in ident.key)
        moved = f"NOT ({same})"
    name = f"undo_{table}"
    return [
        f'CREATE TRIGGER "{name}_i" AFTER INSERT ON "{table}" BEGIN {inserted} END',
        f'CREATE TRIGGER "{name}_u" AFTER UPDATE ON "{table}" WHEN {same} AND ({changed}) BEGIN {updated} END',
        # a changed rowid (key) is the old row gone and a new one made
        f'CREATE TRIGGER "{name}_k" AFTER UPDATE ON "{table}" WHEN {moved} BEGIN {deleted} {inserted} END',
        f'CREATE TRIGGER "{name}_d" AFTER DELETE ON "{table}" BEGIN {deleted} END',
    ]


def install_undo_triggers(db: Database) -> None:
    """(Re)create the logging triggers of every logged table from its columns as they are now.

    A table a later migration creates is skipped until then (that migration installs them again).
    """
    # a plain rowid table: tools (and the tests) that read every table in rowid order keep working
    db.execute(f"CREATE TABLE IF NOT EXISTS {RUNS_TABLE} (tbl TEXT PRIMARY KEY, seq INTEGER NOT NULL)")
    for table in LOGGED_TABLES:
        if not db.table(table).exists():
            continue
        for suffix in "iukd":
            db.execute(f'DROP TRIGGER IF EXISTS "undo_{table}_{suffix}"')
        for sql in _trigger_sql(db, table):
            db.execute(sql)


def triggers_up_to_date(db: Database) -> bool:
    """True when every logged table's triggers log all of its columns as they are now."""
    stored = {name: sql for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")}
    for table in LOGGED_TABLES:
        if not db.table(table).exists():
            return False
        for sql, suffix in zip(_trigger_sql(db, table), "iukd"):
            if stored.get(f"undo_{table}_{suffix}") != sql:
                return False
    return True


def start_insert_runs(db: Database) -> None:
    """Close every open run: no insert after this extends an entry logged before it.

    The league calls it as a write transaction begins (a run left open by a change made
    outside the app is not extended by the app's step) and before it commits (the app's
    step is not extended by a change made outside the app after it).
    """
    db.execute(f"DELETE FROM {RUNS_TABLE}")


def clear_undo_log(db: Database) -> None:
    """Forget every step (after a change the log cannot describe, e.g. a table rebuilt)."""
    db.execute("DELETE FROM undo_log")
    db.execute("DELETE FROM undo_steps")
    db.execute(f"DELETE FROM {RUNS_TABLE}")
