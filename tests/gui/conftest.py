"""GUI fixtures: a main window on a real database file, isolated settings, no blocking dialogs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMessageBox

from tournament_app import translation
from tournament_app.gui.shell import language
from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import shown_window, wait_idle
from speaker_helpers import Wrapping


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, qapp: Any) -> Iterator[None]:
    """QSettings of each test live in its own folder and start empty."""
    folder = tmp_path / "qsettings"
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))
    mw.settings().clear()
    yield
    mw.settings().clear()


class Messages:
    """Records message boxes instead of showing them (a modal box would block the test)."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str, str]] = []
        self.answer_confirm = True

    def record(self, kind: str) -> Callable[..., Any]:
        def show(_parent: Any, title: str, text: str, *args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
            self.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok

        return show

    def texts(self, kind: str | None = None) -> list[str]:
        return [text for k, _t, text in self.shown if kind is None or k == kind]


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> Messages:
    """Message boxes and confirmations are recorded; confirmations answer "yes"."""
    box = Messages()
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(box.record(kind)))

    def confirm(_parent: Any, title: str, text: str, yes: str) -> bool:
        box.shown.append(("confirm", title, text))
        return box.answer_confirm

    import tournament_app.gui.matches.events_view as ev
    import tournament_app.gui.players.players_view as pv

    monkeypatch.setattr(pv, "confirm", confirm)
    monkeypatch.setattr(ev, "confirm", confirm)
    return box


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, messages: Messages) -> Iterator[MainWindow]:
    """The main window on a new database in tmp_path, shown, with its first loads finished."""
    with shown_window(qtbot, tmp_path / "club.sqlite") as win:
        yield win


@pytest.fixture
def idle(qtbot: Any, window: MainWindow) -> Callable[[], None]:
    """``idle()``: wait for the window's database work to finish."""
    return lambda: wait_idle(qtbot, window)


@pytest.fixture
def german(qapp: Any) -> Iterator[None]:
    """The app speaks German (the shipped catalogue, its numbers and dates) for this test, English again afterwards.

    Ask for it before ``window`` so the window is made in German.
    """
    translation.install("de")
    try:
        yield
    finally:
        translation.install("en")


@pytest.fixture
def speaker(qtbot: Any) -> Iterator[Wrapping]:
    """A fake speaker that says every word as «word» (speaker_helpers.Wrapping), with German numbers and dates
    (so an English '2.5' or an ISO date shows); make the pages after it."""
    language.ensure_installed()  # the window installs the app's catalogue (its English plurals) unless one is
    before = QLocale()            # already: installed after the speaker, it would answer first
    QLocale.setDefault(QLocale("de_DE"))
    translator = Wrapping()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(before)


@pytest.fixture
def double_text(qapp: QApplication) -> Iterator[None]:
    """The application font at twice its size (what a larger system font does), put back afterwards;
    ask for it before the widgets are made."""
    normal = QFont(qapp.font())
    big = QFont(normal)
    big.setPointSizeF(normal.pointSizeF() * 2)
    qapp.setFont(big)
    try:
        yield
    finally:
        qapp.setFont(normal)
