"""Qt table models: thin adapters over rows league/ returns (napari/Spyder shape).

Each model holds a plain list of league dataclasses. Sorting is done by the
model on that list (one Python sort, fast for 100,000 rows) rather than by a
proxy calling ``data()`` for every comparison.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from ...league import (
    HeadToHead,
    HistoryEntry,
    IdleDecay,
    Match,
    Player,
    Rating,
    Standing,
    StandingsTable,
    Team,
    format_glicko,
    glicko_interval,
)
from .result_text import match_text, outcome_text, place_text
from ...translation import translate
from ... import locale_text

R = TypeVar("R")
Index = QModelIndex | QPersistentModelIndex

RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class Column(Generic[R]):
    """One column: header, how to show a row, how to sort it, alignment, tooltip."""

    def __init__(
        self,
        header: str,
        text: Callable[[R], str],
        key: Callable[[R], Any] | None = None,
        *,
        numeric: bool = False,
        tooltip: str | Callable[[R], str] | None = None,
        field: str | None = None,
    ) -> None:
        self.header = header
        #: the column of a :class:`StandingsTable` this column sorts by, when rows come as one
        self.field = field
        self.text = text
        self.key = key or text
        self.align = RIGHT if numeric else LEFT
        self.tooltip = tooltip


_ROLES = frozenset({
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole,
})


class RowsModel(QAbstractTableModel, Generic[R]):
    """A read-only table over a list of rows with column definitions."""

    columns: Sequence[Column[R]] = ()
    #: the column whose text names a row: the row's header, which a screen reader says with each cell
    row_header_column = 0

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._all: list[R] = []
        self._rows: list[R] = []
        self._filter: Callable[[R], bool] | None = None
        self._sort: tuple[int, Qt.SortOrder] | None = None

    # -- data in --------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[R]) -> None:
        """Replace every row (keeps the current sort and filter)."""
        self.beginResetModel()
        try:
            self._all = list(rows)
            self._apply()
        finally:
            self.endResetModel()

    def set_filter(self, predicate: Callable[[R], bool] | None) -> None:
        """Show only rows for which ``predicate`` is true (None shows all)."""
        self.beginResetModel()
        try:
            self._filter = predicate
            self._apply()
        finally:
            self.endResetModel()

    def _apply(self) -> None:
        rows = self._all if self._filter is None else [r for r in self._all if self._filter(r)]
        if self._sort is not None:
            column, order = self._sort
            key = self.columns[column].key
            rows = sorted(rows, key=lambda r: _sortable(key(r)), reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = list(rows)

    def row(self, index: int) -> R:
        """The row object shown at ``index``."""
        return self._rows[index]

    def rows(self) -> list[R]:
        """The rows as shown (filtered and sorted)."""
        return list(self._rows)

    # -- Qt -------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A view asks for a dozen roles per cell while painting; answer the unused ones first.
        if role not in _ROLES or not index.isValid() or index.row() >= self.rowCount():
            return None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return column.align
        row = self.row(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = column.tooltip
            return tip(row) if callable(tip) else (tip or column.text(row))
        if role == Qt.ItemDataRole.UserRole:
            return row
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            if role == Qt.ItemDataRole.DisplayRole:
                return self.columns[section].header
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return self.columns[section].align
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < self.rowCount() and self.columns:
            return self.columns[self.row_header_column].text(self.row(section))
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.columns):
            return
        self.layoutAboutToBeChanged.emit()
        try:
            self._sort = (column, order)
            self._apply()
        finally:
            self.layoutChanged.emit()


def table_view(model: QAbstractTableModel, *, stretch: int, name: str = "", sortable: bool = True) -> QTableView:
    """A read-only table of whole rows: columns fit their contents, column ``stretch`` takes the rest."""
    view = QTableView()
    view.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
    if name:
        view.setObjectName(name)
    view.setModel(model)
    view.setSortingEnabled(sortable)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


def _sortable(value: Any) -> Any:
    # None sorts last in ascending order, and text sorts case-insensitively.
    if value is None:
        return (1, "")
    if isinstance(value, str):
        return (0, locale_text.name_key(value))  # the locale's collation: "Özil" with the O's in German
    return (0, value)


def _num(value: float, digits: int = 2) -> str:
    return locale_text.number(value, digits)


class StandingsModel(RowsModel[Standing]):
    """The leaderboard: one row per rated player.

    Holds a :class:`StandingsTable` and the order of its rows as shown, so
    sorting or searching 100,000 players is a NumPy sort, and only the rows
    on screen are ever made into :class:`Standing` objects.

    The rating column follows the leaderboard's system (:meth:`set_system`):
    "μ ± σ" for the Bayesian models, rating-update's "rating ± 2·deviation"
    for Glicko (seed 004), the strength alone for Elo. Ratings decayed for
    inactivity up to today (:attr:`decayed`) say so in their tooltip.
    """

    RANK, PLAYER, DISPLAY, MU_SIGMA, CONSERVATIVE, GAMES, WINS, LAST = range(8)
    row_header_column = PLAYER

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.interval_k = 3.0
        self._table: StandingsTable | None = None
        self._search = ""
        self._order: np.ndarray = np.arange(0)
        self._made: dict[int, Standing] = {}
        self.system = "bbt"
        #: player id -> the inactivity decay applied to the shown rating
        self.decayed: dict[int, IdleDecay] = {}
        self.columns = [
            Column(translate("common.table_models", "Rank"), lambda r: str(r.rank), lambda r: r.rank, numeric=True, field="rank"),
            Column(translate("common.table_models", "Player"), lambda r: r.player, lambda r: r.player, field="player"),
            Column(translate("common.table_models", "Rating"), lambda r: locale_text.short_number(r.display), lambda r: r.display, numeric=True, field="display",
                   tooltip=translate("common.table_models", "The displayed rating (see Leaderboard ▸ Settings for the scale)")),
            self._rating_column(),
            Column(translate("common.table_models", "Conservative"), lambda r: _num(r.conservative), lambda r: r.conservative, numeric=True,
                   field="conservative",
                   tooltip=lambda r: translate("common.table_models", "μ − {k}σ: the rating the player is very likely above").format(
                       k=locale_text.short_number(self.interval_k))),
            Column(translate("common.table_models", "Games"), lambda r: str(r.games), lambda r: r.games, numeric=True, field="games"),
            Column(translate("common.table_models", "Wins"), lambda r: str(r.wins), lambda r: r.wins, numeric=True, field="wins"),
            Column(translate("common.table_models", "Last played"), lambda r: locale_text.date_text(r.last_played), lambda r: r.last_played or "",
                   field="last_played"),
        ]

    def set_rows(self, rows: Sequence[Standing]) -> None:
        """Show a leaderboard (a :class:`StandingsTable` stays one: rows are made as they are shown)."""
        if not isinstance(rows, StandingsTable):
            self._table = None
            super().set_rows(rows)
            return
        self.beginResetModel()
        try:
            self._table = rows
            self._apply()
        finally:
            self.endResetModel()

    def set_search(self, text: str) -> None:
        """Show only players whose name contains ``text`` (ranks stay those of the whole board)."""
        self._search = text
        if self._table is None:
            key = " ".join(text.split()).casefold()
            self.set_filter((lambda r: key in r.player.casefold()) if key else None)
            return
        self.beginResetModel()
        try:
            self._apply()
        finally:
            self.endResetModel()

    def total(self) -> int:
        """Rows before the search narrows them."""
        return len(self._table) if self._table is not None else len(self._all)

    def _apply(self) -> None:
        table = self._table
        if table is None:
            super()._apply()
            return
        self._made.clear()
        shown = table.matching(self._search)
        if self._sort is not None and (self._sort[0], self._sort[1]) != (self.RANK, Qt.SortOrder.AscendingOrder):
            column, order = self._sort
            field = self.columns[column].field or "rank"
            if field == "player":  # names in the locale's order, ties in rank order as a stable sort leaves them
                ranked = table.ordered("rank", descending=False)
                keys = [locale_text.name_key(table[int(i)].player) for i in ranked]
                picked = sorted(range(len(ranked)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)
                ranked = ranked[np.array(picked, dtype=np.int64)] if picked else ranked
            else:
                ranked = table.ordered(field, descending=order == Qt.SortOrder.DescendingOrder)
            shown = ranked[np.isin(ranked, shown, assume_unique=True)] if len(shown) < len(table) else ranked
        self._order = shown

    def row(self, index: int) -> Standing:
        if self._table is None:
            return super().row(index)
        # Painting asks for each cell of a row in turn: make the row once.
        made = self._made.get(index)
        if made is None:
            if len(self._made) > 2000:
                self._made.clear()
            made = self._made[index] = self._table[int(self._order[index])]
        return made

    def rows(self) -> list[Standing]:
        if self._table is None:
            return super().rows()
        return [self._table[int(i)] for i in self._order]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        if self._table is None:
            return super().rowCount(parent)
        return 0 if parent.isValid() else len(self._order)
    def set_system(self, system: str, interval_k: float) -> None:
        """Show the rating column the way ``system`` presents ratings."""
        if (system, interval_k) == (self.system, self.interval_k):
            return
        self.system, self.interval_k = system, interval_k
        columns = list(self.columns)
        columns[self.MU_SIGMA] = self._rating_column()
        self.columns = columns
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.MU_SIGMA, self.MU_SIGMA)

    def set_decayed(self, decayed: dict[int, IdleDecay]) -> None:
        """The decay shown per player (set before :meth:`set_rows`)."""
        self.decayed = dict(decayed)

    def _decay_note(self, r: Standing) -> str:
        decay = self.decayed.get(r.player_id)
        if decay is None:
            return ""
        if self.system == "elo":
            change = translate("common.table_models", "strength {before} → {after}").format(
                before=_num(decay.stored.mu, 1), after=_num(decay.shown.mu, 1))
        else:
            change = f"σ {_num(decay.stored.sigma, 3)} → {_num(decay.shown.sigma, 3)}"
        days = round(decay.idle_days)
        return "\n" + translate("common.table_models", "Idle for %n day(s): {change} (inactivity decay up to today)", None, days).format(
            change=change)

    def _rating_column(self) -> Column[Standing]:
        if self.system == "glicko":
            def glicko_tip(r: Standing) -> str:
                lo, hi = glicko_interval(Rating(r.mu, r.sigma))
                return translate("common.table_models", "rating {rating}, deviation {deviation}: about 95% sure the skill is between "
                                 "{low} and {high}").format(rating=_num(r.mu, 1), deviation=_num(r.sigma, 1),
                                                            low=_num(lo, 0), high=_num(hi, 0)) + self._decay_note(r)

            return Column(translate("common.table_models", "Rating ± 2·deviation"), lambda r: format_glicko(Rating(r.mu, r.sigma)), lambda r: r.mu,
                          numeric=True, tooltip=glicko_tip, field="mu")
        if self.system == "elo":
            return Column(translate("common.table_models", "Strength"), lambda r: _num(r.mu, 1), lambda r: r.mu, numeric=True, field="mu",
                          tooltip=lambda r: translate("common.table_models", "Elo strength g = {value}").format(value=_num(r.mu, 3))
                          + self._decay_note(r))
        return Column(translate("common.table_models", "μ ± σ"), lambda r: f"{_num(r.mu)} ± {_num(r.sigma)}", lambda r: r.mu, numeric=True, field="mu",
                      tooltip=lambda r: translate("common.table_models", "skill estimate μ = {mu}, uncertainty σ = {sigma}").format(
                          mu=_num(r.mu, 3), sigma=_num(r.sigma, 3)) + self._decay_note(r))


class PlayersModel(RowsModel[Player]):
    """Every player of the club."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("common.table_models", "Name"), lambda p: p.name),
            Column(translate("common.table_models", "Club"), lambda p: p.club or ""),
            Column(translate("common.table_models", "Status"), lambda p: translate("common.table_models", "archived") if p.archived
                   else translate("common.table_models", "active")),
            Column(translate("common.table_models", "Added"), lambda p: locale_text.date_text(p.created_at), lambda p: p.created_at),
        ]


