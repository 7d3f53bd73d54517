"""The companion speaks the phone's language: the Qt-free catalogue, Accept-Language, numbers, dates, the cache.

The catalogues here are small test ``.ts`` files in tmp_path (the same XML
lupdate writes), so nothing depends on the shipped translations being done.
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from catalogue_builders import Contexts, catalogues_in, ts_file
from web_builders import ORIGIN, Companion

from tournament_app import catalogue
from tournament_app.web import catalogue as web_catalogue
from tournament_app.web.catalogue import negotiate, speaking, text

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "resources" / "web" / "templates"


GERMAN: Contexts = {
    "web": {"Playing now": "Jetzt am Tisch", "Up next": "Als Nächstes", "Tables": "Tische", "Name": "Name",
            "Rating": "Wertung", "Games": "Spiele", "Result": "Ergebnis", "Send the result": "Ergebnis senden",
            "Draw": "Unentschieden", "Report a result": "Ergebnis melden", "{side} won": "{side} hat gewonnen", "v|versus": "gg.",
            "%n match(es)": ("%n Spiel", "%n Spiele")},
    "web.pages": {"Tables": "Tische", "Leaderboard": "Rangliste"},
    "web.forms": {"Choose who won.": "Wähle, wer gewonnen hat.",
                  "Choose who won, or a draw.": "Wähle, wer gewonnen hat, oder Unentschieden.", "Report a result": "Ergebnis melden"},
    "web.render": {"Nothing here. Check the address, or scan the code again.":
                   "Hier ist nichts. Prüfe die Adresse oder scanne den Code noch einmal.", "Not found": "Nicht gefunden"},
}
FRENCH: Contexts = {
    "web": {"Playing now": "En jeu", "Up next": "À suivre", "Tables": "Tables",
            "%n match(es)": ("%n match", "%n matchs")},
    "web.pages": {"Tables": "Tables"},
}


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """German and French test catalogues in place of the shipped ones (parsed afresh for this test)."""
    with catalogues_in(tmp_path / "translations", monkeypatch, {"de": GERMAN, "fr": FRENCH}) as folder:
        yield folder


def headings(page: str) -> list[str]:
    return [html.unescape(h) for h in re.findall(r"<h2>([^<]*)</h2>", page)]


# ---- the catalogue -----------------------------------------------------------------------------------


def test_a_text_is_looked_up_by_context_source_and_comment(catalogues: Path) -> None:
    assert text("de", "web", "Playing now") == "Jetzt am Tisch"
    assert text("de", "web", "v", "versus") == "gg."
    assert text("de", "web", "v") == "v"  # another meaning: not that translation
    assert text("de", "web.other", "Playing now") == "Playing now"  # another context
    assert text("de", "web", "Not in the catalogue") == "Not in the catalogue"
    assert text("ja", "web", "Playing now") == "Playing now"  # a language the pages don't speak: English
    assert text("en", "web", "Playing now") == "Playing now"


def test_plural_forms_follow_each_languages_rule(catalogues: Path) -> None:
    assert [text("de", "web", "%n match(es)", None, n) for n in (0, 1, 2)] == ["0 Spiele", "1 Spiel", "2 Spiele"]
    # French: the singular for 0 and 1
    assert [text("fr", "web", "%n match(es)", None, n) for n in (0, 1, 2)] == ["0 match", "1 match", "2 matchs"]
    # no catalogue has it: the English forms of the source, never "(es)"
    assert [text("es", "web", "%n table(s)", None, n) for n in (1, 3)] == ["1 table", "3 tables"]


def test_a_catalogue_is_parsed_once_per_process(catalogues: Path) -> None:
    assert text("de", "web", "Up next") == "Als Nächstes"
    (catalogues / "tournament_app_de.ts").write_text(ts_file("de", {"web": {"Up next": "Gleich dran"}}), encoding="utf-8")
    assert text("de", "web", "Up next") == "Als Nächstes"  # kept from the first read
    catalogue.forget()
    assert text("de", "web", "Up next") == "Gleich dran"


@pytest.mark.parametrize(("header", "language"), [
    ("de-AT", "de"),
    ("de-DE,de;q=0.9,en;q=0.8", "de"),
    ("fr;q=0.2, de;q=0.8", "de"),
    ("en-US;q=0.5, nl-BE", "nl"),
    ("ja, zh-CN;q=0.9", "en"),
    ("es;q=0, fr;q=0.1", "fr"),
    ("*", "en"),
    ("", "en"),
    ("de;q=abc, ;;, es_MX", "es"),
])
def test_the_phones_language_is_negotiated_from_accept_language(header: str, language: str) -> None:
    assert negotiate(header) == language


def test_numbers_and_dates_as_each_language_writes_them() -> None:
    from tournament_app.web.render import change_text, number_text, points_text

    with speaking("de"):
        assert (number_text(25.34), points_text(1.5), change_text(-2.25)) == ("25,3", "1,5", "−2,2")
        assert web_catalogue.date_text("2026-11-23") == "23. Nov. 2026"
    with speaking("fr"):
        assert web_catalogue.date_text("2026-03-05") == "5 mars 2026"
    assert (number_text(25.34), web_catalogue.date_text("2026-11-23")) == ("25.3", "23 Nov 2026")


# ---- the pages ------------------------------------------------------------------------------------------


def test_a_german_phone_gets_the_tables_page_in_german(night_app: Companion, catalogues: Path) -> None:
    page = night_app.client.get(night_app.view(), headers={"accept-language": "de-AT,de;q=0.9,en;q=0.5"})
    assert page.status_code == 200
    assert '<html lang="de">' in page.text
    assert headings(page.text)[:2] == ["Jetzt am Tisch", "Als Nächstes"]
    assert "<title>Tische ·" in page.text
    assert ">gg.<" in page.text  # "v" between the sides
    assert "1. Juni 2024" in page.text  # the event's date


def test_a_phone_in_an_unknown_language_gets_english(night_app: Companion, catalogues: Path) -> None:
    page = night_app.client.get(night_app.view(), headers={"accept-language": "ja-JP, zh;q=0.8"})
    assert '<html lang="en">' in page.text
    assert headings(page.text)[:2] == ["Playing now", "Up next"]
    assert "1 Jun 2024" in page.text


def test_the_shared_cache_serves_each_phone_its_own_language(night_app: Companion, catalogues: Path) -> None:
    german, french = {"accept-language": "de"}, {"accept-language": "fr-FR"}
    first = night_app.client.get(night_app.view(), headers=german)
    second = night_app.client.get(night_app.view(), headers=french)
    third = night_app.client.get(night_app.view(), headers=german)
    fragment = night_app.client.get(night_app.view() + "?fragment=1", headers=french)
    assert first.headers["x-version"] == second.headers["x-version"] == third.headers["x-version"]
    assert headings(first.text)[0] == headings(third.text)[0] == "Jetzt am Tisch"
    assert headings(second.text)[0] == headings(fragment.text)[0] == "En jeu"
    assert third.text == first.text


def test_the_leaderboard_writes_decimals_with_a_comma_in_german(night_app: Companion, catalogues: Path) -> None:
    page = night_app.client.get(night_app.view("leaderboard"), headers={"accept-language": "de"}).text
    cells = re.findall(r'<td class="num">([^<]*±[^<]*)</td>', page)
    assert cells and all(re.fullmatch(r"-?\d+,\d ± \d+,\d", c) for c in cells), cells
    assert "<th>Name</th>" in page and '<th class="num">Wertung</th>' in page


def test_the_report_form_and_its_error_in_the_phones_language(night_app: Companion, catalogues: Path) -> None:
    url = next(iter(night_app.report_urls().values()))
    german = {"accept-language": "de-CH"}
    form = night_app.client.get(url, headers=german)
    assert "<h1>Ergebnis melden</h1>" in form.text and "<legend>Ergebnis</legend>" in form.text
    assert "hat gewonnen</label>" in form.text and "Ergebnis senden</button>" in form.text
    csrf = re.search(r'name="csrf" value="([^"]+)"', form.text)
    assert csrf is not None
    sent = night_app.client.post(url, data={"csrf": csrf.group(1)}, headers={**ORIGIN, **german})
    assert sent.status_code == 400
    assert "Wähle, wer gewonnen hat" in sent.text


def test_the_not_found_page_in_the_phones_language(night_app: Companion, catalogues: Path) -> None:
    page = night_app.client.get("/e/nothing-like-a-token/", headers={"accept-language": "de"})
    assert page.status_code == 404
    assert '<html lang="de">' in page.text and "<h1>Nicht gefunden</h1>" in page.text
    assert "Hier ist nichts." in page.text


# ---- every template text is marked ---------------------------------------------------------------------

#: words a template may show unmarked: signs the same in every language (reviewed)
ALLOWED_TEXT = {"μ", "σ"}
#: string literals a template's {{ }} may hold unmarked: field names, attribute names, signs (reviewed)
ALLOWED_LITERALS = {"–", " & ", "name", "score", "place", "equalto", "outcome", "side", "draw", "ready", "playing",
                    "called", "swiss", "round-robin", "club-night"}
_JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.DOTALL)
_MARKED = re.compile(r"\btn?\(\s*\"(?:[^\"\\]|\\.)*\"(?:\s*,\s*\"(?:[^\"\\]|\\.)*\")?")
_LITERALS = re.compile(r"\"((?:[^\"\\]|\\.)*)\"|'((?:[^'\\]|\\.)*)'")


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_data(self, data: str) -> None:
        self.found.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found += [v or "" for k, v in attrs if k in ("aria-label", "title", "alt", "placeholder")]


def unmarked(template: str) -> list[str]:
    """The texts of ``template`` a person would see in English whatever their language."""
    problems = []
    for expression in re.findall(r"\{\{.*?\}\}", template, re.DOTALL):
        for a, b in _LITERALS.findall(_MARKED.sub("", expression)):
            literal = a or b
            if any(ch.isalpha() for ch in literal) and literal not in ALLOWED_LITERALS:
                problems.append(literal)
    parser = _Texts()
    parser.feed(_JINJA.sub(" ", template))
    for chunk in parser.found:
        if any(any(ch.isalpha() for ch in word) and word not in ALLOWED_TEXT for word in chunk.split()):
            problems.append(chunk.strip())
    return problems


def test_every_template_text_is_marked() -> None:
    found = {path.name: unmarked(path.read_text(encoding="utf-8")) for path in sorted(TEMPLATES.glob("*.html"))}
    assert len(found) > 10
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_the_marking_scan_finds_bare_text() -> None:
    assert unmarked('<h2>Playing now</h2><p>{{ t("Up next") }} · {{ n }}</p>') == ["Playing now"]
    assert unmarked('<span aria-label="won">✓</span>') == ["won"]
    assert unmarked('{{ "pt" if one else t("pts") }}') == ["pt"]
    assert unmarked('<td>{{ x or "–" }}</td><td>μ ± σ</td>{% include "a.html" %}') == []


def test_the_update_script_extracts_the_template_texts_for_lupdate() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import update_translations as script
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert "tournament_app/web" in script.SCANNED
    texts = script.template_texts()
    assert ("Playing now", None, False) in texts and ("v", "versus", False) in texts
    assert ("Table · round {drawn} of {total}", None, False) in texts
    module = script.template_module([*texts, ("%n match(es)", None, True)])
    assert 'translate("web", "Playing now")' in module
    assert 'translate("web", "v", "versus")' in module
    assert 'translate("web", "%n match(es)", None, n)' in module
    compile(module, "web_templates.py", "exec")
