"""Score tables and crosstables write tiebreaks and points as the locale does (German 8,75); files keep '.' (issue 19)."""

from __future__ import annotations

from typing import Any

from tournament_app.gui.tournament.texts import plain_number, points_text, tiebreak_text


def test_german_tables_write_a_decimal_comma_and_halves_stay_halves(german: None) -> None:
    assert [tiebreak_text(v) for v in (8.75, 5.0, 0.25, None)] == ["8,75", "5", "0,25", ""]
    assert [points_text(v) for v in (6.25, 2.5, 0.5, 3.0)] == ["6,25", "2½", "½", "3"]
    assert plain_number(8.75) == "8.75"  # the exported CSV keeps its '.'


def test_english_tables_keep_the_point(qapp: Any) -> None:
    assert [tiebreak_text(8.75), points_text(6.25)] == ["8.75", "6.25"]
