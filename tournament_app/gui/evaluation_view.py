"""Which rating system predicts this club best: evaluation, tuning, calibration, apply."""

from __future__ import annotations

import json
import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..league import Changes, Club
from ..league.evaluation import Evaluation, evaluate
from .operations import Operations
from .table_models import Column, RowsModel, table_view


class EvaluationModel(RowsModel[Evaluation]):
    """One row per rating system, best first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column("System", lambda e: e.system),
            Column("Parameters", lambda e: json.dumps(e.params) if e.params else "defaults"),
            Column("Log-loss", lambda e: f"{e.log_loss:.4f}", lambda e: e.log_loss, numeric=True,
                   tooltip="Lower is better: how surprised the system was by the results (later 30% of the history)"),
            Column("Accuracy", lambda e: "—" if e.accuracy is None else f"{e.accuracy:.1%}", lambda e: e.accuracy or 0.0,
                   numeric=True, tooltip="Share of decisive matches whose winner had the highest predicted chance"),
            Column("Matches scored", lambda e: str(e.matches), lambda e: e.matches, numeric=True),
        ]


class EvaluationView(QWidget):
    """Replays the leaderboard under every system, predicting each match before rating it."""

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.intro = QLabel(
            "Replays this leaderboard's history under each rating system, predicting every match before "
            "rating it, and scores the later 30%. Tune also searches each system's main parameter "
            "(β, C or K) on the earlier 70%.", wordWrap=True)
        self.evaluate_button = QPushButton("Evaluate")
        self.tune_button = QPushButton("Tune and evaluate")
        self.apply_button = QPushButton("Use the best for this leaderboard")
        self.apply_button.setEnabled(False)
        self.model = EvaluationModel(self)
        self.table = table_view(self.model, stretch=1, sortable=False)
        self.chart = pg.PlotWidget()
        self.chart.setBackground(None)
        self.chart.setLabel("bottom", "Predicted chance to win")
        self.chart.setLabel("left", "Observed win rate")
        self.chart.setXRange(0, 1)
        self.chart.setYRange(0, 1)
        self.chart.showGrid(x=True, y=True, alpha=0.2)
        self.chart.addLegend(offset=(10, 10))
        self.status = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.evaluate_button)
        buttons.addWidget(self.tune_button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(splitter, 1)
        self.evaluate_button.clicked.connect(lambda: self.run(tune=False))
        self.tune_button.clicked.connect(lambda: self.run(tune=True))
        self.apply_button.clicked.connect(self.apply_best)

    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Evaluate another leaderboard (results are cleared until run again)."""
        self.leaderboard_id = leaderboard_id
        self.model.set_rows([])
        self.chart.clear()
        self.apply_button.setEnabled(False)
        self.status.setText("")

    def run(self, *, tune: bool) -> None:
        """Evaluate (and tune) on the worker, with progress."""
        lb = self.leaderboard_id
        if lb is None:
            return
        self.status.setText("Evaluating…")
        self.ops.query(lambda club: evaluate(club, lb, tune=tune), self.show_results,
                       label="Replaying the history under every rating system…")

    def show_results(self, results: list[Evaluation]) -> None:
        """Fill the table and the calibration chart."""
        self.model.set_rows(results)
        self.chart.clear()
        self.chart.plot([0, 1], [0, 1], pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine), name="perfect")
        colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"]
        for n, ev in enumerate(results):
            if ev.calibration:
                xs = [p for p, _w, _c in ev.calibration]
                ys = [w for _p, w, _c in ev.calibration]
                self.chart.plot(xs, ys, pen=pg.mkPen(colors[n % len(colors)], width=2), symbol="o",
                                symbolSize=6, symbolBrush=colors[n % len(colors)], name=ev.system)
        scored = results[0].matches if results else 0
        self.status.setText(f"Best: {results[0].system} (log-loss {results[0].log_loss:.4f} on {scored} matches)"
                            if results and scored else "Not enough matches to evaluate yet.")
        self.apply_button.setEnabled(bool(results) and scored > 0)

    def apply_best(self) -> None:
        """Switch the leaderboard to the best system and setting (re-rates; undoable)."""
        if self.leaderboard_id is None or not self.model.rows():
            return
        best = min(self.model.rows(), key=lambda e: (math.isnan(e.log_loss), e.log_loss))
        lb = self.leaderboard_id

        def apply(club: Club, control: Any) -> Changes:
            return club.update_leaderboard(lb, system=best.system, params=best.params,
                                           progress=control.progress, cancelled=control.cancelled)

        self.ops.perform(f"Use {best.system} for this leaderboard", self.ops.snapshot_step(apply),
                         label="Re-rating every match with the new system…")
