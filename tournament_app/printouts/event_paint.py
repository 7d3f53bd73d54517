"""Painting an event's bracket sections and tables with QPainter: one drawing for the presenter and the printouts.

Sizes come from a :class:`Style` whose ``unit`` is the names' type size (in
pixels on a screen, in points on paper); everything else is a multiple of it,
so the same drawing works at 1280×720, at 1920×1080 and on A4. Text that is
too long for its box gets smaller, then ends in "…": nothing is drawn past
its box. :func:`paint_page` returns what it wrote where (tests and the
presenter read it back).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ..league import tournament
from ..translation import translate
from .event_layout import (
    BracketColumn,
    BracketSection,
    Part,
    TablePart,
    number_text,
    score_text,
    side_text,
    status_tag,
    tiebreak_head,
    winner_side,
)


@dataclass(frozen=True)
class Style:
    """Colours and the type size everything is measured in."""

    unit: float
    ink: QColor
    muted: QColor
    accent: QColor
    lines: QColor
    box_fill: QColor
    shade: QColor
    playing: QColor
    ready: QColor
    alert: QColor
    tag_ink: QColor
    #: how much thicker than usual the lines and box borders are drawn (the presenter's high contrast: 2)
    weight: float = 1.0

    @property
    def line_h(self) -> float:
        """One name line in a match box."""
        return self.unit * 1.3

    @property
    def box_h(self) -> float:
        """A match box: two name lines."""
        return self.line_h * 2 + self.unit * 0.2

    @property
    def pitch(self) -> float:
        """The least room one match slot needs (its box and a gap for the status tag)."""
        return self.box_h + self.unit * 0.55

    @property
    def title_h(self) -> float:
        """A section's title line."""
        return self.unit * 1.3

    @property
    def head_h(self) -> float:
        """Column headings (round names, table headings)."""
        return self.unit * 1.05

    @property
    def row_h(self) -> float:
        """A table line."""
        return self.unit * 1.35

    @property
    def gap(self) -> float:
        """Room between bracket columns, for the connecting lines."""
        return self.unit * 1.1

    @property
    def column_min(self) -> float:
        """The narrowest bracket column."""
        return self.unit * 7.5

    @property
    def column_max(self) -> float:
        """The widest bracket column (wider only spreads the boxes)."""
        return self.unit * 13.0

    @property
    def part_gap(self) -> float:
        """Room between two parts stacked on a page."""
        return self.unit * 0.6


def screen_style(unit: float) -> Style:
    """The presenter's high-contrast colours on a dark background."""
    return Style(unit, QColor("#ffffff"), QColor("#b0bec5"), QColor("#ffd54f"), QColor("#78909c"), QColor("#1c1f26"),
                 QColor("#15181e"), QColor("#ffd54f"), QColor("#69f0ae"), QColor("#ff8a80"), QColor("#0b0b0f"))


def print_style(unit: float = 10.0) -> Style:
    """Black on white for paper."""
    return Style(unit, QColor("#000000"), QColor("#666666"), QColor("#000000"), QColor("#999999"), QColor("#ffffff"),
                 QColor("#eeeeee"), QColor("#000000"), QColor("#444444"), QColor("#000000"), QColor("#ffffff"))


@dataclass(frozen=True)
class Drawn:
    """A text the painting wrote: what was meant, what was shown (smaller or cut with "…"), where, and its role."""

    role: str
    text: str
    shown: str
    rect: QRectF
    bold: bool = False


def part_height(part: Part, style: Style) -> float:
    """The least height a part needs (title, headings, rows)."""
    if isinstance(part, BracketSection):
        return style.title_h + style.head_h + part.rows * style.pitch
    return style.title_h + style.head_h + part.rows * style.row_h


