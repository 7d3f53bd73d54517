"""The translation sources in resources/translations are complete and consistent (issue 19, docs/translating.md)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ["de", "fr", "es", "nl", "en"]
FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?::[^}]*)?\}")


def _messages(language: str) -> list[tuple[str, ET.Element]]:
    tree = ET.parse(FOLDER / f"tournament_app_{language}.ts")
    return [(ctx.findtext("name") or "", msg) for ctx in tree.getroot().iter("context") for msg in ctx.iter("message")]


def _translations(message: ET.Element) -> list[str]:
    node = message.find("translation")
    assert node is not None
    forms = [f.text or "" for f in node.iter("numerusform")]
    return forms if message.get("numerus") == "yes" else [node.text or ""]


def test_the_catalogues_hold_every_marked_string(tmp_path: Path) -> None:
    """Running the update script would change nothing: no marked string is missing, none is left over."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import update_translations as update
    finally:
        sys.path.pop(0)
    fresh = tmp_path / "fresh.ts"
    # the companion's template texts reach lupdate as the update script hands them over: a generated module
    extracted = tmp_path / "web_templates.py"
    extracted.write_text(update.template_module(update.template_texts()), encoding="utf-8")
    subprocess.run([update.tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *update.sources(),
                    str(extracted), "-ts", str(fresh)], cwd=ROOT, check=True)
    marked = {(ctx.findtext("name"), m.findtext("source"))
              for ctx in ET.parse(fresh).getroot().iter("context") for m in ctx.iter("message")}
    held = {(ctx, m.findtext("source")) for ctx, m in _messages("de")}
    assert not marked - held, f"run packaging/update_translations.py: {sorted(marked - held)[:10]}"
    assert not held - marked, f"run packaging/update_translations.py: {sorted(held - marked)[:10]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_placeholders(language: str) -> None:
    """A finished translation has the {fields} of its source, and %n when it is a plural."""
    wrong = []
    for ctx, message in _messages(language):
        source = message.findtext("source") or ""
        node = message.find("translation")
        if node is None or node.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        for text in _translations(message):
            if sorted(FIELD.findall(text)) != sorted(FIELD.findall(source)) or ("%n" in source) != ("%n" in text):
                wrong.append(f"{ctx}: {source!r} -> {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_or_obsolete_entries(language: str) -> None:
    bad = [f"{ctx}: {m.findtext('source')!r}" for ctx, m in _messages(language)
           if (m.find("translation") is not None and m.find("translation").get("type") in ("unfinished", "obsolete", "vanished"))
           or not all(_translations(m))]
    assert not bad, f"{len(bad)} entries of tournament_app_{language}.ts are unfinished or obsolete:\n" + "\n".join(bad[:20])


def test_the_update_fills_english_plurals_so_no_parenthesised_ending_shows() -> None:
    """A new "%n …(s)" string gets its English singular and plural from the update, the verb agreeing."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import update_translations as update
    finally:
        sys.path.pop(0)
    new = ('<message numerus="yes">\n        <source>%n opponent(s) give {who} a chance</source>\n'
           '        <comment>balance</comment>\n        <translation type="unfinished">\n'
           '            <numerusform></numerusform>\n            <numerusform></numerusform>\n'
           '        </translation>\n    </message>\n    <message numerus="yes">\n'
           '        <source>, %n bye(s) to the top seed(s)</source>\n        <translation type="unfinished">\n'
           '            <numerusform></numerusform>\n            <numerusform></numerusform>\n'
           '        </translation>\n    </message>')
    filled = update.fill_english_plurals(new)
    assert 'type="unfinished"' not in filled
    assert re.findall(r"<numerusform>(.*?)</numerusform>", filled) == [
        "%n opponent gives {who} a chance", "%n opponents give {who} a chance",
        ", %n bye to the top seed", ", %n byes to the top seeds"]
