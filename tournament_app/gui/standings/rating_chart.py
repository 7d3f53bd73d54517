"""The rating chart of a player's page: μ over time, the ± kσ band, the conservative estimate."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...league import HistoryEntry, Player
from ...palette import visible_on
from ..common.chart_base import MARKER_SIZE, Chart, chart_background, marker_path, series_pen
from .date_axis import DateAxis, wall_seconds
from ..common.result_text import outcome_text
from ... import locale_text
from ...translation import translate

#: pixels between the hovered point and its label, and between the label and the plot's edge
HOVER_GAP = 8


@dataclass(frozen=True)
class Series:
    """One player's curve: points after each match, plus the starting rating."""

    player: Player
    history: list[HistoryEntry]
    interval_k: float

    def mus(self) -> list[float]:
        """μ after every match, starting with μ before the first (the curve's heights)."""
        return [self.history[0].mu_before, *(h.mu_after for h in self.history)] if self.history else []

    def points(self, order: dict[int, int] | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(x, mu, sigma) after every match, starting with the rating before the first.

        x is the wall clock in seconds, or with ``order`` (match id → its place among the day's matches) the
        match's place: a one-day event's matches, played minutes apart, stand side by side, not on one line.
        """
        if not self.history:
            return np.empty(0), np.empty(0), np.empty(0)
        first = self.history[0]
        if order is not None:
            xs = [order[first.match_id] - 1.0] + [float(order[h.match_id]) for h in self.history]
        else:
            xs = [wall_seconds(first.played_at) - 1.0] + [wall_seconds(h.played_at) for h in self.history]
        mus = self.mus()
        sigmas = [first.sigma_before] + [h.sigma_after for h in self.history]
        x = np.asarray(xs, dtype=float)
        # Matches on one day share a timestamp; spread them a second apart so the line keeps its order.
        x = np.maximum.accumulate(x + np.arange(len(x)) * 1e-3)
        return x, np.asarray(mus), np.asarray(sigmas)


#: above this many matches a curve is drawn without a dot per match
MAX_DOTS = 400

#: above MAX_DOTS matches, about this many markers along a curve
SPARSE_MARKERS = 60


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


def result_line(h: HistoryEntry) -> str:
    """How the player did, in the words of the match list: 'Beat Bob', 'Drew with Bob', '2nd (shared) of 4 sides …'."""
    outcome = outcome_text(h.rank, h.sides, h.shared, h.best)
    others = h.opponents or "—"
    if h.sides == 2:
        if outcome == "won":
            return translate("standings.rating_chart", "Beat {opponents}").format(opponents=others)
        if outcome == "lost":
            return translate("standings.rating_chart", "Lost to {opponents}").format(opponents=others)
        return translate("standings.rating_chart", "Drew with {opponents}").format(opponents=others)
    return translate("standings.rating_chart", "{placement} of {count} sides, against {opponents}").format(
        placement=f"{outcome[:1].upper()}{outcome[1:]}", count=h.sides, opponents=others)


def chart_description(series: list[Series]) -> str:
    """What the chart shows, for a screen reader: whose rating, where it stands now and the time span drawn."""
    drawn = [s for s in series if s.history]
    if not drawn:
        return translate("standings.rating_chart", "A player's rating (μ) over time. No matches to draw yet.")
    first = locale_text.date_text(min(s.history[0].played_at for s in drawn))
    last = locale_text.date_text(max(s.history[-1].played_at for s in drawn))
    if len(drawn) == 1:
        s = drawn[0]
        now = s.history[-1]
        mus = s.mus()
        return translate("standings.rating_chart", "{player}'s rating (μ) over time from {first} to {last}, with its likely range "
                         "and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); "
                         "lowest {low}, highest {high}.", None, len(s.history)).format(
            player=s.player.name, first=first, last=last, mu=locale_text.number(now.mu_after),
            sigma=locale_text.number(now.sigma_after), low=locale_text.number(min(mus)),
            high=locale_text.number(max(mus)))
    players = "; ".join(f"{s.player.name} {locale_text.number(s.history[-1].mu_after)}" for s in drawn)
    return translate("standings.rating_chart", "Ratings (μ) over time from {first} to {last}, compared. Now: {players}.").format(
        first=first, last=last, players=players)


def one_day_order(series: list[Series]) -> dict[int, int] | None:
    """When every match drawn was played on one day: each match's place in that day (1, 2, ...), by time
    then by match id; else None (the chart runs by date)."""
    matches = {h.match_id: h.played_at for s in series for h in s.history}
    if not matches or len({moment[:10] for moment in matches.values()}) != 1:
        return None
    return {match_id: n for n, match_id in enumerate(sorted(matches, key=lambda m: (matches[m], m)), start=1)}


class RatingChart(Chart):
    """μ over time with a shaded ± kσ band and the conservative estimate μ − kσ."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, axisItems={"bottom": DateAxis(orientation="bottom")})
        self.setAccessibleName(translate("standings.rating_chart", "Rating chart"))
        self.setAccessibleDescription(chart_description([]))
        self.setLabel("bottom", translate("standings.rating_chart", "Date"))
        self.setLabel("left", translate("standings.rating_chart", "Rating (μ)"))
        self.series: list[Series] = []
        self.order: dict[int, int] | None = None
        #: the label of the match under the mouse, and the dot that marks it
        self.hover_label = pg.TextItem(anchor=(0, 0), fill=pg.mkBrush(255, 255, 255, 220), color="#222")
        self.hover_label.setZValue(100)
        self.hover_label.hide()
        self.addItem(self.hover_label, ignoreBounds=True)
        self.hover_marker = pg.ScatterPlotItem(size=10, brush=pg.mkBrush("#000"), pen=pg.mkPen("#fff"))
        self.hover_marker.setZValue(99)
        self.addItem(self.hover_marker, ignoreBounds=True)
        self.scene().sigMouseMoved.connect(self._mouse_moved)
        self.curves: dict[str, pg.PlotDataItem] = {}

    def show_series(self, series: list[Series], label: str) -> None:
        """Draw one or more players (the band and estimate only for a single player)."""
        self.series = series
        #: a one-day chart runs by match order (each match's place that day), else by date
        self.order = one_day_order(series)
        axis = self.getAxis("bottom")
        if isinstance(axis, DateAxis):
            axis.in_order = self.order is not None
        if self.order is not None:
            day = next(h.played_at for s in series for h in s.history)
            self.setLabel("bottom", translate("standings.rating_chart", "Matches of {day}, in the order played").format(
                day=locale_text.date_text(day)))
        else:
            self.setLabel("bottom", translate("standings.rating_chart", "Date"))
        palette = self.palette()
        base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        self.hover_label.fill = pg.mkBrush(base.red(), base.green(), base.blue(), 230)
        self.hover_label.setColor(text)
        self.plotItem.clear()
        self.legend.clear()
        self.addItem(self.hover_label, ignoreBounds=True)
        self.addItem(self.hover_marker, ignoreBounds=True)
        self._keep: list[object] = []
        self.curves = {}
        self.setLabel("left", label)
        self.use_palette_colours()
        single = len(series) == 1
        background = chart_background(self)
        entries: list[tuple[pg.PlotDataItem, str, QPen, QPainterPath | None, QColor | None]] = []
        for n, s in enumerate(series):
            x, mu, sigma = s.points(self.order)
            if len(x) == 0:
                continue
            style = self.series_style(n)
            color = QColor(style.colour)
            pen, marker = series_pen(style), marker_path(style)
            if single and s.interval_k > 0:
                k = s.interval_k
                bx, blo, bhi = band_envelope(x, mu - k * sigma, mu + k * sigma)
                edge = QColor(color)
                edge.setAlpha(140)
                lo = pg.PlotDataItem(bx, blo, pen=pg.mkPen(edge, width=1))
                hi = pg.PlotDataItem(bx, bhi, pen=pg.mkPen(edge, width=1))
                band = QColor(color)
                band.setAlpha(50)
                fill = pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(band))
                self.addItem(lo)
                self.addItem(hi)
                self.addItem(fill)
                self._keep += [lo, hi, fill]
                grey = QColor(visible_on("#7f7f7f", background))
                cons_pen = QPen(grey, 1.5)
                cons_pen.setCosmetic(True)
                cons_pen.setDashPattern([3.0, 2.0])
                cons = self.plot(x, mu - k * sigma, pen=cons_pen)
                self.curves["conservative"] = cons
                # A legend cannot draw a FillBetweenItem (pyqtgraph crashes): the band's sample is a filled box
                entries += [(lo, f"μ ± {locale_text.short_number(k)}σ", pg.mkPen(edge, width=1), None, band),
                            (cons, translate("standings.rating_chart", "conservative (μ − {k}σ)").format(k=locale_text.short_number(k)),
                             cons_pen, None, None)]
            # A marker on every match helps up to a few hundred; beyond, one every few matches still
            # tells the series apart (the hover marker finds each match).
            dots = {"symbol": marker, "symbolSize": MARKER_SIZE, "symbolBrush": color, "symbolPen": None} \
                if len(x) <= MAX_DOTS else {}
            line = self.plot(x, mu, pen=pen, **dots)
            if not dots:
                step = -(-len(x) // SPARSE_MARKERS)
                sparse = pg.ScatterPlotItem(x[::step], mu[::step], symbol=marker, size=MARKER_SIZE,
                                            brush=pg.mkBrush(color), pen=None)
                self.addItem(sparse)
                self._keep.append(sparse)
            self.curves[s.player.name] = line
            entries.insert(n, (line, "μ" if single else s.player.name, pen, marker, None))
        for item, name, entry_pen, entry_marker, entry_fill in entries:
            self.add_legend_entry(item, name, entry_pen, entry_marker, None, entry_fill)
        self.fit_legend()
        self.enableAutoRange()
        self.hover_label.hide()
        self.hover_marker.clear()
        self.setAccessibleDescription(chart_description(series))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """Redraw in the new theme's colours (each series' colour is adjusted to the background)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and getattr(self, "series", None):
            self.show_series(self.series, self.getAxis("left").labelText)

    def nearest(self, x: float, y: float) -> tuple[Series, int] | None:
        """The plotted match point nearest to (x, y) in screen terms."""
        best = None
        view = self.plotItem.vb
        target = view.mapViewToScene(QPointF(x, y))
        for s in self.series:
            xs, mus, _sig = s.points(self.order)
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
        lines = [f"{s.player.name} — {locale_text.date_time_text(h.played_at)}", result_line(h)]
        if h.event:
            lines.append(h.event)
        lines.append(f"μ {locale_text.number(h.mu_before)} → {locale_text.number(h.mu_after)}  "
                     f"(σ {locale_text.number(h.sigma_after)})")
        return "\n".join(lines)

    def _mouse_moved(self, pos: QPointF) -> None:
        if not self.plotItem.sceneBoundingRect().contains(pos):
            self.hover_label.hide()
            return
        point = self.plotItem.vb.mapSceneToView(pos)
        found = self.nearest(point.x(), point.y())
        if found is None:
            self.hover_label.hide()
            self.hover_marker.clear()
            return
        s, i = found
        xs, mus, _ = s.points(self.order)
        self.hover_label.setText(self.hover_text(s, i))
        self.hover_label.show()
        self._place_hover(QPointF(xs[i], mus[i]))
        self.hover_marker.setData([xs[i]], [mus[i]])

    def _place_hover(self, point: QPointF) -> None:
        """Put the hover label beside ``point`` (view coordinates), on whichever side keeps it inside the plot."""
        view = self.plotItem.vb
        area = view.sceneBoundingRect()
        at = view.mapViewToScene(point)
        size = self.hover_label.textItem.boundingRect().size()
        # right of and above the point where there is room; otherwise left of it, or below it
        right = at.x() + HOVER_GAP + size.width() <= area.right() or at.x() - area.left() < area.right() - at.x()
        above = at.y() - HOVER_GAP - size.height() >= area.top() or at.y() - area.top() > area.bottom() - at.y()
        left_x = at.x() + HOVER_GAP if right else at.x() - HOVER_GAP - size.width()
        top_y = at.y() - HOVER_GAP - size.height() if above else at.y() + HOVER_GAP
        # a label wider or taller than the room on either side is pushed inside the plot (it may cover the point)
        box = QRectF(left_x, top_y, size.width(), size.height())
        box.moveLeft(max(area.left(), min(box.left(), area.right() - box.width())))
        box.moveTop(max(area.top(), min(box.top(), area.bottom() - box.height())))
        self.hover_label.setAnchor((0, 0))
        self.hover_label.setPos(view.mapSceneToView(box.topLeft()))
        self.hover_label.updateTransform(force=True)
