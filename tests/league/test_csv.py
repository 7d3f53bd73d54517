"""CSV: exporting standings (formula cells neutralised) and importing results and players (all or nothing)."""

from __future__ import annotations

import csv
import io
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from tournament_app.league import (
    Cancelled,
    Club,
    ImportFileError,
    LeagueError,
    RowProblem,
    SideInput,
    Standing,
    export_standings,
    import_players,
    import_results,
    write_standings,
)
from tournament_app.league import rating as rating_module
from tournament_app.league.csv_io import STANDINGS_COLUMNS, neutralise
from tournament_app.store import list_backups

HEADER = "match,date,side,player,rank"

Dump = Callable[[Path], list[str]]
TableRows = Callable[[Path], dict[str, list[tuple[object, ...]]]]

# ---- export ------------------------------------------------------------------------------------

DANGEROUS = ["=HYPERLINK(\"http://x\")", "+1+2", "-2+3", "@SUM(A1:A2)", "=cmd|' /C calc'!A0"]


def _read_back(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.reader(fh))


def test_export_standings_neutralises_formula_cells(club: Club, tmp_path: Path) -> None:
    names = [*DANGEROUS, "Zoë 李", "Ann \"the\" ace", "Plain"]
    ids = [club.add_player(n).id for n in names]
    for n, pid in enumerate(ids):
        # everyone plays, so some conservative estimates are negative numbers
        club.record_match([SideInput([pid], 1 + n % 2), SideInput([ids[(n + 1) % len(ids)]], 2 - n % 2)], played_at=f"2024-01-{n + 1:02d}")
    out = tmp_path / "standings.csv"
    assert export_standings(club, out) == len(names)
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM tells Excel it is UTF-8
    raw.decode("utf-8")  # UTF-8
    rows = _read_back(out)
    assert rows[0] == list(STANDINGS_COLUMNS)
    standings = club.standings()
    assert len(rows) == 1 + len(standings)
    for row, s in zip(rows[1:], standings):
        cells = dict(zip(rows[0], row))
        expected_name = "'" + s.player if s.player in DANGEROUS else s.player
        assert cells["player"] == expected_name
        # numbers stay numbers (a negative number is not a formula), rounded as shown, and exact for scripts
        assert int(cells["rank"]) == s.rank
        assert (cells["mu"], cells["sigma"]) == (f"{s.mu:.2f}", f"{s.sigma:.2f}")
        assert float(cells["mu_exact"]) == s.mu and float(cells["sigma_exact"]) == s.sigma
        assert cells["conservative"] == f"{s.conservative:.2f}".replace("-0.00", "0.00")
        assert int(cells["display"]) == s.display
        assert (int(cells["games"]), int(cells["wins"]), cells["last_played"]) == (s.games, s.wins, s.last_played)
    assert any(float(dict(zip(rows[0], r))["conservative"]) < 0 for r in rows[1:])
    # no text cell starts with a formula character any more
    for row in rows[1:]:
        cells = dict(zip(rows[0], row))
        assert not cells["player"].startswith(("=", "+", "-", "@", "\t", "\r"))
        assert not cells["last_played"].startswith(("=", "+", "-", "@", "\t", "\r"))


def test_export_for_spreadsheets_is_rounded_as_shown_with_exact_columns_and_a_bom(club: Club, tmp_path: Path) -> None:
    """Issue 14 item 15: Excel showed 2.4963427918107968 and a garbled "Zoë"."""
    club.record_match([SideInput(["Zoë"], 1), SideInput(["Ann"], 2)], create_players=True, played_at="2024-01-01")
    out = tmp_path / "standings.csv"
    export_standings(club, out)
    raw = out.read_bytes()
    assert raw.startswith("\ufeffrank,player,mu,sigma,conservative,display,games,wins,last_played,mu_exact,sigma_exact\n".encode())
    assert "Zoë".encode() in raw
    # the documented columns keep their names and order; the exact values come after them
    assert STANDINGS_COLUMNS[:9] == ("rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played")
    rows = {r[1]: dict(zip(STANDINGS_COLUMNS, r)) for r in _read_back(out)[1:]}
    zoe = next(s for s in club.standings() if s.player == "Zoë")
    cells = rows["Zoë"]
    assert (cells["mu"], cells["sigma"], cells["conservative"]) == (f"{zoe.mu:.2f}", f"{zoe.sigma:.2f}", f"{zoe.conservative:.2f}")
    assert len(cells["mu"].split(".")[1]) == 2 and len(cells["mu_exact"]) > 8
    assert float(cells["mu_exact"]) == zoe.mu and float(cells["sigma_exact"]) == zoe.sigma
    # and our own import reads a file that starts with a BOM
    back = tmp_path / "results.csv"
    back.write_bytes(b"\xef\xbb\xbf" + f"{HEADER}\n1,2024-02-01,1,Zoë,1\n1,2024-02-01,2,Ann,2\n".encode())
    assert import_results(club, back).count == 1
    players = tmp_path / "players.csv"
    players.write_bytes("name,club\nZoë,North\n".encode("utf-8-sig"))
    assert import_players(club, players).count == 0  # Zoë is known: only her club is set
    assert club.find_player("Zoë").club == "North"  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@x", "\tx", "\rx"])
