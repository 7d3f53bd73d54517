"""Acting as a person on the standing and planning views: spin boxes, check boxes, ticks in lists, buttons by
their text, table rows and headers, dates, and modal dialogs (the Leaderboard settings, Merge, New team...)."""

from __future__ import annotations

from typing import Any

from gui_helpers import (
    choose_menu,
    click_in_popup,
    click_list_item,
    menu_text_of,
    named,
    type_into,
    type_time,
    wait_idle,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tournament_app.translation import translate


def type_number(qtbot: Any, spin: Any, value: float) -> None:
    """Click a spin box's text, select all (Ctrl+A) and type ``value`` over it (no Enter: a dialog would close)."""
    text = spin.lineEdit()
    qtbot.mouseClick(text, Qt.MouseButton.LeftButton, pos=text.rect().center())
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, f"{value:g}")
    assert spin.value() == value, spin.text()


def click_check(qtbot: Any, box: Any) -> None:
    """Click a check box or radio button on its indicator (the left end, where a hand aims)."""
    from PySide6.QtCore import QPoint

    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(min(8, box.width() // 2), box.height() // 2))


def tick_in_picker(qtbot: Any, picker: Any, names: list[str]) -> None:
    """Tick entrants in an entrant picker: click each one's name, then Space (the row's check box toggles)."""
    from PySide6.QtCore import QPoint

    tree = named(picker, translate("planning.entrant_picker", "Entrants"))  # in the language spoken
    for name in names:
        item = picker.item(name)
        assert item is not None, name
        tree.scrollToItem(item)
        # click the name (column 0, the one with the check box), away from the box itself
        header = tree.header()
        x = header.sectionViewportPosition(0) + header.sectionSize(0) // 2
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, tree.visualItemRect(item).center().y()))
        assert tree.currentItem() is item
        qtbot.keyClick(tree, Qt.Key.Key_Space)
        assert item.checkState(0) == Qt.CheckState.Checked, name


def button_reading(parent: Any, text: str) -> Any:
    """The visible push button inside ``parent`` whose text (mnemonic "&" dropped) reads ``text``."""
    found = [b for b in parent.findChildren(QPushButton) if b.text().replace("&", "") == text and b.isVisible()]
    assert len(found) == 1, f"{len(found)} visible buttons read {text!r}"
    return found[0]


def click_inner_tab(qtbot: Any, tabs: Any, title: str) -> None:
    """Click the tab called ``title`` of a tab widget inside a page (e.g. the Brackets tool's "Swiss")."""
    bar = tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def on_next_dialog(act: Any) -> list[bool]:
    """Run ``act(dialog)`` on the next modal dialog as soon as it is up (it blocks the command that opened it);
    the returned list gets True when ``act`` has run."""
    from PySide6.QtCore import QTimer

    ran: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        act(dialog)
        ran.append(True)

    QTimer.singleShot(20, look)
    return ran


def choose_leaderboard_settings(qtbot: Any, window: Any, system: str, **params: float) -> None:
    """Leaderboard ▸ Settings…: choose ``system`` (its id, e.g. "glicko") in "Rating system" from the list,
    type ``params`` into their fields, click OK; waits for the re-rating."""

    def fill(dialog: Any) -> None:
        qtbot.waitExposed(dialog)
        combo = named(dialog, "Rating system")
        title = combo.itemText(combo.findData(system))
        if combo.currentText() != title:
            click_in_popup(qtbot, combo, title)
        assert combo.currentData() == system
        for key, value in params.items():
            type_into(qtbot, named(dialog, key), f"{value:g}")
        qtbot.mouseClick(button_reading(dialog, "OK"), Qt.MouseButton.LeftButton)

    ran = on_next_dialog(fill)
    choose_menu(qtbot, window, "Leaderboard", "Settings…")
    qtbot.waitUntil(lambda: bool(ran), timeout=10000)
    wait_idle(qtbot, window)


def undo_from_menu(qtbot: Any, window: Any) -> None:
    """Edit ▸ Undo … (the item reads what it undoes); waits for the work."""
    choose_menu(qtbot, window, "Edit", menu_text_of(window.undo_action))
    wait_idle(qtbot, window)


def click_row(qtbot: Any, table: Any, row: int, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    """Click the first cell of a table view's ``row`` (with ``modifier``, e.g. Ctrl to add it to the selection)."""
    index = table.model().index(row, 0)
    table.scrollTo(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, table.visualRect(index).center())


def sort_by_header(qtbot: Any, table: Any, column: int, order: Any) -> None:
    """Click a table's column header until it sorts by that column in ``order`` (a click reverses the order)."""
    from PySide6.QtCore import QPoint

    header = table.horizontalHeader()
    for _ in range(3):
        if header.sortIndicatorSection() == column and header.sortIndicatorOrder() == order:
            return
        middle = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2, header.height() // 2)
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    assert header.sortIndicatorSection() == column and header.sortIndicatorOrder() == order


def type_date(qtbot: Any, field: Any, day: str) -> None:
    """Type a day ("yyyy-MM-dd") into a date field in the order it shows (the language's), section by section."""
    type_time(qtbot, field, day)


def tick_in_list(qtbot: Any, view: Any, texts: list[str]) -> None:
    """Tick items of a list widget with check boxes: click each one's text, then Space."""
    for text in texts:
        click_list_item(qtbot, view, text)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert view.currentItem().checkState() == Qt.CheckState.Checked, text
