"""The app speaks the system's language, and View ▸ Language switches it at once (issue 19)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import choose_menu, club_with_a_result, menu_text_of, shown_window, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from tournament_app import translation
from tournament_app.gui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


def _menu_titles(window: MainWindow) -> list[str]:
    return [menu_text_of(a) for a in window.menuBar().actions()]


def _leaderboard_headers(window: MainWindow) -> list[str]:
    table = next(t for t in window.findChildren(QTableView) if t.objectName() == "leaderboard-table")
    model = table.model()
    return [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]


SCRIPT = textwrap.dedent("""
    import json, sys, time
    from pathlib import Path
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QTableView
    from tournament_app.gui.shell import main_window as mw

    def model_rows(window):
        table = next(t for t in window.findChildren(QTableView) if t.objectName() == "leaderboard-table")
        return table.model().rowCount()

    window = mw.start(Path(sys.argv[1]))
    app = QApplication.instance()
    for _ in range(200):  # the first loads run on the worker
        app.processEvents()
        if window.worker is not None and not window.worker.busy and model_rows(window):
            break
        time.sleep(0.02)
    table = next(t for t in window.findChildren(QTableView) if t.objectName() == "leaderboard-table")
    model = table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    ann = next(r for r in range(model.rowCount()) if model.index(r, 1).data() == "Ann")
    print(json.dumps({
        "menus": [a.text() for a in window.menuBar().actions()],
        "headers": headers,
        "row": [model.index(ann, c).data() for c in range(model.columnCount())],
    }))
    window.close()
""")


def test_the_app_started_in_german_speaks_german(tmp_path: Path) -> None:
    """LANG=de_DE.UTF-8: German menus and leaderboard headers, a German date and decimal comma."""
    path = tmp_path / "club.sqlite"
    club_with_a_result(path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    env.update(LANG="de_DE.UTF-8", QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_CACHE_HOME=str(tmp_path / "cache"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(path)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["menus"][:3] == ["&Datei", "&Bearbeiten", "&Verein"]
    assert "&Ansicht" in shown["menus"] and "&Hilfe" in shown["menus"]
    assert shown["headers"][:3] == ["Rang", "Spieler", "Wertung"]
    assert "Zuletzt gespielt" in shown["headers"]
    row = shown["row"]
    assert "05.03.24" in row  # the day Ann played, in German form
    conservative = row[shown["headers"].index("Konservativ")]
    assert "," in conservative and "." not in conservative  # a decimal comma
    assert (tmp_path / "cache" / "tournament-app" / "translations" / "tournament_app_de.qm").is_file()


@pytest.fixture
def back_to_english() -> Iterator[None]:
    """Whatever a test switched to, the next test reads English again."""
    yield
    translation.install("en")


def _the_shown_window() -> MainWindow:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    assert len(shown) == 1, f"{len(shown)} main windows are shown"
    return shown[0]


def test_french_chosen_from_the_view_menu_applies_at_once_and_stays(
        qtbot: Any, tmp_path: Path, messages: Any, back_to_english: None) -> None:
    path = tmp_path / "club.sqlite"
    club_with_a_result(path)
    with shown_window(qtbot, path) as window:
        assert _menu_titles(window)[0] == "File"
        choose_menu(qtbot, window, "View", "Language", "Français")
        french = _the_shown_window()
        assert french is not window
        try:
            wait_idle(qtbot, french)
            assert _menu_titles(french) == ["Fichier", "Édition", "Club", "Classement", "Outils", "Affichage", "Aide"]
            qtbot.waitUntil(lambda: _leaderboard_headers(french)[:2] == ["Rang", "Joueur"], timeout=5000)
            assert french.club is not None and french.club.path == path  # the same club, opened again
        finally:
            french.close()
    # a restart keeps French, and the menu shows it chosen
    with shown_window(qtbot, path) as again:
        assert _menu_titles(again)[0] == "Fichier"
        ticked = [menu_text_of(a) for a in again.language_menu.actions() if a.isChecked()]
        assert ticked == ["Français"]
        choose_menu(qtbot, again, "Affichage", "Langue", "Langue du système")
        english = _the_shown_window()
        try:
            wait_idle(qtbot, english)
            assert _menu_titles(english)[0] == "File"
        finally:
            english.close()
