"""Recording, validating, editing and deleting matches, and replaying history (league/club.py, replay.py).

The central property: whatever happens to the past (an edit, a deletion, a
match added with an earlier date), every rating and every history row is
exactly (1e-9) what a fresh database fed the corrected history from the start
holds, and what rating the matches one by one with the model itself gives.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from stored_history import of_match

from tournament_app.league import Club, InvalidMatchError, LeagueError, NotFoundError, SideInput
from tournament_app.league import rating as rating_module
from tournament_app.ratings import BradleyTerry, Rating, RatingModel, model_from_settings

Dump = Callable[[Path], list[str]]

# ---- an independent reference: rate the corrected history with the model, one match at a time ----


@dataclass
class Planned:
    """One match as the test means it to be: its date, its order among same-date matches, its sides."""

    key: int
    played_at: str
    order: int
    sides: list[tuple[list[str], int, float | None]]  # (player names, rank, score)

    def inputs(self, ids: dict[str, int]) -> list[SideInput]:
        return [SideInput([ids[n] for n in names], rank, score) for names, rank, score in self.sides]


@dataclass
class Expected:
    ratings: dict[str, tuple[float, float, int, int, str]] = field(default_factory=dict)
    history: dict[int, dict[str, tuple[float, float, float, float, int]]] = field(default_factory=dict)


def _idle_days(last: str, now: str) -> float:
    return max(0.0, (datetime.fromisoformat(now) - datetime.fromisoformat(last)).total_seconds() / 86400.0)


def rate_directly(model: RatingModel, planned: Sequence[Planned]) -> Expected:
    """Rate ``planned`` in (date, order) order by calling ``model.rate`` directly."""
    current: dict[str, Rating] = {}
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    last: dict[str, str] = {}
    out = Expected()
    decays = model.decays
    for p in sorted(planned, key=lambda p: (p.played_at, p.order)):
        teams = []
        for names, _rank, _score in p.sides:
            team = []
            for name in names:
                r = current.get(name, model.new_rating())
                if decays and name in last:
                    r = model.decay(r, _idle_days(last[name], p.played_at))
                team.append(r)
            teams.append(team)
        ranks = [rank for _names, rank, _score in p.sides]
        scores = [score for _names, _rank, score in p.sides]
        new = model.rate(teams, ranks, None if None in scores else [float(s) for s in scores if s is not None])
        best = min(ranks)
        row: dict[str, tuple[float, float, float, float, int]] = {}
        for (names, rank, _score), before_team, after_team in zip(p.sides, teams, new):
            won = int(rank == best and ranks.count(best) == 1)
            for name, before, after in zip(names, before_team, after_team):
                current[name] = after
                games[name] = games.get(name, 0) + 1
                wins[name] = wins.get(name, 0) + won
                last[name] = p.played_at
                row[name] = (before.mu, before.sigma, after.mu, after.sigma, won)
        out.history[p.key] = row
    out.ratings = {n: (r.mu, r.sigma, games[n], wins[n], last[n]) for n, r in current.items()}
    return out


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9


def assert_matches_reference(club: Club, planned: Sequence[Planned], ids_of: dict[int, int], model: RatingModel, leaderboard: int | None = None) -> None:
    """The club's order, history rows and ratings equal :func:`rate_directly` (1e-9)."""
    lb = club.leaderboard(leaderboard)
    expected = rate_directly(model, planned)
    order = [r[0] for r in club.db.execute("SELECT id FROM matches WHERE leaderboard_id = ? ORDER BY played_at, seq", [lb.id])]
    assert order == [ids_of[p.key] for p in sorted(planned, key=lambda p: (p.played_at, p.order))]
    names = {pid: name for pid, name in club.db.execute("SELECT id, name FROM players")}
    for p in planned:
        rows = {names[pid]: rest for pid, rest in of_match(club, ids_of[p.key]).items()}
        want = expected.history[p.key]
        assert sorted(rows) == sorted(want), f"match {p.key}: history rows for {sorted(rows)}, expected {sorted(want)}"
        for name, got in rows.items():
            assert all(_near(g, w) for g, w in zip(got[:4], want[name][:4])) and got[4] == want[name][4], (
                f"match {p.key} ({p.played_at}), {name}: {got} != {want[name]}"
            )
    stored = {
        names[pid]: (mu, sigma, g, w, last)
        for pid, mu, sigma, g, w, last in club.db.execute(
            "SELECT player_id, mu, sigma, games, wins, last_played FROM ratings WHERE leaderboard_id = ?", [lb.id]
        )
    }
    assert sorted(stored) == sorted(expected.ratings), "exactly the players who played have a rating"
    for name, got in stored.items():
        exp = expected.ratings[name]
        assert _near(got[0], exp[0]) and _near(got[1], exp[1]) and got[2:] == exp[2:], f"{name}: {got} != {exp}"


