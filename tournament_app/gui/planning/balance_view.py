"""Fair games from the ratings: split the room into balanced teams, find even opponents, pair the waiting.

The splits, chances and pairings come from league.planning on the worker;
this module only collects the choices and shows the answers.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, Event, LeagueError, planning
from ...league.planning import Balance, Entrant, Opponent, Pairing
from ..common.accessible import described, named
from ...locale_text import chance_text, integer, number, percent
from ..common.event_text import event_name
from ..common.read_only_table import fill_rows
from .entrant_picker import EntrantPicker, rating_text
from ..common.refresh import RefreshWhenShown
from ..common.operations import Operations
from ...translation import translate

TODAY = -1



def _method_text(balance: Balance) -> str:
    """How the split was found, as a sentence in the app's language (numbers in its locale)."""
    if balance.exact:
        return translate("planning.balance_view", "Found as the best of all {count} possible splits.").format(
            count=integer(balance.evaluated))
    if balance.bound is not None:
        return translate("planning.balance_view",
                         "Found by a heuristic (too many splits to try all): team totals differ by at most {bound}, "
                         "the gap between the strongest and weakest player.").format(bound=number(balance.bound, 2))
    return translate("planning.balance_view", "Found by a heuristic (too many splits to try all).")


def versus(parts: list[str]) -> str:
    """Teams' chances side by side: "50% v 50%" in the app's language."""
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = translate("planning.balance_view", "{left} v {right}").format(left=text, right=part)
    return text


