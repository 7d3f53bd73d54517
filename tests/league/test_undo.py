"""Undo and redo in the core (league/undo.py): every kind of step, against the file's content before and after."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from stored_history import all_rows
from stored_rows import Rows, logged_rows

from tournament_app.league import Club, LeagueError, SideInput, import_players, import_results
from tournament_app.league import night
from tournament_app.league.event_logs import import_event_log
from tournament_app.league.undo import MAX_STEPS, UndoError
from tournament_app.store.undo_log import triggers_up_to_date

IDS: dict[str, int] = {}

CTF = """# one CTF map
date 2024-03-05T19:00
team Red: Ann, Ben
team Blue: Cid, Newt

Ann fragged Cid
Cid suicide
Ben teamkilled Ann
Newt fragged Ann
"""




def derived(club: Club) -> tuple[list[Any], list[Any]]:
    ratings = club.db.execute("SELECT * FROM ratings ORDER BY leaderboard_id, player_id").fetchall()
    history = all_rows(club)
    return ratings, history


def assert_fresh(club: Club, tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    """The club's derived data equals a recompute from scratch of a copy of it."""
    copy = Club.open(club.snapshot(tmp_path / "fresh"))
    try:
        copy.recompute()
        for lb in club.leaderboards():
            assert_same_ratings(club, copy, lb.id, lb.id)
        assert derived(club) == derived(copy)
    finally:
        copy.close()


@pytest.fixture
def history_club(club: Club) -> Club:
    """Four players, a roster, an event with three matches, one match before it, an initial rating; Eve and Fay never met."""
    IDS.clear()
    for name in ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus"):
        IDS[name] = club.add_player(name).id
    IDS["team"] = club.add_team("Reds", [IDS["Ann"], IDS["Ben"]]).id
    IDS["event"] = club.add_event("Night 1", "2024-01-10").id
    IDS["empty_event"] = club.add_event("Night 2", "2024-02-10").id
    IDS["lone"] = club.add_team("Lone", [IDS["Gus"]]).id

    def rec(a: list[str], b: list[str], at: str, event: int | None = None, ranks: tuple[int, int] = (1, 2)) -> int:
        mid = club.record_match([SideInput([IDS[n] for n in a], ranks[0]), SideInput([IDS[n] for n in b], ranks[1])],
                                   played_at=at, event_id=event).id
        return mid

    IDS["m0"] = rec(["Ann", "Eve"], ["Cid", "Dee"], "2024-01-05")
    IDS["m1"] = rec(["Ann", "Ben"], ["Cid", "Dee"], "2024-01-10T19:00", IDS["event"])
    IDS["m2"] = rec(["Ann", "Cid"], ["Ben", "Fay"], "2024-01-10T20:00", IDS["event"], (2, 1))
    IDS["m3"] = rec(["Ben", "Dee"], ["Eve", "Cid"], "2024-01-10T21:00", IDS["event"], (1, 1))
    club.set_initial_rating(club.leaderboard().id, IDS["Dee"], 30.0)
    return club


def _results_csv(tmp_path: Path) -> Path:
    path = tmp_path / "results.csv"
    path.write_text("match,date,side,player,rank,event\n"
                    "1,2024-01-07,1,Ann,1,Cup\n1,2024-01-07,2,Zed,2,Cup\n"
                    "2,2024-01-12,1,Ben,1,Cup\n2,2024-01-12,2,Yan,2,Cup\n", encoding="utf-8")
    return path


def _players_csv(tmp_path: Path) -> Path:
    path = tmp_path / "players.csv"
    path.write_text("name,club\nAnn,Downtown\nXia,Uptown\n", encoding="utf-8")
    return path


