"""Entering a match fast, keyboard first: sides, placements, ties, scores, Enter saves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QDateTime, QEvent, QMimeData, QModelIndex, QObject, QPoint, QStringListModel, Qt, Signal
from PySide6.QtGui import QDrag, QDoubleValidator, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDateTimeEdit,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..league import Match, SideInput, Team, placements_from_games
from .games_editor import GamesEditor

SIDE_MIME = "application/x-tournament-app-side"


def split_names(text: str) -> list[str]:
    """'Ann, Bob ,, Cid' -> ['Ann', 'Bob', 'Cid']."""
    return [" ".join(part.split()) for part in text.split(",") if part.strip()]


class NamesCompleter(QCompleter):
    """Completes the name being typed after the last comma."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index: QModelIndex) -> str:  # noqa: N802
        done = self.widget().text().split(",")[:-1]  # type: ignore[attr-defined]
        return ", ".join([p.strip() for p in done if p.strip()] + [str(index.data())]) + ", "


class DragHandle(QLabel):
    """The grip a side is dragged by."""

    def __init__(self, editor: SideEditor) -> None:
        super().__init__("⠿")
        self.editor = editor
        self.setToolTip("Drag to reorder the placements")
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._start: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._start = event.position().toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._start is None or (event.position().toPoint() - self._start).manhattanLength() < 4:
            return
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(SIDE_MIME, str(self.editor.panel.index_of(self.editor)).encode())
        drag.setMimeData(mime)
        drag.setPixmap(self.editor.grab())
        self._start = None
        drag.exec(Qt.DropAction.MoveAction)


