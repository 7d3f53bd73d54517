"""Completing player names in a field that holds several, separated by commas."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit


def split_names(text: str) -> list[str]:
    """'Ann, Bob ,, Cid' -> ['Ann', 'Bob', 'Cid']."""
    return [" ".join(part.split()) for part in text.split(",") if part.strip()]


class NamesCompleter(QCompleter):
    """Completes the name being typed after the last comma.

    The names before it come from the text the person typed (the completion
    prefix), never from the field: highlighting a row in the popup already
    writes the completed text into the field, so reading the field again
    when the row is chosen would put the name in twice ("Kai, Kai, ").
    """

    def splitPath(self, path: str) -> list[str]:  # noqa: N802
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802
        done = self.completionPrefix().split(",")[:-1]
        return ", ".join([p.strip() for p in done if p.strip()] + [str(index.data())]) + ", "


def names_completer(model: QAbstractItemModel, field: QLineEdit) -> NamesCompleter:
    """A completer over the names in ``model`` for ``field`` (any part of a name matches, any case)."""
    completer = NamesCompleter(model, field)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    return completer
