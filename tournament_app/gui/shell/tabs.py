"""The tabs of an open club, the leaderboard chooser, and moving between the tabs.

A mixin of :class:`~tournament_app.gui.shell.main_window.MainWindow`, kept apart so
that the window module stays about opening and closing clubs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QTabBar, QTabWidget, QWidget

from ...league import Changes, Club, Leaderboard
from ..matches.events_view import EventsView
from ..night.night_view import NightView
from ..planning.balance_view import BalanceView
from ..planning.evaluation_view import EvaluationView
from ..planning.seeding_view import SeedingView
from ..players.players_view import PlayersView, TeamsView
from ..standings.global_view import GlobalView
from ..standings.leaderboard_view import LeaderboardView
from ..standings.player_page import PlayerPage
from ..standings.season_view import SeasonView
from .app_settings import icon, settings
from .window_part import WindowPart
from ...translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

    from ..common.operations import Operations


class ClubTabs(WindowPart):
    """The views of the open club in tabs, over the leaderboard chosen in the toolbar."""

    if TYPE_CHECKING:  # what MainWindow and its other mixins provide
        club: Club | None
        ops: Operations | None
        leaderboards: list[Leaderboard]
        tabs: QTabWidget
        board_combo: QComboBox

    def _build_views(self) -> None:
        assert self.ops is not None
        self.tabs.clear()
        self.tabs.setTabsClosable(True)  # only the occasional tools keep their close button
        self.leaderboard_view = LeaderboardView(self.ops)
        self.events_view = EventsView(self.ops)
        self.players_view = PlayersView(self.ops)
        self.teams_view = TeamsView(self.ops)
        self.player_page = PlayerPage(self.ops)
        self.night_view = NightView(self.ops)
        self.season_view = SeasonView(self.ops)
        self._fixed_tab(self.night_view, translate("shell.tabs", "Event"), None, translate("shell.tabs", "The current event: its entrants or check-in, rounds or bracket, tables and standings"))
        self._fixed_tab(self.events_view, translate("shell.tabs", "Matches"), "record", translate("shell.tabs", "Enter a match result; edit or delete the matches of an event"))
        self._fixed_tab(self.leaderboard_view, translate("shell.tabs", "Leaderboard"), "leaderboard")
        self._fixed_tab(self.players_view, translate("shell.tabs", "Players"), "player-add")
        self._fixed_tab(self.teams_view, translate("shell.tabs", "Teams"))
        self._fixed_tab(self.season_view, translate("shell.tabs", "Seasons"))
        # the occasional tools: built now (they follow the leaderboard), shown as a tab from the Tools menu
        self.seeding_view = SeedingView(self.ops)
        self.balance_view = BalanceView(self.ops)
        self.evaluation_view = EvaluationView(self.ops)
        self.global_view = GlobalView(self.ops)
        #: the tools by their English title, which Tools ▸ … passes to open_tool
        self.tool_views: dict[str, QWidget] = {
            QT_TRANSLATE_NOOP("shell.tabs", "Brackets"): self.seeding_view,
            QT_TRANSLATE_NOOP("shell.tabs", "Teams balancer"): self.balance_view,
            QT_TRANSLATE_NOOP("shell.tabs", "Which system?"): self.evaluation_view,
            QT_TRANSLATE_NOOP("shell.tabs", "Global ranking"): self.global_view,
        }
        for page in self.tool_views.values():
            page.setParent(self.tabs)  # hidden until opened; a parentless widget would outlive the window
            page.hide()
        self.seeding_view.match_proposed.connect(self.show_proposed_match)
        self.balance_view.match_proposed.connect(self.show_proposed_match)
        player_tab = self._fixed_tab(self.player_page, translate("shell.tabs", "Player"))
        self.tabs.setTabEnabled(player_tab, False)
        self.tabs.setTabToolTip(player_tab, translate("shell.tabs", "Double-click a player to see their rating over time"))
        self.tabs.setCurrentWidget(self.night_view)
        self.leaderboard_view.player_activated.connect(self.show_player)
        self.players_view.player_activated.connect(self.show_player)
        self.players_view.refresh_when_shown()
        self.teams_view.refresh_when_shown()
        self.global_view.refresh_when_shown()
        self.season_view.refresh_when_shown()

    def _fixed_tab(self, page: QWidget, title: str, icon_name: str | None = None, tip: str | None = None) -> int:
        """A tab that stays: no close button."""
        index = self.tabs.addTab(page, icon(icon_name), title) if icon_name else self.tabs.addTab(page, title)
        self.tabs.tabBar().setTabButton(index, QTabBar.ButtonPosition.RightSide, None)
        self.tabs.tabBar().setTabButton(index, QTabBar.ButtonPosition.LeftSide, None)
        if tip:
            self.tabs.setTabToolTip(index, tip)
        return index

    def open_tool(self, title: str) -> None:
        """Tools ▸ a tool: show its page as a tab (added before the player's page), which can be closed again."""
        if self.ops is None:
            return
        page = self.tool_views[title]
        if self.tabs.indexOf(page) < 0:
            shown = translate("shell.tabs", title)  # the tool's key is its English title
            index = self.tabs.insertTab(self.tabs.indexOf(self.player_page), page, shown)
            self.tabs.setTabToolTip(index, translate("shell.tabs", "{title} (close the tab when done; it is in the Tools menu)").format(title=shown))
        self.tabs.setCurrentWidget(page)

    def close_tab(self, index: int) -> None:
        """A tool tab's close button: the tool leaves the tab bar (the Tools menu opens it again)."""
        page = self.tabs.widget(index)
        if page is not None and page in getattr(self, "tool_views", {}).values():
            self.tabs.removeTab(index)

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
        self.season_view.set_leaderboard(lb)
        if self.player_page.player_id is not None:
            self.player_page.show_player(self.player_page.player_id, lb)
        if self.club is not None and self.club.path is not None:
            settings().setValue(f"board/{self.club.path}", lb)

    def _saved_board(self, path: Path) -> int | None:
        value = settings().value(f"board/{path}")
        return int(value) if value is not None else None

    def _reopen_event(self, path: Path) -> None:
        """The event open when this club was last closed becomes the current event again; the choice is kept."""
        assert self.ops is not None
        key = f"event/{path}"
        saved = settings().value(key)
        if saved is not None and str(saved).isdigit():
            self.ops.session.set_event(int(saved))  # not in the file any more: the event page runs the newest instead

        def keep(event_id: int | None) -> None:
            if event_id is None:
                settings().remove(key)
            else:
                settings().setValue(key, event_id)

        self.ops.session.event_changed.connect(keep)

    def show_replaced_club(self) -> None:
        """The club's content was replaced (a backup put back): no player page, every leaderboard reloaded."""
        self.player_page.player_id = None
        self.tabs.setTabEnabled(self.tabs.indexOf(self.player_page), False)
        self._load_leaderboards()

    def _on_changes(self, changes: Changes) -> None:
        if changes.leaderboards - {lb.id for lb in self.leaderboards} or (changes.leaderboards and changes.teams):
            self._load_leaderboards()

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

    def new_event(self) -> None:
        """Club ▸ New event…: the Event tab, with its New event dialog open."""
        if self.ops is None:
            return
        self.tabs.setCurrentWidget(self.night_view)
        self.night_view.new_event()

    def show_player(self, player_id: int) -> None:
        """Open a player's page in the current leaderboard."""
        lb = self.current_leaderboard_id()
        if lb is None:
            return
        self.tabs.setTabEnabled(self.tabs.indexOf(self.player_page), True)
        self.player_page.show_player(player_id, lb)
        self.tabs.setCurrentWidget(self.player_page)

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


def _search_field(page: QWidget | None) -> QLineEdit | None:
    """The first shown search or filter field of a page, found by its accessible name."""
    if page is None:
        return None
    for field in page.findChildren(QLineEdit):
        name = field.accessibleName().casefold()
        if field.isVisibleTo(page) and (name.startswith("search") or name.startswith("filter")):
            return field
    return None
