"""The app's persistent settings (window state, recent files, theme, the sharing address and port).

Here, below every part of the window, so a page (the event page's Sharing
page) reads the same store as the shell without importing the shell.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

_settings_file: Path | None = None


def settings() -> QSettings:
    """The app's persistent settings (the self-test's own file while it runs, else the user's)."""
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
