"""The live bracket drawn in a QGraphicsScene: where each match box sits, the boxes, the lines between rounds.

The layout follows the brackets' shape: the winners' bracket halves round
by round; the losers' bracket (below it) keeps its size in the rounds where
the winners' losers drop in and halves in the others; the grand final (and
its reset) stand to the right, the third-place match under the final.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...league import tournament
from ..common.result_text import score_text
from ..common.contrast import muted_text, readable
from ...translation import translate
from .texts import bracket_title, goes_to, playing_on, round_title, status_words, where_next

KNOCKOUT = ("winners", "losers", "final", "third-place")

#: status colours (the status is always in words too)
COLOURS = {
    "ready": QColor("#1e6fd9"),
    "playing": QColor("#2e8b3a"),
    "stale": QColor("#e65100"),
}

CHECK = "✓"


@dataclass(frozen=True)
class Geometry:
    """Sizes the boxes and gaps are drawn with (from the fonts)."""

    width: float
    height: float
    vgap: float = 14.0
    hgap: float = 46.0
    title_h: float = 26.0

    @property
    def unit(self) -> float:
        return self.height + self.vgap

    @property
    def column(self) -> float:
        return self.width + self.hgap


def knockout_matches(view: tournament.EventView) -> list[tournament.FixtureView]:
    """The event's bracket matches (pools then knockout: the knockout part only)."""
    return [m for m in view.matches if m.bracket in KNOCKOUT]


