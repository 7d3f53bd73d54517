"""A player's page: rating over time (μ line, ± band, conservative estimate), matches, head-to-head."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..league import Changes, Club, HeadToHead, HistoryEntry, Player
from . import operations as op
from .initial_rating_dialog import InitialRatingDialog
from .operations import Operations
from .table_models import HeadToHeadModel, HistoryModel

#: above this many matches a curve is drawn without a dot per match
MAX_DOTS = 400

PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]


def timestamp(moment: str) -> float:
    """Unix seconds of an ISO date or date-time (local time, as pyqtgraph's DateAxisItem shows)."""
    return datetime.fromisoformat(moment).timestamp()


@dataclass(frozen=True)
class Series:
    """One player's curve: points after each match, plus the starting rating."""

    player: Player
    history: list[HistoryEntry]
    interval_k: float

    def points(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(x seconds, mu, sigma) after every match, starting with the rating before the first."""
        if not self.history:
            return np.empty(0), np.empty(0), np.empty(0)
        first = self.history[0]
        xs = [timestamp(first.played_at) - 1.0] + [timestamp(h.played_at) for h in self.history]
        mus = [first.mu_before] + [h.mu_after for h in self.history]
        sigmas = [first.sigma_before] + [h.sigma_after for h in self.history]
        x = np.asarray(xs, dtype=float)
        # Matches on one day share a timestamp; spread them a second apart so the line keeps its order.
        x = np.maximum.accumulate(x + np.arange(len(x)) * 1e-3)
        return x, np.asarray(mus), np.asarray(sigmas)


def band_envelope(x: np.ndarray, lo: np.ndarray, hi: np.ndarray, buckets: int = 1000) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The band at most ``buckets`` points wide: per bucket its lowest ``lo`` and highest ``hi``.

    A filled band of thousands of points takes long to draw and is wider than
    the screen in pixels anyway; the envelope never draws it narrower than it is.
    """
    if len(x) <= 2 * buckets:
        return x, lo, hi
    edges = np.linspace(0, len(x), buckets + 1).astype(int)
    starts = edges[:-1]
    return x[starts], np.minimum.reduceat(lo, starts), np.maximum.reduceat(hi, starts)


class RatingChart(pg.PlotWidget):
    """μ over time with a shaded ± kσ band and the conservative estimate μ − kσ."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, axisItems={"bottom": pg.DateAxisItem(orientation="bottom")})
        self.setBackground(None)
        self.showGrid(x=True, y=True, alpha=0.2)
        self.setLabel("bottom", "Date")
        self.setLabel("left", "Rating (μ)")
        self.legend = self.addLegend(offset=(10, 10), brush=pg.mkBrush(255, 255, 255, 200), pen=pg.mkPen("#bbb"))
        self.series: list[Series] = []
        self._hover = pg.TextItem(anchor=(0, 1), fill=pg.mkBrush(255, 255, 255, 220), color="#222")
        self._hover.setZValue(100)
        self._hover.hide()
        self.addItem(self._hover, ignoreBounds=True)
        self._marker = pg.ScatterPlotItem(size=10, brush=pg.mkBrush("#000"), pen=pg.mkPen("#fff"))
        self._marker.setZValue(99)
        self.addItem(self._marker, ignoreBounds=True)
        self.scene().sigMouseMoved.connect(self._mouse_moved)
        self.curves: dict[str, pg.PlotDataItem] = {}

    def show_series(self, series: list[Series], label: str) -> None:
        """Draw one or more players (the band and estimate only for a single player)."""
        self.series = series
        palette = self.palette()
        base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        self.legend.setBrush(pg.mkBrush(base.red(), base.green(), base.blue(), 210))
        self.legend.setLabelTextColor(text)
        self._hover.fill = pg.mkBrush(base.red(), base.green(), base.blue(), 230)
        self._hover.setColor(text)
        self.plotItem.clear()
        self.legend.clear()
        self.addItem(self._hover, ignoreBounds=True)
        self.addItem(self._marker, ignoreBounds=True)
        self._keep: list[object] = []
        self.curves = {}
        self.setLabel("left", label)
        single = len(series) == 1
        for n, s in enumerate(series):
            x, mu, sigma = s.points()
            if len(x) == 0:
                continue
            color = QColor(PALETTE[n % len(PALETTE)])
            if single and s.interval_k > 0:
                k = s.interval_k
                bx, blo, bhi = band_envelope(x, mu - k * sigma, mu + k * sigma)
                lo = pg.PlotDataItem(bx, blo, pen=pg.mkPen(color.lighter(160), width=1))
                hi = pg.PlotDataItem(bx, bhi, pen=pg.mkPen(color.lighter(160), width=1))
                band = QColor(color)
                band.setAlpha(50)
                fill = pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(band))
                self.addItem(lo)
                self.addItem(hi)
                self.addItem(fill)
                self._keep += [lo, hi, fill]
                # A legend cannot draw a FillBetweenItem (pyqtgraph crashes); show a filled sample instead.
                sample = pg.PlotDataItem([], [], pen=pg.mkPen(color.lighter(160)), fillLevel=0, fillBrush=pg.mkBrush(band))
                self._keep.append(sample)
                self.legend.addItem(sample, f"μ ± {k:g}σ")
                cons = self.plot(x, mu - k * sigma, pen=pg.mkPen("#7f7f7f", width=2, style=Qt.PenStyle.DashLine),
                                 name=f"conservative (μ − {k:g}σ)")
                self.curves["conservative"] = cons
            # Dots for every match help up to a few hundred; beyond, they only cost time (the
            # hover marker still finds each match).
            dots = {"symbol": "o", "symbolSize": 5, "symbolBrush": color, "symbolPen": None} if len(x) <= MAX_DOTS else {}
            line = self.plot(x, mu, pen=pg.mkPen(color, width=2), name=s.player.name if not single else "μ", **dots)
            self.curves[s.player.name] = line
        self.enableAutoRange()
        self._hover.hide()
        self._marker.clear()

    def nearest(self, x: float, y: float) -> tuple[Series, int] | None:
        """The plotted match point nearest to (x, y) in screen terms."""
        best = None
        view = self.plotItem.vb
        target = view.mapViewToScene(QPointF(x, y))
        for s in self.series:
            xs, mus, _sig = s.points()
            for i in range(1, len(xs)):
                p = view.mapViewToScene(QPointF(xs[i], mus[i]))
                d = (p.x() - target.x()) ** 2 + (p.y() - target.y()) ** 2
                if best is None or d < best[0]:
                    best = (d, s, i)
        if best is None or best[0] > 30**2:
            return None
        return best[1], best[2]

    def hover_text(self, s: Series, i: int) -> str:
        """What hovering a point shows: the match and the rating change."""
        h = s.history[i - 1]
        return (f"{s.player.name} — {h.played_at.replace('T', ' ')[:16]}\n"
                f"{h.result} ({h.rank}) vs {h.opponents or '—'}" + (f"\n{h.event}" if h.event else "") +
                f"\nμ {h.mu_before:.2f} → {h.mu_after:.2f}  (σ {h.sigma_after:.2f})")

    def _mouse_moved(self, pos: QPointF) -> None:
        if not self.plotItem.sceneBoundingRect().contains(pos):
            self._hover.hide()
            return
        point = self.plotItem.vb.mapSceneToView(pos)
        found = self.nearest(point.x(), point.y())
        if found is None:
            self._hover.hide()
            self._marker.clear()
            return
        s, i = found
        xs, mus, _ = s.points()
        self._hover.setText(self.hover_text(s, i))
        self._hover.setPos(xs[i], mus[i])
        self._hover.show()
        self._marker.setData([xs[i]], [mus[i]])


class PlayerPage(QWidget):
    """One player's rating chart, match history and head-to-head records; others can be overlaid."""

    closed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.player_id: int | None = None
        self.leaderboard_id: int | None = None
        self.compare_ids: list[int] = []
        self.title = QLabel()
        self.title.setObjectName("player-title")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.compare = QComboBox()
        self.compare.setEditable(True)
        self.compare.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.compare.lineEdit().setPlaceholderText("Compare with…")
        self.compare.setMinimumContentsLength(18)
        self.clear_compare = QPushButton("Clear comparison")
        self.save_png = QPushButton("Save chart as PNG…")
        self.chart = RatingChart()
        self.chart.setMinimumHeight(260)
        self.history = HistoryModel(self)
        self.h2h = HeadToHeadModel(self)
        self.history_table = self._table(self.history, stretch=3)
        self.history_table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.h2h_table = self._table(self.h2h, stretch=0)
        self.h2h_table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        tabs = QTabWidget()
        tabs.addTab(self.history_table, "Matches")
        tabs.addTab(self.h2h_table, "Head-to-head")
        self.tabs = tabs

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.compare)
        head.addWidget(self.clear_compare)
        head.addWidget(self.save_png)
        self.initial_button = QPushButton("Set initial rating…")
        self.initial_button.setToolTip("Where this player starts on this leaderboard (e.g. from an outside rank or rating)")
        self.initial_button.clicked.connect(self.ask_initial_rating)
        head.addWidget(self.initial_button)
        self.initial_dialog: InitialRatingDialog | None = None
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.chart)
        splitter.addWidget(tabs)
        splitter.setSizes([420, 300])
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(splitter)

        self.compare.activated.connect(self._add_comparison)
        self.compare.lineEdit().returnPressed.connect(self._add_comparison_typed)
        self.clear_compare.clicked.connect(self._clear_comparison)
        self.save_png.clicked.connect(self.ask_save_png)
        ops.changed.connect(self.on_changes)

    @staticmethod
    def _table(model: object, stretch: int) -> QTableView:
        view = QTableView()
        view.setModel(model)  # type: ignore[arg-type]
        view.setSortingEnabled(True)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(True)
        view.verticalHeader().setVisible(False)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        return view

    def show_player(self, player_id: int, leaderboard_id: int) -> None:
        """Show a player in a leaderboard."""
        self.player_id, self.leaderboard_id = player_id, leaderboard_id
        self.compare_ids = []
        self.refresh()

    def on_changes(self, changes: Changes) -> None:
        """Reload when this player's ratings may have changed."""
        if self.player_id is None:
            return
        ids = {self.player_id, *self.compare_ids}
        if ids & changes.players or self.leaderboard_id in changes.leaderboards:
            self.refresh()

    def refresh(self) -> None:
        """Load history, head-to-head and the player list (on the worker)."""
        if self.player_id is None or self.leaderboard_id is None:
            return
        pid, lb, others = self.player_id, self.leaderboard_id, list(self.compare_ids)

        def load(club: Club) -> tuple[list[Series], list[HeadToHead], list[Player], str, str]:
            board = club.leaderboard(lb)
            model = club.rating_model(lb)
            series = [Series(club.player(i), club.player_history(i, lb), model.interval_k) for i in [pid, *others]]
            rating = club.rating_of(pid, lb)
            k = model.interval_k
            summary = (f"<span style='font-size:15pt'><b>{_esc(series[0].player.name)}</b></span> · {_esc(board.name)} · "
                       f"μ {rating.mu:.2f} ± {rating.sigma:.2f} · conservative {rating.mu - k * rating.sigma:.2f} · "
                       f"{len(series[0].history)} matches")
            return series, club.opponents(pid, lb), club.players(), summary, board.name

        self.ops.query(load, self._show)

    def _show(self, result: tuple[list[Series], list[HeadToHead], list[Player], str, str]) -> None:
        series, h2h, players, summary, _board = result
        self.title.setText(summary)
        self.chart.show_series(series, "Rating (μ)")
        self.history.set_rows(series[0].history)
        self.h2h.set_rows(h2h)
        self._players = {p.name: p.id for p in players if p.id != self.player_id}
        self.compare.blockSignals(True)
        self.compare.clear()
        self.compare.addItems(sorted(self._players, key=str.casefold))
        self.compare.setCurrentIndex(-1)
        self.compare.blockSignals(False)
        self.clear_compare.setEnabled(bool(self.compare_ids))

    def add_comparison(self, player_id: int) -> None:
        """Overlay another player's μ line."""
        if player_id != self.player_id and player_id not in self.compare_ids:
            self.compare_ids.append(player_id)
            self.refresh()

    def _add_comparison(self, index: int) -> None:
        pid = self._players.get(self.compare.itemText(index))
        if pid is not None:
            self.add_comparison(pid)

    def _add_comparison_typed(self) -> None:
        text = self.compare.currentText().strip().casefold()
        for name, pid in getattr(self, "_players", {}).items():
            if name.casefold() == text:
                self.add_comparison(pid)
                return

    def _clear_comparison(self) -> None:
        self.compare_ids = []
        self.refresh()

    def save_chart(self, path: str) -> None:
        """Write the chart as a PNG image."""
        image = self.chart.grab()
        if not image.save(path, "PNG"):
            raise OSError(f"could not write {path}")

    def ask_save_png(self) -> None:
        """Ask where to save the chart, then save it."""
        name = self.series_name()
        path, _ = QFileDialog.getSaveFileName(self, "Save chart", f"{name}-rating.png", "PNG image (*.png)")
        if path:
            try:
                self.save_chart(path)
            except OSError as exc:
                self.ops.worker.error.emit(ValueError(str(exc)))
                return
            self.window().statusBar().showMessage(f"Saved the chart to {path}", 6000)  # type: ignore[attr-defined]

    def series_name(self) -> str:
        """A file-name-friendly name of the player shown."""
        s = self.chart.series[0].player.name if self.chart.series else "player"
        return "".join(c if c.isalnum() or c in "-_" else "-" for c in s)


    def ask_initial_rating(self) -> None:
        """Open the initial-rating dialog for the player and leaderboard shown; OK stores it (undoable)."""
        if self.player_id is None or self.leaderboard_id is None:
            return
        pid, lb = self.player_id, self.leaderboard_id

        def load(club: Club) -> tuple[str, str, tuple[float, float | None] | None, tuple[float, float]]:
            start = club.rating_model(lb).new_rating()
            return club.player(pid).name, club.leaderboard(lb).name, club.initial_rating(lb, pid), (start.mu, start.sigma)

        def show(result: tuple[str, str, tuple[float, float | None] | None, tuple[float, float]]) -> None:
            name, board, current, default = result
            dialog = InitialRatingDialog(name, board, current, default, self)
            self.initial_dialog = dialog

            def accepted() -> None:
                value = dialog.value
                if value == current:
                    return
                text = f"Initial rating of {name}" if value is not None else f"Default initial rating for {name}"
                job = op.set_initial_rating(lb, pid, None, None) if value is None else op.set_initial_rating(lb, pid, *value)
                self.ops.perform(text, job, label="Replaying the player's matches…", on_error=self.ops.worker.error.emit)

            dialog.accepted.connect(accepted)
            dialog.open()

        self.ops.query(load, show)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
