"""Numbers, dates and words the language review found still in English form: the static ranking's
strengths, Which system?'s settings and the events list's tooltips."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tournament_app.gui.planning.evaluation_view import parameters_text
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.standings.static_ranking_view import RankedModel
from tournament_app.league import RankedPlayer
from gui_helpers import activate, click_tab, named


def _strengths(model: RankedModel) -> list[str]:
    return [model.data(model.index(row, 2), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]


def test_static_ranking_strengths_are_signed_in_the_locale(german: None) -> None:
    model = RankedModel()
    model.set_rows([RankedPlayer(1, 1, "Ann", 0.5, 4, 2), RankedPlayer(2, 2, "Ben", -0.125, 4, 2), RankedPlayer(3, 3, "Cid", 0.0, 4, 2)])
    assert _strengths(model) == ["+0,500", "−0,125", "±0,000"]


def test_static_ranking_strengths_in_english(qapp: Any) -> None:
    model = RankedModel()
    model.set_rows([RankedPlayer(1, 1, "Ann", 0.5, 4, 2), RankedPlayer(2, 2, "Ben", -0.125, 4, 2)])
    assert _strengths(model) == ["+0.500", "−0.125"]


def test_which_system_settings_use_the_locale_decimal_sign(german: None) -> None:
    assert parameters_text({"beta": 3.99, "tau": 0.319}).endswith("= 3,99, τ = 0,319")


def test_the_events_list_tooltip_says_the_kind_and_the_locale_date(german: None, qtbot: Any, window: MainWindow, idle: Any) -> None:
    window.worker.submit(lambda club, _c: club.add_event("Monday", "2024-05-06"), None)
    idle()
    window.events_view.refresh()
    idle()
    activate(qtbot, window)
    click_tab(qtbot, window, "Spiele")
    events = named(window, "Veranstaltungen")
    tips = [events.item(i).toolTip() for i in range(events.count())]
    assert "Monday (Vereinsabend, 06.05.24)" in tips


def test_a_percentage_keeps_its_sign_on_the_number_s_line(german: None) -> None:
    """German, French and Spanish write "50 %" with a no-break space, so a wrapped label never starts a line with "%"."""
    from tournament_app.locale_text import percent

    assert percent(0.5) == "50\xa0%"
