"""Undoable operations: league calls run on the worker; the QUndoStack names the core's steps.

Each factory returns a job ``(club, control) -> Step``. :meth:`Operations.perform`
runs it as one step of the club file's undo log (``Club.step``, named by
the text the Edit menu shows) and pushes a command that only holds that
step's id: undo and redo call ``club.undo`` / ``club.redo`` with it, which
refuse a step that is no longer the file's latest (e.g. the command line
changed the file meanwhile). Then the stack is rebuilt from the file's steps,
so the Edit menu offers what the file can really undo. No step copies the
database file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from ...league import MAX_STEPS, UNDO, Changes, Club, GameInput, SideInput, StepInfo, UndoResult, import_players, import_results
from .session import Session
from .worker import DatabaseWorker, JobControl

Job = Callable[[Club, JobControl], Changes]


@dataclass
class Step:
    """The outcome of an operation: what changed, what the league call returned, and its step in the file."""

    changes: Changes
    result: Any = None
    #: the id of the club file's undo step (None: nothing was saved, so there is nothing to undo)
    step_id: int | None = None


class _Command(QUndoCommand):
    """One step of the file's undo history, by id: undo and redo ask the core to do them."""

    def __init__(self, text: str, step_id: int | None, ops: Operations) -> None:
        # text() stays as written (status labels); the part after "\n" is what the Edit menu's
        # Undo/Redo actions show, where a lone "&" would be read as a mnemonic and vanish.
        one_line = text.replace("\n", " ")
        super().__init__(f"{one_line}\n{one_line.replace('&', '&&')}")
        self.step_id, self._ops, self._first = step_id, ops, True

    def redo(self) -> None:
        if self._first:  # the operation already ran when it was pushed
            self._first = False
            return
        if not self._ops._syncing:
            self._ops._apply(self, "redo")

    def undo(self) -> None:
        if not self._ops._syncing:
            self._ops._apply(self, "undo")


class Operations(QObject):
    """The one way views change data: run on the worker, refresh views, undo/redo through the core."""

    changed = Signal(object)

    def __init__(self, worker: DatabaseWorker, stack: QUndoStack, window: QWidget | None = None) -> None:
        super().__init__(window)
        self.worker = worker
        self.stack = stack
        self.window = window
        #: the current event, shared by every view of the window
        self.session = Session(self)
        self._syncing = False
        #: bumped when the stack is rebuilt: errors of undo/redo jobs asked for before are not shown again
        self._generation = 0
        if stack.count() == 0:
            stack.setUndoLimit(MAX_STEPS)  # the file keeps no more (allowed only while the stack is empty)
        # the steps kept in the file (from an earlier session, or the command line) can be undone here too
        self.sync_with_file()

    def cleanup(self) -> None:
        """Nothing to remove any more: undo keeps no files (kept for the window's close)."""

    def perform(
        self,
        text: str,
        job: Callable[[Club, JobControl], Step],
        *,
        label: str | None = None,
        on_done: Callable[[Step], Any] | None = None,
        on_error: Callable[[BaseException], Any] | None = None,
    ) -> None:
        """Run ``job`` as one step of the file named ``text``; on success push it on the undo stack."""

        def run(club: Club, control: JobControl) -> Step:
            with club.step(text.replace("\n", " ")) as record:
                step = job(club, control)
            step.step_id = record.step_id
            return step

        def done(step: Step) -> None:
            if step.step_id is not None:
                self.stack.push(_Command(text, step.step_id, self))
            self.changed.emit(step.changes)
            if on_done is not None:
                on_done(step)

        def failed(exc: BaseException) -> None:
            self.sync_with_file()  # a job of several calls may have saved some before failing
            if on_error is not None:
                on_error(exc)
            else:
                self.worker.error.emit(exc)

        self.worker.submit(run, done, failed, label=label, parent=self.window)

    def query(self, fn: Callable[[Club], Any], on_done: Callable[[Any], Any], *, label: str | None = None) -> None:
        """Read something on the worker and hand it to ``on_done`` on the GUI thread."""
        self.worker.submit(lambda club, _c: fn(club), on_done, label=label, parent=self.window)

    def run_unrecorded(self, job: Job, *, label: str | None = None, on_done: Callable[[Changes], Any] | None = None) -> None:
        """Run a change that needs no undo (e.g. recompute, which derives only)."""

        def done(changes: Changes) -> None:
            self.changed.emit(changes)
            if on_done is not None:
                on_done(changes)

        self.worker.submit(job, done, label=label, parent=self.window)

    def _apply(self, command: _Command, kind: str) -> None:
        """Undo or redo ``command``'s step in the file (on the worker, in order with every other job)."""
        generation = self._generation

        def job(club: Club, control: JobControl) -> UndoResult:
            act = club.undo if kind == UNDO else club.redo
            result = act(command.step_id, progress=control.progress, cancelled=control.cancelled)
            command.step_id = result.step_id  # the step that now reverses it
            return result

        def done(result: UndoResult) -> None:
            self.changed.emit(result.changes)

        def failed(exc: BaseException) -> None:
            # the stack no longer says what the file can undo: rebuild it from the file
            self.sync_with_file()
            if generation == self._generation - 1:
                self.worker.error.emit(exc)

        verb = "Undoing" if kind == UNDO else "Redoing"
        self.worker.submit(job, done, failed, label=f"{verb}: {command.text()}…", parent=self.window)

    def sync_with_file(self) -> None:
        """Make the undo stack list the club file's own steps (after a refused undo, at opening)."""
        self._generation += 1
        self.worker.submit(lambda club, _c: club.undo_history(), self._rebuild, label=None, parent=self.window)

    def _rebuild(self, steps: list[StepInfo]) -> None:
        undoable = [s for s in steps if s.kind == UNDO]
        redoable = [s for s in steps if s.kind != UNDO]
        mine = [self.stack.command(i) for i in range(self.stack.count())]
        if [(c.step_id, c.text()) for c in mine if isinstance(c, _Command)] == [(s.id, s.label) for s in steps] \
                and self.stack.index() == len(undoable):
            return  # already so
        self._syncing = True
        try:
            self.stack.clear()
            for s in undoable + redoable:
                self.stack.push(_Command(s.label, s.id, self))
            self.stack.setIndex(len(undoable))
        finally:
            self._syncing = False

    # ---- steps made of any league calls -----------------------------------------------------

    def league_step(self, fn: Callable[[Club, JobControl], Changes]) -> Callable[[Club, JobControl], Step]:
        """A job running ``fn`` (league calls, returning what changed); its undo is the file's step."""

        def job(club: Club, control: JobControl) -> Step:
            return Step(fn(club, control))

        return job


