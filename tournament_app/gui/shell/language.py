"""View ▸ Language: the app follows the system's language unless the user picks one; applied at once.

A new language is applied by opening a new main window over the same club (the
texts of every view are set when it is built) and closing the old one: robust
where retranslating each widget in place would miss one. The window's size,
place and tab come back; the undo history of the session does not carry over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ... import translation
from ...translation import translate
from .app_settings import settings

if TYPE_CHECKING:
    from .main_window import MainWindow

#: the settings key: "system" or a language code of translation.LANGUAGES
KEY = "language"

#: the windows made by a language change (a top-level window lives while Python holds it)
_windows: list[MainWindow] = []


def chosen() -> str:
    """What the user chose in View ▸ Language ("system" unless they picked a language)."""
    value = str(settings().value(KEY, translation.SYSTEM))
    return value if value in translation.LANGUAGES else translation.SYSTEM


def install_chosen() -> str:
    """Install the translators for the chosen language (at start); returns the language spoken."""
    return translation.install(chosen())


def ensure_installed() -> None:
    """Install the chosen language unless one is already (a window made without :func:`main_window.start`)."""
    if translation.spoken() is None:
        install_chosen()


def fill_menu(window: MainWindow, menu: QMenu) -> QActionGroup:
    """System default, then each language in its own name; the chosen one is ticked."""
    group = QActionGroup(menu)
    current = chosen()
    entries = [(translation.SYSTEM, translate("shell.language", "System default"))]
    entries += list(translation.LANGUAGES.items())
    for code, text in entries:
        action = QAction(text, menu, checkable=True)
        action.setChecked(code == current)
        action.triggered.connect(lambda _c=False, c=code: switch(window, c))
        group.addAction(action)
        menu.addAction(action)
        if code == translation.SYSTEM:
            menu.addSeparator()
    return group


def switch(window: MainWindow, code: str) -> MainWindow:
    """Speak ``code`` from now on (remembered): the window is made again over the same club."""
    if code == chosen():
        return window
    settings().setValue(KEY, code)
    translation.install(code)
    path = window.club.path if window.club is not None else None
    tab = window.tabs.currentIndex()
    settings().setValue("geometry", window.saveGeometry())
    window._close_session()  # the club's file is free before the new window opens it
    new = type(window)(path, offer_demo=False)
    _windows[:] = [new]
    if 0 <= tab < new.tabs.count() and new.tabs.isTabEnabled(tab):
        new.tabs.setCurrentIndex(tab)
    new.show()
    window.close()
    return new
