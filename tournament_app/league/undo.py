"""Undo and redo in the core: steps of the undo log kept in the club file.

SQLite's "Automatic Undo/Redo Using Triggers": triggers on the
source-of-truth tables log what undoes every row change
(:mod:`tournament_app.store.undo_log`). Every write transaction of the club
that changes something becomes one *step* with a label (a range of the log);
:meth:`Club.step` names it and can group several transactions into one.
Every public data-changing league call opens its own step with the label it
builds ("Record match #12"); a step opened inside another one joins it, so
a front end's name (or an outer call's) wins.
Undoing the latest step puts its rows back and replays the derived data
(:mod:`.undo_apply`); what that did is logged in turn and becomes the redo
step, and the other way round. A new step forgets what could be redone.

Steps live in the file, so the command line undoes what the app did and
the other way round, also after a restart. The log keeps the last
:data:`MAX_STEPS` steps (fewer when they hold more than :data:`MAX_LOG_ROWS`
row changes, but always the latest). A change the log did not see as a step
(an older tool, a repair by hand) makes the steps before it unusable: they
are forgotten.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..messages import MessageText, Text, from_stored, stored, translate
from ..store.undo_log import start_insert_runs
from .errors import LeagueError
from .model import Changes
from .replay import CancelledFn, ProgressFn
from .undo_apply import ReplayFn, apply_step

if TYPE_CHECKING:
    from .core import ClubCore

#: how many steps the file keeps for undo
MAX_STEPS = 100
#: older steps are forgotten while the log holds more row changes than this (the latest step always stays)
MAX_LOG_ROWS = 3_000_000

UNDO, REDO = "undo", "redo"


class UndoError(LeagueError):
    """An undo or redo that cannot be done (nothing to undo, or not the latest step); nothing changed."""


@dataclass(frozen=True)
class StepInfo:
    """One step of the file's undo history: ``kind`` "undo" (can be undone) or "redo" (was undone, can be redone)."""

    id: int
    label: str
    kind: str
    made_at: str


@dataclass(frozen=True)
class UndoResult:
    """What an undo or redo did: the step's label, what changed, and the id of the step that now reverses it."""

    label: str
    changes: Changes
    step_id: int


class StepRecord:
    """A step being made under :meth:`UndoLog.step`: its label and, once something was saved, its id.

    A league call may set ``label`` until its step is saved (the match's id
    is known only once it is stored). A step opened inside another one joins
    it: its own label is not used, and its ``step_id`` is the outer one's.
    """

    def __init__(self, label: MessageText, outer: StepRecord | None = None) -> None:
        self.label = label
        self._outer = outer
        self._step_id: int | None = None

    @property
    def step_id(self) -> int | None:
        """The id of the step in the file (None until something was saved)."""
        return self._outer.step_id if self._outer is not None else self._step_id

    @step_id.setter
    def step_id(self, value: int | None) -> None:
        if self._outer is not None:
            self._outer.step_id = value
        else:
            self._step_id = value


