"""Helpers the GUI tests share: wait for the worker, record a match through the form, read a table."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from tournament_app.gui.shell.main_window import MainWindow


def wait_idle(qtbot: Any, window: MainWindow, timeout: int = 10000) -> None:
    """Wait until every queued database job and its follow-ups are done."""
    for _ in range(2):
        qtbot.waitUntil(lambda: window.worker is not None and not window.worker.busy, timeout=timeout)
        qtbot.wait(20)


@contextmanager
def shown_window(qtbot: Any, path: Path) -> Iterator[MainWindow]:
    """The main window on the club file at ``path``, shown with its first loads done; closed afterwards."""
    win = MainWindow(path, offer_demo=False)
    win.show()
    wait_idle(qtbot, win)
    try:
        yield win
    finally:
        if win.worker is not None:
            wait_idle(qtbot, win)
        win.close()
        win.deleteLater()


def add_player(qtbot: Any, window: MainWindow, idle: Any, name: str) -> None:
    """Add a player the way a person does: Players tab, type the name, Enter."""
    window.go_add_player()
    field = window.players_view.new_name
    if name.isascii():
        qtbot.keyClicks(field, name)
    else:  # QTest can only type ASCII; an input method would insert the rest
        field.insert(name)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    idle()


def names_in(model: Any, column: int = 0) -> list[str]:
    """The texts of one column of a table model, top to bottom."""
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


# ---- acting as a person: widgets by accessible name, keys, clicks (match entry) ---------------


def named(window: Any, name: str, kind: Any = None) -> Any:
    """The widget whose accessible name is ``name`` (the visible one when several share it)."""
    from PySide6.QtWidgets import QWidget

    found = [w for w in window.findChildren(kind or QWidget) if w.accessibleName() == name]
    if len(found) > 1:
        found = [w for w in found if w.isVisible()]
    assert len(found) == 1, f"{len(found)} widgets named {name!r}"
    return found[0]


def activate(qtbot: Any, window: Any) -> None:
    """Bring the window to the front with keyboard focus (a real X server gives focus only to the active window)."""
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def click_tab(qtbot: Any, window: Any, title: str) -> None:
    """Click the main window's tab called ``title``."""
    bar = window.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index


def type_into(qtbot: Any, field: Any, text: str) -> None:
    """Click a text field, select what it holds and type ``text`` over it; a completion popup is dismissed with Escape."""
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    if text:
        qtbot.keyClicks(field, text)
    else:
        qtbot.keyClick(field, Qt.Key.Key_Delete)
    completer = field.completer() if hasattr(field, "completer") else None
    if completer is not None and completer.popup().isVisible():
        qtbot.keyClick(completer.popup(), Qt.Key.Key_Escape)


def section_keys(display_format: str, when: QDateTime) -> str:
    """The keys a person types for ``when`` into a field shown as ``display_format``, section by section.

    Each number is typed with its leading zero, so a full section moves on to
    the next by itself (a typed separator would skip one more); 12-hour times
    end with "am" or "pm".
    """
    day, time = when.date(), when.time()
    keys = []
    for token in re.findall(r"yyyy|MM?|dd?|HH?|hh?|mm|ss|AP|Ap|ap", display_format):
        if token == "yyyy":
            keys.append(f"{day.year():04d}")
        elif token[0] == "M":
            keys.append(f"{day.month():02d}")
        elif token[0] == "d":
            keys.append(f"{day.day():02d}")
        elif token[0] == "H":
            keys.append(f"{time.hour():02d}")
        elif token[0] == "h":
            keys.append(f"{(time.hour() - 1) % 12 + 1:02d}")
        elif token == "mm":
            keys.append(f"{time.minute():02d}")
        elif token == "ss":
            keys.append(f"{time.second():02d}")
        else:
            keys.append("pm" if time.hour() >= 12 else "am")
    return "".join(keys)


