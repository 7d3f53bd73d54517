"""The bracket drawn on the Brackets tab: the first round with the later rounds to the final."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ...league.planning import Bracket, Seed
from .entrant_picker import rating_text
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.contrast import muted_text

#: shown under a double elimination's drawn bracket (said with translate where shown)
DOUBLE_ELIMINATION_NOTE = QT_TRANSLATE_NOOP(
    "planning.bracket_canvas",
    "Double elimination: the winners' bracket uses this same seed order; "
    "first-round losers drop into the losers' bracket in bracket order."
)


def double_elimination_note() -> str:
    """How a double elimination follows the drawn bracket, in the app's language."""
    return translate("planning.bracket_canvas", DOUBLE_ELIMINATION_NOTE)


def _round_title(slots: int) -> str:
    if slots == 1:
        return translate("planning.bracket_canvas", "Winner")
    if slots == 2:
        return translate("planning.bracket_canvas", "Final")
    if slots == 4:
        return translate("planning.bracket_canvas", "Semi-finals")
    if slots == 8:
        return translate("planning.bracket_canvas", "Quarter-finals")
    #: Translators: a bracket round named by how many are left in it ("Last 16")
    return translate("planning.bracket_canvas", "Last {slots}").format(slots=slots)


class BracketCanvas(QGraphicsView):
    """The first round of a single-elimination bracket drawn with the later rounds to the final.

    Each slot shows the seed and the name (and the seeding rating in grey);
    a bye is a dashed grey slot and its top seed already stands in round 2.
    A first-round match whose entrants share a club is outlined in orange.
    """

    SLOT_H = 26
    INNER = 4
    OUTER = 14
    GAP = 40
    LEFT = 30  # room for the match numbers
    #: the drawing shrinks to fit the width, but never below this scale (then it scrolls)
    MIN_SCALE = 0.8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setObjectName("bracket-canvas")
        self.bracket: Bracket | None = None
        #: text drawn in each slot, by (round, slot): for tests and accessibility
        self.slot_texts: dict[tuple[int, int], str] = {}

    def show_bracket(self, bracket: Bracket | None, message: str = "") -> None:
        """Draw ``bracket`` (or a message when there is none)."""
        self.bracket = bracket
        scene = self.scene()
        scene.clear()
        self.slot_texts = {}
        pal = self.palette()
        text_color = pal.color(QPalette.ColorRole.Text)
        if bracket is None:
            item = scene.addText(message or translate("planning.bracket_canvas", "Tick at least two entrants to see the bracket."))
            item.setDefaultTextColor(muted_text(pal, QPalette.ColorRole.Base))
            scene.setSceneRect(scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))
            self._fit()
            return
        font = QFont(self.font())
        bold = QFont(font)
        bold.setBold(True)
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        fm, fm_bold, fm_small = QFontMetricsF(font), QFontMetricsF(bold), QFontMetricsF(small)
        seed_w = fm_small.horizontalAdvance("000") + 10
        name_w = max([fm.horizontalAdvance(s.name) for s in bracket.seeds.seeds] + [fm.horizontalAdvance("Winner of match 00")])
        rating_w = max(fm_small.horizontalAdvance(rating_text(s.rating)) for s in bracket.seeds.seeds) + 12
        width = seed_w + 8 + name_w + rating_w + 8
        h = self.SLOT_H
        top_margin = fm_bold.height() + 14

        line_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.4)
        box_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.0)
        clash_pen = QPen(QColor("#e67e22"), 2.0)
        bye_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.0, Qt.PenStyle.DashLine)
        base = QBrush(pal.color(QPalette.ColorRole.Base))
        seed_brush = QBrush(pal.color(QPalette.ColorRole.AlternateBase))
        grey = muted_text(pal, QPalette.ColorRole.Base)
        clashes = {frozenset(c) for c in bracket.seeds.clashes}

        # slot centres, round by round
        centres: list[list[float]] = []
        first = []
        for m in range(bracket.size // 2):
            y0 = top_margin + m * (2 * h + self.INNER + self.OUTER)
            first += [y0 + h / 2, y0 + h + self.INNER + h / 2]
        centres.append(first)
        while len(centres[-1]) > 1:
            prev = centres[-1]
            centres.append([(prev[2 * j] + prev[2 * j + 1]) / 2 for j in range(len(prev) // 2)])

        # who stands in each slot: round 1 from the bracket, round 2 holds the bye winners
        occupants: list[list[Seed | None]] = [list(bracket.slots)]
        second: list[Seed | None] = []
        for match in bracket.matches:
            second.append(match.top if match.bottom is None else None)
        occupants.append(second)

        def slot(x: float, cy: float, seed: Seed | None, *, bye: bool = False, hint: str = "", rnd: int = 0, index: int = 0) -> None:
            rect = QRectF(x, cy - h / 2, width, h)
            scene.addRect(rect, bye_pen if bye else box_pen, QBrush(Qt.BrushStyle.NoBrush) if bye else base)
            if seed is not None:
                scene.addRect(QRectF(x, cy - h / 2, seed_w, h), box_pen, seed_brush)
                number = scene.addSimpleText(str(seed.seed), small)
                number.setBrush(text_color)
                number.setPos(x + (seed_w - fm_small.horizontalAdvance(str(seed.seed))) / 2, cy - fm_small.height() / 2)
                name = scene.addSimpleText(seed.name, font)
                name.setBrush(text_color)
                name.setPos(x + seed_w + 8, cy - fm.height() / 2)
                value = rating_text(seed.rating)
                rating = scene.addSimpleText(value, small)
                rating.setBrush(grey)
                rating.setPos(x + width - 8 - fm_small.horizontalAdvance(value), cy - fm_small.height() / 2)
                if seed.entrant.club:
                    tip = translate("planning.bracket_canvas", "Seed {seed}: {name} ({club})").format(
                        seed=seed.seed, name=seed.name, club=seed.entrant.club)
                else:
                    tip = translate("planning.bracket_canvas", "Seed {seed}: {name}").format(seed=seed.seed, name=seed.name)
                if seed.moved:
                    #: Translators: added to "Seed 3: Ann"; %n is how many places the seed moved
                    tip += translate("planning.bracket_canvas", "; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)",
                                     None, seed.moved).format(rating_seed=seed.by_rating)
                for item in (name, number, rating):
                    item.setToolTip(tip)
                self.slot_texts[(rnd, index)] = f"{seed.seed} {seed.name}"
            else:
                label = translate("planning.bracket_canvas", "bye") if bye else hint
                item = scene.addSimpleText(label, font if bye else small)
                item.setBrush(grey)
                f = fm if bye else fm_small
                item.setPos(x + seed_w + 8, cy - f.height() / 2)
                if bye:
                    ifont = QFont(font)
                    ifont.setItalic(True)
                    item.setFont(ifont)
                self.slot_texts[(rnd, index)] = label

        for rnd, ys in enumerate(centres):
            x = self.LEFT + rnd * (width + self.GAP)
            title = scene.addSimpleText(translate("planning.bracket_canvas", "Round 1") if rnd == 0 else _round_title(len(ys)), bold)
            title.setBrush(text_color)
            title.setPos(x, 0)
            for j, cy in enumerate(ys):
                if rnd == 0:
                    slot(x, cy, bracket.slots[j], bye=bracket.slots[j] is None, rnd=0, index=j)
                else:
                    who = occupants[1][j] if rnd == 1 else None
                    hint = f"Winner of match {j + 1}" if rnd == 1 else ""
                    slot(x, cy, who, hint=hint, rnd=rnd, index=j)
                if rnd + 1 < len(centres) and j % 2 == 0:
                    # connector from this pair of slots to the next round's slot
                    y_a, y_b, y_next = cy, ys[j + 1], centres[rnd + 1][j // 2]
                    x_out, x_mid, x_next = x + width, x + width + self.GAP / 2, x + width + self.GAP
                    path = QPainterPath(QPointF(x_out, y_a))
                    path.lineTo(x_mid, y_a)
                    path.lineTo(x_mid, y_b)
                    path.lineTo(x_out, y_b)
                    path.moveTo(x_mid, y_next)
                    path.lineTo(x_next, y_next)
                    scene.addPath(path, line_pen)
            if rnd == 0:
                for m, match in enumerate(bracket.matches):
                    y_a, y_b = ys[2 * m], ys[2 * m + 1]
                    number = scene.addSimpleText(str(match.number), small)
                    number.setBrush(grey)
                    number.setPos(x - fm_small.horizontalAdvance(str(match.number)) - 6, (y_a + y_b) / 2 - fm_small.height() / 2)
                    if match.bottom is not None and frozenset((match.top.seed, match.bottom.seed)) in clashes:
                        outline = scene.addRect(QRectF(x - 3, y_a - h / 2 - 3, width + 6, y_b - y_a + h + 6), clash_pen)
                        outline.setToolTip(translate("planning.bracket_canvas", "Both entrants are from the same club or roster"))
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))
        self._fit()

    def _fit(self) -> None:
        rect = self.sceneRect()
        available = self.viewport().width() - 4
        scale = 1.0 if rect.width() <= 0 else min(1.0, max(self.MIN_SCALE, available / rect.width()))
        self.setTransform(QTransform.fromScale(scale, scale))
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())
        self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()
