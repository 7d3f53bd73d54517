"""Pictures drawn on the server as inline SVG: a player's rating with its ± band over time, and QR codes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

import segno

from ..palette import SeriesStyle, contrast, series_style

WIDTH, HEIGHT = 640, 260
#: the pages' card colours (app.css, light and dark): the series' colour keeps 3:1 against both
CARDS = ("#ffffff", "#1b1f25")
#: a marker's size and the line's width in SVG units
MARKER, LINE = 7.0, 2.5
LEFT, RIGHT, TOP, BOTTOM = 48, 12, 12, 28


def marker_svg(style: SeriesStyle, cx: float, cy: float, size: float = MARKER) -> str:
    """The series' marker (tournament_app.palette: the desktop chart's shapes) centred on (cx, cy)."""
    if not style.marker_shape:
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size / 2:.2f}"/>'
    points = " ".join(f"{cx + x * size:.1f},{cy + y * size:.1f}" for x, y in style.marker_shape)
    return f'<polygon points="{points}"/>'


def rating_chart(points: Sequence[tuple[str, float, float]], label: str = "Rating (μ) and its ± band",
                 series: int = 0) -> str:
    """An SVG of μ over the player's matches with the band μ ± σ (one point per match, oldest left).

    Non-finite points are left out; with no point it is an empty string. The line, band and markers
    take series ``series``'s colour, dash and marker from tournament_app.palette, as the desktop chart
    does, as SVG presentation attributes (no inline style: the pages' Content-Security-Policy allows
    none); the grid and text are coloured by the stylesheet's classes.
    """
    pts = [(at, mu, sigma) for at, mu, sigma in points if math.isfinite(mu) and math.isfinite(sigma)]
    if not pts:
        return ""
    lows = [mu - sigma for _, mu, sigma in pts]
    highs = [mu + sigma for _, mu, sigma in pts]
    low, high = min(lows), max(highs)
    if high - low < 1e-9:
        low, high = low - 1.0, high + 1.0
    pad = (high - low) * 0.05
    low, high = low - pad, high + pad
    n = len(pts)

    def x(i: int) -> float:
        return LEFT + (WIDTH - LEFT - RIGHT) * (i / (n - 1) if n > 1 else 0.5)

    def y(v: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - (v - low) / (high - low))

    upper = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(highs))
    lower = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in reversed(list(enumerate(lows))))
    line = " ".join(f"{x(i):.1f},{y(mu):.1f}" for i, (_, mu, _s) in enumerate(pts))
    ticks = []
    for k in range(5):
        value = low + (high - low) * k / 4
        ticks.append(f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(value):.1f}" y2="{y(value):.1f}"/>'
                     f'<text class="tick" x="{LEFT - 6}" y="{y(value) + 4:.1f}" text-anchor="end">{value:.1f}</text>')
    first, last = escape(pts[0][0][:10]), escape(pts[-1][0][:10])
    style = web_series_style(series)
    step = max(1, -(-n // 60))  # about 60 markers at most, so a long history stays readable
    dots = "".join(marker_svg(style, x(i), y(mu)) for i, (_, mu, _s) in enumerate(pts) if i % step == 0 or i == n - 1)
    dash = f' stroke-dasharray="{" ".join(f"{v * LINE:g}" for v in style.dash_pattern)}"' if style.dash_pattern else ""
    return (
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(label)}">'
        f"{''.join(ticks)}"
        f'<polygon class="series-band" points="{upper} {lower}" fill="{style.colour}" fill-opacity="0.18" stroke="none"/>'
        f'<polyline class="series-line" points="{line}" fill="none" stroke="{style.colour}" stroke-width="{LINE:g}"'
        f' stroke-linejoin="round"{dash}/>'
        f'<g class="series-markers" fill="{style.colour}">{dots}</g>'
        f'<text class="tick" x="{LEFT}" y="{HEIGHT - 8}">{first}</text>'
        f'<text class="tick" x="{WIDTH - RIGHT}" y="{HEIGHT - 8}" text-anchor="end">{last}</text>'
        "</svg>"
    )


def web_series_style(index: int) -> SeriesStyle:
    """Series ``index`` as the pages draw it: one colour for both themes (the pages cannot switch an SVG
    attribute), the palette's colour as adjusted for the light or the dark card, whichever keeps more
    contrast against the other."""
    choices = [series_style(index, card) for card in CARDS]
    return max(choices, key=lambda style: min(contrast(style.colour, card) for card in CARDS))


def qr_svg(url: str, label: str) -> str:
    """A QR code of ``url`` as inline SVG (sized by the stylesheet), with ``label`` for screen readers."""
    code = segno.make(url, error="m", micro=False)
    svg: str = code.svg_inline(scale=4, border=2, omitsize=True, dark="#000", light="#fff", svgclass="qr",
                               title=label)
    return svg
