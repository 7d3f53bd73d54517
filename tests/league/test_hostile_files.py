"""Hostile import files end in a line-and-column problem, never a traceback (issue 14, "hostile files").

Results and players CSV files and event logs: ranks too big for SQLite,
dates whose time zone moves them out of years 1-9999, over-long or
control-character team, event and club values, commas in new names,
absurd worths, and a file of 200,000 bad rows (the first 100 problems are
listed, then the count, in bounded memory).
"""

from __future__ import annotations

import math
import tracemalloc
from pathlib import Path

import pytest

from tournament_app.league import Club, ImportFileError, SideInput, import_players, import_results
from tournament_app.league.event_logs import import_event_log, parse_event_log
from tournament_app.store import list_backups

HEADER = "match,date,side,player,rank"


def _refused(club: Club, path: Path, content: str, importer=import_results) -> ImportFileError:  # type: ignore[no-untyped-def]
    path.write_text(content, encoding="utf-8")
    players, matches = club.player_count(), club.match_count()
    with pytest.raises(ImportFileError) as info:
        importer(club, path)
    assert (club.player_count(), club.match_count()) == (players, matches), "a refused file changes nothing"
    return info.value


def _where(err: ImportFileError) -> list[tuple[int, object]]:
    return [(p.line, p.column) for p in err.problems]


# ---- results CSV ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rank", ["1e300", str(2**63), "9223372036854775807", "1e7", "1000001"])
def test_a_rank_too_big_to_store_is_a_line_and_column_problem(club: Club, tmp_path: Path, rank: str) -> None:
    err = _refused(club, tmp_path / "r.csv", f"{HEADER}\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,{rank}\n")
    assert _where(err) == [(3, "rank")]
    assert f"line 3, column 'rank': '{rank}' is not a placement" in str(err)


def test_a_side_number_too_big_is_a_line_and_column_problem(club: Club, tmp_path: Path) -> None:
    err = _refused(club, tmp_path / "r.csv", f"{HEADER}\n1,2024-01-01,1,Ann,1\n1,2024-01-01,{2**64},Ben,2\n")
    assert (3, "side") in _where(err)
    assert f"line 3, column 'side': '{2**64}' is not a side number" in str(err)


def test_the_largest_rank_still_imports(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_text(f"{HEADER}\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,1000000\n", encoding="utf-8")
    assert import_results(club, path).count == 1


@pytest.mark.parametrize("date", ["0001-01-01T00:30+01:00", "9999-12-31T23:30-01:00", "0001-01-01 00:00:00+14:00"])
def test_a_date_moved_out_of_range_by_its_time_zone_is_a_line_and_column_problem(club: Club, tmp_path: Path, date: str) -> None:
    err = _refused(club, tmp_path / "r.csv", f"{HEADER}\n1,{date},1,Ann,1\n1,{date},2,Ben,2\n")
    assert _where(err)[0] == (2, "date")
    assert f"line 2, column 'date': '{date}' is outside the dates the app can store" in str(err)


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("team", "T" * 201, "The team's name is too long (201 characters; at most 200)."),
        ("team", "Red\x07", "The team's name contains an invisible control character (U+0007)"),
        ("team", "Red, Blue", "A team's name can't contain a comma"),
        ("event", "E" * 201, "The event's name is too long (201 characters; at most 200)."),
        ("event", "Cup\x00", "The event's name contains an invisible control character (U+0000)"),
        ("player", "Smith, John", 'A player\'s name can\'t contain a comma (the match form separates players with commas): '
                                  '"Smith, John" — write "John Smith" instead.'),
    ],
)
def test_bad_team_event_and_player_names_are_line_and_column_problems(
    club: Club, tmp_path: Path, column: str, value: str, words: str
) -> None:
    cells = {"team": "", "event": "", "player": "Ann"} | {column: value}
    content = (
        "match,date,side,player,rank,team,event\n"
        f'1,2024-01-01,1,"{cells["player"]}",1,"{cells["team"]}","{cells["event"]}"\n'
        f'1,2024-01-01,2,Ben,2,,"{cells["event"]}"\n'
    )
    err = _refused(club, tmp_path / "r.csv", content)
    assert (2, column) in _where(err)
    assert f"line 2, column '{column}': {words}" in str(err)
    assert club.teams() == [] and club.events() == []


