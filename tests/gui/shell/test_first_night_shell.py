"""Issue 14, the window shell: the club reopened at start, club files, undo/redo keys, "&" in labels,
shortcuts that do what other programs do, the demo club's own file, the Help menu.

Everything is done as a person does it: menus chosen with the mouse, names typed into the real
fields, keys pressed with the window in front, a restart as a new window over the same settings.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPushButton,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.common import printing
from tournament_app.gui.shell import welcome
from tournament_app.gui.shell.club_files import MissingClubDialog, demo_club_path
from tournament_app.gui.shell.help_dialog import GettingStartedDialog, ShortcutsDialog
from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.gui.shell.shortcuts import on_a_keyboard
from tournament_app.store import default_database_path
from gui_helpers import activate, choose_menu, click_tab, menu_text_of, named, open_tool, press, wait_idle


@pytest.fixture
def start(qtbot: Any, messages: Any) -> Iterator[Any]:
    """``start()``: the app started with no file named (as from the menu), shown, first loads done; closed after."""
    windows: list[MainWindow] = []

    def open_app() -> MainWindow:
        win = MainWindow(None, offer_demo=False)
        win.show()
        windows.append(win)
        if win.worker is not None:
            wait_idle(qtbot, win)
        return win

    yield open_app
    for win in windows:
        if win.worker is not None:
            wait_idle(qtbot, win)
        win.close()
        win.deleteLater()


def save_dialog_returns(monkeypatch: Any, path: Path) -> list[tuple[Any, ...]]:
    """The OS's save dialog answers ``path``; returns the calls it got."""
    calls: list[tuple[Any, ...]] = []

    def answer(*args: Any, **kwargs: Any) -> tuple[str, str]:
        calls.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    return calls


def add_players_by_typing(qtbot: Any, window: MainWindow, *names: str) -> None:
    """Players tab, type each name into "New player name", Enter."""
    activate(qtbot, window)
    click_tab(qtbot, window, "Players")
    field = named(window, "New player name")
    for name in names:
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
        qtbot.keyClicks(field, name)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        wait_idle(qtbot, window)


def player_names(window: MainWindow) -> list[str]:
    assert window.club is not None
    return sorted(p.name for p in window.club.players())


def shown_dialog(qtbot: Any, kind: type) -> Any:
    """The visible dialog of type ``kind``, once it is on screen."""
    def find() -> Any:
        return next((w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()), None)

    qtbot.waitUntil(lambda: find() is not None, timeout=5000)
    return find()


def click_button(qtbot: Any, root: QWidget, text: str) -> None:
    button = next(b for b in root.findChildren(QPushButton) if b.text() == text and b.isVisible())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# ---- 1. a restart opens the club used last ------------------------------------------------------


def test_a_restart_reopens_the_club_used_last_and_names_it(qtbot: Any, start: Any, tmp_path: Path, monkeypatch: Any) -> None:
    first = start()
    default = default_database_path()
    assert first.club is not None and first.club.path == default  # a first start: the default club
    save_dialog_returns(monkeypatch, tmp_path / "Thursday club")
    choose_menu(qtbot, first, "File", "New database…")
    wait_idle(qtbot, first)
    thursday = tmp_path / "Thursday club.sqlite"
    assert first.club.path == thursday
    add_players_by_typing(qtbot, first, "Ann", "Bob")
    first.close()

    again = start()
    assert again.club is not None and again.club.path == thursday
    assert "Thursday club" in again.windowTitle()
    click_tab(qtbot, again, "Players")
    wait_idle(qtbot, again)
    shown = named(again, "Players").model()
    assert sorted(shown.data(shown.index(r, 0)) for r in range(shown.rowCount())) == ["Ann", "Bob"]
    again.close()


def test_a_club_file_that_has_gone_is_named_and_open_recent_offers_the_others(qtbot: Any, start: Any, tmp_path: Path,
                                                                             monkeypatch: Any) -> None:
    first = start()
    default = default_database_path()
    save_dialog_returns(monkeypatch, tmp_path / "Thursday club")
    choose_menu(qtbot, first, "File", "New database…")
    wait_idle(qtbot, first)
    add_players_by_typing(qtbot, first, "Ann")
    first.close()
    thursday = tmp_path / "Thursday club.sqlite"
    shutil.move(thursday, tmp_path / "moved away.sqlite")

    again = start()
    dialog = shown_dialog(qtbot, MissingClubDialog)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "“Thursday club.sqlite” can't be found" in text and str(tmp_path) in text
    assert not thursday.exists(), "nothing may be created where the club was"
    assert again.club is None and "No club open" in again.windowTitle()
    recent = named(dialog, "Recent clubs")
    rows = [recent.item(r).text() for r in range(recent.count())]
    assert len(rows) == 1 and rows[0].startswith(default.name)  # only the files still there
    item_rect = recent.visualItemRect(recent.item(0))
    qtbot.mouseClick(recent.viewport(), Qt.MouseButton.LeftButton, pos=item_rect.center())
    click_button(qtbot, dialog, "Open recent")
    qtbot.waitUntil(lambda: again.club is not None, timeout=5000)
    wait_idle(qtbot, again)
    assert again.club.path == default
    assert again.windowTitle().startswith(default.name)


