"""Which system? shows every tuned value of a setting (β and τ for the Weng-Lin systems), by name."""

from __future__ import annotations

from typing import Any

from tournament_app.gui.planning.evaluation_view import EvaluationView
from tournament_app.league import Evaluation
from gui_helpers import named


def test_both_tuned_parameters_are_shown_in_the_table_and_the_advice(qtbot: Any) -> None:
    view = EvaluationView(None)  # type: ignore[arg-type]  # showing results needs no operations
    qtbot.addWidget(view)
    view.show()
    tuned = [
        Evaluation("bbt", {"beta": 3.99, "tau": 0.319}, 0.5678, 0.61, 300),
        Evaluation("elo", {"k": 24.5}, 0.5701, 0.60, 300),
        Evaluation("otr", {}, 0.5802, 0.58, 300),
    ]
    view.show_results(tuned, ("bbt", {}))
    table = named(view, "Rating systems compared").model()
    assert [table.data(table.index(row, 1)) for row in range(3)] == ["β = 3.99, τ = 0.319", "K = 24.5", "defaults"]
    advice = named(view, "What to pick").text()
    assert "Bradley-Terry (Weng-Lin) with β = 3.99, τ = 0.319</b>" in advice
    assert "β and τ" in view.intro.text()
