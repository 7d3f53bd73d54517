"""Views that reload after every change do it only while someone can see them.

On a club of 10,000 players some views take a second or more to load
(every player with a rating, global combinations). Reloading all of them
after each recorded match would keep the worker busy long after the
leaderboard is up to date; a hidden view instead notes that it is out of
date and reloads the moment it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class RefreshWhenShown(QObject):
    """Call ``refresh`` now if ``view`` is visible, else the next time it is shown."""

    def __init__(self, view: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(view)
        self._view = view
        self._refresh = refresh
        #: True while the view missed a change because it was hidden
        self.stale = False
        view.installEventFilter(self)

    def __call__(self) -> None:
        if self._view.isVisible():
            self.stale = False
            self._refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._view and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            QTimer.singleShot(0, self._refresh)
        return False
