"""Issue 19, text at 200%: the New event dialog and a table's result dialog show every text whole, nothing
overlaps, and they fit a 1920×1080 screen (the test screen is 800×800: beyond it the event options scroll)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tournament_app.gui.night.event_dialog import EventFormatDialog
from tournament_app.gui.night.tables_view import ResultDialog
from tournament_app.league.night.values import NightMatch, NightTable
from gui_helpers import named


def cut_texts(dialog: QWidget) -> list[str]:
    """Visible texts narrower (or, wrapped, shorter) than they need."""
    cut = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap() and widget.heightForWidth(widget.width()) > widget.height():
                cut.append(f"{widget.text()!r}: {widget.height()} px high of {widget.heightForWidth(widget.width())}")
            elif not widget.wordWrap() and widget.sizeHint().width() > widget.width():
                cut.append(f"{widget.text()!r}: {widget.width()} px of {widget.sizeHint().width()}")
        elif isinstance(widget, QAbstractButton) and widget.text() and widget.sizeHint().width() > widget.width():
            cut.append(f"{widget.text()!r}: {widget.width()} px of {widget.sizeHint().width()}")
    return cut


def overlaps(parent: QWidget) -> list[str]:
    """Visible children of ``parent`` drawn over one another."""
    shown = [(w, w.geometry()) for w in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if w.isVisible()]
    return [f"{type(a).__name__} {getattr(a, 'text', lambda: '')()!r} over {type(b).__name__} {getattr(b, 'text', lambda: '')()!r}"
            for i, (a, ra) in enumerate(shown) for b, rb in shown[i + 1:] if QRect(ra).intersects(rb)]


def check_event_dialog(qtbot: Any, widest: int) -> None:
    dialog = EventFormatDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    formats = named(dialog, "Format")
    for row in range(formats.count()):
        item = formats.item(row)
        qtbot.mouseClick(formats.viewport(), Qt.MouseButton.LeftButton, pos=formats.visualItemRect(item).center())
        QApplication.processEvents()
        title = item.text()
        assert dialog.width() <= widest and dialog.height() <= dialog.screen().availableGeometry().height(), title
        assert formats.sizeHintForColumn(0) <= formats.viewport().width(), f"{title}: the format list cuts its rows"
        assert not cut_texts(dialog), (title, cut_texts(dialog))
        form = formats.parentWidget()  # the widget the form's rows are laid out in
        assert not overlaps(form), (title, overlaps(form))


def test_new_event_dialog_at_200_percent_in_english(qtbot: Any, double_text: None) -> None:
    check_event_dialog(qtbot, 1600)  # German and French run about a fifth longer: English leaves that room


def test_new_event_dialog_at_200_percent_in_german(qtbot: Any, double_text: None, german: None) -> None:
    check_event_dialog(qtbot, 1920)


def test_a_tables_result_dialog_at_200_percent(qtbot: Any, double_text: None) -> None:
    sides = (("Amara Okafor-Whitfield", "Maximiliane Grünewald-Lindqvist"), ("Bartholomew Lindqvist-Moreau", "Hiroshi Tanaka"))
    match = NightMatch(id=1, round=2, position=1, player_ids=((1, 2), (3, 4)), sides=sides, win_probability=(0.52, 0.48),
                       status="called", table_id=1, table="Table 1", called_at="2024-01-01T19:00:00", started_at=None,
                       finished_at=None, match_id=None)
    dialog = ResultDialog(NightTable(id=1, name="Table 1", active=True, position=1, match=match), match)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # no wider than two thirds of a 1920 screen (where Qt itself stops growing a window): the "… won"
    # buttons of long names stand one under the other instead of widening the dialog (1551 px before)
    assert dialog.width() <= 1280 and dialog.height() <= 1000, dialog.size()
    assert not cut_texts(dialog), cut_texts(dialog)
    assert not overlaps(dialog)
