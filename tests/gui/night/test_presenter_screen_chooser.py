"""The presenter's screen chooser in high contrast (issue 19): its drop-down list is white on black and the
highlighted screen black on yellow, each at least 7:1 (WCAG AAA), like the rest of the big screen."""

from __future__ import annotations

from typing import Any

from gui_helpers import named, press
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from tournament_app.gui.night.presenter import PresenterWindow
from tournament_app.palette import contrast


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
    assert contrast(colours.color(role.Text).name(), colours.color(role.Base).name()) >= 7.0
    assert contrast(colours.color(role.HighlightedText).name(), colours.color(role.Highlight).name()) >= 7.0
    qtbot.keyClick(listing, Qt.Key.Key_Escape)  # the list closes as a person closes it
    qtbot.waitUntil(lambda: not listing.isVisible(), timeout=3000)
    press(qtbot, window, "H")  # back to the standard colours (the choice is kept in the settings)
