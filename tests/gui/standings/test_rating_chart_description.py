"""The rating chart tells a screen reader what it shows (issue 19): whose rating, where it stands now, its range
and the days drawn, in the language's words and numbers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAccessible

from tournament_app import translation
from tournament_app.gui.standings.rating_chart import RatingChart, Series
from tournament_app.league.model import HistoryEntry, Player


def _series(name: str, mus: list[float]) -> Series:
    history = [HistoryEntry(match_id=n, played_at=f"2024-03-{n + 4:02d}T19:30:00", event=None, side=1, rank=1,
                            result="won", opponents="Bob", mu_before=before, sigma_before=8.0 - n * 0.5,
                            mu_after=after, sigma_after=7.5 - n * 0.5)
               for n, (before, after) in enumerate(zip(mus, mus[1:]), start=1)]
    return Series(Player(id=len(name), name=name, club=None, archived=False, created_at="2024-01-01"), history, 3.0)


def _described(chart: RatingChart) -> str:
    interface = QAccessible.queryAccessibleInterface(chart)
    assert interface is not None
    assert interface.text(QAccessible.Text.Name) == chart.accessibleName()
    return interface.text(QAccessible.Text.Description)


@pytest.fixture
def chart(qtbot: Any) -> RatingChart:
    widget = RatingChart()
    qtbot.addWidget(widget)
    return widget


def test_one_players_chart_says_the_rating_now_its_range_and_the_days(chart: RatingChart) -> None:
    assert "No matches" in _described(chart)
    chart.show_series([_series("Ann", [25.0, 26.5, 24.25, 27.0])], "Rating (μ)")
    text = _described(chart)
    assert "Ann" in text and "3/5/24" in text and "3/7/24" in text, text
    assert "μ 27.00 ± 6.00" in text and "lowest 24.25" in text and "highest 27.00" in text, text


def test_compared_players_each_say_their_rating_now(chart: RatingChart) -> None:
    chart.show_series([_series("Ann", [25.0, 26.5]), _series("Bob", [25.0, 23.0])], "Rating (μ)")
    text = _described(chart)
    assert "Ann 26.50" in text and "Bob 23.00" in text, text


class Marking(QTranslator):
    """A stand-in catalogue: every text of the chart comes back in «guillemets»."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # noqa: ARG002
        return f"«{source}»" if context == "standings.rating_chart" else ""


@pytest.fixture
def marking(qapp: Any) -> Iterator[None]:
    """German numbers and dates, with the chart's texts marked «like this» by a stand-in catalogue."""
    translator = Marking()
    translation.install("de")
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)
    translation.install("en")


def test_the_description_is_one_translated_sentence_with_german_numbers(chart: RatingChart, marking: None) -> None:
    chart.show_series([_series("Ann", [25.0, 26.5])], "Wertung (μ)")
    text = _described(chart)
    assert text.startswith("«Ann") and text.endswith("»"), text
    assert "26,50" in text and "05.03.24" in text, text
