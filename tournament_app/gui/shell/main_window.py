"""The main window: opening and closing clubs, Help, errors from the worker, and starting the app.

Its menus and toolbar (menus.py), the tabs of an open club (tabs.py), the
first start and the demo club (first_start.py), the commands on the open club
(commands.py), settings (app_settings.py) and error reporting (errors.py) are
mixins and modules of their own; the names tests and packaging reach through
this module are re-exported here.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
)

from ...league import (
    Cancelled,
    Club,
    Leaderboard,
    UserError,
    default_database_path,
)
from ...shipped import resource_path as resource_path  # part of this module's interface
from ..backups import backups_dialog
from ..common.gui_thread_gc import GuiThreadCollector
from ..common.operations import Operations
from ..common.system_titles import system_title
from ..common.worker import DatabaseWorker
from ..standings.leaderboard_dialog import LeaderboardDialog  # noqa: F401 - tests reach the dialog through this module
from ..standings.player_page import PlayerPage  # noqa: F401 - tests reach the page through this module
from . import club_files, help_dialog, language
from . import shortcuts as keys
from .app_settings import APP_TITLE, icon
from .app_settings import settings as settings  # part of this module's interface
from .app_settings import (
    use_settings_file as use_settings_file,  # part of this module's interface
)
from .commands import ClubCommands
from .errors import log_path as log_path  # part of this module's interface
from .errors import readable as readable  # part of this module's interface
from .errors import report_unexpected
from .first_start import FirstStart
from .menus import WindowMenus
from .tabs import ClubTabs
from .theme import apply_theme, dark_palette  # noqa: F401 - dark_palette is part of this module's interface
from ...translation import translate

#: files bigger than this are opened first and checked for damage on the worker
DEFERRED_CHECK_BYTES = 16 * 2**20


class MainWindow(ClubCommands, FirstStart, ClubTabs, WindowMenus, QMainWindow):
    """The app's one window over one club database at a time."""

    def __init__(self, db_path: Path | None = None, *, offer_demo: bool = True) -> None:
        super().__init__()
        language.ensure_installed()
        # the window's threads (database worker, companion server) must not collect its Qt objects' garbage
        self._collector = GuiThreadCollector(self)
        self._collector.start()
        self.setWindowIcon(icon("app"))
        self.club: Club | None = None
        self.worker: DatabaseWorker | None = None
        self.ops: Operations | None = None
        self.stack: QUndoStack | None = None
        self.leaderboards: list[Leaderboard] = []
        self.command_keys = keys.CommandKeys(self)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.setCentralWidget(self.tabs)
        self.statusBar().showMessage(translate("shell.main_window", "Ready"))
        self.resize(1280, 820)
        state = settings()
        if state.value("geometry"):
            self.restoreGeometry(state.value("geometry"))
        self._offer_demo = offer_demo
        self._set_club_open(False)
        self._show_no_club()
        last = club_files.last_club(settings()) if db_path is None else None
        if db_path is not None:
            self.open_database(Path(db_path))
        elif last is None:  # a first start: the default club and the welcome
            self.open_database(default_database_path(), first_start=True)
        else:
            self.open_recent(last)

    # ---- opening files ----------------------------------------------------------------
    def open_database(self, path: Path, *, first_start: bool = False) -> bool:
        """Open (or create) a club database and show it; on failure keep what was open."""
        # Checking every page of a big file takes a while (a third of a second per
        # 50 MB): show the window first and check on the worker right after.
        deferred = path.is_file() and path.stat().st_size > DEFERRED_CHECK_BYTES
        try:
            club = Club.open(path, check_integrity=not deferred)
        except (UserError, OSError) as exc:
            self._open_failed(path, exc)
            return False
        self._close_session()
        self.club = club
        self.worker = DatabaseWorker(club, self)
        self.worker.error.connect(self.show_error)
        self.stack = QUndoStack(self)
        self.ops = Operations(self.worker, self.stack, self)
        self.ops.changed.connect(self._on_changes)
        self._install_undo_actions()
        self._reopen_event(path)  # before the views: the event page's first load shows the event open last time
        self._build_views()
        self.setWindowTitle(f"{club_files.club_title(path)} — {APP_TITLE}")
        self._fill_recent(club_files.remember(settings(), path))
        self._set_club_open(True)
        self._load_leaderboards(select=self._saved_board(path))

        def notices() -> None:
            if self.club is club:  # not closed since
                backups_dialog.show_open_notices(self, club)

        QTimer.singleShot(0, notices)

        # after the first leaderboard is on screen, so neither delays it: a big file's check of every
        # page, then (any file: league decides whether it is big enough) numba's load for later replays
        def after_first_paint() -> None:
            self.leaderboard_view.refreshed.disconnect(after_first_paint)
            if self.worker is None:  # the club was closed before its first leaderboard showed
                return
            if deferred:
                self.worker.submit(lambda c, _control: c.check_integrity(), None, lambda exc: self._damaged_after_open(path, exc))
            self.worker.submit(lambda c, _control: c.prepare_big_replays())

        self.leaderboard_view.refreshed.connect(after_first_paint)
        if first_start and self._offer_demo and not settings().value("first_run_done", False, type=bool):
            settings().setValue("first_run_done", True)
            QTimer.singleShot(0, self._maybe_offer_demo)
        return True

    def _damaged_after_open(self, path: Path, exc: BaseException) -> None:
        QMessageBox.critical(
            self, translate("shell.main_window", "The database is damaged"),
            translate("shell.main_window", "{path}\n\n{readable}\n\nDo not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.").format(path=path, readable=readable(exc)),
        )

    def _open_failed(self, path: Path, exc: BaseException) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, translate("shell.main_window", "Cannot open the database"),
                          f"{path}\n\n{readable(exc)}", QMessageBox.StandardButton.NoButton, self)
        other = box.addButton(translate("shell.main_window", "Open another file…"), QMessageBox.ButtonRole.AcceptRole)
        restore = (box.addButton(translate("shell.main_window", "Restore a backup…"), QMessageBox.ButtonRole.ActionRole)
                   if backups_dialog.can_offer_restore(path, exc) else None)
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        if box.clickedButton() is other:
            QTimer.singleShot(0, self.choose_database)
        elif restore is not None and box.clickedButton() is restore:
            QTimer.singleShot(0, lambda: backups_dialog.restore_after_failed_open(self, path))

    def _close_session(self) -> None:
        if getattr(self, "night_view", None) is not None:
            self.night_view.close_presenter()
        if self.worker is not None:
            self.worker.close()
            self.worker.wait_for_done(10000)
        if self.ops is not None:
            self.ops.cleanup()
        if self.club is not None:
            self.club.close()
        self.club = self.worker = self.ops = None
        self._set_club_open(False)
        for action in self.undo_tool_actions:
            self.toolbar.removeAction(action)
        self.undo_tool_actions = []
        self.edit_menu.clear()
        if self.stack is not None:
            self.stack.deleteLater()
            self.stack = None

    # ---- club files -----------------------------------------------------------------
    def _fill_recent(self, recent: list[str]) -> None:
        club_files.fill_recent_menu(self.recent_menu, recent, self.open_recent)

    def _set_club_open(self, is_open: bool) -> None:
        for action in self.club_actions:
            action.setEnabled(is_open)
        if not is_open:
            self.setWindowTitle(translate("shell.main_window", "No club open — {APP_TITLE}").format(APP_TITLE=APP_TITLE))

    def _show_no_club(self) -> None:
        """The one page shown while no club is open (opening one replaces it)."""
        page = QLabel(translate("shell.main_window", "No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin."))
        page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.setWordWrap(True)
        self.tabs.clear()
        self.tabs.setTabsClosable(False)
        self.tabs.addTab(page, translate("shell.main_window", "No club open"))

    def open_recent(self, path: Path) -> bool:
        """Open a club opened before; if its file has gone, say so and offer the others."""
        if path.is_file():
            return self.open_database(path)
        self.club_missing(path)
        return False

    def club_missing(self, path: Path) -> None:
        """Tell plainly that ``path`` is gone; offer the recent clubs still there, another file or a new club."""
        recent = [Path(p) for p in club_files.recent_paths(settings())]
        there = [p for p in recent if p != path and p.is_file()]
        dialog = club_files.MissingClubDialog(path, there, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open_recent.connect(lambda p: QTimer.singleShot(0, lambda: self.open_recent(p)))
        dialog.open_other.connect(lambda: QTimer.singleShot(0, self.choose_database))
        dialog.new_club.connect(lambda: QTimer.singleShot(0, self.new_database))
        self.missing_dialog = dialog
        QTimer.singleShot(0, dialog.open)  # after the window is drawn behind it

    def new_database(self) -> None:
        """Create a new, empty club database ("Thursday club" becomes "Thursday club.sqlite")."""
        path, _ = QFileDialog.getSaveFileName(self, translate("shell.main_window", "New club database"), str(Path.home() / "club.sqlite"),
                                              club_files.new_filter())
        if path:
            target = club_files.with_club_suffix(Path(path))
            if target.exists():
                QMessageBox.warning(self, translate("shell.main_window", "New database"), translate("shell.main_window", "A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.").format(name=target.name))
                return
            self.open_database(target)

    def choose_database(self) -> None:
        """Open another club database (every club file is listed, and "All files" too)."""
        start = str(self.club.path.parent) if self.club and self.club.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, translate("shell.main_window", "Open club database"), start, club_files.open_filter())
        if path:
            self.open_database(Path(path))

    def getting_started(self) -> None:
        """Help ▸ Getting started: a short guide to running a club night."""
        self.help_dialog = help_dialog.show_dialog(help_dialog.GettingStartedDialog(self))

    def keyboard_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts: every command with a key, read from the menus as they are now."""
        self.help_dialog = help_dialog.show_dialog(help_dialog.ShortcutsDialog(self))

    def about(self) -> None:
        """Help ▸ About: the version, the database and each leaderboard's rating system."""
        QMessageBox.about(self, translate("shell.main_window", "About {APP_TITLE}").format(APP_TITLE=APP_TITLE), self.about_text())

    def about_text(self) -> str:
        """What Help ▸ About says."""
        boards = "".join(f"<li>{_html(lb.name)}: {_html(system_title(lb.system))}</li>" for lb in self.leaderboards)
        #: Translators: {app} is the app's name, {version} its version, {boards} a list of "<li>Name: rating system</li>"
        return translate("shell.main_window", "<b>{app}</b> {version}<p>Offline ratings, leaderboards and brackets for clubs.</p>"
                         "<p>Database: {database}</p><p>Leaderboards:</p><ul>{boards}</ul>").format(
            app=APP_TITLE, version=app_version(), database=_html(str(self.club.path if self.club else "—")), boards=boards)

    # ---- errors -----------------------------------------------------------------------
    def show_error(self, exc: BaseException) -> None:
        """Show an error from league/ as a readable message; log and show unexpected ones once."""
        if isinstance(exc, Cancelled):
            self.statusBar().showMessage(translate("shell.main_window", "Cancelled; nothing was changed."), 8000)
            return
        if isinstance(exc, (UserError, ValueError, OSError)):
            QMessageBox.warning(self, APP_TITLE, readable(exc))
            return
        report_unexpected(type(exc), exc, exc.__traceback__, self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        state = settings()
        state.setValue("geometry", self.saveGeometry())
        self._close_session()
        self._collector.stop()
        super().closeEvent(event)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def app_version() -> str:
    """The installed version of the app."""
    try:
        from importlib.metadata import version

        return version("tournament-app")
    except Exception:  # noqa: BLE001 - running from a source tree without metadata
        #: Translators: the version shown when running from a source tree
        return translate("shell.main_window", "(development)")


def run(db_path: Path | None = None) -> int:
    """Start the app on ``db_path`` (default database if None); returns the exit code."""
    window = start(db_path)  # held while the app runs: a top-level window lives while Python holds it
    code = int(QApplication.exec())
    del window
    return code


def start(db_path: Path | None = None) -> MainWindow:
    """Make the application (its style, theme and language) and show the main window on ``db_path``."""
    # instance() is typed as the QCoreApplication it may be; this process only ever makes a QApplication
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Tournament App")
    app.setOrganizationName("tournament-app")
    app.setWindowIcon(icon("app"))
    if sys.platform != "darwin":
        app.setStyle("Fusion")
    apply_theme(str(settings().value("theme", "system")))
    language.install_chosen()
    sys.excepthook = lambda k, e, t: report_unexpected(k, e, t)
    window = MainWindow(db_path)
    window.show()
    return window
