"""The pages' templates (Jinja2, every value escaped) and the words and numbers they show."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from html import escape
from itertools import groupby
from typing import Any

import jinja2

from ..league import companion, tournament
from ..shipped import web_path
from .catalogue import QT_TRANSLATE_NOOP, date_text, decimal, language, translate

#: what each error status says (a wrong and a missing token get the same 404 page, word for word)
STATUS_TITLES = {400: QT_TRANSLATE_NOOP("web.render", "Bad request"), 403: QT_TRANSLATE_NOOP("web.render", "Refused"),
                 404: QT_TRANSLATE_NOOP("web.render", "Not found"), 405: QT_TRANSLATE_NOOP("web.render", "Not allowed"),
                 408: QT_TRANSLATE_NOOP("web.render", "Too slow"), 409: QT_TRANSLATE_NOOP("web.render", "Already settled"),
                 413: QT_TRANSLATE_NOOP("web.render", "Too large"), 414: QT_TRANSLATE_NOOP("web.render", "Address too long"),
                 415: QT_TRANSLATE_NOOP("web.render", "Not a form"),
                 431: QT_TRANSLATE_NOOP("web.render", "Too large"),
                 429: QT_TRANSLATE_NOOP("web.render", "Slow down"), 500: QT_TRANSLATE_NOOP("web.render", "Server error")}
NOT_FOUND = QT_TRANSLATE_NOOP("web.render", "Nothing here. Check the address, or scan the code again.")
#: the context of every text marked in a template: ``{{ t("Playing now") }}``, ``{{ tn("%n match(es)", count) }}``
TEMPLATE_CONTEXT = "web"


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
    env.filters["date"] = date_text
    env.globals["t"] = template_text
    env.globals["tn"] = template_plural
    env.globals["side_names"] = side_names
    env.globals["match_rounds"] = match_rounds
    env.globals["status_word"] = status_word
    env.globals["format_title"] = format_title
    env.globals["pool_title"] = pool_title
    env.globals["result_word"] = result_word
    env.globals["tiebreak_columns"] = tiebreak_columns
    env.filters["tiebreak"] = tiebreak_value
    env.globals["report_result"] = report_result
    return env


def render(template: str, **context: Any) -> str:
    """A template rendered with ``context``, in the request's language (``lang`` is its code)."""
    return environment().get_template(template).render(lang=language(), **context)


def template_text(source: str, comment: str | None = None, **fields: Any) -> str:
    """A template's marked text in the request's language, its ``{fields}`` filled: ``t("Round {number}", number=2)``.

    packaging/update_translations.py extracts the calls (a double-quoted literal, optionally a second one telling
    two meanings apart) for lupdate, in the context :data:`TEMPLATE_CONTEXT`.
    """
    out = translate(TEMPLATE_CONTEXT, source, comment)
    return out.format(**fields) if fields else out


def template_plural(source: str, n: int, **fields: Any) -> str:
    """A template's marked plural text for ``n`` (``%n`` is the number): ``tn("%n match(es)", count)``."""
    out = translate(TEMPLATE_CONTEXT, source, None, n)
    return out.format(**fields) if fields else out


def error_page(status: int, sentence: str) -> bytes:
    """A plain page for a 4xx or 5xx answer: a title and one sentence, nothing about the server."""
    title = translate("web.render", STATUS_TITLES[status]) if status in STATUS_TITLES else translate("web.render", "Error")
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
    number = f"{abs(value):.0f}" if large else decimal(f"{abs(value):.1f}")
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
    return decimal(f"{value:.{decimals}f}")


def points_text(value: float | None) -> str:
    """Points without a needless ".0" (1.5, 2)."""
    if value is None or not math.isfinite(value):
        return "–"
    return decimal(f"{value:g}")


def side_names(side: Iterable[str] | None) -> str:
    """"Ann & Ben", or "?" while a side is not known."""
    return " & ".join(side) if side is not None else "?"


_STATUS_WORDS = {"done": QT_TRANSLATE_NOOP("web.render", "played"), "ready": QT_TRANSLATE_NOOP("web.render", "to play"),
                 "playing": QT_TRANSLATE_NOOP("web.render", "playing"), "waiting": QT_TRANSLATE_NOOP("web.render", "waiting"),
                 "bye": QT_TRANSLATE_NOOP("web.render", "bye"), "called": QT_TRANSLATE_NOOP("web.render", "called"),
                 "queued": QT_TRANSLATE_NOOP("web.render", "waiting"), "cancelled": QT_TRANSLATE_NOOP("web.render", "cancelled")}


