"""The main window's menus, toolbar and undo actions.

A mixin of :class:`~tournament_app.gui.shell.main_window.MainWindow`, kept apart so
that the window module stays about opening and closing clubs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import shiboken6
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QToolButton

from ..backups import backups_dialog
from . import language
from . import shortcuts as keys
from .app_settings import icon, settings
from .theme import apply_theme
from .window_part import WindowPart
from ...translation import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

    from .main_window import MainWindow


class WindowMenus(WindowPart):
    """Builds the actions, the menus and the toolbar, and the Edit menu's undo and redo of an open club."""

    if TYPE_CHECKING:  # what MainWindow and its other mixins provide
        stack: QUndoStack | None

        def new_database(self) -> None: ...
        def choose_database(self) -> None: ...
        def import_results(self) -> None: ...
        def import_players(self) -> None: ...
        def import_event_log(self) -> None: ...
        def show_static_ranking(self) -> None: ...
        def export_standings(self) -> None: ...
        def export_results(self) -> None: ...
        def merge_club_file(self) -> None: ...
        def print_standings(self) -> None: ...
        def print_page(self) -> None: ...
        def print_pairings(self) -> None: ...
        def open_demo_club(self) -> None: ...
        def go_record(self) -> None: ...
        def go_add_player(self) -> None: ...
        def new_event(self) -> None: ...
        def find_in_tab(self) -> None: ...
        def new_leaderboard(self) -> None: ...
        def leaderboard_settings(self) -> None: ...
        def recompute(self) -> None: ...
        def about(self) -> None: ...
        def getting_started(self) -> None: ...
        def keyboard_shortcuts(self) -> None: ...
        def open_presenter(self) -> None: ...
        def open_tool(self, title: str) -> None: ...
        def _board_chosen(self, *_: object) -> None: ...

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
        self.new_action = self._action(translate("shell.menus", "&New database…"), self.new_database, K.New)
        self.open_action = self._action(translate("shell.menus", "&Open database…"), self.choose_database, K.Open)
        self.import_results_action = self._action(translate("shell.menus", "Import &results…"), self.import_results, "Ctrl+I",
                                                  tip=translate("shell.menus", "Import match results from a CSV file"))
        self.import_players_action = self._action(translate("shell.menus", "Import &players…"), self.import_players, tip=translate("shell.menus", "Import players from a CSV file"))
        self.import_event_log_action = self._action(translate("shell.menus", "Import event &log…"), self.import_event_log,
                                                    tip=translate("shell.menus", "Rate a game-server event log ('A fragged B', …) into this Elo leaderboard"))
        self.static_ranking_action = self._action(translate("shell.menus", "S&tatic ranking of an event…"), self.show_static_ranking,
                                                  tip=translate("shell.menus", "Least-squares strengths from one event's pairwise results"))
        self.export_action = self._action(translate("shell.menus", "&Export standings…"), self.export_standings, "Ctrl+E", "export",
                                          translate("shell.menus", "Export the leaderboard to a CSV file"))
        self.export_results_action = self._action(translate("shell.menus", "Export res&ults…"), self.export_results,
                                                  tip=translate("shell.menus", "Export this leaderboard's results to a CSV "
                                                                "file that another club file can import"))
        self.merge_action = self._action(translate("shell.menus", "&Merge another club file…"), self.merge_club_file,
                                         tip=translate("shell.menus", "Bring in everything another club file has that this "
                                                       "club lacks: players, teams, leaderboards, events, results"))
        self.print_action = self._action(translate("shell.menus", "&Print…"), self.print_page, K.Print,
                                         tip=translate("shell.menus", "Print what the page shows (an event's bracket, standings or "
                                                       "pairings; else the leaderboard), with a print preview first"))
        self.print_standings_action = self._action(translate("shell.menus", "Print s&tandings…"), self.print_standings,
                                                   tip=translate("shell.menus", "Print the leaderboard or save it as PDF, with a print preview first"))
        self.print_pairings_action = self._action(translate("shell.menus", "Print pairings and score &slips…"), self.print_pairings,
                                                  tip=translate("shell.menus", "Print the event's rounds with table numbers and a score slip per match"))
        self.demo_action = self._action(translate("shell.menus", "Load &demo club"), self.open_demo_club,
                                        tip=translate("shell.menus", "Open the demo club, a club file of its own: your clubs stay as they are"))
        self.restore_backup_action = self._action(translate("shell.menus", "Restore &backup…"), lambda: backups_dialog.restore_backup(cast("MainWindow", self)),
                                                  tip=translate("shell.menus", "Put back one of the automatic backups of this club"))
        self.quit_action = self._action(translate("shell.menus", "&Quit"), self.close, K.Quit)
        self.record_action = self._action(translate("shell.menus", "&Record match"), self.go_record, "Ctrl+M", "record", translate("shell.menus", "Enter a match result"))
        self.add_player_action = self._action(translate("shell.menus", "&Add player"), self.go_add_player, keys.ADD_PLAYER_KEY, "player-add", translate("shell.menus", "Add a player"))
        self.new_event_action = self._action(translate("shell.menus", "New &event…"), self.new_event, keys.NEW_EVENT_KEY,
                                             tip=translate("shell.menus", "A club night or a tournament: name, date, format and its options"))
        self.find_action = self._action(translate("shell.menus", "&Find…"), self.find_in_tab, K.Find, tip=translate("shell.menus", "Search the players of the tab shown"))
        self.new_board_action = self._action(translate("shell.menus", "&New leaderboard…"), self.new_leaderboard)
        self.board_settings_action = self._action(translate("shell.menus", "&Settings…"), self.leaderboard_settings, "Ctrl+,",
                                                  tip=translate("shell.menus", "Rating system, parameters and display of this leaderboard"))
        self.recompute_action = self._action(translate("shell.menus", "&Recompute ratings"), self.recompute, tip=translate("shell.menus", "Rebuild every rating from the results"))
        self.about_action = self._action(translate("shell.menus", "&About"), self.about)
        self.getting_started_action = self._action(translate("shell.menus", "&Getting started"), self.getting_started, K.HelpContents,
                                                   tip=translate("shell.menus", "A short guide to running a club night"))
        self.shortcuts_action = self._action(translate("shell.menus", "&Keyboard shortcuts"), self.keyboard_shortcuts,
                                             tip=translate("shell.menus", "Every command that has a key"))
        #: the occasional tools (Tools menu and toolbar button): each opens its page as a tab that closes again
        self.tool_actions = [
            self._action(text, lambda _c=False, t=title: self.open_tool(t), tip=tip)
            for text, title, tip in (
                (translate("shell.menus", "&Brackets"), "Brackets", translate("shell.menus", "Seed a bracket or pools from the ratings and export the seed list")),
                (translate("shell.menus", "Teams &balancer"), "Teams balancer", translate("shell.menus", "Split players into teams of even strength")),
                (translate("shell.menus", "&Which system?"), "Which system?", translate("shell.menus", "Compare the rating systems on this leaderboard's results")),
                (translate("shell.menus", "&Global ranking"), "Global ranking", translate("shell.menus", "One ranking over every leaderboard")),
            )
        ]
        #: commands that need an open club (disabled while none is)
        self.club_actions = [
            self.import_results_action, self.import_players_action, self.import_event_log_action,
            self.static_ranking_action, self.export_action, self.export_results_action, self.print_action,
            self.print_standings_action, self.print_pairings_action, self.merge_action,
            self.restore_backup_action, self.record_action, self.add_player_action, self.new_event_action, self.find_action,
            self.new_board_action, self.board_settings_action, self.recompute_action, *self.tool_actions,
        ]

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(translate("shell.menus", "&File"))
        file.addActions([self.new_action, self.open_action])
        self.recent_menu = file.addMenu(translate("shell.menus", "Open &recent"))
        file.addSeparator()
        file.addActions([self.import_results_action, self.import_players_action, self.export_action, self.export_results_action])
        file.addActions([self.print_action, self.print_standings_action, self.print_pairings_action])
        file.insertAction(self.export_action, self.import_event_log_action)
        file.addSeparator()
        file.addAction(self.merge_action)
        file.addAction(self.demo_action)
        file.addAction(self.restore_backup_action)
        file.addSeparator()
        file.addAction(self.quit_action)
        self.edit_menu = bar.addMenu(translate("shell.menus", "&Edit"))
        club = bar.addMenu(translate("shell.menus", "&Club"))
        club.addActions([self.record_action, self.add_player_action, self.new_event_action])
        board = bar.addMenu(translate("shell.menus", "&Leaderboard"))
        board.addActions([self.new_board_action, self.board_settings_action, self.recompute_action])
        board.addAction(self.static_ranking_action)
        self.tools_menu = bar.addMenu(translate("shell.menus", "T&ools"))
        self.tools_menu.addActions(self.tool_actions)
        view = bar.addMenu(translate("shell.menus", "&View"))
        theme = view.addMenu(translate("shell.menus", "&Theme"))
        group = QActionGroup(self)
        current = str(settings().value("theme", "system"))
        for key, text in (("system", translate("shell.menus", "Follow the system")), ("light", translate("shell.menus", "Light")), ("dark", translate("shell.menus", "Dark"))):
            action = QAction(text, self, checkable=True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _c=False, k=key: self.set_theme(k))
            group.addAction(action)
            theme.addAction(action)
        self.language_menu = view.addMenu(translate("shell.menus", "&Language"))
        self.language_group = language.fill_menu(cast("MainWindow", self), self.language_menu)
        self.presenter_action = self._action(translate("shell.menus", "&Presenter window"), self.open_presenter, "Ctrl+Shift+P",
                                             tip=translate("shell.menus", "Tonight's tables, who is next and the standings on a second screen"))
        self.club_actions.append(self.presenter_action)
        view.addAction(self.presenter_action)
        help_menu = bar.addMenu(translate("shell.menus", "&Help"))
        help_menu.addActions([self.getting_started_action, self.shortcuts_action])
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        bar = QToolBar(translate("shell.menus", "Main"))
        bar.setObjectName("main-toolbar")
        bar.setIconSize(QSize(22, 22))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(bar)
        bar.addWidget(QLabel(translate("shell.menus", " Leaderboard: ")))
        self.board_combo = QComboBox()
        self.board_combo.setAccessibleName(translate("shell.menus", "Leaderboard"))
        self.board_combo.setAccessibleDescription(translate("shell.menus", "Pick the leaderboard every tab shows and records into."))
        self.board_combo.setMinimumContentsLength(16)
        self.board_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.board_combo.currentIndexChanged.connect(self._board_chosen)
        bar.addWidget(self.board_combo)
        bar.addSeparator()
        bar.addActions([self.record_action, self.add_player_action, self.export_action])
        self.tools_button = QToolButton()
        self.tools_button.setText(translate("shell.menus", "Tools"))
        self.tools_button.setAccessibleName(translate("shell.menus", "Tools"))
        self.tools_button.setToolTip(translate("shell.menus", "Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab"))
        self.tools_button.setMenu(self.tools_menu)
        self.tools_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        bar.addWidget(self.tools_button)
        bar.addSeparator()
        self.toolbar = bar
        self.undo_tool_actions: list[QAction] = []

    def _install_undo_actions(self) -> None:
        assert self.stack is not None
        self.edit_menu.clear()
        undo = self.stack.createUndoAction(self, translate("shell.menus", "&Undo"))
        undo.setShortcuts(keys.undo_keys())
        undo.setProperty(keys.TITLE, translate("shell.menus", "Undo"))  # Help ▸ Keyboard shortcuts: in the language spoken
        undo.setIcon(icon("undo"))
        redo = self.stack.createRedoAction(self, translate("shell.menus", "&Redo"))
        redo.setShortcuts(keys.redo_keys())  # each key once: a key listed twice is "ambiguous" and does nothing
        redo.setProperty(keys.TITLE, translate("shell.menus", "Redo"))
        redo.setIcon(icon("redo"))
        # whole translated texts ("&Undo {action}"), not Qt's prefix glued before the step's name
        self.stack.undoTextChanged.connect(lambda text, action=undo: _name_step(action, text, redo=False))
        self.stack.redoTextChanged.connect(lambda text, action=redo: _name_step(action, text, redo=True))
        _name_step(undo, self.stack.undoText(), redo=False)
        _name_step(redo, self.stack.redoText(), redo=True)
        self.edit_menu.addActions([undo, redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.find_action)
        self.toolbar.addActions([undo, redo])
        self.undo_tool_actions = [undo, redo]
        self.undo_action, self.redo_action = undo, redo

    def set_theme(self, key: str) -> None:
        """Light, dark or the system's colours; remembered."""
        settings().setValue("theme", key)
        apply_theme(key)


def _name_step(action: QAction, step: str, *, redo: bool) -> None:
    """The Undo or Redo action's text for the stack's next ``step`` (its "&" already doubled by the stack)."""
    if not shiboken6.isValid(action):
        return  # the actions of a stack that was replaced (another club opened)
    shown = step
    if redo:
        action.setText(translate("shell.menus", "&Redo {action}").format(action=shown) if step
                       else translate("shell.menus", "&Redo"))
    else:
        action.setText(translate("shell.menus", "&Undo {action}").format(action=shown) if step
                       else translate("shell.menus", "&Undo"))
    # the toolbar's button says only "Undo" (a step's name can be as long as the window is wide, and pushed
    # Redo out of sight at 1280 px); the menu and the button's tooltip say what it undoes
    action.setIconText(translate("shell.menus", "Redo") if redo else translate("shell.menus", "Undo"))
    action.setToolTip(action.text().replace("&&", "\0").replace("&", "").replace("\0", "&"))