def _event_log(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "ctf.log"
    path.write_text(CTF, encoding="utf-8")
    with club.step("Frags: a new leaderboard and its first log"):  # two calls, one step
        import_event_log(club, path, club.new_leaderboard("Frags", "elo").id)


def _lb(club: Club) -> int:
    return club.leaderboard().id


# Each case: (name, setup run before the step (not undone), the step itself)
Step = Callable[[Club, Path], object]
CASES: list[tuple[str, Step | None, Step]] = [
    ("add player", None, lambda c, _p: c.add_player("Hal")),
    ("rename player", None, lambda c, _p: c.rename_player(IDS["Ann"], "Annie")),
    ("set club", None, lambda c, _p: c.set_player_club(IDS["Ann"], "Downtown")),
    ("archive player", None, lambda c, _p: c.archive_player(IDS["Cid"])),
    ("delete player", lambda c, _p: c.add_player("Oops"), lambda c, _p: c.delete_player(c.find_player("Oops").id)),  # type: ignore[union-attr]
    ("merge players", None, lambda c, _p: c.merge_players(IDS["Eve"], IDS["Fay"])),
    ("add team", None, lambda c, _p: c.add_team("Blues", [IDS["Cid"], IDS["Dee"]])),
    ("set team", None, lambda c, _p: c.set_team(IDS["team"], name="Crimson", member_ids=[IDS["Ann"], IDS["Dee"]])),
    ("archive team", None, lambda c, _p: c.archive_team(IDS["team"])),
    ("delete team", None, lambda c, _p: c.delete_team(IDS["lone"])),
    ("new leaderboard", None, lambda c, _p: c.new_leaderboard("Blitz", "elo", {"k": 24})),
    ("rename leaderboard", None, lambda c, _p: c.update_leaderboard(_lb(c), name="Main")),
    ("leaderboard system", None, lambda c, _p: c.update_leaderboard(_lb(c), system="glicko")),
    ("add event", None, lambda c, _p: c.add_event("Cup", "2024-03-01")),
    ("update event", None, lambda c, _p: c.update_event(IDS["event"], name="First night", notes="cold")),
    ("delete event", None, lambda c, _p: c.delete_event(IDS["empty_event"])),
    ("record match last", None, lambda c, _p: c.record_match(
        [SideInput([IDS["Ann"]], 1), SideInput([IDS["Gus"]], 2)], played_at="2024-02-01")),
    ("record match in the middle", None, lambda c, _p: c.record_match(
        [SideInput([IDS["Ann"]], 2), SideInput(["Newcomer"], 1)], played_at="2024-01-08", create_players=True)),
    ("edit match in the middle", None, lambda c, _p: c.edit_match(
        IDS["m1"], sides=[SideInput([IDS["Ann"], IDS["Gus"]], 2), SideInput([IDS["Cid"], IDS["Dee"]], 1)],
        played_at="2024-01-11T08:00")),
    ("delete match in the middle", None, lambda c, _p: c.delete_match(IDS["m1"])),
    ("restore match", lambda c, _p: c.delete_match(IDS["m2"]),
     lambda c, _p: c.restore_match(_deleted["m2"])),
    ("set initial rating", None, lambda c, _p: c.set_initial_rating(_lb(c), IDS["Ann"], 20.0, 5.0)),
    ("clear initial rating", None, lambda c, _p: c.clear_initial_rating(_lb(c), IDS["Dee"])),
    ("import results", None, lambda c, p: import_results(c, _results_csv(p), _lb(c))),
    ("import players", None, lambda c, p: import_players(c, _players_csv(p))),
    ("import event log", None, lambda c, p: _event_log(c, p)),
]

_deleted: dict[str, Any] = {}


@pytest.mark.parametrize("setup, step", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_undo_and_redo_every_league_step(history_club: Club, db_path: Path, tmp_path: Path,
                                         assert_same_ratings: Callable[..., None], setup: Step | None, step: Step) -> None:
    club = history_club
    _deleted["m2"] = club.match(IDS["m2"])
    if setup is not None:
        setup(club, tmp_path)
    before, derived_before = logged_rows(db_path), derived(club)
    step(club, tmp_path)
    after, derived_after = logged_rows(db_path), derived(club)
    assert after != before
    club.undo()
    assert logged_rows(db_path) == before
    assert derived(club) == derived_before
    assert_fresh(club, tmp_path, assert_same_ratings)
    club.redo()
    assert logged_rows(db_path) == after
    assert derived(club) == derived_after
    assert_fresh(club, tmp_path, assert_same_ratings)


def _night(club: Club) -> int:
    event = IDS["event"]
    for name in ("Ann", "Ben", "Cid", "Dee", "Eve"):
        night.check_in(club, event, IDS[name])
    return event


def _drawn(club: Club) -> int:
    event = _night(club)
    night.draw_next_round(club, event, "rotating", seed=2)
    return event


def _started(club: Club) -> int:
    event = _drawn(club)
    night.add_table(club, event, "Centre")
    night.start_round(club, event, 1)
    return event


def _called(club: Club) -> int:
    table = night.tables(club, IDS["event"])[0]
    assert table.match is not None
    return table.match.id


def _swap(club: Club) -> object:
    rnd = night.night_rounds(club, IDS["event"])[0]
    a = rnd.matches[0].player_ids[0][0]
    b = rnd.matches[0].player_ids[1][0]
    return night.swap_players(club, IDS["event"], 1, a, b)


NIGHT: list[tuple[str, Callable[[Club], object], Callable[[Club], object]]] = [
    ("check in", lambda c: IDS["event"], lambda c: night.check_in(c, IDS["event"], IDS["Ann"])),
    ("away", _night, lambda c: night.mark_away(c, IDS["event"], IDS["Ann"])),
    ("gone", _night, lambda c: night.mark_gone(c, IDS["event"], IDS["Ben"])),
    ("take back a check-in", _night, lambda c: night.check_out(c, IDS["event"], IDS["Cid"])),
    ("add player here", _night, lambda c: night.add_player_here(c, IDS["event"], "Walk-in")),
    ("draw mode", _night, lambda c: night.set_draw_mode(c, IDS["event"], "dyp")),
    ("draw round", _night, lambda c: night.draw_next_round(c, IDS["event"], "rotating", seed=3)),
    ("discard round", _drawn, lambda c: night.discard_round(c, IDS["event"], 1)),
    ("swap", _drawn, _swap),
    ("start round", _drawn, lambda c: night.start_round(c, IDS["event"], 1)),
    ("add table", _night, lambda c: night.add_table(c, IDS["event"], "Window")),
    ("rename table", _started, lambda c: night.rename_table(c, night.tables(c, IDS["event"])[0].id, "Stage")),
    ("table aside", _started, lambda c: night.set_table_active(c, night.tables(c, IDS["event"])[0].id, False)),
    ("move table", lambda c: (_started(c), night.add_table(c, IDS["event"], "Back").id),
     lambda c: night.move_table(c, night.tables(c, IDS["event"])[1].id, 1)),
    ("start match", _started, lambda c: night.start_match(c, _called(c))),
    ("save result", _started, lambda c: night.save_result(c, _called(c), [2, 1])),
]


@pytest.mark.parametrize("setup, step", [c[1:] for c in NIGHT], ids=[c[0] for c in NIGHT])
def test_undo_and_redo_every_club_night_step(history_club: Club, db_path: Path, tmp_path: Path,
                                             assert_same_ratings: Callable[..., None],
                                             setup: Callable[[Club], object], step: Callable[[Club], object]) -> None:
    club = history_club
    setup(club)
    before, derived_before = logged_rows(db_path), derived(club)
    steps = len(club.undo_history())
    step(club)
    assert len(club.undo_history()) == steps + 1, "one call, one step"
    after = logged_rows(db_path)
    assert after != before
    club.undo()
    assert logged_rows(db_path) == before and derived(club) == derived_before
    club.redo()
    assert logged_rows(db_path) == after
    assert_fresh(club, tmp_path, assert_same_ratings)


def test_undo_all_the_way_back_and_redo_all(history_club: Club, db_path: Path, tmp_path: Path,
                                            assert_same_ratings: Callable[..., None]) -> None:
    club = history_club
    states = [logged_rows(db_path)]
    night.check_in(club, IDS["event"], IDS["Ann"])
    states.append(logged_rows(db_path))
    club.edit_match(IDS["m2"], sides=[SideInput([IDS["Ann"], IDS["Cid"]], 1), SideInput([IDS["Ben"], IDS["Fay"]], 2)])
    states.append(logged_rows(db_path))
    club.merge_players(IDS["Eve"], IDS["Fay"])
    states.append(logged_rows(db_path))
    for state in reversed(states[:-1]):
        club.undo()
        assert logged_rows(db_path) == state
    assert_fresh(club, tmp_path, assert_same_ratings)
    for state in states[1:]:
        club.redo()
        assert logged_rows(db_path) == state
    assert_fresh(club, tmp_path, assert_same_ratings)


def test_labels_name_what_each_league_call_did(history_club: Club) -> None:
    club = history_club
    labels = [s.label for s in club.undo_history()]
    assert labels[:2] == ["Add player Ann", "Add player Ben"]
    assert f"Record match #{IDS['m1']}" in labels and "New team Reds" in labels
    night.check_in(club, IDS["event"], IDS["Ann"])
    assert club.undo_history()[-1].label == "Check in Ann"
    club.rename_player(IDS["Ann"], "Annie")
    assert club.undo_history()[-1].label == "Rename Ann to Annie"
    with club.step("Rename & archive"):
        club.rename_player(IDS["Gus"], "Gustav")
        club.archive_player(IDS["Gus"])
    assert club.undo_history()[-1].label == "Rename & archive"
    assert club.undo().label == "Rename & archive"  # both calls in one step
    assert club.player(IDS["Gus"]).name == "Gus" and not club.player(IDS["Gus"]).archived


def test_nothing_to_undo_or_redo_is_said_and_changes_nothing(club: Club, db_path: Path) -> None:
    with pytest.raises(UndoError, match="There is nothing to undo"):
        club.undo()
    club.add_player("Ann")
    with pytest.raises(UndoError, match="There is nothing to redo"):
        club.redo()
    before = logged_rows(db_path)
    club.undo()
    with pytest.raises(UndoError, match="There is nothing to undo"):
        club.undo()
    club.redo()
    assert club.find_player("Ann") is not None
    assert logged_rows(db_path) == before


def test_a_new_step_forgets_what_could_be_redone(club: Club) -> None:
    club.add_player("Ann")
    club.undo()
    club.add_player("Ben")
    with pytest.raises(UndoError, match="nothing to redo"):
        club.redo()
    assert [s.label for s in club.undo_history()] == ["Add player Ben"]


def test_undo_by_step_id_refuses_a_step_that_is_not_the_latest(club: Club, db_path: Path) -> None:
    club.add_player("Ann")
    mine = club.undo_history()[-1].id
    with Club.open(db_path) as other:  # e.g. the command line, while the app is open
        other.add_player("Ben")
    before = logged_rows(db_path)
    with pytest.raises(UndoError, match="“Add player Ben”, made since in another window or with the command line"):
        club.undo(mine)
    assert logged_rows(db_path) == before
    assert club.undo().label == "Add player Ben"
    assert club.undo(mine).label == "Add player Ann"


def test_steps_survive_a_restart(db_path: Path) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann")
    with Club.open(db_path) as club:
        assert club.undo().label == "Add player Ann"
        assert club.players() == []
    with Club.open(db_path) as club:
        assert club.redo().label == "Add player Ann"


def test_the_log_keeps_the_last_steps_only(club: Club) -> None:
    for n in range(MAX_STEPS + 5):
        club.add_player(f"P{n}")
    history = club.undo_history()
    assert len(history) == MAX_STEPS and history[0].label == "Add player P5"
    rows = club.db.execute("SELECT count(*) FROM undo_log").fetchone()[0]
    assert rows == MAX_STEPS


def test_a_change_outside_any_step_makes_earlier_steps_unusable(club: Club, db_path: Path) -> None:
    club.add_player("Ann")
    conn = sqlite3.connect(db_path)  # a repair by hand, not through the app
    conn.execute("UPDATE players SET club = 'Somewhere'")
    conn.commit()
    conn.close()
    with pytest.raises(UndoError, match="changed outside the app's steps"):
        club.undo()
    club.add_player("Ben")
    assert [s.label for s in club.undo_history()] == ["Add player Ben"]
    club.undo()
    assert [p.name for p in club.players()] == ["Ann"] and club.players()[0].club == "Somewhere"


def test_derived_only_work_makes_no_step(history_club: Club) -> None:
    steps = club_steps = len(history_club.undo_history())
    history_club.recompute()
    history_club.rename_player(IDS["Ann"], "Ann")  # no change at all
    assert len(history_club.undo_history()) == steps == club_steps


def test_undo_fails_whole_when_a_unique_name_was_taken_again(club: Club) -> None:
    """Two renames swapping names need the entry-by-entry fallback; the result is still exact."""
    a, b = club.add_player("Ann").id, club.add_player("Ben").id
    with club.step("Swap names"):
        club.rename_player(a, "Tmp")
        club.rename_player(b, "Ann")
        club.rename_player(a, "Ben")
    club.undo()
    assert (club.player(a).name, club.player(b).name) == ("Ann", "Ben")
    club.redo()
    assert (club.player(a).name, club.player(b).name) == ("Ben", "Ann")


def test_every_logged_table_has_triggers_for_all_its_columns(club: Club) -> None:
    assert triggers_up_to_date(club.db)


def test_a_refused_change_leaves_no_step(club: Club) -> None:
    club.add_player("Ann")
    with pytest.raises(LeagueError):
        club.add_player("ann")
    assert [s.label for s in club.undo_history()] == ["Add player Ann"]


def test_the_state_before_a_point_is_each_players_last_stored_row_before_it(history_club: Club) -> None:
    """Undoing a big import replays from its first match: the state there comes from the chunks before it
    (league/replay_state.py), the same as each player's last stored row, games and wins before the point."""
    from tournament_app.league import replay_state as replay

    club = history_club
    start = (club.match(IDS["m2"]).played_at, club.match(IDS["m2"]).seq)
    players = [IDS[n] for n in ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus")]
    got = replay.load_state_before(club.db, _lb(club), start, players)
    position = {m: (at, seq) for m, at, seq in club.db.execute("SELECT id, played_at, seq FROM matches")}
    expected = {}
    for row in sorted(all_rows(club), key=lambda r: position[r[0]]):
        if row[1] in players and row[2] == _lb(club) and position[row[0]] < start:
            old = expected.get(row[1])
            games, wins = (old.games, old.wins) if old else (0, 0)
            expected[row[1]] = replay.PlayerState(replay.Rating(row[5], row[6]), games + 1, wins + row[7], position[row[0]][0])
    assert got == expected and len(got) == 5  # Fay and Gus had not played before


def test_a_cancelled_undo_changes_nothing(history_club: Club, db_path: Path) -> None:
    from tournament_app.league import Cancelled

    club = history_club
    club.edit_match(IDS["m0"], sides=[SideInput([IDS["Ann"]], 1), SideInput([IDS["Gus"]], 2)])
    before, derived_before = logged_rows(db_path), derived(club)
    with pytest.raises(Cancelled):
        club.undo(cancelled=lambda: True)
    assert logged_rows(db_path) == before and derived(club) == derived_before
    assert club.undo(progress=lambda _done, _total: None).label == f"Edit match #{IDS['m0']}"


def test_redo_of_a_step_the_file_has_forgotten_says_why(club: Club, db_path: Path) -> None:
    club.add_player("Ann")
    redo_id = club.undo().step_id
    with Club.open(db_path) as other:  # the command line makes a new step: nothing can be redone now
        other.add_player("Ben")
    with pytest.raises(UndoError, match="nothing to redo any more: the club file was changed since"):
        club.redo(redo_id)
    assert [p.name for p in club.players()] == ["Ben"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_steps_undone_and_redone_give_back_each_state_exactly(club: Club, db_path: Path, tmp_path: Path,
                                                                      assert_same_ratings: Callable[..., None],
                                                                      seed: int) -> None:
    """A seeded mix of league calls, undos and redos: every undo and redo lands on the state it should."""
    import random

    rng = random.Random(seed)
    event = club.add_event("Night", "2024-01-01").id
    done: list[tuple[Rows, Rows]] = []  # (state before, state after) of each step that can be undone
    undone: list[tuple[Rows, Rows]] = []
    names = iter(f"P{n}" for n in range(1000))

    def some_players(k: int) -> list[int]:
        ids = [p.id for p in club.players(include_archived=True)]
        return rng.sample(ids, k) if len(ids) >= k else []

    def a_match() -> int | None:
        ids = [r[0] for r in club.db.execute("SELECT id FROM matches")]
        return rng.choice(ids) if ids else None

    def act() -> bool:
        kind = rng.choice(["add", "add", "rename", "record", "record", "record", "edit", "delete", "merge", "check-in",
                           "initial"])
        if kind == "add":
            club.add_player(next(names))
        elif kind == "rename" and (p := some_players(1)):
            club.rename_player(p[0], next(names))
        elif kind == "record" and (p := some_players(4)):
            club.record_match([SideInput(p[:2], rng.choice([1, 2])), SideInput(p[2:], rng.choice([1, 2]))],
                              played_at=f"2024-01-{rng.randint(1, 28):02d}T{rng.randint(10, 22)}:00",
                              event_id=event if rng.random() < 0.5 else None)
        elif kind == "edit" and (m := a_match()) is not None and (p := some_players(2)):
            club.edit_match(m, sides=[SideInput([p[0]], 1), SideInput([p[1]], 2)],
                            played_at=f"2024-01-{rng.randint(1, 28):02d}T09:00")
        elif kind == "delete" and (m := a_match()) is not None:
            club.delete_match(m)
        elif kind == "merge" and (p := some_players(2)):
            try:
                club.merge_players(p[0], p[1])
            except LeagueError:
                return False  # they met: refused, nothing changed
        elif kind == "check-in" and (p := some_players(1)):
            night.check_in(club, event, p[0])
        elif kind == "initial" and (p := some_players(1)):
            club.set_initial_rating(_lb(club), p[0], rng.uniform(10, 40))
        else:
            return False
        return True

    for n in range(120):
        roll = rng.random()
        if roll < 0.2 and done:
            before, after = done.pop()
            club.undo()
            assert logged_rows(db_path) == before, f"undo #{n}"
            undone.append((before, after))
        elif roll < 0.3 and undone:
            before, after = undone.pop()
            club.redo()
            assert logged_rows(db_path) == after, f"redo #{n}"
            done.append((before, after))
        else:
            before = logged_rows(db_path)
            if act():
                after = logged_rows(db_path)
                if after != before:
                    done.append((before, after))
                    undone.clear()
        if n % 40 == 39:
            assert_fresh(club, tmp_path, assert_same_ratings)
    assert_fresh(club, tmp_path, assert_same_ratings)


def test_huge_steps_make_the_log_forget_older_ones_but_never_the_latest(club: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.league import undo

    monkeypatch.setattr(undo, "MAX_LOG_ROWS", 5)
    for n in range(3):
        with club.step(f"Two players #{n}"):
            club.add_player(f"A{n}")
            club.add_player(f"B{n}")
    assert [s.label for s in club.undo_history()] == ["Two players #1", "Two players #2"]
    with club.step("Six players"):
        for n in range(6):
            club.add_player(f"C{n}")
    assert [s.label for s in club.undo_history()] == ["Six players"]
    assert club.db.execute("SELECT count(*) FROM undo_log").fetchone()[0] == 6
