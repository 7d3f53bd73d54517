"""Printouts (tournament_app.printouts): page counts from the layout's guarantees, names found in the PDF text; the preview and the Print… actions (gui.printing)."""

from __future__ import annotations

import io
import itertools
import math
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdf
import pytest
from PySide6.QtCore import QSizeF, Qt
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

from tournament_app import printouts
from tournament_app.gui.common import printing
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, SideInput, night
from tournament_app.league.model import Standing
from tournament_app.league.planning import Entrant, make_bracket, seed_entrants
from tournament_app.league.night import DrawnMatch, DrawnRound
from gui_helpers import activate, choose_menu, click_tab, open_tool, shown_window, wait_idle

#: the printable area of A4 with 15 mm margins, in points, and the body inside header and footer
A4_BODY = printouts.body_rect(QSizeF(595.28 - 2 * 42.52, 841.89 - 2 * 42.52)).size()


def pages_text(data: bytes) -> list[str]:
    """Each page's text, whitespace collapsed (Qt's PDFs extract spaces as tabs)."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


def standings(count: int) -> list[Standing]:
    names = ["Zoë Ångström-Topplayer"] + [f"Player {n:03d}" for n in range(2, count + 1)]
    return [Standing(rank, rank, name, 40.0 - rank / 10, 2.0, 34.0 - rank / 10, 3000 - rank * 7, 10 + rank % 5, rank % 7, None)
            for rank, name in enumerate(names, start=1)]


def test_layout_guarantees_on_a4() -> None:
    # 756.85 pt of printable height - 64 header/footer - 18 column headings = 674.85 pt of 16 pt rows
    assert printouts.standings_rows_per_page(A4_BODY) == 42
    # minus the round heading and the sitting-out line: 622.85 pt of 20 pt rows
    assert printouts.pairings_rows_per_page(A4_BODY) == 31
    assert printouts.slips_per_page(A4_BODY) == 4


def test_standings_pdf_breaks_pages_with_repeated_headings(tmp_path: Path) -> None:
    rows = standings(120)
    path = tmp_path / "standings.pdf"
    pages = printouts.write_pdf(printouts.StandingsPrintout(rows, "Doubles", "club.sqlite", date="2024-05-03"), path)
    text = pages_text(path.read_bytes())
    assert pages == len(text) == math.ceil(120 / 42) == 3
    assert "Zoë Ångström-Topplayer" in text[0]
    for n, page in enumerate(text):
        assert page.startswith("Standings — Doubles club.sqlite · Doubles · 2024-05-03 # Player Rating Games W")
        assert f"Page {n + 1} of 3" in page
        on_page = {r.player for r in rows if r.player in page}
        assert on_page == {r.player for r in rows[n * 42:(n + 1) * 42]}
    # rank, name, rating, games, wins in one line
    r = rows[42]
    assert f"{r.rank} {r.player} {r.display} {r.games} {r.wins}" in text[1]


def test_an_empty_leaderboard_prints_one_page_saying_so(tmp_path: Path) -> None:
    data, pages = printouts.pdf_bytes(printouts.StandingsPrintout([], "Default", "club.sqlite"))
    assert pages == 1 and "No rated players yet." in pages_text(data)[0]


def entrants(count: int) -> list[Entrant]:
    return [Entrant(f"Entrant {n:03d}", 40.0 - n / 10, 2.0, 34.0 - n / 10, 3000 - n, 10, (n,)) for n in range(1, count + 1)]


def test_a_bracket_that_fits_prints_on_one_landscape_page(tmp_path: Path) -> None:
    bracket = make_bracket(seed_entrants(entrants(20)))
    data, pages = printouts.pdf_bytes(printouts.BracketPrintout(bracket, "Singles", "club.sqlite"))
    reader = pypdf.PdfReader(io.BytesIO(data))
    assert pages == len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert box.width > box.height  # landscape
    text = pages_text(data)[0]
    assert all(f"Entrant {n:03d}" in text for n in range(1, 21))
    assert text.count("bye") == bracket.byes == 12
    for title in ("Round 1", "Last 16", "Quarter-finals", "Semi-finals", "Final", "Winner"):
        assert title in text


def test_a_large_bracket_spans_one_page_per_section_and_a_final_page(tmp_path: Path) -> None:
    bracket = make_bracket(seed_entrants(entrants(120)))
    assert bracket.size == 128
    body = printouts.body_rect(QSizeF(841.89 - 2 * 42.52, 595.28 - 2 * 42.52)).size()
    assert printouts.bracket_section_size(128, body) == 32
    data, pages = printouts.pdf_bytes(printouts.BracketPrintout(bracket, "Singles", "club.sqlite"))
    text = pages_text(data)
    assert pages == len(text) == 128 // 32 + 1
    assert "Entrant 001" in text[0]
    # every entrant is on exactly one section page, and the last page joins the sections
    for n in range(1, 121):
        assert sum(f"Entrant {n:03d}" in page for page in text[:4]) == 1, n
    assert all(f"Winner of section {k} (page {k})" in text[4] for k in range(1, 5))
    assert "Entrant" not in text[4]


def drawn_rounds(rounds: int, matches: int) -> list[DrawnRound]:
    names = iter(f"P{n:03d}" for n in itertools.count(1))
    return [DrawnRound(r, tuple(DrawnMatch(str(m) if m <= 4 else None, ((next(names), next(names)), (next(names), next(names))),
                                           (0.53, 0.47)) for m in range(1, matches + 1)), ("Sam Sitter",))
            for r in range(1, rounds + 1)]


def test_pairings_then_score_slips_in_one_booklet(tmp_path: Path) -> None:
    rounds = drawn_rounds(2, 5)
    booklet = printouts.Booklet([printouts.PairingsPrintout(rounds, "Friday night", "club.sqlite"),
                                printouts.ScoreSlipsPrintout(rounds, "Friday night", "club.sqlite")])
    path = tmp_path / "pairings.pdf"
    pages = printouts.write_pdf(booklet, path)
    text = pages_text(path.read_bytes())
    # one page per round, then 10 slips at 4 a page
    assert pages == len(text) == 2 + math.ceil(10 / 4) == 5
    assert text[0].startswith("Pairings — Friday night") and "Round 1" in text[0] and "Round 2" not in text[0]
    assert "1 P001 & P002 v P003 & P004 53% / 47%" in text[0]
    assert "queue P017 & P018 v P019 & P020" in text[0]
    assert "Sitting out: Sam Sitter" in text[0] and "Round 2" in text[1]
    assert all(page.startswith("Score slips — Friday night") for page in text[2:])
    assert "Round 1 · Table 1" in text[2] and "P001 & P002" in text[2] and text[2].count("Signature") == 8
    assert "Round 1 · no table yet" in text[3]
    assert text[4].count("Round 2") == 2  # the last two slips
    assert "Page 5 of 5" in text[4]


def test_a_long_round_continues_on_the_next_page(tmp_path: Path) -> None:
    rounds = drawn_rounds(1, 40)
    data, pages = printouts.pdf_bytes(printouts.PairingsPrintout(rounds, "Open play", "club.sqlite"))
    text = pages_text(data)
    assert pages == len(text) == math.ceil(40 / 31) == 2
    assert "Round 1 (continued)" in text[1] and "Sitting out" not in text[0] and "Sitting out: Sam Sitter" in text[1]
    assert "P121 & P122" in text[0] and "P125 & P126" in text[1]  # match 31 on page 1, match 32 on page 2


def test_write_pdf_into_a_missing_folder_fails_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "standings.pdf"
    with pytest.raises(OSError):
        printouts.write_pdf(printouts.StandingsPrintout(standings(3), "Default", "club.sqlite"), target)
    assert not (tmp_path / "missing").exists()


class Previews:
    """Print previews opened, with the pages the preview widget laid out (exec never blocks)."""

    def __init__(self) -> None:
        self.opened: list[tuple[str, int, printouts.Printout]] = []

    def fake_exec(self, dialog: QPrintPreviewDialog) -> int:
        widget = dialog.findChild(QPrintPreviewWidget)
        widget.updatePreview()
        self.opened.append((dialog.windowTitle(), widget.pageCount(), dialog._printout))  # type: ignore[attr-defined]
        return 0


@pytest.fixture
def previews(monkeypatch: pytest.MonkeyPatch) -> Previews:
    seen = Previews()
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: seen.fake_exec(dialog))
    return seen


def test_the_print_preview_shows_every_page(qapp: Any, previews: Previews) -> None:
    printout = printouts.StandingsPrintout(standings(120), "Default", "club.sqlite")
    printing.show_preview(printout)
    (title, pages, shown), = previews.opened
    assert title == "Print preview — Standings — Default" and shown is printout
    dialog = printing.preview_dialog(printout)
    printer = dialog.printer()
    body = printouts.body_rect(printer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
    assert pages == math.ceil(120 / printouts.standings_rows_per_page(body))
    assert pages >= 3  # A4 or Letter


PLAYERS = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]


@pytest.fixture
def club_window(qtbot: Any, tmp_path: Path, messages: Any) -> Iterator[MainWindow]:
    """A window on a club with ten rated players (Ann strongest) and an event with one drawn round."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        with club.transaction():
            for i, a in enumerate(PLAYERS):
                for b in PLAYERS[i + 1:]:
                    club.record_match([SideInput([a], 1), SideInput([b], 2)], create_players=True, played_at="2024-05-01")
        event = club.add_event("Friday night", "2024-05-03")
        for name in PLAYERS[:9]:
            night.check_in(club, event.id, club.find_player(name).id)
        night.add_table(club, event.id, "Centre")
        night.draw_next_round(club, event.id, "rotating", seed=4)
        night.start_round(club, event.id, 1)  # the first match goes to the one table, the other waits
    with shown_window(qtbot, path) as win:
        yield win


