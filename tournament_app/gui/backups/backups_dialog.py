"""File ▸ Restore backup…, the same offer when a file cannot be opened, and notices after opening.

The backups are the automatic copies league/ makes before imports, merges,
re-ratings, deletes and updates. Restoring one replaces the open club's
content on the database worker, after a confirmation; a backup of the
current content is made first ("before restoring a backup"), so a restore
is itself undone by restoring that one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...league import (
    Backup,
    Changes,
    Club,
    NewerVersionError,
    ReadOnlyDatabaseError,
    StoreError,
    backups_of,
    describe_reason,
    restore_file_from_backup,
)
from ..common.accessible import describe_buttons, named
from ..players import players_view
from ...locale_text import number
from ...translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # pragma: no cover
    from ..shell.main_window import MainWindow


#: a size in kilobytes, megabytes, gigabytes (French "Ko", "Mo", "Go")
SIZE_UNITS = (QT_TRANSLATE_NOOP("backups.backups_dialog", "{size} KB"), QT_TRANSLATE_NOOP("backups.backups_dialog", "{size} MB"),
              QT_TRANSLATE_NOOP("backups.backups_dialog", "{size} GB"))


def human_size(size: int) -> str:
    """1536 -> "1.5 KB" (French "1,5 Ko")."""
    if size < 1024:
        return translate("backups.backups_dialog", "{size} bytes").format(size=size)
    value = size / 1024
    for unit in SIZE_UNITS[:-1]:
        if value < 1024:
            return translate("backups.backups_dialog", unit).format(size=number(value, 1))
        value /= 1024
    return translate("backups.backups_dialog", SIZE_UNITS[-1]).format(size=number(value, 1))


def made_at(backup: Backup) -> str:
    """When a backup was made, for people: "2024-05-01 20:31:07"."""
    return backup.made_at.strftime("%Y-%m-%d %H:%M:%S")


class BackupsDialog(QDialog):
    """The backups of one club file, newest first; Restore… asks for a confirmation."""

    def __init__(self, backups: Sequence[Backup], file_name: str, parent: QWidget | None = None, *,
                 broken_file: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("backups.backups_dialog", "Restore a backup"))
        self.backups = list(backups)
        self.file_name = file_name
        self.broken_file = broken_file
        self.chosen: Backup | None = None
        intro = QLabel(
            translate("backups.backups_dialog", "Automatic backups of <b>{escape}</b>, newest first. Restoring one replaces the club's content by the backup; ").format(escape=_escape(file_name))
            + (translate("backups.backups_dialog", "the file that could not be opened is kept beside it under another name.")
               if broken_file else translate("backups.backups_dialog", "a backup of the current content is made first, so you can go back."))
        )
        intro.setWordWrap(True)
        self.table = named(QTableWidget(len(self.backups), 3), translate("backups.backups_dialog", "Backups"),
                           translate("backups.backups_dialog", "The backups, newest first, with when and why each was made; a double-click restores one."))
        self.table.setHorizontalHeaderLabels([translate("backups.backups_dialog", "Made"), translate("backups.backups_dialog", "Made before"), translate("backups.backups_dialog", "Size")])
        self.table.verticalHeader().setVisible(False)
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, backup in enumerate(self.backups):
            cells = [made_at(backup), describe_reason(backup.reason), human_size(backup.size)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(str(backup.path))
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _i: self.restore_selected())
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        self.restore_button = QPushButton(translate("backups.backups_dialog", "Restore…"))
        named(self.restore_button, translate("backups.backups_dialog", "Restore backup"), translate("backups.backups_dialog", "Puts the selected backup back as the club's content, after asking."))
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.restore_button.clicked.connect(self.restore_selected)
        buttons.rejected.connect(self.reject)
        self.table.itemSelectionChanged.connect(
            lambda: self.restore_button.setEnabled(self.selected() is not None)
        )
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(640, 360)
        if self.backups:
            self.table.selectRow(0)
        self.restore_button.setEnabled(bool(self.backups))

    def selected(self) -> Backup | None:
        """The backup whose row is selected."""
        rows = self.table.selectionModel().selectedRows()
        return self.backups[rows[0].row()] if rows else None

    def select(self, backup: Backup) -> None:
        """Select a backup's row (used by tests and by keyboard users alike)."""
        self.table.selectRow(self.backups.index(backup))

    def restore_selected(self) -> None:
        """Ask for a confirmation, then close the dialog with :attr:`chosen` set."""
        backup = self.selected()
        if backup is None:
            return
        if self.broken_file:
            text = (f"Put the backup made {made_at(backup)} ({describe_reason(backup.reason)}) in place of "
                    f"{self.file_name}?\n\nThe file that could not be opened is not deleted: it is renamed "
                    "and stays beside it.")
        else:
            text = (f"Replace the content of {self.file_name} by the backup made {made_at(backup)} "
                    f"({describe_reason(backup.reason)})?\n\nEverything entered since then is replaced. "
                    "A backup of the current content is made first: to go back, restore the backup "
                    "marked “before restoring a backup”.")
        if players_view.confirm(self, translate("backups.backups_dialog", "Restore a backup"), text, translate("backups.backups_dialog", "Restore")):
            self.chosen = backup
            self.accept()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ---- File ▸ Restore backup… on the open club ------------------------------------------------


