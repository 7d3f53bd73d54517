"""Entering a match fast, keyboard first: sides, placements, ties, scores, Enter saves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import Event, LeagueError, Match, SideInput, Team, check_result, name_key, placements_from_games
from .games_editor import GamesEditor
from .played_field import PlayedField, parse_moment
from ..common.accessible import named
from ..common.result_text import score_text
from .name_completer import NamesCompleter, split_names
from .sides_panel import SIDE_MIME, DragHandle, SideEditor, SidesPanel
from ..common.event_text import event_name
from ...translation import translate

__all__ = ["SIDE_MIME", "DragHandle", "FormCheck", "MatchForm", "NamesCompleter", "SideEditor", "SidesPanel", "split_names"]


@dataclass(frozen=True)
class FormCheck:
    """What the form would save, or why it cannot."""

    errors: list[str]
    new_names: list[str]


class MatchForm(QWidget):
    """The match entry form: records a new match or edits a past one."""

    save_requested = Signal()
    edit_cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editing: Match | None = None
        self.known: dict[str, int] = {}
        self.title = QLabel(translate("matches.match_form", "<b>New match</b>"))
        self.played_at = PlayedField()
        self.time_note = QLabel(wordWrap=True)
        self.time_note.setObjectName("match-form-time-note")
        self.time_note.setStyleSheet("color: #7f6000")
        self.time_note.hide()
        self.events: list[Event] = []
        self.event_box = QComboBox()
        self.event_box.setAccessibleName(translate("matches.match_form", "Event"))
        self.event_box.setToolTip(translate("matches.match_form", "The event this match is filed under"))
        self.event_box.setMinimumContentsLength(16)
        self.event_label = QLabel(translate("matches.match_form", "Event"))
        self.event_label.setBuddy(self.event_box)
        self.event_box.hide()
        self.event_label.hide()
        self.panel = SidesPanel()
        self.add_side_button = QPushButton(translate("matches.match_form", "+ Side"))
        self.add_side_button.setToolTip(translate("matches.match_form", "Add another side (Ctrl+Shift+N)"))
        self.add_side_button.setAccessibleName(translate("matches.match_form", "Add side"))
        self.save_button = QPushButton(translate("matches.match_form", "Save match"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(translate("matches.match_form", "Save (Enter in any field)"))
        self.save_button.setAccessibleName(translate("matches.match_form", "Save match"))
        self.cancel_button = QPushButton(translate("matches.match_form", "Cancel edit"))
        named(self.cancel_button, translate("matches.match_form", "Cancel edit"), translate("matches.match_form", "Leaves the match unchanged and empties the form."))
        self.cancel_button.hide()
        self.message = QLabel(wordWrap=True)
        self.message.setObjectName("match-form-message")
        self.prediction = QLabel()
        self.prediction.setObjectName("match-form-prediction")
        self.expected_outcome = QLabel(wordWrap=True)
        self.expected_outcome.setObjectName("match-form-expected-outcome")
        self.expected_outcome.setToolTip(
            translate("matches.match_form", "Glicko's expected outcome with both deviations (rating-update): "
            "1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time"))
        self.expected_outcome.hide()

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.event_label)
        head.addWidget(self.event_box)
        played_label = QLabel(translate("matches.match_form", "Played"))
        played_label.setBuddy(self.played_at)
        head.addWidget(played_label)
        head.addWidget(self.played_at)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_side_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.time_note)
        layout.addWidget(self.panel)
        layout.addWidget(self.prediction)
        layout.addWidget(self.expected_outcome)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        self.panel.add_side()
        self.panel.add_side()
        self.panel.changed.connect(self.validate)
        self.panel.submit.connect(self.try_save)
        self.add_side_button.clicked.connect(self._add_side)
        self.save_button.clicked.connect(self.try_save)
        self.cancel_button.clicked.connect(self.cancel_edit)
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, self._add_side)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.try_save)
        self._build_games(layout, buttons)
        self.validate()

    # ---- the games of a match (o!TR-style: each player's own score per game) -------------
    def _build_games(self, layout: QVBoxLayout, buttons: QHBoxLayout) -> None:
        self.games_button = QPushButton(translate("matches.match_form", "Games…"))
        self.games_button.setCheckable(True)
        self.games_button.setAccessibleName(translate("matches.match_form", "Games"))
        self.games_button.setToolTip(translate("matches.match_form", "Enter the individual games: each player's own score per game (Ctrl+G)"))
        self.games_editor = GamesEditor()
        self.games_editor.hide()
        layout.insertWidget(layout.indexOf(self.panel) + 1, self.games_editor)
        buttons.insertWidget(1, self.games_button)
        self.games_button.toggled.connect(self._show_games)
        self.panel.changed.connect(self._sync_game_players)
        self.games_editor.changed.connect(self._games_changed)
        QShortcut(QKeySequence("Ctrl+G"), self, self.games_button.toggle)

    def _show_games(self, on: bool) -> None:
        self.games_editor.setVisible(on)
        if on:
            self._sync_game_players()
            self.games_editor.table.setFocus()
            self.games_editor.table.setCurrentCell(0, 0)
        self.validate()

    def _sync_game_players(self) -> None:
        if self.games_button.isChecked():
            self.games_editor.set_players([n for e in self.panel.editors for n in e.names()])

    def _games_changed(self) -> None:
        """Placements follow the sides' total scores over the games (still editable afterwards)."""
        games = self.games_editor.games() if self.games_button.isChecked() else []
        if games:
            keys = [[name_key(n) for n in e.names()] for e in self.panel.editors]
            by_key = [{name_key(name): score for name, score in game.items()} for game in games]
            places = placements_from_games(keys, by_key)
            self.panel.renumbering = True
            try:
                for editor, place in zip(self.panel.editors, places):
                    editor.place.setValue(place)
            finally:
                self.panel.renumbering = False
            self.panel.sync_ties()
        self.validate()

    def games(self) -> list[dict[int | str, float]] | None:
        """The games entered (players by id when known, else by name), or None when there are none."""
        if not self.games_button.isChecked():
            return None
        games = self.games_editor.games()
        return [{self.known.get(name_key(name), name): score for name, score in game.items()} for game in games] or None

    def _game_problems(self) -> list[str]:
        if not self.games_button.isChecked():
            return []
        problems = self.games_editor.problems()
        games = self.games_editor.games()
        if games and not problems:
            played = {name_key(name) for game in games for name in game}
            idle = [n for e in self.panel.editors for n in e.names() if name_key(n) not in played]
            if idle:
                problems.append(f"{', '.join(idle)}: no score in any game (give one or take them off the match).")
        return problems

    # ---- data from the club ------------------------------------------------------------
    def set_players(self, names_by_id: dict[int, str]) -> None:
        """The club's (active) players, for completion and checking names."""
        self.known = {name_key(n): pid for pid, n in names_by_id.items()}
        self.panel.names = dict(names_by_id)
        self.panel.player_names.setStringList(sorted(names_by_id.values(), key=str.casefold))
        self.validate()

    def set_teams(self, teams: Sequence[Team]) -> None:
        """The club's rosters."""
        self.panel.teams = list(teams)
        for editor in self.panel.editors:
            editor.set_teams(teams)

    # ---- reading the form --------------------------------------------------------------
    def check(self) -> FormCheck:
        """Problems that block saving, and names that would become new players."""
        errors: list[str] = []
        new: dict[str, str] = {}
        seen: dict[str, int] = {}
        first_spelling: dict[str, str] = {}
        filled = 0
        for n, editor in enumerate(self.panel.editors, start=1):
            names = editor.names()
            if names:
                filled += 1
            elif editor.team_id() is not None:
                errors.append(f"Side {n}: the team has no players.")
            for name in names:
                key = name_key(name)
                if key in seen:
                    where = "twice on this side" if seen[key] == n else f"on sides {seen[key]} and {n}"
                    errors.append(f"{first_spelling[key]} is {where}.")
                else:
                    seen[key] = n
                    first_spelling[key] = name
                if key not in self.known:
                    new.setdefault(key, name)
            if editor.score.text().strip() and editor.score_value() is None:
                errors.append(f"Side {n}: the score is not a number.")
        if hasattr(self, "games_editor"):
            errors.extend(self._game_problems())
        empty = [n for n, e in enumerate(self.panel.editors, start=1) if not e.names()]
        if filled < 2:
            errors.append("A match needs at least two sides with players.")
        elif empty:
            errors.append(f"Side {', '.join(map(str, empty))} has no players: fill it in or remove it (✕).")
        elif not errors:  # the league's one result rule, in its words: scores in range, and the places they say
            editors = self.panel.editors
            try:
                check_result([e.place.value() for e in editors], [e.score_value() for e in editors],
                             names=[" & ".join(e.names()) for e in editors])
            except LeagueError as exc:
                errors.append(str(exc))
        return FormCheck(errors, list(new.values()))

    def validate(self) -> FormCheck:
        """Show problems inline and enable Save only for a valid match."""
        result = self.check()
        typed = any(e.names() for e in self.panel.editors)
        if result.errors and typed:
            self.message.setStyleSheet("color: #c0392b")
            self.message.setText(" ".join(result.errors))
        elif result.new_names and not result.errors:
            self.message.setStyleSheet("color: #7f6000")
            self.message.setText(translate("matches.match_form", "New player(s) will be added: {names}", None,
                                           len(result.new_names)).format(names=", ".join(result.new_names)))
        else:
            self.message.setStyleSheet("")
            self.message.setText("" if typed else translate("matches.match_form", "Type the players of each side; Enter saves."))
        self.save_button.setEnabled(not result.errors)
        return result

    def sides(self) -> list[SideInput]:
        """The sides as league input (players by id when known, else by name)."""
        out = []
        for editor in self.panel.editors:
            players: list[int | str] = [self.known.get(name_key(n), n) for n in editor.names()]
            out.append(SideInput(players, editor.place.value(), editor.score_value(), editor.team_id()))
        return out

    def show_expected_outcome(self, text: str) -> None:
        """Glicko's expected outcome of the match typed (empty: hidden)."""
        self.expected_outcome.setText(text)
        self.expected_outcome.setVisible(bool(text))

    def played_at_text(self) -> str:
        """When the match was played, as ISO text: the time the person set, else now (a match
        being edited keeps its own time, to the second)."""
        if self.editing is not None and not self.played_at.edited:
            return self.editing.played_at
        return self.played_at.moment()

    def show_later_matches(self, count: int) -> None:
        """Say that ``count`` matches recorded after the time set will be re-rated (0: say nothing)."""
        if count <= 0 or not self.played_at.edited:
            self.time_note.clear()
            self.time_note.hide()
            return
        self.time_note.setText(translate("matches.match_form",
                                         "%n later match(es) will be re-rated: they were played after the time you set.", None, count))
        self.time_note.show()

    def set_events(self, events: Sequence[Event]) -> None:
        """The leaderboard's events, offered in the Event box while a match is edited."""
        self.events = list(events)
        if self.editing is not None:
            self._offer_events(self.event_choice())

    def event_choice(self) -> int | None:
        """The event chosen in the Event box for the match being edited."""
        data = self.event_box.currentData()
        return int(data) if data is not None else None

    def _offer_events(self, current: int | None) -> None:
        self.event_box.clear()
        if current is None:
            self.event_box.addItem(translate("matches.match_form", "(no event)"), None)
        for event in self.events:
            self.event_box.addItem(event_name(event), event.id)
        self.event_box.setCurrentIndex(max(self.event_box.findData(current), 0))

    # ---- actions -----------------------------------------------------------------------
    def try_save(self) -> None:
        """Ask to save when the form is valid (Enter, Ctrl+Enter or the button)."""
        if self.validate().errors:
            self.message.setStyleSheet("color: #c0392b")
            self.message.setText(" ".join(self.check().errors))
            return
        self.save_requested.emit()

    def clear(self, *, keep_time: bool = False) -> None:
        """Empty the form for the next match (two sides, focus on the first)."""
        self.editing = None
        self.title.setText(translate("matches.match_form", "<b>New match</b>"))
        self.cancel_button.hide()
        self.save_button.setText(translate("matches.match_form", "Save match"))
        while len(self.panel.editors) > 2:
            self.panel.remove_side(self.panel.editors[-1])
        for editor in self.panel.editors:
            editor.players.clear()
            editor.score.clear()
            editor.team.setCurrentIndex(0)
            editor.tie.setChecked(False)
        self.panel.renumber()
        self.games_button.setChecked(False)
        self.games_editor.clear_scores()
        self.event_box.hide()
        self.event_label.hide()
        if not keep_time:
            self.played_at.release()
            self.show_later_matches(0)
        self.panel.editors[0].players.setFocus()
        self.validate()

    def load(self, match: Match) -> None:
        """Fill the form with a past match to edit it."""
        self.clear(keep_time=True)
        self.editing = match
        self.title.setText(translate("matches.match_form", "<b>Editing match #{id}</b>").format(id=match.id))
        self.save_button.setText(translate("matches.match_form", "Save changes"))
        self.cancel_button.show()
        self._offer_events(match.event_id)
        self.event_box.show()
        self.event_label.show()
        while len(self.panel.editors) < len(match.sides):
            self.panel.add_side()
        for editor, side in zip(self.panel.editors, match.sides):
            editor.players.setText(", ".join(p.name for p in side.players))
            editor.score.setText(score_text(side.score))
            index = editor.team.findData(side.team_id)
            editor.team.setCurrentIndex(max(index, 0))
        self.panel.renumbering = True
        for editor, side in zip(self.panel.editors, match.sides):
            editor.place.setValue(side.rank)
        self.panel.renumbering = False
        self.panel.sync_ties()
        if match.games:
            names = {p.player_id: p.name for side in match.sides for p in side.players}
            self.games_editor.load(
                [p.name for side in match.sides for p in side.players],
                [{names[pid]: score for pid, score in game.items()} for game in match.games],
            )
            self.games_button.setChecked(True)
        self.played_at.hold(parse_moment(match.played_at))
        self.show_later_matches(0)
        self.validate()

    def fill(self, sides: Sequence[Sequence[str]]) -> None:
        """Start a new match with these players on its sides (placements by position, to be set after the game)."""
        self.clear()
        while len(self.panel.editors) < len(sides):
            self.panel.add_side()
        for editor, names in zip(self.panel.editors, sides):
            editor.players.setText(", ".join(names))
        self.panel.renumber()
        self.validate()

    def cancel_edit(self) -> None:
        """Leave edit mode without saving."""
        self.clear()
        self.edit_cancelled.emit()

    def _add_side(self) -> None:
        editor = self.panel.add_side()
        editor.players.setFocus()
