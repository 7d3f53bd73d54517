"""Printouts of an event played out: the bracket with results and the standings sheet (PDF text read back with pypdf)."""

from __future__ import annotations

import shutil
import unicodedata
from pathlib import Path

import pypdf
import pytest
from event_builders import played_event
from PySide6.QtCore import QSizeF

from tournament_app.league import Club, tournament
from tournament_app.printouts import body_rect
from tournament_app.printouts.event_bracket import (
    EventBracketPrintout,
    podium_text,
    print_bracket,
)
from tournament_app.printouts.event_layout import bracket_sections, pack, table_parts
from tournament_app.printouts.event_standings import (
    EventStandingsPrintout,
    print_standings,
    read_crosstables,
    standings_printout,
)

pytestmark = pytest.mark.usefixtures("qapp")

#: format, entrants, results (None: to the end), settings
EVENTS: dict[str, tuple[str, int, int | None, tournament.Settings]] = {
    "double-ended": ("double-elimination", 16, None, tournament.Settings()),
    "double-half": ("double-elimination", 16, 15, tournament.Settings()),
    "single-20": ("single-elimination", 20, None, tournament.Settings(third_place=True)),
    "round-robin": ("round-robin", 6, None, tournament.Settings()),
    "swiss-50": ("swiss", 50, 25, tournament.Settings(rounds=3)),
    "pools": ("pools-knockout", 10, None, tournament.Settings()),
}


@pytest.fixture(scope="module")
def event_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, int]]:
    folder = tmp_path_factory.mktemp("printed-events")
    out = {}
    for key, (fmt, n, results, settings) in EVENTS.items():
        path = folder / f"{key}.sqlite"
        out[key] = (path, played_event(path, fmt, n, results=results, settings=settings))
    return out


def club_copy(event_files: dict[str, tuple[Path, int]], key: str, tmp_path: Path) -> tuple[Path, int]:
    path, event_id = event_files[key]
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    return copy, event_id


def read_view(event_files: dict[str, tuple[Path, int]], key: str, tmp_path: Path) -> tournament.EventView:
    path, event_id = club_copy(event_files, key, tmp_path)
    with Club.open(path) as club:
        return tournament.event_view(club, event_id)


def pages_text(path: Path) -> list[str]:
    reader = pypdf.PdfReader(path)
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


# ---- the bracket ----------------------------------------------------------------------------------------


