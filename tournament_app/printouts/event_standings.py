"""An event's standings sheet: the podium, then place, name, points and tiebreaks, and round robin crosstables.

Portrait A4. The podium heads the first page once the event has ended; the
table's headings repeat on every page; the tiebreaks' short headings are
explained under the table. A round robin (and each pool of pools then
knockout) adds its crosstable: the results matrix, entrants numbered in seed
order. Long tables and wide crosstables go on as many pages as they need.

    print_standings(view, "cup.pdf", crosstables=read_crosstables(club, view))
    printout = standings_printout(club, event_id)     # on the GUI's worker, then show_preview(...)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPen

from ..league import Club, LeagueError, tournament
from ..translation import translate
from .event_bracket import event_subtitle
from .event_layout import (
    number_text,
    podium,
    tiebreak_head,
    tiebreak_keys,
    tiebreak_legend,
)
from .page import (
    club_name,
    GREY,
    HEAD_FILL,
    INK,
    RULE,
    SHADE,
    STANDINGS_ROW_H,
    TABLE_HEAD_H,
    Column,
    Printout,
    draw_text,
    font,
    table_head,
    table_row,
    write_pdf,
)

#: a crosstable's results, by bracket (None: the round robin; "pool A"...): entrant names and cells
Crosstables = Mapping[str | None, tuple[list[str], list[list[str]]]]

PODIUM_H = 52.0
NOTE_H = 16.0
GAP_H = 14.0
CROSS_ROW_H = 14.0
CROSS_NAME_W = 130.0
CROSS_MIN_CELL = 16.0
CROSS_MAX_CELL = 30.0


@dataclass(frozen=True)
class _Block:
    """One strip of a page, painted by ``paint(painter, rect)``; ``head`` repeats a table's headings after a page break."""

    height: float
    paint: Callable[[QPainter, QRectF], None]
    head: _Block | None = None
    #: a block that may not end a page (a title before its table)
    keep_with_next: bool = False


def _nothing(_painter: QPainter, _rect: QRectF) -> None:
    """A gap: nothing painted."""


def _title_painter(text: str) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, r: QRectF) -> None:
        draw_text(p, QRectF(r.left(), r.top(), r.width(), 18), text, font(12, bold=True))
    return paint


def read_crosstables(club: Club, view: tournament.EventView) -> dict[str | None, tuple[list[str], list[list[str]]]]:
    """The crosstables the standings sheet prints: a round robin's, or each pool's (none for other formats)."""
    event_id = view.setup.event_id
    if view.setup.format == "round-robin" and view.setup.started:
        return {None: tournament.event_crosstable(club, event_id)}
    if view.setup.format == "pools-knockout":
        return {name: tournament.event_crosstable(club, event_id, name) for name in view.pools}
    return {}


