"""Printing a club night's pairings and score slips from the event page, with the QR codes while it is shared.

The booklet is :func:`printing.rounds_booklet` (pairings, then a score slip per
match), the same one File ▸ Print pairings prints; while the event is shared on
the local network the pairings carry the view's QR code and each slip its
match's report QR code.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..common import printing
from ..common.operations import Operations
from ..common.printing import LinksFn, rounds_booklet

__all__ = ["LinksFn", "print_rounds", "rounds_booklet"]


def print_rounds(ops: Operations, event_id: int, links: LinksFn | None, parent: QWidget | None = None) -> None:
    """Read the booklet on the worker, then open its print preview (or say why there is none)."""
    printing.print_event_rounds(ops, event_id, parent, links)
