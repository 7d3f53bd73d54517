"""The evaluation and global ranking tabs show league results, and "Which system?" says in plain words what to pick."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tournament_app.gui.shell.main_window import MainWindow, resource_path
from gui_helpers import named, open_tool


def evaluate(qtbot: Any, window: MainWindow, idle: Any) -> str:
    """Open "Which system?", click Evaluate, and return the explanation shown."""
    open_tool(qtbot, window, "Which system?")
    button = named(window, "Evaluate")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    idle()
    explanation = named(window, "What to pick")
    assert explanation.isVisible(), "the explanation is shown without hovering anything"
    return explanation.text()


def test_evaluation_and_global_ranking_tabs(qtbot: Any, window: MainWindow, idle: Any) -> None:
    window.import_results_from(resource_path("demo-club.csv"), window.current_leaderboard_id())
    idle()
    assert window.global_view.model.rowCount() == 0, "a hidden tab waits until it is shown"
    open_tool(qtbot, window, "Global ranking")
    idle()
    assert window.global_view.model.rowCount() == 18
    assert "Default" in window.global_view.note.text()
    evaluate(qtbot, window, idle)
    systems = [window.evaluation_view.model.row(r).system for r in range(window.evaluation_view.model.rowCount())]
    assert sorted(systems) == ["bbt", "elo", "glicko", "otr", "plackett-luce"]
    assert named(window, "Use the best for this leaderboard").isEnabled()


def test_which_system_explains_the_numbers_and_what_to_pick(qtbot: Any, window: MainWindow, idle: Any) -> None:
    window.import_results_from(resource_path("demo-club.csv"), window.current_leaderboard_id())
    idle()
    text = evaluate(qtbot, window, idle)
    assert "Log-loss</b>: how surprised" in text and "Lower log-loss is better." in text
    assert "Accuracy</b>: how often" in text
    assert "dashed diagonal" in text, "the calibration chart is explained"
    best = window.evaluation_view.model.row(0)
    assert best.system == "bbt"
    assert "Best for this club: Bradley-Terry (Weng-Lin)" in text
    assert f"the last {best.matches} matches" in text
    assert "already uses it" in text, "the default leaderboard already rates with the best system"


def test_the_advice_tells_how_to_switch_to_the_best_system(qtbot: Any, window: MainWindow, idle: Any) -> None:
    window.import_results_from(resource_path("demo-club.csv"), window.current_leaderboard_id())
    idle()
    window.club.update_leaderboard(window.current_leaderboard_id(), system="elo", params={})
    text = evaluate(qtbot, window, idle)
    assert "Best for this club: Bradley-Terry (Weng-Lin)" in text
    assert "Use the best for this leaderboard" in text and "Leaderboard ▸ Settings…" in text
    assert "already uses it" not in text
    table = window.evaluation_view.model
    assert table.data(table.index(0, 0)) == "Bradley-Terry (Weng-Lin)", "systems are named as the settings name them"


def test_an_empty_club_is_told_to_come_back_with_results(qtbot: Any, window: MainWindow, idle: Any) -> None:
    text = evaluate(qtbot, window, idle)
    assert "Lower log-loss is better." in text
    assert "Not enough matches to compare the systems yet" in text
    assert not named(window, "Use the best for this leaderboard").isEnabled()


def test_tuning_shows_progress_and_cancel_stops_it_without_changing_anything(
    qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any
) -> None:
    import time

    from tournament_app.gui.common.worker import ProgressDialog
    from tournament_app.league import evaluation
    from tournament_app.league.evaluation import TUNED, search_budget

    window.import_results_from(resource_path("demo-club.csv"), window.current_leaderboard_id())
    idle()
    board = window.club.leaderboard(window.current_leaderboard_id())
    score = evaluation._score

    def slow_score(*args: Any) -> Any:  # a big club: each setting takes a while
        time.sleep(0.1)
        return score(*args)

    monkeypatch.setattr(evaluation, "_score", slow_score)
    open_tool(qtbot, window, "Which system?")
    qtbot.mouseClick(named(window, "Tune and evaluate"), Qt.MouseButton.LeftButton)

    def dialog() -> ProgressDialog | None:
        found = [d for d in window.findChildren(ProgressDialog) if d.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: dialog() is not None, timeout=5000)
    assert "Tuning" in dialog().label.text()
    assert not named(window, "Tune and evaluate").isEnabled(), "no second run while one is going"
    total = sum(search_budget(system) for system in TUNED) + 1  # o!TR has no tuned parameter: one setting
    qtbot.waitUntil(lambda: dialog().bar.maximum() == total and dialog().bar.value() > 0, timeout=5000)
    qtbot.mouseClick(dialog().cancel_button, Qt.MouseButton.LeftButton)
    idle()
    assert dialog() is None
    status = [w for w in window.evaluation_view.findChildren(type(window.evaluation_view.status)) if w.text().startswith("The evaluation")]
    assert status and status[0].text() == "The evaluation was cancelled; nothing was changed."
    assert window.evaluation_view.model.rowCount() == 0
    assert window.club.leaderboard(board.id).params == board.params

    monkeypatch.setattr(evaluation, "_score", score)
    text = evaluate(qtbot, window, idle)
    assert "Best for this club" in text and named(window, "Tune and evaluate").isEnabled()
