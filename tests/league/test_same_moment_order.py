"""Matches at one moment are rated in the order they were stored, with no index by ``seq`` (issue 17)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from stored_history import all_rows, fresh_replay_rows

from tournament_app.league import Club, SideInput, import_results
from tournament_app.league import rating

MOMENT = "2024-05-01T19:00:00"


def _results(path: Path, rows: list[tuple[str, str, int, str, int]]) -> Path:
    path.write_text("match,date,side,player,rank\n" + "".join(f"{m},{d},{s},{p},{r}\n" for m, d, s, p, r in rows))
    return path


def test_a_match_at_a_moment_already_used_comes_after_the_ones_there(db_path: Path, tmp_path: Path) -> None:
    club = Club.open(db_path)
    first = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at=MOMENT, create_players=True).id
    later = club.record_match([SideInput(["Ann"], 1), SideInput(["Cat"], 2)], played_at="2024-06-01", create_players=True).id
    second = club.record_match([SideInput(["Ben"], 1), SideInput(["Ann"], 2)], played_at=MOMENT).id
    # a seq counts the matches at its own moment only
    assert [club.match(m).seq for m in (first, later, second)] == [1, 1, 2]
    # moved onto the moment: after the two there
    club.edit_match(later, played_at=MOMENT)
    order = [m.id for m in club.matches()][::-1]  # oldest first
    assert order == [first, second, later]
    # an import at that moment too: after them, in the file's order
    import_results(club, _results(tmp_path / "r.csv", [("x", MOMENT, 1, "Cat", 1), ("x", MOMENT, 2, "Ben", 2),
                                                       ("y", MOMENT, 1, "Ben", 1), ("y", MOMENT, 2, "Cat", 2)]))
    order = [m.id for m in club.matches()][::-1]
    assert order[:3] == [first, second, later] and len(order) == 5
    assert all_rows(club) == fresh_replay_rows(club, tmp_path)
    assert [m.seq for m in club.matches()][::-1] == [1, 2, 3, 4, 5]
    indexes = {r[0] for r in club.db.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'matches'")}
    assert "idx_matches_leaderboard_seq" not in indexes
    club.close()


def test_an_import_before_the_stored_matches_replays_them_and_one_after_rates_on_top(
    db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_top: list[bool] = []
    replay = rating.replay

    def noted(*args: Any, **kwargs: Any) -> tuple[int, set[int]]:
        on_top.append(bool(kwargs.get("on_top")))
        return replay(*args, **kwargs)

    club = Club.open(db_path)
    club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at=MOMENT, create_players=True)
    monkeypatch.setattr(rating, "replay", noted)
    import_results(club, _results(tmp_path / "early.csv", [("e", "2024-04-01", 1, "Ben", 1), ("e", "2024-04-01", 2, "Ann", 2)]))
    assert on_top == [False]
    assert all_rows(club) == fresh_replay_rows(club, tmp_path)
    # at the stored match's moment: after it (seq 2), so on top
    on_top.clear()
    import_results(club, _results(tmp_path / "same.csv", [("s", MOMENT, 1, "Ben", 1), ("s", MOMENT, 2, "Ann", 2)]))
    assert on_top == [True]
    assert all_rows(club) == fresh_replay_rows(club, tmp_path)
    assert [m.seq for m in club.matches()] == [2, 1, 1]
    club.close()


def test_a_deleted_match_put_back_after_another_took_its_place_at_its_moment_comes_after_it(
    db_path: Path, tmp_path: Path
) -> None:
    club = Club.open(db_path)
    gone = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at=MOMENT, create_players=True).id
    later = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], played_at="2024-06-01").id  # keeps ids apart
    deleted = club.match(gone)
    club.delete_match(gone)
    took = club.record_match([SideInput(["Ben"], 1), SideInput(["Ann"], 2)], played_at=MOMENT).id
    assert club.match(took).seq == deleted.seq == 1
    club.restore_match(deleted)
    assert [m.id for m in club.matches()][::-1] == [took, gone, later]
    assert all_rows(club) == fresh_replay_rows(club, tmp_path)
    club.close()