class EventStandingsPrintout(Printout):
    """An event's standings sheet (final placements once it has ended), with crosstables when given."""

    def __init__(self, view: tournament.EventView, club_file: str, crosstables: Crosstables | None = None,
                 date: str | None = None) -> None:
        title = translate("printouts.event_standings", "Final standings — {event}") if view.finished else translate("printouts.event_standings", "Standings — {event}")
        super().__init__(title.format(event=view.setup.name), event_subtitle(view, club_file, date))
        self.view = view
        self.crosstables = dict(crosstables or {})
        self.keys = tiebreak_keys(view)
        self.points = any(line.points is not None for line in view.standings)
        self.columns = ([Column(translate("printouts.event_standings", "Place"), 48, True), Column(translate("printouts.event_standings", "Name"))]
                        + ([Column(translate("printouts.event_standings", "Points"), 56, True)] if self.points else [])
                        + [Column(tiebreak_head(k), 52, True) for k in self.keys])
        self._layout: dict[tuple[float, float], list[list[_Block]]] = {}

    # ---- blocks ---------------------------------------------------------------------------------
    def _blocks(self, width: float) -> list[_Block]:
        blocks = [self._podium_block()]
        head = _Block(TABLE_HEAD_H, lambda p, r: table_head(p, self.columns, r, r.top()))
        blocks.append(head)
        for n, line in enumerate(self.view.standings):
            blocks.append(_Block(STANDINGS_ROW_H, self._row_painter(n, line), head=head))
        if not self.view.standings:
            blocks.append(self._note_block(translate("printouts.event_standings", "No standings yet: the event has not started.") if not self.view.setup.started
                                           else translate("printouts.event_standings", "No results yet."), italic=True))
        if self.keys:
            blocks.append(self._note_block(tiebreak_legend(self.keys) + ".", italic=False))
        for bracket, (names, cells) in self.crosstables.items():
            blocks += self._crosstable_blocks(bracket, names, cells, width)
        return blocks

    def _podium_block(self) -> _Block:
        view = self.view
        lines = podium(view)

        def paint(p: QPainter, r: QRectF) -> None:
            if lines:
                champions = ", ".join(line.name for line in lines if line.place == 1)
                draw_text(p, QRectF(r.left(), r.top(), r.width(), 24), translate("printouts.event_standings", "Champion: {names}").format(names=champions), font(18, bold=True))
                rest = "   ".join(f"{line.place}. {line.name}" for line in lines if line.place > 1)
                draw_text(p, QRectF(r.left(), r.top() + 26, r.width(), 18), rest, font(12, bold=True), shrink_to=8)
            else:
                if not view.setup.started:
                    state = translate("printouts.event_standings", "The event has not started yet.")
                elif any(line.still_in for line in view.standings):
                    state = translate("printouts.event_standings", "The event is still being played: the places of those still in are not settled yet.")
                else:
                    state = translate("printouts.event_standings", "The event is still being played: these are the standings after the results so far.")
                if view.rounds_total:
                    state = translate("printouts.event_standings", "Round {number} of {total}. {state}").format(number=view.rounds_drawn,
                                                                            total=view.rounds_total, state=state)
                draw_text(p, QRectF(r.left(), r.top(), r.width(), 20), state, font(10, italic=True), color=GREY, shrink_to=7)

        return _Block(PODIUM_H if lines else 28.0, paint)

    def _row_painter(self, n: int, line: tournament.StandingLine) -> Callable[[QPainter, QRectF], None]:
        def paint(p: QPainter, r: QRectF) -> None:
            place = translate("printouts.event_standings", "still in") if line.still_in and not self.view.finished else str(line.place)
            cells = [place, line.name] + ([number_text(line.points)] if self.points else [])
            cells += [number_text(line.tiebreaks.get(k)) for k in self.keys]
            table_row(p, self.columns, cells, r, r.top(), STANDINGS_ROW_H, n % 2 == 1,
                      font(10, bold=line.place == 1 and self.view.finished))
        return paint

    @staticmethod
    def _note_block(text: str, *, italic: bool) -> _Block:
        return _Block(NOTE_H, lambda p, r: draw_text(p, QRectF(r.left() + 4, r.top() + 2, r.width() - 8, NOTE_H - 2), text,
                                                     font(8, italic=italic), color=GREY, shrink_to=6))

    def _crosstable_blocks(self, bracket: str | None, names: list[str], cells: list[list[str]], width: float) -> list[_Block]:
        n = len(names)
        if not n:
            return []
        per_page = max(1, int((width - CROSS_NAME_W) // CROSS_MIN_CELL))
        count = -(-n // per_page)
        size = -(-n // count)  # runs of about equal width
        runs = [list(range(s, min(s + size, n))) for s in range(0, n, size)]
        title = translate("printouts.event_standings", "Crosstable") if bracket is None else translate("printouts.event_standings", "Crosstable — {pool}").format(pool=str(tournament.pool_title(bracket)))
        blocks: list[_Block] = []
        for cols in runs:
            cell_w = min(CROSS_MAX_CELL, (width - CROSS_NAME_W) / len(cols))
            suffix = translate("printouts.event_standings", " (columns {first}–{last})").format(first=cols[0] + 1, last=cols[-1] + 1) if len(runs) > 1 else ""
            blocks.append(_Block(GAP_H, _nothing))
            blocks.append(_Block(20.0, _title_painter(title + suffix), keep_with_next=True))
            head = _Block(TABLE_HEAD_H, self._cross_head(cols, cell_w))
            blocks.append(head)
            for i in range(n):
                blocks.append(_Block(CROSS_ROW_H, self._cross_row(i, names[i], cells[i], cols, cell_w), head=head))
        return blocks

    @staticmethod
    def _cross_head(cols: Sequence[int], cell_w: float) -> Callable[[QPainter, QRectF], None]:
        def paint(p: QPainter, r: QRectF) -> None:
            p.fillRect(QRectF(r.left(), r.top(), CROSS_NAME_W + cell_w * len(cols), TABLE_HEAD_H), HEAD_FILL)
            draw_text(p, QRectF(r.left() + 4, r.top(), CROSS_NAME_W - 8, TABLE_HEAD_H), translate("printouts.event_standings", "Entrant"), font(9, bold=True))
            for k, j in enumerate(cols):
                draw_text(p, QRectF(r.left() + CROSS_NAME_W + k * cell_w, r.top(), cell_w, TABLE_HEAD_H), str(j + 1),
                          font(9, bold=True), Qt.AlignmentFlag.AlignHCenter)
        return paint

    @staticmethod
    def _cross_row(i: int, name: str, row: list[str], cols: Sequence[int], cell_w: float) -> Callable[[QPainter, QRectF], None]:
        def paint(p: QPainter, r: QRectF) -> None:
            draw_text(p, QRectF(r.left() + 4, r.top(), CROSS_NAME_W - 8, CROSS_ROW_H), f"{i + 1}. {name}", font(9), shrink_to=7)
            p.setPen(QPen(RULE, 0.5))
            for k, j in enumerate(cols):
                cell = QRectF(r.left() + CROSS_NAME_W + k * cell_w, r.top(), cell_w, CROSS_ROW_H)
                if i == j:
                    p.fillRect(cell, SHADE)
                p.setPen(QPen(RULE, 0.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(cell)
                if i != j and j < len(row):
                    draw_text(p, cell, row[j], font(9), Qt.AlignmentFlag.AlignHCenter, INK, shrink_to=6)
        return paint

    # ---- pages ----------------------------------------------------------------------------------
    def pages(self, body: QSizeF) -> list[list[_Block]]:
        """The blocks on each page for a page body of this size."""
        key = (round(body.width(), 2), round(body.height(), 2))
        if key in self._layout:
            return self._layout[key]
        pages: list[list[_Block]] = [[]]
        used = 0.0
        blocks = self._blocks(body.width())
        for n, block in enumerate(blocks):
            after = blocks[n + 1].height if block.keep_with_next and n + 1 < len(blocks) else 0.0
            if used and used + block.height + after > body.height():
                pages.append([])
                used = 0.0
                if block.head is not None:
                    pages[-1].append(block.head)
                    used += block.head.height
            if not used and block.paint is _nothing and not pages[-1]:
                continue  # no gap at the top of a page
            pages[-1].append(block)
            used += block.height
        self._layout[key] = pages
        return pages

    def page_count(self, body: QSizeF) -> int:
        return len(self.pages(body))

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        top = body.top()
        for block in self.pages(body.size())[index]:
            block.paint(painter, QRectF(body.left(), top, body.width(), block.height))
            top += block.height


def standings_printout(club: Club, event_id: int) -> EventStandingsPrintout:
    """Read the event (and its crosstables) and build its standings sheet (run it on the GUI's worker)."""
    view = tournament.event_view(club, event_id)
    return EventStandingsPrintout(view, club_name(club.path), read_crosstables(club, view))


def print_standings(view: tournament.EventView, path: str | Path, crosstables: Crosstables | None = None,
                    club_file: str = "") -> int:
    """Write the event's standings sheet to a PDF file; returns its page count.

    Raises ``LeagueError`` for an event that has not started (it has no standings yet).
    """
    if not view.setup.started:
        raise LeagueError(f"'{view.setup.name}' has not started yet: it has no standings to print.")
    return write_pdf(EventStandingsPrintout(view, club_file, crosstables), path)
