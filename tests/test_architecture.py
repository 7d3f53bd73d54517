"""The checks that hold the code's shape: `mypy --strict` over the whole package, the import contracts.

Both run as the command a developer types, from the project folder, with the
settings in pyproject.toml; a failure prints what the tool said.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "MYPYPATH"}
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def test_mypy_strict_passes_over_the_whole_package() -> None:
    done = _run(sys.executable, "-m", "mypy", "--strict", "tournament_app")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")


def test_import_contracts_hold() -> None:
    done = _run(str(BIN / "lint-imports"), "--no-logo", "--no-cache")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_import_contracts_catch_what_they_forbid(tmp_path: Path) -> None:
    """A copy of the package with one wrong import per contract: lint-imports names each."""
    shutil.copytree(ROOT / "tournament_app", tmp_path / "tournament_app", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    league, gui = tmp_path / "tournament_app" / "league", tmp_path / "tournament_app" / "gui"
    (league / "probe_qt.py").write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    (league / "probe_up.py").write_text("def f() -> None:\n    from ..gui.shell import theme\n", encoding="utf-8")
    (gui / "probe_past.py").write_text("from ..league.names import name_key\n", encoding="utf-8")
    (tmp_path / "tournament_app" / "store" / "probe_cycle.py").write_text("from . import probe_back\n", encoding="utf-8")
    (tmp_path / "tournament_app" / "store" / "probe_back.py").write_text("def f() -> None:\n    from . import probe_cycle\n",
                                                                         encoding="utf-8")
    with (tmp_path / "tournament_app" / "cli" / "output.py").open("a", encoding="utf-8") as fh:
        fh.write("\n\ndef probe() -> None:\n    from ..gui.shell import theme\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": str(tmp_path)}
    done = subprocess.run([str(BIN / "lint-imports"), "--no-logo", "--no-cache"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert "tournament_app.league.probe_up -> tournament_app.gui.shell.theme" in out
    assert "tournament_app.league.probe_qt -> PySide6" in out
    assert "tournament_app.gui.probe_past -> tournament_app.league.names" in out
    assert ".probe_cycle -> .probe_back" in out or ".probe_back -> .probe_cycle" in out
    assert "tournament_app.cli.output -> tournament_app.gui.shell.theme" in out
    assert "5 broken" in out


#: what only a window needs: widgets, the print dialogs, the charts
WIDGET_MODULES = ("PySide6.QtWidgets", "PySide6.QtPrintSupport", "pyqtgraph", "tournament_app.gui")


def _imports(path: Path, package: str) -> set[str]:
    """Every module ``path`` imports, at the top or inside functions, relative imports resolved."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_the_command_line_and_the_printouts_import_no_widget_module() -> None:
    package = ROOT / "tournament_app"
    files = [*package.glob("cli*.py"), *(package / "printouts").glob("*.py")]
    assert len(files) >= 6
    for path in files:
        inside = "tournament_app.printouts" if path.parent.name == "printouts" else "tournament_app"
        wrong = sorted(m for m in _imports(path, inside) if m.startswith(WIDGET_MODULES))
        assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}"
