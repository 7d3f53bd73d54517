"""Tables announce their rows (issue 19, accessibility).

A screen reader moving through a table says each cell with its column's
header and its row's header. Read through Qt's accessibility tree
(QAccessible), as a screen reader does: the leaderboard's cells carry the
column header ("Rating") and the player's name as the row header, though the
row header is not drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QTableView

from gui_helpers import click_tab, make_night_club, named, shown_window


def spoken_cells(view: QTableView) -> list[tuple[int, int, str, list[str], list[str]]]:
    """Each cell a screen reader finds in ``view``: row, column, text, its row headers, its column headers."""
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None and table.role() == QAccessible.Role.Table
    cells = []
    for k in range(table.childCount()):
        child = table.child(k)
        cell = child.tableCellInterface() if child is not None else None
        if cell is None:
            continue
        cells.append((cell.rowIndex(), cell.columnIndex(), child.text(QAccessible.Text.Name),
                      [h.text(QAccessible.Text.Name) for h in cell.rowHeaderCells()],
                      [h.text(QAccessible.Text.Name) for h in cell.columnHeaderCells()]))
    return cells


def test_a_leaderboard_row_is_read_with_the_players_name_and_the_headers(qtbot: Any, tmp_path: Path) -> None:
    path = make_night_club(tmp_path / "club.sqlite", ["Ann", "Bob", "Cid"], rated=3)
    with shown_window(qtbot, path) as window:
        click_tab(qtbot, window, "Leaderboard")
        view = named(window, "Standings")
        model = view.model()
        qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=5000)
        cells = [c for c in spoken_cells(view) if c[0] == 0]
        assert len(cells) == model.columnCount()
        player = model.data(model.index(0, 1))
        assert player in ("Ann", "Bob", "Cid")
        for _row, column, text, row_headers, column_headers in cells:
            assert text == (model.data(model.index(0, column)) or "")
            assert row_headers == [player]
            assert column_headers == [model.headerData(column, Qt.Orientation.Horizontal)]
        assert [c[4] for c in cells][:3] == [["Rank"], ["Player"], ["Rating"]]
