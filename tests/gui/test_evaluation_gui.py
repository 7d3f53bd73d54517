"""The evaluation and global ranking tabs show league results."""

from __future__ import annotations

from typing import Any

from tournament_app.gui.main_window import MainWindow, resource_path


def test_evaluation_and_global_ranking_tabs(window: MainWindow, idle: Any) -> None:
    window.import_results_from(resource_path("demo-club.csv"), window.current_leaderboard_id())
    idle()
    assert window.global_view.model.rowCount() == 0, "a hidden tab waits until it is shown"
    window.tabs.setCurrentWidget(window.global_view)
    idle()
    assert window.global_view.model.rowCount() == 18
    assert "Default" in window.global_view.note.text()
    window.evaluation_view.evaluate_button.click()
    idle()
    systems = [window.evaluation_view.model.row(r).system for r in range(window.evaluation_view.model.rowCount())]
    assert sorted(systems) == ["bbt", "elo", "glicko", "otr", "plackett-luce"]
    assert window.evaluation_view.status.text().startswith("Best:")
    assert window.evaluation_view.apply_button.isEnabled()
