"""Issue 29, the words and the access an organizer met at a Saturday cup: the Help guide, Help ▸ Keyboard
shortcuts and league-made undo steps in German, a new club's leaderboard named in its language, secondary
text readable at 4.5:1, mnemonics and a key for New event, exports that start in a folder a person uses,
an export's message that leaves with its event, and where a finished round robin's results go."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from event_builders import played_event
from PySide6.QtCore import QRectF, QStandardPaths, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.shell.welcome import WelcomeDialog
from tournament_app.league import Club
from tournament_app.palette import contrast
from tournament_app.translation import translate
from gui_helpers import (activate, choose_menu, click_in_popup, front_window, menu_text_of, named, open_page, press,
                         wait_idle)

# ---- 9. words ---------------------------------------------------------------------------------------------------


def test_the_guide_says_press_enter_once(qtbot: Any, window: MainWindow) -> None:
    choose_menu(qtbot, window, "Help", "Getting started")
    text = window.help_dialog.text.toPlainText()  # type: ignore[attr-defined]
    assert "then Enter and press Enter" not in text
    assert "type a name into the new player's field at the top and press Enter" in " ".join(text.split())
    window.help_dialog.close()


@pytest.fixture
def round_robin_file(tmp_path: Path) -> Path:
    """A round robin of 4 played to the end ("Spring Cup")."""
    path = tmp_path / "club.sqlite"
    played_event(path, "round-robin", 4)
    return path


def test_a_finished_round_robin_does_not_send_results_to_a_bracket(qtbot: Any, round_robin_file: Path, messages: Any) -> None:
    with front_window(qtbot, round_robin_file) as w:
        open_page(qtbot, w, "Entrants")
        note = w.night_view.entrants.note.text()
        assert "bracket" not in note
        assert "ended" in note and "Table page" in note


def test_an_export_message_leaves_with_its_event(qtbot: Any, round_robin_file: Path, messages: Any,
                                                 monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with Club.open(round_robin_file) as club:
        club.add_event("Tuesday", "2024-07-02")
    target = tmp_path / "out" / "standings.csv"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), "")))
    with front_window(qtbot, round_robin_file) as w:
        chooser = named(w, "Event")
        click_in_popup(qtbot, chooser, next(chooser.itemText(i) for i in range(chooser.count())
                                            if chooser.itemText(i).startswith("Spring Cup")))
        wait_idle(qtbot, w)
        open_page(qtbot, w, "Standings")
        qtbot.mouseClick(named(w, "Export standings as CSV"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        message = w.night_view.standings.message
        assert "Exported" in message.text()
        click_in_popup(qtbot, chooser, next(chooser.itemText(i) for i in range(chooser.count())
                                            if chooser.itemText(i).startswith("Tuesday")))
        wait_idle(qtbot, w)
        assert message.text() == ""


def test_exports_start_in_documents_then_where_the_last_one_went(qtbot: Any, round_robin_file: Path, messages: Any,
                                                                 monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    suggested: list[Path] = []
    chosen = tmp_path / "sheets"
    chosen.mkdir()

    def save(_parent: Any, _title: str, start: str, *_a: Any, **_k: Any) -> tuple[str, str]:
        suggested.append(Path(start))
        return str(chosen / Path(start).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    with front_window(qtbot, round_robin_file) as w:
        open_page(qtbot, w, "Standings")
        qtbot.mouseClick(named(w, "Export standings as CSV"), Qt.MouseButton.LeftButton)
        wait_idle(qtbot, w)
        choose_menu(qtbot, w, "File", "Export standings…")
        wait_idle(qtbot, w)
    first, second = suggested
    assert first.parent != round_robin_file.parent  # not the club file's folder (a hidden data folder for most)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert first.parent == (Path(documents) if documents and Path(documents).is_dir() else Path.home())
    assert second.parent == chosen  # the folder used last


# ---- 11. languages: Help ▸ Keyboard shortcuts, league-made steps, the first leaderboard's name --------------------


def test_keyboard_shortcuts_name_undo_and_redo_in_german(german: None, qtbot: Any, window: MainWindow) -> None:
    choose_menu(qtbot, window, menu_text_of(window.menuBar().actions()[-1]), menu_text_of(window.shortcuts_action))
    commands = [command for command, _keys in window.help_dialog.rows()]  # type: ignore[attr-defined]
    edit = menu_text_of(window.edit_menu.menuAction())
    assert f"{edit} ▸ Rückgängig" in commands and f"{edit} ▸ Wiederholen" in commands
    assert not [c for c in commands if c.endswith(("Undo", "Redo"))]
    window.help_dialog.close()


def test_a_step_made_by_the_league_reads_german_in_the_edit_menu(german: None, qtbot: Any, tmp_path: Path,
                                                                 messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.add_player("Kasia Nowak")  # as the command line or the demo club's import does: no window names it
    with front_window(qtbot, path) as w:
        label = translate("league.players", "Add player {name}").format(name="Kasia Nowak")
        assert label != "Add player Kasia Nowak"  # the shipped German catalogue says it
        assert label in w.undo_action.text() and "Add player" not in w.undo_action.text()


def test_a_new_club_names_its_leaderboard_in_german(german: None, window: MainWindow) -> None:
    board = named(window, "Rangliste")
    assert board.currentText() == "Standard"
    with Club.open(window.club.path) as club:  # type: ignore[union-attr]
        assert [lb.name for lb in club.leaderboards()] == ["Standard"]


# ---- 11. access: contrast, mnemonics, a key for New event -------------------------------------------------------


def darkest_ink(image: QImage, area: QRectF) -> QColor:
    """The darkest pixel in ``area`` of ``image`` (the full colour of a glyph's stem)."""
    best = QColor("#ffffff")
    for y in range(int(area.top()), int(area.bottom())):
        for x in range(int(area.left()), int(area.right())):
            colour = image.pixelColor(x, y)
            if colour.lightness() < best.lightness():
                best = colour
    return best


def test_the_welcome_hints_read_at_4_5_to_1(qtbot: Any) -> None:
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    hints = [label for label in dialog.findChildren(QLabel) if label.objectName() == "welcome-hint"]
    assert len(hints) == 4
    image = dialog.grab().toImage()
    background = dialog.palette().color(QPalette.ColorRole.Window).name()
    for hint in hints:
        area = QRectF(hint.geometry())
        ink = darkest_ink(image, area)
        assert contrast(ink.name(), background) >= 4.5, (hint.text(), ink.name())


@pytest.fixture
def cup_file(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    played_event(path, "double-elimination", 8, results=3, tables=2)
    return path


def test_the_brackets_status_words_read_at_4_5_to_1(qtbot: Any, cup_file: Path, messages: Any) -> None:
    with front_window(qtbot, cup_file) as w:
        open_page(qtbot, w, "Bracket")
        canvas = w.night_view.bracket.canvas
        for item in canvas.items_by_id.values():
            box = item.boundingRect()
            image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_RGB32)
            image.fill(QColor("#ffffff"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(-box.left(), -box.top())
            item.paint(painter, None, None)
            painter.end()
            header = QRectF(8, 2, box.width() - 20, QFontMetricsF(item.small).height() + 4)  # the status line
            ink = darkest_ink(image, header)
            base = w.night_view.bracket.palette().color(QPalette.ColorRole.Base).name()
            assert contrast(ink.name(), base) >= 4.5, (item.header(), ink.name())


def mnemonic(text: str) -> str | None:
    """The letter after a lone "&" (the Alt+letter key), lower case."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.fixture(params=["en", "de", "fr", "es", "nl"])
def spoken(request: Any, qapp: Any) -> Iterator[str]:
    """The app in each language it ships (ask for it before the window)."""
    from tournament_app import translation

    translation.install(request.param)
    try:
        yield request.param
    finally:
        translation.install("en")


def test_the_event_pages_buttons_have_their_own_alt_keys(spoken: str, qtbot: Any, cup_file: Path, messages: Any) -> None:
    with Club.open(cup_file) as club:
        club.add_event("Tuesday", "2024-05-28")  # a club night too, with its own pages
    with front_window(qtbot, cup_file) as w:
        taken = {mnemonic(a.text()) for a in w.menuBar().actions()}
        chooser = w.night_view.event_combo
        for event in ("Spring Cup", "Tuesday"):
            click_in_popup(qtbot, chooser, next(chooser.itemText(i) for i in range(chooser.count())
                                                if chooser.itemText(i).startswith(event)))
            wait_idle(qtbot, w)
            pages = w.night_view.pages
            tabs = {mnemonic(pages.tabText(i)) for i in range(pages.count())}
            for index in range(pages.count()):
                if pages.widget(index) is w.night_view.sharing:
                    continue  # the Sharing page's own buttons are the companion's (issue 29, item 12)
                pages.setCurrentIndex(index)
                wait_idle(qtbot, w)
                buttons = [b for b in w.night_view.findChildren(QAbstractButton) if b.isVisible()
                           and b.objectName() != "table-button" and not b.text().startswith("✓")]
                keys = [mnemonic(b.text()) for b in buttons if mnemonic(b.text())]
                where = f"{spoken}: {event} ▸ {pages.tabText(index)}"
                assert len(keys) == len(set(keys)), (where, sorted(keys))
                assert not set(keys) & (taken | tabs), (where, set(keys) & (taken | tabs), [b.text() for b in buttons])
                assert keys, where
        key = mnemonic(w.night_view.new_event_button.text())
        assert key is not None
        press(qtbot, w, f"Alt+{key.upper()}")
        qtbot.waitUntil(lambda: w.night_view.event_dialog is not None, timeout=3000)
        w.night_view.event_dialog.reject()  # type: ignore[union-attr]


@pytest.mark.xcb
def test_new_event_has_a_key_from_any_tab(qtbot: Any, window: MainWindow) -> None:
    window.tabs.setCurrentWidget(window.players_view)
    press(qtbot, window, QKeySequence("Ctrl+Shift+E"))
    qtbot.waitUntil(lambda: window.night_view.event_dialog is not None, timeout=3000)
    assert window.tabs.currentWidget() is window.night_view
    assert window.new_event_action.shortcut() == QKeySequence("Ctrl+Shift+E")
    window.night_view.event_dialog.reject()  # type: ignore[union-attr]
