"""Results reported from phones, waiting for the organizer: the match, the claimed result, which side's code sent
it and from which device, when; Confirm or Reject.

Confirm records the claim like a result typed at the table and Reject turns
it down; both are undo steps of the club file through :class:`Operations`
(Ctrl+Z after a confirm puts the report back to pending). Reports that
disagree about one match are shown as a conflict and are never applied by
themselves; one device that sent more than one side's report is pointed
out (the both-agree rule never counts it). Keys in the list: Enter confirms
the selected report, Delete rejects it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..common.accessible import named
from ...league import Changes, Club, companion
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.operations import Operations

CONFLICT = QColor("#c62828")

#: the list's columns (the status column is bold when the report needs a look)
COLUMNS = (QT_TRANSLATE_NOOP("companion.reports_view", "Match"), QT_TRANSLATE_NOOP("companion.reports_view", "Claimed result"),
           QT_TRANSLATE_NOOP("companion.reports_view", "Reported by side"), QT_TRANSLATE_NOOP("companion.reports_view", "Sent from"),
           QT_TRANSLATE_NOOP("companion.reports_view", "Status"), QT_TRANSLATE_NOOP("companion.reports_view", "Received"),
           QT_TRANSLATE_NOOP("companion.reports_view", "Where"))
STATUS_COLUMN = 4


def report_side(report: companion.Report) -> str:
    """"Side 2: Ben": the side whose code the report carried ("Whole match (older code)" for one made before)."""
    if report.side is None:
        return translate("companion.reports_view", "Whole match (older code)")
    return translate("companion.reports_view", "Side {number}: {names}").format(number=report.side + 1,
                                                                             names=report.side_label())


def report_where(report: companion.Report) -> str:
    """Where the reported match is played: its table, or "match 12" while it waits for one (as the step is named)."""
    if report.table:
        return report.table
    return translate("companion.reports_view", "match {number}").format(number=report.drawn_match_id)


class ReportsTable(QTableWidget):
    """The reports, one a row; Enter confirms the selected one and Delete rejects it."""

    confirm_pressed = Signal()
    reject_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.confirm_pressed.emit()
            return
        if event.key() == Qt.Key.Key_Delete and not event.modifiers():
            self.reject_pressed.emit()
            return
        super().keyPressEvent(event)


class ReportsView(QWidget):
    """The shared event's reported results that wait for a decision."""

    #: the reports waiting now (after each load)
    loaded = Signal(list)

    def __init__(self, ops: Operations, event_id: Callable[[], int | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self._event_id = event_id
        self.reports: list[companion.Report] = []
        self.title = QLabel(translate("companion.reports_view", "Results reported from phones"))
        self.title.setObjectName("reports-title")
        self.table = ReportsTable(0, len(COLUMNS))
        self.table.setObjectName("companion-reports")
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self.table, translate("companion.reports_view", "Reports"), translate("companion.reports_view", "The results reported from phones, one a row; Enter confirms the selected one, Delete rejects it."))
        self.table.setHorizontalHeaderLabels([translate("companion.reports_view", title) for title in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column in (0, 1, 2)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.confirm_button = QPushButton(translate("companion.reports_view", "&Confirm"))
        self.confirm_button.setAccessibleName(translate("companion.reports_view", "Confirm report"))
        self.confirm_button.setToolTip(translate("companion.reports_view", "Record the reported result (Enter in the list)"))
        self.reject_button = QPushButton(translate("companion.reports_view", "Re&ject"))
        self.reject_button.setAccessibleName(translate("companion.reports_view", "Reject report"))
        self.reject_button.setToolTip(translate("companion.reports_view", "Turn the report down: nothing is recorded (Delete in the list)"))
        self.hint = QLabel()
        self.hint.setObjectName("reports-hint")
        self.hint.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.reject_button)
        buttons.addWidget(self.hint, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

        self.confirm_button.clicked.connect(self.confirm)
        self.reject_button.clicked.connect(self.reject)
        self.table.confirm_pressed.connect(self.confirm)
        self.table.reject_pressed.connect(self.reject)
        self.table.itemSelectionChanged.connect(self._enable)
        self._show([])

    # ---- loading ------------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the event's waiting reports on the worker."""
        event_id = self._event_id()
        if event_id is None:
            self._show([])
            return
        self.ops.query(lambda club: (event_id, companion.pending_reports(club, event_id)), self._loaded)

    def _loaded(self, found: tuple[int, list[companion.Report]]) -> None:
        event_id, reports = found
        if event_id == self._event_id():
            self._show(reports)

    def _show(self, reports: list[companion.Report]) -> None:
        chosen = self.selected()
        self.reports = reports
        shared = companion.one_device_for_sides(reports)
        self.table.setRowCount(len(reports))
        for row, report in enumerate(reports):
            conflict = report.status == "conflict"
            one_device = report.id in shared
            status = (translate("companion.reports_view", "Conflict: the sides disagree") if conflict
                      else translate("companion.reports_view", "Waiting: one device sent more than one side") if one_device
                      else translate("companion.reports_view", "Waiting"))
            cells = [report.match_label(), report.result_text(), report_side(report), report.sender(), status,
                     report.received_at[11:16] or report.received_at, report_where(report)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, report.id)
                if conflict or one_device:
                    item.setForeground(CONFLICT)
                    if column == STATUS_COLUMN:
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                self.table.setItem(row, column, item)
        ids = [r.id for r in reports]
        if chosen is not None and chosen.id in ids:
            self.table.selectRow(ids.index(chosen.id))
        elif reports and not self.table.selectedItems():
            self.table.selectRow(0)
        conflicts = sum(r.status == "conflict" for r in reports)
        hints = []
        if conflicts:
            hints.append(translate("companion.reports_view", "Reports in conflict are never recorded by themselves: "
                                   "ask the players, then confirm the right one and reject the other."))
        if shared:
            hints.append(translate("companion.reports_view", "One device sent the reports of more than one side of "
                                   "a match: they never count as both sides agreeing. Ask the players before you "
                                   "confirm."))
        if not reports:
            hints.append(translate("companion.reports_view", "No reported result is waiting."))
        self.hint.setText(" ".join(hints))
        self._enable()
        self.loaded.emit(reports)

    def selected(self) -> companion.Report | None:
        """The report selected in the list, if any."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() is not None else []
        if not rows or not 0 <= rows[0].row() < len(self.reports):
            return None
        return self.reports[rows[0].row()]

    def _enable(self) -> None:
        has = self.selected() is not None
        self.confirm_button.setEnabled(has)
        self.reject_button.setEnabled(has)

    # ---- deciding -----------------------------------------------------------------------------------
    def confirm(self) -> None:
        """Record the selected report's result (one undo step)."""
        report = self.selected()
        if report is None:
            return
        report_id, event_id = report.id, report.event_id
        text = translate("companion.reports_view", "Confirm reported result, {where}").format(where=report_where(report))

        def run(club: Club, _c: object) -> Changes:
            return companion.confirm_report(club, report_id) | Changes(events=frozenset({event_id}))

        self.ops.perform(text, self.ops.league_step(run), on_error=self._refused)

    def reject(self) -> None:
        """Turn the selected report down (one undo step; nothing is recorded)."""
        report = self.selected()
        if report is None:
            return
        report_id, event_id = report.id, report.event_id
        text = translate("companion.reports_view", "Reject reported result, {where}").format(where=report_where(report))

        def run(club: Club, _c: object) -> Changes:
            return companion.reject_report(club, report_id) | Changes(events=frozenset({event_id}))

        self.ops.perform(text, self.ops.league_step(run), on_error=self._refused)

    def _refused(self, exc: BaseException) -> None:
        self.reload()  # the list may be out of date (the match got a result meanwhile)
        self.ops.worker.error.emit(exc)
