"""The strings translators flagged (issue 19) reach the screen whole and translated: no English glued in through fields."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gui_helpers import add_player, menu_text_of
from PySide6.QtCore import QCoreApplication, QTranslator

from tournament_app.gui.common.result_text import place_text, sides_text
from tournament_app.locale_text import ordinal


class Marking(QTranslator):
    """A stand-in catalogue: every text of the app comes back in «guillemets»."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = source if n < 0 else source.replace("(s)", "" if n == 1 else "s").replace("(es)", "" if n == 1 else "es")
        text = text.replace("%n", str(n))
        return text if context.startswith("Q") else f"«{text}»"  # Qt's own contexts ("QShortcut") stay


@pytest.fixture
def marking(qapp: Any) -> Iterator[None]:
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def test_result_lines_are_whole_translated_sentences(marking: None) -> None:
    assert sides_text([("Ann", 1, 10.0), ("Bob", 2, 8.0)]) == "«Ann beat Bob» 10–8"
    assert sides_text([("Ann", 1, None), ("Bob", 1, None)]) == "«Ann drew with Bob»"
    assert ordinal(2) == "«2nd»" and place_text(1, 2) == "««1st» (shared)»"


def test_the_undo_action_names_the_step_in_one_translated_text(qtbot: Any, window: Any, idle: Any, marking: None) -> None:
    add_player(qtbot, window, idle, "Eva")
    undo = window.undo_action
    assert undo.text().startswith("«&Undo ") and undo.text().endswith("»")
    assert "Eva" in menu_text_of(undo)