def test_neutralise_every_formula_start(text: str) -> None:
    assert neutralise(text) == "'" + text
    buf = io.StringIO()
    write_standings([Standing(1, 1, text, 25.0, 8.0, 1.0, 10, 1, 1, text)], buf)
    (header, row) = list(csv.reader(io.StringIO(buf.getvalue(), newline="")))
    cells = dict(zip(header, row))
    assert cells["player"] == "'" + text
    assert cells["last_played"] == "'" + text


def test_line_breaks_inside_names_stay_inside_their_cell(club: Club, tmp_path: Path) -> None:
    """A lone CR in a name must be quoted, or a spreadsheet starts a new row there ('=1+1' un-neutralised).

    New names can't hold line breaks any more (they become spaces), but an older club's names may.
    """
    names = ["Ann\r=1+1", "Ben\n@x", "Cat\r\n-2"]
    ids = [club.add_player(f"P{n}").id for n in range(3)]
    for pid, name in zip(ids, names):
        club.db.execute("UPDATE players SET name = ? WHERE id = ?", [name, pid])
    club.record_match([SideInput([ids[0]], 1), SideInput([ids[1]], 2), SideInput([ids[2]], 3)], played_at="2024-01-01")
    out = tmp_path / "standings.csv"
    export_standings(club, out)
    rows = _read_back(out)
    assert [r[1] for r in rows[1:]] == names
    assert all(len(r) == len(STANDINGS_COLUMNS) for r in rows)
    # exactly one line end per row outside the quoted cells
    text = out.read_bytes().decode("utf-8-sig")
    assert text.count("\n") - sum(n.count("\n") for n in names) == 1 + len(names)
    assert '"Ann\r=1+1"' in text


@pytest.mark.parametrize("value", ["Ann", "a=b", "1+1", "", " =x", -3.5, 0, 12.25, None])
def test_neutralise_leaves_harmless_cells(value: object) -> None:
    assert neutralise(value) == value


def test_export_empty_leaderboard_and_other_leaderboard(club: Club, tmp_path: Path) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=blitz.id, played_at="2024-01-01")
    assert export_standings(club, tmp_path / "default.csv") == 0
    assert _read_back(tmp_path / "default.csv") == [list(STANDINGS_COLUMNS)]
    assert export_standings(club, tmp_path / "blitz.csv", blitz.id) == 2
    rows = _read_back(tmp_path / "blitz.csv")
    assert [r[1] for r in rows[1:]] == ["Ann", "Ben"]
    assert [r[2] for r in rows[1:]] == ["1516.00", "1484.00"]
    assert [float(r[STANDINGS_COLUMNS.index("mu_exact")]) for r in rows[1:]] == [1516.0, 1484.0]


def test_export_to_an_impossible_place_fails_cleanly(club: Club, tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "folder" / "out.csv"
    with pytest.raises(LeagueError, match="could not write"):
        export_standings(club, target)
    assert not target.parent.exists()


# ---- import results: the happy path ------------------------------------------------------------


Row = tuple[str, str, int, str, int, str, str, str]  # match, date, side, player, rank, score, team, event


def _results_csv(path: Path, rows: Sequence[Row], *, extra: str = ",score,team,event", newline: str = "\n", bom: bool = False) -> Path:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator=newline)
    buf.write(HEADER + extra + newline)
    for row in rows:
        writer.writerow(row if extra else row[:5])
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + buf.getvalue().encode("utf-8"))
    return path


