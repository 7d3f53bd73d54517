"""The files shipped with the app (the top-level ``resources/`` folder).

pyproject.toml installs that folder as the package ``tournament_app.resources``,
so ``importlib.resources`` finds it in a normal install, an editable install
and the PyInstaller build alike.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

PACKAGE = "tournament_app.resources"


def resource_path(name: str) -> Path:
    """The shipped file ``name`` (e.g. ``"demo-club.csv"`` or ``"icons/app.svg"``)."""
    found = resources.files(PACKAGE)
    for part in name.split("/"):  # one part at a time: a namespace package's path joins only one
        found = found / part
    return Path(str(found))


def icon_path(name: str) -> Path:
    """The shipped SVG icon ``name`` (without ``.svg``)."""
    return resource_path(f"icons/{name}.svg")


def web_path(name: str) -> Path:
    """A shipped file of the local-network companion (``"templates"``, ``"static/app.css"``...)."""
    return resource_path(f"web/{name}")
