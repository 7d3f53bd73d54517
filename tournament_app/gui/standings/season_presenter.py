"""A season's table on a second screen, in the presenter's big high-contrast type (it pages by itself)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...league import SeasonTable, points_text
from ..night.paged_list import Cell, PagedList
from ..night.presenter import BigScreen
from ...translation import translate
from ...locale_text import date_text, ordinal

#: players on one page of the presenter
SEASON_ROWS = 12


def season_rows(table: SeasonTable) -> list[list[Cell]]:
    """The table as the presenter's rows: place, name, points, counted results."""
    rows: list[list[Cell]] = []
    for line in table.lines:
        if line.points == 1:
            points = translate("standings.season_presenter", "{points} pt", "one point")
        else:
            points = translate("standings.season_presenter", "{points} pts", "points")
        rows.append([(f"{line.place}.", "muted"), (line.name, "text"), (points.format(points=points_text([line.points])), "accent"),
                     (", ".join(ordinal(p) for p in line.best), "muted")])
    return rows


class SeasonPresenter(BigScreen):
    """The season's standings in big type; F11 toggles full screen, Esc leaves it, long tables page by themselves."""

    def __init__(self, owner: QWidget | None = None) -> None:
        super().__init__(translate("standings.season_presenter", "Tournament App — season on the presenter"),
                         "season-presenter", owner)
        self.note = QLabel()
        self.standings = PagedList(translate("standings.season_presenter", "Season standings"), 4, SEASON_ROWS, 20)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.controls)
        layout.addWidget(self.heading)
        layout.addWidget(self.note)
        layout.addWidget(self.standings, 1)
        self.resize(1280, 720)
        self._apply_colours()
        self._rescale()
        self.show_table(None)

    def show_table(self, table: SeasonTable | None) -> None:
        """Show a season's table (None: no season chosen)."""
        if table is None:
            self.heading.setText(translate("standings.season_presenter", "Season"))
            self.note.setText("")
            self.standings.set_rows([], translate("standings.season_presenter", "No season chosen"))
            return
        s = table.season
        self.heading.setText(f"{s.name} · {table.leaderboard}")
        events = len(table.events)
        if s.best is not None:
            note = translate("standings.season_presenter", "%n event(s) from {date_from} to {date_to}; best {best} count",
                             None, events)
        else:
            note = translate("standings.season_presenter", "%n event(s) from {date_from} to {date_to}; every event counts",
                             None, events)
        self.note.setText(note.format(date_from=date_text(s.date_from), date_to=date_text(s.date_to), best=s.best))
        self.standings.set_rows(season_rows(table), translate("standings.season_presenter", "No results yet"))

    def _apply_colours(self) -> None:
        super()._apply_colours()
        self.note.setStyleSheet(f"color: {self.colours.muted};")
        self.standings.set_colours(self.colours)

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
