"""Events and match entry: pick or create an event, enter its matches, fix past ones."""

from __future__ import annotations

from PySide6.QtCore import QDate, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from collections.abc import Sequence

from ...league import Changes, Club, Event, Match, Player, Team
from ...league import tournament
from ...league import glicko_expectation, later_matches
from ...league.planning import match_quality
from ..common import operations as op
from ..common.accessible import named
from .match_form import MatchForm
from ..common.operations import Operations, Step
from .played_field import parse_moment
from ..players.players_view import confirm
from ..common.result_text import sentence
from ..common.table_models import MatchesModel, describe_sides
from ..night.event_dialog import EventFormatDialog
from ...locale_text import date_text, percent
from ..common.event_text import event_name
from ...translation import translate

ALL_MATCHES = -1


class EventsList(QListWidget):
    """The list of events, wide enough for its longest name in the font shown (up to about 40 characters)."""

    MOST_CHARACTERS = 40

    def _fitting_width(self) -> int:
        widest = min(self.sizeHintForColumn(0), self.fontMetrics().averageCharWidth() * self.MOST_CHARACTERS)
        return widest + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(max(super().sizeHint().width(), self._fitting_width()), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._fitting_width(), super().minimumSizeHint().height())


class EventsView(QWidget):
    """The club night screen: events on the left, the match form and the event's matches on the right."""

    match_saved = Signal(object)

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        #: the open New event dialog, if any
        self.event_dialog: EventFormatDialog | None = None
        self.events_list = EventsList()
        self.events_list.setObjectName("events-list")
        named(self.events_list, translate("matches.events_view", "Events"), translate("matches.events_view", "The events of this leaderboard; pick one to see and enter its matches."))
        self.new_event_button = QPushButton(translate("matches.events_view", "New event…"))
        self.new_event_button.setAccessibleName(translate("matches.events_view", "New event"))
        self.new_event_button.setToolTip(translate("matches.events_view", "A club night or a tournament: name, date, format and its options"))
        self.form = MatchForm()
        self.matches = MatchesModel(self)
        self.table = QTableView()
        self.table.setObjectName("matches-table")
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self.table, translate("matches.events_view", "Matches"), translate("matches.events_view", "The event's matches, one a row, with the day played and the result."))
        self.table.setModel(self.matches)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.edit_button = QPushButton(translate("matches.events_view", "Edit match"))
        self.delete_button = QPushButton(translate("matches.events_view", "Delete match"))
        named(self.edit_button, translate("matches.events_view", "Edit match"), translate("matches.events_view", "Opens the selected match in the form to change it."))
        named(self.delete_button, translate("matches.events_view", "Delete match"), translate("matches.events_view", "Deletes the selected match, after asking; Undo brings it back."))
        self.matches_title = QLabel(translate("matches.events_view", "<b>Matches</b>"))

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel(translate("matches.events_view", "<b>Events</b>")))
        left_layout.addWidget(self.events_list)
        left_layout.addWidget(self.new_event_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.form)
        right_layout.addWidget(self.matches_title)
        right_layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.edit_button)
        row.addWidget(self.delete_button)
        right_layout.addLayout(row)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 900])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.new_event_button.clicked.connect(self.new_event)
        self.events_list.currentItemChanged.connect(lambda *_: self._event_chosen())
        ops.session.event_changed.connect(self._follow_session)
        self.form.save_requested.connect(self.save)
        self.form.edit_cancelled.connect(lambda: self.table.clearSelection())
        self.form.panel.changed.connect(self._predict_later)
        self.form.played_at.dateTimeChanged.connect(self._predict_later)  # Glicko: deviations grow until then
        self.form.played_at.typed.connect(self._check_time)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.table.doubleClicked.connect(lambda _i: self.edit_selected())
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.installEventFilter(self)
        ops.changed.connect(self.on_changes)
        self._update_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """In the matches table, Delete deletes and Enter edits the selected match."""
        if watched is self.table and event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.delete_selected()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.edit_selected()
                return True
        return super().eventFilter(watched, event)

    # ---- loading ----------------------------------------------------------------------
    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Show the events of another leaderboard."""
        self.leaderboard_id = leaderboard_id
        self.form.clear()
        self.refresh()

    def on_changes(self, changes: Changes) -> None:
        """Reload what a change touched."""
        if changes.events or changes.matches or changes.leaderboards:
            self.refresh()  # people included
        elif changes.players or changes.teams:
            self._load_people()

    def refresh(self) -> None:
        """Reload events, people and matches."""
        self._load_people()
        lb = self.leaderboard_id
        self.ops.query(lambda club: club.events(lb), self._show_events)

    def _load_people(self) -> None:
        self.ops.query(lambda club: (club.players(), club.teams()), self._show_people)

    def _show_people(self, result: tuple[list[Player], list[Team]]) -> None:
        players, teams = result
        self.form.set_players({p.id: p.name for p in players})
        self.form.set_teams(teams)

    _events: dict[int, Event] = {}
    _shown_leaderboard: int | None = None

    def _show_events(self, events: list[Event]) -> None:
        self._events = {e.id: e for e in events}
        self.form.set_events(events)
        # a leaderboard shown for the first time, or the first events to appear in it
        first_load = self._shown_leaderboard != self.leaderboard_id or self.events_list.count() <= 1
        self._shown_leaderboard = self.leaderboard_id
        # The window's current event wins (chosen here or on the Tonight tab); a new
        # leaderboard opens on its newest event; otherwise the list keeps its choice.
        current = self._select_event_after_refresh
        if current is None and self.ops.session.event_id in self._events:
            current = self.ops.session.event_id
        if current is None and not first_load:
            current = ALL_MATCHES
        self._select_event_after_refresh = None
        self.events_list.blockSignals(True)
        self.events_list.clear()
        everything = QListWidgetItem(translate("matches.events_view", "All matches"))
        everything.setData(Qt.ItemDataRole.UserRole, ALL_MATCHES)
        self.events_list.addItem(everything)
        chosen = everything
        for event in events:
            item = QListWidgetItem(event_name(event))
            item.setData(Qt.ItemDataRole.UserRole, event.id)
            item.setToolTip(_event_tooltip(event))
            self.events_list.addItem(item)
            if event.id == current:
                chosen = item
        if current is None and events:
            chosen = self.events_list.item(1)
        self.events_list.setCurrentItem(chosen)
        self.events_list.blockSignals(False)
        self.events_list.updateGeometry()  # its width follows the longest name
        self._event_chosen()

    def current_event_id(self) -> int | None:
        """The selected event (None for "All matches")."""
        item = self.events_list.currentItem()
        if item is None:
            return None
        value = int(item.data(Qt.ItemDataRole.UserRole))
        return None if value == ALL_MATCHES else value

    def _event_chosen(self) -> None:
        """The list's event becomes the window's current event; its matches are shown."""
        self.ops.session.set_event(self.current_event_id())
        self._load_matches()

    def _follow_session(self, event_id: int | None) -> None:
        """Another view chose the current event: select it here too."""
        if event_id == self.current_event_id():
            return
        wanted = ALL_MATCHES if event_id is None else event_id
        for i in range(self.events_list.count()):
            item = self.events_list.item(i)
            if int(item.data(Qt.ItemDataRole.UserRole)) == wanted:
                self.events_list.setCurrentItem(item)
                return
        # not listed yet (created on another tab): the refresh its change brings selects it

    def _load_matches(self) -> None:
        event_id, lb = self.current_event_id(), self.leaderboard_id
        item = self.events_list.currentItem()
        self.matches_title.setText(translate("matches.events_view", "<b>Matches — {value}</b>").format(value=item.text() if item else ''))
        event = self._events.get(event_id) if event_id is not None else None
        # A match entered under an old event is played on that event's day.
        day = QDate.fromString(event.date[:10], "yyyy-MM-dd") if event is not None else None
        self.form.played_at.event_day = day
        self.form.played_at.event_last = None
        self.form.played_at.follow_clock()

        def load(club: Club) -> list[Match]:
            return club.event_results(event_id) if event_id is not None else club.matches(lb, limit=500)

        self.ops.query(load, self._show_matches)

    def _show_matches(self, matches: list[Match]) -> None:
        self.matches.set_rows(matches)
        if self.current_event_id() is not None and matches:
            self.form.played_at.event_last = parse_moment(max(m.played_at for m in matches))
            self.form.played_at.follow_clock()
        self._update_buttons()

    # ---- actions ----------------------------------------------------------------------
    def new_event(self) -> None:
        """New event…: the Event tab's dialog (name, date, format and options); the new event becomes the current one."""
        dialog = EventFormatDialog(self)
        # window-modal but not blocking, as on the Event tab: the worker and the tests keep running
        self.event_dialog = dialog
        dialog.finished.connect(lambda code, d=dialog: self._event_dialog_done(d, code))
        dialog.open()

    def _event_dialog_done(self, dialog: EventFormatDialog, code: int) -> None:
        self.event_dialog = None
        dialog.deleteLater()
        if code != QDialog.DialogCode.Accepted:
            return
        name, day, fmt, settings = dialog.values()
        lb = self.leaderboard_id

        def create(club: Club, _c: object) -> Changes:
            return tournament.create_event(club, name, fmt, leaderboard=lb, date=day, settings=settings)

        def done(step: Step) -> None:
            self._select_event_after_refresh = step.changes.id
            self.ops.session.set_event(step.changes.id)

        self.ops.perform(translate("matches.events_view", "New event {name}").format(name=name), self.ops.league_step(create), on_done=done, on_error=self.ops.worker.error.emit)

    _select_event_after_refresh: int | None = None

    def save(self) -> None:
        """Record the form's match, or save the changes to the match being edited."""
        sides = self.form.sides()
        at = self.form.played_at_text()
        if self.form.editing is not None:
            match = self.form.editing
            event_id = self.form.event_choice()
            self.ops.perform(
                translate("matches.events_view", "Edit match #{id}").format(id=match.id),
                op.edit_match(match.id, sides=sides, event_id=event_id if event_id is not None else match.event_id,
                              played_at=at, games=self.form.games() or []),
                label=translate("matches.events_view", "Replaying the history after this match…"),
                on_done=self._saved,
                on_error=self._failed,
            )
            return
        self.ops.perform(
            translate("matches.events_view", "Record match"),
            op.record_match(
                sides, leaderboard_id=self.leaderboard_id, event_id=self.ops.session.event_id, played_at=at,
                games=self.form.games(),
            ),
            label=translate("matches.events_view", "Rating the match…"),
            on_done=self._saved,
            on_error=self._failed,
        )

    def _saved(self, step: Step) -> None:
        match: Match = step.result
        replayed = step.changes.replayed
        if replayed > 1:
            said = translate("matches.events_view", "Saved match #{id}: {describe_sides} — replayed %n later match(es)", None, replayed - 1)
        else:
            said = translate("matches.events_view", "Saved match #{id}: {describe_sides}")
        self.window().statusBar().showMessage(said.format(id=match.id, describe_sides=describe_sides(match)), 8000)  # type: ignore[attr-defined]
        self.form.clear()  # the next match is played when it is saved
        self.match_saved.emit(match)

    def _failed(self, exc: BaseException) -> None:
        if isinstance(exc, ValueError):
            self.form.message.setStyleSheet("color: #c0392b")
            self.form.message.setText(sentence(str(exc)))
        else:
            self.ops.worker.error.emit(exc)

    def _selected_match(self) -> Match | None:
        rows = self.table.selectionModel().selectedRows()
        return self.matches.row(rows[0].row()) if rows else None

    def _update_buttons(self, *_: object) -> None:
        chosen = self._selected_match() is not None
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def edit_selected(self) -> None:
        """Load the selected match into the form."""
        match = self._selected_match()
        if match is not None:
            self.form.load(match)
            self.form.panel.editors[0].players.setFocus()

    def delete_selected(self) -> None:
        """Delete the selected match after a confirmation."""
        match = self._selected_match()
        if match is None:
            return
        if not confirm(self, translate("matches.events_view", "Delete match"), translate("matches.events_view", "Delete match #{id} ({describe_sides})?\n\nRatings after it will be recomputed. You can undo this.").format(id=match.id, describe_sides=describe_sides(match)), translate("matches.events_view", "Delete")):
            return
        self.ops.perform(translate("matches.events_view", "Delete match #{id}").format(id=match.id), op.delete_match(match.id),
                         label=translate("matches.events_view", "Replaying the history after this match…"), on_error=self.ops.worker.error.emit)

    # ---- time and prediction ----------------------------------------------------------
    def _check_time(self) -> None:
        """The person set a time: say how many recorded matches come after it (they get re-rated)."""
        form = self.form
        if not form.played_at.edited or self.leaderboard_id is None:
            form.show_later_matches(0)
            return
        lb = form.editing.leaderboard_id if form.editing is not None else self.leaderboard_id
        at = form.played_at_text()
        editing = form.editing.id if form.editing is not None else None
        self.ops.query(lambda club: later_matches(club, lb, at, excluding=editing), form.show_later_matches)

    def _predict_later(self) -> None:
        sides = self.form.sides()
        if self.form.check().errors or self.leaderboard_id is None:
            self.form.prediction.setText("")
            self.form.show_expected_outcome("")
            return
        lb = self.leaderboard_id
        at = self.form.played_at_text()
        editing = self.form.editing.id if self.form.editing is not None else None

        def predict(club: Club) -> tuple[list[float], float, str]:
            # editing a match: the chances it had, from the ratings just before it
            chances = club.win_chances(sides, lb, before_match=editing)
            expected = glicko_expectation(club, sides, lb, at, before_match=editing)
            return chances, match_quality(chances), expected.describe() if expected else ""

        self.ops.query(predict, self._show_prediction)

    def _show_prediction(self, result: tuple[list[float], float, str] | None) -> None:
        if not result or not result[0] or self.form.check().errors:
            self.form.prediction.setText("")
            self.form.show_expected_outcome("")
            return
        chances, quality, expected = result
        self.form.show_expected_outcome(expected)
        parts = [translate("matches.events_view", "side {number}: {chance}").format(number=n, chance=percent(p))
                 for n, p in enumerate(chances, start=1)]
        self.form.prediction.setText(translate("matches.events_view", "Chance to win before the game — {chances} · match quality {quality}").format(
            chances=", ".join(parts), quality=percent(quality)))
        self.form.prediction.setToolTip(
            translate("matches.events_view", "Match quality is the number of sides times the weakest side's chance: "
            "100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).")
        )

    # ---- proposals from the planning tabs ---------------------------------------------
    def propose(self, sides: Sequence[Sequence[str]], event_id: int | None = None) -> None:
        """Fill the match form with a suggested match (under ``event_id`` if given) for the organizer to finish."""
        if event_id is not None:
            self.ops.session.set_event(event_id)
        self.form.fill(sides)
        self.form.panel.editors[0].players.setFocus()


def _event_tooltip(event: Event) -> str:
    """The events list's tooltip: the whole name, what kind of event and its day in the locale's form."""
    day = date_text(event.date)
    if event.kind == "club night":
        return translate("matches.events_view", "{name} (club night, {date})").format(name=event.name, date=day)
    if event.kind == "tournament":
        return translate("matches.events_view", "{name} (tournament, {date})").format(name=event.name, date=day)
    return f"{event.name} ({event.kind}, {day})"
