"""The Brackets tab's exports: the seed list as CSV or a plain list, and the bracket's printout.

A mixin of :class:`~tournament_app.gui.planning.seeding_view.SeedingView`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from ...league import Club, LeagueError, planning
from ..common import printing
from ..common.export_folder import export_path, remember_export
from ...translation import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget

    from ...league.planning import Bracket, SeedList
    from ..common.operations import Operations

    _Base = QWidget
else:
    _Base = object  # SeedingView brings QWidget itself


class SeedExports(_Base):
    """Writes the seed list on the worker and prints the bracket."""

    if TYPE_CHECKING:  # what SeedingView provides
        ops: Operations
        seeds: SeedList | None
        bracket: Bracket | None
        leaderboard_id: int | None
        summary: QLabel

    def export(self, form: str) -> None:
        """Ask where to save the seed list (CSV or a plain list) and write it on the worker."""
        seeds = self.seeds
        if seeds is None or not len(seeds):
            return
        if form == "csv":
            path, _ = QFileDialog.getSaveFileName(self, translate("planning.seed_exports", "Export seed list"), export_path("seeds.csv"), translate("planning.seed_exports", "CSV file (*.csv)"))
        else:
            path, _ = QFileDialog.getSaveFileName(self, translate("planning.seed_exports", "Export plain list"), export_path("seeds.txt"),
                                                  translate("planning.seed_exports", "Text file (*.txt);;All files (*)"))
        if not path:
            return
        target = Path(path)
        remember_export(target)

        def write(_club: Club) -> int | LeagueError:
            try:
                return planning.export_seeds(seeds, target, form)
            except LeagueError as exc:
                return exc

        self.ops.query(write, lambda result: self._exported(result, target))

    def _exported(self, result: int | LeagueError, path: Path) -> None:
        window = self.window()
        if isinstance(result, LeagueError):
            self.summary.setText(translate("planning.seed_exports", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            return
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(translate("planning.seed_exports", "Wrote {result} entrants to {path}").format(result=result, path=path), 10000)

    def print_bracket(self) -> None:
        """Open the print preview of the bracket shown."""
        if self.bracket is not None and self.leaderboard_id is not None:
            printing.print_bracket(self.ops, self.bracket, self.leaderboard_id, self.window())
