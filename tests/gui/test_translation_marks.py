"""Every text a person sees in the scanned packages is marked for translation (docs/translating.md).

An AST scan: a string literal (or an f-string, or a sum with one) passed to a
widget's text setter, a widget made with a text, a message box or a file
dialog's caption fails unless it is ``translate("context", …)`` or
``QT_TRANSLATE_NOOP(…)``. The contexts are checked too: each module uses its
own dotted name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

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
}


def _has_words(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _literal_text(node: ast.AST) -> str | None:
    """The words of an unmarked literal in ``node`` (None when it holds none)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if _has_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return text if _has_words(text) else None
    if isinstance(node, ast.BinOp):
        return _literal_text(node.left) or _literal_text(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            found = _literal_text(element)
            if found:
                return found
    if isinstance(node, ast.IfExp):
        return _literal_text(node.body) or _literal_text(node.orelse)
    return None


def _name(func: ast.AST) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _module(path: Path, root: Path = ROOT) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts)


def _context(module: str) -> str:
    return module.removeprefix("gui.")


def unmarked(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: text`` for each unmarked literal reaching a text setter in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = _module(path, root)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in TEXT_SETTERS or name in TEXT_WIDGETS:
            args = list(node.args) + [k.value for k in node.keywords]
        elif name in AFTER_FIRST:
            args = list(node.args[1:]) + [k.value for k in node.keywords]
        elif name in FIRST_ONLY:
            args = [a for a in node.args[:2] if not (isinstance(a, ast.Call) and _name(a.func) in ("icon", "QIcon"))][:1]
        elif name in WORKER_CALLS:
            args = node.args[:1] if name == "perform" else node.args[1:2] if name == "change" else []
            args += [k.value for k in node.keywords if k.arg == "label"]
        else:
            continue
        for arg in args:
            text = _literal_text(arg)
            if text is not None and (module, text) not in ALLOWED:
                found.append(f"{path.relative_to(root.parent)}:{arg.lineno}: {text!r}")
    return found


def wrong_contexts(path: Path) -> list[str]:
    """``translate`` calls whose context is not the module's own name (or not a literal).

    (The text may be a variable: a text marked with QT_TRANSLATE_NOOP and translated where shown.)
    """
    module = _module(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in MARKS - {"QT_TR_NOOP"} and node.args:
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and first.value == _context(module)):
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: context should be {_context(module)!r}")
    return found


def _files() -> list[Path]:
    return sorted(f for package in SCANNED_PACKAGES for f in (ROOT / package).rglob("*.py"))


def test_every_scanned_package_exists() -> None:
    assert all((ROOT / package).is_dir() for package in SCANNED_PACKAGES)


def test_texts_reaching_widgets_are_marked_for_translation() -> None:
    problems = [line for path in _files() for line in unmarked(path)]
    assert not problems, (f"{len(problems)} texts are not marked for translation "
                          "(docs/translating.md):\n" + "\n".join(problems))


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
])
def test_the_scan_finds_unmarked_texts(tmp_path: Path, source: str, expected: int) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(source + "\n", encoding="utf-8")
    assert len(unmarked(probe, root=tmp_path)) == expected
