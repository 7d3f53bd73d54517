"""Issue 16: the event page as an organizer uses it: the New event dialog and Format…, the Entrants page,
the Tables page's knockout results, the Standings page (podium, CSV), and the page keys."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club
from tournament_app.printouts import event_standings
from gui_helpers import (activate, click_button, front_window, make_night_club, named, open_page, press, stored_event,
                         wait_idle)

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """Eight players with a little history (Ann and Cid of the Lions club; Gus and Hal the roster "Pairs"),
    a club night "Tuesday" (Ann, Ben, Cid checked in), no tournament yet."""
    path = make_night_club(tmp_path / "club.sqlite", NAMES, rated=8, events=(("Tuesday", "2024-02-06"),))
    from tournament_app.league import night

    with Club.open(path) as club:
        event = club.find_event("Tuesday")
        assert event is not None
        for name in ("Ann", "Ben", "Cid"):
            player = club.find_player(name)
            assert player is not None
            night.check_in(club, event.id, player.id)
        club.add_team("Pairs", [p.id for p in club.players() if p.name in ("Gus", "Hal")])
        with club.transaction():
            for name in ("Ann", "Cid"):
                player = club.find_player(name)
                assert player is not None
                club.set_player_club(player.id, "Lions")
    return path


@pytest.fixture
def win(qtbot: Any, club_file: Path, messages: Any) -> Iterator[MainWindow]:
    with front_window(qtbot, club_file) as w:
        yield w


def new_event(qtbot: Any, w: MainWindow, name: str, fmt_row: int) -> Any:
    """Click New event…, type the name, click the format's row; returns the open dialog."""
    click_button(qtbot, w, "New event…")
    dialog = w.night_view.event_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    field = named(dialog, "Event name")
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, name)
    formats = named(dialog, "Format")
    qtbot.mouseClick(formats.viewport(), Qt.MouseButton.LeftButton, pos=formats.visualItemRect(formats.item(fmt_row)).center())
    return dialog


def ok(qtbot: Any, w: MainWindow, dialog: Any) -> None:
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)


def page_titles(w: MainWindow) -> list[str]:
    pages = w.night_view.pages
    return [pages.tabText(i).replace("&", "") for i in range(pages.count())]


def tick(qtbot: Any, w: MainWindow, names: list[str]) -> None:
    players = named(w, "Players to enter")
    for name in names:
        item = next(players.item(i) for i in range(players.count())
                    if players.item(i).data(Qt.ItemDataRole.UserRole + 1) == name)
        players.scrollToItem(item)
        qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton, pos=players.visualItemRect(item).center())


def ticked(w: MainWindow) -> list[str]:
    players = named(w, "Players to enter")
    return [players.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(players.count())
            if players.item(i).checkState() == Qt.CheckState.Checked]


