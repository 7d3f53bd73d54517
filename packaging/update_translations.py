"""Bring the translation sources (resources/translations/*.ts) up to date with the marked strings.

    .venv/bin/python packaging/update_translations.py           # run pyside6-lupdate, then commit the .ts files
    .venv/bin/python packaging/update_translations.py --compile DIR   # also compile .qm files into DIR (the build)

lupdate reads the ``translate("Context", "text")`` and ``QT_TRANSLATE_NOOP``
calls of every module under SCANNED (docs/translating.md), adds new strings
as unfinished and drops strings no longer in the code (``-no-obsolete``).
Source locations are left out so that the files change only when the
strings do.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from html import escape, unescape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
#: the code whose strings are translated (a package folder or a module), relative to the project
SCANNED = [
    "tournament_app/translation.py",
    "tournament_app/locale_text.py",
    "tournament_app/gui",
    "tournament_app/printouts",
]
#: the languages with a catalogue; English, the source language, holds only the plural forms ("%n match(es)")
LANGUAGES = ["de", "fr", "es", "nl", "en"]


def tool(name: str) -> str:
    """``pyside6-<name>`` next to this Python, else on the PATH."""
    here = Path(sys.executable).parent / f"pyside6-{name}"
    return str(here) if here.exists() else f"pyside6-{name}"


def sources() -> list[str]:
    """Every Python file under SCANNED, relative to the project, sorted."""
    files: list[Path] = []
    for entry in SCANNED:
        path = ROOT / entry
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return [str(f.relative_to(ROOT)) for f in files if "__pycache__" not in f.parts]


def update() -> None:
    """Run lupdate over SCANNED into the .ts files."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = FOLDER / f"tournament_app_{lang}.ts"
        plurals_only = ["-pluralonly"] if lang == "en" else []
        subprocess.run([tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *plurals_only,
                        "-source-language", "en", "-target-language", lang,
                        *sources(), "-ts", str(ts.relative_to(ROOT))], cwd=ROOT, check=True)
        text = keep_translator_notes(ts.read_text(encoding="utf-8"))
        ts.write_text(fill_english_plurals(text) if lang == "en" else text, encoding="utf-8")


_NOTE = re.compile(r"\n *<extracomment>(.*?)</extracomment>", re.DOTALL)


def keep_translator_notes(text: str) -> str:
    """Keep only the notes meant for translators: ``#: Translators: …`` (docs/translating.md).

    lupdate takes every ``#:`` comment before a marked string as a note, and the
    project writes its attribute docs that way too.
    """
    def note(match: re.Match[str]) -> str:
        body = match.group(1)
        start = body.find("Translators:")
        return "" if start < 0 else match.group(0).replace(body, body[start:])

    return _NOTE.sub(note, text)


_UNFILLED_PLURAL = re.compile(
    r'(<message numerus="yes">\s*<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished">\s*<numerusform></numerusform>\s*<numerusform></numerusform>\s*</translation>')
#: where the English singular needs more than dropping "(s)": the verb agrees
_SINGULAR_VERBS = [("they were played", "it was played"), ("opponent give ", "opponent gives "),
                   ("match still pair ", "match still pairs "), ("match pair ", "match pairs ")]


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of an English ``%n`` source written with "(s)" / "(es)"."""
    singular = re.sub(r"\((e?s)\)", "", source)
    for plural_words, singular_words in _SINGULAR_VERBS:
        singular = singular.replace(plural_words, singular_words)
    return singular, re.sub(r"\((e?s)\)", r"\1", source)


def fill_english_plurals(text: str) -> str:
    """Fill the English catalogue's new plural entries (it holds only those), so no "(s)" ever shows.

    A source whose singular needs a changed verb gets one in _SINGULAR_VERBS;
    check new ones in the English catalogue before committing it.
    """
    def fill(match: re.Match[str]) -> str:
        one, many = (escape(form, quote=False).replace("'", "&apos;") for form in english_forms(unescape(match.group(2))))
        return (f"{match.group(1)}<translation>\n            <numerusform>{one}</numerusform>\n"
                f"            <numerusform>{many}</numerusform>\n        </translation>")

    return _UNFILLED_PLURAL.sub(fill, text)


def compile_into(target: Path) -> list[Path]:
    """Compile each .ts into ``target``/tournament_app_<lang>.qm (the build ships these)."""
    target.mkdir(parents=True, exist_ok=True)
    out = []
    for lang in LANGUAGES:
        qm = target / f"tournament_app_{lang}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(FOLDER / f"tournament_app_{lang}.ts"), "-qm", str(qm)],
                       check=True)
        out.append(qm)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compile", type=Path, metavar="DIR", help="also compile the .qm files into DIR")
    parser.add_argument("--no-update", action="store_true", help="only compile, leave the .ts files as they are")
    args = parser.parse_args()
    if not args.no_update:
        update()
    if args.compile:
        compile_into(args.compile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
