"""Reliability in the window: File ▸ Restore backup…, the offer after a failed open, notices, hostile names."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

import tournament_app.store.database as database_module
from tournament_app.gui.backups import backups_dialog as bd
from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, SideInput
from tournament_app.store import list_backups
from gui_helpers import activate, choose_menu, click_tab, named, names_in, press

ROOT = Path(__file__).resolve().parents[3]
HOSTILE = [
    'Seán "The Hammer" O\'Brien',
    "Line one\nline two",
    "🎲🏆 Zoë",
    "שלום עליכם",
    "'); DROP TABLE players;--",
    "=HYPERLINK(\"http://example.com\")",
    "-minus",
]


def _fill(club: Club) -> None:
    club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-01-01")
    club.record_match([SideInput(["Ben"], 1), SideInput(["Cat"], 2)], create_players=True, played_at="2024-01-02")


def _choose_in_dialog(qtbot: Any, monkeypatch: pytest.MonkeyPatch, pick: int = 0, seen: list[Any] | None = None) -> None:
    """BackupsDialog.exec shows the dialog, clicks row ``pick`` and clicks Restore… (the confirmation answers yes)."""

    def fake_exec(dialog: bd.BackupsDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        table = named(dialog, "Backups")
        if seen is not None:
            seen.append([[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())])
        where = table.visualItemRect(table.item(pick, 0)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
        qtbot.mouseClick(named(dialog, "Restore backup"), Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(bd.BackupsDialog, "exec", fake_exec)


@pytest.mark.xcb
def test_restore_backup_from_the_file_menu(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    club = window.club
    assert club is not None
    _fill(club)
    club.backup("before-import")
    club.add_player("Dan")
    window.players_view.refresh()
    idle()
    click_tab(qtbot, window, "Players")
    idle()
    assert "Dan" in names_in(window.players_view.model)
    seen: list[Any] = []
    _choose_in_dialog(qtbot, monkeypatch, 0, seen)
    assert window.restore_backup_action in window.menuBar().actions()[0].menu().actions()
    choose_menu(qtbot, window, "File", "Restore backup…")
    idle()
    # The dialog listed the backup with its date, what it was made before, and its size.
    (rows,) = seen
    assert len(rows) == 1 and rows[0][1] == "before an import" and rows[0][2].endswith("KB")
    assert any("Replace the content of club.sqlite" in text for kind, _t, text in messages.shown if kind == "confirm")
    click_tab(qtbot, window, "Players")
    idle()
    # as a person waits to see the list reload (under load the reload may start after the worker went idle once)
    qtbot.waitUntil(lambda: names_in(window.players_view.model) == ["Ann", "Ben", "Cat"], timeout=5000)
    qtbot.waitUntil(lambda: sorted(names_in(window.leaderboard_view.model, 1)) == ["Ann", "Ben", "Cat"], timeout=5000)
    assert window.stack is not None and window.stack.count() == 0
    # The restore is itself undone by restoring the backup made just before it.
    assert [b.reason for b in list_backups(club.path)] == ["before-restore", "before-import"]  # type: ignore[arg-type]
    choose_menu(qtbot, window, "File", "Restore backup…")
    idle()
    click_tab(qtbot, window, "Players")
    idle()
    qtbot.waitUntil(lambda: "Dan" in names_in(window.players_view.model), timeout=5000)


def test_restore_backup_with_no_backups_says_so(qtbot: Any, window: MainWindow, idle: Any, messages: Any) -> None:
    choose_menu(qtbot, window, "File", "Restore backup…")
    idle()
    assert any("no backups" in t for t in messages.texts("information"))


def test_declining_the_confirmation_changes_nothing(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    club = window.club
    assert club is not None
    _fill(club)
    club.backup("manual")
    club.add_player("Dan")
    messages.answer_confirm = False
    _choose_in_dialog(qtbot, monkeypatch)
    choose_menu(qtbot, window, "File", "Restore backup…")
    idle()
    assert "Dan" in [p.name for p in club.players()]
    assert [b.reason for b in club.backups()] == ["manual"]


def _click(qtbot: Any, label: str, shown: list[str]) -> Any:
    """QMessageBox.exec shows the box and clicks the button that reads ``label``."""

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box.text())
        shown.extend(b.text() for b in box.buttons())
        box.show()
        qtbot.waitExposed(box)
        for button in box.buttons():
            if button.text() == label:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return 0

    return fake_exec


def test_a_damaged_file_offers_to_restore_a_backup(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "night.sqlite"
    with Club.open(path) as club:
        _fill(club)
        club.backup("before-import")
        club.add_player("Dan")
    damaged = path.read_bytes()[:5000]
    path.write_bytes(damaged)
    shown: list[str] = []
    monkeypatch.setattr(mw.QMessageBox, "exec", _click(qtbot, "Restore a backup…", shown))
    _choose_in_dialog(qtbot, monkeypatch)
    assert window.open_database(path) is False
    assert "Restore a backup…" in shown and "Open another file…" in shown
    qtbot.waitUntil(lambda: window.club is not None and window.club.path == path, timeout=10000)
    idle()
    click_tab(qtbot, window, "Players")
    idle()
    assert names_in(window.players_view.model) == ["Ann", "Ben", "Cat"]
    assert any("kept as night-replaced-" in t for t in messages.texts("information"))
    (aside,) = tmp_path.glob("night-replaced-*.sqlite")
    assert aside.read_bytes() == damaged


def test_no_restore_offer_for_a_newer_version_or_without_backups(qtbot: Any, window: MainWindow, idle: Any,
                                                                tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    from tournament_app.store.schema import MIGRATION_SET

    newer = tmp_path / "newer.sqlite"
    with Club.open(newer) as club:
        club.backup("manual")
    conn = sqlite3.connect(newer)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, '0099_future', 'x')", [MIGRATION_SET])
    conn.commit()
    conn.close()
    plain = tmp_path / "plain.sqlite"
    plain.write_bytes(b"not a database" * 100)
    for path, words in ((newer, "newer version"), (plain, "not a tournament-app database")):
        shown: list[str] = []
        monkeypatch.setattr(mw.QMessageBox, "exec", _click(qtbot, "Close", shown))
        assert window.open_database(path) is False
        assert words in shown[0]
        assert "Open another file…" in shown and "Restore a backup…" not in shown


def test_second_window_is_told_the_club_is_open_elsewhere(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                          tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite"
    with Club.open(path):
        pass
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    go = tmp_path / "go"
    other = subprocess.Popen([sys.executable, str(ROOT / "tests" / "store" / "_instance_child.py"), str(path), "X", "0", str(go)],
                             stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert other.stdout is not None and other.stdout.readline().startswith("opened")
        assert window.open_database(path)
        qtbot.waitUntil(lambda: bool(messages.texts("information")), timeout=5000)
    finally:
        go.touch()
        other.communicate(timeout=30)
    (text,) = messages.texts("information")
    assert f"open in another window of the app (process {other.pid})" in text
    assert "Changes from both are kept" in text and "until you reopen" in text
    assert "Open in another window" in window.statusBar().currentMessage()


def test_reopening_the_same_file_is_no_other_window(qtbot: Any, window: MainWindow, idle: Any, messages: Any) -> None:
    assert window.club is not None and window.club.path is not None
    assert window.open_database(window.club.path)
    idle()
    qtbot.wait(50)
    assert messages.texts("information") == []


@pytest.mark.xcb
def test_a_read_only_club_is_shown_and_changes_are_refused_clearly(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "archive.sqlite"
    with Club.open(path) as club:
        _fill(club)
    data = path.read_bytes()
    monkeypatch.setattr(database_module, "_writable", lambda _p: False)
    assert window.open_database(path)
    idle()
    qtbot.waitUntil(lambda: bool(messages.texts("information")), timeout=5000)
    assert any("can be read but not changed" in t for t in messages.texts("information"))
    assert sorted(names_in(window.leaderboard_view.model, 1)) == ["Ann", "Ben", "Cat"]
    activate(qtbot, window)
    press(qtbot, window, "Ctrl+Shift+A")  # Add player
    field = named(window, "New player name")
    assert field.hasFocus()
    qtbot.keyClicks(field, "Dan")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    idle()
    assert any("read-only" in t and "Nothing was changed" in t for t in messages.texts("warning"))
    click_tab(qtbot, window, "Players")
    idle()
    assert names_in(window.players_view.model) == ["Ann", "Ben", "Cat"]
    window.close()
    assert path.read_bytes() == data


def test_hostile_names_show_as_they_are_and_export_without_formulas(qtbot: Any, window: MainWindow, idle: Any, messages: Any,
                                                                   tmp_path: Path) -> None:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["match", "date", "side", "player", "rank"])
    for n, name in enumerate(HOSTILE):
        writer.writerow([n, f"2024-05-{1 + n:02d}", 1, name, 1])
        writer.writerow([n, f"2024-05-{1 + n:02d}", 2, HOSTILE[(n + 1) % len(HOSTILE)], 2])
    results = tmp_path / "hostile.csv"
    results.write_text(buf.getvalue(), encoding="utf-8")
    lb = window.current_leaderboard_id()
    assert lb is not None
    window.import_results_from(results, lb)
    idle()
    click_tab(qtbot, window, "Players")
    idle()
    shown = [" ".join(n.split()) for n in HOSTILE]  # names are stored with their line breaks made spaces
    assert sorted(names_in(window.players_view.model)) == sorted(shown)
    assert sorted(names_in(window.leaderboard_view.model, 1)) == sorted(shown)
    out = tmp_path / "standings.csv"
    window.export_to(out, lb)
    idle()
    with out.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    exported = sorted(row[1] for row in rows[1:])
    assert exported == sorted("'" + n if n.startswith(("=", "-")) else n for n in shown)
    for row in rows[1:]:
        for cell in row:
            if cell.startswith(("=", "+", "-", "@", "\t", "\r")):
                float(cell)
    assert window.club is not None and window.club.player_count() == len(HOSTILE)


def test_backups_dialog_lists_newest_first_with_sizes(qtbot: Any, club: Club) -> None:
    club.add_player("Ann")
    for reason in ("before-merge", "before-delete", "before-restore"):
        club.backup(reason)
    dialog = bd.BackupsDialog(club.backups(), "club.sqlite")
    qtbot.addWidget(dialog)
    reasons = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert reasons == [
        "before restoring a backup (restore this one to undo that)",
        "before deleting a match",
        "before merging two players",
    ]
    made = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert made == sorted(made, reverse=True)
    assert dialog.selected() == club.backups()[0] and dialog.restore_button.isEnabled()
    assert bd.human_size(512) == "512 bytes" and bd.human_size(1536) == "1.5 KB"
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_a_big_file_is_checked_for_damage_after_the_window_shows(qtbot: Any, window: MainWindow, idle: Any,
                                                                  messages: Any, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    path = tmp_path / "big.sqlite"
    with Club.open(path) as club:
        _fill(club)
        club.db.execute("CREATE TABLE padding (x)")  # pages a damage can hit without breaking the schema
        club.db.conn.executemany("INSERT INTO padding VALUES (?)", [("x" * 900,)] * 400)
        club.db.conn.commit()
        page_size = club.db.execute("PRAGMA page_size").fetchone()[0]
        root = club.db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'padding'").fetchone()[0]
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    # scribble over the padding table's root page: its pages no longer add up
    start = (root - 1) * page_size
    data[start + 8:start + 64] = b"\xff" * 56
    path.write_bytes(bytes(data))
    monkeypatch.setattr(mw, "DEFERRED_CHECK_BYTES", 0)
    assert window.open_database(path) is True
    idle()
    assert window.club.path == path
    assert any("damaged" in t and "Restore backup" in t for t in messages.texts("critical"))


@pytest.mark.parametrize("deferred", [True, False], ids=["big-file-checked-after-paint", "small-file"])
def test_opening_a_file_asks_league_once_whether_to_load_the_replay_loop(
    qtbot: Any, window: MainWindow, idle: Any, messages: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deferred: bool
) -> None:
    """After the first paint (and, for a big file, the check of every page), so the first edit deep in the past
    does not wait for it; league decides by the slots, not the window by the file's size."""
    path = tmp_path / "club-to-open.sqlite"
    with Club.open(path) as club:
        _fill(club)
    asked: list[Path] = []
    monkeypatch.setattr(Club, "prepare_big_replays", lambda club: asked.append(club.path))
    if deferred:
        monkeypatch.setattr(mw, "DEFERRED_CHECK_BYTES", 0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    choose_menu(qtbot, window, "File", "Open database…")
    idle()
    assert window.club.path == path, "the file opened"
    assert asked == [path]
    assert not messages.texts("critical")
