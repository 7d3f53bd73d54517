"""A season's table on a second screen, in the presenter's big high-contrast type (it pages by itself)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...league import SeasonTable, points_text
from ..night.presenter import ACCENT, BACKGROUND, MUTED, PAGE_SECONDS, TEXT, Cell, PagedList

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


class SeasonPresenter(QWidget):
    """The season's standings in big type; F11 toggles full screen, Esc leaves it, long tables page by themselves."""

    def __init__(self, owner: QWidget | None = None) -> None:
        super().__init__(owner, Qt.WindowType.Window)
        self.setWindowTitle("Tournament App — season on the presenter")
        self.setObjectName("season-presenter")
        self.setStyleSheet(f"QWidget#season-presenter {{ background: {BACKGROUND}; }} QLabel {{ color: {TEXT}; }}")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.heading = QLabel("Season")
        self.note = QLabel()
        self.note.setStyleSheet(f"color: {MUTED};")
        self.standings = PagedList("Season standings", 4, SEASON_ROWS, 20)
        self.full_button = QPushButton("Full screen (F11)")
        controls = QHBoxLayout()
        controls.addWidget(self.full_button)
        controls.addStretch(1)
        controls.addWidget(QLabel("F11: full screen · Esc: leave full screen"))
        self.controls = QWidget()
        self.controls.setLayout(controls)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.controls)
        layout.addWidget(self.heading)
        layout.addWidget(self.note)
        layout.addWidget(self.standings, 1)
        self.pager = QTimer(self)
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.pager.start()
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.leave_full_screen)
        self.full_button.clicked.connect(self.toggle_full_screen)
        self.resize(1280, 720)
        self._rescale()
        self.show_table(None)

    def show_table(self, table: SeasonTable | None) -> None:
        """Show a season's table (None: no season chosen)."""
        if table is None:
            self.heading.setText("Season")
            self.note.setText("")
            self.standings.set_rows([], "No season chosen")
            return
        s = table.season
        self.heading.setText(f"{s.name} · {table.leaderboard}")
        counting = f"best {s.best} count" if s.best is not None else "every event counts"
        events = len(table.events)
        self.note.setText(f"{events} {'event' if events == 1 else 'events'} from {s.date_from} to {s.date_to}; {counting}")
        self.standings.set_rows(season_rows(table), "No results yet")

    def next_page(self) -> None:
        """Turn a long table to its next page (the timer does this by itself)."""
        if self.standings.pages > 1:
            self.standings.next_page()

    def toggle_full_screen(self) -> None:
        """F11: full screen on the last screen plugged in (usually the projector), or back to a window."""
        if self.isFullScreen():
            self.leave_full_screen()
            return
        screens = QGuiApplication.screens()
        if screens:
            self.setScreen(screens[-1])
            self.move(screens[-1].availableGeometry().topLeft())
        self.controls.hide()
        self.showFullScreen()

    def leave_full_screen(self) -> None:
        """Esc: back to a normal window with the controls."""
        if self.isFullScreen():
            self.showNormal()
        self.controls.show()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._rescale()

    def _rescale(self) -> None:
        # type grows with the window: readable from the back of the room
        base = max(14.0, min(self.width() / 60.0, self.height() / 30.0))
        font = QFont(self.heading.font())
        font.setPointSizeF(base * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        small = QFont(self.note.font())
        small.setPointSizeF(base * 0.8)
        self.note.setFont(small)
        self.standings.set_scale(base)
