"""The bracket of an event played out, with its results, on A4 landscape: as many sections a page as fit.

Every bracket of the event is printed (winners, losers, the final and its
reset, the third-place match; pools then knockout: the knockout), each match
with both sides, the winner in bold and the scores; a bracket that does not fit
a page is cut by rounds and into parts, one page each. Once the event has
ended the champion and podium close the last page.

    print_bracket(view, "cup.pdf")                      # from a view already read
    club_printout = bracket_printout(club, event_id)    # on the GUI's worker, then show_preview(...)
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainter

from ..league import Club, LeagueError, tournament
from ..translation import translate
from .event_layout import BracketSection, bracket_sections, has_bracket, pack, podium
from .event_paint import (
    Drawn,
    columns_that_fit,
    paint_page,
    part_height,
    print_style,
    rows_that_fit,
)
from .page import (
    club_name,
    GREY,
    INK,
    LANDSCAPE,
    Printout,
    counted,
    draw_text,
    font,
    today,
    write_pdf,
)

#: names on paper, in points
PRINT_UNIT = 8.5
NOTE_H = 16.0


def podium_text(view: tournament.EventView) -> str:
    """"Champion: Ann · 2. Bob · 3. Cid" once the event has ended, else ""."""
    lines = podium(view)
    if not lines:
        return ""
    rest = " · ".join(f"{line.place}. {line.name}" for line in lines if line.place > 1)
    champions = ", ".join(line.name for line in lines if line.place == 1)
    return translate("printouts.event_bracket", "Champion: {names}").format(names=champions) + (f" · {rest}" if rest else "")


def event_subtitle(view: tournament.EventView, club_file: str, date: str | None) -> str:
    """The line under a printout's title: club file, format, entrants, where the event stands, the date."""
    setup = view.setup
    state = translate("printouts.event_bracket", "ended") if view.finished else translate("printouts.event_bracket", "in play") if setup.started else translate("printouts.event_bracket", "not started")
    fmt = str(tournament.FORMAT_TITLES.get(setup.format, setup.format))
    count = len(setup.entrants)
    return counted(translate("printouts.event_bracket", "{club} · {format} · %n entrant(s) · {state} · {date}", None,
                             count), count).format(club=club_file, format=fmt, state=state, date=date or today())


class EventBracketPrintout(Printout):
    """An event's brackets with results, sections stacked on a page while they fit."""

    orientation = LANDSCAPE

    def __init__(self, view: tournament.EventView, club_file: str, date: str | None = None) -> None:
        super().__init__(translate("printouts.event_bracket", "Bracket — {event}").format(event=view.setup.name), event_subtitle(view, club_file, date))
        self.view = view
        self.style = print_style(PRINT_UNIT)
        self._pages: dict[tuple[float, float], list[list[BracketSection]]] = {}
        #: what the last painted page wrote where (tests read it back)
        self.drawn: list[Drawn] = []

    def pages(self, body: QSizeF) -> list[list[BracketSection]]:
        """The sections on each page for a page body of this size."""
        key = (round(body.width(), 2), round(body.height(), 2))
        if key not in self._pages:
            height = body.height() - NOTE_H
            sections = bracket_sections(self.view, rows_that_fit(self.style, height),
                                        columns_that_fit(self.style, body.width()))
            self._pages[key] = pack(sections, lambda s: part_height(s, self.style) + self.style.part_gap, height)
        return self._pages[key]

    def page_count(self, body: QSizeF) -> int:
        return max(1, len(self.pages(body)))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        pages = self.pages(body.size())
        if not pages:
            draw_text(painter, QRectF(body.left(), body.top(), body.width(), 20),
                      translate("printouts.event_bracket", "“{event}” has no bracket yet.").format(event=self.view.setup.name), font(11, italic=True), color=GREY)
            self.drawn = []
            return
        area = QRectF(body.left(), body.top(), body.width(), body.height() - NOTE_H)
        self.drawn = paint_page(painter, area, pages[index], self.style)
        note = podium_text(self.view) if index == len(pages) - 1 else ""
        if not note and len(pages) > 1:
            note = translate("printouts.event_bracket", "Continued on page {page}.").format(page=index + 2) if index + 1 < len(pages) else ""
        if note:
            draw_text(painter, QRectF(body.left(), body.bottom() - NOTE_H + 2, body.width(), NOTE_H - 2), note,
                      font(11, bold=bool(podium(self.view))), color=INK)


def bracket_printout(club: Club, event_id: int) -> EventBracketPrintout:
    """Read the event and build its bracket printout (run it on the GUI's worker)."""
    view = tournament.event_view(club, event_id)
    return EventBracketPrintout(view, club_name(club.path))


def print_bracket(view: tournament.EventView, path: str | Path, club_file: str = "") -> int:
    """Write the event's bracket with results to a PDF file; returns its page count.

    Raises ``LeagueError`` when the event has no bracket (yet): see :func:`has_bracket`.
    """
    if not has_bracket(view):
        raise LeagueError(f"'{view.setup.name}' has no bracket to print yet.")
    return write_pdf(EventBracketPrintout(view, club_file), path)
