"""A season's settings as a form: name, leaderboard, first and last day, how many events count, points per place."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QDate, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...league import DEFAULT_SEASON_POINTS, MAX_BEST, Leaderboard, Season, points_text
from ..common.accessible import named
from ..common.date_fields import date_field
from ...translation import translate
from ...locale_text import ordinal

#: today's date; tests set their own clock here
clock: Callable[[], QDate] = QDate.currentDate


@dataclass(frozen=True)
class SeasonValues:
    """What the form holds (or what a stored season would show in it)."""

    name: str
    leaderboard_id: int | None
    date_from: str
    date_to: str
    #: how many events count (None: all)
    best: int | None
    #: the scale as typed, "25,18,15"
    points: str

    @classmethod
    def of(cls, season: Season) -> SeasonValues:
        """The values a stored season shows."""
        return cls(season.name, season.leaderboard_id, season.date_from, season.date_to, season.best, season.points_text())


class SeasonForm(QWidget):
    """The settings of the season being made or changed; Enter in a field asks to save."""

    save_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = named(QLineEdit(), translate("standings.season_form", "Season name"), translate("standings.season_form", "Type the season's name; Enter saves the season."))
        self.name.setPlaceholderText(translate("standings.season_form", "e.g. Season 2024"))
        self.leaderboard = named(QComboBox(), translate("standings.season_form", "Season leaderboard"), translate("standings.season_form", "Pick the leaderboard whose events count for the season."))
        self.leaderboard.setMinimumContentsLength(12)
        self.date_from = named(date_field(), translate("standings.season_form", "Season starts"), translate("standings.season_form", "The first day whose events count."))
        self.date_to = named(date_field(), translate("standings.season_form", "Season ends"), translate("standings.season_form", "The last day whose events count."))
        self.best = named(QSpinBox(minimum=0, maximum=MAX_BEST), translate("standings.season_form", "Events that count"))
        self.best.setSpecialValueText(translate("standings.season_form", "all events"))
        self.best.setPrefix(translate("standings.season_form", "best "))
        self.best.setToolTip(translate("standings.season_form", "Only each player's best N events count (all events at the lowest value)"))
        self.points = named(QTableWidget(0, 1), translate("standings.season_form", "Points per place"))
        self.points.setTabKeyNavigation(False)  # one Tab stop; the arrows move within (Tab in a cell's editor still goes to the next cell)
        self.points.setHorizontalHeaderLabels([translate("standings.season_form", "Points")])
        self.points.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.points.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                                    | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.points.setToolTip(translate("standings.season_form", "Points for 1st, 2nd, 3rd… place; places below the list get 0"))
        self.add_place = named(QPushButton(translate("standings.season_form", "Add place")), translate("standings.season_form", "Add place"), translate("standings.season_form", "Adds a row for the next place's points."))
        self.remove_place = named(QPushButton(translate("standings.season_form", "Remove place")), translate("standings.season_form", "Remove place"), translate("standings.season_form", "Removes the last place's row."))
        self.default_scale = named(QPushButton(translate("standings.season_form", "Default scale")), translate("standings.season_form", "Default scale"))
        self.default_scale.setToolTip(translate("standings.season_form", "Points ") + points_text(DEFAULT_SEASON_POINTS))
        self.add_place.clicked.connect(lambda: self._add_place(""))
        self.remove_place.clicked.connect(self._remove_place)
        self.default_scale.clicked.connect(lambda: self.set_points(DEFAULT_SEASON_POINTS))

        form = QFormLayout()
        form.addRow(translate("standings.season_form", "Name"), self.name)
        form.addRow(translate("standings.season_form", "Leaderboard"), self.leaderboard)
        form.addRow(translate("standings.season_form", "From"), self.date_from)
        form.addRow(translate("standings.season_form", "To"), self.date_to)
        form.addRow(translate("standings.season_form", "Counting"), self.best)
        scale_buttons = QHBoxLayout()
        for button in (self.add_place, self.remove_place, self.default_scale):
            scale_buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.points, 1)
        layout.addLayout(scale_buttons)
        self.name.returnPressed.connect(self.save_requested.emit)
        for field in (self.date_from, self.date_to, self.best):
            field.installEventFilter(self)
        self.fill(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Enter in a date or the number of events saves, once the field has taken what was typed
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QTimer.singleShot(0, self.save_requested.emit)
        return False

    # ---- values in and out --------------------------------------------------------------------

    def set_leaderboards(self, boards: Sequence[Leaderboard], default: int | None = None) -> None:
        """The leaderboards to choose from (the one chosen stays, else ``default``)."""
        keep = self.leaderboard.currentData()
        self.leaderboard.blockSignals(True)
        self.leaderboard.clear()
        for board in boards:
            self.leaderboard.addItem(board.name, board.id)
        at = self.leaderboard.findData(keep if keep is not None else default)
        self.leaderboard.setCurrentIndex(max(at, 0))
        self.leaderboard.blockSignals(False)

    def fill(self, values: SeasonValues | None, default_leaderboard: int | None = None) -> None:
        """Show a season's values, or a new season's (this year, every event, the default scale)."""
        if values is None:
            year = clock().year()
            values = SeasonValues("", default_leaderboard, f"{year:04d}-01-01", f"{year:04d}-12-31", None,
                                  points_text(DEFAULT_SEASON_POINTS))
        self.name.setText(values.name)
        at = self.leaderboard.findData(values.leaderboard_id)
        if at >= 0:
            self.leaderboard.setCurrentIndex(at)
        self.date_from.setDate(QDate.fromString(values.date_from, "yyyy-MM-dd"))
        self.date_to.setDate(QDate.fromString(values.date_to, "yyyy-MM-dd"))
        self.best.setValue(values.best or 0)
        self.set_points(values.points.split(","))

    def set_points(self, points: Sequence[str | float]) -> None:
        """Put a scale in the list, one place a row."""
        self.points.setRowCount(0)
        for value in points:
            self._add_place(value if isinstance(value, str) else points_text([value]))

    def _add_place(self, text: str) -> None:
        row = self.points.rowCount()
        self.points.insertRow(row)
        item = QTableWidgetItem(text)
        self.points.setItem(row, 0, item)
        self.points.setVerticalHeaderItem(row, QTableWidgetItem(ordinal(row + 1)))
        if not text:
            self.points.setCurrentCell(row, 0)
            self.points.setFocus()
            self.points.editItem(item)

    def _remove_place(self) -> None:
        if self.points.rowCount() > 1:
            self.points.removeRow(self.points.rowCount() - 1)

    def values(self) -> SeasonValues:
        """What the form holds now."""
        texts = []
        for row in range(self.points.rowCount()):
            item = self.points.item(row, 0)
            texts.append(item.text().strip() if item is not None else "")
        while texts and not texts[-1]:
            texts.pop()  # a place added and left empty
        board = self.leaderboard.currentData()
        return SeasonValues(self.name.text(), int(board) if board is not None else None,
                            self.date_from.date().toString("yyyy-MM-dd"), self.date_to.date().toString("yyyy-MM-dd"),
                            self.best.value() or None, ",".join(texts))