class TeamsModel(RowsModel[Team]):
    """Named rosters; member names come from a lookup the view provides."""

    def __init__(self, names: Callable[[int], str], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("common.table_models", "Team"), lambda t: t.name),
            Column(translate("common.table_models", "Members"), lambda t: ", ".join(names(i) for i in t.member_ids)),
        ]


def describe_sides(match: Match) -> str:
    """'Ann & Bob beat Cid & Dee' for lists and tooltips (see :mod:`.result_text`)."""
    return match_text(match)


class MatchesModel(RowsModel[Match]):
    """Recorded matches of an event (or of a leaderboard)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column("#", lambda m: str(m.id), lambda m: m.id, numeric=True),
            Column(translate("common.table_models", "Played", "column: the day a match was played"), lambda m: locale_text.date_time_text(m.played_at), lambda m: (m.played_at, m.seq)),
            Column(translate("common.table_models", "Result"), describe_sides, tooltip=describe_sides),
        ]


class HistoryModel(RowsModel[HistoryEntry]):
    """A player's matches with the rating before and after."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("common.table_models", "Played", "column: the day a match was played"), lambda h: locale_text.date_time_text(h.played_at), lambda h: h.played_at),
            Column(translate("common.table_models", "Event"), lambda h: h.event or ""),
            Column(translate("common.table_models", "Result"), lambda h: outcome_text(h.rank, h.sides, h.shared, h.best), lambda h: (h.rank - h.best, h.shared),
                   tooltip=lambda h: translate("common.table_models", "Placed {place} of {count} sides").format(
                       place=place_text(h.rank, h.shared), count=locale_text.integer(h.sides))),
            Column(translate("common.table_models", "Opponents"), lambda h: h.opponents),
            Column(translate("common.table_models", "Before"), lambda h: f"{_num(h.mu_before)} ± {_num(h.sigma_before)}", lambda h: h.mu_before, numeric=True),
            Column(translate("common.table_models", "After"), lambda h: f"{_num(h.mu_after)} ± {_num(h.sigma_after)}", lambda h: h.mu_after, numeric=True),
            Column(translate("common.table_models", "Change"), lambda h: locale_text.signed(h.mu_after - h.mu_before), lambda h: h.mu_after - h.mu_before, numeric=True),
        ]


class HeadToHeadModel(RowsModel[HeadToHead]):
    """A player's record against each opponent."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("common.table_models", "Opponent"), lambda h: h.player_b),
            Column(translate("common.table_models", "Played", "column: how many matches were played"), lambda h: str(h.played), lambda h: h.played, numeric=True),
            Column(translate("common.table_models", "Won"), lambda h: str(h.wins_a), lambda h: h.wins_a, numeric=True),
            Column(translate("common.table_models", "Drawn"), lambda h: str(h.draws), lambda h: h.draws, numeric=True),
            Column(translate("common.table_models", "Lost"), lambda h: str(h.wins_b), lambda h: h.wins_b, numeric=True),
        ]
