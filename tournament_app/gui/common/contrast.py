"""Secondary text that stays readable: the theme's grey made dark (or light) enough for WCAG AA.

The palette's PlaceholderText and Mid greys read 3.4:1 and 1.7:1 on white:
too faint for a hint or a match's status (WCAG 2.1 AA asks 4.5:1 of text).
The grey keeps its hue and is mixed towards black on a light background, or
white on a dark one, until it has the contrast (docs/accessibility.md).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from ...palette import visible_on

#: WCAG 2.1 AA: the least contrast of text with its background
TEXT_CONTRAST = 4.5


def readable(colour: QColor, background: QColor) -> QColor:
    """``colour`` mixed towards black (or white) until it has :data:`TEXT_CONTRAST` against ``background``."""
    return QColor(visible_on(colour.name(), background.name(), TEXT_CONTRAST))


def muted_text(palette: QPalette, background: QPalette.ColorRole = QPalette.ColorRole.Window) -> QColor:
    """The theme's grey for secondary text, readable on ``background`` (the window, or a view's Base)."""
    return readable(palette.color(QPalette.ColorRole.PlaceholderText), palette.color(background))


def muted_style(palette: QPalette, background: QPalette.ColorRole = QPalette.ColorRole.Window) -> str:
    """A style sheet's colour rule for secondary text on ``background``."""
    return "color: %s;" % muted_text(palette, background).name()


__all__ = ["TEXT_CONTRAST", "muted_style", "muted_text", "readable"]
