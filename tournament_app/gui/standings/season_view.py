"""The Seasons tab: choose, make or change a season (a yearly ranking by points per placement) and see its table.

A season's table is built from the final placements of its leaderboard's
events in its date range (league/seasons.py); it can be exported as CSV,
printed (or saved as PDF) and shown on a presenter screen. Creating,
changing and deleting a season are undo steps like any other change.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...league import (
    Changes,
    Club,
    Leaderboard,
    NotFoundError,
    Season,
    SeasonLine,
    SeasonTable,
    UserError,
    create_season,
    delete_season,
    export_season,
    list_seasons,
    name_key,
    points_text,
    season_table,
    update_season,
)
from ...printouts import club_name
from ...printouts.season_sheet import SeasonPrintout
from ..common import printing
from ..common.export_folder import export_path, remember_export
from ..common.accessible import named
from ..common.operations import Operations
from ..common.refresh import RefreshWhenShown
from ..common.table_models import Column, RowsModel, table_view
from .season_form import SeasonForm, SeasonValues
from .season_presenter import SeasonPresenter
from ...locale_text import date_text, ordinal
from ...translation import translate

ERROR_STYLE = "color: #c62828;"


class SeasonModel(RowsModel[SeasonLine]):
    """One row per player, in the season's order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = [
            Column(translate("standings.season_view", "Place"), lambda r: str(r.place), lambda r: r.place, numeric=True),
            Column(translate("standings.season_view", "Player"), lambda r: r.name),
            Column(translate("standings.season_view", "Points"), lambda r: points_text([r.points]), lambda r: r.points, numeric=True),
            Column(translate("standings.season_view", "Events"), lambda r: str(r.events), lambda r: r.events, numeric=True,
                   tooltip=translate("standings.season_view", "Events that count (each player's best N)")),
            Column(translate("standings.season_view", "Counted results"), lambda r: ", ".join(ordinal(p) for p in r.best),
                   tooltip=lambda r: "\n".join(
                       translate("standings.season_view", "{day} {event}: {place} place, {points} points").format(
                           day=date_text(x.date), event=x.event, place=ordinal(x.place), points=points_text([x.points]))
                       for x in r.counted)),
            Column(translate("standings.season_view", "Played"), lambda r: str(r.played), lambda r: r.played, numeric=True,
                   tooltip=translate("standings.season_view", "Events of the season with a placement for the player")),
        ]


