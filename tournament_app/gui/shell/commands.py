"""The main window's commands on the open club: import, export, print, static ranking, leaderboards.

A mixin of :class:`~tournament_app.gui.main_window.MainWindow`, kept apart so
that the window module stays about building the window and opening clubs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from ...league import Changes, Club, export_results, export_standings
from ...translation import translate
from ..common import operations as op
from ..common import printing, spreadsheet_csv
from ..common.export_folder import export_path, remember_export
from ..common.operations import Step
from ..merging import merge_dialog
from ..standings.leaderboard_dialog import LeaderboardDialog
from .window_part import WindowPart

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox, QTabWidget

    from ...league import Leaderboard
    from ..common.worker import DatabaseWorker
    from ..matches.events_view import EventsView
    from ..night.night_view import NightView
    from .main_window import MainWindow



def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text).strip("-").lower() or "leaderboard"


class ClubCommands(WindowPart):
    """File ▸ Import/Export/Print and the Leaderboard menu, on the club the window has open."""

    if TYPE_CHECKING:  # what MainWindow provides
        club: Club | None
        ops: op.Operations | None
        worker: DatabaseWorker | None
        leaderboards: list[Leaderboard]
        board_combo: QComboBox
        tabs: QTabWidget
        events_view: EventsView
        night_view: NightView

        def current_leaderboard_id(self) -> int | None: ...
        def _load_leaderboards(self, select: int | None = None) -> None: ...

    def export_standings(self) -> None:
        """File ▸ Export standings…: choose a file, write the CSV, say where it went."""
        lb = self.current_leaderboard_id()
        if lb is None or self.ops is None:
            return
        name = self.board_combo.currentText()
        start = export_path(f"standings-{_slug(name)}.csv")
        standard, spreadsheet = spreadsheet_csv.standard_filter(), spreadsheet_csv.spreadsheet_filter()
        path, chosen = QFileDialog.getSaveFileName(self, translate("shell.commands", "Export standings"), str(start),
                                                   f"{standard};;{spreadsheet}")
        if path:
            remember_export(path)
            self.export_to(Path(path), lb, for_spreadsheet=chosen == spreadsheet)

    def export_to(self, path: Path, leaderboard_id: int, *, for_spreadsheet: bool = False) -> None:
        """Write the standings to ``path`` on the worker and confirm (opt-in: in the locale's form)."""
        assert self.worker is not None
        form = spreadsheet_csv.spreadsheet_form() if for_spreadsheet else None

        def done(count: int) -> None:
            self.statusBar().showMessage(translate("shell.commands", "Exported {count} players to {path}").format(count=count, path=path), 10000)
            QMessageBox.information(self, translate("shell.commands", "Standings exported"), translate("shell.commands", "Wrote {count} players to\n{path}").format(count=count, path=path))

        self.worker.submit(lambda club, _c: export_standings(club, path, leaderboard_id, form), done,
                           label=translate("shell.commands", "Exporting standings…"), parent=self)

    def export_results(self) -> None:
        """File ▸ Export results…: the leaderboard's results as the results import reads them, each with its result id."""
        lb = self.current_leaderboard_id()
        if lb is None or self.ops is None:
            return
        start = (self.club.path.parent if self.club and self.club.path else Path.home()) / f"results-{_slug(self.board_combo.currentText())}.csv"
        path, _ = QFileDialog.getSaveFileName(self, translate("shell.commands", "Export results"), str(start),
                                              translate("shell.commands", "CSV file (*.csv);;All files (*)"))
        if path:
            self.export_results_to(Path(path), lb)

    def export_results_to(self, path: Path, leaderboard_id: int) -> None:
        """Write the leaderboard's results to ``path`` on the worker (progress and Cancel) and say how many."""
        assert self.worker is not None

        def done(count: int) -> None:
            self.statusBar().showMessage(translate("shell.commands", "Exported %n match(es) to {path}", None, count).format(path=path), 10000)
            QMessageBox.information(self, translate("shell.commands", "Results exported"), translate(
                "shell.commands", "Wrote %n match(es) to\n{path}\n\nEach has its result id: importing the file into a club "
                "that has these results adds nothing.", None, count).format(path=path))

        self.worker.submit(lambda club, c: export_results(club, path, leaderboard_id, progress=c.progress, cancelled=c.cancelled),
                           done, label=translate("shell.commands", "Exporting results…"), parent=self)

    def print_page(self) -> None:
        """File ▸ Print… (Ctrl+P): on the Event tab, what its page shows; anywhere else, the leaderboard."""
        if self.ops is None:
            return
        if self.tabs.currentWidget() is self.night_view and self.night_view.print_page():
            return
        self.print_standings()

    def merge_club_file(self) -> None:
        """File ▸ Merge another club file…: choose the file, see what comes in, decide the look-alike names, merge."""
        if self.ops is None:
            return
        start = self.club.path.parent if self.club and self.club.path else Path.home()
        path, _ = QFileDialog.getOpenFileName(self, translate("shell.commands", "Merge another club file"), str(start),
                                              translate("shell.commands", "Club file (*.sqlite *.db);;All files (*)"))
        if path:
            merge_dialog.merge_from(cast("MainWindow", self), Path(path))

    def print_standings(self) -> None:
        """File ▸ Print standings…: the current leaderboard in a print preview."""
        lb = self.current_leaderboard_id()
        if lb is not None and self.ops is not None:
            printing.print_standings(self.ops, lb, self)

    def print_pairings(self) -> None:
        """File ▸ Print pairings and score slips…: the rounds of the event chosen for tonight (else in Club night)."""
        if self.ops is None:
            return
        event_id = self.ops.session.event_id
        if event_id is None:
            event_id = self.night_view.event_id()
        if event_id is None:
            event_id = self.events_view.current_event_id()
        if event_id is None:
            QMessageBox.information(self, translate("shell.commands", "Print pairings"), translate("shell.commands", "Choose an event first: its drawn rounds are what gets printed."))
            return
        # the event page's links: while the event is shared the pairings carry the view's QR code and each slip
        # its match's report code, as when printing from the Rounds page
        printing.print_event_rounds(self.ops, event_id, self, self.night_view.steps.share_links)

    def import_results(self) -> None:
        """File ▸ Import results…"""
        lb = self.current_leaderboard_id()
        if lb is None or self.ops is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, translate("shell.commands", "Import results"), str(Path.home()), translate("shell.commands", "CSV file (*.csv);;All files (*)"))
        if path:
            self.import_results_from(Path(path), lb)

    def import_results_from(self, path: Path, leaderboard_id: int) -> None:
        """Import a results CSV into a leaderboard (undoable)."""
        assert self.ops is not None

        def done(step: Step) -> None:
            new, already = step.changes.count, step.changes.already
            added = translate("shell.commands", "%n new match(es) imported from {name}.", None, new).format(name=path.name)
            if not already:  # nothing surprising: the status bar says it, no box to close
                self.statusBar().showMessage(added, 10000)
                return
            there = translate("shell.commands", "%n match(es) of the file were already there and were not added again.", None, already)
            self.statusBar().showMessage(f"{added} {there}", 10000)
            QMessageBox.information(self, translate("shell.commands", "Results imported"), f"{added}\n{there}")

        self.ops.perform(translate("shell.commands", "Import {name}").format(name=path.name), op.import_results_file(self.ops, path, leaderboard_id),
                         label=translate("shell.commands", "Importing {name}…").format(name=path.name), on_done=done)

    def import_event_log(self) -> None:
        """File ▸ Import event log…"""
        lb = self.current_leaderboard_id()
        if lb is None or self.ops is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, translate("shell.commands", "Import event log"), str(Path.home()),
                                              translate("shell.commands", "Event log (*.log *.txt);;All files (*)"))
        if path:
            self.import_event_log_from(Path(path), lb)

    def import_event_log_from(self, path: Path, leaderboard_id: int) -> None:
        """Rate an event log into a leaderboard (undoable); a bad line is shown with its number."""
        assert self.ops is not None
        from ...league import import_event_log

        def done(step: Step) -> None:
            self.statusBar().showMessage(translate("shell.commands", "Rated %n event(s) from {name}", None, step.changes.count).format(name=path.name), 10000)

        self.ops.perform(translate("shell.commands", "Import event log {name}").format(name=path.name),
                         self.ops.league_step(lambda club, c: import_event_log(
                             club, path, leaderboard_id, progress=c.progress, cancelled=c.cancelled)),
                         label=translate("shell.commands", "Rating the events of {name}…").format(name=path.name), on_done=done)

    def show_static_ranking(self) -> None:
        """Leaderboard ▸ Static ranking of an event…"""
        lb = self.current_leaderboard_id()
        if lb is None or self.ops is None:
            return
        from ..standings.static_ranking_view import StaticRankingDialog

        dialog = StaticRankingDialog(self.ops, lb, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.static_ranking_dialog = dialog
        dialog.show()

    def import_players(self) -> None:
        """File ▸ Import players…"""
        if self.ops is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, translate("shell.commands", "Import players"), str(Path.home()), translate("shell.commands", "CSV file (*.csv);;All files (*)"))
        if path:
            self.ops.perform(translate("shell.commands", "Import players from {name}").format(name=Path(path).name), op.import_players_file(self.ops, Path(path)),
                             label=translate("shell.commands", "Importing players…"))

    def new_leaderboard(self) -> None:
        """Leaderboard ▸ New leaderboard…"""
        if self.ops is None:
            return
        dialog = LeaderboardDialog(None, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name, system, params, scale = dialog.values()

        def create(club: Club, _c: Any) -> Changes:
            return club.new_leaderboard(name, system, params, scale)

        def done(step: Step) -> None:
            self._load_leaderboards(select=step.changes.id)

        self.ops.perform(translate("shell.commands", "New leaderboard {name}").format(name=name), self.ops.league_step(create), on_done=done)

    def leaderboard_settings(self) -> None:
        """Leaderboard ▸ Settings…: rating system, parameters, display (re-rates on change)."""
        lb_id = self.current_leaderboard_id()
        board = next((lb for lb in self.leaderboards if lb.id == lb_id), None)
        if board is None or self.ops is None:
            return
        dialog = LeaderboardDialog(board, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name, system, params, scale = dialog.values()

        def update(club: Club, control: Any) -> Changes:
            return club.update_leaderboard(board.id, name=name, system=system, params=params, display_scale=scale,
                                           progress=control.progress, cancelled=control.cancelled)

        self.ops.perform(translate("shell.commands", "Change settings of {name}").format(name=board.name), self.ops.league_step(update),
                         label=translate("shell.commands", "Re-rating every match with the new settings…"),
                         on_done=lambda _s: self._load_leaderboards(select=board.id))

    def recompute(self) -> None:
        """Leaderboard ▸ Recompute ratings (with progress and Cancel)."""
        lb = self.current_leaderboard_id()
        if self.ops is None or lb is None:
            return
        self.ops.run_unrecorded(
            lambda club, c: club.recompute(lb, progress=c.progress, cancelled=c.cancelled),
            label=translate("shell.commands", "Recomputing every rating from the results…"),
            on_done=lambda ch: self.statusBar().showMessage(translate("shell.commands", "Recomputed {replayed} matches.").format(replayed=ch.replayed), 8000),
        )
