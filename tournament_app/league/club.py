"""The club: every use case a front end calls (docs/architecture.md, league/).

Each data-changing method runs in one transaction and returns
:class:`~tournament_app.league.model.Changes`; on any error nothing is written.
"""

from __future__ import annotations

import contextlib
import json
import math
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from sqlite_utils import Database
from sqlite_utils.db import NotFoundError as RowNotFound

from ..ratings import MODELS, Rating, RatingError, RatingModel, model_from_settings
from ..ratings.presentation import conservative_estimate, display_rating
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
    open_database,
    verify_file,
    write_error,
)
from ..store.backup import make_backup, restore_database, snapshot_database
from .dates import normalize_moment, now_moment
from .errors import DuplicateNameError, InvalidMatchError, LeagueError, NotFoundError
from .names import clean_club, clean_name, clean_player_name, clean_team_name, name_key
from .model import (
    Changes,
    Event,
    HeadToHead,
    HistoryEntry,
    Leaderboard,
    Match,
    MatchSide,
    Player,
    SideInput,
    SidePlayer,
    Standing,
    Team,
)
from .standings import StandingsCache, StandingsTable
from .replay import CancelledFn, Position, ProgressFn, load_games, replay_from
from .undo import UNDO, REDO, StepInfo, StepRecord, UndoLog, UndoResult, undo_or_redo

#: how a player is named in :func:`placements_from_games` (an id, a name, ...)
PlayerKey = TypeVar("PlayerKey")

#: one game of a match as entered: each player who played it (id or name) -> their own score
GameInput = Mapping[int | str, float | None]

DISPLAY_SCALES = ("auto", "logistic", "conservative", "mu")
EVENT_KINDS = ("club night", "tournament")


