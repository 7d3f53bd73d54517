"""The main window: menus, toolbar, the views, opening files, errors, settings."""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any, cast

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QWidget,
)

from ...league import Cancelled, Changes, Club, Leaderboard, UserError, data_dir, default_database_path, rating_systems
from ...shipped import icon_path
from ...shipped import resource_path as resource_path  # part of this module's interface
from ..backups import backups_dialog
from . import club_files, help_dialog, welcome
from . import shortcuts as keys
from ..planning.balance_view import BalanceView
from .commands import ClubCommands
from ..standings.leaderboard_dialog import LeaderboardDialog  # noqa: F401 - tests reach the dialog through this module
from ..planning.evaluation_view import EvaluationView
from ..matches.events_view import EventsView
from ..standings.global_view import GlobalView
from ..standings.leaderboard_view import LeaderboardView
from ..night.night_view import NightView
from ..common.operations import Operations
from ..standings.player_page import PlayerPage
from ..players.players_view import PlayersView, TeamsView
from ..planning.seeding_view import SeedingView
from .theme import apply_theme, dark_palette  # noqa: F401 - dark_palette is part of this module's interface
from .welcome import WelcomeDialog
from ..common.worker import DatabaseWorker

APP_TITLE = "Tournament App"
log = logging.getLogger("tournament_app")


#: files bigger than this are opened first and checked for damage on the worker
DEFERRED_CHECK_BYTES = 16 * 2**20


def icon(name: str) -> QIcon:
    """An icon shipped in resources/icons."""
    return QIcon(str(icon_path(name)))


_settings_file: Path | None = None


def settings() -> QSettings:
    """The app's persistent settings (window state, recent files, theme)."""
    if _settings_file is not None:
        return QSettings(str(_settings_file), QSettings.Format.IniFormat)
    return QSettings("tournament-app", "tournament-app")


def use_settings_file(path: Path | None) -> Path | None:
    """Keep the settings in ``path`` (None: the user's own) from now on; returns the previous choice.

    The self-test uses it so that a check run leaves the user's recent files
    and window state alone.
    """
    global _settings_file
    previous, _settings_file = _settings_file, path
    return previous


def readable(exc: BaseException) -> str:
    """The message a person sees for an error from below the GUI."""
    return str(exc) or type(exc).__name__