def type_time(qtbot: Any, field: Any, when: str) -> None:
    """Type a time ("yyyy-MM-dd HH:mm", or a day "yyyy-MM-dd") into a date(-time) field as its sections take it.

    The field shows the language's order (English 5/2/2024 8:05 PM): click the
    text, Home, Shift+Right over the first section to select it, then the
    section's values in the order shown.
    """
    moment = QDateTime.fromString(when, "yyyy-MM-dd HH:mm" if " " in when else "yyyy-MM-dd")
    assert moment.isValid(), when
    text = field.lineEdit()
    qtbot.mouseClick(text, Qt.MouseButton.LeftButton, pos=text.rect().center())
    qtbot.keyClick(field, Qt.Key.Key_Home)
    for _ in range(len(field.sectionText(field.sectionAt(0)))):
        qtbot.keyClick(field, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(field, section_keys(field.displayFormat(), moment))
    shown = field.dateTime().toString("yyyy-MM-dd HH:mm") if " " in when else field.date().toString("yyyy-MM-dd")
    assert shown == when, field.text()


def type_match(qtbot: Any, window: MainWindow, sides: list[str], when: str | None = None) -> None:
    """Type a match into the Club night form as a person does and press Enter.

    ``sides`` are the players of each side ("Ann, Bob"), in placement order; the
    "+ Side" button adds a side when needed; ``when`` ("yyyy-MM-dd HH:mm") is
    typed into "Played", else the form's own time is kept. Waits until it is saved.
    """
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    for n, text in enumerate(sides, start=1):
        try:
            field = named(window, f"Side {n} players")
        except AssertionError:
            qtbot.mouseClick(named(window, "Add side"), Qt.MouseButton.LeftButton)
            field = named(window, f"Side {n} players")
        type_into(qtbot, field, text)
    if when is not None:
        type_time(qtbot, named(window, "Played"), when)
    qtbot.keyClick(named(window, f"Side {len(sides)} players"), Qt.Key.Key_Return)
    wait_idle(qtbot, window)


# ---- acting as a person: menus and key sequences (window shell) --------------------------------


def menu_text_of(action: Any) -> str:
    """An action's text as a person reads it in the menu ("&&" is a shown "&", a lone "&" marks the mnemonic)."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def choose_menu(qtbot: Any, window: Any, *path: str) -> None:
    """Choose a menu command with the mouse: click ``path[0]`` in the menu bar, then each item in turn.

    Items are matched by the text a person reads ("New database…", "Open recent", a file's path).
    A command that opens a modal dialog blocks here: patch the dialog first. A menu that closed
    without running the command (on a loaded X server a click can land as the menu goes) is opened
    and chosen from once more, as a person does who sees nothing happen.
    """
    if not _choose_menu_once(qtbot, window, path):
        assert _choose_menu_once(qtbot, window, path), f"the menu closed without running {' > '.join(path)}"


def _choose_menu_once(qtbot: Any, window: Any, path: tuple[str, ...]) -> bool:
    """One pass through the menus; True when the last item ran (or opened its submenu)."""
    import contextlib

    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QMenu

    if getattr(window, "worker", None) is not None:
        wait_idle(qtbot, window)  # as a person waits for "Saving…": a progress dialog showing up would close the menu
    activate(qtbot, window)
    bar = window.menuBar()
    top = next(a for a in bar.actions() if menu_text_of(a) == path[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    menu: QMenu = top.menu()
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    for title in path[1:]:
        texts = [menu_text_of(a) for a in menu.actions()]
        assert title in texts, f"{title!r} is not in the menu: {texts}"
        action = menu.actions()[texts.index(title)]
        assert action.isEnabled(), f"{title!r} is disabled"
        submenu = action.menu()  # read first: a command may rebuild its menu (Open recent does)
        fired: list[bool] = []
        connection = action.triggered.connect(lambda *_a, f=fired: f.append(True))
        for _attempt in range(2):
            _slide_and_click(qtbot, menu, menu.actionGeometry(action))
            if submenu is not None or fired:
                break  # the command ran (a slow one may keep its menu painted a while: never click it twice)
            # a click the menu did not take leaves it open: a person sees that and clicks again
            try:
                qtbot.waitUntil(lambda m=menu, f=fired: bool(f) or not m.isVisible(), timeout=1500)
                break
            except Exception:
                continue
        with contextlib.suppress(RuntimeError, TypeError):
            QObject.disconnect(connection)
        if submenu is not None:
            menu = submenu
            qtbot.waitUntil(menu.isVisible, timeout=3000)
        elif not fired and shiboken6.isValid(action):
            # the menu closed without running the command (an action that ran and rebuilt its menu, as
            # Open recent does, is no longer valid)
            if menu.isVisible():
                menu.hide()
            return False
    return True


def _slide_and_click(qtbot: Any, menu: Any, rect: Any) -> None:
    """Slide along a menu item like a hand does (a menu ignores a pointer that has not moved since it opened),
    then click it. On a real X server the real pointer goes along too: left elsewhere, its own motion events
    could make another item (or none) current just before the click."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCursor

    for step in range(9):
        point = QPoint(rect.left() + 2 + step * (rect.width() // 2 - 2) // 8, rect.center().y())
        QCursor.setPos(menu.mapToGlobal(point))
        qtbot.mouseMove(menu, point)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())


def press(qtbot: Any, window: Any, keys: Any) -> None:
    """Press a key sequence ("Ctrl+Z", a QKeySequence) with the window in front.

    The keys go where a keyboard's go: to the window's focused widget (a text
    field, a table), else to the window itself. A field that claims a key
    before the window's shortcuts (ShortcutOverride) is met as in real life.
    """
    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    activate(qtbot, window)
    focus = QApplication.focusWidget()
    target = focus if focus is not None and focus.window() is window else window
    QTest.keySequence(target, QKeySequence(keys))


def click_list_item(qtbot: Any, view: Any, text: str) -> None:
    """Click the row of a list widget whose text is ``text``."""
    items = [view.item(i) for i in range(view.count()) if view.item(i).text() == text]
    assert items, f"no {text!r} in {[view.item(i).text() for i in range(view.count())]}"
    view.scrollToItem(items[0])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualItemRect(items[0]).center())
    assert view.currentItem() is items[0]


class Clock:
    """A clock a test moves by hand; ``monkeypatch.setattr(played_field, "clock", Clock(...))`` makes the
    match form read it (a new match is played at the clock's time when it is saved)."""

    def __init__(self, start: str) -> None:
        self.set(start)

    def set(self, when: str) -> None:
        """Move the clock to ``when`` ("yyyy-MM-dd HH:mm")."""
        self.now = QDateTime.fromString(when, "yyyy-MM-dd HH:mm")

    def __call__(self) -> QDateTime:
        return QDateTime(self.now)


# ---- acting as a person: the "Tonight" tab (check-in, rounds, tables) ------------------------------


def open_page(qtbot: Any, w: MainWindow, title: str) -> None:
    """Click one of the Tonight tab's pages: "Check-in", "Rounds" or "Tables"."""
    bar = w.night_view.pages.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert w.night_view.pages.currentIndex() == index


def pick_in_popup(qtbot: Any, combo: QComboBox, keys: list[Qt.Key]) -> None:
    """Open a combo box with a click, move in its list with the keys, choose with Enter."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    for key in keys:
        qtbot.keyClick(popup, key)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=3000)


def click_in_popup(qtbot: Any, combo: QComboBox, text: str) -> None:
    """Open a combo box with a click and click the item that reads ``text``."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    row = combo.findText(text)
    assert row >= 0, f"{text!r} is not in {[combo.itemText(i) for i in range(combo.count())]}"
    rect = popup.visualRect(popup.model().index(row, 0))
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # a release this soon after opening is taken as the opening click's
    qtbot.mouseMove(popup.viewport(), rect.center())
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=3000)


def key_in_combo(qtbot: Any, combo: QComboBox, key: Qt.Key) -> None:
    """Give a closed combo box the keyboard focus (click it, Escape closes its list) and press an arrow key."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(combo.view().isVisible, timeout=3000)
    qtbot.keyClick(combo.view(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not combo.view().isVisible(), timeout=3000)
    qtbot.keyClick(combo, key)


def check_in(qtbot: Any, w: MainWindow, names: list[str]) -> None:
    """Click the players' tiles on the Check-in page."""
    open_page(qtbot, w, "Check-in")
    tiles = named(w, "Players to check in")
    for name in names:
        item = w.night_view.checkin.item_for(name)
        assert item is not None
        tiles.scrollToItem(item)
        qtbot.mouseClick(tiles.viewport(), Qt.MouseButton.LeftButton, pos=tiles.visualItemRect(item).center())
        wait_idle(qtbot, w)


def click_button(qtbot: Any, w: MainWindow, text: str) -> None:
    """Click the visible button of the Tonight tab that reads ``text`` and wait for its work."""
    button = next(b for b in w.night_view.findChildren(QPushButton) if b.text().replace("&", "") == text and b.isVisible())
    assert button.isEnabled(), f"{text!r} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, w)


def results_at_tables(qtbot: Any, w: MainWindow, choose: Any) -> None:
    """Click each busy table in turn and let ``choose(dialog, n)`` enter its result, until no table has a match."""
    open_page(qtbot, w, "Tables")
    tables = w.night_view.tables
    n = 0
    while True:
        busy = [t for t in w.night_view.state.tables if t.match is not None]  # type: ignore[union-attr]
        if not busy:
            return
        qtbot.mouseClick(tables.table_buttons[busy[0].id], Qt.MouseButton.LeftButton)
        dialog = tables.result_dialog
        assert dialog is not None
        qtbot.waitExposed(dialog)
        choose(dialog, n)
        wait_idle(qtbot, w)
        n += 1


def make_night_club(path: Path, names: list[str], *, rated: int = 0,
                    events: tuple[tuple[str, str], ...] = (("Tuesday", "2024-02-06"),)) -> Path:
    """A club file with these players, a little history among the first ``rated`` (everyone plays everyone
    once on 2024-01-01) and the given club nights (name, date), nobody checked in yet."""
    import itertools

    from tournament_app.league import Club, SideInput

    with Club.open(path) as club:
        for name in names:
            club.add_player(name)
        with club.transaction():
            for a, b in itertools.combinations(names[:rated], 2):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
        for name, day in events:
            club.add_event(name, day)
    return path


def club_with_a_result(path: Path) -> Path:
    """A club file where Ann beat Bob on 2024-03-05 at 19:30 (both made by the match)."""
    from tournament_app.league import Club, SideInput

    with Club.open(path) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2)], played_at="2024-03-05T19:30", create_players=True)
    return path


