"""The standings printout: rank, name, rating, games and wins of a leaderboard, headings on every page."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainter

from ..league import Standing
from ..locale_text import number
from ..translation import QT_TRANSLATE_NOOP, translate
from .page import (
    GREY,
    STANDINGS_ROW_H,
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

#: the headings are translated when printed (headings)
STANDINGS_COLUMNS = (Column("#", 36, True), Column(QT_TRANSLATE_NOOP("printouts.standings", "Player")),
                     Column(QT_TRANSLATE_NOOP("printouts.standings", "Rating"), 70, True),
                     Column(QT_TRANSLATE_NOOP("printouts.standings", "Games"), 56, True),
                     #: Translators: column heading of the printed standings: how many matches the player won (a word, not "W")
                     Column(QT_TRANSLATE_NOOP("printouts.standings", "Wins"), 70, True))


def standings_rows_per_page(body: QSizeF) -> int:
    """How many players a standings page holds (below its repeated column headings)."""
    return max(1, int((body.height() - TABLE_HEAD_H) // STANDINGS_ROW_H))


def rating_text(value: float) -> str:
    """A rating as printed in the app's locale (whole numbers stay whole)."""
    return number(value, 0 if float(value).is_integer() else 2)


class StandingsPrintout(Printout):
    """A leaderboard's standings: rank, name, rating, games, wins; headings repeated on every page."""

    def __init__(self, rows: Sequence[Standing], leaderboard: str, club_file: str, date: str | None = None) -> None:
        super().__init__(translate("printouts.standings", "Standings — {leaderboard}").format(leaderboard=leaderboard),
                         f"{club_file} · {leaderboard} · {date or today()}")
        self.rows = list(rows)

    def page_count(self, body: QSizeF) -> int:
        return max(1, math.ceil(len(self.rows) / standings_rows_per_page(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        per_page = standings_rows_per_page(body.size())
        columns = headings(STANDINGS_COLUMNS, lambda text: translate("printouts.standings", text))
        table_head(painter, columns, body, body.top())
        rows = self.rows[index * per_page:(index + 1) * per_page]
        if not rows:
            draw_text(painter, QRectF(body.left() + 4, body.top() + TABLE_HEAD_H, body.width(), STANDINGS_ROW_H),
                  translate("printouts.standings", "No rated players yet."), font(10, italic=True), color=GREY)
        for n, row in enumerate(rows):
            top = body.top() + TABLE_HEAD_H + n * STANDINGS_ROW_H
            cells = [str(row.rank), row.player, rating_text(row.display), str(row.games), str(row.wins)]
            table_row(painter, columns, cells, body, top, STANDINGS_ROW_H, n % 2 == 1, font(10))
