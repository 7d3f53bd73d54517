"""Club night: the pure draw (balance, repeats, sitting out) and the night kept in a club file (check-in, queue, results)."""

from __future__ import annotations

import itertools
import random
import sqlite3
import statistics
from collections import Counter
from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError, NotFoundError, SideInput
from tournament_app.league import night
from tournament_app.league.night import DrawnRound
from tournament_app.ratings import MODELS, Rating


def _field(n: int, seed: int) -> tuple[list[str], dict[str, Rating]]:
    rng = random.Random(seed)
    model = MODELS["bbt"]()
    names = [f"P{i:02d}" for i in range(n)]
    return names, {name: model.new_rating(mu=25 + rng.gauss(0, 6), sigma=2 + rng.random() * 4) for name in names}


def _players_of(rnd: DrawnRound) -> list[str]:
    return [p for m in rnd.matches for side in m.sides for p in side]


# ---- the pure draw ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_rotating_16_players_5_rounds_no_partner_twice_nobody_twice_in_a_round(seed: int) -> None:
    names, ratings = _field(16, seed)
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "rotating", 5, seed=seed)
    assert len(rounds) == 5
    partners: Counter[frozenset[str]] = Counter()
    for rnd in rounds:
        players = _players_of(rnd)
        assert sorted(players) == sorted(names)  # everybody plays, once
        assert rnd.sitting_out == ()
        for m in rnd.matches:
            assert [len(s) for s in m.sides] == [2, 2]
            assert m.win_probability[0] == pytest.approx(1 - m.win_probability[1])
            for side in m.sides:
                partners[frozenset(side)] += 1
    assert max(partners.values()) == 1


@pytest.mark.parametrize("n", [17, 18, 19])
def test_sitting_out_is_shared_nobody_sits_twice_before_everyone_sat_once(n: int) -> None:
    names, ratings = _field(n, n)
    per_round = n % 4
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "rotating", 2 * n // per_round + 1, seed=n)
    sat: Counter[str] = Counter()
    for rnd in rounds:
        assert len(rnd.sitting_out) == per_round
        assert sorted(_players_of(rnd) + list(rnd.sitting_out)) == sorted(names)
        for name in rnd.sitting_out:
            sat[name] += 1
        # nobody has sat out twice while someone has not sat out at all (and so on)
        counts = [sat[name] for name in names]
        assert max(counts) - min(counts) <= 1


def test_swiss_and_dyp_share_sitting_out_too() -> None:
    names, ratings = _field(9, 4)
    for mode in ("swiss", "dyp", "round-robin"):
        rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), mode, 9, seed=4)
        sat = Counter(name for rnd in rounds for name in rnd.sitting_out)
        assert sorted(sat.values()) == [1] * 9, mode


@pytest.mark.parametrize("mode", ["rotating", "dyp"])
def test_draws_are_at_least_twice_as_even_as_random_draws(mode: str) -> None:
    model = MODELS["bbt"]()
    drawn, random_draws = [], []
    for seed in range(5):
        names, ratings = _field(16, 100 + seed)
        for rnd in night.draw_rounds(names, ratings, model, mode, 4, seed=seed):
            drawn += [abs(m.win_probability[0] - 0.5) for m in rnd.matches]
        rng = random.Random(seed)
        for _ in range(40):
            order = names[:]
            rng.shuffle(order)
            for i in range(0, 16, 4):
                p = model.predict_win([[ratings[order[i]], ratings[order[i + 1]]], [ratings[order[i + 2]], ratings[order[i + 3]]]])[0]
                random_draws.append(abs(p - 0.5))
    assert statistics.mean(drawn) <= 0.5 * statistics.mean(random_draws)


def test_dyp_keeps_its_pairs_for_the_night() -> None:
    names, ratings = _field(16, 7)
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "dyp", 4, seed=7)
    pairs = [{frozenset(side) for m in rnd.matches for side in m.sides} for rnd in rounds]
    assert all(p == pairs[0] for p in pairs)
    assert len(pairs[0]) == 8


