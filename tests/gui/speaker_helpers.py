"""A fake speaker that says every word as «word», and every text a person reads on a page: for the tests that each
shown text went through the catalogue (tests/gui/test_every_page_spoken.py, tests/gui/tournament/test_tournament_texts_spoken.py).

A text that skipped the catalogue shows bare: :func:`bare_words` is what is left of it once the wrapped words,
tags, entities and the club's own data are taken out.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)

from tournament_app.gui.tournament.bracket_scene import MatchItem

#: a field to fill ({name}, %n) or a word
FIELD_OR_WORD = re.compile(r"(%n|\{[^{}]*\})|([^\W\d_]+(?:['’\-][^\W\d_]+)*)")

#: how many rows of a table, list or combo box are read
ROWS = 20


class Wrapping(QTranslator):
    """Says every word of a text as «word», so a text that skipped the catalogue shows bare."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # noqa: ARG002
        return FIELD_OR_WORD.sub(lambda m: m.group(1) or f"«{m.group(2)}»", source)


def model_texts(model: QAbstractItemModel | None) -> list[str]:
    """The headers and the first rows' cells of a table, list or tree model (a tree's rows with their children)."""
    if model is None:
        return []
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    texts = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(columns)]

    def rows(parent: QModelIndex, depth: int) -> None:
        for r in range(min(ROWS, model.rowCount(parent))):
            texts.extend(model.data(model.index(r, c, parent)) for c in range(columns))
            if depth == 0 and not isinstance(model, QAbstractListModel):
                rows(model.index(r, 0, parent), 1)

    rows(QModelIndex(), 0)
    return [t for t in texts if isinstance(t, str)]


def scene_texts(scene: QGraphicsScene | None) -> list[str]:
    """The texts drawn in a graphics scene (a bracket): its text items, and each match box's lines and tooltip."""
    texts: list[str] = []
    for item in scene.items() if scene is not None else []:
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        elif isinstance(item, MatchItem):
            texts += item.text().split("\n") + [item.toolTip()]
    return texts


def shown_texts(page: QWidget) -> dict[str, str]:
    """Every text a person reads on ``page`` (visible widgets only), each with where it was found."""
    found: dict[str, str] = {}

    def add(texts: list[str], widget: QWidget) -> None:
        for t in texts:
            if t:
                found.setdefault(t, f"{type(widget).__name__} {widget.accessibleName() or widget.objectName()}")

    for widget in [page, *page.findChildren(QWidget)]:
        if not widget.isVisibleTo(page) and widget is not page:
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            add([widget.text()], widget)
        elif isinstance(widget, QGroupBox):
            add([widget.title()], widget)
        elif isinstance(widget, QTabBar):
            add([widget.tabText(i) for i in range(widget.count())], widget)
        elif isinstance(widget, QComboBox):
            add([widget.itemText(i) for i in range(min(ROWS, widget.count()))], widget)
        elif isinstance(widget, QAbstractItemView):
            add(model_texts(widget.model()), widget)
        elif isinstance(widget, QGraphicsView):
            add(scene_texts(widget.scene()), widget)
    return found


def bare_words(text: str, data: list[str]) -> str:
    """What is left of ``text`` once the marked parts, tags, ``data`` (names, longest first) and numbers are taken
    out: words with letters here were shown without going through the catalogue."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"&\w+;", " ", text)
    text = re.sub(r"«[^«»]*»", " ", text)
    for name in data:
        text = text.replace(name, " ")
    return " ".join(word for word in text.split() if any(ch.isalpha() for ch in word))