# ---- recording ------------------------------------------------------------------------------


def test_record_match_stores_before_and_after_and_persists(club: Club, db_path: Path) -> None:
    ann, ben, cat, dan = (club.add_player(n).id for n in ("Ann", "Ben", "Cat", "Dan"))
    night = club.add_event("Tuesday", "2024-03-05")
    changes = club.record_match(
        [SideInput([ann, ben], 1, score=21), SideInput([cat, dan], 2, score=15)],
        played_at="2024-03-05T19:30",
        event_id=night.id,
        notes="semi-final",
    )
    mid = changes.id
    assert changes.players == {ann, ben, cat, dan}
    assert changes.matches == {mid} and changes.events == {night.id}
    assert changes.leaderboards == {club.leaderboard().id}
    club.close()
    bt = BradleyTerry()
    new = bt.new_rating()
    [[a2, b2], [c2, d2]] = bt.rate([[bt.new_rating(), bt.new_rating()], [bt.new_rating(), bt.new_rating()]], [1, 2])
    with Club.open(db_path) as again:
        match = again.match(mid)
        assert (match.played_at, match.event_id, match.notes) == ("2024-03-05T19:30:00", night.id, "semi-final")
        assert [(s.side, s.rank, s.score) for s in match.sides] == [(1, 1, 21.0), (2, 2, 15.0)]
        lines = {p.name: p for s in match.sides for p in s.players}
        for name, after in (("Ann", a2), ("Ben", b2), ("Cat", c2), ("Dan", d2)):
            assert (lines[name].mu_before, lines[name].sigma_before) == (new.mu, new.sigma)
            assert lines[name].mu_after == pytest.approx(after.mu, abs=1e-12)
            assert lines[name].sigma_after == pytest.approx(after.sigma, abs=1e-12)
        assert again.rating_of(ann) == Rating(lines["Ann"].mu_after, lines["Ann"].sigma_after)  # type: ignore[arg-type]
        board = {s.player: s for s in again.standings()}
        assert (board["Ann"].games, board["Ann"].wins, board["Ann"].last_played) == (1, 1, "2024-03-05T19:30:00")
        assert (board["Cat"].games, board["Cat"].wins) == (1, 0)


def test_record_is_rated_against_current_ratings(club: Club) -> None:
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-01")
    club.record_match([SideInput([ben], 1), SideInput([cat], 2)], played_at="2024-01-02")
    current = {pid: club.rating_of(pid) for pid in (ann, ben, cat)}
    changes = club.record_match(
        [SideInput([cat], 1), SideInput([ann], 2), SideInput([ben], 2)], played_at="2024-01-03"
    )
    mid = changes.id
    assert changes.replayed == 1  # on top of the current ratings: nothing else re-rated
    expected = BradleyTerry().rate([[current[cat]], [current[ann]], [current[ben]]], [1, 2, 2])
    match = club.match(mid)
    for side, exp in zip(match.sides, expected):
        (line,) = side.players
        assert Rating(line.mu_before, line.sigma_before) == current[line.player_id]  # type: ignore[arg-type]
        assert line.mu_after == pytest.approx(exp[0].mu, abs=1e-12)
        assert line.sigma_after == pytest.approx(exp[0].sigma, abs=1e-12)


def test_record_without_time_uses_now(club: Club) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    before = datetime.now().replace(microsecond=0)
    mid = club.record_match([SideInput([ann], 1), SideInput([ben], 2)]).id
    after = datetime.now()
    at = datetime.fromisoformat(club.match(mid).played_at)
    assert before <= at <= after


