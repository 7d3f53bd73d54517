"""Light, dark or the system's colours."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (used when the platform offers none)."""
    p = QPalette()
    window, base, text, mid = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230), QColor(70, 70, 74)
    role = QPalette.ColorRole
    for r, c in ((role.Window, window), (role.WindowText, text), (role.Base, base), (role.AlternateBase, QColor(40, 40, 43)),
                 (role.ToolTipBase, window), (role.ToolTipText, text), (role.Text, text), (role.Button, mid),
                 (role.ButtonText, text), (role.BrightText, QColor(255, 90, 90)), (role.Highlight, QColor(53, 110, 180)),
                 (role.HighlightedText, QColor(255, 255, 255)), (role.Link, QColor(110, 170, 240)),
                 (role.PlaceholderText, QColor(150, 150, 150)), (role.Mid, mid), (role.Dark, QColor(25, 25, 27))):
        p.setColor(r, c)
    for r in (role.Text, role.WindowText, role.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, r, QColor(120, 120, 120))
    return p


def apply_theme(key: str) -> None:
    """Follow the system's colour scheme or force light/dark."""
    app = QApplication.instance()
    hints = QGuiApplication.styleHints()
    scheme = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(key, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(scheme)
    if isinstance(app, QApplication):
        if key == "dark":
            app.setPalette(dark_palette())
        elif key == "light":
            app.setPalette(app.style().standardPalette())
        else:
            app.setPalette(QPalette())
