"""What the app's charts share: a legend above the plot, where it covers no data, and readable axes."""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: pixels between a legend sample and its name, and after the name
LEGEND_SPACING = 8


class Chart(pg.PlotWidget):
    """A plot whose legend sits in a row above the plot area, as many entries per row as fit.

    Curves plotted with ``name=`` join the legend, as with pyqtgraph's own
    (which floats over the data and hid the start of the rating band).
    """

    def __init__(self, parent: QWidget | None = None, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self.setBackground(None)
        self.showGrid(x=True, y=True, alpha=0.2)
        legend = pg.LegendItem(frame=False, horSpacing=LEGEND_SPACING)
        legend.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        legend.layout.setContentsMargins(0, 2, 0, 2)
        layout = self.plotItem.layout
        title = self.plotItem.titleLabel  # the title row is unused: the legend takes it
        layout.removeItem(title)
        title.hide()
        layout.addItem(legend, 0, 1)
        layout.setAlignment(legend, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.plotItem.legend = legend
        self.legend = legend
        self.fit_legend()

    def fit_legend(self) -> None:
        """As many legend entries per row as fit the plot's width; the legend row as high as its rows."""
        entries = self.legend.items
        widths = [sample.minimumWidth() + label.minimumWidth() + 2 * LEGEND_SPACING for sample, label in entries]
        room = max(1.0, self.plotItem.vb.width() or self.width())
        columns = 1
        for n in range(len(widths), 0, -1):  # entry i sits in column i % n
            if sum(max(widths[c::n]) for c in range(n)) <= room:
                columns = n
                break
        if entries:
            self.legend.setColumnCount(columns)
        rows = -(-len(entries) // columns)
        row_height = max([20.0] + [label.minimumHeight() for _sample, label in entries])
        self.legend.setVisible(bool(entries))
        self.plotItem.layout.setRowFixedHeight(0, rows * row_height + (4 if rows else 0))

    def use_palette_colours(self) -> None:
        """Axis text and legend in the window's text colour (pyqtgraph's light grey is hard to read)."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.legend.setLabelTextColor(text)
        for side in ("bottom", "left"):
            axis = self.getAxis(side)
            axis.setTextPen(text)
            axis.setPen(palette.color(QPalette.ColorRole.Mid))
            if axis.labelText:
                axis.setLabel(axis.labelText, color=text.name())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Re-flow the legend to the new width."""
        super().resizeEvent(event)
        if hasattr(self, "legend"):
            self.fit_legend()
