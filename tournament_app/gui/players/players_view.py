"""Players and teams: add, rename, archive, merge; named rosters."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, Player, Team
from ..common import operations as op
from ..common.name_fields import give_back
from ..common.accessible import describe_buttons, described, named
from ..common.refresh import RefreshWhenShown
from ..common.operations import Operations, Step
from ..common.table_models import PlayersModel, TeamsModel
from ...translation import translate


def _table(model: object, stretch: int) -> QTableView:
    """A sortable table whose columns fit their contents (at any font size); column ``stretch`` takes the rest."""
    view = QTableView()
    view.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
    view.setModel(model)  # type: ignore[arg-type]
    view.setSortingEnabled(True)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    return view


class PlayersView(QWidget):
    """A searchable table of players with the actions an organizer needs."""

    player_activated = Signal(int)

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.model = PlayersModel(self)
        self.search = QLineEdit(placeholderText=translate("players.players_view", "Search players…"), clearButtonEnabled=True)
        named(self.search, translate("players.players_view", "Search players"), translate("players.players_view", "Type part of a name or club; only matching players are listed."))
        self.show_archived = QCheckBox(translate("players.players_view", "Show archived"))
        named(self.show_archived, translate("players.players_view", "Show archived players"), translate("players.players_view", "When ticked, archived players are listed too."))
        self.new_name = QLineEdit(placeholderText=translate("players.players_view", "New player's name, then Enter"))
        self.new_name.setObjectName("new-player-name")
        named(self.new_name, translate("players.players_view", "New player name"), translate("players.players_view", "Type a new player's name, then press Enter to add them."))
        self.add_button = described(QPushButton(translate("players.players_view", "Add player")), translate("players.players_view", "Adds the player whose name is typed."))
        self.rename_button = described(QPushButton(translate("players.players_view", "Rename…")), translate("players.players_view", "Asks for a new name for the selected player."))
        self.club_button = described(QPushButton(translate("players.players_view", "Set club…")), translate("players.players_view", "Asks for the club of the selected players."))
        self.archive_button = described(QPushButton(translate("players.players_view", "Archive")), translate("players.players_view", "Hides the selected players from lists; their matches stay."))
        self.merge_button = QPushButton(translate("players.players_view", "Merge…"))
        self.table = _table(self.model, stretch=0)
        self.table.setObjectName("players-table")
        named(self.table, translate("players.players_view", "Players"), translate("players.players_view", "Each player, one a row, with club, status and the day added; a double-click opens the player's page."))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.show_archived)
        add = QHBoxLayout()
        add.addWidget(self.new_name, 1)
        add.addWidget(self.add_button)
        actions = QHBoxLayout()
        for b in (self.rename_button, self.club_button, self.archive_button, self.merge_button):
            actions.addWidget(b)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(add)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addLayout(actions)

        self.search.textChanged.connect(self._filter)
        self.show_archived.toggled.connect(self.refresh)
        self.new_name.returnPressed.connect(self.add_player)
        self.add_button.clicked.connect(self.add_player)
        self.rename_button.clicked.connect(self.rename_selected)
        self.club_button.clicked.connect(self.set_club_selected)
        self.archive_button.clicked.connect(self.archive_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.table.doubleClicked.connect(lambda i: self.player_activated.emit(self.model.row(i.row()).id))
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(self.on_changes)
        self._update_buttons()

    def on_changes(self, changes: Changes) -> None:
        """Reload when players changed."""
        if changes.players or changes.teams:
            self.refresh_when_shown()

    def refresh(self) -> None:
        """Load the player list (on the worker)."""
        archived = self.show_archived.isChecked()
        self.ops.query(lambda club: club.players(include_archived=archived), self._show)

    def _show(self, players: list[Player]) -> None:
        self.model.set_rows(players)
        self._filter(self.search.text())
        self._update_buttons()

    def _filter(self, text: str) -> None:
        key = " ".join(text.split()).casefold()
        self.model.set_filter((lambda p: key in p.name.casefold() or key in (p.club or "").casefold()) if key else None)

    def selected(self) -> list[Player]:
        """The selected players."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.row(r) for r in rows]

    def selected_one(self) -> Player | None:
        """The player selected when exactly one is (rename, set club and archive act on one)."""
        chosen = self.selected()
        return chosen[0] if len(chosen) == 1 else None

    def _update_buttons(self, *_: object) -> None:
        chosen = self.selected()
        one = len(chosen) == 1
        self.rename_button.setEnabled(one)
        self.club_button.setEnabled(one)
        self.archive_button.setEnabled(one)
        self.merge_button.setEnabled(len(chosen) == 2)
        if one:
            self.archive_button.setText(translate("players.players_view", "Unarchive") if chosen[0].archived else translate("players.players_view", "Archive"))
        self.merge_button.setToolTip(translate("players.players_view", "Select exactly two players: the same person entered twice"))

    def add_player(self) -> None:
        """Add the typed name as a player."""
        name = self.new_name.text().strip()
        if not name:
            self.new_name.setFocus()
            return

        # the field empties at once, so a name typed while this one is saved starts afresh (setText, not clear():
        # the field's own undo history goes too, so Ctrl+Z right after Enter undoes the new player)
        self.new_name.setText("")

        def done(step: Step) -> None:
            self.window().statusBar().showMessage(translate("players.players_view", "Added {name}.").format(name=step.result.name), 4000)  # type: ignore[attr-defined]

        def refused(exc: BaseException) -> None:
            self._error(exc)  # the message says why
            # the refused name comes back to be corrected, selected: what is typed next replaces it
            give_back(self.new_name, name)

        self.ops.perform(translate("players.players_view", "Add player {name}").format(name=name), op.add_player(name), on_done=done, on_error=refused)

    def rename_selected(self) -> None:
        """Ask for a new name for the selected player."""
        player = self.selected_one()
        if player is None:
            return
        name, ok = QInputDialog.getText(self, translate("players.players_view", "Rename player"), translate("players.players_view", "New name for {name}:").format(name=player.name), text=player.name)
        if ok and name.strip() and name.strip() != player.name:
            self.ops.perform(translate("players.players_view", "Rename {old} to {new}").format(old=player.name, new=name.strip()), op.rename_player(player.id, name), on_error=self._error)

    def set_club_selected(self) -> None:
        """Ask for the selected player's home club."""
        player = self.selected_one()
        if player is None:
            return
        home, ok = QInputDialog.getText(self, translate("players.players_view", "Set club"), translate("players.players_view", "Club of {name} (empty for none):").format(name=player.name), text=player.club or "")
        if ok:
            self.ops.perform(translate("players.players_view", "Set club of {name}").format(name=player.name), op.set_player_club(player.id, home), on_error=self._error)

    def archive_selected(self) -> None:
        """Archive (or bring back) the selected player."""
        player = self.selected_one()
        if player is None:
            return
        text = (translate("players.players_view", "Unarchive {name}") if player.archived
                else translate("players.players_view", "Archive {name}")).format(name=player.name)
        self.ops.perform(text, op.archive_player(player.id, not player.archived), on_error=self._error)

    def merge_selected(self) -> None:
        """Merge two records of the same person, after a confirmation that says what happens."""
        chosen = self.selected()
        if len(chosen) != 2:
            return
        dialog = MergeDialog(chosen[0], chosen[1], self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        keep, gone = dialog.choice()
        self.ops.perform(
            translate("players.players_view", "Merge {gone} into {keep}").format(gone=gone.name, keep=keep.name),
            op.merge_players(self.ops, keep.id, gone.id),
            label=translate("players.players_view", "Merging {gone} into {keep} and rebuilding ratings…").format(gone=gone.name, keep=keep.name),
            on_error=self._error,
        )

    def _error(self, exc: BaseException) -> None:
        self.ops.worker.error.emit(exc)


class MergeDialog(QDialog):
    """Confirms a merge and says exactly what will happen."""

    def __init__(self, a: Player, b: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("players.players_view", "Merge players"))
        self._players = (a, b)
        self.keep = QComboBox()
        named(self.keep, translate("players.players_view", "Keep the name"), translate("players.players_view", "Pick which of the two names the merged player keeps."))
        self.keep.addItem(a.name)
        self.keep.addItem(b.name)
        self.text = QLabel(wordWrap=True)
        self.text.setMinimumWidth(self.text.fontMetrics().averageCharWidth() * 50)  # a readable line at any font size
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel))
        self.ok = described(buttons.addButton(translate("players.players_view", "Merge"), QDialogButtonBox.ButtonRole.AcceptRole),
                            translate("players.players_view", "Makes the two players one, with the matches of both."))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("players.players_view", "Keep the name"), self.keep)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.keep.currentIndexChanged.connect(self._describe)
        self._describe()

    def choice(self) -> tuple[Player, Player]:
        """(the player kept, the player merged away)."""
        a, b = self._players
        return (a, b) if self.keep.currentIndex() == 0 else (b, a)

    def _describe(self) -> None:
        keep, gone = self.choice()
        self.text.setText(
            translate("players.players_view", "All results of <b>{esc}</b> will move to <b>{esc2}</b>, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.").format(esc=_esc(gone.name), esc2=_esc(keep.name))
        )


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class TeamsView(QWidget):
    """Named rosters an organizer reuses (a doubles pair, a club side)."""

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self._names: dict[int, str] = {}
        self.model = TeamsModel(lambda pid: self._names.get(pid, "?"), self)
        self.table = _table(self.model, stretch=1)
        self.table.setObjectName("teams-table")
        named(self.table, translate("players.players_view", "Teams"), translate("players.players_view", "Each team, one a row, with its members; a double-click edits it."))
        self.new_button = described(QPushButton(translate("players.players_view", "New team…")), translate("players.players_view", "Opens a form to make a new team."))
        self.edit_button = described(QPushButton(translate("players.players_view", "Edit…")), translate("players.players_view", "Opens the selected team's name and members."))
        self.remove_button = described(QPushButton(translate("players.players_view", "Remove")), translate("players.players_view", "Removes the selected team; its players stay."))
        buttons = QHBoxLayout()
        for b in (self.new_button, self.edit_button, self.remove_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.new_button.clicked.connect(self.new_team)
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.table.doubleClicked.connect(lambda _i: self.edit_selected())
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(lambda ch: self.refresh_when_shown() if ch.teams or ch.players else None)

    def refresh(self) -> None:
        """Load rosters and player names (on the worker)."""
        self.ops.query(lambda club: (club.teams(), club.players(include_archived=True)), self._show)

    def _show(self, result: tuple[list[Team], list[Player]]) -> None:
        teams, players = result
        self._players = [p for p in players if not p.archived]
        self._names = {p.id: p.name for p in players}
        self.model.set_rows(teams)

    def _selected(self) -> Team | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def new_team(self) -> None:
        """Create a roster."""
        dialog = TeamDialog(getattr(self, "_players", []), None, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            name, members = dialog.result_value()
            self.ops.perform(
                translate("players.players_view", "New team {name}").format(name=name),
                self.ops.league_step(lambda club, _c: club.add_team(name, members)),
                on_error=self.ops.worker.error.emit,
            )

    def edit_selected(self) -> None:
        """Rename the selected roster or change its members."""
        team = self._selected()
        if team is None:
            return
        dialog = TeamDialog(getattr(self, "_players", []), team, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            name, members = dialog.result_value()
            self.ops.perform(
                translate("players.players_view", "Edit team {name}").format(name=name),
                self.ops.league_step(lambda club, _c: club.set_team(team.id, name=name, member_ids=members)),
                on_error=self.ops.worker.error.emit,
            )

    def remove_selected(self) -> None:
        """Delete the roster (archive it if matches used it)."""
        team = self._selected()
        if team is None:
            return

        def remove(club: Club, _c: object) -> Changes:
            try:
                return club.delete_team(team.id)
            except ValueError:
                return club.archive_team(team.id)

        self.ops.perform(translate("players.players_view", "Remove team {name}").format(name=team.name), self.ops.league_step(remove), on_error=self.ops.worker.error.emit)


class TeamDialog(QDialog):
    """Name a roster and tick its members."""

    def __init__(self, players: list[Player], team: Team | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("players.players_view", "Edit team") if team else translate("players.players_view", "New team"))
        self.name = QLineEdit(team.name if team else "")
        self.name.setPlaceholderText(translate("players.players_view", "Team name"))
        named(self.name, translate("players.players_view", "Team name"), translate("players.players_view", "Type the team's name."))
        self.filter = QLineEdit(placeholderText=translate("players.players_view", "Filter players…"), clearButtonEnabled=True)
        named(self.filter, translate("players.players_view", "Filter players"), translate("players.players_view", "Type part of a name; only matching players are listed."))
        self.members = QListWidget()
        named(self.members, translate("players.players_view", "Team members"), translate("players.players_view", "Tick the players of the team; space ticks the selected one."))
        chosen = set(team.member_ids) if team else set()
        for p in sorted(players, key=lambda p: p.name.casefold()):
            item = QListWidgetItem(p.name)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if p.id in chosen else Qt.CheckState.Unchecked)
            self.members.addItem(item)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b")
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("players.players_view", "Name"), self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(translate("players.players_view", "Members")))
        layout.addWidget(self.filter)
        layout.addWidget(self.members)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.filter.textChanged.connect(self._filter)
        self.resize(380, 480)

    def _filter(self, text: str) -> None:
        key = text.casefold().strip()
        for i in range(self.members.count()):
            item = self.members.item(i)
            item.setHidden(bool(key) and key not in item.text().casefold())

    def result_value(self) -> tuple[str, list[int]]:
        """(name, member ids)."""
        ids = [
            int(self.members.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.members.count())
            if self.members.item(i).checkState() == Qt.CheckState.Checked
        ]
        return self.name.text().strip(), ids

    def _accept(self) -> None:
        name, ids = self.result_value()
        if not name:
            self.error.setText(translate("players.players_view", "The team needs a name."))
            return
        if not ids:
            self.error.setText(translate("players.players_view", "Tick at least one member."))
            return
        self.accept()


def confirm(parent: QWidget, title: str, text: str, yes: str) -> bool:
    """Ask a yes/no question with a named confirm button."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    ok = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.exec()
    return box.clickedButton() is ok
