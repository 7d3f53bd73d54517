"""The base of the main window's parts (menus, tabs, commands, first start): mixins of one QMainWindow.

For the type checker a part is a QMainWindow, so it may call the window's
own methods; at run time it is a plain class, and MainWindow brings the
QMainWindow once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    WindowPart = QMainWindow
else:
    WindowPart = object
