"""The Brackets tab's seed list and round robin pools, filled from the seeding shown.

A mixin of :class:`~tournament_app.gui.planning.seeding_view.SeedingView`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QTableWidget, QTreeWidget, QTreeWidgetItem

from ...league.planning import Pool, SeedList
from ..common.read_only_table import fill_rows
from .entrant_picker import rating_text
from ...translation import translate

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
        seeds = self.seeds.seeds if self.seeds is not None else ()
        #: Translators: in the seed list's rating column: an unrated entrant placed by drawing lots
        by_lot = translate("planning.seed_tables", "by lot")
        rows = [[str(s.seed), s.name, s.entrant.club or "", by_lot if s.by_lot else rating_text(s.rating), str(s.by_rating)]
                for s in seeds]
        fill_rows(self.seed_table, rows, right=(0, 3, 4))

    def _fill_pools(self) -> None:
        tree = self.pools_tree
        tree.clear()
        for pool in self.pools:
            names = ", ".join(f"{s.name} ({s.seed})" for s in pool.seeds)
            top = QTreeWidgetItem([translate("planning.seed_tables", "Pool {name}").format(name=pool.name), names])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            for n, rnd in enumerate(pool.rounds, start=1):
                games = [translate("planning.seed_tables", "{first} v {second}").format(first=a.name, second=b.name)
                         for a, b in rnd if b is not None]
                sitting = [translate("planning.seed_tables", "bye: {name}").format(name=a.name) for a, b in rnd if b is None]
                text = " · ".join(games + sitting[:1])
                top.addChild(QTreeWidgetItem([translate("planning.seed_tables", "Round {n}").format(n=n), text]))
            tree.addTopLevelItem(top)
            top.setExpanded(True)


