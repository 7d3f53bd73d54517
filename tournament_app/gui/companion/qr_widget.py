"""A QR code on screen: segno's matrix painted with QPainter, as large as the widget allows, always square."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...printouts.qr import draw_qr


class QrWidget(QWidget):
    """Shows the QR code of a text (nothing while the text is empty)."""

    def __init__(self, parent: QWidget | None = None, *, size: int = 180) -> None:
        super().__init__(parent)
        self.text = ""
        self._size = size
        self.setMinimumSize(size // 2, size // 2)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_text(self, text: str) -> None:
        """Show the code of ``text`` ("" shows nothing)."""
        self.text = text
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._size, self._size)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return width

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        if not self.text:
            return
        painter = QPainter(self)
        draw_qr(painter, QRectF(self.rect()), self.text)
        painter.end()
