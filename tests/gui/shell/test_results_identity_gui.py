"""File ▸ Export results… and File ▸ Import results… as a person uses them: importing what the club has adds nothing
and the message says how many were new and how many were already there (issue 27)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import choose_menu, club_with_a_result, press, shown_window, wait_idle
from PySide6.QtWidgets import QFileDialog

from tournament_app.league import RESULTS_EXPORT_COLUMNS, Club


def _save_as(monkeypatch: pytest.MonkeyPatch, target: Path, asked: list[str]) -> None:
    def save(_parent: Any, title: str, _start: str, _filters: str) -> tuple[str, str]:
        asked.append(title)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))


def _open(monkeypatch: pytest.MonkeyPatch, source: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a: (str(source), "")))


@pytest.mark.xcb
def test_export_results_from_the_file_menu_writes_what_import_reads(qtbot: Any, tmp_path: Path, messages: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = club_with_a_result(tmp_path / "club.sqlite")
    target = tmp_path / "results.csv"
    asked: list[str] = []
    _save_as(monkeypatch, target, asked)
    with shown_window(qtbot, path) as window:
        choose_menu(qtbot, window, "File", "Export results…")
        qtbot.waitUntil(target.exists, timeout=10000)
        wait_idle(qtbot, window)
    assert asked == ["Export results"]
    with target.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0]) == list(RESULTS_EXPORT_COLUMNS)
    assert [(r["player"], r["rank"], r["date"]) for r in rows] == [("Ann", "1", "2024-03-05T19:30:00"),
                                                                   ("Bob", "2", "2024-03-05T19:30:00")]
    with Club.open(path) as club:
        assert rows[0]["result_id"] == club.matches()[0].result_id
    assert any("Wrote 1 match to" in text for text in messages.texts("information")), messages.shown


@pytest.mark.xcb
def test_importing_a_file_twice_with_ctrl_i_says_what_was_new_and_adds_nothing_the_second_time(
        qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    path = club_with_a_result(tmp_path / "club.sqlite")
    source = tmp_path / "night.csv"
    source.write_text("match,date,side,player,rank\n"
                      "1,2024-03-05T19:30,1,Ann,1\n1,2024-03-05T19:30,2,Bob,2\n"  # the club has it already
                      "2,2024-03-06,1,Cid,1\n2,2024-03-06,2,Ann,2\n", encoding="utf-8")
    _open(monkeypatch, source)
    with shown_window(qtbot, path) as window:
        press(qtbot, window, "Ctrl+I")
        qtbot.waitUntil(lambda: len(messages.texts("information")) == 1, timeout=10000)
        assert messages.texts("information")[0] == ("1 new match imported from night.csv.\n"
                                                     "1 match of the file was already there and was not added again.")
        press(qtbot, window, "Ctrl+I")
        qtbot.waitUntil(lambda: len(messages.texts("information")) == 2, timeout=10000)
        assert messages.texts("information")[1].startswith("0 new matches imported from night.csv.\n2 matches of the file")
        wait_idle(qtbot, window)
        assert "already there" in window.statusBar().currentMessage()
    with Club.open(path) as club:
        assert club.match_count() == 2
