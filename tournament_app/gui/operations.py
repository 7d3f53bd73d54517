"""Undoable operations: league calls run on the worker, pushed on a QUndoStack.

Each factory returns a job ``(club, control) -> Step``; a step carries what
changed and how to undo and redo it (small inverse calls where league/ has
them, a database snapshot for the big operations: merge, import, settings).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from ..league import Changes, Club, GameInput, Match, Player, SideInput, import_players, import_results, name_key
from .session import Session
from .worker import DatabaseWorker, JobControl

Job = Callable[[Club, JobControl], Changes]


@dataclass
class Step:
    """The outcome of an operation and its inverse."""

    changes: Changes
    undo: Job
    redo: Job
    result: Any = None


class _Command(QUndoCommand):
    def __init__(self, text: str, step: Step, ops: Operations) -> None:
        # text() stays as written (status labels); the part after "\n" is what the Edit menu's
        # Undo/Redo actions show, where a lone "&" would be read as a mnemonic and vanish.
        one_line = text.replace("\n", " ")
        super().__init__(f"{one_line}\n{one_line.replace('&', '&&')}")
        self._step, self._ops, self._first = step, ops, True

    def redo(self) -> None:
        if self._first:  # the operation already ran when it was pushed
            self._first = False
            return
        self._ops._apply(self._step.redo, f"Redoing: {self.text()}…")

    def undo(self) -> None:
        self._ops._apply(self._step.undo, f"Undoing: {self.text()}…")


class Operations(QObject):
    """The one way views change data: run on the worker, refresh views, undo/redo."""

    changed = Signal(object)

    def __init__(self, worker: DatabaseWorker, stack: QUndoStack, window: QWidget | None = None) -> None:
        super().__init__(window)
        self.worker = worker
        self.stack = stack
        self.window = window
        #: the current event, shared by every view of the window
        self.session = Session(self)
        self._snapshots = Path(tempfile.mkdtemp(prefix="tournament-app-undo-"))

    def cleanup(self) -> None:
        """Remove the snapshot files kept for undo."""
        shutil.rmtree(self._snapshots, ignore_errors=True)

    def perform(
        self,
        text: str,
        job: Callable[[Club, JobControl], Step],
        *,
        label: str | None = None,
        on_done: Callable[[Step], Any] | None = None,
        on_error: Callable[[BaseException], Any] | None = None,
    ) -> None:
        """Run ``job``; on success push it as an undoable step named ``text``."""

        def done(step: Step) -> None:
            self.stack.push(_Command(text, step, self))
            self.changed.emit(step.changes)
            if on_done is not None:
                on_done(step)

        self.worker.submit(job, done, on_error, label=label, parent=self.window)

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

    def _apply(self, job: Job, label: str) -> None:
        self.worker.submit(job, self.changed.emit, label=label, parent=self.window)

    # ---- snapshot-backed steps ------------------------------------------------------------

    def snapshot_step(self, fn: Callable[[Club, JobControl], Any]) -> Callable[[Club, JobControl], Step]:
        """A job whose undo restores the database as it was before ``fn`` ran."""
        folder = self._snapshots

        def job(club: Club, control: JobControl) -> Step:
            snap = club.snapshot(folder)
            try:
                result = fn(club, control)
            except BaseException:
                snap.unlink(missing_ok=True)
                raise
            changes = result[1] if isinstance(result, tuple) else result

            def redo(c: Club, ctl: JobControl) -> Changes:
                again = fn(c, ctl)
                return again[1] if isinstance(again, tuple) else again  # type: ignore[no-any-return]

            return Step(changes, lambda c, _ctl: c.restore_snapshot(snap), redo, result)

        return job


# ---- factories: one per user action -------------------------------------------------------


def add_player(name: str, home_club: str | None = None) -> Callable[[Club, JobControl], Step]:
    """Add a player; undo deletes them again."""

    def job(club: Club, _c: JobControl) -> Step:
        player = club.add_player(name, home_club)
        return Step(
            Changes(players=frozenset({player.id})),
            lambda c, _x: c.delete_player(player.id),
            lambda c, _x: c.restore_player(player),
            player,
        )

    return job


def rename_player(player_id: int, name: str) -> Callable[[Club, JobControl], Step]:
    """Rename a player; undo gives the old name back."""

    def job(club: Club, _c: JobControl) -> Step:
        old = club.player(player_id).name
        changes = club.rename_player(player_id, name)
        return Step(changes, lambda c, _x: c.rename_player(player_id, old), lambda c, _x: c.rename_player(player_id, name))

    return job


def set_player_club(player_id: int, home_club: str | None) -> Callable[[Club, JobControl], Step]:
    """Set a player's home club; undo restores the old one."""

    def job(club: Club, _c: JobControl) -> Step:
        old = club.player(player_id).club
        changes = club.set_player_club(player_id, home_club)
        return Step(changes, lambda c, _x: c.set_player_club(player_id, old), lambda c, _x: c.set_player_club(player_id, home_club))

    return job


