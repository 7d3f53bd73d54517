"""Check-in: who is here tonight. Big tiles, search as you type, add a newcomer on the spot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import night
from ...league import name_key
from ...league.night import NightState
from ..common.accessible import described, named
from ...translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from .steps import NightSteps

#: tile colours by attendance (background, text): readable in light and dark themes
STATUS_COLOURS = {
    "present": (QColor(46, 125, 50), QColor(255, 255, 255)),
    "away": (QColor(249, 168, 37), QColor(0, 0, 0)),
    "gone": (QColor(117, 117, 117), QColor(255, 255, 255)),
}
STATUS_WORDS = {
    "present": QT_TRANSLATE_NOOP("night.checkin_view", "✔ here"),
    "away": QT_TRANSLATE_NOOP("night.checkin_view", "away"),
    "gone": QT_TRANSLATE_NOOP("night.checkin_view", "gone"),
}
#: a tile's padding around its text, in multiples of the font's average character width (a tile grows with the font)
TILE_PADDING = 3
#: the narrowest and widest a tile is, in average characters of its font; a longer name wraps inside its tile
TILE_CHARS = (12, 26)


def tile_size(metrics: QFontMetrics, names: list[str]) -> QSize:
    """One size for every tile, from the font: wide enough for the longest name (and the status words) up to
    TILE_CHARS[1] characters, tall enough for the name, a second line of it when it wraps, and the status."""
    char = max(1, metrics.averageCharWidth())
    words = [translate("night.checkin_view", w) for w in STATUS_WORDS.values()]
    text = max((metrics.horizontalAdvance(t) for t in [*names, *words]), default=0)
    padding = TILE_PADDING * char
    width = min(max(text + padding, TILE_CHARS[0] * char), TILE_CHARS[1] * char)
    lines = 3 if text + padding > width else 2
    return QSize(width, lines * metrics.lineSpacing() + padding)


class TileDelegate(QStyledItemDelegate):
    """Draws each name as a box: a thin grey border when not checked in; filled, with a thick border and
    "✔ here" (or "away", "gone") when checked in, so a tick never shows by colour alone."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        status = index.data(Qt.ItemDataRole.UserRole + 1)
        rect = QRectF(option.rect).adjusted(3, 3, -3, -3)
        palette: QPalette = option.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if status in STATUS_COLOURS:
            back, fore = STATUS_COLOURS[status]
            border, width = back.darker(150), 3.0
        else:
            back, fore = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
            border, width = palette.color(QPalette.ColorRole.Mid).darker(130), 1.5
        painter.setBrush(back)
        painter.setPen(QPen(border, width))
        painter.drawRoundedRect(rect, 8, 8)
        if option.state & QStyle.StateFlag.State_Selected or option.state & QStyle.StateFlag.State_HasFocus:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        painter.setPen(fore)
        painter.setFont(option.font)
        inset = QFontMetrics(option.font).averageCharWidth()
        painter.drawText(rect.adjusted(inset, 2, -inset, -2), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        painter.restore()

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        #: every tile's size (set by the view from its font and the names shown)
        self.tile = QSize(210, 54)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return self.tile


class CheckInView(QWidget):
    """Tick who is present (click a tile), mark away or gone, add a new player; the count stays in sight."""

    def __init__(self, steps: NightSteps) -> None:
        super().__init__()
        self.steps = steps
        self.state: NightState | None = None
        self.search = QLineEdit()
        self.search.setObjectName("checkin-search")
        named(self.search, translate("night.checkin_view", "Check-in search"), translate("night.checkin_view", "Type part of a name: matching players are shown; Enter checks in the first, or adds a new player."))
        self.search.setPlaceholderText(translate("night.checkin_view", "Type a name: search, or add a new player"))
        self.search.setClearButtonEnabled(True)
        big = QFont(self.search.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.search.setFont(big)
        self.add_button = described(QPushButton(translate("night.checkin_view", "Add new pla&yer")), translate("night.checkin_view", "Adds the name typed as a new player and checks them in."))
        self.add_button.setObjectName("checkin-add")
        self.people = QListWidget()
        self.people.setObjectName("checkin-people")
        named(self.people, translate("night.checkin_view", "Players to check in"), translate("night.checkin_view", "A tile per player with their status tonight; a click, Space or Enter checks the selected player in or out."))
        self.tiles = TileDelegate(self.people)
        self.people.setItemDelegate(self.tiles)
        self.people.setViewMode(QListView.ViewMode.IconMode)
        self.people.setFlow(QListView.Flow.LeftToRight)
        self.people.setWrapping(True)
        self.people.setResizeMode(QListView.ResizeMode.Adjust)
        self.people.setMovement(QListView.Movement.Static)
        self.people.setUniformItemSizes(True)
        self.people.setSpacing(4)
        self.people.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.people.setFont(big)
        self._size_tiles([])
        self.away_button = described(QPushButton(translate("night.checkin_view", "Away for a wh&ile")), translate("night.checkin_view", "The selected player sits out the next rounds until back."))
        self.gone_button = described(QPushButton(translate("night.checkin_view", "&Gone for the night")), translate("night.checkin_view", "The selected player has left and is not drawn again tonight."))
        self.back_button = described(QPushButton(translate("night.checkin_view", "&Back / present")), translate("night.checkin_view", "The selected player is present and drawn again."))
        for button in (self.add_button, self.away_button, self.gone_button, self.back_button):
            button.setMinimumHeight(40)
        self.summary = QLabel()
        self.summary.setObjectName("checkin-summary")
        self.hint = QLabel(translate("night.checkin_view", "Click a name to tick it present; click again to take the tick back."))
        self.hint.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.add_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary)
        buttons.addStretch(1)
        buttons.addWidget(self.away_button)
        buttons.addWidget(self.gone_button)
        buttons.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(self.people, 1)
        layout.addLayout(buttons)

        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._enter)
        self.add_button.clicked.connect(self.add_new_player)
        self.people.itemClicked.connect(self.toggle)
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):  # the keyboard's click on a tile
            shortcut = QShortcut(QKeySequence(key), self.people, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(lambda: self.toggle(self.people.currentItem()) if self.people.currentItem() else None)
        self.people.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.away_button.clicked.connect(lambda: self._set_selected("away"))
        self.gone_button.clicked.connect(lambda: self._set_selected("gone"))
        self.back_button.clicked.connect(lambda: self._set_selected("present"))
        self._update_buttons()

    # ---- showing ----------------------------------------------------------------------
    def show_state(self, state: NightState | None) -> None:
        """Show the players and who is checked in."""
        self.state = state
        current = self.selected_player()
        self.people.blockSignals(True)
        self.people.clear()
        self._size_tiles([name for _pid, name in state.players] if state is not None else [])
        if state is not None:
            status = {a.player_id: a.status for a in state.attendance}
            for pid, name in sorted(state.players, key=lambda p: name_key(p[1])):
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, pid)
                item.setData(Qt.ItemDataRole.UserRole + 1, status.get(pid))
                item.setData(Qt.ItemDataRole.UserRole + 2, name)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self._paint(item)
                self.people.addItem(item)
                if pid == current:
                    self.people.setCurrentItem(item)
            counts = {s: sum(1 for a in state.attendance if a.status == s) for s in ("present", "away", "gone")}
            self.summary.setText(translate("night.checkin_view", "<b>{present} present</b> · {away} away · {gone} gone").format(
                present=counts["present"], away=counts["away"], gone=counts["gone"]))
        else:
            self.summary.setText("")
        self.people.blockSignals(False)
        self._filter(self.search.text())

    def _size_tiles(self, names: list[str]) -> None:
        """Every tile as big as the longest name needs in the tiles' font (a bigger system font, bigger tiles)."""
        self.tiles.tile = tile_size(self.people.fontMetrics(), names)
        self.people.setGridSize(self.tiles.tile + QSize(8, 8))

    def _paint(self, item: QListWidgetItem) -> None:
        name = item.data(Qt.ItemDataRole.UserRole + 2)
        status = item.data(Qt.ItemDataRole.UserRole + 1)
        words = translate("night.checkin_view", STATUS_WORDS[status]) if status else ""
        item.setText(f"{name}\n{words}" if status else name)
        if status:
            item.setToolTip(translate("night.checkin_view", "{name}: {status}").format(name=name, status=words))
        else:
            item.setToolTip(translate("night.checkin_view", "{name}: not checked in").format(name=name))
        if status in STATUS_COLOURS:
            back, fore = STATUS_COLOURS[status]
            item.setBackground(QBrush(back))
            item.setForeground(QBrush(fore))
        else:
            item.setBackground(QBrush())
            item.setForeground(QBrush())

    def _filter(self, text: str) -> None:
        wanted = name_key(text)
        exact = False
        for i in range(self.people.count()):
            item = self.people.item(i)
            name = name_key(item.data(Qt.ItemDataRole.UserRole + 2))
            item.setHidden(bool(wanted) and wanted not in name)
            exact = exact or name == wanted
        self.add_button.setEnabled(bool(wanted) and not exact and self.state is not None)
        if wanted and not exact:
            self.add_button.setText(translate("night.checkin_view", "Add “{name}”").format(name=text.strip().replace("&", "&&")))
        else:
            self.add_button.setText(translate("night.checkin_view", "Add new pla&yer"))

    def visible_items(self) -> list[QListWidgetItem]:
        """The tiles the search leaves shown."""
        return [self.people.item(i) for i in range(self.people.count()) if not self.people.item(i).isHidden()]

    def item_for(self, name: str) -> QListWidgetItem | None:
        """The tile of a player by name."""
        for i in range(self.people.count()):
            item = self.people.item(i)
            if name_key(item.data(Qt.ItemDataRole.UserRole + 2)) == name_key(name):
                return item
        return None

    def selected_player(self) -> int | None:
        """The player of the selected tile."""
        item = self.people.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _update_buttons(self) -> None:
        item = self.people.currentItem()
        status = item.data(Qt.ItemDataRole.UserRole + 1) if item is not None else None
        self.away_button.setEnabled(status == "present")
        self.gone_button.setEnabled(status in ("present", "away"))
        self.back_button.setEnabled(status in ("away", "gone"))

    # ---- actions ----------------------------------------------------------------------
    def toggle(self, item: QListWidgetItem) -> None:
        """A click on a tile: not here -> present; present -> not checked in; away or gone -> back."""
        pid = int(item.data(Qt.ItemDataRole.UserRole))
        status = item.data(Qt.ItemDataRole.UserRole + 1)
        name = item.data(Qt.ItemDataRole.UserRole + 2)
        if status == "present":
            self.steps.change(lambda club, eid: night.check_out(club, eid, pid), translate("night.checkin_view", "Take back the check-in of {name}").format(name=name))
        else:
            self.steps.change(lambda club, eid: night.check_in(club, eid, pid), translate("night.checkin_view", "Check in {name}").format(name=name))
        # shown at once; the reload after the change confirms it
        item.setData(Qt.ItemDataRole.UserRole + 1, None if status == "present" else "present")
        self._paint(item)
        self._update_buttons()

    def _set_selected(self, status: str) -> None:
        pid = self.selected_player()
        item = self.people.currentItem()
        if pid is not None and item is not None:
            name = item.data(Qt.ItemDataRole.UserRole + 2)
            words = {
                "present": translate("night.checkin_view", "Mark {name} back"),
                "away": translate("night.checkin_view", "Mark {name} away"),
                "gone": translate("night.checkin_view", "Mark {name} gone for the night"),
            }
            self.steps.change(lambda club, eid: night.set_attendance(club, eid, pid, status),
                              words[status].format(name=name))

    def _enter(self) -> None:
        shown = self.visible_items()
        if len(shown) == 1:
            self.people.setCurrentItem(shown[0])
            self.toggle(shown[0])
            self.search.clear()
        elif not shown and self.add_button.isEnabled():
            self.add_new_player()

    def add_new_player(self) -> None:
        """Add the typed name as a new player and check them in."""
        name = self.search.text().strip()
        if not name:
            return
        self.steps.change(lambda club, eid: night.add_player_here(club, eid, name), translate("night.checkin_view", "Add {name} and check in").format(name=name),
                          on_done=lambda _r: self.search.clear())
