"""Brackets: pick entrants, seed them, draw the bracket, export the seed list; pools and Swiss rounds.

Every number comes from league.planning on the worker (seeding order,
club separation, pools, Swiss pairings, chances); this module only shows
them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGraphicsScene,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, Event, LeagueError, planning
from ...league.planning import Bracket, Entrant, Pool, Seed, SeedList, SwissRound
from ..common.accessible import named
from ..common import printing
from .entrant_picker import EntrantPicker, rating_text
from ..common.refresh import RefreshWhenShown
from ..common.operations import Operations

DOUBLE_ELIMINATION_NOTE = (
    "Double elimination: the winners' bracket uses this same seed order; "
    "first-round losers drop into the losers' bracket in bracket order."
)


def _round_title(slots: int) -> str:
    return {1: "Winner", 2: "Final", 4: "Semi-finals", 8: "Quarter-finals"}.get(slots, f"Last {slots}")


class BracketCanvas(QGraphicsView):
    """The first round of a single-elimination bracket drawn with the later rounds to the final.

    Each slot shows the seed and the name (and the seeding rating in grey);
    a bye is a dashed grey slot and its top seed already stands in round 2.
    A first-round match whose entrants share a club is outlined in orange.
    """

    SLOT_H = 26
    INNER = 4
    OUTER = 14
    GAP = 40
    LEFT = 30  # room for the match numbers
    #: the drawing shrinks to fit the width, but never below this scale (then it scrolls)
    MIN_SCALE = 0.8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setObjectName("bracket-canvas")
        self.bracket: Bracket | None = None
        #: text drawn in each slot, by (round, slot): for tests and accessibility
        self.slot_texts: dict[tuple[int, int], str] = {}

    def show_bracket(self, bracket: Bracket | None, message: str = "") -> None:
        """Draw ``bracket`` (or a message when there is none)."""
        self.bracket = bracket
        scene = self.scene()
        scene.clear()
        self.slot_texts = {}
        pal = self.palette()
        text_color = pal.color(QPalette.ColorRole.Text)
        if bracket is None:
            item = scene.addText(message or "Tick at least two entrants to see the bracket.")
            item.setDefaultTextColor(pal.color(QPalette.ColorRole.PlaceholderText))
            scene.setSceneRect(scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))
            self._fit()
            return
        font = QFont(self.font())
        bold = QFont(font)
        bold.setBold(True)
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        fm, fm_bold, fm_small = QFontMetricsF(font), QFontMetricsF(bold), QFontMetricsF(small)
        seed_w = fm_small.horizontalAdvance("000") + 10
        name_w = max([fm.horizontalAdvance(s.name) for s in bracket.seeds.seeds] + [fm.horizontalAdvance("Winner of match 00")])
        rating_w = max(fm_small.horizontalAdvance(rating_text(s.rating)) for s in bracket.seeds.seeds) + 12
        width = seed_w + 8 + name_w + rating_w + 8
        h = self.SLOT_H
        top_margin = fm_bold.height() + 14

        line_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.4)
        box_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.0)
        clash_pen = QPen(QColor("#e67e22"), 2.0)
        bye_pen = QPen(pal.color(QPalette.ColorRole.Mid), 1.0, Qt.PenStyle.DashLine)
        base = QBrush(pal.color(QPalette.ColorRole.Base))
        seed_brush = QBrush(pal.color(QPalette.ColorRole.AlternateBase))
        grey = pal.color(QPalette.ColorRole.PlaceholderText)
        clashes = {frozenset(c) for c in bracket.seeds.clashes}

        # slot centres, round by round
        centres: list[list[float]] = []
        first = []
        for m in range(bracket.size // 2):
            y0 = top_margin + m * (2 * h + self.INNER + self.OUTER)
            first += [y0 + h / 2, y0 + h + self.INNER + h / 2]
        centres.append(first)
        while len(centres[-1]) > 1:
            prev = centres[-1]
            centres.append([(prev[2 * j] + prev[2 * j + 1]) / 2 for j in range(len(prev) // 2)])

        # who stands in each slot: round 1 from the bracket, round 2 holds the bye winners
        occupants: list[list[Seed | None]] = [list(bracket.slots)]
        second: list[Seed | None] = []
        for match in bracket.matches:
            second.append(match.top if match.bottom is None else None)
        occupants.append(second)

        def slot(x: float, cy: float, seed: Seed | None, *, bye: bool = False, hint: str = "", rnd: int = 0, index: int = 0) -> None:
            rect = QRectF(x, cy - h / 2, width, h)
            scene.addRect(rect, bye_pen if bye else box_pen, QBrush(Qt.BrushStyle.NoBrush) if bye else base)
            if seed is not None:
                scene.addRect(QRectF(x, cy - h / 2, seed_w, h), box_pen, seed_brush)
                number = scene.addSimpleText(str(seed.seed), small)
                number.setBrush(text_color)
                number.setPos(x + (seed_w - fm_small.horizontalAdvance(str(seed.seed))) / 2, cy - fm_small.height() / 2)
                name = scene.addSimpleText(seed.name, font)
                name.setBrush(text_color)
                name.setPos(x + seed_w + 8, cy - fm.height() / 2)
                value = rating_text(seed.rating)
                rating = scene.addSimpleText(value, small)
                rating.setBrush(grey)
                rating.setPos(x + width - 8 - fm_small.horizontalAdvance(value), cy - fm_small.height() / 2)
                tip = f"Seed {seed.seed}: {seed.name}" + (f" ({seed.entrant.club})" if seed.entrant.club else "")
                if seed.moved:
                    tip += f"; moved {seed.moved} place{'s' if seed.moved > 1 else ''} to keep clubs apart (seed {seed.by_rating} by rating)"
                for item in (name, number, rating):
                    item.setToolTip(tip)
                self.slot_texts[(rnd, index)] = f"{seed.seed} {seed.name}"
            else:
                label = "bye" if bye else hint
                item = scene.addSimpleText(label, font if bye else small)
                item.setBrush(grey)
                f = fm if bye else fm_small
                item.setPos(x + seed_w + 8, cy - f.height() / 2)
                if bye:
                    ifont = QFont(font)
                    ifont.setItalic(True)
                    item.setFont(ifont)
                self.slot_texts[(rnd, index)] = label

        for rnd, ys in enumerate(centres):
            x = self.LEFT + rnd * (width + self.GAP)
            title = scene.addSimpleText("Round 1" if rnd == 0 else _round_title(len(ys)), bold)
            title.setBrush(text_color)
            title.setPos(x, 0)
            for j, cy in enumerate(ys):
                if rnd == 0:
                    slot(x, cy, bracket.slots[j], bye=bracket.slots[j] is None, rnd=0, index=j)
                else:
                    who = occupants[1][j] if rnd == 1 else None
                    hint = f"Winner of match {j + 1}" if rnd == 1 else ""
                    slot(x, cy, who, hint=hint, rnd=rnd, index=j)
                if rnd + 1 < len(centres) and j % 2 == 0:
                    # connector from this pair of slots to the next round's slot
                    y_a, y_b, y_next = cy, ys[j + 1], centres[rnd + 1][j // 2]
                    x_out, x_mid, x_next = x + width, x + width + self.GAP / 2, x + width + self.GAP
                    path = QPainterPath(QPointF(x_out, y_a))
                    path.lineTo(x_mid, y_a)
                    path.lineTo(x_mid, y_b)
                    path.lineTo(x_out, y_b)
                    path.moveTo(x_mid, y_next)
                    path.lineTo(x_next, y_next)
                    scene.addPath(path, line_pen)
            if rnd == 0:
                for m, match in enumerate(bracket.matches):
                    y_a, y_b = ys[2 * m], ys[2 * m + 1]
                    number = scene.addSimpleText(str(match.number), small)
                    number.setBrush(grey)
                    number.setPos(x - fm_small.horizontalAdvance(str(match.number)) - 6, (y_a + y_b) / 2 - fm_small.height() / 2)
                    if match.bottom is not None and frozenset((match.top.seed, match.bottom.seed)) in clashes:
                        outline = scene.addRect(QRectF(x - 3, y_a - h / 2 - 3, width + 6, y_b - y_a + h + 6), clash_pen)
                        outline.setToolTip("Both entrants are from the same club or roster")
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))
        self._fit()

    def _fit(self) -> None:
        rect = self.sceneRect()
        available = self.viewport().width() - 4
        scale = 1.0 if rect.width() <= 0 else min(1.0, max(self.MIN_SCALE, available / rect.width()))
        self.setTransform(QTransform.fromScale(scale, scale))
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())
        self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()


class SeedingView(QWidget):
    """The "Brackets" tab."""

    #: (sides as lists of names, event id or None): a match to load into the match form
    match_proposed = Signal(object, object)
    refreshed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.leaderboard_id: int | None = None
        self.seeds: SeedList | None = None
        self.bracket: Bracket | None = None
        self.pools: list[Pool] = []
        self.swiss: SwissRound | None = None
        self._generation = 0

        # -- entrants
        self.pick_mode = QRadioButton("Players I tick")
        self.top_mode = QRadioButton("Top")
        self.pick_mode.setChecked(True)
        modes = QButtonGroup(self)
        modes.addButton(self.pick_mode)
        modes.addButton(self.top_mode)
        self.top_n = named(QSpinBox(minimum=2, maximum=512, value=8), "Top of the leaderboard")
        self.top_n.setSuffix(" of the leaderboard")
        self.kind = named(QComboBox(), "Entrants are")
        self.kind.addItem("Players", "players")
        self.kind.addItem("Teams (rosters)", "teams")
        self.picker = EntrantPicker()
        entrants_box = QGroupBox("Entrants")
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
        self.key = named(QComboBox(), "Seed by")
        for key in planning.SEED_KEYS:
            self.key.addItem(planning.SEED_KEY_TITLES[key], key)
        self.separate = named(QCheckBox("Keep clubs and rosters apart in round 1"), "Keep clubs and rosters apart")
        self.max_places = named(QSpinBox(minimum=1, maximum=16, value=2), "Move a seed at most")
        self.max_places.setSuffix(" places")
        self.max_places.setToolTip("Club separation never moves a seed further than this")
        self.max_places.setEnabled(False)
        settings_box = QGroupBox("Seeding")
        form = QFormLayout(settings_box)
        form.addRow("Seed by", self.key)
        form.addRow(self.separate)
        form.addRow("Move a seed at most", self.max_places)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(entrants_box, 1)
        left_layout.addWidget(settings_box)

        # -- bracket tab
        self.summary = QLabel()
        self.summary.setObjectName("bracket-summary")
        self.summary.setWordWrap(True)
        self.canvas = named(BracketCanvas(), "Bracket")
        self.note = QLabel(DOUBLE_ELIMINATION_NOTE)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text)")
        self.export_csv_button = QPushButton("Export seed list (CSV)…")
        self.export_list_button = QPushButton("Export plain list…")
        self.export_list_button.setToolTip("One name per line in seed order: what bracket websites accept for bulk entry")
        bracket_tab = QWidget()
        b_layout = QVBoxLayout(bracket_tab)
        b_layout.addWidget(self.summary)
        b_layout.addWidget(self.canvas, 1)
        b_layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.export_csv_button)
        buttons.addWidget(self.export_list_button)
        self.print_button = QPushButton("Print bracket…")
        self.print_button.setToolTip("Print the bracket or save it as PDF, with a print preview first")
        self.print_button.clicked.connect(self.print_bracket)
        buttons.addWidget(self.print_button)
        b_layout.addLayout(buttons)

        # -- seed list tab
        self.seed_table = named(QTableWidget(0, 5), "Seed list")
        self.seed_table.setObjectName("seed-table")
        self.seed_table.setHorizontalHeaderLabels(["Seed", "Name", "Club", "Rating", "By rating"])
        _tidy(self.seed_table, stretch=1)

        # -- round robin tab
        self.pool_size = named(QSpinBox(minimum=2, maximum=64, value=8), "Pool size")
        self.pool_size.setSuffix(" entrants")
        self.pools_tree = named(QTreeWidget(), "Round robin pools")
        self.pools_tree.setObjectName("pools-tree")
        self.pools_tree.setHeaderLabels(["Pool / round", "Matches"])
        self.pools_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        rr_tab = QWidget()
        rr_layout = QVBoxLayout(rr_tab)
        rr_row = QHBoxLayout()
        rr_row.addWidget(QLabel("Pools of at most"))
        rr_row.addWidget(self.pool_size)
        rr_row.addWidget(QLabel("(snake order; each pool plays a round robin, circle method)"))
        rr_row.addStretch(1)
        rr_layout.addLayout(rr_row)
        rr_layout.addWidget(self.pools_tree, 1)

        # -- swiss tab
        self.swiss_event = named(QComboBox(), "Swiss event")
        self.swiss_event.setMinimumContentsLength(24)
        self.swiss_button = QPushButton("Pair next round")
        self.swiss_table = named(QTableWidget(0, 6), "Swiss pairings")
        self.swiss_table.setObjectName("swiss-table")
        self.swiss_table.setHorizontalHeaderLabels(["Board", "Player", "Score", "Opponent", "Score", "Chance"])
        _tidy(self.swiss_table, stretch=None)
        self.swiss_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.swiss_table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.swiss_info = QLabel("Pairs the event's players (or the players ticked) from the event's results so far.")
        self.swiss_info.setWordWrap(True)
        self.swiss_load = QPushButton("Load board into the match form")
        self.swiss_load.setEnabled(False)
        swiss_tab = QWidget()
        s_layout = QVBoxLayout(swiss_tab)
        s_row = QHBoxLayout()
        s_row.addWidget(QLabel("Event"))
        s_row.addWidget(self.swiss_event, 1)
        s_row.addWidget(self.swiss_button)
        s_layout.addLayout(s_row)
        s_layout.addWidget(self.swiss_info)
        s_layout.addWidget(self.swiss_table, 1)
        s_buttons = QHBoxLayout()
        s_buttons.addStretch(1)
        s_buttons.addWidget(self.swiss_load)
        s_layout.addLayout(s_buttons)

        self.tabs = QTabWidget()
        self.tabs.addTab(bracket_tab, "Single / double elimination")
        self.tabs.addTab(self.seed_table, "Seed list")
        self.tabs.addTab(rr_tab, "Round robin")
        self.tabs.addTab(swiss_tab, "Swiss")

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
            self.swiss_event.addItem(e.name if e.date in e.name else f"{e.name} — {e.date}", e.id)
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

        def job(club: Club) -> tuple[SeedList, Bracket | None, list[Pool]] | LeagueError:
            try:
                seeds = planning.seed_entrants(entrants_of(club), key, separate=separate, max_places=places)
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
            self.summary.setText(f"<span style='color:#c0392b'>{result}</span>")
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
            return "Tick at least two entrants (or choose the top N) to seed a bracket."
        parts = [f"<b>{len(seeds)} entrants</b> in a bracket of {bracket.size}"]
        if bracket.byes:
            parts.append(f"{bracket.byes} bye{'s' if bracket.byes > 1 else ''} to the top seed{'s' if bracket.byes > 1 else ''}")
        parts.append(f"seeded by {planning.SEED_KEY_TITLES[seeds.key].lower()}")
        text = ", ".join(parts) + "."
        if seeds.separated:
            moved = [s for s in seeds.seeds if s.moved]
            if moved:
                text += f" Club separation moved {len(moved)} entrant{'s' if len(moved) > 1 else ''} (at most {max(s.moved for s in moved)} place{'s' if max(s.moved for s in moved) > 1 else ''})."
            if seeds.clashes:
                text += (f" <span style='color:#e67e22'>{len(seeds.clashes)} first-round match{'es' if len(seeds.clashes) > 1 else ''} "
                         f"still pair{'s' if len(seeds.clashes) == 1 else ''} one club (outlined): moving seeds up to "
                         f"{seeds.max_places} places cannot avoid it.</span>")
            elif not moved:
                text += " No first-round match pairs one club."
        elif seeds.clashes:
            count = len(seeds.clashes)
            text += (f" {count} first-round match{'es pair' if count > 1 else ' pairs'} one club or roster (outlined); "
                     "tick “Keep clubs and rosters apart” to separate them.")
        return text

    def _fill_seed_table(self) -> None:
        rows = self.seeds.seeds if self.seeds is not None else ()
        table = self.seed_table
        table.setRowCount(len(rows))
        for r, s in enumerate(rows):
            cells = [str(s.seed), s.name, s.entrant.club or "", rating_text(s.rating), str(s.by_rating)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 3, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)

    def _fill_pools(self) -> None:
        tree = self.pools_tree
        tree.clear()
        for pool in self.pools:
            names = ", ".join(f"{s.name} ({s.seed})" for s in pool.seeds)
            top = QTreeWidgetItem([f"Pool {pool.name}", names])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            for n, rnd in enumerate(pool.rounds, start=1):
                games = [f"{a.name} v {b.name}" for a, b in rnd if b is not None]
                sitting = [a.name for a, b in rnd if b is None]
                text = " · ".join(games) + (f" · bye: {sitting[0]}" if sitting else "")
                top.addChild(QTreeWidgetItem([f"Round {n}", text]))
            tree.addTopLevelItem(top)
            top.setExpanded(True)

    def _update_buttons(self) -> None:
        ready = self.seeds is not None and len(self.seeds) > 0
        self.export_csv_button.setEnabled(ready)
        self.export_list_button.setEnabled(ready)
        self.print_button.setEnabled(self.bracket is not None)
        self.swiss_button.setEnabled(self.swiss_event.count() > 0)

    # ---- export ------------------------------------------------------------------------------
    def export(self, form: str) -> None:
        """Ask where to save the seed list (CSV or a plain list) and write it on the worker."""
        seeds = self.seeds
        if seeds is None or not len(seeds):
            return
        if form == "csv":
            path, _ = QFileDialog.getSaveFileName(self, "Export seed list", str(Path.home() / "seeds.csv"), "CSV file (*.csv)")
        else:
            path, _ = QFileDialog.getSaveFileName(self, "Export plain list", str(Path.home() / "seeds.txt"),
                                                  "Text file (*.txt);;All files (*)")
        if not path:
            return
        target = Path(path)

        def write(_club: Club) -> int | LeagueError:
            try:
                return planning.export_seeds(seeds, target, form)
            except LeagueError as exc:
                return exc

        self.ops.query(write, lambda result: self._exported(result, target))

    def _exported(self, result: int | LeagueError, path: Path) -> None:
        window = self.window()
        if isinstance(result, LeagueError):
            self.summary.setText(f"<span style='color:#c0392b'>{result}</span>")
            return
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(f"Wrote {result} entrants to {path}", 10000)

    def print_bracket(self) -> None:
        """Open the print preview of the bracket shown."""
        if self.bracket is not None and self.leaderboard_id is not None:
            printing.print_bracket(self.ops, self.bracket, self.leaderboard_id, self.window())

    # ---- swiss -------------------------------------------------------------------------------
    def pair_swiss(self) -> None:
        """Pair the next round of the chosen event."""
        event_id = self.swiss_event.currentData()
        if event_id is None:
            return
        ticked = self.picker.checked_player_ids() if self.pick_mode.isChecked() else []
        players: list[int] | None = ticked or None
        top = self.top_n.value() if self.top_mode.isChecked() else None
        lb = self.leaderboard_id

        def job(club: Club) -> SwissRound | LeagueError:
            try:
                ids = players
                if top is not None:
                    ids = [e.player_ids[0] for e in planning.top_entrants(club, top, lb)]
                return planning.swiss_next_round(club, int(event_id), ids)
            except LeagueError as exc:
                return exc

        self.ops.query(job, self._show_swiss)

    def _show_swiss(self, result: SwissRound | LeagueError) -> None:
        table = self.swiss_table
        if isinstance(result, LeagueError):
            self.swiss = None
            table.setRowCount(0)
            self.swiss_info.setText(f"<span style='color:#c0392b'>{result}</span>")
            self.swiss_load.setEnabled(False)
            self.refreshed.emit()
            return
        self.swiss = result
        table.setRowCount(len(result.pairs))
        for r, ((a, b), chance) in enumerate(zip(result.pairs, result.chances)):
            cells = [str(r + 1), a.name, f"{a.score:g}", b.name, f"{b.score:g}", f"{chance:.0%} – {1 - chance:.0%}"]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 2, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        bye = f" Bye: <b>{result.bye.name}</b> ({result.bye.score:g} points)." if result.bye else ""
        self.swiss_info.setText(f"Round {result.number}: {len(result.pairs)} board{'s' if len(result.pairs) != 1 else ''}, "
                                f"equal scores top half v bottom half, no rematches.{bye}")
        if result.pairs:
            table.selectRow(0)
        self.refreshed.emit()

    def load_swiss_board(self) -> None:
        """Put the selected board's players into the match form (under the event)."""
        rows = self.swiss_table.selectionModel().selectedRows()
        if self.swiss is None or not rows:
            return
        a, b = self.swiss.pairs[rows[0].row()]
        self.match_proposed.emit([[a.name], [b.name]], self.swiss.event_id)


def _tidy(table: QTableWidget, stretch: int | None) -> None:
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)

