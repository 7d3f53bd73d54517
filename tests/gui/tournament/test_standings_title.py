"""The score table's headings are whole sentences in the catalogue (issue 19): a translator words "Standings
after round 2" as one message, not "Standings" glued to " after round 2"."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tournament_app.gui.tournament.score_table_view import standings_title

GERMAN = {
    "Standings (final)": "Endstand",
    "Standings after round {number}": "Tabelle nach Runde {number}",
    "Standings so far (round {number} under way)": "Zwischenstand (Runde {number} läuft)",
    "Standings before the first round": "Tabelle vor der ersten Runde",
}


class Catalogue(QTranslator):
    """A catalogue that knows only the score table's headings, as whole sentences."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # noqa: ARG002
        return GERMAN.get(source, "") if context == "tournament.score_table_view" else ""

    def isEmpty(self) -> bool:  # noqa: N802
        return False


@pytest.fixture
def catalogue(qapp: Any) -> Iterator[None]:
    translator = Catalogue()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def _view(rounds: list[str], finished: bool = False) -> Any:
    """An event whose round n's one match has status rounds[n - 1]."""
    matches = [SimpleNamespace(status=status, bracket=None, round=n, stale=False) for n, status in enumerate(rounds, 1)]
    return SimpleNamespace(finished=finished, rounds_drawn=len(rounds), matches=matches)


def test_each_heading_is_one_translated_sentence(catalogue: None) -> None:
    assert standings_title(_view(["done", "done"], finished=True)) == "Endstand"
    assert standings_title(_view(["done", "done", "ready"])) == "Tabelle nach Runde 2"
    assert standings_title(_view(["done", "ready", "done"])) == "Zwischenstand (Runde 2 läuft)"
    assert standings_title(_view(["ready"])) == "Tabelle vor der ersten Runde"


def test_english_headings(qapp: Any) -> None:
    assert standings_title(_view(["done", "ready"])) == "Standings after round 1"
