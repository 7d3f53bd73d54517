"""League's refusals reach the organizer in the window's language, and the command line's in the environment's (issue 19)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import add_player, names_in, shown_window, wait_idle

from tournament_app.cli import main as cli
from tournament_app.league import Club, SideInput


def test_a_refused_duplicate_player_is_explained_in_german(qtbot: Any, tmp_path: Path, messages: Any, german: None) -> None:
    """The refusal is made in league (no Qt there) and said in German where the window shows it."""
    with shown_window(qtbot, tmp_path / "club.sqlite") as window:
        def idle() -> None:
            wait_idle(qtbot, window)

        add_player(qtbot, window, idle, "Ann")
        add_player(qtbot, window, idle, "ann")
        assert "Es gibt bereits einen Spieler namens „Ann“." in messages.texts("warning")
        assert names_in(window.players_view.model) == ["Ann"]


@pytest.mark.parametrize(("language", "expected"), [
    ("de", "tournament-app: Es gibt keinen Spieler namens „Nobody“.\n"),
    ("fr", "tournament-app: Il n'y a aucun joueur nommé «\u00a0Nobody\u00a0».\n"),  # French spaces: no-break
    ("en", "tournament-app: There is no player called 'Nobody'.\n"),
])
def test_the_command_line_says_a_league_refusal_in_the_environments_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, expected: str) -> None:
    """The shipped catalogues, read without Qt: league's NotFound message in the language the environment asks for."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2)], played_at="2024-03-05T19:30", create_players=True)
    monkeypatch.setenv("TOURNAMENT_APP_LANGUAGE", language)
    err = io.StringIO()
    assert cli(["--db", str(path), "history", "Nobody"], stdout=io.StringIO(), stderr=err) == 1
    assert err.getvalue() == expected