def archive_player(player_id: int, archived: bool) -> Callable[[Club, JobControl], Step]:
    """Archive or bring back a player."""

    def job(club: Club, _c: JobControl) -> Step:
        changes = club.archive_player(player_id, archived)
        return Step(changes, lambda c, _x: c.archive_player(player_id, not archived), lambda c, _x: c.archive_player(player_id, archived))

    return job


def _new_names(club: Club, sides: Sequence[SideInput]) -> list[str]:
    seen: dict[str, str] = {}
    for side in sides:
        for entry in side.players:
            if isinstance(entry, str) and club.find_player(entry) is None:
                seen.setdefault(name_key(entry), entry.strip())
    return list(seen.values())


def _match_step(changes: Changes, after: Match, created: Sequence[Player], undo_match: Callable[[Club], Changes]) -> Step:
    """A recorded or edited match: undo reverts the match and removes players it created; redo restores both."""

    def undo(c: Club, _x: JobControl) -> Changes:
        with c.transaction():
            ch = undo_match(c)
            for p in created:
                ch = ch | c.delete_player(p.id)
        return ch

    def redo(c: Club, _x: JobControl) -> Changes:
        with c.transaction():
            ch = Changes()
            for p in created:
                ch = ch | c.restore_player(p)
            return ch | c.restore_match(after)

    return Step(changes, undo, redo, after)


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
        with club.transaction():
            new_names = _new_names(club, sides)
            match_id, changes = club.record_match(
                sides, leaderboard_id=leaderboard_id, event_id=event_id, played_at=played_at, create_players=True,
                games=games,
            )
            recorded = club.match(match_id)
            created = [p for p in (club.find_player(n) for n in new_names) if p is not None]

        return _match_step(changes, recorded, created, lambda c: c.delete_match(match_id))

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
        with club.transaction():
            old = club.match(match_id)
            new_names = _new_names(club, sides)
            changes = club.edit_match(
                match_id, sides=sides, event_id=event_id, played_at=played_at, create_players=True,
                progress=control.progress, cancelled=control.cancelled, games=games,
            )
            new = club.match(match_id)
            created = [p for p in (club.find_player(n) for n in new_names) if p is not None]

        return _match_step(changes, new, created, lambda c: c.restore_match(old))

    return job


def delete_match(match_id: int) -> Callable[[Club, JobControl], Step]:
    """Delete a match (history replays); undo brings it back exactly."""

    def job(club: Club, control: JobControl) -> Step:
        old = club.match(match_id)
        changes = club.delete_match(match_id, progress=control.progress, cancelled=control.cancelled)
        return Step(changes, lambda c, _x: c.restore_match(old), lambda c, x: c.delete_match(match_id), old)

    return job


def merge_players(ops: Operations, keep_id: int, merge_id: int) -> Callable[[Club, JobControl], Step]:
    """Merge two records of one person (undo restores the database as before)."""
    return ops.snapshot_step(lambda club, _c: club.merge_players(keep_id, merge_id))


def import_results_file(ops: Operations, path: Path, leaderboard_id: int) -> Callable[[Club, JobControl], Step]:
    """Import a results CSV; undo removes everything it added."""
    return ops.snapshot_step(
        lambda club, c: import_results(club, path, leaderboard_id, progress=c.progress, cancelled=c.cancelled)
    )


def import_players_file(ops: Operations, path: Path) -> Callable[[Club, JobControl], Step]:
    """Import players from CSV; undo removes them."""
    return ops.snapshot_step(lambda club, _c: import_players(club, path))


def set_initial_rating(
    leaderboard_id: int, player_id: int, mu: float | None, sigma: float | None = None
) -> Callable[[Club, JobControl], Step]:
    """Set a player's starting rating on a leaderboard (``mu`` None clears it); undo puts the old one back."""

    def apply(c: Club, control: JobControl, value: tuple[float, float | None] | None) -> Changes:
        if value is None:
            return c.clear_initial_rating(leaderboard_id, player_id, progress=control.progress, cancelled=control.cancelled)
        return c.set_initial_rating(
            leaderboard_id, player_id, value[0], value[1], progress=control.progress, cancelled=control.cancelled
        )

    def job(club: Club, control: JobControl) -> Step:
        old = club.initial_rating(leaderboard_id, player_id)
        new = None if mu is None else (mu, sigma)
        changes = apply(club, control, new)
        return Step(changes, lambda c, x: apply(c, x, old), lambda c, x: apply(c, x, new), new)

    return job
