"""Brackets: pick entrants, seed them, draw the bracket, export the seed list; pools and Swiss rounds.

This module builds the tab and seeds on the worker; the bracket's drawing
(bracket_canvas.py), the seed list and pools (seed_tables.py), the exports
(seed_exports.py) and the Swiss tab (swiss_tab.py) are modules of their own.

Every number comes from league.planning on the worker (seeding order,
club separation, pools, Swiss pairings, chances); this module only shows
them.
"""

from __future__ import annotations

import secrets

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)
from PySide6.QtWidgets import (
    QFileDialog as QFileDialog,  # tests patch the save dialog through this module
)

from ...league import Changes, Club, Event, LeagueError, planning
from ...league.planning import Bracket, Entrant, Pool, SeedList, SwissRound
from ..common.accessible import described, named
from ..common.contrast import muted_style
from ..common.operations import Operations
from ..common.read_only_table import tidy_table
from ..common.refresh import RefreshWhenShown
from .bracket_canvas import double_elimination_note
from .bracket_canvas import (
    BracketCanvas as BracketCanvas,  # part of this module's interface
)
from .entrant_picker import EntrantPicker
from .seed_exports import SeedExports
from .seed_tables import SeedTables
from .swiss_tab import SwissTab
from ..common.event_text import event_name
from ...translation import translate


def seed_key_title(key: str) -> str:
    """A seeding key's title in the app's language."""
    return str(planning.SEED_KEY_TITLES.get(key, key))


