"""The command line contract (tournament_app/cli/): every command, JSON keys, exit codes 0/1/2, nothing changed on bad input.

Most tests call ``tournament_app.cli.main`` in-process; a few run the real
program in a subprocess for its real exit codes and streams.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from cli_helpers import run

JSON_KEYS = ["rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played"]

RESULTS = """match,date,side,player,rank,score,team,event
g1,2024-03-05T19:00,1,Ann,1,21,,Tuesday
g1,2024-03-05T19:00,2,Ben,2,17,,Tuesday
g2,2024-03-05T19:30,1,Cat,1,,,Tuesday
g2,2024-03-05T19:30,2,Ann,2,,,Tuesday
g3,2024-03-12,1,Ben,1,,Pair,
g3,2024-03-12,1,Cat,1,,Pair,
g3,2024-03-12,2,Ann,2,,,
g3,2024-03-12,2,=Evil(),2,,,
g0,2024-03-01,1,Dan,1,,,
g0,2024-03-01,2,Ann,1,,,
"""


@pytest.fixture
def results_csv(tmp_path: Path) -> Path:
    path = tmp_path / "results.csv"
    path.write_text(RESULTS, encoding="utf-8")
    return path


@pytest.fixture
def loaded(db_path: Path, results_csv: Path) -> Path:
    """A club database with RESULTS imported through the CLI."""
    code, out, err = run("--db", db_path, "import", "results", results_csv)
    assert (code, err) == (0, "")
    assert "Imported 4 new matches into 'Default'" in out
    return db_path


# ---- every command ------------------------------------------------------------------------------


def test_leaderboards_on_a_new_database(db_path: Path) -> None:
    Club.open(db_path).close()
    code, out, err = run("--db", db_path, "leaderboards")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["Leaderboard", "System", "Parameters", "Matches", "Players"]
    assert lines[2].startswith("Default") and " bbt " in lines[2]


def test_import_results_then_leaderboard_json(loaded: Path) -> None:
    code, out, err = run("--db", loaded, "leaderboard", "--format", "json")
    assert (code, err) == (0, "")
    rows = json.loads(out)
    assert isinstance(rows, list) and len(rows) == 5
    for row in rows:
        assert list(row) == JSON_KEYS
    with Club.open(loaded) as club:
        assert rows == [s.as_dict() for s in club.standings()]
        assert club.match_count() == 4
        assert club.find_team("Pair") is not None
        assert club.find_event("Tuesday") is not None
    assert [r["rank"] for r in rows] == [1, 2, 3, 4, 5]
    ann = next(r for r in rows if r["player"] == "Ann")
    assert (ann["games"], ann["wins"], ann["last_played"]) == (4, 1, "2024-03-12")
    assert isinstance(ann["mu"], float) and isinstance(ann["display"], int)


def test_leaderboard_min_games_and_formats(loaded: Path) -> None:
    code, out, _ = run("--db", loaded, "leaderboard", "--min-games", "2", "--format", "json")
    assert code == 0
    rows = json.loads(out)
    assert sorted(r["player"] for r in rows) == ["Ann", "Ben", "Cat"]
    assert [r["rank"] for r in rows] == [1, 2, 3]

    code, out, _ = run("--db", loaded, "leaderboard", "--format", "csv")
    assert code == 0
    table = list(csv.reader(io.StringIO(out, newline="")))
    assert table[0] == [*JSON_KEYS, "mu_exact", "sigma_exact"]  # rounded as shown, then the exact values
    assert sorted(r[1] for r in table[1:]) == ["'=Evil()", "Ann", "Ben", "Cat", "Dan"]

    code, out, _ = run("--db", loaded, "leaderboard")  # table is the default
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["#", "Player", "Rating"]
    assert set(lines[1]) <= {"-", " "}
    assert len(lines) == 2 + 5
    assert "Ann" in out and "=Evil()" in out

    code, out, _ = run("--db", loaded, "leaderboard", "--min-games", "99")
    assert (code, out.splitlines()[-1]) == (0, "(no rows)")


def test_import_results_into_a_named_leaderboard(db_path: Path, results_csv: Path) -> None:
    assert run("--db", db_path, "new-leaderboard", "Blitz", "--system", "elo")[0] == 0
    code, out, _ = run("--db", db_path, "import", "results", results_csv, "--leaderboard", "blitz")
    assert code == 0 and "'Blitz'" in out
    code, out, _ = run("--db", db_path, "leaderboard", "--leaderboard", "Blitz", "--format", "json")
    rows = json.loads(out)
    assert len(rows) == 5 and all(r["sigma"] == 0.0 for r in rows)
    assert json.loads(run("--db", db_path, "leaderboard", "--leaderboard", "Default", "--format", "json")[1]) == []


def test_import_players(db_path: Path, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("name,club\nAnn,Riverside\nBen,\n", encoding="utf-8")
    code, out, err = run("--db", db_path, "import", "players", path)
    assert (code, err) == (0, "")
    assert "2 added, 0 updated" in out
    path.write_text("name,club\nann,Hilltop\nCat,\n", encoding="utf-8")
    code, out, _ = run("--db", db_path, "import", "players", path)
    assert code == 0 and "1 added, 1 updated" in out
    with Club.open(db_path) as club:
        assert [(p.name, p.club) for p in club.players()] == [("Ann", "Hilltop"), ("Ben", None), ("Cat", None)]


def test_export_standings(loaded: Path, tmp_path: Path) -> None:
    out_file = tmp_path / "out" / "standings.csv"
    out_file.parent.mkdir()
    code, out, err = run("--db", loaded, "export", "standings", out_file)
    assert (code, err) == (0, "")
    assert "Wrote 5 players of 'Default'" in out
    assert out_file.read_bytes().startswith(b"\xef\xbb\xbf")  # a BOM, for Excel
    with out_file.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == [*JSON_KEYS, "mu_exact", "sigma_exact"]
    assert "'=Evil()" in [r[1] for r in rows]
    assert out_file.read_text(encoding="utf-8-sig") == run("--db", loaded, "leaderboard", "--format", "csv")[1]
    code, _, _ = run("--db", loaded, "export", "standings", tmp_path / "blitz.csv", "--leaderboard", "Default")
    assert code == 0


def test_history(loaded: Path) -> None:
    code, out, err = run("--db", loaded, "history", "ann", "--format", "json")
    assert (code, err) == (0, "")
    rows = json.loads(out)
    assert [r["date"] for r in rows] == ["2024-03-01", "2024-03-05T19:00:00", "2024-03-05T19:30:00", "2024-03-12"]
    assert [r["result"] for r in rows] == ["draw", "win", "loss", "loss"]
    assert set(rows[0]) == {
        "match", "date", "event", "result", "rank", "opponents", "mu_before", "sigma_before", "mu_after", "sigma_after",
    }
    with Club.open(loaded) as club:
        ann = club.find_player("Ann")
        assert ann is not None
        hist = club.player_history(ann.id)
    assert [(r["mu_before"], r["sigma_before"], r["mu_after"], r["sigma_after"]) for r in rows] == [
        (h.mu_before, h.sigma_before, h.mu_after, h.sigma_after) for h in hist
    ]
    code, out, _ = run("--db", loaded, "history", "Ann", "--format", "csv")
    assert code == 0
    table = list(csv.reader(io.StringIO(out, newline="")))
    assert table[0][:4] == ["match", "date", "event", "result"]
    assert len(table) == 5
    assert sorted(table[4][5].split(", ")) == ["Ben", "Cat"]  # =Evil() was Ann's team-mate there
    code, out, _ = run("--db", loaded, "history", "Ann")
    assert code == 0 and "Tuesday" in out and len(out.splitlines()) == 2 + 4


def test_history_csv_neutralises_and_keeps_a_lone_cr_inside_its_cell(db_path: Path) -> None:
    with Club.open(db_path) as club:
        a, b, c = club.add_player("Ann").id, club.add_player("Ben").id, club.add_player("-Cy").id
        night = club.add_event("Night", "2024-01-01")
        # new names can't hold a line break any more (it becomes a space); an older club's may
        club.db.execute("UPDATE players SET name = 'Ben' || char(13) || '=1+1' WHERE id = ?", [b])
        club.db.execute("UPDATE events SET name = 'Night' || char(13) || '@x' WHERE id = ?", [night.id])
        club.record_match([SideInput([a], 1), SideInput([b], 2)], event_id=night.id, played_at="2024-01-01")
        club.record_match([SideInput([a], 1), SideInput([c], 2)], played_at="2024-01-02")
    code, out, _ = run("--db", db_path, "history", "Ann", "--format", "csv")
    assert code == 0
    table = list(csv.reader(io.StringIO(out, newline="")))
    assert len(table) == 3
    assert (table[1][2], table[1][5]) == ("Night\r@x", "Ben\r=1+1")
    assert table[2][5] == "'-Cy"


def test_recompute_rebuilds_the_derived_tables(loaded: Path, dump: Callable[[Path], list[str]]) -> None:
    before = dump(loaded)
    conn = sqlite3.connect(loaded)
    conn.execute("DELETE FROM history_chunks")
    conn.execute("UPDATE ratings SET mu = 0, sigma = 1")
    conn.commit()
    conn.close()
    code, out, err = run("--db", loaded, "recompute")
    assert (code, err) == (0, "")
    assert "Recomputed 4 matches" in out
    assert dump(loaded) == before
    code, out, _ = run("--db", loaded, "recompute", "--leaderboard", "Default")
    assert code == 0 and dump(loaded) == before


def test_new_leaderboard_with_parameters(db_path: Path) -> None:
    code, out, err = run("--db", db_path, "new-leaderboard", "Blitz", "--system", "elo", "--param", "k=24", "--param", "floor=0")
    assert (code, err) == (0, "")
    assert "Created leaderboard 'Blitz'" in out
    code, _, _ = run("--db", db_path, "new-leaderboard", "Chess", "--system", "glicko", "--param", "period_days=3.5")
    assert code == 0
    code, _, _ = run("--db", db_path, "new-leaderboard", "FFA", "--system", "plackett-luce")
    assert code == 0
    code, _, _ = run("--db", db_path, "new-leaderboard", "Doubles", "--system", "bbt", "--param", "beta=4")
    assert code == 0
    with Club.open(db_path) as club:
        boards = {lb.name: (lb.system, lb.params) for lb in club.leaderboards()}
    assert boards == {
        "Default": ("bbt", {}),
        "Blitz": ("elo", {"k": 24, "floor": 0}),
        "Chess": ("glicko", {"period_days": 3.5}),
        "FFA": ("plackett-luce", {}),
        "Doubles": ("bbt", {"beta": 4}),
    }
    code, out, _ = run("--db", db_path, "leaderboards")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["Default", "Blitz", "Chess", "FFA", "Doubles"]


# ---- exit code 1: bad input, a message on stderr, nothing changed ---------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["import", "results", "{bad_results}"], "line 4, column 'rank'"),
        (["import", "results", "{missing}"], "no such file"),
        (["import", "results", "{results}", "--leaderboard", "Nope"], "no leaderboard"),
        (["import", "players", "{bad_players}"], "line 3"),
        (["leaderboard", "--leaderboard", "Nope"], "no leaderboard"),
        (["leaderboard", "--min-games", "-1"], "--min-games: The least number of games must be a whole number from 0 to"),
        (["export", "standings", "{unwritable}"], "could not write"),
        (["export", "standings", "{out}", "--leaderboard", "Nope"], "no leaderboard"),
        (["history", "Nobody"], "Nobody"),
        (["history", "Ann", "--leaderboard", "Nope"], "no leaderboard"),
        (["recompute", "--leaderboard", "Nope"], "no leaderboard"),
        (["new-leaderboard", "Default", "--system", "elo"], "already"),
        (["new-leaderboard", "X", "--system", "elo", "--param", "speed=3"], "speed"),
        (["new-leaderboard", "X", "--system", "bbt", "--param", "beta=-1"], "beta"),
        (["new-leaderboard", "X", "--system", "bbt", "--param", "beta=fast"], "'fast'"),
    ],
)
def test_bad_input_exits_1_and_changes_nothing(
    loaded: Path, tmp_path: Path, dump: Callable[[Path], list[str]], args: list[str], words: str
) -> None:
    (tmp_path / "bad.csv").write_text(
        "match,date,side,player,rank\nx,2024-04-01,1,Ann,1\nx,2024-04-01,2,Zed,second\n", encoding="utf-8"
    )
    (tmp_path / "bad_players.csv").write_text("name,club\nEve,\n,Nowhere\n", encoding="utf-8")
    (tmp_path / "bad_results.csv").write_text(
        "match,date,side,player,rank\nx,2024-04-01,1,Ann,1\ny,2024-04-01,1,Eve,1\ny,2024-04-01,2,Zed,\n", encoding="utf-8"
    )
    names = {
        "{bad_results}": str(tmp_path / "bad_results.csv"),
        "{bad_players}": str(tmp_path / "bad_players.csv"),
        "{missing}": str(tmp_path / "missing.csv"),
        "{results}": str(tmp_path / "results.csv"),
        "{unwritable}": str(tmp_path / "no" / "folder" / "out.csv"),
        "{out}": str(tmp_path / "out.csv"),
    }
    args = [names.get(a, a) for a in args]
    before = dump(loaded)
    code, out, err = run("--db", loaded, *args)
    assert code == 1
    assert out == ""
    assert err.startswith("tournament-app: ")
    assert words in err
    assert dump(loaded) == before
    assert not (tmp_path / "out.csv").exists()


def test_every_bad_row_is_on_stderr(loaded: Path, tmp_path: Path, dump: Callable[[Path], list[str]]) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(
        "match,date,side,player,rank\n"
        "a,2024-04-01,1,Ann,1\n"
        "a,2024-04-01,2,Ben,x\n"
        "b,April 2nd,1,Ann,1\n"
        "b,2024-04-02,2,Ann,2\n",
        encoding="utf-8",
    )
    before = dump(loaded)
    code, _, err = run("--db", loaded, "import", "results", path)
    assert code == 1
    assert "line 3, column 'rank'" in err
    assert "line 4, column 'date'" in err
    assert "line 5, column 'player'" in err
    assert "nothing was imported" in err
    assert dump(loaded) == before


def test_refused_database_files_exit_1_untouched(tmp_path: Path) -> None:
    foreign = tmp_path / "contacts.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE contacts (name TEXT)")
    conn.commit()
    conn.close()
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"\x00\x01 not a database " * 100)
    for path in (foreign, junk):
        data = path.read_bytes()
        code, out, err = run("--db", path, "leaderboards")
        assert (code, out) == (1, "")
        assert "not a tournament-app database" in err
        assert path.read_bytes() == data
    assert sorted(p.name for p in tmp_path.iterdir()) == ["contacts.db", "junk.sqlite"]


def test_newer_version_exits_1_untouched(db_path: Path) -> None:
    with Club.open(db_path):
        pass
    conn = sqlite3.connect(db_path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('tournament_app', '0500_future', 'x')"
    )
    conn.commit()
    conn.close()
    data = db_path.read_bytes()
    code, _, err = run("--db", db_path, "leaderboard")
    assert code == 1 and "newer version" in err
    assert db_path.read_bytes() == data


# ---- exit code 2: usage errors (nothing opened, nothing created) ------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["frobnicate"],
        ["import"],
        ["import", "teams", "x.csv"],
        ["import", "results"],
        ["leaderboard", "--format", "xml"],
        ["leaderboard", "--min-games", "many"],
        ["export"],
        ["export", "standings"],
        ["history"],
        ["history", "Ann", "--format", "yaml"],
        ["new-leaderboard", "X"],
        ["new-leaderboard", "X", "--system", "trueskill"],
        ["new-leaderboard", "X", "--system", "elo", "--param", "k"],
        ["new-leaderboard", "X", "--system", "elo", "--param", "=3"],
        ["leaderboards", "extra"],
        ["recompute", "--everything"],
    ],
)
def test_usage_errors_exit_2(db_path: Path, args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run("--db", db_path, *args)
    assert code == 2
    captured = capsys.readouterr()
    assert "usage:" in err or "usage:" in captured.err or "--param" in err
    assert not db_path.exists(), "a usage error must not create the database"


def test_help_exits_0() -> None:
    code, out, _err = run("--help")
    assert code == 0
    assert "import" in out


# ---- the default database ---------------------------------------------------------------------------


def test_without_db_the_default_file_in_the_user_data_folder_is_used(user_home: Path, results_csv: Path) -> None:
    default = user_home / "data" / "tournament-app" / "club.sqlite"
    assert not default.exists()
    assert run("import", "results", results_csv)[0] == 0
    assert default.exists()
    rows = json.loads(run("leaderboard", "--format", "json")[1])
    assert len(rows) == 5
    with Club.open(default) as club:
        assert club.match_count() == 4


# ---- the real program ------------------------------------------------------------------------------


def _program(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    # buffered output as a user's shell gives it (PYTHONUNBUFFERED would hide a missing flush)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run(
        [sys.executable, "-m", "tournament_app", *map(str, args)],
        capture_output=True, text=True, encoding="utf-8", cwd=cwd, env=env, timeout=60,
    )


def test_real_program_exit_codes_and_streams(tmp_path: Path, results_csv: Path, dump: Callable[[Path], list[str]]) -> None:
    db = tmp_path / "club.sqlite"
    done = _program("--db", db, "import", "results", results_csv, cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    done = _program("--db", db, "leaderboard", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0
    rows = json.loads(done.stdout)
    assert [list(r) for r in rows] == [JSON_KEYS] * 5
    # the process ends without the interpreter's teardown: what it printed is flushed first
    done = _program("--db", db, "recompute", cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "Recomputed 4 matches.\n", "")

    bad = tmp_path / "bad.csv"
    bad.write_text("match,date,side,player,rank\na,2024-04-01,1,Ann,1\na,2024-04-01,2,Ben,\n", encoding="utf-8")
    before = dump(db)
    done = _program("--db", db, "import", "results", bad, cwd=tmp_path)
    assert done.returncode == 1
    assert done.stdout == ""
    assert "line 3, column 'rank'" in done.stderr
    assert dump(db) == before

    done = _program("--db", db, "leaderboard", "--format", "xml", cwd=tmp_path)
    assert done.returncode == 2
    assert "usage:" in done.stderr and "invalid choice" in done.stderr


def test_installed_console_script(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "tournament-app"
    if not script.exists():
        found = shutil.which("tournament-app")
        if found is None:
            pytest.skip("the tournament-app console script is not installed")
        script = Path(found)
    db = tmp_path / "club.sqlite"
    done = subprocess.run(
        [str(script), "--db", str(db), "new-leaderboard", "Blitz", "--system", "elo", "--param", "k=16"],
        capture_output=True, text=True, env=dict(os.environ), timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, "")
    done = subprocess.run([str(script), "--db", str(db), "leaderboards"], capture_output=True, text=True, env=dict(os.environ), timeout=60)
    assert done.returncode == 0 and "Blitz" in done.stdout and '"k": 16' in done.stdout
    done = subprocess.run([str(script), "--db", str(db), "history"], capture_output=True, text=True, env=dict(os.environ), timeout=60)
    assert done.returncode == 2
