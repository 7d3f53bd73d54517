"""Issue 29, printing at a Saturday cup as an organizer does: the Bracket page prints the event's bracket with
its results (both brackets, A4 or A3 landscape, cut into pages), Ctrl+P prints the page shown, the pairings of
a double elimination name its rounds and nobody "deleted", and the Brackets tool says it prints a blank sheet."""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdf
import pytest
from event_builders import played_event
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

from tournament_app import printouts
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.printouts.event_bracket import EventBracketPrintout
from tournament_app.printouts.event_standings import EventStandingsPrintout
from widget_input import click_inner_tab
from gui_helpers import choose_menu, click_in_popup, front_window, named, open_page, open_tool, press, wait_idle


class Previews:
    """Print previews opened (exec never blocks): the printout, the sheet and the pages the preview laid out."""

    def __init__(self) -> None:
        self.opened: list[tuple[printouts.Printout, QPageSize.PageSizeId, QPageLayout.Orientation, int]] = []

    def fake_exec(self, dialog: QPrintPreviewDialog) -> int:
        widget = dialog.findChild(QPrintPreviewWidget)
        widget.updatePreview()
        layout = dialog.printer().pageLayout()
        self.opened.append((dialog._printout, layout.pageSize().id(), layout.orientation(),  # type: ignore[attr-defined]
                            widget.pageCount()))
        return 0

    def last(self) -> printouts.Printout:
        assert self.opened, "no print preview opened"
        return self.opened[-1][0]


@pytest.fixture
def previews(monkeypatch: pytest.MonkeyPatch) -> Previews:
    seen = Previews()
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: seen.fake_exec(dialog))
    return seen


def pdf_text(printout: printouts.Printout) -> list[str]:
    """Each page of the printout (as a PDF) as text, whitespace collapsed."""
    reader = pypdf.PdfReader(io.BytesIO(printouts.pdf_bytes(printout)[0]))
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


@pytest.fixture(scope="module")
def cups(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A 16-player double elimination played to its end, and one of 32 half-way."""
    folder = tmp_path_factory.mktemp("cups")
    played_event(folder / "sixteen.sqlite", "double-elimination", 16, tables=4)
    played_event(folder / "thirty-two.sqlite", "double-elimination", 32, results=40, tables=4)
    return {"16": folder / "sixteen.sqlite", "32": folder / "thirty-two.sqlite"}


@pytest.fixture
def win(qtbot: Any, cups: dict[str, Path], tmp_path: Path, messages: Any) -> Iterator[MainWindow]:
    copy = tmp_path / "Saturday club.sqlite"
    copy.write_bytes(cups["16"].read_bytes())
    with front_window(qtbot, copy) as w:
        yield w


# ---- 2. the Bracket page prints the event's bracket ------------------------------------------------------------


def test_the_bracket_page_prints_both_brackets_with_results_on_a3(qtbot: Any, win: MainWindow, previews: Previews) -> None:
    open_page(qtbot, win, "Bracket")
    click_in_popup(qtbot, named(win, "Paper"), "A3 landscape")
    qtbot.mouseClick(named(win, "Print bracket"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    (printout, size, orientation, pages), = previews.opened
    assert isinstance(printout, EventBracketPrintout)
    assert (size, orientation) == (QPageSize.PageSizeId.A3, QPageLayout.Orientation.Landscape)
    text = " ".join(pdf_text(printout))
    assert "Winners' bracket" in text and "Losers' bracket" in text and "Grand final" in text
    assert "Champion:" in text
    assert printout.title == "Bracket — Spring Cup" and printout.subtitle.startswith("Saturday club · Double elimination")
    assert pages >= 1


def test_a_32_player_bracket_is_cut_into_readable_pages(qtbot: Any, cups: dict[str, Path], tmp_path: Path,
                                                        messages: Any, previews: Previews) -> None:
    copy = tmp_path / "club.sqlite"
    copy.write_bytes(cups["32"].read_bytes())
    with front_window(qtbot, copy) as w:
        open_page(qtbot, w, "Bracket")
        counts = {}
        for paper in ("A4 landscape", "A3 landscape"):
            click_in_popup(qtbot, named(w, "Paper"), paper)
            qtbot.mouseClick(named(w, "Print bracket"), Qt.MouseButton.LeftButton)
            wait_idle(qtbot, w)
            counts[paper] = previews.opened[-1][3]
        assert counts["A4 landscape"] > counts["A3 landscape"] >= 1
        printout = previews.last()
        assert isinstance(printout, EventBracketPrintout)
        names = " ".join(pdf_text(printout))
        assert all(f"Player {n:02d}" in names for n in range(1, 33))  # everyone is on a page


# ---- 2. Ctrl+P prints the page shown ---------------------------------------------------------------------------


@pytest.mark.xcb
def test_ctrl_p_prints_the_event_page_shown(qtbot: Any, win: MainWindow, previews: Previews) -> None:
    open_page(qtbot, win, "Bracket")
    press(qtbot, win, QKeySequence.StandardKey.Print)
    wait_idle(qtbot, win)
    assert isinstance(previews.last(), EventBracketPrintout)
    open_page(qtbot, win, "Standings")
    press(qtbot, win, QKeySequence.StandardKey.Print)
    wait_idle(qtbot, win)
    assert isinstance(previews.last(), EventStandingsPrintout)
    open_page(qtbot, win, "Tables")
    press(qtbot, win, QKeySequence.StandardKey.Print)
    wait_idle(qtbot, win)
    booklet = previews.last()
    assert isinstance(booklet, printouts.Booklet) and isinstance(booklet.parts[0], printouts.PairingsPrintout)
    win.tabs.setCurrentWidget(win.leaderboard_view)
    press(qtbot, win, QKeySequence.StandardKey.Print)
    wait_idle(qtbot, win)
    assert isinstance(previews.last(), printouts.StandingsPrintout)  # anywhere else: the leaderboard
    assert len(previews.opened) == 4


# ---- 2. the Brackets tool's printout says what it is ------------------------------------------------------------


def test_the_brackets_tool_prints_a_blank_seed_sheet_and_says_so(qtbot: Any, win: MainWindow, previews: Previews) -> None:
    open_tool(qtbot, win, "Brackets")
    button = named(win, "Print blank seed sheet")
    assert "Event tab" in button.accessibleDescription()
    qtbot.mouseClick(win.seeding_view.top_mode, Qt.MouseButton.LeftButton)  # the leaderboard's best players
    wait_idle(qtbot, win)
    click_inner_tab(qtbot, win.seeding_view.tabs, "Single / double elimination")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert previews.last().title == "Seed sheet — Default"


# ---- 3. the pairings of a double elimination -----------------------------------------------------------------


def test_the_pairings_of_a_double_elimination_name_its_brackets_rounds(qtbot: Any, win: MainWindow,
                                                                        previews: Previews) -> None:
    choose_menu(qtbot, win, "File", "Print pairings and score slips…")
    wait_idle(qtbot, win)
    booklet = previews.last()
    pages = pdf_text(booklet)
    text = " ".join(pages)
    assert "deleted player" not in text and "Sitting out" not in text
    for heading in ("Winners' bracket, round 1", "Losers' bracket, round 1", "Winners' final", "Losers' final",
                    "Grand final"):
        assert heading in text, heading
    assert "Round 12" not in text and "Round 1 " not in text
    slips = [page for page in pages if page.startswith("Score slips")]
    assert slips and all("Round " not in page.split("cut along the dashed lines", 1)[1][:40] for page in slips)
