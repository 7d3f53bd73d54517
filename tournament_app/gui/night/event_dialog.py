"""The new event dialog: name, date, format and that format's options; the same dialog edits a format.

A format can change until the event's first result; after that the dialog
opens read-only and says why. Creating calls ``tournament.create_event``,
editing ``tournament.set_format`` (the event page runs them as undo steps).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...league import EVENT_FORMATS, MAX_POOL_SIZE, MAX_ROUNDS, LeagueError, tournament
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.accessible import describe_buttons, named
from ..common.date_fields import date_field
from .event_line import format_title

#: a line on each format, shown next to its name
FORMAT_HELP = {
    "club-night": QT_TRANSLATE_NOOP("night.event_dialog", "players check in and play rounds of rotating partners or DYP"),
    "swiss": QT_TRANSLATE_NOOP("night.event_dialog", "each round pairs entrants on equal points, no rematches; the table decides"),
    "round-robin": QT_TRANSLATE_NOOP("night.event_dialog", "everyone plays everyone, once or twice; the table decides"),
    "single-elimination": QT_TRANSLATE_NOOP("night.event_dialog", "one loss and you are out; byes to the top seeds"),
    "double-elimination": QT_TRANSLATE_NOOP("night.event_dialog", "out after two losses: a losers' bracket, then a grand final"),
    "pools-knockout": QT_TRANSLATE_NOOP("night.event_dialog", "snake-seeded pools play round robin, the best go on to a knockout"),
}


def format_help(fmt: str) -> str:
    """A format's line as a sentence in the app's language ("One loss and you are out; byes to the top seeds.")."""
    text = translate("night.event_dialog", FORMAT_HELP[fmt])
    return text[:1].upper() + text[1:] + "."

#: the tiebreaks as people read them
TIEBREAK_TITLES = {
    "buchholz": QT_TRANSLATE_NOOP("night.event_dialog", "Buchholz"),
    "buchholz-cut1": QT_TRANSLATE_NOOP("night.event_dialog", "Buchholz cut 1"),
    "median-buchholz": QT_TRANSLATE_NOOP("night.event_dialog", "Median Buchholz"),
    "sonneborn-berger": QT_TRANSLATE_NOOP("night.event_dialog", "Sonneborn-Berger"),
    "wins": QT_TRANSLATE_NOOP("night.event_dialog", "Wins (byes and forfeits count)"),
    "games-won": QT_TRANSLATE_NOOP("night.event_dialog", "Games won (over the board)"),
    "direct-encounter": QT_TRANSLATE_NOOP("night.event_dialog", "Direct encounter"),
}

#: the formats each option belongs to
OPTION_FORMATS = {
    "rounds": ("swiss",),
    "double": ("round-robin",),
    "third_place": ("single-elimination", "pools-knockout"),
    "reset": ("double-elimination",),
    "pool_size": ("pools-knockout",),
    "advance": ("pools-knockout",),
    "tiebreaks": ("swiss", "round-robin", "pools-knockout"),
}


class EventFormatDialog(QDialog):
    """Create an event (name, date, format, options) or change an event's format and options.

    ``setup`` given: edit that event's format (``locked``: the reason it
    can't change any more; then everything is shown read-only).
    """

    def __init__(self, parent: QWidget | None = None, *, setup: tournament.EventSetup | None = None,
                 locked: str | None = None, room_tables: tuple[int, str, tuple[str, ...]] | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        #: a new event: the room's tables, as the newest event with tables has them (id, name, table names)
        self.room_tables = room_tables if setup is None and room_tables is not None and room_tables[2] else None
        self.editing = setup is not None
        self.locked = locked
        self._name_edited = False
        # 560 px at the usual font, wider as the text grows (the help and notes wrap within it)
        self._least_width = max(560, 32 * self.fontMetrics().height())  # fit_height() makes it the minimum
        today = QDate.currentDate()
        if setup is not None:
            self.setWindowTitle(translate("night.event_dialog", "Format of {name}").format(name=setup.name))
        else:
            self.setWindowTitle(translate("night.event_dialog", "New event"))

        self.name = QLineEdit()
        named(self.name, translate("night.event_dialog", "Event name"), translate("night.event_dialog", "Type the event's name, e.g. the night or the tournament."))
        self.date = date_field(today)
        named(self.date, translate("night.event_dialog", "Event date"), translate("night.event_dialog", "The day of the event."))
        self.formats = QListWidget()
        named(self.formats, translate("night.event_dialog", "Format"), translate("night.event_dialog", "Pick how the event is played; its options are shown below."))
        self.formats.setObjectName("event-format")
        for fmt in EVENT_FORMATS:
            item = QListWidgetItem(format_title(fmt))
            item.setData(Qt.ItemDataRole.UserRole, fmt)
            item.setToolTip(format_help(fmt))
            self.formats.addItem(item)
        rows = len(EVENT_FORMATS)
        self.formats.setFixedHeight(self.formats.sizeHintForRow(0) * rows + 2 * self.formats.frameWidth() + 4)
        self.formats.setMinimumWidth(self.formats.sizeHintForColumn(0) + 2 * self.formats.frameWidth() + 8)
        self.formats.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # what the chosen format is, under the list: it wraps, where a list row of title and help would not
        self.format_help = QLabel()
        self.format_help.setObjectName("event-format-help")
        self.format_help.setWordWrap(True)

        self.rounds = QSpinBox(minimum=0, maximum=MAX_ROUNDS)
        self.rounds.setAccessibleName(translate("night.event_dialog", "Swiss rounds"))
        self.rounds.setSpecialValueText(self._automatic_rounds())
        self.rounds.setToolTip(translate("night.event_dialog", "How many Swiss rounds; automatic is ⌈log₂ n⌉ for n entrants"))
        self.double = QComboBox()
        named(self.double, translate("night.event_dialog", "Round robin"), translate("night.event_dialog", "Pick whether everyone plays everyone once or twice."))
        self.double.addItems([translate("night.event_dialog", "Once: everyone plays everyone once"),
                              translate("night.event_dialog", "Twice: a double round robin")])
        self.third_place = QCheckBox(translate("night.event_dialog", "Play a match for third place"))
        named(self.third_place, translate("night.event_dialog", "Third-place match"), translate("night.event_dialog", "When ticked, the semi-final losers play for third place."))
        self.reset = QCheckBox(translate("night.event_dialog", "Grand final reset"))
        reset_help = translate("night.event_dialog", "When ticked, a second final is played if the losers' bracket winner wins the first.")
        named(self.reset, translate("night.event_dialog", "Grand final reset"), reset_help)
        self.reset_note = QLabel(reset_help)  # a check box cannot wrap its text: the long part is a label
        self.reset_note.setWordWrap(True)
        self.reset.setChecked(True)
        self.pool_size = QSpinBox(minimum=2, maximum=MAX_POOL_SIZE, value=4)
        named(self.pool_size, translate("night.event_dialog", "Pool size"), translate("night.event_dialog", "How many entrants play in each pool."))
        self.advance = QSpinBox(minimum=1, maximum=4, value=2)
        named(self.advance, translate("night.event_dialog", "Go on from each pool"), translate("night.event_dialog", "How many of each pool go on to the knockout bracket."))
        self.pool_size.valueChanged.connect(lambda v: self.advance.setMaximum(v))
        self.tiebreaks = QListWidget()
        named(self.tiebreaks, translate("night.event_dialog", "Tiebreaks"), translate("night.event_dialog", "The tiebreaks in the order they decide; move the selected one up or down."))
        self.tiebreaks.setObjectName("event-tiebreaks")
        self.tiebreaks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.up_button = QPushButton(translate("night.event_dialog", "Move up"))
        named(self.up_button, translate("night.event_dialog", "Move tiebreak up"), translate("night.event_dialog", "The selected tiebreak decides earlier."))
        self.down_button = QPushButton(translate("night.event_dialog", "Move down"))
        named(self.down_button, translate("night.event_dialog", "Move tiebreak down"), translate("night.event_dialog", "The selected tiebreak decides later."))
        self.up_button.clicked.connect(lambda: self.move_tiebreak(-1))
        self.down_button.clicked.connect(lambda: self.move_tiebreak(+1))
        tiebreak_box = QWidget()
        tiebreak_row = QHBoxLayout(tiebreak_box)
        tiebreak_row.setContentsMargins(0, 0, 0, 0)
        tiebreak_row.addWidget(self.tiebreaks, 1)
        moves = QVBoxLayout()
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        tiebreak_row.addLayout(moves)
        self.tiebreak_note = QLabel(translate("night.event_dialog", "Ticked ones break ties, in this order; with none ticked the format's usual ones are used."))
        self.tiebreak_note.setWordWrap(True)

        self.message = QLabel()
        self.message.setObjectName("event-dialog-message")
        self.message.setWordWrap(True)
        self.message.setVisible(False)

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        if not self.editing:
            self.form.addRow(translate("night.event_dialog", "&Name"), self.name)
            self.form.addRow(translate("night.event_dialog", "&Date"), self.date)
        self.tables_box = QCheckBox()
        if self.room_tables is not None:
            _from, event_name, tables = self.room_tables
            shown = ", ".join(tables[:5]) + (f", … ({len(tables)})" if len(tables) > 5 else "")
            self.tables_box.setText(translate("night.event_dialog", "&Use the tables of {event}: {tables}").format(
                event=event_name.replace("&", "&&"), tables=shown.replace("&", "&&")))
            named(self.tables_box, translate("night.event_dialog", "Use the tables of the last event"),
                  translate("night.event_dialog", "The new event starts with the room's tables, as the last event had them; "
                            "untick to add them one by one."))
            self.tables_box.setChecked(True)
            self.form.addRow(translate("night.event_dialog", "Tables"), self.tables_box)
        self.form.addRow(translate("night.event_dialog", "&Format"), self.formats)
        self.form.addRow("", self.format_help)
        self.form.addRow(translate("night.event_dialog", "&Rounds"), self.rounds)
        self.form.addRow(translate("night.event_dialog", "Pla&yed"), self.double)
        self.form.addRow("", self.third_place)
        self.form.addRow("", self.reset)
        self.form.addRow("", self.reset_note)
        self.form.addRow(translate("night.event_dialog", "&Pool size"), self.pool_size)
        self.form.addRow(translate("night.event_dialog", "Go &on from each pool"), self.advance)
        self.form.addRow(translate("night.event_dialog", "&Tiebreaks"), tiebreak_box)
        self.form.addRow("", self.tiebreak_note)
        self._option_widgets: dict[str, list[QWidget]] = {
            "rounds": [self.rounds], "double": [self.double], "third_place": [self.third_place], "reset": [self.reset, self.reset_note],
            "pool_size": [self.pool_size], "advance": [self.advance], "tiebreaks": [tiebreak_box, self.tiebreak_note],
        }

        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("night.event_dialog", "Save") if self.editing
                               else translate("night.event_dialog", "Create"))
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        # the options scroll when a short screen (or large text) leaves too little room, rather than overlap
        options = QWidget()
        options.setLayout(self.form)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.options = QScrollArea()
        self.options.setWidget(options)
        self.options.setWidgetResizable(True)
        self.options.setFrameShape(QFrame.Shape.NoFrame)
        self.options.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.options.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.options, 1)
        layout.addWidget(buttons)

        self.formats.currentRowChanged.connect(self._format_chosen)
        self.name.textEdited.connect(lambda _t: setattr(self, "_name_edited", True))
        self.date.dateChanged.connect(lambda _d: self._default_name())
        self.tiebreaks.currentRowChanged.connect(lambda _r: self._update_moves())
        if setup is not None:
            self._show_setup(setup)
        else:
            self.formats.setCurrentRow(0)
            self.name.setFocus()
        if locked:
            self._lock(locked)
        self.fit_height()

    # ---- showing ----------------------------------------------------------------------
    def _automatic_rounds(self) -> str:
        n = len(self.setup.entrants) if self.setup is not None else 0
        if n >= 2:
            return translate("night.event_dialog", "Automatic ({rounds} for %n entrant(s))", None, n).format(
                rounds=max(1, math.ceil(math.log2(n))))
        return translate("night.event_dialog", "Automatic (⌈log₂ n⌉ for n entrants)")

    def _show_setup(self, setup: tournament.EventSetup) -> None:
        s = setup.settings
        self.formats.setCurrentRow(EVENT_FORMATS.index(setup.format))
        self.rounds.setValue((s.rounds or 0) if setup.format == "swiss" else 0)
        self.double.setCurrentIndex(1 if s.double else 0)
        self.third_place.setChecked(s.third_place)
        self.reset.setChecked(s.reset)
        self.pool_size.setValue(s.pool_size)
        self.advance.setValue(s.advance)
        self._fill_tiebreaks(setup.format, s.tiebreaks)
        self.formats.setFocus()

    def _lock(self, reason: str) -> None:
        self.message.setText(reason)
        self.message.setVisible(True)
        for widget in (self.formats, self.rounds, self.double, self.third_place, self.reset, self.pool_size,
                       self.advance, self.tiebreaks, self.up_button, self.down_button):
            widget.setEnabled(False)
        self.ok_button.setVisible(False)
        self.cancel_button.setText(translate("night.event_dialog", "Close"))

    def chosen_format(self) -> str:
        """The format chosen in the list."""
        item = self.formats.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else "club-night"

    def _format_chosen(self, _row: int) -> None:
        fmt = self.chosen_format()
        self.format_help.setText(format_help(fmt))
        for option, widgets in self._option_widgets.items():
            for widget in widgets:
                self.form.setRowVisible(widget, fmt in OPTION_FORMATS[option])
        kept = self.setup is not None and self.setup.format == fmt
        self._fill_tiebreaks(fmt, self.setup.settings.tiebreaks if kept and self.setup is not None else ())
        self._default_name()
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as the shown options need at the dialog's width, within the screen (beyond, they scroll)."""
        layout, options = self.layout(), self.options.widget()
        if layout is None or options is None:
            return
        layout.activate()
        margins = layout.contentsMargins()
        scroll_bar = self.options.verticalScrollBar().sizeHint().width()
        least = max(self._least_width, options.minimumSizeHint().width() + margins.left() + margins.right() + scroll_bar)
        self.setMinimumWidth(least)
        width = max(self.width(), least)
        inner = width - margins.left() - margins.right()
        needed = self.form.totalHeightForWidth(inner) if self.form.hasHeightForWidth() else self.form.sizeHint().height()
        others = layout.sizeHint().height() - self.options.sizeHint().height()
        screen = self.screen()
        room = screen.availableGeometry().height() - 60 if screen is not None else needed + others  # the title bar
        self.options.setMinimumHeight(max(0, min(needed, room - others)))
        self.resize(width, layout.minimumSize().height())

    def _default_name(self) -> None:
        """A new event's name follows its format and date until the organizer types one."""
        if self.editing or self._name_edited:
            return
        self.name.setText(f"{format_title(self.chosen_format())} {self.date.date().toString('yyyy-MM-dd')}")
        self.name.selectAll()

    def _fill_tiebreaks(self, fmt: str, chosen: tuple[str, ...]) -> None:
        ticked = list(chosen or tournament.DEFAULT_TIEBREAKS.get(fmt, ()))
        order = ticked + [t for t in tournament.TIEBREAKS if t not in ticked]
        self.tiebreaks.clear()
        for key in order:
            item = QListWidgetItem(translate("night.event_dialog", TIEBREAK_TITLES[key]) if key in TIEBREAK_TITLES else key)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in ticked else Qt.CheckState.Unchecked)
            self.tiebreaks.addItem(item)
        self.tiebreaks.setMinimumHeight(self.tiebreaks.sizeHintForRow(0) * len(order) + 2 * self.tiebreaks.frameWidth() + 4)
        self.tiebreaks.setMaximumHeight(self.tiebreaks.minimumHeight())
        self._update_moves()

    def _update_moves(self) -> None:
        row = self.tiebreaks.currentRow()
        editable = not self.locked
        self.up_button.setEnabled(editable and row > 0)
        self.down_button.setEnabled(editable and 0 <= row < self.tiebreaks.count() - 1)

    def move_tiebreak(self, step: int) -> None:
        """Move the selected tiebreak up or down the order."""
        row = self.tiebreaks.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.tiebreaks.count():
            return
        item = self.tiebreaks.takeItem(row)
        self.tiebreaks.insertItem(target, item)
        self.tiebreaks.setCurrentRow(target)

    # ---- values -----------------------------------------------------------------------
    def tiebreak_order(self) -> tuple[str, ...]:
        """The ticked tiebreaks, in order."""
        items = [self.tiebreaks.item(i) for i in range(self.tiebreaks.count())]
        return tuple(str(i.data(Qt.ItemDataRole.UserRole)) for i in items if i.checkState() == Qt.CheckState.Checked)

    def settings(self) -> tournament.Settings:
        """The chosen format's options (the others left at their defaults)."""
        fmt = self.chosen_format()
        uses = {option for option, formats in OPTION_FORMATS.items() if fmt in formats}
        return tournament.Settings(
            rounds=(self.rounds.value() or None) if "rounds" in uses else None,
            double="double" in uses and self.double.currentIndex() == 1,
            third_place="third_place" in uses and self.third_place.isChecked(),
            reset=self.reset.isChecked() if "reset" in uses else True,
            pool_size=self.pool_size.value() if "pool_size" in uses else 4,
            advance=self.advance.value() if "advance" in uses else 2,
            tiebreaks=self.tiebreak_order() if "tiebreaks" in uses else (),
        )

    def tables_from(self) -> int | None:
        """The event whose tables the new event starts with (None: no tables, or unticked)."""
        return self.room_tables[0] if self.room_tables is not None and self.tables_box.isChecked() else None

    def values(self) -> tuple[str, str, str, tournament.Settings]:
        """(name, ISO date, format, settings)."""
        return (self.name.text().strip(), self.date.date().toString("yyyy-MM-dd"), self.chosen_format(), self.settings())

    def _accept(self) -> None:
        if not self.editing and not self.name.text().strip():
            self.show_problem(translate("night.event_dialog", "The event needs a name."))
            self.name.setFocus()
            return
        try:  # the league's bounds, and what the entrants (when known) can play to the end
            tournament.check_settings(self.chosen_format(), self.settings(), len(self.setup.entrants) if self.setup is not None else None)
        except LeagueError as exc:
            self.show_problem(str(exc))
            return
        self.accept()

    def show_problem(self, text: str) -> None:
        """Say in the dialog what is wrong (it stays open)."""
        self.message.setText(text)
        self.message.setStyleSheet("color: #c62828; font-weight: bold;")
        self.message.setVisible(True)


__all__ = ["EventFormatDialog", "FORMAT_HELP", "TIEBREAK_TITLES", "format_title"]