def _record_in_order(club: Club, matches: Sequence[tuple[str, list[tuple[list[str], int]]]], leaderboard: int | None = None) -> None:
    """Record matches as (date, [(player names, rank), ...]) in the given order, creating players."""
    for at, sides in matches:
        ids = []
        for names, _rank in sides:
            side_ids = []
            for name in names:
                found = club.find_player(name)
                side_ids.append(found.id if found else club.add_player(name).id)
            ids.append(side_ids)
        club.record_match([SideInput(i, r) for i, (_n, r) in zip(ids, sides)], played_at=at, leaderboard_id=leaderboard)


def test_import_results_rates_in_date_order_file_order_breaking_ties(
    db_path: Path, tmp_path: Path, assert_same_ratings: Callable[..., None]
) -> None:
    rows: list[Row] = [
        # listed out of date order, and the rows of match "late" are not together
        ("late", "2024-01-03", 1, "Ann", 1, "21", "", ""),
        ("first", "2024-01-01", 1, "Ann", 2, "", "", ""),
        ("first", "2024-01-01", 2, "Ben", 1, "", "", ""),
        ("late", "2024-01-03", 2, "Cat", 2, "15", "", ""),
        ("same day A", "2024-01-02", 1, "Ben", 1, "", "", ""),
        ("same day A", "2024-01-02", 2, "Ann", 2, "", "", ""),
        ("same day A", "2024-01-02", 2, "Dan", 2, "", "", ""),
        ("same day B", "2024-01-02", 1, "Ben", 2, "", "", ""),
        ("same day B", "2024-01-02", 2, "Ann", 1, "", "", ""),
        ("same day B", "2024-01-02", 3, "Cat", 2, "", "", ""),
        ("late", "2024-01-03", 1, "Dan", 1, "21", "", ""),
    ]
    path = _results_csv(tmp_path / "results.csv", rows)
    with Club.open(db_path) as club:
        changes = import_results(club, path)
        count = changes.count
        assert count == 4
        assert changes.replayed == 4
        assert {club.player(p).name for p in changes.players} == {"Ann", "Ben", "Cat", "Dan"}
        assert [b.reason for b in list_backups(db_path)] == ["before-import"]
    in_order = [
        ("2024-01-01", [(["Ann"], 2), (["Ben"], 1)]),
        ("2024-01-02", [(["Ben"], 1), (["Ann", "Dan"], 2)]),
        ("2024-01-02", [(["Ben"], 2), (["Ann"], 1), (["Cat"], 2)]),
        ("2024-01-03", [(["Ann", "Dan"], 1), (["Cat"], 2)]),
    ]
    with Club.open(tmp_path / "fresh.sqlite") as fresh, Club.open(db_path) as club:
        _record_in_order(fresh, in_order)
        assert_same_ratings(club, fresh)
        late = club.matches(limit=1)[0]
        assert [(s.rank, s.score) for s in late.sides] == [(1, 21.0), (2, 15.0)]
        assert [p.name for p in late.sides[0].players] == ["Ann", "Dan"]
    # the order of the same-day matches matters: swapping them gives other ratings
    swapped = [in_order[0], in_order[2], in_order[1], in_order[3]]
    with Club.open(tmp_path / "swapped.sqlite") as other, Club.open(db_path) as club:
        _record_in_order(other, swapped)
        with pytest.raises(AssertionError):
            assert_same_ratings(club, other)


