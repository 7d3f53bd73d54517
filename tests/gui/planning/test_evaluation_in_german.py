"""'Which system?' in German: the systems' names, the chart's legend and the table's numbers in the language (issue 19)."""

from __future__ import annotations

from typing import Any

from tournament_app.gui.planning.evaluation_view import system_title


def test_system_names_are_said_in_german(german: None) -> None:
    assert system_title("glicko") == "Glicko (kontinuierlich)"
    assert system_title("elo") == "Elo (Punkteanteil)"


def test_system_names_in_english(qapp: Any) -> None:
    assert system_title("glicko") == "Glicko (continuous)"