def test_the_missing_club_message_offers_a_new_club_and_another_file(qtbot: Any, start: Any, tmp_path: Path,
                                                                    monkeypatch: Any) -> None:
    first = start()  # last time: a club made with File ▸ New database…, since deleted
    save_dialog_returns(monkeypatch, tmp_path / "gone")
    choose_menu(qtbot, first, "File", "New database…")
    wait_idle(qtbot, first)
    assert first.club is not None and first.club.path == tmp_path / "gone.sqlite"
    first.close()
    (tmp_path / "gone.sqlite").unlink()
    win = start()
    dialog = shown_dialog(qtbot, MissingClubDialog)
    assert {b.text() for b in dialog.findChildren(QPushButton) if b.isVisible()} >= {
        "Open another file…", "Start a new club", "Close"}
    save_dialog_returns(monkeypatch, tmp_path / "Fresh start")
    click_button(qtbot, dialog, "Start a new club")
    qtbot.waitUntil(lambda: win.club is not None, timeout=5000)
    assert win.club.path == tmp_path / "Fresh start.sqlite"
    assert not (tmp_path / "gone.sqlite").exists()


def test_open_recent_on_a_file_that_has_gone_says_so_instead_of_making_an_empty_club(
        qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path, monkeypatch: Any) -> None:
    other = tmp_path / "other.sqlite"
    save_dialog_returns(monkeypatch, other)
    choose_menu(qtbot, window, "File", "New database…")
    idle()
    first = tmp_path / "club.sqlite"
    choose_menu(qtbot, window, "File", "Open recent", str(first))
    idle()
    assert window.club.path == first
    other.unlink()
    choose_menu(qtbot, window, "File", "Open recent", str(other))
    dialog = shown_dialog(qtbot, MissingClubDialog)
    assert "other.sqlite" in " ".join(label.text() for label in dialog.findChildren(QLabel))
    click_button(qtbot, dialog, "Close")
    assert not other.exists()
    assert window.club.path == first  # the club that was open stays open


# ---- 2. a new club file without an extension; Open lists every club file ----------------------


def test_a_new_club_typed_without_an_extension_becomes_a_sqlite_file(qtbot: Any, window: MainWindow, idle: Any,
                                                                       tmp_path: Path, monkeypatch: Any, messages: Any) -> None:
    calls = save_dialog_returns(monkeypatch, tmp_path / "Thursday club")
    choose_menu(qtbot, window, "File", "New database…")
    idle()
    assert calls, "the save dialog was asked"
    assert window.club.path == tmp_path / "Thursday club.sqlite"
    assert (tmp_path / "Thursday club.sqlite").is_file() and not (tmp_path / "Thursday club").exists()
    assert window.windowTitle() == "Thursday club.sqlite — Tournament App"
    before = window.club.path
    # the same name again: said plainly, nothing changes
    choose_menu(qtbot, window, "File", "New database…")
    idle()
    assert any("“Thursday club.sqlite” is already there" in t for t in messages.texts("warning"))
    assert window.club.path == before


def test_open_lists_every_club_file_and_all_files(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path,
                                                 monkeypatch: Any) -> None:
    asked: list[str] = []
    old = tmp_path / "old club.sqlite3"
    mw.Club.open(old).close()

    def answer(_parent: Any, _title: str, _start: str, filters: str, *rest: Any) -> tuple[str, str]:
        asked.append(filters)
        return str(old), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    choose_menu(qtbot, window, "File", "Open database…")
    idle()
    assert asked == ["Club database (*.sqlite *.sqlite3 *.db);;All files (*)"]
    assert window.club.path == old


# ---- 5. undo and redo keys ------------------------------------------------------------------


