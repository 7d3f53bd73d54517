"""The live bracket of an event: every match with its result and status; a click (or Enter) enters a result.

Shows the winners' and losers' brackets, the grand final (and its reset)
and the third-place match, or the knockout part of pools then knockout. A
result saved here is ``tournament.report_result(..., after_the_end=True)``,
one undoable step; when correcting it would change matches already played,
the organizer is told which and may clear them (one step again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, tournament
from .bracket_scene import MatchItem, build_scene, knockout_matches
from .reporting import open_result_dialog
from .result_dialog import ResultDialog
from .texts import describe
from ...translation import translate
from ...printouts import event_bracket
from ..common import printing
from ..common.accessible import described, named
from ..common.settings_store import settings
from ..common.contrast import muted_text

if TYPE_CHECKING:  # the event page (gui.night) hosts these widgets: no import back at run time
    from ..night.steps import NightSteps


class LiveBracketCanvas(QGraphicsView):
    """The drawn bracket: scrolls, zooms (buttons, Ctrl+wheel, Ctrl+plus/minus), arrows move between matches."""

    #: a match was clicked, or Enter/Space pressed on the current one (its fixture id)
    open_requested = Signal(int)
    #: the current (keyboard) match changed: its description
    current_changed = Signal(str)

    #: shown no smaller than this at first (then it scrolls); the Fit button goes below
    MIN_SCALE = 0.75

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("live-bracket")
        self.setAccessibleName(translate("tournament.bracket_view", "Bracket drawing"))
        self.items_by_id: dict[int, MatchItem] = {}
        self.current: int | None = None
        #: None: fit the width (not below MIN_SCALE); else the scale the person zoomed to
        self.zoom: float | None = None

    # ---- drawing ---------------------------------------------------------------------
    def show_view(self, view: tournament.EventView) -> None:
        """Draw the event's bracket, keeping the current match and the zoom."""
        keep = self.current
        self.items_by_id = build_scene(self.scene(), view, QFont(self.font()), self.palette())
        self.current = None
        if keep in self.items_by_id:
            self.set_current(keep, scroll=False)
        self.apply_zoom()

    def show_message(self, text: str) -> None:
        """A line of text instead of a bracket."""
        scene = self.scene()
        scene.clear()
        self.items_by_id = {}
        self.current = None
        item = scene.addSimpleText(text)
        item.setBrush(muted_text(self.palette(), QPalette.ColorRole.Base))
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self.setTransform(QTransform())

    # ---- zoom --------------------------------------------------------------------------
    def apply_zoom(self) -> None:
        """Scale to the person's zoom, or to the width (never below MIN_SCALE, then scroll)."""
        rect = self.sceneRect()
        if self.zoom is None:
            available = self.viewport().width() - 4
            scale = 1.0 if rect.width() <= 0 else min(1.0, max(self.MIN_SCALE, available / rect.width()))
        else:
            scale = self.zoom
        self.setTransform(QTransform.fromScale(scale, scale))

    def scale_now(self) -> float:
        return float(self.transform().m11())

    def zoom_by(self, factor: float) -> None:
        """Zoom in (factor > 1) or out, between 20% and 300%."""
        self.zoom = min(3.0, max(0.2, self.scale_now() * factor))
        self.apply_zoom()

    def fit_all(self) -> None:
        """Show the whole bracket at once."""
        rect = self.sceneRect()
        if rect.width() <= 0 or rect.height() <= 0:
            return
        scale = min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height(), 1.5)
        self.zoom = max(0.2, scale * 0.98)
        self.apply_zoom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.zoom is None:
            self.apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    # ---- choosing a match ------------------------------------------------------------
    def item_at(self, point: QPointF) -> MatchItem | None:
        for item in self.items(point.toPoint()):
            if isinstance(item, MatchItem):
                return item
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        item = self.item_at(event.position())
        if item is not None and event.button() == Qt.MouseButton.LeftButton:
            self.set_current(item.fixture.id)
            if item.actionable:
                self.open_requested.emit(item.fixture.id)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def set_current(self, fixture_id: int | None, scroll: bool = True) -> None:
        """Make this match the keyboard's current one (outlined, scrolled into sight)."""
        old = self.items_by_id.get(self.current) if self.current is not None else None
        if old is not None:
            old.current = False
            old.update()
        self.current = fixture_id
        item = self.items_by_id.get(fixture_id) if fixture_id is not None else None
        if item is None:
            return
        item.current = True
        item.update()
        if scroll:
            self.ensureVisible(item.sceneBoundingRect(), 24, 24)
        text = describe(item.fixture)
        self.setAccessibleDescription(text)
        self.current_changed.emit(text)

    def first_match(self) -> int | None:
        """The match to start from: the first one waiting for a result, else the first one."""
        items = sorted(self.items_by_id.values(), key=lambda i: i.fixture.id)
        ready = [i for i in items if i.fixture.status in ("ready", "playing")]
        chosen = ready[0] if ready else items[0] if items else None
        return chosen.fixture.id if chosen is not None else None

    def neighbour(self, key: int) -> int | None:
        """The match next to the current one in an arrow key's direction (nearest on screen)."""
        here = self.items_by_id.get(self.current) if self.current is not None else None
        if here is None:
            return self.first_match()
        c = here.sceneBoundingRect().center()
        best: tuple[float, int] | None = None
        for item in self.items_by_id.values():
            if item is here:
                continue
            p = item.sceneBoundingRect().center()
            dx, dy = p.x() - c.x(), p.y() - c.y()
            if key == Qt.Key.Key_Right and dx > 1:
                score = dx + 3 * abs(dy)
            elif key == Qt.Key.Key_Left and dx < -1:
                score = -dx + 3 * abs(dy)
            elif key == Qt.Key.Key_Down and dy > 1:
                score = dy + 3 * abs(dx)
            elif key == Qt.Key.Key_Up and dy < -1:
                score = -dy + 3 * abs(dx)
            else:
                continue
            if best is None or score < best[0]:
                best = (score, item.fixture.id)
        return best[1] if best is not None else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key in arrows and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            target = self.neighbour(key)
            if target is not None:
                self.set_current(target)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            item = self.items_by_id.get(self.current) if self.current is not None else None
            if item is not None and item.actionable:
                self.open_requested.emit(item.fixture.id)
            event.accept()
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.2)
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and key == Qt.Key.Key_Minus:
            self.zoom_by(1 / 1.2)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: Any) -> None:
        super().focusInEvent(event)
        if self.current is None and self.items_by_id:
            self.set_current(self.first_match())


