"""Printouts: standings, a bracket, a round's pairings and score slips, as PDF or through a print preview.

Every printout lays itself out in points (1/72 inch) inside the page's printable
area, so the same layout goes to a PDF file, a printer and the preview, and how
many pages it takes depends only on the page size. Each page carries a header
(title, club file, leaderboard, date) and a footer ("Page 2 of 5"); tables repeat
their column headings on every page.
"""

from __future__ import annotations

import datetime as dt
import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPainterPath, QPdfWriter, QPen
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QMessageBox, QWidget

from ..league import Club, club_night
from ..league.model import Standing
from ..league.planning import Bracket, Seed
from ..league.rounds import DrawnMatch, DrawnRound
from .operations import Operations

#: the page every PDF is written on, and its margins
PDF_PAGE = QPageSize.PageSizeId.A4
MARGIN_MM = 15.0

HEADER_H = 44.0
FOOTER_H = 20.0
TABLE_HEAD_H = 18.0
STANDINGS_ROW_H = 16.0
PAIRINGS_ROUND_H = 24.0
PAIRINGS_ROW_H = 20.0
PAIRINGS_SITTING_H = 30.0
#: a score slip is at least this tall, so several fit on a page
SLIP_MIN_H = 165.0
#: a bracket slot never gets closer to the next than this; more slots go to further pages
BRACKET_MIN_PITCH = 12.0
BRACKET_NOTE_H = 14.0

INK = QColor("#000000")
GREY = QColor("#666666")
RULE = QColor("#999999")
SHADE = QColor("#eeeeee")
HEAD_FILL = QColor("#d9d9d9")
PORTRAIT, LANDSCAPE = QPageLayout.Orientation.Portrait, QPageLayout.Orientation.Landscape


