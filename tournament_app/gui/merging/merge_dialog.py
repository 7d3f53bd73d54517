"""File ▸ Merge another club file…: what will come in, a choice per pair of look-alike names, then the merge.

The other file is read and matched on the database worker (``league.merging.preview_merge``: it is only
ever read). The dialog lists what comes in and the look-alike names ("Élodie martin" in the other file,
"Elodie Martin" here): for each pair the organizer says "Same person" or "Different people"; Merge is
enabled once every pair is decided. The merge itself runs on the worker with progress and Cancel, as
one undo step (Ctrl+Z takes all of it back), after a backup.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import merging
from ...translation import translate
from ..common.accessible import describe_buttons, named
from ..common.operations import Step

if TYPE_CHECKING:  # pragma: no cover
    from ..shell.main_window import MainWindow

#: names listed per kind before "and N more"
SHOWN = 12


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _names(names: list[str]) -> str:
    shown = ", ".join(_escape(n) for n in names[:SHOWN])
    if len(names) > SHOWN:
        shown += translate("merging.merge_dialog", " and {count} more").format(count=len(names) - SHOWN)
    return shown


def summary_lines(plan: merging.MergePlan) -> list[str]:
    """What comes in, one line per kind (rich text)."""
    lines = [translate("merging.merge_dialog", "%n new result(s)", None, plan.result_count),
             translate("merging.merge_dialog", "%n result(s) already here, not added again", None, plan.already)]
    kinds = [
        (translate("merging.merge_dialog", "%n new player(s)", None, len(plan.new_players)), plan.new_players),
        (translate("merging.merge_dialog", "%n new leaderboard(s)", None, len(plan.new_boards)), [b.name for b in plan.new_boards]),
        (translate("merging.merge_dialog", "%n new team(s)", None, len(plan.new_teams)), plan.new_teams),
        (translate("merging.merge_dialog", "%n new event(s)", None, len(plan.new_events)), plan.new_events),
        (translate("merging.merge_dialog", "%n new season(s)", None, len(plan.new_seasons)), plan.new_seasons),
    ]
    lines += [f"{what}: {_names(names)}" for what, names in kinds if names]
    for board in plan.boards.values():
        if board.renamed:
            lines.append(translate(
                "merging.merge_dialog", "The other file's leaderboard “{name}” uses another rating system than this club's: its "
                "results come in as “{beside}”.").format(name=_escape(plan.other.leaderboards[board.other_id][0]),
                                                         beside=_escape(board.name)))
    return lines


class MergeDialog(QDialog):
    """What merging a club file brings in, and the organizer's choice for each pair of look-alike names."""

    def __init__(self, plan: merging.MergePlan, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(translate("merging.merge_dialog", "Merge {file}").format(file=plan.other.name))
        #: per look-alike pair: True same person, False different people, None not decided yet
        self.choices: list[bool | None] = [None] * len(plan.look_alikes)
        intro = QLabel(translate(
            "merging.merge_dialog", "Everything <b>{file}</b> has that this club lacks comes in. A backup is made first, and "
            "the whole merge is one step: Edit ▸ Undo takes it back.").format(file=_escape(plan.other.name)))
        intro.setWordWrap(True)
        self.summary = named(QLabel("<ul>" + "".join(f"<li>{line}</li>" for line in summary_lines(plan)) + "</ul>"),
                             translate("merging.merge_dialog", "What comes in"))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.summary)
        self.pairs = named(QListWidget(), translate("merging.merge_dialog", "Look-alike names"), translate(
            "merging.merge_dialog", "Names of the other file that look like names of this club; choose for each whether "
            "it is the same person."))
        self.same_button = named(QPushButton(translate("merging.merge_dialog", "&Same person")),
                                 translate("merging.merge_dialog", "Same person"),
                                 translate("merging.merge_dialog", "The selected pair is one person: the results of both "
                                           "count for this club's player."))
        self.different_button = named(QPushButton(translate("merging.merge_dialog", "&Different people")),
                                      translate("merging.merge_dialog", "Different people"),
                                      translate("merging.merge_dialog", "The selected pair are two people: the other "
                                                "file's comes in as a player of their own."))
        if plan.look_alikes:
            ask = QLabel(translate("merging.merge_dialog", "These names look alike (accents, capitals, spaces). Say for each "
                                   "pair whether it is one person:"))
            ask.setWordWrap(True)
            layout.addWidget(ask)
            layout.addWidget(self.pairs)
            row = QHBoxLayout()
            row.addWidget(self.same_button)
            row.addWidget(self.different_button)
            row.addStretch(1)
            layout.addLayout(row)
            for i, pair in enumerate(plan.look_alikes):
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, i)
                self.pairs.addItem(item)
            self.pairs.setCurrentRow(0)
        else:
            self.pairs.hide()
            self.same_button.hide()
            self.different_button.hide()
        self.same_button.clicked.connect(lambda: self.choose(True))
        self.different_button.clicked.connect(lambda: self.choose(False))
        self.pairs.itemDoubleClicked.connect(lambda _item: self.choose(True))
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel))
        self.merge_button = named(QPushButton(translate("merging.merge_dialog", "&Merge")), translate("merging.merge_dialog", "Merge"),
                                  translate("merging.merge_dialog", "Brings everything listed into this club."))
        buttons.addButton(self.merge_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_choices()
        self.resize(620, 460 if plan.look_alikes else 320)

    def choose(self, same: bool) -> None:
        """Decide the selected pair, then go on to the next pair not decided yet."""
        item = self.pairs.currentItem()
        if item is None:
            return
        self.choices[int(item.data(Qt.ItemDataRole.UserRole))] = same
        self._show_choices()
        later = [i for i, c in enumerate(self.choices) if c is None]
        if later:
            self.pairs.setCurrentRow(later[0])

    def _show_choices(self) -> None:
        for row in range(self.pairs.count()):
            item = self.pairs.item(row)
            pair = self.plan.look_alikes[int(item.data(Qt.ItemDataRole.UserRole))]
            choice = self.choices[row]
            if choice is None:
                said = translate("merging.merge_dialog", "not decided yet")
            elif choice:
                said = translate("merging.merge_dialog", "same person")
            else:
                said = translate("merging.merge_dialog", "different people")
            item.setText(translate("merging.merge_dialog", "{other} (other file) ~ {here} (this club): {choice}").format(
                other=pair.other_name, here=pair.here_name, choice=said))
        undecided = self.choices.count(None)
        self.merge_button.setEnabled(undecided == 0)
        self.merge_button.setToolTip(translate("merging.merge_dialog", "%n pair(s) of look-alike names still need a choice.",
                                               None, undecided) if undecided else "")
        if undecided == 0:
            self.merge_button.setDefault(True)

    def same(self) -> list[tuple[str, str]]:
        """The pairs said to be one person: (other file's name, this club's)."""
        return [(p.other_name, p.here_name) for p, c in zip(self.plan.look_alikes, self.choices) if c is True]

    def different(self) -> list[str]:
        """The other file's names said to be other people than their look-alikes here."""
        same_players = {p.other_id for p, c in zip(self.plan.look_alikes, self.choices) if c is True}
        return sorted({p.other_name for p, c in zip(self.plan.look_alikes, self.choices)
                       if c is False and p.other_id not in same_players})


# ---- File ▸ Merge another club file… --------------------------------------------------------


def merge_from(window: MainWindow, path: Path) -> None:
    """Read and match ``path`` on the worker, then show what would come in (the dialog), then merge."""
    if window.ops is None:
        return
    window.ops.query(lambda club: merging.preview_merge(club, path), lambda plan: _offer(window, plan),
                     label=translate("merging.merge_dialog", "Reading {name}…").format(name=path.name))


def _offer(window: MainWindow, plan: merging.MergePlan) -> None:
    if plan.nothing_new and not plan.look_alikes:
        QMessageBox.information(window, translate("merging.merge_dialog", "Merge another club file"), translate(
            "merging.merge_dialog", "{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was "
            "changed.", None, plan.already).format(file=plan.other.name))
        return
    dialog = MergeDialog(plan, window)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.accepted.connect(lambda: _merge(window, plan, dialog.same(), dialog.different()))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def _merge(window: MainWindow, plan: merging.MergePlan, same: list[tuple[str, str]], different: list[str]) -> None:
    if window.ops is None:
        return
    name = plan.other.name

    def done(step: Step) -> None:
        came, already = step.changes.count, step.changes.already
        text = translate("merging.merge_dialog", "Merged {file}: %n result(s) came in ({already} already here).", None,
                         came).format(file=name, already=already)
        window.statusBar().showMessage(text, 15000)
        QMessageBox.information(window, translate("merging.merge_dialog", "Club file merged"), text + "\n\n" + translate(
            "merging.merge_dialog", "A backup was made first. Edit ▸ Undo (Ctrl+Z) takes the whole merge back."))

    window.ops.perform(
        translate("merging.merge_dialog", "Merge {file}").format(file=name),
        window.ops.league_step(lambda club, c: merging.merge_other(
            club, plan.other, same=same, different=different, progress=c.progress, cancelled=c.cancelled)),
        label=translate("merging.merge_dialog", "Merging {file}…").format(file=name), on_done=done)
