"""The Brackets and Teams balancer tabs, driven through their widgets on a real club file."""

from __future__ import annotations

import csv
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import choose_menu, click_in_popup, named, open_tool, type_match
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from widget_input import click_check, click_inner_tab, tick_in_picker, type_number

from tournament_app.gui.planning import seeding_view as sv
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Changes

#: strongest first; two clubs, so the strongest of one club meets its weakest in round 1 of 8
PLAYERS = [("Ann", "North"), ("Ben", "South"), ("Cid", "North"), ("Dee", "South"),
           ("Eve", "South"), ("Fay", "North"), ("Gus", "South"), ("Hal", "North")]


@pytest.fixture
def loaded(qtbot: Any, window: MainWindow, idle: Callable[[], None], tmp_path: Path, monkeypatch: Any) -> MainWindow:
    """The window with eight rated players (two clubs) and one event, imported from the File menu."""
    players = tmp_path / "players.csv"
    players.write_text("name,club\n" + "".join(f"{n},{c}\n" for n, c in PLAYERS), encoding="utf-8")
    rows = ["match,date,side,player,rank,event"]
    names = [n for n, _ in PLAYERS]
    for k, (a, b) in enumerate(itertools.combinations(names, 2)):
        rows += [f"m{k},2024-05-01T19:{k:02d},1,{a},1,Spring open", f"m{k},2024-05-01T19:{k:02d},2,{b},2,Spring open"]
    results = tmp_path / "results.csv"
    results.write_text("\n".join(rows) + "\n", encoding="utf-8")
    for title, path in (("Import players…", players), ("Import results…", results)):
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, _p=path, **k: (str(_p), "")))
        choose_menu(qtbot, window, "File", title)
        idle()
    return window


def tick(qtbot: Any, view: Any, names: list[str]) -> None:
    """Tick these players in the tab's list: click the name, Space."""
    tick_in_picker(qtbot, view.picker, names)


def choose(qtbot: Any, window: MainWindow, combo_name: str, text: str) -> None:
    """Open the combo box called ``combo_name`` and click its item that starts with ``text``."""
    combo = named(window, combo_name)
    row = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert row >= 0, text
    click_in_popup(qtbot, combo, combo.itemText(row))


@pytest.mark.xcb
def test_the_brackets_tab_seeds_ticked_players_and_draws_byes(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    view = loaded.seeding_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    idle()
    assert view.canvas.bracket is None
    tick(qtbot, view, ["Fay", "Ann", "Dee", "Cid", "Ben", "Eve"])
    idle()
    bracket = view.canvas.bracket
    assert bracket is not None and (bracket.size, bracket.byes) == (8, 2)
    assert [s.name for s in view.seeds.seeds] == ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]
    # round 1 in bracket order: 1 v bye, 4 v 5, 2 v bye, 3 v 6; the byes' winners already stand in round 2
    assert [view.canvas.slot_texts[(0, i)] for i in range(8)] == ["1 Ann", "bye", "4 Dee", "5 Eve", "2 Ben", "bye", "3 Cid", "6 Fay"]
    assert view.canvas.slot_texts[(1, 0)] == "1 Ann" and view.canvas.slot_texts[(1, 1)] == "Winner of match 2"
    assert "2 byes" in view.summary.text()
    assert view.seed_table.rowCount() == 6 and view.seed_table.item(0, 1).text() == "Ann"
    assert view.export_csv_button.isEnabled()
    # the drawing holds the names, the byes and the later rounds
    names = {i.text() for i in view.canvas.scene().items() if hasattr(i, "text") and callable(i.text)}
    assert {"Ann", "Fay", "bye", "Final", "Winner"} <= names


