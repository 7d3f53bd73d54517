"""The presenter window: a second screen for a projector or TV.

Large, high-contrast text: the match on each table, who is up next, the
night's standings with each player's rating change (+12 ↑ / −8 ↓). Long
lists page by themselves on a timer. It shows the state the "Tonight" tab
loads, so it updates the moment a result is saved anywhere in the main window.
For an event played out (``show_event``) it shows the live bracket or the
table instead, paged the same way (presenter_event.py); → / Page Down and
← / Page Up turn the pages by hand. H (or the "High contrast" button) switches
to pure black, white type and yellow highlights (presenter_colours.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ...league import tournament
from ...league.night import NightLine, NightState
from ...translation import translate
from ...locale_text import short_number, signed
from ..companion.qr_widget import QrWidget
from ..common.accessible import named
from .paged_list import Cell, PagedList
from .presenter_colours import STANDARD, colours, high_contrast_chosen, remember_high_contrast
from .presenter_event import SIDE_ROWS, EventPage, match_text

if TYPE_CHECKING:
    from .night_view import NightView

#: seconds a page of a long list stays up
PAGE_SECONDS = 8
TABLE_ROWS = 6
QUEUE_ROWS = 4
STANDING_ROWS = 10

#: pixels the row of controls takes with the system's usual text size (the big type leaves them this much)
CONTROLS_HEIGHT = 60

#: the key that switches a big screen's high contrast on and off
HIGH_CONTRAST_KEY = "H"


def rating_change_text(change: float, scale_is_large: bool) -> str:
    """"+12 ↑", "−8 ↓" or "±0" (one decimal on small scales such as μ)."""
    value = round(change) if scale_is_large else round(change, 1)
    if value == 0:
        return "±0"
    text = signed(value, 0 if scale_is_large else 1)
    return f"{text} ↑" if value > 0 else f"{text} ↓"


def _breakable(url: str) -> str:
    """The address with zero-width spaces after each slash and every 12 characters of a long part (where it may wrap)."""
    pieces = []
    for part in url.split("/"):
        pieces.append("\u200b".join(part[k:k + 12] for k in range(0, len(part), 12)))
    return "/\u200b".join(pieces)


def _table_key(name: str | None) -> tuple[int, str]:
    """Tables in their natural order: 2 before 10, named tables after numbered ones."""
    text = name or ""
    return (int(text), "") if text.isdigit() else (1 << 30, text.casefold())


class BigScreen(QWidget):
    """A window for a projector or TV: dark, big type, a row of controls, a page timer; F11 full screen, Esc back,
    H high contrast.

    Subclasses lay out their lists under :attr:`controls` and :attr:`heading`, turn them in ``next_page``,
    size them in ``_rescale`` (after ``super()._rescale()``, which sizes the heading and gives the base size)
    and recolour them in ``_apply_colours`` (after ``super()._apply_colours()``).
    """

    def __init__(self, title: str, name: str, owner: QWidget | None = None) -> None:
        super().__init__(owner, Qt.WindowType.Window)
        self.setWindowTitle(title)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.colours = STANDARD
        self.heading = QLabel()
        self.full_button = QPushButton(translate("night.presenter", "Full screen (F11)"))
        named(self.full_button, translate("night.presenter", "Full screen"),
              translate("night.presenter", "Show this window full screen on the chosen screen; Esc leaves it"))
        self.contrast_button = QPushButton(translate("night.presenter", "High contrast (H)"))
        self.contrast_button.setCheckable(True)
        named(self.contrast_button, translate("night.presenter", "High contrast"),
              translate("night.presenter", "Pure black background, white text, yellow highlights and thicker lines"))
        #: the controls' row: widgets of a subclass go in front of the full screen button
        self.controls_row = QHBoxLayout()
        self.controls_row.addWidget(self.full_button)
        self.controls_row.addWidget(self.contrast_button)
        keys = QLabel(translate("night.presenter", "F11: full screen · Esc: leave full screen"))
        keys.setWordWrap(True)  # with large system text it wraps instead of widening the window
        keys.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.controls_row.addWidget(keys, 1)
        self.controls = QWidget()
        self.controls.setLayout(self.controls_row)
        self.pager = QTimer(self)
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.pager.start()
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.leave_full_screen)
        QShortcut(QKeySequence(HIGH_CONTRAST_KEY), self, self.contrast_button.click)
        self.full_button.clicked.connect(self.toggle_full_screen)
        self.contrast_button.setChecked(high_contrast_chosen())
        self.contrast_button.toggled.connect(self.set_high_contrast)

    @property
    def high_contrast(self) -> bool:
        """Whether the window shows the high-contrast colours."""
        return self.colours is not STANDARD

    def set_high_contrast(self, on: bool) -> None:
        """Switch high contrast on or off, and remember the choice for the next big screen and start."""
        if self.contrast_button.isChecked() != on:
            self.contrast_button.setChecked(on)  # its toggled signal comes back here
            return
        remember_high_contrast(on)
        self._apply_colours()

    def _apply_colours(self) -> None:
        """Recolour the window with the chosen set (subclasses recolour their lists after this)."""
        self.colours = colours(self.contrast_button.isChecked())
        c, name = self.colours, self.objectName()
        # high contrast: the controls too, black with white borders; the focused one's border is yellow
        button = (f"QPushButton, QComboBox {{ color: {c.text}; background: {c.background}; border: {2 * c.line_weight:g}px"
                  f" solid {c.text}; padding: 4px 10px; }} QPushButton:checked {{ color: {c.background}; background:"
                  f" {c.accent}; }} QPushButton:focus, QComboBox:focus {{ border-color: {c.accent}; }}"
                  # the screen chooser's drop-down list: white on black, the highlighted screen black on yellow
                  f" QComboBox QAbstractItemView {{ color: {c.text}; background: {c.background}; border:"
                  f" {2 * c.line_weight:g}px solid {c.text}; selection-color: {c.background};"
                  f" selection-background-color: {c.accent}; }}"
                  f" QComboBox::drop-down {{ border-left: {c.line_weight:g}px solid {c.text}; }}"
                  if c is not STANDARD else "")
        self.setStyleSheet(f"QWidget#{name} {{ background: {c.background}; }} QLabel {{ color: {c.text}; }} {button}")

    def next_page(self) -> None:
        """Turn the long lists to their next page (the timer does this by itself)."""

    def move_to_screen(self, index: int | None = None) -> None:
        """Put the window on screen ``index`` (None: the last one plugged in, usually the projector)."""
        screens = QGuiApplication.screens()
        if screens:
            screen = screens[-1 if index is None else index]
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())

    def toggle_full_screen(self) -> None:
        """F11: full screen on the screen chosen, or back to a window."""
        if self.isFullScreen():
            self.leave_full_screen()
        else:
            self.move_to_screen()
            self.controls.hide()
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        """Esc: back to a normal window with the controls."""
        if self.isFullScreen():
            self.showNormal()
        self.controls.show()
        self._rescale()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._rescale()

    def room_height(self) -> float:
        """The window's height as the big type may use it: less what the controls take beyond one line of
        normal text (with the system's text at 200% they take twice the room, and the lists must still fit)."""
        controls = 0 if self.controls.isHidden() else self.controls.sizeHint().height()
        return max(200.0, self.height() - max(0, controls - CONTROLS_HEIGHT))

    def _rescale(self) -> float:
        # type grows with the window: readable from the back of the room on a projector
        base = max(14.0, min(self.width() / 60.0, self.room_height() / 30.0))
        font = QFont(self.heading.font())
        font.setPointSizeF(base * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        return base


class PresenterWindow(BigScreen):
    """The night on a second screen: tables, up next, standings and rating changes; F11 toggles full screen."""

    def __init__(self, night_view: NightView | None = None) -> None:
        super().__init__(translate("night.presenter", "Tournament App — presenter"), "presenter")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.night_view = night_view
        self.state: NightState | None = None
        self.shown_event: tournament.EventView | None = None

        self.heading.setText(translate("night.presenter", "Club night"))
        self.heading.setObjectName("presenter-heading")
        self.tables = PagedList(translate("night.presenter", "On the tables"), 2, TABLE_ROWS, 22)
        self.next_up = PagedList(translate("night.presenter", "Up next"), 1, QUEUE_ROWS, 20)
        self.standings = PagedList(translate("night.presenter", "Tonight's standings"), 5, STANDING_ROWS, 20)

        self.screen_combo = QComboBox()
        self.screen_combo.setObjectName("presenter-screen")
        named(self.screen_combo, translate("night.presenter", "Presenter screen"),
              translate("night.presenter", "The screen or projector this window is shown on"))
        self.controls_row.insertWidget(0, QLabel(translate("night.presenter", "Screen:")))
        self.controls_row.insertWidget(1, self.screen_combo)

        left = QVBoxLayout()
        left.addWidget(self.tables, 3)
        left.addWidget(self.next_up, 2)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addSpacing(40)
        body.addWidget(self.standings, 2)
        night_page = QWidget()
        night_layout = QVBoxLayout(night_page)
        night_layout.setContentsMargins(0, 0, 0, 0)
        night_layout.addWidget(self.heading)
        night_layout.addLayout(body, 1)

        # an event played out: the board (bracket or table) and the matches on now, or the podium
        self.event_tables = PagedList(translate("night.presenter", "On the tables"), 2, SIDE_ROWS, 18)
        self.event_next = PagedList(translate("night.presenter", "Up next"), 1, SIDE_ROWS, 16)
        self.event_page = EventPage(self.event_tables, self.event_next)
        self.board = self.event_page.board
        self.pages = QStackedWidget()
        self.pages.addWidget(night_page)
        self.pages.addWidget(self.event_page)

        # the event shared on the local network: its address and QR code in a column of their own, beside the
        # bracket or the lists (never over them), hidden while not shared
        self.share_url = ""
        self.share_title = QLabel(translate("night.presenter", "Follow on your phone"))
        self.share_title.setWordWrap(True)
        self.share_qr = QrWidget(size=260)
        self.share_qr.setAccessibleName(translate("night.presenter", "View QR code"))
        self.share_text = QLabel()
        self.share_text.setObjectName("presenter-share-url")
        self.share_text.setWordWrap(True)
        self.share_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.share_column = QWidget()
        share_layout = QVBoxLayout(self.share_column)
        share_layout.setContentsMargins(24, 0, 0, 0)  # the gap to the board goes with the column: none while hidden
        share_layout.addWidget(self.share_title)
        share_layout.addWidget(self.share_qr)
        share_layout.addWidget(self.share_text)
        share_layout.addStretch(1)
        self.share_column.hide()
        main = QHBoxLayout()
        main.setSpacing(0)
        main.addWidget(self.pages, 1)
        main.addWidget(self.share_column)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.controls)
        layout.addLayout(main, 1)

        for key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            QShortcut(QKeySequence(key), self, self.step_forward)
        for key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            QShortcut(QKeySequence(key), self, self.step_back)
        self._fill_screens()
        self.screen_combo.currentIndexChanged.connect(self.move_to_screen)
        if night_view is not None:
            night_view.state_loaded.connect(self.show_state)
        self.resize(1280, 720)
        self._apply_colours()
        self._rescale()
        self.show_state(None)

    # ---- screens ----------------------------------------------------------------------
    def _fill_screens(self) -> None:
        self.screen_combo.blockSignals(True)
        self.screen_combo.clear()
        screens = QGuiApplication.screens()
        for n, screen in enumerate(screens, start=1):
            size = screen.size()
            name = screen.name() or translate("night.presenter", "screen")
            self.screen_combo.addItem(translate("night.presenter", "{number}: {name} ({width}×{height})").format(
                number=n, name=name, width=size.width(), height=size.height()), n - 1)
        # a projector is usually the last screen plugged in
        self.screen_combo.setCurrentIndex(len(screens) - 1)
        self.screen_combo.blockSignals(False)

    def move_to_screen(self, index: int | None = None) -> None:
        """Put the window on the chosen screen (keeping full screen if it was)."""
        screens = QGuiApplication.screens()
        chosen = self.screen_combo.currentIndex() if index is None else index
        if not 0 <= chosen < len(screens):
            return
        screen = screens[chosen]
        full = self.isFullScreen()
        if full:
            self.showNormal()
        self.setScreen(screen)
        self.move(screen.availableGeometry().topLeft())
        if full:
            self.showFullScreen()

    def _rescale(self) -> float:
        base = super()._rescale()
        self.tables.set_scale(base * 1.1)
        self.next_up.set_scale(base)
        self.standings.set_scale(base)
        # the event page draws in pixels: names about 1/36 of the window's height at 16:9
        unit = max(12.0, min(self.width() / 64.0, self.room_height() / 36.0))
        self.event_page.set_scale(unit)
        self.event_tables.set_scale(unit * 0.6)
        self.event_next.set_scale(unit * 0.55)
        if hasattr(self, "share_column"):
            # the code takes about a fifth of the window's width: a phone reads it from a few metres
            side = int(max(160, min(self.width() * 0.2, self.height() * 0.45)))
            self.share_column.setFixedWidth(side + 24)
            self.share_qr.setFixedSize(side, side)
            title = QFont(self.share_title.font())
            title.setPointSizeF(base * 1.1)
            title.setBold(True)
            self.share_title.setFont(title)
            small = QFont(self.share_text.font())
            small.setPointSizeF(max(10.0, base * 0.6))
            self.share_text.setFont(small)
        return base

    def _apply_colours(self) -> None:
        super()._apply_colours()
        for section in (self.tables, self.next_up, self.standings, self.event_tables, self.event_next):
            section.set_colours(self.colours)
        self.share_title.setStyleSheet(f"color: {self.colours.accent}; font-weight: bold;")
        self.event_page.set_colours(self.colours)

    # ---- content ----------------------------------------------------------------------
    def show_state(self, state: NightState | None) -> None:
        """Show a night's state (None: no event chosen).

        A state of another event than the tournament shown (the organizer chose a club night) brings the
        night's page back.
        """
        self.state = state
        if self.shown_event is not None and (state is None or state.event_id != self.shown_event.setup.event_id):
            self.show_event(None)
        if state is None:
            self.heading.setText(translate("night.presenter", "Club night"))
            self.tables.set_rows([], translate("night.presenter", "No event chosen"))
            self.next_up.set_rows([], "—")
            self.standings.set_rows([], "—")
            return
        self.heading.setText(translate("night.presenter", "{event} · %n present", None, state.present).format(
            event=state.event_name))
        table_rows: list[list[Cell]] = []
        for table in state.tables:
            if not table.active:
                continue
            match = table.match
            text = match.label() if match is not None else translate("night.presenter", "free", "table: no match on it")
            table_rows.append([(table.name, "accent"), (text, "text" if match is not None else "muted")])
        self.tables.set_rows(table_rows, translate("night.presenter", "No tables yet"))
        self.next_up.set_rows([[(m.label(), "text")] for m in state.queue], translate("night.presenter", "Nobody waiting"))
        self.standings.set_rows(self._standing_rows(state.standings), translate("night.presenter", "No results yet"))

    @staticmethod
    def _standing_rows(lines: Sequence[NightLine]) -> list[list[Cell]]:
        large = any(abs(v) >= 100 for line in lines for v in (line.rating_after or 0.0, line.rating_before or 0.0))
        rows = []
        for line in lines:
            change = line.rating_change
            role = "up" if change > 0 else "down" if change < 0 else "muted"
            if line.points == 1:
                points = translate("night.presenter", "{points} pt", "one point").format(points=short_number(line.points))
            else:
                points = translate("night.presenter", "{points} pts", "points").format(points=short_number(line.points))
            games = translate("night.presenter", "%n gm", "games played, short", line.games)
            rows.append([(f"{line.rank}.", "muted"), (line.name, "text"), (points, "accent"), (games, "muted"),
                         (rating_change_text(change, large), role)])
        return rows

    def show_event(self, view: tournament.EventView | None) -> None:
        """Show an event played out: its bracket or table, the matches on now, the podium once it has ended.

        None, or a club night, goes back to the night's tables and standings (``show_state``).
        """
        self.shown_event = view if view is not None and view.setup.format != "club-night" else None
        if self.shown_event is None:
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        view = self.shown_event
        playing = sorted((m for m in view.matches if m.status == "playing"), key=lambda m: _table_key(m.table))
        ready = [m for m in view.matches if m.status == "ready"]
        self.event_tables.set_rows([[(m.table or "—", "accent"), (match_text(m), "text")] for m in playing],
                                   translate("night.presenter", "No match on the tables"))
        self.event_next.set_rows([[(translate("night.presenter", "{match} · table {table}").format(match=match_text(m), table=m.table)
                                   if m.table else match_text(m), "text")] for m in ready],
                                 translate("night.presenter", "Nobody waiting"))
        self.event_page.show_view(view)

    def show_share(self, url: str) -> None:
        """The event's view address while it is shared on the local network ("" hides the column)."""
        self.share_url = url
        self.share_qr.set_text(url)
        # break opportunities after the slashes and inside the long token, so the address wraps inside the column
        self.share_text.setText(_breakable(url))
        self.share_column.setVisible(bool(url))

    def next_page(self) -> None:
        """Turn every long list to its next page (the timer does this by itself)."""
        lists = (self.event_tables, self.event_next) if self.shown_event is not None else (self.tables, self.next_up, self.standings)
        for section in lists:
            if section.pages > 1:
                section.next_page()
        if self.shown_event is not None and self.board.pages > 1:
            self.board.next_page()

    def step_forward(self) -> None:
        """→ / Page Down: the next page now (the timer starts its wait again)."""
        self.next_page()
        self.pager.start()

    def step_back(self) -> None:
        """← / Page Up: the page before (the board; lists go on by themselves)."""
        if self.shown_event is not None:
            self.board.previous_page()
        self.pager.start()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.pager.stop()
        if self.night_view is not None and self.night_view.presenter is self:
            self.night_view.presenter = None
        super().closeEvent(event)