def test_look_alike_names_in_one_match_of_a_results_file(club: Club, tmp_path: Path) -> None:
    err = _refused(club, tmp_path / "r.csv", f"{HEADER}\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ann\u200b,2\n1,2024-01-01,2,Ben,2\n")
    assert _where(err) == [(3, "player")]
    assert "'Ann' is already listed in match '1' on side 1" in str(err)


def test_a_results_file_may_name_a_player_stored_with_a_comma(club: Club, tmp_path: Path) -> None:
    pid = club.add_player("John Smith").id
    club.db.execute("UPDATE players SET name = 'Smith, John', name_key = 'smith, john' WHERE id = ?", [pid])
    club.db.conn.commit()
    path = tmp_path / "r.csv"
    path.write_text(f'{HEADER}\n1,2024-01-01,1,"Smith, John",1\n1,2024-01-01,2,Ann,2\n', encoding="utf-8")
    assert import_results(club, path).count == 1
    assert club.player_count() == 2


def _bad_rows(path: Path, rows: int) -> Path:
    """A results file whose every row has a bad rank (and is a match of one side)."""
    with path.open("w", encoding="utf-8") as fh:
        fh.write(HEADER + "\n")
        for i in range(rows):
            fh.write(f"m{i},2024-01-01,1,Player {i},x\n")
    return path


def test_two_hundred_thousand_bad_rows_list_the_first_hundred_problems_then_the_count(club: Club, tmp_path: Path) -> None:
    rows = 200_000
    path = _bad_rows(tmp_path / "bad.csv", rows)
    with pytest.raises(ImportFileError) as info:
        import_results(club, path)
    err = info.value
    assert len(err.problems) == 100
    assert err.count >= rows and err.partial
    assert [p.line for p in err.problems[:3]] == [2, 2, 3]  # the bad rank, then the one-sided match, of each line
    message = str(err)
    assert message.startswith(f"{path}: nothing was imported, at least {err.count:,} problems found:")
    assert message.endswith(f"\n  … and at least {err.count - 100:,} more problems")
    assert message.count("\n") == 100 + 1 and len(message) < 20_000  # a line per problem, then the count
    assert club.player_count() == 0


def test_the_memory_a_bad_file_takes_does_not_grow_with_its_rows(club: Club, tmp_path: Path) -> None:
    path = _bad_rows(tmp_path / "bad.csv", 20_000)
    tracemalloc.start()
    try:
        with pytest.raises(ImportFileError):
            import_results(club, path)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # the rows and their problems are not kept: about 0.2 MB (keeping them took 15 MB for 10,000 rows)
    assert peak < 2 * 1024 * 1024, f"importing peaked at {peak / 1e6:.1f} MB"


# ---- players CSV ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("North\x00", "The player's club contains an invisible control character (U+0000)"),
        ("x" * (10 * 1024 * 1024), "The player's club is too long (10,485,760 characters; at most 200)."),
        ("y" * 201, "The player's club is too long (201 characters; at most 200)."),
    ],
    ids=["nul", "10MB", "201"],
)
def test_a_bad_club_value_is_a_line_and_column_problem(club: Club, tmp_path: Path, value: str, words: str) -> None:
    err = _refused(club, tmp_path / "p.csv", f"name,club\nAnn,North\nBen,{value}\n", import_players)
    assert _where(err) == [(3, "club")]
    assert f"line 3, column 'club': {words}" in str(err)
    assert len(str(err)) < 2_000


def test_a_players_file_refuses_a_new_name_with_a_comma_by_line_and_column(club: Club, tmp_path: Path) -> None:
    err = _refused(club, tmp_path / "p.csv", 'name\nAnn\n"Smith, John"\n', import_players)
    assert _where(err) == [(3, "name")]
    assert "can't contain a comma" in str(err)