def test_import_results_with_teams_events_and_known_players(club: Club, tmp_path: Path) -> None:
    ann = club.add_player("Ann Lee", club="Riverside")
    rows: list[Row] = [
        ("1", "2024-03-05T19:30", 1, "ann lee", 1, "3", "Smash", "Tuesday"),
        ("1", "2024-03-05T19:30", 1, "Ben", 1, "3", "Smash", "Tuesday"),
        ("1", "2024-03-05T19:30", 2, "Cat", 2, "1", "", "Tuesday"),
        ("2", "2024-03-05 20:15", 1, "Cat", 1, "", "", "Tuesday"),
        ("2", "2024-03-05 20:15", 2, "Ben", 2, "", "", "Tuesday"),
    ]
    changes = import_results(club, _results_csv(tmp_path / "r.csv", rows, bom=True, newline="\r\n"))
    count = changes.count
    assert count == 2
    assert [p.name for p in club.players()] == ["Ann Lee", "Ben", "Cat"]  # 'ann lee' is Ann Lee
    assert club.player(ann.id).club == "Riverside"
    team = club.find_team("smash")
    assert team is not None
    assert team.member_ids == (ann.id, club.find_player("Ben").id)  # type: ignore[union-attr]
    event = club.find_event("Tuesday")
    assert event is not None and event.date == "2024-03-05"
    assert changes.events == {event.id}
    results = club.event_results(event.id)
    assert [m.played_at for m in results] == ["2024-03-05T19:30:00", "2024-03-05T20:15:00"]
    assert results[0].sides[0].team_name == "Smash"
    assert [s.score for s in results[0].sides] == [3.0, 1.0]
    assert [s.score for s in results[1].sides] == [None, None]
    # a second file reuses the team and the event
    rows2: list[Row] = [
        ("x", "2024-03-05T21:00", 1, "Ann Lee", 1, "", "Smash", "Tuesday"),
        ("x", "2024-03-05T21:00", 2, "Dan", 2, "", "", "Tuesday"),
    ]
    import_results(club, _results_csv(tmp_path / "r2.csv", rows2))
    assert len(club.teams()) == 1 and len(club.events()) == 1
    assert len(club.event_results(event.id)) == 3


def test_import_results_minimal_columns_and_other_leaderboard(club: Club, tmp_path: Path) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    path = tmp_path / "r.csv"
    path.write_text(" Match , DATE,side,Player,RANK\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,2\n\n", encoding="utf-8")
    assert import_results(club, path, blitz.id).count == 1
    assert club.match_count() == 1 and club.match_count(blitz.id) == 1
    assert [(s.player, s.mu) for s in club.standings(blitz.id)] == [("Ann", 1516.0), ("Ben", 1484.0)]
    assert club.standings() == []


def test_import_of_earlier_results_into_a_club_replays_history(
    db_path: Path, tmp_path: Path, assert_same_ratings: Callable[..., None]
) -> None:
    existing = [
        ("2024-02-01", [(["Ann"], 1), (["Ben"], 2)]),
        ("2024-02-10", [(["Cat"], 1), (["Ann"], 2)]),
    ]
    rows: list[Row] = [
        ("a", "2024-02-05", 1, "Ben", 1, "", "", ""),
        ("a", "2024-02-05", 2, "Cat", 2, "", "", ""),
        ("b", "2024-02-01", 1, "Cat", 1, "", "", ""),  # same day as an existing match: after it
        ("b", "2024-02-01", 2, "Ann", 1, "", "", ""),
        ("c", "2024-03-01", 1, "Dan", 1, "", "", ""),
        ("c", "2024-03-01", 2, "Ann", 2, "", "", ""),
    ]
    later: list[Row] = [
        ("d", "2024-03-02", 1, "Ann", 2, "", "", ""),
        ("d", "2024-03-02", 2, "Ben", 1, "", "", ""),
        ("d", "2024-03-02", 2, "Eve", 1, "", "", ""),
    ]
    with Club.open(db_path) as club:
        _record_in_order(club, existing)
        changes = import_results(club, _results_csv(tmp_path / "r.csv", rows))
        count = changes.count
        assert count == 3
        assert changes.replayed == 4  # from 'b' on: b, a, the existing 02-10 match, c
    with Club.open(db_path) as club:
        changes = import_results(club, _results_csv(tmp_path / "later.csv", later))
        count = changes.count
        assert (count, changes.replayed) == (1, 1)  # after everything: rated on top of current ratings
    with Club.open(db_path) as club, Club.open(tmp_path / "fresh.sqlite") as fresh:
        _record_in_order(
            fresh,
            [
                existing[0],
                ("2024-02-01", [(["Cat"], 1), (["Ann"], 1)]),
                ("2024-02-05", [(["Ben"], 1), (["Cat"], 2)]),
                existing[1],
                ("2024-03-01", [(["Dan"], 1), (["Ann"], 2)]),
                ("2024-03-02", [(["Ann"], 2), (["Ben", "Eve"], 1)]),
            ],
        )
        assert_same_ratings(club, fresh)


