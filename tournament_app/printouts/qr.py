"""QR codes drawn with QPainter from segno's module matrix (on screen, on the presenter window and on paper).

segno makes the code (no hand-written encoder); this module only paints its
dark modules as squares, so the code is sharp at any size and prints as
vectors in a PDF.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

import segno
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

#: the quiet zone around a code, in modules (the standard asks for 4)
BORDER = 4


@lru_cache(maxsize=256)
def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules with their quiet zone, row by row (True = dark)."""
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(m) for m in row) for row in code.matrix_iter(border=BORDER))


def draw_qr(painter: QPainter, rect: QRectF, text: str, *, dark: QColor | None = None, light: QColor | None = None) -> QRectF:
    """Paint the QR code of ``text`` as the largest square centred in ``rect``; returns the square painted."""
    rows = qr_matrix(text)
    count = len(rows)
    side = min(rect.width(), rect.height())
    module = side / count
    left = rect.left() + (rect.width() - side) / 2
    top = rect.top() + (rect.height() - side) / 2
    square = QRectF(left, top, side, side)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light if light is not None else QColor("white"))
    painter.drawRect(square)
    painter.setBrush(dark if dark is not None else QColor("black"))
    for y, row in enumerate(rows):
        x = 0
        while x < count:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < count and row[x]:
                x += 1
            # one rectangle per run of dark modules, a hair wider so no seam shows between them
            painter.drawRect(QRectF(left + start * module, top + y * module, (x - start) * module + 0.02, module + 0.02))
    painter.restore()
    return square


@dataclass(frozen=True)
class ShareLinks:
    """An event shared on the local network, as printouts show it: the view address and each match's report
    addresses, one per side (each side reports with its own)."""

    view: str
    #: (round number, the match's place in its round, from 0) -> the match's report addresses, one per side in order
    reports: Mapping[tuple[int, int], tuple[str, ...]] = field(default_factory=dict)