def test_a_players_import_makes_a_backup_first(db_path: Path, tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    path.write_text("name,club\nAnn,North\nZoë\u200b,South\n", encoding="utf-8")
    with Club.open(db_path) as club:
        club.add_player("Ben")
        assert import_players(club, path).count == 2
        assert [(p.name, p.club) for p in club.players()] == [("Ann", "North"), ("Ben", None), ("Zoë", "South")]
    backups = list_backups(db_path)
    assert [b.reason for b in backups] == ["before-import"]
    with Club.open(backups[0].path) as before:
        assert [p.name for p in before.players()] == ["Ben"]


# ---- event logs ----------------------------------------------------------------------------------


def _log_error(text: str) -> ImportFileError:
    with pytest.raises(ImportFileError) as info:
        parse_event_log(text)
    return info.value


@pytest.mark.parametrize("worth", ["1e308", "1e309", "inf", "nan", "0", "-1", "1001"])
def test_an_absurd_worth_is_a_line_and_column_problem(worth: str) -> None:
    err = _log_error(f"team Red: Ann\nteam Blue: Ben\n  Ann scored a flag worth {worth}\n")
    assert _where(err) == [(3, 27)]
    assert f"line 3, column 27: The points after 'worth' must be a number above 0 and at most 1000, got '{worth}'." in str(err)


def test_a_worth_of_a_thousand_is_rated_and_stays_finite(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("CTF", "elo")
    path = tmp_path / "map.log"
    path.write_text("team Red: Ann\nteam Blue: Ben\nAnn scored a flag worth 1000\n", encoding="utf-8")
    import_event_log(club, path, lb.id)
    assert all(math.isfinite(s.mu) and math.isfinite(s.sigma) for s in club.standings(lb.id))


def test_a_control_character_in_an_event_log_name_has_a_line_and_column() -> None:
    err = _log_error("Ann fragged Bob\nAnn fragged B\x01ob\nteam R\x02ed: Ann\n")
    assert _where(err) == [(2, 13), (3, 6)]
    assert "line 2, column 13: The player's name contains an invisible control character (U+0001)" in str(err)
    assert "line 3, column 6: The team's name contains an invisible control character (U+0002)" in str(err)


def test_an_over_long_name_in_a_team_line_has_its_column() -> None:
    err = _log_error(f"team Red: Ann, {'x' * 201}\nAnn fragged Bob\n")
    assert _where(err) == [(1, 16)]
    assert "The player's name is too long (201 characters; at most 200)." in str(err)


@pytest.mark.parametrize("date", ["0001-01-01T00:30+01:00", "9999-12-31T23:30-01:00"])
def test_an_event_log_date_out_of_range_has_a_line_and_column(date: str) -> None:
    err = _log_error(f"Ann fragged Bob\ndate {date}\n")
    assert _where(err) == [(2, 6)]
    assert "is outside the dates the app can store" in str(err)


def test_look_alike_names_in_an_event_log_are_one_player() -> None:
    log = parse_event_log("Ann fragged Bob\nAnn\u200b fragged Jose\u0301\nJos\u00e9 suicide\n")
    assert log.players() == ["Ann", "Bob", "José"]
    err = _log_error("Ann fragged ANN\u200b\n")
    assert "'Ann' cannot frag themself" in str(err)


def test_a_new_name_with_a_comma_in_an_event_log_is_refused_by_line_and_column(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("CTF", "elo")
    path = tmp_path / "map.log"
    path.write_text("Ann fragged Bob\nteam Red: Cat\nSmith, John fragged Ann\n", encoding="utf-8")
    with pytest.raises(ImportFileError) as info:
        import_event_log(club, path, lb.id)
    assert _where(info.value) == [(3, 1)]
    assert str(info.value).startswith("map.log: nothing was imported, 1 problem found:\n  line 3, column 1: A player's name can't")
    assert club.player_count() == 0 and club.events() == []


def test_an_event_log_may_name_a_player_stored_with_a_comma(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("CTF", "elo")
    pid = club.add_player("John Smith").id
    club.db.execute("UPDATE players SET name = 'Smith, John', name_key = 'smith, john' WHERE id = ?", [pid])
    club.db.conn.commit()
    path = tmp_path / "map.log"
    path.write_text("Smith, John fragged Ann\n", encoding="utf-8")
    assert import_event_log(club, path, lb.id).count == 1
    assert club.player_count() == 2


def test_many_bad_event_log_lines_list_the_first_hundred() -> None:
    err = _log_error("".join(f"Ann waved at Bob {n}\n" for n in range(5_000)))
    assert (len(err.problems), err.count) == (100, 5_000)
    assert str(err).endswith("\n  … and 4,900 more problems")


def test_an_imported_match_with_a_normalised_name_finds_the_player(club: Club, tmp_path: Path) -> None:
    club.record_match([SideInput(["José"], 1), SideInput(["Ann"], 2)], create_players=True, played_at="2024-01-01")
    path = tmp_path / "r.csv"
    path.write_text(f"{HEADER}\n1,2024-01-02,1,Jose\u0301,1\n1,2024-01-02,2,\ufeffAnn,2\n", encoding="utf-8")
    assert import_results(club, path).count == 1
    assert club.player_count() == 2
