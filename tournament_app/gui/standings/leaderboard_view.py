"""The leaderboard: sortable standings with filters, refreshed on every change."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, Standing
from ...league import IdleDecay, current_standings, StandingsTable
from ..common.accessible import named
from ..common.date_fields import date_field
from ..common.operations import Operations
from ..common.table_models import StandingsModel
from ...translation import translate


class LeaderboardView(QWidget):
    """Standings of the current leaderboard with minimum games, active since and search."""

    player_activated = Signal(int)
    refreshed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.model = StandingsModel(self)

        self.search = QLineEdit(placeholderText=translate("standings.leaderboard_view", "Search players…"), clearButtonEnabled=True)
        self.search.setObjectName("leaderboard-search")
        named(self.search, translate("standings.leaderboard_view", "Search the leaderboard"), translate("standings.leaderboard_view", "Type part of a name; only matching players are listed."))
        self.min_games = QSpinBox(minimum=0, maximum=100000)
        self.min_games.setAccessibleName(translate("standings.leaderboard_view", "Minimum games"))
        self.min_games.setToolTip(translate("standings.leaderboard_view", "Show only players with at least this many games"))
        self.active = QCheckBox(translate("standings.leaderboard_view", "Active since"))
        named(self.active, translate("standings.leaderboard_view", "Only players active since"), translate("standings.leaderboard_view", "When ticked, only players who played since the date are listed."))
        self.since = date_field(QDate.currentDate().addMonths(-3))
        self.since.setEnabled(False)
        named(self.since, translate("standings.leaderboard_view", "Active since date"), translate("standings.leaderboard_view", "The date from which a player counts as active."))
        self.summary = QLabel()

        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        filters.addWidget(QLabel(translate("standings.leaderboard_view", "Min. games")))
        filters.addWidget(self.min_games)
        filters.addWidget(self.active)
        filters.addWidget(self.since)
        filters.addStretch(1)
        filters.addWidget(self.summary)

        self.table = QTableView()
        self.table.setObjectName("leaderboard-table")
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self.table, translate("standings.leaderboard_view", "Standings"), translate("standings.leaderboard_view", "Each player, one a row, with rank, rating and games; Enter opens the player's page."))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(StandingsModel.RANK, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(StandingsModel.PLAYER, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.table.doubleClicked.connect(self._activated)
        self.table.activated.connect(self._activated)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table)

        self.search.textChanged.connect(self._apply_search)
        self.min_games.valueChanged.connect(self.refresh)
        self.active.toggled.connect(self.since.setEnabled)
        self.active.toggled.connect(self.refresh)
        self.since.dateChanged.connect(self.refresh)
        ops.changed.connect(self.on_changes)

    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Show another leaderboard."""
        self.leaderboard_id = leaderboard_id
        self.refresh()

    def on_changes(self, changes: Changes) -> None:
        """Refresh when a change touched this leaderboard or its players."""
        if self.leaderboard_id is None:
            return
        if self.leaderboard_id in changes.leaderboards or changes.players:
            self.refresh()

    def refresh(self) -> None:
        """Load the standings again (on the worker)."""
        if self.leaderboard_id is None:
            return
        lb, games = self.leaderboard_id, self.min_games.value()
        since = self.since.date().toString("yyyy-MM-dd") if self.active.isChecked() else None

        def load(club: Club) -> tuple[Sequence[Standing], dict[int, IdleDecay], str, float]:
            model = club.rating_model(lb)
            if model.decays:
                # ratings decay up to today: a list re-ranked by the decayed values
                rows, decayed = current_standings(club, lb, min_games=games, active_since=since)
                return rows, decayed, model.system, model.interval_k
            table: StandingsTable = club.standings_table(lb, min_games=games, active_since=since)
            return table, {}, model.system, model.interval_k

        self.ops.query(load, self._show)

    def _show(self, result: tuple[Sequence[Standing], dict[int, IdleDecay], str, float]) -> None:
        rows, decayed, system, k = result
        self.model.set_system(system, k)
        self.model.set_decayed(decayed)
        self.model.set_rows(rows)
        self._apply_search(self.search.text())
        if not self._sized and len(rows):
            self._size_columns()
        self.refreshed.emit()

    _sized = False

    def _size_columns(self) -> None:
        self._sized = True
        metrics = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        samples = {
            StandingsModel.RANK: "Rank 0000",
            StandingsModel.DISPLAY: "Rating 00000",
            StandingsModel.MU_SIGMA: "Rating ± 2·deviation 0",
            StandingsModel.CONSERVATIVE: "Conservative 0",
            StandingsModel.GAMES: "Games 000",
            StandingsModel.WINS: "Wins 000",
            StandingsModel.LAST: "0000-00-00 00:00 ",
        }
        for column, text in samples.items():
            header.resizeSection(column, metrics.horizontalAdvance(text) + 24)

    def _apply_search(self, text: str) -> None:
        self.model.set_search(text)
        shown, total = self.model.rowCount(), self.model.total()
        self.summary.setText(translate("standings.leaderboard_view", "{total} players").format(total=total) if shown == total else translate("standings.leaderboard_view", "{shown} of {total} players").format(shown=shown, total=total))

    def _activated(self, index: object) -> None:
        row = self.model.row(index.row())  # type: ignore[attr-defined]
        self.player_activated.emit(row.player_id)
