"""The season printout: place, player, points, events counted and the counted results, headings on every page."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainter

from ..league import SeasonTable, points_text
from .page import GREY, STANDINGS_ROW_H, TABLE_HEAD_H, Column, Printout, draw_text, font, table_head, table_row, today
from .standings import standings_rows_per_page

SEASON_COLUMNS = (Column("#", 36, True), Column("Player"), Column("Points", 60, True), Column("Events", 52, True),
                  Column("Counted results"))


def season_rows_per_page(body: QSizeF) -> int:
    """How many players a season page holds (below its note line and repeated column headings)."""
    return max(1, standings_rows_per_page(body) - 1)


def season_points(value: float) -> str:
    """Points as printed (whole numbers stay whole)."""
    return points_text([value])


class SeasonPrintout(Printout):
    """A season's table; the header says its leaderboard, dates, how many events count and the scale."""

    def __init__(self, table: SeasonTable, club_file: str, date: str | None = None) -> None:
        s = table.season
        counting = f"best {s.best} events count" if s.best is not None else "every event counts"
        super().__init__(f"Season — {s.name}",
                         f"{club_file} · {table.leaderboard} · {s.date_from} to {s.date_to} · {date or today()}")
        events = len(table.events)
        #: the line above the table on every page: what counts and the scale
        self.note = (f"{events} {'event' if events == 1 else 'events'} with results; {counting}. "
                     f"Points per place: {', '.join(points_text([p]) for p in s.points)}.")
        self.rows = list(table.lines)

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.rows) / season_rows_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = season_rows_per_page(body.size())
        draw_text(painter, QRectF(body.left(), body.top(), body.width(), STANDINGS_ROW_H), self.note, font(9),
                  color=GREY, shrink_to=7)
        head = body.top() + STANDINGS_ROW_H
        table_head(painter, SEASON_COLUMNS, body, head)
        rows = self.rows[index * per_page:(index + 1) * per_page]
        if not rows:
            draw_text(painter, QRectF(body.left() + 4, head + TABLE_HEAD_H, body.width(), STANDINGS_ROW_H),
                      "No results in this season yet.", font(10, italic=True), color=GREY)
        for n, line in enumerate(rows):
            top = head + TABLE_HEAD_H + n * STANDINGS_ROW_H
            cells = [str(line.place), line.name, season_points(line.points), str(line.events), line.best_text()]
            table_row(painter, SEASON_COLUMNS, cells, body, top, STANDINGS_ROW_H, n % 2 == 1, font(10))
