"""Players, rosters, leaderboards and events (league/club.py), over real files reopened to prove persistence."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tournament_app.league import (
    Club,
    DuplicateNameError,
    InvalidMatchError,
    LeagueError,
    NotFoundError,
    SideInput,
)
from tournament_app.ratings import BradleyTerry, Elo, Glicko, PlackettLuce
from tournament_app.store import list_backups

Dump = Callable[[Path], list[str]]

# ---- players ---------------------------------------------------------------------------------


def test_add_players_persists(club: Club, db_path: Path) -> None:
    ann = club.player(club.add_player("  Ann Lee ", club="Riverside").id)
    ben = club.player(club.add_player("Ben").id)
    assert ann.name == "Ann Lee" and ann.club == "Riverside" and not ann.archived
    assert ben.club is None
    club.close()
    with Club.open(db_path) as again:
        assert [(p.id, p.name, p.club, p.archived) for p in again.players()] == [
            (ann.id, "Ann Lee", "Riverside", False),
            (ben.id, "Ben", None, False),
        ]
        assert again.player(ann.id) == ann
        assert again.find_player("ann lee") == ann
        assert again.find_player("ANN   LEE") == ann
        assert again.find_player("Nobody") is None
        assert again.player_count() == 2


@pytest.mark.parametrize("taken", ["ann", "ANN", " Ann ", "Ann"])
def test_player_names_are_unique_case_insensitively(club: Club, taken: str, dump: Dump, db_path: Path) -> None:
    club.add_player("Ann")
    before = dump(db_path)
    with pytest.raises(DuplicateNameError, match="Ann"):
        club.add_player(taken)
    assert dump(db_path) == before


@pytest.mark.parametrize("bad", ["", "   ", "x" * 201])
def test_empty_or_overlong_names_are_refused(club: Club, bad: str) -> None:
    with pytest.raises(LeagueError):
        club.add_player(bad)
    assert club.player_count() == 0


def test_players_search_and_unknown_id(club: Club) -> None:
    for name in ("Ann Lee", "Annabel", "Ben", "Joanna"):
        club.add_player(name)
    assert [p.name for p in club.players("ann")] == ["Ann Lee", "Annabel", "Joanna"]
    assert [p.name for p in club.players("  BEN ")] == ["Ben"]
    with pytest.raises(NotFoundError):
        club.player(999)


def test_rename_player_persists(club: Club, db_path: Path) -> None:
    ann = club.add_player("Ann")
    club.add_player("Ben")
    club.rename_player(ann.id, "Annie")
    with pytest.raises(DuplicateNameError):
        club.rename_player(ann.id, "ben")
    club.rename_player(ann.id, "ANNIE")  # a new spelling of one's own name is fine
    with pytest.raises(NotFoundError):
        club.rename_player(999, "Zed")
    club.set_player_club(ann.id, "Hilltop")
    club.close()
    with Club.open(db_path) as again:
        assert again.player(ann.id).name == "ANNIE"
        assert again.player(ann.id).club == "Hilltop"
        assert again.find_player("annie").id == ann.id  # type: ignore[union-attr]
        assert again.find_player("Ann") is None


def test_rename_keeps_results(club: Club) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    before = club.standings()
    club.rename_player(ann, "Annie")
    after = club.standings()
    assert [s.player for s in after] == ["Annie", "Ben"]
    assert [(s.mu, s.sigma, s.games) for s in after] == [(s.mu, s.sigma, s.games) for s in before]


def test_archive_hides_player_but_keeps_results(club: Club, db_path: Path) -> None:
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    club.record_match([SideInput([ben], 1), SideInput([cat], 2)], played_at="2024-01-02")
    rating_ann = club.rating_of(ann)
    club.archive_player(ann)
    club.close()
    with Club.open(db_path) as again:
        assert [p.name for p in again.players()] == ["Ben", "Cat"]
        assert [p.name for p in again.players(include_archived=True)] == ["Ann", "Ben", "Cat"]
        assert again.player(ann).archived
        assert [s.player for s in again.standings()] == ["Ben", "Cat"]
        assert [s.rank for s in again.standings()] == [1, 2]
        # the results and the rating stay
        assert again.match_count() == 2
        assert again.rating_of(ann) == rating_ann
        assert len(again.player_history(ann)) == 1
        again.archive_player(ann, archived=False)
    with Club.open(db_path) as again:
        assert not again.player(ann).archived
        assert "Ann" in [s.player for s in again.standings()]


# ---- merging two records of the same person --------------------------------------------------


def test_merge_moves_results_and_rebuilds_ratings(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    """A club where Ann also played as "A. Lee" equals, after the merge, a club where she was always Ann."""
    games = [
        # (date, side 1 names, side 2 names, ranks)
        ("2024-01-01", ["Ann"], ["Ben"], (1, 2)),
        ("2024-01-02", ["A. Lee"], ["Cat"], (2, 1)),
        ("2024-01-03", ["Ben", "Cat"], ["A. Lee", "Dan"], (1, 1)),
        ("2024-01-04", ["Ann", "Ben"], ["Cat", "Dan"], (1, 2)),
        ("2024-01-05", ["Dan"], ["A. Lee"], (1, 2)),
        ("2024-01-06", ["Ben"], ["Cat"], (2, 1)),
    ]
    merged_path, fresh_path = tmp_path / "merged.sqlite", tmp_path / "fresh.sqlite"
    with Club.open(merged_path) as merged, Club.open(fresh_path) as fresh:
        ids = {name: merged.add_player(name).id for name in ("Ann", "A. Lee", "Ben", "Cat", "Dan")}
        fresh_ids = {name: fresh.add_player(name).id for name in ("Ann", "Ben", "Cat", "Dan")}
        fresh_ids["A. Lee"] = fresh_ids["Ann"]
        team = merged.add_team("Lee & Dan", [ids["A. Lee"], ids["Dan"]])
        for date, one, two, (r1, r2) in games:
            merged.record_match([SideInput([ids[n] for n in one], r1), SideInput([ids[n] for n in two], r2)], played_at=date)
            fresh.record_match(
                [SideInput([fresh_ids[n] for n in one], r1), SideInput([fresh_ids[n] for n in two], r2)], played_at=date
            )
        changes = merged.merge_players(ids["Ann"], ids["A. Lee"])
        assert changes.players == {ids["Ann"], ids["A. Lee"]}
        assert changes.replayed == len(games)
        assert any(b.reason == "before-merge" for b in list_backups(merged_path))
    with Club.open(merged_path) as merged, Club.open(fresh_path) as fresh:
        assert [p.name for p in merged.players(include_archived=True)] == ["Ann", "Ben", "Cat", "Dan"]
        with pytest.raises(NotFoundError):
            merged.player(ids["A. Lee"])
        assert merged.team(team.id).member_ids == (ids["Ann"], ids["Dan"])
        assert len(merged.player_history(ids["Ann"])) == 5
        assert_same_ratings(merged, fresh)


def test_merge_across_leaderboards(club: Club, assert_same_ratings: Callable[..., None], tmp_path: Path) -> None:
    doubles = club.new_leaderboard("Doubles")
    ann, lee, ben = (club.add_player(n).id for n in ("Ann", "Lee", "Ben"))
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    club.record_match([SideInput([lee], 1), SideInput([ben], 2)], leaderboard_id=doubles.id, played_at="2024-01-01")
    club.merge_players(ann, lee)
    assert club.standings(doubles.id)[0].player == "Ann"
    assert club.standings(doubles.id)[0].games == 1
    with Club.open(tmp_path / "fresh.sqlite") as fresh:
        a, b = fresh.add_player("Ann").id, fresh.add_player("Ben").id
        d = fresh.new_leaderboard("Doubles")
        fresh.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
        fresh.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=d.id, played_at="2024-01-01")
        assert_same_ratings(club, fresh)
        assert_same_ratings(club, fresh, "Doubles", "Doubles")


def test_merge_is_refused_when_both_played_in_one_match(club: Club, db_path: Path, dump: Dump) -> None:
    ann, lee, ben = (club.add_player(n).id for n in ("Ann", "Lee", "Ben"))
    club.record_match([SideInput([ann, lee], 1), SideInput([ben], 2)], played_at="2024-01-01")
    before = dump(db_path)
    with pytest.raises(LeagueError, match="both played"):
        club.merge_players(ann, lee)
    with pytest.raises(LeagueError):
        club.merge_players(ann, ann)
    with pytest.raises(NotFoundError):
        club.merge_players(ann, 999)
    assert dump(db_path) == before


# ---- teams / rosters -------------------------------------------------------------------------


def test_teams_persist_and_are_reusable(club: Club, db_path: Path) -> None:
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    pair = club.team(club.add_team("Smash Bros", [ben, ann]).id)
    assert pair.member_ids == (ann, ben)  # ordered by name
    other = club.add_team("Lonely", [cat])
    with pytest.raises(DuplicateNameError):
        club.add_team("smash bros", [cat])
    with pytest.raises(NotFoundError):
        club.add_team("Ghosts", [999])
    assert club.find_team("Ghosts") is None
    # the roster plays a match; changing it later keeps the match's lineup
    mid = club.record_match(
        [SideInput([ann, ben], 1, team_id=pair.id), SideInput([cat], 2, team_id=other.id)], played_at="2024-02-01"
    ).id
    club.set_team(pair.id, name="Smashers", member_ids=[ann, cat])
    club.archive_team(other.id)
    club.close()
    with Club.open(db_path) as again:
        assert [t.name for t in again.teams()] == ["Smashers"]
        assert [t.name for t in again.teams(include_archived=True)] == ["Lonely", "Smashers"]
        assert again.find_team("SMASHERS").member_ids == (ann, cat)  # type: ignore[union-attr]
        assert again.team(other.id).archived
        match = again.match(mid)
        assert [s.team_id for s in match.sides] == [pair.id, other.id]
        assert [s.team_name for s in match.sides] == ["Smashers", "Lonely"]
        assert [[p.player_id for p in s.players] for s in match.sides] == [[ann, ben], [cat]]
        with pytest.raises(NotFoundError):
            again.team(999)


def test_unknown_team_in_a_match_is_refused(club: Club) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    with pytest.raises(LeagueError):
        club.record_match([SideInput([ann], 1, team_id=42), SideInput([ben], 2)])
    assert club.match_count() == 0


# ---- leaderboards ----------------------------------------------------------------------------


def test_new_database_has_default_bradley_terry_leaderboard(club: Club) -> None:
    boards = club.leaderboards()
    assert [(lb.name, lb.system, lb.params) for lb in boards] == [("Default", "bbt", {})]
    assert club.leaderboard().name == "Default"
    assert club.leaderboard("default").id == boards[0].id
    model = club.rating_model(boards[0].id)
    assert isinstance(model, BradleyTerry)
    assert model == BradleyTerry()


def test_new_leaderboards_with_systems_and_parameters_persist(club: Club, db_path: Path) -> None:
    club.new_leaderboard("Blitz", "elo", {"k": 24, "floor": 0})
    club.new_leaderboard("Glicko club", "glicko", {"c": 20.0})
    club.new_leaderboard("FFA", "plackett-luce", display_scale="mu")
    club.new_leaderboard("Doubles", "bbt", {"beta": 5.0})
    club.close()
    with Club.open(db_path) as again:
        boards = {lb.name: lb for lb in again.leaderboards()}
        assert list(boards) == ["Default", "Blitz", "Glicko club", "FFA", "Doubles"]
        assert boards["Blitz"].params == {"k": 24, "floor": 0}
        assert again.rating_model(boards["Blitz"].id) == Elo(k=24, floor=0)
        assert again.rating_model(boards["Glicko club"].id) == Glicko(c=20.0)
        assert again.rating_model(boards["FFA"].id) == PlackettLuce()
        assert boards["FFA"].display_scale == "mu"
        assert again.rating_model(boards["Doubles"].id) == BradleyTerry(beta=5.0)


@pytest.mark.parametrize(
    ("name", "system", "params"),
    [
        ("X", "chess", {}),
        ("X", "bbt", {"nonsense": 1}),
        ("X", "bbt", {"beta": -1}),
        ("X", "elo", {"k": "fast"}),
        ("Default", "bbt", {}),
        ("default", "elo", {}),
        ("", "bbt", {}),
    ],
)
def test_bad_leaderboards_are_refused(club: Club, name: str, system: str, params: dict[str, Any], db_path: Path, dump: Dump) -> None:
    before = dump(db_path)
    with pytest.raises(LeagueError):
        club.new_leaderboard(name, system, params)
    assert dump(db_path) == before


def test_unknown_leaderboard(club: Club) -> None:
    with pytest.raises(NotFoundError, match="Default"):
        club.leaderboard("Nope")
    with pytest.raises(NotFoundError):
        club.leaderboard(999)


def test_leaderboards_are_separate_pools(club: Club) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    club.record_match([SideInput([ann], 2), SideInput([ben], 1)], leaderboard_id=blitz.id, played_at="2024-01-01")
    default = {s.player: s for s in club.standings()}
    elo = {s.player: s for s in club.standings(blitz.id)}
    assert default["Ann"].mu > default["Ben"].mu
    assert elo["Ben"].mu == pytest.approx(1516.0) and elo["Ann"].mu == pytest.approx(1484.0)
    assert elo["Ann"].sigma == 0.0
    assert club.match_count(blitz.id) == 1 and club.match_count() == 2


def test_changing_a_leaderboard_system_rerates_everything(club: Club, db_path: Path) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    lb = club.leaderboard()
    changes = club.update_leaderboard(lb.id, name="Main", system="elo", params={"k": 10})
    assert changes.replayed == 1
    club.close()
    with Club.open(db_path) as again:
        main = again.leaderboard("Main")
        assert (main.system, main.params) == ("elo", {"k": 10})
        assert again.rating_of(ann, main.id).mu == pytest.approx(1505.0)
        assert again.rating_of(ben, main.id).mu == pytest.approx(1495.0)


# ---- events ----------------------------------------------------------------------------------


def test_events_persist(club: Club, db_path: Path) -> None:
    night = club.event(club.add_event("Tuesday night", "2024-03-05").id)
    cup = club.event(club.add_event("Spring Cup", "2024-04-13", kind="tournament", notes="knock-out").id)
    blitz = club.new_leaderboard("Blitz", "elo")
    other = club.add_event("Blitz night", "2024-03-06", leaderboard_id=blitz.id)
    club.close()
    with Club.open(db_path) as again:
        assert again.event(night.id) == night
        assert (night.kind, night.date, night.leaderboard_id) == ("club night", "2024-03-05", again.leaderboard().id)
        assert (cup.kind, cup.notes) == ("tournament", "knock-out")
        assert [e.name for e in again.events()] == ["Spring Cup", "Blitz night", "Tuesday night"]
        assert [e.name for e in again.events(blitz.id)] == ["Blitz night"]
        assert again.find_event("spring cup") == cup
        assert again.event(other.id).leaderboard_id == blitz.id
        again.update_event(night.id, name="Tuesday club night", date="2024-03-12", kind="tournament")
    with Club.open(db_path) as again:
        changed = again.event(night.id)
        assert (changed.name, changed.date, changed.kind) == ("Tuesday club night", "2024-03-12", "tournament")


@pytest.mark.parametrize(
    ("name", "date", "kind"),
    [("Night", "2024-13-01", "club night"), ("Night", "yesterday", "club night"), ("Night", "2024-01-01", "party"), ("", "2024-01-01", "club night")],
)
def test_bad_events_are_refused(club: Club, name: str, date: str, kind: str) -> None:
    with pytest.raises(LeagueError, match="^[A-Z']"):  # a message that starts like a sentence
        club.add_event(name, date, kind=kind)
    assert club.events() == []


def test_an_unknown_kind_of_event_is_a_sentence(club: Club) -> None:
    message = "Unknown kind of event 'party' (known: club night, tournament)."
    with pytest.raises(LeagueError) as info:
        club.add_event("Night", "2024-01-01", kind="party")
    assert str(info.value) == message
    night = club.add_event("Night", "2024-01-01")
    with pytest.raises(LeagueError) as info:
        club.update_event(night.id, kind="party")
    assert str(info.value) == message


@pytest.mark.parametrize("bad", ["", "   ", "x" * 201])
def test_bad_names_are_refused_with_a_sentence(club: Club, bad: str) -> None:
    for add in (club.add_player, club.add_team, lambda name: club.add_event(name, "2024-01-01")):
        with pytest.raises(LeagueError, match=r"^The (player|team|event)'s name (cannot be empty|is too long \(201 characters; at most 200\))\.$"):
            add(bad)


def test_event_with_matches_cannot_be_deleted(club: Club) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    night = club.add_event("Night", "2024-03-05")
    empty = club.add_event("Cancelled", "2024-03-12")
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], event_id=night.id, played_at="2024-03-05T19:30")
    with pytest.raises(LeagueError):
        club.delete_event(night.id)
    club.delete_event(empty.id)
    assert [e.name for e in club.events()] == ["Night"]


def test_match_in_an_event_of_another_leaderboard_is_refused(club: Club) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    night = club.add_event("Night", "2024-03-05")
    with pytest.raises(InvalidMatchError):
        club.record_match([SideInput([ann], 1), SideInput([ben], 2)], event_id=night.id, leaderboard_id=blitz.id)
    with pytest.raises(NotFoundError):
        club.record_match([SideInput([ann], 1), SideInput([ben], 2)], event_id=999)
    assert club.match_count() == 0
