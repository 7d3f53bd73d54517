"""The Standings page of the event: a tournament's standings (its podium once ended) or a club night's.

A tournament shows place, name, points and its tiebreaks (the final
placements once the event has ended, with "1. X  2. Y  3. Z" above); a club
night shows the night's table. Both export as CSV; a tournament's prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...league import tournament, write_table_csv
from ...league.night import NightState
from ...printouts import event_standings
from ..common import printing
from ..common.export_folder import export_path, remember_export
from ..common.read_only_table import AllBut, fill_rows
from .texts import TIEBREAK_HEADERS, plain_number, tiebreak_header, tiebreak_key, tiebreak_text
from ...locale_text import signed
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.accessible import named

if TYPE_CHECKING:
    from ..night.steps import NightSteps

#: the standings' own columns by key (the tiebreaks are titled by texts.TIEBREAK_HEADERS)
COLUMN_TITLES = {
    "place": QT_TRANSLATE_NOOP("tournament.standings_view", "Place"),
    "name": QT_TRANSLATE_NOOP("tournament.standings_view", "Name"),
    "points": QT_TRANSLATE_NOOP("tournament.standings_view", "Points"),
    "games": QT_TRANSLATE_NOOP("tournament.standings_view", "Games"),
    "wins": QT_TRANSLATE_NOOP("tournament.standings_view", "Wins"),
    "rating_change": QT_TRANSLATE_NOOP("tournament.standings_view", "Rating change"),
}

#: Translators: the place of an entrant still playing in a knockout (no place settled yet)
STILL_IN = QT_TRANSLATE_NOOP("tournament.standings_view", "still in")


def column_title(key: str) -> str:
    """A column's header as shown, in the app's language."""
    return translate("tournament.standings_view", COLUMN_TITLES[key]) if key in COLUMN_TITLES else tiebreak_header(key)


def csv_column(key: str) -> str:
    """A column's header in an exported CSV file: the English title in snake case ("buchholz_cut_1"), in every language."""
    english = COLUMN_TITLES.get(key) or TIEBREAK_HEADERS.get(key, key)
    return english.lower().replace(" ", "_").replace("-", "_")


def podium_text(lines: Sequence[tournament.StandingLine]) -> str:
    """"1. Ann   2. Ben   3. Cid" (shared places name everyone on them: "3. Cid, Dee")."""
    parts: list[str] = []
    for place in sorted({line.place for line in lines if line.place <= 3}):
        names = ", ".join(line.name for line in lines if line.place == place)
        parts.append(f"{place}. {names}")
    return "   ".join(parts)


def tiebreak_keys(view: tournament.EventView) -> list[str]:
    """The event's tiebreak columns, in its order (direct encounter shows the points among the tied)."""
    keys = [tiebreak_key(t) for t in view.setup.settings.tiebreaks]
    shown = {k for line in view.standings for k in line.tiebreaks}
    return [k for k in keys if k in shown]


def standings_rows(view: tournament.EventView, shown: bool = False) -> tuple[list[str], list[list[str]]]:
    """The column keys and rows of an event's standings (place, name, points, tiebreaks).

    The rows are the exported CSV's (English, '.' decimals) unless ``shown``: then as the table shows them,
    in the app's language and the locale's numbers.
    """
    has_points = any(line.points is not None for line in view.standings)
    keys = tiebreak_keys(view)
    header = ["place", "name"] + (["points"] if has_points else []) + keys
    value = tiebreak_text if shown else plain_number
    still_in = translate("tournament.standings_view", STILL_IN) if shown else STILL_IN
    rows = []
    for line in view.standings:
        place = still_in if line.still_in and not view.finished else str(line.place)
        row = [place, line.name] + ([value(line.points)] if has_points else [])
        rows.append(row + [value(line.tiebreaks.get(k)) for k in keys])
    return header, rows


def night_rows(state: NightState, shown: bool = False) -> tuple[list[str], list[list[str]]]:
    """A club night's table: column keys and rows, the exported CSV's unless ``shown`` (see :func:`standings_rows`)."""
    header = ["place", "name", "games", "wins", "points", "rating_change"]
    rows = [[str(line.rank), line.name, str(line.games), str(line.wins),
             tiebreak_text(line.points) if shown else plain_number(line.points),
             signed(line.rating_change, 1) if shown else f"{line.rating_change:+.1f}"] for line in state.standings]
    return header, rows


