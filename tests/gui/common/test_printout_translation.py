"""Printouts speak the app's language (issue 19): every printed word goes through ``translate``, numbers and dates
follow QLocale, and without a catalogue the English plurals still read right."""

from __future__ import annotations

import ast
import io
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdf
import pytest
from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, QTranslator

from tournament_app import printouts
from tournament_app.league import Season, SeasonLine, SeasonResult, SeasonTable
from tournament_app.league.model import Standing
from tournament_app.league.night import DrawnMatch, DrawnRound
from tournament_app.locale_text import date_text
from tournament_app.printouts.season_sheet import SeasonPrintout

PRINTOUTS = Path(printouts.__file__).parent
#: calls whose string arguments end up on paper
PRINTING_CALLS = {"draw_text", "drawText", "Column", "_Entry", "_note_block", "_title_painter", "LeagueError_never"}


def _words(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if any(ch.isalpha() for ch in node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return text if any(ch.isalpha() for ch in text) else None
    if isinstance(node, ast.BinOp):
        return _words(node.left) or _words(node.right)
    if isinstance(node, ast.IfExp):
        return _words(node.body) or _words(node.orelse)
    return None


def unmarked_on_paper(path: Path) -> list[str]:
    """``file:line: text`` for each literal with words handed straight to a printing call in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
            if name in PRINTING_CALLS:
                for arg in list(node.args) + [k.value for k in node.keywords]:
                    text = _words(arg)
                    if text is not None:
                        found.append(f"{path.name}:{arg.lineno}: {text!r}")
    return found


def test_no_printed_word_bypasses_translate() -> None:
    problems = [line for path in sorted(PRINTOUTS.glob("*.py")) for line in unmarked_on_paper(path)]
    assert not problems, "printed texts not marked for translation:\n" + "\n".join(problems)


class Marking(QTranslator):
    """A stand-in catalogue: every printouts text (and the placements they print) comes back in «guillemets»
    (plurals settled like a real one)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not context.startswith(("printouts.", "locale_text")):
            return source if n < 0 else source.replace("%n", str(n))
        if n >= 0:
            source = source.replace("(s)", "" if n == 1 else "s").replace("%n", str(n))
        return f"«{source}»"


@pytest.fixture
def marking(qapp: Any) -> Iterator[None]:
    """The German locale's numbers and dates, with the printouts' texts marked «like this» by a stand-in catalogue."""
    before = QLocale()
    translator = Marking()
    QLocale.setDefault(QLocale("de_DE"))
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)


def pages_text(data: bytes) -> list[str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


def test_the_standings_print_in_the_installed_language_with_its_decimal_comma(marking: None) -> None:
    rows = [Standing(1, 1, "Ann", 25.0, 1.0, 22.0, 1234.5, 10, 7, None),
            Standing(2, 2, "Bob", 24.0, 1.0, 21.0, 1200.0, 9, 4, None)]
    data, count = printouts.pdf_bytes(printouts.StandingsPrintout(rows, "Singles", "club.sqlite", date="2024-05-01"))
    (page,) = pages_text(data)
    assert count == 1
    assert page.startswith("«Standings — Singles» club.sqlite · Singles · 2024-05-01")
    assert "«Player» «Rating» «Games» «Wins»" in page
    assert "1 Ann 1234,50 10 7" in page and "2 Bob 1200 9 4" in page
    assert "«Tournament App»" in page and "«Page 1 of 1»" in page


def test_the_season_sheet_prints_its_dates_and_plural_in_the_installed_language(marking: None) -> None:
    season = Season(1, "Summer", 1, "2024-06-01", "2024-08-31", None, (10, 7.5, 5))
    lines = (SeasonLine(1, 1, "Ann", 17.5, (SeasonResult(1, "Night", "2024-06-04", 1, 10.0),), 2),)
    table = SeasonTable(season, "Default", lines, ((1, "Night", "2024-06-04"), (2, "Night 2", "2024-06-11")), ())
    (page,) = pages_text(printouts.pdf_bytes(SeasonPrintout(table, "club.sqlite", date="1.5.24"))[0])
    assert page.startswith("«Season — Summer» «club.sqlite · Default · 01.06.24 to 31.08.24 · 1.5.24» "
                           "«2 events with results; every event counts. Points per place: 10, 7,5, 5.»")
    assert "«Player» «Points» «Event" in page and "«Counted results»" in page
    assert "1 Ann 17,5 1 «1st»" in page


def test_pairings_and_slips_print_in_the_installed_language(marking: None) -> None:
    rnd = DrawnRound(2, (DrawnMatch("3", (("Ann",), ("Bob",)), (0.6, 0.4)),), ("Cid",))
    booklet = printouts.Booklet([printouts.PairingsPrintout([rnd], "Friday", "club.sqlite", date="1.5.24"),
                                 printouts.ScoreSlipsPrintout([rnd], "Friday", "club.sqlite", date="1.5.24")])
    pairings, slips = pages_text(printouts.pdf_bytes(booklet)[0])
    assert pairings.startswith("«Pairings — Friday» club.sqlite · Friday · 1.5.24 «Round 2»")
    assert "«Table» «Side 1» «Side 2» «Win chance»" in pairings
    assert "3 Ann" in pairings and "Bob «60%» / «40%»" in pairings and "«Sitting out: Cid»" in pairings
    assert slips.startswith("«Score slips — Friday» «club.sqlite · Friday · 1.5.24 · cut along the dashed lines»")
    assert "««Round 2» · «Table 3»»" in slips and "«Side 1»" in slips and "«Signature»" in slips
    assert "«Hand this slip to the organizer when the match is over.»" in slips


def test_english_plurals_read_right_without_a_catalogue(qapp: Any) -> None:
    season = Season(1, "Summer", 1, "2024-06-01", "2024-08-31", 3, (10, 5))
    one = SeasonTable(season, "Default", (), ((1, "Night", "2024-06-04"),), ())
    two = SeasonTable(season, "Default", (), ((1, "Night", "2024-06-04"), (2, "Night 2", "2024-06-11")), ())
    assert SeasonPrintout(one, "club.sqlite").note.startswith("1 event with results; best 3 events count.")
    assert SeasonPrintout(two, "club.sqlite").note.startswith("2 events with results; best 3 events count.")


def test_printed_dates_follow_the_locale(marking: None) -> None:
    assert date_text(QDate(2024, 3, 9).toString(Qt.DateFormat.ISODate)) == "09.03.24"