class SeedingView(SwissTab, SeedExports, SeedTables, QWidget):
    """The "Brackets" tab."""

    #: (sides as lists of names, event id or None): a match to load into the match form
    match_proposed = Signal(object, object)
    refreshed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the drawing of lots that places unrated entrants: one draw while the tab lives, so the list holds still
        self.lots = secrets.randbelow(1 << 31)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.seeds: SeedList | None = None
        self.bracket: Bracket | None = None
        self.pools: list[Pool] = []
        self.swiss: SwissRound | None = None
        self._generation = 0

        # -- entrants
        self.pick_mode = described(QRadioButton(translate("planning.seeding_view", "Players I tick")), translate("planning.seeding_view", "The entrants are the players or teams ticked in the list."))
        self.top_mode = described(QRadioButton(translate("planning.seeding_view", "Top")), translate("planning.seeding_view", "The entrants are the best of the leaderboard."))
        self.pick_mode.setChecked(True)
        modes = QButtonGroup(self)
        modes.addButton(self.pick_mode)
        modes.addButton(self.top_mode)
        self.top_n = named(QSpinBox(minimum=2, maximum=512, value=8), translate("planning.seeding_view", "Top of the leaderboard"), translate("planning.seeding_view", "How many of the leaderboard's best players enter."))
        self.top_n.setSuffix(translate("planning.seeding_view", " of the leaderboard"))
        self.kind = named(QComboBox(), translate("planning.seeding_view", "Entrants are"), translate("planning.seeding_view", "Pick whether players or teams enter the bracket."))
        self.kind.addItem(translate("planning.seeding_view", "Players"), "players")
        self.kind.addItem(translate("planning.seeding_view", "Teams (rosters)"), "teams")
        self.picker = EntrantPicker()
        entrants_box = QGroupBox(translate("planning.seeding_view", "Entrants"))
        e_layout = QVBoxLayout(entrants_box)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.pick_mode)
        mode_row.addWidget(self.kind)
        mode_row.addStretch(1)
        top_row = QHBoxLayout()
        top_row.addWidget(self.top_mode)
        top_row.addWidget(self.top_n)
        top_row.addStretch(1)
        e_layout.addLayout(mode_row)
        e_layout.addWidget(self.picker, 1)
        e_layout.addLayout(top_row)

        # -- seeding settings
        self.key = named(QComboBox(), translate("planning.seeding_view", "Seed by"), translate("planning.seeding_view", "Pick what orders the seeds."))
        for key in planning.SEED_KEYS:
            self.key.addItem(seed_key_title(key), key)
        self.separate = named(QCheckBox(translate("planning.seeding_view", "Keep clubs and rosters apart in round 1")), translate("planning.seeding_view", "Keep clubs and rosters apart"),
                              translate("planning.seeding_view", "When ticked, entrants of one club or roster do not meet in the first round."))
        self.max_places = named(QSpinBox(minimum=1, maximum=16, value=2), translate("planning.seeding_view", "Move a seed at most"))
        self.max_places.setSuffix(translate("planning.seeding_view", " places"))
        self.max_places.setToolTip(translate("planning.seeding_view", "Club separation never moves a seed further than this"))
        self.max_places.setEnabled(False)
        settings_box = QGroupBox(translate("planning.seeding_view", "Seeding"))
        form = QFormLayout(settings_box)
        form.addRow(translate("planning.seeding_view", "Seed by"), self.key)
        form.addRow(self.separate)
        form.addRow(translate("planning.seeding_view", "Move a seed at most"), self.max_places)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(entrants_box, 1)
        left_layout.addWidget(settings_box)

        # -- bracket tab
        self.summary = QLabel()
        self.summary.setObjectName("bracket-summary")
        self.summary.setWordWrap(True)
        self.canvas = named(BracketCanvas(), translate("planning.seeding_view", "Bracket"), translate("planning.seeding_view", "The first round of the bracket drawn from the seeds."))
        self.note = QLabel(double_elimination_note())
        self.note.setWordWrap(True)
        self.note.setStyleSheet(muted_style(self.palette()))
        self.export_csv_button = described(QPushButton(translate("planning.seeding_view", "Export seed list (CSV)…")), translate("planning.seeding_view", "Saves the seed list as a CSV file."))
        self.export_list_button = QPushButton(translate("planning.seeding_view", "Export plain list…"))
        self.export_list_button.setToolTip(translate("planning.seeding_view", "One name per line in seed order: what bracket websites accept for bulk entry"))
        bracket_tab = QWidget()
        b_layout = QVBoxLayout(bracket_tab)
        b_layout.addWidget(self.summary)
        b_layout.addWidget(self.canvas, 1)
        b_layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.export_csv_button)
        buttons.addWidget(self.export_list_button)
        # a blank sheet of the seeds to fill in by hand: an event's bracket with its results prints from the Event tab
        self.print_button = QPushButton(translate("planning.seeding_view", "Print blank seed sheet…"))
        named(self.print_button, translate("planning.seeding_view", "Print blank seed sheet"),
              translate("planning.seeding_view", "Prints this seeding as an empty bracket to fill in by hand. An event's bracket "
                        "with its results prints from the Event tab's Bracket page (Ctrl+P)."))
        self.print_button.setToolTip(translate("planning.seeding_view", "An empty bracket of these seeds, to fill in by hand. "
                                               "The bracket of an event, with its results: Event tab ▸ Bracket ▸ Print… (Ctrl+P)"))
        self.print_button.clicked.connect(self.print_bracket)
        buttons.addWidget(self.print_button)
        b_layout.addLayout(buttons)

        # -- seed list tab
        self.seed_table = named(QTableWidget(0, 5), translate("planning.seeding_view", "Seed list"), translate("planning.seeding_view", "The entrants in seed order, with club and rating."))
        self.seed_table.setObjectName("seed-table")
        self.seed_table.setHorizontalHeaderLabels([translate("planning.seeding_view", "Seed"), translate("planning.seeding_view", "Name"), translate("planning.seeding_view", "Club"), translate("planning.seeding_view", "Rating"), translate("planning.seeding_view", "By rating")])
        tidy_table(self.seed_table, stretch=1)

        # -- round robin tab
        self.pool_size = named(QSpinBox(minimum=2, maximum=64, value=8), translate("planning.seeding_view", "Pool size"), translate("planning.seeding_view", "How many entrants play in each round robin pool."))
        self.pool_size.setSuffix(translate("planning.seeding_view", " entrants"))
        self.pools_tree = named(QTreeWidget(), translate("planning.seeding_view", "Round robin pools"), translate("planning.seeding_view", "Each pool with its rounds and their matches."))
        self.pools_tree.setObjectName("pools-tree")
        self.pools_tree.setHeaderLabels([translate("planning.seeding_view", "Pool / round"), translate("planning.seeding_view", "Matches")])
        self.pools_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        rr_tab = QWidget()
        rr_layout = QVBoxLayout(rr_tab)
        rr_row = QHBoxLayout()
        rr_row.addWidget(QLabel(translate("planning.seeding_view", "Pools of at most")))
        rr_row.addWidget(self.pool_size)
        rr_row.addWidget(QLabel(translate("planning.seeding_view", "(snake order; each pool plays a round robin, circle method)")))
        rr_row.addStretch(1)
        rr_layout.addLayout(rr_row)
        rr_layout.addWidget(self.pools_tree, 1)

        swiss_tab = self._build_swiss_tab()

        self.tabs = QTabWidget()
        self.tabs.addTab(bracket_tab, translate("planning.seeding_view", "Single / double elimination"))
        self.tabs.addTab(self.seed_table, translate("planning.seeding_view", "Seed list"))
        self.tabs.addTab(rr_tab, translate("planning.seeding_view", "Round robin"))
        self.tabs.addTab(swiss_tab, translate("planning.seeding_view", "Swiss"))

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([360, 900])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.picker.changed.connect(self._picked)
        self.pick_mode.toggled.connect(self._mode_changed)
        self.top_n.valueChanged.connect(self._top_changed)
        self.kind.currentIndexChanged.connect(self._load_entrants)
        self.key.currentIndexChanged.connect(self._key_changed)
        self.separate.toggled.connect(self.max_places.setEnabled)
        self.separate.toggled.connect(self.recompute)
        self.max_places.valueChanged.connect(self.recompute)
        self.pool_size.valueChanged.connect(self.recompute)
        self.export_csv_button.clicked.connect(lambda: self.export("csv"))
        self.export_list_button.clicked.connect(lambda: self.export("list"))
        self.swiss_button.clicked.connect(self.pair_swiss)
        self.swiss_load.clicked.connect(self.load_swiss_board)
        self.swiss_table.itemSelectionChanged.connect(
            lambda: self.swiss_load.setEnabled(bool(self.swiss_table.selectionModel().selectedRows()) and self.swiss is not None)
        )
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(self.on_changes)
        self._update_buttons()

    # ---- loading -----------------------------------------------------------------------------
    def set_leaderboard(self, leaderboard_id: int) -> None:
        """Seed from another leaderboard."""
        self.leaderboard_id = leaderboard_id
        self.refresh_when_shown()

    def on_changes(self, changes: Changes) -> None:
        """Ratings, players, rosters or events changed: load again."""
        if self.leaderboard_id is None:
            return
        if changes.players or changes.teams or self.leaderboard_id in changes.leaderboards or changes.events:
            self.refresh_when_shown()

    def refresh(self) -> None:
        """Reload the entrants and events, then seed again."""
        self._load_entrants()
        lb = self.leaderboard_id
        if lb is not None:
            self.ops.query(lambda club: club.events(lb), self._show_events)

    def seed_key(self) -> str:
        """The seeding key chosen (one of planning.SEED_KEYS)."""
        return str(self.key.currentData())

    def _load_entrants(self, *_: object) -> None:
        lb = self.leaderboard_id
        if lb is None:
            return
        teams = self.kind.currentData() == "teams"

        def load(club: Club) -> list[Entrant]:
            return planning.rated_teams(club, lb) if teams else planning.rated_players(club, lb)

        self.ops.query(load, self._show_entrants)

    def _show_entrants(self, entrants: list[Entrant]) -> None:
        self.picker.set_entrants(entrants, self.seed_key())
        self.recompute()

    def _show_events(self, events: list[Event]) -> None:
        current = self.swiss_event.currentData()
        self.swiss_event.blockSignals(True)
        self.swiss_event.clear()
        for e in events:
            self.swiss_event.addItem(event_name(e), e.id)
        index = self.swiss_event.findData(current)
        self.swiss_event.setCurrentIndex(max(index, 0))
        self.swiss_event.blockSignals(False)
        self._update_buttons()

    # ---- seeding -----------------------------------------------------------------------------
    def _picked(self) -> None:
        if not self.pick_mode.isChecked():
            self.pick_mode.setChecked(True)  # ticking a name means "these players"
        else:
            self.recompute()

    def _mode_changed(self, _on: bool) -> None:
        self.recompute()

    def _top_changed(self, _value: int) -> None:
        if not self.top_mode.isChecked():
            self.top_mode.setChecked(True)
        else:
            self.recompute()

    def _key_changed(self, _index: int) -> None:
        self.picker.set_entrants(self.picker.entrants(), self.seed_key())
        self.recompute()

    def _entrants_job(self) -> Callable[[Club], list[Entrant]]:
        lb = self.leaderboard_id
        key = self.seed_key()
        if self.top_mode.isChecked():
            n = self.top_n.value()
            return lambda club: planning.top_entrants(club, n, lb, key)
        players, teams = self.picker.checked_player_ids(), self.picker.checked_team_ids()
        return lambda club: planning.entrants_by_id(club, players, teams, lb)

    def recompute(self, *_: object) -> None:
        """Seed the chosen entrants again (on the worker) and redraw."""
        if self.leaderboard_id is None:
            return
        self._generation += 1
        generation = self._generation
        entrants_of = self._entrants_job()
        key, separate, places, pool_size = self.seed_key(), self.separate.isChecked(), self.max_places.value(), self.pool_size.value()
        lots = self.lots

        def job(club: Club) -> tuple[SeedList, Bracket | None, list[Pool]] | LeagueError:
            try:
                seeds = planning.seed_entrants(entrants_of(club), key, separate=separate, max_places=places, lots=lots)
                if len(seeds) < 2:
                    return seeds, None, []
                return seeds, planning.make_bracket(seeds), planning.round_robin_pools(seeds, pool_size)
            except LeagueError as exc:
                return exc

        self.ops.query(job, lambda result: self._show(generation, result))

    def _show(self, generation: int, result: tuple[SeedList, Bracket | None, list[Pool]] | LeagueError) -> None:
        if generation != self._generation:
            return  # a newer request is on its way
        if isinstance(result, LeagueError):
            self.seeds, self.bracket, self.pools = None, None, []
            self.summary.setText(translate("planning.seeding_view", "<span style='color:#c0392b'>{result}</span>").format(result=result))
            self.canvas.show_bracket(None, str(result))
            self._fill_seed_table()
            self._fill_pools()
            self._update_buttons()
            self.refreshed.emit()
            return
        self.seeds, self.bracket, self.pools = result
        self.summary.setText(self._describe())
        self.canvas.show_bracket(self.bracket)
        self._fill_seed_table()
        self._fill_pools()
        self._update_buttons()
        self.refreshed.emit()

    def _describe(self) -> str:
        seeds, bracket = self.seeds, self.bracket
        if seeds is None or bracket is None:
            return translate("planning.seeding_view", "Tick at least two entrants (or choose the top N) to seed a bracket.")
        text = translate("planning.seeding_view", "<b>%n entrant(s)</b> in a bracket of {size}", None, len(seeds)).format(size=bracket.size)
        if bracket.byes:
            text += translate("planning.seeding_view", ", %n bye(s) to the top seed(s)", None, bracket.byes)
        text += translate("planning.seeding_view", ", seeded by {key}.").format(key=seed_key_title(seeds.key).lower())
        if seeds.separated:
            moved = [s for s in seeds.seeds if s.moved]
            if moved:
                most = max(s.moved for s in moved)
                text += " " + translate("planning.seeding_view", "Club separation moved %n entrant(s)", None, len(moved)) + " " + \
                    translate("planning.seeding_view", "(at most %n place(s)).", None, most)
            if seeds.clashes:
                text += " <span style='color:#e67e22'>" + translate("planning.seeding_view", "%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.", None, len(seeds.clashes)).format(
                    places=seeds.max_places) + "</span>"
            elif not moved:
                text += " " + translate("planning.seeding_view", "No first-round match pairs one club.")
        elif seeds.clashes:
            count = len(seeds.clashes)
            text += " " + translate("planning.seeding_view", "%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.", None, count)
        return text

    def _update_buttons(self) -> None:
        ready = self.seeds is not None and len(self.seeds) > 0
        self.export_csv_button.setEnabled(ready)
        self.export_list_button.setEnabled(ready)
        self.print_button.setEnabled(self.bracket is not None)
        self.swiss_button.setEnabled(self.swiss_event.count() > 0)