class SeasonView(QWidget):
    """Pick a season or make one; its settings on the left, its table on the right."""

    def __init__(self, ops: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self.seasons: dict[int, Season] = {}
        #: the season the form was filled with (None: a new season is being made)
        self.loaded: Season | None = None
        self.table: SeasonTable | None = None
        self.presenter: SeasonPresenter | None = None
        self._select_name: str | None = None
        self._leaderboard_id: int | None = None
        self._first_load = True

        self.season_box = named(QComboBox(), translate("standings.season_view", "Season"), translate("standings.season_view", "Pick the season whose table is shown and edited."))
        self.season_box.setMinimumContentsLength(18)
        self.season_box.setPlaceholderText(translate("standings.season_view", "New season"))
        self.new_button = named(QPushButton(translate("standings.season_view", "New season")), translate("standings.season_view", "New season"), translate("standings.season_view", "Empties the form to make a new season."))
        self.delete_button = named(QPushButton(translate("standings.season_view", "Delete season")), translate("standings.season_view", "Delete season"), translate("standings.season_view", "Deletes the season chosen; its events stay."))
        self.form = SeasonForm()
        self.save_button = named(QPushButton(translate("standings.season_view", "Create season")), translate("standings.season_view", "Save season"), translate("standings.season_view", "Saves the season's settings."))
        self.save_button.setDefault(True)
        self.message = QLabel(wordWrap=True)
        self.message.setObjectName("season-message")
        self.summary = QLabel(wordWrap=True)
        self.summary.setObjectName("season-summary")
        self.model = SeasonModel(self)
        self.table_view = named(table_view(self.model, stretch=1, name="season-table", sortable=False), translate("standings.season_view", "Season table"),
                                translate("standings.season_view", "Each player, one a row, with their place, points and events."))
        self.export_button = named(QPushButton(translate("standings.season_view", "Export CSV…")), translate("standings.season_view", "Export season"), translate("standings.season_view", "Saves the season's table as a CSV file."))
        self.print_button = named(QPushButton(translate("standings.season_view", "Print…")), translate("standings.season_view", "Print season"))
        self.print_button.setToolTip(translate("standings.season_view", "Print the season's table or save it as PDF, with a preview first"))
        self.presenter_button = named(QPushButton(translate("standings.season_view", "Show on presenter")), translate("standings.season_view", "Show season on presenter"),
                                      translate("standings.season_view", "Shows the season's table on the presenter screen."))

        chooser = QHBoxLayout()
        chooser.addWidget(QLabel(translate("standings.season_view", "Season")))
        chooser.addWidget(self.season_box, 1)
        # the buttons on a line of their own: beside the list they made the page too wide for large text
        season_buttons = QHBoxLayout()
        season_buttons.addWidget(self.new_button)
        season_buttons.addWidget(self.delete_button)
        season_buttons.addStretch(1)
        settings = QGroupBox(translate("standings.season_view", "Settings"))
        settings_layout = QVBoxLayout(settings)
        settings_layout.addWidget(self.form, 1)
        settings_layout.addWidget(self.save_button)
        left = QVBoxLayout()
        left.addLayout(chooser)
        left.addLayout(season_buttons)
        left.addWidget(settings, 1)
        left.addWidget(self.message)
        actions = QHBoxLayout()
        actions.addWidget(self.export_button)
        actions.addWidget(self.print_button)
        actions.addWidget(self.presenter_button)
        actions.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.table_view, 1)
        right.addLayout(actions)
        layout = QHBoxLayout(self)
        left_box = QWidget()
        left_box.setObjectName("season-settings")
        left_box.setLayout(left)
        # the settings take the width their texts need (it grows with the font and the language), the table the rest
        left_box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        layout.addWidget(left_box)
        layout.addLayout(right, 1)

        self.season_box.activated.connect(lambda _i: self._season_chosen())
        self.new_button.clicked.connect(self.new_season)
        self.delete_button.clicked.connect(self.delete_season)
        self.save_button.clicked.connect(self.save)
        self.form.save_requested.connect(self.save)
        self.export_button.clicked.connect(self.export_csv)
        self.print_button.clicked.connect(self.print_table)
        self.presenter_button.clicked.connect(self.show_on_presenter)
        self.refresh_when_shown = RefreshWhenShown(self, self.refresh)
        ops.changed.connect(lambda ch: self.refresh_when_shown() if isinstance(ch, Changes) else None)
        self._show_state()

    # ---- what is chosen ---------------------------------------------------------------------

    def season_id(self) -> int | None:
        """The season chosen (None: a new one is being made)."""
        data = self.season_box.currentData()
        return int(data) if data is not None else None

    def set_leaderboard(self, leaderboard_id: int) -> None:
        """The window's leaderboard: the one a new season starts on."""
        self._leaderboard_id = leaderboard_id

    def refresh(self) -> None:
        """Read the seasons and leaderboards again (on the worker), then the chosen season's table."""
        self.ops.query(lambda club: (list_seasons(club), club.leaderboards()), self._show_seasons)

    def _show_seasons(self, data: tuple[list[Season], list[Leaderboard]]) -> None:
        seasons, boards = data
        appeared = [s.id for s in seasons if s.id not in self.seasons]
        self.seasons = {s.id: s for s in seasons}
        self.form.set_leaderboards(boards, self._leaderboard_id)
        wanted = self.season_id()
        if self._first_load and seasons:
            wanted = seasons[0].id  # the latest season, when the tab first shows
        self._first_load = False
        if self.loaded is None and appeared and not self.form.name.text().strip():
            wanted = max(appeared)  # one made elsewhere (a redo, the command line) while none was being typed here
        if self._select_name is not None:
            key = name_key(self._select_name)
            wanted = next((s.id for s in seasons if name_key(s.name) == key), wanted)
            self._select_name = None
        if wanted not in self.seasons and self.loaded is not None:
            wanted = seasons[0].id if seasons else None  # the season shown is gone (undone, deleted)
        self.season_box.blockSignals(True)
        self.season_box.clear()
        for s in seasons:
            self.season_box.addItem(s.name, s.id)
        self.season_box.setCurrentIndex(self.season_box.findData(wanted) if wanted is not None else -1)
        self.season_box.blockSignals(False)
        chosen = self.seasons.get(wanted) if wanted is not None else None
        if chosen != self.loaded:
            self._fill(chosen)
        self._load_table()

    def _season_chosen(self) -> None:
        self._fill(self.seasons.get(self.season_id() or -1))
        self._load_table()

    def _fill(self, season: Season | None) -> None:
        self.loaded = season
        self.form.fill(SeasonValues.of(season) if season is not None else None, self._leaderboard_id)
        self._show_state()

    def _show_state(self) -> None:
        making = self.loaded is None
        self.save_button.setText(translate("standings.season_view", "Create season") if making else translate("standings.season_view", "Save changes"))
        self.delete_button.setEnabled(not making)
        for button in (self.export_button, self.print_button, self.presenter_button):
            button.setEnabled(not making)

    def new_season(self) -> None:
        """Start a new season: the form with this year's dates, every event counting, the default scale."""
        self.season_box.setCurrentIndex(-1)
        self._fill(None)
        self._load_table()
        self.message.clear()
        self.form.name.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- changes ----------------------------------------------------------------------------

    def save(self) -> None:
        """Create the season the form describes, or save the chosen season's new settings (one undo step)."""
        v = self.form.values()
        if v.leaderboard_id is None:
            self._say(translate("standings.season_view", "Make a leaderboard first: a season ranks a leaderboard's events."), error=True)
            return
        old = self.loaded
        if old is not None and v == SeasonValues.of(old):
            self._say(translate("standings.season_view", "Nothing to save: the season is as stored."))
            return
        board = v.leaderboard_id
        best, points = v.best, v.points

        def job(club: Club, _c: Any) -> Changes:
            if old is None:
                return create_season(club, v.name, board, v.date_from, v.date_to, best, points)
            return update_season(club, old.id, name=v.name, leaderboard=board, date_from=v.date_from, date_to=v.date_to,
                                 best=best, points=points)

        text = (translate("standings.season_view", "New season {name}").format(name=v.name.strip()) if old is None
                else translate("standings.season_view", "Change season {name}").format(name=old.name))
        self._select_name = None
        self.ops.perform(text, self.ops.league_step(job), on_done=lambda _s: self._saved(v.name, old is None),
                         on_error=self._refused)

    def _saved(self, name: str, created: bool) -> None:
        self._select_name = name
        shown = " ".join(name.split())
        self._say(translate("standings.season_view", "Created the season '{shown}'.").format(shown=shown) if created else translate("standings.season_view", "Saved the season '{shown}'.").format(shown=shown))
        self.refresh()

    def delete_season(self) -> None:
        """Delete the chosen season (Edit ▸ Undo brings it back)."""
        season = self.loaded
        if season is None:
            return
        self.ops.perform(translate("standings.season_view", "Delete season {name}").format(name=season.name),
                         self.ops.league_step(lambda club, _c: delete_season(club, season.id)),
                         on_done=lambda _s: self._say(translate("standings.season_view", "Deleted the season '{name}' (Edit ▸ Undo brings it back).").format(name=season.name)),
                         on_error=self._refused)

    def _refused(self, exc: BaseException) -> None:
        if isinstance(exc, UserError):
            self._say(str(exc), error=True)
        else:
            self.ops.worker.error.emit(exc)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(text)

    # ---- the table ----------------------------------------------------------------------------

    def _load_table(self) -> None:
        season_id = self.season_id()
        if season_id is None:
            self._show_table(None)
            return

        def load(club: Club) -> SeasonTable | None:
            try:
                return season_table(club, season_id)
            except NotFoundError:
                return None  # deleted meanwhile: the next refresh shows what is there

        self.ops.query(load, lambda table: self._show_table(table) if season_id == self.season_id() else None)

    def _show_table(self, table: SeasonTable | None) -> None:
        self.table = table
        self.model.set_rows(table.lines if table is not None else [])
        if table is None:
            self.summary.setText(translate("standings.season_view", "Name the season, choose its leaderboard and dates, and create it: its table shows here."))
        else:
            s = table.season
            fields = {"leaderboard": table.leaderboard, "start": date_text(s.date_from), "end": date_text(s.date_to),
                      "best": s.best, "scale": s.points_text()}
            if s.best is not None:
                text = translate("standings.season_view", "%n event(s) of {leaderboard} from {start} to {end} with results; "
                                 "each player's best {best} count. Points per place: {scale}.", None, len(table.events)).format(**fields)
            else:
                text = translate("standings.season_view", "%n event(s) of {leaderboard} from {start} to {end} with results; "
                                 "every event counts. Points per place: {scale}.", None, len(table.events)).format(**fields)
            if table.unfinished:
                text += " " + translate("standings.season_view", "Not finished yet, so not counted: {names}.").format(
                    names=", ".join(table.unfinished))
            if not table.lines:
                text += " " + translate("standings.season_view", "No results in this season yet.")
            self.summary.setText(text)
        if self.presenter is not None:
            self.presenter.show_table(table)

    # ---- export, print, presenter ---------------------------------------------------------------

    def export_csv(self) -> None:
        """Export CSV…: choose a file, write the season's table, say where it went."""
        season = self.loaded
        if season is None:
            return
        slug = "".join(c if c.isalnum() else "-" for c in season.name).strip("-").lower() or "season"
        path, _ = QFileDialog.getSaveFileName(self, translate("standings.season_view", "Export season"), export_path(f"season-{slug}.csv"), translate("standings.season_view", "CSV file (*.csv)"))
        if not path:
            return
        target = Path(path)
        remember_export(target)
        self.ops.worker.submit(lambda c, _c: export_season(c, target, season.id),
                               lambda count: self._say(translate("standings.season_view", "Exported {count} players to {target}.").format(count=count, target=target)),
                               self._refused, label=translate("standings.season_view", "Exporting the season…"), parent=self)

    def print_table(self) -> None:
        """Print…: the season's table in a print preview (print it, or save it as PDF from there)."""
        season = self.loaded
        if season is None:
            return

        def load(club: Club) -> SeasonPrintout:
            return SeasonPrintout(season_table(club, season.id), club_name(club.path))

        self.ops.query(load, lambda printout: printing.show_preview(printout, self))

    def show_on_presenter(self) -> None:
        """Show on presenter: the season's table in big type in a window of its own (F11: full screen)."""
        if self.presenter is None:
            # a window of its own, owned by this page: it closes with the club (closing it only hides it)
            self.presenter = SeasonPresenter(self)
        self.presenter.show_table(self.table)
        self.presenter.show()
        self.presenter.raise_()
