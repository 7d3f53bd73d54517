"""A checkable, searchable list of players (or rosters) with their ratings: who enters, who is present."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...league.planning import Entrant
from ..common.accessible import described, named
from ...locale_text import number
from ...translation import QT_TRANSLATE_NOOP, translate

EntrantKey = tuple[str, int]
#: the rating column's header for each seeding key
KEY_HEADERS = {
    "conservative": QT_TRANSLATE_NOOP("planning.entrant_picker", "μ − kσ"),
    "mu": QT_TRANSLATE_NOOP("planning.entrant_picker", "μ"),
    "display": QT_TRANSLATE_NOOP("planning.entrant_picker", "Rating"),
}


def entrant_key(entrant: Entrant) -> EntrantKey:
    """("team", id) for a roster, ("player", id) for a player: stable across refreshes."""
    return ("team", entrant.team_id) if entrant.team_id is not None else ("player", entrant.player_ids[0])


def rating_text(value: float) -> str:
    """A rating as shown in the pickers and tables (whole numbers stay whole)."""
    return number(value, 0) if float(value).is_integer() else number(value, 2)


class _Item(QTreeWidgetItem):
    def __lt__(self, other: QTreeWidgetItem) -> bool:
        column = self.treeWidget().sortColumn() if self.treeWidget() else 0
        if column == EntrantPicker.RATING:
            return float(self.data(column, Qt.ItemDataRole.UserRole) or 0) < float(other.data(column, Qt.ItemDataRole.UserRole) or 0)
        return self.text(column).casefold() < other.text(column).casefold()


class EntrantPicker(QWidget):
    """Tick entrants in a list of names, clubs and ratings; search narrows the list, ticks stay."""

    NAME, CLUB, RATING = range(3)
    changed = Signal()

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entrants: dict[EntrantKey, Entrant] = {}
        self.search = named(QLineEdit(placeholderText=translate("planning.entrant_picker", "Search…"), clearButtonEnabled=True), translate("planning.entrant_picker", "Search entrants"),
                            translate("planning.entrant_picker", "Type part of a name or club; only matching entrants are listed."))
        self.tree = named(QTreeWidget(), translate("planning.entrant_picker", "Entrants"), translate("planning.entrant_picker", "Tick the players or teams who take part; space ticks the selected one."))
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([translate("planning.entrant_picker", "Name"), translate("planning.entrant_picker", "Club"), translate("planning.entrant_picker", "Rating")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSortingEnabled(True)
        self.tree.sortByColumn(self.RATING, Qt.SortOrder.DescendingOrder)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.CLUB, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.RATING, QHeaderView.ResizeMode.ResizeToContents)
        self.all_button = described(QPushButton(translate("planning.entrant_picker", "Tick all shown")), translate("planning.entrant_picker", "Ticks every entrant listed."))
        self.none_button = described(QPushButton(translate("planning.entrant_picker", "Clear")), translate("planning.entrant_picker", "Unticks every entrant."))
        self.count = QLabel()
        top = QVBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        if title:
            top.addWidget(QLabel(translate("planning.entrant_picker", "<b>{title}</b>").format(title=title)))
        top.addWidget(self.search)
        top.addWidget(self.tree, 1)
        row = QHBoxLayout()
        row.addWidget(self.all_button)
        row.addWidget(self.none_button)
        row.addStretch(1)
        row.addWidget(self.count)
        top.addLayout(row)
        self.search.textChanged.connect(self._filter)
        self.all_button.clicked.connect(lambda: self._tick_shown(True))
        self.none_button.clicked.connect(lambda: self.set_checked(()))
        self.tree.itemChanged.connect(self._item_changed)
        self.tree.itemActivated.connect(self._toggle)
        self._update_count()

    # ---- data --------------------------------------------------------------------------------
    def set_entrants(self, entrants: Sequence[Entrant], key: str = "conservative") -> None:
        """Show these entrants (rating by ``key``); ticks of those still listed are kept."""
        ticked = set(self.checked_keys())
        self.tree.headerItem().setText(self.RATING, translate("planning.entrant_picker", KEY_HEADERS.get(key, KEY_HEADERS["display"])))
        self.tree.blockSignals(True)
        self.tree.setSortingEnabled(False)
        self.tree.clear()
        self._entrants = {}
        for e in entrants:
            k = entrant_key(e)
            self._entrants[k] = e
            value = e.value(key)
            item = _Item([e.name, e.club or "", rating_text(value)])
            item.setData(self.NAME, Qt.ItemDataRole.UserRole, k)
            item.setData(self.RATING, Qt.ItemDataRole.UserRole, float(value))
            item.setTextAlignment(self.RATING, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(self.NAME, translate("planning.entrant_picker", "{name}: μ {mu} ± {sigma}, %n game(s)", None, e.games).format(name=e.name, mu=number(e.mu, 2), sigma=number(e.sigma, 2)))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(self.NAME, Qt.CheckState.Checked if k in ticked else Qt.CheckState.Unchecked)
            self.tree.addTopLevelItem(item)
        self.tree.setSortingEnabled(True)
        self.tree.blockSignals(False)
        self._filter(self.search.text())
        self._update_count()

    def entrants(self) -> list[Entrant]:
        """Every entrant listed."""
        return list(self._entrants.values())

    def items(self) -> list[QTreeWidgetItem]:
        """The rows, in the order shown."""
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def item(self, name: str) -> QTreeWidgetItem | None:
        """The row of the entrant called ``name`` (case-insensitive)."""
        key = name.casefold()
        return next((i for i in self.items() if i.text(self.NAME).casefold() == key), None)

    def checked_keys(self) -> list[EntrantKey]:
        """Keys of the ticked entrants, in the order shown."""
        return [
            tuple(i.data(self.NAME, Qt.ItemDataRole.UserRole))
            for i in self.items()
            if i.checkState(self.NAME) == Qt.CheckState.Checked
        ]

    def checked(self) -> list[Entrant]:
        """The ticked entrants."""
        return [self._entrants[k] for k in self.checked_keys() if k in self._entrants]

    def checked_player_ids(self) -> list[int]:
        """Ids of the ticked players (rosters left out)."""
        return [k[1] for k in self.checked_keys() if k[0] == "player"]

    def checked_team_ids(self) -> list[int]:
        """Ids of the ticked rosters."""
        return [k[1] for k in self.checked_keys() if k[0] == "team"]

    def set_checked(self, keys: Iterable[EntrantKey]) -> None:
        """Tick exactly these entrants."""
        wanted = set(keys)
        self.tree.blockSignals(True)
        for i in self.items():
            key = tuple(i.data(self.NAME, Qt.ItemDataRole.UserRole))
            i.setCheckState(self.NAME, Qt.CheckState.Checked if key in wanted else Qt.CheckState.Unchecked)
        self.tree.blockSignals(False)
        self._update_count()
        self.changed.emit()

    def check_names(self, names: Iterable[str]) -> None:
        """Tick the entrants with these names (others keep their state)."""
        wanted = {n.casefold() for n in names}
        keys = set(self.checked_keys())
        keys |= {tuple(i.data(self.NAME, Qt.ItemDataRole.UserRole)) for i in self.items() if i.text(self.NAME).casefold() in wanted}
        self.set_checked(keys)

    # ---- internals ---------------------------------------------------------------------------
    def _filter(self, text: str) -> None:
        key = " ".join(text.split()).casefold()
        for i in self.items():
            hay = f"{i.text(self.NAME)} {i.text(self.CLUB)}".casefold()
            i.setHidden(bool(key) and key not in hay)

    def _tick_shown(self, on: bool) -> None:
        keys = set(self.checked_keys())
        for i in self.items():
            if not i.isHidden():
                key = tuple(i.data(self.NAME, Qt.ItemDataRole.UserRole))
                if on:
                    keys.add(key)
                else:
                    keys.discard(key)
        self.set_checked(keys)

    def _toggle(self, item: QTreeWidgetItem, _column: int) -> None:
        checked = item.checkState(self.NAME) == Qt.CheckState.Checked
        item.setCheckState(self.NAME, Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)

    def _item_changed(self, _item: QTreeWidgetItem, column: int) -> None:
        if column == self.NAME:
            self._update_count()
            self.changed.emit()

    def _update_count(self) -> None:
        self.count.setText(translate("planning.entrant_picker", "{count} of {topLevelItemCount} ticked").format(count=len(self.checked_keys()), topLevelItemCount=self.tree.topLevelItemCount()))
