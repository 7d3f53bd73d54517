"""The result of one match of an event, entered (or corrected) from the bracket or the score table.

One button per side ("Ann won"), optional scores, OK/Cancel. The result is
checked by the league's one rule (the score decides; a knockout match takes
no draw) and a refusal is said inside the dialog before anything is saved.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...league import MAX_SCORE, CheckedResult, LeagueError, check_result, tournament
from ..common.accessible import describe_buttons, named
from ..common.dialog_fit import grow_to_fit
from ..common.score_field import ScoreField
from .texts import fixture_title, result_words
from ...translation import translate

#: a chosen winner (or draw) is plain to see, not just a pressed-in button
CHOSEN_STYLE = ("QPushButton:checked { background: #2e7d32; color: white; font-weight: bold; "
                "border: 2px solid #1b5e20; border-radius: 4px; }")



class ResultDialog(QDialog):
    """Who won one match (and the scores, if wanted); a knockout match takes no draw.

    Accepted, :meth:`ranks` and :meth:`scores` give the result in the
    match's side order.
    """

    def __init__(self, fixture: tournament.FixtureView, knockout: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fixture = fixture
        self.knockout = knockout
        #: the result as the league's rule read it (set when it is checked)
        self.checked: CheckedResult | None = None
        self.setWindowTitle(translate("tournament.result_dialog", "Result of match {id}").format(id=fixture.id))
        self.setObjectName("event-result-dialog")
        names = [name or "?" for name in fixture.entrants]
        self.names = names
        title = QLabel(translate("tournament.result_dialog", "<b>{fixture_title}</b>: {value} v {value2}").format(fixture_title=fixture_title(fixture), value=names[0], value2=names[1]))
        title.setTextFormat(Qt.TextFormat.RichText)
        title.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        if fixture.ranks is not None:
            before = QLabel(translate("tournament.result_dialog", "Recorded now: {result_words}. Saving changes it.").format(result_words=result_words(fixture)))
            before.setWordWrap(True)
            layout.addWidget(before)

        self.won_buttons: list[QPushButton] = []
        self.draw_button: QPushButton | None = None
        buttons_row = QHBoxLayout()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.1)
        for n, name in enumerate(names):
            button = QPushButton(translate("tournament.result_dialog", "{name} won").format(name=name).replace("&", "&&"))
            named(button, translate("tournament.result_dialog", "{name} won").format(name=name), translate("tournament.result_dialog", "Chooses this side as the winner; Enter then saves."))
            button.setObjectName(f"won-{n + 1}")
            button.setCheckable(True)
            button.setAutoDefault(False)  # Enter saves (OK); Space chooses the winner
            button.setMinimumHeight(40)
            button.setFont(big)
            button.setStyleSheet(CHOSEN_STYLE)
            button.toggled.connect(lambda on, side=n: self._chosen(side, on))
            buttons_row.addWidget(button)
            self.won_buttons.append(button)
        if not knockout:
            self.draw_button = QPushButton(translate("tournament.result_dialog", "Draw"))
            named(self.draw_button, translate("tournament.result_dialog", "Draw"), translate("tournament.result_dialog", "Chooses a draw; Enter then saves."))
            self.draw_button.setCheckable(True)
            self.draw_button.setAutoDefault(False)
            self.draw_button.setMinimumHeight(40)
            self.draw_button.setFont(big)
            self.draw_button.setStyleSheet(CHOSEN_STYLE)
            self.draw_button.toggled.connect(lambda on: self._chosen(-1, on))
            buttons_row.addWidget(self.draw_button)
        layout.addLayout(buttons_row)

        grid = QGridLayout()
        grid.addWidget(QLabel(translate("tournament.result_dialog", "Score (optional)")), 0, 0, 1, 2)
        self.score_fields: list[ScoreField] = []
        for n, name in enumerate(names):
            field = ScoreField()
            named(field, translate("tournament.result_dialog", "{name} score").format(name=name), translate("tournament.result_dialog", "Type the side's score, if the game keeps one."))
            label = QLabel(name)
            label.setBuddy(field)
            grid.addWidget(label, n + 1, 0)
            grid.addWidget(field, n + 1, 1)
            self.score_fields.append(field)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)

        self.problem = QLabel("")
        self.problem.setObjectName("result-problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("QLabel#result-problem { color: #b71c1c; font-weight: bold; }")
        self.problem.setAccessibleName(translate("tournament.result_dialog", "Problem"))
        self.problem.hide()
        layout.addWidget(self.problem)

        self.box = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setAccessibleName(translate("tournament.result_dialog", "OK"))
        ok.setDefault(True)
        self.box.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(translate("tournament.result_dialog", "Cancel"))
        self.box.accepted.connect(self.try_accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)

        self._fill(fixture)
        self.setMinimumWidth(max(420, self.sizeHint().width()))
        self.won_buttons[0].setFocus()

    def _fill(self, fixture: tournament.FixtureView) -> None:
        """Start from the recorded result when correcting one."""
        if fixture.scores is not None:
            for field, score in zip(self.score_fields, fixture.scores):
                if score is not None:
                    field.setValue(score)
        if fixture.ranks is not None:
            a, b = fixture.ranks
            if a != b:
                self.won_buttons[0 if a < b else 1].setChecked(True)
            elif self.draw_button is not None:
                self.draw_button.setChecked(True)

    def _chosen(self, side: int, on: bool) -> None:
        """One choice at a time: choosing a winner (or a draw) unchooses the others; the chosen one reads "✓ ..."."""
        button = self.draw_button if side == -1 else self.won_buttons[side]
        if button is not None:
            plain = button.accessibleName().replace("&", "&&")
            button.setText(f"✓ {plain}" if on else plain)
        if not on:
            return
        for n, button in enumerate(self.won_buttons):
            if n != side and button.isChecked():
                button.setChecked(False)
        if side != -1 and self.draw_button is not None and self.draw_button.isChecked():
            self.draw_button.setChecked(False)
        self.problem.hide()

    def winner(self) -> int | None:
        """The side chosen as winner (0 or 1), -1 for a draw, None when nothing is chosen."""
        for n, button in enumerate(self.won_buttons):
            if button.isChecked():
                return n
        if self.draw_button is not None and self.draw_button.isChecked():
            return -1
        return None

    def scores(self) -> list[float | None] | None:
        """The scores typed, in side order (None when none was typed)."""
        values = [field.score() for field in self.score_fields]
        return None if all(v is None for v in values) else values

    def ranks(self) -> list[int]:
        """Places in side order (1 = the winner), from the chosen winner, else from the scores (once checked)."""
        if self.checked is None:
            self.problem_text()
        assert self.checked is not None
        return list(self.checked.ranks)

    def _chosen_ranks(self) -> list[int] | None:
        chosen = self.winner()
        if chosen is None:
            return None
        return [1, 1] if chosen == -1 else [1 if n == chosen else 2 for n in range(2)]

    def problem_text(self) -> str | None:
        """Why the result can't be saved as entered, in the league's words (None: it can)."""
        try:
            self.checked = check_result(self._chosen_ranks(), self.scores(), draw_allowed=not self.knockout, names=self.names)
        except LeagueError as exc:
            self.checked = None
            return str(exc)
        return None

    def try_accept(self) -> None:
        """OK: save when the result makes sense, else say why in the dialog and keep it open."""
        problem = self.problem_text()
        if problem is None:
            self.accept()
            return
        self.problem.setText(problem)
        self.problem.show()
        grow_to_fit(self)