def _utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class Club:
    """One club database and everything an organizer does with it."""

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
    def open(cls, path: str | Path, *, keep_backups: int = 10, check_integrity: bool = True) -> Club:
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
        check_database_integrity(self.db, self.path.name if self.path else "the database")

    @property
    def read_only(self) -> bool:
        """True when the file could only be opened for reading (every change is refused)."""
        return is_read_only(self.db)

    def close(self) -> None:
        """Close the database file (and let go of its instance lock)."""
        try:
            self.db.close()
        finally:
            if self.instance_lock is not None:
                self.instance_lock.release()

    def __enter__(self) -> Club:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[Database]:
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
                self._raise_store_error(exc)
            return
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            self._raise_store_error(exc)
        try:
            mark = self._undo_log().begin()
            yield self.db
            self._undo_log().commit(mark)
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self._raise_store_error(exc)
            raise
        try:
            conn.execute("COMMIT")
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self._raise_store_error(exc)
            raise

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group several calls into one transaction: all of them happen, or none."""
        with self._write():
            yield

    # ---- undo and redo (league/undo.py) ---------------------------------------------------

    def _undo_log(self) -> UndoLog:
        if self._undo is None:
            self._undo = UndoLog(self, lambda: _utc_now())  # looked up at each call: tests pin the clock
        return self._undo

    def step(self, label: str) -> contextlib.AbstractContextManager[StepRecord]:
        """Everything saved inside is one undo step named ``label`` (its id is on the record once saved).

        Without it each transaction is a step named after the league call that made it.
        """
        return self._undo_log().step(label)

    def undo(self, step_id: int | None = None, *, progress: ProgressFn | None = None,
             cancelled: CancelledFn | None = None) -> UndoResult:
        """Undo the file's latest step (``step_id``: only if it is that one); the derived data is replayed."""
        return undo_or_redo(self, UNDO, step_id, progress=progress, cancelled=cancelled)

    def redo(self, step_id: int | None = None, *, progress: ProgressFn | None = None,
             cancelled: CancelledFn | None = None) -> UndoResult:
        """Redo the step undone last (``step_id``: only if it is that one)."""
        return undo_or_redo(self, REDO, step_id, progress=progress, cancelled=cancelled)

    def undo_history(self) -> list[StepInfo]:
        """The file's steps: those that can be undone (oldest first), then those that can be redone (next last)."""
        return self._undo_log().history()

    def _rollback(self) -> None:
        # rollback() is a no-op when the error already ended the transaction
        with contextlib.suppress(sqlite3.Error):
            self.db.conn.rollback()

    def _raise_store_error(self, exc: BaseException, doing: str = "save the change") -> NoReturn:
        """Raise the StoreError a person should see for ``exc``; re-raise ``exc`` if it is not one."""
        mapped = write_error(exc, self.path.name if self.path else "the database", doing)
        if mapped is None:
            raise exc
        raise mapped from exc

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
            self._raise_store_error(exc, f"make a backup ({reason.replace('-', ' ')})")

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
            raise LeagueError("An in-memory club has no backups")
        if self.db.conn.in_transaction:
            raise LeagueError("Cannot restore a backup in the middle of another change")
        source = Path(source)
        verify_file(source)
        if self.read_only:
            raise ReadOnlyDatabaseError(
                f"{self.path.name} is read-only, so the backup cannot be put back into it. "
                "Copy the backup file somewhere writable and open the copy instead."
            )
        # One more than usual is kept this time, so that the rotation never drops
        # the (oldest) backup about to be restored; the next backup trims again.
        undo = self.backup("before-restore", keep=self.keep_backups + 1)
        try:
            restore_database(self.db, source)
            self._forget_standings()
            apply_pending_migrations(self.db)
        except BaseException as exc:
            self._rollback()
            if undo is not None:
                with contextlib.suppress(Exception):
                    restore_database(self.db, undo)
                    self._forget_standings()
            self._models.clear()
            if isinstance(exc, (sqlite3.Error, OSError)):
                self._raise_store_error(exc, "restore the backup")
            raise
        self._models.clear()
        return self._everything_changed()

    # ---- players -------------------------------------------------------------------------

    def add_player(self, name: str, club: str | None = None) -> Player:
        """Add a player; the name must be new (case-insensitively) and hold no comma."""
        name = clean_player_name(name)
        home = clean_club(club)
        with self._write() as db:
            self._check_free_name("players", name, "player")
            pid = db.table("players").insert(
                {
                    "name": name,
                    "name_key": name_key(name),
                    "club": home,
                    "created_at": _utc_now(),
                    "archived": 0,
                }
            ).last_pk
        return self.player(_new_id(pid))

    def rename_player(self, player_id: int, name: str) -> Changes:
        """Give a player a new name (no comma in it)."""
        name = clean_player_name(name)
        self.player(player_id)
        with self._write() as db:
            self._check_free_name("players", name, "player", exclude_id=player_id)
            db.table("players").update(player_id, {"name": name, "name_key": name_key(name)})
        return Changes(players=frozenset({player_id}))

    def set_player_club(self, player_id: int, club: str | None) -> Changes:
        """Set or clear the club a player belongs to."""
        home = clean_club(club)
        self.player(player_id)
        with self._write() as db:
            db.table("players").update(player_id, {"club": home})
        return Changes(players=frozenset({player_id}))

    def archive_player(self, player_id: int, archived: bool = True) -> Changes:
        """Hide a player from lists and leaderboards (their results stay)."""
        self.player(player_id)
        with self._write() as db:
            db.table("players").update(player_id, {"archived": int(archived)})
        return Changes(players=frozenset({player_id}), leaderboards=frozenset(self._leaderboards_of(player_id)))

    def delete_player(self, player_id: int) -> Changes:
        """Delete a player who has never played (e.g. added by mistake); archive the others."""
        player = self.player(player_id)
        if self.db.execute("SELECT 1 FROM match_players WHERE player_id = ? LIMIT 1", [player_id]).fetchone():
            raise LeagueError(f"'{player.name}' has played matches; archive the player instead")
        from .event_log import in_event_logs

        if in_event_logs(self.db, player_id):
            raise LeagueError(f"'{player.name}' plays in imported event logs; archive the player instead")
        with self._write() as db:
            db.execute("DELETE FROM team_members WHERE player_id = ?", [player_id])
            # check-ins go too: a new player could get this id again
            db.execute("DELETE FROM attendance WHERE player_id = ?", [player_id])
            db.execute("DELETE FROM initial_ratings WHERE player_id = ?", [player_id])
            db.execute("DELETE FROM players WHERE id = ?", [player_id])
        return Changes(players=frozenset({player_id}), teams=True)

    def restore_player(self, player: Player, team_ids: Sequence[int] = ()) -> Changes:
        """Put back a deleted player with the same id (undo of add or delete)."""
        with self._write() as db:
            self._check_free_name("players", player.name, "player")
            db.table("players").insert(
                {
                    "id": player.id,
                    "name": player.name,
                    "name_key": name_key(player.name),
                    "club": player.club,
                    "created_at": player.created_at,
                    "archived": int(player.archived),
                }
            )
            db.table("team_members").insert_all([{"team_id": t, "player_id": player.id} for t in team_ids])
        return Changes(players=frozenset({player.id}), teams=bool(team_ids))

    def teams_of(self, player_id: int) -> list[int]:
        """Ids of the rosters a player belongs to."""
        return [r[0] for r in self.db.execute("SELECT team_id FROM team_members WHERE player_id = ?", [player_id])]

    def merge_players(self, keep_id: int, merge_id: int) -> Changes:
        """Move every result of ``merge_id`` to ``keep_id``, delete ``merge_id``, rebuild ratings.

        Refused when the two played against each other (or together) in one match.
        """
        if keep_id == merge_id:
            raise LeagueError("Cannot merge a player with themself")
        keep, gone = self.player(keep_id), self.player(merge_id)
        clash = self.db.execute(
            "SELECT a.match_id FROM match_players a JOIN match_players b ON a.match_id = b.match_id "
            "WHERE a.player_id = ? AND b.player_id = ? LIMIT 1",
            [keep_id, merge_id],
        ).fetchone()
        if clash:
            raise LeagueError(
                f"Cannot merge '{gone.name}' into '{keep.name}': both played in match {clash[0]}"
            )
        boards = self._leaderboards_of(merge_id) | self._leaderboards_of(keep_id)
        self.backup("before-merge")
        replayed = 0
        with self._write() as db:
            db.execute("UPDATE match_players SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
            db.execute("UPDATE match_games SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
            db.execute("UPDATE OR IGNORE initial_ratings SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
            db.execute("DELETE FROM initial_ratings WHERE player_id = ?", [merge_id])
            db.execute(
                "INSERT OR IGNORE INTO team_members (team_id, player_id) "
                "SELECT team_id, ? FROM team_members WHERE player_id = ?",
                [keep_id, merge_id],
            )
            from .event_log import merge_event_log_player

            log_boards = merge_event_log_player(db, keep_id, merge_id)
            db.execute("DELETE FROM team_members WHERE player_id = ?", [merge_id])
            db.execute(
                "INSERT OR IGNORE INTO attendance (event_id, player_id, status, arrived_round, updated_at) "
                "SELECT event_id, ?, status, arrived_round, updated_at FROM attendance WHERE player_id = ?",
                [keep_id, merge_id],
            )
            db.execute("DELETE FROM attendance WHERE player_id = ?", [merge_id])
            db.execute("DELETE FROM rating_history WHERE player_id = ?", [merge_id])
            db.execute("DELETE FROM ratings WHERE player_id = ?", [merge_id])
            db.execute("DELETE FROM players WHERE id = ?", [merge_id])
            for lb in boards:
                first = self._first_position_of(lb, keep_id)
                if first is not None:
                    n, _ = self._replay(lb, first, also_affected=[keep_id])
                    replayed += n
            for lb in log_boards:  # boards with event logs replay everything, logs included
                n, _ = self._replay(lb, None, also_affected=[keep_id])
                replayed += n
        return Changes(
            players=frozenset({keep_id, merge_id}),
            teams=True,
            leaderboards=frozenset(boards),
            replayed=replayed,
        )

    def player(self, player_id: int) -> Player:
        """The player with this id (NotFoundError if there is none)."""
        try:
            row = self.db.table("players").get(player_id)
        except RowNotFound:
            raise NotFoundError(f"There is no player with id {player_id}") from None
        return _player(row)

    def find_player(self, name: str) -> Player | None:
        """The player with this name (case-insensitive), or None."""
        rows = list(self.db.table("players").rows_where("name_key = ?", [name_key(name)]))
        return _player(rows[0]) if rows else None

    def players(self, search: str = "", *, include_archived: bool = False) -> list[Player]:
        """Players sorted by name, optionally filtered by a part of the name."""
        where = ["1=1"]
        params: list[Any] = []
        if not include_archived:
            where.append("archived = 0")
        if search.strip():
            where.append("instr(name_key, ?) > 0")
            params.append(name_key(search))
        return [
            _player(r)
            for r in self.db.table("players").rows_where(" AND ".join(where), params, order_by="name_key")
        ]

    def player_count(self) -> int:
        """How many players (archived included) the club has."""
        return int(self.db.execute("SELECT count(*) FROM players").fetchone()[0])

    # ---- teams ---------------------------------------------------------------------------

    def add_team(self, name: str, member_ids: Sequence[int] = ()) -> Team:
        """Create a named roster (no comma in its name)."""
        name = clean_team_name(name)
        for pid in member_ids:
            self.player(pid)
        with self._write() as db:
            self._check_free_name("teams", name, "team")
            tid = _new_id(
                db.table("teams").insert(
                    {"name": name, "name_key": name_key(name), "created_at": _utc_now(), "archived": 0}
                ).last_pk
            )
            db.table("team_members").insert_all(
                [{"team_id": tid, "player_id": pid} for pid in dict.fromkeys(member_ids)]
            )
        return self.team(tid)

    def set_team(self, team_id: int, *, name: str | None = None, member_ids: Sequence[int] | None = None) -> Changes:
        """Rename a roster and/or replace its members (recorded matches keep their lineups)."""
        self.team(team_id)
        if member_ids is not None:
            for pid in member_ids:
                self.player(pid)
        with self._write() as db:
            if name is not None:
                name = clean_team_name(name)
                self._check_free_name("teams", name, "team", exclude_id=team_id)
                db.table("teams").update(team_id, {"name": name, "name_key": name_key(name)})
            if member_ids is not None:
                db.execute("DELETE FROM team_members WHERE team_id = ?", [team_id])
                db.table("team_members").insert_all(
                    [{"team_id": team_id, "player_id": pid} for pid in dict.fromkeys(member_ids)]
                )
        return Changes(teams=True)

    def archive_team(self, team_id: int, archived: bool = True) -> Changes:
        """Hide a roster from lists (matches that used it keep it)."""
        self.team(team_id)
        with self._write() as db:
            db.table("teams").update(team_id, {"archived": int(archived)})
        return Changes(teams=True)

    def delete_team(self, team_id: int) -> Changes:
        """Delete a roster no recorded match used (archive it otherwise)."""
        team = self.team(team_id)
        if self.db.execute("SELECT 1 FROM match_sides WHERE team_id = ? LIMIT 1", [team_id]).fetchone():
            raise LeagueError(f"Team '{team.name}' played in recorded matches; archive it instead")
        with self._write() as db:
            db.execute("DELETE FROM team_members WHERE team_id = ?", [team_id])
            db.execute("DELETE FROM teams WHERE id = ?", [team_id])
        return Changes(teams=True)

    def team(self, team_id: int) -> Team:
        """The roster with this id."""
        try:
            row = self.db.table("teams").get(team_id)
        except RowNotFound:
            raise NotFoundError(f"There is no team with id {team_id}") from None
        members = tuple(
            r[0]
            for r in self.db.execute(
                "SELECT tm.player_id FROM team_members tm JOIN players p ON p.id = tm.player_id "
                "WHERE tm.team_id = ? ORDER BY p.name_key",
                [team_id],
            )
        )
        return Team(row["id"], row["name"], members, bool(row["archived"]))

    def find_team(self, name: str) -> Team | None:
        """The roster with this name (case-insensitive), or None."""
        row = self.db.execute("SELECT id FROM teams WHERE name_key = ?", [name_key(name)]).fetchone()
        return self.team(row[0]) if row else None

    def teams(self, *, include_archived: bool = False) -> list[Team]:
        """All rosters sorted by name."""
        where = "1=1" if include_archived else "archived = 0"
        return [self.team(r["id"]) for r in self.db.table("teams").rows_where(where, order_by="name_key")]

    # ---- leaderboards --------------------------------------------------------------------

    def leaderboards(self) -> list[Leaderboard]:
        """Every leaderboard, in the order they were created."""
        return [_leaderboard(r) for r in self.db.table("leaderboards").rows_where(order_by="id")]

    def leaderboard(self, ref: int | str | None = None) -> Leaderboard:
        """A leaderboard by id or name; None means the first one ("Default" in a new club)."""
        if ref is None:
            rows = list(self.db.table("leaderboards").rows_where(order_by="id", limit=1))
        elif isinstance(ref, int):
            rows = list(self.db.table("leaderboards").rows_where("id = ?", [ref]))
        else:
            rows = list(self.db.table("leaderboards").rows_where("name_key = ?", [name_key(ref)]))
        if not rows:
            known = ", ".join(lb.name for lb in self.leaderboards())
            raise NotFoundError(f"There is no leaderboard {ref!r} (there are: {known}).")
        return _leaderboard(rows[0])

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
            lb = self.leaderboard(leaderboard_id)
            model = self._models[leaderboard_id] = model_from_settings(lb.system, lb.params)
        return model

    def new_leaderboard(
        self, name: str, system: str = "bbt", params: Mapping[str, Any] | None = None, display_scale: str = "auto"
    ) -> Leaderboard:
        """Create a leaderboard with a rating system and its parameters."""
        name = clean_name(name, "leaderboard's name")
        params = dict(params or {})
        try:
            model_from_settings(system, params)
        except RatingError as exc:
            raise LeagueError(str(exc)) from None
        if display_scale not in DISPLAY_SCALES:
            raise LeagueError(f"Unknown display scale {display_scale!r} (known: {', '.join(DISPLAY_SCALES)}).")
        with self._write() as db:
            self._check_free_name("leaderboards", name, "leaderboard")
            lid = db.table("leaderboards").insert(
                {
                    "name": name,
                    "name_key": name_key(name),
                    "system": system,
                    "params": json.dumps(params, sort_keys=True),
                    "display_scale": display_scale,
                    "created_at": _utc_now(),
                }
            ).last_pk
        return self.leaderboard(_new_id(lid))

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
        lb = self.leaderboard(leaderboard_id)
        new_system = system if system is not None else lb.system
        new_params = dict(params) if params is not None else (lb.params if system is None else {})
        try:
            model_from_settings(new_system, new_params)
        except RatingError as exc:
            raise LeagueError(str(exc)) from None
        if display_scale is not None and display_scale not in DISPLAY_SCALES:
            raise LeagueError(f"Unknown display scale {display_scale!r} (known: {', '.join(DISPLAY_SCALES)}).")
        rerate = new_system != lb.system or new_params != lb.params
        if rerate:
            self.backup("before-recompute")
        replayed = 0
        with self._write() as db:
            update: dict[str, Any] = {"system": new_system, "params": json.dumps(new_params, sort_keys=True)}
            if name is not None:
                name = clean_name(name, "leaderboard's name")
                self._check_free_name("leaderboards", name, "leaderboard", exclude_id=leaderboard_id)
                update.update(name=name, name_key=name_key(name))
            if display_scale is not None:
                update["display_scale"] = display_scale
            db.table("leaderboards").update(leaderboard_id, update)
            self._models.pop(leaderboard_id, None)
            if rerate:
                try:
                    replayed, _ = self._replay(leaderboard_id, None, progress=progress, cancelled=cancelled)
                except BaseException:
                    self._models.pop(leaderboard_id, None)
                    raise
        return Changes(leaderboards=frozenset({leaderboard_id}), replayed=replayed)

    # ---- events --------------------------------------------------------------------------

    def add_event(self, name: str, date: str, leaderboard_id: int | None = None, kind: str = "club night", notes: str | None = None) -> Event:
        """Create a club night or tournament on a date."""
        name = clean_name(name, "event's name")
        if kind not in EVENT_KINDS:
            raise LeagueError(f"Unknown kind of event {kind!r} (known: {', '.join(EVENT_KINDS)}).")
        lb = self.leaderboard(leaderboard_id)
        day = normalize_moment(date)
        with self._write() as db:
            eid = db.table("events").insert(
                {"name": name, "kind": kind, "date": day, "leaderboard_id": lb.id, "notes": notes, "created_at": _utc_now()}
            ).last_pk
        return self.event(_new_id(eid))

    def event(self, event_id: int) -> Event:
        """The event with this id."""
        try:
            row = self.db.table("events").get(event_id)
        except RowNotFound:
            raise NotFoundError(f"There is no event with id {event_id}") from None
        return _event(row)

    def find_event(self, name: str, leaderboard_id: int | None = None) -> Event | None:
        """The most recent event with this name (in a leaderboard, if given), or None.

        Names compare by :func:`name_key` (SQL's lower() folds only ASCII: "Öl Cup" is "öl cup" here).
        """
        key = name_key(name)
        where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1=1", [])
        for row in self.db.table("events").rows_where(where, params, order_by="date desc, id desc", select="id, name"):
            if name_key(row["name"]) == key:
                return self.event(row["id"])
        return None

    def events(self, leaderboard_id: int | None = None) -> list[Event]:
        """Events, newest first."""
        where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1=1", [])
        return [_event(r) for r in self.db.table("events").rows_where(where, params, order_by="date desc, id desc")]

    def update_event(self, event_id: int, *, name: str | None = None, date: str | None = None, kind: str | None = None, notes: str | None = None) -> Changes:
        """Change an event's name, date, kind or notes (its matches keep their own times)."""
        self.event(event_id)
        update: dict[str, Any] = {}
        if name is not None:
            update["name"] = clean_name(name, "event's name")
        if date is not None:
            update["date"] = normalize_moment(date)
        if kind is not None:
            if kind not in EVENT_KINDS:
                raise LeagueError(f"Unknown kind of event {kind!r} (known: {', '.join(EVENT_KINDS)}).")
            update["kind"] = kind
        if notes is not None:
            update["notes"] = notes
        with self._write() as db:
            db.table("events").update(event_id, update)
        return Changes(events=frozenset({event_id}))

    def delete_event(self, event_id: int) -> Changes:
        """Delete an event that has no matches."""
        self.event(event_id)
        if self.db.execute("SELECT 1 FROM matches WHERE event_id = ? LIMIT 1", [event_id]).fetchone():
            raise LeagueError("This event has matches; delete or move them first")
        with self._write() as db:
            # the club night kept for the event goes with it (a new event could get its id again)
            for table in ("drawn_matches", "drawn_rounds", "night_tables", "attendance"):
                db.execute(f"DELETE FROM {table} WHERE event_id = ?", [event_id])
            db.execute("DELETE FROM events WHERE id = ?", [event_id])
        return Changes(events=frozenset({event_id}))

    def event_results(self, event_id: int) -> list[Match]:
        """The event's matches in the order they were played, with rating changes."""
        self.event(event_id)
        ids = [r[0] for r in self.db.execute("SELECT id FROM matches WHERE event_id = ? ORDER BY played_at, seq", [event_id])]
        return [self.match(i) for i in ids]

    # ---- matches -------------------------------------------------------------------------

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
    ) -> tuple[int, Changes]:
        """Validate, store and rate one match in one transaction; returns (match id, changes).

        A match after every other is rated on top of current ratings; an
        earlier one replays the leaderboard's history from it. Players may be
        given by id or by name; with ``create_players`` unknown names are
        added as new players in the same transaction. ``games``: the
        match's individual games, each player (id or name) -> own score, a
        player absent from a game left out (or None); the o!TR system rates
        by them, the others by the sides' ranks.
        """
        lb, event, moment = self._match_context(leaderboard_id, event_id, played_at)
        with self._write():
            sides = self._resolve_sides(sides, create_players)
            self._validate_sides(sides)
            resolved_games = self._resolve_games(games or (), sides)
            match_id = self._insert_match(lb.id, event, moment, notes, sides)
            self._insert_games(match_id, resolved_games)
            n, touched = self._rate_new_or_replay(lb.id, match_id)
        return match_id, Changes(
            players=frozenset(touched),
            leaderboards=frozenset({lb.id}),
            events=frozenset({event} if event else ()),
            matches=frozenset({match_id}),
            replayed=n,
        )

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
        """Change a recorded match; history from it on is replayed (players by id or name).

        ``games``: None keeps the recorded games (they must still fit the
        sides), an empty list removes them, a list replaces them.
        """
        old = self.match(match_id)
        new_at = normalize_moment(played_at) if played_at is not None else old.played_at
        new_event = event_id if event_id is not None else old.event_id
        if event_id is not None and self.event(event_id).leaderboard_id != old.leaderboard_id:
            raise InvalidMatchError("The event belongs to another leaderboard")
        old_players = {p.player_id for s in old.sides for p in s.players}
        with self._write() as db:
            update: dict[str, Any] = {"played_at": new_at, "event_id": new_event}
            if notes is not None:
                update["notes"] = notes
            if new_at != old.played_at:
                update["seq"] = self._next_seq(old.leaderboard_id)
            db.table("matches").update(match_id, update)
            if sides is not None:
                sides = self._resolve_sides(sides, create_players)
                self._validate_sides(sides)
                db.execute("DELETE FROM match_players WHERE match_id = ?", [match_id])
                db.execute("DELETE FROM match_sides WHERE match_id = ?", [match_id])
                self._insert_sides(match_id, sides)
            if games is not None or (sides is not None and old.games):
                new_games = self._resolve_games(old.games if games is None else games, sides if sides is not None else old.as_inputs())
                db.execute("DELETE FROM match_games WHERE match_id = ?", [match_id])
                self._insert_games(match_id, new_games)
            new_seq = int(update.get("seq", old.seq))
            start = min((old.played_at, old.seq), (new_at, new_seq))
            n, touched = self._replay(old.leaderboard_id, start, also_affected=old_players, progress=progress, cancelled=cancelled)
        return Changes(
            players=frozenset(touched | old_players),
            leaderboards=frozenset({old.leaderboard_id}),
            events=frozenset(e for e in (old.event_id, new_event) if e is not None),
            matches=frozenset({match_id}),
            replayed=n,
        )

    def delete_match(self, match_id: int, *, progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
        """Delete a match; history after it is replayed."""
        old = self.match(match_id)
        players = {p.player_id for s in old.sides for p in s.players}
        self.backup("before-delete")
        with self._write() as db:
            for table in ("rating_history", "match_games", "match_players", "match_sides"):
                db.execute(f"DELETE FROM {table} WHERE match_id = ?", [match_id])
            db.execute("DELETE FROM matches WHERE id = ?", [match_id])
            n, touched = self._replay(old.leaderboard_id, (old.played_at, old.seq), also_affected=players, progress=progress, cancelled=cancelled)
        return Changes(
            players=frozenset(players | touched),
            leaderboards=frozenset({old.leaderboard_id}),
            events=frozenset({old.event_id} if old.event_id else ()),
            matches=frozenset({match_id}),
            replayed=n,
        )

    def restore_match(self, match: Match) -> Changes:
        """Make the match exactly as in ``match`` (same id, time, order and sides), then replay.

        Undo of delete (the match comes back) and of edit (the old version
        replaces the new one).
        """
        self.leaderboard(match.leaderboard_id)
        sides = match.as_inputs()
        self._validate_sides(sides)
        restored_games = self._resolve_games(match.games, sides)
        current = None
        try:
            current = self.match(match.id)
        except NotFoundError:
            pass
        with self._write() as db:
            starts: list[Position] = [(match.played_at, match.seq)]
            affected: set[int] = set()
            boards = {match.leaderboard_id}
            if current is not None:
                starts.append((current.played_at, current.seq))
                affected = {p.player_id for s in current.sides for p in s.players}
                boards.add(current.leaderboard_id)
                for table in ("rating_history", "match_games", "match_players", "match_sides"):
                    db.execute(f"DELETE FROM {table} WHERE match_id = ?", [match.id])
                db.execute("DELETE FROM matches WHERE id = ?", [match.id])
            db.table("matches").insert(
                {
                    "id": match.id,
                    "leaderboard_id": match.leaderboard_id,
                    "event_id": match.event_id,
                    "played_at": match.played_at,
                    "seq": match.seq,
                    "notes": match.notes,
                    "created_at": _utc_now(),
                }
            )
            self._insert_sides(match.id, sides)
            self._insert_games(match.id, restored_games)
            replayed = 0
            touched: set[int] = set(affected)
            for lb in boards:
                n, t = self._replay(lb, min(starts), also_affected=affected)
                replayed += n
                touched |= t
        return Changes(
            players=frozenset(touched),
            leaderboards=frozenset(boards),
            events=frozenset(e for e in (match.event_id, current.event_id if current else None) if e is not None),
            matches=frozenset({match.id}),
            replayed=replayed,
        )

    def match(self, match_id: int) -> Match:
        """A recorded match with its sides, players and their rating changes."""
        try:
            row = self.db.table("matches").get(match_id)
        except RowNotFound:
            raise NotFoundError(f"There is no match with id {match_id}") from None
        history = {
            r[0]: r[1:]
            for r in self.db.execute(
                "SELECT player_id, mu_before, sigma_before, mu_after, sigma_after FROM rating_history WHERE match_id = ?",
                [match_id],
            )
        }
        players: dict[int, list[SidePlayer]] = {}
        for side, pid, name in self.db.execute(
            "SELECT mp.side, mp.player_id, p.name FROM match_players mp JOIN players p ON p.id = mp.player_id "
            "WHERE mp.match_id = ? ORDER BY mp.rowid",
            [match_id],
        ):
            h = history.get(pid, (None, None, None, None))
            players.setdefault(side, []).append(SidePlayer(pid, name, *h))
        sides = tuple(
            MatchSide(side, rank, score, team_id, team_name, tuple(players.get(side, [])))
            for side, rank, score, team_id, team_name in self.db.execute(
                "SELECT s.side, s.rank, s.score, s.team_id, t.name FROM match_sides s "
                "LEFT JOIN teams t ON t.id = s.team_id WHERE s.match_id = ? ORDER BY s.side",
                [match_id],
            )
        )
        games = tuple(load_games(self.db, [match_id]).get(match_id, []))
        return Match(row["id"], row["leaderboard_id"], row["event_id"], row["played_at"], row["seq"], row["notes"], sides, games)

    def matches(self, leaderboard_id: int | None = None, *, player_id: int | None = None, limit: int | None = None) -> list[Match]:
        """Recorded matches, most recent first."""
        where, params = ["1=1"], []
        if leaderboard_id is not None:
            where.append("m.leaderboard_id = ?")
            params.append(leaderboard_id)
        if player_id is not None:
            where.append("m.id IN (SELECT match_id FROM match_players WHERE player_id = ?)")
            params.append(player_id)
        sql = f"SELECT m.id FROM matches m WHERE {' AND '.join(where)} ORDER BY m.played_at DESC, m.seq DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [self.match(r[0]) for r in self.db.execute(sql, params)]

    def match_count(self, leaderboard_id: int | None = None) -> int:
        """How many matches are recorded (in one leaderboard, if given)."""
        if leaderboard_id is None:
            return int(self.db.execute("SELECT count(*) FROM matches").fetchone()[0])
        return int(self.db.execute("SELECT count(*) FROM matches WHERE leaderboard_id = ?", [leaderboard_id]).fetchone()[0])

    # ---- queries -------------------------------------------------------------------------

    def standings(
        self,
        leaderboard_id: int | None = None,
        *,
        min_games: int = 0,
        active_since: str | None = None,
        search: str = "",
        as_of: str | None = None,
    ) -> list[Standing]:
        """The leaderboard, best conservative estimate first.

        ``rank`` counts only players passing ``min_games`` and ``active_since``;
        ``search`` narrows the rows shown without changing ranks. Archived
        players are left out. With a decaying system every rating is shown
        decayed over the idle days from its last match to ``as_of`` (now if
        None) and ranked by that.
        """
        if self.rating_model(self.leaderboard(leaderboard_id).id).decays:
            from .inactivity import current_standings  # (inactivity uses Club)

            rows, _decays = current_standings(self, leaderboard_id, today=as_of, min_games=min_games, active_since=active_since)
            key = name_key(search)
            return [r for r in rows if key in name_key(r.player)] if key else rows
        table = self.standings_table(leaderboard_id, min_games=min_games, active_since=active_since)
        return [table[int(i)] for i in table.matching(search)]

    def standings_table(
        self, leaderboard_id: int | None = None, *, min_games: int = 0, active_since: str | None = None
    ) -> StandingsTable:
        """The leaderboard as a :class:`StandingsTable`: like :meth:`standings`, with rows made on demand.

        After a change only the rows of the players it touched are read
        again, so a big club's leaderboard is refreshed in milliseconds. The
        ratings are as stored: a decaying system's display-time decay is
        applied by :meth:`standings` (see ``league.inactivity``).
        """
        lb = self.leaderboard(leaderboard_id)
        model = self.rating_model(lb.id)
        if self._standings is None:
            self._standings = StandingsCache(self.db, self.read_only)

        def row(pid: int, name: str, mu: float, sigma: float, games: int, wins: int, last: str | None) -> Standing:
            return self._standing(lb, model, 0, pid, name, mu, sigma, games, wins, last)

        since = normalize_moment(active_since) if active_since else None
        return self._standings.table(lb.id, lb, row, min_games=int(min_games), active_since=since)

    def rating_of(self, player_id: int, leaderboard_id: int | None = None) -> Rating:
        """A player's current rating (a new player's rating if they have not played)."""
        lb = self.leaderboard(leaderboard_id)
        row = self.db.execute(
            "SELECT mu, sigma FROM ratings WHERE leaderboard_id = ? AND player_id = ?", [lb.id, player_id]
        ).fetchone()
        if row:
            return Rating(row[0], row[1])
        return self._initial_ratings(lb.id).get(player_id) or self.rating_model(lb.id).new_rating()

    def win_chances(
        self, sides: Sequence[SideInput], leaderboard_id: int | None = None, *, before_match: int | None = None
    ) -> list[float]:
        """Each side's chance to win, from the leaderboard's model and current ratings.

        Players may be ids or names; an unknown name counts as a new player.
        ``before_match``: the ratings as they were just before that match
        instead (editing a past match shows the chances it had then).
        """
        lb = self.leaderboard(leaderboard_id)
        model = self.rating_model(lb.id)
        teams: list[list[Rating]] = []
        if before_match is not None:
            from .match_entry import teams_before  # (match_entry uses Club)

            teams = teams_before(self, sides, before_match)
        else:
            for side in sides:
                team = []
                for entry in side.players:
                    found = self.find_player(entry) if isinstance(entry, str) else self.player(entry)
                    team.append(self.rating_of(found.id, lb.id) if found else model.new_rating())
                teams.append(team)
        try:
            return model.predict_win(teams)
        except RatingError as exc:
            raise InvalidMatchError(str(exc)) from None

    def player_history(self, player_id: int, leaderboard_id: int | None = None) -> list[HistoryEntry]:
        """Every match of the player in the leaderboard, oldest first, with before/after ratings."""
        self.player(player_id)
        lb = self.leaderboard(leaderboard_id)
        rows = list(
            self.db.execute(
                """
                SELECT h.match_id, m.played_at, e.name, mp.side, s.rank,
                       h.mu_before, h.sigma_before, h.mu_after, h.sigma_after,
                       (SELECT min(rank) FROM match_sides WHERE match_id = m.id),
                       (SELECT count(*) FROM match_sides WHERE match_id = m.id AND rank = s.rank),
                       (SELECT count(*) FROM match_sides WHERE match_id = m.id),
                       (SELECT group_concat(p2.name, ', ') FROM match_players o JOIN players p2 ON p2.id = o.player_id
                          WHERE o.match_id = m.id AND o.side != mp.side)
                FROM rating_history h
                JOIN matches m ON m.id = h.match_id
                JOIN match_players mp ON mp.match_id = h.match_id AND mp.player_id = h.player_id
                JOIN match_sides s ON s.match_id = h.match_id AND s.side = mp.side
                LEFT JOIN events e ON e.id = m.event_id
                WHERE h.player_id = ? AND h.leaderboard_id = ?
                ORDER BY m.played_at, m.seq
                """,
                [player_id, lb.id],
            )
        )
        out = []
        for mid, at, event, side, rank, mb, sb, ma, sa, best, same, sides, opponents in rows:
            # "result" keeps the CLI's words (win, draw, loss); sides and shared say "2nd (shared)"
            if rank == best:
                result = "win" if same == 1 else "draw"
            else:
                result = "loss"
            out.append(HistoryEntry(mid, at, event, side, rank, result, opponents or "", mb, sb, ma, sa, sides, same, best))
        return out

    def head_to_head(self, player_a: int, player_b: int, leaderboard_id: int | None = None) -> HeadToHead:
        """How two players fared against each other (on different sides of a match)."""
        a, b = self.player(player_a), self.player(player_b)
        where, params = "", [player_a, player_b]
        if leaderboard_id is not None:
            where = "AND m.leaderboard_id = ?"
            params.append(leaderboard_id)
        wins_a = wins_b = draws = 0
        ids = []
        for mid, rank_a, rank_b in self.db.execute(
            f"""
            SELECT m.id, sa.rank, sb.rank FROM match_players pa
            JOIN match_players pb ON pb.match_id = pa.match_id AND pb.side != pa.side
            JOIN match_sides sa ON sa.match_id = pa.match_id AND sa.side = pa.side
            JOIN match_sides sb ON sb.match_id = pb.match_id AND sb.side = pb.side
            JOIN matches m ON m.id = pa.match_id
            WHERE pa.player_id = ? AND pb.player_id = ? {where}
            ORDER BY m.played_at, m.seq
            """,
            params,
        ):
            ids.append(mid)
            if rank_a < rank_b:
                wins_a += 1
            elif rank_b < rank_a:
                wins_b += 1
            else:
                draws += 1
        return HeadToHead(a.name, b.name, wins_a, wins_b, draws, tuple(ids))

    def opponents(self, player_id: int, leaderboard_id: int | None = None) -> list[HeadToHead]:
        """Head-to-head records against everyone the player has faced, most games first."""
        where, params = "", [player_id]
        if leaderboard_id is not None:
            where = "AND m.leaderboard_id = ?"
            params.append(leaderboard_id)
        ids = [
            r[0]
            for r in self.db.execute(
                f"SELECT pb.player_id, count(*) AS n FROM match_players pa "
                f"JOIN match_players pb ON pb.match_id = pa.match_id AND pb.side != pa.side "
                f"JOIN matches m ON m.id = pa.match_id WHERE pa.player_id = ? {where} "
                f"GROUP BY pb.player_id ORDER BY n DESC",
                params,
            )
        ]
        return [self.head_to_head(player_id, other, leaderboard_id) for other in ids]

    # ---- recompute -----------------------------------------------------------------------

    def recompute(
        self,
        leaderboard_id: int | None = None,
        *,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Rebuild ratings and history of one leaderboard (all if None) from the matches."""
        boards = [self.leaderboard(leaderboard_id).id] if leaderboard_id is not None else [lb.id for lb in self.leaderboards()]
        self.backup("before-recompute")
        total = 0
        with self._write():
            for lb in boards:
                n, _ = self._replay(lb, None, progress=progress, cancelled=cancelled)
                total += n
        return Changes(leaderboards=frozenset(boards), replayed=total)

    # ---- initial ratings -----------------------------------------------------------------

    def initial_rating(self, leaderboard_id: int, player_id: int) -> tuple[float, float | None] | None:
        """The (mu, sigma) set as the player's starting rating on the leaderboard (sigma None:
        the system's default), or None when the player starts at the system's new rating."""
        row = self.db.execute(
            "SELECT mu, sigma FROM initial_ratings WHERE leaderboard_id = ? AND player_id = ?",
            [leaderboard_id, player_id],
        ).fetchone()
        return (row[0], row[1]) if row else None

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
        """Start the player at (mu, sigma) on the leaderboard (e.g. from an outside rank or rating).

        ``sigma`` None keeps the system's default. The leaderboard's history
        is replayed from the player's first match on it, in one transaction.
        """
        lb = self.leaderboard(leaderboard_id)
        player = self.player(player_id)
        mu = _finite(mu, "initial rating")
        if sigma is not None:
            sigma = _finite(sigma, "initial uncertainty")
            if sigma <= 0:
                raise LeagueError(f"The initial uncertainty must be greater than 0 (got {sigma:g})")
        with self._write() as db:
            db.table("initial_ratings").upsert(
                {"leaderboard_id": lb.id, "player_id": player.id, "mu": mu, "sigma": sigma},
                pk=("leaderboard_id", "player_id"),
            )
            n, touched = self._replay_from_first_match(lb.id, player.id, progress, cancelled)
        return Changes(players=frozenset(touched | {player.id}), leaderboards=frozenset({lb.id}), replayed=n)

    def clear_initial_rating(
        self,
        leaderboard_id: int,
        player_id: int,
        *,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> Changes:
        """Let the player start at the system's new rating again; history is replayed."""
        lb = self.leaderboard(leaderboard_id)
        player = self.player(player_id)
        with self._write() as db:
            db.execute(
                "DELETE FROM initial_ratings WHERE leaderboard_id = ? AND player_id = ?", [lb.id, player.id]
            )
            n, touched = self._replay_from_first_match(lb.id, player.id, progress, cancelled)
        return Changes(players=frozenset(touched | {player.id}), leaderboards=frozenset({lb.id}), replayed=n)

    def _replay_from_first_match(
        self, leaderboard_id: int, player_id: int, progress: ProgressFn | None, cancelled: CancelledFn | None
    ) -> tuple[int, set[int]]:
        first = self._first_position_of(leaderboard_id, player_id)
        if first is None:
            return 0, set()
        return self._replay(leaderboard_id, first, also_affected=[player_id], progress=progress, cancelled=cancelled)

    def _initial_ratings(self, leaderboard_id: int) -> dict[int, Rating]:
        """The starting ratings set on the leaderboard, by player id."""
        default = self.rating_model(leaderboard_id).new_rating()
        return {
            pid: Rating(mu, default.sigma if sigma is None else sigma)
            for pid, mu, sigma in self.db.execute(
                "SELECT player_id, mu, sigma FROM initial_ratings WHERE leaderboard_id = ?", [leaderboard_id]
            )
        }

    # ---- snapshots (undo of the big operations) ----------------------------------------

    def snapshot(self, folder: Path) -> Path:
        """Copy the whole database into a new file in ``folder`` (SQLite backup API)."""
        return snapshot_database(self.db, folder)

    def restore_snapshot(self, path: Path) -> Changes:
        """Replace the database's content by a snapshot made with :meth:`snapshot`."""
        try:
            restore_database(self.db, path)
            self._forget_standings()
        except (sqlite3.Error, OSError) as exc:
            self._raise_store_error(exc, "undo")
        finally:
            self._models.clear()
        return self._everything_changed()

    def _everything_changed(self) -> Changes:
        return Changes(
            players=frozenset(r[0] for r in self.db.execute("SELECT id FROM players")),
            teams=True,
            leaderboards=frozenset(lb.id for lb in self.leaderboards()),
            events=frozenset(e.id for e in self.events()),
        )

    # ---- internals -----------------------------------------------------------------------

    def _forget_standings(self) -> None:
        # A restore overwrites the file under the connection: no trigger saw it.
        if self._standings is not None:
            self._standings.forget()

    def _standing(self, lb: Leaderboard, model: RatingModel, rank: int, pid: int, name: str, mu: float, sigma: float, games: int, wins: int, last: str | None) -> Standing:
        rating = Rating(mu, sigma)
        cons = conservative_estimate(rating, model.interval_k)
        return Standing(rank, pid, name, mu, sigma, cons, display_value(lb, model, rating), games, wins, last)

    def _check_free_name(self, table: str, name: str, what: str, exclude_id: int | None = None) -> None:
        row = self.db.execute(f"SELECT id, name FROM {table} WHERE name_key = ?", [name_key(name)]).fetchone()
        if row and row[0] != exclude_id:
            raise DuplicateNameError(f"There is already a {what} called '{row[1]}'.")

    def _leaderboards_of(self, player_id: int) -> set[int]:
        return {
            r[0]
            for r in self.db.execute(
                "SELECT DISTINCT m.leaderboard_id FROM matches m JOIN match_players mp ON mp.match_id = m.id WHERE mp.player_id = ?",
                [player_id],
            )
        }

    def _first_position_of(self, leaderboard_id: int, player_id: int) -> Position | None:
        row = self.db.execute(
            "SELECT m.played_at, m.seq FROM matches m JOIN match_players mp ON mp.match_id = m.id "
            "WHERE m.leaderboard_id = ? AND mp.player_id = ? ORDER BY m.played_at, m.seq LIMIT 1",
            [leaderboard_id, player_id],
        ).fetchone()
        return (row[0], row[1]) if row else None

    def _match_context(self, leaderboard_id: int | None, event_id: int | None, played_at: str | None) -> tuple[Leaderboard, int | None, str]:
        event = self.event(event_id) if event_id is not None else None
        if event is not None and leaderboard_id is not None and event.leaderboard_id != leaderboard_id:
            raise InvalidMatchError("The event belongs to another leaderboard")
        lb = self.leaderboard(event.leaderboard_id if event is not None else leaderboard_id)
        moment = normalize_moment(played_at) if played_at else now_moment()
        return lb, event.id if event else None, moment

    def _resolve_sides(self, sides: Sequence[SideInput], create: bool) -> list[SideInput]:
        """Sides with every player as an id: names are looked up (and created if asked)."""
        out = []
        for number, side in enumerate(sides, start=1):
            ids: list[int] = []
            for entry in side.players:
                if isinstance(entry, str):
                    name = clean_name(entry, "player's name")
                    found = self.find_player(name)
                    if found is None:
                        if not create:
                            raise InvalidMatchError(f"Side {number}: there is no player called '{name}'")
                        found = self.add_player(name)
                    ids.append(found.id)
                else:
                    ids.append(entry)
            out.append(SideInput(ids, side.rank, side.score, side.team_id))
        return out

    def _validate_sides(self, sides: Sequence[SideInput]) -> None:
        if len(sides) < 2:
            raise InvalidMatchError(f"A match needs at least two sides (got {len(sides)})")
        seen: dict[int | str, int] = {}
        for number, side in enumerate(sides, start=1):
            if not side.players:
                raise InvalidMatchError(f"Side {number} has no players")
            if side.rank is None or isinstance(side.rank, bool) or not isinstance(side.rank, int):
                raise InvalidMatchError(f"Side {number} needs a placement (1 = best), got {side.rank!r}")
            if side.rank < 1:
                raise InvalidMatchError(f"Side {number}: placements start at 1 (got {side.rank})")
            if side.team_id is not None:
                self.team(side.team_id)
            for pid in side.players:
                if pid in seen:
                    name = self.player(int(pid)).name  # sides are resolved to ids by now
                    where = "twice on the same side" if seen[pid] == number else f"on sides {seen[pid]} and {number}"
                    raise InvalidMatchError(f"'{name}' is listed {where}; a player can play only once in a match")
                seen[pid] = number
        known = {
            r[0]
            for r in self.db.execute(
                "SELECT id FROM players WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(list(seen))]
            )
        }
        unknown = [pid for pid in seen if pid not in known]
        if unknown:
            raise InvalidMatchError(f"Unknown player id{'s' if len(unknown) > 1 else ''}: {', '.join(map(str, unknown))}")

    def _resolve_games(self, games: Sequence[Mapping[Any, float | None]], sides: Sequence[SideInput]) -> list[dict[int, float]]:
        """Games with players as ids, checked against the match's (resolved) sides.

        Every game needs a score from at least one player, every score a
        player of the match, and every player of the match a score in at
        least one game (a player who played no game is not in the match).
        """
        in_match = {pid for side in sides for pid in side.players if isinstance(pid, int)}
        out: list[dict[int, float]] = []
        for number, game in enumerate(games, start=1):
            scores: dict[int, float] = {}
            for entry, score in game.items():
                if score is None:
                    continue
                if isinstance(entry, str):
                    found = self.find_player(clean_name(entry, "player's name"))
                    if found is None:
                        raise InvalidMatchError(f"Game {number}: there is no player called '{entry.strip()}'")
                    pid = found.id
                else:
                    pid = entry
                if pid not in in_match:
                    raise InvalidMatchError(f"Game {number}: '{self._name_of(pid)}' is not one of the match's players")
                if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
                    raise InvalidMatchError(f"Game {number}: '{self._name_of(pid)}' needs a score as a number, got {score!r}")
                scores[pid] = float(score)
            if not scores:
                raise InvalidMatchError(f"Game {number} has no scores (every player is marked absent)")
            out.append(scores)
        if out:
            idle = [pid for pid in sorted(in_match) if not any(pid in g for g in out)]
            if idle:
                raise InvalidMatchError(
                    f"'{self._name_of(idle[0])}' has no score in any game: give a score or take the player out of the match"
                )
        return out

    def _name_of(self, player_id: int) -> str:
        try:
            return self.player(player_id).name
        except NotFoundError:
            return f"player {player_id}"

    def _insert_games(self, match_id: int, games: Sequence[Mapping[int, float]]) -> None:
        self.db.table("match_games").insert_all(
            [
                {"match_id": match_id, "game": number, "player_id": pid, "score": score}
                for number, game in enumerate(games, start=1)
                for pid, score in game.items()
            ]
        )

    def _next_seq(self, leaderboard_id: int) -> int:
        row = self.db.execute("SELECT max(seq) FROM matches WHERE leaderboard_id = ?", [leaderboard_id]).fetchone()
        return int(row[0] or 0) + 1

    def _insert_match(self, leaderboard_id: int, event_id: int | None, played_at: str, notes: str | None, sides: Sequence[SideInput], seq: int | None = None) -> int:
        match_id = _new_id(
            self.db.table("matches").insert(
                {
                    "leaderboard_id": leaderboard_id,
                    "event_id": event_id,
                    "played_at": played_at,
                    "seq": seq if seq is not None else self._next_seq(leaderboard_id),
                    "notes": notes,
                    "created_at": _utc_now(),
                }
            ).last_pk
        )
        self._insert_sides(match_id, sides)
        return match_id

    def _insert_sides(self, match_id: int, sides: Sequence[SideInput]) -> None:
        self.db.table("match_sides").insert_all(
            [
                {"match_id": match_id, "side": n, "team_id": s.team_id, "rank": s.rank, "score": s.score}
                for n, s in enumerate(sides, start=1)
            ]
        )
        self.db.table("match_players").insert_all(
            [
                {"match_id": match_id, "side": n, "player_id": pid, "weight": None}
                for n, s in enumerate(sides, start=1)
                for pid in s.players
            ]
        )

    def _rate_new_or_replay(self, leaderboard_id: int, match_id: int) -> tuple[int, set[int]]:
        at, seq = self.db.execute("SELECT played_at, seq FROM matches WHERE id = ?", [match_id]).fetchone()
        later = self.db.execute(
            # A row-value comparison lets SQLite use the (leaderboard_id, played_at, seq) index range.
            "SELECT 1 FROM matches WHERE leaderboard_id = ? AND id != ? AND (played_at, seq) > (?, ?) LIMIT 1",
            [leaderboard_id, match_id, at, seq],
        ).fetchone()
        return self._replay(leaderboard_id, (at, seq), on_top=later is None)

    def _replay(
        self,
        leaderboard_id: int,
        start: Position | None,
        *,
        also_affected: Sequence[int] | set[int] = (),
        on_top: bool = False,
        progress: ProgressFn | None = None,
        cancelled: CancelledFn | None = None,
    ) -> tuple[int, set[int]]:
        model = self.rating_model(leaderboard_id)
        initial = self._initial_ratings(leaderboard_id)
        from .event_log import has_event_logs, replay_with_event_logs  # (event_log uses Club)

        if has_event_logs(self.db, leaderboard_id):
            # matches and imported event logs are rated together, in time order
            return replay_with_event_logs(self.db, leaderboard_id, model, initial=lambda pid: initial.get(pid) or model.new_rating(),
                                          progress=progress, cancelled=cancelled)
        try:
            return replay_from(
                self.db,
                leaderboard_id,
                model,
                start,
                lambda pid: initial.get(pid) or model.new_rating(),
                also_affected=also_affected,
                on_top=on_top,
                progress=progress,
                cancelled=cancelled,
            )
        except sqlite3.IntegrityError as exc:  # pragma: no cover - a bug, not bad input
            raise LeagueError(f"The database refused the change: {exc}") from exc


def display_value(lb: Leaderboard, model: RatingModel, rating: Rating) -> int | float:
    """The number shown as a player's rating, by the leaderboard's display scale.

    "logistic" is Battlesnake's 0-10000 (seed 000); "conservative" the
    estimate mu − k·sigma itself; "mu" the mean. "auto" is logistic for the
    Weng-Lin models and the rating itself for Glicko and Elo.
    """
    scale = _display_scale(lb, model)
    if scale == "logistic":
        start = model.new_rating()
        return display_rating(rating, start.mu, start.sigma, model.interval_k)
    if scale == "conservative":
        return round(conservative_estimate(rating, model.interval_k), 2)
    return round(rating.mu, 1)


def display_decimals(lb: Leaderboard, model: RatingModel) -> int:
    """How many decimals :func:`display_value` keeps on this leaderboard: print them all, "10.40" not "10.4"."""
    return {"logistic": 0, "conservative": 2}.get(_display_scale(lb, model), 1)


def _display_scale(lb: Leaderboard, model: RatingModel) -> str:
    """The display scale in effect: "auto" resolved, and no logistic scale for a model without sigma."""
    scale = lb.display_scale
    if scale == "auto":
        scale = "logistic" if model.system in ("bbt", "plackett-luce") else "mu"
    if scale == "logistic" and model.new_rating().sigma <= 0:
        return "mu"
    return scale


def placements_from_games(sides: Sequence[Sequence[PlayerKey]], games: Sequence[Mapping[PlayerKey, float | None]]) -> list[int]:
    """Each side's placement from its players' total score over all games (1 = most; equal totals tie)."""
    totals = [
        math.fsum(score for game in games for pid in side if (score := game.get(pid)) is not None) for side in sides
    ]
    return [1 + sum(1 for other in totals if other > total) for total in totals]


def _finite(value: float, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise LeagueError(f"The {what} must be a number, got {value!r}")
    return float(value)


def _new_id(pk: Any) -> int:
    """The id of the row an sqlite-utils ``insert`` just added (its ``last_pk``)."""
    if pk is None:  # pragma: no cover - an insert into a table with an integer key always has one
        raise LeagueError("The database did not return the new row's id")
    return int(pk)


def _player(row: Mapping[str, Any]) -> Player:
    return Player(row["id"], row["name"], row["club"], bool(row["archived"]), row["created_at"])


def _leaderboard(row: Mapping[str, Any]) -> Leaderboard:
    return Leaderboard(row["id"], row["name"], row["system"], json.loads(row["params"]), row["display_scale"])


def _event(row: Mapping[str, Any]) -> Event:
    return Event(row["id"], row["name"], row["kind"], row["date"], row["leaderboard_id"], row["notes"])


def known_systems() -> list[str]:
    """Names of the rating systems a leaderboard can use."""
    return sorted(MODELS)


def rating_systems() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, title, default parameters) of every rating system, the default first."""
    order = sorted(MODELS, key=lambda name: (name != "bbt", name))
    return [(name, MODELS[name].title, MODELS[name]().params()) for name in order]
