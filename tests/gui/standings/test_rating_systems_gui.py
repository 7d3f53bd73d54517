"""Per-system presentation in the app: switching a leaderboard's system re-rates and re-labels the standings."""

from __future__ import annotations

import math
import re
from datetime import datetime
from typing import Any

import pytest
from gui_helpers import named, type_into, type_match
from PySide6.QtCore import Qt
from widget_input import choose_leaderboard_settings, undo_from_menu

from tournament_app.gui.common.table_models import StandingsModel
from tournament_app.gui.shell.main_window import MainWindow


def cell(window: MainWindow, player: str, column: int, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> Any:
    model = window.leaderboard_view.model
    for r in range(model.rowCount()):
        if model.data(model.index(r, StandingsModel.PLAYER)) == player:
            return model.data(model.index(r, column), role)
    raise AssertionError(f"{player} is not on the leaderboard")


def header(window: MainWindow, column: int) -> str:
    return str(window.leaderboard_view.model.headerData(column, Qt.Orientation.Horizontal))


@pytest.mark.xcb
def test_switching_to_glicko_shows_rating_plus_minus_two_deviations(qtbot: Any, window: MainWindow, idle: Any,
                                                                     monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    assert header(window, StandingsModel.MU_SIGMA) == "μ ± σ"
    bbt_text = cell(window, "Ann", StandingsModel.MU_SIGMA)
    choose_leaderboard_settings(qtbot, window, "glicko", c=0)  # no decay: the stored RD is shown
    assert header(window, StandingsModel.MU_SIGMA) == "Rating ± 2·deviation"
    history = window.club.player_history(window.club.find_player("Ann").id)
    mu, rd = history[-1].mu_after, history[-1].sigma_after
    assert mu > 1500 and rd < 350
    text = cell(window, "Ann", StandingsModel.MU_SIGMA)
    assert text == f"{round(mu)} ±{round(2 * rd)}" != bbt_text
    tip = cell(window, "Ann", StandingsModel.MU_SIGMA, Qt.ItemDataRole.ToolTipRole)
    assert f"between {mu - 2 * rd:.0f} and {mu + 2 * rd:.0f}" in tip
    undo_from_menu(qtbot, window)
    assert header(window, StandingsModel.MU_SIGMA) == "μ ± σ"
    assert cell(window, "Ann", StandingsModel.MU_SIGMA) == bbt_text


@pytest.mark.xcb
def test_glicko_deviation_decays_up_to_today_capped_at_the_initial_deviation(qtbot: Any, window: MainWindow, idle: Any,
                                                                              monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    choose_leaderboard_settings(qtbot, window, "glicko", c=34.6, period_days=7)
    # years of idleness: 2·350 = 700 is shown although the stored RD is lower
    assert window.club.standings_table()[0].sigma < 350
    assert re.fullmatch(r"\d+ ±700", cell(window, "Ann", StandingsModel.MU_SIGMA))
    assert "Idle for" in cell(window, "Ann", StandingsModel.MU_SIGMA, Qt.ItemDataRole.ToolTipRole)


@pytest.mark.xcb
def test_bbt_inactivity_decay_is_shown_in_the_leaderboard(qtbot: Any, window: MainWindow, idle: Any,
                                                          monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    stored = {r.player: r for r in window.club.standings_table()}
    assert cell(window, "Ann", StandingsModel.MU_SIGMA) == f"{stored['Ann'].mu:.2f} ± {stored['Ann'].sigma:.2f}"
    choose_leaderboard_settings(qtbot, window, "bbt", tau_day=0.05)
    stored = {r.player: r for r in window.club.standings_table()}
    shown = cell(window, "Ann", StandingsModel.MU_SIGMA)
    mu_text, sigma_text = shown.split(" ± ")
    assert mu_text == f"{stored['Ann'].mu:.2f}"
    # idle since 2024-01-01 19:00: sigma² grew by 0.05² per idle day, capped at 25/3
    days = (datetime.now() - datetime(2024, 1, 1, 19)).total_seconds() / 86400
    expected = min(math.sqrt(stored["Ann"].sigma ** 2 + 0.0025 * days), 25 / 3)
    assert float(sigma_text) == pytest.approx(expected, abs=0.006)
    assert float(sigma_text) > stored["Ann"].sigma + 0.1
    assert "Idle for" in cell(window, "Ann", StandingsModel.MU_SIGMA, Qt.ItemDataRole.ToolTipRole)


@pytest.mark.xcb
def test_the_match_form_shows_glickos_expected_outcome_with_the_combined_deviation(qtbot: Any, window: MainWindow,
                                                                                    idle: Any, monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    form = window.events_view.form
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bob")
    idle()
    assert form.prediction.text().startswith("Chance to win")
    assert form.expected_outcome.isHidden()  # a Bradley-Terry leaderboard
    choose_leaderboard_settings(qtbot, window, "glicko", c=0)
    type_into(qtbot, named(window, "Side 1 players"), "Ann")
    type_into(qtbot, named(window, "Side 2 players"), "Bob")
    idle()
    assert not form.expected_outcome.isHidden()
    rows = {r.player: r for r in window.club.standings_table()}
    a, b = rows["Ann"], rows["Bob"]
    combined = math.hypot(a.sigma, b.sigma)
    q = math.log(10) / 400
    g = 1 / math.sqrt(1 + 3 * q**2 * combined**2 / math.pi**2)
    expected = 1 / (1 + 10 ** (g * (a.mu - b.mu) / -400))
    text = form.expected_outcome.text()
    assert f"side 1 {expected:.0%}" in text and f"= {combined:.0f}" in text and f"g = {g:.2f}" in text
