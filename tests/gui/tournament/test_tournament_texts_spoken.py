"""Issue 19: every text the bracket and standings pages show goes through the catalogue (none left English).

A fake speaker (a QTranslator whose translate() wraps every word of a text
in «», leaving its {fields} and %n to be filled) is installed before the
pages are made, so a text filled into a marked sentence still shows bare; a half-played eight-player double
elimination (matches done, called to tables, playing, waiting) is then shown
in the live bracket and the standings. Every label, table cell, header and
drawn text with letters must be wrapped, except the players' names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from event_builders import entrant_names, played_event
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel, QTableWidget, QTabWidget

from tournament_app.gui.tournament.bracket_scene import MatchItem
from tournament_app.gui.tournament.bracket_view import BracketView
from tournament_app.gui.tournament.standings_view import StandingsView
from tournament_app.league import Club, tournament

NAMES = entrant_names(8)


#: a field to fill ({name}, %n) or a word
FIELD_OR_WORD = re.compile(r"(%n|\{[^{}]*\})|([^\W\d_]+(?:['’\-][^\W\d_]+)*)")


class Wrapping(QTranslator):
    """Says every word of a text as «word», so a text that skipped the catalogue shows bare."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # noqa: ARG002
        return FIELD_OR_WORD.sub(lambda m: m.group(1) or f"«{m.group(2)}»", source)


@pytest.fixture
def speaker(qtbot: Any) -> Iterator[Wrapping]:
    translator = Wrapping()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def bare_words(text: str) -> str:
    """What is left of ``text`` once the marked parts, tags, names and numbers are taken out (letters: unmarked)."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"«[^«»]*»", " ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    return " ".join(word for word in text.split() if any(ch.isalpha() for ch in word))


def shown_texts(page: Any) -> list[str]:
    """Every text a person reads on ``page``: labels, table cells and headers, tab titles, the drawn scene."""
    texts = [label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page)]
    for table in page.findChildren(QTableWidget):
        for c in range(table.columnCount()):
            header = table.horizontalHeaderItem(c)
            texts.append(header.text() if header is not None else "")
            texts += [table.item(r, c).text() for r in range(table.rowCount()) if table.item(r, c) is not None]
    for tabs in page.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    for view in page.findChildren(type(getattr(page, "canvas", None))) if hasattr(page, "canvas") else []:
        for item in view.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem):
                texts.append(item.text())
            elif isinstance(item, MatchItem):
                texts += item.text().split("\n") + [item.toolTip()]
    return [t for t in texts if t]


def test_the_bracket_and_standings_of_a_double_elimination_say_every_text_through_the_catalogue(
        qtbot: Any, tmp_path: Path, speaker: Wrapping) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "double-elimination", 8, results=6, tables=2)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
    statuses = {m.status for m in view.matches}
    assert {"done", "waiting"} <= statuses and statuses & {"ready", "playing"}, statuses

    bracket = BracketView(None)  # type: ignore[arg-type]  # only clicks use the steps
    standings = StandingsView(None)  # type: ignore[arg-type]
    for page in (bracket, standings):
        qtbot.addWidget(page)
        page.resize(1400, 900)
        page.show_event(view)
        page.show()
    qtbot.waitExposed(standings)

    drawn = shown_texts(bracket)
    assert any(t.startswith("«Match» 1 · «Done»") for t in drawn), drawn
    assert any("Player 01" in t for t in drawn), "the names are drawn as they are"
    left = {t: bare_words(t) for t in drawn + shown_texts(standings)}
    unmarked = {t: words for t, words in left.items() if words}
    assert not unmarked, f"texts shown without going through the catalogue: {unmarked}"
