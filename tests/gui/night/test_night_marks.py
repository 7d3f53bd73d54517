"""The event page's marked copies of league texts stay equal to the league's (a catalogue lookup goes by the text)."""

from __future__ import annotations

from tournament_app.gui.night import round_view
from tournament_app.league import night


def test_the_marked_draw_modes_and_dyp_rule_are_the_leagues() -> None:
    assert round_view.MODE_TITLES == night.MODE_TITLES
    assert set(round_view.MODE_STEPS) == set(night.MODES)
    assert round_view.DYP_RULE_TEXT == night.DYP_RULE
