"""Every data-changing league call returns Changes (with the new row's id) and names its own undo step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tournament_app.league as league_package
from tournament_app.league import Changes, Club, NotFoundError, SideInput, import_players, import_results
from tournament_app.league import night
from tournament_app.league.event_logs import import_event_log


def test_creating_calls_return_changes_with_the_new_id(club: Club) -> None:
    ann = club.add_player("Ann", "North")
    assert isinstance(ann, Changes) and ann.players == {ann.id}
    assert club.player(ann.id).name == "Ann" and club.player(ann.id).club == "North"
    ben = club.add_player("Ben").id
    team = club.add_team("Pair", [ann.id, ben])
    assert team.teams and club.team(team.id).member_ids == (ann.id, ben)
    board = club.new_leaderboard("Blitz", "elo")
    assert board.leaderboards == {board.id} and club.leaderboard(board.id).system == "elo"
    event = club.add_event("Cup", "2024-03-01", board.id)
    assert event.events == {event.id} and club.event(event.id).leaderboard_id == board.id
    match = club.record_match([SideInput([ann.id], 1), SideInput(["Cid"], 2)], event_id=event.id, create_players=True)
    cid = club.find_player("Cid")
    assert cid is not None
    assert match.matches == {match.id} and match.events == {event.id} and match.players == {ann.id, cid.id}
    assert club.match(match.id).event_id == event.id


def test_joined_changes_keep_the_first_id_and_add_the_counts() -> None:
    assert (Changes(id=3, count=2) | Changes(id=5, count=1)) == Changes(id=3, count=3)
    assert (Changes(players=frozenset({1})) | Changes(id=5)).id == 5
    assert (Changes() | Changes()).id is None


def test_imports_return_only_changes_with_a_count(club: Club, tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("name,club\nAnn,North\nBen,\n", encoding="utf-8")
    added = import_players(club, players)
    assert isinstance(added, Changes) and added.count == 2 and len(added.players) == 2
    results = tmp_path / "results.csv"
    results.write_text("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Cid,2\n", encoding="utf-8")
    imported = import_results(club, results)
    assert imported.count == 1 and imported.replayed == 1
    elo = club.new_leaderboard("Frags", "elo").id
    log = tmp_path / "map.log"
    log.write_text("Ann fragged Ben\nBen fragged Cid\n", encoding="utf-8")
    rated = import_event_log(club, log, elo)
    assert rated.count == 2 and rated.id is not None and rated.leaderboards == {elo}
    assert club.db.execute("SELECT name FROM event_logs WHERE id = ?", [rated.id]).fetchone()[0] == "map.log"


def test_the_nights_calls_return_changes_with_ids(club: Club) -> None:
    ids = [club.add_player(n).id for n in ("Ann", "Ben", "Cid", "Dee")]
    event = club.add_event("Tonight", "2024-02-06").id
    for pid in ids:
        night.check_in(club, event, pid)
    walk_in = night.add_player_here(club, event, "Eve")
    assert walk_in.players == {walk_in.id} and walk_in.events == {event}
    assert club.undo_history()[-1].label == "Add Eve and check in"
    night.mark_gone(club, event, walk_in.id)
    drawn = night.draw_next_round(club, event, "rotating", seed=1)
    assert drawn.events == {event}
    rnd = night.get_round(club, drawn.id)
    assert rnd.number == 1 and rnd == night.find_round(club, event, 1)
    table = night.add_table(club, event, "Centre")
    assert night.tables(club, event)[0].id == table.id and club.undo_history()[-1].label == "Add table Centre"
    night.start_round(club, event, 1)
    on_table = night.tables(club, event)[0].match
    assert on_table is not None
    saved = night.save_result(club, on_table.id, [1, 2])
    assert saved.matches == {saved.id} and event in saved.events
    assert club.match(saved.id).event_id == event
    assert club.undo_history()[-1].label == f"Save result of match #{saved.id}"
    assert night.fill_tables(club, event) == Changes(events=frozenset({event}))


def test_calls_grouped_in_a_transaction_are_named_after_the_first(club: Club) -> None:
    with club.transaction():
        club.add_player("Ann")
        club.add_player("Ben")
    assert [s.label for s in club.undo_history()] == ["Add player Ann"]
    with club.transaction():
        mid = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)]).id
        club.rename_player(club.add_player("Cid").id, "Cyd")
    assert club.undo_history()[-1].label == f"Record match #{mid}"


def test_an_outer_step_names_everything_inside_and_shares_its_id(club: Club) -> None:
    with club.step("Tonight's first match") as outer:
        with club.step("Inner") as inner:
            mid = club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True).id
        club.add_event("Night", "2024-01-01")
    assert outer.step_id is not None and inner.step_id == outer.step_id
    assert [s.label for s in club.undo_history()] == ["Tonight's first match"]
    club.undo()
    with pytest.raises(NotFoundError, match=f"no match with id {mid}"):
        club.match(mid)
    assert club.players() == [] and club.events() == []


def test_a_transaction_no_call_named_is_a_change(club: Club) -> None:
    with club.transaction():
        club.db.execute("INSERT INTO players (name, name_key, created_at, archived) VALUES ('Zed', 'zed', 'x', 0)")
    assert [s.label for s in club.undo_history()] == ["Change"]


def test_no_league_module_names_a_step_by_inspecting_the_call_stack() -> None:
    folder = Path(league_package.__file__).parent
    for path in folder.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"_getframe|f_back|f_locals|import inspect|from inspect", text), path
