"""``tournament-app merge OTHER.sqlite [--dry-run] [--same "A=B"] [--different "A"]`` (issue 32)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from cli_helpers import run
from stored_rows import logged_rows
from tournament_app.league import Club, SideInput, list_backups

Dump = Callable[[Path], list[str]]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _club(path: Path, results: list[tuple[str, str, str]], *, glicko_chess: bool = False) -> Path:
    """A club holding (winner, loser, moment) results on 'Default', and a 'Chess' leaderboard."""
    with Club.open(path) as club:
        club.new_leaderboard("Chess", "glicko" if glicko_chess else "elo")
        for winner, loser, moment in results:
            club.record_match([SideInput([winner], 1), SideInput([loser], 2)], create_players=True, played_at=moment)
    return path


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return _club(tmp_path / "home.sqlite", [("Ann", "Ben", "2024-05-01"), ("Elodie Martin", "Ann", "2024-05-02")])


@pytest.fixture
def away(tmp_path: Path) -> Path:
    path = _club(tmp_path / "away.sqlite", [("Cid", "Dee", "2024-05-03"), ("Élodie  martin", "Cid", "2024-05-04")],
                 glicko_chess=True)
    with Club.open(path) as club:
        club.add_team("Aces", [club.find_player("Cid").id, club.find_player("Dee").id])  # type: ignore[union-attr]
        club.add_event("Away day", "2024-05-03")
    return path


def test_a_dry_run_says_what_would_come_in_and_changes_nothing(home: Path, away: Path, dump: Dump) -> None:
    before, other = dump(home), _sha(away)
    code, out, err = run("--db", home, "merge", away, "--dry-run")
    assert code == 0, err
    assert "2 new results" in out and "0 results already here" in out
    assert "2 new players: Cid, Dee" in out
    assert "1 new team: Aces" in out and "1 new event: Away day" in out
    assert "'Élodie martin' ~ 'Elodie Martin': not decided" in out
    assert "its results go to 'Chess (glicko)'" in out and "1 new leaderboard: Chess (glicko) (glicko)" in out
    assert "Nothing was changed (--dry-run)." in out
    assert dump(home) == before and _sha(away) == other and not list_backups(home)


def test_an_undecided_look_alike_is_refused_and_listed(home: Path, away: Path, dump: Dump) -> None:
    before = dump(home)
    code, _out, err = run("--db", home, "merge", away)
    assert code == 1
    assert "'Élodie martin' ~ 'Elodie Martin'" in err and "--same" in err and "--different" in err
    assert dump(home) == before


def test_same_makes_them_one_player_and_the_merge_is_one_undo_step(home: Path, away: Path) -> None:
    before = logged_rows(home)
    code, out, err = run("--db", home, "merge", away, "--same", "Élodie  martin=Elodie Martin")
    assert code == 0, err
    assert "'Élodie martin' ~ 'Elodie Martin': one person" in out and "2 result(s)" not in out
    assert "Merged away.sqlite: 2 results came in" in out
    assert [b.reason for b in list_backups(home)] == ["before-merge-club"]
    with Club.open(home) as club:
        assert sorted(p.name for p in club.players()) == ["Ann", "Ben", "Cid", "Dee", "Elodie Martin"]
        assert club.standings(club.leaderboard("Default").id)[0].games >= 1
        assert club.find_team("Aces") is not None and club.leaderboard("Chess (glicko)").system == "glicko"
    again = run("--db", home, "merge", away, "--same", "Élodie  martin=Elodie Martin")
    assert again[0] == 0 and "has nothing this club lacks" in again[1]
    code, out, _err = run("--db", home, "undo")
    assert code == 0 and "Undid: Merge away.sqlite" in out
    assert logged_rows(home) == before


def test_different_brings_the_other_in_as_a_new_player(home: Path, away: Path) -> None:
    code, _out, err = run("--db", home, "merge", away, "--different", "Élodie martin")
    assert code == 0, err
    with Club.open(home) as club:
        names = sorted(p.name for p in club.players())
    assert names == ["Ann", "Ben", "Cid", "Dee", "Elodie Martin", "Élodie martin"]
    # merging again with the same choice: she is here now under her own name, nothing is asked or added
    again = run("--db", home, "merge", away, "--different", "Élodie martin")
    assert again[0] == 0 and "has nothing this club lacks" in again[1]


@pytest.mark.parametrize("choice", [["--same", "Eloise Martin=Elodie Martin"], ["--different", "Nobody"], ["--same", "no pair"]])
def test_a_choice_that_names_no_look_alike_is_refused(home: Path, away: Path, dump: Dump, choice: list[str]) -> None:
    before = dump(home)
    code, _out, err = run("--db", home, "merge", away, *choice)
    assert code == 1 and err.startswith("tournament-app: ")
    assert dump(home) == before


def _newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('tournament_app', '9999_future', '')")
    conn.close()


def _damaged(path: Path) -> None:
    data = bytearray(path.read_bytes())
    path.write_bytes(bytes(data[: len(data) // 2 + 100]))


def _foreign(path: Path) -> None:
    path.unlink()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()


@pytest.mark.parametrize(("spoil", "said"), [
    (_newer, "newer version"), (_damaged, "damaged"), (_foreign, "another program"), (None, "this club's own file"),
])
def test_a_damaged_newer_foreign_or_own_file_is_refused_and_left_untouched(
        home: Path, away: Path, dump: Dump, spoil: Callable[[Path], None] | None, said: str) -> None:
    other = home if spoil is None else away
    if spoil is not None:
        spoil(other)
    before, other_before = dump(home), _sha(other)
    code, _out, err = run("--db", home, "merge", other)
    assert code == 1 and said in err, err
    assert dump(home) == before and _sha(other) == other_before
    assert not any(Path(f"{other}{extra}").exists() for extra in ("-wal", "-shm", "-journal")) or spoil is None


def test_a_missing_file_is_refused(home: Path, tmp_path: Path) -> None:
    code, _out, err = run("--db", home, "merge", tmp_path / "nowhere.sqlite")
    assert code == 1 and "does not exist" in err


def test_an_older_file_is_read_from_an_updated_copy_never_changed_itself(home: Path, away: Path, tmp_path: Path) -> None:
    older = tmp_path / "older.sqlite"
    shutil.copy(away, older)
    conn = sqlite3.connect(older)
    with conn:  # as the version before result identities (0017) left it
        for table in ("match_origins", "result_origins", "local_origins"):
            conn.execute(f"DROP TABLE {table}")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0017_result_identity'")
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    untouched = _sha(older)
    code, out, err = run("--db", home, "merge", older, "--same", "Élodie  martin=Elodie Martin")
    assert code == 0, err
    assert "2 results came in" in out
    assert _sha(older) == untouched and not list_backups(older)


@pytest.mark.parametrize("damage", [
    "UPDATE match_sides SET rank = 0 WHERE match_id = (SELECT min(id) FROM matches)",
    "DELETE FROM match_sides WHERE side = 2 AND match_id = (SELECT min(id) FROM matches)",
    "UPDATE match_sides SET score = 9e999 WHERE match_id = (SELECT min(id) FROM matches)",
])
def test_a_result_changed_by_hand_into_one_no_club_records_refuses_the_merge(home: Path, away: Path, dump: Dump,
                                                                             damage: str) -> None:
    conn = sqlite3.connect(away)
    with conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        for trigger in [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]:
            conn.execute(f'DROP TRIGGER "{trigger}"')
        conn.execute(damage)
    conn.close()
    before = dump(home)
    code, _out, err = run("--db", home, "merge", away, "--same", "Élodie  martin=Elodie Martin")
    assert code == 1 and "no club could have recorded" in err and "Nothing was changed" in err, err
    assert dump(home) == before


def test_two_leaderboards_that_would_become_one_are_refused(home: Path, away: Path, dump: Dump) -> None:
    with Club.open(away) as club:
        club.new_leaderboard("Chess (glicko)", "glicko")  # beside "Chess" (glicko), which comes in under this name
    before = dump(home)
    code, _out, err = run("--db", home, "merge", away, "--same", "Élodie  martin=Elodie Martin")
    assert code == 1 and "would both become 'Chess (glicko)' here" in err, err
    assert dump(home) == before
