"""What every printout shares: the page, its header and footer, fonts, tables, and drawing to PDF or a printer.

Every printout lays itself out in points (1/72 inch) inside the page's printable
area, so the same layout goes to a PDF file, a printer and the preview, and how
many pages it takes depends only on the page size. Each page carries a header
(title, club file, leaderboard, date) and a footer ("Page 2 of 5"); tables repeat
their column headings on every page. Qt's painting only: no widget, so the
command line prints with it too.
"""

from __future__ import annotations

import datetime as dt
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..locale_text import date_text
from ..translation import translate

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


def draw_text(painter: QPainter, rect: QRectF, text: str, f: QFont, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
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
    """The date printed on every page, in the app's locale (short format)."""
    return date_text(dt.date.today().isoformat())


#: the club files whose name says nothing about the club (the app's own default file)
_GENERIC_CLUB_NAMES = frozenset({"club", "tournament-app", "tournament_app", "default"})


def club_name(path: Path | None) -> str:
    """How a printout's header names the club: its file's name without ".sqlite" ("Thursday club"), or "" for
    the app's own default file ("club.sqlite" says nothing to the people reading the sheet)."""
    if path is None:
        return ""
    stem = Path(path).stem.strip()
    return "" if stem.casefold() in _GENERIC_CLUB_NAMES else stem


def tidy_line(text: str) -> str:
    """A header line with its empty parts left out ("· Default · 5/3/24" with no club name reads "Default · 5/3/24")."""
    parts = [part.strip() for part in text.split(" · ")]
    return " · ".join(part for part in parts if part)


def counted(text: str, n: int) -> str:
    """A translated ``%n`` text with its English "(s)"/"(es)" settled for ``n``.

    Without a catalogue installed (the command line, a plain script) Qt gives
    the source back, "16 entrant(s)"; a translated text has no such marks.
    """
    return re.sub(r"\((e?s)\)", "" if n == 1 else r"\1", text)


@dataclass(frozen=True)
class Column:
    """A table column: heading, width in points (0 = share the rest), right-aligned or not."""

    title: str
    width: float = 0.0
    right: bool = False


def headings(columns: Sequence[Column], translated: Callable[[str], str]) -> tuple[Column, ...]:
    """``columns`` with their headings (marked with ``QT_TRANSLATE_NOOP``) in the app's language.

    ``translated`` is the module's ``lambda text: translate("its.context", text)``; "#" and empty headings stay.
    """
    return tuple(replace(c, title=translated(c.title)) if c.title.strip("#") else c for c in columns)


def column_rects(columns: Sequence[Column], left: float, width: float, top: float, height: float) -> list[QRectF]:
    fixed = sum(c.width for c in columns)
    flexible = [c for c in columns if not c.width]
    share = max(width - fixed, 0.0) / max(len(flexible), 1)
    rects, x = [], left
    for c in columns:
        w = c.width or share
        rects.append(QRectF(x + 4, top, w - 8, height))
        x += w
    return rects


def table_head(painter: QPainter, columns: Sequence[Column], body: QRectF, top: float) -> None:
    painter.fillRect(QRectF(body.left(), top, body.width(), TABLE_HEAD_H), HEAD_FILL)
    for c, rect in zip(columns, column_rects(columns, body.left(), body.width(), top, TABLE_HEAD_H)):
        draw_text(painter, rect, c.title, font(9, bold=True), Qt.AlignmentFlag.AlignRight if c.right else Qt.AlignmentFlag.AlignLeft)


def table_row(painter: QPainter, columns: Sequence[Column], cells: Sequence[str], body: QRectF, top: float, height: float,
               shaded: bool, f: QFont) -> None:
    if shaded:
        painter.fillRect(QRectF(body.left(), top, body.width(), height), SHADE)
    for c, text, rect in zip(columns, cells, column_rects(columns, body.left(), body.width(), top, height)):
        draw_text(painter, rect, text, f, Qt.AlignmentFlag.AlignRight if c.right else Qt.AlignmentFlag.AlignLeft,
              shrink_to=max(f.pixelSize() - 3, 7))


class Printout(ABC):
    """Something to print: it says how many pages a page size needs and paints each page's body."""

    #: the orientation the printout is laid out for
    orientation: QPageLayout.Orientation = PORTRAIT

    def __init__(self, title: str, subtitle: str) -> None:
        self.title = title
        self.subtitle = tidy_line(subtitle)

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
            draw_text(painter, QRectF(0, 0, page.width(), 22), title, font(16, bold=True))
            draw_text(painter, QRectF(0, 22, page.width(), 14), subtitle, font(9), color=GREY)
            painter.setPen(QPen(RULE, 0.8))
            painter.drawLine(QPointF(0, HEADER_H - 4), QPointF(page.width(), HEADER_H - 4))
            printout.paint_page(painter, index, body)
            footer = QRectF(0, page.height() - FOOTER_H + 6, page.width(), FOOTER_H - 6)
            draw_text(painter, footer, translate("printouts.page", "Tournament App"), font(8), color=GREY)
            draw_text(painter, footer, translate("printouts.page", "Page {page} of {count}").format(page=index + 1, count=count),
                      font(8), Qt.AlignmentFlag.AlignRight, GREY)
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
    writer.setCreator(translate("printouts.page", "Tournament App"))
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
