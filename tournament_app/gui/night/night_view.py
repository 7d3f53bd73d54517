"""The "Event" tab: the current event at the center of the window, with its steps as pages.

A club night shows Check-in, Rounds, Tables and Standings; a tournament
shows Entrants, its Bracket (knockouts) or Table (Swiss, round robin, pools;
pools-knockout has both), Tables and Standings. The head chooses the event
(every event of the leaderboard), creates one (New event…: name, date,
format and options), changes its format until the first result, says where
it stands, and opens the presenter window.

The tab's event is the window's current event (``ops.session``): choosing
one here chooses it for the match form too, and a choice made there shows
here. The tab reads the whole event (:func:`night.night_state` and
:func:`tournament.event_view`) on the database worker whenever a change
touches it, and hands it to its pages. Every change goes through
:class:`Operations` as an undoable step of the club file's undo log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QTabWidget, QVBoxLayout, QWidget

from ...league import Changes, Club, Event, night, tournament
from ...league.night import NightState
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common import printing
from ..common.accessible import named
from ..common.operations import Operations
from ..companion.share_panel import SharePanel
from ..tournament.bracket_view import BracketView
from ..tournament.score_table_view import ScoreTableView
from ..tournament.standings_view import StandingsView
from .checkin_view import CheckInView
from .entrants_view import EntrantsView
from .event_dialog import EventFormatDialog
from .event_line import event_label, format_line
from .round_view import RoundView
from .steps import NightSteps
from .tables_view import TablesView

if TYPE_CHECKING:
    from .presenter import PresenterWindow

#: the pages of each kind of event, by attribute, with their titles ("&" marks the Alt+letter key)
PAGE_TITLES = {
    "checkin": QT_TRANSLATE_NOOP("night.night_view", "Chec&k-in"), "rounds": QT_TRANSLATE_NOOP("night.night_view", "&Rounds"), "entrants": QT_TRANSLATE_NOOP("night.night_view", "E&ntrants"), "bracket": QT_TRANSLATE_NOOP("night.night_view", "&Bracket"),
    "score_table": QT_TRANSLATE_NOOP("night.night_view", "T&able"), "tables": QT_TRANSLATE_NOOP("night.night_view", "&Tables"), "standings": QT_TRANSLATE_NOOP("night.night_view", "&Standings"), "sharing": QT_TRANSLATE_NOOP("night.night_view", "S&haring"),
}


def page_names(fmt: str) -> tuple[str, ...]:
    """The pages an event of this format shows, in order."""
    if fmt == "club-night":
        return ("checkin", "rounds", "tables", "standings", "sharing")
    if fmt in tournament.KNOCKOUT_FORMATS:
        return ("entrants", "bracket", "tables", "standings", "sharing")
    if fmt == "pools-knockout":
        return ("entrants", "score_table", "bracket", "tables", "standings", "sharing")
    return ("entrants", "score_table", "tables", "standings", "sharing")


class NightView(QWidget):
    """The current event: choose or create it, change its format; its steps as pages; the presenter window."""

    #: a new NightState was loaded (the pages and the presenter window show it)
    state_loaded = Signal(object)
    #: a new tournament.EventView was loaded (for the presenter window)
    event_loaded = Signal(object)

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.state: NightState | None = None
        self.view: tournament.EventView | None = None
        self.presenter: PresenterWindow | None = None
        self.event_dialog: EventFormatDialog | None = None
        self._events: list[Event] = []
        #: each listed event's format, as the chooser says it
        self._formats: dict[int, str] = {}
        self._select_after_load: int | None = None
        #: the first list of events after a leaderboard is chosen: with no current event, run the newest
        self._first_load = True
        self._shown_pages: tuple[str, ...] = ()

        self.event_combo = QComboBox()
        self.event_combo.setObjectName("night-event")
        named(self.event_combo, translate("night.night_view", "Event"), translate("night.night_view", "Pick the event to run: its entrants, rounds, tables and standings are shown below."))
        self.event_combo.setMinimumContentsLength(36)
        self.event_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.new_event_button = QPushButton(translate("night.night_view", "Ne&w event…"))
        self.new_event_button.setAccessibleName(translate("night.night_view", "New event"))
        self.new_event_button.setToolTip(translate("night.night_view", "A club night or a tournament: name, date, format and its options"))
        self.format_button = QPushButton(translate("night.night_view", "For&mat…"))
        self.format_button.setAccessibleName(translate("night.night_view", "Format"))
        self.format_button.setToolTip(translate("night.night_view", "Change the event's format and options (until its first result)"))
        self.finish_button = QPushButton(translate("night.night_view", "Finish now…"))
        named(self.finish_button, translate("night.night_view", "Finish now"), translate(
            "night.night_view", "Ends the event now: the final standings come from the matches played, the others are cancelled; "
            "Ctrl+Z brings it back."))
        self.format_label = QLabel()
        self.format_label.setObjectName("event-format-line")
        self.format_label.setAccessibleName(translate("night.night_view", "Event format"))
        self.format_label.setWordWrap(True)
        self.present_label = QLabel(translate("night.night_view", "No event"))
        self.present_label.setObjectName("present-count")
        font = QFont(self.present_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.present_label.setFont(font)
        self.present_label.setWordWrap(True)  # "No event: choose or create one" in big letters
        #: how many reported results wait for the organizer (hidden when none): a click opens them
        self.reports_badge = QPushButton()
        self.reports_badge.setObjectName("reports-badge")
        named(self.reports_badge, translate("night.night_view", "Reported results"), translate("night.night_view", "Results reported from phones wait here for you to confirm; opens them."))
        self.reports_badge.setStyleSheet("QPushButton#reports-badge { background: #ffd54f; color: #000000; border-radius: 9px; "
                                         "padding: 2px 10px; font-weight: bold; }")
        self.reports_badge.hide()
        self.presenter_button = QPushButton(translate("night.night_view", "&Presenter window"))
        self.presenter_button.setToolTip(translate("night.night_view", "A second window for a projector or TV: tables, brackets, who is next, the standings"))

        self.steps = NightSteps(ops, self.event_id, self)
        self.checkin = CheckInView(self.steps)
        self.rounds = RoundView(self.steps)
        self.entrants = EntrantsView(self.steps)
        self.bracket = BracketView(self.steps)
        self.score_table = ScoreTableView(self.steps)
        self.tables = TablesView(self.steps)
        self.standings = StandingsView(self.steps)
        self.sharing = SharePanel(ops, self.event_id, self)
        self.steps.share_links = self.sharing.links
        self.pages = QTabWidget()
        self.pages.setObjectName("event-pages")
        self._arrange_pages("club-night")
        self.steps.round_started.connect(lambda: self.pages.setCurrentWidget(self.tables))

        head = QHBoxLayout()
        event_label_ = QLabel(translate("night.night_view", "Event:"))
        event_label_.setBuddy(self.event_combo)
        head.addWidget(event_label_)
        head.addWidget(self.event_combo)
        head.addWidget(self.new_event_button)
        head.addWidget(self.format_button)
        head.addWidget(self.finish_button)
        head.addStretch(1)
        head.addWidget(self.reports_badge)
        head.addWidget(self.presenter_button)
        # the count beside the format line, not the event chooser: one row for all at 200% text is wider than a screen
        status = QHBoxLayout()
        status.addWidget(self.format_label, 1)
        status.addWidget(self.present_label)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addLayout(status)
        layout.addWidget(self.pages, 1)

        self.event_combo.currentIndexChanged.connect(self._event_chosen)
        self.new_event_button.clicked.connect(self.new_event)
        self.format_button.clicked.connect(self.edit_format)
        self.finish_button.clicked.connect(self.ask_to_finish)
        self.presenter_button.clicked.connect(self.open_presenter)
        self.reports_badge.clicked.connect(lambda: self.pages.setCurrentWidget(self.sharing))
        self.sharing.waiting_changed.connect(self._show_waiting)
        self.pages.currentChanged.connect(lambda _i: self.focus_page())
        self.pages.tabBar().installEventFilter(self)  # a page's Alt+letter on the page shown: the cursor goes there too
        ops.changed.connect(self.on_changes)
        ops.session.event_changed.connect(self._session_changed)
        self._show(None, None)

    # ---- pages ------------------------------------------------------------------------
    def _arrange_pages(self, fmt: str) -> None:
        """Show the pages of this kind of event (kept as they are when the kind doesn't change)."""
        names = page_names(fmt)
        if names == self._shown_pages:
            return
        current = self.pages.currentWidget()
        self.pages.blockSignals(True)
        while self.pages.count():
            self.pages.removeTab(0)
        for name in names:
            self.pages.addTab(getattr(self, name), translate("night.night_view", PAGE_TITLES[name]))
        self._shown_pages = names
        if current is not None and self.pages.indexOf(current) >= 0:
            self.pages.setCurrentWidget(current)
        else:
            self.pages.setCurrentIndex(0)
        self.pages.blockSignals(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.pages.tabBar() and event.type() == QEvent.Type.Shortcut:
            QTimer.singleShot(0, self.focus_page)
        return super().eventFilter(watched, event)

    def focus_page(self) -> None:
        """The cursor goes where the page shown is used first (a search field, the bracket, a table)."""
        if not self.isVisible():
            return
        page = self.pages.currentWidget()
        if page is self.checkin:
            self.checkin.search.setFocus()
        elif page is self.entrants:
            target = self.entrants.search if self.entrants.search.isVisible() else self.entrants.seeds
            target.setFocus()
        elif page is self.tables:
            free = [b for b in self.tables.table_buttons.values() if b.isEnabled()]
            (free[0] if free else self.tables.new_table).setFocus()
        elif page is not None:
            page.setFocus()

    # ---- loading ----------------------------------------------------------------------
    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Show the events of another leaderboard."""
        self.leaderboard_id = leaderboard_id
        self._first_load = True
        self.refresh_events()

    def refresh_events(self) -> None:
        """Reload the list of events (newest first), with each one's format."""
        lb = self.leaderboard_id

        def read(club: Club) -> list[tuple[Event, str]]:
            return [(e, tournament.event_setup(club, e.id).format) for e in club.events(lb)]

        self.ops.query(read, self._show_events)

    def _show_events(self, events: list[tuple[Event, str]]) -> None:
        session = self.ops.session.event_id
        wanted = self._select_after_load or session
        self._select_after_load = None
        first, self._first_load = self._first_load, False
        self._events = [e for e, _fmt in events]
        self._formats = {e.id: fmt for e, fmt in events}
        self.event_combo.blockSignals(True)
        self.event_combo.clear()
        for event, fmt in events:
            self.event_combo.addItem(event_label(event, fmt), event.id)
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
        """Reload when a change touched the event (a result from the match form counts too)."""
        if changes.leaderboards and self.leaderboard_id in changes.leaderboards or changes.events - {e.id for e in self._events}:
            self.refresh_events()
            return
        if changes.players or changes.teams:
            self.entrants.reload_choices()
        if changes.events or changes.matches or changes.players or changes.leaderboards:
            self.reload()

    def reload(self) -> None:
        """Read the event's state on the worker."""
        event_id = self.event_id()
        if event_id is None:
            self._show(None, None)
            return

        def read(club: Club) -> tuple[NightState, tournament.EventView]:
            return night.night_state(club, event_id), tournament.event_view(club, event_id)

        self.ops.query(read, lambda found: self._show(*found))

    def _show(self, state: NightState | None, view: tournament.EventView | None) -> None:
        if state is not None and state.event_id != self.event_id():
            return  # an answer for an event no longer chosen
        self.state, self.view = state, view
        fmt = view.setup.format if view is not None else "club-night"
        if view is not None and self._formats.get(view.setup.event_id, fmt) != fmt:
            self._relabel(view.setup.event_id, fmt)  # Format… changed it
        self._arrange_pages(fmt)
        # a count never wraps nor is cut ("16 entrants" at 1280 px); the long "No event" sentence may wrap
        self.present_label.setWordWrap(state is None)
        if state is None:
            self.present_label.setText(translate("night.night_view", "No event: choose or create one"))
        elif fmt == "club-night":
            self.present_label.setText(translate("night.night_view", "%n present", None, state.present))
        else:
            self.present_label.setText(translate("night.night_view", "%n entrant(s)", None, len(view.setup.entrants) if view else 0))
        self.format_label.setText(format_line(view, state))
        self.format_button.setEnabled(view is not None)
        self.finish_button.setVisible(fmt != "club-night")
        self.finish_button.setEnabled(view is not None and view.setup.started and not view.finished)
        for page in (self.checkin, self.rounds, self.tables, self.entrants, self.bracket, self.score_table, self.standings):
            page.setEnabled(state is not None)
        self.sharing.event_shown(self.event_id(), view is not None and view.setup.finished)
        self.checkin.show_state(state)
        self.rounds.show_state(state)
        self.tables.show_event(view)
        self.tables.show_state(state)
        self.entrants.show_event(view, state)
        self.bracket.show_event(view if view is not None and fmt != "club-night" else None)
        self.score_table.show_event(view if view is not None and fmt != "club-night" else None)
        self.standings.show_event(view, state)
        self.state_loaded.emit(state)
        self.event_loaded.emit(view)

    def _show_waiting(self, count: int) -> None:
        """The badge: how many reported results wait for a decision."""
        # a count after a colon reads right in every language without plural forms
        self.reports_badge.setText(translate("night.night_view", "Reported results: {count}").format(count=count))
        self.reports_badge.setVisible(count > 0)

    def _relabel(self, event_id: int, fmt: str) -> None:
        self._formats[event_id] = fmt
        event = next((e for e in self._events if e.id == event_id), None)
        index = self.event_combo.findData(event_id)
        if event is not None and index >= 0:
            self.event_combo.setItemText(index, event_label(event, fmt))

    # ---- printing ----------------------------------------------------------------------
    def print_page(self) -> bool:
        """Ctrl+P here: print what the page shown holds (the bracket, the standings sheet, the pairings and
        score slips), previewed first. False when the page has no printout of its own (a club night's
        standings, an event not started yet): the window then prints the leaderboard."""
        view, event_id, page = self.view, self.event_id(), self.pages.currentWidget()
        if view is None or event_id is None or not (view.setup.started or view.setup.format == "club-night"):
            return False
        fmt = view.setup.format
        if page is self.bracket or (page is self.entrants and fmt in tournament.KNOCKOUT_FORMATS):
            self.bracket.print_bracket()
        elif page in (self.standings, self.score_table):
            if fmt == "club-night":
                return False
            self.standings.print_standings()
        else:  # entrants of a Swiss or round robin, check-in, rounds, tables, sharing: the rounds on paper
            printing.print_event_rounds(self.ops, event_id, self, self.steps.share_links)
        return True

    # ---- changes ----------------------------------------------------------------------
    def new_event(self) -> None:
        """New event…: name, date, format and options, and the room's tables (the last event's) to start with;
        the new event becomes the current one."""
        if self.event_dialog is not None:
            return
        self.ops.query(lambda club: night.room_tables(club),
                       lambda room: self._open_dialog(EventFormatDialog(self, room_tables=room)) if self.event_dialog is None else None)

    def edit_format(self) -> None:
        """Format…: change the event's format and options, or say why it can't change any more."""
        view, state = self.view, self.state
        if view is None:
            return
        locked = None
        if view.setup.started or (state is not None and state.results):
            if view.setup.started and not (state is not None and state.results):
                locked = translate("night.night_view", "{name} has started, so its format can't change any more.")
            else:
                locked = translate("night.night_view", "{name} has results already, so its format can't change any more.")
            locked = locked.format(name=view.setup.name)
        self._open_dialog(EventFormatDialog(self, setup=view.setup, locked=locked))

    def _open_dialog(self, dialog: EventFormatDialog) -> None:
        # window-modal but not blocking: the worker, the presenter and the tests keep running
        self.event_dialog = dialog
        dialog.finished.connect(lambda code, d=dialog: self._dialog_done(d, code))
        dialog.open()

    def _dialog_done(self, dialog: EventFormatDialog, code: int) -> None:
        self.event_dialog = None
        dialog.deleteLater()
        if code != QDialog.DialogCode.Accepted:
            return
        name, day, fmt, settings = dialog.values()
        if dialog.setup is None:
            self.create_event(name, day, fmt, settings, tables_from=dialog.tables_from())
            return
        if dialog.locked:
            return
        event_id = dialog.setup.event_id
        self.ops.perform(translate("night.night_view", "Format of {name}").format(name=dialog.setup.name),
                         self.ops.league_step(lambda club, _c: tournament.set_format(club, event_id, fmt, settings)),
                         on_error=self.ops.worker.error.emit)

    def ask_to_finish(self) -> QMessageBox | None:
        """Finish now…: ask, then end the event as one undoable step (final standings from the matches played)."""
        view = self.view
        if view is None or not view.setup.started or view.finished:
            return None
        event_id, name = view.setup.event_id, view.setup.name
        left = sum(1 for m in view.matches if m.status in ("ready", "playing", "waiting"))
        box = QMessageBox(QMessageBox.Icon.Question, translate("night.night_view", "Finish {name} now?").format(name=name),
                          translate("night.night_view", "The final standings will be those of the matches played; %n match(es) "
                                    "not played yet will be cancelled and not rated.", None, left),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("finish-now-box")
        box.setInformativeText(translate("night.night_view", "Edit ▸ Undo (Ctrl+Z) brings the event back as it was."))
        finish = box.addButton(translate("night.night_view", "Finish now"), QMessageBox.ButtonRole.AcceptRole)
        finish.setAccessibleName(translate("night.night_view", "Finish now"))
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setAccessibleName(translate("night.night_view", "Cancel"))
        box.setDefaultButton(cancel)

        def answered(_code: int) -> None:
            box.deleteLater()
            if box.clickedButton() is finish:
                self.ops.perform(translate("night.night_view", "Finish {name} now").format(name=name),
                                 self.ops.league_step(lambda club, _c: tournament.finish_now(club, event_id)),
                                 on_error=self.ops.worker.error.emit)

        box.finished.connect(answered)
        box.open()
        return box

    def create_event(self, name: str, day: str, fmt: str = "club-night", settings: tournament.Settings | None = None,
                     *, tables_from: int | None = None) -> None:
        """Create an event of this format in the current leaderboard (with another event's tables: the room's);
        it becomes the window's current event. One undo step."""
        lb = self.leaderboard_id

        def create(club: Club, _c: object) -> Changes:
            created = tournament.create_event(club, name, fmt, leaderboard=lb, date=day, settings=settings)
            if tables_from is not None and created.id is not None:
                night.carry_tables(club, created.id, tables_from)
            return created

        def created(step: Any) -> None:
            self.ops.session.set_event(step.changes.id)

        self.ops.perform(translate("night.night_view", "New event {name}").format(name=name), self.ops.league_step(create), on_done=created,
                         on_error=self.ops.worker.error.emit)

    def open_presenter(self) -> None:
        """Show the presenter window (one per main window), on the last screen by default."""
        from .presenter import PresenterWindow

        if self.presenter is None:
            self.presenter = PresenterWindow(self)
            self.event_loaded.connect(self.presenter.show_event)
            self.sharing.share_changed.connect(self.presenter.show_share)
        self.presenter.show_state(self.state)
        self.presenter.show_event(self.view)
        self.presenter.show_share(self.sharing.view_url())
        self.presenter.show()
        self.presenter.raise_()
        self.presenter.activateWindow()

    def close_presenter(self) -> None:
        """Close the presenter window if it is open, and stop sharing: the club is closing (or the window)."""
        self.sharing.stop()
        if self.presenter is not None:
            presenter, self.presenter = self.presenter, None
            presenter.close()


__all__ = ["NightView", "page_names"]
