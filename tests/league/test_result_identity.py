"""Every result has an identity that survives export and import (issue 27): importing what a club has adds nothing.

The identity is ``<club id>-<number>`` (league/result_ids.py, store/result_origins.py): a match made here is
numbered by its id, which no other match of the file ever gets (not after a delete, not after an undo); a
match that came from elsewhere keeps its identity there. A file without identities is compared by moment,
sides and placings (league/duplicates.py).
"""

from __future__ import annotations

import csv
import shutil
import sqlite3
from pathlib import Path

import pytest

from tournament_app.league import (
    RESULTS_EXPORT_COLUMNS,
    Club,
    ImportFileError,
    SideInput,
    export_results,
    import_results,
)
from tournament_app.store import list_backups
from stored_rows import logged_rows

def _write(path: Path, lines: list[str]) -> Path:
    """A results file of ``lines``, headed by as many of the export's columns as its rows have cells."""
    header = ",".join(RESULTS_EXPORT_COLUMNS[:lines[0].count(",") + 1])
    path.write_text(header + "\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return path


def _night(path: Path) -> Path:
    """Three matches of a night, two of them the same pairing with the same result on the same day."""
    return _write(path, [
        "a,2024-05-02,1,Ann,1,3,,Spring",
        "a,2024-05-02,2,Ben,2,1,,Spring",
        "b,2024-05-02,1,Ann,1,3,,Spring",
        "b,2024-05-02,2,Ben,2,1,,Spring",
        "c,2024-05-02T20:15,1,Cat,1,,Blue,Spring",
        "c,2024-05-02T20:15,1,Dan,1,,Blue,Spring",
        "c,2024-05-02T20:15,2,Ann,2,,,Spring",
        "c,2024-05-02T20:15,2,Ben,2,,,Spring",
    ])


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def _without_labels(rows: list[dict[str, str]]) -> list[tuple[str, ...]]:
    """The rows as a club-independent value: every column but ``match`` (the match's number in one club)."""
    return [tuple(r[c] for c in RESULTS_EXPORT_COLUMNS if c != "match") for r in rows]


def test_importing_the_same_file_twice_adds_nothing_the_second_time(club: Club, tmp_path: Path) -> None:
    path = _night(tmp_path / "night.csv")
    first = import_results(club, path)
    assert (first.count, first.already) == (3, 0)
    backups = len(list_backups(club.path))  # type: ignore[arg-type]
    steps = len(club.undo_history())
    second = import_results(club, path)
    assert (second.count, second.already) == (0, 3)
    assert club.match_count() == 3
    # nothing new: nothing saved, no backup, no undo step
    assert len(list_backups(club.path)) == backups and len(club.undo_history()) == steps  # type: ignore[arg-type]


def test_a_file_that_overlaps_the_club_adds_only_what_is_new(club: Club, tmp_path: Path) -> None:
    import_results(club, _write(tmp_path / "one.csv", ["x,2024-05-02,1,Ann,1,3", "x,2024-05-02,2,Ben,2,1"]))
    # the file has the club's one Ann-Ben result twice (two games that day) and a third result
    changes = import_results(club, _night(tmp_path / "night.csv"))
    assert (changes.count, changes.already) == (2, 1)
    assert club.match_count() == 3
    assert import_results(club, _night(tmp_path / "night.csv")).count == 0


@pytest.mark.parametrize("change", ["a placing", "a score", "a player", "the moment"])
def test_a_result_that_differs_in_any_of_moment_sides_placings_and_scores_is_new(club: Club, tmp_path: Path, change: str) -> None:
    import_results(club, _write(tmp_path / "one.csv", ["x,2024-05-02,1,Ann,1,3", "x,2024-05-02,2,Ben,2,1"]))
    other = {
        "a placing": ["x,2024-05-02,1,Ann,2,1", "x,2024-05-02,2,Ben,1,3"],
        "a score": ["x,2024-05-02,1,Ann,1,3", "x,2024-05-02,2,Ben,2,2"],
        "a player": ["x,2024-05-02,1,Ann,1,3", "x,2024-05-02,2,Cat,2,1"],
        "the moment": ["x,2024-05-02T19:00,1,Ann,1,3", "x,2024-05-02T19:00,2,Ben,2,1"],
    }[change]
    assert import_results(club, _write(tmp_path / "two.csv", other)).count == 1


def test_the_same_result_with_its_sides_numbered_the_other_way_is_already_there(club: Club, tmp_path: Path) -> None:
    import_results(club, _write(tmp_path / "one.csv", ["x,2024-05-02,1,Ann,1,3", "x,2024-05-02,2,Ben,2,1"]))
    swapped = _write(tmp_path / "two.csv", ["y,2024-05-02,1,ben,2,1", "y,2024-05-02,2,ANN,1,3"])
    assert import_results(club, swapped).already == 1


def test_export_then_import_elsewhere_then_export_keeps_the_rows_and_identities(tmp_path: Path) -> None:
    with Club.open(tmp_path / "a.sqlite") as a, Club.open(tmp_path / "b.sqlite") as b:
        import_results(a, _night(tmp_path / "night.csv"))
        a.record_match([SideInput(["=SUM(1)"], 1, 2.5), SideInput(["-Pro-"], 2, 0.1)], create_players=True, played_at="2024-05-03")
        assert export_results(a, tmp_path / "a.csv") == 4
        exported = _rows(tmp_path / "a.csv")
        assert list(exported[0]) == list(RESULTS_EXPORT_COLUMNS)
        assert {r["player"] for r in exported} >= {"'=SUM(1)", "'-Pro-"}  # a spreadsheet runs no formula
        assert {r["score"] for r in exported if r["date"] == "2024-05-03"} == {"2.5", "0.1"}
        assert len({r["result_id"] for r in exported}) == 4

        b.record_match([SideInput(["Eve"], 1), SideInput(["Fay"], 2)], create_players=True, played_at="2024-01-01")
        assert (import_results(b, tmp_path / "a.csv").count, b.find_player("=SUM(1)") is not None) == (4, True)
        export_results(b, tmp_path / "b.csv")
        again = [r for r in _rows(tmp_path / "b.csv") if r["date"] != "2024-01-01"]
        assert _without_labels(again) == _without_labels(exported)

        # the same results, whichever club's file: nothing comes in twice, in either direction
        assert (import_results(a, tmp_path / "b.csv").count, import_results(a, tmp_path / "b.csv").already) == (1, 5)
        assert import_results(b, tmp_path / "a.csv").already == 4
        assert import_results(b, tmp_path / "b.csv").count == 0


def test_an_edited_result_keeps_its_identity_so_the_old_export_adds_nothing(club: Club, tmp_path: Path) -> None:
    match = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-02")
    export_results(club, tmp_path / "before.csv")
    club.edit_match(match.id, sides=[SideInput(["Ann"], 2), SideInput(["Ben"], 1)])  # the result was the other way round
    assert club.match(match.id).result_id == _rows(tmp_path / "before.csv")[0]["result_id"]
    assert import_results(club, tmp_path / "before.csv").already == 1


def test_a_match_id_is_never_given_again_after_a_delete_or_an_undo(club: Club) -> None:
    def record() -> int:
        return club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-02").id

    first = record()
    identity = club.match(first).result_id
    club.delete_match(first)
    second = record()
    club.undo()
    third = record()
    assert first < second < third  # SQLite would have given the deleted highest id again
    assert len({identity, club.match(third).result_id}) == 2
    club.undo()
    club.redo()  # the match comes back with its own id and identity
    assert club.match(third).result_id.endswith(f"-{third}")


def test_a_deleted_match_that_came_from_elsewhere_comes_back_with_its_identity(tmp_path: Path) -> None:
    with Club.open(tmp_path / "a.sqlite") as a, Club.open(tmp_path / "b.sqlite") as b:
        import_results(a, _night(tmp_path / "night.csv"))
        export_results(a, tmp_path / "a.csv")
        import_results(b, tmp_path / "a.csv")
        match = b.matches()[0]
        assert match.result_id in {r["result_id"] for r in _rows(tmp_path / "a.csv")}
        b.delete_match(match.id)
        assert import_results(b, tmp_path / "a.csv").count == 1  # it is not there any more
        b.undo()
        b.undo()  # the import, then the delete
        assert b.match(match.id).result_id == match.result_id
        b.delete_match(match.id)
        b.restore_match(match)
        assert b.match(match.id).result_id == match.result_id
        assert import_results(b, tmp_path / "a.csv").count == 0


def test_undoing_an_import_takes_away_exactly_what_it_added(tmp_path: Path) -> None:
    with Club.open(tmp_path / "a.sqlite") as a:
        import_results(a, _night(tmp_path / "night.csv"))
        export_results(a, tmp_path / "a.csv")
    path = tmp_path / "b.sqlite"
    with Club.open(path) as b:
        b.record_match([SideInput(["Ann"], 1), SideInput(["Eve"], 2)], create_players=True, played_at="2024-05-01")
        before = logged_rows(path)
        changes = import_results(b, tmp_path / "a.csv")
        after = logged_rows(path)
        assert changes.count == 3 and len(after["match_origins"]) == 3 and len(after["result_origins"]) == 1
        b.undo()
        assert logged_rows(path) == before
        b.redo()
        assert logged_rows(path) == after
        assert import_results(b, tmp_path / "a.csv").already == 3


def test_allow_duplicates_adds_every_match_and_an_identity_stays_with_one_result(club: Club, tmp_path: Path) -> None:
    path = _night(tmp_path / "night.csv")
    import_results(club, path)
    export_results(club, tmp_path / "out.csv")
    forced = import_results(club, tmp_path / "out.csv", allow_duplicates=True)
    assert (forced.count, forced.already, club.match_count()) == (3, 0, 6)
    ids = [m.result_id for m in club.matches()]
    assert len(set(ids)) == 6  # the copies are results of this club, with identities of their own
    # the exported file is still found: its three results are there (twice now)
    assert import_results(club, tmp_path / "out.csv").already == 3


def test_bad_result_ids_are_refused_with_line_and_column(club: Club, tmp_path: Path) -> None:
    good = "q3x7k2mzp4ab5cde-12"
    path = _write(tmp_path / "bad.csv", [
        f"a,2024-05-02,1,Ann,1,,,,not an id",
        f"b,2024-05-02,1,Ann,1,,,,{good}",
        f"b,2024-05-02,2,Ben,2,,,,q3x7k2mzp4ab5cde-13",
        f"c,2024-05-02,1,Cat,1,,,,{good.upper()}",
        f"c,2024-05-02,2,Dan,2,,,,{good}",
        "d,2024-05-02,1,Eve,1,,,,q3x7k2mzp4ab5cde-9223372036854775808",
    ])
    with pytest.raises(ImportFileError) as caught:
        import_results(club, path)
    found = {p.line for p in caught.value.problems if p.column == "result_id"}
    assert found == {2, 4, 5, 6, 7}
    text = " ".join(str(p.message) for p in caught.value.problems)
    assert "'not an id' is not a result id" in text and "as match 'b' on line 3 has" in text
    assert club.match_count() == 0


def test_a_copy_of_the_club_file_numbers_its_new_matches_under_another_club_id(tmp_path: Path) -> None:
    original = tmp_path / "club.sqlite"
    with Club.open(original) as club:
        old = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-02")
        old_id = club.match(old.id).result_id
    (tmp_path / "laptop").mkdir()
    copy = tmp_path / "laptop" / "club.sqlite"
    shutil.copyfile(original, copy)
    made = {}
    for path in (original, copy):
        with Club.open(path) as club:
            assert club.match(old.id).result_id == old_id  # the shared history keeps its identities
            new = club.record_match([SideInput(["Ann"], 2), SideInput(["Ben"], 1)], played_at="2024-06-01")
            made[path] = club.match(new.id).result_id
            # and the next match at the same place goes on under the same club id: one origin per place
            newer = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at="2024-06-02")
            assert club.match(newer.id).result_id.split("-")[0] == made[path].split("-")[0]
    assert made[original] != made[copy] and made[original].split("-")[1] == made[copy].split("-")[1]
    assert made[original].split("-")[0] == old_id.split("-")[0]