def test_a_played_double_elimination_prints_on_one_page_with_its_champion(
        event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-ended", tmp_path)
    out = tmp_path / "bracket.pdf"
    assert print_bracket(view, out, "club.sqlite") == 1
    (page,) = pages_text(out)
    assert page.startswith("Bracket — Spring Cup club.sqlite · Double elimination · 16 entrants · ended")
    for heading in ("Winners' bracket", "Losers' bracket · Final", "Winners' final", "Losers' final", "Grand final"):
        assert heading in page
    assert view.champion is not None and f"Champion: {view.champion} · 2. {view.standings[1].name}" in page
    assert page == " ".join(page.split())  # nothing garbled
    # every entrant's name is on the page
    assert all(line.name in page for line in view.standings)


def test_a_bracket_too_tall_for_a_page_goes_on_in_parts(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "single-20", tmp_path)
    out = tmp_path / "bracket.pdf"
    # a bracket of 32: 16 first-round matches in two parts of 8, the final (and third place) with the second
    assert print_bracket(view, out) == 2
    first, second = pages_text(out)
    assert "Bracket · rounds 1–4 · part 1 of 2" in first and "Continued on page 2." in first
    assert "Bracket · rounds 1–4 · part 2 of 2" in second and "Bracket · round 5" in second
    assert "Third place" in second and f"Champion: {view.champion}" in second
    assert "Page 2 of 2" in second


def test_the_printed_bracket_shows_which_matches_are_on_now(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-half", tmp_path)
    printout = EventBracketPrintout(view, "club.sqlite")
    out = tmp_path / "half.pdf"
    assert print_bracket(view, out) == 1
    (page,) = pages_text(out)
    assert "in play" in page and "Champion" not in page
    ready = [m for m in view.matches if m.status in ("ready", "playing")]
    assert page.count("Next") == len(ready) == 4
    body = body_rect(QSizeF(757, 510)).size()
    assert printout.page_count(body) == 1


def test_a_swiss_has_no_bracket_to_print(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    from tournament_app.league import LeagueError

    view = read_view(event_files, "swiss-50", tmp_path)
    with pytest.raises(LeagueError, match="has no bracket to print yet"):
        print_bracket(view, tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()


# ---- the standings sheet --------------------------------------------------------------------------------


def test_the_final_standings_sheet_has_the_podium_and_the_placements(
        event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-ended", tmp_path)
    out = tmp_path / "standings.pdf"
    assert print_standings(view, out) == 1
    (page,) = pages_text(out)
    assert page.startswith("Final standings — Spring Cup")
    assert f"Champion: {view.champion}" in page
    assert podium_text(view).startswith(f"Champion: {view.champion}")
    # placements of a double elimination of 16: 1, 2, 3, 4, 5, 5, 7, 7, 9 ×4, 13 ×4
    assert [line.place for line in view.standings] == [1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]
    for line in view.standings:
        assert f"{line.place} {line.name}" in page
    assert "Points" not in page and "Crosstable" not in page


def test_a_round_robin_sheet_has_tiebreaks_and_a_crosstable(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    path, event_id = club_copy(event_files, "round-robin", tmp_path)
    with Club.open(path) as club:
        printout = standings_printout(club, event_id)
        names, cells = tournament.event_crosstable(club, event_id)
    out = tmp_path / "rr.pdf"
    from tournament_app.printouts import write_pdf

    assert write_pdf(printout, out) == 1
    (page,) = pages_text(out)
    assert "Place Name Points SB WIN DE" in page
    assert "SB: Sonneborn-Berger · WIN: wins, byes included · DE: direct encounter: points among the tied." in page
    assert "Crosstable Entrant 1 2 3 4 5 6" in page
    first = f"1. {names[0]} " + " ".join(c for c in cells[0] if c)
    assert first in page
    top = printout.view.standings[0]
    assert f"1 {top.name} {top.points:g} {top.tiebreaks['sonneborn_berger']:g}" in page


def test_a_long_swiss_table_goes_on_with_its_headings_and_says_it_is_not_over(
        event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "swiss-50", tmp_path)
    assert not view.finished
    out = tmp_path / "swiss.pdf"
    assert print_standings(view, out, {}) == 2
    first, second = pages_text(out)
    assert first.startswith("Standings — Spring Cup") and "Champion" not in first
    assert "Round 1 of 3. The event is still being played: these are the standings after the results so far." in first
    assert "Place Name Points BH-1 BH SB W" in first and "Place Name Points BH-1 BH SB W" in second
    assert sum(page.count("Player ") for page in (first, second)) == 50


def test_pools_print_each_pools_crosstable(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    path, event_id = club_copy(event_files, "pools", tmp_path)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
        crosstables = read_crosstables(club, view)
    assert list(crosstables) == ["pool A", "pool B", "pool C"]
    out = tmp_path / "pools.pdf"
    assert print_standings(view, out, crosstables) == 1
    (page,) = pages_text(out)
    assert "Crosstable — Pool A" in page and "Crosstable — Pool C" in page and f"Champion: {view.champion}" in page


def test_a_wide_crosstable_is_cut_into_runs_of_columns(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "round-robin", tmp_path)
    names = [f"Entrant {n}" for n in range(1, 31)]
    cells = [["" if i == j else "1" if i < j else "0" for j in range(30)] for i in range(30)]
    printout = EventStandingsPrintout(view, "club", {None: (names, cells)})
    out = tmp_path / "wide.pdf"
    from tournament_app.printouts import write_pdf

    pages = write_pdf(printout, out)
    text = " ".join(pages_text(out))
    assert pages >= 2
    assert "Crosstable (columns 1–15)" in text and "Crosstable (columns 16–30)" in text


# ---- the layout both share with the presenter -----------------------------------------------------------


def test_sections_follow_the_rows_and_rounds_that_fit(event_files: dict[str, tuple[Path, int]], tmp_path: Path) -> None:
    view = read_view(event_files, "double-half", tmp_path)
    titles = [s.title for s in bracket_sections(view, 8, 5)]
    assert titles == ["Winners' bracket", "Losers' bracket · rounds 1–3", "Losers' bracket · rounds 4–6 · Final"]
    titles = [s.title for s in bracket_sections(view, 4, 3)]
    assert titles == ["Winners' bracket · rounds 1–3 · part 1 of 2", "Winners' bracket · rounds 1–3 · part 2 of 2",
                      "Winners' bracket · round 4", "Losers' bracket · rounds 1–3", "Losers' bracket · rounds 4–6",
                      "Final"]
    first = bracket_sections(view, 4, 3)[0]
    assert [(c.first, c.count) for c in first.columns] == [(0, 4), (0, 2), (0, 1)]
    assert pack([3, 4, 2, 5], float, 7.0) == [[3, 4], [2, 5]]
    swiss = read_view(event_files, "swiss-50", tmp_path)
    parts = table_parts(swiss, 20)
    assert [p.title for p in parts] == [f"Standings · round 1 of 3 · part {n} of 3" for n in (1, 2, 3)]
    assert sum(len(p.lines) for p in parts) == 50