def test_import_failing_or_cancelled_while_rating_changes_nothing(
    club: Club, db_path: Path, tmp_path: Path, dump: Dump, monkeypatch: pytest.MonkeyPatch
) -> None:
    """All or nothing also after validation: players, teams, events and matches already inserted are rolled back."""
    club.add_player("Ann")
    _record_in_order(club, [("2024-01-01", [(["Ann"], 1), (["Zed"], 2)])])
    path = _results_csv(tmp_path / "r.csv", [
        ("a", "2024-02-01", 1, "Ann", 1, "", "Duo", "Cup"),
        ("a", "2024-02-01", 1, "New One", 1, "", "Duo", "Cup"),
        ("a", "2024-02-01", 2, "Ben", 2, "", "", "Cup"),
        ("b", "2023-02-02", 1, "Cat", 1, "", "", ""),
        ("b", "2023-02-02", 2, "Ben", 2, "", "", ""),
    ])
    before = dump(db_path)
    with pytest.raises(Cancelled):
        import_results(club, path, cancelled=lambda: True)
    assert dump(db_path) == before

    # a failure after everything was inserted and rated, just before the commit
    calls = []
    real = rating_module.replay

    def replay_then_fail(core: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(real(core, *args, **kwargs))
        raise RuntimeError("boom")

    monkeypatch.setattr(rating_module, "replay", replay_then_fail)
    with pytest.raises(RuntimeError, match="boom"):
        import_results(club, path)
    assert len(calls) == 1
    assert dump(db_path) == before
    monkeypatch.undo()
    assert import_results(club, path).count == 2


# ---- import results: all or nothing, every bad row named -----------------------------------


def _expect_refused(club: Club, path: Path, db_path: Path, dump: Callable[[Path], list[str]]) -> ImportFileError:
    before = dump(db_path)
    with pytest.raises(ImportFileError) as info:
        import_results(club, path)
    assert dump(db_path) == before
    assert list_backups(db_path) == []
    assert "nothing was imported" in str(info.value)
    return info.value


def test_every_bad_row_is_reported_and_nothing_is_imported(club: Club, db_path: Path, tmp_path: Path, dump: Dump) -> None:
    club.add_player("Zed")
    text = "\n".join(
        [
            "match,date,side,player,rank,score",
            "1,2024-01-01,1,Ann,1,",  # line 2: fine
            "1,2024-01-01,2,Ben,2,",  # line 3: fine
            ",2024-01-01,1,Ann,1,",  # line 4: empty match label
            "2,2024-13-45,1,Ann,1,",  # line 5: bad date
            "2,2024-01-02,one,Ben,2,",  # line 6: bad side
            "3,2024-01-03,1,Ann,,",  # line 7: missing rank
            "3,2024-01-03,2,Ben,first,",  # line 8: bad rank
            "4,2024-01-04,1,Ann,1,lots",  # line 9: bad score
            "4,2024-01-04,2,,2,",  # line 10: no player
            "5,2024-01-05,1,Ann,1,",  # line 11
            "5,2024-01-05,2,ANN,2,",  # line 12: the same player twice
            "6,2024-01-06,1,Cat,1,",  # line 13: a one-sided match
            "7,2024-01-07,1,Cat,1,",  # line 14
            "7,2024-01-08,2,Dan,2,",  # line 15: another date for match 7
            "7,2024-01-07,1,Eve,2,",  # line 16: another rank for side 1 of match 7
            "8,2024-01-09,1,Fay",  # line 17: too few cells
            "8,2024-01-09,2,Gus,1,,extra",  # line 18: too many cells
        ]
    )
    path = tmp_path / "bad.csv"
    path.write_text(text + "\n", encoding="utf-8")
    err = _expect_refused(club, path, db_path, dump)
    found = {(p.line, p.column) for p in err.problems}
    expected = {
        (4, "match"), (5, "date"), (6, "side"), (7, "rank"), (8, "rank"), (9, "score"), (10, "player"),
        (12, "player"), (13, "side"), (15, "date"), (16, "rank"), (17, None), (18, None),
    }
    assert expected <= found, f"missing: {expected - found}"
    assert {p.line for p in err.problems} <= {line for line, _c in expected} | {6}
    assert [p.line for p in err.problems] == sorted(p.line for p in err.problems)
    message = str(err)
    for p in err.problems:
        assert str(p) in message
        assert f"line {p.line}" in str(p)
        if p.column:
            assert f"column '{p.column}'" in str(p)
    assert "'first'" in message and "'lots'" in message and "2024-13-45" in message
    assert [p.name for p in club.players()] == ["Zed"]  # no player was created


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("", "empty"),
        ("match,date,side,player\n1,2024-01-01,1,Ann\n", "Missing column rank"),
        ("match,date,player\n", "Missing columns side, rank"),
        ("match,date,side,player,rank,colour\n", "Unknown column 'colour'"),
        ("match,date,side,player,rank,rank\n", "more than once"),
    ],
)
def test_bad_header_is_refused(club: Club, db_path: Path, tmp_path: Path, dump: Dump, content: str, words: str) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(content, encoding="utf-8")
    err = _expect_refused(club, path, db_path, dump)
    assert err.problems[0].line == 1
    assert words in str(err)


