"""Printing a club night's pairings and score slips from the event page, with the QR codes while it is shared.

The same booklet as :func:`printing.print_event_rounds` (pairings, then a
score slip per match); while the event is shared on the local network the
pairings carry the view's QR code and each slip its match's report QR code.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ...league import Club, night
from ...printouts import Booklet, PairingsPrintout, ScoreSlipsPrintout
from ...printouts.qr import ShareLinks
from ...translation import translate
from ..common import printing
from ..common.operations import Operations

#: the shared event's addresses for the printouts (called on the worker), or None while nothing is shared
LinksFn = Callable[[Club, int], ShareLinks | None]


def rounds_booklet(club: Club, event_id: int, links: LinksFn | None = None) -> Booklet | str:
    """The event's pairings and score slips, or a sentence saying why there is nothing to print yet."""
    event = club.event(event_id)
    rounds = night.event_rounds(club, event_id)
    if not rounds:
        return translate("night.round_printing", "'{event}' has no rounds drawn yet: draw a round first, then print its "
                         "pairings and score slips.").format(event=event.name)
    shared = links(club, event_id) if links is not None else None
    club_file = club.path.name if club.path is not None else "club"
    return Booklet([PairingsPrintout(rounds, event.name, club_file, links=shared),
                    ScoreSlipsPrintout(rounds, event.name, club_file, links=shared)])


def print_rounds(ops: Operations, event_id: int, links: LinksFn | None, parent: QWidget | None = None) -> None:
    """Read the booklet on the worker, then open its print preview (or say why there is none)."""

    def show(result: Booklet | str) -> None:
        if isinstance(result, str):
            QMessageBox.information(parent, translate("night.round_printing", "Print pairings"), result)
        else:
            printing.show_preview(result, parent)

    ops.query(lambda club: rounds_booklet(club, event_id, links), show)
