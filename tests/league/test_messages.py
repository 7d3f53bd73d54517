"""Every error message the league modules give people starts with a capital letter (issue 14 item 14).

The messages are found in the source: the first argument of every
``raise SomethingError(...)``, ``Cancelled(...)``, ``RowProblem(...)`` and
``problems.add(...)`` call that is written out as text. A message may also
start with a quoted name ('Ann' ...), a number or a command-line option.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tournament_app.league as league

#: every league module: its messages reach people through the GUI and the command line
MODULES = sorted(p.stem for p in Path(league.__file__).parent.glob("*.py") if p.stem != "__init__")


def _message_start(node: ast.expr) -> str | None:
    """The first characters of a literal, f-string or marked message, or None when it starts with a value."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _message_start(node.func.value)  # translate(...).format(...)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate" and len(node.args) > 1:
        return _message_start(node.args[1])  # translate("league.x", "Source")
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return str(node.values[0].value)
    return None


def _messages(path: Path) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name.endswith("Error") or name in ("Cancelled", "RowProblem"):
            arg = node.args[-1] if name == "RowProblem" else node.args[0]
        elif name == "add" and isinstance(func, ast.Attribute) and "problems" in ast.unparse(func.value):
            arg = node.args[-1]
        else:
            continue
        start = _message_start(arg)
        if start:
            out.append((node.lineno, start))
    return out


@pytest.mark.parametrize("module", MODULES)
def test_messages_start_with_a_capital_letter(module: str) -> None:
    path = Path(league.__file__).with_name(f"{module}.py")
    lowercase = [f"{path.name}:{line}: {text[:40]!r}" for line, text in _messages(path) if text[0].islower()]
    assert lowercase == []


def test_the_check_finds_messages() -> None:
    found = _messages(Path(league.__file__).with_name("csv_io.py"))
    assert len(found) > 10 and all(text for _line, text in found)