class SideEditor(QFrame):
    """One side: place, players, roster team, score, tie with the side above, remove."""

    changed = Signal()
    submit = Signal()

    def __init__(self, panel: SidesPanel) -> None:
        super().__init__()
        self.panel = panel
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.handle = DragHandle(self)
        self.place = QSpinBox(minimum=1, maximum=99)
        self.place.setToolTip("Placement: 1 = best; equal placements are a tie")
        self.place.setPrefix("Place ")
        self.players = QLineEdit(placeholderText="Players, separated by commas")
        self.players.setCompleter(panel.make_completer(self.players))
        self.team = QComboBox()
        self.team.setToolTip("Pick a roster to fill in its players")
        self.team.setMinimumContentsLength(10)
        self.score = QLineEdit(placeholderText="Score")
        self.score.setValidator(QDoubleValidator())
        self.score.setMaximumWidth(80)
        self.tie = QToolButton(text="= tie", checkable=True)
        self.tie.setToolTip("Tied with the side above (same placement)")
        self.remove = QToolButton(text="✕")
        self.remove.setToolTip("Remove this side")
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 3, 6, 3)
        row.addWidget(self.handle)
        row.addWidget(self.place)
        row.addWidget(self.players, 1)
        row.addWidget(self.team)
        row.addWidget(self.score)
        row.addWidget(self.tie)
        row.addWidget(self.remove)
        self.place.valueChanged.connect(self._place_typed)
        self.players.textChanged.connect(self.changed)
        self.score.textChanged.connect(self.changed)
        self.team.activated.connect(self._team_chosen)
        self.tie.toggled.connect(lambda _on: panel.renumber())
        self.remove.clicked.connect(lambda: panel.remove_side(self))
        for field in (self.players, self.score):
            field.returnPressed.connect(self.submit)
        for widget in (self.players, self.score, self.place, self.team):
            widget.installEventFilter(self)
        self.set_teams(panel.teams)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Alt+Up / Alt+Down move this side up or down the placements."""
        if event.type() == QEvent.Type.KeyPress and event.modifiers() == Qt.KeyboardModifier.AltModifier:  # type: ignore[attr-defined]
            step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(event.key())  # type: ignore[attr-defined]
            if step is not None:
                n = self.panel.index_of(self)
                self.panel.move(n, n + step)
                watched.setFocus()  # type: ignore[attr-defined]
                return True
        return super().eventFilter(watched, event)

    def set_teams(self, teams: Sequence[Team]) -> None:
        """Offer these rosters in the team box."""
        current = self.team_id()
        self.team.blockSignals(True)
        self.team.clear()
        self.team.addItem("(no team)", None)
        for t in teams:
            self.team.addItem(t.name, t.id)
        index = self.team.findData(current)
        self.team.setCurrentIndex(max(index, 0))
        self.team.blockSignals(False)

    def team_id(self) -> int | None:
        """The roster chosen, if any."""
        data = self.team.currentData()
        return int(data) if data is not None else None

    def names(self) -> list[str]:
        """The player names typed on this side."""
        return split_names(self.players.text())

    def score_value(self) -> float | None:
        """The score typed, if any."""
        text = self.score.text().strip().replace(",", ".")
        try:
            return float(text) if text else None
        except ValueError:
            return None

    def _team_chosen(self, _index: int) -> None:
        team_id = self.team_id()
        team = next((t for t in self.panel.teams if t.id == team_id), None)
        if team is not None:
            self.players.setText(", ".join(self.panel.names.get(pid, "") for pid in team.member_ids))
        self.changed.emit()

    def _place_typed(self, _value: int) -> None:
        if self.panel.renumbering:
            return
        self.panel.sync_ties()
        self.changed.emit()


class SidesPanel(QWidget):
    """The sides of the match, top to bottom in placement order; drop target for reordering."""

    changed = Signal()
    submit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.editors: list[SideEditor] = []
        self.teams: list[Team] = []
        self.names: dict[int, str] = {}
        self.player_names = QStringListModel(self)
        self.renumbering = False
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(4)

    def make_completer(self, field: QLineEdit) -> QCompleter:
        """A completer over the club's player names for ``field``."""
        completer = NamesCompleter(self.player_names, field)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        return completer

    def add_side(self) -> SideEditor:
        """Append a side, placed after the others."""
        editor = SideEditor(self)
        editor.changed.connect(self.changed)
        editor.submit.connect(self.submit)
        self.editors.append(editor)
        self.layout_.addWidget(editor)
        self.renumber()
        return editor

    def remove_side(self, editor: SideEditor) -> None:
        """Remove a side (a match keeps at least two)."""
        if len(self.editors) <= 2:
            editor.players.clear()
            editor.score.clear()
            return
        self.editors.remove(editor)
        editor.setParent(None)
        editor.deleteLater()
        self.renumber()

    def index_of(self, editor: SideEditor) -> int:
        """Position of a side, top = 0."""
        return self.editors.index(editor)

    def move(self, source: int, target: int) -> None:
        """Move the side at ``source`` to ``target`` and renumber placements by position."""
        if source == target or not (0 <= source < len(self.editors)):
            return
        editor = self.editors.pop(source)
        target = max(0, min(target, len(self.editors)))
        self.editors.insert(target, editor)
        for e in self.editors:
            self.layout_.removeWidget(e)
        for e in self.editors:
            self.layout_.addWidget(e)
            e.tie.blockSignals(True)
            e.tie.setChecked(False)
            e.tie.blockSignals(False)
        self.renumber()

    def renumber(self) -> None:
        """Placements by position: 1, 2, ...; a side marked tied shares the place above."""
        self.renumbering = True
        try:
            for n, editor in enumerate(self.editors):
                editor.tie.setEnabled(n > 0)
                if n > 0 and editor.tie.isChecked():
                    editor.place.setValue(self.editors[n - 1].place.value())
                else:
                    editor.place.setValue(n + 1)
        finally:
            self.renumbering = False
        self.changed.emit()

    def sync_ties(self) -> None:
        """After a place was typed: a side is tied exactly when its place equals the one above."""
        for n, editor in enumerate(self.editors):
            tied = n > 0 and editor.place.value() == self.editors[n - 1].place.value()
            editor.tie.blockSignals(True)
            editor.tie.setChecked(tied)
            editor.tie.blockSignals(False)

    def dragEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.mimeData().hasFormat(SIDE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.mimeData().hasFormat(SIDE_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if not event.mimeData().hasFormat(SIDE_MIME):
            return
        source = int(bytes(event.mimeData().data(SIDE_MIME)).decode())
        self.move(source, self.index_at(event.position().toPoint().y()))
        event.acceptProposedAction()

    def index_at(self, y: int) -> int:
        """The position a drop at height ``y`` lands on."""
        for n, editor in enumerate(self.editors):
            if y < editor.geometry().center().y():
                return n
        return len(self.editors) - 1


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
        self.title = QLabel("<b>New match</b>")
        self.played_at = QDateTimeEdit(QDateTime.currentDateTime(), calendarPopup=True)
        self.played_at.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.played_at.setToolTip("When the match was played; an earlier time re-rates what came after")
        self.panel = SidesPanel()
        self.add_side_button = QPushButton("+ Side")
        self.add_side_button.setToolTip("Add another side (Ctrl+Shift+N)")
        self.save_button = QPushButton("Save match")
        self.save_button.setDefault(True)
        self.save_button.setToolTip("Save (Enter in any field)")
        self.cancel_button = QPushButton("Cancel edit")
        self.cancel_button.hide()
        self.message = QLabel(wordWrap=True)
        self.message.setObjectName("match-form-message")
        self.prediction = QLabel()
        self.prediction.setObjectName("match-form-prediction")
        self.expected_outcome = QLabel(wordWrap=True)
        self.expected_outcome.setObjectName("match-form-expected-outcome")
        self.expected_outcome.setToolTip(
            "Glicko's expected outcome with both deviations (rating-update): "
            "1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time")
        self.expected_outcome.hide()

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(QLabel("Played"))
        head.addWidget(self.played_at)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_side_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
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
        self.games_button = QPushButton("Games…")
        self.games_button.setCheckable(True)
        self.games_button.setToolTip("Enter the individual games: each player's own score per game (Ctrl+G)")
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
            keys = [[n.casefold() for n in e.names()] for e in self.panel.editors]
            by_key = [{name.casefold(): score for name, score in game.items()} for game in games]
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
        return [{self.known.get(name.casefold(), name): score for name, score in game.items()} for game in games] or None

    def _game_problems(self) -> list[str]:
        if not self.games_button.isChecked():
            return []
        problems = self.games_editor.problems()
        games = self.games_editor.games()
        if games and not problems:
            played = {name.casefold() for game in games for name in game}
            idle = [n for e in self.panel.editors for n in e.names() if n.casefold() not in played]
            if idle:
                problems.append(f"{', '.join(idle)}: no score in any game (give one or take them off the match).")
        return problems

    # ---- data from the club ------------------------------------------------------------
    def set_players(self, names_by_id: dict[int, str]) -> None:
        """The club's (active) players, for completion and checking names."""
        self.known = {" ".join(n.split()).casefold(): pid for pid, n in names_by_id.items()}
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
                key = name.casefold()
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
            self.message.setText("New player" + ("s" if len(result.new_names) > 1 else "") + " will be added: " + ", ".join(result.new_names))
        else:
            self.message.setStyleSheet("")
            self.message.setText("" if typed else "Type the players of each side; Enter saves.")
        self.save_button.setEnabled(not result.errors)
        return result

    def sides(self) -> list[SideInput]:
        """The sides as league input (players by id when known, else by name)."""
        out = []
        for editor in self.panel.editors:
            players: list[int | str] = [self.known.get(n.casefold(), n) for n in editor.names()]
            out.append(SideInput(players, editor.place.value(), editor.score_value(), editor.team_id()))
        return out

    def show_expected_outcome(self, text: str) -> None:
        """Glicko's expected outcome of the match typed (empty: hidden)."""
        self.expected_outcome.setText(text)
        self.expected_outcome.setVisible(bool(text))

    def played_at_text(self) -> str:
        """The time played, as ISO text."""
        return self.played_at.dateTime().toString("yyyy-MM-ddTHH:mm:ss")

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
        self.title.setText("<b>New match</b>")
        self.cancel_button.hide()
        self.save_button.setText("Save match")
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
        if not keep_time:
            self.played_at.setDateTime(QDateTime.currentDateTime())
        self.panel.editors[0].players.setFocus()
        self.validate()

    def load(self, match: Match) -> None:
        """Fill the form with a past match to edit it."""
        self.clear(keep_time=True)
        self.editing = match
        self.title.setText(f"<b>Editing match #{match.id}</b>")
        self.save_button.setText("Save changes")
        self.cancel_button.show()
        while len(self.panel.editors) < len(match.sides):
            self.panel.add_side()
        for editor, side in zip(self.panel.editors, match.sides):
            editor.players.setText(", ".join(p.name for p in side.players))
            editor.score.setText(f"{side.score:g}" if side.score is not None else "")
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
        self.played_at.setDateTime(QDateTime.fromString(match.played_at[:19], Qt.DateFormat.ISODate)
                                   if "T" in match.played_at
                                   else QDateTime.fromString(match.played_at + "T12:00:00", Qt.DateFormat.ISODate))
        self.validate()

    def fill(self, sides: Sequence[Sequence[str]]) -> None:
        """Start a new match with these players on its sides (placements by position, to be set after the game)."""
        self.clear(keep_time=True)
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
