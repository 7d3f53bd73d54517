"""The printouts of a club night's rounds: each round's pairings with tables, and a score slip per match."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from ..league.night import DrawnMatch, DrawnRound
from .page import (
    GREY,
    INK,
    PAIRINGS_ROUND_H,
    PAIRINGS_ROW_H,
    PAIRINGS_SITTING_H,
    RULE,
    SLIP_MIN_H,
    TABLE_HEAD_H,
    Column,
    Printout,
    draw_text,
    font,
    table_head,
    table_row,
    today,
)


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
            draw_text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H), "No rounds drawn yet.",
                  font(11, italic=True), color=GREY)
            return
        rnd, start, part = pages[index]
        per_page = pairings_rows_per_page(body.size())
        heading = f"Round {rnd.round}" + (" (continued)" if part else "")
        draw_text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H - 4), heading, font(14, bold=True))
        top = body.top() + PAIRINGS_ROUND_H
        table_head(painter, PAIRINGS_COLUMNS, body, top)
        matches = rnd.matches[start:start + per_page]
        for n, match in enumerate(matches):
            y = top + TABLE_HEAD_H + n * PAIRINGS_ROW_H
            sides = [_side(s) for s in match.sides]
            chances = " / ".join(f"{p:.0%}" for p in match.win_probability)
            cells = [_table_name(match), sides[0] if sides else "", "v", " v ".join(sides[1:]), chances]
            table_row(painter, PAIRINGS_COLUMNS, cells, body, y, PAIRINGS_ROW_H, n % 2 == 1, font(11))
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
            draw_text(painter, QRectF(body.left(), body.top(), body.width(), 24), "No matches drawn yet.", font(11, italic=True), color=GREY)
        for n, (number, match) in enumerate(self.slips[index * per_page:(index + 1) * per_page]):
            self._slip(painter, QRectF(body.left(), body.top() + n * height, body.width(), height), number, match)

    def _slip(self, painter: QPainter, rect: QRectF, number: int, match: DrawnMatch) -> None:
        painter.setPen(QPen(RULE, 0.8, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(0, 2, 0, -2))
        inner = rect.adjusted(10, 8, -10, -8)
        head_h = 22.0
        draw_text(painter, QRectF(inner.left(), inner.top(), inner.width() * 0.6, head_h),
              f"Round {number} · {_table_label(match)}", font(14, bold=True))
        draw_text(painter, QRectF(inner.left() + inner.width() * 0.6, inner.top(), inner.width() * 0.4, head_h), self.event,
              font(9), Qt.AlignmentFlag.AlignRight, GREY)
        sides = match.sides or ((),)
        foot_h = 18.0
        side_h = (inner.height() - head_h - foot_h) / len(sides)
        score_w, sign_w = 64.0, 130.0
        names_w = inner.width() - score_w - sign_w - 24
        for k, side in enumerate(sides):
            top = inner.top() + head_h + k * side_h
            row = QRectF(inner.left(), top, inner.width(), side_h)
            draw_text(painter, QRectF(row.left(), top, 50, side_h), f"Side {k + 1}", font(9), color=GREY)
            self._names(painter, QRectF(row.left() + 50, top, names_w - 50, side_h), side)
            box = QRectF(row.left() + names_w + 8, top + side_h / 2 - 13, score_w, 26)
            painter.setPen(QPen(INK, 1.0))
            painter.drawRect(box)
            draw_text(painter, QRectF(box.left(), box.top() - 10, score_w, 10), "Score", font(7), color=GREY)
            sign_left = box.right() + 16
            painter.setPen(QPen(INK, 0.6))
            painter.drawLine(QPointF(sign_left, box.bottom()), QPointF(inner.right(), box.bottom()))
            draw_text(painter, QRectF(sign_left, box.bottom() + 1, sign_w, 10), "Signature", font(7), color=GREY)
        draw_text(painter, QRectF(inner.left(), inner.bottom() - foot_h, inner.width(), foot_h),
              "Hand this slip to the organizer when the match is over.", font(8, italic=True), color=GREY)

    @staticmethod
    def _names(painter: QPainter, rect: QRectF, side: Sequence[str]) -> None:
        """A side's players on one line, or one per line when the line would not fit."""
        big = font(12, bold=True)
        if len(side) < 2 or QFontMetricsF(big).horizontalAdvance(_side(side)) <= rect.width():
            draw_text(painter, rect, _side(side), big, shrink_to=8)
            return
        line_h = min(rect.height() / len(side), 16.0)
        f = font(max(7, min(12, int(line_h / 1.3))), bold=True)
        top = rect.top() + (rect.height() - line_h * len(side)) / 2
        for k, name in enumerate(side):
            text = name + (" &" if k + 1 < len(side) else "")
            draw_text(painter, QRectF(rect.left(), top + k * line_h, rect.width(), line_h), text, f, shrink_to=7)
