"""``tournament-app undo`` and ``redo``: the steps of the club file, whoever made them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cli_helpers import run
from stored_rows import logged_rows

from tournament_app.league import Club, SideInput

RESULTS = "match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Ben,2\n2,2024-01-02,1,Ben,1\n2,2024-01-02,2,Cid,2\n"




def test_undo_and_redo_an_import_made_on_the_command_line(db_path: Path, tmp_path: Path,
                                                           assert_same_ratings: Callable[..., None]) -> None:
    with Club.open(db_path) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Dee"], 2)], played_at="2023-12-30", create_players=True)
    before = logged_rows(db_path)
    csv = tmp_path / "results.csv"
    csv.write_text(RESULTS, encoding="utf-8")
    assert run("--db", db_path, "import", "results", csv)[0] == 0
    after = logged_rows(db_path)
    code, out, err = run("--db", db_path, "undo")
    assert (code, out, err) == (0, "Undid: Import results.csv\n", "")
    assert logged_rows(db_path) == before
    code, out, err = run("--db", db_path, "redo")
    assert (code, out, err) == (0, "Redid: Import results.csv\n", "")
    assert logged_rows(db_path) == after
    with Club.open(db_path) as club:
        copy = Club.open(club.snapshot(tmp_path / "fresh"))
        copy.recompute()
        assert_same_ratings(club, copy)
        copy.close()


def test_undo_a_match_recorded_in_the_app_names_it(db_path: Path) -> None:
    with Club.open(db_path) as club:
        mid = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True).id
    code, out, err = run("--db", db_path, "undo")
    assert (code, out, err) == (0, f"Undid: Record match #{mid}\n", "")
    with Club.open(db_path) as club:
        assert club.match_count() == 0 and club.players() == []  # the players it made go too: one step
        assert club.db.execute("SELECT count(*) FROM ratings").fetchone()[0] == 0


def test_nothing_to_undo_or_redo_is_a_clear_message_and_exit_1(db_path: Path, dump: Callable[[Path], list[str]]) -> None:
    assert run("--db", db_path, "new-leaderboard", "Blitz", "--system", "elo")[0] == 0
    code, out, err = run("--db", db_path, "redo")
    assert (code, out, err) == (1, "", "tournament-app: There is nothing to redo.\n")
    assert run("--db", db_path, "undo")[1] == "Undid: New leaderboard Blitz\n"
    before = dump(db_path)
    code, out, err = run("--db", db_path, "undo")
    assert (code, out, err) == (1, "", "tournament-app: There is nothing to undo.\n")
    assert dump(db_path) == before


def test_undo_needs_an_existing_club_file_and_creates_none(tmp_path: Path) -> None:
    missing = tmp_path / "typo.sqlite"
    code, out, err = run("--db", missing, "undo")
    assert code == 1 and out == "" and err.startswith("tournament-app: There is no club file at")
    assert not missing.exists()


def test_help_lists_undo_and_redo() -> None:
    code, out, _ = run("--help")
    assert code == 0 and "undo" in out and "redo" in out
