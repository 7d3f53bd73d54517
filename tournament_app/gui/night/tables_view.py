"""Tables: what is played where, the queue of next matches, results entered from the table."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...league import MAX_SCORE, CheckedResult, LeagueError, check_result, night, tournament
from ...league.night import NightMatch, NightState, NightTable
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.accessible import describe_buttons, described, named
from ..common.dialog_fit import grow_to_fit
from ..common.name_fields import give_back
from ..common.score_field import ScoreField
from ...locale_text import chance_text

if TYPE_CHECKING:
    from .steps import NightSteps


def clock(moment: str | None) -> str:
    """"20:14" in local time from a stored UTC moment ("" if none)."""
    if not moment:
        return ""
    try:
        return datetime.fromisoformat(moment).astimezone().strftime("%H:%M")
    except ValueError:
        return moment


#: what a knockout match's result dialog says
KNOCKOUT_NOTE = QT_TRANSLATE_NOOP("night.tables_view", "A knockout match: one side must win (no draw).")

#: the brackets whose matches can't be drawn
KNOCKOUT_BRACKETS = frozenset({"winners", "losers", "final", "third-place"})


#: the tables' score field (typed over at once while it shows "—")
ScoreBox = ScoreField


class ResultDialog(QDialog):
    """Placements and scores of a match on a table (the score decides when given; no place is filled in
    beforehand); also marks it started. Saving checks the result by the league's one rule and says its refusal here."""

    def __init__(self, table: NightTable, match: NightMatch, parent: QWidget | None = None, *,
                 knockout: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("night.tables_view", "Result — {table}").format(table=table.name))
        self.match = match
        #: a knockout match: no draw (said in words, the dialog stays open)
        self.knockout = knockout
        self.start_requested = False
        #: the result as the league's rule read it (set when Save is accepted)
        self.checked: CheckedResult | None = None
        title = QLabel(translate("night.tables_view", "<b>{table}</b>: {match}<br>Chances before the game: {chances}").format(
            table=table.name, match=match.label(), chances=chance_text(match.win_probability)))
        title.setWordWrap(True)
        self.places: list[QSpinBox] = []
        self.scores: list[ScoreBox] = []
        grid = QGridLayout()
        grid.addWidget(QLabel(translate("night.tables_view", "Side")), 0, 0)
        grid.addWidget(QLabel(translate("night.tables_view", "Place")), 0, 1)
        grid.addWidget(QLabel(translate("night.tables_view", "Score (optional)")), 0, 2)
        quick_buttons: list[QPushButton] = []
        for n, names in enumerate(match.sides):
            place = QSpinBox(minimum=0, maximum=len(match.sides), value=0)
            place.setSpecialValueText("—")  # nobody is placed until the organizer says so (or the score decides)
            named(place, translate("night.tables_view", "Side {number} place").format(number=n + 1), translate(
                "night.tables_view", "The side's placement: 1 is the winner; equal places are a tie. Left at —, the score decides."))
            score = named(ScoreBox(), translate("night.tables_view", "Side {number} score").format(number=n + 1), translate("night.tables_view", "Type the side's score, if the game keeps one."))
            grid.addWidget(QLabel(" & ".join(names)), n + 1, 0)
            grid.addWidget(place, n + 1, 1)
            grid.addWidget(score, n + 1, 2)
            self.places.append(place)
            self.scores.append(score)
            won = QPushButton(translate("night.tables_view", "{names} won").format(names=" && ".join(names)))
            won.setObjectName(f"won-{n + 1}")
            won.setAccessibleDescription(translate("night.tables_view", "Saves the result with this side as the winner."))
            won.setMinimumHeight(36)
            won.clicked.connect(lambda _c=False, side=n: self.winner(side))
            quick_buttons.append(won)
        self.draw_button = QPushButton(translate("night.tables_view", "Draw", "result: nobody won"))
        self.draw_button.clicked.connect(self.draw)
        self.draw_button.setAccessibleDescription(translate("night.tables_view", "Saves the result as a draw."))
        self.draw_button.setVisible(not knockout)
        quick_buttons.append(self.draw_button)
        quick = self._quick_row(quick_buttons)
        self.problem = QLabel(translate("night.tables_view", KNOCKOUT_NOTE) if knockout else "")
        self.problem.setObjectName("result-problem")
        self.problem.setAccessibleName(translate("night.tables_view", "Result problem"))
        self.problem.setWordWrap(True)
        self.problem.setVisible(knockout)
        if match.started_at:
            started = translate("night.tables_view", "Started at {time}").format(time=clock(match.started_at))
        else:
            started = translate("night.tables_view", "Started now")
        self.start_button = QPushButton(started)
        self.start_button.setEnabled(match.status == "called")
        self.start_button.setToolTip(translate("night.tables_view", "Record that the players have begun (the start time)"))
        self.start_button.clicked.connect(self._start)
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.problem)
        layout.addLayout(quick)
        layout.addLayout(grid)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout.addLayout(row)

    def _quick_row(self, buttons: list[QPushButton]) -> QBoxLayout:
        """The "… won" and Draw buttons side by side, or one under the other when long names (or large text)
        would make the row wider than about 36 lines of text are high (560 px at the usual font)."""
        wide = sum(b.sizeHint().width() for b in buttons) > max(560, 36 * self.fontMetrics().height())
        row: QBoxLayout = QVBoxLayout() if wide else QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        return row

    def winner(self, side: int) -> None:
        """One side won, the others share second place; saves at once."""
        for n, place in enumerate(self.places):
            place.setValue(1 if n == side else 2)
        self.accept()

    def draw(self) -> None:
        """Every side shares first place; saves at once."""
        for place in self.places:
            place.setValue(1)
        self.accept()

    def accept(self) -> None:
        """Save when the result follows the league's rule; else say its refusal here and stay open."""
        try:
            self.checked = check_result([p.value() or None for p in self.places], self.score_values(), draw_allowed=not self.knockout,
                                        names=[" & ".join(names) for names in self.match.sides])
        except LeagueError as exc:
            self.show_problem(str(exc))
            return
        super().accept()

    def show_problem(self, text: str) -> None:
        """Say why the result can't be saved, in red above the result, the dialog growing to show it whole."""
        self.problem.setText(text)
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")
        self.problem.setVisible(True)
        grow_to_fit(self)

    def _start(self) -> None:
        self.start_requested = True
        self.reject()

    def ranks(self) -> list[int]:
        """The placements saved: as entered, or from the scores (once the result was checked)."""
        if self.checked is not None:
            return list(self.checked.ranks)
        return [p.value() for p in self.places]

    def score_values(self) -> list[float | None]:
        """The scores entered (None where left empty)."""
        return [None if s.value() < 0 else s.value() for s in self.scores]


