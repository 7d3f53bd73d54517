"""The frozen app carries the companion's templates and assets (issue 18): read from the PyInstaller spec itself.

The build takes about a minute (tests/packaging/test_frozen_app.py, under CI);
this runs the spec's own data-list statements without PyInstaller, so a spec
that stops bundling resources/web fails here at once.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "tournament_app.spec"
WEB = ROOT / "resources" / "web"


def _statements(tree: ast.Module, target: str) -> list[ast.stmt]:
    """The spec's top-level assignments to ``target`` ("datas", "a.datas", "QT_KEEP"), in order."""
    return [node for node in tree.body
            if isinstance(node, ast.Assign | ast.AugAssign)
            and ast.unparse(node.targets[0] if isinstance(node, ast.Assign) else node.target) == target]


def _bundled() -> set[tuple[str, str]]:
    """(file inside the app, source file) of every data file the spec hands to PyInstaller, after its filters."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    scope: dict[str, Any] = {"Path": Path, "os": os, "ROOT": ROOT, "RESOURCES": ROOT / "resources",
                             "copy_metadata": lambda _name: [],
                             "update_translations": SimpleNamespace(LANGUAGES=("de",))}
    first = _statements(tree, "datas")[0]
    exec(compile(ast.Module([first], []), str(SPEC), "exec"), scope)  # noqa: S102 - the project's own spec
    # PyInstaller turns (source, folder) into (folder/name, source, "DATA") entries; the spec then filters a.datas
    scope["a"] = SimpleNamespace(datas=[(str(Path(folder) / Path(src).name).replace(os.sep, "/"), src, "DATA")
                                        for src, folder in scope["datas"]])
    filters = [s for s in _statements(tree, "QT_KEEP") + _statements(tree, "a.datas") if isinstance(s, ast.Assign)]
    exec(compile(ast.Module(filters, []), str(SPEC), "exec"), scope)  # noqa: S102
    return {(dest, str(src)) for dest, src, _kind in scope["a"].datas}


def test_the_spec_bundles_every_web_template_and_asset() -> None:
    bundled = _bundled()
    files = sorted(p for p in WEB.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    assert any(p.parent.name == "templates" for p in files) and any(p.parent.name == "static" for p in files)
    for path in files:
        inside = "tournament_app/resources/web/" + path.relative_to(WEB).as_posix()
        assert (inside, str(path)) in bundled, f"the frozen app would miss {inside}"
