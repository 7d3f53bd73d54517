"""Seasons (league/seasons.py): points per event placement, best N counting, countback, validation, undo, CSV."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.league import (
    DEFAULT_SEASON_POINTS,
    Club,
    DuplicateNameError,
    LeagueError,
    NotFoundError,
    SideInput,
    create_season,
    delete_season,
    export_season,
    find_season,
    list_seasons,
    parse_points,
    season_named,
    season_table,
    update_season,
)
from tournament_app.messages import speaking


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Club]:
    with Club.open(tmp_path / "club.sqlite") as c:
        for name in ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"):
            c.add_player(name)
        yield c


def placed(club: Club, name: str, day: str, places: Sequence[tuple[int, Sequence[str]]], *,
           leaderboard_id: int | None = None) -> int:
    """A finished tournament on ``day`` whose final placements are ``places`` ((place, players), best first)."""
    event_id = club.add_event(name, day, leaderboard_id, kind="tournament").id
    ids = {p.name: p.id for p in club.players()}
    with club.transaction():
        club.db.execute("UPDATE events SET format = 'swiss' WHERE id = ?", [event_id])
        club.db.table("event_standings").insert_all([
            {"event_id": event_id, "position": n, "place": place, "name": " & ".join(who),
             "player_ids": json.dumps([ids[w] for w in who]), "points": None}
            for n, (place, who) in enumerate(places, start=1)])
    return event_id


def table_of(club: Club, name: str) -> list[tuple[int, str, float, int, list[int]]]:
    table = season_table(club, season_named(club, name).id)
    return [(line.place, line.name, line.points, line.events, line.best) for line in table.lines]


def test_points_on_the_default_scale_best_n_shared_places_and_rosters(club: Club) -> None:
    placed(club, "Open 1", "2024-02-01", [(1, ["Ann"]), (2, ["Bob"]), (3, ["Cy"]), (3, ["Dee"]), (5, ["Eve"])])
    placed(club, "Open 2", "2024-03-01", [(1, ["Bob"]), (2, ["Ann"]), (3, ["Eve"])])
    placed(club, "Doubles", "2024-04-01", [(1, ["Cy", "Dee"]), (2, ["Ann", "Bob"])])
    create_season(club, "Spring", "Default", "2024-01-01", "2024-06-30", best=2)
    # Ann: 25, 18, 18 -> best two 43; Bob 18, 25, 18 -> 43; Cy 15 + 25 = 40; Dee the same; Eve 10 + 15 = 25
    assert table_of(club, "Spring") == [
        (1, "Ann", 43, 2, [1, 2]),
        (1, "Bob", 43, 2, [1, 2]),
        (3, "Cy", 40, 2, [1, 3]),
        (3, "Dee", 40, 2, [1, 3]),
        (5, "Eve", 25, 2, [3, 5]),
    ]
    lines = season_table(club, season_named(club, "Spring")).lines
    assert [line.played for line in lines] == [3, 3, 2, 2, 2]
    assert lines[0].best_text() == "1st, 2nd"
    with speaking(_german_places):  # the command line's "Counted results" column, in the reader's language
        assert lines[4].best_text() == "3., 5."


def _german_places(context: str, source: str, disambiguation: str | None, n: int) -> str:
    return "{rank}." if context == "league.seasons" and source.startswith("{rank}") else source


def test_without_best_n_every_event_counts_and_places_beyond_the_scale_get_nothing(club: Club) -> None:
    placed(club, "A", "2024-01-05", [(1, ["Ann"]), (2, ["Bob"]), (3, ["Cy"])])
    placed(club, "B", "2024-01-06", [(1, ["Ann"]), (2, ["Cy"]), (3, ["Bob"])])
    create_season(club, "Short scale", "Default", "2024-01-01", "2024-01-31", points="3,1")
    assert table_of(club, "Short scale") == [(1, "Ann", 6, 2, [1, 1]), (2, "Bob", 1, 2, [2, 3]), (2, "Cy", 1, 2, [2, 3])]


def test_countback_breaks_equal_points_by_wins_then_second_places(club: Club) -> None:
    placed(club, "E1", "2024-05-01", [(1, ["Ann"]), (2, ["Bob"]), (3, ["Cy"])])
    placed(club, "E2", "2024-05-02", [(1, ["Cy"]), (2, ["Bob"]), (3, ["Ann"])])
    placed(club, "E3", "2024-05-03", [(1, ["Dee"]), (2, ["Eve"])])
    create_season(club, "May", "Default", "2024-05-01", "2024-05-31", points="10,7,4")
    # Ann 10 + 4 = 14 with a win; Bob 7 + 7 = 14 without; Cy 4 + 10 = 14 with a win, like Ann: shared
    assert table_of(club, "May")[:3] == [(1, "Ann", 14, 2, [1, 3]), (1, "Cy", 14, 2, [1, 3]), (3, "Bob", 14, 2, [2, 2])]
    # Dee 10 (a win) is ahead of Eve 7 on points alone
    assert table_of(club, "May")[3:] == [(4, "Dee", 10, 1, [1]), (5, "Eve", 7, 1, [2])]


def test_only_the_leaderboards_events_in_the_range_count_and_unfinished_ones_are_named(club: Club) -> None:
    other = club.new_leaderboard("Blitz").id
    placed(club, "Before", "2023-12-31", [(1, ["Ann"])])
    placed(club, "First day", "2024-01-01", [(1, ["Bob"])])
    placed(club, "Last day", "2024-12-31", [(1, ["Cy"])])
    placed(club, "Elsewhere", "2024-06-01", [(1, ["Dee"])], leaderboard_id=other)
    running = club.add_event("Running", "2024-07-01", kind="tournament").id
    with club.transaction():
        club.db.execute("UPDATE events SET format = 'single-elimination' WHERE id = ?", [running])
    night = club.add_event("Tuesday", "2024-08-06T19:30").id
    club.record_match([SideInput(["Eve"], 1), SideInput(["Fay"], 2)], event_id=night)
    create_season(club, "2024", "Default", "2024-01-01", "2024-12-31")
    table = season_table(club, season_named(club, "2024"))
    assert [line.name for line in table.lines if line.place == 1] == ["Bob", "Cy", "Eve"]
    assert [(line.name, line.points) for line in table.lines] == [("Bob", 25), ("Cy", 25), ("Eve", 25), ("Fay", 18)]
    assert [name for _id, name, _day in table.events] == ["First day", "Tuesday", "Last day"]
    assert table.unfinished == ("Running",)
    assert table.leaderboard == "Default"


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"date_from": "2024-06-01", "date_to": "2024-05-31"}, "The season starts on 2024-06-01, after it ends on 2024-05-31"),
    ({"best": 0}, "The number of events that count must be a whole number from 1 to 999, not 0."),
    ({"best": -2}, "The number of events that count must be a whole number from 1 to 999, not -2."),
    ({"best": 10**22}, "The number of events that count must be a whole number from 1 to 999, not 10000000000000000000000."),
    ({"points": "1e308,1e308"}, "The points for 1st place are more than 1,000,000 (1e+308)."),
    ({"points": "25,-18,15"}, "The points for 2nd place cannot be negative (-18)."),
    ({"points": "25,18,lots"}, "The points for 3rd place ('lots') are not a number."),
    ({"points": "25,,15"}, "The points for 2nd place are missing"),
    ({"points": "nan"}, "The points for 1st place must be a finite number."),
    ({"points": " "}, "The points scale is empty"),
    ({"leaderboard": "Nope"}, "There is no leaderboard 'Nope' (there are: Default)."),
    ({"date_from": "2024-02-30"}, "The season's start date '2024-02-30' is not a date (expected YYYY-MM-DD"),
    ({"name": "  "}, "The season's name cannot be empty."),
])
def test_bad_settings_are_refused_with_a_clear_sentence_and_nothing_changes(club: Club, kwargs: dict[str, object],
                                                                           message: str) -> None:
    args: dict[str, object] = {"name": "S", "leaderboard": "Default", "date_from": "2024-01-01",
                               "date_to": "2024-12-31"} | kwargs
    steps = len(club.undo_history())
    with pytest.raises(LeagueError) as caught:
        create_season(club, **args)  # type: ignore[arg-type]
    assert str(caught.value).startswith(message)
    assert str(caught.value)[0].isupper() and str(caught.value).endswith(".")
    assert list_seasons(club) == [] and len(club.undo_history()) == steps


def test_season_names_are_unique_by_the_one_name_rule(club: Club) -> None:
    create_season(club, "Spring 2024", "Default", "2024-01-01", "2024-06-30")
    with pytest.raises(DuplicateNameError, match="There is already a season called 'Spring 2024'."):
        create_season(club, "SPRING  2024", "Default", "2024-01-01", "2024-06-30")
    autumn = create_season(club, "Autumn", "Default", "2024-07-01", "2024-12-31")
    assert autumn.leaderboards == {club.leaderboard().id}
    season = find_season(club, "autumn")
    assert season is not None and season.name == "Autumn"
    with pytest.raises(DuplicateNameError):
        update_season(club, season.id, name="spring 2024", leaderboard="Default", date_from="2024-07-01",
                      date_to="2024-12-31", best=None, points=None)
    assert [s.name for s in list_seasons(club)] == ["Autumn", "Spring 2024"]
    assert find_season(club, "Winter") is None
    with pytest.raises(NotFoundError, match=r"There is no season called 'Winter' \(there are: Autumn, Spring 2024\)\."):
        season_named(club, "Winter")


def test_a_season_keeps_its_settings(club: Club) -> None:
    create_season(club, "S", "Default", "2024-01-01T10:00", "2024-12-31", best=5, points=[10, 5.5, 0])
    season = season_named(club, "S")
    assert (season.date_from, season.date_to, season.best, season.points) == ("2024-01-01", "2024-12-31", 5, (10, 5.5, 0))
    assert season.points_text() == "10,5.5,0"
    assert season_named(club, "S").points == parse_points("10, 5.5, 0")
    create_season(club, "Default scale", "Default", "2024-01-01", "2024-12-31")
    assert season_named(club, "Default scale").points == DEFAULT_SEASON_POINTS == (25, 18, 15, 12, 10, 8, 6, 4, 2, 1)
    assert season_named(club, "Default scale").best is None


def test_each_change_is_one_undo_step(club: Club) -> None:
    placed(club, "A", "2024-01-05", [(1, ["Ann"]), (2, ["Bob"])])
    placed(club, "B", "2024-01-06", [(1, ["Bob"]), (2, ["Ann"])])
    create_season(club, "Jan", "Default", "2024-01-01", "2024-01-31")
    season = season_named(club, "Jan")
    update_season(club, season.id, name="January", leaderboard="Default", date_from="2024-01-01",
                  date_to="2024-01-31", best=1, points=None)
    assert table_of(club, "January") == [(1, "Ann", 25, 1, [1]), (1, "Bob", 25, 1, [1])]
    assert [s.label for s in club.undo_history()[-2:]] == ["New season Jan", "Change season Jan"]
    club.undo()
    assert table_of(club, "Jan") == [(1, "Ann", 43, 2, [1, 2]), (1, "Bob", 43, 2, [1, 2])]
    delete_season(club, season.id)
    assert club.undo_history()[-1].label == "Delete season Jan"
    assert list_seasons(club) == []
    club.undo()
    assert [s.name for s in list_seasons(club)] == ["Jan"]
    club.undo()
    assert list_seasons(club) == []
    club.redo()
    assert [s.name for s in list_seasons(club)] == ["Jan"]


def test_a_front_ends_step_names_the_change(club: Club) -> None:
    with club.step("Typed a season"):
        create_season(club, "X", "Default", "2024-01-01", "2024-01-31")
    assert club.undo_history()[-1].label == "Typed a season"


def test_export_writes_the_table_as_csv(club: Club, tmp_path: Path) -> None:
    placed(club, "A", "2024-01-05", [(1, ["Ann"]), (2, ["Bob"])])
    club.rename_player(club.find_player("Bob").id, "=Bob")  # type: ignore[union-attr]
    create_season(club, "Jan", "Default", "2024-01-01", "2024-01-31", points="2.5,1")
    target = tmp_path / "jan.csv"
    assert export_season(club, target, season_named(club, "Jan").id) == 2
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows == [["place", "name", "points", "events", "best", "played"], ["1", "Ann", "2.5", "1", "1", "1"],
                    ["2", "'=Bob", "1", "1", "2", "1"]]
    with pytest.raises(LeagueError, match="could not write"):
        export_season(club, tmp_path / "missing" / "x.csv", season_named(club, "Jan"))


def test_json_keys_of_a_line(club: Club) -> None:
    placed(club, "A", "2024-01-05", [(1, ["Ann"]), (1, ["Bob"])])
    create_season(club, "Jan", "Default", "2024-01-01", "2024-01-31", points="3.5")
    lines = season_table(club, season_named(club, "Jan")).lines
    assert [line.as_dict() for line in lines] == [
        {"place": 1, "name": "Ann", "points": 3.5, "events": 1, "best": [1], "played": 1},
        {"place": 1, "name": "Bob", "points": 3.5, "events": 1, "best": [1], "played": 1},
    ]


PLAYERS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


@st.composite
def seasons_played(draw: st.DrawFn) -> tuple[list[list[int]], int | None, list[int]]:
    """Events as the place of each player (0: absent), a best N, a scale."""
    events = draw(st.lists(st.lists(st.integers(0, 6), min_size=6, max_size=6), min_size=1, max_size=6))
    best = draw(st.none() | st.integers(1, 4))
    scale = draw(st.lists(st.integers(0, 30), min_size=1, max_size=5))
    return events, best, scale


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=seasons_played())
def test_the_table_equals_a_count_by_hand(tmp_path_factory: pytest.TempPathFactory,
                                          data: tuple[list[list[int]], int | None, list[int]]) -> None:
    events, best, scale = data
    with Club.open(tmp_path_factory.mktemp("season") / "c.sqlite") as club:
        for name in PLAYERS:
            club.add_player(name)
        for n, places in enumerate(events):
            present = sorted((p, PLAYERS[i]) for i, p in enumerate(places) if p)
            if present:
                placed(club, f"E{n}", f"2024-01-{n + 1:02d}", [(p, [who]) for p, who in present])
        create_season(club, "S", "Default", "2024-01-01", "2024-12-31", best=best, points=scale)
        lines = season_table(club, season_named(club, "S")).lines
    expected: dict[str, float] = {}
    for i, name in enumerate(PLAYERS):
        got = sorted((scale[p - 1] if p <= len(scale) else 0 for p in (e[i] for e in events) if p), reverse=True)
        if got:
            expected[name] = sum(got[:best])
    assert {line.name: line.points for line in lines} == expected
    assert [line.points for line in lines] == sorted(expected.values(), reverse=True)
    for before, after in zip(lines, lines[1:]):
        assert before.place <= after.place
        assert (after.place == before.place) == (after.points == before.points and sorted(after.best) == sorted(before.best))
        if after.place != before.place:
            assert after.place == lines.index(after) + 1
    for line in lines:
        assert line.events == len(line.best) <= (best or len(events))
        assert line.best == sorted(line.best, key=lambda p: (-(scale[p - 1] if p <= len(scale) else 0), p))
