"""What the app's charts share: a legend above the plot, where it covers no data, readable axes, and
series told apart by colour, dash and marker (tournament_app.palette)."""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPalette, QPen, QResizeEvent, QTransform
from PySide6.QtWidgets import QSizePolicy, QStyleOptionGraphicsItem, QWidget

from ...palette import SeriesStyle, series_style

#: pixels between a legend sample and its name, and after the name
LEGEND_SPACING = 8
#: a legend sample's width: long enough to show a whole period of every dash pattern
SAMPLE_WIDTH = 44
#: a series' marker size in pixels, and its line's width
MARKER_SIZE = 8
LINE_WIDTH = 2.0


def marker_path(style: SeriesStyle) -> QPainterPath:
    """The series' marker as a path in a unit box (pyqtgraph scales it to the symbol size)."""
    path = QPainterPath()
    if not style.marker_shape:
        path.addEllipse(QRectF(-0.5, -0.5, 1.0, 1.0))
        return path
    first, *rest = style.marker_shape
    path.moveTo(*first)
    for x, y in rest:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def series_pen(style: SeriesStyle, width: float = LINE_WIDTH) -> QPen:
    """The series' line: its colour and dash pattern."""
    pen = QPen(QColor(style.colour), width)
    pen.setCosmetic(True)
    if style.dash_pattern:
        pen.setDashPattern(list(style.dash_pattern))
    return pen


def chart_background(widget: QWidget) -> str:
    """The colour a chart is drawn on (the window's: charts have no background of their own)."""
    return widget.palette().color(QPalette.ColorRole.Window).name()


class SeriesSample(pg.ItemSample):
    """A legend sample that shows what tells the series apart: its dash pattern, colour and marker.

    pyqtgraph's own is 20 pixels wide (too short for a dash pattern) and shows no marker where a long
    series draws none at every point.
    """

    def __init__(self, item: Any, pen: QPen, marker: QPainterPath | None, colour: QColor,
                 fill: QColor | None = None) -> None:
        super().__init__(item)
        self.pen, self.marker, self.colour, self.fill = pen, marker, colour, fill
        self.setFixedWidth(SAMPLE_WIDTH)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, SAMPLE_WIDTH, 20)

    def paint(self, p: QPainter, *args: QStyleOptionGraphicsItem | QWidget | None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.item.isVisible():  # a click on the sample hides its series (pyqtgraph's own behaviour)
            p.setOpacity(0.3)
        if self.fill is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(self.fill))
            p.drawRect(QRectF(1, 4, SAMPLE_WIDTH - 2, 13))
        p.setPen(self.pen)
        p.drawLine(QPointF(1, 10.5), QPointF(SAMPLE_WIDTH - 1, 10.5))
        if self.marker is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(self.colour))
            p.drawPath(QTransform(MARKER_SIZE, 0, 0, MARKER_SIZE, SAMPLE_WIDTH / 2, 10.5).map(self.marker))



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

    def series_style(self, index: int) -> SeriesStyle:
        """Series ``index``'s colour (kept visible on this chart's background), dash and marker."""
        return series_style(index, chart_background(self))

    def add_legend_entry(self, item: Any, name: str, pen: QPen, marker: QPainterPath | None = None,
                         colour: QColor | None = None, fill: QColor | None = None) -> None:
        """A legend entry drawn with this line, marker and fill (call ``fit_legend`` after the last)."""
        self.legend.addItem(SeriesSample(item, pen, marker, colour or pen.color(), fill), name)

    def use_palette_colours(self) -> None:
        """Axis text and legend in the window's text colour (pyqtgraph's light grey is hard to read), the legend
        in the window's type size (it grows with the system's font size, as the axes do)."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.legend.setLabelTextColor(text)
        self.legend.setLabelTextSize(f"{self.font().pointSizeF():g}pt")
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
