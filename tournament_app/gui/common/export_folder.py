"""Where a Save dialog for an export (CSV, a seed list) starts: the folder used last, else the user's Documents.

Never the club file's own folder: the app's default club lives in a hidden data
folder (~/.local/share/tournament-app) where nobody looks for a spreadsheet.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from .settings_store import settings

#: the settings key of the folder the last export went to
KEY = "last_export_folder"


def export_path(file_name: str) -> str:
    """The path a Save dialog suggests for ``file_name``: in the last export's folder, else in Documents."""
    return str(export_folder() / file_name)


def export_folder() -> Path:
    """The folder the last export went to (while it is still there), else Documents, else the home folder."""
    last = settings().value(KEY)
    if last and Path(str(last)).is_dir():
        return Path(str(last))
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember_export(path: str | Path) -> None:
    """An export was saved at ``path``: the next one starts in its folder."""
    settings().setValue(KEY, str(Path(path).parent))


__all__ = ["export_folder", "export_path", "remember_export"]