def restore_backup(window: MainWindow) -> None:
    """List the open club's backups (read on the worker), then restore the one chosen."""
    if window.ops is None or window.club is None:
        return
    window.ops.query(lambda club: club.backups(), lambda backups: _choose(window, backups))


def _choose(window: MainWindow, backups: list[Backup]) -> None:
    if window.ops is None or window.club is None or window.club.path is None:
        return
    name = window.club.path.name
    if not backups:
        QMessageBox.information(
            window, translate("backups.backups_dialog", "Restore a backup"),
            translate("backups.backups_dialog", "There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.").format(name=name),
        )
        return
    dialog = BackupsDialog(backups, name, window)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen is None:
        return
    chosen = dialog.chosen
    window.ops.run_unrecorded(
        lambda club, _c: club.restore_backup(chosen.path),
        label=translate("backups.backups_dialog", "Restoring the backup…"),
        on_done=lambda changes: _restored(window, chosen, changes),
    )


def _restored(window: MainWindow, backup: Backup, _changes: Changes) -> None:
    # The undo history described the content that was just replaced.
    if window.stack is not None:
        window.stack.clear()
    window.show_replaced_club()
    window.statusBar().showMessage(
        translate("backups.backups_dialog", "Restored the backup made {made_at}. To go back, restore the backup made before restoring.").format(made_at=made_at(backup)), 15000
    )


# ---- when a file cannot be opened ------------------------------------------------------------


def can_offer_restore(path: Path, exc: BaseException) -> bool:
    """Whether "Restore a backup…" is a sensible next step after ``exc`` opening ``path``.

    Yes for a damaged or unrecognised file that has backups; no for a file
    from a newer version (install that version), a read-only file or one busy
    in another program (restoring would not help).
    """
    if not isinstance(exc, StoreError) or isinstance(exc, NewerVersionError | ReadOnlyDatabaseError):
        return False
    try:
        return bool(backups_of(path))
    except OSError:
        return False


def restore_after_failed_open(window: MainWindow, path: Path) -> None:
    """Choose a backup of ``path`` (which could not be opened), put it in place and open it."""
    backups = backups_of(path)
    if not backups:
        return
    dialog = BackupsDialog(backups, path.name, window, broken_file=True)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen is None:
        return
    try:
        aside = restore_file_from_backup(path, dialog.chosen)
    except (StoreError, OSError) as exc:
        QMessageBox.warning(window, translate("backups.backups_dialog", "Restore a backup"), translate("backups.backups_dialog", "The backup was not restored; nothing was changed.\n\n{exc}").format(exc=exc))
        return
    if window.open_database(path):
        text = translate("backups.backups_dialog", "Restored {name} from the backup made {made_at}.").format(
            name=path.name, made_at=made_at(dialog.chosen))
        if aside is not None:
            text += "\n\n" + translate("backups.backups_dialog",
                                       "The file that could not be opened was kept as {name}.").format(name=aside.name)
        QMessageBox.information(window, translate("backups.backups_dialog", "Backup restored"), text)


# ---- notices after opening ---------------------------------------------------------------------


def open_notices(club: Club) -> list[tuple[str, str]]:
    """(title, text) of what the organizer should know about a club just opened."""
    name = club.path.name if club.path else "This club"
    notes = []
    if club.read_only:
        notes.append((
            "Read-only club",
            f"{name} can be read but not changed (the file, its folder or its disk is read-only). "
            "You can look at everything; saving a result will be refused and nothing will be changed.\n\n"
            "To make changes, copy the file somewhere writable and open the copy.",
        ))
    other = club.other_instance
    if other is not None and other.pid != os.getpid():  # our own pid: the window reopening its file
        notes.append((
            "Open in another window",
            f"This club is open in {other.describe()}. Changes from both are kept, but this window does "
            "not see the other's new results until you reopen the file (File ▸ Open recent).",
        ))
    return notes


def show_open_notices(window: Any, club: Club) -> None:
    """Tell the organizer, once, what :func:`open_notices` found (and keep it in the status bar)."""
    notes = open_notices(club)
    if not notes or window.club is not club:
        return
    window.statusBar().showMessage(" · ".join(title for title, _t in notes), 0)
    for title, text in notes:
        QMessageBox.information(window, title, text)
