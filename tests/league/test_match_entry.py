"""What the match form asks the league: chances as of before a match (issue 14, item 12), later matches (item 3)."""

from __future__ import annotations

import pytest
from stored_history import of_match, of_player

from tournament_app.league import Club, SideInput
from tournament_app.league.match_entry import later_matches, ratings_before
from tournament_app.ratings import Rating


@pytest.fixture
def history(club: Club) -> dict[str, int]:
    """Ann, Bob, Cid, Dee (Dee starts at 30) and three matches on three days; match ids by name."""
    ids = {n: club.add_player(n).id for n in ("Ann", "Bob", "Cid", "Dee")}
    club.set_initial_rating(club.leaderboard().id, ids["Dee"], 30.0)
    first = club.record_match([SideInput([ids["Ann"]], 1), SideInput([ids["Bob"]], 2)], played_at="2024-05-01T19:00:00").id
    second = club.record_match([SideInput([ids["Ann"]], 1), SideInput([ids["Cid"]], 2)], played_at="2024-05-02T19:00:00").id
    third = club.record_match([SideInput([ids["Ann"]], 1), SideInput([ids["Cid"]], 2)], played_at="2024-05-03T19:00:00").id
    return {**ids, "first": first, "second": second, "third": third}


def before(club: Club, match_id: int) -> dict[int, Rating]:
    return {pid: Rating(row[0], row[1]) for pid, row in of_match(club, match_id).items()}


def test_chances_before_a_match_come_from_the_history_before_values(club: Club, history: dict[str, int]) -> None:
    ann, cid, second = history["Ann"], history["Cid"], history["second"]
    model = club.rating_model(club.leaderboard().id)
    stored = before(club, second)
    expected = model.predict_win([[stored[ann]], [stored[cid]]])
    sides = [SideInput([ann], 1), SideInput([cid], 2)]
    assert club.win_chances(sides, before_match=second) == pytest.approx(expected, abs=1e-12)
    now = club.win_chances(sides)
    assert now[0] > expected[0] + 0.01  # Ann beat Cid again since: today's chances differ


def test_a_player_added_to_a_side_counts_as_rated_before_the_match(club: Club, history: dict[str, int]) -> None:
    ann, bob, cid, dee, second = (history[k] for k in ("Ann", "Bob", "Cid", "Dee", "second"))
    model = club.rating_model(club.leaderboard().id)
    bob_after_first = of_match(club, history["first"])[bob][2:4]
    got = ratings_before(club, second, [ann, bob, cid, dee])
    assert got[bob] == Rating(*bob_after_first)
    assert got[dee] == Rating(30.0, model.new_rating().sigma)  # never played: the initial rating set for Dee
    stored = before(club, second)
    sides = [SideInput([ann, "Zed"], 1), SideInput([cid, bob], 2)]
    expected = model.predict_win([[stored[ann], model.new_rating()], [stored[cid], Rating(*bob_after_first)]])
    assert club.win_chances(sides, before_match=second) == pytest.approx(expected, abs=1e-12)
    assert club.player_count() == 4  # asking does not add Zed


def test_later_matches_counts_what_a_time_re_rates(club: Club, history: dict[str, int]) -> None:
    assert later_matches(club, None, "2024-05-04T10:00:00") == 0
    assert later_matches(club, None, "2024-05-02T19:00:00") == 1  # same time: the new match goes after it
    assert later_matches(club, None, "2024-05-01T20:00") == 2
    assert later_matches(club, None, "2024-05-01T20:00", excluding=history["third"]) == 1


def test_glicko_expectation_before_a_match_uses_the_history_and_decays_the_others(club: Club) -> None:
    from tournament_app.league.expectation import glicko_expectation

    lb = club.new_leaderboard("Fighters", "glicko", {"c": 50, "period_days": 10}).id
    club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2)], leaderboard_id=lb, played_at="2024-01-01", create_players=True)
    second = club.record_match([SideInput(["Ann"], 1), SideInput(["Cat"], 2)], leaderboard_id=lb, played_at="2024-01-21",
                               create_players=True).id
    club.record_match([SideInput(["Cat"], 1), SideInput(["Ann"], 2)], leaderboard_id=lb, played_at="2024-02-01", create_players=True)
    ann, bob = club.find_player("Ann"), club.find_player("Bob")
    assert ann is not None and bob is not None
    stored = before(club, second)
    bob_after = of_player(club, bob.id)[0][5:7]
    model = club.rating_model(lb)
    result = glicko_expectation(club, [SideInput([ann.id], 1), SideInput([bob.id], 2)], lb, "2024-01-21", before_match=second)
    assert result is not None
    assert (result.side_a.mu, result.side_a.sigma) == pytest.approx((stored[ann.id].mu, stored[ann.id].sigma))
    bob_then = model.decay(Rating(*bob_after), 20.0)  # idle from Jan 1st to the 21st
    assert (result.side_b.mu, result.side_b.sigma) == pytest.approx((bob_then.mu, bob_then.sigma))
    assert result.side_b.sigma > bob_after[1]


def test_player_history_says_how_many_sides_shared_a_placement(club: Club) -> None:
    club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2), SideInput(["Cid"], 2), SideInput(["Dee"], 4)],
                      played_at="2024-05-01T19:00:00", create_players=True)
    bob = club.find_player("Bob")
    assert bob is not None
    (entry,) = club.player_history(bob.id)
    assert (entry.result, entry.rank, entry.sides, entry.shared, entry.best) == ("loss", 2, 4, 2, 1)
