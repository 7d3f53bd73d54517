"""The table of a Swiss, a round robin or pools: places, points and tiebreaks, crosstables, the round's matches.

Swiss and round robin: the table after each round, "Round 2 of 5", the
matches of a round (Enter or a double-click enters or corrects a result)
and "Next round" once every match of the round has a result; a round robin
also shows its crosstable. Pools: each pool's table with its crosstable,
then whether the knockout has been seeded.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, tournament
from ..common.read_only_table import AllBut, fill_rows
from .crosstable_view import CrosstableView, content_height, fit_to_contents
from .reporting import open_result_dialog
from .result_dialog import ResultDialog
from .texts import (
    points_text,
    pool_title,
    result_words,
    status_words,
    tiebreak_header,
    tiebreak_key,
    tiebreak_text,
)
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.accessible import named

if TYPE_CHECKING:  # the event page (gui.night) hosts these widgets: no import back at run time
    from ..night.steps import NightSteps


class ScoreTable(QTableWidget):
    """Place, name, points, games and the event's tiebreaks, one line per entrant."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self, name, translate("tournament.score_table_view", "Each entrant, one a row, with place, points, games and the tiebreaks."))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().hide()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_lines(self, lines: Sequence[tournament.StandingLine], tiebreaks: Sequence[str]) -> None:
        """One row per line, in order; shared places repeat."""
        keys = [tiebreak_key(t) for t in tiebreaks]
        headers = [translate("tournament.score_table_view", "Place"), translate("tournament.score_table_view", "Name"), translate("tournament.score_table_view", "Points"), translate("tournament.score_table_view", "Games")] + [tiebreak_header(k) for k in keys]
        self.clear()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        rows = [[str(line.place), line.name, points_text(line.points), str(line.games)]
                + [tiebreak_text(line.tiebreaks.get(k)) for k in keys] for line in lines]
        fill_rows(self, rows, right=AllBut(1))
        fit_to_contents(self, min_widths={1: 140})

    def column_texts(self, header: str) -> list[str]:
        """The texts of the column with this header, top to bottom."""
        headers = [self.model().headerData(c, Qt.Orientation.Horizontal) for c in range(self.columnCount())]
        column = headers.index(header)
        return [self.model().index(r, column).data() or "" for r in range(self.rowCount())]


