"""The season printout: place, player, points, events counted and the counted results, headings on every page."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainter

from ..league import SeasonTable, points_text
from ..locale_text import date_text, number, ordinal
from ..translation import QT_TRANSLATE_NOOP, translate
from .page import (
    GREY,
    STANDINGS_ROW_H,
    TABLE_HEAD_H,
    Column,
    Printout,
    counted,
    draw_text,
    font,
    headings,
    table_head,
    table_row,
    today,
)
from .standings import standings_rows_per_page

#: the headings are translated when printed (headings)
SEASON_COLUMNS = (Column("#", 36, True), Column(QT_TRANSLATE_NOOP("printouts.season_sheet", "Player")),
                  Column(QT_TRANSLATE_NOOP("printouts.season_sheet", "Points"), 60, True),
                  Column(QT_TRANSLATE_NOOP("printouts.season_sheet", "Events"), 52, True),
                  Column(QT_TRANSLATE_NOOP("printouts.season_sheet", "Counted results")))


def season_rows_per_page(body: QSizeF) -> int:
    """How many players a season page holds (below its note line and repeated column headings)."""
    return max(1, standings_rows_per_page(body) - 1)


def season_points(value: float) -> str:
    """Points as printed in the app's locale (whole numbers stay whole)."""
    text = points_text([value])
    return number(value, len(text.partition(".")[2])) if "e" not in text else text


class SeasonPrintout(Printout):
    """A season's table; the header says its leaderboard, dates, how many events count and the scale."""

    def __init__(self, table: SeasonTable, club_file: str, date: str | None = None) -> None:
        s = table.season
        events = len(table.events)
        scale = ", ".join(season_points(p) for p in s.points)
        super().__init__(translate("printouts.season_sheet", "Season — {name}").format(name=s.name),
                         translate("printouts.season_sheet", "{club} · {leaderboard} · {start} to {end} · {date}").format(
                             club=club_file, leaderboard=table.leaderboard, start=date_text(s.date_from), end=date_text(s.date_to),
                             date=date or today()))
        #: the line above the table on every page: what counts and the scale
        if s.best is not None:
            self.note = counted(translate("printouts.season_sheet",
                                          "%n event(s) with results; best {best} events count. Points per place: {scale}.",
                                          None, events), events).format(best=s.best, scale=scale)
        else:
            self.note = counted(translate("printouts.season_sheet",
                                          "%n event(s) with results; every event counts. Points per place: {scale}.",
                                          None, events), events).format(scale=scale)
        self.rows = list(table.lines)

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.rows) / season_rows_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = season_rows_per_page(body.size())
        draw_text(painter, QRectF(body.left(), body.top(), body.width(), STANDINGS_ROW_H), self.note, font(9),
                  color=GREY, shrink_to=7)
        head = body.top() + STANDINGS_ROW_H
        columns = headings(SEASON_COLUMNS, lambda text: translate("printouts.season_sheet", text))
        table_head(painter, columns, body, head)
        rows = self.rows[index * per_page:(index + 1) * per_page]
        if not rows:
            draw_text(painter, QRectF(body.left() + 4, head + TABLE_HEAD_H, body.width(), STANDINGS_ROW_H),
                      translate("printouts.season_sheet", "No results in this season yet."), font(10, italic=True), color=GREY)
        for n, line in enumerate(rows):
            top = head + TABLE_HEAD_H + n * STANDINGS_ROW_H
            cells = [str(line.place), line.name, season_points(line.points), str(line.events), ", ".join(ordinal(p) for p in line.best)]
            table_row(painter, columns, cells, body, top, STANDINGS_ROW_H, n % 2 == 1, font(10))
