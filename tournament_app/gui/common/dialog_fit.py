"""A dialog that grows when a message appears in it, so nothing in it is squashed."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: room left for the window's title bar when a dialog grows to the screen's height
TITLE_BAR = 60


def grow_to_fit(dialog: QWidget) -> None:
    """Make ``dialog`` at least as tall as its contents need at its width (a wrapped message included), within the screen.

    A layout's minimum size ignores how tall wrapped text gets at the
    dialog's width; without this a message shown after the dialog opened
    squashes the fields under it.
    """
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    width = max(dialog.width(), layout.minimumSize().width())
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
    screen = dialog.screen()
    if screen is not None:
        needed = min(needed, screen.availableGeometry().height() - TITLE_BAR)
    dialog.setMinimumHeight(needed)
    if dialog.height() < needed:
        dialog.resize(width, needed)
