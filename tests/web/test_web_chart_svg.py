"""The companion's server-drawn rating chart: the desktop chart's palette, dash and marker, readable in both
of the pages' themes, and no inline style (the pages' Content-Security-Policy forbids it)."""

from __future__ import annotations

import re

from tournament_app.palette import series_style
from tournament_app.web.charts import CARDS, rating_chart, web_series_style

POINTS = [(f"2026-01-{d:02d}", 20.0 + d % 5, 3.0) for d in range(1, 21)]


def wcag_contrast(a: str, b: str) -> float:
    def lum(c: str) -> float:
        chans = [int(c.lstrip("#")[k:k + 2], 16) / 255 for k in (0, 2, 4)]
        r, g, bl = (v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in chans)
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_line_band_and_markers_take_the_first_series_style_of_the_desktop_chart() -> None:
    svg = rating_chart(POINTS)
    colour = series_style(0).colour
    assert re.search(rf'<polyline class="series-line"[^>]* stroke="{colour}"', svg)
    assert re.search(rf'<polygon class="series-band"[^>]* fill="{colour}"', svg)
    assert svg.count("<circle") == len(POINTS)  # series 0's marker is a circle, one per match
    assert "style=" not in svg


def test_another_series_is_dashed_and_has_its_own_marker_shape() -> None:
    svg = rating_chart(POINTS, series=1)
    assert 'stroke-dasharray="10 5"' in svg  # the dash pattern (4, 2) × the line's width 2.5
    assert "<circle" not in svg and svg.count('<polygon points="') == len(POINTS)  # squares


def test_a_long_history_gets_at_most_about_sixty_markers() -> None:
    long = [(f"2026-01-01T{i // 60:02d}:{i % 60:02d}", 20.0, 2.0) for i in range(600)]
    assert 50 <= rating_chart(long).count("<circle") <= 61


def test_every_series_colour_keeps_three_to_one_on_the_light_and_the_dark_card() -> None:
    for i in range(8):
        colour = web_series_style(i).colour
        assert all(wcag_contrast(colour, card) >= 3.0 for card in CARDS), (i, colour)
