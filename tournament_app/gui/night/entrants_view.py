"""Entrants of a tournament: tick the players (or rosters), see them seeded, start the event.

Ticks are the organizer's choice on this page; "Seed" stores them
(``tournament.set_entrants``: seeded by rating, every entrant checked in) and
"Start" stores them if they changed and starts the event
(``tournament.start_event``: the bracket seeded, or round 1 drawn) in one
undo step. After the start the entrants are shown read-only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, name_key, planning, tournament
from ...league.night import NightState
from ..common.accessible import described, named
from ...translation import translate
from ...locale_text import name_key as collation_key
from ...locale_text import short_number
from ..common.read_only_table import AllBut, fill_rows

if TYPE_CHECKING:
    from ...league.planning import Entrant
    from .steps import NightSteps

ID = Qt.ItemDataRole.UserRole
NAME = Qt.ItemDataRole.UserRole + 1


class TickList(QListWidget):
    """A list of checkable names where a click anywhere on a row ticks it (not only on its box)."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        item = self.itemAt(event.position().toPoint())
        before = item.checkState() if item is not None else None
        super().mouseReleaseEvent(event)
        if item is not None and event.button() == Qt.MouseButton.LeftButton and item.checkState() == before \
                and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            item.setCheckState(Qt.CheckState.Unchecked if before == Qt.CheckState.Checked else Qt.CheckState.Checked)


def rating_text(value: float) -> str:
    """A displayed rating as the Leaderboard tab writes it ("474", "25.3"): one rule for every list."""
    return short_number(value)


