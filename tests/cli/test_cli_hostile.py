"""The command line met with typos and hostile files (issue 14, item 18 and "What hostile files and settings still do").

- A mistyped ``--db`` path for a command that only reads made folders and an
  empty club and printed "(no rows)": now a one-line error, exit 1, nothing created.
- ``seed`` and ``bracket`` (and balance, predict, evaluate) demanded
  ``--leaderboard`` in a club that has only one.
- ``--help`` did not mention ``--self-test``.
- The Rating column printed "10.4" next to "13.68".
- ``--format json`` printed ``Infinity`` for a rating an older version let
  become infinite: not JSON.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from tournament_app.cli import main
from tournament_app.league import Club, SideInput
from cli_helpers import ranked_club, run

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _strict_json(text: str) -> object:
    """``json.loads`` that refuses NaN and Infinity, as every other JSON reader does."""
    def refuse(word: str) -> object:
        raise ValueError(f"{word} is not JSON")

    return json.loads(text, parse_constant=refuse)


# ---- a missing club file -----------------------------------------------------------------------

READING = [
    ["leaderboard"],
    ["leaderboard", "--format", "json"],
    ["export", "standings", "{out}"],
    ["history", "Ann"],
    ["leaderboards"],
    ["recompute"],
    ["seed", "--top", "2"],
    ["bracket", "--top", "2"],
    ["balance", "--players", "Ann,Ben", "--teams", "2"],
    ["predict", "--side", "Ann", "--side", "Ben"],
    ["draw", "--leaderboard", "Default", "--players", "Ann,Ben", "--mode", "swiss", "--rounds", "1"],
    ["print", "standings", "{out}"],
    ["evaluate"],
]


@pytest.mark.parametrize("args", READING, ids=lambda a: " ".join(a[:2]))
def test_a_command_that_only_reads_refuses_a_mistyped_path_and_creates_nothing(tmp_path: Path, args: list[str]) -> None:
    typo = tmp_path / "Thursady" / "club.sqlite"
    args = [a.format(out=tmp_path / "out.file") for a in args]
    code, out, err = run("--db", typo, *args)
    assert (code, out) == (1, "")
    assert err == (f"tournament-app: There is no club file at {typo} (check the path given with --db); "
                   "nothing was created. Only 'import' and 'new-leaderboard' start a new club.\n")
    assert _files(tmp_path) == [], "no folder, no club file, no output file"


def test_without_db_a_reading_command_creates_no_data_folder(user_home: Path) -> None:
    code, out, err = run("leaderboard")
    assert (code, out) == (1, "")
    assert "There is no club file at " in err and "this is where the app keeps its club" in err
    assert not (user_home / "data").exists()


def test_an_empty_file_is_not_turned_into_a_club_by_a_reading_command(tmp_path: Path) -> None:
    empty = tmp_path / "club.sqlite"
    empty.touch()
    code, _, err = run("--db", empty, "leaderboards")
    assert code == 1 and "is empty, not a club yet" in err
    assert _files(tmp_path) == ["club.sqlite"] and empty.read_bytes() == b""


def test_import_starts_a_new_club_only_in_a_folder_that_exists(tmp_path: Path) -> None:
    results = tmp_path / "results.csv"
    results.write_text("match,date,side,player,rank\ng,2024-05-01,1,Ann,1\ng,2024-05-01,2,Ben,2\n", encoding="utf-8")
    code, _, err = run("--db", tmp_path / "typo" / "club.sqlite", "import", "results", results)
    assert code == 1 and f"The folder {tmp_path / 'typo'} does not exist" in err
    assert _files(tmp_path) == ["results.csv"]
    code, out, err = run("--db", tmp_path / "club.sqlite", "import", "results", results)
    assert (code, err) == (0, "") and "Imported 1 new match" in out
    assert (tmp_path / "club.sqlite").is_file()


@pytest.mark.parametrize(
    "args",
    [
        ["import", "results", "{bad}"],
        ["import", "results", "{missing}"],
        ["new-leaderboard", "Blitz", "--system", "elo", "--param", "k=1e308"],
    ],
    ids=["bad rows", "missing file", "bad parameter"],
)
def test_a_creating_command_that_fails_leaves_no_new_club_behind(tmp_path: Path, args: list[str]) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("match,date,side,player,rank\ng,2024-05-01,1,Ann,1\ng,2024-05-01,2,Ben,zz\n", encoding="utf-8")
    before = _files(tmp_path)
    args = [a.format(bad=bad, missing=tmp_path / "missing.csv") for a in args]
    code, out, err = run("--db", tmp_path / "new.sqlite", *args)
    assert (code, out) == (1, "") and err.startswith("tournament-app: ")
    assert _files(tmp_path) == before


def test_an_overflowing_parameter_gives_its_range(db_path: Path) -> None:
    Club.open(db_path).close()
    code, out, err = run("--db", db_path, "new-leaderboard", "Blitz", "--system", "elo", "--param", "k=1e308")
    assert (code, out) == (1, "")
    assert err == "tournament-app: The parameter k must be between 1e-12 and 10000 (got 1e+308).\n"
    code, out, err = run("--db", db_path, "new-leaderboard", "Wide", "--system", "bbt", "--param", "sigma=1e300")
    assert err == "tournament-app: The parameter sigma must be between 0.001 and 100000 (got 1e+300).\n"
    with Club.open(db_path) as club:
        assert [lb.name for lb in club.leaderboards()] == ["Default"]


# ---- --leaderboard may be left out when there is only one ------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["seed", "--top", "3"],
        ["seed", "--players", "Dee,Ann", "--format", "json"],
        ["bracket", "--top", "4"],
        ["balance", "--players", "Ann,Ben,Cid,Dee", "--teams", "2"],
        ["predict", "--side", "Ann", "--side", "Dee", "--format", "json"],
        ["evaluate", "--format", "json"],
    ],
    ids=lambda a: " ".join(a[:2]),
)
def test_the_only_leaderboard_is_used_without_naming_it(db_path: Path, args: list[str]) -> None:
    ranked_club(db_path, NAMES)
    named = run("--db", db_path, *args[:1], "--leaderboard", "Default", *args[1:])
    assert named[0] == 0, named[2]
    assert run("--db", db_path, *args) == named


def test_with_several_leaderboards_the_command_asks_which(db_path: Path, dump) -> None:  # type: ignore[no-untyped-def]
    ranked_club(db_path, NAMES)
    with Club.open(db_path) as club:
        club.new_leaderboard("Blitz", "elo")
    before = dump(db_path)
    for args in (["seed", "--top", "2"], ["bracket", "--top", "2"], ["predict", "--side", "Ann", "--side", "Ben"]):
        code, out, err = run("--db", db_path, *args)
        assert (code, out) == (1, "")
        assert err == "tournament-app: This club has 2 leaderboards ('Default', 'Blitz'); choose one with --leaderboard NAME.\n"
    assert dump(db_path) == before


# ---- --help and --self-test ------------------------------------------------------------------------


def test_help_mentions_self_test_and_which_commands_create_a_club() -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "--self-test" in out and "check this installation" in " ".join(out.split())
    text = " ".join(out.split())
    assert "'import' and 'new-leaderboard' start a new club file when there is none" in text
    code, out, _ = run("seed", "--help")
    assert "may be left out when the club has only one" in " ".join(out.split())


def test_self_test_takes_no_other_arguments(tmp_path: Path) -> None:
    code, out, err = run("--self-test", "leaderboard")
    assert (code, out) == (2, "")
    assert err == "tournament-app: The option --self-test takes no other arguments.\n"


def test_self_test_through_the_command_line_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    import tournament_app.app as app

    monkeypatch.setattr(app, "run_self_test", lambda: 0)
    assert main(["--self-test"]) == 0


# ---- one precision per column ------------------------------------------------------------------


def _rating_column(out: str) -> list[str]:
    lines = out.splitlines()
    start = lines[0].index("Rating")
    width = len(lines[1].split("  ")[2])  # the dashes under "Rating"
    return [line[start:start + width].strip() for line in lines[2:]]


@pytest.mark.parametrize(
    ("system", "scale", "pattern"),
    [("elo", "auto", r"-?\d+\.\d"), ("elo", "conservative", r"-?\d+\.\d\d"), ("bbt", "auto", r"\d+")],
)
def test_the_rating_column_prints_every_value_with_the_same_decimals(db_path: Path, system: str, scale: str, pattern: str) -> None:
    with Club.open(db_path) as club:
        lb = club.new_leaderboard("Board", system, display_scale=scale).id
        # Elo: the first result gives whole numbers (1516, 1484), the later ones do not
        for n, (a, b) in enumerate([("Ann", "Ben"), ("Cid", "Dee"), ("Ann", "Eve"), ("Fay", "Cid"), ("Ben", "Eve")]):
            club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=lb, create_players=True,
                              played_at=f"2024-05-0{n + 1}")
    code, out, _ = run("--db", db_path, "leaderboard", "--leaderboard", "Board")
    assert code == 0
    cells = _rating_column(out)
    assert len(cells) == 6
    assert all(re.fullmatch(pattern, c) for c in cells), cells


# ---- JSON is always JSON ----------------------------------------------------------------------------


def test_json_output_stays_valid_when_an_older_file_holds_an_infinite_rating(db_path: Path) -> None:
    ranked_club(db_path, NAMES)
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE ratings SET mu = 9e999 WHERE player_id = (SELECT id FROM players WHERE name = 'Ann')")
    for rowid, n in conn.execute("SELECT rowid, n_rows FROM history_chunks").fetchall():  # every stored rating after: -inf
        conn.execute("UPDATE history_chunks SET mu_after = ? WHERE rowid = ?", [b"\x00\x00\x00\x00\x00\x00\xf0\xff" * n, rowid])
    conn.commit()
    conn.close()
    code, out, err = run("--db", db_path, "leaderboard", "--format", "json")
    assert code == 0, err
    rows = _strict_json(out)
    assert isinstance(rows, list)
    ann = next(r for r in rows if r["player"] == "Ann")
    assert ann["mu"] is None
    code, out, err = run("--db", db_path, "history", "Ben", "--format", "json")
    assert code == 0, err
    assert any(r["mu_after"] is None for r in _strict_json(out))  # type: ignore[union-attr]


def test_leaderboards_lists_every_board_even_one_with_settings_an_older_version_stored(db_path: Path) -> None:
    ranked_club(db_path, NAMES)
    with Club.open(db_path) as club:
        club.new_leaderboard("Decay", "elo")
    conn = sqlite3.connect(db_path)
    conn.execute("""UPDATE leaderboards SET params = '{"decay_points": 1e308}' WHERE name = 'Decay'""")
    conn.commit()
    conn.close()
    code, out, err = run("--db", db_path, "leaderboards")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[2].startswith("Default") and lines[3].startswith("Decay")
    assert "not usable: The parameter decay_points must be between 0 and 1000000" in lines[3]
    code, out, err = run("--db", db_path, "leaderboard", "--leaderboard", "Decay")
    assert (code, out) == (1, "")
    assert "The parameter decay_points must be between" in err