def test_not_utf8_names_the_line(club: Club, db_path: Path, tmp_path: Path, dump: Dump) -> None:
    path = tmp_path / "latin1.csv"
    path.write_bytes(f"{HEADER}\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Zo\xeb,2\n".encode("latin-1"))
    err = _expect_refused(club, path, db_path, dump)
    assert err.problems == [RowProblem(3, None, err.problems[0].message)]
    assert "UTF-8" in str(err)


def test_missing_file(club: Club, tmp_path: Path) -> None:
    with pytest.raises(LeagueError, match="no such file"):
        import_results(club, tmp_path / "nope.csv")


def test_line_numbers_count_physical_lines(club: Club, db_path: Path, tmp_path: Path, dump: Dump) -> None:
    """A quoted cell spanning two lines, and blank lines, do not shift the numbers."""
    path = tmp_path / "r.csv"
    path.write_text(
        f'{HEADER}\n1,2024-01-01,1,"Ann\nLee",1\n\n1,2024-01-01,2,Ben,x\n',
        encoding="utf-8",
    )
    err = _expect_refused(club, path, db_path, dump)
    assert [(p.line, p.column) for p in err.problems] == [(5, "rank")]


def test_the_first_hundred_problems_are_listed_then_the_count(club: Club, db_path: Path, tmp_path: Path, dump: Dump) -> None:
    # 60 one-sided matches with a bad rank: two problems each, on the same line
    lines = [HEADER] + [f"m{i},2024-01-01,1,P{i},bad" for i in range(60)] + ["z,2024-01-01,1,A,1", "z,2024-01-01,2,B,2"]
    path = tmp_path / "r.csv"
    path.write_text("\n".join(lines), encoding="utf-8")
    err = _expect_refused(club, path, db_path, dump)
    assert (len(err.problems), err.count, err.partial) == (100, 120, False)
    assert [p.line for p in err.problems] == [line for line in range(2, 52) for _ in range(2)]
    assert [p.column for p in err.problems[:2]] == ["rank", "side"]
    assert str(err).startswith(f"{path}: nothing was imported, 120 problems found:")
    assert str(err).endswith("\n  … and 20 more problems")