def status_word(status: str) -> str:
    """A fixture's status in a word people use."""
    word = _STATUS_WORDS.get(status)
    return translate("web.render", word) if word is not None else status


def format_title(fmt: str) -> str:
    """"Double elimination", in the request's language."""
    return str(tournament.FORMAT_TITLES.get(fmt, fmt))


#: an event's tiebreak columns: a short heading and what it says (its title), by the standings' keys
_TIEBREAK_HEADS = {
    "buchholz": (QT_TRANSLATE_NOOP("web.render", "BH"), QT_TRANSLATE_NOOP("web.render", "Buchholz")),
    "buchholz_cut1": (QT_TRANSLATE_NOOP("web.render", "BH-1"), QT_TRANSLATE_NOOP("web.render", "Buchholz cut 1")),
    "median_buchholz": (QT_TRANSLATE_NOOP("web.render", "MBH"), QT_TRANSLATE_NOOP("web.render", "Median Buchholz")),
    "sonneborn_berger": (QT_TRANSLATE_NOOP("web.render", "SB"), QT_TRANSLATE_NOOP("web.render", "Sonneborn-Berger")),
    "wins": (QT_TRANSLATE_NOOP("web.render", "WIN"), QT_TRANSLATE_NOOP("web.render", "Wins, byes included")),
    "games_won": (QT_TRANSLATE_NOOP("web.render", "WON"), QT_TRANSLATE_NOOP("web.render", "Games won over the board")),
    "direct_encounter": (QT_TRANSLATE_NOOP("web.render", "DE"),
                         QT_TRANSLATE_NOOP("web.render", "Direct encounter: points among the tied")),
}


def tiebreak_columns(view: Any) -> list[tuple[str, str, str]]:
    """The event's tiebreak columns in its order, as (key, short heading, title) in the request's language."""
    keys = [t.replace("-", "_") for t in view.setup.settings.tiebreaks]
    return [(k, translate("web.render", _TIEBREAK_HEADS[k][0]), translate("web.render", _TIEBREAK_HEADS[k][1]))
            for k in keys if k in _TIEBREAK_HEADS]


def tiebreak_value(value: float | None) -> str:
    """A tiebreak's value as the request's language writes it ("" for none: direct encounter of one tied with nobody)."""
    return "" if value is None else decimal(f"{round(value, 2):g}")


_RESULT_WORDS = {"win": QT_TRANSLATE_NOOP("web.render", "win"), "draw": QT_TRANSLATE_NOOP("web.render", "draw"),
                 "loss": QT_TRANSLATE_NOOP("web.render", "loss")}


def result_word(result: str) -> str:
    """A player's result in a match ("win", "draw", "loss") in the request's language."""
    word = _RESULT_WORDS.get(result)
    return translate("web.render", word) if word is not None else result


def report_result(report: companion.Report) -> str:
    """The claimed result in words ("Ann & Ben won 10–7", "Draw", places), as the league's ``result_text``."""
    order = sorted(range(len(report.sides)), key=lambda i: report.ranks[i])
    scores = ""
    if report.scores is not None and all(s is not None for s in report.scores):
        scores = " " + "–".join(decimal(f"{report.scores[i]:g}") for i in order)
    best = min(report.ranks)
    winners = [side for side, rank in zip(report.sides, report.ranks) if rank == best]
    if len(winners) == len(report.sides):
        return translate("web.render", "Draw") + scores
    if len(winners) == 1 and len(report.sides) == 2:
        return translate("web.render", "{side} won").format(side=winners[0].label()) + scores
    places = ", ".join(f"{report.ranks[i]}. {report.sides[i].label()}" for i in order)
    return f"{places}{scores}"


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


_SECTION_TITLES = {"winners": QT_TRANSLATE_NOOP("web.render", "Winners' bracket"),
                   "losers": QT_TRANSLATE_NOOP("web.render", "Losers' bracket"),
                   "final": QT_TRANSLATE_NOOP("web.render", "Final")}


def _section_title(bracket: str) -> str:
    if not bracket:
        return translate("web.render", "Rounds")
    title = _SECTION_TITLES.get(bracket)
    if title is None:
        return pool_title(bracket) if bracket.startswith("pool") else bracket[:1].upper() + bracket[1:]
    return translate("web.render", title)


def pool_title(bracket: str) -> str:
    """"pool A" -> "Pool A", in the request's language."""
    return str(tournament.pool_title(bracket))


def safe(text: str) -> str:
    """``text`` escaped for HTML (for the few strings built outside a template)."""
    return escape(text, quote=True)
