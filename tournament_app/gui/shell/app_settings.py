"""What every part of the window shares: the app's name, its icons and its persistent settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QIcon

from ...shipped import icon_path

APP_TITLE = "Tournament App"


def icon(name: str) -> QIcon:
    """An icon shipped in resources/icons."""
    return QIcon(str(icon_path(name)))


_settings_file: Path | None = None


def settings() -> QSettings:
    """The app's persistent settings (window state, recent files, theme)."""
    if _settings_file is not None:
        return QSettings(str(_settings_file), QSettings.Format.IniFormat)
    return QSettings("tournament-app", "tournament-app")


def use_settings_file(path: Path | None) -> Path | None:
    """Keep the settings in ``path`` (None: the user's own) from now on; returns the previous choice.

    The self-test uses it so that a check run leaves the user's recent files
    and window state alone.
    """
    global _settings_file
    previous, _settings_file = _settings_file, path
    return previous
