"""Help ▸ About names the version, the open database and every leaderboard's rating system."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from gui_helpers import choose_menu


def test_about_lists_each_leaderboard_with_its_rating_system(qtbot: Any, tmp_path: Path, messages: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "two boards.sqlite"
    with Club.open(path) as club:
        club.new_leaderboard("Darts <doubles>", "glicko")
        club.new_leaderboard("Chess", "elo")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda _parent, title, text: shown.append((title, text))))
    window = MainWindow(path, offer_demo=False)
    window.show()
    try:
        qtbot.waitUntil(lambda: len(window.leaderboards) == 3 and not window.worker.busy, timeout=5000)
        choose_menu(qtbot, window, "Help", "About")
        assert len(shown) == 1
        title, text = shown[0]
        assert title == "About Tournament App"
        assert f"Tournament App</b> {mw.app_version()}" in text
        assert f"Database: {path}" in text
        assert "<li>Default: Bradley-Terry (Weng-Lin)</li>" in text
        assert "<li>Darts &lt;doubles&gt;: Glicko (continuous)</li>" in text
        assert "<li>Chess: Elo (score fraction)</li>" in text
    finally:
        qtbot.waitUntil(lambda: not window.worker.busy, timeout=10000)
        window.close()
