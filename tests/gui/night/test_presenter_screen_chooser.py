"""The presenter's screen chooser in high contrast (issue 19): its drop-down list is white on black and the
highlighted screen black on yellow, each at least 7:1 (WCAG AAA), like the rest of the big screen."""

from __future__ import annotations

from typing import Any

from gui_helpers import named, press
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from tournament_app.gui.night.presenter import PresenterWindow


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG 2 contrast ratio from its definition."""

    def lum(c: QColor) -> float:
        r, g, bl = (v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (c.redF(), c.greenF(), c.blueF()))
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_screen_list_in_high_contrast_has_seven_to_one(qtbot: Any) -> None:
    window = PresenterWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    press(qtbot, window, "H")
    assert window.high_contrast
    chooser = named(window, "Presenter screen")
    qtbot.mouseClick(chooser, Qt.MouseButton.LeftButton)
    listing = chooser.view()
    qtbot.waitUntil(listing.isVisible)
    colours = listing.palette()
    role = QPalette.ColorRole
    assert colours.color(role.Base) == QColor("#000000"), "black like the big screen"
    assert contrast(colours.color(role.Text), colours.color(role.Base)) >= 7.0
    assert contrast(colours.color(role.HighlightedText), colours.color(role.Highlight)) >= 7.0
    chooser.hidePopup()
    press(qtbot, window, "H")  # back to the standard colours (the choice is kept in the settings)
