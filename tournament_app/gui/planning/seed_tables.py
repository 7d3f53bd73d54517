"""The Brackets tab's seed list and round robin pools, filled from the seeding shown.

A mixin of :class:`~tournament_app.gui.planning.seeding_view.SeedingView`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
)

from ...league.planning import Pool, SeedList
from .entrant_picker import rating_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Base = QWidget
else:
    _Base = object  # SeedingView brings QWidget itself


class SeedTables(_Base):
    """Fills the seed list and the round robin pools."""

    if TYPE_CHECKING:  # what SeedingView provides
        seeds: SeedList | None
        pools: list[Pool]
        seed_table: QTableWidget
        pools_tree: QTreeWidget

    def _fill_seed_table(self) -> None:
        rows = self.seeds.seeds if self.seeds is not None else ()
        table = self.seed_table
        table.setRowCount(len(rows))
        for r, s in enumerate(rows):
            cells = [str(s.seed), s.name, s.entrant.club or "", rating_text(s.rating), str(s.by_rating)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 3, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)

    def _fill_pools(self) -> None:
        tree = self.pools_tree
        tree.clear()
        for pool in self.pools:
            names = ", ".join(f"{s.name} ({s.seed})" for s in pool.seeds)
            top = QTreeWidgetItem([f"Pool {pool.name}", names])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            for n, rnd in enumerate(pool.rounds, start=1):
                games = [f"{a.name} v {b.name}" for a, b in rnd if b is not None]
                sitting = [a.name for a, b in rnd if b is None]
                text = " · ".join(games) + (f" · bye: {sitting[0]}" if sitting else "")
                top.addChild(QTreeWidgetItem([f"Round {n}", text]))
            tree.addTopLevelItem(top)
            top.setExpanded(True)


def tidy_table(table: QTableWidget, stretch: int | None) -> None:
    """Read-only rows, one selected at a time, sized to their contents (column ``stretch`` takes the rest)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)

