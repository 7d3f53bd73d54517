"""Which rating system predicts this club best: evaluation, tuning, calibration, apply."""

from __future__ import annotations

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

from ...league import Cancelled, Changes, Club, Evaluation, evaluate
from ..common.accessible import named
from ..common.chart_base import Chart
from ..common.operations import Operations
from ..common.system_titles import system_title
from ..common.table_models import Column, RowsModel, table_view
from ...locale_text import number, percent, short_number
from ...translation import QT_TRANSLATE_NOOP, translate


#: what the numbers mean, in plain words, shown with every evaluation
GLOSSARY = QT_TRANSLATE_NOOP("planning.evaluation_view",
    "<b>Log-loss</b>: how surprised a system was by the results it had to predict. <b>Lower log-loss is better.</b><br>"
    "<b>Accuracy</b>: how often the side a system gave the best chance actually won.<br>"
    "<b>Chart</b>: for each chance a system gave (across), how often those sides really won (up); "
    "the nearer its line to the dashed diagonal, the more honest its chances.")


def best_of(results: list[Evaluation]) -> Evaluation:
    """The evaluation with the lowest log-loss (a failed one, NaN, never wins)."""
    return min(results, key=lambda e: (math.isnan(e.log_loss), e.log_loss))


def advice(results: list[Evaluation], current: tuple[str, dict[str, Any]] | None) -> str:
    """What to pick, in plain words: the best system for this club and how to switch the leaderboard to it."""
    if not results or not best_of(results).matches:
        return translate("planning.evaluation_view", "Not enough matches to compare the systems yet: "
                         "record a few club nights, then evaluate again.")
    best = best_of(results)
    title = _html(system_title(best.system))
    if best.params:
        #: Translators: {system} is a rating system, {setting} its tuned values ("β = 3.99, τ = 0.319")
        text = translate("planning.evaluation_view", "<b>Best for this club: {system} with {setting}</b>.").format(
            system=title, setting=_html(parameters_text(best.params)))
    else:
        text = translate("planning.evaluation_view", "<b>Best for this club: {system}</b>.").format(system=title)
    others = [e for e in results if e.system != best.system and math.isfinite(e.log_loss)]
    runner = best_of(others) if others else None
    if runner is not None:
        #: Translators: %n is how many matches were predicted; {runner} is the next best rating system
        text += " " + translate("planning.evaluation_view", "It predicted the last %n match(es) best (log-loss {loss}, "
                                "against {runner_loss} for {runner}).", None, best.matches).format(
            loss=number(best.log_loss, 3), runner_loss=number(runner.log_loss, 3), runner=_html(system_title(runner.system)))
    else:
        text += " " + translate("planning.evaluation_view", "It predicted the last %n match(es) best (log-loss {loss}).",
                                None, best.matches).format(loss=number(best.log_loss, 3))
    if current is not None and current == (best.system, best.params):
        return text + " " + translate("planning.evaluation_view", "This leaderboard already uses it, so there is nothing to change.")
    return text + " " + translate(
        "planning.evaluation_view", "To rate this leaderboard with it, click <b>Use the best for this leaderboard</b>, "
        "or choose {system} in <b>Leaderboard ▸ Settings…</b> (every match is re-rated; Edit ▸ Undo takes it back).").format(
        system=title)


def parameter_names() -> dict[str, str]:
    """The tuned parameters as the intro names them (other parameters keep their settings key)."""
    return {
        "beta": translate("planning.evaluation_view", "β"),
        "tau": translate("planning.evaluation_view", "τ"),
        "c": translate("planning.evaluation_view", "C"),
        "k": translate("planning.evaluation_view", "K"),
    }


