"""The core of an open club: the connection, transactions and undo steps, caches, error mapping.

Every domain module (players, teams, leaderboards, events, matches, queries,
rating) is a set of functions over a :class:`ClubCore`; the
:class:`~tournament_app.league.club.Club` facade delegates to them. Nothing
here knows about players or matches.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, Literal, NoReturn, Self

from sqlite_utils import Database

from ..ratings import RatingModel, model_from_settings
from ..store import (
    Backup,
    InstanceLock,
    OtherInstance,
    ReadOnlyDatabaseError,
    acquire_instance_lock,
    apply_pending_migrations,
    check_database_integrity,
    is_read_only,
    list_backups,
    now_text,
    open_database,
    verify_file,
    write_error,
)
from ..store.backup import make_backup, restore_database, snapshot_database
from ..store.result_origins import forget_place
from ..messages import MessageText, Text, translate
from .backups import reason_text
from .errors import DuplicateNameError, LeagueError, NotFoundError
from .model import Changes
from .names import name_key
from .standings import StandingsCache
from .undo import StepInfo, StepRecord, UndoLog


def utc_now() -> str:
    """Now in UTC to the second, as stored in ``created_at`` columns (tests pin it)."""
    return now_text()


def new_id(pk: Any) -> int:
    """The id of the row an sqlite-utils ``insert`` just added (its ``last_pk``)."""
    if pk is None:  # pragma: no cover - an insert into a table with an integer key always has one
        raise RuntimeError("The database did not return the new row's id")
    return int(pk)


#: the integers SQLite stores: an id beyond them names no row
SQLITE_INTEGERS = range(-(1 << 63), 1 << 63)


def row_id(value: int) -> int | None:
    """``value`` as the parameter of an ``id = ?`` lookup: itself, or None (which no row matches) when SQLite could not
    hold it, so a lookup of any id, however large, finds nothing instead of failing (issue 27)."""
    return value if value in SQLITE_INTEGERS else None


#: what follows a recorded match's edit, deletion or restoration inside its transaction: (club, match ids)
MatchFollower = Callable[["ClubCore", frozenset[int]], None]


class ClubCore:
    """One open club file: its connection, transactions, undo steps, backups and caches."""

    #: functions told about matches edited, deleted or restored (an event's bracket re-routes after them)
    match_followers: ClassVar[list[MatchFollower]] = []

    @classmethod
    def follow_match_changes(cls, follower: MatchFollower) -> None:
        """Call ``follower`` inside the transaction of every match edit, deletion or restoration."""
        if follower not in cls.match_followers:
            cls.match_followers.append(follower)

    def matches_changed(self, match_ids: frozenset[int]) -> None:
        """Tell the followers that these recorded matches were edited, deleted or restored."""
        for follower in self.match_followers:
            follower(self, match_ids)

    def __init__(self, db: Database, path: Path | None = None, *, keep_backups: int = 10) -> None:
        self.db = db
        self.path = path
        self.keep_backups = keep_backups
        self._models: dict[int, RatingModel] = {}
        #: PRAGMA data_version when _models was last known to match the file (None: never read)
        self._models_version: int | None = None
        self._standings: StandingsCache | None = None
        #: this instance's share of the file's instance lock (None: in memory, or locking not possible)
        self.instance_lock: InstanceLock | None = None
        self._undo: UndoLog | None = None

    @classmethod
    def open(cls, path: str | Path, *, keep_backups: int = 10, check_integrity: bool | Literal["bounded"] = True) -> Self:
        """Open or create the club database at ``path`` (see :func:`store.open_database`).

        If another copy of the app already has the file open, the club still
        opens (SQLite serialises the writes of both, nothing is lost) and
        :attr:`other_instance` says so.
        """
        path = Path(path)
        db = open_database(path, keep_backups=keep_backups, check_integrity=check_integrity)
        club = cls(db, path, keep_backups=keep_backups)
        club.instance_lock = acquire_instance_lock(path)
        return club

    @property
    def other_instance(self) -> OtherInstance | None:
        """Another running copy of the app that had this file open when it was opened here, or None."""
        return self.instance_lock.other if self.instance_lock is not None else None

    def check_integrity(self) -> None:
        """Read every page of the file; raise a StoreError naming the damage if there is any.

        :meth:`open` does this unless told not to (the app defers it for big
        files so the window shows at once).
        """
        check_database_integrity(self.db, self.file_name)

    @property
    def file_name(self) -> MessageText:
        """The file's name as a message names it ("the database" for an in-memory club)."""
        return self.path.name if self.path else translate("league.core", "the database")

    @property
    def read_only(self) -> bool:
        """True when the file could only be opened for reading (every change is refused)."""
        return is_read_only(self.db)

    def now(self) -> str:
        """The time stored in ``created_at`` columns: :func:`utc_now`, looked up at each call (tests pin it)."""
        return utc_now()

    def close(self) -> None:
        """Close the database file (and let go of its instance lock)."""
        try:
            self.db.close()
        finally:
            if self.instance_lock is not None:
                self.instance_lock.release()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- transactions and undo steps -----------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[Database]:
        """One transaction (a savepoint inside a caller's): all of it is saved, or none.

        The outermost one starts with ``BEGIN IMMEDIATE``: it takes the file's
        write lock before reading anything, so a second copy of the app
        writing at the same time waits its turn (busy timeout) instead of
        working on a stale view. A full disk, a read-only file or a file
        busy for too long roll everything back and raise a
        :class:`~tournament_app.store.StoreError` with a message for people.
        """
        conn = self.db.conn
        if conn.in_transaction:
            try:
                with self.db.atomic() as db:
                    yield db
            except (sqlite3.Error, OSError) as exc:
                self.raise_store_error(exc)
            return
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            self.raise_store_error(exc)
        try:
            mark = self.undo_log().begin()
            yield self.db
            self.undo_log().commit(mark)
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self.raise_store_error(exc)
            raise
        try:
            conn.execute("COMMIT")
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self.raise_store_error(exc)
            raise

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group several calls into one transaction: all of them happen, or none."""
        with self.write():
            yield

    def undo_log(self) -> UndoLog:
        """The undo bookkeeping of this club (league/undo.py)."""
        if self._undo is None:
            self._undo = UndoLog(self, lambda: utc_now())  # looked up at each call: tests pin the clock
        return self._undo

    def step(self, label: MessageText) -> contextlib.AbstractContextManager[StepRecord]:
        """Everything saved inside is one undo step named ``label`` (its id is on the record once saved).

        Every public data-changing league call opens one with its own label
        ("Add player Ann"); inside another step it joins that one, so the
        outermost label names the step. A transaction no step names is
        named "Change".
        """
        return self.undo_log().step(label)

    def undo_history(self) -> list[StepInfo]:
        """The file's steps: those that can be undone (oldest first), then those that can be redone (next last)."""
        return self.undo_log().history()

    def _rollback(self) -> None:
        # rollback() is a no-op when the error already ended the transaction
        with contextlib.suppress(sqlite3.Error):
            self.db.conn.rollback()

    def raise_store_error(self, exc: BaseException, doing: Text | None = None) -> NoReturn:
        """Raise the StoreError a person should see for ``exc``; re-raise ``exc`` if it is not one.

        ``doing`` says what could not be done (a marked verb phrase); by default "save the change".
        """
        mapped = write_error(exc, self.file_name, doing)
        if mapped is None:
            raise exc
        raise mapped from exc

    # ---- backups and snapshots -----------------------------------------------------------

    def backup(self, reason: str, *, keep: int | None = None) -> Path | None:
        """Make a rotating backup of the file now (no-op for an in-memory club).

        A backup that cannot be made (a full disk...) raises a StoreError
        before the operation it protects has changed anything.
        """
        if self.path is None or self.db.conn.in_transaction or self.read_only:
            # Inside a caller's transaction the copy would hold half-done work;
            # the caller backs up before it starts. A read-only file will not
            # change (the write that follows is refused), so it needs none.
            return None
        try:
            return make_backup(self.db, self.path, reason=reason, keep=keep if keep is not None else self.keep_backups)
        except (sqlite3.Error, OSError) as exc:
            self.raise_store_error(exc, translate("league.core", "make a backup ({reason})").format(reason=reason_text(reason)))

    def backups(self) -> list[Backup]:
        """The automatic backups of this club's file, newest first."""
        return list_backups(self.path) if self.path is not None else []

    def restore_backup(self, source: str | Path) -> Changes:
        """Replace the club's content by the backup ``source`` (one of :meth:`backups`).

        The backup is checked first (a damaged one, or one from a newer
        version, is refused and nothing changes). Then the current content
        is itself backed up ("before-restore"), so restoring can be undone by
        restoring that backup. The copy goes into the open file with SQLite's
        backup API, in one transaction; an older backup is brought up to date
        with the pending migrations.
        """
        if self.path is None:
            raise LeagueError(translate("league.core", "An in-memory club has no backups"))
        if self.db.conn.in_transaction:
            raise LeagueError(translate("league.core", "Cannot restore a backup in the middle of another change"))
        source = Path(source)
        verify_file(source)
        if self.read_only:
            raise ReadOnlyDatabaseError(translate(
                "league.core",
                "{file} is read-only, so the backup cannot be put back into it. "
                "Copy the backup file somewhere writable and open the copy instead.",
            ).format(file=self.path.name))
        # One more than usual is kept this time, so that the rotation never drops
        # the (oldest) backup about to be restored; the next backup trims again.
        undo = self.backup("before-restore", keep=self.keep_backups + 1)
        try:
            restore_database(self.db, source)
            self._forget_standings()
            apply_pending_migrations(self.db)
            self._content_replaced()
        except BaseException as exc:
            self._rollback()
            if undo is not None:
                # a disk error here leaves the first error to report; a bug is not hidden
                with contextlib.suppress(sqlite3.Error, OSError):
                    restore_database(self.db, undo)
                    self._forget_standings()
            self._models.clear()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self.raise_store_error(exc, translate("league.core", "restore the backup"))
            raise
        self._models.clear()
        return self.everything_changed()

    def snapshot(self, folder: Path) -> Path:
        """Copy the whole database into a new file in ``folder`` (SQLite backup API)."""
        return snapshot_database(self.db, folder)

    def restore_snapshot(self, path: Path) -> Changes:
        """Replace the database's content by a snapshot made with :meth:`snapshot`."""
        try:
            restore_database(self.db, path)
            self._forget_standings()
            self._content_replaced()
        except (sqlite3.Error, OSError) as exc:
            self.raise_store_error(exc, translate("league.core", "undo"))
        finally:
            self._models.clear()
        return self.everything_changed()

    def _content_replaced(self) -> None:
        # the content put back does not know the match numbers handed out since: new ones go under a new club id
        with self.db.conn:
            forget_place(self.db)

    def everything_changed(self) -> Changes:
        """What changed when the whole content was replaced: everything."""
        return Changes(
            players=frozenset(r[0] for r in self.db.execute("SELECT id FROM players")),
            teams=True,
            leaderboards=frozenset(r[0] for r in self.db.execute("SELECT id FROM leaderboards")),
            events=frozenset(r[0] for r in self.db.execute("SELECT id FROM events")),
        )

    # ---- caches and shared rules ---------------------------------------------------------

    def _forget_standings(self) -> None:
        # A restore overwrites the file under the connection: no trigger saw it.
        if self._standings is not None:
            self._standings.forget()

    def standings_cache(self) -> StandingsCache:
        """The leaderboards held in memory as columns (league/standings.py), made on first use."""
        if self._standings is None:
            self._standings = StandingsCache(self.db, self.read_only)
        return self._standings

    def leaderboard_row(self, ref: int | str | None = None) -> dict[str, Any]:
        """A leaderboard's row by id or name; None means the first one (NotFoundError naming those there are)."""
        table = self.db.table("leaderboards")
        if ref is None:
            rows = list(table.rows_where(order_by="id", limit=1))
        elif isinstance(ref, int):
            rows = list(table.rows_where("id = ?", [row_id(ref)]))
        else:
            rows = list(table.rows_where("name_key = ?", [name_key(ref)]))
        if not rows:
            known = ", ".join(r["name"] for r in table.rows_where(order_by="id", select="name"))
            raise NotFoundError(translate("league.core", "There is no leaderboard {ref!r} (there are: {known}).").format(
                ref=ref, known=known))
        return rows[0]

    def rating_model(self, leaderboard_id: int) -> RatingModel:
        """The rating model a leaderboard uses, with the settings stored now.

        Another copy of the app may have changed them since this club read
        them: any commit of another connection changes ``PRAGMA
        data_version``, and then the models are read again (as the standings
        cache does), so a match is never rated with old parameters.
        """
        version = int(self.db.execute("PRAGMA data_version").fetchone()[0])
        if version != self._models_version:
            self._models.clear()
            self._models_version = version
        model = self._models.get(leaderboard_id)
        if model is None:
            row = self.leaderboard_row(leaderboard_id)
            model = self._models[leaderboard_id] = model_from_settings(row["system"], json.loads(row["params"]))
        return model

    def forget_model(self, leaderboard_id: int | None = None) -> None:
        """Drop the cached rating model of a leaderboard (all if None): its settings changed."""
        if leaderboard_id is None:
            self._models.clear()
        else:
            self._models.pop(leaderboard_id, None)

    def check_free_name(self, table: str, name: str, what: NamedRow, exclude_id: int | None = None) -> None:
        """Raise DuplicateNameError if another row of ``table`` has this name (by the one name rule)."""
        row = self.db.execute(f"SELECT id, name FROM {table} WHERE name_key = ?", [name_key(name)]).fetchone()
        if row and row[0] != exclude_id:
            raise DuplicateNameError(_taken(what).format(name=row[1]))


#: the kinds of rows whose names must be unique (:meth:`ClubCore.check_free_name`)
NamedRow = Literal["player", "team", "leaderboard", "season"]


def _taken(what: NamedRow) -> Text:
    """"There is already a … called '{name}'.": a whole sentence for each kind of row, so each is translated whole."""
    if what == "player":
        return translate("league.core", "There is already a player called '{name}'.")
    if what == "team":
        return translate("league.core", "There is already a team called '{name}'.")
    if what == "leaderboard":
        return translate("league.core", "There is already a leaderboard called '{name}'.")
    return translate("league.core", "There is already a season called '{name}'.")
