"""A player's page: rating over time (μ line, ± band, conservative estimate), matches, head-to-head."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, HeadToHead, Player
from ..common.accessible import named
from ..common import operations as op
from .initial_rating_dialog import InitialRatingDialog
from ..common.operations import Operations
from .rating_chart import RatingChart, Series
from ..common.table_models import HeadToHeadModel, HistoryModel, table_view
from ...locale_text import number
from ...translation import translate

#: the padding of the match and head-to-head tables' headings
HEADING_PADDING = "QHeaderView::section { padding: 0 0.3em; }"


class PlayerPage(QWidget):
    """One player's rating chart, match history and head-to-head records; others can be overlaid."""

    closed = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.player_id: int | None = None
        self.leaderboard_id: int | None = None
        self.compare_ids: list[int] = []
        self.title = QLabel()
        self.title.setObjectName("player-title")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.compare = QComboBox()
        self.compare.setEditable(True)
        self.compare.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        compare_line = self.compare.lineEdit()
        assert compare_line is not None  # an editable combo box has its line edit
        compare_line.setPlaceholderText(translate("standings.player_page", "Compare with…"))
        self.compare.setMinimumContentsLength(18)
        self.clear_compare = QPushButton(translate("standings.player_page", "Clear comparison"))
        self.save_png = QPushButton(translate("standings.player_page", "Save chart as PNG…"))
        self.chart = RatingChart()
        self.chart.setMinimumHeight(260)
        self.history = HistoryModel(self)
        self.h2h = HeadToHeadModel(self)
        self.history_table = table_view(self.history, stretch=3)
        self.history_table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.h2h_table = table_view(self.h2h, stretch=0)
        self.h2h_table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        for table in (self.history_table, self.h2h_table):
            # room on both sides of a heading (in the font's units): right-aligned ones ("After") sat on the next line
            table.horizontalHeader().setStyleSheet(HEADING_PADDING)
        tabs = QTabWidget()
        tabs.addTab(self.history_table, translate("standings.player_page", "Matches"))
        tabs.addTab(self.h2h_table, translate("standings.player_page", "Head-to-head"))
        self.tabs = tabs
        named(self.compare, translate("standings.player_page", "Compare with"), translate("standings.player_page", "Pick another player whose rating is drawn beside this one."))
        named(self.clear_compare, translate("standings.player_page", "Clear comparison"), translate("standings.player_page", "Removes the other player from the chart."))
        named(self.save_png, translate("standings.player_page", "Save chart as PNG"), translate("standings.player_page", "Saves the rating chart as a picture."))
        named(self.history_table, translate("standings.player_page", "Player's matches"), translate("standings.player_page", "The player's matches, one a row, with the result and the rating change."))
        named(self.h2h_table, translate("standings.player_page", "Head-to-head records"), translate("standings.player_page", "Each opponent, one a row, with wins, draws and losses against them."))

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.compare)
        head.addWidget(self.clear_compare)
        head.addWidget(self.save_png)
        self.initial_button = QPushButton(translate("standings.player_page", "Set initial rating…"))
        self.initial_button.setToolTip(translate("standings.player_page", "Where this player starts on this leaderboard (e.g. from an outside rank or rating)"))
        self.initial_button.setAccessibleName(translate("standings.player_page", "Set initial rating"))
        self.initial_button.clicked.connect(self.ask_initial_rating)
        head.addWidget(self.initial_button)
        self.initial_dialog: InitialRatingDialog | None = None
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.chart)
        splitter.addWidget(tabs)
        splitter.setSizes([420, 300])
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(splitter)

        self.compare.activated.connect(self._add_comparison)
        compare_line.returnPressed.connect(self._add_comparison_typed)
        self.clear_compare.clicked.connect(self._clear_comparison)
        self.save_png.clicked.connect(self.ask_save_png)
        ops.changed.connect(self.on_changes)

    def show_player(self, player_id: int, leaderboard_id: int) -> None:
        """Show a player in a leaderboard."""
        self.player_id, self.leaderboard_id = player_id, leaderboard_id
        self.compare_ids = []
        self.refresh()

    def on_changes(self, changes: Changes) -> None:
        """Reload when this player's ratings may have changed."""
        if self.player_id is None:
            return
        ids = {self.player_id, *self.compare_ids}
        if ids & changes.players or self.leaderboard_id in changes.leaderboards:
            self.refresh()

    def refresh(self) -> None:
        """Load history, head-to-head and the player list (on the worker)."""
        if self.player_id is None or self.leaderboard_id is None:
            return
        pid, lb, others = self.player_id, self.leaderboard_id, list(self.compare_ids)

        def load(club: Club) -> tuple[list[Series], list[HeadToHead], list[Player], str, str]:
            board = club.leaderboard(lb)
            model = club.rating_model(lb)
            series = [Series(club.player(i), club.player_history(i, lb), model.interval_k) for i in [pid, *others]]
            rating = club.rating_of(pid, lb)
            k = model.interval_k
            summary = title_text(series[0].player.name, board.name, rating.mu, rating.sigma, rating.mu - k * rating.sigma,
                                 len(series[0].history))
            return series, club.opponents(pid, lb), club.players(), summary, board.name

        self.ops.query(load, self._show)

    def _show(self, result: tuple[list[Series], list[HeadToHead], list[Player], str, str]) -> None:
        series, h2h, players, summary, _board = result
        self.title.setText(summary)
        self.chart.show_series(series, translate("standings.player_page", "Rating (μ)"))
        self.history.set_rows(series[0].history)
        self.h2h.set_rows(h2h)
        self._players = {p.name: p.id for p in players if p.id != self.player_id}
        self.compare.blockSignals(True)
        self.compare.clear()
        self.compare.addItems(sorted(self._players, key=str.casefold))
        self.compare.setCurrentIndex(-1)
        self.compare.blockSignals(False)
        self.clear_compare.setEnabled(bool(self.compare_ids))

    def add_comparison(self, player_id: int) -> None:
        """Overlay another player's μ line."""
        if player_id != self.player_id and player_id not in self.compare_ids:
            self.compare_ids.append(player_id)
            self.refresh()

    def _add_comparison(self, index: int) -> None:
        pid = self._players.get(self.compare.itemText(index))
        if pid is not None:
            self.add_comparison(pid)

    def _add_comparison_typed(self) -> None:
        text = self.compare.currentText().strip().casefold()
        for name, pid in getattr(self, "_players", {}).items():
            if name.casefold() == text:
                self.add_comparison(pid)
                return

    def _clear_comparison(self) -> None:
        self.compare_ids = []
        self.refresh()

    def save_chart(self, path: str) -> None:
        """Write the chart as a PNG image."""
        image = self.chart.grab()
        if not image.save(path, "PNG"):
            raise OSError(f"The chart could not be saved to {path}: choose a folder you can write to.")

    def ask_save_png(self) -> None:
        """Ask where to save the chart, then save it."""
        name = self.series_name()
        path, _ = QFileDialog.getSaveFileName(self, translate("standings.player_page", "Save chart"), translate("standings.player_page", "{name}-rating.png").format(name=name), translate("standings.player_page", "PNG image (*.png)"))
        if path:
            try:
                self.save_chart(path)
            except OSError as exc:
                self.ops.worker.error.emit(ValueError(str(exc)))
                return
            self.window().statusBar().showMessage(translate("standings.player_page", "Saved the chart to {path}.").format(path=path), 6000)  # type: ignore[attr-defined]

    def series_name(self) -> str:
        """A file-name-friendly name of the player shown."""
        s = self.chart.series[0].player.name if self.chart.series else "player"
        return "".join(c if c.isalnum() or c in "-_" else "-" for c in s)


    def ask_initial_rating(self) -> None:
        """Open the initial-rating dialog for the player and leaderboard shown; OK stores it (undoable)."""
        if self.player_id is None or self.leaderboard_id is None:
            return
        pid, lb = self.player_id, self.leaderboard_id

        def load(club: Club) -> tuple[str, str, tuple[float, float | None] | None, tuple[float, float]]:
            start = club.rating_model(lb).new_rating()
            return club.player(pid).name, club.leaderboard(lb).name, club.initial_rating(lb, pid), (start.mu, start.sigma)

        def show(result: tuple[str, str, tuple[float, float | None] | None, tuple[float, float]]) -> None:
            name, board, current, default = result
            dialog = InitialRatingDialog(name, board, current, default, self)
            self.initial_dialog = dialog

            def accepted() -> None:
                value = dialog.value
                if value == current:
                    return
                text = (translate("standings.player_page", "Initial rating of {name}") if value is not None
                        else translate("standings.player_page", "Default initial rating for {name}")).format(name=name)
                job = op.set_initial_rating(lb, pid, None, None) if value is None else op.set_initial_rating(lb, pid, *value)
                self.ops.perform(text, job, label=translate("standings.player_page", "Replaying the player's matches…"), on_error=self.ops.worker.error.emit)

            dialog.accepted.connect(accepted)
            dialog.open()

        self.ops.query(load, show)


def title_text(player: str, leaderboard: str, mu: float, sigma: float, conservative: float, matches: int) -> str:
    """The page's heading (rich text): the player's name large, then the leaderboard, rating and match count."""
    return translate(
        "standings.player_page", "{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)",
        "the player page's heading; {player} is the name in large letters", matches,
    ).format(player=f"<span style='font-size:15pt'><b>{_esc(player)}</b></span>", leaderboard=_esc(leaderboard),
             mu=number(mu), sigma=number(sigma), conservative=number(conservative))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
