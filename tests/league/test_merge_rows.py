"""Merging brings in what the other club file has besides plain results (issue 32): teams and their members, seasons,
event logs, starting ratings; it keeps every result's identity, also one the other file got from a third club; and it
does not add a result typed in on both laptops twice."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tournament_app.league import (
    Club,
    SideInput,
    create_season,
    export_results,
    import_event_log,
    import_results,
    list_seasons,
    merging,
)

CTF = """# one CTF map
date 2024-03-05T19:00
team Red: Ann, Ben
team Blue: Cat, Dan

Ann fragged Cat
Cat suicide
Ann scored a capture worth 7
"""


def test_teams_gain_members_seasons_and_event_logs_come_in_once(tmp_path: Path) -> None:
    away = tmp_path / "away.sqlite"
    with Club.open(away) as club:
        ids = [club.add_player(n).id for n in ("Ann", "Ben", "Cat")]
        club.add_team("Aces", ids[:3])
        club.add_team("Bees", ids[1:])
        club.add_event("Spring night", "2024-03-05")
        create_season(club, "Spring", "Default", "2024-03-01", "2024-05-31", best=3)
        lb = club.new_leaderboard("CTF", "elo", {"k": 32, "floor": 0}).id
        log = tmp_path / "map.log"
        log.write_text(CTF, encoding="utf-8")
        import_event_log(club, log, lb)
        expected = sorted((s.player, s.mu) for s in club.standings(lb))
    home = tmp_path / "home.sqlite"
    with Club.open(home) as club:
        ann = club.add_player("Ann").id
        club.add_team("Aces", [ann])
        changes = merging.merge_club(club, away)
        assert changes.teams
        aces = club.find_team("Aces")
        assert aces is not None and sorted(club.player(p).name for p in aces.member_ids) == ["Ann", "Ben", "Cat"]
        assert club.find_team("Bees") is not None
        assert [s.name for s in list_seasons(club)] == ["Spring"]
        lb = club.leaderboard("CTF").id
        assert sorted((s.player, s.mu) for s in club.standings(lb)) == [(p, pytest.approx(mu)) for p, mu in expected]
        assert club.db.execute("SELECT count(*) FROM event_logs").fetchone()[0] == 1
        again = merging.merge_club(club, away)
        assert again == type(again)(already=again.already)  # nothing changed
        assert club.db.execute("SELECT count(*) FROM event_logs").fetchone()[0] == 1


def test_a_result_from_a_third_club_keeps_its_identity_and_one_typed_on_both_laptops_comes_in_once(tmp_path: Path) -> None:
    third = tmp_path / "third.sqlite"
    with Club.open(third) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-01T19:00")
        export_results(club, tmp_path / "third.csv")
        from_third = club.matches()[0].result_id
    away, home = tmp_path / "away.sqlite", tmp_path / "home.sqlite"
    with Club.open(away) as club:
        import_results(club, tmp_path / "third.csv")
        club.record_match([SideInput(["Cat"], 1), SideInput(["Ann"], 2)], create_players=True, played_at="2024-05-02T19:00")
    with Club.open(home) as club:
        typed_here = club.record_match([SideInput(["Cat"], 1), SideInput(["Ann"], 2)], create_players=True,
                                       played_at="2024-05-02T19:00").id
        changes = merging.merge_club(club, away)
        assert (changes.count, changes.already) == (1, 1)  # the result typed on both laptops is here once
        ids = {m.result_id for m in club.matches()}
        assert from_third in ids and club.match(typed_here).result_id in ids and len(ids) == 2
    shutil.copy(home, tmp_path / "copy.sqlite")
    with Club.open(tmp_path / "copy.sqlite") as club:
        assert merging.merge_club(club, home).count == 0


def test_a_look_alike_said_to_be_the_same_person_plays_under_this_club_s_name(tmp_path: Path) -> None:
    away, home = tmp_path / "away.sqlite", tmp_path / "home.sqlite"
    with Club.open(away) as club:
        club.record_match([SideInput(["Élodie  martin"], 1), SideInput(["Ben"], 2)], create_players=True,
                          played_at="2024-05-02T19:00")
    with Club.open(home) as club:
        club.record_match([SideInput(["Elodie Martin"], 1), SideInput(["Ben"], 2)], create_players=True,
                          played_at="2024-05-01T19:00")
        plan = merging.preview_merge(club, away)
        assert [(p.other_name, p.here_name, p.same) for p in plan.look_alikes] == [("Élodie martin", "Elodie Martin", None)]
        with pytest.raises(merging.LookAlikesUndecided):
            merging.apply_plan(club, plan)
        merging.merge_club(club, away, same=[("Elodie Martin", "Élodie martin")])  # either order
        rows = {s.player: s for s in club.standings()}
        assert set(rows) == {"Elodie Martin", "Ben"} and rows["Elodie Martin"].games == 2


def test_a_result_comes_with_its_games_scores_notes_and_roster(tmp_path: Path) -> None:
    away, home = tmp_path / "away.sqlite", tmp_path / "home.sqlite"
    with Club.open(away) as club:
        ann, ben, cat, dan = (club.add_player(n).id for n in ("Ann", "Ben", "Cat", "Dan"))
        aces = club.add_team("Aces", [ann, ben]).id
        made = club.record_match([SideInput([ann, ben], 1, 5.0, aces), SideInput([cat, dan], 2, 3.0)], played_at="2024-05-02T19:00",
                                 notes="final", games=[{"Ann": 3, "Ben": 2, "Cat": 1, "Dan": 0}, {"Ann": 2, "Cat": 2}]).id
        original = club.match(made)
    with Club.open(home) as club:
        merging.merge_club(club, away)
        merged = club.matches()[0]
        names = {p.player_id: p.name for s in merged.sides for p in s.players}
        assert merged.result_id == original.result_id and merged.notes == "final"
        assert [(s.rank, s.score, s.team_name, [p.name for p in s.players]) for s in merged.sides] == \
            [(s.rank, s.score, s.team_name, [p.name for p in s.players]) for s in original.sides]
        old_names = {p.player_id: p.name for s in original.sides for p in s.players}
        assert [{names[p]: v for p, v in g.items()} for g in merged.games] == \
            [{old_names[p]: v for p, v in g.items()} for g in original.games]
