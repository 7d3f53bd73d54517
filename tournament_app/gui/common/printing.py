"""Printing from the app: the print preview of a printout, and what the Print… actions run.

The page layouts themselves are in :mod:`tournament_app.printouts` (no
widgets, so the command line prints with them too).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QMessageBox, QWidget

from ...league import Club, night
from ...league.planning import Bracket
from ...printouts import (
    Booklet,
    BracketPrintout,
    PairingsPrintout,
    Printout,
    ScoreSlipsPrintout,
    StandingsPrintout,
    club_name,
    render,
)
from ...printouts.page import MARGIN_MM
from ...printouts.qr import ShareLinks
from ...translation import translate
from .operations import Operations


#: the paper sizes a wide printout (an event's bracket) offers, by name
PAPER_SIZES = {"A4": QPageSize.PageSizeId.A4, "A3": QPageSize.PageSizeId.A3}


def preview_dialog(printout: Printout, parent: QWidget | None = None, paper: str | None = None) -> QPrintPreviewDialog:
    """A print preview of the printout: the pages as they will print, with Print and page setup.

    ``paper`` ("A4", "A3") chooses the sheet; else the printer's default.
    """
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(printout.title)
    if paper in PAPER_SIZES:
        printer.setPageSize(QPageSize(PAPER_SIZES[paper]))
    printer.setPageOrientation(printout.orientation)
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(translate("common.printing", "Print preview — {title}").format(title=printout.title))
    dialog.paintRequested.connect(lambda target: render(printout, target))
    # the dialog does not own the printer; keep both alive together
    dialog._printer = printer  # type: ignore[attr-defined]
    dialog._printout = printout  # type: ignore[attr-defined]
    return dialog


def show_preview(printout: Printout, parent: QWidget | None = None, paper: str | None = None) -> int:
    """Open the print preview (modal); the user prints from there. Returns the dialog's result."""
    dialog = preview_dialog(printout, parent, paper)
    dialog.resize(900, 1000)
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()


# ---- what the app's Print… actions run -------------------------------------------------------------------


def _club_file(club: Club) -> str:
    """The club as the printouts' headers name it (not "club.sqlite")."""
    return club_name(club.path)


def print_standings(ops: Operations, leaderboard_id: int, parent: QWidget | None = None) -> None:
    """Read the leaderboard's standings on the worker, then open their print preview."""

    def load(club: Club) -> StandingsPrintout:
        return StandingsPrintout(club.standings(leaderboard_id), club.leaderboard(leaderboard_id).name, _club_file(club))

    ops.query(load, lambda printout: show_preview(printout, parent))


def print_bracket(ops: Operations, bracket: Bracket, leaderboard_id: int, parent: QWidget | None = None) -> None:
    """Open the print preview of a bracket seeded in the leaderboard."""

    def load(club: Club) -> BracketPrintout:
        return BracketPrintout(bracket, club.leaderboard(leaderboard_id).name, _club_file(club))

    ops.query(load, lambda printout: show_preview(printout, parent))


#: the shared event's addresses for the printouts (called on the worker), or None while nothing is shared
LinksFn = Callable[[Club, int], ShareLinks | None]


def rounds_booklet(club: Club, event_id: int, links: LinksFn | None = None) -> Booklet | str:
    """The event's pairings and score slips, or a sentence saying why there is nothing to print yet.

    While the event is shared (``links`` gives its addresses) the pairings carry the view's QR code and each
    slip a report QR code per side of its match.
    """
    event = club.event(event_id)
    rounds = night.event_rounds(club, event_id)
    if not rounds:
        return translate("common.printing", "'{event}' has no rounds drawn yet: draw a round first, then print its "
                         "pairings and score slips.").format(event=event.name)
    shared = links(club, event_id) if links is not None else None
    return Booklet([PairingsPrintout(rounds, event.name, _club_file(club), links=shared),
                    ScoreSlipsPrintout(rounds, event.name, _club_file(club), links=shared)])


def print_event_rounds(ops: Operations, event_id: int, parent: QWidget | None = None, links: LinksFn | None = None) -> None:
    """The event's drawn rounds in a print preview: the one booklet of File ▸ Print pairings and the Rounds page."""

    def show(result: Booklet | str) -> None:
        if isinstance(result, str):
            QMessageBox.information(parent, translate("common.printing", "Print pairings"), result)
        else:
            show_preview(result, parent)

    ops.query(lambda club: rounds_booklet(club, event_id, links), show)
