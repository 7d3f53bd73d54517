"""Rounds: draw the next round for the players present, swap players before it starts, start it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDropEvent, QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..league import club_night as night
from ..league.club_night import NightRound, NightState

if TYPE_CHECKING:
    from .night_view import NightView

PLAYER_MIME = "application/x-tournament-app-player"


class PlayerChip(QLabel):
    """A player in a drawn round: drag it onto another player (or click one, then the other) to swap them."""

    swap_requested = Signal(int, int)
    clicked = Signal(int)

    def __init__(self, player_id: int, name: str, movable: bool) -> None:
        super().__init__(name)
        self.player_id = player_id
        self.movable = movable
        self.setObjectName("player-chip")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumWidth(130)
        self.setMinimumHeight(34)
        self.setAcceptDrops(movable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if movable else Qt.FocusPolicy.NoFocus)
        self.setToolTip("Drag onto another player to swap them" if movable else name)
        self._press: QPoint | None = None
        self.set_chosen(False)

    def set_chosen(self, chosen: bool) -> None:
        """Highlight the chip picked first for a click-to-swap."""
        border = "#1565c0" if chosen else "#9e9e9e"
        width = 3 if chosen else 1
        self.setStyleSheet(f"QLabel#player-chip {{ border: {width}px solid {border}; border-radius: 6px; padding: 4px 10px; }}")

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.movable and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None or (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(player_mime(self.player_id))
        drag.setPixmap(self.grab())
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.player_id)
        self._press = None
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.movable and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit(self.player_id)
            return
        super().keyPressEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if event.mimeData().hasFormat(PLAYER_MIME) and dropped_player(event.mimeData()) != self.player_id:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        other = dropped_player(event.mimeData())
        if other is not None and other != self.player_id:
            event.acceptProposedAction()
            self.swap_requested.emit(other, self.player_id)


def player_mime(player_id: int) -> QMimeData:
    """The drag payload of a player chip."""
    data = QMimeData()
    data.setData(PLAYER_MIME, QByteArray(str(player_id).encode()))
    data.setText(str(player_id))
    return data


def dropped_player(data: QMimeData) -> int | None:
    """The player id a drag carries, or None."""
    if not data.hasFormat(PLAYER_MIME):
        return None
    try:
        return int(bytes(data.data(PLAYER_MIME).data()).decode())
    except ValueError:
        return None


def chance_text(probabilities: tuple[float, ...]) -> str:
    """"52% – 48%"."""
    return " – ".join(f"{p:.0%}" for p in probabilities)


class RoundView(QWidget):
    """Draw the next round (mode, balanced by ratings), swap players by drag and drop, start it."""

    def __init__(self, night_view: NightView) -> None:
        super().__init__()
        self.night = night_view
        self.state: NightState | None = None
        self.shown_round: NightRound | None = None
        self.chips: dict[int, PlayerChip] = {}
        self.chances: list[QLabel] = []
        self._chosen: int | None = None

        self.mode = QComboBox()
        self.mode.setObjectName("draw-mode")
        for key in night.MODES:
            self.mode.addItem(night.MODE_TITLES[key], key)
        self.mode.setCurrentIndex(night.MODES.index("rotating"))
        self.draw_button = QPushButton("Draw next round")
        self.draw_button.setObjectName("draw-round")
        self.start_button = QPushButton("Start round")
        self.start_button.setObjectName("start-round")
        self.discard_button = QPushButton("Discard draw")
        self.print_button = QPushButton("Print pairings and slips…")
        self.print_button.setToolTip("The night's rounds with table numbers, then a score slip per match (print preview first)")
        for b in (self.draw_button, self.start_button, self.discard_button, self.print_button):
            b.setMinimumHeight(36)
        self.title = QLabel()
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.help = QLabel("Drag a player onto another to swap them (or click one, then the other) before the round starts. "
                           "Win chances come from the leaderboard's ratings.")
        self.help.setWordWrap(True)
        self.board = QWidget()
        self.grid = QGridLayout(self.board)
        self.grid.setHorizontalSpacing(10)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.board)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        bar = QHBoxLayout()
        bar.addWidget(QLabel("Mode:"))
        bar.addWidget(self.mode)
        bar.addWidget(self.draw_button)
        bar.addStretch(1)
        bar.addWidget(self.discard_button)
        bar.addWidget(self.start_button)
        bar.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.title)
        layout.addWidget(self.help)
        layout.addWidget(scroll, 1)

        self.draw_button.clicked.connect(self.draw)
        self.start_button.clicked.connect(self.start)
        self.discard_button.clicked.connect(self.discard)
        self.print_button.clicked.connect(self.print_pairings)

    # ---- showing ----------------------------------------------------------------------
    def show_state(self, state: NightState | None) -> None:
        """Show the round waiting to start, else the latest round."""
        self.state = state
        pending = state.pending_round if state is not None else None
        latest = state.rounds[-1] if state is not None and state.rounds else None
        self.shown_round = pending or latest
        if pending is not None:
            index = self.mode.findData(pending.mode)
            if index >= 0:
                self.mode.setCurrentIndex(index)
        self.draw_button.setEnabled(state is not None and pending is None)
        self.start_button.setEnabled(pending is not None)
        self.discard_button.setEnabled(pending is not None)
        self.print_button.setEnabled(self.shown_round is not None)
        self._chosen = None
        self._fill(self.shown_round, movable=pending is not None)

    def _fill(self, rnd: NightRound | None, *, movable: bool) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.chips = {}
        self.chances = []
        if rnd is None:
            self.title.setText("No round drawn yet: check players in, pick a mode, draw.")
            return
        state = "drawn, not started" if movable else "started"
        self.title.setText(f"Round {rnd.number} — {night.MODE_TITLES.get(rnd.mode, rnd.mode)} — {state}")
        row = 0
        for n, match in enumerate(rnd.matches, start=1):
            self.grid.addWidget(QLabel(f"Match {n}" + (f" · {match.table}" if match.table else "")), row, 0)
            col = 1
            for s, (ids, names) in enumerate(zip(match.player_ids, match.sides)):
                if s:
                    self.grid.addWidget(QLabel("v"), row, col)
                    col += 1
                for pid, name in zip(ids, names):
                    self.grid.addWidget(self._chip(pid, name, movable), row, col)
                    col += 1
            chance = QLabel(chance_text(match.win_probability))
            chance.setObjectName("match-chance")
            chance.setToolTip("Each side's chance to win before the game")
            self.chances.append(chance)
            self.grid.addWidget(chance, row, col)
            row += 1
        if rnd.sitting_out:
            self.grid.addWidget(QLabel("Sitting out"), row, 0)
            for col, (pid, name) in enumerate(rnd.sitting_out, start=1):
                self.grid.addWidget(self._chip(pid, name, movable), row, col)
            row += 1
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(self.grid.columnCount(), 1)

    def _chip(self, pid: int, name: str, movable: bool) -> PlayerChip:
        chip = PlayerChip(pid, name, movable)
        chip.swap_requested.connect(self.swap)
        chip.clicked.connect(self._chip_clicked)
        self.chips[pid] = chip
        return chip

    def _chip_clicked(self, pid: int) -> None:
        if self._chosen is None:
            self._chosen = pid
            self.chips[pid].set_chosen(True)
            return
        first, self._chosen = self._chosen, None
        if first in self.chips:
            self.chips[first].set_chosen(False)
        if first != pid:
            self.swap(first, pid)

    # ---- actions ----------------------------------------------------------------------
    def draw(self) -> None:
        """Draw the next round for the players present."""
        mode = str(self.mode.currentData())
        self.night.change(lambda club, eid: night.draw_next_round(club, eid, mode), "Draw next round",
                          label="Drawing the next round…")

    def swap(self, player_a: int, player_b: int) -> None:
        """Swap two players of the round waiting to start."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.night.change(lambda club, eid: night.swap_players(club, eid, number, player_a, player_b), "Swap players")

    def start(self) -> None:
        """Start the drawn round: its matches go into the queue and free tables are called."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.night.change(lambda club, eid: night.start_round(club, eid, number), f"Start round {number}",
                          on_done=lambda _r: self.night.pages.setCurrentWidget(self.night.tables))

    def discard(self) -> None:
        """Throw away the drawn round (before it starts)."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.night.change(lambda club, eid: night.discard_round(club, eid, number), f"Discard round {number}")

    def print_pairings(self) -> None:
        """Print (or save as PDF) the night's pairings and score slips, with a preview first."""
        event_id = self.night.event_id()
        if event_id is not None:
            from . import printing

            printing.print_event_rounds(self.night.ops, event_id, self)