def _scope(obj: Any, window: MainWindow) -> QWidget | None:
    """Where a shortcut can fire: None everywhere in the app, else the widget it is tied to."""
    if isinstance(obj, QAction):
        if obj.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut:
            return None
        widgets = [w for w in obj.associatedObjects() if isinstance(w, QWidget)]
        if any(isinstance(w, (QMenu, QMenuBar, QToolBar, QToolButton)) or w is window for w in widgets):
            return window
        return widgets[0] if widgets else None
    if obj.context() == Qt.ShortcutContext.ApplicationShortcut:
        return None
    return obj.parent()


def _ancestors(widget: QWidget) -> list[QWidget]:
    chain = [widget]
    while chain[-1].parentWidget() is not None:
        chain.append(chain[-1].parentWidget())
    return chain


def _can_overlap(a: QWidget | None, b: QWidget | None) -> bool:
    """False when the two can never be active together: different windows, or different pages of one stack."""
    if a is None or b is None:
        return True
    if a.window() is not b.window():
        return False
    up_a, up_b = _ancestors(a), _ancestors(b)
    common = next(w for w in up_a if w in up_b)
    if isinstance(common, QStackedWidget) and common is not a and common is not b:
        return False
    return True


def shortcut_conflicts(window: MainWindow) -> list[str]:
    """Every pair of actions or shortcuts of the window that answer one key sequence where both can be active."""
    entries: list[tuple[str, Any, QWidget | None, str]] = []
    for action in window.findChildren(QAction):
        if not action.associatedObjects():
            continue  # never added anywhere: its keys do nothing
        for keys in action.shortcuts():
            entries.append((keys.toString(), action, _scope(action, window), f"action {menu_text_of(action)!r}"))
    for shortcut in window.findChildren(QShortcut):
        for keys in shortcut.keys():
            entries.append((keys.toString(), shortcut, _scope(shortcut, window),
                            f"shortcut on {type(shortcut.parent()).__name__}"))
    found = []
    for i, (keys, obj, scope, what) in enumerate(entries):
        for keys_b, obj_b, scope_b, what_b in entries[i + 1:]:
            if keys == keys_b and _can_overlap(scope, scope_b):
                found.append(f"{keys}: {what} and {what_b}" + (" (listed twice)" if obj is obj_b else ""))
    return found


@pytest.mark.xcb
def test_no_two_commands_answer_the_same_keys(qtbot: Any, window: MainWindow, idle: Any) -> None:
    # with something to undo and redo, so that every action is in its enabled state
    add_players_by_typing(qtbot, window, "Ann")
    for title in ("Leaderboard", "Matches", "Event", "Players", "Brackets"):
        if title == "Brackets":
            open_tool(qtbot, window, title)
        else:
            click_tab(qtbot, window, title)
        idle()
        assert shortcut_conflicts(window) == []


def test_the_conflict_check_finds_a_key_listed_twice(window: MainWindow) -> None:
    window.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Shift+Z")])
    assert any("listed twice" in c for c in shortcut_conflicts(window))
    window.print_action.setShortcut(QKeySequence(window.add_player_action.shortcut()))
    assert any("Print" in c and "Add player" in c for c in shortcut_conflicts(window))


@pytest.mark.xcb
def test_ctrl_z_undoes_and_both_ctrl_shift_z_and_ctrl_y_redo(qtbot: Any, window: MainWindow, idle: Any) -> None:
    add_players_by_typing(qtbot, window, "Ann")  # the cursor stays in the (now empty) name field
    assert player_names(window) == ["Ann"]
    assert isinstance(QApplication.focusWidget(), QLineEdit)
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert player_names(window) == []
    press(qtbot, window, "Ctrl+Shift+Z")
    idle()
    assert player_names(window) == ["Ann"]
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert player_names(window) == []
    press(qtbot, window, "Ctrl+Y")
    idle()
    assert player_names(window) == ["Ann"]
    # with the focus in the table instead of a field, too
    table = named(window, "Players")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 0)).center())
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert player_names(window) == []
    press(qtbot, window, "Ctrl+Y")
    idle()
    assert player_names(window) == ["Ann"]


@pytest.mark.xcb
def test_in_a_field_with_typing_ctrl_z_first_undoes_the_typing(qtbot: Any, window: MainWindow, idle: Any) -> None:
    add_players_by_typing(qtbot, window, "Ann")
    field = named(window, "New player name")
    qtbot.keyClicks(field, "Bo")
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert field.text() == "" and player_names(window) == ["Ann"]  # the typing went, the player stayed
    press(qtbot, window, "Ctrl+Z")
    idle()
    assert player_names(window) == []


# ---- 9. a comma in a name ---------------------------------------------------------------------


