"""Event logs in the app: File ▸ Import event log…, its errors, undo, and the static ranking dialog."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_helpers import activate, choose_menu, named
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from widget_input import choose_leaderboard_settings, type_number, undo_from_menu

from tournament_app.gui.common.table_models import StandingsModel
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.standings.static_ranking_view import StaticRankingDialog
from tournament_app.locale_text import date_text

LOG = """date 2024-03-05T19:00
team Red: Ann, Ben
team Blue: Cat, Dan
Ann fragged Cat
Ann fragged Cat
Cat fragged Ann
Ben fragged Dan
Dan fragged Ben
Ann fragged Dan
Cat suicide
Ann scored a capture worth 7
"""


def make_elo(qtbot: Any, window: MainWindow) -> int:
    """Leaderboard ▸ Settings…: choose Elo, OK."""
    choose_leaderboard_settings(qtbot, window, "elo")
    lb = window.current_leaderboard_id()
    assert lb is not None
    return lb


def import_from_menu(qtbot: Any, monkeypatch: Any, window: MainWindow, idle: Any, path: Path) -> None:
    """File ▸ Import event log…, the file dialog answering ``path``."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    choose_menu(qtbot, window, "File", "Import event log…")
    idle()


def standings_players(window: MainWindow) -> list[str]:
    model = window.leaderboard_view.model
    return [model.data(model.index(r, StandingsModel.PLAYER)) for r in range(model.rowCount())]


@pytest.mark.xcb
def test_import_event_log_from_the_file_menu_rates_it_and_undo_removes_it(qtbot: Any, window: MainWindow, idle: Any,
                                                                         monkeypatch: Any, tmp_path: Path) -> None:
    assert window.import_event_log_action in window.menuBar().actions()[0].menu().actions()
    make_elo(qtbot, window)
    path = tmp_path / "ctf1.log"
    path.write_text(LOG, encoding="utf-8")
    import_from_menu(qtbot, monkeypatch, window, idle, path)
    assert standings_players(window)[0] == "Ann"
    assert sorted(standings_players(window)) == ["Ann", "Ben", "Cat", "Dan"]
    assert window.leaderboard_view.model.headerData(StandingsModel.MU_SIGMA, Qt.Orientation.Horizontal) == "Strength"
    assert "Rated 8 events from ctf1.log" in window.statusBar().currentMessage()
    undo_from_menu(qtbot, window)
    assert standings_players(window) == []
    assert window.club.events() == []


@pytest.mark.xcb
def test_a_bad_line_is_named_and_nothing_is_imported(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any,
                                                     messages: Any, tmp_path: Path) -> None:
    make_elo(qtbot, window)
    path = tmp_path / "broken.log"
    path.write_text("Ann fragged Bob\nAnn fraged Bob\n", encoding="utf-8")
    import_from_menu(qtbot, monkeypatch, window, idle, path)
    warning = messages.texts("warning")[-1]
    assert "broken.log" in warning and "line 2: 'Ann fraged Bob' is not an event" in warning
    assert standings_players(window) == [] and window.club.players() == []


@pytest.mark.xcb
def test_a_non_elo_leaderboard_is_refused_with_the_reason(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any,
                                                          messages: Any, tmp_path: Path) -> None:
    path = tmp_path / "dm.log"
    path.write_text("Ann fragged Bob\n", encoding="utf-8")
    import_from_menu(qtbot, monkeypatch, window, idle, path)
    assert "Event logs are rated with Elo" in messages.texts("warning")[-1]
    assert window.club.players() == []


@pytest.mark.xcb
def test_static_ranking_dialog_ranks_an_events_players_and_says_who_is_left_out(qtbot: Any, window: MainWindow,
                                                                                 idle: Any, monkeypatch: Any,
                                                                                 tmp_path: Path) -> None:
    make_elo(qtbot, window)
    path = tmp_path / "ctf1.log"
    path.write_text(LOG, encoding="utf-8")
    import_from_menu(qtbot, monkeypatch, window, idle, path)
    choose_menu(qtbot, window, "Leaderboard", "Static ranking of an event…")
    dialog = window.static_ranking_dialog
    assert isinstance(dialog, StaticRankingDialog)
    qtbot.addWidget(dialog)
    idle()
    assert dialog.event_box.currentText() == f"ctf1 — {date_text('2024-03-05')}"
    activate(qtbot, dialog)
    type_number(qtbot, named(dialog, "At least this many results"), 3)
    idle()
    # Ann 2:1 v Cat, 1:0 v Dan; Ben 1:1 v Dan: results Ann 4, Cat 3, Dan 3, Ben 2
    ranked = [dialog.ranked_model.data(dialog.ranked_model.index(r, 1)) for r in range(dialog.ranked_model.rowCount())]
    assert ranked == [r.player for r in dialog.ranking.ranked] and set(ranked) == {"Ann", "Cat", "Dan"}
    assert ranked[0] == "Ann"
    reason = dialog.unranked_model.data(dialog.unranked_model.index(0, 2))
    assert dialog.unranked_model.data(dialog.unranked_model.index(0, 0)) == "Ben"
    assert reason == "only 2 results (at least 3 needed)"
    assert "3 players ranked from 2 pairs that met" in dialog.summary.text()  # Cat and Dan never met: skipped
    type_number(qtbot, named(dialog, "At least this many results"), 10)
    idle()
    assert dialog.ranked_model.rowCount() == 0 and dialog.unranked_model.rowCount() == 4
    assert "Nobody has enough results" in dialog.summary.text()