def test_dyp_with_an_odd_count_the_partner_of_who_sits_plays_with_a_stand_in_and_pairs_come_back() -> None:
    names, ratings = _field(9, 7)
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "dyp", 3, seed=7)
    first = {frozenset(side) for m in rounds[0].matches for side in m.sides}
    for rnd in rounds[1:]:
        sides = {frozenset(side) for m in rnd.matches for side in m.sides}
        sitter = rnd.sitting_out[0]
        kept = {p for p in first if sitter not in p and rounds[0].sitting_out[0] not in p}
        assert kept <= sides  # every pair without this or the first sitter plays as drawn


def test_round_robin_every_pair_meets_once_with_stable_attendance() -> None:
    names, ratings = _field(8, 8)
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "round-robin", 7, seed=8)
    met = Counter(frozenset(p for side in m.sides for p in side) for rnd in rounds for m in rnd.matches)
    assert len(met) == 28 and set(met.values()) == {1}


def test_swiss_avoids_rematches() -> None:
    names, ratings = _field(8, 9)
    rounds = night.draw_rounds(names, ratings, MODELS["bbt"](), "swiss", 4, seed=9)
    met = Counter(frozenset(p for side in m.sides for p in side) for rnd in rounds for m in rnd.matches)
    assert set(met.values()) == {1}


def test_same_seed_same_draw_and_tables_queue_beyond_the_count() -> None:
    names, ratings = _field(12, 3)
    a = night.draw_rounds(names, ratings, MODELS["bbt"](), "rotating", 2, seed=5, tables=2)
    b = night.draw_rounds(names, ratings, MODELS["bbt"](), "rotating", 2, seed=5, tables=2)
    assert a == b
    assert [m.table for m in a[0].matches] == ["1", "2", None]


def test_too_few_players_and_bad_mode_are_refused() -> None:
    names, ratings = _field(3, 1)
    with pytest.raises(LeagueError, match="at least 4 players"):
        night.draw_rounds(names, ratings, MODELS["bbt"](), "rotating", 1)
    with pytest.raises(LeagueError, match="Unknown draw mode"):
        night.draw_rounds(names, ratings, MODELS["bbt"](), "monster", 1)


# ---- the night in a club file ---------------------------------------------------------------------


@pytest.fixture
def evening(club: Club) -> tuple[Club, int, dict[str, int]]:
    """Ten players with a little history and an event for tonight with everyone but Jo present."""
    names = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]
    ids = {n: club.add_player(n).id for n in names}
    with club.transaction():
        for a, b in itertools.combinations(names[:6], 2):
            club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    event = club.add_event("Tuesday", "2024-02-06")
    for n in names[:8]:
        night.check_in(club, event.id, ids[n])
    return club, event.id, ids


