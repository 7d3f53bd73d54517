"""Pictures drawn on the server as inline SVG: a player's rating with its ± band over time, and QR codes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

import segno

WIDTH, HEIGHT = 640, 260
LEFT, RIGHT, TOP, BOTTOM = 48, 12, 12, 28


def rating_chart(points: Sequence[tuple[str, float, float]], label: str = "Rating (μ) and its ± band") -> str:
    """An SVG of μ over the player's matches with the band μ ± σ (one point per match, oldest left).

    Non-finite points are left out; with no point it is an empty string.
    Coloured by classes from the stylesheet (no inline style: the pages'
    Content-Security-Policy allows none).
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
    dots = "".join(f'<circle class="dot" cx="{x(i):.1f}" cy="{y(mu):.1f}" r="2.5"/>' for i, (_, mu, _s) in enumerate(pts)) \
        if n <= 60 else ""
    return (
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(label)}">'
        f"{''.join(ticks)}"
        f'<polygon class="band" points="{upper} {lower}"/>'
        f'<polyline class="line" points="{line}"/>{dots}'
        f'<text class="tick" x="{LEFT}" y="{HEIGHT - 8}">{first}</text>'
        f'<text class="tick" x="{WIDTH - RIGHT}" y="{HEIGHT - 8}" text-anchor="end">{last}</text>'
        "</svg>"
    )


def qr_svg(url: str, label: str) -> str:
    """A QR code of ``url`` as inline SVG (sized by the stylesheet), with ``label`` for screen readers."""
    code = segno.make(url, error="m", micro=False)
    svg: str = code.svg_inline(scale=4, border=2, omitsize=True, dark="#000", light="#fff", svgclass="qr",
                               title=label)
    return svg
