"""The web pages' message catalogue: the app's own ``.ts`` files read without Qt, and each request's language.

The companion must not import Qt, so it reads the same catalogues as the GUI
(``resources/translations/tournament_app_<lang>.ts``, shipped in the source
tree and the frozen build alike) with ``xml.etree``, once per language and
process. Texts are marked as in the GUI (docs/translating.md):
``translate("web.pages", "Tables")``, ``translate("web.forms", "%n side(s)",
None, count)``; lupdate reads these calls by the function's name. The
language is the request's (:func:`negotiate` over its ``Accept-Language``),
held in a context variable the guard sets for each request, so every text
made while answering it is in the phone's language.
"""

from __future__ import annotations

import contextvars
import re
import threading
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..shipped import resource_path

#: the languages the pages speak (as the app: translation.LANGUAGES)
LANGUAGES = ("en", "de", "fr", "es", "nl")
#: the source language: its catalogue holds only the plural forms
SOURCE_LANGUAGE = "en"
CATALOGUE = "tournament_app"

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

Key = tuple[str, str, str]  # context, source, disambiguation ("" for none)

_language: contextvars.ContextVar[str] = contextvars.ContextVar("web_language", default=SOURCE_LANGUAGE)
_cache: dict[str, dict[Key, tuple[str, ...]]] = {}
_lock = threading.Lock()


def catalogue_folder() -> Path:
    """Where the ``.ts`` catalogues are (tests point it elsewhere)."""
    return resource_path("translations")


def forget() -> None:
    """Drop the parsed catalogues (after the folder changed: tests)."""
    with _lock:
        _cache.clear()


def catalogue(language: str) -> dict[Key, tuple[str, ...]]:
    """The translations of ``language``: (context, source, disambiguation) -> its forms, parsed once per process."""
    with _lock:
        found = _cache.get(language)
    if found is None:
        found = _parse(catalogue_folder() / f"{CATALOGUE}_{language}.ts")
        with _lock:
            _cache[language] = found
    return found


def _parse(path: Path) -> dict[Key, tuple[str, ...]]:
    if not path.is_file():
        return {}
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return {}
    out: dict[Key, tuple[str, ...]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            if any(forms):  # an empty translation is none: Qt shows the source then
                out[(name, message.findtext("source") or "", message.findtext("comment") or "")] = forms
    return out


def plural_index(language: str, n: int) -> int:
    """Which plural form ``n`` takes (Qt's rules: French has the singular for 0 and 1, the others for 1 only)."""
    if language == "fr":
        return 0 if n <= 1 else 1
    return 0 if n == 1 else 1


def _english_forms(source: str) -> tuple[str, str]:
    """"%n match(es)" -> ("%n match", "%n matches"): the source's own plural when no catalogue has it."""
    return re.sub(r"\((e?s)\)", "", source), re.sub(r"\((e?s)\)", r"\1", source)


def text(language: str, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` of ``context`` in ``language`` (the source itself when it has no translation).

    With ``n`` >= 0 the plural form for ``n`` is taken and ``%n`` replaced by it.
    """
    language = language if language in LANGUAGES else SOURCE_LANGUAGE
    key = (context, source, disambiguation or "")
    forms = catalogue(language).get(key)
    if n < 0:
        return forms[0] if forms and forms[0] else source
    if not forms or not all(forms):
        language = SOURCE_LANGUAGE
        forms = catalogue(SOURCE_LANGUAGE).get(key) or _english_forms(source)
    form = forms[min(plural_index(language, n), len(forms) - 1)]
    return form.replace("%n", str(n))


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
    try:
        yield _language.get()
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
