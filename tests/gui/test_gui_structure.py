"""Child views talk to their page through a small object or signals, never by reaching into the parent (issue 15)."""

from __future__ import annotations

import re
from pathlib import Path

import tournament_app.gui as gui

GUI = Path(gui.__file__).parent


def test_the_night_pages_know_their_steps_not_the_night_view() -> None:
    for name in ("checkin_view", "round_view", "tables_view"):
        source = (GUI / "night" / f"{name}.py").read_text(encoding="utf-8")
        assert "NightView" not in source, f"{name} reaches for the Tonight tab around it"
        assert "NightSteps" in source


def test_no_view_reaches_into_the_main_windows_private_parts() -> None:
    private = re.compile(r"\bwindow\(?\)?\._[a-z]")
    offenders = [
        f"{path.relative_to(GUI)}:{n}"
        for path in GUI.rglob("*.py") if path.parent.name != "shell"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if private.search(line)
    ]
    assert offenders == []