class EntrantsView(QWidget):
    """Choose a tournament's entrants (tick list, everyone checked in, the top N), seed them, start."""

    def __init__(self, steps: NightSteps) -> None:
        super().__init__()
        self.steps = steps
        self.view: tournament.EventView | None = None
        self.state: NightState | None = None
        self.players: list[Entrant] = []
        self.rosters: list[Entrant] = []
        self._loaded_for: int | None = None
        #: each entrant's rating as seeded (by entrant id), read on the worker
        self._seed_ratings: dict[int, int | float] = {}

        self.search = QLineEdit()
        named(self.search, translate("night.entrants_view", "Entrant search"), translate("night.entrants_view", "Type part of a name; only matching players and rosters are listed."))
        self.search.setPlaceholderText(translate("night.entrants_view", "Type a name to find a player"))
        self.search.setClearButtonEnabled(True)
        big = QFont(self.search.font())
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.search.setFont(big)
        self.player_list = TickList()
        named(self.player_list, translate("night.entrants_view", "Players to enter"), translate("night.entrants_view", "Tick the players who enter the event; space ticks the selected one."))
        self.player_list.setObjectName("entrant-players")
        self.player_list.setFont(big)
        self.player_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster_list = TickList()
        named(self.roster_list, translate("night.entrants_view", "Rosters to enter"), translate("night.entrants_view", "Tick the rosters that enter as one side each."))
        self.roster_list.setObjectName("entrant-rosters")
        self.roster_list.setFont(big)
        self.rosters_title = QLabel(translate("night.entrants_view", "<b>Rosters</b> (a roster enters as one side)"))
        self.everyone_button = QPushButton(translate("night.entrants_view", "Ever&yone checked in"))
        self.everyone_button.setToolTip(translate("night.entrants_view", "Tick exactly the players checked in for this event"))
        self.top_count = QSpinBox(minimum=2, maximum=9999, value=16)
        named(self.top_count, translate("night.entrants_view", "Top N"), translate("night.entrants_view", "How many of the leaderboard's best players the next button ticks."))
        self.top_count.setPrefix(translate("night.entrants_view", "Top "))
        self.top_button = QPushButton(translate("night.entrants_view", "Tick the top of the leaderboard"))
        self.top_button.setToolTip(translate("night.entrants_view", "Tick the leaderboard's best N players who have played"))
        self.clear_button = described(QPushButton(translate("night.entrants_view", "&Untick all")), translate("night.entrants_view", "Unticks every player and roster."))
        self.keep_apart = QCheckBox(translate("night.entrants_view", "&Keep clubs apart"))
        self.keep_apart.setAccessibleName(translate("night.entrants_view", "Keep clubs apart"))
        self.keep_apart.setToolTip(translate("night.entrants_view", "Members of one club don't meet in the first round (nobody moves more than two seeds)"))
        self.count_label = QLabel()
        self.count_label.setObjectName("entrant-count")
        self.seed_button = QPushButton(translate("night.entrants_view", "See&d"))
        self.seed_button.setToolTip(translate("night.entrants_view", "Seed the ticked entrants by rating and show the seed list"))
        self.start_button = QPushButton(translate("night.entrants_view", "Sta&rt"))
        self.start_button.setAccessibleName(translate("night.entrants_view", "Start"))
        self.start_button.setToolTip(translate("night.entrants_view", "Seed the bracket or pools, or draw round 1"))
        for b in (self.everyone_button, self.top_button, self.clear_button, self.seed_button, self.start_button):
            b.setMinimumHeight(34)
        start_font = QFont(self.start_button.font())
        start_font.setBold(True)
        self.start_button.setFont(start_font)
        self.note = QLabel()
        self.note.setObjectName("entrants-note")
        self.note.setWordWrap(True)
        self.seeds = QTableWidget(0, 3)
        named(self.seeds, translate("night.entrants_view", "Seeds"), translate("night.entrants_view", "The ticked entrants in seed order, with their conservative rating; unrated ones are placed by drawing lots."))
        self.seeds.setObjectName("entrant-seeds")
        self.seeds.setTabKeyNavigation(False)  # one Tab stop; the arrows move within
        self.seeds.setHorizontalHeaderLabels([translate("night.entrants_view", "Seed", "column: seed number"),
                                              translate("night.entrants_view", "Entrant"),
                                              translate("night.entrants_view", "Rating")])
        self.seeds.verticalHeader().setVisible(False)
        self.seeds.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seeds.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.seeds.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

        self.choose_box = QWidget()
        left = QVBoxLayout(self.choose_box)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.search)
        left.addWidget(self.player_list, 3)
        left.addWidget(self.rosters_title)
        left.addWidget(self.roster_list, 1)
        quick = QHBoxLayout()
        quick.addWidget(self.everyone_button)
        quick.addWidget(self.top_count)
        quick.addWidget(self.top_button)
        quick.addWidget(self.clear_button)
        quick.addStretch(1)
        left.addLayout(quick)
        right = QVBoxLayout()
        right.addWidget(QLabel(translate("night.entrants_view", "<b>Seeds</b>")))
        right.addWidget(self.seeds, 1)
        go = QHBoxLayout()
        go.addWidget(self.keep_apart)
        go.addStretch(1)
        go.addWidget(self.seed_button)
        go.addWidget(self.start_button)
        right.addLayout(go)
        body = QHBoxLayout()
        body.addWidget(self.choose_box, 3)
        body.addLayout(right, 2)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.count_label)
        top.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addLayout(body, 1)

        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._enter)
        self.player_list.itemChanged.connect(lambda _i: self._ticks_changed())
        self.roster_list.itemChanged.connect(lambda _i: self._ticks_changed())
        self.everyone_button.clicked.connect(self.tick_checked_in)
        self.top_button.clicked.connect(self.tick_top)
        self.top_count.valueChanged.connect(lambda n: self.top_button.setText(self._top_text(n)))
        self.top_button.setText(self._top_text(self.top_count.value()))
        self.clear_button.clicked.connect(lambda: self._tick(set(), set()))
        self.keep_apart.toggled.connect(lambda _on: self._update())
        self.seed_button.clicked.connect(self.seed)
        self.start_button.clicked.connect(self.start)
        self._update()

    @staticmethod
    def _top_text(count: int) -> str:
        return translate("night.entrants_view", "T&ick the top %n", None, count)

    # ---- showing ----------------------------------------------------------------------
    def show_event(self, view: tournament.EventView | None, state: NightState | None = None) -> None:
        """Show an event's entrants (and, before its start, the players and rosters to choose from)."""
        previous = self.view
        self.view, self.state = view, state
        if view is None:
            self._update()
            return
        setup = view.setup
        other = previous is None or previous.setup.event_id != setup.event_id
        if other or previous is None or previous.setup.entrants != setup.entrants:
            self.keep_apart.blockSignals(True)
            self.keep_apart.setChecked(setup.settings.keep_apart_clubs)
            self.keep_apart.blockSignals(False)
        self._show_seeds(setup)
        if other or self._loaded_for != setup.leaderboard_id:
            self._load_choices(setup.leaderboard_id)
        elif not setup.started and (other or previous is None or previous.setup.entrants != setup.entrants):
            self._tick_entrants()
        self._update()

    def _load_choices(self, leaderboard_id: int) -> None:
        event_id = self.view.setup.event_id if self.view is not None else None

        def read(club: Club) -> tuple[list[Entrant], list[Entrant]]:
            return planning.rated_players(club, leaderboard_id), planning.rated_teams(club, leaderboard_id)

        def loaded(found: tuple[list[Entrant], list[Entrant]]) -> None:
            if self.view is None or self.view.setup.event_id != event_id:
                return
            self._loaded_for = leaderboard_id
            # best first; equal ratings in the language's order of names ("Élodie" among the E's)
            self.players, self.rosters = (sorted(entrants, key=lambda e: (-e.conservative, -e.mu, collation_key(e.name)))
                                          for entrants in found)
            self._fill(self.player_list, self.players)
            self._fill(self.roster_list, self.rosters)
            self._show_seeds(self.view.setup)
            self._tick_entrants()

        self.steps.ops.query(read, loaded)

    def reload_choices(self) -> None:
        """Players or rosters changed: read them again (before the start)."""
        if self.view is not None:
            self._load_choices(self.view.setup.leaderboard_id)

    def _fill(self, target: QListWidget, entrants: list[Entrant]) -> None:
        target.blockSignals(True)
        target.clear()
        for e in entrants:
            games = translate("night.entrants_view", "new") if e.games == 0 else \
                translate("night.entrants_view", "%n game(s)", None, e.games)
            item = QListWidgetItem(f"{e.name}   ·   {rating_text(e.display)}   ({games})")
            item.setData(ID, e.team_id if e.team_id is not None else e.player_ids[0])
            item.setData(NAME, e.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            target.addItem(item)
        target.blockSignals(False)
        self._filter(self.search.text())

    def _tick_entrants(self) -> None:
        """Tick the event's entrants; with none yet, the players checked in."""
        if self.view is None:
            return
        entrants = self.view.setup.entrants
        if entrants:
            self._tick({e.player_ids[0] for e in entrants if e.team_id is None},
                       {e.team_id for e in entrants if e.team_id is not None})
        else:
            self._tick(self._checked_in(), set())

    def _checked_in(self) -> set[int]:
        return {a.player_id for a in self.state.attendance if a.status == "present"} if self.state is not None else set()

    def _show_seeds(self, setup: tournament.EventSetup) -> None:
        """The seed list, each with the rating it was seeded with (read on the worker: not the ratings after
        the event's results, which the Leaderboard tab shows)."""
        self._fill_seeds(setup.entrants)  # with the ratings read last, until these are read
        if not setup.entrants:
            return
        event_id = setup.event_id

        def show(ratings: dict[int, int | float]) -> None:
            self._seed_ratings = ratings
            if self.view is not None and self.view.setup.event_id == event_id:
                self._fill_seeds(self.view.setup.entrants)

        self.steps.ops.query(lambda club: tournament.seed_ratings(club, event_id), show)

    def _fill_seeds(self, entrants: tuple[tournament.EntrantRow, ...]) -> None:
        ratings = self._seed_ratings
        #: Translators: in the seed list's rating column: an unrated entrant placed by drawing lots
        by_lot = translate("night.entrants_view", "by lot")
        fill_rows(self.seeds, [[str(e.seed), e.name, by_lot if e.by_lot else rating_text(ratings[e.id]) if e.id in ratings else ""]
                               for e in entrants], right=AllBut(1))

    def _filter(self, text: str) -> None:
        wanted = name_key(text)
        for target in (self.player_list, self.roster_list):
            for i in range(target.count()):
                item = target.item(i)
                item.setHidden(bool(wanted) and wanted not in name_key(item.data(NAME)))

    def _enter(self) -> None:
        shown = [it for t in (self.player_list, self.roster_list) for it in _items(t) if not it.isHidden()]
        if len(shown) == 1 and not self._started():
            item = shown[0]
            item.setCheckState(Qt.CheckState.Unchecked if item.checkState() == Qt.CheckState.Checked else Qt.CheckState.Checked)
            self.search.clear()

    def _started(self) -> bool:
        return self.view is not None and self.view.setup.started

    # ---- ticks ------------------------------------------------------------------------
    def ticked(self) -> tuple[list[int], list[int]]:
        """(player ids, roster ids) ticked, in list order."""
        def ids(target: QListWidget) -> list[int]:
            return [int(it.data(ID)) for it in _items(target) if it.checkState() == Qt.CheckState.Checked]

        return ids(self.player_list), ids(self.roster_list)

    def _tick(self, players: set[int], rosters: set[int]) -> None:
        for target, wanted in ((self.player_list, players), (self.roster_list, rosters)):
            target.blockSignals(True)
            for item in _items(target):
                item.setCheckState(Qt.CheckState.Checked if int(item.data(ID)) in wanted else Qt.CheckState.Unchecked)
            target.blockSignals(False)
        self._ticks_changed()

    def tick_checked_in(self) -> None:
        """Tick exactly the players checked in for this event."""
        present = self._checked_in()
        self._tick(present, set())
        if not present:
            self.note.setText(translate("night.entrants_view", "Nobody is checked in for this event yet: tick the players here instead."))

    def tick_top(self) -> None:
        """Tick the leaderboard's best N players who have played (by conservative rating, as seeding ranks them)."""
        count = self.top_count.value()
        rated = [e for e in self.players if e.games > 0]
        if len(rated) < count:
            self.note.setText(translate("night.entrants_view", "The leaderboard has only %n rated player(s), fewer than the "
                                        "{count} asked for.", None, len(rated)).format(count=count))
        self._tick({e.player_ids[0] for e in rated[:count]}, set())

    def _ticks_changed(self) -> None:
        self._update()

    def _changed(self) -> bool:
        """True when the ticks (or keeping clubs apart) differ from the entrants stored."""
        if self.view is None:
            return False
        players, rosters = self.ticked()
        setup = self.view.setup
        stored = ({e.player_ids[0] for e in setup.entrants if e.team_id is None},
                  {e.team_id for e in setup.entrants if e.team_id is not None})
        return (set(players), set(rosters)) != stored or self.keep_apart.isChecked() != setup.settings.keep_apart_clubs

    def _update(self) -> None:
        started = self._started()
        view = self.view
        players, rosters = self.ticked()
        count = len(players) + len(rosters)
        self.choose_box.setVisible(not started)
        self.rosters_title.setVisible(not started and self.roster_list.count() > 0)
        self.roster_list.setVisible(not started and self.roster_list.count() > 0)
        for w in (self.keep_apart, self.seed_button, self.start_button):
            w.setVisible(not started)
        self.keep_apart.setEnabled(view is not None)
        self.seed_button.setEnabled(view is not None and count >= 2 and self._changed())
        self.start_button.setEnabled(view is not None and count >= 2)
        if view is None:
            self.count_label.setText("")
            self.note.setText("")
            return
        if started:
            self.count_label.setText(translate("night.entrants_view", "<b>%n entrant(s)</b>", None, len(view.setup.entrants)))
            self.note.setText(self._started_note(view))
            return
        seeded = len(view.setup.entrants)
        if seeded:
            self.count_label.setText(translate("night.entrants_view", "<b>%n ticked</b> · {seeded} seeded", None,
                                               count).format(seeded=seeded))
        else:
            self.count_label.setText(translate("night.entrants_view", "<b>%n ticked</b>", None, count))
        if count < 2:
            self.note.setText(translate("night.entrants_view", "Tick at least two entrants, then Start (Seed shows the seed list first)."))
        elif self._changed():
            self.note.setText(translate("night.entrants_view", "Start seeds the ticked entrants by rating and starts the event; Seed shows the seed list first."))
        else:
            self.note.setText(translate("night.entrants_view", "These are the entrants, seeded. Start seeds the bracket or pools, or draws round 1."))

    @staticmethod
    def _started_note(view: tournament.EventView) -> str:
        """Where results go once the event has started (a bracket, or the Table page), and after its end."""
        bracket = view.setup.format in tournament.KNOCKOUT_FORMATS or view.setup.format == "pools-knockout"
        if view.finished:
            return (translate("night.entrants_view", "The event has ended: the Standings page has the final places. "
                              "A result can still be corrected in the bracket.") if bracket else
                    translate("night.entrants_view", "The event has ended: the Standings page has the final places. "
                              "A result can still be corrected on the Table page."))
        return (translate("night.entrants_view", "The event has started: its entrants are fixed. "
                          "Results go in on the Tables page (or in the bracket).") if bracket else
                translate("night.entrants_view", "The event has started: its entrants are fixed. "
                          "Results go in on the Tables page (or on the Table page)."))

    # ---- changes ----------------------------------------------------------------------
    def seed(self) -> None:
        """Store the ticked entrants, seeded by rating (one undo step)."""
        players, rosters = self.ticked()
        keep_apart = self.keep_apart.isChecked()
        count = len(players) + len(rosters)
        self.steps.change(lambda club, eid: tournament.set_entrants(club, eid, player_ids=players, team_ids=rosters,
                                                                    keep_apart_clubs=keep_apart),
                          translate("night.entrants_view", "Seed %n entrant(s)", None, count))

    def start(self) -> None:
        """Store the ticked entrants if they changed, and start the event (one undo step)."""
        if self.view is None:
            return
        players, rosters = self.ticked()
        keep_apart = self.keep_apart.isChecked()
        changed = self._changed()
        name = self.view.setup.name

        def start(club: Club, event_id: int) -> Changes:
            changes = Changes()
            if changed:
                changes = tournament.set_entrants(club, event_id, player_ids=players, team_ids=rosters,
                                                  keep_apart_clubs=keep_apart)
            return changes | tournament.start_event(club, event_id)

        self.steps.change(start, translate("night.entrants_view", "Start {name}").format(name=name), on_done=lambda _c: self.steps.round_started.emit())


def _items(target: QListWidget) -> list[QListWidgetItem]:
    return [target.item(i) for i in range(target.count())]


__all__ = ["EntrantsView", "TickList"]
