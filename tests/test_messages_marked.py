"""Every message league, store and ratings give a person is marked for translation (issue 19).

An AST scan (the shared pieces in tests/text_marks.py) of ``raise SomeError("…")``
(a string literal, an f-string, a ``"…".format(…)``, a sum or ``a if c else b``
with one) and of a bad import row's message
(``problems.add(line, column, "…")``, ``RowProblem(…, "…")``): each must be
``translate("context", …)`` from :mod:`tournament_app.messages` (or a value
that already is one). Errors no person can cause (a bug in the caller) are
raised with the builtin programming-error types and are not scanned.
The contexts are checked too: each module uses its own dotted name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from text_marks import call_name, dotted_name, misplaced_marks, unmarked_words

ROOT = Path(__file__).resolve().parents[1] / "tournament_app"

#: the scanned packages (each its own case, so a package's owner can run just theirs: -k planning)
PACKAGES = ["ratings", "store", "league", "league/planning", "league/event_logs", "league/tournament",
            "league/night", "league/companion"]
#: raised only for a programmer's mistake, never shown as a person's error (front ends report them as bugs)
PROGRAMMING_ERRORS = {"TypeError", "RuntimeError", "AssertionError", "NotImplementedError", "KeyError",
                      "IndexError", "AttributeError", "StopIteration", "SystemExit", "LookupError"}
#: calls whose last argument is a message for a person (an import row's problem)
MESSAGE_CALLS = {"add": 2, "RowProblem": 2}
MARKS = {"translate"}

#: reviewed exceptions: (module, the literal's words)
ALLOWED: set[tuple[str, str]] = set()


def _modules(package: str) -> list[Path]:
    folder = ROOT / package
    return sorted(p for p in folder.glob("*.py"))


def unmarked_messages(path: Path, root: Path = ROOT) -> list[str]:
    """``line: text`` of every unmarked message in the module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = dotted_name(path, root)
    found: list[str] = []
    for node in ast.walk(tree):
        args: list[ast.AST] = []
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            if call_name(node.exc.func) in PROGRAMMING_ERRORS:
                continue
            args = [*node.exc.args, *(k.value for k in node.exc.keywords)]
        elif isinstance(node, ast.Call) and call_name(node.func) in MESSAGE_CALLS:
            position = MESSAGE_CALLS[call_name(node.func)]
            args = node.args[position:position + 1]
        for arg in args:
            text = unmarked_words(arg)
            if text is not None and (module, text) not in ALLOWED:
                found.append(f"{path.relative_to(root)}:{getattr(arg, 'lineno', '?')}: {text!r}")
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_every_message_a_person_reads_is_marked(package: str) -> None:
    """A message a person reads is ``translate("context", …)``, so each front end says it in its language."""
    found = [line for path in _modules(package) for line in unmarked_messages(path)]
    assert not found, "mark these with tournament_app.messages.translate:\n" + "\n".join(found)


@pytest.mark.parametrize("package", PACKAGES)
def test_each_module_marks_in_its_own_context(package: str) -> None:
    """``translate("league.players", …)`` in league/players.py: a translator sees where a text comes from."""
    wrong: list[str] = []
    for path in _modules(package):
        expected = dotted_name(path, ROOT)
        for node in misplaced_marks(ast.parse(path.read_text(encoding="utf-8")), expected, MARKS):
            wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node.args[0])} (expected {expected!r})")
    assert not wrong, "\n".join(wrong)


def test_the_scan_finds_what_it_should(tmp_path: Path) -> None:
    """The scan itself: unmarked raises and row problems are found, marked ones and programming errors are not."""
    code = '''
from ..messages import translate
def f(problems, name):
    raise ValueError("There is no player named " + name)
def g(name):
    raise NotFoundError(f"No event {name}.")
def h(name):
    raise NotFoundError("No event {name}.".format(name=name))
def i(problems):
    problems.add(3, "date", "not a date")
def ok(name, problems):
    raise NotFoundError(translate("league._probe_for_test", "No event {name}.").format(name=name))
def ok2():
    raise TypeError("a bug: the caller passed a list")
def ok3(problems, exc):
    problems.add(3, "date", translate("league._probe_for_test", "not a date"))
    raise NotFoundError(exc)
'''
    probe_copy = tmp_path / "league" / "_probe_for_test.py"
    probe_copy.parent.mkdir()
    probe_copy.write_text(code, encoding="utf-8")
    found = unmarked_messages(probe_copy, tmp_path)
    assert [line.split(":")[1] for line in found] == ["4", "6", "8", "10"], found
