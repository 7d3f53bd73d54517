"""Bad input everywhere: random and adversarial import files, hostile names, extreme ratings.

* hypothesis writes results and players CSV files from adversarial parts:
  wrong, duplicated or missing headers, a BOM, rows in mixed encodings,
  mixed line endings, cells that break the quoting, duplicate match labels,
  ranks and sides that are not numbers, a player twice in one match. Every
  file either imports cleanly or fails with an ImportFileError whose
  problems carry line numbers inside the file, and then nothing changed;
* a few files are too big for hypothesis to invent: 10 MB in one cell, a NUL
  byte, UTF-16;
* names with quotes, line breaks, emoji, right-to-left text and SQL
  injection round-trip through the database, a results import and the CSV
  export (read back as a spreadsheet would, with the csv module: no cell is
  a formula);
* leaderboards with extreme parameters (mu ±1e6, sigma 1e-3 and 1e5) and a
  50-side match of 1-10 players a side: never NaN/inf, never a crash.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tournament_app.league import (
    Club,
    ImportFileError,
    LeagueError,
    SideInput,
    export_standings,
    import_players,
    import_results,
)
from tournament_app.league.csv_io import PLAYER_COLUMNS, PLAYER_OPTIONAL, RESULT_COLUMNS, RESULT_OPTIONAL
from tournament_app.league.names import clean_name
from stored_rows import rows_of

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
fuzz = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)

HOSTILE_NAMES = [
    'Seán "The Hammer" O\'Brien',
    "Line one\nline two",
    "Carriage\rreturn",
    "🎲🏆 Zoë",
    "שלום עליכם",
    "مرحبا بالعالم",
    "'); DROP TABLE players;--",
    "Robert'); DROP TABLE students;--",
    '=HYPERLINK("http://example.com","x")',
    "+44 20 7946 0000",
    "-minus",
    "@handle",
    "\tTabbed",
    "back\\slash ; semi",
    "a, b, c",
    "‮RTL override",
    "Zero\u200bwidth",
    "李小龍",
]

# ---- building adversarial files --------------------------------------------------------------

CELL = {
    "match": st.sampled_from(["m1", "m2", "m3", "M1", " m1 ", "", "m,4", 'm"5']) | st.text(max_size=6),
    "date": st.sampled_from(
        ["2024-01-01", "2024-01-02T19:30", "2024-03-04 20:15:00", "2024-13-45", "yesterday", "", "2024-01-01T25:00", "1e9", "01/02/2024"]
    ) | st.text(max_size=12),
    "side": st.sampled_from(["1", "2", "3", "0", "-1", "x", "1.5", "2.0", "1e3", "", "NaN", "inf", " 2 "]),
    "player": st.sampled_from(["Ann", "ann", " Ann ", "Ben", "Cat", "", "   ", "x" * 201, *HOSTILE_NAMES]) | st.text(max_size=15),
    "rank": st.sampled_from(["1", "2", "3", "0", "-2", "first", "", "1.0", "nan", "inf", "1e400", "١", "9" * 30]),
    "score": st.sampled_from(["", "1", "2.5", "-1", "nan", "inf", "x", "1e308"]),
    "team": st.sampled_from(["", "Red", "red ", "=cmd", "Blue"]),
    "event": st.sampled_from(["", "Club night", "club night", "Cup"]),
    "name": st.sampled_from(["Ann", "ann", "Ben", "", "   ", "x" * 201, *HOSTILE_NAMES]) | st.text(max_size=15),
    "club": st.sampled_from(["", "North", "=evil()", "Süd"]) | st.text(max_size=8),
}


@st.composite
def header(draw: st.DrawFn, required: tuple[str, ...], optional: tuple[str, ...]) -> list[str]:
    columns = list(required) + draw(st.lists(st.sampled_from(optional), unique=True))
    mutation = draw(st.sampled_from(["none"] * 6 + ["drop", "unknown", "duplicate", "empty"]))
    if mutation == "drop":
        columns.remove(draw(st.sampled_from(required)))
    elif mutation == "unknown":
        columns.append(draw(st.sampled_from(["notes", "rating", "Player Name", ""])))
    elif mutation == "duplicate":
        columns.append(draw(st.sampled_from(columns)))
    elif mutation == "empty":
        columns = []
    columns = draw(st.permutations(columns))
    return [draw(st.sampled_from([c, c.upper(), f" {c} ", c.title()])) for c in columns]


UNIQUE_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", *HOSTILE_NAMES]


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


@st.composite
def good_rows(draw: st.DrawFn, required: tuple[str, ...]) -> list[dict[str, str]]:
    """Rows of a file that imports: whole matches (results) or distinct names (players)."""
    if "name" in required:
        names = draw(st.lists(st.sampled_from(UNIQUE_NAMES), max_size=8, unique_by=_key))
        return [{"name": n, "club": draw(CELL["club"])} for n in names]
    rows = []
    for m in range(draw(st.integers(1, 5))):
        label = draw(st.sampled_from([f"m{m}", f"match {m}", f"{m}", f"'); DROP TABLE matches;-- {m}"]))
        date = draw(st.sampled_from(["2024-01-01", "2024-01-02T19:30", "2023-12-31 20:15:00", "2024-02-29T23:59:59"]))
        event = draw(st.sampled_from(["", "Club night", "Cup"]))
        players = draw(st.lists(st.sampled_from(UNIQUE_NAMES), min_size=2, max_size=6, unique_by=_key))
        sides = draw(st.integers(2, min(3, len(players))))
        for n, player in enumerate(players):
            side = 1 + n % sides
            rows.append({
                "match": label, "date": date, "side": str(side), "player": player,
                "rank": str(1 + (side * 7 + m) % sides), "score": "", "team": "", "event": event,
            })
    return rows


@st.composite
def csv_file(draw: st.DrawFn, required: tuple[str, ...], optional: tuple[str, ...]) -> bytes:
    """Bytes of a CSV file: a good one, a good one with a few things broken, or a wild one."""
    mode = draw(st.sampled_from(["good", "broken", "broken", "wild"]))
    if mode == "wild":
        head = draw(header(required, optional))
        keys = [h.strip().lower() for h in head]
        rows: list[list[str]] = [head]
        for _ in range(draw(st.integers(0, 14))):
            rows.append([draw(CELL.get(k, st.text(max_size=5))) for k in keys])
    else:
        keys = list(required) + [c for c in optional if c in ("club", "event")]
        head = keys
        rows = [head] + [[r.get(k, "") for k in keys] for r in draw(good_rows(required))]
    if mode == "broken":
        for _ in range(draw(st.integers(1, 3))):
            what = draw(st.sampled_from(["cell", "cell", "duplicate", "drop", "extra", "short", "header"]))
            body = len(rows) - 1
            if what == "header":
                rows[0] = draw(header(required, optional))
            elif body == 0:
                continue
            elif what == "cell":
                at = draw(st.integers(1, body))
                if not rows[at]:
                    continue
                col = draw(st.integers(0, min(len(keys), len(rows[at])) - 1))
                rows[at] = list(rows[at])
                rows[at][col] = draw(CELL.get(keys[col], st.text(max_size=5)))
            elif what == "duplicate":
                rows.append(rows[draw(st.integers(1, body))])
            elif what == "drop":
                del rows[draw(st.integers(1, body))]
            elif what == "extra":
                at = draw(st.integers(1, body))
                rows[at] = [*rows[at], "extra"]
            else:
                at = draw(st.integers(1, body))
                rows[at] = rows[at][:-1]
    ending = draw(st.sampled_from(["\n", "\r\n", "\r", "mixed"]))
    naive = mode != "good" and draw(st.integers(0, 4)) == 0  # joined by hand: quotes, commas, line breaks break it
    quoting: Any = draw(st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_ALL]))
    lines: list[str] = []
    for row in rows:
        if naive:
            text = ",".join(row)
        else:
            buf = io.StringIO()
            csv.writer(buf, quoting=quoting, lineterminator="").writerow(row)
            text = buf.getvalue()
        end = draw(st.sampled_from(["\n", "\r\n"])) if ending == "mixed" else ending
        lines.append(text + end)
    encodings = "utf-8" if mode == "good" else draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "mixed", "latin-1"]))
    data = b""
    for line in lines:
        enc = draw(st.sampled_from(["utf-8", "latin-1", "cp1252"])) if encodings == "mixed" else encodings
        data += line.encode(enc, errors="replace")
    if draw(st.booleans()):
        data = b"\xef\xbb\xbf" + data
    if mode != "good" and draw(st.integers(0, 9)) == 0:
        data = data[: draw(st.integers(0, len(data)))]  # cut anywhere
    return data


def _everything(club: Club) -> dict[str, list[tuple[object, ...]]]:
    tables = [r[0] for r in club.db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return {t: rows_of(club.db, t) for t in tables}


def _physical_lines(data: bytes) -> int:
    return data.count(b"\n") + data.count(b"\r") + 1


_files = itertools.count()


def _check_import(club: Club, folder: Path, data: bytes, importer: Any, columns: tuple[str, ...]) -> str:
    path = folder / f"fuzz-{next(_files)}.csv"
    path.write_bytes(data)
    before = _everything(club)
    matches_before = club.match_count()
    try:
        count = importer(club, path).count
    except ImportFileError as exc:
        assert exc.problems, "a refused file names at least one problem"
        for problem in exc.problems:
            assert 1 <= problem.line <= _physical_lines(data) + 1, (problem, data[:200])
            assert problem.column is None or problem.column in columns
            assert problem.message
        assert "nothing was imported" in str(exc) and "line " in str(exc)
        assert _everything(club) == before, "a refused file changes nothing"
        assert not club.db.conn.in_transaction
        return "refused"
    except LeagueError as exc:  # pragma: no cover - only for files that cannot be read at all
        pytest.fail(f"a readable file must be refused with line numbers, not {exc!r}")
    if importer is import_results:
        assert club.match_count() == matches_before + count
        for s in club.standings():
            assert math.isfinite(s.mu) and math.isfinite(s.sigma)
    assert club.db.execute("PRAGMA foreign_key_check").fetchall() == []
    return "imported"


@fuzz
@given(data=csv_file(RESULT_COLUMNS, RESULT_OPTIONAL))
def test_fuzzed_results_files_import_cleanly_or_change_nothing(club: Club, tmp_path: Path, data: bytes) -> None:
    event(_check_import(club, tmp_path, data, import_results, RESULT_COLUMNS + RESULT_OPTIONAL))


@fuzz
@given(data=csv_file(PLAYER_COLUMNS, PLAYER_OPTIONAL))
def test_fuzzed_player_files_import_cleanly_or_change_nothing(club: Club, tmp_path: Path, data: bytes) -> None:
    event(_check_import(club, tmp_path, data, import_players, PLAYER_COLUMNS + PLAYER_OPTIONAL))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=400))
def test_random_bytes_as_a_results_file(club: Club, tmp_path: Path, data: bytes) -> None:
    event(_check_import(club, tmp_path, data, import_results, RESULT_COLUMNS + RESULT_OPTIONAL))


# ---- files hypothesis would not invent ------------------------------------------------------------

BIG = "x" * (10 * 1024 * 1024)
GOOD = "1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,2\n"


@pytest.mark.parametrize(
    ("content", "line", "words"),
    [
        (f"match,date,side,player,rank\n1,2024-01-01,1,{BIG},1\n1,2024-01-01,2,Ben,2\n", 2, "too long"),
        (f"match,date,side,player,rank\n1,{BIG},1,Ann,1\n1,2024-01-01,2,Ben,2\n", 2, "date"),
        (f"match,date,side,player,rank\n1,2024-01-01,1,Ann,{BIG}\n1,2024-01-01,2,Ben,2\n", 2, "placement"),
        (f"match,date,side,player,rank,{BIG}\n{GOOD}", 1, "Unknown column"),
        ("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ann,2\n", 3, "only once"),
        ("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-02,2,Ben,2\n", 3, "has the date"),
        ("match,date,side,player,rank\n1,2024-01-01,1,Ann,first\n1,2024-01-01,2,Ben,2\n", 2, "placement"),
        ("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,2\n1,2024-01-01,1,Cat,2\n", 4, "rank"),
        ("match,date,side,player,rank\n1,2024-01-01,1,Ann\x00,1\n1,2024-01-01,2,Ben,2\n", 2, "control character"),
        ('match,date,side,player,rank\n1,2024-01-01,1,"Ann,1\n1,2024-01-01,2,Ben,2\n', 2, ""),
        ("match;date;side;player;rank\n1;2024-01-01;1;Ann;1\n", 1, "Missing column"),
    ],
    ids=["10MB-name", "10MB-date", "10MB-rank", "10MB-header", "player-twice", "label-two-dates", "rank-word",
         "rank-conflict", "nul-byte", "open-quote", "semicolons"],
)
def test_adversarial_results_files_are_refused_by_line(club: Club, tmp_path: Path, content: str, line: int, words: str) -> None:
    club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True)
    path = tmp_path / "bad.csv"
    path.write_text(content, encoding="utf-8")
    before = _everything(club)
    with pytest.raises(ImportFileError) as info:
        import_results(club, path)
    assert any(p.line == line and words in str(p.message) for p in info.value.problems), info.value.problems
    assert len(str(info.value)) < 20000, "a 10 MB cell is not echoed back in full"
    assert _everything(club) == before


def test_a_10mb_match_label_imports_cleanly(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "long-label.csv"
    path.write_text(f"match,date,side,player,rank\n{BIG},2024-01-01,1,Ann,1\n{BIG},2024-01-01,2,Ben,2\n", encoding="utf-8")
    assert import_results(club, path).count == 1


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "latin-1"])
def test_files_in_other_encodings_are_refused_by_line(club: Club, tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "other.csv"
    path.write_bytes(f"match,date,side,player,rank\n1,2024-01-01,1,Zoë,1\n1,2024-01-01,2,Ben,2\n".encode(encoding))
    with pytest.raises(ImportFileError) as info:
        import_results(club, path)
    assert "UTF-8" in str(info.value)
    assert info.value.problems[0].line == (2 if encoding == "latin-1" else 1)
    assert club.match_count() == 0 and club.player_count() == 0


def test_a_bom_and_crlf_are_fine(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "excel.csv"
    path.write_bytes(b"\xef\xbb\xbfMatch,Date,Side,Player,Rank\r\n1,2024-01-01,1,Zo\xc3\xab,1\r\n1,2024-01-01,2,Ben,2\r\n")
    assert import_results(club, path).count == 1
    assert [p.name for p in club.players()] == ["Ben", "Zoë"]


def test_players_file_with_a_10mb_name_and_a_duplicate(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text(f"name,club\nAnn,North\n{BIG},South\nann,East\n", encoding="utf-8")
    with pytest.raises(ImportFileError) as info:
        import_players(club, path)
    assert [(p.line, p.column) for p in info.value.problems] == [(3, "name"), (4, "name")]
    assert club.player_count() == 0


# ---- hostile names round-trip ----------------------------------------------------------------------


def _read_as_a_spreadsheet(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.reader(fh))


def _assert_no_formula(rows: list[list[str]]) -> None:
    for row in rows[1:]:
        for cell in row:
            if cell.startswith(FORMULA_STARTS):
                float(cell)  # only a plain (negative) number may start with "-"


#: the hostile names a player may have (a comma is refused: the match form splits names there)
PLAYER_NAMES = [n for n in HOSTILE_NAMES if "," not in n] + ['=HYPERLINK("http://example.com")']


def test_hostile_names_round_trip_through_the_database_and_the_export(club: Club, db_path: Path, tmp_path: Path) -> None:
    ids = [club.add_player(name).id for name in PLAYER_NAMES]
    for n, pid in enumerate(ids):
        club.record_match([SideInput([pid], 1), SideInput([ids[(n + 1) % len(ids)]], 2)], played_at=f"2024-02-{1 + n:02d}")
    stored = [clean_name(n) for n in PLAYER_NAMES]
    assert [club.player(pid).name for pid in ids] == stored
    assert "Zerowidth" in stored and "Line one line two" in stored and "RTL override" in stored
    assert club.db.execute("SELECT count(*) FROM players").fetchone()[0] == len(PLAYER_NAMES), "the tables are all still there"
    for name, kept in zip(PLAYER_NAMES, stored):
        found = club.find_player(name)
        assert found is not None and found.name == kept
        assert [p.name for p in club.players(kept)].count(kept) == 1
    club.close()
    with Club.open(db_path) as again:  # and after reopening the file
        assert sorted(p.name for p in again.players()) == sorted(stored)
        out = tmp_path / "standings.csv"
        assert export_standings(again, out) == len(PLAYER_NAMES)
    rows = _read_as_a_spreadsheet(out)
    exported = {row[1] for row in rows[1:]}
    expected = {"'" + n if n.startswith(FORMULA_STARTS) else n for n in stored}
    assert exported == expected
    _assert_no_formula(rows)


def test_hostile_names_round_trip_through_a_results_import(club: Club, tmp_path: Path) -> None:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(["match", "date", "side", "player", "rank", "team", "event"])
    for n, name in enumerate(PLAYER_NAMES):
        other = PLAYER_NAMES[(n + 5) % len(PLAYER_NAMES)]
        writer.writerow([f"m{n}", f"2024-03-{1 + n:02d}", 1, name, 1, name, "'); DROP TABLE events;--, and a comma"])
        writer.writerow([f"m{n}", f"2024-03-{1 + n:02d}", 2, other, 2, "", "'); DROP TABLE events;--, and a comma"])
    path = tmp_path / "hostile.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    assert import_results(club, path).count == len(PLAYER_NAMES)
    assert sorted(p.name for p in club.players()) == sorted(clean_name(n) for n in PLAYER_NAMES)
    assert sorted(t.name for t in club.teams()) == sorted(clean_name(n) for n in PLAYER_NAMES)
    assert [e.name for e in club.events()] == ["'); DROP TABLE events;--, and a comma"]  # an event's name may hold a comma
    out = tmp_path / "standings.csv"
    export_standings(club, out)
    rows = _read_as_a_spreadsheet(out)
    assert len(rows) == 1 + len(PLAYER_NAMES)
    _assert_no_formula(rows)


# ---- extreme ratings through the league ----------------------------------------------------------


@pytest.mark.parametrize(
    ("system", "params"),
    [
        # the edges of the ranges the models accept
        ("bbt", {"mu": 1e6, "sigma": 1e5}),
        ("bbt", {"mu": -1e6, "sigma": 1e-3}),
        ("plackett-luce", {"mu": 1e6, "sigma": 1e-3}),
        ("plackett-luce", {"mu": -1e6, "sigma": 1e5}),
        ("glicko", {"mu": 1e6, "sigma": 1e5}),
        ("glicko", {"mu": -1e6, "sigma": 1e-3}),
        ("elo", {"mu": 1e6, "k": 1e4}),
    ],
)
def test_extreme_leaderboards_with_fifty_sides_stay_finite(club: Club, tmp_path: Path, system: str, params: dict[str, float]) -> None:
    lb = club.new_leaderboard(f"Extreme {system} {params}", system, params)
    sizes = [1 + n % 10 for n in range(50)]
    names = iter(f"P{n}" for n in range(sum(sizes)))
    sides = [SideInput([next(names) for _ in range(size)], 1 + n % 7) for n, size in enumerate(sizes)]
    for played_at in ("2024-01-01", "2024-01-02", "2023-12-31"):  # the last one replays the others
        club.record_match(sides, leaderboard_id=lb.id, create_players=True, played_at=played_at)
    standings = club.standings(lb.id)
    assert len(standings) == sum(sizes)
    for s in standings:
        for value in (s.mu, s.sigma, s.conservative, float(s.display)):
            assert math.isfinite(value), s
    chances = club.win_chances(sides[:5], lb.id)
    assert all(math.isfinite(c) and 0.0 <= c <= 1.0 for c in chances)
    club.recompute(lb.id)
    assert all(math.isfinite(s.mu) and math.isfinite(s.sigma) for s in club.standings(lb.id))
    out = tmp_path / "extreme.csv"
    export_standings(club, out, lb.id)
    for row in _read_as_a_spreadsheet(out)[1:]:
        assert "nan" not in row and "inf" not in row