def test_a_comma_in_a_new_players_name_is_refused_with_a_clear_message(qtbot: Any, window: MainWindow, idle: Any,
                                                                        messages: Any) -> None:
    add_players_by_typing(qtbot, window, "Smith, John")
    assert player_names(window) == []
    warnings = messages.texts("warning")
    assert len(warnings) == 1 and "comma" in warnings[0]
    assert warnings[0][0].isupper()
    assert named(window, "New player name").text() == "Smith, John"  # left to be corrected


# ---- 10. "&" in action texts ------------------------------------------------------------------


def test_an_ampersand_in_a_name_stays_in_the_undo_label(qtbot: Any, window: MainWindow, idle: Any) -> None:
    add_players_by_typing(qtbot, window, "Eva & Lena")
    edit = next(a.menu() for a in window.menuBar().actions() if menu_text_of(a) == "Edit")
    undo = next(a for a in edit.actions() if menu_text_of(a).startswith("Undo"))
    assert undo.text() == "&Undo Add player Eva && Lena"
    assert menu_text_of(undo) == "Undo Add player Eva & Lena"
    choose_menu(qtbot, window, "Edit", "Undo Add player Eva & Lena")
    idle()
    redo = next(a for a in edit.actions() if menu_text_of(a).startswith("Redo"))
    assert menu_text_of(redo) == "Redo Add player Eva & Lena"


def test_an_ampersand_in_a_club_path_stays_in_open_recent(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path,
                                                           monkeypatch: Any) -> None:
    save_dialog_returns(monkeypatch, tmp_path / "Tom & Jerry")
    choose_menu(qtbot, window, "File", "New database…")
    idle()
    path = str(tmp_path / "Tom & Jerry.sqlite")
    assert [menu_text_of(a) for a in window.recent_menu.actions()][0] == path
    choose_menu(qtbot, window, "File", "Open recent", str(tmp_path / "club.sqlite"))
    idle()
    choose_menu(qtbot, window, "File", "Open recent", path)
    idle()
    assert str(window.club.path) == path


# ---- 16. shortcuts that do what other programs do ------------------------------------------------


@pytest.fixture
def printed(monkeypatch: Any) -> list[int]:
    calls: list[int] = []
    monkeypatch.setattr(printing, "print_standings", lambda _ops, lb, _parent: calls.append(lb))
    return calls


@pytest.mark.xcb
def test_ctrl_p_prints_and_adds_no_player(qtbot: Any, window: MainWindow, idle: Any, printed: list[int]) -> None:
    press(qtbot, window, QKeySequence.StandardKey.Print)
    idle()
    assert printed == [window.current_leaderboard_id()]
    assert window.tabs.currentWidget() is not window.players_view  # the window opens on the event page, and stays there
    assert window.print_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    assert window.add_player_action.shortcut() != window.print_action.shortcut()


@pytest.mark.xcb
def test_the_add_player_key_puts_the_cursor_in_the_new_name_field(qtbot: Any, window: MainWindow, idle: Any) -> None:
    press(qtbot, window, window.add_player_action.shortcut())
    assert window.tabs.currentWidget() is window.players_view
    assert QApplication.focusWidget() is named(window, "New player name")


@pytest.mark.xcb
def test_a_focused_text_field_does_not_swallow_ctrl_e(qtbot: Any, window: MainWindow, idle: Any, monkeypatch: Any) -> None:
    asked = save_dialog_returns(monkeypatch, Path(""))  # the export dialog, cancelled
    search = named(window, "Search the leaderboard")
    activate(qtbot, window)
    qtbot.mouseClick(search, Qt.MouseButton.LeftButton, pos=search.rect().center())
    qtbot.keyClicks(search, "an")
    assert QApplication.focusWidget() is search
    press(qtbot, window, "Ctrl+E")
    assert len(asked) == 1 and asked[0][1] == "Export standings"
    assert search.text() == "an"


@pytest.mark.xcb
def test_find_puts_the_cursor_in_the_search_field_of_the_tab_shown(qtbot: Any, window: MainWindow, idle: Any) -> None:
    click_tab(qtbot, window, "Players")
    press(qtbot, window, QKeySequence.StandardKey.Find)
    assert QApplication.focusWidget() is named(window, "Search players")
    click_tab(qtbot, window, "Leaderboard")
    press(qtbot, window, QKeySequence.StandardKey.Find)
    assert QApplication.focusWidget() is named(window, "Search the leaderboard")
    click_tab(qtbot, window, "Teams")  # no search field there: the leaderboard's
    press(qtbot, window, QKeySequence.StandardKey.Find)
    assert window.tabs.currentWidget() is window.leaderboard_view
    assert QApplication.focusWidget() is named(window, "Search the leaderboard")


