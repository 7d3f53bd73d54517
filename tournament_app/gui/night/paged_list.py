"""The big screens' lists: a title and rows in big type, a page at a time (the presenter pages them on a timer)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from .presenter_colours import STANDARD, PresenterColours

Cell = tuple[str, str]  # (text, colour role: "text", "accent", "up", "down" or "muted"; presenter_colours)


class PagedList(QWidget):
    """A titled list of rows in big type that shows ``rows_per_page`` rows at a time and pages by itself."""

    def __init__(self, title: str, columns: int, rows_per_page: int, scale: float) -> None:
        super().__init__()
        self.rows: list[list[Cell]] = []
        self.page = 0
        self.rows_per_page = rows_per_page
        self.columns = columns
        self.scale = scale
        self.title_text = title
        self.colours = STANDARD
        self.title = QLabel(title)
        self.body = QGridLayout()
        self.body.setHorizontalSpacing(28)
        self.body.setVerticalSpacing(6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.body)
        layout.addStretch(1)
        self.set_colours(STANDARD)
        self.set_scale(scale)

    def set_colours(self, colours: PresenterColours) -> None:
        """Draw with this colour set (the standard one or high contrast)."""
        self.colours = colours
        self.title.setStyleSheet(f"color: {colours.accent}; font-weight: bold;")
        self._show()

    def set_scale(self, scale: float) -> None:
        """Font size in points for the rows (the title is 1.2×)."""
        self.scale = scale
        font = QFont(self.font())
        font.setPointSizeF(scale * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        self._show()

    @property
    def pages(self) -> int:
        """How many pages the rows take."""
        return max(1, -(-len(self.rows) // self.rows_per_page))

    def set_rows(self, rows: Sequence[list[Cell]], empty: str) -> None:
        """Replace the rows (kept on the same page if it still exists)."""
        self.rows = list(rows) or [[(empty, "muted")]]
        self.page = min(self.page, self.pages - 1)
        self._show()

    def next_page(self) -> None:
        """Show the next page (back to the first after the last)."""
        self.page = (self.page + 1) % self.pages
        self._show()

    def shown_text(self) -> list[str]:
        """The texts on screen now, row by row (cells joined by a space)."""
        out = []
        for r in range(self.body.rowCount()):
            cells = [self.body.itemAtPosition(r, c) for c in range(self.columns)]
            labels = [c.widget() for c in cells if c is not None]
            texts = [w.text() for w in labels if isinstance(w, QLabel)]
            if texts:
                out.append(" ".join(texts))
        return out

    def _show(self) -> None:
        while self.body.count():
            item = self.body.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        suffix = f"  ({self.page + 1}/{self.pages})" if self.pages > 1 else ""
        self.title.setText(self.title_text + suffix)
        font = QFont(self.font())
        font.setPointSizeF(self.scale)
        start = self.page * self.rows_per_page
        for r, row in enumerate(self.rows[start:start + self.rows_per_page]):
            for c, (text, role) in enumerate(row):
                label = QLabel(text)
                label.setFont(font)
                label.setStyleSheet(f"color: {self.colours.of(role)};")
                if len(text) > 24:
                    # a long match line wraps instead of widening the window past the screen
                    label.setWordWrap(True)
                if c == len(row) - 1 and len(row) > 2 and not label.wordWrap():
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.body.addWidget(label, r, c)
        self.body.setColumnStretch(1 if self.columns > 1 else 0, 1)
