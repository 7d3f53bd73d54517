"""The patched leaderboard equals one read from scratch after every kind of change."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput, Standing, display_value
from tournament_app.ratings import Rating
from tournament_app.ratings.presentation import conservative_estimate


def oracle(club: Club, lb_id: int, min_games: int = 0) -> list[Standing]:
    """The leaderboard straight from SQL, ordered and ranked by SQLite (independent of the cache)."""
    lb = club.leaderboard(lb_id)
    model = club.rating_model(lb_id)
    k = model.interval_k
    rows = club.db.execute(
        """SELECT p.id, p.name, r.mu, r.sigma, r.games, r.wins, r.last_played
           FROM ratings r JOIN players p ON p.id = r.player_id
           WHERE r.leaderboard_id = ? AND p.archived = 0 AND r.games >= ?
           ORDER BY r.mu - ? * r.sigma DESC, r.mu DESC, p.name_key""",
        [lb_id, min_games, k],
    ).fetchall()
    return [
        Standing(rank, pid, name, mu, sigma, conservative_estimate(Rating(mu, sigma), k),
                 display_value(lb, model, Rating(mu, sigma)), games, wins, last)
        for rank, (pid, name, mu, sigma, games, wins, last) in enumerate(rows, start=1)
    ]


def check(club: Club, lb_id: int) -> None:
    assert club.standings(lb_id) == oracle(club, lb_id)
    assert club.standings(lb_id, min_games=3) == oracle(club, lb_id, min_games=3)


@pytest.mark.parametrize("seed", range(4))
def test_patched_leaderboard_matches_a_fresh_read_after_random_changes(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        lb = club.leaderboard().id
        ids = [club.add_player(f"Player {i:02d}").id for i in range(30)]
        matches: list[int] = []
        day = 0
        check(club, lb)
        for step in range(120):
            action = rng.random()
            if action < 0.55 or not matches:
                day += 1
                a, b, c = rng.sample(ids, 3)
                sides = [SideInput([a], 1), SideInput([b], rng.choice([1, 2]))]
                if rng.random() < 0.3:
                    sides.append(SideInput([c], 3))
                # now and then a match in the past, which replays everything after it
                when = day if rng.random() < 0.85 else rng.randint(1, day)
                matches.append(club.record_match(sides, played_at=f"2024-01-01T{when // 60:02d}:{when % 60:02d}").id)
            elif action < 0.65:
                club.delete_match(matches.pop(rng.randrange(len(matches))))
            elif action < 0.72:
                pid = rng.choice(ids)
                club.rename_player(pid, f"Renamed {step} {rng.choice('ZAMB')}")
            elif action < 0.78:
                club.archive_player(rng.choice(ids), archived=rng.random() < 0.5)
            elif action < 0.82:
                ids.append(club.add_player(f"Late {step}").id)
            elif action < 0.86:
                with pytest.raises(RuntimeError), club.transaction():
                    # a change that is rolled back leaves the leaderboard as it was
                    a, b = rng.sample(ids, 2)
                    club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2030-01-01")
                    check(club, lb)
                    raise RuntimeError("undo")
            elif action < 0.9:
                scale = rng.choice(["auto", "logistic", "conservative", "mu"])
                club.update_leaderboard(lb, display_scale=scale)
            else:
                # another copy of the app writes to the same file
                other = sqlite3.connect(path)
                other.execute("UPDATE ratings SET mu = mu + 1 WHERE player_id = ?", [rng.choice(ids)])
                other.commit()
                other.close()
            check(club, lb)


def test_table_rows_are_made_on_demand_and_can_be_sorted_and_searched(club: Club) -> None:
    ids = [club.add_player(n).id for n in ("Ann", "Bob", "Cy", "Anna")]
    club.record_match([SideInput([ids[0]], 1), SideInput([ids[1]], 2)], played_at="2024-01-01")
    club.record_match([SideInput([ids[2]], 1), SideInput([ids[3]], 2)], played_at="2024-01-02")
    table = club.standings_table()
    assert list(table) == club.standings()
    assert table[-1] == club.standings()[-1]
    assert [table[int(i)].player for i in table.matching(" an ")] == [s.player for s in club.standings(search="an")]
    by_name = [table[int(i)].player for i in table.ordered("player")]
    assert by_name == sorted(by_name, key=str.casefold)
    most_games_first = [table[int(i)].games for i in table.ordered("games", descending=True)]
    assert most_games_first == sorted(most_games_first, reverse=True)
    with pytest.raises(IndexError):
        table[len(table)]
