"""The presenter's page for an event played out: the live bracket or the table, the matches on now, the podium.

A knockout shows its brackets with the results in big type, a section at a
time (winners' bracket, losers' bracket, finals; a big bracket by rounds and
in parts), the matches being played and the next ones highlighted with their
tables. A Swiss, round robin or pools shows its table (each pool's), paged the
same way. The board draws itself with QPainter (printouts.event_paint: the
same drawing as the printed bracket), sized to the window so nothing is cut
at 1280×720 or 1920×1080. Once the event has ended the champion and the
podium take the side panel.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...league import tournament
from ...printouts.event_layout import (
    Part,
    bracket_sections,
    pack,
    podium,
    table_parts,
    tiebreak_keys,
    tiebreak_legend,
)
from ...printouts.event_paint import (
    Drawn,
    Style,
    columns_that_fit,
    make_font,
    paint_page,
    part_height,
    rows_that_fit,
    screen_style,
    table_rows_that_fit,
)
from ...translation import translate
from .event_line import format_title
from .presenter_colours import STANDARD, PresenterColours

#: matches listed in the side panel before it pages
SIDE_ROWS = 5


def match_text(match: tournament.FixtureView) -> str:
    """"Ann v Bob" ("?" for a side not known yet)."""
    #: Translators: between the sides of a match, spaces included ("Ann v Bob")
    versus = translate("night.presenter_event", " v ", "between the sides of a match")
    return versus.join(name or "?" for name in match.entrants)


def stage_text(view: tournament.EventView) -> str:
    """Where the event stands, in a few words ("Round 3 of 5", "12 of 30 matches played", "Champion: Ann")."""
    if view.finished:
        if view.champion:
            return translate("night.presenter_event", "Champion: {name}").format(name=view.champion)
        return translate("night.presenter_event", "Ended")
    if not view.setup.started:
        return translate("night.presenter_event", "%n entrant(s) · not started", None, len(view.setup.entrants))
    if view.rounds_total:
        return translate("night.presenter_event", "Round {round} of {total}").format(
            round=view.rounds_drawn, total=view.rounds_total)
    played = [m for m in view.matches if m.status in ("done", "ready", "playing", "waiting")]
    done = sum(1 for m in played if m.status == "done")
    return translate("night.presenter_event", "{done} of %n match(es) played", None, len(played)).format(done=done)


class EventBoard(QWidget):
    """The bracket sections or table parts of an event, a page at a time, drawn in the presenter's big type."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("event-board")
        self.view: tournament.EventView | None = None
        self.unit = 24.0
        self.page = 0
        self._pages: list[list[Part]] = []
        self._legend = ""
        #: what the current page wrote where (read back by tests)
        self.drawn: list[Drawn] = []
        self.colours = STANDARD
        self.setMinimumSize(320, 200)

    @property
    def paint_style(self) -> Style:
        """The colours and type size the board draws with (high contrast: black, white lines twice as thick)."""
        style = screen_style(self.unit)
        c = self.colours
        if c is STANDARD:
            return style
        return replace(style, ink=QColor(c.text), muted=QColor(c.muted), accent=QColor(c.accent), lines=QColor(c.lines),
                       box_fill=QColor(c.box_fill), shade=QColor(c.shade), playing=QColor(c.accent), ready=QColor(c.up),
                       alert=QColor(c.down), tag_ink=QColor(c.background), weight=c.line_weight)

    def set_colours(self, colours: PresenterColours) -> None:
        """Draw with this colour set."""
        self.colours = colours
        self.update()

    @property
    def pages(self) -> int:
        """How many pages the event takes at the board's size."""
        return max(1, len(self._pages))

    def set_unit(self, unit: float) -> None:
        """The names' type size in pixels (the presenter sets it from its window's size)."""
        self.unit = unit
        self._paginate()

    def set_view(self, view: tournament.EventView | None) -> None:
        """Show an event (kept on the same page if it still exists)."""
        self.view = view
        self._paginate()

    def next_page(self) -> None:
        """The next page (back to the first after the last)."""
        self.page = (self.page + 1) % self.pages
        self.update()

    def previous_page(self) -> None:
        """The page before (the last one from the first)."""
        self.page = (self.page - 1) % self.pages
        self.update()

    def page_titles(self, index: int | None = None) -> list[str]:
        """The titles of the sections or tables on a page (the current one by default)."""
        if not self._pages:
            return []
        page = self._pages[self.page if index is None else index]
        return [part.title for part in page]

    def _area(self) -> QRectF:
        s = self.paint_style
        # room at the top for the page counter, at the bottom for the tiebreaks' legend
        bottom = s.unit * 1.0 if self._legend else 0.0
        return QRectF(0, s.unit * 0.2, self.width(), max(self.height() - s.unit * 0.2 - bottom, 1.0))

    def _paginate(self) -> None:
        view = self.view
        self._pages = []
        self._legend = ""
        if view is not None and view.setup.started:
            s = self.paint_style
            keys = tiebreak_keys(view)
            if keys and view.setup.format in ("swiss", "round-robin", "pools-knockout"):
                self._legend = tiebreak_legend(keys)
            area = self._area()
            parts: list[Part] = list(bracket_sections(view, rows_that_fit(s, area.height()),
                                                      columns_that_fit(s, area.width())))
            # a table's lines are shorter than a bracket's match slots: more of them fit a page
            parts += table_parts(view, table_rows_that_fit(s, area.height()))
            self._pages = pack(parts, lambda p: part_height(p, s) + s.part_gap, area.height())
        self.page = min(self.page, self.pages - 1)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._paginate()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.paint_style
        painter.fillRect(self.rect(), QColor(self.colours.background))
        if not self._pages:
            self.drawn = []
            painter.setFont(make_font(s.unit))
            painter.setPen(QColor(self.colours.muted))
            if self.view is None:
                text = translate("night.presenter_event", "No event chosen.")
            else:
                text = translate("night.presenter_event", "The bracket or the first round is drawn when the event starts.")
            painter.drawText(QRectF(0, 0, self.width(), s.unit * 2), int(Qt.AlignmentFlag.AlignVCenter), text)
            painter.end()
            return
        self.drawn = paint_page(painter, self._area(), self._pages[self.page], s)
        if self.pages > 1:
            painter.setFont(make_font(s.unit * 0.7, bold=True))
            painter.setPen(QColor(self.colours.muted))
            painter.drawText(QRectF(0, 0, self.width(), s.unit * 1.5),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop), f"{self.page + 1}/{self.pages}")
        if self._legend:
            painter.setFont(make_font(s.unit * 0.55))
            painter.setPen(QColor(self.colours.muted))
            painter.drawText(QRectF(0, self.height() - s.unit, self.width(), s.unit),
                             int(Qt.AlignmentFlag.AlignVCenter), self._legend)
        painter.end()


