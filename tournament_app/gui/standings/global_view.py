"""The global player ranking: every player's leaderboards combined (Battlesnake, seed 000)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...league import Changes
from ...league import GlobalRanking, GlobalStanding, rank_globally
from ..common.accessible import named
from ...locale_text import number
from ..common.operations import Operations
from ..common.refresh import RefreshWhenShown
from ..common.table_models import Column, RowsModel, table_view
from ...translation import translate


class GlobalModel(RowsModel[GlobalStanding]):
    """One row per player."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("standings.global_view", "Rank"), lambda r: str(r.rank), lambda r: r.rank, numeric=True),
            Column(translate("standings.global_view", "Player"), lambda r: r.player),
            Column(translate("standings.global_view", "Rating"), lambda r: str(r.display), lambda r: r.display, numeric=True),
            Column(translate("standings.global_view", "μ ± σ"), lambda r: f"{number(r.mu)} ± {number(r.sigma)}", lambda r: r.mu, numeric=True),
            Column(translate("standings.global_view", "Conservative"), lambda r: number(r.conservative), lambda r: r.conservative, numeric=True),
            Column(translate("standings.global_view", "Leaderboards"), lambda r: str(r.leaderboards), lambda r: r.leaderboards, numeric=True),
            Column(translate("standings.global_view", "Games"), lambda r: str(r.games), lambda r: r.games, numeric=True),
        ]


class GlobalView(QWidget):
    """Combined standings across leaderboards, refreshed on every change."""

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.note = QLabel(wordWrap=True)
        self.model = GlobalModel(self)
        self.table = named(table_view(self.model, stretch=1), translate("standings.global_view", "Global ranking"), translate("standings.global_view", "Each player, one a row, ranked across all leaderboards."))
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(lambda ch: self.refresh_when_shown() if isinstance(ch, Changes) and (ch.players or ch.leaderboards) else None)

    def refresh(self) -> None:
        """Combine again (on the worker)."""
        self.ops.query(rank_globally, self._show)

    def _show(self, result: GlobalRanking) -> None:
        self.model.set_rows(result.rows)
        text = translate("standings.global_view", "Each player's ratings from {leaderboards} combined by precision (surer ratings weigh more), "
                         "shown on the 0–10000 scale.").format(leaderboards=", ".join(result.used))
        if result.left_out:
            text += " " + translate("standings.global_view", "Left out (another rating scale): {leaderboards}.").format(
                leaderboards=", ".join(result.left_out))
        self.note.setText(text)