def test_time_zones_and_spaces_are_normalised(club: Club) -> None:
    ann, ben = club.add_player("Ann").id, club.add_player("Ben").id
    m1 = club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-03-05 19:30").id
    m2 = club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-03-05T20:30:00+01:00").id
    m3 = club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-03-06").id
    assert [club.match(m).played_at for m in (m1, m2, m3)] == ["2024-03-05T19:30:00", "2024-03-05T19:30:00", "2024-03-06"]


def test_ties_multi_side_teams_and_wins(club: Club) -> None:
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    ids = {n: club.add_player(n).id for n in names}
    planned = [
        Planned(1, "2024-01-01", 1, [(["Ann", "Ben"], 1, None), (["Cat"], 1, None)]),  # a tie
        Planned(2, "2024-01-02", 2, [(["Ann"], 2, None), (["Ben"], 1, None), (["Cat", "Dan"], 3, None), (["Eve", "Fay"], 2, None)]),
        Planned(3, "2024-01-03", 3, [(["Dan"], 1, None), (["Eve"], 1, None), (["Fay"], 2, None)]),  # shared first
    ]
    ids_of = {}
    for p in planned:
        ids_of[p.key] = club.record_match(p.inputs(ids), played_at=p.played_at).id
    assert_matches_reference(club, planned, ids_of, BradleyTerry())
    wins = {s.player: s.wins for s in club.standings()}
    assert wins == {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0, "Eve": 0, "Fay": 0}


def test_same_day_matches_are_rated_in_the_order_recorded(club: Club) -> None:
    ids = {n: club.add_player(n).id for n in ("Ann", "Ben")}
    planned = [Planned(k, "2024-05-01", k, [(["Ann"], 1 + k % 2, None), (["Ben"], 2 - k % 2, None)]) for k in range(6)]
    ids_of = {p.key: club.record_match(p.inputs(ids), played_at=p.played_at).id for p in planned}
    assert_matches_reference(club, planned, ids_of, BradleyTerry())


# ---- validation: a clear error and nothing written ------------------------------------------


def _bad_matches(a: int, b: int, c: int) -> list[tuple[str, list[SideInput], str]]:
    return [
        ("unknown player", [SideInput([a], 1), SideInput([999], 2)], "999"),
        ("player on two sides", [SideInput([a, b], 1), SideInput([c, a], 2)], "Ann"),
        ("player twice on one side", [SideInput([a, a], 1), SideInput([b], 2)], "Ann"),
        ("one side", [SideInput([a, b], 1)], "two sides"),
        ("no sides", [], "two sides"),
        ("missing rank", [SideInput([a], 1), SideInput([b], None)], "Side 2"),  # type: ignore[arg-type]
        ("rank zero", [SideInput([a], 0), SideInput([b], 1)], "Side 1"),
        ("rank as text", [SideInput([a], "1"), SideInput([b], 2)], "Side 1"),  # type: ignore[arg-type]
        ("rank as bool", [SideInput([a], True), SideInput([b], 2)], "Side 1"),
        ("empty side", [SideInput([a], 1), SideInput([], 2)], "Side 2"),
    ]


@pytest.mark.parametrize("case", range(10), ids=[c[0] for c in _bad_matches(1, 2, 3)])
def test_invalid_match_is_refused_and_nothing_is_written(club: Club, db_path: Path, dump: Dump, case: int) -> None:
    a, b, c = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    before = dump(db_path)
    _name, sides, words = _bad_matches(a, b, c)[case]
    with pytest.raises(InvalidMatchError) as info:
        club.record_match(sides, played_at="2024-01-02")
    assert words.casefold() in str(info.value).casefold()  # "Side 2 has no players", "Give side 2 a place too"
    # also in the past, where a valid match would replay history
    with pytest.raises(InvalidMatchError):
        club.record_match(sides, played_at="2023-12-01")
    assert dump(db_path) == before


