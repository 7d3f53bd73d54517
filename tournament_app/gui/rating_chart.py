"""The rating chart of a player's page: μ over time, the ± kσ band, the conservative estimate."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from ..league import HistoryEntry, Player


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


#: above this many matches a curve is drawn without a dot per match
MAX_DOTS = 400

PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]


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
