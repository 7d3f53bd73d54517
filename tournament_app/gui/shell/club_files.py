"""Club files: their names, the recent list, the club reopened at start, the demo club's own file,
and what to do when the club used last has gone missing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import data_dir
from .shortcuts import menu_text
from ..common.accessible import described, named
from ...translation import QT_TRANSLATE_NOOP, translate

MAX_RECENT = 8
#: the settings key of the club opened last: a restart opens it again
LAST_CLUB = "last_club"
#: the endings of a club file; a new club typed without one gets the first
CLUB_SUFFIXES = (".sqlite", ".sqlite3", ".db")
#: the file dialogs' filters (said with :func:`open_filter` and :func:`new_filter`; the patterns stay as they are)
OPEN_FILTER = QT_TRANSLATE_NOOP("shell.club_files", "Club database (*.sqlite *.sqlite3 *.db);;All files (*)")
NEW_FILTER = QT_TRANSLATE_NOOP("shell.club_files", "Club database (*.sqlite)")
DEMO_FILE_NAME = "Demo club.sqlite"


def open_filter() -> str:
    """The Open dialog's filter in the app's language."""
    return translate("shell.club_files", OPEN_FILTER)


def new_filter() -> str:
    """The New dialog's filter in the app's language."""
    return translate("shell.club_files", NEW_FILTER)


def with_club_suffix(path: Path) -> Path:
    """``path`` with ".sqlite" added unless it already ends like a club file ("Thursday club" → "Thursday club.sqlite")."""
    return path if path.suffix.lower() in CLUB_SUFFIXES else path.with_name(path.name + ".sqlite")


def demo_club_path() -> Path:
    """Where the demo club lives: a file of its own, never mixed into a real club."""
    return data_dir() / DEMO_FILE_NAME


def club_title(path: Path) -> str:
    """How the window title names a club: its file name."""
    return path.name


def recent_paths(state: QSettings) -> list[str]:
    """The recent club files, newest first."""
    value: object = state.value("recent", []) or []
    if isinstance(value, str):  # QSettings gives back a one-item list as a plain string
        return [value]
    if isinstance(value, (list, tuple)):
        return [str(p) for p in value]
    return []


def remember(state: QSettings, path: Path) -> list[str]:
    """Note that ``path`` was opened: first in the recent list, and the club a restart reopens."""
    recent = [p for p in recent_paths(state) if p != str(path)]
    recent.insert(0, str(path))
    state.setValue("recent", recent[:MAX_RECENT])
    state.setValue(LAST_CLUB, str(path))
    return recent[:MAX_RECENT]


def last_club(state: QSettings) -> Path | None:
    """The club opened last (None on a first start)."""
    value = state.value(LAST_CLUB)
    return Path(str(value)) if value else None


def fill_recent_menu(menu: QMenu, recent: list[str], open_path: object) -> None:
    """File ▸ Open recent: one entry per file; an "&" in a path stays visible."""
    menu.clear()
    for item in recent:
        action = menu.addAction(menu_text(item))
        action.setData(item)
        action.triggered.connect(lambda _c=False, p=item: open_path(Path(p)))  # type: ignore[operator]
    menu.setEnabled(bool(recent))


class MissingClubDialog(QDialog):
    """Says plainly that a club file has gone missing and offers what to open instead.

    Shown with ``open()``: the window stays drawn behind it. The signals
    say what the person chose; Close leaves the window without a club.
    """

    open_recent = Signal(object)
    open_other = Signal()
    new_club = Signal()

    def __init__(self, missing: Path, recent: list[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell.club_files", "Club file not found"))
        self.missing = missing
        text = QLabel(
            translate("shell.club_files", "<p><b>The club file “{html}” can't be found.</b></p><p>It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn't connected. Nothing has been changed.</p><p>Open another club, or start a new one.</p>").format(html=_html(missing.name), html2=_html(str(missing.parent)))
        )
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.recent = QListWidget()
        named(self.recent, translate("shell.club_files", "Recent clubs"), translate("shell.club_files", "The club files opened lately that are still there; pick one to open."))
        for path in recent:
            item = QListWidgetItem(f"{path.name}  —  {path.parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.recent.addItem(item)
        none_left = QLabel(translate("shell.club_files", "No other recent club file is still there."))
        self.open_recent_button = described(QPushButton(translate("shell.club_files", "Open recent")), translate("shell.club_files", "Opens the club file selected in the list."))
        self.open_other_button = described(QPushButton(translate("shell.club_files", "Open another file…")), translate("shell.club_files", "Asks for a club file to open."))
        self.new_club_button = described(QPushButton(translate("shell.club_files", "Start a new club")), translate("shell.club_files", "Asks where to make a new, empty club file."))
        self.close_button = described(QPushButton(translate("shell.club_files", "Close")), translate("shell.club_files", "Closes this window without opening a club."))
        self.open_recent_button.setDefault(bool(recent))
        self.open_recent_button.setEnabled(False)
        self.recent.currentRowChanged.connect(lambda row: self.open_recent_button.setEnabled(row >= 0))
        self.recent.itemActivated.connect(lambda _item: self._open_recent())
        self.open_recent_button.clicked.connect(self._open_recent)
        self.open_other_button.clicked.connect(lambda: self._done(self.open_other))
        self.new_club_button.clicked.connect(lambda: self._done(self.new_club))
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        if recent:
            layout.addWidget(QLabel(translate("shell.club_files", "<b>Recent clubs</b>")))
            layout.addWidget(self.recent)
        else:
            layout.addWidget(none_left)
            self.recent.hide()
            self.open_recent_button.hide()
        buttons = QHBoxLayout()
        for button in (self.open_recent_button, self.open_other_button, self.new_club_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.setMinimumWidth(520)
        if recent:
            self.recent.setCurrentRow(0)

    def _open_recent(self) -> None:
        item = self.recent.currentItem()
        if item is None:
            return
        path = Path(str(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()
        self.open_recent.emit(path)

    def _done(self, signal: SignalInstance) -> None:
        self.accept()
        signal.emit()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