class MainWindow(ClubCommands, QMainWindow):
    """The app's one window over one club database at a time."""

    def __init__(self, db_path: Path | None = None, *, offer_demo: bool = True) -> None:
        super().__init__()
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
        self.setCentralWidget(self.tabs)
        self.statusBar().showMessage("Ready")
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

    # ---- building ---------------------------------------------------------------------
    def _action(self, text: str, slot: Any, shortcut: QKeySequence.StandardKey | str | None = None,
                icon_name: str | None = None, tip: str | None = None) -> QAction:
        action = QAction(text, self)
        if icon_name:
            action.setIcon(icon(icon_name))
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # every key the platform gives it, not just the first
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.new_action = self._action("&New database…", self.new_database, K.New)
        self.open_action = self._action("&Open database…", self.choose_database, K.Open)
        self.import_results_action = self._action("Import &results…", self.import_results, "Ctrl+I",
                                                  tip="Import match results from a CSV file")
        self.import_players_action = self._action("Import &players…", self.import_players, tip="Import players from a CSV file")
        self.import_event_log_action = self._action("Import event &log…", self.import_event_log,
                                                    tip="Rate a game-server event log ('A fragged B', …) into this Elo leaderboard")
        self.static_ranking_action = self._action("S&tatic ranking of an event…", self.show_static_ranking,
                                                  tip="Least-squares strengths from one event's pairwise results")
        self.export_action = self._action("&Export standings…", self.export_standings, "Ctrl+E", "export",
                                          "Export the leaderboard to a CSV file")
        self.print_standings_action = self._action("&Print standings…", self.print_standings, K.Print,
                                                   tip="Print the leaderboard or save it as PDF, with a print preview first")
        self.print_pairings_action = self._action("Print pairings and score &slips…", self.print_pairings,
                                                  tip="Print the event's rounds with table numbers and a score slip per match")
        self.demo_action = self._action("Load &demo club", self.open_demo_club,
                                        tip="Open the demo club, a club file of its own: your clubs stay as they are")
        self.restore_backup_action = self._action("Restore &backup…", lambda: backups_dialog.restore_backup(self),
                                                  tip="Put back one of the automatic backups of this club")
        self.quit_action = self._action("&Quit", self.close, K.Quit)
        self.record_action = self._action("&Record match", self.go_record, "Ctrl+M", "record", "Enter a match result")
        self.add_player_action = self._action("&Add player", self.go_add_player, keys.ADD_PLAYER_KEY, "player-add", "Add a player")
        self.find_action = self._action("&Find…", self.find_in_tab, K.Find, tip="Search the players of the tab shown")
        self.new_board_action = self._action("&New leaderboard…", self.new_leaderboard)
        self.board_settings_action = self._action("&Settings…", self.leaderboard_settings, "Ctrl+,",
                                                  tip="Rating system, parameters and display of this leaderboard")
        self.recompute_action = self._action("&Recompute ratings", self.recompute, tip="Rebuild every rating from the results")
        self.about_action = self._action("&About", self.about)
        self.getting_started_action = self._action("&Getting started", self.getting_started, K.HelpContents,
                                                   tip="A short guide to running a club night")
        self.shortcuts_action = self._action("&Keyboard shortcuts", self.keyboard_shortcuts,
                                             tip="Every command that has a key")
        #: commands that need an open club (disabled while none is)
        self.club_actions = [
            self.import_results_action, self.import_players_action, self.import_event_log_action,
            self.static_ranking_action, self.export_action, self.print_standings_action, self.print_pairings_action,
            self.restore_backup_action, self.record_action, self.add_player_action, self.find_action,
            self.new_board_action, self.board_settings_action, self.recompute_action,
        ]

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        file.addActions([self.new_action, self.open_action])
        self.recent_menu = file.addMenu("Open &recent")
        file.addSeparator()
        file.addActions([self.import_results_action, self.import_players_action, self.export_action])
        file.addActions([self.print_standings_action, self.print_pairings_action])
        file.insertAction(self.export_action, self.import_event_log_action)
        file.addSeparator()
        file.addAction(self.demo_action)
        file.addAction(self.restore_backup_action)
        file.addSeparator()
        file.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("&Edit")
        club = bar.addMenu("&Club")
        club.addActions([self.record_action, self.add_player_action])
        board = bar.addMenu("&Leaderboard")
        board.addActions([self.new_board_action, self.board_settings_action, self.recompute_action])
        board.addAction(self.static_ranking_action)
        view = bar.addMenu("&View")
        theme = view.addMenu("&Theme")
        group = QActionGroup(self)
        current = str(settings().value("theme", "system"))
        for key, text in (("system", "Follow the system"), ("light", "Light"), ("dark", "Dark")):
            action = QAction(text, self, checkable=True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _c=False, k=key: self.set_theme(k))
            group.addAction(action)
            theme.addAction(action)
        self.presenter_action = self._action("&Presenter window", self.open_presenter, "Ctrl+Shift+P",
                                             tip="Tonight's tables, who is next and the standings on a second screen")
        self.club_actions.append(self.presenter_action)
        view.addAction(self.presenter_action)
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.getting_started_action, self.shortcuts_action])
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        bar = QToolBar("Main")
        bar.setObjectName("main-toolbar")
        bar.setIconSize(QSize(22, 22))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(bar)
        bar.addWidget(QLabel(" Leaderboard: "))
        self.board_combo = QComboBox()
        self.board_combo.setAccessibleName("Leaderboard")
        self.board_combo.setMinimumContentsLength(16)
        self.board_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.board_combo.currentIndexChanged.connect(self._board_chosen)
        bar.addWidget(self.board_combo)
        bar.addSeparator()
        bar.addActions([self.record_action, self.add_player_action, self.export_action])
        bar.addSeparator()
        self.toolbar = bar
        self.undo_tool_actions: list[QAction] = []

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
        self._build_views()
        self.setWindowTitle(f"{club_files.club_title(path)} — {APP_TITLE}")
        self._fill_recent(club_files.remember(settings(), path))
        self._set_club_open(True)
        self._load_leaderboards(select=self._saved_board(path))
        QTimer.singleShot(0, lambda: backups_dialog.show_open_notices(self, club))
        if deferred:
            # after the first leaderboard is on screen, so the check does not delay it
            def check() -> None:
                self.leaderboard_view.refreshed.disconnect(check)
                if self.worker is None:  # the club was closed before its first leaderboard showed
                    return
                self.worker.submit(lambda c, _control: c.check_integrity(), None,
                                   lambda exc: self._damaged_after_open(path, exc))

            self.leaderboard_view.refreshed.connect(check)
        if first_start and self._offer_demo and not settings().value("first_run_done", False, type=bool):
            settings().setValue("first_run_done", True)
            QTimer.singleShot(0, self._maybe_offer_demo)
        return True

    def _damaged_after_open(self, path: Path, exc: BaseException) -> None:
        QMessageBox.critical(
            self, "The database is damaged",
            f"{path}\n\n{readable(exc)}\n\nDo not record anything more in it: use File ▸ Restore backup… "
            "to go back to the last good copy.",
        )

    def _open_failed(self, path: Path, exc: BaseException) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Cannot open the database",
                          f"{path}\n\n{readable(exc)}", QMessageBox.StandardButton.NoButton, self)
        other = box.addButton("Open another file…", QMessageBox.ButtonRole.AcceptRole)
        restore = (box.addButton("Restore a backup…", QMessageBox.ButtonRole.ActionRole)
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

    def _install_undo_actions(self) -> None:
        assert self.stack is not None
        self.edit_menu.clear()
        undo = self.stack.createUndoAction(self, "&Undo")
        undo.setShortcuts(keys.undo_keys())
        undo.setProperty(keys.TITLE, "Undo")
        undo.setIcon(icon("undo"))
        redo = self.stack.createRedoAction(self, "&Redo")
        redo.setShortcuts(keys.redo_keys())  # each key once: a key listed twice is "ambiguous" and does nothing
        redo.setProperty(keys.TITLE, "Redo")
        redo.setIcon(icon("redo"))
        self.edit_menu.addActions([undo, redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.find_action)
        self.toolbar.addActions([undo, redo])
        self.undo_tool_actions = [undo, redo]
        self.undo_action, self.redo_action = undo, redo

    def _build_views(self) -> None:
        assert self.ops is not None
        self.tabs.clear()
        self.leaderboard_view = LeaderboardView(self.ops)
        self.events_view = EventsView(self.ops)
        self.players_view = PlayersView(self.ops)
        self.teams_view = TeamsView(self.ops)
        self.player_page = PlayerPage(self.ops)
        self.tabs.addTab(self.leaderboard_view, icon("leaderboard"), "Leaderboard")
        self.tabs.addTab(self.events_view, icon("record"), "Club night")
        self.night_view = NightView(self.ops)
        self.tabs.addTab(self.night_view, "Tonight")
        self.tabs.setTabToolTip(self.tabs.indexOf(self.night_view), "Check-in, rounds, tables and the presenter window")
        self.tabs.addTab(self.players_view, icon("player-add"), "Players")
        self.tabs.addTab(self.teams_view, "Teams")
        self.seeding_view = SeedingView(self.ops)
        self.balance_view = BalanceView(self.ops)
        self.tabs.addTab(self.seeding_view, "Brackets")
        self.tabs.addTab(self.balance_view, "Teams balancer")
        self.evaluation_view = EvaluationView(self.ops)
        self.global_view = GlobalView(self.ops)
        self.tabs.addTab(self.evaluation_view, "Which system?")
        self.tabs.addTab(self.global_view, "Global ranking")
        self.seeding_view.match_proposed.connect(self.show_proposed_match)
        self.balance_view.match_proposed.connect(self.show_proposed_match)
        self.player_tab = self.tabs.addTab(self.player_page, "Player")
        self.tabs.setTabEnabled(self.player_tab, False)
        self.tabs.setTabToolTip(self.player_tab, "Double-click a player to see their rating over time")
        self.leaderboard_view.player_activated.connect(self.show_player)
        self.players_view.player_activated.connect(self.show_player)
        self.players_view.refresh_when_shown()
        self.teams_view.refresh_when_shown()
        self.global_view.refresh_when_shown()

    def _load_leaderboards(self, select: int | None = None) -> None:
        assert self.ops is not None
        self.ops.query(lambda club: club.leaderboards(), lambda boards: self._show_leaderboards(boards, select))

    def _show_leaderboards(self, boards: list[Leaderboard], select: int | None) -> None:
        current = select if select is not None else self.current_leaderboard_id()
        self.leaderboards = boards
        self.board_combo.blockSignals(True)
        self.board_combo.clear()
        for lb in boards:
            self.board_combo.addItem(lb.name, lb.id)
        index = self.board_combo.findData(current)
        self.board_combo.setCurrentIndex(max(index, 0))
        self.board_combo.blockSignals(False)
        self._board_chosen()

    def current_leaderboard_id(self) -> int | None:
        """The leaderboard shown."""
        data = self.board_combo.currentData()
        return int(data) if data is not None else None

    def _board_chosen(self, *_: object) -> None:
        lb = self.current_leaderboard_id()
        if lb is None:
            return
        self.leaderboard_view.set_leaderboard(lb)
        self.events_view.set_leaderboard(lb)
        self.night_view.set_leaderboard(lb)
        self.seeding_view.set_leaderboard(lb)
        self.balance_view.set_leaderboard(lb)
        self.evaluation_view.set_leaderboard(lb)
        if self.player_page.player_id is not None:
            self.player_page.show_player(self.player_page.player_id, lb)
        if self.club is not None and self.club.path is not None:
            settings().setValue(f"board/{self.club.path}", lb)

    def _saved_board(self, path: Path) -> int | None:
        value = settings().value(f"board/{path}")
        return int(value) if value is not None else None

    def _on_changes(self, changes: Changes) -> None:
        if changes.leaderboards - {lb.id for lb in self.leaderboards} or (changes.leaderboards and changes.teams):
            self._load_leaderboards()

    # ---- club files -----------------------------------------------------------------
    def _fill_recent(self, recent: list[str]) -> None:
        club_files.fill_recent_menu(self.recent_menu, recent, self.open_recent)

    def _set_club_open(self, is_open: bool) -> None:
        for action in self.club_actions:
            action.setEnabled(is_open)
        if not is_open:
            self.setWindowTitle(f"No club open — {APP_TITLE}")

    def _show_no_club(self) -> None:
        """The one page shown while no club is open (opening one replaces it)."""
        page = QLabel("No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.")
        page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.setWordWrap(True)
        self.tabs.clear()
        self.tabs.addTab(page, "No club open")

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
        path, _ = QFileDialog.getSaveFileName(self, "New club database", str(Path.home() / "club.sqlite"),
                                              club_files.NEW_FILTER)
        if path:
            target = club_files.with_club_suffix(Path(path))
            if target.exists():
                QMessageBox.warning(self, "New database", f"A club file named “{target.name}” is already there. "
                                    "Use File ▸ Open database… to open it, or choose another name.")
                return
            self.open_database(target)

    def choose_database(self) -> None:
        """Open another club database (every club file is listed, and "All files" too)."""
        start = str(self.club.path.parent) if self.club and self.club.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Open club database", start, club_files.OPEN_FILTER)
        if path:
            self.open_database(Path(path))

    # ---- actions ----------------------------------------------------------------------
    def go_record(self) -> None:
        """Show the match form with the cursor in the first side."""
        self.tabs.setCurrentWidget(self.events_view)
        self.events_view.form.panel.editors[0].players.setFocus()

    def show_proposed_match(self, sides: list[list[str]], event_id: int | None) -> None:
        """A suggested match from Brackets or Teams balancer: open it in the match form."""
        self.tabs.setCurrentWidget(self.events_view)
        self.events_view.propose(sides, event_id)

    def open_presenter(self) -> None:
        """View ▸ Presenter window: tonight's night on a second screen."""
        if getattr(self, "night_view", None) is not None:
            self.night_view.open_presenter()

    def go_add_player(self) -> None:
        """Show the players with the cursor in the new-player field."""
        self.tabs.setCurrentWidget(self.players_view)
        self.players_view.new_name.setFocus()

    def show_player(self, player_id: int) -> None:
        """Open a player's page in the current leaderboard."""
        lb = self.current_leaderboard_id()
        if lb is None:
            return
        self.tabs.setTabEnabled(self.player_tab, True)
        self.player_page.show_player(player_id, lb)
        self.tabs.setCurrentWidget(self.player_page)

    def _maybe_offer_demo(self) -> None:
        if self.club is None or self.ops is None:
            return
        self.ops.query(lambda club: club.player_count(), self._offer_demo_if_empty)

    def _offer_demo_if_empty(self, players: int) -> None:
        if players:
            return
        dialog = WelcomeDialog(self)
        dialog.exec()
        if dialog.choice == welcome.DEMO:
            self.open_demo_club()
        elif dialog.choice == welcome.NEW:
            self.go_add_player()
            self.statusBar().showMessage("A new, empty club: type a player's name and press Enter.", 10000)
        elif dialog.choice == welcome.OPEN:
            self.choose_database()
        elif dialog.choice == welcome.IMPORT:
            self.import_results()

    def open_demo_club(self) -> None:
        """File ▸ Load demo club: open the demo club's own file (made and filled the first time).

        Never into the club that is open: 18 made-up players would mix with real ones.
        """
        if not self.open_database(club_files.demo_club_path()) or self.ops is None:
            return

        def fill_if_empty(players: int) -> None:
            if players == 0:
                self.load_demo()
            else:
                self.statusBar().showMessage("Opened the demo club.", 8000)

        self.ops.query(lambda club: club.player_count(), fill_if_empty)

    def load_demo(self) -> None:
        """Import the demo club shipped in resources/ into the open club (undoable).

        Used on the demo club's own new file (and by the self-test on its temporary copy).
        """
        lb = self.current_leaderboard_id()
        if self.ops is None or lb is None:
            return
        from ...league import import_players, import_results

        players, results = resource_path("demo-players.csv"), resource_path("demo-club.csv")

        def load(club: Club, control: Any) -> Changes:
            with club.transaction():
                _added, first = import_players(club, players)
                _count, second = import_results(club, results, lb, progress=control.progress, cancelled=control.cancelled)
            return first | second

        self.ops.perform("Load demo club", self.ops.snapshot_step(load), label="Loading the demo club…",
                         on_done=lambda _s: self.statusBar().showMessage("Loaded the demo club.", 8000))

    def set_theme(self, key: str) -> None:
        """Light, dark or the system's colours; remembered."""
        settings().setValue("theme", key)
        apply_theme(key)

    def getting_started(self) -> None:
        """Help ▸ Getting started: a short guide to running a club night."""
        self.help_dialog = help_dialog.show_dialog(help_dialog.GettingStartedDialog(self))

    def keyboard_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts: every command with a key, read from the menus as they are now."""
        self.help_dialog = help_dialog.show_dialog(help_dialog.ShortcutsDialog(self))

    def find_in_tab(self) -> None:
        """Edit ▸ Find: the cursor in the search field of the tab shown (the leaderboard's when it has none)."""
        if self.ops is None:
            return
        field = _search_field(self.tabs.currentWidget())
        if field is None:
            self.tabs.setCurrentWidget(self.leaderboard_view)
            field = self.leaderboard_view.search
        field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        field.selectAll()

    def about(self) -> None:
        """Help ▸ About: the version, the database and each leaderboard's rating system."""
        QMessageBox.about(self, f"About {APP_TITLE}", self.about_text())

    def about_text(self) -> str:
        """What Help ▸ About says."""
        titles = {name: title for name, title, _defaults in rating_systems()}
        boards = "".join(f"<li>{_html(lb.name)}: {_html(titles.get(lb.system, lb.system))}</li>" for lb in self.leaderboards)
        return (f"<b>{APP_TITLE}</b> {app_version()}<p>Offline ratings, leaderboards and brackets for clubs.</p>"
                f"<p>Database: {_html(str(self.club.path if self.club else '—'))}</p>"
                f"<p>Leaderboards:</p><ul>{boards}</ul>")

    # ---- errors -----------------------------------------------------------------------
    def show_error(self, exc: BaseException) -> None:
        """Show an error from league/ as a readable message; log and show unexpected ones once."""
        if isinstance(exc, Cancelled):
            self.statusBar().showMessage("Cancelled; nothing was changed.", 8000)
            return
        if isinstance(exc, (UserError, ValueError, OSError)):
            QMessageBox.warning(self, APP_TITLE, readable(exc))
            return
        report_unexpected(type(exc), exc, exc.__traceback__, self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        state = settings()
        state.setValue("geometry", self.saveGeometry())
        self._close_session()
        super().closeEvent(event)


def _search_field(page: QWidget | None) -> QLineEdit | None:
    """The first shown search or filter field of a page, found by its accessible name."""
    if page is None:
        return None
    for field in page.findChildren(QLineEdit):
        name = field.accessibleName().casefold()
        if field.isVisibleTo(page) and (name.startswith("search") or name.startswith("filter")):
            return field
    return None


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def app_version() -> str:
    """The installed version of the app."""
    try:
        from importlib.metadata import version

        return version("tournament-app")
    except Exception:  # noqa: BLE001 - running from a source tree without metadata
        return "(development)"


_reported = False


def log_path() -> Path:
    """The file unexpected errors are written to."""
    return data_dir() / "tournament-app.log"


def report_unexpected(kind: type[BaseException], exc: BaseException, tb: TracebackType | None, parent: QWidget | None = None) -> None:
    """Log an unexpected exception to a file and tell the user once."""
    global _reported
    text = "".join(traceback.format_exception(kind, exc, tb))
    try:
        with log_path().open("a", encoding="utf-8") as fh:
            fh.write(text + "\n")
    except OSError:
        pass
    log.error(text)
    if not _reported and QApplication.instance() is not None:
        _reported = True
        QMessageBox.critical(parent, APP_TITLE,
                             f"Something unexpected went wrong: {readable(exc)}\n\n"
                             f"Your data is safe: every change is saved in one piece or not at all. "
                             f"Details were written to {log_path()}.")


def run(db_path: Path | None = None) -> int:
    """Start the app on ``db_path`` (default database if None); returns the exit code."""
    # instance() is typed as the QCoreApplication it may be; this process only ever makes a QApplication
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Tournament App")
    app.setOrganizationName("tournament-app")
    app.setWindowIcon(icon("app"))
    if sys.platform != "darwin":
        app.setStyle("Fusion")
    apply_theme(str(settings().value("theme", "system")))
    sys.excepthook = lambda k, e, t: report_unexpected(k, e, t)
    window = MainWindow(db_path)
    window.show()
    return int(app.exec())
