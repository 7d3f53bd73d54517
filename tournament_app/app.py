"""Starting the desktop app (kept apart so the CLI never imports Qt)."""

from __future__ import annotations

from pathlib import Path


def run_gui(db_path: Path | None) -> int:
    """Open the main window on ``db_path`` (or the default database); returns the exit code."""
    from .gui.shell.main_window import run

    return run(db_path)


def run_self_test() -> int:
    """``tournament-app --self-test``: check the installation headless; returns the exit code."""
    from .self_test import run_self_test as run

    return run()
