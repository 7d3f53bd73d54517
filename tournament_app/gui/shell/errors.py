"""Errors a person sees: readable messages, and unexpected ones logged to a file and shown once."""

from __future__ import annotations

import logging
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ...league import data_dir
from .app_settings import APP_TITLE
from ...translation import translate

log = logging.getLogger("tournament_app")


def readable(exc: BaseException) -> str:
    """The message a person sees for an error from below the GUI."""
    return str(exc) or type(exc).__name__


_reported = False


def log_path() -> Path:
    """The file unexpected errors are written to."""
    return data_dir() / "tournament-app.log"


def report_unexpected(kind: type[BaseException], exc: BaseException, tb: TracebackType | None, parent: QWidget | None = None) -> None:
    """Log an unexpected exception to a file and tell the user once."""
    global _reported
    text = "".join(traceback.format_exception(kind, exc, tb))
    try:
        with log_path().open("a", encoding="utf-8") as fh:
            fh.write(text + "\n")
    except OSError:
        pass
    log.error(text)
    if not _reported and QApplication.instance() is not None:
        _reported = True
        QMessageBox.critical(parent, APP_TITLE,
                             translate("shell.errors", "Something unexpected went wrong: {readable}\n\nYour data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.").format(readable=readable(exc), log_path=log_path()))
