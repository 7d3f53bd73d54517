"""``tournament-app trf pair|check|generate``: on files, no club file, one-line messages for bad input."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from cli_helpers import run

from tournament_app.league.tournament.trf import read_trf_file, write_trf

CASES = Path(__file__).parents[1] / "league" / "tournament" / "dutch" / "trf_cases"


def test_generate_then_check_then_pair(tmp_path: Path) -> None:
    out = tmp_path / "t.trf"
    code, said, err = run("trf", "generate", out, "--players", "12", "--rounds", "5", "--seed", "9", "--forfeits", "0.05",
                          "--byes", "0.05", "--withdrawals", "0.02")
    assert code == 0 and err == "" and out.is_file()
    again = tmp_path / "again.trf"
    run("trf", "generate", again, "--players", "12", "--rounds", "5", "--seed", "9", "--forfeits", "0.05", "--byes", "0.05",
        "--withdrawals", "0.02")
    assert again.read_bytes() == out.read_bytes()  # the seed gives the same tournament
    code, said, err = run("trf", "check", out)
    assert code == 0 and "All 5 rounds" in said
    code, said, err = run("trf", "pair", out)
    lines = said.splitlines()
    assert code == 0 and int(lines[0]) == len(lines) - 1
    assert all(len(line.split()) == 2 for line in lines[1:])
    assert not (tmp_path / "tournament-app.sqlite").exists()


def test_check_lists_a_differing_round_with_both_pairings(tmp_path: Path) -> None:
    """A file whose round 2 has one board's colours the wrong way round (as no engine would pair it)."""
    trf = read_trf_file(CASES / "c9_two_downfloaters.trf")
    first = trf.players[0]
    entry = first.rounds[1]
    assert entry is not None and entry.opponent is not None
    opponent = next(p for p in trf.players if p.number == entry.opponent)
    theirs = opponent.rounds[1]
    assert theirs is not None
    first.rounds[1] = replace(entry, colour=entry.colour.opposite())
    opponent.rounds[1] = replace(theirs, colour=theirs.colour.opposite())
    changed = tmp_path / "changed.trf"
    changed.write_text(write_trf(trf), newline="")
    code, said, _ = run("trf", "check", changed)
    assert code == 1
    assert "Round 2 differs." in said and "ours:" in said and "the file's:" in said


def test_pair_prints_the_bye_as_n_0() -> None:
    code, said, _ = run("trf", "pair", CASES / "bbp_seed21.trf")
    assert code == 0 and said.splitlines()[0].isdigit()


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("012 T\n001 abcd\n")
    code, said, err = run("trf", "pair", bad)
    assert code == 1 and err.count("\n") == 1 and "Line 2, column 5" in err
    code, _, err = run("trf", "check", tmp_path / "missing.trf")
    assert code == 1 and err.count("\n") == 1
    code, _, err = run("trf", "generate", tmp_path / "x.trf", "--players", "4", "--rounds", "9")
    assert code == 1 and err.count("\n") == 1


def test_generate_never_replaces_a_club_file_or_a_folder(tmp_path: Path) -> None:
    club = tmp_path / "club.sqlite"
    with sqlite3.connect(club) as db:
        db.execute("create table t (x)")
    before = club.read_bytes()
    code, _, err = run("trf", "generate", club, "--players", "6", "--rounds", "3")
    assert code == 1 and "club file" in err and club.read_bytes() == before
    code, _, err = run("trf", "generate", tmp_path, "--players", "6", "--rounds", "3")
    assert code == 1 and "not a regular file" in err
