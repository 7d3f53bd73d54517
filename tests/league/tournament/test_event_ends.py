"""An event can always reach its end (issue 27): a Swiss or a pools-then-knockout that its entrants can't play to the
end is refused before it starts; a Swiss whose next round can't be paired without a rematch ends with the rounds
played; and the organizer can finish any event now, undoably, with final standings from what was played."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tournament_app.league import Club, LeagueError, OptionError, create_season, season_named, season_table, tournament
from tournament_app.league.tournament import Settings, schedules
from stored_rows import logged_rows

FORMATS = ("swiss", "round-robin", "single-elimination", "double-elimination", "pools-knockout")


@pytest.fixture()
def club(tmp_path: Path) -> Club:
    c = Club.open(tmp_path / "club.sqlite")
    c.new_leaderboard("Singles", "bbt")
    for n in range(12):
        c.add_player(f"P{n:02d}")
    return c


def _event(club: Club, fmt: str, n: int, *, start: bool = True, name: str | None = None, **options: Any) -> int:
    event_id = tournament.create_event(club, name or f"{fmt} {n}", fmt, leaderboard="Singles", date="2024-05-01",
                                       settings=Settings(**options)).id
    assert event_id is not None
    tournament.set_entrants(club, event_id, names=[f"P{i:02d}" for i in range(n)])
    if start:
        tournament.start_event(club, event_id)
    return event_id


def _play(club: Club, event_id: int, rng: random.Random, results: int | None = None) -> tournament.EventView:
    """Report random results (no draws in a knockout), drawing rounds as they end, until ``results`` or the end."""
    played = 0
    for _ in range(500):
        view = tournament.event_view(club, event_id)
        ready = [m for m in view.matches if m.status in ("ready", "playing")]
        if view.finished or (results is not None and played >= results):
            return view
        if ready:
            knockout = ready[0].bracket in ("winners", "losers", "final", "third-place")
            tournament.report_result(club, event_id, ready[0].id, rng.choice([[1, 2], [2, 1]] + ([] if knockout else [[1, 1]])))
            played += 1
            continue
        tournament.next_round(club, event_id)
    raise AssertionError("the event never ended")


# ---- refused before it starts ---------------------------------------------------------------------------


@pytest.mark.parametrize(("entrants", "most"), [(6, 5), (5, 5), (2, 1), (3, 3)])
def test_a_swiss_refuses_more_rounds_than_its_entrants_can_play_and_names_the_most(club: Club, entrants: int, most: int) -> None:
    event_id = _event(club, "swiss", entrants, start=False, rounds=most + 1)
    before = logged_rows(Path(club.path))
    with pytest.raises(LeagueError, match=rf"^A Swiss of {entrants} entrants can be played over at most {most} rounds without a "
                                          rf"rematch \(everyone meets everyone once(, with a bye each round)?\), not {most + 1}\.$"):
        tournament.start_event(club, event_id)
    assert logged_rows(Path(club.path)) == before
    # the same refusal when the format is set with the entrants known; the most is accepted
    with pytest.raises(OptionError, match=rf"at most {most} rounds") as info:
        tournament.set_format(club, event_id, "swiss", Settings(rounds=most + 1))
    assert info.value.option == "rounds"
    tournament.set_format(club, event_id, "swiss", Settings(rounds=most))
    tournament.start_event(club, event_id)
    assert _play(club, event_id, random.Random(entrants)).finished


@pytest.mark.parametrize(("rounds", "why"), [
    (0, "from 1 to 99, not 0"), (-3, "from 1 to 99, not -3"), (1_000_000_000, "from 1 to 99, not 1000000000"), (True, "not True"),
])
def test_a_swiss_with_rounds_out_of_any_range_is_refused_at_create(club: Club, rounds: Any, why: str) -> None:
    with pytest.raises(OptionError, match=why):
        tournament.create_event(club, "Big", "swiss", leaderboard="Singles", settings=Settings(rounds=rounds))
    assert club.find_event("Big") is None


@pytest.mark.parametrize(("entrants", "size", "advance", "why"), [
    (6, 4, 4, "6 entrants in pools of at most 4 make a smallest pool of 3: at most 3 can go on from each pool, not 4."),
    (7, 4, 4, "7 entrants in pools of at most 4 make a smallest pool of 3: at most 3 can go on from each pool, not 4."),
    (3, 4, 1, "Only 1 entrant would go on from the one pool: a knockout needs at least 2, so let at least 2 go on."),
])
def test_a_pools_then_knockout_refuses_an_advance_its_smallest_pool_cannot_give(
        club: Club, entrants: int, size: int, advance: int, why: str) -> None:
    event_id = _event(club, "pools-knockout", entrants, start=False, pool_size=size, advance=advance)
    with pytest.raises(LeagueError, match="^" + why.replace("(", r"\(").replace(")", r"\)").replace(".", r"\.") + "$"):
        tournament.start_event(club, event_id)
    assert not tournament.event_setup(club, event_id).started


def test_a_pools_then_knockout_that_starts_reaches_its_end(club: Club) -> None:
    for size, advance in ((4, 3), (3, 2), (5, 1), (2, 2)):
        event_id = _event(club, "pools-knockout", 7 if size != 2 else 8, name=f"pk {size} {advance}", pool_size=size, advance=advance)
        view = _play(club, event_id, random.Random(size))
        assert view.finished and view.champion is not None


@pytest.mark.parametrize(("options", "option"), [
    ({"pool_size": 0}, "pool_size"), ({"pool_size": 65}, "pool_size"), ({"advance": 0}, "advance"), ({"advance": 5}, "advance"),
])
def test_pool_options_out_of_range_are_refused_never_replaced(club: Club, options: dict[str, int], option: str) -> None:
    with pytest.raises(OptionError) as info:
        tournament.create_event(club, "Pools", "pools-knockout", leaderboard="Singles", settings=Settings(**options))
    assert info.value.option == option and club.find_event("Pools") is None


# ---- a Swiss that runs out of pairings ends -----------------------------------------------------------


def test_a_swiss_always_reaches_its_end_even_when_a_round_cannot_be_paired(club: Club) -> None:
    """Six players over five rounds: after three rounds the games played can leave no fourth round without a
    rematch. Whatever the results, the event ends: played to the last round, or ended with the rounds played."""
    ended_early = 0
    for seed in range(12):
        event_id = _event(club, "swiss", 6, name=f"Swiss {seed}", rounds=5)
        view = _play(club, event_id, random.Random(seed))
        assert view.finished, seed
        assert tournament.final_placings(club, event_id)
        if view.ended_early:
            ended_early += 1
            assert view.ended_early == "no-pairing" and view.rounds_drawn < 5
            assert str(view.end_note()) == (f"Ended after round {view.rounds_drawn}: round {view.rounds_drawn + 1} can't be paired "
                                            "without a rematch, so the final standings are those of the rounds played.")
            with pytest.raises(LeagueError, match="has ended; there is no next round"):
                tournament.next_round(club, event_id)
        else:
            assert view.rounds_drawn == 5


def test_an_unpairable_round_ends_the_swiss_as_one_undoable_step(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    event_id = _event(club, "swiss", 6, rounds=5)
    _play(club, event_id, random.Random(1), results=3)  # round 1 played
    before = logged_rows(Path(club.path))

    def unpairable(*_a: Any, **_k: Any) -> Any:
        raise schedules.UnpairableRound("no round 2")

    monkeypatch.setattr(schedules, "swiss_round", unpairable)
    monkeypatch.setattr("tournament_app.league.tournament.play.schedules.swiss_round", unpairable)
    tournament.next_round(club, event_id)
    view = tournament.event_view(club, event_id)
    assert view.finished and view.ended_early == "no-pairing" and view.rounds_drawn == 1
    assert club.undo_history()[-1].label == "End swiss 6: no round 2 without a rematch"
    assert len(tournament.final_placings(club, event_id)) == 6
    club.undo()
    assert logged_rows(Path(club.path)) == before


# ---- Finish now -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
def test_finish_now_ends_any_event_with_standings_from_what_was_played_and_undo_brings_it_back(
        club: Club, fmt: str) -> None:
    options = {"rounds": 3} if fmt == "swiss" else {"pool_size": 4, "advance": 2} if fmt == "pools-knockout" else {}
    event_id = _event(club, fmt, 8, **options)
    view = _play(club, event_id, random.Random(fmt), results=5)
    played = {m.id for m in view.matches if m.status == "done"}
    unplayed = {m.id for m in view.matches if m.status in ("ready", "playing", "waiting")}
    assert unplayed and not view.finished
    matches_before = club.match_count()
    create_season(club, "2024", "Singles", "2024-01-01", "2024-12-31")
    before = logged_rows(Path(club.path))
    assert season_table(club, season_named(club, "2024")).unfinished == (view.setup.name,)

    tournament.finish_now(club, event_id)
    after = tournament.event_view(club, event_id)
    assert after.finished and after.ended_early == "organizer"
    assert str(after.end_note()).startswith("Finished early by the organizer")
    assert {m.id for m in after.matches if m.status == "done"} == played
    assert {m.id for m in after.matches if m.status == "cancelled"} == unplayed
    assert club.match_count() == matches_before, "nothing is recorded (or rated) for a cancelled match"
    assert not [r for r in club.db.execute("SELECT status FROM drawn_matches WHERE event_id = ? AND status <> 'finished'",
                                           [event_id])], "no cancelled match waits for a table"
    placings = tournament.final_placings(club, event_id)
    assert sorted(p.name for p in placings) == sorted(e.name for e in after.setup.entrants)
    assert [p.place for p in placings] == sorted(p.place for p in placings) and placings[0].place == 1
    table = season_table(club, season_named(club, "2024"))
    assert table.unfinished == () and [e[1] for e in table.events] == [view.setup.name], "the season counts it"
    with pytest.raises(LeagueError, match="has ended"):
        tournament.report_result(club, event_id, sorted(unplayed)[0], [1, 2])
    with pytest.raises(LeagueError, match="has ended; it takes no more results"):  # not even as a correction in the bracket
        tournament.report_result(club, event_id, sorted(unplayed)[0], [1, 2], after_the_end=True)
    with pytest.raises(LeagueError, match="has ended already"):
        tournament.finish_now(club, event_id)

    assert club.undo().label == f"Finish {view.setup.name} now"
    assert logged_rows(Path(club.path)) == before, "the event is back exactly: queue, settings, no final standings"
    again = tournament.event_view(club, event_id)
    assert not again.finished and {m.id for m in again.matches if m.status in ("ready", "playing", "waiting")} == unplayed
    club.redo()
    assert tournament.event_view(club, event_id).ended_early == "organizer"


def test_a_knockout_finished_early_places_those_still_in_at_the_best_open_place(club: Club) -> None:
    event_id = _event(club, "single-elimination", 8, third_place=True)
    rng = random.Random(3)
    view = _play(club, event_id, rng, results=6)  # the quarter-finals and the semi-finals: the final and third place to play
    assert sorted(m.bracket for m in view.matches if m.status == "ready") == ["third-place", "winners"]
    tournament.finish_now(club, event_id)
    places = sorted(line.place for line in tournament.event_view(club, event_id).standings)
    assert places == [1, 1, 3, 3, 5, 5, 5, 5]  # the finalists share 1st, the semi-final losers 3rd
    assert tournament.event_view(club, event_id).champion is None


def test_finish_now_refuses_what_it_cannot_finish(club: Club) -> None:
    waiting = _event(club, "round-robin", 4, start=False)
    with pytest.raises(LeagueError, match="^'round-robin 4' hasn't started, so there is nothing to finish\\.$"):
        tournament.finish_now(club, waiting)
    night = tournament.create_event(club, "Tuesday", "club-night", leaderboard="Singles").id
    assert night is not None
    with pytest.raises(LeagueError, match="is a club night"):
        tournament.finish_now(club, night)
    done = _event(club, "round-robin", 3, name="done")
    _play(club, done, random.Random(0))
    with pytest.raises(LeagueError, match="has ended already"):
        tournament.finish_now(club, done)