def _big_results(rows: int, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    lines = [HEADER + ",score"]
    for m in range(rows // 2):
        a, b = rng.sample(range(400), 2)
        day = f"2023-{1 + m // 420:02d}-{1 + (m % 420) // 15:02d}"
        ra = rng.choice((1, 2, 1))
        lines.append(f"m{m},{day},1,Player {a},{ra},")
        lines.append(f"m{m},{day},2,Player {b},{3 - ra if rng.random() < 0.9 else ra},")
    return lines


def test_big_import_with_one_bad_row_deep_inside_changes_nothing(
    db_path: Path, tmp_path: Path, dump: Dump, table_rows: TableRows
) -> None:
    # a club with history already: players, an event, a team, matches, ratings
    with Club.open(db_path) as club:
        import_results(club, _results_csv(tmp_path / "first.csv", [
            ("1", "2024-06-01", 1, "Player 1", 1, "", "Pair", "Summer"),
            ("1", "2024-06-01", 1, "Player 2", 1, "", "Pair", "Summer"),
            ("1", "2024-06-01", 2, "Player 3", 2, "", "", "Summer"),
        ]))
        club.add_player("Somebody")
    lines = _big_results(10_000)
    assert len(lines) == 10_001
    bad = list(lines)
    cells = bad[9_000].split(",")
    cells[4] = "second"  # data row 9,000 is line 9,001 of the file (the header is line 1)
    bad[9_000] = ",".join(cells)
    path = tmp_path / "big.csv"
    path.write_text("\n".join(bad) + "\n", encoding="utf-8")

    before_dump, before_rows = dump(db_path), table_rows(db_path)
    with Club.open(db_path) as club:
        started = time.perf_counter()
        with pytest.raises(ImportFileError) as info:
            import_results(club, path)
        elapsed = time.perf_counter() - started
    assert elapsed < 5, f"validating 10,000 rows took {elapsed:.1f}s"
    assert [(p.line, p.column) for p in info.value.problems] == [(9_001, "rank")]
    assert "line 9001, column 'rank'" in str(info.value)
    assert "'second'" in str(info.value)
    assert dump(db_path) == before_dump
    assert table_rows(db_path) == before_rows
    assert list_backups(db_path) and all(b.reason == "before-import" for b in list_backups(db_path))
    assert len(list_backups(db_path)) == 1  # only the first, good import made one

    # the same file with that row corrected imports completely
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with Club.open(db_path) as club:
        started = time.perf_counter()
        count = import_results(club, path).count
        elapsed = time.perf_counter() - started
        assert count == 5_000
        assert club.match_count() == 5_001
        assert elapsed < 15, f"importing 10,000 rows took {elapsed:.1f}s"
        # imported matches (2023) come before the existing one (2024): it was replayed on top
        imported = {s.player: (s.mu, s.sigma, s.games) for s in club.standings()}
        assert imported["Player 1"][2] > 1
        club.recompute()
        again = {s.player: (s.mu, s.sigma, s.games) for s in club.standings()}
        assert sorted(again) == sorted(imported)
        for name, (mu, sigma, games) in again.items():
            assert abs(mu - imported[name][0]) <= 1e-9 and abs(sigma - imported[name][1]) <= 1e-9
            assert games == imported[name][2]


# ---- import players ---------------------------------------------------------------------------


def test_import_players(db_path: Path, tmp_path: Path) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann", club="Old club")
        club.add_player("Ben")
    path = tmp_path / "players.csv"
    path.write_text("name,club\nann,New club\nCat,\n  Dan Lee  ,Hilltop\nBen,\n", encoding="utf-8")
    with Club.open(db_path) as club:
        changes = import_players(club, path)
        added = changes.count
        assert added == 2
        assert {club.player(p).name for p in changes.players} == {"Ann", "Cat", "Dan Lee"}
    with Club.open(db_path) as club:
        assert [(p.name, p.club) for p in club.players()] == [
            ("Ann", "New club"), ("Ben", None), ("Cat", None), ("Dan Lee", "Hilltop"),
        ]


def test_import_players_only_names(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("Name\nAnn\nBen\n", encoding="utf-8")
    assert import_players(club, path).count == 2
    assert [p.name for p in club.players()] == ["Ann", "Ben"]


def test_bad_players_file_changes_nothing(club: Club, db_path: Path, tmp_path: Path, dump: Dump) -> None:
    club.add_player("Zed")
    before = dump(db_path)
    path = tmp_path / "players.csv"
    path.write_text("name,club\nAnn,A\n,B\nBen,C\nann,D\nCat\n", encoding="utf-8")
    with pytest.raises(ImportFileError) as info:
        import_players(club, path)
    assert [(p.line, p.column) for p in info.value.problems] == [(3, "name"), (5, "name"), (6, None)]
    assert "line 2" in str(info.value)  # the duplicate names the line of the first one
    assert dump(db_path) == before
    path.write_text("player\nAnn\n", encoding="utf-8")
    with pytest.raises(ImportFileError, match="Missing column name"):
        import_players(club, path)
    assert dump(db_path) == before
