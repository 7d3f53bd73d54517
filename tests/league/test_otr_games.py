"""Matches made of games on an o!TR leaderboard, and per-player initial ratings (league/club.py).

Expected ratings come from the model's own ``rate_games`` / ``decay`` called
directly on the history as the test means it, never from the database.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tournament_app.league import Club, InvalidMatchError, LeagueError, SideInput, placements_from_games
from tournament_app.ratings import Rating
from tournament_app.league.replay import moment_seconds
from tournament_app.ratings.otr import OtrPlackettLuce, replay_games


@pytest.fixture
def otr_club(club: Club) -> tuple[Club, int, dict[str, int]]:
    lb = club.new_leaderboard("osu! teams", "otr")
    ids = {name: club.add_player(name).id for name in ("Ann", "Bo", "Cleo", "Dan")}
    return club, lb.id, ids


def test_a_match_of_games_is_rated_by_its_games(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    games = [
        {"Ann": 500_000, "Bo": 700_000, "Cleo": 600_000},
        {"Ann": 800_000, "Bo": 300_000, "Dan": 100_000},
        {ids["Ann"]: 400_000, ids["Cleo"]: 400_000, ids["Dan"]: None},  # None: Dan absent
    ]
    changes = club.record_match(
        [SideInput(["Ann", "Bo"], 1), SideInput(["Cleo", "Dan"], 2)],
        leaderboard_id=lb,
        played_at="2026-01-10",
        games=games,
    )
    match_id = changes.id
    model = OtrPlackettLuce()
    order = ["Ann", "Bo", "Cleo", "Dan"]
    as_index = [
        {0: 500_000, 1: 700_000, 2: 600_000},
        {0: 800_000, 1: 300_000, 3: 100_000},
        {0: 400_000, 2: 400_000},
    ]
    expected = model.rate_games([model.new_rating()] * 4, as_index)
    for name, r in zip(order, expected):
        got = club.rating_of(ids[name], lb)
        assert got.mu == pytest.approx(r.mu, abs=1e-9) and got.sigma == pytest.approx(r.sigma, abs=1e-9)
    stored = club.match(match_id)
    assert stored.games == (
        {ids["Ann"]: 500_000, ids["Bo"]: 700_000, ids["Cleo"]: 600_000},
        {ids["Ann"]: 800_000, ids["Bo"]: 300_000, ids["Dan"]: 100_000},
        {ids["Ann"]: 400_000, ids["Cleo"]: 400_000},
    )
    assert set(changes.players) == set(ids.values())


def test_games_differ_from_side_ranks_and_edit_delete_restore_keep_them(
    otr_club: tuple[Club, int, dict[str, int]], db_path: Path
) -> None:
    club, lb, ids = otr_club
    sides = [SideInput(["Ann"], 1), SideInput(["Bo"], 2)]
    # Bo wins more games than Ann although Ann's side is placed first.
    games = [{"Ann": 1, "Bo": 2}, {"Ann": 1, "Bo": 2}, {"Ann": 3, "Bo": 2}]
    match_id = club.record_match(sides, leaderboard_id=lb, played_at="2026-01-10", games=games).id
    with_games = club.rating_of(ids["Bo"], lb)
    assert with_games.mu > 900.0  # rated by games, not by the side ranks
    old = club.match(match_id)

    club.edit_match(match_id, games=[])
    assert club.match(match_id).games == ()
    assert club.rating_of(ids["Bo"], lb).mu < 900.0  # now rated by the sides: Bo placed second

    club.restore_match(old)
    assert club.match(match_id).games == old.games
    assert club.rating_of(ids["Bo"], lb) == with_games

    club.delete_match(match_id)
    assert club.db.execute("SELECT count(*) FROM match_games").fetchone()[0] == 0
    club.restore_match(old)
    club.close()
    with Club.open(db_path) as again:  # persisted in the file
        assert again.match(match_id).games == old.games
        assert again.rating_of(ids["Bo"], lb) == with_games


def test_bad_games_are_refused_naming_the_problem_and_nothing_is_written(
    otr_club: tuple[Club, int, dict[str, int]],
) -> None:
    club, lb, _ids = otr_club
    sides = [SideInput(["Ann"], 1), SideInput(["Bo"], 2)]
    cases = [
        ([{"Ann": 1, "Cleo": 2}], "Game 1: 'Cleo' is not one of the match's players"),
        ([{"Ann": 1, "Bo": 2}, {"Ann": None, "Bo": None}], "Game 2 has no scores"),
        ([{"Ann": 1}], "'Bo' has no score in any game"),
        ([{"Ann": 1, "Bo": "x"}], "Game 1: 'Bo' needs a score as a number"),
        ([{"Ann": 1, "Zed": 2}], "Game 1: there is no player called 'Zed'"),
    ]
    for games, message in cases:
        with pytest.raises(InvalidMatchError, match=message.replace("(", r"\(")):
            club.record_match(sides, leaderboard_id=lb, games=games)
    assert club.match_count(lb) == 0


def test_other_systems_ignore_games(club: Club) -> None:
    lb = club.leaderboard()  # the default, Bradley-Terry
    a, b = club.add_player("Ann").id, club.add_player("Bo").id
    club.record_match([SideInput([a], 2), SideInput([b], 1)], played_at="2026-01-01", games=[{a: 10, b: 1}])
    other = Club.open(club.path.parent / "other.sqlite")
    try:
        a2, b2 = other.add_player("Ann").id, other.add_player("Bo").id
        other.record_match([SideInput([a2], 2), SideInput([b2], 1)], played_at="2026-01-01")
        assert club.rating_of(a, lb.id) == other.rating_of(a2)
    finally:
        other.close()


def test_decay_applies_between_matches_at_rating_time(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    sides = [SideInput(["Ann"], 1), SideInput(["Bo"], 2)]
    club.record_match(sides, leaderboard_id=lb, played_at="2025-01-01", games=[{"Ann": 2, "Bo": 1}])
    club.record_match(sides, leaderboard_id=lb, played_at="2025-07-01", games=[{"Ann": 2, "Bo": 1}])
    model = OtrPlackettLuce()
    first = model.rate_games([model.new_rating()] * 2, [{0: 2, 1: 1}])
    idle = 181.0  # 2025-01-01 to 2025-07-01
    decayed = [model.decay(r, idle) for r in first]
    assert decayed[0].mu < first[0].mu  # past 121 days: the rating dropped
    second = model.rate_games(decayed, [{0: 2, 1: 1}])
    got = club.rating_of(ids["Ann"], lb)
    assert got.mu == pytest.approx(second[0].mu, abs=1e-9) and got.sigma == pytest.approx(second[0].sigma, abs=1e-9)


def test_initial_rating_replays_from_the_players_first_match(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    sides = [SideInput(["Ann"], 1), SideInput(["Bo"], 2)]
    club.record_match(sides, leaderboard_id=lb, played_at="2026-01-01", games=[{"Ann": 2, "Bo": 1}])
    club.record_match(sides, leaderboard_id=lb, played_at="2026-01-02", games=[{"Ann": 1, "Bo": 2}])
    model = OtrPlackettLuce()
    assert club.initial_rating(lb, ids["Ann"]) is None

    changes = club.set_initial_rating(lb, ids["Ann"], 1500.0, 120.0)
    assert club.initial_rating(lb, ids["Ann"]) == (1500.0, 120.0)
    assert changes.replayed == 2 and ids["Bo"] in changes.players
    r = [Rating(1500.0, 120.0), model.new_rating()]
    r = model.rate_games(r, [{0: 2, 1: 1}])
    r = model.rate_games(r, [{0: 1, 1: 2}])
    for name, expected in zip(("Ann", "Bo"), r):
        got = club.rating_of(ids[name], lb)
        assert got.mu == pytest.approx(expected.mu, abs=1e-9) and got.sigma == pytest.approx(expected.sigma, abs=1e-9)
    history = club.player_history(ids["Ann"], lb)
    assert any(h.mu_before == 1500.0 and h.sigma_before == 120.0 for h in history)

    club.set_initial_rating(lb, ids["Cleo"], 1200.0)  # no match yet: sigma defaults, shown as her rating
    assert club.initial_rating(lb, ids["Cleo"]) == (1200.0, None)
    assert club.rating_of(ids["Cleo"], lb) == Rating(1200.0, 300.0)

    club.clear_initial_rating(lb, ids["Ann"])
    assert club.initial_rating(lb, ids["Ann"]) is None
    r = model.rate_games([model.new_rating()] * 2, [{0: 2, 1: 1}])
    r = model.rate_games(r, [{0: 1, 1: 2}])
    assert club.rating_of(ids["Ann"], lb).mu == pytest.approx(r[0].mu, abs=1e-9)


def test_initial_ratings_work_for_every_system_and_recompute(club: Club) -> None:
    lb = club.leaderboard()
    a, b = club.add_player("Ann").id, club.add_player("Bo").id
    club.set_initial_rating(lb.id, a, 30.0, 2.0)
    club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2026-01-01")
    model = club.rating_model(lb.id)
    expected = model.rate([[Rating(30.0, 2.0)], [model.new_rating()]], [1, 2])
    assert club.rating_of(a, lb.id) == expected[0][0]
    club.recompute(lb.id)
    assert club.rating_of(a, lb.id) == expected[0][0]


def test_bad_initial_ratings_are_refused(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    with pytest.raises(LeagueError, match="initial uncertainty must be greater than 0"):
        club.set_initial_rating(lb, ids["Ann"], 1000.0, 0.0)
    with pytest.raises(LeagueError, match="initial rating must be a number"):
        club.set_initial_rating(lb, ids["Ann"], float("nan"))
    assert club.initial_rating(lb, ids["Ann"]) is None


def test_merge_moves_games_and_initial_rating(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    club.set_initial_rating(lb, ids["Dan"], 1300.0)
    match_id = club.record_match(
        [SideInput(["Dan"], 1), SideInput(["Bo"], 2)], leaderboard_id=lb, played_at="2026-01-01",
        games=[{"Dan": 5, "Bo": 1}],
    ).id
    club.merge_players(ids["Ann"], ids["Dan"])
    assert club.match(match_id).games == ({ids["Ann"]: 5, ids["Bo"]: 1},)
    assert club.initial_rating(lb, ids["Ann"]) == (1300.0, None)


def test_placements_from_games_totals() -> None:
    games = [{1: 10.0, 2: 5.0, 3: 7.0}, {1: 1.0, 3: 4.0, 4: None}]
    assert placements_from_games([[1, 2], [3, 4]], games) == [1, 2]
    assert placements_from_games([[1], [3], [2]], games) == [1, 1, 3]


def test_leaderboard_shows_ratings_decayed_to_today(otr_club: tuple[Club, int, dict[str, int]]) -> None:
    club, lb, ids = otr_club
    club.set_initial_rating(lb, ids["Ann"], 1500.0, 100.0)
    club.set_initial_rating(lb, ids["Cleo"], 1480.0, 100.0)
    club.record_match([SideInput(["Ann"], 1), SideInput(["Bo"], 2)], leaderboard_id=lb, played_at="2025-01-01")
    club.record_match([SideInput(["Cleo"], 1), SideInput(["Dan"], 2)], leaderboard_id=lb, played_at="2025-06-01")
    model = OtrPlackettLuce()
    stored = {name: club.rating_of(ids[name], lb) for name in ids}
    board = club.standings(lb, as_of="2025-07-01")
    shown = {s.player: s for s in board}
    for name, last, idle in (("Ann", "2025-01-01", 181.0), ("Cleo", "2025-06-01", 30.0)):
        expected = model.decay(stored[name], idle)
        assert (shown[name].mu, shown[name].sigma) == pytest.approx((expected.mu, expected.sigma), abs=1e-9)
        assert shown[name].last_played == last
    assert shown["Ann"].mu < stored["Ann"].mu  # Ann idle past 121 days: her rating dropped
    assert [s.rank for s in board] == list(range(1, 5))
    conservative = [s.conservative for s in board]
    assert conservative == sorted(conservative, reverse=True)
    # the search narrows the rows without changing ranks
    only = club.standings(lb, as_of="2025-07-01", search="cle")
    assert [(s.player, s.rank) for s in only] == [("Cleo", shown["Cleo"].rank)]


def _random_games(rng: random.Random, names: list[str]) -> list[dict[str, float]]:
    games = []
    for _ in range(rng.randint(1, 5)):
        present = [n for n in names if rng.random() < 0.75] or [names[0]]
        games.append({n: float(rng.randint(0, 5)) for n in present})
    for n in names:  # everyone plays at least one game
        if not any(n in g for g in games):
            games[rng.randrange(len(games))][n] = float(rng.randint(0, 5))
    return games


def test_history_with_games_edited_out_of_order_equals_rating_it_directly(tmp_path: Path) -> None:
    rng = random.Random(11)
    names = ["Ann", "Bo", "Cleo", "Dan", "Eve", "Fay"]
    planned = []
    for day in range(40):
        players = rng.sample(names, rng.randint(2, 5))
        cut = rng.randint(1, len(players) - 1)
        sides = [players[:cut], players[cut:]]
        games = _random_games(rng, players) if rng.random() < 0.8 else None
        moment = f"2025-{1 + day // 4:02d}-{1 + 2 * (day % 4) + rng.randint(0, 1):02d}"
        planned.append((moment, sides, games))
    club = Club.open(tmp_path / "edited.sqlite")
    try:
        lb = club.new_leaderboard("otr", "otr").id
        ids = {n: club.add_player(n).id for n in names}
        club.set_initial_rating(lb, ids["Eve"], 1400.0, 150.0)
        # record in a shuffled order: earlier dates replay what came after
        for moment, sides, games in rng.sample(planned, len(planned)):
            club.record_match(
                [SideInput(sides[0], 1), SideInput(sides[1], 2)], leaderboard_id=lb, played_at=moment, games=games
            )
        got = {n: club.rating_of(ids[n], lb) for n in names}
    finally:
        club.close()

    # the same history rated directly in date order (every match has its own date)
    model = OtrPlackettLuce()
    order = sorted(range(len(planned)), key=lambda i: planned[i][0])
    assert len({planned[i][0] for i in order}) == len(order)
    start = {n: model.new_rating() for n in names}
    start["Eve"] = Rating(1400.0, 150.0)
    matches = [planned[i] for i in order]
    _rows, final, _last = replay_games(
        model,
        [m[1] for m in matches],
        [[1, 2] for _ in matches],
        [None if m[2] is None else [{[p for s in m[1] for p in s].index(n): v for n, v in g.items()} for g in m[2]] for m in matches],
        start.__getitem__,
        match_seconds=[moment_seconds(m[0]) for m in matches],
    )
    for n in names:
        assert got[n].mu == pytest.approx(final[n].mu, abs=1e-9)
        assert got[n].sigma == pytest.approx(final[n].sigma, abs=1e-9)


def test_undo_snapshot_covers_games_and_initial_ratings(otr_club: tuple[Club, int, dict[str, int]], tmp_path: Path) -> None:
    club, lb, ids = otr_club
    snap = club.snapshot(tmp_path / "snaps")
    club.set_initial_rating(lb, ids["Ann"], 1500.0)
    club.record_match(
        [SideInput(["Ann"], 1), SideInput(["Bo"], 2)], leaderboard_id=lb, played_at="2026-01-01",
        games=[{"Ann": 2, "Bo": 1}],
    )
    club.restore_snapshot(snap)
    assert club.initial_rating(lb, ids["Ann"]) is None
    assert club.db.execute("SELECT count(*) FROM match_games").fetchone()[0] == 0
    assert club.match_count(lb) == 0
