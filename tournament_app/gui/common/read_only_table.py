"""A read-only QTableWidget filled from rows of text: the Brackets tab's tables and the event's standings."""

from __future__ import annotations

from collections.abc import Container, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
)

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def tidy_table(table: QTableWidget, stretch: int | None) -> None:
    """Read-only rows, one selected at a time, sized to their contents (column ``stretch`` takes the rest)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


def fill_rows(table: QTableWidget, rows: Sequence[Sequence[str]], right: Container[int]) -> None:
    """Put ``rows`` of text in the table, one item a cell; the columns in ``right`` (numbers) align right."""
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c in right:
                item.setTextAlignment(_RIGHT)
            table.setItem(r, c, item)


class AllBut:
    """Every column but the ones given (``fill_rows(table, rows, AllBut(1))``: all but the name right-aligned)."""

    def __init__(self, *columns: int) -> None:
        self.columns = frozenset(columns)

    def __contains__(self, column: object) -> bool:
        return column not in self.columns
