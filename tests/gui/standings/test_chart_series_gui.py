"""The rating chart tells its series apart by dash and marker as well as by colour, in the legend too, with
colours that stay visible on the light and the dark theme."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from tournament_app.gui.shell.theme import dark_palette
from tournament_app.gui.standings.rating_chart import RatingChart, Series
from tournament_app.league import HistoryEntry, Player
from tournament_app.palette import contrast

NAMES = ["Ann Lee", "Bob Stone", "Cid Moreau", "Dana Fox", "Eva Lind", "Finn Ott"]


def series(name: str, n: int, k: float = 3.0, offset: int = 0) -> Series:
    start = datetime(2026, 1, 1, 19, 0)
    history = [HistoryEntry(m, (start + timedelta(days=m)).isoformat(timespec="minutes"), None, 1, 1, "won", "Zed",
                            20.0 + (m + offset) % 7, 5.0, 21.0 + (m + offset) % 7, 4.9) for m in range(n)]
    return Series(Player(offset, name, None, False, "2026-01-01"), history, k)


def shown_chart(qtbot: Any, players: list[Series]) -> RatingChart:
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(1200, 500)
    chart.show()
    qtbot.waitExposed(chart)
    chart.show_series(players, "Rating (μ)")
    return chart


def sample_image(sample: Any) -> QImage:
    """The legend sample as drawn, on white."""
    rect = sample.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    sample.paint(painter)
    painter.end()
    return image


def test_compared_players_differ_by_dash_and_marker_and_the_legend_shows_both(qtbot: Any) -> None:
    chart = shown_chart(qtbot, [series(name, 12, offset=i) for i, name in enumerate(NAMES)])
    curves = [chart.curves[name] for name in NAMES]
    looks = [(tuple(c.opts["pen"].dashPattern()) if c.opts["pen"].style() == Qt.PenStyle.CustomDashLine else (),
              c.opts["symbol"].boundingRect().getRect(), c.opts["symbol"].elementCount()) for c in curves]
    assert len({(dash, tuple(rect), count) for dash, rect, count in looks}) == len(NAMES)
    assert len({dash for dash, _r, _c in looks}) >= 5, "five dash patterns before they repeat"
    assert [label.text for _s, label in chart.legend.items] == NAMES
    for (sample, _label), curve in zip(chart.legend.items, curves):
        image = sample_image(sample)
        colour = curve.opts["pen"].color()
        row = [QColor(image.pixel(x, 10)) for x in range(image.width())]
        inked = [contrast(c.name(), "#ffffff") > 1.5 for c in row]
        marker_rows = [y for y in range(image.height())
                       if contrast(QColor(image.pixel(image.width() // 2, y)).name(), "#ffffff") > 1.5]
        assert len(marker_rows) >= 5, "the legend sample shows the series' marker"
        dashed = curve.opts["pen"].style() == Qt.PenStyle.CustomDashLine
        gaps = sum(1 for a, b in zip(inked, inked[1:]) if a and not b)
        assert (gaps >= 2) == dashed, f"the legend sample shows {'a dashed' if dashed else 'a solid'} line"
        assert any(abs(c.hue() - colour.hue()) < 12 for c in row if c.saturation() > 60) or colour.saturation() < 60


def test_series_colours_stay_visible_when_the_theme_turns_dark(qtbot: Any) -> None:
    names = [f"Player {i}" for i in range(8)]  # the whole palette, black included
    chart = shown_chart(qtbot, [series(name, 8, offset=i) for i, name in enumerate(names)])
    for palette in (chart.palette(), dark_palette()):
        chart.setPalette(palette)  # the chart redraws in the new theme's colours
        background = palette.color(QPalette.ColorRole.Window)
        for name in names:
            colour = chart.curves[name].opts["pen"].color()
            assert contrast(colour.name(), background.name()) >= 3.0, (name, colour.name(), background.name())


def test_a_long_history_keeps_markers_along_its_line(qtbot: Any) -> None:
    chart = shown_chart(qtbot, [series("Ann Lee", 900)])
    assert chart.curves["Ann Lee"].opts["symbol"] is None  # not one per match: too many to draw
    markers = [item for item in chart.plotItem.items if isinstance(item, pg.ScatterPlotItem) and item.data.size > 0]
    assert any(40 <= item.data.size <= 70 for item in markers), "the line keeps about 60 markers"
