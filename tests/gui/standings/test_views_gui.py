"""Players, teams, leaderboard, player page, export, files, settings: driven through real widgets."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from gui_helpers import (
    add_player,
    choose_menu,
    click_tab,
    named,
    names_in,
    open_player_page,
    type_into,
    type_match,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox
from widget_input import (
    button_reading,
    choose_leaderboard_settings,
    click_check,
    click_row,
    on_next_dialog,
    sort_by_header,
    tick_in_list,
    type_date,
    type_number,
    undo_from_menu,
)

from tournament_app.locale_text import name_key
from tournament_app.gui.common.table_models import StandingsModel
from tournament_app.gui.shell import errors as shell_errors
from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Standing


def test_players_are_added_by_typing_a_name_and_enter(qtbot: Any, window: MainWindow, idle: Any) -> None:
    add_player(qtbot, window, idle, "Zoë Ündset")
    add_player(qtbot, window, idle, "Ann")
    assert names_in(window.players_view.model) == ["Ann", "Zoë Ündset"]
    assert window.players_view.new_name.text() == ""
    assert window.club.find_player("zoë ündset") is not None


def test_a_duplicate_name_is_refused_with_a_readable_message(qtbot: Any, window: MainWindow, idle: Any, messages: Any) -> None:
    add_player(qtbot, window, idle, "Ann")
    add_player(qtbot, window, idle, "ann")
    assert any("already a player called 'Ann'" in t for t in messages.texts("warning"))
    assert names_in(window.players_view.model) == ["Ann"]


@pytest.mark.xcb
def test_rename_archive_and_search_players(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any) -> None:
    for name in ("Ann", "Bob"):
        add_player(qtbot, window, idle, name)
    view = window.players_view
    table = named(window, "Players")
    click_row(qtbot, table, 0)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Annie", True)))
    qtbot.mouseClick(button_reading(view, "Rename…"), Qt.MouseButton.LeftButton)
    idle()
    assert names_in(view.model) == ["Annie", "Bob"]
    click_row(qtbot, table, 1)
    assert view.archive_button.text() == "Archive"
    qtbot.mouseClick(button_reading(view, "Archive"), Qt.MouseButton.LeftButton)
    idle()
    assert names_in(view.model) == ["Annie"]
    click_check(qtbot, named(window, "Show archived players"))
    idle()
    assert names_in(view.model) == ["Annie", "Bob"]
    qtbot.keyClicks(named(window, "Search players"), "bo")
    assert names_in(view.model) == ["Bob"]
    undo_from_menu(qtbot, window)  # undo the archive
    assert not window.club.find_player("Bob").archived


@pytest.mark.xcb
def test_merge_says_what_will_happen_and_moves_results(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    type_match(qtbot, window, ["Anne", "Cid"], "2024-01-02 19:00")
    view = window.players_view
    click_tab(qtbot, window, "Players")
    idle()
    table = named(window, "Players")
    click_row(qtbot, table, 0)
    click_row(qtbot, table, 1, Qt.KeyboardModifier.ControlModifier)
    assert view.merge_button.isEnabled()
    seen: list[str] = []

    def merge(dialog: Any) -> None:
        qtbot.waitExposed(dialog)
        seen.append(dialog.text.text())
        qtbot.mouseClick(button_reading(dialog, "Merge"), Qt.MouseButton.LeftButton)

    ran = on_next_dialog(merge)
    qtbot.mouseClick(button_reading(view, "Merge…"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(ran), timeout=5000)
    idle()
    assert "will move to" in seen[0] and "recomputed" in seen[0]
    assert names_in(view.model) == ["Ann", "Bob", "Cid"]
    rows = {r.player: r for r in window.leaderboard_view.model.rows()}
    assert rows["Ann"].games == 2
    undo_from_menu(qtbot, window)
    assert names_in(view.model) == ["Ann", "Anne", "Bob", "Cid"]


@pytest.mark.xcb
def test_teams_are_named_rosters_picked_from_the_player_list(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any) -> None:
    for name in ("Ann", "Bob", "Cid"):
        add_player(qtbot, window, idle, name)
    click_tab(qtbot, window, "Teams")
    idle()

    def fill(dialog: Any) -> None:
        qtbot.waitExposed(dialog)
        type_into(qtbot, named(dialog, "Team name"), "Doubles A")
        tick_in_list(qtbot, named(dialog, "Team members"), ["Ann", "Cid"])
        qtbot.mouseClick(button_reading(dialog, "Save"), Qt.MouseButton.LeftButton)

    ran = on_next_dialog(fill)
    qtbot.mouseClick(button_reading(window.teams_view, "New team…"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(ran), timeout=5000)
    idle()
    model = window.teams_view.model
    assert model.rowCount() == 1
    assert model.data(model.index(0, 0)) == "Doubles A"
    assert model.data(model.index(0, 1)) == "Ann, Cid"


@pytest.mark.xcb
def test_leaderboard_updates_on_save_sorts_and_filters(qtbot: Any, window: MainWindow, idle: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    type_match(qtbot, window, ["Ann", "Cid"], "2024-01-02 19:00")
    view = window.leaderboard_view
    click_tab(qtbot, window, "Leaderboard")
    model = view.model
    assert [r.player for r in model.rows()] == ["Ann", "Bob", "Cid"] or model.rows()[0].player == "Ann"
    ranks = [r.rank for r in model.rows()]
    assert ranks == sorted(ranks)
    standings = named(window, "Standings")
    sort_by_header(qtbot, standings, StandingsModel.PLAYER, Qt.SortOrder.DescendingOrder)
    assert [r.player for r in model.rows()] == ["Cid", "Bob", "Ann"]
    sort_by_header(qtbot, standings, StandingsModel.GAMES, Qt.SortOrder.DescendingOrder)
    assert model.rows()[0].player == "Ann"
    type_number(qtbot, named(window, "Minimum games"), 2)
    idle()
    assert [r.player for r in model.rows()] == ["Ann"]
    type_number(qtbot, named(window, "Minimum games"), 0)
    idle()
    qtbot.keyClicks(named(window, "Search the leaderboard"), "ci")
    assert [r.player for r in model.rows()] == ["Cid"]
    assert view.summary.text() == "1 of 3 players"
    assert model.data(model.index(0, StandingsModel.MU_SIGMA)).count("±") == 1
    assert model.data(model.index(0, StandingsModel.GAMES), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    click_check(qtbot, named(window, "Only players active since"))
    type_date(qtbot, named(window, "Active since date"), "2024-01-02")
    idle()
    type_into(qtbot, named(window, "Search the leaderboard"), "")
    idle()
    assert {r.player for r in model.rows()} == {"Ann", "Cid"}


def test_the_standings_model_handles_100000_players() -> None:
    rows = [Standing(i + 1, i, f"Player {i:06d}", 25 - i * 1e-4, 8.0, 1 - i * 1e-4, 500, i % 50, i % 7, "2024-01-01") for i in range(100_000)]
    model = StandingsModel()
    model.set_rows(rows)
    assert model.rowCount() == 100_000
    model.sort(StandingsModel.PLAYER, Qt.SortOrder.DescendingOrder)
    assert model.row(0).player == "Player 099999"
    model.sort(StandingsModel.WINS, Qt.SortOrder.DescendingOrder)
    assert model.row(0).wins == 6
    assert model.data(model.index(99_999, StandingsModel.RANK)) is not None


def test_player_page_chart_shows_the_league_history(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path,
                                                     monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    type_match(qtbot, window, ["Bob", "Ann"], "2024-01-08 19:00")
    type_match(qtbot, window, ["Ann", "Cid", "Bob"], "2024-01-15 19:00")
    ann = window.club.find_player("Ann")
    open_player_page(qtbot, window, "Ann")
    page = window.player_page
    assert window.tabs.currentWidget() is page
    assert "Ann" in page.title.text()
    history = window.club.player_history(ann.id)
    x, y = page.chart.curves["Ann"].getData() if "Ann" in page.chart.curves else page.chart.curves["μ"].getData()
    assert list(y) == pytest.approx([history[0].mu_before] + [h.mu_after for h in history])
    assert len(x) == 4 and all(np.diff(x) > 0)
    cons = page.chart.curves["conservative"].getData()[1]
    assert list(cons) == pytest.approx([history[0].mu_before - 3 * history[0].sigma_before] + [h.mu_after - 3 * h.sigma_after for h in history])
    assert page.chart.getAxis("bottom").labelText == "Date"
    assert "Rating" in page.chart.getAxis("left").labelText
    text = page.chart.hover_text(page.chart.series[0], 2)
    assert "1/8/24 7:00" in text and "Lost to Bob" in text  # the day and time in the locale's form (en_US)
    assert "\n1st of 3 sides, against " in page.chart.hover_text(page.chart.series[0], 3)
    assert page.history.rowCount() == 3
    h2h = {page.h2h.row(r).player_b: page.h2h.row(r) for r in range(page.h2h.rowCount())}
    assert (h2h["Bob"].wins_a, h2h["Bob"].wins_b) == (2, 1)
    # compare with another player: type the name into "Compare with…", Enter: a second line
    compare = named(window, "Compare with").lineEdit()
    qtbot.mouseClick(compare, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(compare, "Bob")
    qtbot.keyClick(compare, Qt.Key.Key_Return)
    idle()
    assert set(page.chart.curves) == {"Ann", "Bob"}
    target = tmp_path / "chart.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), "PNG image (*.png)")))
    qtbot.mouseClick(named(window, "Save chart as PNG"), Qt.MouseButton.LeftButton)
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert window.statusBar().currentMessage() == f"Saved the chart to {target}."
    qtbot.mouseClick(named(window, "Clear comparison"), Qt.MouseButton.LeftButton)
    idle()
    assert set(page.chart.curves) == {"Ann", "conservative"}


@pytest.mark.xcb
def test_export_standings_from_the_menu_writes_csv_and_confirms(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                                  monkeypatch: Any, tmp_path: Path) -> None:
    type_match(qtbot, window, ["=cmd|' /C calc'!A0", "Bob"], "2024-01-01 19:00")
    target = tmp_path / "out" / "standings.csv"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert window.export_action.shortcut().toString() == "Ctrl+E"
    assert window.export_action in window.toolbar.actions()
    qtbot.mouseClick(window.toolbar.widgetForAction(window.export_action), Qt.MouseButton.LeftButton)
    idle()
    with target.open(encoding="utf-8-sig", newline="") as fh:  # UTF-8 with a BOM, for Excel
        rows = list(csv.DictReader(fh))
    assert [r["player"] for r in rows] == ["'=cmd|' /C calc'!A0", "Bob"] or {r["player"] for r in rows} == {"'=cmd|' /C calc'!A0", "Bob"}
    assert list(rows[0]) == ["rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played",
                             "mu_exact", "sigma_exact"]
    assert any(str(target) in t for t in messages.texts("information"))


@pytest.mark.xcb
def test_new_and_recent_databases_and_the_window_title(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path, monkeypatch: Any) -> None:
    first = window.club.path
    assert window.windowTitle() == "club.sqlite — Tournament App"
    other = tmp_path / "second.sqlite"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(other), "")))
    choose_menu(qtbot, window, "File", "New database…")
    idle()
    assert window.windowTitle() == "second.sqlite — Tournament App"
    recent = [a.text() for a in window.recent_menu.actions()]
    assert recent[:2] == [str(other), str(first)]
    choose_menu(qtbot, window, "File", "Open recent", str(first))
    idle()
    assert window.club.path == first


def test_a_file_that_is_not_ours_is_refused_and_the_next_step_offered(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path, monkeypatch: Any) -> None:
    bogus = tmp_path / "notes.sqlite"
    bogus.write_bytes(b"hello, this is not a database" * 10)
    shown: list[str] = []

    def fake_exec(box: Any) -> int:
        shown.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    assert window.open_database(bogus) is False
    assert "not a tournament-app database" in shown[0]
    assert window.club is not None and window.club.path.name == "club.sqlite"
    assert bogus.read_bytes() == b"hello, this is not a database" * 10


@pytest.mark.xcb
def test_leaderboard_settings_change_the_system_and_re_rate(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    choose_leaderboard_settings(qtbot, window, "glicko")
    rows = {r.player: r for r in window.leaderboard_view.model.rows()}
    assert rows["Ann"].mu > 1500 > rows["Bob"].mu  # Glicko scale now
    assert window.club.leaderboard().system == "glicko"
    undo_from_menu(qtbot, window)
    assert window.club.leaderboard().system == "bbt"


@pytest.mark.xcb
def test_theme_choice_persists(qtbot: Any, window: MainWindow) -> None:
    choose_menu(qtbot, window, "View", "Theme", "Dark")
    assert mw.settings().value("theme") == "dark"


@pytest.mark.parametrize("choice", ["demo", "new", "open", "import"])
def test_the_welcome_screen_leads_somewhere_real(qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: Any, choice: str) -> None:
    from tournament_app.gui.shell import welcome

    monkeypatch.setattr(mw, "default_database_path", lambda: tmp_path / "default.sqlite")
    shown: list[str] = []
    label = {"demo": "Open the demo club", "new": "Start a new club", "open": "Open a database…",
             "import": "Import results from CSV…"}[choice]

    def click_choice(dialog: Any) -> None:
        assert isinstance(dialog, welcome.WelcomeDialog)
        qtbot.waitExposed(dialog)
        shown.append(dialog.windowTitle())
        qtbot.mouseClick(button_reading(dialog, label), Qt.MouseButton.LeftButton)

    on_next_dialog(click_choice)
    other = tmp_path / "other.sqlite"
    results = tmp_path / "results.csv"
    results.write_text("match,date,side,player,rank\n1,2024-01-01,1,Ann,1\n1,2024-01-01,2,Bob,2\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(other if choice == "open" else results), "")))
    win = MainWindow(None)
    win.show()
    try:
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
        expected_rows = {"demo": 18, "new": 0, "open": 0, "import": 2}[choice]
        qtbot.waitUntil(lambda: not win.worker.busy and win.leaderboard_view.model.rowCount() == expected_rows, timeout=20000)
        if choice == "demo":
            assert win.undo_action.text().replace("&", "") == "Undo Load demo club"
        elif choice == "new":
            assert win.tabs.currentWidget() is win.players_view
        elif choice == "open":
            assert win.windowTitle() == "other.sqlite — Tournament App"
        else:
            assert win.undo_action.text().replace("&", "") == "Undo Import results.csv"
    finally:
        qtbot.waitUntil(lambda: not win.worker.busy, timeout=10000)
        win.close()


def test_about_names_the_version_database_and_rating_systems(window: MainWindow, idle: Any) -> None:
    text = window.about_text()
    assert str(window.club.path) in text
    assert "Default: Bradley-Terry (Weng-Lin)" in text
    assert mw.app_version() in text


def test_long_work_can_be_cancelled_and_changes_nothing(qtbot: Any, window: MainWindow, idle: Any) -> None:
    type_match(qtbot, window, ["Ann", "Bob"], "2024-01-01 19:00")
    before = [(r.player, r.mu) for r in window.leaderboard_view.model.rows()]
    from tournament_app.league import Cancelled

    def slow_recompute(club: Any, control: Any) -> Any:
        control.cancel()  # the user pressed Cancel
        return club.recompute(progress=control.progress, cancelled=control.cancelled)

    errors: list[BaseException] = []
    window.worker.submit(slow_recompute, None, errors.append, label="Recomputing…", parent=window)
    idle()
    assert errors and isinstance(errors[0], Cancelled)
    window.show_error(errors[0])
    assert "Cancelled" in window.statusBar().currentMessage()
    window.leaderboard_view.refresh()
    idle()
    assert [(r.player, r.mu) for r in window.leaderboard_view.model.rows()] == before


def test_unexpected_errors_are_logged_and_shown_once(window: MainWindow, messages: Any, user_home: Path) -> None:
    shell_errors._reported = False
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        window.show_error(exc)
        window.show_error(exc)
    assert len(messages.texts("critical")) == 1
    assert "boom" in mw.log_path().read_text(encoding="utf-8")


def test_a_progress_dialog_appears_for_long_work_and_its_cancel_stops_it(qtbot: Any, window: MainWindow, idle: Any) -> None:
    import time

    from tournament_app.gui.common.worker import ProgressDialog
    from tournament_app.league import Cancelled

    def long_job(_club: Any, control: Any) -> None:
        for step in range(400):  # at most ~20 s
            if control.cancelled():
                raise Cancelled("stopped")
            control.progress(step, 400)
            time.sleep(0.05)

    errors: list[BaseException] = []
    window.worker.submit(long_job, None, errors.append, label="Crunching…", parent=window)

    def dialog() -> ProgressDialog | None:
        found = [d for d in window.findChildren(ProgressDialog) if d.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: dialog() is not None, timeout=5000)
    assert dialog().label.text() == "Crunching…"
    qtbot.waitUntil(lambda: dialog().bar.maximum() == 400, timeout=5000)
    qtbot.mouseClick(dialog().cancel_button, Qt.MouseButton.LeftButton)
    idle()
    assert errors and isinstance(errors[0], Cancelled)
    assert dialog() is None


def test_clicking_each_header_sorts_the_whole_leaderboard_and_search_keeps_ranks(
    qtbot: Any, window: MainWindow, idle: Any
) -> None:
    import random

    from tournament_app.league import SideInput

    rng = random.Random(3)
    ids = [window.club.add_player(f"{rng.choice(['ann', 'Bo', 'cy', 'Di'])} {i:03d}").id for i in range(120)]
    with window.club.transaction():
        for day in range(300):
            a, b = rng.sample(ids, 2)
            window.club.record_match([SideInput([a], 1), SideInput([b], rng.choice([1, 2]))],
                                     played_at=f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}")
    view = window.leaderboard_view
    view.refresh()
    idle()
    expected = window.club.standings()
    model = view.model
    assert model.rows() == expected
    header = view.table.horizontalHeader()
    keys = {
        StandingsModel.PLAYER: lambda s: name_key(s.player),  # the locale's collation
        StandingsModel.DISPLAY: lambda s: s.display,
        StandingsModel.MU_SIGMA: lambda s: s.mu,
        StandingsModel.CONSERVATIVE: lambda s: s.conservative,
        StandingsModel.GAMES: lambda s: s.games,
        StandingsModel.WINS: lambda s: s.wins,
        StandingsModel.LAST: lambda s: s.last_played,
    }
    for column, key in keys.items():
        for _ in range(2):  # a second click reverses the order
            middle = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2, header.height() // 2)
            qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
            descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
            assert header.sortIndicatorSection() == column
            shown = model.rows()
            # ties keep the leaderboard order, as a stable sort of the ranked rows does
            assert shown == sorted(expected, key=key, reverse=descending)
    qtbot.keyClicks(view.search, "bo")
    found = model.rows()
    assert found and all("bo" in s.player.casefold() for s in found)
    assert {s.rank for s in found} == {s.rank for s in expected if "bo" in s.player.casefold()}
    assert view.summary.text() == f"{len(found)} of {len(expected)} players"


def test_a_long_history_band_is_drawn_as_its_envelope() -> None:
    from tournament_app.gui.standings.rating_chart import band_envelope

    rng = np.random.default_rng(1)
    x = np.arange(5000.0)
    lo, hi = rng.normal(0, 1, 5000), rng.normal(10, 1, 5000)
    bx, blo, bhi = band_envelope(x, lo, hi)
    assert len(bx) == 1000
    assert blo.min() == lo.min() and bhi.max() == hi.max(), "the band is never drawn narrower than it is"
    assert len(band_envelope(x[:300], lo[:300], hi[:300])[0]) == 300, "short histories are drawn as they are"
