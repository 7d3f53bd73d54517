"""The ``print`` command of the CLI contract: PDF page counts, the top player's name in the text, and clear errors."""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pypdf
import pytest

from tournament_app.league import Club, SideInput, night
from cli_helpers import run

# The command draws with Qt; in this process the test's QApplication is the one it uses.
pytestmark = pytest.mark.usefixtures("qapp")

NAMES = [f"Player {n:03d}" for n in range(1, 121)]
#: A4 with 15 mm margins holds 42 standings rows, 31 pairings rows and 4 score slips a page
STANDINGS_ROWS, SLIPS_PER_PAGE = 42, 4


def pages_text(path: Path) -> list[str]:
    reader = pypdf.PdfReader(path)
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in reader.pages]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """120 rated players (each beat the next three in the list) and a club night with two drawn rounds."""
    path = tmp_path_factory.mktemp("print") / "club.sqlite"
    with Club.open(path) as club:
        with club.transaction():
            for i, a in enumerate(NAMES):
                for b in NAMES[i + 1:i + 4]:
                    club.record_match([SideInput([a], 1), SideInput([b], 2)], create_players=True, played_at="2024-05-01")
        top = club.standings()[0].player
        event = club.add_event("Friday night", "2024-05-03")
        present = [top] + [n for n in NAMES[40:60] if n != top][:9]
        for name in present:
            night.check_in(club, event.id, club.find_player(name).id)
        for name in ("1", "2"):
            night.add_table(club, event.id, name)
        night.draw_next_round(club, event.id, "rotating", seed=1)
        night.start_round(club, event.id, 1)
        night.draw_next_round(club, event.id, "rotating", seed=2)
        club.add_event("Empty night", "2024-05-10")
    return path


@pytest.fixture
def db(template: Path, tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    shutil.copy(template, path)
    return path


def top_player(db: Path) -> str:
    with Club.open(db) as club:
        return club.standings()[0].player


def test_print_standings_pages_and_top_player(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    code, stdout, err = run("--db", db, "print", "standings", out)
    assert (code, err) == (0, "")
    text = pages_text(out)
    assert len(text) == math.ceil(120 / STANDINGS_ROWS) == 3
    assert stdout == f"Wrote 3 pages (standings of 'Default': 120 players) to {out}\n"
    top = top_player(db)
    assert f"1 {top}" in text[0] and "Standings — Default" in text[0] and "club.sqlite" not in text[0]
    assert all(sum(name in page for page in text) == 1 for name in NAMES)


def test_print_bracket_of_everyone_and_of_an_events_players(db: Path, tmp_path: Path) -> None:
    everyone = tmp_path / "bracket.pdf"
    assert run("--db", db, "print", "bracket", everyone, "--leaderboard", "Default")[0] == 0
    text = pages_text(everyone)
    # 120 entrants in a bracket of 128: four sections of 32 and the page that joins them
    assert len(text) == 5
    assert f"1 {top_player(db)}" in text[0]
    tonight = tmp_path / "tonight.pdf"
    code, stdout, _ = run("--db", db, "print", "bracket", tonight, "--event", "Friday night")
    assert code == 0 and "bracket of 10 entrants" in stdout
    (page,) = pages_text(tonight)
    assert f"1 {top_player(db)}" in page and "bracket of 16" in page


def test_print_pairings_with_score_slips_and_slips_alone(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "pairings.pdf"
    code, stdout, err = run("--db", db, "print", "pairings", out, "--event", "Friday night")
    assert (code, err) == (0, "")
    with Club.open(db) as club:
        rounds = night.event_rounds(club, club.find_event("Friday night").id)  # type: ignore[union-attr]
    matches = sum(len(r.matches) for r in rounds)
    assert (len(rounds), matches) == (2, 4)
    text = pages_text(out)
    # a page per round, then the slips
    assert len(text) == 2 + math.ceil(matches / SLIPS_PER_PAGE) == 3
    assert "pairings of 2 rounds of 'Friday night' and 4 score slips" in stdout
    top = top_player(db)
    assert top in text[0] and top in text[1] and top in text[2]
    assert "Round 1" in text[0] and "Round 2" in text[1] and text[2].startswith("Score slips — Friday night")
    assert "Round 1 · Table 1" in text[2] and text[2].count("Signature") == 2 * matches
    slips = tmp_path / "slips.pdf"
    assert run("--db", db, "print", "slips", slips, "--event", "Friday night")[0] == 0
    assert len(pages_text(slips)) == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["standings", "{out}", "--leaderboard", "Nope"], "There is no leaderboard 'Nope'"),
        (["pairings", "{out}", "--event", "Nope"], "There is no event called 'Nope'"),
        (["pairings", "{out}"], "Printing pairings needs --event NAME"),
        (["pairings", "{out}", "--event", "Empty night"], "Event 'Empty night' has no rounds drawn yet"),
        (["bracket", "{out}", "--event", "Empty night"], "Event 'Empty night' has no players yet"),
        (["standings", "{missing}"], "Cannot write {missing}: No such file or directory"),
    ],
)
def test_print_errors_name_what_is_wrong_and_write_nothing(db: Path, tmp_path: Path, args: list[str], message: str) -> None:
    paths = {"out": tmp_path / "out.pdf", "missing": tmp_path / "no-such-folder" / "out.pdf"}
    code, stdout, err = run("--db", db, "print", *[a.format(**paths) for a in args])
    assert code == 1 and stdout == ""
    assert message.format(**paths) in err
    assert not paths["out"].exists() and not paths["missing"].parent.exists()


def test_print_needs_one_of_the_known_printouts(db: Path, tmp_path: Path) -> None:
    code, _, err = run("--db", db, "print", "scores", tmp_path / "x.pdf")
    assert code == 2 and "standings|bracket|pairings|slips" in err


def test_print_runs_headless_as_a_script(db: Path, tmp_path: Path) -> None:
    env: dict[str, Any] = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "standings.pdf"
    result = subprocess.run([sys.executable, "-m", "tournament_app", "--db", str(db), "print", "standings", str(out)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert len(pages_text(out)) == 3
