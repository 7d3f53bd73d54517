"""Every text a person sees in the scanned packages is marked for translation (docs/translating.md).

An AST scan (the shared pieces in tests/text_marks.py): a string literal (or an f-string, a sum with one,
``"…".format(…)`` or a list of them, also built by a comprehension) passed to a
widget's text setter, a widget made with a text, a message box or a file
dialog's caption fails unless it is ``translate("context", …)`` or
``QT_TRANSLATE_NOOP(…)``. So do texts that reach a widget by another way:
a function's ``return`` of a literal, f-string or ``"…".format(…)`` with
words, and the string values of module-level tables (dict, tuple, list and
string constants). What looks like code (``"winners"``, ``"fixture-box"``,
``"fixturesTable"``), a style sheet and ``__all__`` are not texts; the few
other exceptions are listed in :data:`ALLOWED` with a reason. The contexts are
checked too: each module uses its own dotted name.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from text_marks import call_name, dotted_name, has_words, misplaced_marks, unmarked_words

ROOT = Path(__file__).resolve().parents[2] / "tournament_app"

#: the packages whose strings are marked; gui/night and printouts join once their owners have marked them
SCANNED_PACKAGES = [
    "gui/shell",
    "gui/common",
    "gui/players",
    "gui/matches",
    "gui/standings",
    "gui/tournament",
    "gui/planning",
    "gui/backups",
    "printouts",
    "gui/night",
]

#: methods whose string arguments a person sees (or hears, for the accessible texts)
TEXT_SETTERS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setPlaceholderText",
    "setAccessibleName", "setAccessibleDescription", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
    "setHeaderLabels", "setHeaderLabel", "addAction", "addMenu", "addTab", "insertTab", "setTabText",
    "setTabToolTip", "showMessage", "setTitle", "setLabelText", "setPrefix", "setSuffix", "setSpecialValueText",
    "addButton", "setInformativeText", "setDetailedText", "addRow", "setCancelButtonText", "setOkButtonText",
    "setIconText", "setDisplayFormat_never", "setLabel", "setHtml", "setPlainText", "addTopLevelItem_never",
    "information", "warning", "critical", "question", "about", "getSaveFileName", "getOpenFileName",
    "getExistingDirectory", "getText", "getItem", "getInt", "getDouble", "setNameFilter",
}
#: methods where only the first argument is a text (the second is data)
FIRST_ONLY = {"addItem", "insertItem"}
#: helpers whose arguments after the first (the widget) are texts a person hears: gui/common/accessible.py
AFTER_FIRST = {"named", "described"}
#: the worker's calls: perform's first argument names the undo step (Edit menu: "Undo Add player Ann"), and
#: ``label=`` is the progress dialog's text (gui/common/operations.py, worker.py); the event page's steps.change
#: takes the step's name second (gui/night/steps.py)
WORKER_CALLS = {"perform", "submit", "query", "run_unrecorded", "change"}
#: classes made with a text a person sees
TEXT_WIDGETS = {
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu", "QToolButton",
    "QListWidgetItem", "QTreeWidgetItem", "QTableWidgetItem", "QStandardItem", "QToolBar", "QCommandLinkButton",
    "QMessageBox",
}
MARKS = {"translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}

#: reviewed exceptions: (module under tournament_app, the literal's text); symbols a person reads in any language
ALLOWED: set[tuple[str, str]] = {
    # pyqtgraph's axis keys in setLabel("bottom", text): names of axes, not text (issue 19)
    ("gui.planning.evaluation_view", "bottom"), ("gui.planning.evaluation_view", "left"),
    ("gui.standings.rating_chart", "bottom"), ("gui.standings.rating_chart", "left"),
    # the app's name: a brand, the same in every language (window titles, the settings' folder)
    ("gui.shell.app_settings", "Tournament App"),
    # the demo club's file name on disk: a file name the tests and the settings find again, not a sentence
    ("gui.shell.club_files", "Demo club.sqlite"),
    # key sequences, read by QKeySequence (the menus show them in the locale's own form)
    ("gui.shell.shortcuts", "Ctrl+Shift+A"), ("gui.shell.shortcuts", "Ctrl+Shift+E"), ("gui.night.presenter", "H"),
    # a QDateTimeEdit's display format for the fallback when no locale format fits: pattern letters, not words
    ("gui.matches.played_field", "yyyy-MM-ddTHH:mm:ss"),
}

#: what reads as code, not as a text: keys and object names ("winners", "fixture-box", "fixturesTable")
CODE_LIKE = re.compile(r"[a-z0-9_.\-/:#*%]*|[a-z]+[A-Z][A-Za-z0-9]*")
#: a Qt style sheet: "QLabel { color: grey; }" or "color: #c62828;"
STYLE_SHEET = re.compile(r"\s*([\w:\-]+\s*\{[^{}:]*:[^{}]*\}\s*)+|\s*([\w\-]+\s*:[^;{}]+;\s*)+", re.S)
#: str methods whose result carries the text they are called on ("Round {n}".format(n=n))
CARRYING = {"format", "join", "capitalize", "strip", "upper", "lower", "title", "replace"}


def _is_text(text: str) -> bool:
    return has_words(text) and not CODE_LIKE.fullmatch(text) and not STYLE_SHEET.fullmatch(text)


def _texts(node: ast.AST) -> list[str]:
    """The texts with words in a returned value or a module-level table (marked ones are calls: left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)]
    if isinstance(node, ast.BinOp):
        return _texts(node.left) + _texts(node.right)
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [text for element in node.elts for text in _texts(element)]
    if isinstance(node, ast.Dict):  # the keys are keys; the values are what is shown
        return [text for value in node.values for text in _texts(value)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr == "get" and isinstance(node.func.value, ast.Dict):  # {"ready": "Ready"}.get(status, …)
            return _texts(node.func.value) + [t for a in node.args[1:] for t in _texts(a)]
        if node.func.attr in CARRYING:
            return _texts(node.func.value)
    return []


def _constants(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """(name, value) of each module-level constant assignment."""
    found: list[tuple[str, ast.AST]] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            found += [(name, node.value) for name in names]
        elif isinstance(node, ast.AnnAssign) and node.value is not None and isinstance(node.target, ast.Name):
            found.append((node.target.id, node.value))
    return [(name, value) for name, value in found if name != "__all__"]


def unmarked_returns_and_tables(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: text`` for each unmarked text a function returns or a module-level table holds."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = dotted_name(path, root)
    places: list[tuple[int, ast.AST]] = [(n.lineno, n.value) for n in ast.walk(tree)
                                         if isinstance(n, ast.Return) and n.value is not None]
    places += [(value.lineno, value) for _name, value in _constants(tree)
               if isinstance(value, (ast.Constant, ast.JoinedStr, ast.BinOp, ast.Dict, ast.Tuple, ast.List, ast.Set))]
    return [f"{path.relative_to(root.parent)}:{line}: {text!r}"
            for line, value in places for text in _texts(value)
            if _is_text(text) and (module, text) not in ALLOWED]


def _context(module: str) -> str:
    return module.removeprefix("gui.")


def unmarked(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: text`` for each unmarked literal reaching a text setter in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = dotted_name(path, root)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = call_name(node.func)
        if name in TEXT_SETTERS or name in TEXT_WIDGETS:
            args = list(node.args) + [k.value for k in node.keywords]
        elif name in AFTER_FIRST:
            args = list(node.args[1:]) + [k.value for k in node.keywords]
        elif name in FIRST_ONLY:
            args = [a for a in node.args[:2] if not (isinstance(a, ast.Call) and call_name(a.func) in ("icon", "QIcon"))][:1]
        elif name in WORKER_CALLS:
            args = node.args[:1] if name == "perform" else node.args[1:2] if name == "change" else []
            args += [k.value for k in node.keywords if k.arg == "label"]
        else:
            continue
        for arg in args:
            text = unmarked_words(arg)
            if text is not None and (module, text) not in ALLOWED:
                found.append(f"{path.relative_to(root.parent)}:{arg.lineno}: {text!r}")
    return found


def wrong_contexts(path: Path) -> list[str]:
    """``translate`` calls whose context is not the module's own name (or not a literal).

    (The text may be a variable: a text marked with QT_TRANSLATE_NOOP and translated where shown.)
    """
    context = _context(dotted_name(path, ROOT))
    return [f"{path.relative_to(ROOT.parent)}:{node.lineno}: context should be {context!r}"
            for node in misplaced_marks(ast.parse(path.read_text(encoding="utf-8")), context, MARKS - {"QT_TR_NOOP"})]


def _files() -> list[Path]:
    return sorted(f for package in SCANNED_PACKAGES for f in (ROOT / package).rglob("*.py"))


def test_every_scanned_package_exists() -> None:
    assert all((ROOT / package).is_dir() for package in SCANNED_PACKAGES)


def test_texts_reaching_widgets_are_marked_for_translation() -> None:
    problems = [line for path in _files() for line in unmarked(path)]
    assert not problems, (f"{len(problems)} texts are not marked for translation "
                          "(docs/translating.md):\n" + "\n".join(problems))


def test_texts_returned_or_kept_in_tables_are_marked_for_translation() -> None:
    problems = [line for path in _files() for line in unmarked_returns_and_tables(path)]
    assert not problems, (f"{len(problems)} texts returned by functions or kept in module tables are not "
                          "marked for translation (docs/translating.md):\n" + "\n".join(problems))


def test_each_module_translates_in_its_own_context() -> None:
    problems = [line for path in _files() for line in wrong_contexts(path)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("source, expected", [
    ('label.setText("Save")', 1),
    ('label.setText(f"Saved {n} players")', 1),
    ('QPushButton("&Add", self)', 1),
    ('combo.addItem("Light", "light")', 1),
    ('label.setText(translate("x", "Save"))', 0),
    ('label.setText(translate("x", "Saved {n}").format(n=n))', 0),
    ('label.setText(name)', 0),
    ('label.setText("—")', 0),
    ('self.box = named(QComboBox(), "Season")', 1),
    ('named(QComboBox(), translate("x", "Season"), "Pick the season shown.")', 1),
    ('named(QComboBox(), translate("x", "Season"), description="Pick the season shown.")', 1),
    ('described(field, "Type a name.")', 1),
    # an undo step's name (the Edit menu says it) and a progress dialog's text
    ('self.ops.perform(f"Add player {name}", job)', 1),
    ('self.ops.perform(translate("x", "Add player"), job, label="Adding…")', 1),
    ('self.steps.change(fn, f"Draw round {number}")', 1),
    ('self.ops.perform(translate("x", "Add player"), job, label=translate("x", "Adding…"))', 0),
    ('named(QComboBox(), translate("x", "Season"), translate("x", "Pick the season shown."))', 0),
    ('field.setAccessibleDescription("Type a name.")', 1),
    ('field.setToolTip(f"Type {what}.")', 1),
    ('table.setHorizontalHeaderLabels([f"Game {n}" for n in range(3)])', 1),
    ('label.setText("Round {n}".format(n=n))', 1),
])
def test_the_scan_finds_unmarked_texts(tmp_path: Path, source: str, expected: int) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(source + "\n", encoding="utf-8")
    assert len(unmarked(probe, root=tmp_path)) == expected


@pytest.mark.parametrize("source, expected", [
    # what a helper returns reaches a label by a variable
    ('def f():\n    return "Needs clearing"', 1),
    ('def f(t):\n    return f"Playing on {t}"', 1),
    ('def f(a):\n    return "{a} won".format(a=a)', 1),
    ('def f(a, b):\n    return f"{a} and {b} drew" if a else "no result yet"', 2),
    ('def f(s):\n    return {"waiting": "Waiting", "done": "Done"}.get(s, s)', 2),
    ('def f(a):\n    return a + " is out"', 1),
    ('def f(a):\n    return translate("x", "{a} won").format(a=a)', 0),
    ('def f(a):\n    return "won" if a else "fixture-box"', 0),  # keys and object names read as code
    ('def f(a):\n    return f"{a}½"', 0),
    ('def f(n):\n    return f"Round {n}"', 1),  # a field's braces are no style sheet
    # module-level tables: the values a person sees, not the keys
    ('TITLES = {"winners": "Winners\' bracket", "losers": "Losers\' bracket"}', 2),
    ('COLUMNS = (("name", "Name"), ("points", "Points"))', 2),
    ('NOTE = "Double elimination: losers drop into the losers\' bracket."', 1),
    ('TITLES = {"winners": QT_TRANSLATE_NOOP("x", "Winners\' bracket")}', 0),
    ('__all__ = ["BracketView", "StandingsView"]', 0),
    ('STYLE = "QPushButton:checked { background: #2e7d32; color: white; }"', 0),
    ('WARN = "color: #c62828;"', 0),
    ('KEYS = ("buchholz", "median_buchholz", "fixturesTable")', 0),
    ('def f():\n    TITLE = "Local"\n    return TITLE', 0),  # a function's local names are not tables
])
def test_the_scan_finds_unmarked_returned_and_table_texts(tmp_path: Path, source: str, expected: int) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(source + "\n", encoding="utf-8")
    assert len(unmarked_returns_and_tables(probe, root=tmp_path)) == expected
