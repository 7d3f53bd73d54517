"""A crosstable (results matrix): names on both axes, "1", "½", "0" in the cells, the diagonal greyed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .texts import points_text
from ...translation import translate


def content_height(table: QTableWidget) -> int:
    """The height that shows every row (rows may grow once the style is applied: counted at least at their default)."""
    rows = sum(max(table.rowHeight(r), table.verticalHeader().defaultSectionSize()) for r in range(table.rowCount()))
    header = max(table.horizontalHeader().sizeHint().height(), table.fontMetrics().height() + 10)
    return 2 * table.frameWidth() + header + rows + 2


def fit_to_contents(table: QTableWidget, max_height: int = 600, min_widths: Mapping[int, int] | None = None) -> None:
    """Size a table to its rows and columns (up to ``max_height``; then it scrolls), so pages stack them."""
    table.resizeColumnsToContents()
    for column, least in (min_widths or {}).items():
        table.setColumnWidth(column, max(least, table.columnWidth(column)))
    table.resizeRowsToContents()
    frame = 2 * table.frameWidth()
    width = frame + sum(table.columnWidth(c) for c in range(table.columnCount()))
    if table.verticalHeader().isVisible():
        width += table.verticalHeader().sizeHint().width()
    height = content_height(table)
    if height > max_height:
        width += table.verticalScrollBar().sizeHint().width()
    table.setFixedWidth(width + 2)
    table.setFixedHeight(min(height, max_height))


class CrosstableView(QTableWidget):
    """Row entrant's results against each column entrant (several games of a double round robin side by side)."""

    def __init__(self, name: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(name if name is not None else translate("tournament.crosstable_view", "Crosstable"))
        self.setAccessibleDescription(translate("tournament.crosstable_view", "Each entrant's results, one a row, against each entrant in the columns."))
        self.setObjectName("crosstable")
        self.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setMinimumSectionSize(40)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.names: list[str] = []

    def show_cells(self, names: Sequence[str], cells: Sequence[Sequence[str]],
                   points: Mapping[str, float | None] | None = None) -> None:
        """Show the matrix ``cells[i][j]`` (row i's results against column j), and each row's points if given."""
        self.names = list(names)
        self.clear()
        self.setRowCount(len(names))
        self.setColumnCount(len(names) + (1 if points is not None else 0))
        self.setVerticalHeaderLabels([f"{n}. {name}" for n, name in enumerate(names, start=1)])
        self.setHorizontalHeaderLabels(list(names) + ([translate("tournament.crosstable_view", "Points")] if points is not None else []))
        for i, name in enumerate(names):
            if points is not None:
                item = QTableWidgetItem(points_text(points.get(name)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                self.setItem(i, len(names), item)
        diagonal = QBrush(self.palette().color(QPalette.ColorRole.Mid))
        for i, row in enumerate(cells):
            for j, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if i == j:  # a shaded cell: a screen reader says what the shade means
                    item.setBackground(diagonal)
                    item.setToolTip(names[i])
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, translate("tournament.crosstable_view", "{value} against themselves: no match").format(value=names[i]))
                elif text:
                    item.setToolTip(translate("tournament.crosstable_view", "{value} against {value2}: {text}").format(value=names[i], value2=names[j], text=text))
                else:
                    item.setToolTip(translate("tournament.crosstable_view", "{value} and {value2} have not played yet").format(value=names[i], value2=names[j]))
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, translate("tournament.crosstable_view", "not played yet"))
                self.setItem(i, j, item)
        fit_to_contents(self, 520)

    def cell_text(self, row_name: str, column_name: str) -> str:
        """What the cell of ``row_name`` against ``column_name`` shows."""
        item = self.item(self.names.index(row_name), self.names.index(column_name))
        return item.text() if item is not None else ""