class UndoLog:
    """The undo bookkeeping of one open club (called by ``ClubCore.write`` around each transaction)."""

    def __init__(self, club: ClubCore, clock: Callable[[], str]) -> None:
        self.club = club
        #: the time a step is made (the league's one clock, which tests pin)
        self.clock = clock
        self._available: bool | None = None
        self.group: StepRecord | None = None
        #: the first step opened inside a transaction it did not start: it names that transaction's step
        self._inner: StepRecord | None = None
        #: "undo" or "redo" while a step is being put back (no new step is made for it)
        self.applying: str | None = None

    @property
    def available(self) -> bool:
        """True when the file has the undo log (every file migrated by this version)."""
        if self._available is None:
            self._available = bool(self.club.db.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'undo_steps'").fetchone())
        return self._available

    def _max_seq(self) -> int:
        return int(self.club.db.execute("SELECT coalesce(max(seq), 0) FROM undo_log").fetchone()[0])

    def begin(self) -> int | None:
        """At the start of a transaction: where its log entries will start (None: no log)."""
        self._inner = None
        if not self.available:
            return None
        # a run a change made outside the app left open (a repair by hand) is not this step's to extend
        start_insert_runs(self.club.db)
        return self._max_seq() + 1

    def commit(self, start: int | None) -> None:
        """Before a transaction commits: make what it logged a step (or add it to the step being grouped)."""
        inner, self._inner = self._inner, None
        if start is None:
            return
        # the open insert runs end with the transaction: a change made outside the app after it (which does not
        # call begin) starts its own entry instead of extending this step's
        start_insert_runs(self.club.db)
        if self.applying is not None:
            return
        last = self._max_seq()
        if last < start:
            return  # nothing logged: only derived data changed, or nothing at all
        db = self.club.db
        self._forget_unseen(start)
        group = self.group
        top = db.execute("SELECT id, last_seq FROM undo_steps WHERE kind = ? ORDER BY id DESC LIMIT 1", [UNDO]).fetchone()
        if group is not None and group.step_id is not None and top is not None and top[0] == group.step_id and top[1] == start - 1:
            db.execute("UPDATE undo_steps SET last_seq = ? WHERE id = ?", [last, group.step_id])
        else:
            named = group if group is not None else inner
            label = named.label if named is not None else translate("league.undo", "Change")
            step_id = self._add_step(label, UNDO, start, last)
            if group is not None:
                group.step_id = step_id
        self._forget_redo()
        self._trim()

    def _add_step(self, label: MessageText, kind: str, first: int, last: int) -> int:
        """A new step in the file; a marked label is kept as a message, said in the reader's language."""
        made = self.clock()
        cur = self.club.db.execute(
            "INSERT INTO undo_steps (label, kind, first_seq, last_seq, made_at) VALUES (?, ?, ?, ?, ?)",
            [stored(label), kind, first, last, made])
        return int(cur.lastrowid or 0)

    def _forget_unseen(self, start: int) -> None:
        """Log entries before ``start`` that no step holds were written outside a step: forget all before them."""
        db = self.club.db
        covered = db.execute("SELECT max(last_seq) FROM undo_steps").fetchone()[0]
        below = db.execute("SELECT max(seq) FROM undo_log WHERE seq < ?", [start]).fetchone()[0]
        if below is not None and (covered is None or below > covered):
            db.execute("DELETE FROM undo_log WHERE seq < ?", [start])
            db.execute("DELETE FROM undo_steps")

    def _drop(self, steps: list[tuple[int, int, int]]) -> None:
        db = self.club.db
        for step_id, first, last in steps:
            db.execute("DELETE FROM undo_log WHERE seq BETWEEN ? AND ?", [first, last])
            db.execute("DELETE FROM undo_steps WHERE id = ?", [step_id])

    def _forget_redo(self) -> None:
        self._drop(self.club.db.execute("SELECT id, first_seq, last_seq FROM undo_steps WHERE kind = ?", [REDO]).fetchall())

    def _trim(self) -> None:
        steps = self.club.db.execute("SELECT id, first_seq, last_seq FROM undo_steps ORDER BY id DESC").fetchall()
        rows, keep = 0, 0
        for n, (_id, first, last) in enumerate(steps):
            rows += last - first + 1
            if n >= MAX_STEPS or (n > 0 and rows > MAX_LOG_ROWS):
                break
            keep = n + 1
        if keep < len(steps):
            self._drop(steps[keep:])

    @contextmanager
    def step(self, label: MessageText) -> Iterator[StepRecord]:
        """Everything saved inside is one step named ``label`` (an inner ``step`` joins the outer one).

        Opened inside a transaction that no step names (``Club.transaction``
        around several calls), the first such step names the transaction's.
        """
        if self.group is not None:
            yield StepRecord(label, self.group)
            return
        self.group = record = StepRecord(label)
        if self._inner is None and self.club.db.conn.in_transaction:
            self._inner = record
        try:
            yield record
        finally:
            self.group = None

    def history(self) -> list[StepInfo]:
        """The steps that can be undone (oldest first), then those that can be redone (next to redo last)."""
        if not self.available:
            return []
        rows = self.club.db.execute("SELECT id, label, kind, made_at FROM undo_steps ORDER BY kind = 'redo', "
                                    "CASE kind WHEN 'undo' THEN id ELSE -id END").fetchall()
        return [_info(*row) for row in rows]

    def latest(self, kind: str) -> StepInfo | None:
        """The step an undo (``kind`` "undo") or redo ("redo") would take now, or None."""
        if not self.available:
            return None
        row = self.club.db.execute("SELECT id, label, kind, made_at FROM undo_steps WHERE kind = ? "
                                   "ORDER BY id DESC LIMIT 1", [kind]).fetchone()
        return _info(*row) if row else None


def undo_or_redo(club: ClubCore, kind: str, step_id: int | None, replay: ReplayFn, *, progress: ProgressFn | None = None,
                 cancelled: CancelledFn | None = None) -> UndoResult:
    """Undo (``kind`` "undo") or redo ("redo") the file's latest such step; ``step_id``: only if it is that one.

    One transaction: the rows come back, the derived data is replayed, and
    the step is swapped for the one that reverses it. Raises
    :class:`UndoError` when there is nothing to do or ``step_id`` is not
    the latest step (another program made a step since). ``progress`` and
    ``cancelled`` are the replay's (a cancel changes nothing).
    """
    log = club.undo_log()
    undo = kind == UNDO
    if club.db.conn.in_transaction:
        raise UndoError(translate("league.undo", "Cannot undo in the middle of another change.") if undo
                        else translate("league.undo", "Cannot redo in the middle of another change."))
    log.applying = kind
    try:
        with club.write() as db:
            step = log.latest(kind)
            if step is None:
                raise UndoError(_nothing_to_do(undo, since=step_id is not None))
            if step_id is not None and step.id != step_id:
                raise UndoError((translate(
                    "league.undo",
                    "The latest change to this club file is “{step}”, made since in another window or "
                    "with the command line; undo that one first.",
                ) if undo else translate(
                    "league.undo",
                    "There is nothing to redo here: the club file was changed since (“{step}” can be redone instead).",
                )).format(step=step.label))
            first, last, label = db.execute("SELECT first_seq, last_seq, label FROM undo_steps WHERE id = ?",
                                            [step.id]).fetchone()
            unseen = db.execute("SELECT 1 FROM undo_log WHERE seq > (SELECT max(last_seq) FROM undo_steps) LIMIT 1").fetchone()
            if unseen:
                raise UndoError((translate(
                    "league.undo", "This club file was changed outside the app's steps since, so “{step}” cannot be undone safely."
                ) if undo else translate(
                    "league.undo", "This club file was changed outside the app's steps since, so “{step}” cannot be redone safely."
                )).format(step=step.label))
            start = log._max_seq() + 1
            changes = apply_step(club, first, last, replay, progress=progress, cancelled=cancelled)
            end = log._max_seq()
            log._drop([(step.id, first, last)])
            new_id = log._add_step(from_stored(label), REDO if kind == UNDO else UNDO, start, end)
            return UndoResult(step.label, changes, new_id)
    finally:
        log.applying = None


def _info(step_id: int, label: str, kind: str, made_at: str) -> StepInfo:
    """A step as read from the file, its label said in the reader's language (the window's, the command line's)."""
    return StepInfo(step_id, str(from_stored(label)), kind, made_at)


def _nothing_to_do(undo: bool, *, since: bool) -> Text:
    """"There is nothing to undo." (or redo), with why when the caller expected a step that is gone."""
    if undo and since:
        return translate("league.undo", "There is nothing to undo any more: the club file was changed since (e.g. with the command line).")
    if since:
        return translate("league.undo", "There is nothing to redo any more: the club file was changed since (e.g. with the command line).")
    return translate("league.undo", "There is nothing to undo.") if undo else translate("league.undo", "There is nothing to redo.")