def test_check_in_away_gone_and_new_player_on_the_spot(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    assert night.present_count(club, event_id) == 8
    night.mark_away(club, event_id, ids["Ann"])
    night.mark_gone(club, event_id, ids["Ben"])
    assert night.present_count(club, event_id) == 6
    pid = night.add_player_here(club, event_id, "Newbie").id
    assert night.present_count(club, event_id) == 7
    status = {a.name: (a.status, a.arrived_round) for a in night.attendance(club, event_id)}
    assert status["Ann"] == ("away", 1) and status["Ben"] == ("gone", 1) and status["Newbie"] == ("present", 1)
    night.check_in(club, event_id, ids["Ann"])
    assert night.present_count(club, event_id) == 8
    with pytest.raises(LeagueError, match="already a player"):
        night.add_player_here(club, event_id, "newbie")
    assert night.present_count(club, event_id) == 8  # the failed add changed nothing


def test_late_arrival_joins_the_next_round(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.check_in(club, event_id, ids["Jo"])
    jo = next(a for a in night.attendance(club, event_id) if a.name == "Jo")
    assert jo.arrived_round == 2


def test_draw_swap_start_queue_and_result_flow(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    rnd = night.get_round(club, night.draw_next_round(club, event_id, "rotating", seed=2).id)
    assert len(rnd.matches) == 2 and not rnd.started
    with pytest.raises(LeagueError, match="has not been started"):
        night.draw_next_round(club, event_id, "rotating")
    first, second = rnd.matches
    a, b = first.player_ids[0][0], second.player_ids[0][0]
    night.swap_players(club, event_id, 1, a, b)
    swapped = night.find_round(club, event_id, 1)
    assert b in swapped.matches[0].player_ids[0] and a in swapped.matches[1].player_ids[0]
    expected = club.win_chances([SideInput(list(s), 1) for s in swapped.matches[0].player_ids])
    assert list(swapped.matches[0].win_probability) == pytest.approx(expected)
    # one table only: the second match waits in the queue
    table = night.add_table(club, event_id, "Centre").id
    night.start_round(club, event_id, 1)
    on_tables = night.tables(club, event_id)
    assert [t.name for t in on_tables] == ["Centre"]
    called = on_tables[0].match
    assert called is not None and called.status == "called" and called.called_at
    assert [m.id for m in night.queue(club, event_id)] == [swapped.matches[1].id]
    with pytest.raises(LeagueError, match="has started"):
        night.swap_players(club, event_id, 1, a, b)
    night.start_match(club, called.id)
    assert night.tables(club, event_id)[0].match.started_at  # type: ignore[union-attr]
    changes = night.save_result(club, called.id, [1, 2])
    match_id = changes.id
    assert club.match(match_id).event_id == event_id and changes.matches == {match_id}
    after = night.tables(club, event_id)[0]
    assert after.id == table and after.match is not None and after.match.id == swapped.matches[1].id
    assert night.queue(club, event_id) == []
    finished = next(m for m in night.night_rounds(club, event_id)[0].matches if m.id == called.id)
    assert finished.status == "finished" and finished.finished_at and finished.match_id == match_id
    standings = night.night_standings(club, event_id)
    winners = {n for n in called.sides[0]}
    assert {line.name for line in standings if line.points == 1} == winners
    assert all(line.rating_change > 0 for line in standings if line.name in winners)


def test_queue_never_calls_a_busy_or_absent_player(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    for n in ("Ida", "Jo"):
        night.check_in(club, event_id, ids[n])
    rng = random.Random(0)
    night.add_table(club, event_id, "T1")
    night.add_table(club, event_id, "T2")
    for number in range(1, 5):
        night.draw_next_round(club, event_id, "swiss" if number % 2 else "rotating", seed=number)
        night.start_round(club, event_id, number)
    # results come in in random order; after each, no player is on two tables
    while True:
        on_tables = [t.match for t in night.tables(club, event_id) if t.match is not None]
        players = [p for m in on_tables for side in m.player_ids for p in side]
        assert len(players) == len(set(players))
        if not on_tables:
            break
        done = rng.choice(on_tables)
        night.save_result(club, done.id, [1, 2])
        if rng.random() < 0.2:
            night.mark_away(club, event_id, ids["Ann"])
            assert all(ids["Ann"] not in {p for s in m.player_ids for p in s} or m.status != "called" or m.id == t
                       for t in [done.id] for m in night.queue(club, event_id))
            night.check_in(club, event_id, ids["Ann"])
            night.fill_tables(club, event_id)
    assert night.queue(club, event_id) == []


def test_away_player_is_not_called_until_back(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    rnd = night.get_round(club, night.draw_next_round(club, event_id, "rotating", seed=3).id)
    night.add_table(club, event_id, "T1")
    night.add_table(club, event_id, "T2")
    player = rnd.matches[1].player_ids[0][0]
    night.mark_away(club, event_id, player)
    night.start_round(club, event_id, 1)
    assert [m.id for m in night.queue(club, event_id)] == [rnd.matches[1].id]
    night.check_in(club, event_id, player)
    night.fill_tables(club, event_id)
    assert night.queue(club, event_id) == []


def test_tables_rename_deactivate_reorder(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    a = night.add_table(club, event_id, "A").id
    b = night.add_table(club, event_id, "B").id
    c = night.add_table(club, event_id, "C").id
    night.move_table(club, c, 1)
    assert [t.name for t in night.tables(club, event_id)] == ["C", "A", "B"]
    night.rename_table(club, a, "Window")
    night.set_table_active(club, b, False)
    with pytest.raises(LeagueError, match="already a table"):
        night.rename_table(club, c, "window")
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.start_round(club, event_id, 1)
    used = {t.name for t in night.tables(club, event_id) if t.match is not None}
    assert used == {"C", "Window"}


def test_event_rounds_lists_saved_rounds_with_table_names(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    night.add_table(club, event_id, "Left")
    night.draw_next_round(club, event_id, "swiss", seed=1)
    night.start_round(club, event_id, 1)
    rounds = night.event_rounds(club, event_id)
    assert [r.round for r in rounds] == [1]
    assert [m.table for m in rounds[0].matches] == ["Left", None, None, None]
    assert all(len(m.sides) == 2 and len(m.win_probability) == 2 for m in rounds[0].matches)


def test_failed_result_leaves_the_table_as_it_was(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.start_round(club, event_id, 1)
    on_table = night.tables(club, event_id)[0].match
    assert on_table is not None
    with pytest.raises(LeagueError, match="place"):
        night.save_result(club, on_table.id, [1, 0])
    assert night.tables(club, event_id)[0].match == on_table
    assert club.event_results(event_id) == []


def test_migration_creates_the_club_night_tables(db_path: Path) -> None:
    Club.open(db_path).close()
    names = {r[0] for r in sqlite3.connect(db_path).execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"attendance", "night_tables", "drawn_rounds", "drawn_matches"} <= names


def test_unknown_names_are_reported_together(club: Club) -> None:
    club.add_player("Ann")
    with pytest.raises(NotFoundError, match="'Zed', 'Yan'"):
        night.draw_for_names(club, ["Ann", "Zed", "Yan"], "rotating", 1)


def test_deleting_an_event_or_a_player_takes_their_club_night_along(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    night.add_table(club, event_id, "T1")
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.check_in(club, event_id, ids["Jo"])
    club.delete_player(ids["Jo"])  # Jo never played
    assert "Jo" not in {a.name for a in night.attendance(club, event_id)}
    newcomer = club.add_player("Kai")
    assert newcomer.id not in {a.player_id for a in night.attendance(club, event_id)}
    club.delete_event(event_id)
    again = club.add_event("Wednesday", "2024-02-07")
    assert night.attendance(club, again.id) == [] and night.night_rounds(club, again.id) == []
    assert night.tables(club, again.id) == []


def test_merging_players_keeps_the_check_in(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    night.check_in(club, event_id, ids["Jo"])
    club.merge_players(ids["Ida"], ids["Jo"])
    assert {a.name for a in night.attendance(club, event_id) if a.status == "present"} >= {"Ida"}
    assert "Jo" not in {a.name for a in night.attendance(club, event_id)}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_queue_never_calls_a_busy_player_over_many_orders(evening: tuple[Club, int, dict[str, int]], seed: int) -> None:
    club, event_id, ids = evening
    rng = random.Random(seed)
    for n in ("Ida", "Jo"):
        night.check_in(club, event_id, ids[n])
    for n in range(1 + seed % 3):
        night.add_table(club, event_id, f"T{n}")
    for number in range(1, 4):
        night.draw_next_round(club, event_id, rng.choice(night.MODES), seed=seed * 10 + number)
        night.start_round(club, event_id, number)
    saved = 0
    while True:
        on_tables = [t.match for t in night.tables(club, event_id) if t.match is not None]
        players = [p for m in on_tables for side in m.player_ids for p in side]
        assert len(players) == len(set(players))
        if not on_tables:
            break
        night.save_result(club, rng.choice(on_tables).id, rng.choice([[1, 2], [2, 1], [1, 1]]))
        saved += 1
    assert saved == sum(len(r.matches) for r in night.night_rounds(club, event_id))


def test_a_late_arrival_is_not_the_first_to_sit_out() -> None:
    names, ratings = _field(10, 5)
    model = MODELS["bbt"]()
    early, late = names[:9], names[9]
    rng = random.Random(5)
    history: list[night.PastRound] = []
    for _ in range(9):  # nine rounds of nine: everyone sat out once
        draw = night.draw_round(early, ratings, model, "rotating", history=history, rng=rng)
        history.append(night.PastRound("rotating", draw.matches, draw.sitting_out))
    assert Counter(k for past in history for k in past.sitting_out) == Counter(early)
    # the late arrival missed nine rounds: two of the others sit, not them
    draw = night.draw_round(names, ratings, model, "rotating", history=history, rng=rng)
    assert len(draw.sitting_out) == 2 and late not in draw.sitting_out


# ---- DYP nights in the club file: pairs and the mode are kept ---------------------------------------


def _sides(rnd: night.NightRound) -> list[frozenset[int]]:
    return [frozenset(side) for m in rnd.matches for side in m.player_ids]


def test_dyp_pairs_are_kept_in_the_file_through_a_late_arrival_and_someone_away(
        evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, ids = evening
    for n in ("Ida", "Jo"):
        night.check_in(club, event_id, ids[n])
    first = night.get_round(club, night.draw_next_round(club, event_id, "dyp", seed=1).id)
    assert first.pairs is not None and len(first.pairs) == 5
    night.start_round(club, event_id, 1)
    newcomer = night.add_player_here(club, event_id, "Kai").id  # the 11th player, before round 2
    night.mark_away(club, event_id, ids["Ann"])
    pairs = {frozenset(p) for p in first.pairs}
    for number in range(2, 6):
        if number == 4:
            night.check_in(club, event_id, ids["Ann"])  # back from being away
        rnd = night.get_round(club, night.draw_next_round(club, event_id, "dyp", seed=number).id)
        assert rnd.pairs is not None and pairs <= {frozenset(p) for p in rnd.pairs}
        sides = _sides(rnd)
        playing = {p for side in sides for p in side}
        assert all(pair in sides for pair in pairs if pair <= playing), f"round {number} split a pair"
        night.start_round(club, event_id, number)
    assert newcomer in {p for r in night.night_rounds(club, event_id)[1:] for side in _sides(r) for p in side}


def test_the_draw_mode_is_kept_with_the_event(evening: tuple[Club, int, dict[str, int]], db_path: Path) -> None:
    club, event_id, _ids = evening
    assert night.draw_mode(club, event_id) is None and night.night_state(club, event_id).draw_mode is None
    night.set_draw_mode(club, event_id, "dyp")
    assert night.night_state(club, event_id).draw_mode == "dyp"
    night.draw_next_round(club, event_id, "swiss", seed=1)  # drawing in a mode keeps that mode
    assert night.draw_mode(club, event_id) == "swiss"
    with pytest.raises(LeagueError, match="^Unknown draw mode 'monster'"):
        night.set_draw_mode(club, event_id, "monster")
    assert night.draw_mode(club, event_id) == "swiss"
    with Club.open(db_path) as again:
        assert night.draw_mode(again, event_id) == "swiss"


def test_swapping_two_playing_dyp_players_moves_them_in_their_pairs(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    rnd = night.get_round(club, night.draw_next_round(club, event_id, "dyp", seed=4).id)
    (a, b), (c, d) = rnd.matches[0].player_ids
    night.swap_players(club, event_id, 1, a, c)
    swapped = night.find_round(club, event_id, 1)
    assert {frozenset(p) for p in swapped.pairs or ()} >= {frozenset((c, b)), frozenset((a, d))}
    night.start_round(club, event_id, 1)
    again = night.get_round(club, night.draw_next_round(club, event_id, "dyp", seed=5).id)
    assert {frozenset((c, b)), frozenset((a, d))} <= set(_sides(again))


def test_a_finished_round_says_so_and_its_results_are_in_the_state(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    night.draw_next_round(club, event_id, "rotating", seed=1)
    night.start_round(club, event_id, 1)
    for table in night.tables(club, event_id):
        assert table.match is not None and not night.night_rounds(club, event_id)[0].finished
        night.save_result(club, table.match.id, [1, 1], [10.0, 10.0])
    state = night.night_state(club, event_id)
    assert state.rounds[0].finished
    results = [state.result_of(m) for m in state.rounds[0].matches]
    assert all(r is not None and [s.rank for s in r.sides] == [1, 1] for r in results)


def test_error_messages_are_sentences(evening: tuple[Club, int, dict[str, int]]) -> None:
    club, event_id, _ids = evening
    night.draw_next_round(club, event_id, "rotating", seed=1)
    with pytest.raises(LeagueError, match=r"^Round 1 has not been started yet; start it or discard it first\.$"):
        night.draw_next_round(club, event_id, "rotating")
    names, ratings = _field(3, 1)
    with pytest.raises(LeagueError, match=r"^A DYP round needs at least 4 players present \(there are 3\)\.$"):
        night.draw_rounds(names, ratings, MODELS["bbt"](), "dyp", 1)