class StandingsView(QWidget):
    """The event's standings with its podium, Export CSV and Print."""

    def __init__(self, steps: NightSteps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps = steps
        self.view: tournament.EventView | None = None
        self.state: NightState | None = None
        self.header: list[str] = []
        self.rows: list[list[str]] = []
        self.podium = QLabel()
        self.podium.setObjectName("podium")
        self.podium.setAccessibleName(translate("tournament.standings_view", "Podium"))
        self.podium.setWordWrap(True)
        big = QFont(self.podium.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.podium.setFont(big)
        self.title = QLabel()
        self.title.setObjectName("standings-title")
        self.title.setWordWrap(True)  # long event names in German or Dutch at large text sizes
        self.table = QTableWidget(0, 0)
        named(self.table, translate("tournament.standings_view", "Event standings"), translate("tournament.standings_view", "Each entrant, one a row, with their place and results in this event."))
        self.table.setObjectName("event-standings")
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.export_button = QPushButton(translate("tournament.standings_view", "E&xport CSV…"))
        named(self.export_button, translate("tournament.standings_view", "Export standings as CSV"), translate("tournament.standings_view", "Saves the event's standings as a CSV file."))
        self.print_button = QPushButton(translate("tournament.standings_view", "Pr&int…"))
        named(self.print_button, translate("tournament.standings_view", "Print standings"), translate("tournament.standings_view", "Prints the event's standings or saves them as PDF, with a preview first."))
        self.message = QLabel()
        self.message.setObjectName("standings-message")
        self.message.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.podium)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.export_button.clicked.connect(self.export_csv)
        self.print_button.clicked.connect(self.print_standings)
        self._show()

    # ---- showing ----------------------------------------------------------------------
    def show_event(self, view: tournament.EventView | None, state: NightState | None = None) -> None:
        """Show a tournament's standings, or a club night's table from its ``state`` (one reading, one fill)."""
        before = self._event_id()
        self.view, self.state = view, state
        if self._event_id() != before:
            self.message.setText("")  # "Exported 16 lines to …" was about the other event
        self._show()

    def _event_id(self) -> int | None:
        if self.view is not None:
            return self.view.setup.event_id
        return self.state.event_id if self.state is not None else None

    def _club_night(self) -> bool:
        return self.view is None or self.view.setup.format == "club-night"

    def _show(self) -> None:
        view = self.view
        if self._club_night():
            state = self.state if self.state is not None and view is not None and self.state.event_id == view.setup.event_id else None
            self.header, self.rows = night_rows(state) if state is not None else ([], [])
            cells = night_rows(state, shown=True)[1] if state is not None else []
            self.podium.setText("")
            self.podium.setVisible(False)
            self.title.setText(translate("tournament.standings_view", "<b>Tonight's standings</b>: points from tonight's matches") if self.rows else
                               translate("tournament.standings_view", "No standings yet: results entered tonight show here."))
        else:
            assert view is not None
            self.header, self.rows = standings_rows(view)
            cells = standings_rows(view, shown=True)[1]
            self.podium.setText(podium_text(view.standings) if view.finished else "")
            self.podium.setVisible(view.finished)
            if view.finished:
                self.title.setText(translate("tournament.standings_view", "<b>Final standings</b>"))
            elif not view.setup.started:
                self.title.setText(translate("tournament.standings_view", "No standings yet: the event hasn't started."))
            else:
                self.title.setText(translate("tournament.standings_view", "<b>Standings so far</b>") + (translate("tournament.standings_view", ": places are settled as entrants go out") if view.setup.knockout else ""))
        self._fill(cells)
        self.export_button.setEnabled(bool(self.rows))
        self.print_button.setEnabled(bool(self.rows) and not self._club_night() and view is not None and view.setup.started)
        self.print_button.setVisible(not self._club_night())

    def _fill(self, cells: list[list[str]]) -> None:
        """Show ``cells`` (the rows in the app's language; self.rows keep the CSV's English and '.')."""
        self.table.clear()
        self.table.setColumnCount(len(self.header))
        self.table.setHorizontalHeaderLabels([column_title(key) for key in self.header])
        fill_rows(self.table, cells, right=AllBut(1))
        header = self.table.horizontalHeader()
        for c in range(len(self.header)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c == 1 else QHeaderView.ResizeMode.ResizeToContents)

    # ---- export and print ---------------------------------------------------------------
    def _name(self) -> str:
        if self.view is not None:
            return self.view.setup.name
        return self.state.event_name if self.state is not None else "event"

    def export_csv(self) -> None:
        """Export CSV…: place, name, points and the tiebreak columns (a club night: its table)."""
        if not self.rows:
            return
        slug = "".join(c if c.isalnum() else "-" for c in self._name()).strip("-").lower() or "event"
        path, _ = QFileDialog.getSaveFileName(self, translate("tournament.standings_view", "Export standings"), export_path(f"standings-{slug}.csv"),
                                              translate("tournament.standings_view", "CSV file (*.csv)"))
        if not path:
            return
        target = Path(path)
        remember_export(target)
        header = [csv_column(key) for key in self.header]
        rows = [list(r) for r in self.rows]
        self.steps.ops.worker.submit(lambda _club, _control: write_table_csv(target, header, rows),
                                     lambda count: self._say(translate("tournament.standings_view", "Exported {count} lines to {target}.").format(count=count, target=target)),
                                     lambda exc: self._say(translate("tournament.standings_view", "The standings could not be exported: {exc}").format(exc=exc)),
                                     label=translate("tournament.standings_view", "Exporting the standings…"), parent=self)

    def print_standings(self) -> None:
        """Print…: the standings sheet (podium, places, points, tiebreaks; crosstables for round robin and pools), previewed."""
        if self.view is None or not self.view.setup.started:
            return
        event_id = self.view.setup.event_id
        self.steps.ops.query(lambda club: event_standings.standings_printout(club, event_id),
                             lambda printout: printing.show_preview(printout, self))

    def _say(self, text: str) -> None:
        self.message.setText(text)


__all__ = ["StandingsView", "night_rows", "podium_text", "standings_rows"]
