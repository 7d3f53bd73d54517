"""League's refusals reach the organizer in the window's language (issue 19); the command line's are in
tests/cli/test_cli_language.py."""

from __future__ import annotations

from typing import Any

from gui_helpers import add_player, names_in

from tournament_app.gui.shell.main_window import MainWindow


def test_a_refused_duplicate_player_is_explained_in_german(german: None, qtbot: Any, window: MainWindow,
                                                            idle: Any, messages: Any) -> None:
    """The refusal is made in league (no Qt there) and said in German where the window shows it."""
    add_player(qtbot, window, idle, "Ann")
    add_player(qtbot, window, idle, "ann")
    assert "Es gibt bereits einen Spieler namens „Ann“." in messages.texts("warning")
    assert names_in(window.players_view.model) == ["Ann"]