class TablesView(QWidget):
    """The tables with their matches (click one to enter the result), the queue, and table management."""

    def __init__(self, steps: NightSteps) -> None:
        super().__init__()
        self.steps = steps
        self.state: NightState | None = None
        #: the drawn matches on the tables that are knockout matches of the event (no draws)
        self.knockout_matches: frozenset[int] = frozenset()
        #: the event's matches on the tables or in the queue, by drawn match id
        self.fixtures: dict[int, tournament.FixtureView] = {}
        #: the event is a tournament (its matches come to the queue by themselves)
        self.tournament = False
        self.table_buttons: dict[int, QPushButton] = {}
        self.result_dialog: ResultDialog | None = None

        # the box's title as a label that wraps (a group box's title never does), the tiles in as many columns
        # as the width takes: a bigger system font makes wider tiles, and fewer of them side by side
        self.tables_box = QGroupBox()
        self.tables_box.setObjectName("tables-box")
        box_title = QLabel(translate("night.tables_view", "Tables — click a table to enter its result"))
        box_title.setWordWrap(True)
        box_title.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(box_title.font())
        bold.setBold(True)
        box_title.setFont(bold)
        self.tiles = QWidget()
        self.tables_grid = QGridLayout(self.tiles)
        self.tables_grid.setContentsMargins(0, 0, 0, 0)
        self.tiles_scroller = QScrollArea()
        self.tiles_scroller.setWidgetResizable(True)
        self.tiles_scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.tiles_scroller.setWidget(self.tiles)
        self.tiles_scroller.viewport().installEventFilter(self)
        box_layout = QVBoxLayout(self.tables_box)
        box_layout.addWidget(box_title)
        box_layout.addWidget(self.tiles_scroller, 1)
        self._columns = 0
        self.queue_list = QListWidget()
        self.queue_list.setObjectName("queue-list")
        self.queue_list.setWordWrap(True)  # a long match wraps rather than runs off the side
        self.queue_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.queue_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        named(self.queue_list, translate("night.tables_view", "Up next"), translate("night.tables_view", "The matches waiting for a free table, in the order they are called."))
        self.manage_list = QListWidget()
        self.manage_list.setObjectName("tables-list")
        named(self.manage_list, translate("night.tables_view", "Tables"), translate("night.tables_view", "The club's tables in calling order; select one to rename, move or take out of use."))
        self.new_table = QLineEdit()
        self.new_table.setPlaceholderText(translate("night.tables_view", "New table's name"))
        named(self.new_table, translate("night.tables_view", "New table's name"), translate("night.tables_view", "Type a name for a new table, then press Enter to add it."))
        self.add_button = described(QPushButton(translate("night.tables_view", "A&dd table")), translate("night.tables_view", "Adds a table with the name typed."))
        self.rename_button = described(QPushButton(translate("night.tables_view", "Rename…")), translate("night.tables_view", "Asks for a new name for the selected table."))
        self.active_button = described(QPushButton(translate("night.tables_view", "Out of use")), translate("night.tables_view", "Takes the selected table out of use, or back into use."))
        self.up_button = described(QPushButton(translate("night.tables_view", "Move up")), translate("night.tables_view", "Calls the selected table earlier."))
        self.down_button = described(QPushButton(translate("night.tables_view", "Move down")), translate("night.tables_view", "Calls the selected table later."))
        self.call_button = QPushButton(translate("night.tables_view", "Call ne&xt matches"))
        self.call_button.setToolTip(translate("night.tables_view", "Put waiting matches on free tables (done by itself after each result)"))

        right = QVBoxLayout()
        up_next = QLabel(translate("night.tables_view", "<b>Up next</b> (called to the next free table; never someone still playing)"))
        up_next.setWordWrap(True)
        right.addWidget(up_next)
        right.addWidget(self.queue_list, 2)
        right.addWidget(self.call_button)
        right.addWidget(QLabel(translate("night.tables_view", "<b>Tables</b>")))
        right.addWidget(self.manage_list, 1)
        add_row = QHBoxLayout()
        add_row.addWidget(self.new_table, 1)
        add_row.addWidget(self.add_button)
        right.addLayout(add_row)
        manage_row = QGridLayout()  # two by two: four buttons in a row are too wide with a big font
        for n, b in enumerate((self.rename_button, self.active_button, self.up_button, self.down_button)):
            manage_row.addWidget(b, n // 2, n % 2)
        right.addLayout(manage_row)
        layout = QHBoxLayout(self)
        layout.addWidget(self.tables_box, 3)
        layout.addLayout(right, 2)

        self.add_button.clicked.connect(self.add_table)
        self.new_table.returnPressed.connect(self.add_table)
        self.rename_button.clicked.connect(self.rename_table)
        self.active_button.clicked.connect(self.toggle_active)
        self.up_button.clicked.connect(lambda: self.move_table(-1))
        self.down_button.clicked.connect(lambda: self.move_table(+1))
        self.call_button.clicked.connect(lambda: self.steps.change(lambda club, eid: night.fill_tables(club, eid), translate("night.tables_view", "Call next matches")))
        self.manage_list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self._update_buttons()

    # ---- showing ----------------------------------------------------------------------
    def show_state(self, state: NightState | None) -> None:
        """Show the tables, their matches and the queue."""
        self.state = state
        while self.tables_grid.count():
            cell = self.tables_grid.takeAt(0)
            widget = cell.widget() if cell is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.table_buttons = {}
        self._columns = 0
        tables = state.tables if state is not None else ()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.15)
        for table in tables:
            # "&" would turn into a keyboard mnemonic on a button
            button = QPushButton(self._table_text(table).replace("&", "&&"))
            button.setObjectName("table-button")
            button.setAccessibleDescription(translate("night.tables_view", "Opens the form for this table's result."))
            button.setFont(big)
            metrics = button.fontMetrics()  # sized from the font, so tiles grow with a bigger system font
            button.setMinimumSize(16 * metrics.averageCharWidth(), 4 * metrics.lineSpacing() + 2 * metrics.averageCharWidth())
            button.setEnabled(table.match is not None)
            colour = "#2e7d32" if table.match is not None and table.match.status == "playing" else \
                "#1565c0" if table.match is not None else "#9e9e9e"
            button.setStyleSheet(f"QPushButton#table-button {{ border: 3px solid {colour}; border-radius: 8px; padding: 6px; }}")
            button.clicked.connect(lambda _c=False, t=table.id: self.open_table(t))
            self.table_buttons[table.id] = button
        self._place_tiles()
        if not tables:
            if self.tournament:
                hint = QLabel(translate("night.tables_view", "No tables yet: add some on the right; the ready matches are called to them."))
            else:
                hint = QLabel(translate("night.tables_view", "No tables yet: add some on the right, or start a round (one table per "
                                                             "match is made)."))
            hint.setWordWrap(True)
            self.tables_grid.addWidget(hint, 0, 0)

        self.queue_list.clear()
        for n, match in enumerate(state.queue if state is not None else (), start=1):
            item = QListWidgetItem(translate("night.tables_view", "{number}. {match}   ({where}, {chances})").format(
                number=n, match=match.label(), where=self._where(match), chances=chance_text(match.win_probability)))
            item.setData(Qt.ItemDataRole.UserRole, match.id)
            self.queue_list.addItem(item)
        current = self.selected_table()
        self.manage_list.clear()
        for table in tables:
            item = QListWidgetItem(table.name if table.active else translate("night.tables_view", "{table}  (out of use)").format(
                table=table.name))
            item.setData(Qt.ItemDataRole.UserRole, table.id)
            self.manage_list.addItem(item)
            if table.id == current:
                self.manage_list.setCurrentItem(item)
        self._update_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.tiles_scroller.viewport() and event.type() == QEvent.Type.Resize:
            self._place_tiles()
        return super().eventFilter(watched, event)

    def _place_tiles(self) -> None:
        """The table tiles in rows: three columns for more than four tables, else two; fewer when they don't fit."""
        buttons = list(self.table_buttons.values())
        if not buttons:
            return
        spacing = max(0, self.tables_grid.horizontalSpacing())
        tile = max(b.sizeHint().width() for b in buttons) + spacing
        room = self.tiles_scroller.viewport().width() + spacing
        columns = max(1, min(3 if len(buttons) > 4 else 2, room // max(1, tile)))
        if columns == self._columns:
            return
        self._columns = columns
        for button in buttons:
            self.tables_grid.removeWidget(button)
        for column in range(max(3, self.tables_grid.columnCount())):
            self.tables_grid.setColumnStretch(column, 1 if column < columns else 0)
        for row in range(self.tables_grid.rowCount()):
            self.tables_grid.setRowStretch(row, 0)
        for i, button in enumerate(buttons):
            self.tables_grid.addWidget(button, i // columns, i % columns)
        self.tables_grid.setRowStretch((len(buttons) - 1) // columns + 1, 1)

    def show_event(self, view: tournament.EventView | None) -> None:
        """Know the event's matches on the tables: knockout ones can't end in a draw; each is named as in the bracket.

        Called before :meth:`show_state` with the same reading.
        """
        matches = [m for m in (view.matches if view is not None else ()) if m.drawn_match_id is not None]
        self.fixtures = {m.drawn_match_id: m for m in matches if m.drawn_match_id is not None}
        self.knockout_matches = frozenset(m.drawn_match_id for m in matches
                                          if m.drawn_match_id is not None and m.bracket in KNOCKOUT_BRACKETS)
        self.tournament = view is not None and view.setup.format != "club-night"

    def _where(self, match: NightMatch) -> str:
        """"round 2" of a club night; "match 14, winners' round 2" of a tournament."""
        fixture = self.fixtures.get(match.id)
        if fixture is None:
            return translate("night.tables_view", "round {round}").format(round=match.round)
        where = {"winners": translate("night.tables_view", "winners' round {round}"),
                 "losers": translate("night.tables_view", "losers' round {round}"),
                 "final": translate("night.tables_view", "grand final") if fixture.round == 1
                 else translate("night.tables_view", "grand final reset"),
                 "third-place": translate("night.tables_view", "for third place")}.get(fixture.bracket or "", "")
        if not where:
            if fixture.bracket:
                where = translate("night.tables_view", "{bracket} round {round}").format(
                    bracket=fixture.bracket, round=fixture.round)
            else:
                where = translate("night.tables_view", "round {round}").format(round=fixture.round)
        else:
            where = where.format(round=fixture.round)
        return translate("night.tables_view", "match {number}, {where}").format(number=fixture.id, where=where)

    @staticmethod
    def _table_text(table: NightTable) -> str:
        if not table.active:
            return translate("night.tables_view", "{table}\nout of use").format(table=table.name)
        m = table.match
        if m is None:
            return translate("night.tables_view", "{table}\nfree").format(table=table.name)
        if m.status == "playing":
            when = translate("night.tables_view", "playing since {time}").format(time=clock(m.started_at))
        else:
            when = translate("night.tables_view", "called {time}").format(time=clock(m.called_at))
        # a side a line, so a tile is as wide as its longest side, not the whole match
        sides = " –\n".join(" & ".join(side) for side in m.sides)
        return f"{table.name}\n{sides}\n{when}"

    def selected_table(self) -> int | None:
        """The table chosen in the management list."""
        item = self.manage_list.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _table(self, table_id: int) -> NightTable | None:
        return next((t for t in self.state.tables if t.id == table_id), None) if self.state else None

    def _update_buttons(self) -> None:
        chosen = self.selected_table()
        table = self._table(chosen) if chosen is not None else None
        for b in (self.rename_button, self.active_button, self.up_button, self.down_button):
            b.setEnabled(table is not None)
        if table is not None:
            self.active_button.setText(translate("night.tables_view", "Out of use") if table.active
                                       else translate("night.tables_view", "Back in use"))

    # ---- results ----------------------------------------------------------------------
    def open_table(self, table_id: int) -> None:
        """Open the result dialog of the match on a table (not modal to the whole app: the tests and the presenter keep running)."""
        table = self._table(table_id)
        if table is None or table.match is None:
            return
        dialog = ResultDialog(table, table.match, self, knockout=table.match.id in self.knockout_matches)
        self.result_dialog = dialog
        dialog.finished.connect(lambda code, d=dialog: self._dialog_done(d, code))
        dialog.open()

    def _dialog_done(self, dialog: ResultDialog, code: int) -> None:
        self.result_dialog = None
        match_id = dialog.match.id
        if code == QDialog.DialogCode.Accepted:
            ranks, scores = dialog.ranks(), dialog.score_values()
            self.steps.change(lambda club, _eid: tournament.record_table_result(club, match_id, ranks, scores),
                              translate("night.tables_view", "Result of {match}").format(match=dialog.match.label()))
        elif dialog.start_requested:
            self.steps.change(lambda club, _eid: night.start_match(club, match_id), translate("night.tables_view", "Start {match}").format(match=dialog.match.label()))
        dialog.deleteLater()

    # ---- managing tables --------------------------------------------------------------
    def add_table(self) -> None:
        """Add a table with the typed name (or the next number)."""
        typed = self.new_table.text().strip()
        name = typed or translate("night.tables_view", "Table {number}").format(
            number=len(self.state.tables) + 1 if self.state else 1)
        self.new_table.setText("")  # at once: the next table's name may be typed while this one is saved

        def refused(exc: BaseException) -> None:
            self.steps.ops.worker.error.emit(exc)
            if typed:
                give_back(self.new_table, typed)

        self.steps.change(lambda club, eid: night.add_table(club, eid, name),
                          translate("night.tables_view", "Add table {name}").format(name=name), on_error=refused)

    def rename_table(self) -> None:
        """Give the selected table another name."""
        table = self._table(self.selected_table() or -1)
        if table is None:
            return
        name, ok = QInputDialog.getText(self, translate("night.tables_view", "Rename table"),
                                        translate("night.tables_view", "Name"), text=table.name)
        if ok and name.strip():
            self.steps.change(lambda club, _eid: night.rename_table(club, table.id, name), translate("night.tables_view", "Rename table {name}").format(name=table.name))

    def toggle_active(self) -> None:
        """Take the selected table out of use (broken) or back in."""
        table = self._table(self.selected_table() or -1)
        if table is not None:
            self.steps.change(lambda club, _eid: night.set_table_active(club, table.id, not table.active),
                              (translate("night.tables_view", "{name} out of use") if table.active
                               else translate("night.tables_view", "{name} back in use")).format(name=table.name))

    def move_table(self, step: int) -> None:
        """Move the selected table up or down the list."""
        table = self._table(self.selected_table() or -1)
        if table is None or self.state is None:
            return
        position = [t.id for t in self.state.tables].index(table.id) + 1 + step
        self.steps.change(lambda club, _eid: night.move_table(club, table.id, position), translate("night.tables_view", "Move {name}").format(name=table.name))