@pytest.mark.xcb
def test_seeding_key_and_club_separation_settings(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    view = loaded.seeding_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    qtbot.mouseClick(view.top_mode, Qt.MouseButton.LeftButton)
    type_number(qtbot, named(loaded, "Top of the leaderboard"), 8)
    idle()
    assert view.top_mode.isChecked() and len(view.seeds) == 8
    # 1 v 8 Ann v Hal, 4 v 5 Dee v Eve, 2 v 7 Ben v Gus, 3 v 6 Cid v Fay: every match pairs one club
    assert [s.name for s in view.seeds.seeds] == [n for n, _ in PLAYERS]
    assert view.seeds.clashes == ((1, 8), (4, 5), (2, 7), (3, 6)) and not view.seeds.separated
    assert "4 first-round matches pair one club" in view.summary.text()
    qtbot.mouseClick(view.separate, Qt.MouseButton.LeftButton)
    idle()
    assert view.max_places.isEnabled()
    assert view.seeds.separated and view.seeds.clashes == ()
    assert all(s.moved <= view.max_places.value() for s in view.seeds.seeds)
    assert any(s.moved for s in view.seeds.seeds)
    assert "moved" in view.summary.text()
    type_number(qtbot, named(loaded, "Move a seed at most"), 1)
    idle()
    assert all(s.moved <= 1 for s in view.seeds.seeds)
    key = named(loaded, "Seed by")
    click_in_popup(qtbot, key, key.itemText(key.findData("mu")))
    idle()
    assert view.seeds.key == "mu"
    assert [s.rating for s in sorted(view.seeds.seeds, key=lambda s: s.by_rating)] == sorted(
        (s.rating for s in view.seeds.seeds), reverse=True)
    for seed in view.seeds.seeds:  # the picker shows the seeding key too
        assert float(view.picker.item(seed.name).text(2)) == pytest.approx(seed.entrant.mu, abs=0.006)


@pytest.mark.xcb
def test_the_seed_list_exports_as_csv_and_as_a_plain_list(qtbot: Any, loaded: MainWindow, idle: Any, tmp_path: Path,
                                                          monkeypatch: Any) -> None:
    view = loaded.seeding_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    tick(qtbot, view, ["Hal", "Ann", "Dee", "Cid"])
    idle()
    target = tmp_path / "out" / "seeds.csv"
    target.parent.mkdir()
    monkeypatch.setattr(sv.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.mouseClick(view.export_csv_button, Qt.MouseButton.LeftButton)
    idle()
    with target.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == ["seed", "name", "rating"]
    assert [r[1] for r in rows[1:]] == ["Ann", "Cid", "Dee", "Hal"]
    assert [float(r[2]) for r in rows[1:]] == pytest.approx([round(s.rating, 2) for s in view.seeds.seeds])
    plain = tmp_path / "out" / "seeds.txt"
    monkeypatch.setattr(sv.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(plain), "")))
    qtbot.mouseClick(view.export_list_button, Qt.MouseButton.LeftButton)
    idle()
    assert plain.read_text(encoding="utf-8") == "Ann\nCid\nDee\nHal\n"
    assert "Wrote 4 entrants" in loaded.statusBar().currentMessage()
    # a cancelled dialog writes nothing
    monkeypatch.setattr(sv.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    plain.unlink()
    qtbot.mouseClick(view.export_list_button, Qt.MouseButton.LeftButton)
    idle()
    assert not plain.exists()


@pytest.mark.xcb
def test_round_robin_pools_and_a_swiss_round_loaded_into_the_match_form(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    view = loaded.seeding_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    type_number(qtbot, named(loaded, "Top of the leaderboard"), 7)
    click_inner_tab(qtbot, view.tabs, "Round robin")
    type_number(qtbot, named(loaded, "Pool size"), 4)
    idle()
    tree = view.pools_tree
    assert tree.topLevelItemCount() == 2
    # snake order: A gets seeds 1, 4, 5 and B seeds 2, 3, 6, 7
    assert tree.topLevelItem(0).text(0) == "Pool A" and tree.topLevelItem(0).childCount() == 3
    assert tree.topLevelItem(0).text(1) == "Ann (1), Dee (4), Eve (5)"
    assert all("bye" in tree.topLevelItem(0).child(r).text(1) for r in range(3))  # 3 entrants: a bye each round
    assert tree.topLevelItem(1).childCount() == 3 and "bye" not in tree.topLevelItem(1).child(0).text(1)

    click_inner_tab(qtbot, view.tabs, "Swiss")
    assert view.swiss_event.currentText().startswith("Spring open")
    click_check(qtbot, view.pick_mode)  # nobody ticked: the event's players
    qtbot.mouseClick(view.swiss_button, Qt.MouseButton.LeftButton)
    idle()
    # every pair met in the round robin of "Spring open": no Swiss round is possible
    assert view.swiss is None and "repeats a game" in view.swiss_info.text()
    tick(qtbot, view, ["Ann", "Ben", "Cid", "Dee"])
    type_number(qtbot, named(loaded, "Top of the leaderboard"), 2)
    click_check(qtbot, view.pick_mode)
    idle()
    lb = loaded.current_leaderboard_id()
    loaded.ops.perform("New event", loaded.ops.league_step(
        lambda club, _c: Changes(events=frozenset({club.add_event("Swiss night", "2024-06-01", lb).id}))))
    idle()
    choose(qtbot, loaded, "Swiss event", "Swiss night")
    qtbot.mouseClick(view.swiss_button, Qt.MouseButton.LeftButton)
    idle()
    assert view.swiss is not None and view.swiss_table.rowCount() == 2
    assert [view.swiss_table.item(0, c).text() for c in (1, 3)] == ["Ann", "Cid"]  # 1 v 3 (top half v bottom half)
    assert view.swiss_load.isEnabled()
    qtbot.mouseClick(view.swiss_load, Qt.MouseButton.LeftButton)
    idle()
    form = loaded.events_view.form
    assert loaded.tabs.currentWidget() is loaded.events_view
    assert [e.players.text() for e in form.panel.editors] == ["Ann", "Cid"]
    assert loaded.events_view.current_event_id() == view.swiss.event_id
    assert "match quality" in form.prediction.text()


@pytest.mark.xcb
def test_the_teams_balancer_splits_the_room_evenly(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    view = loaded.balance_view
    open_tool(qtbot, loaded, "Teams balancer")
    idle()
    tick(qtbot, view, [n for n, _ in PLAYERS])
    qtbot.mouseClick(view.balance_button, Qt.MouseButton.LeftButton)
    idle()
    tree = view.teams_tree
    assert tree.topLevelItemCount() == 2
    teams = [[tree.topLevelItem(t).child(i).text(0) for i in range(tree.topLevelItem(t).childCount())] for t in range(2)]
    assert sorted(len(t) for t in teams) == [4, 4]
    club = loaded.club
    model = club.rating_model(loaded.current_leaderboard_id())
    ratings = {n: club.rating_of(club.find_player(n).id) for n, _ in PLAYERS}

    def spread(split: list[list[str]]) -> float:
        p = model.predict_win([[ratings[n] for n in team] for team in split])
        return max(p) - min(p)

    names = [n for n, _ in PLAYERS]
    best = min(spread([list(a), [n for n in names if n not in a]]) for a in itertools.combinations(names, 4))
    assert spread(teams) == pytest.approx(best, abs=1e-12)
    chances = [float(tree.topLevelItem(t).text(4).rstrip("%")) / 100 for t in range(2)]
    assert sum(chances) == pytest.approx(1.0, abs=2e-3)
    assert "best of all 35 possible splits" in view.balance_info.text()

    # keep the two strongest apart and Cid with Dee
    choose(qtbot, loaded, "First player of the pair", "Ann")
    choose(qtbot, loaded, "Second player of the pair", "Ben")
    qtbot.mouseClick(view.apart_button, Qt.MouseButton.LeftButton)
    choose(qtbot, loaded, "First player of the pair", "Cid")
    choose(qtbot, loaded, "Second player of the pair", "Dee")
    qtbot.mouseClick(view.together_button, Qt.MouseButton.LeftButton)
    assert view.pairs_list.count() == 2
    type_number(qtbot, named(loaded, "Number of teams"), 2)
    qtbot.mouseClick(view.balance_button, Qt.MouseButton.LeftButton)
    idle()
    side = {tree.topLevelItem(t).child(i).text(0): t for t in range(2) for i in range(tree.topLevelItem(t).childCount())}
    assert side["Ann"] != side["Ben"] and side["Cid"] == side["Dee"]

    qtbot.mouseClick(view.load_teams_button, Qt.MouseButton.LeftButton)
    idle()
    editors = loaded.events_view.form.panel.editors
    assert loaded.tabs.currentWidget() is loaded.events_view
    assert [sorted(e.names()) for e in editors] == [sorted(t.names) for t in view.result.teams]


@pytest.mark.xcb
def test_impossible_team_requests_are_explained_in_place(qtbot: Any, loaded: MainWindow, idle: Any, messages: Any) -> None:
    view = loaded.balance_view
    open_tool(qtbot, loaded, "Teams balancer")
    idle()
    tick(qtbot, view, ["Ann", "Ben", "Cid"])
    type_number(qtbot, named(loaded, "Players per team"), 2)
    qtbot.mouseClick(view.balance_button, Qt.MouseButton.LeftButton)
    idle()
    assert "3 players do not make 2 teams of 2" in view.balance_info.text()
    assert view.result is None and not view.load_teams_button.isEnabled()
    assert messages.shown == []


@pytest.mark.xcb
def test_matchmaking_finds_even_opponents_and_pairs_the_waiting(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    view = loaded.balance_view
    open_tool(qtbot, loaded, "Teams balancer")
    idle()
    click_inner_tab(qtbot, view.tabs, "Matchmaking")
    choose(qtbot, loaded, "Find opponents for", "Dee")
    qtbot.mouseClick(view.find_button, Qt.MouseButton.LeftButton)
    idle()
    club = loaded.club
    model = club.rating_model(loaded.current_leaderboard_id())
    dee = club.rating_of(club.find_player("Dee").id)
    shown = {view.opponents_table.item(r, 0).text() for r in range(view.opponents_table.rowCount())}
    for name, _ in PLAYERS:
        if name != "Dee":
            p = model.predict_win([[dee], [club.rating_of(club.find_player(name).id)]])[0]
            assert (name in shown) == (0.4 <= p <= 0.6)
    type_number(qtbot, named(loaded, "Lowest chance to win"), 0)
    type_number(qtbot, named(loaded, "Highest chance to win"), 100)
    qtbot.mouseClick(view.find_button, Qt.MouseButton.LeftButton)
    idle()
    assert view.opponents_table.rowCount() == 7

    tick(qtbot, view, ["Ann", "Ben", "Cid", "Dee", "Eve"])
    choose(qtbot, loaded, "Avoid repeats from", "Spring open")
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    idle()
    # everyone met everyone at the Spring open: repeats cannot be avoided and are flagged
    assert view.pairing_table.rowCount() == 2
    assert view.pairing_table.item(0, 4).text() == "met tonight already"
    assert "sits this one out" in view.pairing_info.text()
    choose(qtbot, loaded, "Avoid repeats from", "Today's matches")  # none
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    idle()
    assert view.pairing_table.item(0, 4).text() == ""
    assert "no repeats" in view.pairing_info.text()
    first = [view.pairing_table.item(0, 0).text(), view.pairing_table.item(0, 1).text()]
    qtbot.mouseClick(view.load_pair_button, Qt.MouseButton.LeftButton)
    idle()
    assert [e.players.text() for e in loaded.events_view.form.panel.editors] == first


@pytest.mark.xcb
def test_the_tabs_refresh_when_a_result_is_saved(qtbot: Any, loaded: MainWindow, idle: Any) -> None:
    seeding, balance = loaded.seeding_view, loaded.balance_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    tick(qtbot, seeding, ["Ann", "Hal"])
    idle()
    before = seeding.picker.item("Hal").text(2)
    type_match(qtbot, loaded, ["Hal, Zoe", "Ann, Ben"])
    open_tool(qtbot, loaded, "Brackets")
    idle()
    open_tool(qtbot, loaded, "Teams balancer")
    idle()
    assert seeding.picker.item("Zoe") is not None and balance.picker.item("Zoe") is not None
    assert seeding.picker.item("Hal").text(2) != before
    assert seeding.picker.item("Hal").checkState(0) == Qt.CheckState.Checked  # ticks survive a refresh
    assert [s.name for s in seeding.seeds.seeds] and seeding.seeds.seeds[-1].rating == pytest.approx(
        float(seeding.picker.item(seeding.seeds.seeds[-1].name).text(2)), abs=0.01)


def test_unrated_players_are_placed_by_lot_in_the_seed_list_and_its_printout(
        qtbot: Any, loaded: MainWindow, idle: Any, tmp_path: Path, monkeypatch: Any) -> None:
    newcomers = tmp_path / "newcomers.csv"
    newcomers.write_text("name\nIvy\nJon\nKim\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(newcomers), "")))
    choose_menu(qtbot, loaded, "File", "Import players…")
    idle()
    view = loaded.seeding_view
    open_tool(qtbot, loaded, "Brackets")
    idle()
    tick(qtbot, view, ["Ann", "Ben", "Ivy", "Jon", "Kim"])
    idle()
    table = view.seed_table
    rows = {table.item(r, 1).text(): table.item(r, 3).text() for r in range(table.rowCount())}
    assert {name for name, how in rows.items() if how == "by lot"} == {"Ivy", "Jon", "Kim"}
    assert view.seeds is not None and view.seeds.lots == view.lots
    # the printout of the bracket says so too
    import pypdf

    from tournament_app.printouts import BracketPrintout, write_pdf

    assert view.bracket is not None
    out = tmp_path / "bracket.pdf"
    write_pdf(BracketPrintout(view.bracket, "Default", "club.sqlite"), out)
    text = " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(out).pages)
    assert all(f"{name} (by lot)" in text for name in ("Ivy", "Jon", "Kim")) and "Ann (by lot)" not in text
