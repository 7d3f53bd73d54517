"""What every part of the window shares: the app's name, its icons and its persistent settings."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ...shipped import icon_path
from ..common.settings_store import settings as settings  # the store lives below the window's parts
from ..common.settings_store import use_settings_file as use_settings_file

APP_TITLE = "Tournament App"


def icon(name: str) -> QIcon:
    """An icon shipped in resources/icons."""
    return QIcon(str(icon_path(name)))
