"""The score field of the result dialogs: "10" or "10.5" (never "10.0"), "—" while empty, typed over at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QDoubleSpinBox

from ...league import MAX_SCORE
from .result_text import score_text

#: what an empty score field shows
EMPTY = "—"


class ScoreField(QDoubleSpinBox):
    """A score that reads "10" or "10.5", and "—" while left empty.

    The "—" is the spin box's special value text: the cursor put beside it
    by a click made every typed digit invalid ("—7"), so nothing happened
    until the field was selected with Ctrl+A or reached by Tab. Typing into
    an empty field replaces the "—", wherever the cursor is.
    """

    def __init__(self) -> None:
        super().__init__(minimum=-1, maximum=MAX_SCORE, decimals=1, value=-1)
        self.setSpecialValueText(EMPTY)

    def textFromValue(self, value: float) -> str:  # noqa: N802
        return score_text(value)

    def score(self) -> float | None:
        """The score typed (None while empty)."""
        return None if self.is_empty() else self.value()

    def is_empty(self) -> bool:
        """True while the field shows "—" (no score)."""
        return self.value() <= self.minimum()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        typed = event.text()
        command = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                       | Qt.KeyboardModifier.MetaModifier)
        if self.is_empty() and typed and typed.isprintable() and not command:
            self.lineEdit().selectAll()  # the typed text replaces the "—"
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        if self.is_empty():
            self.lineEdit().selectAll()


__all__ = ["EMPTY", "ScoreField"]