class RoundMatches(QTableWidget):
    """The matches of one round: where, who, the result; Enter or a double-click opens the result."""

    HEADERS = (QT_TRANSLATE_NOOP("tournament.score_table_view", "Match"), QT_TRANSLATE_NOOP("tournament.score_table_view", "Status"), QT_TRANSLATE_NOOP("tournament.score_table_view", "Side 1"),
               QT_TRANSLATE_NOOP("tournament.score_table_view", "Side 2"), QT_TRANSLATE_NOOP("tournament.score_table_view", "Result"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self, translate("tournament.score_table_view", "Round matches"), translate("tournament.score_table_view", "The round's matches, one a row; Enter or a double-click enters or corrects a result."))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().hide()
        self.setColumnCount(len(self.HEADERS))
        self.setHorizontalHeaderLabels([translate("tournament.score_table_view", header) for header in self.HEADERS])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.fixtures: list[tournament.FixtureView] = []

    def show_matches(self, fixtures: Sequence[tournament.FixtureView]) -> None:
        """One row per match."""
        self.fixtures = list(fixtures)
        rows = [[str(f.id), status_words(f), f.entrants[0] or "—", f.entrants[1] or translate("tournament.score_table_view", "bye"),
                 "" if f.status == "bye" else result_words(f)] for f in fixtures]
        fill_rows(self, rows, right=())
        self.resizeRowsToContents()
        self.setFixedHeight(min(content_height(self), 420))

    def fixture_at(self, row: int) -> tournament.FixtureView | None:
        """The match shown in this row."""
        return self.fixtures[row] if 0 <= row < len(self.fixtures) else None


class ScoreTableView(QWidget):
    """The Swiss / round robin table (with its rounds and "Next round"), or each pool's table and crosstable."""

    def __init__(self, steps: NightSteps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("tournament.score_table_view", "Table"))
        self.steps = steps
        self.view: tournament.EventView | None = None
        self.result_dialog: ResultDialog | None = None
        #: bumped by every show_event: a crosstable read for an older view is dropped
        self._generation = 0
        self.crosstables: dict[str | None, CrosstableView] = {}
        self.tables: dict[str | None, ScoreTable] = {}

        self.round_label = QLabel("")
        self.round_label.setObjectName("round-of-total")
        self.round_label.setAccessibleName(translate("tournament.score_table_view", "Round"))
        big = QFont(self.round_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        self.round_label.setFont(big)
        self.round_hint = QLabel("")
        self.round_hint.setWordWrap(True)
        self.next_button = QPushButton(translate("tournament.score_table_view", "Next round"))
        named(self.next_button, translate("tournament.score_table_view", "Next round"), translate("tournament.score_table_view", "Draws the next round once every result of this one is in."))
        self.next_button.setMinimumHeight(34)
        self.next_button.clicked.connect(self.next_round)
        head = QHBoxLayout()
        head.addWidget(self.round_label)
        head.addSpacing(12)
        head.addWidget(self.round_hint, 1)
        head.addWidget(self.next_button)

        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(scroll, 1)

        self.message: QLabel | None = None
        self.round_box: QComboBox | None = None
        self.matches: RoundMatches | None = None
        #: the round whose matches are shown (None: the latest, following new rounds)
        self.shown_round: int | None = None
        self.show_event(None)

    # ---- showing -----------------------------------------------------------------------
    def _clear_body(self) -> None:
        while self.body_layout.count():
            cell = self.body_layout.takeAt(0)
            widget = cell.widget() if cell is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.crosstables = {}
        self.tables = {}
        self.message = self.round_box = self.matches = None

    def show_event(self, view: tournament.EventView | None) -> None:
        """Show the event's table(s) (read on the worker); crosstables are read in the background."""
        self._generation += 1
        self.view = view
        self._clear_body()
        fmt = view.setup.format if view is not None else None
        self._update_round_head(view)
        if view is None:
            self._say(translate("tournament.score_table_view", "No event chosen."))
        elif fmt in ("swiss", "round-robin"):
            if not view.setup.started:
                self._say(translate("tournament.score_table_view", "The table fills in once the event has started."))
            else:
                self._show_table(view)
        elif fmt == "pools-knockout":
            if not view.setup.started:
                self._say(translate("tournament.score_table_view", "The pools are drawn when the event starts."))
            else:
                self._show_pools(view)
        else:
            self._say(translate("tournament.score_table_view", "This event has no table: its bracket and standings are on their pages."))
        self.body_layout.addStretch(1)

    def _say(self, text: str) -> None:
        self.message = QLabel(text)
        self.message.setWordWrap(True)
        self.body_layout.addWidget(self.message)

    def _update_round_head(self, view: tournament.EventView | None) -> None:
        rounds = view is not None and view.setup.format in ("swiss", "round-robin") and view.setup.started
        for w in (self.round_label, self.round_hint, self.next_button):
            w.setVisible(rounds)
        if not rounds or view is None:
            return
        total = view.rounds_total or 0
        self.round_label.setText(translate("tournament.score_table_view", "Round {rounds_drawn} of {total}").format(rounds_drawn=view.rounds_drawn, total=total))
        current = [m for m in view.matches if m.bracket is None and m.round == view.rounds_drawn]
        open_ = [m for m in current if m.status not in ("done", "bye") or m.stale]
        if view.finished:
            hint, ok = translate("tournament.score_table_view", "All {total} rounds have been played: the table is final.").format(total=total), False
        elif open_:
            n = len(open_)
            hint, ok = translate("tournament.score_table_view", "%n match(es) of round {number} still need a result.", None, n).format(
                number=view.rounds_drawn), False
        elif view.rounds_drawn >= total:
            hint, ok = translate("tournament.score_table_view", "All {total} rounds have been drawn.").format(total=total), False
        else:
            hint, ok = translate("tournament.score_table_view", "Round {number} is complete: draw round {next}.").format(
                number=view.rounds_drawn, next=view.rounds_drawn + 1), True
        self.round_hint.setText(hint)
        self.next_button.setEnabled(ok)

    def _show_table(self, view: tournament.EventView) -> None:
        title = QLabel(standings_title(view))
        title.setTextFormat(Qt.TextFormat.PlainText)
        bold = title.font()
        bold.setBold(True)
        title.setFont(bold)
        self.body_layout.addWidget(title)
        table = ScoreTable(translate("tournament.score_table_view", "Standings table"))
        table.show_lines(view.standings, view.setup.settings.tiebreaks)
        self.tables[None] = table
        self.body_layout.addWidget(table)
        if view.setup.format == "round-robin":
            self.body_layout.addWidget(QLabel(translate("tournament.score_table_view", "<b>Crosstable</b> (row against column: 1 won, ½ drawn, 0 lost)")))
            cross = CrosstableView(translate("tournament.score_table_view", "Crosstable"))
            self.crosstables[None] = cross
            self.body_layout.addWidget(cross)
            self._read_crosstable(view, None)
        pick = QWidget()
        pick_layout = QHBoxLayout(pick)
        pick_layout.setContentsMargins(0, 8, 0, 0)
        self.round_box = QComboBox()
        named(self.round_box, translate("tournament.score_table_view", "Round shown"), translate("tournament.score_table_view", "Pick the round whose matches are listed below."))
        self.round_box.addItems([translate("tournament.score_table_view", "Round {number}").format(number=n) for n in range(1, view.rounds_drawn + 1)])
        if self.shown_round is not None and self.shown_round > view.rounds_drawn:
            self.shown_round = None
        self.round_box.setCurrentIndex((self.shown_round or view.rounds_drawn) - 1)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        label = QLabel(translate("tournament.score_table_view", "<b>Matches of</b>"))
        label.setBuddy(self.round_box)
        pick_layout.addWidget(label)
        pick_layout.addWidget(self.round_box)
        pick_layout.addWidget(QLabel(translate("tournament.score_table_view", "(Enter or double-click a match to enter or correct its result)")))
        pick_layout.addStretch(1)
        self.body_layout.addWidget(pick)
        self.matches = RoundMatches()
        self.matches.cellActivated.connect(lambda row, _c: self.open_row(row))  # Enter, or a double-click
        self.body_layout.addWidget(self.matches)
        self._show_round()

    def _round_chosen(self, index: int) -> None:
        latest = self.view.rounds_drawn if self.view is not None else 0
        self.shown_round = None if index + 1 >= latest else index + 1
        self._show_round()

    def _show_round(self) -> None:
        if self.view is None or self.round_box is None or self.matches is None:
            return
        n = self.round_box.currentIndex() + 1
        self.matches.show_matches([m for m in self.view.matches if m.bracket is None and m.round == n])

    def _show_pools(self, view: tournament.EventView) -> None:
        for pool, lines in view.pools.items():
            title = pool_title(pool)
            box = QGroupBox(title)
            box.setAccessibleName(title)
            inner = QHBoxLayout(box)
            table = ScoreTable(translate("tournament.score_table_view", "{pool} table").format(pool=title))
            table.show_lines(lines, view.setup.settings.tiebreaks)
            cross = CrosstableView(translate("tournament.score_table_view", "{pool} crosstable").format(pool=title))
            inner.addWidget(table, 0, Qt.AlignmentFlag.AlignTop)
            inner.addSpacing(16)
            inner.addWidget(cross, 0, Qt.AlignmentFlag.AlignTop)
            inner.addStretch(1)
            self.tables[pool] = table
            self.crosstables[pool] = cross
            self.body_layout.addWidget(box)
            self._read_crosstable(view, pool)
        seeded = [m for m in view.matches if m.bracket in ("winners", "losers", "final", "third-place")]
        note = QLabel("")
        note.setObjectName("knockout-note")
        note.setWordWrap(True)
        if seeded:
            names = [name for m in seeded if m.round == 1 and m.bracket == "winners" for name in m.entrants if name]
            note.setText(translate("tournament.score_table_view", "The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.").format(count=len(names)))
        else:
            advance = view.setup.settings.advance
            note.setText(translate("tournament.score_table_view", "The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.").format(advance=advance))
        self.body_layout.addWidget(note)

    def _read_crosstable(self, view: tournament.EventView, bracket: str | None) -> None:
        generation = self._generation
        event_id = view.setup.event_id

        lines = view.pools.get(bracket, []) if bracket is not None else list(view.standings)
        points = {line.name: line.points for line in lines}

        def shown(result: tuple[list[str], list[list[str]]]) -> None:
            cross = self.crosstables.get(bracket)
            if generation == self._generation and cross is not None:
                cross.show_cells(*result, points=points)

        self.steps.ops.query(lambda club: tournament.event_crosstable(club, event_id, bracket), shown)

    # ---- acting ------------------------------------------------------------------------
    def next_round(self) -> None:
        """Draw the next round (one undoable step)."""
        if self.view is None:
            return
        number = self.view.rounds_drawn + 1

        def fn(club: Club, event_id: int) -> Changes:
            return tournament.next_round(club, event_id)

        self.steps.change(fn, translate("tournament.score_table_view", "Draw round {number} of {name}").format(number=number, name=self.view.setup.name))

    def open_row(self, row: int) -> None:
        """Enter or correct the result of the match in this row of the round's matches."""
        fixture = self.matches.fixture_at(row) if self.matches is not None else None
        if fixture is None or fixture.status not in ("ready", "playing", "done") or self.result_dialog is not None:
            return
        self.result_dialog = open_result_dialog(self, self.steps, fixture, knockout=False,
                                                shown=self.view.matches if self.view else ())
        self.result_dialog.finished.connect(self._dialog_closed)

    def _dialog_closed(self, _code: int) -> None:
        self.result_dialog = None
        if self.matches is not None:
            self.matches.setFocus()


def completed_rounds(view: tournament.EventView) -> int:
    """The last round whose matches all have a result."""
    done = 0
    for n in range(1, view.rounds_drawn + 1):
        if all(m.status in ("done", "bye") and not m.stale for m in view.matches if m.bracket is None and m.round == n):
            done = n
        else:
            break
    return done


def standings_title(view: tournament.EventView) -> str:
    """The standings' heading as one sentence: "Standings after round 2", "Standings so far (round 3 under way)"..."""
    if view.finished:
        return translate("tournament.score_table_view", "Standings (final)")
    done = completed_rounds(view)
    if any(m.status == "done" and m.bracket is None and m.round > done for m in view.matches):
        return translate("tournament.score_table_view", "Standings so far (round {number} under way)").format(number=done + 1)
    if done == 0:
        return translate("tournament.score_table_view", "Standings before the first round")
    return translate("tournament.score_table_view", "Standings after round {number}").format(number=done)
