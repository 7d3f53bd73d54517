"""Issue 29, item 10: at 1280 px the toolbar keeps Undo and Redo in sight whatever the step is called and the
event page's "16 entrants" is whole (in English and German); a one-day event's rating chart runs by the order
of its matches, side by side, instead of stacking them at one minute."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from event_builders import played_event

from tournament_app.gui.standings.date_axis import DateAxis
from gui_helpers import front_window, open_player_page, wait_idle


@pytest.fixture
def cup_file(tmp_path: Path) -> Path:
    """A double elimination of 16 half played, the results made by the league (long step names)."""
    path = tmp_path / "club.sqlite"
    played_event(path, "double-elimination", 16, results=12, tables=4)
    return path


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_1280_px_undo_redo_and_the_entrants_count_are_in_sight(qtbot: Any, cup_file: Path, messages: Any,
                                                                    language: str, request: Any) -> None:
    if language == "de":
        request.getfixturevalue("german")
    with front_window(qtbot, cup_file) as w:
        w.resize(1280, 800)
        wait_idle(qtbot, w)
        qtbot.waitUntil(lambda: w.width() == 1280, timeout=3000)
        assert len(w.undo_action.text()) > 30  # "Undo Result of match 12 · ... (Player 07 v Player 10)"
        for action in (w.undo_action, w.redo_action):
            button = w.toolbar.widgetForAction(action)
            assert button is not None and button.isVisible(), action.iconText()
            assert button.geometry().right() <= w.toolbar.width()
        assert w.toolbar.widgetForAction(w.undo_action).toolTip().replace("&", "") in w.undo_action.text().replace("&", "")
        count = w.night_view.present_label
        assert count.text().startswith("16 ")
        assert count.width() >= count.fontMetrics().horizontalAdvance(count.text())
        assert count.geometry().right() <= w.night_view.width()


def test_a_one_day_events_chart_runs_by_match_order(qtbot: Any, cup_file: Path, messages: Any) -> None:
    with front_window(qtbot, cup_file) as w:
        open_player_page(qtbot, w, "Player 01")
        chart = w.player_page.chart
        assert chart.order is not None
        (series,) = chart.series
        x, _mu, _sigma = series.points(chart.order)
        assert len(x) == len(series.history) + 1
        gaps = [b - a for a, b in zip(x[1:], x[2:])]
        assert min(gaps) >= 1.0  # a whole step between two matches, never a thousandth of a second
        axis = chart.getAxis("bottom")
        assert isinstance(axis, DateAxis) and axis.in_order
        assert "in the order played" in axis.labelText
        values = axis.tickValues(0.0, float(max(x)), 600.0)
        assert values and all(float(v).is_integer() for v in values[0][1])
