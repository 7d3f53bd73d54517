"""The batch replay (league.replay.rate_loaded) against the per-match loop it replaced.

The reference below is the loop the app used before the batch
replay: per match, decay each known player over the idle days since their
last game, ``model.rate``, then update rating, games, wins and last_played.
Both must give the same history rows (to 1e-9) and the same state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, datetime, timedelta

import pytest
from stored_history import all_rows

from tournament_app.league.errors import Cancelled
from tournament_app.league.replay import (
    CancelledFn,
    LoadedHistory,
    MatchToRate,
    PlayerState,
    ProgressFn,
    idle_days,
    rate_loaded,
    side_winners,
    winners,
)
from tournament_app.ratings import BradleyTerry, Elo, Glicko, PlackettLuce, Rating, RatingModel

TOLERANCE = 1e-9


def rate_in_order(
    model: RatingModel,
    matches: list[MatchToRate],
    state: dict[int, PlayerState],
    initial: Callable[[int], Rating],
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> list[tuple[int, int, float, float, float, float, int]]:
    """Rate ``matches`` in the order given with the batch replay; its history rows."""
    rated = rate_loaded(model, LoadedHistory.from_matches(matches), state, initial, progress=progress, cancelled=cancelled)
    return list(rated.rows())


def old_rate_in_order(model: RatingModel, matches: list[MatchToRate], state: dict[int, PlayerState], initial) -> list[tuple]:  # type: ignore[no-untyped-def]
    rows = []
    for match in matches:
        teams = []
        for side in match.sides:
            team = []
            for pid in side:
                st = state.get(pid)
                if st is None:
                    st = state[pid] = PlayerState(initial(pid), 0, 0, None)
                elif model.decays:
                    st.rating = model.decay(st.rating, idle_days(st.last_played, match.played_at))
                team.append(st.rating)
            teams.append(team)
        new = model.rate(teams, match.ranks, match.scores)
        for side, team, new_team, side_won in zip(match.sides, teams, new, winners(match.ranks)):
            for pid, before, after in zip(side, team, new_team):
                st = state[pid]
                st.rating = after
                st.games += 1
                st.wins += side_won
                st.last_played = match.played_at
                rows.append((match.id, pid, before.mu, before.sigma, after.mu, after.sigma, int(side_won)))
    return rows


def random_matches(seed: int, n: int = 400) -> tuple[list[MatchToRate], dict[int, PlayerState], dict[int, PlayerState]]:
    rng = random.Random(seed)
    moment = datetime(2023, 1, 1, 19, 30, 0)
    matches = []
    for i in range(n):
        moment += timedelta(seconds=rng.choice([0, 7, 3600, 86400, 3 * 86400 + 17, 40 * 86400]))
        k = rng.randint(2, 5) if rng.random() < 0.95 else 1
        sizes = [rng.randint(1, 3) for _ in range(k)]
        pool = iter(rng.sample(range(1000, 1060), sum(sizes)))
        sides = [[next(pool) for _ in range(s)] for s in sizes]
        ranks = [rng.randint(1, k) for _ in range(k)]
        scores = [float(rng.randint(0, 5)) for _ in range(k)] if rng.random() < 0.5 else None
        played = moment.date().isoformat() if rng.random() < 0.3 else moment.isoformat()
        matches.append(MatchToRate(5000 + i, played, sides, ranks, scores))
    # a date-only match sorts before same-day times in the app, but rate_in_order takes the order given
    state = {}
    for pid in rng.sample(range(1000, 1060), 25):
        last = rng.choice([None, "2022-12-01", "2022-12-31T23:59:59", date(2023, 1, 1).isoformat()])
        state[pid] = PlayerState(Rating(rng.uniform(10, 40), rng.uniform(1, 9)), rng.randint(0, 30), rng.randint(0, 10), last)
    copy = {pid: PlayerState(st.rating, st.games, st.wins, st.last_played) for pid, st in state.items()}
    return matches, state, copy


MODELS = [
    pytest.param(BradleyTerry(), id="bt"),
    pytest.param(BradleyTerry(tau_day=0.4, tau=0.1), id="bt-decay"),
    pytest.param(PlackettLuce(damping=False, tau=0.2), id="pl"),
    pytest.param(Glicko(), id="glicko-decay"),
    pytest.param(Elo(decay_points=5.0, decay_period_days=2.0), id="elo-decay-scores"),
]


@pytest.mark.parametrize("model", MODELS)
def test_rate_in_order_equals_the_per_match_loop(model: RatingModel) -> None:
    matches, state_new, state_old = random_matches(7)
    if isinstance(model, (Glicko, Elo)):  # their scales
        for st in list(state_new.values()) + list(state_old.values()):
            st.rating = Rating(1500 + (st.rating.mu - 25) * 20, 0.0 if isinstance(model, Elo) else st.rating.sigma * 30)

    def initial(pid: int) -> Rating:
        return model.new_rating()

    new_rows = rate_in_order(model, matches, state_new, initial)
    old_rows = old_rate_in_order(model, matches, state_old, initial)
    assert len(new_rows) == len(old_rows)
    for a, b in zip(new_rows, old_rows):
        assert a[0] == b[0] and a[1] == b[1] and a[6] == b[6]
        assert a[2:6] == pytest.approx(b[2:6], rel=TOLERANCE, abs=TOLERANCE)
        assert all(type(x) is float for x in a[2:6]) and all(type(x) is int for x in (a[0], a[1], a[6]))
    assert state_new.keys() == state_old.keys()
    for pid, st in state_new.items():
        old = state_old[pid]
        assert (st.games, st.wins, st.last_played) == (old.games, old.wins, old.last_played)
        assert st.rating.mu == pytest.approx(old.rating.mu, rel=TOLERANCE, abs=TOLERANCE)
        assert st.rating.sigma == pytest.approx(old.rating.sigma, rel=TOLERANCE, abs=TOLERANCE)
        assert type(st.rating.mu) is float


def test_cancel_between_chunks_changes_no_state() -> None:
    matches, state, copy = random_matches(8, n=50)
    with pytest.raises(Cancelled):
        rate_in_order(BradleyTerry(), matches, state, lambda _pid: Rating(25.0, 8.0), cancelled=lambda: True)
    assert {p: (s.rating, s.games, s.wins, s.last_played) for p, s in state.items()} == {
        p: (s.rating, s.games, s.wins, s.last_played) for p, s in copy.items()
    }
    seen = []
    rate_in_order(BradleyTerry(), matches, state, lambda _pid: Rating(25.0, 8.0), progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, 50) and seen[-1] == (50, 50)


def test_side_winners_match_winners() -> None:
    rng = random.Random(3)
    matches = [[rng.randint(1, 4) for _ in range(rng.randint(1, 6))] for _ in range(300)]
    loaded = LoadedHistory.from_matches([MatchToRate(i, "2024-01-01", [[i] for _ in r], r, None) for i, r in enumerate(matches)])
    assert side_winners(loaded.match_start, loaded.side_rank).tolist() == [w for r in matches for w in winners(r)]


def old_load_matches(db, leaderboard_id, start):  # type: ignore[no-untyped-def]
    """The SQL loader ``load_matches`` had before the flat-array one (for comparison)."""
    from_ = "(m.played_at > :pa OR (m.played_at = :pa AND m.seq >= :seq))"
    where = "m.leaderboard_id = :lb" + (f" AND {from_}" if start else "")
    params = {"lb": leaderboard_id, "pa": start[0] if start else None, "seq": start[1] if start else None}
    sides: dict = {}
    order = []
    for match_id, played_at, side, rank, score in db.execute(
        f"SELECT m.id, m.played_at, s.side, s.rank, s.score FROM matches m "
        f"JOIN match_sides s ON s.match_id = m.id WHERE {where} ORDER BY m.played_at, m.seq, s.side",
        params,
    ):
        if match_id not in sides:
            sides[match_id] = {}
            order.append((match_id, played_at))
        sides[match_id][side] = (rank, score)
    players: dict = {}
    for match_id, side, player_id in db.execute(
        f"SELECT m.id, p.side, p.player_id FROM matches m "
        f"JOIN match_players p ON p.match_id = m.id WHERE {where} ORDER BY p.match_id, p.slot",
        params,
    ):
        players.setdefault(match_id, {}).setdefault(side, []).append(player_id)
    result = []
    for match_id, played_at in order:
        numbers = sorted(sides[match_id])
        by_side = players.get(match_id, {})
        scores = [sides[match_id][n][1] for n in numbers]
        result.append(
            MatchToRate(
                match_id,
                played_at,
                [by_side.get(n, []) for n in numbers],
                [sides[match_id][n][0] for n in numbers],
                None if any(s is None for s in scores) else [float(s) for s in scores if s is not None],
            )
        )
    return result


@pytest.mark.parametrize("large", [False, True], ids=["index-lookups", "table-scans"])
def test_load_matches_equals_the_old_sql_loader(club, monkeypatch, large) -> None:  # type: ignore[no-untyped-def]
    from tournament_app.league import SideInput
    from tournament_app.league import replay_load

    monkeypatch.setattr(replay_load, "_mostly_everything", lambda _db, _n: large)
    from tournament_app.league.replay import load_matches

    rng = random.Random(4)
    ids = [club.add_player(f"P{i}").id for i in range(30)]
    other = club.new_leaderboard("Other", "plackett-luce")
    for i in range(120):
        k = rng.randint(2, 4)
        pool = iter(rng.sample(ids, 3 * k))
        ranks = [rng.randint(1, k) for _ in range(k)]
        scored = rng.random() < 0.5  # scores for every side or none, the better place the higher score (the result rule)
        sides = [SideInput([next(pool) for _ in range(rng.randint(1, 3))], rank, 10.0 - 2.5 * rank if scored else None)
                 for rank in ranks]
        day = date(2024, 1, 1) + timedelta(days=rng.randint(0, 60))
        at = day.isoformat() if rng.random() < 0.4 else f"{day.isoformat()}T{rng.randint(10, 22)}:00:00"
        lb = other.id if rng.random() < 0.2 else None
        club.record_match(sides, played_at=at, leaderboard_id=lb)
    db = club.db
    # odd rows the app never writes: a player on a side number the match does not have,
    # a match whose side has no players
    with db.atomic():
        mid = db.execute("SELECT id FROM matches ORDER BY id LIMIT 1").fetchone()[0]
        db.execute("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (?, 99, 9, ?)", [mid, ids[-1]])
    lb = club.leaderboard().id
    starts = [None] + [tuple(r) for r in db.execute("SELECT played_at, seq FROM matches WHERE leaderboard_id = ? ORDER BY random() LIMIT 5", [lb])]
    for start in starts:
        assert load_matches(db, lb, start) == old_load_matches(db, lb, start)
    with db.atomic():
        db.execute("DELETE FROM match_players WHERE match_id = ? AND side = 1", [mid])
    assert load_matches(db, lb, None) == old_load_matches(db, lb, None)


@pytest.mark.parametrize("large", [False, True], ids=["index-lookups", "table-scans"])
def test_history_kept_in_place_equals_a_rebuild(club, monkeypatch, large) -> None:  # type: ignore[no-untyped-def]
    """Edits, deletes and late results update history rows in place; the table ends as a rebuild's."""
    from tournament_app.league import SideInput
    from tournament_app.league import replay_load

    monkeypatch.setattr(replay_load, "_mostly_everything", lambda _db, _n: large)

    rng = random.Random(6)
    ids = [club.add_player(f"Q{i}").id for i in range(12)]
    matches = []
    for i in range(40):
        a, b, c = rng.sample(ids, 3)
        sides = [SideInput([a, c] if i % 3 == 0 else [a], 1), SideInput([b], rng.choice([1, 2]))]
        matches.append(club.record_match(sides, played_at=f"2024-02-{1 + i % 28:02d}T{10 + i % 9}:00:00").id)
    a, b, c, d = rng.sample(ids, 4)
    club.edit_match(matches[5], sides=[SideInput([a, b], 1), SideInput([c], 2)])  # other players
    club.edit_match(matches[9], played_at="2024-03-15T10:00:00")  # moved later
    club.delete_match(matches[12])
    club.record_match([SideInput([d], 1), SideInput([a], 2)], played_at="2024-01-15")  # before everything

    def content() -> tuple[list[tuple], list[tuple]]:  # type: ignore[type-arg]
        history = all_rows(club)
        ratings = club.db.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall()
        return history, ratings

    kept = content()
    with club.db.atomic():
        club.db.execute("DELETE FROM history_chunks")
        club.db.execute("DELETE FROM ratings")
    club.recompute()
    assert content() == kept
