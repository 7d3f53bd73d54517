"""Events started before the rules of issue 28 keep playing by the rules they started with: no played match re-routed."""

from __future__ import annotations

import json
from pathlib import Path

from event_builders import rated_in_order

from tournament_app.league import Club, tournament
from tournament_app.league.tournament.double_elimination import double_elimination
from tournament_app.league.tournament.schedules import round_robin_rounds
from tournament_app.league.tournament.values import CURRENT_RULES

NAMES = [f"P{n:02d}" for n in range(1, 17)]


def started(path: Path, fmt: str, n: int, *, old: bool) -> int:
    """An event of ``n`` seeded in name order, started; ``old``: its settings as an older app stored them (no rules)."""
    with Club.open(path) as club:
        for name in NAMES[:n]:
            club.add_player(name)
        rated_in_order(club, NAMES[:n])
        event_id = tournament.create_event(club, "Cup", fmt, date="2024-06-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=NAMES[:n])
        tournament.start_event(club, event_id)
        if old:
            raw = json.loads(club.db.execute("SELECT settings FROM events WHERE id = ?", [event_id]).fetchone()[0])
            del raw["rules"]
            club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [json.dumps(raw), event_id])
    return event_id


def play_chalk(club: Club, event_id: int) -> list[tuple[str | None, int, int, str, str]]:
    """Every match to the end, the better seed winning: (bracket, round, position, side 1, side 2)."""
    seed = {name: n for n, name in enumerate(NAMES, start=1)}
    while True:
        view = tournament.event_view(club, event_id)
        ready = [m for m in view.matches if m.status == "ready"]
        if not ready:
            if view.finished or view.setup.format != "round-robin":
                return [(m.bracket, m.round, m.position, m.entrants[0] or "", m.entrants[1] or "")
                        for m in view.matches if m.status == "done"]
            tournament.next_round(club, event_id)
            continue
        for m in ready:
            a, b = m.entrants
            assert a is not None and b is not None
            tournament.report_result(club, event_id, m.id, [1, 2] if seed[a] < seed[b] else [2, 1])


def test_a_double_elimination_started_before_keeps_the_first_drop_order(tmp_path: Path) -> None:
    old = started(tmp_path / "old.sqlite", "double-elimination", 16, old=True)
    new = started(tmp_path / "new.sqlite", "double-elimination", 16, old=False)
    with Club.open(tmp_path / "old.sqlite") as club:
        assert tournament.event_setup(club, old).settings.rules == 1
        losers_4 = {(a, b) for bracket, rnd, _p, a, b in play_chalk(club, old) if (bracket, rnd) == ("losers", 4)}
    assert losers_4 == {("P06", "P03"), ("P05", "P04")}  # the first order's rematches of winners' round 2
    with Club.open(tmp_path / "new.sqlite") as club:
        assert tournament.event_setup(club, new).settings.rules == CURRENT_RULES
        losers_4 = {(a, b) for bracket, rnd, _p, a, b in play_chalk(club, new) if (bracket, rnd) == ("losers", 4)}
    assert losers_4 and not losers_4 & {("P06", "P03"), ("P05", "P04")}
    assert double_elimination(16, rules=1) != double_elimination(16)


def test_a_round_robin_started_before_draws_its_next_rounds_by_the_circle_method(tmp_path: Path) -> None:
    old = started(tmp_path / "old.sqlite", "round-robin", 6, old=True)
    with Club.open(tmp_path / "old.sqlite") as club:
        played = play_chalk(club, old)
    by_round: dict[int, set[frozenset[str]]] = {}
    for _bracket, rnd, _p, a, b in played:
        by_round.setdefault(rnd, set()).add(frozenset((a, b)))
    expected = {r: {frozenset((NAMES[a - 1], NAMES[b - 1])) for a, b in pairs if b is not None}
                for r, pairs in enumerate(round_robin_rounds(6, rules=1), start=1)}
    assert by_round == expected
    assert len({p for pairs in by_round.values() for p in pairs}) == 15  # nobody met twice


def test_an_event_created_before_but_started_now_plays_by_todays_rules(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in NAMES[:4]:
            club.add_player(name)
        event_id = tournament.create_event(club, "Cup", "round-robin", date="2024-06-01").id
        assert event_id is not None
        raw = json.loads(club.db.execute("SELECT settings FROM events WHERE id = ?", [event_id]).fetchone()[0])
        del raw["rules"]
        club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [json.dumps(raw), event_id])
        assert tournament.event_setup(club, event_id).settings.rules == 1
        tournament.set_entrants(club, event_id, names=NAMES[:4])
        tournament.start_event(club, event_id)
        assert tournament.event_setup(club, event_id).settings.rules == CURRENT_RULES


def test_settings_of_the_wrong_kind_read_as_when_missing() -> None:
    odd = json.dumps({"rules": "two", "lots": "x", "by_lot": 5, "colours": "yes"})
    settings = tournament.Settings.from_json(odd)
    assert (settings.rules, settings.lots, settings.by_lot, settings.colours) == (1, None, (), False)
    fine = tournament.Settings(rules=2, lots=7, by_lot=(3, 4), colours=True)
    assert tournament.Settings.from_json(fine.as_json()) == fine
