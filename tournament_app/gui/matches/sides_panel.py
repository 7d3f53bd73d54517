"""The sides of a match in the form: one row per side, reordered by dragging or Alt+Up/Down."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QSize, QStringListModel, Qt, Signal
from PySide6.QtGui import QDoubleValidator, QDrag, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...league import Team
from .name_completer import names_completer, split_names
from ...translation import translate

SIDE_MIME = "application/x-tournament-app-side"


class DragHandle(QLabel):
    """The grip a side is dragged by."""

    def __init__(self, editor: SideEditor) -> None:
        super().__init__("⠿")
        self.editor = editor
        self.setToolTip(translate("matches.sides_panel", "Drag to reorder the placements"))
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._start: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._start = event.position().toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._start is None or (event.position().toPoint() - self._start).manhattanLength() < 4:
            return
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(SIDE_MIME, str(self.editor.panel.index_of(self.editor)).encode())
        drag.setMimeData(mime)
        drag.setPixmap(self.editor.grab())
        self._start = None
        drag.exec(Qt.DropAction.MoveAction)


class ScoreField(QLineEdit):
    """A short number field, as wide as its placeholder or a score like -000.00 in the font shown."""

    SAMPLE = "-000.00"

    def __init__(self, placeholder: str) -> None:
        super().__init__(placeholderText=placeholder)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, self.sizePolicy().verticalPolicy())

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        # QLineEdit's own hint is 17 x's plus its frame and margins; keep those, fit the texts instead
        around = hint.width() - 17 * metrics.horizontalAdvance("x")
        text = max(metrics.horizontalAdvance(self.placeholderText()), metrics.horizontalAdvance(self.SAMPLE))
        # a space more: the placeholder is elided on fractional widths, and the cursor needs room after a typed score
        return QSize(text + metrics.horizontalAdvance(" ") + around, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()


class SideEditor(QFrame):
    """One side: place, players, roster team, score, tie with the side above, remove."""

    changed = Signal()
    submit = Signal()

    def __init__(self, panel: SidesPanel) -> None:
        super().__init__()
        self.panel = panel
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.handle = DragHandle(self)
        self.place = QSpinBox(minimum=1, maximum=99)
        self.place.setToolTip(translate("matches.sides_panel", "Placement: 1 = best; equal placements are a tie"))
        self.place.setPrefix(translate("matches.sides_panel", "Place "))
        self.players = QLineEdit(placeholderText=translate("matches.sides_panel", "Players, separated by commas"))
        self.players.setCompleter(panel.make_completer(self.players))
        self.players.setAccessibleDescription(translate("matches.sides_panel", "Type the side's players, separated by commas; matching names are offered as you type."))
        self.team = QComboBox()
        self.team.setToolTip(translate("matches.sides_panel", "Pick a roster to fill in its players"))
        self.team.setMinimumContentsLength(10)
        self.score = ScoreField(translate("matches.sides_panel", "Score"))
        self.score.setAccessibleDescription(translate("matches.sides_panel", "Type the side's score, if the game keeps one."))
        self.score.setValidator(QDoubleValidator())
        self.tie = QToolButton()
        self.tie.setText(translate("matches.sides_panel", "= tie"))
        self.tie.setCheckable(True)
        self.tie.setToolTip(translate("matches.sides_panel", "Tied with the side above (same placement)"))
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.setToolTip(translate("matches.sides_panel", "Remove this side"))
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 3, 6, 3)
        row.addWidget(self.handle)
        row.addWidget(self.place)
        row.addWidget(self.players, 1)
        row.addWidget(self.team)
        row.addWidget(self.score)
        row.addWidget(self.tie)
        row.addWidget(self.remove)
        self.place.valueChanged.connect(self._place_typed)
        self.players.textChanged.connect(self.changed)
        self.score.textChanged.connect(self.changed)
        self.team.activated.connect(self._team_chosen)
        self.tie.toggled.connect(lambda _on: panel.renumber())
        self.remove.clicked.connect(lambda: panel.remove_side(self))
        for field in (self.players, self.score):
            field.returnPressed.connect(self.submit)
        for widget in (self.players, self.score, self.place, self.team):
            widget.installEventFilter(self)
        self.set_teams(panel.teams)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Alt+Up / Alt+Down move this side up or down the placements."""
        if event.type() == QEvent.Type.KeyPress and event.modifiers() == Qt.KeyboardModifier.AltModifier:  # type: ignore[attr-defined]
            step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(event.key())  # type: ignore[attr-defined]
            if step is not None:
                n = self.panel.index_of(self)
                self.panel.move(n, n + step)
                watched.setFocus()  # type: ignore[attr-defined]
                return True
        return super().eventFilter(watched, event)

    def name_inputs(self, number: int) -> None:
        """Accessible names by the side's position ("Side 2 players"), for screen readers and tests."""
        names = ((self.players, translate("matches.sides_panel", "Side {number} players")),
                 (self.place, translate("matches.sides_panel", "Side {number} place")),
                 (self.team, translate("matches.sides_panel", "Side {number} team")),
                 (self.score, translate("matches.sides_panel", "Side {number} score")),
                 (self.tie, translate("matches.sides_panel", "Side {number} tied with the side above")))
        for widget, name in names:
            widget.setAccessibleName(name.format(number=number))
        self.remove.setAccessibleName(translate("matches.sides_panel", "Remove side {number}").format(number=number))
        self.handle.setAccessibleName(translate("matches.sides_panel", "Drag side {number}").format(number=number))

    def set_teams(self, teams: Sequence[Team]) -> None:
        """Offer these rosters in the team box."""
        current = self.team_id()
        self.team.blockSignals(True)
        self.team.clear()
        self.team.addItem(translate("matches.sides_panel", "(no team)"), None)
        for t in teams:
            self.team.addItem(t.name, t.id)
        index = self.team.findData(current)
        self.team.setCurrentIndex(max(index, 0))
        self.team.blockSignals(False)

    def team_id(self) -> int | None:
        """The roster chosen, if any."""
        data = self.team.currentData()
        return int(data) if data is not None else None

    def names(self) -> list[str]:
        """The player names typed on this side."""
        return split_names(self.players.text())

    def score_value(self) -> float | None:
        """The score typed, if any."""
        text = self.score.text().strip().replace(",", ".")
        try:
            return float(text) if text else None
        except ValueError:
            return None

    def _team_chosen(self, _index: int) -> None:
        team_id = self.team_id()
        team = next((t for t in self.panel.teams if t.id == team_id), None)
        if team is not None:
            self.players.setText(", ".join(self.panel.names.get(pid, "") for pid in team.member_ids))
        self.changed.emit()

    def _place_typed(self, _value: int) -> None:
        if self.panel.renumbering:
            return
        self.panel.sync_ties()
        self.changed.emit()