# ---- factories: one per user action -------------------------------------------------------


def add_player(name: str, home_club: str | None = None) -> Callable[[Club, JobControl], Step]:
    """Add a player."""

    def job(club: Club, _c: JobControl) -> Step:
        changes = club.add_player(name, home_club)
        return Step(changes, club.player(changes.id))

    return job


def rename_player(player_id: int, name: str) -> Callable[[Club, JobControl], Step]:
    """Rename a player."""
    return lambda club, _c: Step(club.rename_player(player_id, name))


def set_player_club(player_id: int, home_club: str | None) -> Callable[[Club, JobControl], Step]:
    """Set a player's home club."""
    return lambda club, _c: Step(club.set_player_club(player_id, home_club))


def archive_player(player_id: int, archived: bool) -> Callable[[Club, JobControl], Step]:
    """Archive or bring back a player."""
    return lambda club, _c: Step(club.archive_player(player_id, archived))


def record_match(
    sides: Sequence[SideInput],
    *,
    leaderboard_id: int | None,
    event_id: int | None,
    played_at: str | None,
    games: Sequence[GameInput] | None = None,
) -> Callable[[Club, JobControl], Step]:
    """Record a match (creating players typed by a new name); undo removes both."""

    def job(club: Club, _c: JobControl) -> Step:
        changes = club.record_match(
            sides, leaderboard_id=leaderboard_id, event_id=event_id, played_at=played_at, create_players=True,
            games=games,
        )
        return Step(changes, club.match(changes.id))

    return job


def edit_match(
    match_id: int,
    *,
    sides: Sequence[SideInput],
    event_id: int | None,
    played_at: str | None,
    games: Sequence[GameInput] | None = None,
) -> Callable[[Club, JobControl], Step]:
    """Change a past match (history replays from it); undo puts the old version back."""

    def job(club: Club, control: JobControl) -> Step:
        changes = club.edit_match(
            match_id, sides=sides, event_id=event_id, played_at=played_at, create_players=True,
            progress=control.progress, cancelled=control.cancelled, games=games,
        )
        return Step(changes, club.match(match_id))

    return job


def delete_match(match_id: int) -> Callable[[Club, JobControl], Step]:
    """Delete a match (history replays); undo brings it back exactly."""

    def job(club: Club, control: JobControl) -> Step:
        old = club.match(match_id)
        return Step(club.delete_match(match_id, progress=control.progress, cancelled=control.cancelled), old)

    return job


def merge_players(ops: Operations, keep_id: int, merge_id: int) -> Callable[[Club, JobControl], Step]:
    """Merge two records of one person."""
    return ops.league_step(lambda club, _c: club.merge_players(keep_id, merge_id))


def import_results_file(ops: Operations, path: Path, leaderboard_id: int) -> Callable[[Club, JobControl], Step]:
    """Import a results CSV; undo removes everything it added."""
    return ops.league_step(
        lambda club, c: import_results(club, path, leaderboard_id, progress=c.progress, cancelled=c.cancelled)
    )


def import_players_file(ops: Operations, path: Path) -> Callable[[Club, JobControl], Step]:
    """Import players from CSV; undo removes them."""
    return ops.league_step(lambda club, _c: import_players(club, path))


def set_initial_rating(
    leaderboard_id: int, player_id: int, mu: float | None, sigma: float | None = None
) -> Callable[[Club, JobControl], Step]:
    """Set a player's starting rating on a leaderboard (``mu`` None clears it)."""

    def job(club: Club, control: JobControl) -> Step:
        if mu is None:
            changes = club.clear_initial_rating(leaderboard_id, player_id, progress=control.progress,
                                                cancelled=control.cancelled)
            return Step(changes, None)
        changes = club.set_initial_rating(leaderboard_id, player_id, mu, sigma, progress=control.progress,
                                          cancelled=control.cancelled)
        return Step(changes, (mu, sigma))

    return job
