"""The games of a match as a table: rows = players, columns = games, a cell = that player's score.

An empty cell means the player sat that game out. Keyboard first: type a
score, Enter or Tab moves on; a column left entirely empty is no game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..common.result_text import score_text
from ...translation import translate


def parse_score(text: str) -> float | None:
    """A typed score ('1 234', '12,5', '700000') as a number; None when it is not one."""
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "")
    if cleaned.count(",") == 1 and "." not in cleaned:
        cleaned = cleaned.replace(",", ".")
    try:
        value = float(cleaned)
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


class _ScoreDelegate(QStyledItemDelegate):
    """Draws and edits scores right-aligned, as numbers are read."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        option.displayAlignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class GamesEditor(QWidget):
    """Per-game scores of the match's players; empty = absent from that game."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: list[str] = []
        #: scores of players taken off the match, by (case-folded name, game), until the form is cleared
        self._set_aside: dict[tuple[str, int], str] = {}
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("games-table")
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within (Tab in a cell's editor still goes to the next cell)
        self.table.setAccessibleName(translate("matches.games_editor", "Games scores"))
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Scores align right through the delegate: an item prototype handed to the table
        # (setItemPrototype) was freed with its Python wrapper, and every cell typed
        # afterwards was cloned from freed memory (random crashes later on).
        self.table.setItemDelegate(_ScoreDelegate(self.table))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setToolTip(translate("matches.games_editor", "Each player's own score in each game; leave a cell empty when the player sat the game out"))
        self.add_game_button = QPushButton(translate("matches.games_editor", "+ Game"))
        self.add_game_button.setToolTip(translate("matches.games_editor", "Add a game column"))
        self.add_game_button.setAccessibleName(translate("matches.games_editor", "Add game"))
        self.remove_game_button = QPushButton(translate("matches.games_editor", "− Last game"))
        self.remove_game_button.setToolTip(translate("matches.games_editor", "Remove the last game column"))
        self.remove_game_button.setAccessibleName(translate("matches.games_editor", "Remove last game"))
        hint = QLabel(translate("matches.games_editor", "Scores per game; empty = absent. Placements follow the sides' total scores."))
        hint.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(hint, 1)
        buttons.addWidget(self.add_game_button)
        buttons.addWidget(self.remove_game_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.add_game_button.clicked.connect(self.add_game)
        self.remove_game_button.clicked.connect(self.remove_last_game)
        self.table.itemChanged.connect(lambda _item: self.changed.emit())
        self.table.itemDelegate().closeEditor.connect(self._editor_closed)
        self.set_game_count(2)

    def _editor_closed(self, _editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        # Enter commits a score (SubmitModelCache); move on down the game's column, then to
        # the top of the next game, as people fill a score sheet.
        if hint != QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            return
        row, column = self.table.currentRow(), self.table.currentColumn()
        if row + 1 < self.table.rowCount():
            self.table.setCurrentCell(row + 1, column)
        elif column + 1 < self.table.columnCount():
            self.table.setCurrentCell(0, column + 1)

    def set_game_count(self, count: int) -> None:
        """Show ``count`` game columns (scores in removed columns are dropped)."""
        self.table.setColumnCount(max(1, count))
        self.table.setHorizontalHeaderLabels([translate("matches.games_editor", "Game {number}").format(number=n)
                                              for n in range(1, self.table.columnCount() + 1)])
        self.changed.emit()

    def add_game(self) -> None:
        """Append a game column and put the cursor in its first cell."""
        self.set_game_count(self.table.columnCount() + 1)
        if self.players:
            self.table.setCurrentCell(0, self.table.columnCount() - 1)
            self.table.setFocus()

    def remove_last_game(self) -> None:
        """Drop the last game column (one stays)."""
        self.set_game_count(self.table.columnCount() - 1)

    def set_players(self, names: Sequence[str]) -> None:
        """The match's players (rows); scores already typed stay with their player's name.

        A player who leaves the rows keeps their scores aside until the form is
        cleared: retyping a side letter by letter ("Bo, Ann") passes through
        names that are not yet whole, and must not lose what was entered.
        """
        names = list(dict.fromkeys(names))
        if names == self.players:
            return
        kept = {**self._set_aside, **self._cells()}
        present = {name.casefold() for name in names}
        self._set_aside = {key: text for key, text in kept.items() if key[0] not in present}
        self.table.blockSignals(True)
        try:
            self.players = names
            self.table.setRowCount(len(names))
            self.table.setVerticalHeaderLabels(names)
            for row, name in enumerate(names):
                for col in range(self.table.columnCount()):
                    item = QTableWidgetItem()
                    item.setText(kept.get((name.casefold(), col), ""))
                    self.table.setItem(row, col, item)
        finally:
            self.table.blockSignals(False)
        self.changed.emit()

    def set_score(self, player: str, game: int, text: str) -> None:
        """Type ``text`` into the cell of ``player`` (a row name) and ``game`` (0-based)."""
        row = [n.casefold() for n in self.players].index(player.casefold())
        if game >= self.table.columnCount():
            self.set_game_count(game + 1)
        item = self.table.item(row, game)
        if item is None:
            item = QTableWidgetItem()
            self.table.setItem(row, game, item)
        item.setText(text)

    def load(self, names: Sequence[str], games: Sequence[Mapping[str, float]]) -> None:
        """Show recorded games (player name -> score) for these players."""
        self.players = []
        self._set_aside = {}
        self.table.setRowCount(0)
        self.set_game_count(max(1, len(games)))
        self.set_players(names)
        self.table.blockSignals(True)
        try:
            for col, game in enumerate(games):
                for name, score in game.items():
                    self.set_score(name, col, score_text(score))
        finally:
            self.table.blockSignals(False)
        self.changed.emit()

    def clear_scores(self) -> None:
        """Empty every cell and go back to two games."""
        self.table.blockSignals(True)
        try:
            self.players = []
            self._set_aside = {}
            self.table.setRowCount(0)
        finally:
            self.table.blockSignals(False)
        self.set_game_count(2)

    def problems(self) -> list[str]:
        """Cells that are not numbers, named by game and player."""
        out = []
        for col in range(self.table.columnCount()):
            for row, name in enumerate(self.players):
                item = self.table.item(row, col)
                text = item.text().strip() if item is not None else ""
                if text and parse_score(text) is None:
                    out.append(translate("matches.games_editor", "Game {number}, {name}: '{text}' is not a score.").format(
                        number=col + 1, name=name, text=text))
        return out

    def games(self) -> list[dict[str, float]]:
        """The games typed, each player name -> score; empty columns are left out."""
        out = []
        for col in range(self.table.columnCount()):
            game = {}
            for row, name in enumerate(self.players):
                item = self.table.item(row, col)
                value = parse_score(item.text()) if item is not None else None
                if value is not None:
                    game[name] = value
            if game:
                out.append(game)
        return out

    def _cells(self) -> dict[tuple[str, int], str]:
        cells = {}
        for row, name in enumerate(self.players):
            for col in range(self.table.columnCount()):
                item = self.table.item(row, col)
                if item is not None and item.text():
                    cells[(name.casefold(), col)] = item.text()
        return cells