class PodiumPanel(QWidget):
    """The champion in huge type, then second and third place (shared places listed together)."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(translate("night.presenter_event", "Champion"))
        self.champion = QLabel()
        self.champion.setObjectName("presenter-champion")
        self.champion.setWordWrap(True)
        self.rest = QLabel()
        self.rest.setWordWrap(True)
        self.rest.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.champion)
        layout.addSpacing(12)
        layout.addWidget(self.rest, 1)
        self.set_colours(STANDARD)

    def set_colours(self, colours: PresenterColours) -> None:
        """Draw with this colour set."""
        for label, colour in ((self.label, colours.muted), (self.champion, colours.accent), (self.rest, colours.text)):
            label.setStyleSheet(f"color: {colour};")

    def set_view(self, view: tournament.EventView) -> None:
        """Fill in the podium of an event that has ended."""
        lines = podium(view)
        self.champion.setText("\n".join(line.name for line in lines if line.place == 1))
        self.rest.setText("\n".join(f"{line.place}. {line.name}" for line in lines if line.place > 1))

    def set_scale(self, unit: float) -> None:
        """Type sizes from the board's unit (pixels)."""
        for label, factor, bold in ((self.label, 0.8, False), (self.champion, 1.9, True), (self.rest, 1.1, True)):
            font = QFont(label.font())
            font.setPixelSize(max(8, round(unit * factor)))
            font.setBold(bold)
            label.setFont(font)


class EventPage(QWidget):
    """Heading, the board, and the side panel (matches on now and up next, or the podium)."""

    def __init__(self, tables: QWidget, next_up: QWidget) -> None:
        super().__init__()
        self.heading = QLabel(translate("night.presenter_event", "Event"))
        self.heading.setObjectName("presenter-event-heading")
        self.stage = QLabel()
        self.stage.setStyleSheet(f"color: {STANDARD.accent};")
        self.stage.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.board = EventBoard()
        self.podium = PodiumPanel()
        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(tables, 3)
        side.addWidget(next_up, 2)
        side.addWidget(self.podium, 5)
        head = QHBoxLayout()
        head.addWidget(self.heading, 1)
        head.addWidget(self.stage)
        body = QHBoxLayout()
        body.addWidget(self.board, 7)
        body.addSpacing(24)
        body.addWidget(self.side, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addLayout(body, 1)
        self.tables, self.next_up = tables, next_up

    def set_colours(self, colours: PresenterColours) -> None:
        """Draw the heading, board and podium with this colour set."""
        self.stage.setStyleSheet(f"color: {colours.accent};")
        self.board.set_colours(colours)
        self.podium.set_colours(colours)

    def show_view(self, view: tournament.EventView | None) -> None:
        """Show an event: heading, board, and what the side panel has for it."""
        self.board.set_view(view)
        if view is None:
            self.heading.setText(translate("night.presenter_event", "Event"))
            self.stage.setText("")
            return
        fmt = format_title(view.setup.format)
        self.heading.setText(f"{view.setup.name} · {fmt}")
        self.stage.setText(stage_text(view))
        ended = view.finished
        self.tables.setVisible(not ended)
        self.next_up.setVisible(not ended)
        self.podium.setVisible(ended)
        if ended:
            self.podium.set_view(view)

    def set_scale(self, unit: float) -> None:
        """Type sizes from the window's size: the board's unit in pixels, headings a little larger."""
        font = QFont(self.heading.font())
        font.setPixelSize(max(10, round(unit * 1.35)))
        font.setBold(True)
        self.heading.setFont(font)
        small = QFont(font)
        small.setPixelSize(max(9, round(unit * 1.0)))
        self.stage.setFont(small)
        self.board.set_unit(unit)
        self.podium.set_scale(unit)