def test_file_print_standings_previews_the_current_leaderboard(qtbot: Any, club_window: MainWindow, previews: Previews) -> None:
    choose_menu(qtbot, club_window, "File", "Print standings…")
    wait_idle(qtbot, club_window)
    (title, pages, printout), = previews.opened
    assert title == "Print preview — Standings — Default" and pages == 1
    assert isinstance(printout, printouts.StandingsPrintout)
    assert [r.player for r in printout.rows][:1] == ["Ann"] and len(printout.rows) == 10
    assert "club.sqlite" not in printout.subtitle and printout.subtitle.startswith("Default · ")  # issue 29: no file name
    assert "Ann" in pages_text(printouts.pdf_bytes(printout)[0])[0]


def test_the_brackets_tab_prints_the_bracket_shown(qtbot: Any, club_window: MainWindow, previews: Previews) -> None:
    view = club_window.seeding_view
    open_tool(qtbot, club_window, "Brackets")
    wait_idle(qtbot, club_window)
    assert not view.print_button.isEnabled()
    qtbot.mouseClick(view.top_mode, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, club_window)
    assert view.bracket is not None and view.print_button.isEnabled()
    qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, club_window)
    (title, pages, printout), = previews.opened
    assert title == "Print preview — Seed sheet — Default" and pages == 1
    assert isinstance(printout, printouts.BracketPrintout) and printout.bracket is view.bracket
    assert "1 Ann" in pages_text(printouts.pdf_bytes(printout)[0])[0]


