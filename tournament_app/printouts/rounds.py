"""The printouts of a club night's rounds: each round's pairings with tables, and a score slip per match."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from ..league.night import DrawnMatch, DrawnRound
from .. import locale_text
from ..translation import QT_TRANSLATE_NOOP, translate
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
    headings,
    table_head,
    table_row,
    today,
)
from .event_layout import stage_title
from .qr import ShareLinks, draw_qr

#: the side of the view address's QR code at the top of a pairings page, and the largest of a side's report code on
#: a slip (points); a slip's codes share its height, two to a column (72 pt each on an A4 slip of a 1v1 match)
PAIRINGS_QR = 64.0
SLIP_QR = 92.0
#: the line under each report code on a slip, naming its side
SLIP_QR_CAPTION = 11.0


#: the headings are translated when printed (headings)
PAIRINGS_COLUMNS = (Column(QT_TRANSLATE_NOOP("printouts.rounds", "Table"), 56), Column(QT_TRANSLATE_NOOP("printouts.rounds", "Side 1")), Column("", 18),
                    Column(QT_TRANSLATE_NOOP("printouts.rounds", "Side 2")), Column(QT_TRANSLATE_NOOP("printouts.rounds", "Win chance"), 80, True))


def pairings_rows_per_page(body: QSizeF, links: ShareLinks | None = None) -> int:
    """How many matches of a round one pairings page lists (fewer when the page carries the view's QR code)."""
    head = _pairings_head_h(links)
    return max(1, int((body.height() - head - TABLE_HEAD_H - PAIRINGS_SITTING_H) // PAIRINGS_ROW_H))


def _pairings_head_h(links: ShareLinks | None) -> float:
    return PAIRINGS_ROUND_H if links is None else max(PAIRINGS_ROUND_H, PAIRINGS_QR + 6)


def _side(names: Sequence[str]) -> str:
    return " & ".join(names)


def _table_name(match: DrawnMatch) -> str:
    #: Translators: the table column of a match that waits for a free table
    return match.table if match.table is not None else translate("printouts.rounds", "queue")


def round_heading(rnd: DrawnRound, double: bool) -> str:
    """What a round is called on the page: "Round 3" for a club night or a Swiss, "Winners' bracket, round 1"
    or "Losers' final" for a bracket's round (``double``: the event has a losers' bracket)."""
    if rnd.stage is None:
        return translate("printouts.rounds", "Round {number}").format(number=rnd.round)
    bracket, number, last = rnd.stage
    return stage_title(bracket, number, last, double)


def has_losers(rounds: Sequence[DrawnRound]) -> bool:
    """True when the rounds are a double elimination's (its winners' final is not the final)."""
    return any(r.stage is not None and r.stage[0] in ("losers", "final") for r in rounds)


def _table_label(match: DrawnMatch) -> str:
    """"Table 3" for a numbered table, the name itself for "Court A", "no table yet" for a queued match."""
    if match.table is None:
        return translate("printouts.rounds", "no table yet")
    if match.table.isdigit() or len(match.table) == 1:
        return translate("printouts.rounds", "Table {table}").format(table=match.table)
    return match.table


class PairingsPrintout(Printout):
    """Each round's matches with their tables (and who sits out); every round starts on a new page."""

    def __init__(self, rounds: Sequence[DrawnRound], event: str, club_file: str, date: str | None = None,
                 links: ShareLinks | None = None) -> None:
        super().__init__(translate("printouts.rounds", "Pairings — {event}").format(event=event), f"{club_file} · {event} · {date or today()}")
        self.rounds = list(rounds)
        #: the event shared on the local network: each page carries the view's QR code
        self.links = links

    def _pages(self, body: QSizeF) -> list[tuple[DrawnRound, int, int]]:
        """(round, first match, page of the round) for every page."""
        per_page = pairings_rows_per_page(body, self.links)
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
            draw_text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H), translate("printouts.rounds", "No rounds drawn yet."),
                  font(11, italic=True), color=GREY)
            return
        rnd, start, part = pages[index]
        per_page = pairings_rows_per_page(body.size(), self.links)
        title = round_heading(rnd, has_losers(self.rounds))
        #: Translators: a round's heading on its second page: {round} is "Round 3" or "Winners' bracket, round 1"
        heading = translate("printouts.rounds", "{round} (continued)").format(round=title) if part else title
        draw_text(painter, QRectF(body.left(), body.top(), body.width(), PAIRINGS_ROUND_H - 4), heading, font(14, bold=True))
        head_h = _pairings_head_h(self.links)
        if self.links is not None:
            qr = QRectF(body.right() - PAIRINGS_QR, body.top(), PAIRINGS_QR, PAIRINGS_QR)
            draw_qr(painter, qr, self.links.view)
            caption = QRectF(body.left() + body.width() * 0.3, body.top(), qr.left() - 8 - body.left() - body.width() * 0.3, PAIRINGS_QR)
            draw_text(painter, QRectF(caption.left(), caption.top() + PAIRINGS_QR / 2 - 14, caption.width(), 14),
                      translate("printouts.rounds", "Tables, bracket and standings on your phone:"), font(9), Qt.AlignmentFlag.AlignRight,
                      GREY, shrink_to=7)
            draw_text(painter, QRectF(caption.left(), caption.top() + PAIRINGS_QR / 2, caption.width(), 14),
                      translate("printouts.rounds", "scan the code (venue Wi-Fi)"), font(9), Qt.AlignmentFlag.AlignRight,
                      GREY, shrink_to=7)
        top = body.top() + head_h
        columns = headings(PAIRINGS_COLUMNS, lambda text: translate("printouts.rounds", text))
        table_head(painter, columns, body, top)
        matches = rnd.matches[start:start + per_page]
        for n, match in enumerate(matches):
            y = top + TABLE_HEAD_H + n * PAIRINGS_ROW_H
            sides = [_side(s) for s in match.sides]
            chances = " / ".join(locale_text.percent(p) for p in match.win_probability)
            #: Translators: "versus" between the sides of a match
            versus = translate("printouts.rounds", "v")
            cells = [_table_name(match), sides[0] if sides else "", versus, f" {versus} ".join(sides[1:]), chances]
            table_row(painter, columns, cells, body, y, PAIRINGS_ROW_H, n % 2 == 1, font(11))
        last_page = start + per_page >= len(rnd.matches)
        if last_page and rnd.sitting_out:
            y = top + TABLE_HEAD_H + len(matches) * PAIRINGS_ROW_H + 4
            painter.setFont(font(10))
            painter.setPen(INK)
            painter.drawText(QRectF(body.left() + 4, y, body.width() - 8, PAIRINGS_SITTING_H),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                             translate("printouts.rounds", "Sitting out: {names}").format(names=", ".join(rnd.sitting_out)))


def slips_per_page(body: QSizeF) -> int:
    """How many score slips one page holds (stacked, with cut lines between)."""
    return max(1, int(body.height() // SLIP_MIN_H))


class ScoreSlipsPrintout(Printout):
    """One slip per match for the players to fill in: round, table, names, score boxes and signatures."""

    def __init__(self, rounds: Sequence[DrawnRound], event: str, club_file: str, date: str | None = None,
                 links: ShareLinks | None = None) -> None:
        super().__init__(translate("printouts.rounds", "Score slips — {event}").format(event=event),
                         translate("printouts.rounds", "{club} · {event} · {date} · cut along the dashed lines").format(
                             club=club_file, event=event, date=date or today()))
        self.event = event
        double = has_losers(rounds)
        self.slips = [(rnd.round, match, k) for rnd in rounds for k, match in enumerate(rnd.matches)]
        #: each round's heading on its slips, by round number
        self.headings = {rnd.round: round_heading(rnd, double) for rnd in rounds}
        #: the event shared on the local network: each slip carries its match's report QR codes, one per side
        self.links = links

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.slips) / slips_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = slips_per_page(body.size())
        height = body.height() / per_page
        if not self.slips:
            draw_text(painter, QRectF(body.left(), body.top(), body.width(), 24), translate("printouts.rounds", "No matches drawn yet."), font(11, italic=True), color=GREY)
        for n, (number, match, place) in enumerate(self.slips[index * per_page:(index + 1) * per_page]):
            urls = self.links.reports.get((number, place), ()) if self.links is not None else ()
            self._slip(painter, QRectF(body.left(), body.top() + n * height, body.width(), height), number, match, urls)

    def _slip(self, painter: QPainter, rect: QRectF, number: int, match: DrawnMatch, report_urls: Sequence[str] = ()) -> None:
        painter.setPen(QPen(RULE, 0.8, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(0, 2, 0, -2))
        inner = rect.adjusted(10, 8, -10, -8)
        if report_urls:
            inner = inner.adjusted(0, 0, -(self._report_codes(painter, inner, report_urls) + 12), 0)
        head_h = 22.0
        draw_text(painter, QRectF(inner.left(), inner.top(), inner.width() * 0.6, head_h),
              translate("printouts.rounds", "{round} · {table}").format(round=self.headings.get(number, str(number)),
                                                                         table=_table_label(match)),
              font(14, bold=True), shrink_to=10)
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
            draw_text(painter, QRectF(row.left(), top, 50, side_h), translate("printouts.rounds", "Side {number}").format(number=k + 1), font(9), color=GREY)
            self._names(painter, QRectF(row.left() + 50, top, names_w - 50, side_h), side)
            box = QRectF(row.left() + names_w + 8, top + side_h / 2 - 13, score_w, 26)
            painter.setPen(QPen(INK, 1.0))
            painter.drawRect(box)
            draw_text(painter, QRectF(box.left(), box.top() - 10, score_w, 10), translate("printouts.rounds", "Score"), font(7), color=GREY)
            sign_left = box.right() + 16
            painter.setPen(QPen(INK, 0.6))
            painter.drawLine(QPointF(sign_left, box.bottom()), QPointF(inner.right(), box.bottom()))
            draw_text(painter, QRectF(sign_left, box.bottom() + 1, sign_w, 10), translate("printouts.rounds", "Signature"), font(7), color=GREY)
        draw_text(painter, QRectF(inner.left(), inner.bottom() - foot_h, inner.width(), foot_h),
              translate("printouts.rounds", "Hand this slip to the organizer when the match is over."), font(8, italic=True), color=GREY)

    @staticmethod
    def _report_codes(painter: QPainter, inner: QRectF, urls: Sequence[str]) -> float:
        """Each side's report code at the slip's right, two to a column, each named "Side 1 reports" below it (a
        side's phone scans its own: a report speaks for the side of its code); returns the width they take."""
        rows = min(len(urls), 2)
        columns = math.ceil(len(urls) / rows)
        qr_side = min(SLIP_QR, inner.height() / rows - SLIP_QR_CAPTION - 2)
        width = columns * (qr_side + 10) - 10
        for k, url in enumerate(urls):
            column, row = divmod(k, rows)
            left = inner.right() - width + column * (qr_side + 10)
            top = inner.top() + row * (inner.height() / rows)
            code = QRectF(left, top, qr_side, qr_side)
            draw_qr(painter, code, url)
            draw_text(painter, QRectF(code.left() - 5, code.bottom() + 1, qr_side + 10, SLIP_QR_CAPTION),
                      translate("printouts.rounds", "Side {number} reports").format(number=k + 1), font(8, bold=True),
                      Qt.AlignmentFlag.AlignHCenter, INK, shrink_to=6)
        return width

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
