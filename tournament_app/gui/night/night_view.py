"""The "Tonight" tab: one club night's check-in, rounds and tables, and the presenter window.

The tab's event is the window's current event (``ops.session``): choosing
one here chooses it for the match form too, and a choice made there shows
here. The tab reads the whole night (:func:`night.night_state`) on the
database worker whenever a change touches the event, and hands it to its
three pages. Every change goes through :class:`Operations` as an undoable
step of the club file's undo log (league/undo.py): a check-in by mistake, a
wrong swap or a wrong result is one Ctrl+Z away.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from ...league import Changes, Club, Event
from ...league import night
from ...league.night import NightState
from .checkin_view import CheckInView
from ..common.operations import Operations
from .round_view import RoundView
from .steps import NightSteps
from .tables_view import TablesView


class NightView(QWidget):
    """Pick tonight's event; check players in, draw rounds, run the tables; open the presenter window."""

    #: a new NightState was loaded (the pages and the presenter window show it)
    state_loaded = Signal(object)

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.state: NightState | None = None
        self.presenter: Any = None
        self._events: list[Event] = []
        self._select_after_load: int | None = None
        #: the first list of events after a leaderboard is chosen: with no current event, run the newest
        self._first_load = True

        self.event_combo = QComboBox()
        self.event_combo.setObjectName("night-event")
        self.event_combo.setAccessibleName("Event")
        self.event_combo.setMinimumContentsLength(24)
        self.event_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.new_event_button = QPushButton("New club night…")
        self.present_label = QLabel("No event")
        self.present_label.setObjectName("present-count")
        font = QFont(self.present_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.present_label.setFont(font)
        self.presenter_button = QPushButton("Presenter window")
        self.presenter_button.setToolTip("A second window for a projector or TV: tables, who is next, the night's standings")

        self.steps = NightSteps(ops, self.event_id, self)
        self.checkin = CheckInView(self.steps)
        self.rounds = RoundView(self.steps)
        self.tables = TablesView(self.steps)
        self.pages = QTabWidget()
        self.pages.addTab(self.checkin, "Check-in")
        self.pages.addTab(self.rounds, "Rounds")
        self.pages.addTab(self.tables, "Tables")
        self.steps.round_started.connect(lambda: self.pages.setCurrentWidget(self.tables))

        head = QHBoxLayout()
        event_label = QLabel("Event:")
        event_label.setBuddy(self.event_combo)
        head.addWidget(event_label)
        head.addWidget(self.event_combo)
        head.addWidget(self.new_event_button)
        head.addStretch(1)
        head.addWidget(self.present_label)
        head.addSpacing(16)
        head.addWidget(self.presenter_button)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.pages, 1)

        self.event_combo.currentIndexChanged.connect(self._event_chosen)
        self.new_event_button.clicked.connect(self.new_event)
        self.presenter_button.clicked.connect(self.open_presenter)
        ops.changed.connect(self.on_changes)
        ops.session.event_changed.connect(self._session_changed)
        self._show_state(None)

    # ---- loading ----------------------------------------------------------------------
    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Show the club nights of another leaderboard."""
        self.leaderboard_id = leaderboard_id
        self._first_load = True
        self.refresh_events()

    def refresh_events(self) -> None:
        """Reload the list of events (newest first)."""
        lb = self.leaderboard_id
        self.ops.query(lambda club: club.events(lb), self._show_events)

    def _show_events(self, events: list[Event]) -> None:
        session = self.ops.session.event_id
        wanted = self._select_after_load or session
        self._select_after_load = None
        first, self._first_load = self._first_load, False
        self._events = events
        self.event_combo.blockSignals(True)
        self.event_combo.clear()
        for event in events:
            label = event.name if event.date[:10] in event.name else f"{event.name} — {event.date[:10]}"
            self.event_combo.addItem(label, event.id)
        index = self.event_combo.findData(wanted) if wanted is not None else -1
        if index < 0 and (first or wanted is not None) and events:
            index = 0  # the newest event, when none is current yet (or the current one is not in this leaderboard)
        self.event_combo.setCurrentIndex(index)
        self.event_combo.blockSignals(False)
        self.ops.session.set_event(self.event_id())
        self.reload()

    def _event_chosen(self, _index: int) -> None:
        """The organizer chose an event in the combo: it becomes the window's current event."""
        self.ops.session.set_event(self.event_id())
        self.reload()

    def _session_changed(self, event_id: int | None) -> None:
        """Another view chose the current event: show it here."""
        if event_id == self.event_id():
            return
        index = self.event_combo.findData(event_id) if event_id is not None else -1
        if event_id is not None and index < 0:
            self._select_after_load = event_id  # a new event, not listed yet
            self.refresh_events()
            return
        self.event_combo.blockSignals(True)
        self.event_combo.setCurrentIndex(index)
        self.event_combo.blockSignals(False)
        self.reload()

    def show_event(self, event_id: int) -> None:
        """Reload the events and run ``event_id``."""
        self._select_after_load = event_id
        self.refresh_events()

    def event_id(self) -> int | None:
        """The event being run."""
        data = self.event_combo.currentData()
        return int(data) if data is not None else None

    def on_changes(self, changes: Changes) -> None:
        """Reload when a change touched tonight (a result from the match form counts too)."""
        if changes.leaderboards and self.leaderboard_id in changes.leaderboards or changes.events - {e.id for e in self._events}:
            self.refresh_events()
            return
        if changes.events or changes.matches or changes.players or changes.leaderboards:
            self.reload()

    def reload(self) -> None:
        """Read tonight's state on the worker."""
        event_id = self.event_id()
        if event_id is None:
            self._show_state(None)
            return
        self.ops.query(lambda club: night.night_state(club, event_id), self._show_state)

    def _show_state(self, state: NightState | None) -> None:
        if state is not None and state.event_id != self.event_id():
            return  # an answer for an event no longer chosen
        self.state = state
        if state is None:
            self.present_label.setText("No event: choose or create a club night")
        else:
            self.present_label.setText(f"{state.present} present")
        for page in (self.checkin, self.rounds, self.tables):
            page.setEnabled(state is not None)
            page.show_state(state)
        self.state_loaded.emit(state)

    # ---- changes ----------------------------------------------------------------------
    def new_event(self) -> None:
        """Create a club night in the current leaderboard and run it."""
        from ..matches.events_view import EventDialog

        dialog = EventDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name, kind, day = dialog.values()
        self.create_event(name, day, kind)

    def create_event(self, name: str, day: str, kind: str = "club night") -> None:
        """Create an event and select it once created."""
        lb = self.leaderboard_id

        def create(club: Club, _c: object) -> Changes:
            return club.add_event(name, day, lb, kind)

        def created(step: Any) -> None:
            # the new club night is the current event of the whole window
            self.ops.session.set_event(step.changes.id)

        self.ops.perform(f"New event {name}", self.ops.league_step(create), on_done=created,
                         on_error=self.ops.worker.error.emit)

    def open_presenter(self) -> None:
        """Show the presenter window (one per main window), on the last screen by default."""
        from .presenter import PresenterWindow

        if self.presenter is None:
            self.presenter = PresenterWindow(self)
        self.presenter.show_state(self.state)
        self.presenter.show()
        self.presenter.raise_()
        self.presenter.activateWindow()

    def close_presenter(self) -> None:
        """Close the presenter window if it is open."""
        if self.presenter is not None:
            presenter, self.presenter = self.presenter, None
            presenter.close()


__all__ = ["NightView"]