def rows_that_fit(style: Style, height: float) -> int:
    """How many match slots one section alone can show in this height (table lines fit at least as many)."""
    return max(1, int((height - style.title_h - style.head_h) // style.pitch))


def table_rows_that_fit(style: Style, height: float) -> int:
    """How many table lines one part alone can show in this height."""
    return max(1, int((height - style.title_h - style.head_h) // style.row_h))


def columns_that_fit(style: Style, width: float) -> int:
    """How many bracket rounds fit side by side in this width."""
    return max(1, int((width + style.gap) // (style.column_min + style.gap)))


def make_font(size: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font sized in the page's units (pixels of the painter)."""
    f = QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


class _Painter:
    """Paints parts into a rectangle and keeps what it wrote."""

    def __init__(self, painter: QPainter, style: Style) -> None:
        self.p = painter
        self.s = style
        self.drawn: list[Drawn] = []

    def text(self, rect: QRectF, text: str, size: float, color: QColor, role: str, *, bold: bool = False,
             italic: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, shrink: float = 0.8) -> None:
        f = make_font(size, bold=bold, italic=italic)
        smallest = max(1, round(size * shrink))
        while f.pixelSize() > smallest and QFontMetricsF(f).horizontalAdvance(text) > rect.width():
            f.setPixelSize(f.pixelSize() - 1)
        shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, max(rect.width(), 1.0))
        self.p.setFont(f)
        self.p.setPen(color)
        self.p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)
        self.drawn.append(Drawn(role, text, shown, QRectF(rect), bold))

    # ---- brackets ------------------------------------------------------------------------------
    def section(self, sec: BracketSection, area: QRectF) -> None:
        s = self.s
        self.text(QRectF(area.left(), area.top(), area.width(), s.title_h), sec.title, s.unit * 0.85, s.accent, "title",
                  bold=True)
        n = len(sec.columns)
        col_w = min(s.column_max, (area.width() - s.gap * (n - 1)) / max(n, 1))
        top = area.top() + s.title_h + s.head_h
        pitch = (area.bottom() - top) / sec.rows
        centres: list[list[float]] = []
        for c, column in enumerate(sec.columns):
            x = area.left() + c * (col_w + s.gap)
            self.text(QRectF(x, area.top() + s.title_h, col_w, s.head_h), column.title, s.unit * 0.65, s.muted, "head",
                      bold=True)
            step = sec.rows / column.count * pitch
            ys = [top + (k + 0.5) * step for k in range(column.count)]
            centres.append(ys)
            scores = any(score_text(m, i) for m in column.matches.values() for i in (0, 1))
            for k, match in column.matches.items():
                self.box(QRectF(x, ys[k] - s.box_h / 2, col_w, s.box_h), match, scores)
            if c:
                self.connect(sec.columns[c - 1], column, centres[c - 1], ys, x - s.gap)
        if sec.extra is not None and centres:
            x = area.left() + (n - 1) * (col_w + s.gap)
            y = centres[-1][0] + s.box_h * 1.6
            self.text(QRectF(x, y, col_w, s.head_h), translate("printouts.event_paint", "Third place"), s.unit * 0.65, s.muted, "head", bold=True)
            self.box(QRectF(x, y + s.head_h + s.unit * 0.2, col_w, s.box_h), sec.extra,
                     any(score_text(sec.extra, i) for i in (0, 1)))

    def connect(self, before: BracketColumn, after: BracketColumn, ys0: list[float], ys1: list[float], x0: float) -> None:
        follows = before.bracket == after.bracket and after.round == before.round + 1
        if not follows and not (before.bracket == "losers" and after.bracket == "final" and after.round == 1):
            return
        s = self.s
        pen = QPen(s.lines, max(s.unit * 0.08, 0.6) * s.weight)
        path = QPainterPath()
        x_mid, x1 = x0 + s.gap / 2, x0 + s.gap
        ratio = before.count // after.count if after.count else 0
        for k, y in enumerate(ys1):
            if k not in after.matches:
                continue
            feeders = [k * ratio + j for j in range(ratio)] if ratio >= 1 else []
            feeders = [f for f in feeders if f in before.matches]
            for f in feeders:
                path.moveTo(x0, ys0[f])
                path.lineTo(x_mid, ys0[f])
                path.lineTo(x_mid, y)
            if feeders:
                path.moveTo(x_mid, y)
                path.lineTo(x1, y)
        self.p.strokePath(path, pen)

    def box(self, rect: QRectF, match: tournament.FixtureView, scores: bool) -> None:
        s = self.s
        tag = status_tag(match)
        border = s.alert if match.stale else s.playing if match.status == "playing" else \
            s.ready if match.status == "ready" else s.lines
        width = s.unit * (0.16 if match.status in ("playing", "ready") or match.stale else 0.07)
        self.p.setBrush(s.box_fill)
        self.p.setPen(QPen(border, max(width, 0.5) * s.weight, Qt.PenStyle.DashLine if match.status == "bye" else Qt.PenStyle.SolidLine))
        self.p.drawRect(rect)
        won = winner_side(match)
        pad = s.unit * 0.35
        score_w = s.unit * 1.8 if scores else 0.0
        for i in (0, 1):
            line = QRectF(rect.left(), rect.top() + s.unit * 0.1 + i * s.line_h, rect.width(), s.line_h)
            name = side_text(match, i)
            winner = won == i
            unknown = match.entrants[i] is None
            colour = s.muted if unknown or (won is not None and not winner) else s.ink
            if winner:
                self.p.fillRect(QRectF(rect.left(), line.top(), s.unit * 0.22, line.height()), s.accent)
            self.text(QRectF(line.left() + pad, line.top(), line.width() - 2 * pad - score_w, line.height()), name,
                      s.unit, colour, "winner" if winner else "name", bold=winner, italic=unknown)
            if scores:
                self.text(QRectF(line.right() - pad - score_w, line.top(), score_w, line.height()), score_text(match, i),
                          s.unit, colour, "score", bold=winner, align=Qt.AlignmentFlag.AlignRight)
        if match.status not in ("done", "bye", "waiting") or match.stale:
            self.p.setPen(QPen(s.lines, 0.5 * s.weight))
            self.p.drawLine(QPointF(rect.left() + pad, rect.center().y()), QPointF(rect.right() - pad, rect.center().y()))
        if tag:
            size = s.unit * 0.6
            w = min(QFontMetricsF(make_font(size, bold=True)).horizontalAdvance(tag) + s.unit * 0.6, rect.width() - pad)
            pill = QRectF(rect.right() - w - pad, rect.top() - s.unit * 0.42, w, s.unit * 0.8)
            self.p.setPen(Qt.PenStyle.NoPen)
            self.p.setBrush(border)
            self.p.drawRoundedRect(pill, s.unit * 0.2, s.unit * 0.2)
            self.text(pill, tag, size, s.tag_ink, "tag", bold=True, align=Qt.AlignmentFlag.AlignHCenter)

    # ---- tables --------------------------------------------------------------------------------
    def table(self, part: TablePart, area: QRectF) -> None:
        s = self.s
        self.text(QRectF(area.left(), area.top(), area.width(), s.title_h), part.title, s.unit * 0.85, s.accent, "title",
                  bold=True)
        num_w = s.unit * 3.2
        heads = [("#", s.unit * 2.0, True), (translate("printouts.event_paint", "Name"), 0.0, False)]
        if part.points:
            #: Translators: short column heading: points
            heads.append((translate("printouts.event_paint", "Pts"), num_w, True))
        heads += [(tiebreak_head(k), num_w, True) for k in part.tiebreaks]
        fixed = sum(w for _, w, _ in heads)
        name_w = max(area.width() - fixed, s.unit * 6)
        xs, x = [], area.left()
        for _, w, _ in heads:
            xs.append((x, w or name_w))
            x += w or name_w
        y = area.top() + s.title_h
        for (head, _, right), (hx, hw) in zip(heads, xs):
            self.text(QRectF(hx + s.unit * 0.2, y, hw - s.unit * 0.4, s.head_h), head, s.unit * 0.65, s.muted, "head",
                      bold=True, align=Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft)
        y += s.head_h
        row_h = min((area.bottom() - y) / part.rows, s.row_h * 1.25)
        if not part.lines:
            self.text(QRectF(area.left(), y, area.width(), row_h), translate("printouts.event_paint", "No results yet"), s.unit, s.muted, "cell", italic=True)
        for n, line in enumerate(part.lines):
            if n % 2:
                self.p.fillRect(QRectF(area.left(), y, area.width(), row_h), s.shade)
            cells = [f"{line.place}.", line.name]
            if part.points:
                cells.append(number_text(line.points))
            cells += [number_text(line.tiebreaks.get(k)) for k in part.tiebreaks]
            for c, (text, (hx, hw), (_, _, right)) in enumerate(zip(cells, xs, heads)):
                colour = s.muted if c == 0 else s.accent if c == 2 and part.points else s.ink
                self.text(QRectF(hx + s.unit * 0.2, y, hw - s.unit * 0.4, row_h), text, s.unit, colour,
                          "name" if c == 1 else "cell", bold=c == 1 and line.place == 1,
                          align=Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft)
            y += row_h


def paint_page(painter: QPainter, area: QRectF, parts: Sequence[Part], style: Style) -> list[Drawn]:
    """Paint parts stacked in ``area`` (spare height shared out by their rows); returns what was written where."""
    p = _Painter(painter, style)
    if not parts:
        return p.drawn
    needs = [part_height(part, style) for part in parts]
    spare = max(0.0, area.height() - sum(needs) - style.part_gap * (len(parts) - 1))
    rows = sum(part.rows for part in parts) or 1
    top = area.top()
    for part, need in zip(parts, needs):
        # a bracket spreads over the spare room; a table keeps its line height
        extra = spare * part.rows / rows if isinstance(part, BracketSection) else 0.0
        h = need + extra
        rect = QRectF(area.left(), top, area.width(), h)
        if isinstance(part, BracketSection):
            p.section(part, rect)
        else:
            p.table(part, rect)
        top += h + style.part_gap
    return p.drawn