def font(size: int, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font sized in points of the page (the painter is scaled to points)."""
    f = QFont()
    f.setPixelSize(size)
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def _text(painter: QPainter, rect: QRectF, text: str, f: QFont, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
          color: QColor = INK, *, shrink_to: int | None = None) -> None:
    """One line of text in ``rect``, vertically centred; too long, it gets smaller (down to ``shrink_to``), then "…"."""
    if shrink_to is not None:
        f = QFont(f)
        while f.pixelSize() > shrink_to and QFontMetricsF(f).horizontalAdvance(text) > rect.width():
            f.setPixelSize(f.pixelSize() - 1)
    painter.setFont(f)
    painter.setPen(color)
    shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, max(rect.width(), 1.0))
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def today() -> str:
    """The date printed on every page."""
    return dt.date.today().isoformat()


@dataclass(frozen=True)
class Column:
    """A table column: heading, width in points (0 = share the rest), right-aligned or not."""

    title: str
    width: float = 0.0
    right: bool = False


def _column_rects(columns: Sequence[Column], left: float, width: float, top: float, height: float) -> list[QRectF]:
    fixed = sum(c.width for c in columns)
    flexible = [c for c in columns if not c.width]
    share = max(width - fixed, 0.0) / max(len(flexible), 1)
    rects, x = [], left
    for c in columns:
        w = c.width or share
        rects.append(QRectF(x + 4, top, w - 8, height))
        x += w
    return rects


def _table_head(painter: QPainter, columns: Sequence[Column], body: QRectF, top: float) -> None:
    painter.fillRect(QRectF(body.left(), top, body.width(), TABLE_HEAD_H), HEAD_FILL)
    for c, rect in zip(columns, _column_rects(columns, body.left(), body.width(), top, TABLE_HEAD_H)):
        _text(painter, rect, c.title, font(9, bold=True), Qt.AlignmentFlag.AlignRight if c.right else Qt.AlignmentFlag.AlignLeft)


def _table_row(painter: QPainter, columns: Sequence[Column], cells: Sequence[str], body: QRectF, top: float, height: float,
               shaded: bool, f: QFont) -> None:
    if shaded:
        painter.fillRect(QRectF(body.left(), top, body.width(), height), SHADE)
    for c, text, rect in zip(columns, cells, _column_rects(columns, body.left(), body.width(), top, height)):
        _text(painter, rect, text, f, Qt.AlignmentFlag.AlignRight if c.right else Qt.AlignmentFlag.AlignLeft,
              shrink_to=max(f.pixelSize() - 3, 7))


class Printout(ABC):
    """Something to print: it says how many pages a page size needs and paints each page's body."""

    #: the orientation the printout is laid out for
    orientation: QPageLayout.Orientation = PORTRAIT

    def __init__(self, title: str, subtitle: str) -> None:
        self.title = title
        self.subtitle = subtitle

    @abstractmethod
    def page_count(self, body: QSizeF) -> int:
        """Pages needed when each page's body (inside header and footer) has this size in points."""

    @abstractmethod
    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        """Paint page ``index`` (from 0) into ``body``, in points."""

    def heading(self, index: int, body: QSizeF) -> tuple[str, str]:
        """Title and subtitle printed at the top of page ``index``."""
        return self.title, self.subtitle


class Booklet(Printout):
    """Printouts one after another, each starting on a new page (pairings, then their score slips)."""

    def __init__(self, parts: Sequence[Printout]) -> None:
        super().__init__(parts[0].title if parts else "", parts[0].subtitle if parts else "")
        self.parts = list(parts)
        self.orientation = parts[0].orientation if parts else PORTRAIT

    def page_count(self, body: QSizeF) -> int:
        return sum(p.page_count(body) for p in self.parts)

    def _locate(self, index: int, body: QSizeF) -> tuple[Printout, int]:
        for part in self.parts:
            count = part.page_count(body)
            if index < count:
                return part, index
            index -= count
        raise IndexError("page index beyond the booklet")

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        part, local = self._locate(index, body.size())
        part.paint_page(painter, local, body)

    def heading(self, index: int, body: QSizeF) -> tuple[str, str]:
        """The heading of the part page ``index`` belongs to."""
        part, local = self._locate(index, body)
        return part.heading(local, body)


# ---- standings --------------------------------------------------------------------------------------------


STANDINGS_COLUMNS = (Column("#", 36, True), Column("Player"), Column("Rating", 70, True), Column("Games", 56, True),
                     Column("W", 46, True))


def standings_rows_per_page(body: QSizeF) -> int:
    """How many players a standings page holds (below its repeated column headings)."""
    return max(1, int((body.height() - TABLE_HEAD_H) // STANDINGS_ROW_H))


def rating_text(value: float) -> str:
    """A rating as printed (whole numbers stay whole)."""
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.2f}"


class StandingsPrintout(Printout):
    """A leaderboard's standings: rank, name, rating, games, wins; headings repeated on every page."""

    def __init__(self, rows: Sequence[Standing], leaderboard: str, club_file: str, date: str | None = None) -> None:
        super().__init__(f"Standings — {leaderboard}", f"{club_file} · {leaderboard} · {date or today()}")
        self.rows = list(rows)

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.rows) / standings_rows_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = standings_rows_per_page(body.size())
        _table_head(painter, STANDINGS_COLUMNS, body, body.top())
        rows = self.rows[index * per_page:(index + 1) * per_page]
        if not rows:
            _text(painter, QRectF(body.left() + 4, body.top() + TABLE_HEAD_H, body.width(), STANDINGS_ROW_H),
                  "No rated players yet.", font(10, italic=True), color=GREY)
        for n, row in enumerate(rows):
            top = body.top() + TABLE_HEAD_H + n * STANDINGS_ROW_H
            cells = [str(row.rank), row.player, rating_text(row.display), str(row.games), str(row.wins)]
            _table_row(painter, STANDINGS_COLUMNS, cells, body, top, STANDINGS_ROW_H, n % 2 == 1, font(10))


# ---- bracket ----------------------------------------------------------------------------------------------


def round_title(slots: int) -> str:
    """What a bracket column with this many slots is called."""
    return {1: "Winner", 2: "Final", 4: "Semi-finals", 8: "Quarter-finals"}.get(slots, f"Last {slots}")


def bracket_section_size(bracket_size: int, body: QSizeF) -> int:
    """How many first-round slots one bracket page shows: all of them, or the largest power of two that fits."""
    section = bracket_size
    while section > 2 and section * BRACKET_MIN_PITCH > body.height() - TABLE_HEAD_H - BRACKET_NOTE_H:
        section //= 2
    return section


@dataclass(frozen=True)
class _Entry:
    """What a bracket slot shows: a seed, a bye, or a label (e.g. "Winner of section 2")."""

    seed: Seed | None = None
    label: str = ""
    bye: bool = False


class BracketPrintout(Printout):
    """A single-elimination bracket: rounds as columns joined by lines, the final's winner on the right.

    A bracket whose first round does not fit one page is cut into sections of
    equal size, one per page (each ending in its section's winner), and a last
    page plays the section winners down to the final.
    """

    orientation = LANDSCAPE

    def __init__(self, bracket: Bracket, leaderboard: str, club_file: str, date: str | None = None) -> None:
        super().__init__(f"Bracket — {leaderboard}",
                         f"{club_file} · {leaderboard} · {len(bracket.seeds)} entrants in a bracket of {bracket.size}"
                         f" · {date or today()}")
        self.bracket = bracket

    def page_count(self, body: QSizeF) -> int:
        section = bracket_section_size(self.bracket.size, body)
        sections = self.bracket.size // section
        return 1 if sections == 1 else sections + 1

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        size = self.bracket.size
        section = bracket_section_size(size, body.size())
        sections = size // section
        slots = list(self.bracket.slots)
        # round 2 already holds the top seeds whose first-round opponent is a bye
        bye_winners = [m.top if m.bottom is None else None for m in self.bracket.matches]
        if index < sections:
            first = [_Entry(seed=s, bye=s is None) for s in slots[index * section:(index + 1) * section]]
            second = [_Entry(seed=w) if w is not None else _Entry(label=f"Winner of match {m.number}")
                      for w, m in zip(bye_winners, self.bracket.matches)][index * section // 2:(index + 1) * section // 2]
            first_round = 0
            match_numbers = [m.number for m in self.bracket.matches][index * section // 2:(index + 1) * section // 2]
            note = f"Section {index + 1} of {sections}: its winner goes on to page {sections + 1}" if sections > 1 else ""
        else:
            first = [_Entry(label=f"Winner of section {k + 1} (page {k + 1})") for k in range(sections)]
            second = []
            first_round = int(math.log2(section))
            match_numbers = []
            note = "The section winners play on to the final"
        self._paint_tree(painter, body, first, second, first_round, match_numbers, note)

    def _paint_tree(self, painter: QPainter, body: QRectF, first: list[_Entry], second: list[_Entry], first_round: int,
                    match_numbers: list[int], note: str) -> None:
        size = self.bracket.size
        levels = int(math.log2(len(first))) + 1  # columns: the entries, each later round, the winner
        number_w = 22.0 if match_numbers else 0.0
        gap = 14.0
        col_w = min((body.width() - number_w - gap * (levels - 1)) / levels, 180.0)
        top = body.top() + TABLE_HEAD_H
        pitch = min((body.height() - TABLE_HEAD_H - BRACKET_NOTE_H) / len(first), 40.0)
        slot_h = min(pitch * 0.8, 22.0)
        name_size = 10 if slot_h >= 15 else 8
        centres = [[top + (i + 0.5) * pitch for i in range(len(first))]]
        while len(centres[-1]) > 1:
            prev = centres[-1]
            centres.append([(prev[2 * j] + prev[2 * j + 1]) / 2 for j in range(len(prev) // 2)])
        line_pen = QPen(RULE, 0.8)
        for col, ys in enumerate(centres):
            x = body.left() + number_w + col * (col_w + gap)
            global_round = first_round + col
            slots_in_round = size >> global_round
            title = "Round 1" if global_round == 0 else round_title(slots_in_round)
            _text(painter, QRectF(x, body.top(), col_w, TABLE_HEAD_H - 4), title, font(10, bold=True))
            for j, cy in enumerate(ys):
                if col == 0:
                    entry = first[j]
                elif col == 1 and second:
                    entry = second[j]
                else:
                    entry = _Entry()
                self._slot(painter, QRectF(x, cy - slot_h / 2, col_w, slot_h), entry, name_size)
                if col + 1 < len(centres) and j % 2 == 0:
                    x_out, x_mid, x_next = x + col_w, x + col_w + gap / 2, x + col_w + gap
                    path = QPainterPath(QPointF(x_out, cy))
                    path.lineTo(x_mid, cy)
                    path.lineTo(x_mid, ys[j + 1])
                    path.lineTo(x_out, ys[j + 1])
                    path.moveTo(x_mid, centres[col + 1][j // 2])
                    path.lineTo(x_next, centres[col + 1][j // 2])
                    painter.strokePath(path, line_pen)
        for m, number in enumerate(match_numbers):
            cy = (centres[0][2 * m] + centres[0][2 * m + 1]) / 2
            _text(painter, QRectF(body.left(), cy - 6, number_w - 4, 12), str(number), font(8), Qt.AlignmentFlag.AlignRight, GREY)
        if note:
            _text(painter, QRectF(body.left(), body.bottom() - BRACKET_NOTE_H + 2, body.width(), BRACKET_NOTE_H - 2), note,
                  font(8, italic=True), color=GREY)

    @staticmethod
    def _slot(painter: QPainter, rect: QRectF, entry: _Entry, name_size: int) -> None:
        pen = QPen(RULE, 0.8, Qt.PenStyle.DashLine if entry.bye else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        inner = rect.adjusted(3, 0, -3, 0)
        if entry.seed is not None:
            seed_w = 20.0
            painter.fillRect(QRectF(rect.left(), rect.top(), seed_w, rect.height()), SHADE)
            painter.setPen(pen)
            painter.drawRect(QRectF(rect.left(), rect.top(), seed_w, rect.height()))
            _text(painter, QRectF(rect.left(), rect.top(), seed_w, rect.height()), str(entry.seed.seed),
                  font(max(name_size - 2, 7)), Qt.AlignmentFlag.AlignHCenter)
            _text(painter, inner.adjusted(seed_w, 0, 0, 0), entry.seed.name, font(name_size), shrink_to=7)
        elif entry.bye:
            _text(painter, inner, "bye", font(name_size, italic=True), color=GREY)
        elif entry.label:
            _text(painter, inner, entry.label, font(max(name_size - 2, 7), italic=True), color=GREY)


# ---- pairings and score slips ----------------------------------------------------------------------------


PAIRINGS_COLUMNS = (Column("Table", 56), Column("Side 1"), Column("", 18), Column("Side 2"), Column("Win chance", 80, True))


def pairings_rows_per_page(body: QSizeF) -> int:
    """How many matches of a round one pairings page lists."""
    return max(1, int((body.height() - PAIRINGS_ROUND_H - TABLE_HEAD_H - PAIRINGS_SITTING_H) // PAIRINGS_ROW_H))


def _side(names: Sequence[str]) -> str:
    return " & ".join(names)


def _table_name(match: DrawnMatch) -> str:
    return match.table if match.table is not None else "queue"


def _table_label(match: DrawnMatch) -> str:
    """"Table 3" for a numbered table, the name itself for "Court A", "no table yet" for a queued match."""
    if match.table is None:
        return "no table yet"
    return f"Table {match.table}" if match.table.isdigit() or len(match.table) == 1 else match.table


class PairingsPrintout(Printout):
    """Each round's matches with their tables (and who sits out); every round starts on a new page."""

    def __init__(self, rounds: Sequence[DrawnRound], event: str, club_file: str, date: str | None = None) -> None:
        super().__init__(f"Pairings — {event}", f"{club_file} · {event} · {date or today()}")
        self.rounds = list(rounds)

    def _pages(self, body: QSizeF) -> list[tuple[DrawnRound, int, int]]:
        """(round, first match, page of the round) for every page."""
        per_page = pairings_rows_per_page(body)
        pages = []
        for rnd in self.rounds:
            count = max(1, math.ceil(len(rnd.matches) / per_page))
            pages += [(rnd, k * per_page, k) for k in range(count)]
        return pages

    def page_count(self, body: QSizeF) -> int:
        return max(1, len(self._pages(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        pages = self._pages(body.size())
        if not pages:
            _text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H), "No rounds drawn yet.",
                  font(11, italic=True), color=GREY)
            return
        rnd, start, part = pages[index]
        per_page = pairings_rows_per_page(body.size())
        heading = f"Round {rnd.round}" + (" (continued)" if part else "")
        _text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H - 4), heading, font(14, bold=True))
        top = body.top() + PAIRINGS_ROUND_H
        _table_head(painter, PAIRINGS_COLUMNS, body, top)
        matches = rnd.matches[start:start + per_page]
        for n, match in enumerate(matches):
            y = top + TABLE_HEAD_H + n * PAIRINGS_ROW_H
            sides = [_side(s) for s in match.sides]
            chances = " / ".join(f"{p:.0%}" for p in match.win_probability)
            cells = [_table_name(match), sides[0] if sides else "", "v", " v ".join(sides[1:]), chances]
            _table_row(painter, PAIRINGS_COLUMNS, cells, body, y, PAIRINGS_ROW_H, n % 2 == 1, font(11))
        last_page = start + per_page >= len(rnd.matches)
        if last_page and rnd.sitting_out:
            y = top + TABLE_HEAD_H + len(matches) * PAIRINGS_ROW_H + 4
            painter.setFont(font(10))
            painter.setPen(INK)
            painter.drawText(QRectF(body.left() + 4, y, body.width() - 8, PAIRINGS_SITTING_H),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                             "Sitting out: " + ", ".join(rnd.sitting_out))


def slips_per_page(body: QSizeF) -> int:
    """How many score slips one page holds (stacked, with cut lines between)."""
    return max(1, int(body.height() // SLIP_MIN_H))


class ScoreSlipsPrintout(Printout):
    """One slip per match for the players to fill in: round, table, names, score boxes and signatures."""

    def __init__(self, rounds: Sequence[DrawnRound], event: str, club_file: str, date: str | None = None) -> None:
        super().__init__(f"Score slips — {event}", f"{club_file} · {event} · {date or today()} · cut along the dashed lines")
        self.event = event
        self.slips = [(rnd.round, match) for rnd in rounds for match in rnd.matches]

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.slips) / slips_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = slips_per_page(body.size())
        height = body.height() / per_page
        if not self.slips:
            _text(painter, QRectF(body.left(), body.top(), body.width(), 24), "No matches drawn yet.", font(11, italic=True), color=GREY)
        for n, (number, match) in enumerate(self.slips[index * per_page:(index + 1) * per_page]):
            self._slip(painter, QRectF(body.left(), body.top() + n * height, body.width(), height), number, match)

    def _slip(self, painter: QPainter, rect: QRectF, number: int, match: DrawnMatch) -> None:
        painter.setPen(QPen(RULE, 0.8, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(0, 2, 0, -2))
        inner = rect.adjusted(10, 8, -10, -8)
        head_h = 22.0
        _text(painter, QRectF(inner.left(), inner.top(), inner.width() * 0.6, head_h),
              f"Round {number} · {_table_label(match)}", font(14, bold=True))
        _text(painter, QRectF(inner.left() + inner.width() * 0.6, inner.top(), inner.width() * 0.4, head_h), self.event,
              font(9), Qt.AlignmentFlag.AlignRight, GREY)
        sides = match.sides or ((),)
        foot_h = 18.0
        side_h = (inner.height() - head_h - foot_h) / len(sides)
        score_w, sign_w = 64.0, 130.0
        names_w = inner.width() - score_w - sign_w - 24
        for k, side in enumerate(sides):
            top = inner.top() + head_h + k * side_h
            row = QRectF(inner.left(), top, inner.width(), side_h)
            _text(painter, QRectF(row.left(), top, 50, side_h), f"Side {k + 1}", font(9), color=GREY)
            self._names(painter, QRectF(row.left() + 50, top, names_w - 50, side_h), side)
            box = QRectF(row.left() + names_w + 8, top + side_h / 2 - 13, score_w, 26)
            painter.setPen(QPen(INK, 1.0))
            painter.drawRect(box)
            _text(painter, QRectF(box.left(), box.top() - 10, score_w, 10), "Score", font(7), color=GREY)
            sign_left = box.right() + 16
            painter.setPen(QPen(INK, 0.6))
            painter.drawLine(QPointF(sign_left, box.bottom()), QPointF(inner.right(), box.bottom()))
            _text(painter, QRectF(sign_left, box.bottom() + 1, sign_w, 10), "Signature", font(7), color=GREY)
        _text(painter, QRectF(inner.left(), inner.bottom() - foot_h, inner.width(), foot_h),
              "Hand this slip to the organizer when the match is over.", font(8, italic=True), color=GREY)

    @staticmethod
    def _names(painter: QPainter, rect: QRectF, side: Sequence[str]) -> None:
        """A side's players on one line, or one per line when the line would not fit."""
        big = font(12, bold=True)
        if len(side) < 2 or QFontMetricsF(big).horizontalAdvance(_side(side)) <= rect.width():
            _text(painter, rect, _side(side), big, shrink_to=8)
            return
        line_h = min(rect.height() / len(side), 16.0)
        f = font(max(7, min(12, int(line_h / 1.3))), bold=True)
        top = rect.top() + (rect.height() - line_h * len(side)) / 2
        for k, name in enumerate(side):
            text = name + (" &" if k + 1 < len(side) else "")
            _text(painter, QRectF(rect.left(), top + k * line_h, rect.width(), line_h), text, f, shrink_to=7)


# ---- rendering -------------------------------------------------------------------------------------------


def body_rect(page: QSizeF) -> QRectF:
    """The part of a printable area (in points) left for a printout's body, inside header and footer."""
    return QRectF(0, HEADER_H, page.width(), max(page.height() - HEADER_H - FOOTER_H, 1.0))


def render(printout: Printout, device: QPagedPaintDevice) -> int:
    """Paint every page of ``printout`` on a PDF writer or printer; returns the number of pages."""
    page = device.pageLayout().paintRect(QPageLayout.Unit.Point).size()
    body = body_rect(page)
    count = printout.page_count(body.size())
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printer or PDF file could not be opened for printing")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index in range(count):
            if index:
                device.newPage()
            painter.save()
            painter.scale(device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0)
            title, subtitle = printout.heading(index, body.size())
            _text(painter, QRectF(0, 0, page.width(), 22), title, font(16, bold=True))
            _text(painter, QRectF(0, 22, page.width(), 14), subtitle, font(9), color=GREY)
            painter.setPen(QPen(RULE, 0.8))
            painter.drawLine(QPointF(0, HEADER_H - 4), QPointF(page.width(), HEADER_H - 4))
            printout.paint_page(painter, index, body)
            footer = QRectF(0, page.height() - FOOTER_H + 6, page.width(), FOOTER_H - 6)
            _text(painter, footer, "Tournament App", font(8), color=GREY)
            _text(painter, footer, f"Page {index + 1} of {count}", font(8), Qt.AlignmentFlag.AlignRight, GREY)
            painter.restore()
    finally:
        painter.end()
    return count


def pdf_bytes(printout: Printout) -> tuple[bytes, int]:
    """The printout as a PDF document on A4 (in the printout's orientation) and its page count."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(printout.title)
    writer.setCreator("Tournament App")
    writer.setPageLayout(QPageLayout(QPageSize(PDF_PAGE), printout.orientation,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    count = render(printout, writer)
    del writer  # finishes the document into the buffer
    buffer.close()
    return bytes(data.data()), count


def write_pdf(printout: Printout, path: str | Path) -> int:
    """Write the printout to a PDF file; returns its page count. The file is written whole or not at all."""
    data, count = pdf_bytes(printout)
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    try:
        partial.write_bytes(data)
        partial.replace(target)
    except OSError:
        partial.unlink(missing_ok=True)
        raise
    return count


def preview_dialog(printout: Printout, parent: QWidget | None = None) -> QPrintPreviewDialog:
    """A print preview of the printout: the pages as they will print, with Print and page setup."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(printout.title)
    printer.setPageOrientation(printout.orientation)
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(f"Print preview — {printout.title}")
    dialog.paintRequested.connect(lambda target: render(printout, target))
    # the dialog does not own the printer; keep both alive together
    dialog._printer = printer  # type: ignore[attr-defined]
    dialog._printout = printout  # type: ignore[attr-defined]
    return dialog


def show_preview(printout: Printout, parent: QWidget | None = None) -> int:
    """Open the print preview (modal); the user prints from there. Returns the dialog's result."""
    dialog = preview_dialog(printout, parent)
    dialog.resize(900, 1000)
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()


# ---- what the app's Print… actions run -------------------------------------------------------------------


def _club_file(club: Club) -> str:
    return club.path.name if club.path is not None else "club"


def print_standings(ops: Operations, leaderboard_id: int, parent: QWidget | None = None) -> None:
    """Read the leaderboard's standings on the worker, then open their print preview."""

    def load(club: Club) -> StandingsPrintout:
        return StandingsPrintout(club.standings(leaderboard_id), club.leaderboard(leaderboard_id).name, _club_file(club))

    ops.query(load, lambda printout: show_preview(printout, parent))


def print_bracket(ops: Operations, bracket: Bracket, leaderboard_id: int, parent: QWidget | None = None) -> None:
    """Open the print preview of a bracket seeded in the leaderboard."""

    def load(club: Club) -> BracketPrintout:
        return BracketPrintout(bracket, club.leaderboard(leaderboard_id).name, _club_file(club))

    ops.query(load, lambda printout: show_preview(printout, parent))


def print_event_rounds(ops: Operations, event_id: int, parent: QWidget | None = None) -> None:
    """The event's drawn rounds: pairings with tables, then a score slip per match, in a print preview."""

    def load(club: Club) -> Booklet | str:
        event = club.event(event_id)
        rounds = club_night.event_rounds(club, event_id)
        if not rounds:
            return f"'{event.name}' has no rounds drawn yet: draw a round first, then print its pairings and score slips."
        return Booklet([PairingsPrintout(rounds, event.name, _club_file(club)),
                        ScoreSlipsPrintout(rounds, event.name, _club_file(club))])

    def show(result: Booklet | str) -> None:
        if isinstance(result, str):
            QMessageBox.information(parent, "Print pairings", result)
        else:
            show_preview(result, parent)

    ops.query(load, show)
