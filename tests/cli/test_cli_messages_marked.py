"""Every sentence the command line writes for people is marked for translation (issue 19).

An AST scan of the CLI's modules (``tournament_app/cli/*.py``): a text with
words written with ``.write(…)``, ``.writelines(…)`` or ``say(out, …)``, or
raised as an error a person reads (``LeagueError``, ``ArgumentTypeError``…),
must be ``translate("cli_<module>", …)`` (``"cli"`` in the package's ``__init__``) from :mod:`tournament_app.messages`.
The program's name before an error line ("tournament-app: ") is not a
sentence. Table headers, JSON keys and argparse's help texts are the
contract (scripts read them) and are not written this way.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from text_marks import call_name, misplaced_marks, unmarked_words

ROOT = Path(__file__).resolve().parents[2] / "tournament_app" / "cli"
MODULES = sorted(ROOT.glob("*.py"))
#: raised only for a programmer's mistake, never a person's error
PROGRAMMING_ERRORS = {"TypeError", "RuntimeError", "AssertionError", "NotImplementedError", "KeyError", "IndexError",
                      "AttributeError", "SystemExit"}
#: calls whose first argument (after ``out`` for ``say``) is a line for people
WRITES = {"write": 0, "writelines": 0, "say": 1}
PROGRAM = "tournament-app"


def context_of(path: Path) -> str:
    """The translation context of a CLI module: ``cli_<module>``, or ``cli`` for the package's entry."""
    return "cli" if path.stem == "__init__" else f"cli_{path.stem}"


def unmarked_lines(source: str, name: str) -> list[str]:
    """``module:line: text`` of every unmarked sentence for people in ``source``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        args: list[ast.AST] = []
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and call_name(node.exc.func) not in PROGRAMMING_ERRORS:
            args = [*node.exc.args, *(k.value for k in node.exc.keywords)]
        elif isinstance(node, ast.Call) and call_name(node.func) in WRITES:
            position = WRITES[call_name(node.func)]
            args = node.args[position:position + 1]
        for arg in args:
            text = unmarked_words(arg, ignore=PROGRAM)
            if text is not None:
                found.append(f"{name}:{getattr(arg, 'lineno', '?')}: {text!r}")
    return found


def test_the_cli_modules_are_found() -> None:
    assert {p.name for p in MODULES} >= {"__init__.py", "club.py", "companion.py", "event.py", "output.py",
                                         "parser.py", "planning.py", "print.py", "season.py", "serve.py"}


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_every_line_for_people_is_marked(path: Path) -> None:
    """An error line, a confirmation ("Recomputed 3 matches.") or serve's addresses: ``translate("cli…", …)``."""
    found = unmarked_lines(path.read_text(encoding="utf-8"), path.name)
    assert not found, "mark these with tournament_app.messages.translate:\n" + "\n".join(found)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_each_module_marks_in_its_own_context(path: Path) -> None:
    """``translate("cli_event", …)`` in cli/event.py: a translator sees where a text comes from."""
    wrong = [f"{path.name}:{node.lineno}: {ast.unparse(node.args[0])}"
             for node in misplaced_marks(ast.parse(path.read_text(encoding="utf-8")), context_of(path), {"translate"})]
    assert not wrong, "\n".join(wrong)


def test_the_scan_finds_what_it_should() -> None:
    """The scan itself: unmarked lines and errors are found; marked ones, the program's name and bugs are not."""
    code = '''
def f(out, err, exc, n, name):
    out.write(f"Recomputed {n} matches.\\n")
    err.write("tournament-app: Interrupted.\\n")
    say(out, "Nothing to undo")
    raise LeagueError(f"No event {name}.")
    raise argparse.ArgumentTypeError("A report id is a whole number.")
    out.write("A\\n" if n else "B\\n")
def ok(out, err, exc, n):
    err.write(f"tournament-app: {exc}\\n")
    out.write("\\n")
    say(out, translate("cli_probe", "Recomputed {count} matches.").format(count=n))
    out.writelines(f"    {n}: {exc}\\n" for _ in range(2))
    raise RuntimeError("a bug: the caller passed a list")
'''
    found = unmarked_lines(code, "cli_probe.py")
    assert sorted(int(line.split(":")[1]) for line in found) == [3, 4, 5, 6, 7, 8], found
