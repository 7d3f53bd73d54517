"""The main window's keyboard shortcuts: the platform's standard keys, each key on one command only,
and the window's commands still answering while the cursor is in a text field.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

StandardKey = QKeySequence.StandardKey

#: an action property: its fixed title where the text changes ("Undo" for "Undo Add player Ann")
TITLE = "command_title"

#: what "Add player" answers: Ctrl+P prints, as in every other program
ADD_PLAYER_KEY = "Ctrl+Shift+A"

#: what "New event…" answers (Ctrl+N is the platform's New: a new club database; Ctrl+Shift+N adds a side in the match form)
NEW_EVENT_KEY = "Ctrl+Shift+E"


def unique(*keys: QKeySequence | str) -> list[QKeySequence]:
    """The key sequences in order, each once, empty ones left out.

    Qt calls a key that appears twice among the enabled shortcuts an
    "ambiguous shortcut overload" and does nothing at all.
    """
    seen: list[QKeySequence] = []
    for key in keys:
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in seen:
            seen.append(sequence)
    return seen


def undo_keys() -> list[QKeySequence]:
    """Undo: the platform's keys (Ctrl+Z everywhere)."""
    return unique(*QKeySequence.keyBindings(StandardKey.Undo), "Ctrl+Z")


def redo_keys() -> list[QKeySequence]:
    """Redo: the platform's keys, and both Ctrl+Shift+Z and Ctrl+Y on every platform."""
    return unique(*QKeySequence.keyBindings(StandardKey.Redo), "Ctrl+Shift+Z", "Ctrl+Y")


def menu_commands(window: QMainWindow) -> Iterator[tuple[str, QAction]]:
    """Every command of the menu bar as ("File ▸ Export standings…", action), in menu order."""

    def walk(menu: QMenu, path: str) -> Iterator[tuple[str, QAction]]:
        for action in menu.actions():
            if action.isSeparator():
                continue
            title = f"{path} ▸ {plain(str(action.property(TITLE) or action.text()))}"
            sub = action.menu()
            if isinstance(sub, QMenu):
                yield from walk(sub, title)
            else:
                yield title, action

    for top in window.menuBar().actions():
        sub = top.menu()
        if isinstance(sub, QMenu):
            yield from walk(sub, plain(top.text()))


def plain(text: str) -> str:
    """An action's text as a person reads it: mnemonic markers gone, "&&" back to "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_text(text: str) -> str:
    """User text (a name, a path) made safe for an action's text: Qt would read "&" as a mnemonic."""
    return text.replace("&", "&&")


def key_text(sequence: QKeySequence) -> str:
    """A key sequence as the platform writes it (Ctrl+Shift+Z, ⇧⌘Z)."""
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


_TEXT_INPUTS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)


def _own_history(widget: QObject) -> tuple[bool, bool]:
    """(can undo, can redo) of a text field's own editing history."""
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        document = widget.document()
        return document.isUndoAvailable(), document.isRedoAvailable()
    line = widget if isinstance(widget, QLineEdit) else None
    if isinstance(widget, QComboBox):
        line = widget.lineEdit()
    elif isinstance(widget, QAbstractSpinBox):
        line = widget.findChild(QLineEdit)
    if line is None:
        return False, False
    return line.isUndoAvailable(), line.isRedoAvailable()


class CommandKeys(QObject):
    """Lets the window's menu commands win over a focused text field's editing keys.

    A text field claims keys through ShortcutOverride before any shortcut
    runs: on Linux a QLineEdit takes Ctrl+E (end of line), Ctrl+Z and
    Ctrl+Shift+Z even when it is empty, so Export, Undo and Redo did
    nothing while the cursor was in a field. The field keeps only what it
    needs: its own undo and redo while it has typing to undo.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)  # PySide disconnects it when this object goes

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        self.watch(new)

    def watch(self, widget: QWidget | None) -> None:
        """Look at the shortcut keys ``widget`` receives (the focus widget; repeated calls are harmless)."""
        if isinstance(widget, _TEXT_INPUTS) and widget.window() is self._window:
            widget.installEventFilter(self)

    def command_for(self, keys: QKeySequence) -> QAction | None:
        """The enabled menu command that answers ``keys``, if any."""
        for _path, action in menu_commands(self._window):
            if action.isEnabled() and keys in action.shortcuts():
                return action
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        action = self.command_for(QKeySequence(event.keyCombination()))
        if action is None:
            return False
        can_undo, can_redo = _own_history(watched)
        if (action is getattr(self._window, "undo_action", None) and can_undo) or (
            action is getattr(self._window, "redo_action", None) and can_redo
        ):
            return False  # the field's own typing is undone first
        event.ignore()  # not claimed by the field: the shortcut runs
        return True


def on_a_keyboard(sequence: QKeySequence) -> bool:
    """False for a special key most keyboards lack (the platform's "Undo", "Find", "Open", F14 keys)."""
    if sequence.isEmpty():
        return False
    # PySide6's stubs lack QKeySequence.__getitem__ (Qt's operator[]), which exists at run time
    combination: QKeyCombination = sequence[0]  # type: ignore[index]
    if combination.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        return True
    return Qt.Key.Key_F1.value <= combination.key().value <= Qt.Key.Key_F12.value or combination.key().value < 0x01000000


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str]]:
    """(command, its keys) for every menu command with a shortcut, as the window has them now.

    A command also answering a special key (a keyboard's own "Undo" key) lists its ordinary keys only.
    """
    rows = []
    for path, action in menu_commands(window):
        keys = [key_text(k) for k in action.shortcuts() if on_a_keyboard(k)]
        if keys:
            rows.append((path, ", ".join(keys)))
    return rows