# ---- acting as a person: the occasional tools (Tools menu) ----------------------------------------


def open_tool(qtbot: Any, window: Any, title: str) -> None:
    """Open one of the occasional tools ("Brackets", "Teams balancer", "Which system?", "Global ranking")
    from the Tools menu: its page opens as a tab (or comes to the front) and is shown.

    ``title`` is the item as the menu reads it in the language spoken; the Tools menu is found whatever it reads.
    """
    choose_menu(qtbot, window, menu_text_of(window.tools_menu.menuAction()), title)
    bar = window.tabs.tabBar()
    # on a real X server the menu's click arrives through the server: wait for it rather than look at once
    qtbot.waitUntil(lambda: bar.tabText(window.tabs.currentIndex()).replace("&", "") == title, timeout=10000)


# ---- acting as a person: a player's page (a double-click on the leaderboard) ----------------------------


def open_player_page(qtbot: Any, window: Any, name: str) -> None:
    """Click the Leaderboard tab and double-click ``name`` in it, as a person opens a player's page; waits for it."""
    tabs = window.tabs
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(window.leaderboard_view)).center())
    wait_idle(qtbot, window)
    table, model = window.leaderboard_view.table, window.leaderboard_view.model
    row = next(r for r in range(model.rowCount()) if model.row(r).player == name)
    table.scrollTo(model.index(row, 1))
    where = table.visualRect(model.index(row, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    wait_idle(qtbot, window)
    assert tabs.currentWidget() is window.player_page


# ---- acting as a person: the Matches tab's New event… (the same dialog as the Event tab's) ---------


def open_new_event_on_matches_tab(qtbot: Any, window: Any) -> Any:
    """Click the Matches tab, then its New event… button; returns the dialog that opens in front."""
    activate(qtbot, window)
    click_tab(qtbot, window, "Matches")
    qtbot.mouseClick(named(window, "New event", QPushButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None, timeout=5000)
    dialog = QApplication.activeModalWidget()
    qtbot.waitExposed(dialog)
    return dialog


def fill_new_event(qtbot: Any, dialog: Any, name: str | None = None, day: str | None = None, downs: int = 0) -> None:
    """In the New event dialog: type ``name`` over the suggested one, type ``day`` ("yyyy-MM-dd") into the
    date, click the format list's chosen row and press Down ``downs`` times (0 keeps Club night)."""
    if name is not None:
        type_into(qtbot, named(dialog, "Event name"), name)
    if day is not None:
        type_time(qtbot, named(dialog, "Event date"), day)
    formats = named(dialog, "Format")
    current = formats.currentItem()
    qtbot.mouseClick(formats.viewport(), Qt.MouseButton.LeftButton, pos=formats.visualItemRect(current).center())
    for _ in range(downs):
        qtbot.keyClick(formats, Qt.Key.Key_Down)


# ---- shared setup of the event-page tests (New event, Entrants, Bracket, Tables, Standings) ----------


@contextmanager
def front_window(qtbot: Any, path: Path) -> Iterator[MainWindow]:
    """``shown_window`` on ``path``, brought to the front with keyboard focus (keys typed reach it)."""
    with shown_window(qtbot, path) as win:
        activate(qtbot, win)
        yield win


def stored_event(path: Path, name: str) -> Any:
    """The event called ``name`` as the club file holds it (a tournament.EventView, read through a second connection)."""
    from tournament_app.league import Club, tournament

    with Club.open(path) as club:
        event = club.find_event(name)
        assert event is not None
        return tournament.event_view(club, event.id)
