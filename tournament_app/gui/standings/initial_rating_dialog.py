"""Setting a player's starting rating on a leaderboard (e.g. from an outside rank or rating)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..common.accessible import describe_buttons, described, named
from ..matches.games_editor import parse_score
from ...translation import translate


class InitialRatingDialog(QDialog):
    """μ and (optionally) σ a player starts from; "Use default" removes a starting rating."""

    def __init__(
        self,
        player: str,
        leaderboard: str,
        current: tuple[float, float | None] | None,
        default: tuple[float, float],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("standings.initial_rating_dialog", "Initial rating of {player}").format(player=player))
        self.default = default
        #: what to store: (mu, sigma or None) or None for "the system's default"
        self.value: tuple[float, float | None] | None = current
        intro = QLabel(
            translate("standings.initial_rating_dialog", "Where {player} starts on <b>{leaderboard}</b> before their first match there, instead of the system's {value:g} ± {value2:g}. Ratings are replayed from their first match.").format(player=player, leaderboard=leaderboard, value=default[0], value2=default[1])
        )
        intro.setWordWrap(True)
        self.mu = QLineEdit(f"{current[0]:g}" if current else "")
        self.mu.setObjectName("initial-mu")
        named(self.mu, translate("standings.initial_rating_dialog", "Starting rating"), translate("standings.initial_rating_dialog", "Type the rating μ the player starts with; empty uses the system's default."))
        self.mu.setPlaceholderText(f"{default[0]:g}")
        self.sigma = QLineEdit(f"{current[1]:g}" if current and current[1] is not None else "")
        self.sigma.setObjectName("initial-sigma")
        named(self.sigma, translate("standings.initial_rating_dialog", "Uncertainty"), translate("standings.initial_rating_dialog", "Type how unsure the starting rating is (σ); empty uses the system's default."))
        self.sigma.setPlaceholderText(translate("standings.initial_rating_dialog", "{value:g} (the system's default)").format(value=default[1]))
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet("color: #c0392b")
        self.buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
        self.use_default = described(QPushButton(translate("standings.initial_rating_dialog", "Use the system's default")), translate("standings.initial_rating_dialog", "Forgets this player's starting rating."))
        self.use_default.setEnabled(current is not None)
        self.buttons.addButton(self.use_default, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.use_default.clicked.connect(self._use_default)
        form = QFormLayout()
        form.addRow(translate("standings.initial_rating_dialog", "Starting rating (μ)"), self.mu)
        form.addRow(translate("standings.initial_rating_dialog", "Uncertainty (σ)"), self.sigma)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def _accept(self) -> None:
        mu = parse_score(self.mu.text())
        if mu is None:
            self.error.setText(translate("standings.initial_rating_dialog", "The starting rating must be a number."))
            self.mu.setFocus()
            return
        sigma: float | None = None
        if self.sigma.text().strip():
            sigma = parse_score(self.sigma.text())
            if sigma is None or sigma <= 0:
                self.error.setText(translate("standings.initial_rating_dialog", "The uncertainty must be a number greater than 0 (or empty for the default)."))
                self.sigma.setFocus()
                return
        self.value = (mu, sigma)
        self.accept()

    def _use_default(self) -> None:
        self.value = None
        self.accept()
