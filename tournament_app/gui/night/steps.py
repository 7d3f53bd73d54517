"""How the Tonight pages change tonight's event: each change one undoable step, run on the worker.

The check-in, rounds and tables pages share this object (not their parent
view): they ask it for a change, and say through its signals what the page
around them should show next.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...league import Changes, Club
from ..common.operations import Operations

if TYPE_CHECKING:
    from ..common.printing import LinksFn


class NightSteps(QObject):
    """The current event's changes, as undoable steps of the club file."""

    #: a round was started: its matches are on their way to the tables
    round_started = Signal()

    def __init__(self, ops: Operations, event_id: Callable[[], int | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self._event_id = event_id
        #: the shared event's addresses for printouts (set by the event page)
        self.share_links: LinksFn | None = None

    def event_id(self) -> int | None:
        """The event being run (the one the Tonight tab shows)."""
        return self._event_id()

    def change(self, fn: Callable[[Club, int], Changes], text: str, *, label: str | None = None,
               on_done: Callable[[Changes], Any] | None = None,
               on_error: Callable[[BaseException], Any] | None = None) -> None:
        """Run ``fn(club, event_id)`` on the worker as an undoable step named ``text``.

        ``label`` is what the progress dialog says if the work takes long (a
        draw for a big room). Errors (a draw with too few players...) show as
        a message and change nothing (``on_error`` instead, when given).
        """
        event_id = self.event_id()
        if event_id is None:
            return

        def step_fn(club: Club, _c: object) -> Changes:
            return fn(club, event_id) | Changes(events=frozenset({event_id}))

        self.ops.perform(text, self.ops.league_step(step_fn), label=label,
                         on_done=lambda step: on_done(step.changes) if on_done else None,
                         on_error=on_error or self.ops.worker.error.emit)
