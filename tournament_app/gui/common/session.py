"""What every view of one window shares: the current event.

The match form, the "Tonight" pages, printing and the presenter all act on
one event at a time. They read it here and follow ``event_changed``, so two
views can never disagree about which event a result is filed under.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Session(QObject):
    """The window's current event (None: no event chosen; matches go under no event)."""

    #: the current event changed: its id, or None
    event_changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._event_id: int | None = None

    @property
    def event_id(self) -> int | None:
        """The current event's id, or None."""
        return self._event_id

    def set_event(self, event_id: int | None) -> None:
        """Make ``event_id`` the current event of every view (no signal when it already is)."""
        if event_id == self._event_id:
            return
        self._event_id = event_id
        self.event_changed.emit(event_id)