#: the settings key of the paper the bracket was printed on last
PAPER_KEY = "bracket_paper"


class BracketView(QWidget):
    """The event's brackets played out: results, who advanced, what's next; click a match to enter its result."""

    def __init__(self, steps: NightSteps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("tournament.bracket_view", "Bracket"))
        self.steps = steps
        self.view: tournament.EventView | None = None
        self.result_dialog: ResultDialog | None = None

        self.champion = QLabel("")
        self.champion.setObjectName("champion")
        self.champion.setAccessibleName(translate("tournament.bracket_view", "Champion"))
        font = QFont(self.champion.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.champion.setFont(font)
        self.champion.hide()
        self.note = QLabel("")
        self.note.setObjectName("bracket-note")
        self.note.setWordWrap(True)
        self.note.hide()
        self.clear_button = QPushButton(translate("tournament.bracket_view", "Clear their results"))
        self.clear_button.setAccessibleName(translate("tournament.bracket_view", "Clear their results"))
        self.clear_button.setToolTip(translate("tournament.bracket_view", "Delete the results that no longer fit the bracket after a correction (undoable)"))
        self.clear_button.hide()
        self.clear_button.clicked.connect(self.clear_stale)
        self.hint = QLabel(translate("tournament.bracket_view", "Click a match (or move with the arrow keys and press Enter) to enter or correct its result."))
        self.hint.setWordWrap(True)
        self.canvas = LiveBracketCanvas(self)
        self.zoom_in = described(QPushButton(translate("tournament.bracket_view", "&Zoom in")), translate("tournament.bracket_view", "Draws the bracket bigger."))
        self.zoom_out = described(QPushButton(translate("tournament.bracket_view", "Zoom o&ut")), translate("tournament.bracket_view", "Draws the bracket smaller."))
        self.fit = described(QPushButton(translate("tournament.bracket_view", "Fit to win&dow")), translate("tournament.bracket_view", "Draws the whole bracket in the space there is."))
        for button in (self.zoom_in, self.zoom_out, self.fit):
            button.setAccessibleName(button.text().replace("&&", "\0").replace("&", "").replace("\0", "&"))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        #: the bracket with its results on paper: A4 or A3 landscape, cut into readable pages, previewed first
        self.paper = QComboBox()
        for size, title in (("A4", translate("tournament.bracket_view", "A4 landscape")),
                            ("A3", translate("tournament.bracket_view", "A3 landscape"))):
            self.paper.addItem(title, size)
        self.paper.setCurrentIndex(max(0, self.paper.findData(str(settings().value(PAPER_KEY, "A4")))))
        named(self.paper, translate("tournament.bracket_view", "Paper"), translate("tournament.bracket_view", "The sheet the bracket is printed on: A3 holds twice as much as A4."))
        self.print_button = QPushButton(translate("tournament.bracket_view", "Pr&int…"))
        named(self.print_button, translate("tournament.bracket_view", "Print bracket"),
              translate("tournament.bracket_view", "Prints the event's bracket with its results (both brackets of a double elimination), with a preview first."))
        self.print_button.clicked.connect(self.print_bracket)
        self.zoom_in.clicked.connect(lambda: self.canvas.zoom_by(1.2))
        self.zoom_out.clicked.connect(lambda: self.canvas.zoom_by(1 / 1.2))
        self.fit.clicked.connect(self.canvas.fit_all)
        self.canvas.open_requested.connect(self.open_match)

        head = QHBoxLayout()
        head.addWidget(self.hint, 1)
        head.addWidget(self.zoom_out)
        head.addWidget(self.zoom_in)
        head.addWidget(self.fit)
        head.addSpacing(12)
        head.addWidget(self.paper)
        head.addWidget(self.print_button)
        stale_row = QHBoxLayout()
        stale_row.addWidget(self.note, 1)
        stale_row.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.champion)
        layout.addLayout(head)
        layout.addLayout(stale_row)
        layout.addWidget(self.canvas, 1)
        self.setFocusProxy(self.canvas)
        self.show_event(None)

    # ---- showing -----------------------------------------------------------------------
    def show_event(self, view: tournament.EventView | None) -> None:
        """Draw the event's bracket (read on the worker); a line of text when it has none (yet)."""
        self.view = view
        ended = view is not None and view.finished and view.champion is not None
        self.champion.setText(translate("tournament.bracket_view", "Champion: {champion}").format(champion=view.champion) if ended and view is not None else "")
        self.champion.setVisible(ended)
        stale = view.stale if view is not None else ()
        if stale:
            #: Translators: one of the matches named in "A correction changed who plays in match 5, match 6: …"
            names = ", ".join(translate("tournament.bracket_view", "match {number}").format(number=m.id) for m in stale[:6])
            names += " …" if len(stale) > 6 else ""
            self.note.setText(translate("tournament.bracket_view", "A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.").format(names=names))
        self.note.setVisible(bool(stale))
        self.clear_button.setVisible(bool(stale))
        matches = knockout_matches(view) if view is not None else []
        self.hint.setVisible(bool(matches))
        for button in (self.zoom_in, self.zoom_out, self.fit, self.print_button, self.paper):
            button.setEnabled(bool(matches))
        if view is None:
            self.canvas.show_message(translate("tournament.bracket_view", "No event chosen."))
        elif matches:
            self.canvas.show_view(view)
        elif view.setup.format == "pools-knockout":
            self.canvas.show_message(translate("tournament.bracket_view", "The knockout bracket is drawn once every pool match has a result."))
        elif view.setup.format in tournament.KNOCKOUT_FORMATS and not view.setup.started:
            self.canvas.show_message(translate("tournament.bracket_view", "The bracket is drawn when the event starts."))
        else:
            self.canvas.show_message(translate("tournament.bracket_view", "This event has no bracket: its table is on the Table page."))

    def print_bracket(self) -> None:
        """Print…: the event's bracket with its results on the paper chosen, in a print preview."""
        if self.view is None or not knockout_matches(self.view):
            return
        event_id, paper = self.view.setup.event_id, str(self.paper.currentData())
        settings().setValue(PAPER_KEY, paper)
        self.steps.ops.query(lambda club: event_bracket.bracket_printout(club, event_id),
                             lambda printout: printing.show_preview(printout, self, paper))

    def fixture(self, fixture_id: int) -> tournament.FixtureView | None:
        """The match shown with this id."""
        if self.view is None:
            return None
        return next((m for m in self.view.matches if m.id == fixture_id), None)

    # ---- results -----------------------------------------------------------------------
    def open_match(self, fixture_id: int) -> None:
        """Open the result dialog of a ready, playing or played match (not modal to the app: the tables go on)."""
        fixture = self.fixture(fixture_id)
        if fixture is None or fixture.status not in ("ready", "playing", "done") or self.result_dialog is not None:
            return
        self.result_dialog = open_result_dialog(self, self.steps, fixture, knockout=True, shown=self.view.matches if self.view else ())
        self.result_dialog.finished.connect(self._dialog_closed)

    def _dialog_closed(self, _code: int) -> None:
        self.result_dialog = None
        self.canvas.setFocus()

    def clear_stale(self) -> None:
        """Delete the results a correction made stale (one undoable step)."""
        if self.view is None or not self.view.stale:
            return
        ids = [m.id for m in self.view.stale]
        fn: Callable[[Club, int], Changes] = lambda club, event_id: tournament.clear_results(club, event_id, ids)
        self.steps.change(fn, translate("tournament.bracket_view", "Clear the results of %n match(es) a correction changed", None, len(ids)))