def test_a_swiss_with_its_rounds_and_tiebreaks_in_the_order_chosen(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    assert page_titles(win) == ["Check-in", "Rounds", "Tables", "Standings", "Sharing"]  # Tuesday, a club night
    dialog = new_event(qtbot, win, "Spring Swiss", 1)
    assert named(dialog, "Swiss rounds").isVisible() and not named(dialog, "Grand final reset").isVisible()
    rounds = named(dialog, "Swiss rounds")
    qtbot.mouseClick(rounds, Qt.MouseButton.LeftButton)
    qtbot.keyClick(rounds, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(rounds, "3")
    tiebreaks = named(dialog, "Tiebreaks")
    wins = next(tiebreaks.item(i) for i in range(tiebreaks.count()) if tiebreaks.item(i).text() == "Wins (byes and forfeits count)")
    qtbot.mouseClick(tiebreaks.viewport(), Qt.MouseButton.LeftButton, pos=tiebreaks.visualItemRect(wins).center())
    for _ in range(3):
        qtbot.mouseClick(named(dialog, "Move tiebreak up"), Qt.MouseButton.LeftButton)
    buchholz = next(tiebreaks.item(i) for i in range(tiebreaks.count()) if tiebreaks.item(i).text() == "Buchholz")
    qtbot.mouseClick(tiebreaks.viewport(), Qt.MouseButton.LeftButton, pos=tiebreaks.visualItemRect(buchholz).center())
    qtbot.keyClick(tiebreaks, Qt.Key.Key_Space)  # Space ticks it off
    assert dialog.tiebreak_order() == ("wins", "buchholz-cut1", "sonneborn-berger")
    ok(qtbot, win, dialog)
    view = stored_event(club_file, "Spring Swiss")
    assert view.setup.format == "swiss"
    assert view.setup.settings.rounds == 3 and view.setup.settings.tiebreaks == ("wins", "buchholz-cut1", "sonneborn-berger")
    assert named(win, "Event").currentText().startswith("Spring Swiss") and named(win, "Event").currentText().endswith("— Swiss")
    assert page_titles(win) == ["Entrants", "Table", "Tables", "Standings", "Sharing"]
    assert win.ops.session.event_id == view.setup.event_id


def test_format_changes_until_the_start_then_says_why_it_cannot(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    ok(qtbot, win, new_event(qtbot, win, "Cup", 1))
    click_button(qtbot, win, "Format…")
    dialog = win.night_view.event_dialog
    assert dialog is not None and not named(dialog, "Format").isHidden()
    formats = named(dialog, "Format")
    qtbot.mouseClick(formats.viewport(), Qt.MouseButton.LeftButton, pos=formats.visualItemRect(formats.item(3)).center())
    qtbot.mouseClick(named(dialog, "Third-place match"), Qt.MouseButton.LeftButton)
    ok(qtbot, win, dialog)
    view = stored_event(club_file, "Cup")
    assert view.setup.format == "single-elimination" and view.setup.settings.third_place
    assert named(win, "Event").currentText().endswith("— Single elimination")
    assert page_titles(win) == ["Entrants", "Bracket", "Tables", "Standings", "Sharing"]
    tick(qtbot, win, NAMES[:4])
    click_button(qtbot, win, "Start")
    click_button(qtbot, win, "Format…")
    dialog = win.night_view.event_dialog
    assert dialog is not None
    message = dialog.findChild(type(named(win, "Event format")), "event-dialog-message")
    assert message.isVisible() and message.text() == "Cup has started, so its format can't change any more."
    assert not named(dialog, "Format").isEnabled() and not dialog.ok_button.isVisible()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    wait_idle(qtbot, win)
    assert stored_event(club_file, "Cup").setup.format == "single-elimination"


def test_entrants_from_check_in_or_the_top_n_seeded_with_clubs_apart(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    # a new event of Tuesday's check-in: the club night's players are not this event's
    ok(qtbot, win, new_event(qtbot, win, "Cup", 3))
    assert ticked(win) == []
    click_button(qtbot, win, "Everyone checked in")
    assert ticked(win) == [] and "Nobody is checked in" in win.night_view.entrants.note.text()
    top = named(win, "Top N")
    qtbot.mouseClick(top, Qt.MouseButton.LeftButton)
    qtbot.keyClick(top, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(top, "4")
    click_button(qtbot, win, "Tick the top 4")
    with Club.open(club_file) as club:
        from tournament_app.league import planning

        best = [e.name for e in planning.top_entrants(club, 4)]
    assert sorted(ticked(win)) == sorted(best)
    qtbot.mouseClick(named(win, "Keep clubs apart"), Qt.MouseButton.LeftButton)
    click_button(qtbot, win, "Seed")
    view = stored_event(club_file, "Cup")
    assert [e.name for e in view.setup.entrants] and view.setup.settings.keep_apart_clubs and not view.setup.started
    seeds = named(win, "Seeds")
    assert [seeds.item(r, 1).text() for r in range(seeds.rowCount())] == [e.name for e in view.setup.entrants]
    click_button(qtbot, win, "Start")
    assert stored_event(club_file, "Cup").setup.started
    open_page(qtbot, win, "Entrants")
    assert not named(win, "Players to enter").isVisible()
    assert "has started" in win.night_view.entrants.note.text()


def test_a_club_night_turned_swiss_enters_those_checked_in_and_rosters_enter_as_one(qtbot: Any, win: MainWindow,
                                                                                  club_file: Path) -> None:
    click_button(qtbot, win, "Format…")
    dialog = win.night_view.event_dialog
    assert dialog is not None
    formats = named(dialog, "Format")
    qtbot.mouseClick(formats.viewport(), Qt.MouseButton.LeftButton, pos=formats.visualItemRect(formats.item(1)).center())
    ok(qtbot, win, dialog)
    assert named(win, "Event").currentText() == "Tuesday — 2/6/24 — Swiss"
    assert sorted(ticked(win)) == ["Ann", "Ben", "Cid"]  # those checked in for Tuesday
    click_button(qtbot, win, "Untick all")
    assert ticked(win) == []
    click_button(qtbot, win, "Everyone checked in")
    assert sorted(ticked(win)) == ["Ann", "Ben", "Cid"]
    rosters = named(win, "Rosters to enter")
    assert rosters.isVisible() and rosters.item(0).data(Qt.ItemDataRole.UserRole + 1) == "Pairs"
    qtbot.mouseClick(rosters.viewport(), Qt.MouseButton.LeftButton, pos=rosters.visualItemRect(rosters.item(0)).center())
    assert "4 ticked" in win.night_view.entrants.count_label.text()
    click_button(qtbot, win, "Start")
    view = stored_event(club_file, "Tuesday")
    assert view.setup.started and view.rounds_drawn == 1
    assert sorted(e.name for e in view.setup.entrants) == ["Ann", "Ben", "Cid", "Pairs"]
    assert next(e for e in view.setup.entrants if e.name == "Pairs").team_id is not None
    assert page_titles(win) == ["Entrants", "Table", "Tables", "Standings", "Sharing"]


def test_a_knockout_match_at_a_table_cannot_end_in_a_draw(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    ok(qtbot, win, new_event(qtbot, win, "Cup", 3))
    tick(qtbot, win, NAMES[:4])
    click_button(qtbot, win, "Start")
    click_button(qtbot, win, "Add table")
    tables = win.night_view.tables
    busy = next(t for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
    qtbot.mouseClick(tables.table_buttons[busy.id], Qt.MouseButton.LeftButton)
    dialog = tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert not dialog.draw_button.isVisible()
    assert [named(dialog, f"Side {n} place").text() for n in (1, 2)] == ["—", "—"]  # nobody is placed beforehand
    for n in (1, 2):  # both first: a draw
        place = named(dialog, f"Side {n} place")
        qtbot.mouseClick(place, Qt.MouseButton.LeftButton)
        qtbot.keyClick(place, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(place, "1")
    save = next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Save")
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert dialog.isVisible()
    assert named(dialog, "Result problem").text() == "A knockout match can't end in a draw: choose who won."
    assert all(m.status != "done" for m in stored_event(club_file, "Cup").matches)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-2"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert sum(m.status == "done" for m in stored_event(club_file, "Cup").matches) == 1


def test_the_standings_show_the_podium_and_export_as_csv(qtbot: Any, win: MainWindow, club_file: Path, tmp_path: Path,
                                                        monkeypatch: Any) -> None:
    ok(qtbot, win, new_event(qtbot, win, "Cup", 3))
    tick(qtbot, win, NAMES[:4])
    click_button(qtbot, win, "Start")
    click_button(qtbot, win, "Add table")
    click_button(qtbot, win, "Add table")
    while not win.night_view.view.finished:  # type: ignore[union-attr]
        busy = next(t for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
        qtbot.mouseClick(win.night_view.tables.table_buttons[busy.id], Qt.MouseButton.LeftButton)
        dialog = win.night_view.tables.result_dialog
        assert dialog is not None
        qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, win)
    view = stored_event(club_file, "Cup")
    open_page(qtbot, win, "Standings")
    places = [line.place for line in view.standings]
    assert places == [1, 2, 3, 3]  # no third-place match: third and fourth share
    third = ", ".join(line.name for line in view.standings[2:])
    assert named(win, "Podium").text() == f"1. {view.standings[0].name}   2. {view.standings[1].name}   3. {third}"
    out = tmp_path / "cup.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    qtbot.mouseClick(named(win, "Export standings as CSV"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    with out.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == ["place", "name"]
    assert rows[1:] == [[str(line.place), line.name] for line in view.standings]
    # Print…: the standings sheet in a print preview
    shown: list[Any] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: shown.append(dialog._printout) or 0)
    qtbot.mouseClick(named(win, "Print standings"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    assert len(shown) == 1 and isinstance(shown[0], event_standings.EventStandingsPrintout)
    assert shown[0].view.setup.name == "Cup" and shown[0].view.finished


@pytest.mark.xcb
def test_the_page_keys_and_where_the_cursor_lands(qtbot: Any, win: MainWindow) -> None:
    activate(qtbot, win)
    press(qtbot, win, "Alt+K")
    assert win.night_view.pages.currentWidget() is win.night_view.checkin
    qtbot.waitUntil(lambda: QApplication.focusWidget() is named(win, "Check-in search"), timeout=3000)
    press(qtbot, win, "Alt+S")
    assert win.night_view.pages.currentWidget() is win.night_view.standings
    press(qtbot, win, "Alt+T")
    assert win.night_view.pages.currentWidget() is win.night_view.tables
    press(qtbot, win, "Alt+R")
    assert win.night_view.pages.currentWidget() is win.night_view.rounds


def test_unrated_entrants_are_seeded_by_lot_and_the_seed_list_says_so(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = make_night_club(tmp_path / "lots.sqlite", NAMES, rated=4)  # the first four have played; four never have
    with front_window(qtbot, path) as w:
        ok(qtbot, w, new_event(qtbot, w, "Cup", 3))
        tick(qtbot, w, NAMES)
        click_button(qtbot, w, "Seed")
        view = stored_event(path, "Cup")
        seeds = named(w, "Seeds")
        rows = [(seeds.item(r, 1).text(), seeds.item(r, 2).text()) for r in range(seeds.rowCount())]
        assert {name for name, how in rows if how == "by lot"} == set(NAMES[4:])  # the rated four show their rating
        assert [name for name, _ in rows] == [e.name for e in view.setup.entrants]
        assert view.setup.settings.lots is not None and len(view.setup.settings.by_lot) == 4
