"""A season's table on a second screen, in the presenter's big high-contrast type (it pages by itself)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...league import SeasonTable, points_text
from ..night.presenter import BigScreen, Cell, PagedList
from ..night.presenter_colours import ACCENT, MUTED, TEXT
from ...translation import translate

#: players on one page of the presenter
SEASON_ROWS = 12


def season_rows(table: SeasonTable) -> list[list[Cell]]:
    """The table as the presenter's rows: place, name, points, counted results."""
    rows: list[list[Cell]] = []
    for line in table.lines:
        points = points_text([line.points])
        rows.append([(f"{line.place}.", MUTED), (line.name, TEXT), (f"{points} {'pt' if line.points == 1 else 'pts'}", ACCENT),
                     (line.best_text(), MUTED)])
    return rows


class SeasonPresenter(BigScreen):
    """The season's standings in big type; F11 toggles full screen, Esc leaves it, long tables page by themselves."""

    def __init__(self, owner: QWidget | None = None) -> None:
        super().__init__("Tournament App — season on the presenter", "season-presenter", owner)
        self.note = QLabel()
        self.note.setStyleSheet(f"color: {MUTED};")
        self.standings = PagedList("Season standings", 4, SEASON_ROWS, 20)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.controls)
        layout.addWidget(self.heading)
        layout.addWidget(self.note)
        layout.addWidget(self.standings, 1)
        self.resize(1280, 720)
        self._rescale()
        self.show_table(None)

    def show_table(self, table: SeasonTable | None) -> None:
        """Show a season's table (None: no season chosen)."""
        if table is None:
            self.heading.setText(translate("standings.season_presenter", "Season"))
            self.note.setText("")
            self.standings.set_rows([], "No season chosen")
            return
        s = table.season
        self.heading.setText(f"{s.name} · {table.leaderboard}")
        counting = f"best {s.best} count" if s.best is not None else "every event counts"
        events = len(table.events)
        self.note.setText(translate("standings.season_presenter", "{events} {value} from {date_from} to {date_to}; {counting}").format(events=events, value='event' if events == 1 else 'events', date_from=s.date_from, date_to=s.date_to, counting=counting))
        self.standings.set_rows(season_rows(table), "No results yet")

    def next_page(self) -> None:
        """Turn a long table to its next page (the timer does this by itself)."""
        if self.standings.pages > 1:
            self.standings.next_page()

    def _rescale(self) -> float:
        base = super()._rescale()
        small = QFont(self.note.font())
        small.setPointSizeF(base * 0.8)
        self.note.setFont(small)
        self.standings.set_scale(base)
        return base