@pytest.mark.xcb
def test_new_and_open_answer_the_platforms_keys(qtbot: Any, window: MainWindow, idle: Any, tmp_path: Path,
                                               monkeypatch: Any) -> None:
    asked: list[str] = []

    def cancelled(_parent: Any, title: str, *_args: Any, **_kwargs: Any) -> tuple[str, str]:
        asked.append(title)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(cancelled))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(cancelled))
    press(qtbot, window, QKeySequence.StandardKey.New)
    press(qtbot, window, QKeySequence.StandardKey.Open)
    assert asked == ["New club database", "Open club database"]
    K = QKeySequence.StandardKey
    for action, key in ((window.new_action, K.New), (window.open_action, K.Open), (window.print_action, K.Print),
                        (window.undo_action, K.Undo), (window.redo_action, K.Redo), (window.find_action, K.Find)):
        for binding in QKeySequence.keyBindings(key):
            assert binding in action.shortcuts(), (menu_text_of(action), binding.toString())


# ---- 17. the demo club is a file of its own --------------------------------------------------------


def test_load_demo_club_leaves_the_real_club_alone(qtbot: Any, window: MainWindow, idle: Any, dump: Any) -> None:
    add_players_by_typing(qtbot, window, "Ann")
    real = window.club.path
    before = dump(real)
    choose_menu(qtbot, window, "File", "Load demo club")
    qtbot.waitUntil(lambda: window.leaderboard_view.model.rowCount() == 18, timeout=20000)
    wait_idle(qtbot, window)
    assert window.club.path == demo_club_path()
    assert window.windowTitle().startswith("Demo club")
    assert dump(real) == before
    # a second time: the demo club opens as it is, nothing is loaded twice
    choose_menu(qtbot, window, "File", "Load demo club")
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: window.leaderboard_view.model.rowCount() == 18, timeout=20000)
    assert len(window.club.players()) == 18


def test_the_welcome_screens_demo_is_its_own_file_too(qtbot: Any, messages: Any, monkeypatch: Any) -> None:
    def click_demo(dialog: Any) -> int:
        qtbot.mouseClick(dialog.buttons[welcome.DEMO], Qt.MouseButton.LeftButton)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(welcome.WelcomeDialog, "exec", click_demo)
    win = MainWindow(None)
    win.show()
    try:
        qtbot.waitUntil(lambda: win.club is not None and win.club.path == demo_club_path(), timeout=5000)
        qtbot.waitUntil(lambda: win.leaderboard_view.model.rowCount() == 18, timeout=20000)
        wait_idle(qtbot, win)
        default = mw.Club.open(default_database_path())
        try:
            assert default.player_count() == 0
        finally:
            default.close()
    finally:
        wait_idle(qtbot, win)
        win.close()


# ---- 19. the Help menu ---------------------------------------------------------------------------


def test_help_getting_started_is_a_scrollable_guide_to_a_club_night(qtbot: Any, window: MainWindow) -> None:
    choose_menu(qtbot, window, "Help", "Getting started")
    dialog = shown_dialog(qtbot, GettingStartedDialog)
    guide = named(dialog, "Getting started guide")
    text = guide.toPlainText()
    for words in ("Players", "New event…", "Check-in", "Draw next round", "Tables", "Leaderboard", "Edit ▸ Undo"):
        assert words in text
    assert guide.verticalScrollBar().maximum() > 0 or guide.document().size().height() <= guide.viewport().height()
    dialog.close()


def test_help_keyboard_shortcuts_lists_every_command_with_a_key(qtbot: Any, window: MainWindow) -> None:
    choose_menu(qtbot, window, "Help", "Keyboard shortcuts")
    dialog = shown_dialog(qtbot, ShortcutsDialog)
    rows = dict(dialog.rows())
    with_keys = [a for a in window.findChildren(QAction)
                 if any(on_a_keyboard(k) for k in a.shortcuts()) and a.associatedObjects()]
    assert with_keys
    listed = " ".join(rows)
    for action in with_keys:
        title = str(action.property("command_title") or menu_text_of(action))
        assert title in listed, f"{title} is not listed"
    native = QKeySequence.SequenceFormat.NativeText
    assert rows["File ▸ Export standings…"] == QKeySequence("Ctrl+E").toString(native)
    assert rows["File ▸ Print…"] == QKeySequence(QKeySequence.StandardKey.Print).toString(native)
    assert QKeySequence("Ctrl+Y").toString(native) in rows["Edit ▸ Redo"]
    assert QKeySequence("Ctrl+Shift+Z").toString(native) in rows["Edit ▸ Redo"]
    dialog.close()
