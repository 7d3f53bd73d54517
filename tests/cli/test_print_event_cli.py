"""``print bracket|standings OUT.pdf --event NAME`` for an event played out: its bracket with results, its standings sheet."""

from __future__ import annotations

import os
import shutil
import unicodedata
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pypdf
import pytest
from cli_helpers import run
from event_builders import played_event

from tournament_app.league import Club, tournament

pytestmark = pytest.mark.usefixtures("qapp")


def pages_text(path: Path) -> list[str]:
    reader = pypdf.PdfReader(path)
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A double elimination of 8 played to the end ("Spring Cup") and a Swiss of 6 in its first round ("Club Swiss")."""
    path = tmp_path_factory.mktemp("print-event") / "club.sqlite"
    played_event(path, "double-elimination", 8)
    with Club.open(path) as club:
        swiss = tournament.create_event(club, "Club Swiss", "swiss", date="2024-06-02",
                                        settings=tournament.Settings(rounds=3)).id
        assert swiss is not None
        tournament.set_entrants(club, swiss, names=[f"Player {n:02d}" for n in range(1, 7)])
        tournament.start_event(club, swiss)
        first = next(m for m in tournament.event_view(club, swiss).matches if m.status == "ready")
        tournament.report_result(club, swiss, first.id, [1, 2])
    return path


@pytest.fixture
def db(template: Path, tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    shutil.copy(template, path)
    return path


def champion(db: Path) -> str:
    with Club.open(db) as club:
        event = club.find_event("Spring Cup")
        assert event is not None
        view = tournament.event_view(club, event.id)
    assert view.finished and view.champion is not None
    return view.champion


def test_print_bracket_of_an_event_prints_its_results_and_champion(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "bracket.pdf"
    code, stdout, err = run("--db", db, "print", "bracket", out, "--event", "Spring Cup")
    assert (code, err) == (0, "")
    # 8 entrants: 4 + 2 + 1 winners' matches, 2 + 2 + 1 + 1 losers', the grand final (and a reset if it was needed)
    with Club.open(db) as club:
        played = sum(1 for m in tournament.event_view(club, 1).matches if m.status == "done")
    assert played in (14, 15)
    assert stdout == f"Wrote 1 page (bracket of 'Spring Cup' with {played} results) to {out}\n"
    (page,) = pages_text(out)
    assert page.startswith("Bracket — Spring Cup Double elimination · 8 entrants · ended")
    assert f"Champion: {champion(db)}" in page and "Losers' final" in page and "Grand final" in page


def test_print_standings_of_an_event_prints_its_final_standings_sheet(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    code, stdout, err = run("--db", db, "print", "standings", out, "--event", "Spring Cup")
    assert (code, err) == (0, "")
    winner = champion(db)
    assert stdout == f"Wrote 1 page (final standings of 'Spring Cup': 8 entrants, {winner} wins) to {out}\n"
    (page,) = pages_text(out)
    assert page.startswith("Final standings — Spring Cup") and f"Champion: {winner}" in page
    assert f"Place Name 1 {winner} 2 " in page


def test_a_swiss_prints_its_table_and_its_seeding_bracket(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "swiss.pdf"
    code, stdout, _ = run("--db", db, "print", "standings", out, "--event", "Club Swiss")
    assert code == 0 and stdout == f"Wrote 1 page (standings of 'Club Swiss': 6 entrants) to {out}\n"
    (page,) = pages_text(out)
    assert "Round 1 of 3." in page and "Place Name Points BH-1 BH SB W" in page
    # no knockout: the bracket is the seeding bracket of the event's players, as before
    code, stdout, _ = run("--db", db, "print", "bracket", out, "--event", "Club Swiss")
    assert code == 0 and stdout == f"Wrote 1 page (bracket of 6 entrants) to {out}\n"


def test_without_an_event_the_leaderboards_standings_and_seeding_bracket_print(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "lb.pdf"
    code, stdout, _ = run("--db", db, "print", "standings", out)
    assert code == 0 and stdout.startswith("Wrote 1 page (standings of 'Default':")
    code, stdout, _ = run("--db", db, "print", "bracket", out)
    assert code == 0 and stdout.startswith("Wrote 1 page (bracket of 8 entrants)")


@pytest.mark.parametrize("what", ["bracket", "standings"])
def test_an_unknown_event_is_refused_in_one_line_and_nothing_is_written(db: Path, tmp_path: Path, what: str) -> None:
    out = tmp_path / "out.pdf"
    code, stdout, err = run("--db", db, "print", what, out, "--event", "Autumn Cup")
    assert (code, stdout) == (1, "")
    assert err == "tournament-app: There is no event called 'Autumn Cup' (events: Club Swiss, Spring Cup).\n"
    assert not out.exists()


def test_a_pdf_that_cannot_be_written_is_refused_in_one_line(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "no-such-folder" / "out.pdf"
    code, stdout, err = run("--db", db, "print", "bracket", out, "--event", "Spring Cup")
    assert (code, stdout) == (1, "")
    assert err.count("\n") == 1 and f"Cannot write {out}: No such file or directory" in err


def test_the_standings_sheet_shows_direct_encounter_and_games_won_with_their_legend(tmp_path: Path) -> None:
    from event_builders import tied_round_robin

    path = tmp_path / "club.sqlite"
    tied_round_robin(path)
    out = tmp_path / "standings.pdf"
    assert run("--db", path, "print", "standings", out, "--event", "Tied Cup")[0] == 0
    text = " ".join(pages_text(out))
    assert "DE" in text and "WON" in text
    assert "DE: direct encounter: points among the tied" in text and "WON: games won over the board" in text