def layout(matches: Sequence[tournament.FixtureView], geo: Geometry, double: bool) -> tuple[
        dict[int, QPointF], list[tuple[str, QPointF]], list[tuple[int, int]]]:
    """Top-left corner of each match's box (by id), the titles to draw, and the lines (from id, to id)."""
    by_key = {(m.bracket, m.round, m.position): m for m in matches}
    winners = [m for m in matches if m.bracket == "winners"]
    losers = [m for m in matches if m.bracket == "losers"]
    w_rounds = max((m.round for m in winners), default=0)
    l_rounds = max((m.round for m in losers), default=0)
    first = max((m.position << (m.round - 1) for m in winners), default=1)
    pos: dict[int, QPointF] = {}
    titles: list[tuple[str, QPointF]] = []
    lines: list[tuple[int, int]] = []
    top = geo.title_h + (geo.title_h if double else 0.0)
    if double:
        titles.append(("§" + bracket_title("winners"), QPointF(0, 0)))

    ys: dict[tuple[str, int, int], float] = {}
    for r in range(1, w_rounds + 1):
        count = max(1, first >> (r - 1))
        for p in range(1, count + 1):
            ys[("winners", r, p)] = top + (p - 1) * geo.unit if r == 1 else \
                (ys[("winners", r - 1, 2 * p - 1)] + ys[("winners", r - 1, 2 * p)]) / 2
        titles.append((round_title("winners", r, count, r == w_rounds, double), QPointF((r - 1) * geo.column, top - geo.title_h)))
    bottom = top + max(1, first) * geo.unit
    l_top = bottom + 2 * geo.title_h
    if losers:
        titles.append(("§" + bracket_title("losers"), QPointF(0, l_top - 2 * geo.title_h)))
        l_first = max((m.position << ((m.round - 1) // 2) for m in losers), default=1)
        for r in range(1, l_rounds + 1):
            count = max(1, l_first >> ((r - 1) // 2))
            for q in range(1, count + 1):
                if r == 1:
                    ys[("losers", r, q)] = l_top + (q - 1) * geo.unit
                elif r % 2 == 0:
                    ys[("losers", r, q)] = ys[("losers", r - 1, q)]
                else:
                    ys[("losers", r, q)] = (ys[("losers", r - 1, 2 * q - 1)] + ys[("losers", r - 1, 2 * q)]) / 2
            titles.append((round_title("losers", r, count, r == l_rounds, double), QPointF((r - 1) * geo.column, l_top - geo.title_h)))
    for key, y in ys.items():
        m = by_key.get(key)
        if m is not None:
            pos[m.id] = QPointF((m.round - 1) * geo.column, y)

    def link(a: tuple[str, int, int], b: tuple[str, int, int]) -> None:
        if a in by_key and b in by_key:
            lines.append((by_key[a].id, by_key[b].id))

    for r in range(1, w_rounds):
        for p in range(1, max(1, first >> r) + 1):
            link(("winners", r, 2 * p - 1), ("winners", r + 1, p))
            link(("winners", r, 2 * p), ("winners", r + 1, p))
    for r in range(1, l_rounds):
        for q in range(1, 1 + max((m.position for m in losers if m.round == r + 1), default=0)):
            if r % 2 == 1:
                link(("losers", r, q), ("losers", r + 1, q))
            else:
                link(("losers", r, 2 * q - 1), ("losers", r + 1, q))
                link(("losers", r, 2 * q), ("losers", r + 1, q))

    final_y = ys.get(("winners", w_rounds, 1), top)
    grand = by_key.get(("final", 1, 1))
    if grand is not None:
        col = max(w_rounds, l_rounds)
        pos[grand.id] = QPointF(col * geo.column, final_y)
        titles.append((round_title("final", 1, 1, True, double), QPointF(col * geo.column, top - geo.title_h)))
        link(("winners", w_rounds, 1), ("final", 1, 1))
        link(("losers", l_rounds, 1), ("final", 1, 1))
        reset = by_key.get(("final", 2, 1))
        if reset is not None:
            pos[reset.id] = QPointF((col + 1) * geo.column, final_y)
            titles.append((translate("tournament.bracket_scene", "Reset (if needed)"), QPointF((col + 1) * geo.column, top - geo.title_h)))
            link(("final", 1, 1), ("final", 2, 1))
    third = by_key.get(("third-place", 1, 1))
    if third is not None:
        x = max(w_rounds - 1, 0) * geo.column
        y = final_y + geo.unit + geo.title_h
        pos[third.id] = QPointF(x, y)
        titles.append((bracket_title("third-place"), QPointF(x, y - geo.title_h)))
    # anything the shape above did not place (should not happen): a row at the bottom
    spare = max((p.y() for p in pos.values()), default=top) + geo.unit + geo.title_h
    for n, m in enumerate(m for m in matches if m.id not in pos):
        pos[m.id] = QPointF(n * geo.column, spare)
    return pos, titles, lines


def match_header(number: int | str, status: str) -> str:
    """A match box's first line: "Match 12 · Playing on Table 2"."""
    #: Translators: a match box's first line ("Match 12 · Playing on Table 2")
    return translate("tournament.bracket_scene", "Match {number} · {status}").format(number=number, status=status)


class MatchItem(QGraphicsItem):
    """One match's box: both sides (or "—", "bye"), the result, the status in words, where the players went."""

    def __init__(self, fixture: tournament.FixtureView, geo: Geometry, fonts: tuple[QFont, QFont, QFont],
                 next_text: str, palette: QPalette) -> None:
        super().__init__()
        self.fixture = fixture
        self.geo = geo
        self.font, self.bold, self.small = fonts
        self.next_text = next_text
        self.palette = palette
        self.current = False
        self.setToolTip(self.text().replace("\n", " · "))
        if self.actionable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def actionable(self) -> bool:
        """True when a click opens the result dialog (a match ready, playing or played)."""
        return self.fixture.status in ("ready", "playing", "done")

    def status_key(self) -> str:
        f = self.fixture
        return "stale" if f.stale else f.status

    def side_texts(self) -> list[tuple[str, str, bool]]:
        """Each side as (name, score, won)."""
        f = self.fixture
        out = []
        for n, name in enumerate(f.entrants):
            if name is None:
                #: Translators: the empty side of a first-round match whose other side goes on alone
                shown = translate("tournament.bracket_scene", "bye") if f.status == "bye" else "—"
                out.append((shown, "", False))
                continue
            score = score_text(f.scores[n]) if f.scores is not None and f.scores[n] is not None else ""
            out.append((name, score, f.winner == name))
        return out

    def header(self) -> str:
        return match_header(self.fixture.id, status_words(self.fixture))

    def text(self) -> str:
        """Everything the box says, line by line (what a person reads in it)."""
        rows = [self.header()]
        for name, score, won in self.side_texts():
            rows.append(" ".join(part for part in (name, score, CHECK if won else "") if part))
        if self.next_text:
            rows.append(self.next_text)
        return "\n".join(rows)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.geo.width + 8, self.geo.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geo
        pal = self.palette
        status = self.status_key()
        colour = COLOURS.get(status, pal.color(QPalette.ColorRole.Mid))
        rect = QRectF(0, 0, g.width, g.height)
        waiting = status in ("waiting", "bye", "cancelled")
        pen = QPen(colour, 2.0 if status in COLOURS else 1.0,
                   Qt.PenStyle.DashLine if waiting else Qt.PenStyle.SolidLine)
        base = pal.color(QPalette.ColorRole.Base) if not waiting else pal.color(QPalette.ColorRole.Window)
        painter.setPen(pen)
        painter.setBrush(QBrush(base))
        painter.drawRoundedRect(rect, 4, 4)
        painter.fillRect(QRectF(0, 0, 5, g.height), colour)
        text = pal.color(QPalette.ColorRole.Text)
        grey = muted_text(pal, QPalette.ColorRole.Window if waiting else QPalette.ColorRole.Base)
        fm, fm_bold, fm_small = QFontMetricsF(self.font), QFontMetricsF(self.bold), QFontMetricsF(self.small)
        left, right = 12.0, g.width - 8.0
        y = 4.0
        painter.setFont(self.small)
        painter.setPen(readable(colour, base) if status in COLOURS else grey)  # the words at 4.5:1, not only the border
        painter.drawText(QPointF(left, y + fm_small.ascent()), fm_small.elidedText(self.header(), Qt.TextElideMode.ElideRight, right - left))
        y += fm_small.height() + 3
        row_h = fm_bold.height() + 4
        check_w = fm_bold.horizontalAdvance(CHECK + " ")
        for n, (name, score, won) in enumerate(self.side_texts()):
            if n:
                painter.setPen(QPen(pal.color(QPalette.ColorRole.Midlight), 1.0))
                painter.drawLine(QPointF(left, y), QPointF(right, y))
            font, metrics = (self.bold, fm_bold) if won else (self.font, fm)
            unknown = self.fixture.entrants[n] is None
            if unknown:
                font = QFont(self.font)
                font.setItalic(True)
            painter.setFont(font)
            painter.setPen(grey if unknown else text)
            score_w = metrics.horizontalAdvance(score) + 8 if score else 0.0
            base_y = y + 2 + metrics.ascent()
            painter.drawText(QPointF(left, base_y), metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                                       right - left - score_w - check_w))
            if score:
                painter.drawText(QPointF(right - check_w - metrics.horizontalAdvance(score), base_y), score)
            if won:
                painter.setPen(COLOURS["playing"])
                painter.drawText(QPointF(right - fm_bold.horizontalAdvance(CHECK), base_y), CHECK)
            y += row_h
        if self.next_text:
            painter.setFont(self.small)
            painter.setPen(grey)
            painter.drawText(QPointF(left, y + 1 + fm_small.ascent()),
                             fm_small.elidedText(self.next_text, Qt.TextElideMode.ElideRight, right - left))
        if self.current:
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)


def geometry_for(matches: Sequence[tournament.FixtureView], fonts: tuple[QFont, QFont, QFont]) -> Geometry:
    """Box sizes that fit the longest name with its score and ✓, and the status line."""
    _font, bold, small = fonts
    fm_bold, fm_small = QFontMetricsF(bold), QFontMetricsF(small)
    longest = max([fm_bold.horizontalAdvance(n) for m in matches for n in m.entrants if n] + [0.0])
    longest_small = max([fm_small.horizontalAdvance(n) for m in matches for n in m.entrants if n] + [0.0])
    # the longest status line and "where next" line in the app's language (names measured apart)
    header = match_header("000", playing_on("Table 00"))
    went = goes_to("", "000")
    width = max(210.0, min(340.0, longest + fm_bold.horizontalAdvance(" 000.5 " + CHECK) + 28),
                min(340.0, 2 * longest_small + fm_small.horizontalAdvance(f"{went} · {went}") + 24),
                fm_small.horizontalAdvance(header) + 24)
    height = 4 + fm_small.height() + 3 + 2 * (fm_bold.height() + 4) + fm_small.height() + 6
    return Geometry(width, height)


def build_scene(scene: QGraphicsScene, view: tournament.EventView, font: QFont, palette: QPalette) -> dict[int, MatchItem]:
    """Draw the event's bracket into ``scene`` (cleared first); the match boxes by fixture id."""
    scene.clear()
    matches = knockout_matches(view)
    bold = QFont(font)
    bold.setBold(True)
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.88))
    fonts = (font, bold, small)
    geo = geometry_for(matches, fonts)
    double = view.setup.format == "double-elimination"
    pos, titles, lines = layout(matches, geo, double)
    text = palette.color(QPalette.ColorRole.Text)
    section = QFont(font)
    section.setBold(True)
    section.setPointSizeF(font.pointSizeF() * 1.25)
    for title, at in titles:
        big = title.startswith("§")
        label = scene.addSimpleText(title.lstrip("§"), section if big else bold)
        label.setBrush(text if big else muted_text(palette, QPalette.ColorRole.Base))
        label.setPos(at)
    line_pen = QPen(palette.color(QPalette.ColorRole.Mid), 1.4)
    for a, b in lines:
        if a not in pos or b not in pos:
            continue
        start = pos[a] + QPointF(geo.width, geo.height / 2)
        end = pos[b] + QPointF(0, geo.height / 2)
        mid = end.x() - geo.hgap / 2
        path = QPainterPath(start)
        path.lineTo(mid, start.y())
        path.lineTo(mid, end.y())
        path.lineTo(end)
        scene.addPath(path, line_pen)
    order = sorted(matches, key=lambda m: m.id)
    places = {line.name: line.place for line in view.standings if not line.still_in}
    items: dict[int, MatchItem] = {}
    for m in matches:
        later = [x for x in order if x.id > m.id]
        item = MatchItem(m, geo, fonts, where_next(m, later, places) or _hint(m), palette)
        item.setPos(pos[m.id])
        scene.addItem(item)
        items[m.id] = item
    scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
    return items


def _hint(fixture: tournament.FixtureView) -> str:
    if fixture.stale:
        return translate("tournament.bracket_scene", "Played by others before a correction")
    if fixture.bracket == "final" and fixture.round == 2 and fixture.status == "waiting":
        #: Translators: the grand final's reset match, played only if the losers' bracket winner wins the first
        return translate("tournament.bracket_scene", "Only if the losers' side wins")
    return ""
