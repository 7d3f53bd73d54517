"""Event logs in the app: File ▸ Import event log…, its errors, undo, and the static ranking dialog."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from tournament_app.gui.standings import leaderboard_dialog as dialogs
from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.standings.static_ranking_view import StaticRankingDialog
from tournament_app.gui.common.table_models import StandingsModel

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


def make_elo(monkeypatch: Any, window: MainWindow, idle: Any) -> int:
    def fake_exec(dialog: Any) -> int:
        dialog.system.setCurrentIndex(dialog.system.findData("elo"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.LeaderboardDialog, "exec", fake_exec)
    monkeypatch.setattr(mw.LeaderboardDialog, "exec", fake_exec)
    window.leaderboard_settings()
    idle()
    lb = window.current_leaderboard_id()
    assert lb is not None
    return lb


def import_from_menu(monkeypatch: Any, window: MainWindow, idle: Any, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.import_event_log_action.trigger()
    idle()


def standings_players(window: MainWindow) -> list[str]:
    model = window.leaderboard_view.model
    return [model.data(model.index(r, StandingsModel.PLAYER)) for r in range(model.rowCount())]


def test_import_event_log_from_the_file_menu_rates_it_and_undo_removes_it(qtbot: Any, window: MainWindow, idle: Any,
                                                                         monkeypatch: Any, tmp_path: Path) -> None:
    assert window.import_event_log_action in window.menuBar().actions()[0].menu().actions()
    make_elo(monkeypatch, window, idle)
    path = tmp_path / "ctf1.log"
    path.write_text(LOG, encoding="utf-8")
    import_from_menu(monkeypatch, window, idle, path)
    assert standings_players(window)[0] == "Ann"
    assert sorted(standings_players(window)) == ["Ann", "Ben", "Cat", "Dan"]
    assert window.leaderboard_view.model.headerData(StandingsModel.MU_SIGMA, Qt.Orientation.Horizontal) == "Strength"
    assert "Rated 8 events from ctf1.log" in window.statusBar().currentMessage()
    window.undo_action.trigger()
    idle()
    assert standings_players(window) == []
    assert window.club.events() == []


def test_a_bad_line_is_named_and_nothing_is_imported(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any,
                                                     messages: Any, tmp_path: Path) -> None:
    make_elo(monkeypatch, window, idle)
    path = tmp_path / "broken.log"
    path.write_text("Ann fragged Bob\nAnn fraged Bob\n", encoding="utf-8")
    import_from_menu(monkeypatch, window, idle, path)
    warning = messages.texts("warning")[-1]
    assert "broken.log" in warning and "line 2: 'Ann fraged Bob' is not an event" in warning
    assert standings_players(window) == [] and window.club.players() == []


def test_a_non_elo_leaderboard_is_refused_with_the_reason(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any,
                                                          messages: Any, tmp_path: Path) -> None:
    path = tmp_path / "dm.log"
    path.write_text("Ann fragged Bob\n", encoding="utf-8")
    import_from_menu(monkeypatch, window, idle, path)
    assert "Event logs are rated with Elo" in messages.texts("warning")[-1]
    assert window.club.players() == []


def test_static_ranking_dialog_ranks_an_events_players_and_says_who_is_left_out(qtbot: Any, window: MainWindow,
                                                                                 idle: Any, monkeypatch: Any,
                                                                                 tmp_path: Path) -> None:
    make_elo(monkeypatch, window, idle)
    path = tmp_path / "ctf1.log"
    path.write_text(LOG, encoding="utf-8")
    import_from_menu(monkeypatch, window, idle, path)
    window.static_ranking_action.trigger()
    dialog = window.static_ranking_dialog
    assert isinstance(dialog, StaticRankingDialog)
    qtbot.addWidget(dialog)
    idle()
    assert dialog.event_box.currentText() == "ctf1 (2024-03-05)"
    dialog.min_results.setValue(3)
    idle()
    # Ann 2:1 v Cat, 1:0 v Dan; Ben 1:1 v Dan: results Ann 4, Cat 3, Dan 3, Ben 2
    ranked = [dialog.ranked_model.data(dialog.ranked_model.index(r, 1)) for r in range(dialog.ranked_model.rowCount())]
    assert ranked == [r.player for r in dialog.ranking.ranked] and set(ranked) == {"Ann", "Cat", "Dan"}
    assert ranked[0] == "Ann"
    reason = dialog.unranked_model.data(dialog.unranked_model.index(0, 2))
    assert dialog.unranked_model.data(dialog.unranked_model.index(0, 0)) == "Ben"
    assert reason == "only 2 results (at least 3 needed)"
    assert "3 players ranked from 2 pairs that met" in dialog.summary.text()  # Cat and Dan never met: skipped
    dialog.min_results.setValue(10)
    idle()
    assert dialog.ranked_model.rowCount() == 0 and dialog.unranked_model.rowCount() == 4
    assert "Nobody has enough results" in dialog.summary.text()
