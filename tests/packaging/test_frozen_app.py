"""The packaged app: packaging/build.sh builds it with PyInstaller, and the result works on its own.

Marked ``frozen`` (about a minute on two cores): runs in CI (``CI`` set, as
``.ci/run`` is started) or with ``pytest --run-frozen``, skipped otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_app import self_test
from tournament_app.gui.shell.main_window import app_version
from tournament_app.shipped import resource_path

ROOT = Path(__file__).resolve().parents[2]
# one group: the tests share one build, which xdist would otherwise make once per worker that runs one of them
pytestmark = [pytest.mark.frozen, pytest.mark.xdist_group("frozen-build")]


def headless_env(**extra: str) -> dict[str, str]:
    """The environment of a machine without a display: the app must pick a platform itself."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(extra)
    return env


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """packaging/build.sh run once into a temporary folder: (the app folder, the build's output).

    Session-scoped: the tests of this module run on one worker (their xdist group), but the long
    tests sorted first (tests/conftest.py) can come between them there, and a module-scoped
    build was then torn down and built a second time (40-50 s).
    """
    out = tmp_path_factory.mktemp("frozen")
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh"), "--dist", str(out / "dist"), "--work", str(out / "work")],
        env=headless_env(PYTHON=sys.executable), capture_output=True, text=True, timeout=1200,
    )
    return out / "dist" / "tournament-app", result


def test_build_script_builds_the_app_and_checks_it(built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    app, result = built
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert (app / "tournament-app").is_file() and os.access(app / "tournament-app", os.X_OK)
    assert "self-test passed" in result.stdout
    assert f"Built {app}" in result.stdout


def test_frozen_self_test_opens_and_draws_the_demo_club(built: tuple[Path, subprocess.CompletedProcess[str]],
                                                        tmp_path: Path) -> None:
    app, _ = built
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    env = headless_env(HOME=str(home))
    for folder in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):  # the user's folders are then under HOME
        env.pop(folder, None)
    run = subprocess.run([str(app / "tournament-app"), "--self-test"], env=env,
                         capture_output=True, text=True, timeout=300, cwd=work)
    assert run.returncode == 0, run.stdout + run.stderr
    facts = self_test.demo_facts(resource_path("demo-club.csv"))
    report = run.stdout
    assert f"Tournament App {app_version()} self-test" in report  # the version travels with the build
    assert "platform offscreen" in report
    assert "numba not installed" in report  # left out of the build on purpose (README, "Building the app")
    assert f"demo club: {len(facts.players)} players, {facts.matches} matches" in report
    top = report.split(" rows, top ")[1].split(" (μ")[0]
    assert f"leaderboard: {len(facts.players)} rows, top {top}" in report
    assert f"chart: {top}, {facts.matches_of[top] + 1} points, axes 'Date' and 'Rating (μ)'" in report
    assert report.rstrip().splitlines()[-1].startswith("self-test passed")
    assert list(work.iterdir()) == [], "the self-test must leave nothing in the current folder"
    assert not (home / ".local" / "share" / "tournament-app").exists(), "nor in the user data folder"
    assert not (home / ".config" / "tournament-app").exists(), "nor in the user's settings"


def test_frozen_command_line_works(built: tuple[Path, subprocess.CompletedProcess[str]], tmp_path: Path) -> None:
    app, _ = built
    db = tmp_path / "club.sqlite"
    example = resource_path("example-results.csv")
    imported = subprocess.run([str(app / "tournament-app"), "--db", str(db), "import", "results", str(example)],
                              env=headless_env(), capture_output=True, text=True, timeout=120)
    assert imported.returncode == 0, imported.stderr
    assert "Imported 4 new matches into 'Default'" in imported.stdout
    board = subprocess.run([str(app / "tournament-app"), "--db", str(db), "leaderboard", "--format", "csv"],
                           env=headless_env(), capture_output=True, text=True, timeout=120)
    assert board.returncode == 0, board.stderr
    assert board.stdout.splitlines()[1].split(",")[:2] == ["1", "Carol"]


def test_frozen_folder_holds_the_resources_and_leaves_out_the_unneeded(
        built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    app, _ = built
    inside = app / "_internal"
    shipped = inside / "tournament_app" / "resources"
    for name in ("demo-club.csv", "demo-players.csv", "icons/app.svg", "icons/app-256.png",
                 "web/templates/layout.html", "web/templates/screen.html", "web/static/app.css", "web/static/app.js"):
        assert (shipped / name).is_file(), name
    assert (app / "tournament-app.desktop").is_file() and (app / "install-linux.sh").is_file()
    for left_out in ("numba", "llvmlite", "pytest", "hypothesis", "PIL", "PyInstaller", "tkinter"):
        assert not (inside / left_out).exists(), f"{left_out} should not be bundled"
    # of Qt's own translations only qtbase for the app's languages (standard dialogs follow the language)
    qt_translations = inside / "PySide6" / "Qt" / "translations"
    kept = {p.name for p in qt_translations.iterdir()}
    assert {"qtbase_de.qm", "qtbase_fr.qm"} <= kept <= {f"qtbase_{lang}.qm" for lang in ("de", "en", "es", "fr", "nl")}
    for lang in ("de", "es", "fr", "nl"):
        assert (shipped / "translations" / f"tournament_app_{lang}.qm").is_file(), lang
    assert not list(inside.glob("PySide6/*QtQml*")) and not list(inside.glob("PySide6/Qt/lib/libQt6Qml*"))


def test_install_script_puts_the_app_in_the_users_menu(built: tuple[Path, subprocess.CompletedProcess[str]],
                                                        tmp_path: Path) -> None:
    app, _ = built
    home = tmp_path / "home"
    home.mkdir()
    env = headless_env(HOME=str(home))
    env.pop("XDG_DATA_HOME", None)
    run = subprocess.run(["bash", str(app / "install-linux.sh")], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    installed = home / ".local" / "lib" / "tournament-app" / "tournament-app"
    entry = home / ".local" / "share" / "applications" / "tournament-app.desktop"
    assert installed.is_file()
    assert f"Exec={installed}\n" in entry.read_text(encoding="utf-8")
    assert (home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "tournament-app.png").is_file()
    assert (home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "tournament-app.svg").is_file()
    assert (home / ".local" / "bin" / "tournament-app").resolve() == installed.resolve()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    again = subprocess.run([str(home / ".local" / "bin" / "tournament-app"), "--self-test"], env=env,
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stdout + again.stderr