def test_a_backup_put_back_numbers_its_new_matches_under_another_club_id(club: Club, tmp_path: Path) -> None:
    import_results(club, _night(tmp_path / "night.csv"))  # backs up first
    later = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at="2024-06-01")
    lost = club.match(later.id).result_id
    club.restore_backup(list_backups(club.path)[-1].path)  # type: ignore[arg-type]
    assert club.match_count() == 0
    again = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-06-01")
    assert club.match(again.id).result_id != lost


def test_an_older_file_gets_identities_for_the_matches_it_has(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    with Club.open(path) as club:
        ids = [club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True,
                                 played_at=f"2024-05-0{n}").id for n in (1, 2)]
    conn = sqlite3.connect(path)
    with conn:  # as the version before 0017 left it
        for table in ("match_origins", "result_origins", "local_origins"):
            conn.execute(f"DROP TABLE {table}")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0017_result_identity'")
    conn.close()
    with Club.open(path) as club:
        first, second = (club.match(i).result_id for i in ids)
        assert first.split("-")[0] == second.split("-")[0] and first.endswith(f"-{ids[0]}")
        new = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at="2024-05-03").id
        assert new > ids[1]
        assert club.match(new).result_id.split("-")[0] != first.split("-")[0]  # written here for the first time


def _reimport_statements(tmp_path: Path, matches: int) -> list[str]:
    """The SQL statements a second import of a file of ``matches`` results runs (all of them already there)."""
    lines = [f"m{n},2024-05-{1 + n % 28:02d}T{n % 24:02d}:00,{side},P{(n * 7 + side) % 50},{side}"
             for n in range(matches) for side in (1, 2)]
    path = _write(tmp_path / f"file-{matches}.csv", lines)
    with Club.open(tmp_path / f"club-{matches}.sqlite") as club:
        import_results(club, path)
        statements: list[str] = []
        club.db.conn.set_trace_callback(statements.append)
        try:
            assert import_results(club, path).already == matches
        finally:
            club.db.conn.set_trace_callback(None)
        return statements


