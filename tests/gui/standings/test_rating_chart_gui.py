"""The player page's rating chart with a long history: hover label, legend and date axis, as a person sees them."""

from __future__ import annotations

import csv
import math
import re
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from tournament_app.gui.standings.date_axis import DateAxis, wall_seconds
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.locale_text import date_text
from gui_helpers import named, open_player_page

OPPONENTS = ["Bob Stone", "Cid Moreau", "Dana Fox", "Eva Lind", "Finn Ott"]
SIZES = [(1600, 1000), (800, 560)]


def two_seasons(path: Path, matches: int = 36) -> list[str]:
    """A results CSV of Ann Lee's matches every 2-4 weeks over two years; returns the match times."""
    when, times, rows = datetime(2025, 2, 4, 19, 0), [], []
    for m in range(matches):
        when += timedelta(days=14 + (m * 5) % 15)
        won = (m * 7) % 11 < 6
        stamp = when.isoformat(timespec="minutes")
        times.append(stamp)
        for side, (player, rank) in enumerate([("Ann Lee", 1 if won else 2), (OPPONENTS[m % 5], 2 if won else 1)], 1):
            rows.append([f"m{m}", stamp, side, player, rank, f"Club night {when.date()}"])
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["match", "date", "side", "player", "rank", "event"])
        writer.writerows(rows)
    return times


def two_seasons_chart(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path, size: tuple[int, int]) -> Any:
    """Import two seasons, size the window, and double-click Ann Lee on the leaderboard; returns the chart."""
    source = tmp_path / "two-seasons.csv"
    two_seasons(source)
    window.import_results_from(source, window.current_leaderboard_id())
    idle()
    window.resize(*size)
    open_player_page(qtbot, window, "Ann Lee")
    chart = named(window, "Rating chart")
    qtbot.waitUntil(lambda: chart.plotItem.vb.width() > 100 and bool(chart.series), timeout=5000)
    qtbot.wait(50)
    return chart


def inside(inner: QRectF, outer: QRectF, slack: float = 0.5) -> bool:
    return (inner.left() >= outer.left() - slack and inner.right() <= outer.right() + slack
            and inner.top() >= outer.top() - slack and inner.bottom() <= outer.bottom() + slack)


def hover(qtbot: Any, chart: Any, x: float, y: float) -> None:
    """Move the mouse over the chart to the point (x, y) in chart coordinates."""
    scene = chart.plotItem.vb.mapViewToScene(QPointF(x, y))
    qtbot.mouseMove(chart.viewport(), chart.mapFromScene(scene))
    qtbot.wait(20)


@pytest.mark.xcb
@pytest.mark.parametrize("size", SIZES, ids=["1600x1000", "800x560"])
def test_the_hover_label_of_every_match_stays_inside_the_plot(qtbot: Any, window: MainWindow, idle: Any,
                                                               tmp_path: Path, size: tuple[int, int]) -> None:
    chart = two_seasons_chart(qtbot, window, idle, tmp_path, size)
    xs, mus, _ = chart.series[0].points()
    newest = chart.series[0].history[-1]
    label, area = chart.hover_label, chart.plotItem.vb.sceneBoundingRect()
    hover(qtbot, chart, xs[-1], mus[-1])
    qtbot.waitUntil(label.isVisible, timeout=3000)
    assert date_text(newest.played_at) in label.toPlainText()  # the day as the locale writes it (12/20/26)
    box = label.sceneBoundingRect()
    assert inside(box, area), f"the newest match's label {box} leaves the plot {area}"
    marker = chart.plotItem.vb.mapViewToScene(QPointF(xs[-1], mus[-1]))
    assert not box.contains(marker), "the label sits beside the point, not over it"
    for i in range(1, len(xs)):  # the highest, lowest and first matches too
        hover(qtbot, chart, xs[i], mus[i])
        assert label.isVisible()
        assert inside(label.sceneBoundingRect(), area), f"match {i}'s label leaves the plot"


