"""Rating changes in the language's form (issue 19): the history's Change column says "+0,25" and "−0,50" in
German, with a real minus sign as the presenter's."""

from __future__ import annotations

from typing import Any

from tournament_app import translation
from tournament_app.gui.common.table_models import HistoryModel
from tournament_app.league.model import HistoryEntry


def _entry(before: float, after: float) -> HistoryEntry:
    return HistoryEntry(match_id=1, played_at="2024-03-05T19:30:00", event=None, side=1, rank=1, result="won",
                        opponents="Bob", mu_before=before, sigma_before=8.0, mu_after=after, sigma_after=7.5)


def _changes(model: HistoryModel) -> list[str]:
    column = model.columnCount() - 1  # Change, the last column
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def test_history_changes_in_german_have_a_comma_and_a_sign(german: None) -> None:
    model = HistoryModel()
    model.set_rows([_entry(25.0, 25.25), _entry(25.25, 24.75), _entry(24.75, 24.75)])
    assert _changes(model) == ["+0,25", "−0,50", "±0,00"]


def test_history_changes_in_english_keep_a_point(qapp: Any) -> None:
    translation.install("en")
    model = HistoryModel()
    model.set_rows([_entry(25.0, 26.5), _entry(26.5, 24.0)])
    assert _changes(model) == ["+1.50", "−2.50"]
