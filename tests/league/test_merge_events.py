"""Merging brings events played out over whole and playable (issue 32): the bracket, rounds, tables' queue and final
standings follow from the results as in the file they came from, and the event goes on where it stood."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from event_builders import played_event
from tournament_app.league import Club, merging, tournament


def shown(club: Club, event_id: int) -> dict[str, Any]:
    """What the screens show of an event, without this file's own ids."""
    view = tournament.event_view(club, event_id)
    return {
        "format": view.setup.format,
        "entrants": [(e.seed, e.name) for e in view.setup.entrants],
        "matches": [(m.bracket, m.round, m.position, m.sides, m.entrants, m.status, m.ranks, m.table)
                    for m in view.matches],
        "standings": [(s.place, s.name) for s in view.standings],
        "finished": view.finished,
        "rounds": (view.rounds_drawn, view.rounds_total),
    }


def event_named(club: Club, name: str) -> int:
    found = club.find_event(name)
    assert found is not None
    return found.id


def play_on(club: Club, event_id: int) -> None:
    """Play the event to its end (side 1 wins every match), drawing rounds as they end."""
    for _ in range(200):
        view = tournament.event_view(club, event_id)
        ready = [m for m in view.matches if m.status in ("ready", "playing")]
        if view.finished:
            return
        if not ready:
            tournament.next_round(club, event_id)
            continue
        tournament.report_result(club, event_id, ready[0].id, [1, 2])
    raise AssertionError("the event never ended")


@pytest.mark.parametrize(("fmt", "count", "results", "tables"), [
    ("single-elimination", 8, None, 0),
    ("double-elimination", 6, None, 0),
    ("swiss", 7, None, 0),
    ("pools-knockout", 8, None, 0),
    ("single-elimination", 8, 3, 2),
    ("swiss", 6, 4, 2),
    ("round-robin", 5, 3, 0),
])
def test_an_event_comes_over_as_it_stood_and_plays_on(tmp_path: Path, fmt: str, count: int, results: int | None,
                                                       tables: int) -> None:
    other = tmp_path / "away.sqlite"
    event_id = played_event(other, fmt, count, results=results, tables=tables)
    with Club.open(other) as away:
        expected = shown(away, event_id)
        ratings = sorted((s.player, s.mu, s.sigma) for s in away.standings())
    with Club.open(tmp_path / "home.sqlite") as home:
        home.add_player("Someone else")
        changes = merging.merge_club(home, other)
        assert changes.count == sum(1 for m in expected["matches"] if m[6] is not None)
        here = event_named(home, "Spring Cup")
        assert shown(home, here) == expected
        merged = sorted((s.player, s.mu, s.sigma) for s in home.standings())
        assert [r[0] for r in merged] == [r[0] for r in ratings]  # the starting ratings came over too
        assert [r[1:] for r in merged] == [pytest.approx(r[1:]) for r in ratings]
        play_on(home, here)
        assert tournament.event_view(home, here).finished
        home.check_integrity()


def test_an_event_both_files_hold_gains_the_results_and_rounds_played_on_the_other_laptop(tmp_path: Path) -> None:
    base = tmp_path / "base.sqlite"
    event_id = played_event(base, "swiss", 6, results=2)
    home_path, away_path = tmp_path / "home.sqlite", tmp_path / "away.sqlite"
    shutil.copy(base, home_path)
    shutil.copy(base, away_path)
    with Club.open(away_path) as away:
        for _ in range(4):  # round 1 ends there, round 2 is drawn and begun
            view = tournament.event_view(away, event_id)
            ready = [m for m in view.matches if m.status == "ready"]
            if not ready:
                tournament.next_round(away, event_id)
                ready = [m for m in tournament.event_view(away, event_id).matches if m.status == "ready"]
            tournament.report_result(away, event_id, ready[0].id, [2, 1])
        expected = shown(away, event_id)
    with Club.open(home_path) as home:
        changes = merging.merge_club(home, away_path)
        assert changes.count == 4 and changes.already == 2
        assert shown(home, event_id) == expected
        play_on(home, event_id)
        assert merging.merge_club(home, away_path).count == 0
        home.undo()  # the last result played on here