@pytest.mark.xcb
@pytest.mark.parametrize("size", SIZES, ids=["1600x1000", "800x560"])
def test_the_legend_covers_no_data_alone_or_compared(qtbot: Any, window: MainWindow, idle: Any,
                                                     tmp_path: Path, size: tuple[int, int]) -> None:
    chart = two_seasons_chart(qtbot, window, idle, tmp_path, size)

    def check(names: list[str]) -> None:
        legend = chart.legend.sceneBoundingRect()
        assert sorted(label.text for _sample, label in chart.legend.items) == sorted(names)
        assert legend.intersected(chart.plotItem.vb.sceneBoundingRect()).height() < 1, "the legend is over the plot"
        assert legend.right() <= chart.width(), "every legend entry is on screen"
        view = chart.plotItem.vb
        for item in chart.plotItem.items:  # every line, the band's edges and the conservative estimate
            if hasattr(item, "getData") and item.getData()[0] is not None:
                for x, y in zip(*item.getData()):
                    assert not legend.contains(view.mapViewToScene(QPointF(x, y)))
        for _sample, label in chart.legend.items:
            assert label.isVisible() and inside(label.sceneBoundingRect(), chart.sceneRect())

    check(["μ", "μ ± 3σ", "conservative (μ − 3σ)"])
    compare = named(window, "Compare with")
    qtbot.mouseClick(compare.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(compare.lineEdit(), "Bob Stone")
    qtbot.keyClick(compare.lineEdit(), Qt.Key.Key_Return)
    idle()
    qtbot.waitUntil(lambda: len(chart.series) == 2, timeout=3000)
    check(["Ann Lee", "Bob Stone"])


def drawn_labels(axis: Any) -> list[tuple[QRectF, str]]:
    """The tick labels the axis draws at its current range and size."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        painter.setFont(axis.font())
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(rect, text) for rect, _flags, text in texts]


DAY = r"\d{1,2} [A-Z][a-z]{2} \d{4}"
#: what every label looks like at a zoom level, and how to read it back as a date
STYLES = {"minutes": (rf"{DAY} \d\d:\d\d", "%d %b %Y %H:%M"), "days": (DAY, "%d %b %Y"),
          "months": (r"[A-Z][a-z]{2} \d{4}", "%b %Y"), "years": (r"\d{4}", "%Y")}
SPANS = {  # first, last, style
    "one evening": ("2026-11-03T18:30", "2026-11-03T23:30", "minutes"),
    "three weeks": ("2026-10-20", "2026-11-10", "days"),
    "new year": ("2025-12-20", "2026-01-12", "days"),
    "eight months": ("2026-03-01", "2026-11-01", "months"),
    "two seasons": ("2025-02-01", "2027-01-31", "months"),
    "thirty years": ("1996-01-01", "2026-01-01", "years"),
}


@pytest.mark.parametrize("span", list(SPANS))
@pytest.mark.parametrize("size", SIZES, ids=["1600x1000", "800x560"])
def test_date_labels_have_one_style_per_zoom_and_always_the_year(qtbot: Any, window: MainWindow, idle: Any,
                                                                   tmp_path: Path, size: tuple[int, int], span: str) -> None:
    chart = two_seasons_chart(qtbot, window, idle, tmp_path, size)
    first, last, style = SPANS[span]
    pattern, date_format = STYLES[style]
    chart.plotItem.vb.setXRange(wall_seconds(first), wall_seconds(last), padding=0)
    qtbot.wait(20)
    axis = chart.getAxis("bottom")
    drawn = drawn_labels(axis)
    texts = [text for _rect, text in drawn]
    assert len(texts) >= 2, texts
    assert all(re.fullmatch(pattern, t) for t in texts), f"mixed or year-less labels: {texts}"
    rects = [rect for rect, _text in drawn]
    assert all(a.right() < b.left() for a, b in zip(rects, rects[1:])), f"labels overlap: {texts}"
    for rect, text in drawn:  # each label is centred under its own date
        at = wall_seconds(datetime.strptime(text, date_format).isoformat())
        x = chart.plotItem.vb.mapViewToScene(QPointF(at, 0)).x()
        assert abs(axis.mapToScene(rect.center()).x() - x) < 1.5, text


def test_the_default_view_of_two_seasons_names_months_with_their_year(qtbot: Any, window: MainWindow, idle: Any,
                                                                       tmp_path: Path) -> None:
    chart = two_seasons_chart(qtbot, window, idle, tmp_path, SIZES[0])
    texts = [text for _rect, text in drawn_labels(chart.getAxis("bottom"))]
    assert len(texts) >= 6 and all(re.fullmatch(r"[A-Z][a-z]{2} \d{4}", t) for t in texts), texts
    assert {t[-4:] for t in texts} >= {"2025", "2026"}


def test_an_absurd_zoom_draws_no_impossible_dates() -> None:
    axis = DateAxis()
    assert axis.tickValues(math.nan, 1.0, 500) == []
    assert axis.tickValues(0.0, 0.0, 500) == []
    far = axis.tickValues(-1e14, 1e14, 800)  # far past year 1 and 9999 on both sides
    assert far and all(len(values) <= 400 for _spacing, values in far)
    spacing, values = far[0]
    assert all(re.fullmatch(r"\d{1,4}", s) for s in axis.tickStrings(values, 1.0, spacing))
    assert axis.tickStrings([1e300, -1e300, math.inf], 1.0, 86400.0) == ["", "", ""]


def test_a_chart_saved_where_it_cannot_be_written_says_so_in_a_sentence(qtbot: Any, window: MainWindow, idle: Any,
                                                                       tmp_path: Path, messages: Any,
                                                                       monkeypatch: Any) -> None:
    from PySide6.QtWidgets import QFileDialog

    two_seasons_chart(qtbot, window, idle, tmp_path, SIZES[1])
    target = tmp_path / "no-such-folder" / "chart.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), "PNG image (*.png)")))
    qtbot.mouseClick(named(window, "Save chart as PNG"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(messages.texts("warning")), timeout=3000)
    text = messages.texts("warning")[-1]
    assert text.startswith("The chart could not be saved to") and text.endswith(".")
    assert not target.exists()


def test_hovering_a_draw_and_a_shared_place_reads_like_the_match_list(qtbot: Any, window: MainWindow, idle: Any,
                                                                      tmp_path: Path) -> None:
    source = tmp_path / "night.csv"
    source.write_text("match,date,side,player,rank,event\n"
                      "m1,2026-11-03T19:00,1,Ann Lee,1,Club night\nm1,2026-11-03T19:00,2,Bob Stone,1,Club night\n"
                      "m2,2026-11-03T20:00,1,Cid Moreau,1,Club night\nm2,2026-11-03T20:00,2,Ann Lee,2,Club night\n"
                      "m2,2026-11-03T20:00,3,Bob Stone,2,Club night\nm2,2026-11-03T20:00,4,Dana Fox,4,Club night\n",
                      encoding="utf-8")
    window.import_results_from(source, window.current_leaderboard_id())
    idle()
    window.resize(*SIZES[0])
    open_player_page(qtbot, window, "Ann Lee")
    chart = named(window, "Rating chart")
    qtbot.waitUntil(lambda: chart.plotItem.vb.width() > 100 and bool(chart.series), timeout=5000)
    xs, mus, _ = chart.series[0].points(chart.order)  # as drawn: a one-day chart runs by match order (issue 29)
    hover(qtbot, chart, xs[1], mus[1])
    assert "\nDrew with Bob Stone\n" in chart.hover_label.toPlainText()
    hover(qtbot, chart, xs[2], mus[2])
    assert "\n2nd (shared) of 4 sides, against " in chart.hover_label.toPlainText()
