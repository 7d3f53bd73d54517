"""Whole events of every format played out through the league API with random results."""

from __future__ import annotations

import math
import random
from collections import Counter
from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError, tournament
from tournament_app.league.tournament import LaterMatchesPlayed, Settings


@pytest.fixture()
def club(tmp_path: Path) -> Club:
    c = Club.open(tmp_path / "club.sqlite")
    c.new_leaderboard("Singles", "bbt")
    for n in range(40):
        c.add_player(f"P{n:02d}", club=f"Club {n % 5}")
    return c


def _event(club: Club, fmt: str, n: int, **options: object) -> int:
    settings = Settings(**options)  # type: ignore[arg-type]
    event_id = tournament.create_event(club, f"{fmt} {n}", fmt, date="2024-05-01", settings=settings).id
    assert event_id is not None
    tournament.set_entrants(club, event_id, names=[f"P{i:02d}" for i in range(n)])
    tournament.start_event(club, event_id)
    return event_id


def _play_out(club: Club, event_id: int, rng: random.Random, *, draws: bool = False) -> tournament.EventView:
    """Report random results until nothing is left to play (drawing Swiss / round robin rounds as needed)."""
    for _ in range(2000):
        view = tournament.event_view(club, event_id)
        ready = [m for m in view.matches if m.status in ("ready", "playing")]
        if ready:
            m = rng.choice(ready)
            ranks = rng.choice([[1, 2], [2, 1]] + ([[1, 1]] if draws and m.bracket not in ("winners", "losers", "final", "third-place") else []))
            tournament.report_result(club, event_id, m.id, ranks)
            continue
        if view.finished:
            return view
        tournament.next_round(club, event_id)
    raise AssertionError("the event never ended")


def _places_of(view: tournament.EventView) -> list[int]:
    return sorted(line.place for line in view.standings)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 9, 16, 17, 40])
@pytest.mark.parametrize("third", [False, True])
def test_single_elimination_to_the_podium(club: Club, n: int, third: bool) -> None:
    event_id = _event(club, "single-elimination", n, third_place=third)
    view = _play_out(club, event_id, random.Random(n))
    played = [m for m in view.matches if m.status == "done"]
    assert len(played) == n - 1 + (1 if third and n >= 4 else 0)
    assert view.finished and view.champion is not None
    places = Counter(line.place for line in view.standings)
    assert places[1] == 1 and sum(places.values()) == n
    if n >= 4:
        assert (places[3], places[4]) == ((1, 1) if third else (2, 0))
    assert tournament.final_placings(club, event_id)[0].place == 1
    assert club.match_count() == len(played)  # every played match is an ordinary, rated match


@pytest.mark.parametrize("n", [2, 3, 4, 6, 11, 16, 40])
def test_double_elimination_everyone_loses_twice_but_the_champion(club: Club, n: int) -> None:
    event_id = _event(club, "double-elimination", n)
    view = _play_out(club, event_id, random.Random(100 + n))
    played = [m for m in view.matches if m.status == "done"]
    assert len(played) in (2 * n - 2, 2 * n - 1)
    losses: Counter[str] = Counter()
    for m in played:
        assert m.ranks is not None and m.ranks[0] != m.ranks[1]
        losses[m.entrants[1] if m.ranks[0] < m.ranks[1] else m.entrants[0]] += 1  # type: ignore[index]
    champion = view.champion
    assert champion is not None and losses[champion] <= 1
    assert all(losses[line.name] == 2 for line in view.standings if line.name != champion)
    places = [line.place for line in view.standings]
    assert places[:min(n, 2)] == [1, 2][:n]


@pytest.mark.parametrize("n", [2, 3, 6, 9, 16, 25])
def test_swiss_never_repeats_a_pairing(club: Club, n: int) -> None:
    event_id = _event(club, "swiss", n, rounds=max(1, min(n - 1, math.ceil(math.log2(n)) + 1)))
    view = _play_out(club, event_id, random.Random(7 * n), draws=True)
    pairs = [frozenset(m.entrants) for m in view.matches if m.status != "bye"]
    assert len(pairs) == len(set(pairs))
    assert [line.as_dict().keys() >= {"place", "name", "points", "buchholz_cut1", "buchholz", "sonneborn_berger", "wins"}
            for line in view.standings] == [True] * n
    points = [line.points for line in view.standings]
    assert points == sorted(points, reverse=True)  # type: ignore[type-var]


@pytest.mark.parametrize("n", [2, 3, 5, 8])
@pytest.mark.parametrize("double", [False, True])
def test_round_robin_everyone_meets_everyone(club: Club, n: int, double: bool) -> None:
    event_id = _event(club, "round-robin", n, rounds=2 if double else 1)
    view = _play_out(club, event_id, random.Random(n), draws=True)
    pairs = Counter(frozenset(m.entrants) for m in view.matches if m.status == "done")
    assert len(pairs) == n * (n - 1) // 2 and set(pairs.values()) == {2 if double else 1}
    assert sum(line.points or 0 for line in view.standings) == pytest.approx(len(pairs) * (2 if double else 1))


@pytest.mark.parametrize(("n", "size", "advance"), [(8, 4, 2), (10, 4, 2), (12, 3, 1), (16, 4, 2), (17, 5, 3)])
def test_pools_then_knockout(club: Club, n: int, size: int, advance: int) -> None:
    event_id = _event(club, "pools-knockout", n, pool_size=size, advance=advance)
    view = tournament.event_view(club, event_id)
    assert all(m.bracket.startswith("pool ") for m in view.matches)  # type: ignore[union-attr]
    view = _play_out(club, event_id, random.Random(n), draws=True)
    assert view.finished and len(view.standings) == n
    knockout = [m for m in view.matches if m.bracket == "winners"]
    assert knockout and view.champion is not None


