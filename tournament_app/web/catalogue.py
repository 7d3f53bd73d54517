"""The web pages' language: each request's language, and numbers and dates as it writes them.

The companion must not import Qt, so it reads the same catalogues as the GUI
through the Qt-free reader (``tournament_app/catalogue.py``). Texts are marked
as in the GUI (docs/translating.md): ``translate("web.pages", "Tables")``,
``translate("web.forms", "%n side(s)", None, count)``; lupdate reads these
calls by the function's name. The language is the request's
(:func:`negotiate` over its ``Accept-Language``), held in a context variable
the guard sets for each request, so every text made while answering it, a
refusal from league included, is in the phone's language.
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Iterator
from contextlib import contextmanager

from .. import messages
from ..catalogue import LANGUAGES, SOURCE_LANGUAGE, text

__all__ = ["LANGUAGES", "SOURCE_LANGUAGE", "text", "negotiate", "language", "speaking", "translate",
           "QT_TRANSLATE_NOOP", "decimal", "date_text"]

_language: contextvars.ContextVar[str] = contextvars.ContextVar("web_language", default=SOURCE_LANGUAGE)

#: the decimal sign each language writes
DECIMAL_SIGNS = {"en": ".", "de": ",", "fr": ",", "es": ",", "nl": ","}
#: month abbreviations for the pages' dates ("23 Nov 2026", "23. Nov. 2026"): no catalogue needed
MONTHS = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "de": ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."),
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."),
    "es": ("ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."),
    "nl": ("jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."),
}
#: how a date is written: day, month abbreviation, year
DATE_PATTERNS = {"en": "{day} {month} {year}", "de": "{day}. {month} {year}", "fr": "{day} {month} {year}",
                 "es": "{day} {month} {year}", "nl": "{day} {month} {year}"}

# ---- the request's language ------------------------------------------------------------------------

_RANGE = re.compile(r"^\s*([A-Za-z]{1,8}|\*)(?:[-_][A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]+)\s*)?$")


def negotiate(accept_language: str | None) -> str:
    """The language of :data:`LANGUAGES` a browser's ``Accept-Language`` prefers ("de-AT" -> de), else English.

    q-values are honoured (q=0 means "not this one"); equal ones keep the header's order.
    """
    choices: list[tuple[float, int, str]] = []
    for position, part in enumerate((accept_language or "")[:500].split(",")):
        match = _RANGE.match(part)
        if match is None:
            continue
        try:
            quality = float(match.group(2)) if match.group(2) is not None else 1.0
        except ValueError:
            continue
        code = match.group(1).lower()
        if quality > 0 and code in LANGUAGES:
            choices.append((-quality, position, code))
    return min(choices)[2] if choices else SOURCE_LANGUAGE


def language() -> str:
    """The language of the request being answered (English outside a request)."""
    return _language.get()


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Answer in ``code`` (one of :data:`LANGUAGES`, else English) within the block."""
    token = _language.set(code if code in LANGUAGES else SOURCE_LANGUAGE)
    chosen = _language.get()
    try:
        with messages.speaking(lambda context, source, disambiguation, n: text(chosen, context, source, disambiguation, n)):
            yield chosen
    finally:
        _language.reset(token)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the request's language (lupdate reads these calls: two string literals, as in the GUI)."""
    return text(language(), context, source, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # lupdate reads calls by this name
    """Mark ``source`` for translation without translating it now: :func:`translate` it where shown."""
    return source


# ---- numbers and dates as the language writes them ------------------------------------------------

def decimal(number: str) -> str:
    """A number already written with "." as the request's language writes it ("25.3" -> "25,3" in German)."""
    return number.replace(".", DECIMAL_SIGNS.get(language(), "."))


_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")


def date_text(iso: str) -> str:
    """An ISO date ("2026-11-23") as the request's language writes it: "23 Nov 2026", "23. Nov. 2026"..."""
    match = _ISO_DATE.match(iso or "")
    if match is None or not 1 <= int(match.group(2)) <= 12:
        return iso
    lang = language()
    year, month, day = int(match.group(1)), int(match.group(2)), int(match.group(3))
    return DATE_PATTERNS[lang].format(day=day, month=MONTHS[lang][month - 1], year=year)
