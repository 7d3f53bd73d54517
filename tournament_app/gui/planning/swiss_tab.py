"""The Brackets tab's Swiss tab: pair an event's next round and load a board into the match form.

A mixin of :class:`~tournament_app.gui.planning.seeding_view.SeedingView`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...league import Club, LeagueError, planning
from ...league.planning import SwissRound
from ..common.accessible import described, named
from ...locale_text import chance_text, short_number
from ..common.read_only_table import fill_rows, tidy_table
from ...translation import translate

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QRadioButton, QSpinBox

    from ..common.operations import Operations
    from .entrant_picker import EntrantPicker

    _Base = QWidget
else:
    _Base = object  # SeedingView brings QWidget itself


class SwissTab(_Base):
    """Swiss pairings of the chosen event from its results so far."""

    if TYPE_CHECKING:  # what SeedingView provides
        ops: Operations
        leaderboard_id: int | None
        swiss: SwissRound | None
        picker: EntrantPicker
        pick_mode: QRadioButton
        top_mode: QRadioButton
        top_n: QSpinBox
        refreshed: SignalInstance
        match_proposed: SignalInstance

    def _build_swiss_tab(self) -> QWidget:
        """The Swiss tab's widgets (its signals are connected with the others in SeedingView)."""
        self.swiss_event = named(QComboBox(), translate("planning.swiss_tab", "Swiss event"), translate("planning.swiss_tab", "Pick the event whose next round is paired."))
        self.swiss_event.setMinimumContentsLength(24)
        self.swiss_button = described(QPushButton(translate("planning.swiss_tab", "Pair next round")), translate("planning.swiss_tab", "Pairs the next round from the event's results so far."))
        self.swiss_table = named(QTableWidget(0, 6), translate("planning.swiss_tab", "Swiss pairings"), translate("planning.swiss_tab", "The boards of the next round: players, their scores and the chance to win."))
        self.swiss_table.setObjectName("swiss-table")
        self.swiss_table.setHorizontalHeaderLabels([translate("planning.swiss_tab", "Board"), translate("planning.swiss_tab", "Player"), translate("planning.swiss_tab", "Score"), translate("planning.swiss_tab", "Opponent"), translate("planning.swiss_tab", "Score"), translate("planning.swiss_tab", "Chance")])
        tidy_table(self.swiss_table, stretch=None)
        self.swiss_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.swiss_table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.swiss_info = QLabel(translate("planning.swiss_tab", "Pairs the event's players (or the players ticked) from the event's results so far."))
        self.swiss_info.setWordWrap(True)
        self.swiss_load = described(QPushButton(translate("planning.swiss_tab", "Load board into the match form")), translate("planning.swiss_tab", "Opens the match form with the board selected."))
        self.swiss_load.setEnabled(False)
        swiss_tab = QWidget()
        s_layout = QVBoxLayout(swiss_tab)
        s_row = QHBoxLayout()
        s_row.addWidget(QLabel(translate("planning.swiss_tab", "Event")))
        s_row.addWidget(self.swiss_event, 1)
        s_row.addWidget(self.swiss_button)
        s_layout.addLayout(s_row)
        s_layout.addWidget(self.swiss_info)
        s_layout.addWidget(self.swiss_table, 1)
        s_buttons = QHBoxLayout()
        s_buttons.addStretch(1)
        s_buttons.addWidget(self.swiss_load)
        s_layout.addLayout(s_buttons)
        return swiss_tab

    def pair_swiss(self) -> None:
        """Pair the next round of the chosen event."""
        event_id = self.swiss_event.currentData()
        if event_id is None:
            return
        ticked = self.picker.checked_player_ids() if self.pick_mode.isChecked() else []
        players: list[int] | None = ticked or None
        top = self.top_n.value() if self.top_mode.isChecked() else None
        lb = self.leaderboard_id

        def job(club: Club) -> SwissRound | LeagueError:
            try:
                ids = players
                if top is not None:
                    ids = [e.player_ids[0] for e in planning.top_entrants(club, top, lb)]
                return planning.swiss_next_round(club, int(event_id), ids)
            except LeagueError as exc:
                return exc

        self.ops.query(job, self._show_swiss)

    def _show_swiss(self, result: SwissRound | LeagueError) -> None:
        table = self.swiss_table
        if isinstance(result, LeagueError):
            self.swiss = None
            table.setRowCount(0)
            self.swiss_info.setText(translate("planning.swiss_tab", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            self.swiss_load.setEnabled(False)
            self.refreshed.emit()
            return
        self.swiss = result
        rows = [[str(r + 1), a.name, short_number(a.score), b.name, short_number(b.score),
                 chance_text((chance, 1 - chance))]
                for r, ((a, b), chance) in enumerate(zip(result.pairs, result.chances))]
        fill_rows(table, rows, right=(0, 2, 4, 5))
        text = translate("planning.swiss_tab",
                         "Round {number}: %n board(s), equal scores top half v bottom half, no rematches.", None,
                         len(result.pairs)).format(number=result.number)
        if result.bye:
            text += " " + translate("planning.swiss_tab", "Bye: <b>{name}</b> ({score} points).").format(
                name=result.bye.name, score=short_number(result.bye.score))
        self.swiss_info.setText(text)
        if result.pairs:
            table.selectRow(0)
        self.refreshed.emit()

    def load_swiss_board(self) -> None:
        """Put the selected board's players into the match form (under the event)."""
        rows = self.swiss_table.selectionModel().selectedRows()
        if self.swiss is None or not rows:
            return
        a, b = self.swiss.pairs[rows[0].row()]
        self.match_proposed.emit([[a.name], [b.name]], self.swiss.event_id)

