"""Help ▸ Getting started (a club night in plain words) and Help ▸ Keyboard shortcuts (read from the
window's real actions, so the list cannot go stale).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .shortcuts import shortcut_rows
from ..common.accessible import describe_buttons, named
from ...translation import QT_TRANSLATE_NOOP, translate

#: Help ▸ Getting started (said with translate where shown)
GETTING_STARTED = QT_TRANSLATE_NOOP("shell.help_dialog", """
<h2>Running a club night</h2>
<p>Everything lives in one club file on this computer. The app opens the club you used last;
File ▸ New database… starts another, File ▸ Open recent goes back to one you had open.</p>

<h3>1. Players</h3>
<p>On the <b>Players</b> tab, type a name into the new player's field at the top and press Enter.
Do the same for everyone. A name can also be typed straight into a match or at check-in:
it becomes a player when you save. <b>Set club…</b> notes someone's club, so brackets can keep
clubs apart.</p>

<h3>2. Tonight's event</h3>
<p>On the <b>Event</b> tab (the window opens on it) click <b>New event…</b>, keep the format
<i>Club night</i> and click <b>Create</b>. The event is the evening: every result you enter tonight
is filed under it, on every tab. A tournament (Swiss, round robin, a knockout, pools) is made the
same way with another format: tick its entrants, <b>Start</b>, and play it out at the tables.</p>

<h3>3. Check-in</h3>
<p>Click a name tile to tick someone present, click again to take the tick back.
Someone new? Type the name into the search field and press Enter. <i>Away for a while</i> and
<i>Gone for the night</i> keep people out of the next rounds; late arrivals join the next round.</p>

<h3>4. Rounds</h3>
<p>Choose a mode and click <b>Draw next round</b>. The app makes matches with chances as even as
possible and lets everyone sit out in turn. Swap two players by dragging one onto the other,
then click <b>Start round</b>.</p>

<h3>5. Results</h3>
<p>On <b>Tables</b>, click a table and say who won (or the places and scores): the table
frees and the next match is called. A match played away from the tables goes in on the
<b>Matches</b> tab: type each side's players, separated by commas, and press Enter.</p>

<h3>6. The leaderboard</h3>
<p>The <b>Leaderboard</b> tab is up to date after every result. Double-click a player to see
their rating over time. The <i>Conservative</i> column (μ − 3σ) is a rating the player is very
probably at least as good as: it orders the list.</p>

<h3>7. After the night</h3>
<p>File ▸ Export standings… writes the leaderboard for a spreadsheet; File ▸ Print standings…
prints it. Tools ▸ <b>Brackets</b> seeds the next tournament from the ratings.</p>

<h3>A mistake?</h3>
<p>Edit ▸ Undo takes back the last change, whatever it was, and Edit ▸ Redo puts it back.
A wrong result can also be changed later: everything after it is re-rated.
The club file is saved after every change; there is nothing to save before quitting.</p>
""")


class GettingStartedDialog(QDialog):
    """A short guide to a club night, in a scrollable page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell.help_dialog", "Getting started"))
        self.text = QTextBrowser()
        self.text.setAccessibleName(translate("shell.help_dialog", "Getting started guide"))
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(translate("shell.help_dialog", GETTING_STARTED))
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(620, 560)


class ShortcutsDialog(QDialog):
    """Every menu command that has a key, with the keys the window answers right now."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(translate("shell.help_dialog", "Keyboard shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 2)
        self.table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        named(self.table, translate("shell.help_dialog", "Keyboard shortcuts"), translate("shell.help_dialog", "Each command, one a row, with the keys that run it."))
        self.table.setHorizontalHeaderLabels([translate("shell.help_dialog", "Command"), translate("shell.help_dialog", "Keys")])
        for row, (command, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(command))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        note = QLabel(translate("shell.help_dialog", "Enter saves a match in the match form; Delete removes the selected match. "
                      "While the cursor is in a text field, Undo first takes back what you typed there."))
        note.setWordWrap(True)
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(560, 560)

    def rows(self) -> list[tuple[str, str]]:
        """What the table lists: (command, keys)."""
        return [(self._text(r, 0), self._text(r, 1)) for r in range(self.table.rowCount())]

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()


def show_dialog(dialog: QDialog) -> QDialog:
    """Show a help dialog beside the window (not modal: the guide can stay open while you work)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    return dialog
