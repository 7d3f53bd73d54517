"""Unrated entrants are seeded by drawing lots: random, reproducible (the draw is kept with the event), and said so."""

from __future__ import annotations

from pathlib import Path

from event_builders import rated_in_order

from tournament_app.league import Club, planning, tournament

UNRATED = ["Abe", "Bea", "Cal", "Dot", "Eli", "Fox", "Gil", "Hoy"]


def entrants_of(path: Path, lots: int | None, rated: tuple[str, ...] = ()) -> tournament.EventSetup:
    with Club.open(path) as club:
        for name in UNRATED + list(rated):
            if club.find_player(name) is None:
                club.add_player(name)
        if rated:
            rated_in_order(club, list(rated))
        event = club.find_event("Cup")
        event_id = event.id if event is not None else tournament.create_event(club, "Cup", "single-elimination").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=UNRATED + list(rated), lots=lots)
        return tournament.event_setup(club, event_id)


def test_the_same_draw_gives_the_same_order_and_another_draw_another(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    first = [e.name for e in entrants_of(path, 7).entrants]
    assert [e.name for e in entrants_of(path, 7).entrants] == first
    orders = {tuple(e.name for e in entrants_of(path, lots).entrants) for lots in range(1, 9)}
    assert len(orders) > 1 and first != sorted(first)  # not by name any more
    setup = entrants_of(path, 7)
    assert setup.settings.lots == 7 and all(e.by_lot for e in setup.entrants)


def test_without_a_draw_given_one_is_drawn_and_kept_with_the_event(tmp_path: Path) -> None:
    setup = entrants_of(tmp_path / "club.sqlite", None)
    assert setup.settings.lots is not None
    again = entrants_of(tmp_path / "club.sqlite", setup.settings.lots)
    assert [e.name for e in again.entrants] == [e.name for e in setup.entrants]


def test_rated_entrants_keep_their_rating_order_and_are_not_by_lot(tmp_path: Path) -> None:
    setup = entrants_of(tmp_path / "club.sqlite", 3, rated=("Zed", "Yan"))
    assert [e.name for e in setup.entrants][:2] == ["Zed", "Yan"]  # initial ratings above a newcomer's
    assert [e.by_lot for e in setup.entrants] == [False, False] + [True] * len(UNRATED)
    assert setup.settings.by_lot == tuple(range(3, 3 + len(UNRATED)))


def test_a_lone_unrated_entrant_is_not_by_lot_and_without_a_draw_names_decide() -> None:
    def entrant(name: str, games: int) -> planning.Entrant:
        return planning.Entrant(name, 25.0, 8.0, 1.0, 1.0, games, (len(name),))

    seeds = planning.seed_entrants([entrant("Bo", 0), entrant("Al", 3)], lots=5)
    assert [(s.name, s.by_lot) for s in seeds.seeds] == [("Al", False), ("Bo", False)]
    seeds = planning.seed_entrants([entrant("Bo", 0), entrant("Al", 0)])
    assert [(s.name, s.by_lot) for s in seeds.seeds] == [("Al", False), ("Bo", False)] and seeds.lots is None