class BalanceView(QWidget):
    """The "Teams balancer" tab: balanced teams and matchmaking for the players present."""

    #: (sides as lists of names, event id or None): a match to load into the match form
    match_proposed = Signal(object, object)
    refreshed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.result: Balance | None = None
        self.pairing: Pairing | None = None
        self.opponents: list[Opponent] = []
        self.pairs: list[tuple[str, str, str]] = []  # (kind, name, name)
        self._entrants: list[Entrant] = []

        self.picker = EntrantPicker(translate("planning.balance_view", "Players present"))

        # -- balance teams
        self.team_count = named(QSpinBox(minimum=2, maximum=16, value=2), translate("planning.balance_view", "Number of teams"), translate("planning.balance_view", "How many teams to make from the players ticked as present."))
        self.team_size = named(QSpinBox(minimum=0, maximum=50, value=0), translate("planning.balance_view", "Players per team"))
        self.team_size.setSpecialValueText(translate("planning.balance_view", "as even as possible"))
        self.team_size.setToolTip(translate("planning.balance_view", "Players per team; the players present must fill every team exactly"))
        self.balance_button = described(QPushButton(translate("planning.balance_view", "Balance teams")), translate("planning.balance_view", "Splits the players present into teams of even strength."))
        self.balance_button.setDefault(True)
        self.pair_a = named(QComboBox(), translate("planning.balance_view", "First player of the pair"), translate("planning.balance_view", "Pick a player to keep together with, or apart from, the second one."))
        self.pair_b = named(QComboBox(), translate("planning.balance_view", "Second player of the pair"), translate("planning.balance_view", "Pick the other player of the pair."))
        for combo in (self.pair_a, self.pair_b):
            combo.setMinimumContentsLength(14)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.together_button = described(QPushButton(translate("planning.balance_view", "Keep together")), translate("planning.balance_view", "The two players chosen end up in the same team."))
        self.apart_button = described(QPushButton(translate("planning.balance_view", "Keep apart")), translate("planning.balance_view", "The two players chosen end up in different teams."))
        self.pairs_list = named(QListWidget(), translate("planning.balance_view", "Pairs kept together or apart"), translate("planning.balance_view", "The pairs the balancer respects; select one to remove it."))
        self.pairs_list.setMaximumHeight(90)
        self.remove_pair_button = described(QPushButton(translate("planning.balance_view", "Remove pair")), translate("planning.balance_view", "Forgets the pair selected in the list."))
        self.teams_tree = named(QTreeWidget(), translate("planning.balance_view", "Balanced teams"), translate("planning.balance_view", "Each team with its players, their ratings and the team's chance to win."))
        self.teams_tree.setObjectName("teams-tree")
        self.teams_tree.setHeaderLabels([translate("planning.balance_view", "Team / player"), translate("planning.balance_view", "Club"), translate("planning.balance_view", "μ"), translate("planning.balance_view", "Rating"), translate("planning.balance_view", "Win chance")])
        self.teams_tree.setAlternatingRowColors(True)
        header = self.teams_tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.balance_info = QLabel(translate("planning.balance_view", "Tick the players present, choose the number of teams, then Balance teams."))
        self.balance_info.setObjectName("balance-info")
        self.balance_info.setWordWrap(True)
        self.load_teams_button = described(QPushButton(translate("planning.balance_view", "Load teams into the match form")), translate("planning.balance_view", "Opens the match form with these teams as the sides."))
        self.load_teams_button.setEnabled(False)

        balance_tab = QWidget()
        bl = QVBoxLayout(balance_tab)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("planning.balance_view", "Teams")))
        row.addWidget(self.team_count)
        row.addSpacing(12)
        row.addWidget(QLabel(translate("planning.balance_view", "Players per team")))
        row.addWidget(self.team_size)
        row.addStretch(1)
        row.addWidget(self.balance_button)
        bl.addLayout(row)
        pairs_box = QGroupBox(translate("planning.balance_view", "Pairs (optional)"))
        pb = QVBoxLayout(pairs_box)
        prow = QHBoxLayout()
        prow.addWidget(self.pair_a, 1)
        prow.addWidget(QLabel(translate("planning.balance_view", "and")))
        prow.addWidget(self.pair_b, 1)
        prow.addWidget(self.together_button)
        prow.addWidget(self.apart_button)
        pb.addLayout(prow)
        lrow = QHBoxLayout()
        lrow.addWidget(self.pairs_list, 1)
        lrow.addWidget(self.remove_pair_button, 0, Qt.AlignmentFlag.AlignTop)
        pb.addLayout(lrow)
        bl.addWidget(pairs_box)
        bl.addWidget(self.teams_tree, 1)
        bl.addWidget(self.balance_info)
        brow = QHBoxLayout()
        brow.addStretch(1)
        brow.addWidget(self.load_teams_button)
        bl.addLayout(brow)

        # -- matchmaking
        self.mm_player = named(QComboBox(), translate("planning.balance_view", "Find opponents for"), translate("planning.balance_view", "Pick the player who needs an opponent."))
        self.mm_player.setMinimumContentsLength(18)
        self.mm_low = named(QDoubleSpinBox(minimum=0.0, maximum=100.0, value=100 * planning.DEFAULT_WINDOW[0], decimals=0, suffix=" %"),
                            translate("planning.balance_view", "Lowest chance to win"), translate("planning.balance_view", "The least chance to win, in percent, an opponent may leave the player."))
        self.mm_high = named(QDoubleSpinBox(minimum=0.0, maximum=100.0, value=100 * planning.DEFAULT_WINDOW[1], decimals=0, suffix=" %"),
                             translate("planning.balance_view", "Highest chance to win"), translate("planning.balance_view", "The greatest chance to win, in percent, an opponent may leave the player."))
        self.mm_present_only = named(QCheckBox(translate("planning.balance_view", "only players present")), translate("planning.balance_view", "Only players present"), translate("planning.balance_view", "When ticked, only players ticked as present are offered."))
        self.find_button = described(QPushButton(translate("planning.balance_view", "Find opponents")), translate("planning.balance_view", "Lists the opponents whose chance to win lies in the range."))
        self.opponents_table = named(QTableWidget(0, 4), translate("planning.balance_view", "Even opponents"), translate("planning.balance_view", "The opponents found, with the chance to win and the match quality."))
        self.opponents_table.setObjectName("opponents-table")
        self.opponents_table.setHorizontalHeaderLabels([translate("planning.balance_view", "Opponent"), translate("planning.balance_view", "Club"), translate("planning.balance_view", "Chance to win"), translate("planning.balance_view", "Match quality")])
        self.opponents_info = QLabel()
        self.opponents_info.setWordWrap(True)
        self.tonight = named(QComboBox(), translate("planning.balance_view", "Avoid repeats from"), translate("planning.balance_view", "Pick the event whose pairings should not be played again."))
        self.tonight.setMinimumContentsLength(20)
        self.pair_button = QPushButton(translate("planning.balance_view", "Pair the waiting players"))
        self.pair_button.setToolTip(translate("planning.balance_view", "Pairs the players ticked as present: similar skills, no repeat of tonight's pairings where possible"))
        self.pairing_table = named(QTableWidget(0, 5), translate("planning.balance_view", "Pairings of the waiting players"), translate("planning.balance_view", "The proposed matches, one a row, with the chances and the match quality."))
        self.pairing_table.setObjectName("pairing-table")
        self.pairing_table.setHorizontalHeaderLabels([translate("planning.balance_view", "Player"), translate("planning.balance_view", "Opponent"), translate("planning.balance_view", "Chances"), translate("planning.balance_view", "Match quality"), translate("planning.balance_view", "Note")])
        self.pairing_info = QLabel()
        self.pairing_info.setWordWrap(True)
        self.load_pair_button = described(QPushButton(translate("planning.balance_view", "Load match into the match form")), translate("planning.balance_view", "Opens the match form with the pairing selected."))
        self.load_pair_button.setEnabled(False)
        for table in (self.opponents_table, self.pairing_table):
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            table.setAlternatingRowColors(True)
            table.verticalHeader().setVisible(False)
            table.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.pairing_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        mm_tab = QWidget()
        ml = QVBoxLayout(mm_tab)
        find_box = QGroupBox(translate("planning.balance_view", "Even opponents for one player"))
        fl = QVBoxLayout(find_box)
        frow = QHBoxLayout()
        frow.addWidget(self.mm_player, 1)
        frow.addWidget(QLabel(translate("planning.balance_view", "chance between")))
        frow.addWidget(self.mm_low)
        frow.addWidget(QLabel(translate("planning.balance_view", "and")))
        frow.addWidget(self.mm_high)
        frow.addWidget(self.mm_present_only)
        frow.addWidget(self.find_button)
        fl.addLayout(frow)
        fl.addWidget(self.opponents_table, 1)
        fl.addWidget(self.opponents_info)
        pair_box = QGroupBox(translate("planning.balance_view", "Pair the players waiting (the players ticked as present)"))
        pl = QVBoxLayout(pair_box)
        qrow = QHBoxLayout()
        qrow.addWidget(QLabel(translate("planning.balance_view", "Avoid repeats from")))
        qrow.addWidget(self.tonight, 1)
        qrow.addWidget(self.pair_button)
        pl.addLayout(qrow)
        pl.addWidget(self.pairing_table, 1)
        pl.addWidget(self.pairing_info)
        lrow2 = QHBoxLayout()
        lrow2.addStretch(1)
        lrow2.addWidget(self.load_pair_button)
        pl.addLayout(lrow2)
        ml.addWidget(find_box, 1)
        ml.addWidget(pair_box, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(balance_tab, translate("planning.balance_view", "Balance teams"))
        self.tabs.addTab(mm_tab, translate("planning.balance_view", "Matchmaking"))
        splitter = QSplitter()
        splitter.addWidget(self.picker)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([360, 900])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.picker.changed.connect(self._present_changed)
        self.balance_button.clicked.connect(self.balance)
        self.together_button.clicked.connect(lambda: self.add_pair("together"))
        self.apart_button.clicked.connect(lambda: self.add_pair("apart"))
        self.remove_pair_button.clicked.connect(self.remove_pair)
        self.load_teams_button.clicked.connect(self.load_teams)
        self.find_button.clicked.connect(self.find_opponents)
        self.pair_button.clicked.connect(self.pair_waiting)
        self.load_pair_button.clicked.connect(self.load_pair)
        self.pairing_table.itemSelectionChanged.connect(
            lambda: self.load_pair_button.setEnabled(bool(self.pairing_table.selectionModel().selectedRows()))
        )
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(self.on_changes)

    # ---- loading -----------------------------------------------------------------------------
    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Balance with another leaderboard's ratings."""
        self.leaderboard_id = leaderboard_id
        self.refresh_when_shown()

    def on_changes(self, changes: Changes) -> None:
        """Reload players and events when they or the ratings changed."""
        if self.leaderboard_id is None:
            return
        if changes.players or changes.teams or changes.events or self.leaderboard_id in changes.leaderboards:
            self.refresh_when_shown()

    def refresh(self) -> None:
        """Load the players with their ratings and tonight's events (on the worker)."""
        lb = self.leaderboard_id
        if lb is None:
            return

        def load(club: Club) -> tuple[list[Entrant], list[Event]]:
            return planning.rated_players(club, lb), club.events(lb)

        self.ops.query(load, self._show_players)

    def _show_players(self, result: tuple[list[Entrant], list[Event]]) -> None:
        entrants, events = result
        self._entrants = entrants
        self.picker.set_entrants(entrants)
        current = self.mm_player.currentText()
        self.mm_player.blockSignals(True)
        self.mm_player.clear()
        for e in entrants:
            self.mm_player.addItem(e.name, e.player_ids[0])
        index = self.mm_player.findText(current)
        self.mm_player.setCurrentIndex(max(index, 0))
        self.mm_player.blockSignals(False)
        chosen = self.tonight.currentData()
        self.tonight.clear()
        self.tonight.addItem(translate("planning.balance_view", "Today's matches"), TODAY)
        for ev in events:
            self.tonight.addItem(event_name(ev), ev.id)
        index = self.tonight.findData(chosen) if chosen is not None else (1 if events else 0)
        self.tonight.setCurrentIndex(max(index, 0))
        self._present_changed()
        self.refreshed.emit()

    def _present_changed(self) -> None:
        names = [e.name for e in self.picker.checked()]
        for combo in (self.pair_a, self.pair_b):
            current = combo.currentText()
            combo.clear()
            combo.addItems(names)
            combo.setCurrentIndex(max(combo.findText(current), 0))
        if self.pair_b.count() > 1 and self.pair_b.currentIndex() == self.pair_a.currentIndex():
            self.pair_b.setCurrentIndex(1)

    # ---- balance ------------------------------------------------------------------------------
    def add_pair(self, kind: str) -> None:
        """Keep the two chosen players together or apart."""
        a, b = self.pair_a.currentText(), self.pair_b.currentText()
        if not a or not b or a == b:
            self.balance_info.setText(translate("planning.balance_view", "Choose two different players present for a pair."))
            return
        self.pairs.append((kind, a, b))
        item = QListWidgetItem(translate("planning.balance_view", "{a} and {b}: {value}").format(a=a, b=b, value='together' if kind == 'together' else 'apart'))
        self.pairs_list.addItem(item)

    def remove_pair(self) -> None:
        """Forget the selected pair."""
        row = self.pairs_list.currentRow()
        if 0 <= row < len(self.pairs):
            del self.pairs[row]
            self.pairs_list.takeItem(row)

    def balance(self) -> None:
        """Split the players present into the teams (on the worker) and show them."""
        lb = self.leaderboard_id
        ids = self.picker.checked_player_ids()
        if lb is None:
            return
        if len(ids) < self.team_count.value():
            self.balance_info.setText(translate("planning.balance_view", "Tick at least {value} players present.").format(value=self.team_count.value()))
            return
        teams = self.team_count.value()
        size = self.team_size.value() or None
        present = {e.name for e in self.picker.checked()}
        pairs = [p for p in self.pairs if p[1] in present and p[2] in present]
        together = [(a, b) for kind, a, b in pairs if kind == "together"]
        apart = [(a, b) for kind, a, b in pairs if kind == "apart"]
        self.balance_info.setText(translate("planning.balance_view", "Balancing…"))

        def job(club: Club) -> Balance | LeagueError:
            try:
                return planning.balance(club, ids, teams, lb, size=size, together=together, apart=apart)
            except LeagueError as exc:
                return exc

        self.ops.query(job, self._show_balance)

    def _show_balance(self, result: Balance | LeagueError) -> None:
        tree = self.teams_tree
        tree.clear()
        if isinstance(result, LeagueError):
            self.result = None
            self.balance_info.setText(translate("planning.balance_view", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            self.load_teams_button.setEnabled(False)
            self.refreshed.emit()
            return
        self.result = result
        for n, team in enumerate(result.teams, start=1):
            top = QTreeWidgetItem([translate("planning.balance_view", "Team {n}  ({count} players)").format(n=n, count=len(team.players)), "", translate("planning.balance_view", "Σ {total}").format(total=number(team.total, 1)), "",
                                   percent(team.win_probability, 1)])
            font = top.font(0)
            font.setBold(True)
            for c in range(5):
                top.setFont(c, font)
            for c in (2, 3, 4):
                top.setTextAlignment(c, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for p in team.players:
                child = QTreeWidgetItem([p.name, p.club or "", number(p.mu, 1), rating_text(p.display), ""])
                for c in (2, 3):
                    child.setTextAlignment(c, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                top.addChild(child)
            tree.addTopLevelItem(top)
            top.setExpanded(True)
        chances = versus([percent(t.win_probability) for t in result.teams])
        self.balance_info.setText(
            translate("planning.balance_view", "Predicted chances {chances}; match quality <b>{quality}</b> (100% = even). {method}").format(
                chances=chances, quality=percent(result.quality), method=_method_text(result))
        )
        self.load_teams_button.setEnabled(True)
        self.refreshed.emit()

    def load_teams(self) -> None:
        """Put the balanced teams into the match form as its sides."""
        if self.result is not None:
            self.match_proposed.emit([t.names for t in self.result.teams], None)

    # ---- matchmaking -------------------------------------------------------------------------
    def find_opponents(self) -> None:
        """List opponents whose chance against the chosen player lies in the window."""
        lb, pid = self.leaderboard_id, self.mm_player.currentData()
        if lb is None or pid is None:
            return
        low, high = self.mm_low.value() / 100, self.mm_high.value() / 100
        among = self.picker.checked_player_ids() if self.mm_present_only.isChecked() else None

        def job(club: Club) -> list[Opponent] | LeagueError:
            try:
                return planning.opponents_in_window(club, int(pid), lb, low=low, high=high, among=among)
            except LeagueError as exc:
                return exc

        self.ops.query(job, self._show_opponents)

    def _show_opponents(self, result: list[Opponent] | LeagueError) -> None:
        table = self.opponents_table
        if isinstance(result, LeagueError):
            self.opponents = []
            table.setRowCount(0)
            self.opponents_info.setText(translate("planning.balance_view", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            self.refreshed.emit()
            return
        self.opponents = result
        fill_rows(table, [[o.entrant.name, o.entrant.club or "", percent(o.chance), percent(o.quality)] for o in result],
                  right=(2, 3))
        who = self.mm_player.currentText()
        window = translate("planning.balance_view", "{low}–{high}%").format(low=integer(round(self.mm_low.value())), high=integer(round(self.mm_high.value())))
        self.opponents_info.setText(
            translate("planning.balance_view", "%n opponent(s) give {who} a chance of {window}, most even first.", None,
                      len(result)).format(who=who, window=window)
            if result else translate("planning.balance_view", "Nobody gives {who} a chance of {window}; widen the window.").format(who=who, window=window)
        )
        self.refreshed.emit()

    def pair_waiting(self) -> None:
        """Suggest games among the players ticked as present."""
        lb = self.leaderboard_id
        ids = self.picker.checked_player_ids()
        if lb is None:
            return
        if len(ids) < 2:
            self.pairing_info.setText(translate("planning.balance_view", "Tick at least two players present (the players waiting)."))
            return
        chosen = self.tonight.currentData()
        event_id = None if chosen in (None, TODAY) else int(chosen)

        def job(club: Club) -> Pairing | LeagueError:
            try:
                return planning.pair_waiting(club, ids, lb, event_id=event_id)
            except LeagueError as exc:
                return exc

        self.ops.query(job, self._show_pairing)

    def _show_pairing(self, result: Pairing | LeagueError) -> None:
        table = self.pairing_table
        if isinstance(result, LeagueError):
            self.pairing = None
            table.setRowCount(0)
            self.pairing_info.setText(translate("planning.balance_view", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            self.refreshed.emit()
            return
        self.pairing = result
        rows = [[m.sides[0].name, m.sides[1].name, chance_text(m.win_probability),
                 percent(m.quality), translate("planning.balance_view", "met tonight already") if m.repeat else ""]
                for m in result.matches]
        fill_rows(table, rows, right=(2, 3))
        repeats = sum(1 for m in result.matches if m.repeat)
        parts = [translate("planning.balance_view", "%n game(s)", None, len(result.matches))]
        if result.sitting_out is not None:
            parts.append(translate("planning.balance_view", "{name} sits this one out").format(name=result.sitting_out.name))
        parts.append(translate("planning.balance_view", "no repeats of tonight's pairings.") if not repeats else
                     translate("planning.balance_view", "%n repeat(s) could not be avoided.", None, repeats))
        self.pairing_info.setText("; ".join(parts))
        if result.matches:
            table.selectRow(0)
        self.refreshed.emit()

    def load_pair(self) -> None:
        """Put the selected suggested game into the match form."""
        rows = self.pairing_table.selectionModel().selectedRows()
        if self.pairing is None or not rows:
            return
        match = self.pairing.matches[rows[0].row()]
        chosen = self.tonight.currentData()
        self.match_proposed.emit(match.side_names(), None if chosen in (None, TODAY) else int(chosen))
