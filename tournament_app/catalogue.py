"""The app's message catalogues read without Qt: the ``.ts`` sources, for the command line, league's messages and the web pages.

The GUI reads the compiled catalogues through Qt (``translation.py``). The
parts that must not import Qt (the command line, the companion's pages, and
league's messages when the command line prints them) read the same
``resources/translations/tournament_app_<lang>.ts`` with ``xml.etree``, once
per language and process.
"""

from __future__ import annotations

import os
import re
import threading
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from .shipped import resource_path

#: the languages the app speaks (as the GUI: translation.LANGUAGES)
LANGUAGES = ("en", "de", "fr", "es", "nl")
#: the source language: its catalogue holds only the plural forms
SOURCE_LANGUAGE = "en"
CATALOGUE = "tournament_app"

Key = tuple[str, str, str]  # context, source, disambiguation ("" for none)

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


def environment_language(environ: dict[str, str] | None = None) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English.

    ``TOURNAMENT_APP_LANGUAGE`` (a code of :data:`LANGUAGES`) comes first: the
    app's View ▸ Language choice is a Qt setting the command line does not read.
    """
    env = os.environ if environ is None else environ
    chosen = env.get("TOURNAMENT_APP_LANGUAGE", "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if not value:
            continue
        for part in value.split(":"):  # LANGUAGE is a list: "de_AT:de:en"
            code = re.split(r"[_.@-]", part.strip(), maxsplit=1)[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                return SOURCE_LANGUAGE
        return SOURCE_LANGUAGE  # the first variable set decides, as gettext does
    return SOURCE_LANGUAGE


def speaker(language: str) -> Callable[[str, str, str | None, int], str]:
    """A speaker for :mod:`tournament_app.messages` that says messages in ``language`` from its catalogue."""
    def say(context: str, source: str, disambiguation: str | None, n: int) -> str:
        return text(language, context, source, disambiguation, n)
    return say