def test_refusals_say_why(club: Club) -> None:
    event_id = _event(club, "single-elimination", 4)
    view = tournament.event_view(club, event_id)
    first = next(m for m in view.matches if m.status == "ready")
    final = next(m for m in view.matches if m.status == "waiting")
    with pytest.raises(LeagueError, match="can't end in a draw"):
        tournament.report_result(club, event_id, first.id, [1, 1])
    with pytest.raises(LeagueError, match="isn't ready"):
        tournament.report_result(club, event_id, final.id, [1, 2])
    with pytest.raises(LeagueError, match="no match with id 9999"):
        tournament.report_result(club, event_id, 9999, [1, 2])
    _play_out(club, event_id, random.Random(1))
    with pytest.raises(LeagueError, match="has ended"):
        tournament.report_result(club, event_id, first.id, [2, 1])
    with pytest.raises(LeagueError, match="no rounds to draw"):
        tournament.next_round(club, event_id)


def test_a_correction_reroutes_and_names_later_matches(club: Club) -> None:
    event_id = _event(club, "single-elimination", 4)
    semis = [m for m in tournament.event_view(club, event_id).matches if m.status == "ready"]
    for m in semis:
        tournament.report_result(club, event_id, m.id, [1, 2])
    final = next(m for m in tournament.event_view(club, event_id).matches if m.bracket == "winners" and m.round == 2)
    assert final.status == "ready" and semis[0].entrants[0] in final.entrants
    # the final has not started: the correction simply re-routes
    tournament.report_result(club, event_id, semis[0].id, [2, 1])
    final = next(m for m in tournament.event_view(club, event_id).matches if m.id == final.id)
    assert semis[0].entrants[1] in final.entrants and semis[0].entrants[0] not in final.entrants
    tournament.report_result(club, event_id, final.id, [1, 2])
    assert tournament.event_view(club, event_id).finished
    with pytest.raises(LeagueError, match="has ended"):
        tournament.report_result(club, event_id, semis[0].id, [1, 2])
    with pytest.raises(LaterMatchesPlayed, match=f"match {final.id}") as refused:
        tournament.report_result(club, event_id, semis[0].id, [1, 2], after_the_end=True)
    assert refused.value.fixtures == (final.id,)
    assert tournament.event_view(club, event_id).finished  # refused: nothing changed
    tournament.report_result(club, event_id, semis[0].id, [1, 2], clear_later=True, after_the_end=True)
    view = tournament.event_view(club, event_id)
    assert not view.finished and next(m for m in view.matches if m.id == final.id).status == "ready"
    club.undo()
    assert tournament.event_view(club, event_id).finished  # the correction and the clearing were one step
    club.redo()
    assert not tournament.event_view(club, event_id).finished


def test_format_changes_until_the_first_result(club: Club) -> None:
    event_id = tournament.create_event(club, "Cup", "swiss", date="2024-05-01").id
    assert event_id is not None
    tournament.set_format(club, event_id, "double-elimination")
    assert tournament.event_setup(club, event_id).format == "double-elimination"
    tournament.set_entrants(club, event_id, top=None, names=["P00", "P01", "P02"])
    tournament.start_event(club, event_id)
    m = next(m for m in tournament.event_view(club, event_id).matches if m.status == "ready")
    tournament.report_result(club, event_id, m.id, [1, 2])
    with pytest.raises(LeagueError, match="can't change"):
        tournament.set_format(club, event_id, "swiss")


def test_a_bracket_result_edited_as_a_match_re_routes(club: Club) -> None:
    event_id = _event(club, "single-elimination", 4)
    semis = [m for m in tournament.event_view(club, event_id).matches if m.status == "ready"]
    for m in semis:
        tournament.report_result(club, event_id, m.id, [1, 2])
    final = next(m for m in tournament.event_view(club, event_id).matches if m.round == 2)
    assert set(final.entrants) == {semis[0].entrants[0], semis[1].entrants[0]}
    played = next(m for m in tournament.event_view(club, event_id).matches if m.id == semis[0].id)
    match = club.match(played.match_id)  # type: ignore[arg-type]
    club.edit_match(match.id, sides=[tournament_side(s, 3 - s.rank) for s in match.sides])
    final = next(m for m in tournament.event_view(club, event_id).matches if m.round == 2)
    assert set(final.entrants) == {semis[0].entrants[1], semis[1].entrants[0]}
    club.delete_match(match.id)
    view = tournament.event_view(club, event_id)
    assert next(m for m in view.matches if m.id == semis[0].id).status == "ready"
    club.undo()
    assert next(m for m in tournament.event_view(club, event_id).matches if m.id == semis[0].id).status == "done"


def tournament_side(side: object, rank: int) -> object:
    from tournament_app.league import SideInput

    return SideInput([p.player_id for p in side.players], rank)  # type: ignore[attr-defined]


def test_each_event_step_is_named_for_the_undo_menu(club: Club) -> None:
    event_id = _event(club, "single-elimination", 4)
    m = next(m for m in tournament.event_view(club, event_id).matches if m.status == "ready")
    tournament.report_result(club, event_id, m.id, [1, 2])
    tournament.report_result(club, event_id, m.id, [2, 1])
    labels = [s.label for s in club.undo_history()][-5:]
    assert labels == ["New event single-elimination 4", "Entrants of single-elimination 4", "Start single-elimination 4",
                      f"Result of match {m.id} ({m.entrants[0]} v {m.entrants[1]})",
                      f"Correct match {m.id} ({m.entrants[0]} v {m.entrants[1]})"]
