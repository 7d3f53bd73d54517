"""What the "is every text marked for translation?" scans share: reading a literal's words out of the AST, a call's
name, a module's dotted name, and the check that each module marks in its own context.

Used by tests/test_messages_marked.py (league, store, ratings), tests/cli/test_cli_messages_marked.py and
tests/gui/test_translation_marks.py; each decides which calls and places it scans.
"""

from __future__ import annotations

import ast
from collections.abc import Collection
from pathlib import Path


def has_words(text: str, ignore: str = "") -> bool:
    """Whether ``text`` has a letter (outside ``ignore``, e.g. the program's name before an error line)."""
    return any(ch.isalpha() for ch in (text.replace(ignore, "") if ignore else text))


def unmarked_words(node: ast.AST, ignore: str = "") -> str | None:
    """The words of an unmarked text in ``node``, None when it holds none.

    A string, an f-string (its literal parts), either side of a sum or of ``a if c else b``, a comprehension's
    element, a list's or tuple's first text, ``"…".format(…)``. A marked text is a call (``translate(…)``):
    it is not looked into.
    """
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if has_words(node.value, ignore) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return text if has_words(text, ignore) else None
    if isinstance(node, ast.BinOp):
        return unmarked_words(node.left, ignore) or unmarked_words(node.right, ignore)
    if isinstance(node, ast.IfExp):
        return unmarked_words(node.body, ignore) or unmarked_words(node.orelse, ignore)
    if isinstance(node, (ast.GeneratorExp, ast.ListComp)):
        return unmarked_words(node.elt, ignore)
    if isinstance(node, (ast.List, ast.Tuple)):
        return next((found for e in node.elts if (found := unmarked_words(e, ignore))), None)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return unmarked_words(node.func.value, ignore)
    return None


def call_name(func: ast.AST) -> str:
    """The name a call is made by: ``f`` of ``f(…)`` and of ``x.f(…)`` ("" for anything else)."""
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def dotted_name(path: Path, root: Path) -> str:
    """The module at ``path`` as a dotted name under ``root`` (``league.night.checkin``)."""
    return ".".join(path.relative_to(root).with_suffix("").parts)


def misplaced_marks(tree: ast.AST, context: str, marks: Collection[str]) -> list[ast.Call]:
    """The calls of ``marks`` (``translate``…) whose first argument is not the literal ``context``."""
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Call) and call_name(node.func) in marks and node.args
            and not (isinstance(node.args[0], ast.Constant) and node.args[0].value == context)]
