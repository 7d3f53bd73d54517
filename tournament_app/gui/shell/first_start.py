"""The first start: the welcome's four ways to begin, and the demo club.

A mixin of :class:`~tournament_app.gui.shell.main_window.MainWindow`, kept apart so
that the window module stays about opening and closing clubs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...league import Changes, Club
from ...shipped import resource_path
from . import club_files, welcome
from .welcome import WelcomeDialog
from .window_part import WindowPart
from ...translation import translate

if TYPE_CHECKING:

    from ..common.operations import Operations


class FirstStart(WindowPart):
    """Offers the welcome on a first start with an empty club, and opens and fills the demo club."""

    if TYPE_CHECKING:  # what MainWindow and its other mixins provide
        club: Club | None
        ops: Operations | None

        def open_database(self, path: Path, *, first_start: bool = False) -> bool: ...
        def current_leaderboard_id(self) -> int | None: ...
        def go_add_player(self) -> None: ...
        def choose_database(self) -> None: ...
        def import_results(self) -> None: ...

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
            self.statusBar().showMessage(translate("shell.first_start", "A new, empty club: type a player's name and press Enter."), 10000)
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
                self.statusBar().showMessage(translate("shell.first_start", "Opened the demo club."), 8000)

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
                first = import_players(club, players)
                second = import_results(club, results, lb, progress=control.progress, cancelled=control.cancelled)
            return first | second

        self.ops.perform(translate("shell.first_start", "Load demo club"), self.ops.league_step(load),
                         label=translate("shell.first_start", "Loading the demo club…"),
                         on_done=lambda _s: self.statusBar().showMessage(translate("shell.first_start", "Loaded the demo club."), 8000))
