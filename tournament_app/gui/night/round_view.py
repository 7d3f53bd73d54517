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

from ...league import night
from ...league.night import NightMatch, NightRound, NightState
from ...league.night import DYP_RULE, stand_in_notes
from ..common.accessible import described, named
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common import printing
from ..common.result_text import match_text
from ...locale_text import chance_text

if TYPE_CHECKING:
    from .steps import NightSteps

PLAYER_MIME = "application/x-tournament-app-player"
SWAP_HINT = QT_TRANSLATE_NOOP("night.round_view", "Drag a player onto another to swap them (or click one, then the other) "
                              "before the round starts. Win chances come from the leaderboard's ratings.")
#: the draw modes as the chooser says them (the league's MODE_TITLES, marked here; a test keeps them equal)
MODE_TITLES = {
    "dyp": QT_TRANSLATE_NOOP("night.round_view", "DYP (fixed pairs for the night, strongest with weakest)"),
    "rotating": QT_TRANSLATE_NOOP("night.round_view", "Rotating partners (individual standings)"),
    "swiss": QT_TRANSLATE_NOOP("night.round_view", "Swiss (one against one)"),
    "round-robin": QT_TRANSLATE_NOOP("night.round_view", "Round robin (one against one)"),
}
#: the undo step of choosing a mode, per mode
MODE_STEPS = {
    "dyp": QT_TRANSLATE_NOOP("night.round_view", "Draw mode DYP"),
    "rotating": QT_TRANSLATE_NOOP("night.round_view", "Draw mode rotating partners"),
    "swiss": QT_TRANSLATE_NOOP("night.round_view", "Draw mode Swiss"),
    "round-robin": QT_TRANSLATE_NOOP("night.round_view", "Draw mode round robin"),
}
#: the league's DYP rule, marked here (a test keeps it equal to DYP_RULE)
DYP_RULE_TEXT = QT_TRANSLATE_NOOP(
    "night.round_view",
    "Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as "
    "strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival "
    "and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. "
    "Sitting out goes in turn.")


def mode_title(mode: str) -> str:
    """A draw mode as the chooser says it, in the app's language."""
    return translate("night.round_view", MODE_TITLES[mode]) if mode in MODE_TITLES else night.MODE_TITLES.get(mode, mode)


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
        # from the font, so a chip grows with a bigger system font (the text itself always fits: it is the size hint)
        metrics = self.fontMetrics()
        self.setMinimumWidth(10 * metrics.averageCharWidth())
        self.setMinimumHeight(metrics.height() + 2 * metrics.averageCharWidth())
        self.setAcceptDrops(movable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if movable else Qt.FocusPolicy.NoFocus)
        self.setToolTip(translate("night.round_view", "Drag onto another player to swap them") if movable else name)
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


def round_state_text(rnd: NightRound) -> str:
    """"drawn, not started", "started: 1 of 3 results in" or "finished"."""
    if not rnd.started:
        return translate("night.round_view", "drawn, not started")
    if rnd.finished:
        return translate("night.round_view", "finished")
    done = sum(1 for m in rnd.matches if m.status == "finished")
    return translate("night.round_view", "started: {done} of %n result(s) in", None, len(rnd.matches)).format(done=done)