def test_finding_what_is_already_there_takes_the_same_queries_for_any_size_of_file(tmp_path: Path) -> None:
    """No query per row: the work grows with the file and the matches at its moments, never with their product."""
    assert len(_reimport_statements(tmp_path, 40)) == len(_reimport_statements(tmp_path, 400)) < 30


def test_the_club_s_matches_at_a_moment_are_found_through_the_index_by_moment(club: Club) -> None:
    """The candidates are looked up by (leaderboard, moment): no new index, none of the other matches read."""
    plan = " ".join(str(r[-1]) for r in club.db.execute(
        "EXPLAIN QUERY PLAN SELECT id, played_at FROM matches WHERE leaderboard_id = ? AND played_at IN "
        "(SELECT value FROM json_each(?))", [1, "[]"]))
    assert "SEARCH matches USING COVERING INDEX idx_matches_leaderboard_id_played_at_seq" in plan, plan


def test_a_name_with_a_line_break_stored_by_hand_stays_one_cell(club: Club, tmp_path: Path) -> None:
    """The league stores no control character in a name, but a file changed by hand may hold one: a lone "\\r" is quoted
    (a spreadsheet would split the row there otherwise)."""
    club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-02")
    with club.db.conn:
        club.db.execute("UPDATE players SET name = ? WHERE name = 'Ann'", ["An\rn"])
    export_results(club, tmp_path / "out.csv")
    assert b'"An\rn"' in (tmp_path / "out.csv").read_bytes()
    assert [r["player"] for r in _rows(tmp_path / "out.csv")] == ["An\rn", "Ben"]
