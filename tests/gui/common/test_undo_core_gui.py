"""Undo and redo through the window, done by the core's undo log: Ctrl+Z / Ctrl+Shift+Z, the views follow,
a step made on the command line meanwhile is refused in words, and the steps are still there after a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from tournament_app.cli import main as cli
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import activate, add_player, check_in, click_tab, make_night_club, names_in, press, shown_window, type_match, wait_idle
from stored_rows import logged_rows




def undo_text(w: MainWindow) -> str:
    return w.undo_action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def no_snapshot_files(tmp: Path) -> bool:
    return not any("snapshot" in p.name for p in tmp.rglob("*"))


@pytest.mark.xcb
def test_ctrl_z_and_ctrl_shift_z_undo_and_redo_through_the_core(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    with shown_window(qtbot, path) as w:
        idle = lambda: wait_idle(qtbot, w)  # noqa: E731
        activate(qtbot, w)
        for name in ("Ann", "Ben"):
            add_player(qtbot, w, idle, name)
        players_only = logged_rows(path)
        type_match(qtbot, w, ["Ann", "Ben"], "2024-03-01 19:00")
        with_match = logged_rows(path)
        click_tab(qtbot, w, "Leaderboard")
        assert sorted(names_in(w.leaderboard_view.model, 1)) == ["Ann", "Ben"]
        assert undo_text(w) == "Undo Record match"

        press(qtbot, w, "Ctrl+Z")
        idle()
        assert logged_rows(path) == players_only
        assert names_in(w.leaderboard_view.model, 1) == []  # no match, no ratings: the view follows
        press(qtbot, w, "Ctrl+Shift+Z")
        idle()
        assert logged_rows(path) == with_match
        assert sorted(names_in(w.leaderboard_view.model, 1)) == ["Ann", "Ben"]

        # Meanwhile, the command line adds players to the same file.
        players_csv = tmp_path / "more.csv"
        players_csv.write_text("name\nCid\nDee\n", encoding="utf-8")
        assert cli(["--db", str(path), "import", "players", str(players_csv)]) == 0
        from_cli = logged_rows(path)
        press(qtbot, w, "Ctrl+Z")  # the window's latest step is no longer the file's latest: refused, in words
        idle()
        assert logged_rows(path) == from_cli
        assert any("“Import players from more.csv”, made since in another window or with the command line"
                   in text for text in messages.texts())
        # the Edit menu now offers what the file can undo: the command line's step, then the window's
        assert undo_text(w) == "Undo Import players from more.csv"
        press(qtbot, w, "Ctrl+Z")
        idle()
        assert logged_rows(path) == with_match
        click_tab(qtbot, w, "Players")
        assert names_in(w.players_view.model) == ["Ann", "Ben"]
        assert undo_text(w) == "Undo Record match"
    assert no_snapshot_files(tmp_path)

    # A restart: the steps are kept in the file, so Ctrl+Z still undoes the match.
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        assert undo_text(w) == "Undo Record match"
        press(qtbot, w, "Ctrl+Z")
        wait_idle(qtbot, w)
        assert logged_rows(path) == players_only


@pytest.fixture
def night_file(tmp_path: Path) -> Path:
    return make_night_club(tmp_path / "club.sqlite", ["Ann", "Ben", "Cid", "Dee"])


@pytest.fixture
def tonight(qtbot: Any, night_file: Path, messages: Any) -> Iterator[MainWindow]:
    with shown_window(qtbot, night_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        yield w


def present_count(w: MainWindow) -> str:
    label = w.night_view.findChild(QLabel, "present-count")
    assert label is not None
    return str(label.text())


@pytest.mark.xcb
def test_a_check_in_is_undone_and_redone_without_copying_the_file(qtbot: Any, tonight: MainWindow,
                                                                   night_file: Path, tmp_path: Path) -> None:
    w = tonight
    before = logged_rows(night_file)
    check_in(qtbot, w, ["Ann", "Ben"])
    after = logged_rows(night_file)
    assert "2 present" in present_count(w)
    assert undo_text(w).startswith("Undo ") and "Ben" in undo_text(w)
    press(qtbot, w, "Ctrl+Z")
    wait_idle(qtbot, w)
    assert "1 present" in present_count(w)
    press(qtbot, w, "Ctrl+Z")
    wait_idle(qtbot, w)
    assert logged_rows(night_file) == before
    assert "0 present" in present_count(w)
    press(qtbot, w, "Ctrl+Shift+Z")
    press(qtbot, w, "Ctrl+Shift+Z")
    wait_idle(qtbot, w)
    assert logged_rows(night_file) == after
    assert "2 present" in present_count(w)
    assert no_snapshot_files(tmp_path)