def parameters_text(params: dict[str, Any]) -> str:
    """A setting in plain words, e.g. ``β = 3.99, τ = 0.319`` (every tuned value shown); "defaults" when empty."""
    if not params:
        return translate("planning.evaluation_view", "defaults")
    names = parameter_names()
    return ", ".join(f"{names.get(k, k)} = {short_number(v)}" if isinstance(v, float) else f"{names.get(k, k)} = {v}"
                     for k, v in params.items())


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class EvaluationModel(RowsModel[Evaluation]):
    """One row per rating system, best first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("planning.evaluation_view", "System"), lambda e: system_title(e.system)),
            Column(translate("planning.evaluation_view", "Parameters"), lambda e: parameters_text(e.params)),
            Column(translate("planning.evaluation_view", "Log-loss"), lambda e: number(e.log_loss, 4), lambda e: e.log_loss, numeric=True,
                   tooltip=translate("planning.evaluation_view", "Lower is better: how surprised the system was by the results (later 30% of the history)")),
            Column(translate("planning.evaluation_view", "Accuracy"), lambda e: "—" if e.accuracy is None else percent(e.accuracy, 1), lambda e: e.accuracy or 0.0,
                   numeric=True, tooltip=translate("planning.evaluation_view", "Share of decisive matches whose winner had the highest predicted chance")),
            Column(translate("planning.evaluation_view", "Matches scored"), lambda e: str(e.matches), lambda e: e.matches, numeric=True),
        ]


class EvaluationView(QWidget):
    """Replays the leaderboard under every system, predicting each match before rating it."""

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.intro = QLabel(
            translate("planning.evaluation_view", "Replays this leaderboard's history under each rating system, predicting every match before "
            "rating it, and scores the later 30%. Tune also searches each system's main parameters "
            "(β and τ, C or K) on the earlier 70%."), wordWrap=True)
        self.evaluate_button = QPushButton(translate("planning.evaluation_view", "Evaluate"))
        self.tune_button = QPushButton(translate("planning.evaluation_view", "Tune and evaluate"))
        self.apply_button = QPushButton(translate("planning.evaluation_view", "Use the best for this leaderboard"))
        self.apply_button.setEnabled(False)
        self.model = EvaluationModel(self)
        self.table = table_view(self.model, stretch=1, sortable=False)
        self.chart = Chart()
        self.chart.setLabel("bottom", translate("planning.evaluation_view", "Predicted chance to win"))
        self.chart.setLabel("left", translate("planning.evaluation_view", "Observed win rate"))
        self.chart.setXRange(0, 1)
        self.chart.setYRange(0, 1)
        self.chart.use_palette_colours()
        self.status = QLabel()
        self.explanation = QLabel(wordWrap=True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setAccessibleName(translate("planning.evaluation_view", "What to pick"))
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.hide()
        named(self.evaluate_button, translate("planning.evaluation_view", "Evaluate"), translate("planning.evaluation_view", "Scores each rating system on this leaderboard's history."))
        named(self.tune_button, translate("planning.evaluation_view", "Tune and evaluate"), translate("planning.evaluation_view", "Tunes each system's main parameters first, then scores it; takes longer."))
        named(self.apply_button, translate("planning.evaluation_view", "Use the best for this leaderboard"), translate("planning.evaluation_view", "Switches this leaderboard to the system that predicted best."))
        named(self.table, translate("planning.evaluation_view", "Rating systems compared"), translate("planning.evaluation_view", "Each rating system, one a row, with its prediction scores."))
        named(self.chart, translate("planning.evaluation_view", "Calibration chart"), translate("planning.evaluation_view", "Predicted chance to win against the observed win rate, for each system."))
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
        layout.addWidget(self.explanation)
        layout.addWidget(splitter, 1)
        self.evaluate_button.clicked.connect(lambda: self.run(tune=False))
        self.tune_button.clicked.connect(lambda: self.run(tune=True))
        self.apply_button.clicked.connect(self.apply_best)

    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Evaluate another leaderboard (results are cleared until run again)."""
        self.leaderboard_id = leaderboard_id
        self.model.set_rows([])
        self.chart.clear()
        self.chart.fit_legend()
        self.apply_button.setEnabled(False)
        self.status.setText("")
        self.explanation.hide()

    def run(self, *, tune: bool) -> None:
        """Evaluate (and tune) on the worker; a progress bar counts the settings scored, Cancel stops between two."""
        lb = self.leaderboard_id
        if lb is None:
            return
        self.status.setText(translate("planning.evaluation_view", "Tuning and evaluating…") if tune else translate("planning.evaluation_view", "Evaluating…"))
        self.status.show()
        self.evaluate_button.setEnabled(False)
        self.tune_button.setEnabled(False)

        def run(club: Club, control: Any) -> tuple[list[Evaluation], tuple[str, dict[str, Any]]]:
            board = club.leaderboard(lb)
            found = evaluate(club, lb, tune=tune, progress=control.progress, cancelled=control.cancelled)
            return found, (board.system, dict(board.params))

        def done(found: tuple[list[Evaluation], tuple[str, dict[str, Any]]]) -> None:
            self._enable_buttons()
            self.show_results(*found)

        def failed(exc: BaseException) -> None:
            self._enable_buttons()
            if isinstance(exc, Cancelled):
                self.status.setText(translate("planning.evaluation_view", "The evaluation was cancelled; nothing was changed."))
                return
            self.status.setText(translate("planning.evaluation_view", "The evaluation did not finish."))
            self.ops.worker.error.emit(exc)

        label = ("Tuning each system's main parameters and replaying the history…" if tune
                 else "Replaying the history under every rating system…")
        self.ops.worker.submit(run, done, failed, label=label, parent=self.window())

    def _enable_buttons(self) -> None:
        self.evaluate_button.setEnabled(True)
        self.tune_button.setEnabled(True)

    def show_results(self, results: list[Evaluation], current: tuple[str, dict[str, Any]] | None = None) -> None:
        """Fill the table, the calibration chart and the advice (``current``: the leaderboard's system and parameters)."""
        self.model.set_rows(results)
        self.chart.clear()
        self.chart.plot([0, 1], [0, 1], pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine), name=translate("planning.evaluation_view", "perfect", "the chart's diagonal: chances that come true as often as they say"))
        colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"]
        for n, ev in enumerate(results):
            if ev.calibration:
                xs = [p for p, _w, _c in ev.calibration]
                ys = [w for _p, w, _c in ev.calibration]
                self.chart.plot(xs, ys, pen=pg.mkPen(colors[n % len(colors)], width=2), symbol="o",
                                symbolSize=6, symbolBrush=colors[n % len(colors)], name=system_title(ev.system))
        self.chart.fit_legend()
        scored = best_of(results).matches if results else 0
        self.status.hide()
        self.apply_button.setEnabled(scored > 0)
        self.explanation.setText(translate("planning.evaluation_view", GLOSSARY) + translate("planning.evaluation_view", "<br><br>") + advice(results, current))
        self.explanation.show()

    def apply_best(self) -> None:
        """Switch the leaderboard to the best system and setting (re-rates; undoable)."""
        if self.leaderboard_id is None or not self.model.rows():
            return
        best = best_of(self.model.rows())
        lb = self.leaderboard_id

        def apply(club: Club, control: Any) -> Changes:
            return club.update_leaderboard(lb, system=best.system, params=best.params,
                                           progress=control.progress, cancelled=control.cancelled)

        self.ops.perform(translate("planning.evaluation_view", "Use {system} for this leaderboard").format(system=best.system), self.ops.league_step(apply),
                         label=translate("planning.evaluation_view", "Re-rating every match with the new system…"))
