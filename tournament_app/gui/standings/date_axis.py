"""The rating chart's date axis: one label style per zoom level, and the year in every label.

pyqtgraph's own DateAxisItem mixes styles at one zoom level ("2026" between
"Nov" and "Dec", "29 Oct" next to "04") and leaves the year out of day and
month labels. Here every zoom level has one style:

* minutes and hours: ``3 Nov 2026 19:30``
* days and weeks:    ``3 Nov 2026``
* months:            ``Nov 2026``
* years:             ``2026``

Times on the axis are wall-clock seconds since 1970-01-01 as stored, with no
time zone (see :func:`wall_seconds`), so a match played at 19:00 sits at 19:00
on any computer and daylight saving never shifts a tick.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QLocale

from ... import locale_text

EPOCH = datetime(1970, 1, 1)
#: the label styles, each measured at its widest (every month's name in the locale's language, a two-digit day)
STYLES = ("minute", "day", "month", "year")
#: pixels kept free between two labels
GAP = 18
#: at most this many ticks, whatever the range (guards against absurd zoom)
MAX_TICKS = 400
FIRST = datetime(1, 1, 2)
LAST = datetime(9999, 12, 30)


def wall_seconds(moment: str) -> float:
    """Seconds from 1970-01-01 00:00 to an ISO date or date-time, read as wall-clock time."""
    when = datetime.fromisoformat(moment)
    return (when.replace(tzinfo=None) - EPOCH).total_seconds()


def wall_time(seconds: float) -> datetime | None:
    """The wall-clock time ``seconds`` after 1970-01-01, or None outside years 1 to 9999."""
    if not math.isfinite(seconds):
        return None
    try:
        when = EPOCH + timedelta(seconds=seconds)
    except OverflowError:
        return None
    return when if FIRST <= when <= LAST else None


@dataclass(frozen=True)
class Step:
    """A tick spacing: ``n`` of a unit (minute, hour, day, week, month or year)."""

    unit: str
    n: int

    @property
    def seconds(self) -> float:
        """The spacing in seconds (months and years on average)."""
        per = {"minute": 60, "hour": 3600, "day": 86400, "week": 7 * 86400,
               "month": 30.436875 * 86400, "year": 365.2425 * 86400}[self.unit]
        return per * self.n

    @property
    def style(self) -> str:
        """Which label style the step uses (a key of :data:`STYLES`)."""
        return {"minute": "minute", "hour": "minute", "day": "day", "week": "day"}.get(self.unit, self.unit)

    def first(self, start: datetime) -> datetime:
        """The first tick at or before ``start``."""
        if self.unit == "minute":
            return start.replace(minute=start.minute - start.minute % self.n, second=0, microsecond=0)
        if self.unit == "hour":
            return start.replace(hour=start.hour - start.hour % self.n, minute=0, second=0, microsecond=0)
        day = start.replace(hour=0, minute=0, second=0, microsecond=0)
        if self.unit == "day":
            return day - timedelta(days=(day.toordinal() % self.n))
        if self.unit == "week":
            monday = day - timedelta(days=day.weekday())
            return monday - timedelta(weeks=(monday.toordinal() // 7) % self.n)
        if self.unit == "month":
            return day.replace(day=1, month=start.month - (start.month - 1) % self.n)
        return day.replace(month=1, day=1, year=max(1, start.year - start.year % self.n))

    def next(self, tick: datetime) -> datetime:
        """The tick after ``tick`` (raises OverflowError/ValueError past year 9999)."""
        if self.unit in ("minute", "hour", "day", "week"):
            return tick + timedelta(**{f"{self.unit}s": self.n})
        if self.unit == "month":
            months = tick.month - 1 + self.n
            return tick.replace(year=tick.year + months // 12, month=months % 12 + 1)
        return tick.replace(year=tick.year + self.n)


STEPS = ([Step("minute", n) for n in (1, 5, 10, 15, 30)] + [Step("hour", n) for n in (1, 2, 3, 6, 12)]
         + [Step("day", n) for n in (1, 2)] + [Step("week", n) for n in (1, 2)]
         + [Step("month", n) for n in (1, 2, 3, 6)]
         + [Step("year", n) for n in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000)])
STEP_BY_SECONDS = {step.seconds: step for step in STEPS}
#: the widest label of each style by (font, locale): measured once, not on every repaint, pan or zoom
_LABEL_WIDTHS: dict[tuple[str, str], dict[str, float]] = {}


def label(when: datetime, style: str) -> str:
    """The tick text of ``when`` in one of the styles of :data:`STYLES`."""
    month = locale_text.month_name(when.month)  # the locale's own short month name
    if style == "year":
        return str(when.year)
    if style == "month":
        return f"{month} {when.year}"
    if style == "day":
        return f"{when.day} {month} {when.year}"
    return f"{when.day} {month} {when.year} {when.hour:02d}:{when.minute:02d}"


def choose_step(span: float, pixels: float, width_of: dict[str, float]) -> Step:
    """The finest step whose labels (``width_of`` each style, in pixels) fit ``pixels`` for ``span`` seconds."""
    for step in STEPS:
        if pixels * step.seconds / span >= width_of[step.style] + GAP:
            return step
    return STEPS[-1]


def ticks(step: Step, low: float, high: float) -> list[float]:
    """Tick positions (wall seconds) of ``step`` between ``low`` and ``high``."""
    start, end = wall_time(max(low, (FIRST - EPOCH).total_seconds())), wall_time(min(high, (LAST - EPOCH).total_seconds()))
    if start is None or end is None or end < start:
        return []
    found: list[float] = []
    tick = step.first(start)
    while tick <= end and len(found) < MAX_TICKS:
        if tick >= start:
            found.append((tick - EPOCH).total_seconds())
        try:
            tick = step.next(tick)
        except (OverflowError, ValueError):
            break
    return found


class DateAxis(pg.AxisItem):
    """A bottom axis of wall-clock dates, labelled in one style per zoom level (see the module doc)."""

    def __init__(self, orientation: str = "bottom", **kwargs: Any) -> None:
        super().__init__(orientation, **kwargs)
        self.autoSIPrefix = False
        #: the values are matches in the order played (1, 2, 3...), not moments: whole numbers, no dates
        self.in_order = False

    def label_widths(self) -> dict[str, float]:
        """How many pixels the widest label of each style takes in the axis font."""
        font = self.style.get("tickFont") or self.font()
        key = (font.key(), QLocale().name())
        widths = _LABEL_WIDTHS.get(key)
        if widths is None:
            metrics = pg.QtGui.QFontMetrics(font)
            widths = _LABEL_WIDTHS[key] = {
                style: max(float(metrics.horizontalAdvance(label(datetime(2026, month, 28, 23, 59), style)))
                           for month in range(1, 13)) for style in STYLES}
        return widths

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:  # noqa: N802, N803
        """One level of ticks: the finest step whose labels don't crowd each other."""
        if not (math.isfinite(minVal) and math.isfinite(maxVal)) or maxVal <= minVal or size <= 0:
            return []
        if self.in_order:
            font = self.style.get("tickFont") or self.font()
            widest = 3 * max(1.0, float(pg.QtGui.QFontMetrics(font).horizontalAdvance("000")))
            every = next(n for n in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10**9) if size * n / (maxVal - minVal) >= widest)
            return [(float(every), [float(v) for v in range(math.ceil(minVal / every) * every, math.floor(maxVal) + 1, every)
                                    if v >= 1])]
        step = choose_step(maxVal - minVal, size, self.label_widths())
        return [(step.seconds, ticks(step, minVal, maxVal))]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        """The labels of ``values`` in the style of the step ``spacing`` seconds apart."""
        if self.in_order:
            return [locale_text.integer(int(round(v))) for v in values]
        step = STEP_BY_SECONDS.get(spacing)
        style = step.style if step is not None else "day"
        texts = []
        for value in values:
            when = wall_time(value)
            texts.append("" if when is None else label(when, style))
        return texts
