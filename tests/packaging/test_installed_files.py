"""The shipped files live in the top-level resources/ and install as tournament_app.resources.

pyproject.toml maps that package to resources/ and therefore lists the packages
by hand: the first test names any sub-package that a wheel would leave out.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import tournament_app
from tournament_app.shipped import icon_path, resource_path

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("demo-club.csv", "demo-players.csv", "example-results.csv", "icons/app.svg", "icons/app-256.png")


def _setuptools() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        table: dict[str, object] = tomllib.load(fh)["tool"]["setuptools"]
    return table


def test_every_sub_package_is_listed_for_the_wheel() -> None:
    source = Path(tournament_app.__file__).parent
    found = {
        ".".join(("tournament_app", *init.parent.relative_to(source).parts))
        for init in source.rglob("__init__.py") if "__pycache__" not in init.parts
    }
    listed = set(_setuptools()["packages"])  # type: ignore[call-overload]
    missing = sorted(found - listed)
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"
    assert "tournament_app.resources" in listed
    assert sorted(listed - found - {"tournament_app.resources"}) == [], "pyproject.toml lists a package that is gone"


def test_resources_are_the_top_level_folder_in_this_checkout() -> None:
    assert not (ROOT / "tournament_app" / "resources").exists()
    for name in SHIPPED:
        assert (ROOT / "resources" / name).is_file(), name
        assert resource_path(name).is_file(), name
        assert resource_path(name).read_bytes() == (ROOT / "resources" / name).read_bytes()
    assert icon_path("undo").is_file()


@pytest.mark.frozen
def test_a_wheel_carries_the_resources_inside_the_package(tmp_path: Path) -> None:
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
                           capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in SHIPPED:
        assert f"tournament_app/resources/{name}" in names, name
    assert "tournament_app/resources/__init__.py" in names
    assert "tournament_app/gui/shell/main_window.py" in names and "tournament_app/py.typed" in names
    assert not any(name.startswith("resources/") for name in names)