def test_a_match_too_big_for_the_undo_logs_row_ids_is_refused(club: Club, db_path: Path, dump: Dump,
                                                              monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The undo log names a player row match id * 2**20 + slot (a side row: + side); a match with more is refused.

    (Shown with the limit made 4: 2**20 players in one match would need a million players.)
    """
    from tournament_app.league import import_results
    from tournament_app.league import matches as matches_module

    monkeypatch.setattr(matches_module, "KEY_LIMIT", 4)
    a, b, c, d = (club.add_player(n).id for n in ("Ann", "Ben", "Cat", "Dan"))
    club.record_match([SideInput([a, b], 1), SideInput([c], 2)], played_at="2024-01-01")  # 3 players: fine
    before = dump(db_path)
    for sides in ([SideInput([a, b], 1), SideInput([c, d], 2)], [SideInput([n], 1) for n in (a, b, c, d)]):
        with pytest.raises(InvalidMatchError, match="at most 3 sides and 3 players; this one has"):
            club.record_match(sides, played_at="2024-01-02")
    with pytest.raises(InvalidMatchError, match="this one has 2 sides and 4 players"):
        club.edit_match(1, sides=[SideInput([a, b], 1), SideInput([c, d], 2)])
    results = tmp_path / "big.csv"
    results.write_text("match,date,side,player,rank\n1,2024-02-01,1,Ann,1\n1,2024-02-01,1,Ben,1\n"
                       "1,2024-02-01,2,Cat,2\n1,2024-02-01,2,Dan,2\n", encoding="utf-8")
    with pytest.raises(InvalidMatchError, match="4 players"):
        import_results(club, results)
    assert dump(db_path) == before


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"played_at": "not a date"}, LeagueError),
        ({"played_at": "2024-02-30"}, LeagueError),
        ({"leaderboard_id": 999}, NotFoundError),
        ({"event_id": 999}, NotFoundError),
    ],
)
def test_bad_context_is_refused(club: Club, db_path: Path, dump: Dump, kwargs: dict[str, Any], error: type[Exception]) -> None:
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    before = dump(db_path)
    with pytest.raises(error):
        club.record_match([SideInput([a], 1), SideInput([b], 2)], **kwargs)
    assert dump(db_path) == before


def test_a_failure_while_rating_writes_nothing(club: Club, db_path: Path, dump: Dump, monkeypatch: pytest.MonkeyPatch) -> None:
    """One transaction: if anything fails after the rows are written, the whole change is rolled back.

    The failure is injected after the (re)rating has written its history and
    ratings, i.e. at the last moment before the commit.
    """
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    first = club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-02").id
    club.record_match([SideInput([a], 1), SideInput([b], 1)], played_at="2024-01-04")
    before = dump(db_path)
    real = rating_module.replay
    calls = []

    def replay_then_fail(core: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(real(core, *args, **kwargs))
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(rating_module, "replay", replay_then_fail)
    for call in (
        lambda: club.record_match([SideInput([a], 2), SideInput([b], 1)], played_at="2024-01-03"),
        lambda: club.record_match([SideInput([a], 2), SideInput([b], 1)], played_at="2024-01-01"),
        lambda: club.edit_match(first, sides=[SideInput([a], 2), SideInput([b], 1)]),
        lambda: club.delete_match(first),
    ):
        with pytest.raises(RuntimeError, match="disk on fire"):
            call()
        assert dump(db_path) == before
    assert len(calls) == 4


# ---- editing the past --------------------------------------------------------------------


def _history_a() -> list[tuple[str, list[str], list[str], tuple[int, int]]]:
    return [
        ("2024-01-01", ["Ann"], ["Ben"], (1, 2)),
        ("2024-01-02", ["Cat"], ["Ann"], (1, 2)),
        ("2024-01-03", ["Ben", "Cat"], ["Ann", "Dan"], (2, 1)),
        ("2024-01-04", ["Dan"], ["Ben"], (1, 1)),
        ("2024-01-05", ["Ann"], ["Cat"], (2, 1)),
    ]


def _record_all(club: Club, history: list[tuple[str, list[str], list[str], tuple[int, int]]]) -> list[int]:
    ids = {p.name: p.id for p in club.players()}
    for name in sorted({n for _d, one, two, _r in history for n in one + two}):
        if name not in ids:
            ids[name] = club.add_player(name).id
    return [
        club.record_match([SideInput([ids[n] for n in one], r1), SideInput([ids[n] for n in two], r2)], played_at=d).id
        for d, one, two, (r1, r2) in history
    ]


def test_edit_in_the_past_equals_a_fresh_database_with_the_corrected_history(
    tmp_path: Path, assert_same_ratings: Callable[..., None]
) -> None:
    edited, fresh = tmp_path / "edited.sqlite", tmp_path / "fresh.sqlite"
    history = _history_a()
    with Club.open(edited) as club:
        mids = _record_all(club, history)
        ids = {p.name: p.id for p in club.players()}
        # the second match really went the other way, and Dan played too
        changes = club.edit_match(mids[1], sides=[SideInput([ids["Cat"], ids["Dan"]], 2), SideInput([ids["Ann"]], 1)])
        assert changes.replayed == 4
        assert changes.matches == {mids[1]}
    corrected = list(history)
    corrected[1] = ("2024-01-02", ["Cat", "Dan"], ["Ann"], (2, 1))
    with Club.open(fresh) as club:
        _record_all(club, corrected)
    with Club.open(edited) as a, Club.open(fresh) as b:
        assert_same_ratings(a, b)


def test_delete_in_the_past_equals_a_fresh_database(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    history = _history_a()
    with Club.open(tmp_path / "edited.sqlite") as club:
        mids = _record_all(club, history)
        changes = club.delete_match(mids[0])
        assert changes.replayed == 4
        with pytest.raises(NotFoundError):
            club.match(mids[0])
        with pytest.raises(NotFoundError):
            club.delete_match(mids[0])
    with Club.open(tmp_path / "fresh.sqlite") as club:
        # Ann, Ben are created by the full history in the edited club too
        _record_all(club, history[1:])
    with Club.open(tmp_path / "edited.sqlite") as a, Club.open(tmp_path / "fresh.sqlite") as b:
        assert_same_ratings(a, b)


def test_deleting_a_players_only_match_removes_their_rating(club: Club) -> None:
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    first = club.record_match([SideInput([ann], 1), SideInput([cat], 2)], played_at="2024-01-01").id
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-02")
    club.delete_match(first)
    assert sorted(s.player for s in club.standings()) == ["Ann", "Ben"]
    assert club.rating_of(cat) == BradleyTerry().new_rating()
    assert club.player_history(cat) == []


def test_editing_out_a_player_removes_their_rating(club: Club) -> None:
    ann, ben, cat = (club.add_player(n).id for n in ("Ann", "Ben", "Cat"))
    mid = club.record_match([SideInput([ann], 1), SideInput([cat], 2)], played_at="2024-01-01").id
    club.record_match([SideInput([ann], 1), SideInput([ben], 2)], played_at="2024-01-02")
    club.edit_match(mid, sides=[SideInput([ann], 1), SideInput([ben], 2)])
    board = {s.player: s.games for s in club.standings()}
    assert board == {"Ann": 2, "Ben": 2}


def test_record_with_an_earlier_date_equals_a_fresh_database(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    history = _history_a()
    late = ("2023-12-31", ["Dan", "Ben"], ["Cat", "Ann"], (1, 2))
    middle = ("2024-01-03", ["Eve"], ["Ann"], (1, 2))  # same day as another: after it
    with Club.open(tmp_path / "edited.sqlite") as club:
        _record_all(club, history)
        for extra in (late, middle):
            (mid,) = _record_all(club, [extra])
            assert club.match(mid).played_at == extra[0]
    in_order = [late, *history[:3], middle, *history[3:]]
    with Club.open(tmp_path / "fresh.sqlite") as club:
        _record_all(club, in_order)
    with Club.open(tmp_path / "edited.sqlite") as a, Club.open(tmp_path / "fresh.sqlite") as b:
        assert_same_ratings(a, b)


def test_moving_a_match_to_another_date(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    history = _history_a()
    with Club.open(tmp_path / "edited.sqlite") as club:
        mids = _record_all(club, history)
        club.edit_match(mids[3], played_at="2024-01-01T12:00")  # earlier
        club.edit_match(mids[0], played_at="2024-01-09")  # later than everything
        club.edit_match(mids[1], played_at="2024-01-05")  # same day as the last one: after it
    moved = [
        ("2024-01-01T12:00:00", *history[3][1:]),
        history[2],
        history[4],
        ("2024-01-05", *history[1][1:]),
        ("2024-01-09", *history[0][1:]),
    ]
    with Club.open(tmp_path / "fresh.sqlite") as club:
        _record_all(club, moved)
    with Club.open(tmp_path / "edited.sqlite") as a, Club.open(tmp_path / "fresh.sqlite") as b:
        assert_same_ratings(a, b)


def test_bad_edit_changes_nothing(club: Club, db_path: Path, dump: Dump) -> None:
    mids = _record_all(club, _history_a())
    ids = {p.name: p.id for p in club.players()}
    before = dump(db_path)
    with pytest.raises(InvalidMatchError):
        club.edit_match(mids[1], sides=[SideInput([ids["Ann"]], 1), SideInput([ids["Ann"]], 2)])
    with pytest.raises(InvalidMatchError):
        club.edit_match(mids[1], sides=[SideInput([ids["Ann"]], 1)])
    with pytest.raises(InvalidMatchError):
        club.edit_match(mids[1], sides=[SideInput([ids["Ann"]], 1), SideInput([999], 2)], played_at="2023-01-01")
    with pytest.raises(LeagueError):
        club.edit_match(mids[1], played_at="someday")
    with pytest.raises(NotFoundError):
        club.edit_match(999, played_at="2024-01-01")
    with pytest.raises(NotFoundError):
        club.edit_match(mids[1], event_id=999)
    assert dump(db_path) == before


def test_edit_into_an_event_of_another_leaderboard_is_refused(club: Club, db_path: Path, dump: Dump) -> None:
    """As when recording: a match's event must be in the match's leaderboard."""
    blitz = club.new_leaderboard("Blitz", "elo")
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    mine = club.add_event("Night", "2024-01-01")
    other = club.add_event("Blitz night", "2024-01-01", leaderboard_id=blitz.id)
    mid = club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01").id
    before = dump(db_path)
    with pytest.raises(InvalidMatchError, match="another leaderboard"):
        club.edit_match(mid, event_id=other.id)
    assert dump(db_path) == before
    assert club.event_results(other.id) == []
    club.edit_match(mid, event_id=mine.id)
    assert [m.id for m in club.event_results(mine.id)] == [mid]


# ---- random histories: edit, delete, insert earlier; compare with a fresh database ---------------

NAMES = [f"Player {chr(65 + i)}{i}" for i in range(26)]
START = date(2024, 1, 1)


def _random_moment(rng: random.Random, days: int = 90) -> str:
    day = START + timedelta(days=rng.randrange(days))
    if rng.random() < 0.3:
        return f"{day.isoformat()}T{rng.randrange(24):02d}:{rng.choice((0, 30)):02d}:00"
    return day.isoformat()


def _random_sides(rng: random.Random, with_scores: bool) -> list[tuple[list[str], int, float | None]]:
    n = rng.randint(2, 4)
    people = rng.sample(NAMES, 3 * n)
    sides: list[tuple[list[str], int, float | None]] = []
    scored = with_scores and rng.random() < 0.5
    for k in range(n):
        size = rng.randint(1, 3)
        rank = rng.randint(1, n)  # equal ranks (ties) are common
        # the result rule: every side or none has a score, and a higher score is placed ahead (ties score alike)
        score = float(10 * (n - rank)) if scored else None
        sides.append((people[3 * k : 3 * k + size], rank, score))
    return sides


def _fresh_club(path: Path, system: str, params: dict[str, Any], planned: Sequence[Planned]) -> Club:
    club = Club.open(path)
    if system != "bbt" or params:
        club.update_leaderboard(club.leaderboard().id, system=system, params=params)
    ids = {n: club.add_player(n).id for n in NAMES}
    for p in sorted(planned, key=lambda p: (p.played_at, p.order)):
        changes = club.record_match(p.inputs(ids), played_at=p.played_at)
        assert changes.replayed == 1
    return club


@pytest.mark.parametrize(
    ("system", "params", "seed", "count", "ops"),
    [
        ("bbt", {}, 1, 200, 40),
        ("bbt", {}, 2, 200, 40),
        ("bbt", {"tau": 0.1, "tau_day": 0.5}, 3, 150, 30),
        ("plackett-luce", {}, 4, 100, 20),
        ("glicko", {}, 5, 100, 20),
        ("elo", {"decay_points": 5, "decay_period_days": 7}, 6, 100, 20),
    ],
)
def test_random_history_edits_equal_a_fresh_database(
    tmp_path: Path,
    assert_same_ratings: Callable[..., None],
    system: str,
    params: dict[str, Any],
    seed: int,
    count: int,
    ops: int,
) -> None:
    rng = random.Random(seed)
    model = model_from_settings(system, params)
    with_scores = system == "elo"
    path = tmp_path / "edited.sqlite"
    club = Club.open(path, keep_backups=2)
    try:
        if system != "bbt" or params:
            club.update_leaderboard(club.leaderboard().id, system=system, params=params)
        ids = {n: club.add_player(n).id for n in NAMES}
        counter = iter(range(1, 10**9))
        planned: dict[int, Planned] = {}
        ids_of: dict[int, int] = {}

        def record(p: Planned) -> None:
            ids_of[p.key] = club.record_match(p.inputs(ids), played_at=p.played_at).id
            planned[p.key] = p

        # Build ~count matches: mostly in date order, some held back and added later with earlier dates.
        moments = sorted(_random_moment(rng) for _ in range(count))
        held = []
        for key, moment in enumerate(moments):
            p = Planned(key, moment, 0, _random_sides(rng, with_scores))
            if rng.random() < 0.15:
                held.append(p)
                continue
            p.order = next(counter)
            record(p)
        for p in held:
            p.order = next(counter)
            record(p)
        assert_matches_reference(club, list(planned.values()), ids_of, model)

        next_key = count
        for step in range(ops):
            action = rng.choice(["edit sides", "move", "edit both", "delete", "insert earlier", "insert earlier", "append"])
            if action in ("edit sides", "move", "edit both"):
                key = rng.choice(sorted(planned))
                p = planned[key]
                kwargs: dict[str, object] = {}
                if action != "move":
                    p.sides = _random_sides(rng, with_scores)
                    kwargs["sides"] = p.inputs(ids)
                if action != "edit sides":
                    moment = _random_moment(rng)
                    kwargs["played_at"] = moment
                    if moment != p.played_at:
                        p.played_at, p.order = moment, next(counter)
                club.edit_match(ids_of[key], **kwargs)  # type: ignore[arg-type]
            elif action == "delete":
                key = rng.choice(sorted(planned))
                club.delete_match(ids_of.pop(key))
                del planned[key]
            else:
                latest = max(p.played_at for p in planned.values())
                moment = _random_moment(rng) if action == "insert earlier" else latest[:10] + "T23:59:00"
                p = Planned(next_key, moment, next(counter), _random_sides(rng, with_scores))
                next_key += 1
                record(p)
            if step % 4 == 3:
                assert_matches_reference(club, list(planned.values()), ids_of, model)
            if step == ops // 2:
                # halfway: the file, reopened, equals a fresh database fed the corrected history
                club.close()
                club = Club.open(path, keep_backups=2)
                fresh = _fresh_club(tmp_path / f"fresh-{step}.sqlite", system, params, list(planned.values()))
                try:
                    assert_same_ratings(club, fresh)
                finally:
                    fresh.close()
    finally:
        club.close()

    with Club.open(path) as edited:
        fresh = _fresh_club(tmp_path / "fresh-end.sqlite", system, params, list(planned.values()))
        try:
            assert_same_ratings(edited, fresh)
            assert_matches_reference(edited, list(planned.values()), ids_of, model)
            # a full recompute changes nothing either
            edited.recompute()
            assert_same_ratings(edited, fresh)
        finally:
            fresh.close()


def test_recorded_in_order_equals_bradley_terry_directly(club: Club) -> None:
    rng = random.Random(7)
    ids = {n: club.add_player(n).id for n in NAMES}
    planned = []
    ids_of = {}
    for key, moment in enumerate(sorted(_random_moment(rng) for _ in range(200))):
        p = Planned(key, moment, key, _random_sides(rng, False))
        ids_of[key] = club.record_match(p.inputs(ids), played_at=p.played_at).id
        planned.append(p)
    assert_matches_reference(club, planned, ids_of, BradleyTerry())
    # And a conservative sanity check on the numbers themselves.
    for s in club.standings():
        assert math.isfinite(s.mu) and 0 < s.sigma <= 25 / 3
