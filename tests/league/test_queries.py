"""Queries: the leaderboard (sort, filters, ranks), a player's history, head-to-head, an event's results."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.league import Club, NotFoundError, SideInput
from tournament_app.ratings import Rating
from tournament_app.ratings.presentation import conservative_estimate, display_rating


def _club_with_results(path: Path) -> dict[str, int]:
    """Six players with different records, one of them archived, one who never played."""
    with Club.open(path) as club:
        ids = {n: club.add_player(n).id for n in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")}
        night = club.add_event("Night 1", "2024-02-01")
        cup = club.add_event("Cup", "2024-03-01", kind="tournament")
        a, b, c, d, e, f = (ids[n] for n in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay"))

        def rec(sides: list[SideInput], at: str, event: int | None = None) -> None:
            club.record_match(sides, played_at=at, event_id=event)

        rec([SideInput([a], 1), SideInput([b], 2)], "2024-01-10")
        rec([SideInput([a], 1), SideInput([c], 2)], "2024-01-11")
        rec([SideInput([b], 1), SideInput([c], 1)], "2024-02-01T19:00", night.id)
        rec([SideInput([a, d], 2), SideInput([b, c], 1)], "2024-02-01T20:00", night.id)
        rec([SideInput([d], 1), SideInput([e], 2), SideInput([a], 3)], "2024-03-01T10:00", cup.id)
        rec([SideInput([a], 1), SideInput([d], 2)], "2024-03-01T11:00", cup.id)
        rec([SideInput([f], 1), SideInput([e], 2)], "2024-03-02")
        club.archive_player(f)
    return ids


# ---- the leaderboard -------------------------------------------------------------------------


def test_standings_sorted_by_conservative_estimate_with_all_columns(db_path: Path) -> None:
    ids = _club_with_results(db_path)
    with Club.open(db_path) as club:
        rows = club.standings()
        # archived Fay and Gus (never played) are not on it
        assert sorted(r.player for r in rows) == ["Ann", "Ben", "Cat", "Dan", "Eve"]
        assert [r.rank for r in rows] == [1, 2, 3, 4, 5]
        cons = [r.conservative for r in rows]
        assert cons == sorted(cons, reverse=True)
        expected = {
            name: (mu, sigma, games, wins, last)
            for name, mu, sigma, games, wins, last in club.db.execute(
                "SELECT p.name, r.mu, r.sigma, r.games, r.wins, r.last_played FROM ratings r JOIN players p ON p.id = r.player_id"
            )
        }
        for r in rows:
            mu, sigma, games, wins, last = expected[r.player]
            assert (r.mu, r.sigma, r.games, r.wins, r.last_played) == (mu, sigma, games, wins, last)
            assert r.player_id == ids[r.player]
            assert r.conservative == pytest.approx(mu - 3 * sigma, abs=1e-12)
            assert r.display == display_rating(Rating(mu, sigma), 25.0, 25.0 / 3.0, 3.0)
            assert isinstance(r.display, int) and 0 <= r.display <= 9999
        by_name = {r.player: r for r in rows}
        assert (by_name["Ann"].games, by_name["Ann"].wins, by_name["Ann"].last_played) == (5, 3, "2024-03-01T11:00:00")
        assert (by_name["Ben"].games, by_name["Ben"].wins) == (3, 1)  # the tie is no win
        assert (by_name["Eve"].games, by_name["Eve"].last_played) == (2, "2024-03-02")


def test_standings_break_equal_estimates_by_mu_then_name(club: Club) -> None:
    names = ["Zed", "amy", "Bob", "Cy"]
    ids = {n: club.add_player(n).id for n in names}
    # two ties between equally new players: all four end with equal pairs of ratings
    club.record_match([SideInput([ids["Zed"]], 1), SideInput([ids["amy"]], 1)], played_at="2024-01-01")
    club.record_match([SideInput([ids["Bob"]], 1), SideInput([ids["Cy"]], 1)], played_at="2024-01-01")
    rows = club.standings()
    assert len({(r.mu, r.sigma) for r in rows}) == 1
    assert [r.player for r in rows] == ["amy", "Bob", "Cy", "Zed"]  # case-insensitive name order


def test_standings_filters(db_path: Path) -> None:
    _club_with_results(db_path)
    with Club.open(db_path) as club:
        full = club.standings()
        full_rank = {r.player: r.rank for r in full}

        # minimum games: ranks count only the players shown
        rows = club.standings(min_games=3)
        assert sorted(r.player for r in rows) == ["Ann", "Ben", "Cat", "Dan"]
        assert [r.rank for r in rows] == [1, 2, 3, 4]
        assert [r.player for r in rows] == [r.player for r in full if r.games >= 3]
        assert club.standings(min_games=6) == []

        # active since a date (date or date-time)
        rows = club.standings(active_since="2024-03-01")
        assert sorted(r.player for r in rows) == ["Ann", "Dan", "Eve"]
        assert [r.rank for r in rows] == [1, 2, 3]
        assert sorted(r.player for r in club.standings(active_since="2024-03-01T10:30")) == ["Ann", "Dan", "Eve"]
        assert sorted(r.player for r in club.standings(active_since="2024-03-02")) == ["Eve"]

        # a name search narrows the rows but keeps the ranks
        rows = club.standings(search="a")
        assert sorted(r.player for r in rows) == ["Ann", "Cat", "Dan"]
        assert all(r.rank == full_rank[r.player] for r in rows)
        assert [r.player for r in club.standings(search="  BEN ")] == ["Ben"]
        assert club.standings(search="nobody") == []

        # filters combine
        both = club.standings(min_games=3, active_since="2024-03-01")
        assert sorted(r.player for r in both) == ["Ann", "Dan"]
        assert [r.rank for r in both] == [1, 2]
        rows = club.standings(min_games=3, active_since="2024-03-01", search="dan")
        assert [(r.player, r.rank) for r in rows] == [(r.player, r.rank) for r in both if r.player == "Dan"]


def test_standings_of_other_systems_use_their_interval(club: Club) -> None:
    glicko = club.new_leaderboard("G", "glicko")
    elo = club.new_leaderboard("E", "elo")
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    for lb in (glicko.id, elo.id):
        club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=lb, played_at="2024-01-01")
    for r in club.standings(glicko.id):
        assert r.conservative == pytest.approx(conservative_estimate(Rating(r.mu, r.sigma), 2.0))
        assert r.display == round(r.mu, 1)
    rows = club.standings(elo.id)
    assert [(r.player, r.mu, r.sigma, r.conservative, r.display) for r in rows] == [
        ("Ann", 1516.0, 0.0, 1516.0, 1516.0),
        ("Ben", 1484.0, 0.0, 1484.0, 1484.0),
    ]
    assert club.standings() == []  # nothing in Default


# ---- a player's rating history ----------------------------------------------------------------


def test_player_history(db_path: Path) -> None:
    ids = _club_with_results(db_path)
    with Club.open(db_path) as club:
        hist = club.player_history(ids["Ann"])
        assert [h.played_at for h in hist] == [
            "2024-01-10", "2024-01-11", "2024-02-01T20:00:00", "2024-03-01T10:00:00", "2024-03-01T11:00:00",
        ]
        assert [h.result for h in hist] == ["win", "win", "loss", "loss", "win"]
        assert [h.rank for h in hist] == [1, 1, 2, 3, 1]
        assert [h.event for h in hist] == [None, None, "Night 1", "Cup", "Cup"]
        assert sorted(hist[2].opponents.split(", ")) == ["Ben", "Cat"]
        assert sorted(hist[3].opponents.split(", ")) == ["Dan", "Eve"]
        # the first match starts from a new player's rating; each starts where the last ended
        assert (hist[0].mu_before, hist[0].sigma_before) == (25.0, 25.0 / 3.0)
        for prev, cur in zip(hist, hist[1:]):
            assert (cur.mu_before, cur.sigma_before) == (prev.mu_after, prev.sigma_after)
        assert club.rating_of(ids["Ann"]) == Rating(hist[-1].mu_after, hist[-1].sigma_after)
        # every line agrees with the match's own record
        for h in hist:
            line = next(p for s in club.match(h.match_id).sides for p in s.players if p.player_id == ids["Ann"])
            assert (line.mu_before, line.sigma_before, line.mu_after, line.sigma_after) == (
                h.mu_before, h.sigma_before, h.mu_after, h.sigma_after,
            )
        ben = club.player_history(ids["Ben"])
        assert [h.result for h in ben] == ["loss", "draw", "win"]
        assert club.player_history(ids["Gus"]) == []
        with pytest.raises(NotFoundError):
            club.player_history(999)


def test_history_is_per_leaderboard(club: Club) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    club.record_match([SideInput([a], 2), SideInput([b], 1)], leaderboard_id=blitz.id, played_at="2024-01-02")
    assert [h.result for h in club.player_history(a)] == ["win"]
    assert [(h.result, h.mu_before, h.mu_after) for h in club.player_history(a, blitz.id)] == [("loss", 1500.0, 1484.0)]


# ---- head to head ------------------------------------------------------------------------------


def test_head_to_head(db_path: Path) -> None:
    ids = _club_with_results(db_path)
    with Club.open(db_path) as club:
        h = club.head_to_head(ids["Ann"], ids["Ben"])
        # 1: Ann beat Ben; 4: Ben's side beat Ann's side
        assert (h.player_a, h.player_b, h.wins_a, h.wins_b, h.draws, h.played) == ("Ann", "Ben", 1, 1, 0, 2)
        assert len(h.matches) == 2
        assert [club.match(m).played_at for m in h.matches] == ["2024-01-10", "2024-02-01T20:00:00"]
        # Ann and Dan were team-mates once (not counted), opponents in a three-sided match and a duel
        h = club.head_to_head(ids["Ann"], ids["Dan"])
        assert (h.wins_a, h.wins_b, h.draws) == (1, 1, 0)
        # a draw; their match as team-mates does not count
        h = club.head_to_head(ids["Ben"], ids["Cat"])
        assert (h.wins_a, h.wins_b, h.draws) == (0, 0, 1)
        # a record read the other way round is mirrored
        back = club.head_to_head(ids["Dan"], ids["Ann"])
        assert (back.wins_a, back.wins_b, back.draws, back.matches) == (1, 1, 0, club.head_to_head(ids["Ann"], ids["Dan"]).matches)
        # never met
        h = club.head_to_head(ids["Ben"], ids["Gus"])
        assert (h.played, h.matches) == (0, ())
        with pytest.raises(NotFoundError):
            club.head_to_head(ids["Ann"], 999)
        # everyone Ann met, most games first
        opp = club.opponents(ids["Ann"])
        assert {o.player_b: o.played for o in opp} == {"Ben": 2, "Cat": 2, "Dan": 2, "Eve": 1}
        assert opp[-1].player_b == "Eve"


def test_head_to_head_per_leaderboard(club: Club) -> None:
    blitz = club.new_leaderboard("Blitz", "elo")
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    club.record_match([SideInput([a], 2), SideInput([b], 1)], leaderboard_id=blitz.id, played_at="2024-01-02")
    club.record_match([SideInput([a], 1), SideInput([b], 1)], leaderboard_id=blitz.id, played_at="2024-01-03")
    assert club.head_to_head(a, b).played == 3
    h = club.head_to_head(a, b, club.leaderboard().id)
    assert (h.wins_a, h.wins_b, h.draws) == (1, 0, 0)
    h = club.head_to_head(a, b, blitz.id)
    assert (h.wins_a, h.wins_b, h.draws) == (0, 1, 1)


# ---- an event's results ------------------------------------------------------------------------


def test_event_results(db_path: Path) -> None:
    ids = _club_with_results(db_path)
    with Club.open(db_path) as club:
        cup = club.find_event("Cup")
        assert cup is not None
        results = club.event_results(cup.id)
        assert [m.played_at for m in results] == ["2024-03-01T10:00:00", "2024-03-01T11:00:00"]
        first = results[0]
        assert [(s.side, s.rank) for s in first.sides] == [(1, 1), (2, 2), (3, 3)]
        assert [[p.name for p in s.players] for s in first.sides] == [["Dan"], ["Eve"], ["Ann"]]
        for s in first.sides:
            for p in s.players:
                assert None not in (p.mu_before, p.sigma_before, p.mu_after, p.sigma_after)
        # the winner gained, the last lost
        dan = first.sides[0].players[0]
        ann = first.sides[2].players[0]
        assert dan.mu_after is not None and dan.mu_before is not None and dan.mu_after > dan.mu_before
        assert ann.mu_after is not None and ann.mu_before is not None and ann.mu_after < ann.mu_before
        assert all(m.event_id == cup.id for m in results)
        night = club.find_event("night 1")
        assert night is not None
        assert len(club.event_results(night.id)) == 2
        empty = club.add_event("Nobody came", "2024-04-01")
        assert club.event_results(empty.id) == []
        with pytest.raises(NotFoundError):
            club.event_results(999)
        assert ids  # players exist


def test_matches_listing(db_path: Path) -> None:
    ids = _club_with_results(db_path)
    with Club.open(db_path) as club:
        assert club.match_count() == 7
        latest = club.matches(limit=2)
        assert [m.played_at for m in latest] == ["2024-03-02", "2024-03-01T11:00:00"]
        assert len(club.matches(player_id=ids["Ben"])) == 3
