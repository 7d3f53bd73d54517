"""The charts' series styles as plain data: a colour-blind-safe palette, dash patterns and marker shapes.

Shared by the desktop chart (gui/, pyqtgraph) and the companion's server-drawn
SVG chart (web/, no Qt), so both tell series apart the same way. Colour is
never the only difference: series ``i`` gets colour ``i``, dash ``i`` and
marker ``i``, each list cycling with its own length (8, 5 and 7: no two series
look alike before the 280th). The colours are Okabe and Ito's (2008),
made darker on a light background or lighter on a dark one until each keeps a
3:1 contrast (WCAG's minimum for graphics) without changing its hue.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Okabe–Ito, blue first: the one colour with 3:1 on both a white and a near-black background
OKABE_ITO: tuple[str, ...] = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")

#: dash patterns as (dash, gap, ...) in multiples of the line's width; () is a solid line
DASHES: tuple[tuple[str, tuple[float, ...]], ...] = (
    ("solid", ()),
    ("dash", (4.0, 2.0)),
    ("dot", (1.0, 2.0)),
    ("dash-dot", (4.0, 2.0, 1.0, 2.0)),
    ("long-dash", (8.0, 3.0)),
)


def _star(points: int = 5, outer: float = 0.55, inner: float = 0.24) -> tuple[tuple[float, float], ...]:
    out = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = -math.pi / 2 + k * math.pi / points
        out.append((round(r * math.cos(a), 4), round(r * math.sin(a), 4)))
    return tuple(out)


_W = 0.17  # half the width of the plus's bars
#: marker shapes as polygons in a unit box centred on the point (y grows downwards, as on a screen); () is a circle
MARKERS: tuple[tuple[str, tuple[tuple[float, float], ...]], ...] = (
    ("circle", ()),
    ("square", ((-0.45, -0.45), (0.45, -0.45), (0.45, 0.45), (-0.45, 0.45))),
    ("triangle-up", ((-0.55, 0.45), (0.0, -0.55), (0.55, 0.45))),
    ("diamond", ((0.0, -0.6), (0.6, 0.0), (0.0, 0.6), (-0.6, 0.0))),
    ("triangle-down", ((-0.55, -0.45), (0.55, -0.45), (0.0, 0.55))),
    ("plus", ((-_W, -0.55), (_W, -0.55), (_W, -_W), (0.55, -_W), (0.55, _W), (_W, _W), (_W, 0.55), (-_W, 0.55),
              (-_W, _W), (-0.55, _W), (-0.55, -_W), (-_W, -_W))),
    ("star", _star()),
)

#: the least contrast a series keeps against the chart's background (WCAG 1.4.11, graphical objects)
MIN_CONTRAST = 3.0


@dataclass(frozen=True)
class SeriesStyle:
    """How series ``index`` is drawn: its colour (``#rrggbb``), dash pattern and marker shape."""

    index: int
    colour: str
    dash: str
    dash_pattern: tuple[float, ...]
    marker: str
    marker_shape: tuple[tuple[float, float], ...]


def _rgb(colour: str) -> tuple[int, int, int]:
    c = colour.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in rgb)


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` (WCAG 2)."""

    def linear(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def visible_on(colour: str, background: str, ratio: float = MIN_CONTRAST) -> str:
    """``colour`` mixed towards black (light background) or white (dark one) until it has ``ratio`` against it."""
    target = (0.0, 0.0, 0.0) if luminance(background) > 0.18 else (255.0, 255.0, 255.0)
    start = _rgb(colour)
    for step in range(0, 101, 2):
        t = step / 100
        mixed = _hex(tuple(s + (e - s) * t for s, e in zip(start, target)))  # type: ignore[arg-type]
        if contrast(mixed, background) >= ratio:
            return mixed
    return _hex(target)


def series_style(index: int, background: str = "#ffffff") -> SeriesStyle:
    """The colour, dash and marker of series ``index`` on a chart with this background."""
    dash, pattern = DASHES[index % len(DASHES)]
    marker, shape = MARKERS[index % len(MARKERS)]
    colour = visible_on(OKABE_ITO[index % len(OKABE_ITO)], background)
    return SeriesStyle(index, colour, dash, pattern, marker, shape)
