"""File ▸ Merge another club file… as a person uses it (issue 32): choose the file, read what comes in, say for each
pair of look-alike names whether it is one person, merge, and take it all back with Ctrl+Z."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_helpers import choose_menu, click_list_item, press, shown_window, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QListWidget, QPushButton

from stored_rows import logged_rows
from tournament_app.gui.merging.merge_dialog import MergeDialog
from tournament_app.league import Club, SideInput


def _club(path: Path, results: list[tuple[str, str, str]], players: list[str] = ()) -> Path:  # type: ignore[assignment]
    with Club.open(path) as club:
        for name in players:
            club.add_player(name)
        for winner, loser, moment in results:
            club.record_match([SideInput([winner], 1), SideInput([loser], 2)], create_players=True, played_at=moment)
    return path


def _open_file(monkeypatch: pytest.MonkeyPatch, source: Path, asked: list[str]) -> None:
    def choose(_parent: Any, title: str, *_a: Any) -> tuple[str, str]:
        asked.append(title)
        return str(source), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))


def _dialog(qtbot: Any) -> MergeDialog:
    found: list[MergeDialog] = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MergeDialog) and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=10000)
    return found[0]


def _named(dialog: MergeDialog, kind: Any, name: str) -> Any:
    hits = [w for w in dialog.findChildren(kind) if w.accessibleName() == name]
    assert hits, f"no {name!r} in the dialog"
    return hits[0]


@pytest.mark.xcb
def test_merging_a_club_file_asks_about_look_alikes_then_ctrl_z_takes_it_all_back(
        qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    home = _club(tmp_path / "home.sqlite", [("Ann", "Ben", "2024-05-01T19:00")], players=["Elodie Martin", "Jo Lee"])
    away = _club(tmp_path / "away.sqlite", [("Cid", "Élodie  martin", "2024-05-02T19:00"), ("Jo-Lee", "Ann", "2024-05-03T19:00"),
                                            ("Ann", "Ben", "2024-05-01T19:00")])
    before = logged_rows(home)
    asked: list[str] = []
    _open_file(monkeypatch, away, asked)
    with shown_window(qtbot, home) as window:
        choose_menu(qtbot, window, "File", "Merge another club file…")
        dialog = _dialog(qtbot)
        assert asked == ["Merge another club file"]
        assert dialog.windowTitle() == "Merge away.sqlite"
        summary = _named(dialog, QLabel, "What comes in").text()
        assert "3 new results" not in summary and "2 new results" in summary and "1 result already here" in summary
        pairs = _named(dialog, QListWidget, "Look-alike names")
        merge = _named(dialog, QPushButton, "Merge")
        assert not merge.isEnabled()  # two pairs still need a choice
        texts = [pairs.item(i).text() for i in range(pairs.count())]
        assert texts == ["Élodie martin (other file) ~ Elodie Martin (this club): not decided yet",
                         "Jo-Lee (other file) ~ Jo Lee (this club): not decided yet"]
        # Élodie is Elodie: a click on the pair, then the button
        click_list_item(qtbot, pairs, texts[0])
        qtbot.mouseClick(_named(dialog, QPushButton, "Same person"), Qt.MouseButton.LeftButton)
        # Jo-Lee is someone else: by keyboard, the list moved on to the next pair by itself
        assert pairs.currentRow() == 1
        pairs.setFocus()
        press(qtbot, dialog, "Alt+D")  # the button's mnemonic: it clicks as it is drawn pressed
        qtbot.waitUntil(lambda: [pairs.item(i).text().rsplit(": ", 1)[1] for i in range(2)] == ["same person", "different people"])
        assert merge.isEnabled()
        qtbot.mouseClick(merge, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(messages.texts("information")) == 1, timeout=15000)
        assert messages.texts("information")[0].startswith("Merged away.sqlite: 2 results came in (1 already here).")
        wait_idle(qtbot, window)
        with Club.open(home) as club:
            assert sorted(p.name for p in club.players()) == ["Ann", "Ben", "Cid", "Elodie Martin", "Jo Lee", "Jo-Lee"]
            assert club.match_count() == 3
        assert window.stack is not None and window.stack.undoText() == "Merge away.sqlite"
        press(qtbot, window, "Ctrl+Z")
        wait_idle(qtbot, window)
        qtbot.waitUntil(lambda: logged_rows(home) == before, timeout=10000)


def test_a_file_with_nothing_new_says_so_and_a_damaged_one_is_refused(
        qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    home = _club(tmp_path / "home.sqlite", [("Ann", "Ben", "2024-05-01T19:00")])
    same = tmp_path / "same.sqlite"
    same.write_bytes(home.read_bytes())
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"SQLite format 3\x00" + b"\x00" * 50)
    with shown_window(qtbot, home) as window:
        _open_file(monkeypatch, same, [])
        choose_menu(qtbot, window, "File", "Merge another club file…")
        qtbot.waitUntil(lambda: len(messages.texts("information")) == 1, timeout=10000)
        assert "has nothing this club lacks" in messages.texts("information")[0]
        _open_file(monkeypatch, broken, [])
        choose_menu(qtbot, window, "File", "Merge another club file…")
        qtbot.waitUntil(lambda: any("broken.sqlite" in t for t in messages.texts()), timeout=10000)
        wait_idle(qtbot, window)
        assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, MergeDialog) and w.isVisible()]