class RoundView(QWidget):
    """Draw the next round (mode, balanced by ratings), swap players by drag and drop, start it; look back at earlier rounds."""

    def __init__(self, steps: NightSteps) -> None:
        super().__init__()
        self.steps = steps
        self.state: NightState | None = None
        self.shown_round: NightRound | None = None
        self.chips: dict[int, PlayerChip] = {}
        self.chances: list[QLabel] = []
        self.results: list[QLabel] = []
        self._chosen: int | None = None
        #: the round the organizer picked to look back at (None: the current one)
        self._picked: int | None = None

        self.mode = QComboBox()
        self.mode.setObjectName("draw-mode")
        named(self.mode, translate("night.round_view", "Draw mode"), translate("night.round_view", "Pick how the next round's teams and opponents are drawn."))
        for key in night.MODES:
            self.mode.addItem(mode_title(key), key)
        self.mode.setCurrentIndex(night.MODES.index("rotating"))
        self.round_picker = QComboBox()
        self.round_picker.setObjectName("round-picker")
        self.round_picker.setAccessibleName(translate("night.round_view", "Round"))
        self.round_picker.setToolTip(translate("night.round_view", "Look back at an earlier round and its results"))
        self.round_picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.draw_button = described(QPushButton(translate("night.round_view", "&Draw next round")), translate("night.round_view", "Draws the next round from the players present; it can still be changed."))
        self.draw_button.setObjectName("draw-round")
        self.start_button = described(QPushButton(translate("night.round_view", "Start ro&und")), translate("night.round_view", "Starts the drawn round: its matches wait for free tables."))
        self.start_button.setObjectName("start-round")
        self.discard_button = described(QPushButton(translate("night.round_view", "D&iscard draw")), translate("night.round_view", "Throws the drawn round away, to draw again."))
        self.print_button = QPushButton(translate("night.round_view", "Print pairin&gs and slips…"))
        self.print_button.setToolTip(translate("night.round_view", "The night's rounds with table numbers, then a score slip per match (print preview first)"))
        for b in (self.draw_button, self.start_button, self.discard_button, self.print_button):
            b.setMinimumHeight(36)
        self.title = QLabel()
        self.title.setObjectName("round-title")
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setWordWrap(True)
        self.help = QLabel(translate("night.round_view", SWAP_HINT))
        self.help.setObjectName("round-hint")
        self.help.setWordWrap(True)
        self.rule = QLabel()
        self.rule.setObjectName("dyp-rule")
        self.rule.setAccessibleName(translate("night.round_view", "DYP rule"))
        self.rule.setWordWrap(True)
        self.stand_ins = QLabel()
        self.stand_ins.setObjectName("stand-ins")
        self.stand_ins.setAccessibleName(translate("night.round_view", "Stand-ins"))
        self.stand_ins.setWordWrap(True)
        self.stand_ins.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.stand_ins.font())
        bold.setBold(True)
        self.stand_ins.setFont(bold)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.board = QWidget()
        self.grid = QGridLayout(self.board)
        self.scroller.setWidget(self.board)

        # two rows (the next draw; the round shown), so a bigger system font still fits the window's width
        draw_bar = QHBoxLayout()
        mode_label = QLabel(translate("night.round_view", "Mode:"))
        mode_label.setBuddy(self.mode)
        draw_bar.addWidget(mode_label)
        draw_bar.addWidget(self.mode)
        draw_bar.addWidget(self.draw_button)
        draw_bar.addStretch(1)
        round_bar = QHBoxLayout()
        round_label = QLabel(translate("night.round_view", "Round:"))
        round_label.setBuddy(self.round_picker)
        round_bar.addWidget(round_label)
        round_bar.addWidget(self.round_picker)
        round_bar.addWidget(self.discard_button)
        round_bar.addWidget(self.start_button)
        round_bar.addWidget(self.print_button)
        round_bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(draw_bar)
        layout.addLayout(round_bar)
        layout.addWidget(self.title)
        layout.addWidget(self.help)
        layout.addWidget(self.rule)
        layout.addWidget(self.stand_ins)
        layout.addWidget(self.scroller, 1)

        self.mode.activated.connect(self._mode_picked)
        self.round_picker.activated.connect(self._round_picked)
        self.draw_button.clicked.connect(self.draw)
        self.start_button.clicked.connect(self.start)
        self.discard_button.clicked.connect(self.discard)
        self.print_button.clicked.connect(self.print_pairings)

    # ---- showing ----------------------------------------------------------------------
    def show_state(self, state: NightState | None) -> None:
        """Show the round waiting to start, else the latest round (or the earlier one picked), and the event's mode."""
        previous = self.state
        self.state = state
        if state is None or previous is None or previous.event_id != state.event_id or len(previous.rounds) != len(state.rounds):
            self._picked = None  # another event, or a round drawn or discarded: back to the current round
        pending = state.pending_round if state is not None else None
        rounds = state.rounds if state is not None else ()
        current = pending or (rounds[-1] if rounds else None)
        picked = next((r for r in rounds if r.number == self._picked), None)
        self.shown_round = picked or current
        self._show_mode(state)
        self.round_picker.blockSignals(True)
        self.round_picker.clear()
        for r in rounds:
            self.round_picker.addItem(translate("night.round_view", "Round {number}").format(number=r.number), r.number)
        if self.shown_round is not None:
            self.round_picker.setCurrentIndex(self.round_picker.findData(self.shown_round.number))
        self.round_picker.blockSignals(False)
        self.round_picker.setEnabled(len(rounds) > 1)
        self.draw_button.setEnabled(state is not None and pending is None)
        movable = pending is not None and self.shown_round is pending
        self.start_button.setEnabled(movable)
        self.discard_button.setEnabled(movable)
        self.print_button.setEnabled(self.shown_round is not None)
        self._chosen = None
        self._fill(self.shown_round, movable=movable)

    def _show_mode(self, state: NightState | None) -> None:
        """The mode kept with the event; else the one of its latest round; else rotating partners."""
        if state is None:
            return
        mode = state.draw_mode or (state.rounds[-1].mode if state.rounds else "rotating")
        index = self.mode.findData(mode)
        if index >= 0:
            self.mode.setCurrentIndex(index)

    def _fill(self, rnd: NightRound | None, *, movable: bool) -> None:
        # a new board each time: rows and columns stretched for an earlier round must not stretch this one
        self.board = QWidget()
        self.grid = QGridLayout(self.board)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(8)
        self.scroller.setWidget(self.board)
        self.chips = {}
        self.chances = []
        self.results = []
        self.help.setVisible(movable)
        if rnd is None:
            self.title.setText(translate("night.round_view", "No round drawn yet: check players in, pick a mode, draw."))
            self._show_rule(None)
            return
        self.title.setText(translate("night.round_view", "Round {number} — {mode} — {state}").format(
            number=rnd.number, mode=mode_title(rnd.mode), state=round_state_text(rnd)))
        row = 0
        for n, match in enumerate(rnd.matches, start=1):
            if match.table:
                heading = translate("night.round_view", "Match {number} · {table}").format(number=n, table=match.table)
            else:
                heading = translate("night.round_view", "Match {number}").format(number=n)
            self.grid.addWidget(QLabel(heading), row, 0)
            col = 1
            for s, (ids, names) in enumerate(zip(match.player_ids, match.sides)):
                if s:
                    self.grid.addWidget(QLabel(translate("night.round_view", "v", "versus")), row, col)
                    col += 1
                for pid, name in zip(ids, names):
                    self.grid.addWidget(self._chip(pid, name, movable), row, col)
                    col += 1
            chance = QLabel(chance_text(match.win_probability))
            chance.setObjectName("match-chance")
            chance.setToolTip(translate("night.round_view", "Each side's chance to win before the game"))
            self.chances.append(chance)
            self.grid.addWidget(chance, row, col)
            result = QLabel(self._result_of(match) if rnd.started else "")
            result.setObjectName("match-result")
            self.results.append(result)
            self.grid.addWidget(result, row, col + 1)
            row += 1
        if rnd.sitting_out:
            self.grid.addWidget(QLabel(translate("night.round_view", "Sitting out")), row, 0)
            for col, (pid, name) in enumerate(rnd.sitting_out, start=1):
                self.grid.addWidget(self._chip(pid, name, movable), row, col)
            row += 1
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(self.grid.columnCount(), 1)
        self._show_rule(rnd)

    def _result_of(self, match: NightMatch) -> str:
        if match.status != "finished":
            return {"queued": translate("night.round_view", "waiting for a table"),
                    "called": translate("night.round_view", "called", "match: called to a table"),
                    "playing": translate("night.round_view", "playing")}.get(match.status, "")
        result = self.state.result_of(match) if self.state is not None else None
        return match_text(result) if result is not None else translate("night.round_view", "result deleted")

    def _show_rule(self, rnd: NightRound | None) -> None:
        """DYP: the pairing rule in words, and why each side that is not a fixed pair plays together this round."""
        dyp_shown = (rnd is not None and rnd.mode == "dyp") or self.mode.currentData() == "dyp"
        self.rule.setVisible(dyp_shown)
        self.rule.setText(translate("night.round_view", "DYP: {rule}").format(rule=translate("night.round_view", DYP_RULE))
                          if dyp_shown else "")
        self.stand_ins.setText("")
        self.stand_ins.setVisible(False)
        if not dyp_shown:
            return
        notes: list[str] = []
        if rnd is not None and rnd.mode == "dyp" and rnd.pairs is not None:
            names = {pid: name for m in rnd.matches for ids, ns in zip(m.player_ids, m.sides) for pid, name in zip(ids, ns)}
            names.update(dict(rnd.sitting_out))
            names.update(dict(self.state.players) if self.state is not None else {})
            sides = [[names[p] for p in ids] for m in rnd.matches for ids in m.player_ids]
            pairs = [[names.get(a, str(a)), names.get(b, str(b))] for a, b in rnd.pairs]
            notes = stand_in_notes(sides, pairs, [name for _pid, name in rnd.sitting_out])
        self.stand_ins.setText("\n".join(f"• {note}" for note in notes))
        self.stand_ins.setVisible(bool(notes))

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

    def _round_picked(self, _index: int) -> None:
        """The organizer picked a round to look at (an earlier one, with its results)."""
        number = self.round_picker.currentData()
        current = self.state.pending_round or (self.state.rounds[-1] if self.state.rounds else None) if self.state else None
        self._picked = None if current is not None and number == current.number else number
        self.show_state(self.state)

    # ---- actions ----------------------------------------------------------------------
    def _mode_picked(self, _index: int) -> None:
        """The organizer picked a draw mode: it is kept with the event (and shown again after a restart)."""
        mode = str(self.mode.currentData())
        if self.state is None or self.state.draw_mode == mode:
            self._show_rule(self.shown_round)
            return
        self._show_rule(self.shown_round)
        self.steps.change(lambda club, eid: night.set_draw_mode(club, eid, mode), translate("night.round_view", MODE_STEPS[mode]) if mode in MODE_STEPS else mode)

    def draw(self) -> None:
        """Draw the next round for the players present."""
        mode = str(self.mode.currentData())
        self.steps.change(lambda club, eid: night.draw_next_round(club, eid, mode), translate("night.round_view", "Draw next round"),
                          label=translate("night.round_view", "Drawing the next round…"))

    def swap(self, player_a: int, player_b: int) -> None:
        """Swap two players of the round waiting to start."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.steps.change(lambda club, eid: night.swap_players(club, eid, number, player_a, player_b), translate("night.round_view", "Swap players"))

    def start(self) -> None:
        """Start the drawn round: its matches go into the queue and free tables are called."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.steps.change(lambda club, eid: night.start_round(club, eid, number), translate("night.round_view", "Start round {number}").format(number=number),
                          on_done=lambda _r: self.steps.round_started.emit())

    def discard(self) -> None:
        """Throw away the drawn round (before it starts)."""
        rnd = self.shown_round
        if rnd is None or rnd.started:
            return
        number = rnd.number
        self.steps.change(lambda club, eid: night.discard_round(club, eid, number), translate("night.round_view", "Discard round {number}").format(number=number))

    def print_pairings(self) -> None:
        """Print (or save as PDF) the night's pairings and score slips, with a preview first."""
        event_id = self.steps.event_id()
        if event_id is not None:
            # the booklet File ▸ Print pairings prints too: with the QR codes while the event is shared
            printing.print_event_rounds(self.steps.ops, event_id, self, self.steps.share_links)
