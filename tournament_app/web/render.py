"""The pages' templates (Jinja2, every value escaped) and the words and numbers they show."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from html import escape
from itertools import groupby
from typing import Any

import jinja2

from ..league import tournament
from ..shipped import web_path

#: what each error status says (a wrong and a missing token get the same 404 page, word for word)
STATUS_TITLES = {400: "Bad request", 403: "Refused", 404: "Not found", 405: "Not allowed", 409: "Already settled",
                 413: "Too large", 415: "Not a form", 429: "Slow down", 500: "Server error"}
NOT_FOUND = "Nothing here. Check the address, or scan the code again."


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The templates in resources/web/templates, every ``{{ value }}`` HTML-escaped."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(web_path("templates"))),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["change"] = change_text
    env.filters["change_class"] = change_class
    env.filters["number"] = number_text
    env.filters["points"] = points_text
    env.globals["side_names"] = side_names
    env.globals["match_rounds"] = match_rounds
    env.globals["status_word"] = status_word
    return env


def render(template: str, **context: Any) -> str:
    """A template rendered with ``context``."""
    return environment().get_template(template).render(**context)


def error_page(status: int, sentence: str) -> bytes:
    """A plain page for a 4xx or 5xx answer: a title and one sentence, nothing about the server."""
    title = STATUS_TITLES.get(status, "Error")
    return render("error.html", status=status, title=title, sentence=sentence).encode()


@lru_cache(maxsize=8)
def static_file(name: str) -> bytes:
    """One of the app's own assets (app.css, app.js), read once."""
    return web_path(f"static/{name}").read_bytes()


def change_text(change: float, large: bool = False) -> str:
    """"+12", "−8" or "±0" (one decimal on small scales such as μ)."""
    if not math.isfinite(change):
        return "±0"
    value = round(change) if large else round(change, 1)
    if value == 0:
        return "±0"
    number = f"{abs(value):.0f}" if large else f"{abs(value):.1f}"
    return f"+{number}" if value > 0 else f"−{number}"


def change_class(change: float) -> str:
    """The CSS class of a rating change: up, down or even."""
    return "up" if change > 0.05 else "down" if change < -0.05 else "even"


def number_text(value: float | None, decimals: int = 1) -> str:
    """A number as shown ("–" for none or not finite)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "–"
    if isinstance(value, int):
        return str(value)
    return f"{value:.{decimals}f}"


def points_text(value: float | None) -> str:
    """Points without a needless ".0" (1.5, 2)."""
    if value is None or not math.isfinite(value):
        return "–"
    return f"{value:g}"


def side_names(side: Iterable[str] | None) -> str:
    """"Ann & Ben", or "?" while a side is not known."""
    return " & ".join(side) if side is not None else "?"


def status_word(status: str) -> str:
    """A fixture's status in a word people use."""
    return {"done": "played", "ready": "to play", "playing": "playing", "waiting": "waiting", "bye": "bye",
            "called": "called", "queued": "waiting"}.get(status, status)


def match_rounds(view: tournament.EventView) -> list[tuple[str, list[tuple[int, list[tournament.FixtureView]]]]]:
    """The event's matches as sections (a bracket: "Winners", "Pool A"; or "Rounds") of rounds in order."""
    def section(m: tournament.FixtureView) -> tuple[int, str]:
        name = m.bracket or ""
        return (_SECTION_ORDER.get(name, 0 if name.startswith("pool") else 9), name)

    out = []
    ordered = sorted(view.matches, key=lambda m: (section(m), m.round, m.position))
    for (_rank, name), items in groupby(ordered, key=section):
        rounds = [(rnd, list(ms)) for rnd, ms in groupby(items, key=lambda m: m.round)]
        out.append((_section_title(name), rounds))
    return out


_SECTION_ORDER = {"": 1, "winners": 2, "losers": 3, "final": 4}


def _section_title(bracket: str) -> str:
    if not bracket:
        return "Rounds"
    return {"winners": "Winners' bracket", "losers": "Losers' bracket", "final": "Final"}.get(
        bracket, bracket[:1].upper() + bracket[1:])


def safe(text: str) -> str:
    """``text`` escaped for HTML (for the few strings built outside a template)."""
    return escape(text, quote=True)