def test_print_pairings_previews_the_events_rounds_and_slips(qtbot: Any, club_window: MainWindow, previews: Previews) -> None:
    activate(qtbot, club_window)
    click_tab(qtbot, club_window, "Event")
    wait_idle(qtbot, club_window)
    assert club_window.night_view.event_id() is not None
    choose_menu(qtbot, club_window, "File", "Print pairings and score slips…")
    wait_idle(qtbot, club_window)
    (title, pages, printout), = previews.opened
    assert title == "Print preview — Pairings — Friday night"
    # nine present, rotating doubles: two matches and one sitting out; one pairings page, one page of slips
    assert pages == 2
    data, _ = printouts.pdf_bytes(printout)
    text = pages_text(data)
    assert "Centre" in text[0] and "queue" in text[0] and "Sitting out:" in text[0]
    assert "Round 1 · Centre" in text[1] and "Round 1 · no table yet" in text[1]
    assert "Ann" in text[0] and "Ann" in text[1]


def test_the_rounds_page_prints_the_nights_pairings(qtbot: Any, club_window: MainWindow, previews: Previews) -> None:
    activate(qtbot, club_window)
    click_tab(qtbot, club_window, "Event")
    wait_idle(qtbot, club_window)
    rounds = club_window.night_view.rounds
    assert rounds.print_button.isEnabled()
    qtbot.mouseClick(rounds.print_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, club_window)
    (title, pages, _printout), = previews.opened
    assert title == "Print preview — Pairings — Friday night" and pages == 2


def test_print_pairings_without_rounds_says_what_to_do(qtbot: Any, club_window: MainWindow, previews: Previews, messages: Any) -> None:
    added: list[Any] = []
    club_window.worker.submit(lambda club, _c: club.add_event("Empty night", "2024-06-01"), added.append)  # type: ignore[union-attr]
    wait_idle(qtbot, club_window)
    printing.print_event_rounds(club_window.ops, added[0].id, club_window)  # type: ignore[arg-type]
    wait_idle(qtbot, club_window)
    assert previews.opened == []
    assert any("'Empty night' has no rounds drawn yet" in text for text in messages.texts("information"))