class SidesPanel(QWidget):
    """The sides of the match, top to bottom in placement order; drop target for reordering."""

    changed = Signal()
    submit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.editors: list[SideEditor] = []
        self.teams: list[Team] = []
        self.names: dict[int, str] = {}
        self.player_names = QStringListModel(self)
        self.renumbering = False
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(4)

    def make_completer(self, field: QLineEdit) -> QCompleter:
        """A completer over the club's player names for ``field``."""
        return names_completer(self.player_names, field)

    def add_side(self) -> SideEditor:
        """Append a side, placed after the others."""
        editor = SideEditor(self)
        editor.changed.connect(self.changed)
        editor.submit.connect(self.submit)
        self.editors.append(editor)
        self.layout_.addWidget(editor)
        self.renumber()
        return editor

    def remove_side(self, editor: SideEditor) -> None:
        """Remove a side (a match keeps at least two)."""
        if len(self.editors) <= 2:
            editor.players.clear()
            editor.score.clear()
            return
        self.editors.remove(editor)
        editor.setParent(None)
        editor.deleteLater()
        self.renumber()

    def index_of(self, editor: SideEditor) -> int:
        """Position of a side, top = 0."""
        return self.editors.index(editor)

    def move(self, source: int, target: int) -> None:  # type: ignore[override]  # (not QWidget.move: a side's position)
        """Move the side at ``source`` to ``target`` and renumber placements by position."""
        if source == target or not (0 <= source < len(self.editors)):
            return
        editor = self.editors.pop(source)
        target = max(0, min(target, len(self.editors)))
        self.editors.insert(target, editor)
        for e in self.editors:
            self.layout_.removeWidget(e)
        for e in self.editors:
            self.layout_.addWidget(e)
            e.tie.blockSignals(True)
            e.tie.setChecked(False)
            e.tie.blockSignals(False)
        self.renumber()

    def renumber(self) -> None:
        """Placements by position: 1, 2, ...; a side marked tied shares the place above."""
        self.renumbering = True
        try:
            for n, editor in enumerate(self.editors):
                editor.name_inputs(n + 1)
                editor.tie.setEnabled(n > 0)
                if n > 0 and editor.tie.isChecked():
                    editor.place.setValue(self.editors[n - 1].place.value())
                else:
                    editor.place.setValue(n + 1)
        finally:
            self.renumbering = False
        self.changed.emit()

    def sync_ties(self) -> None:
        """After a place was typed: a side is tied exactly when its place equals the one above."""
        for n, editor in enumerate(self.editors):
            tied = n > 0 and editor.place.value() == self.editors[n - 1].place.value()
            editor.tie.blockSignals(True)
            editor.tie.setChecked(tied)
            editor.tie.blockSignals(False)

    def dragEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.mimeData().hasFormat(SIDE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.mimeData().hasFormat(SIDE_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if not event.mimeData().hasFormat(SIDE_MIME):
            return
        source = int(bytes(event.mimeData().data(SIDE_MIME)).decode())
        self.move(source, self.index_at(event.position().toPoint().y()))
        event.acceptProposedAction()

    def index_at(self, y: int) -> int:
        """The position a drop at height ``y`` lands on."""
        for n, editor in enumerate(self.editors):
            if y < editor.geometry().center().y():
                return n
        return len(self.editors) - 1
