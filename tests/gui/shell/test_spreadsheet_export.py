"""Export standings for a spreadsheet in the reader's language (opt-in); the standard CSV keeps its contract (issue 19)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import club_with_a_result, press, shown_window
from PySide6.QtWidgets import QFileDialog


def _export(qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, target: Path, pick: int) -> None:
    """Ctrl+E, and in the save dialog the file name and the ``pick``-th file type."""
    asked: list[str] = []

    def save(_parent: Any, _title: str, _start: str, filters: str) -> tuple[str, str]:
        asked.extend(filters.split(";;"))
        return str(target), asked[pick]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    press(qtbot, window, "Ctrl+E")
    qtbot.waitUntil(target.exists, timeout=10000)


def test_a_german_spreadsheet_gets_semicolons_decimal_commas_german_days_and_titles(
        qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch, german: None) -> None:
    path = tmp_path / "club.sqlite"
    club_with_a_result(path)
    target = tmp_path / "tabelle.csv"
    with shown_window(qtbot, path) as window:
        _export(qtbot, window, monkeypatch, target, pick=1)
    with target.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh, delimiter=";"))
    assert rows[0][:3] == ["Rang", "Spieler", "Spielstärke μ"]
    ann = next(r for r in rows[1:] if r[1] == "Ann")
    mu = ann[2]
    assert "," in mu and "." not in mu  # 27,64: a number to a German spreadsheet, not a date
    assert ann[8] == "05.03.2024"


def test_the_standard_choice_keeps_the_documented_contract_in_any_language(
        qtbot: Any, tmp_path: Path, messages: Any, monkeypatch: pytest.MonkeyPatch, german: None) -> None:
    path = tmp_path / "club.sqlite"
    club_with_a_result(path)
    target = tmp_path / "standings.csv"
    with shown_window(qtbot, path) as window:
        _export(qtbot, window, monkeypatch, target, pick=0)
    with target.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0])[:3] == ["rank", "player", "mu"]
    ann = next(r for r in rows if r["player"] == "Ann")
    assert "." in ann["mu"] and ann["last_played"].startswith("2024-03-05")


def test_every_standings_column_has_a_spreadsheet_title() -> None:
    """A column league adds without a title here would be headed by its bare key in a translated spreadsheet."""
    from tournament_app.gui.common.spreadsheet_csv import TITLES
    from tournament_app.league import STANDINGS_COLUMNS

    assert set(TITLES) == set(STANDINGS_COLUMNS)
