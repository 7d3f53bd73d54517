"""Completing player names in a field that holds several, separated by commas."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit


def split_names(text: str) -> list[str]:
    """'Ann, Bob ,, Cid' -> ['Ann', 'Bob', 'Cid']."""
    return [" ".join(part.split()) for part in text.split(",") if part.strip()]


class NamesCompleter(QCompleter):
    """Completes the name being typed after the last comma."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index: QModelIndex) -> str:  # noqa: N802
        done = self.widget().text().split(",")[:-1]  # type: ignore[attr-defined]
        return ", ".join([p.strip() for p in done if p.strip()] + [str(index.data())]) + ", "


def names_completer(model: QAbstractItemModel, field: QLineEdit) -> NamesCompleter:
    """A completer over the names in ``model`` for ``field`` (any part of a name matches, any case)."""
    completer = NamesCompleter(model, field)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    return completer
