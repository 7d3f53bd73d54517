"""Translations with Qt's own system: marking strings, the shipped catalogues, and installing them.

Strings are marked with :func:`translate` (an explicit context, see
docs/translating.md) or, where a table of texts is defined before any
translator is installed, with ``QT_TRANSLATE_NOOP`` and translated when shown.
The catalogues are ``resources/translations/tournament_app_<lang>.ts``,
compiled to ``.qm`` by the build (PyInstaller spec) or, in a source or
editable install, by :func:`compiled_catalogue` into the user's cache folder
the first time they are needed. Qt's own ``qtbase_<lang>.qm`` is loaded too, so
standard dialogs and buttons follow.

Only Qt Core is used, so the printouts can mark their strings the same way.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from . import messages
from .shipped import resource_path

log = logging.getLogger(__name__)

#: the languages the app speaks, by code, each named in its own language (View ▸ Language)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "nl": "Nederlands",
}
#: the source language: its catalogue holds only the English plural forms ("%n match(es)")
SOURCE_LANGUAGE = "en"
#: the settings value that follows the system's language
SYSTEM = "system"
#: the catalogue's base name: resources/translations/tournament_app_<lang>.ts
CATALOGUE = "tournament_app"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language (``QCoreApplication.translate``; lupdate reads these calls).

    ``context`` is a literal naming the part of the window (docs/translating.md);
    pass ``n`` for a plural form: ``translate("Players", "%n player(s)", None, count)``.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate reads calls by this name
    """Mark ``text`` for translation without translating it now (Qt's macro, typed): translate where shown."""
    return text


def catalogue_source(language: str) -> Path:
    """The shipped ``.ts`` source of ``language``."""
    return resource_path(f"translations/{CATALOGUE}_{language}.ts")


def cache_folder() -> Path:
    """Where catalogues compiled at first run are kept (the user's cache folder)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("tournament-app", appauthor=False)) / "translations"


def lrelease_program() -> Path | None:
    """Qt's ``lrelease``: next to PySide6 (its wheels ship it), else ``pyside6-lrelease`` on the PATH."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        if (folder / name).is_file():
            return folder / name
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return Path(found) if found else None


def compiled_catalogue(language: str) -> Path | None:
    """The compiled ``.qm`` of ``language``: shipped with a build, else compiled into the cache.

    Called at every start, so when nothing changed it only compares file times.
    It is compiled again when missing or older than its ``.ts``; when that
    fails (no lrelease, as in a build) the shipped ``.qm`` serves even if its
    time says older (copying may change times); None when there is none (the
    app then speaks English).
    """
    shipped = resource_path(f"translations/{CATALOGUE}_{language}.qm")
    source = catalogue_source(language)
    if not source.is_file():
        return shipped if shipped.is_file() else None
    if shipped.is_file() and shipped.stat().st_mtime >= source.stat().st_mtime:
        return shipped
    target = cache_folder() / f"{CATALOGUE}_{language}.qm"
    if target.is_file() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    if _compile(source, target, language):
        return target
    return shipped if shipped.is_file() else None


def _compile(source: Path, target: Path, language: str) -> bool:
    """Compile ``source`` into ``target`` with lrelease; False (logged) when lrelease is missing or fails."""
    program = lrelease_program()
    if program is None:
        log.warning("lrelease not found: the %s translation cannot be compiled", language)
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")  # two apps starting at once never read half a file
    try:
        subprocess.run([str(program), "-silent", str(source), "-qm", str(partial)],
                       check=True, capture_output=True, timeout=60)
        partial.replace(target)
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("compiling the %s translation failed: %s", language, exc)
        partial.unlink(missing_ok=True)
        return False
    return True


def system_language() -> str:
    """The first of the system's preferred languages the app speaks; English otherwise."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def resolve(choice: str) -> str:
    """The language a settings value means: a code of :data:`LANGUAGES`, ``"system"`` or anything else (system)."""
    return choice if choice in LANGUAGES else system_language()


def locale_for(language: str) -> QLocale:
    """The locale for dates and numbers: the system's when it speaks ``language``, else that language's own.

    Numbers are written without group separators (a rating reads 1500, not 1,500).
    """
    system = QLocale.system()
    if QLocale(language).language() == system.language():
        locale = QLocale(system.name())
    else:
        locale = QLocale(language)
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale


_installed: list[QTranslator] = []
_spoken: list[str] = []  # the language installed last (empty until the first install)


def spoken() -> str | None:
    """The language :func:`install` installed last, None before the first call."""
    return _spoken[-1] if _spoken else None


def install(choice: str = SYSTEM) -> str:
    """Install the translators and the default locale for ``choice``; returns the language now spoken.

    Replaces what an earlier call installed, so the language can change while
    the app runs (Qt then sends every widget a LanguageChange event).
    """
    app = QCoreApplication.instance()
    language = resolve(choice)
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    _spoken[:] = [language]
    QLocale.setDefault(locale_for(language))
    # league's messages (tournament_app.messages) are said through the same catalogues
    messages.set_speaker(translate)
    if app is None:
        return language
    ours = compiled_catalogue(language)
    if ours is not None:
        _load(app, str(ours), None)
    if language == SOURCE_LANGUAGE:
        return language
    # Qt's own texts (standard buttons, the file and print dialogs)
    _load(app, f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return language


def _load(app: QCoreApplication, name: str, folder: str | None) -> None:
    translator = QTranslator(app)
    if translator.load(name, folder) if folder else translator.load(name):
        app.installTranslator(translator)
        _installed.append(translator)
    else:
        log.warning("the translation %s could not be loaded", name)
