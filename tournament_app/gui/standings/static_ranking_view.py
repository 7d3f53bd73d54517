"""The static ranking of one event: seed 003's least-squares strengths from pairwise results."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...league import Club, Event
from ...league import RankedPlayer, StaticRanking, UnrankedPlayer, event_static_ranking
from ..common.accessible import describe_buttons, named
from ..common.event_text import event_name
from ..common.operations import Operations
from ..common.table_models import Column, RowsModel, table_view
from ...locale_text import signed
from ...translation import translate


class RankedModel(RowsModel[RankedPlayer]):
    """Players ranked by least-squares strength."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("standings.static_ranking_view", "Rank"), lambda r: str(r.rank), lambda r: r.rank, numeric=True),
            Column(translate("standings.static_ranking_view", "Player"), lambda r: r.player),
            Column(translate("standings.static_ranking_view", "Strength"), lambda r: signed(r.strength, 3), lambda r: r.strength, numeric=True,
                   tooltip=translate("standings.static_ranking_view", "Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) "
                           "over the pairs that met; the ranked group averages 0")),
            Column(translate("standings.static_ranking_view", "Results"), lambda r: str(r.results), lambda r: r.results, numeric=True,
                   tooltip=translate("standings.static_ranking_view", "Results (frags, games) against the other ranked players")),
            Column(translate("standings.static_ranking_view", "Opponents met"), lambda r: str(r.opponents), lambda r: r.opponents, numeric=True),
        ]


class UnrankedModel(RowsModel[UnrankedPlayer]):
    """Players left out, with the reason."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("standings.static_ranking_view", "Player"), lambda u: u.player),
            Column(translate("standings.static_ranking_view", "Results"), lambda u: str(u.results), lambda u: u.results, numeric=True),
            Column(translate("standings.static_ranking_view", "Why not ranked"), lambda u: str(u.reason)),
        ]


class StaticRankingDialog(QDialog):
    """Pick an event of the leaderboard; see its players ranked by least-squares strength."""

    shown = Signal()

    def __init__(self, ops: Operations, leaderboard_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("standings.static_ranking_view", "Static ranking of an event"))
        self.ops = ops
        self.leaderboard_id = leaderboard_id
        self.ranking: StaticRanking | None = None
        self.event_box = named(QComboBox(), translate("standings.static_ranking_view", "Event"), translate("standings.static_ranking_view", "Pick the event to rank."))
        self.event_box.setObjectName("static-ranking-event")
        self.event_box.setMinimumContentsLength(24)
        self.min_results = named(QSpinBox(minimum=1, maximum=100000, value=5), translate("standings.static_ranking_view", "At least this many results"))
        self.min_results.setToolTip(translate("standings.static_ranking_view", "Players with fewer results against others are not ranked: "
                                    "a few 1:0 results would otherwise dominate (seed 003)"))
        self.intro = QLabel(
            translate("standings.static_ranking_view", "Strengths fitted by least squares to the pairwise results of one event "
            "(frags of its event logs, results of its matches); pairs that never met are skipped."), wordWrap=True)
        self.summary = QLabel(wordWrap=True)
        self.summary.setObjectName("static-ranking-summary")
        self.ranked_model = RankedModel(self)
        self.unranked_model = UnrankedModel(self)
        self.ranked_table = named(table_view(self.ranked_model, name="static-ranking-ranked", stretch=1), translate("standings.static_ranking_view", "Ranked players"),
                                  translate("standings.static_ranking_view", "The players ranked, strongest first, with their fitted strength."))
        self.unranked_table = named(table_view(self.unranked_model, name="static-ranking-unranked", stretch=2),
                                    translate("standings.static_ranking_view", "Players not ranked"), translate("standings.static_ranking_view", "The players with too few results to rank, and why."))
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)

        choose = QHBoxLayout()
        choose.addWidget(QLabel(translate("standings.static_ranking_view", "Event")))
        choose.addWidget(self.event_box, 1)
        choose.addWidget(QLabel(translate("standings.static_ranking_view", "At least")))
        choose.addWidget(self.min_results)
        choose.addWidget(QLabel(translate("standings.static_ranking_view", "results")))
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(choose)
        layout.addWidget(self.summary)
        layout.addWidget(self.ranked_table, 3)
        layout.addWidget(QLabel(translate("standings.static_ranking_view", "<b>Not ranked</b>")))
        layout.addWidget(self.unranked_table, 1)
        layout.addWidget(buttons)
        self.resize(720, 560)

        self.event_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.min_results.valueChanged.connect(lambda _v: self.refresh())
        lb = leaderboard_id
        self.ops.query(lambda club: club.events(lb), self._show_events)

    def _show_events(self, events: list[Event]) -> None:
        self.event_box.blockSignals(True)
        self.event_box.clear()
        for e in events:
            self.event_box.addItem(event_name(e), e.id)
        self.event_box.blockSignals(False)
        if not events:
            self.summary.setText(translate("standings.static_ranking_view", "This leaderboard has no events yet: import an event log or record matches under an event."))
            self.shown.emit()
            return
        self.refresh()

    def select_event(self, event_id: int) -> None:
        """Show the ranking of ``event_id`` (one of the leaderboard's events)."""
        at = self.event_box.findData(event_id)
        if at >= 0:
            self.event_box.setCurrentIndex(at)

    def refresh(self) -> None:
        """Compute the ranking of the chosen event (on the worker)."""
        event_id = self.event_box.currentData()
        if event_id is None:
            return
        minimum = self.min_results.value()

        def load(club: Club) -> StaticRanking:
            return event_static_ranking(club, int(event_id), min_results=minimum)

        self.ops.query(load, self._show)

    def _show(self, ranking: StaticRanking) -> None:
        if ranking.event_id != self.event_box.currentData() or ranking.min_results != self.min_results.value():
            return  # an older request; the newer one is on its way
        self.ranking = ranking
        self.ranked_model.set_rows(ranking.ranked)
        self.unranked_model.set_rows(ranking.unranked)
        if ranking.ranked:
            self.summary.setText(
                translate("standings.static_ranking_view", "{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).").format(count=len(ranking.ranked), pairs=ranking.pairs, count2=len(ranking.unranked)))
        else:
            self.summary.setText(translate("standings.static_ranking_view", "Nobody has enough results to be ranked; lower the minimum or see why below."))
        self.ranked_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.shown.emit()
