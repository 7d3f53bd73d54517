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

from ..matches.games_editor import parse_score


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
        self.setWindowTitle(f"Initial rating of {player}")
        self.default = default
        #: what to store: (mu, sigma or None) or None for "the system's default"
        self.value: tuple[float, float | None] | None = current
        intro = QLabel(
            f"Where {player} starts on <b>{leaderboard}</b> before their first match there, "
            f"instead of the system's {default[0]:g} ± {default[1]:g}. Ratings are replayed from their first match."
        )
        intro.setWordWrap(True)
        self.mu = QLineEdit(f"{current[0]:g}" if current else "")
        self.mu.setObjectName("initial-mu")
        self.mu.setAccessibleName("Starting rating")
        self.mu.setPlaceholderText(f"{default[0]:g}")
        self.sigma = QLineEdit(f"{current[1]:g}" if current and current[1] is not None else "")
        self.sigma.setObjectName("initial-sigma")
        self.sigma.setAccessibleName("Uncertainty")
        self.sigma.setPlaceholderText(f"{default[1]:g} (the system's default)")
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet("color: #c0392b")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.use_default = QPushButton("Use the system's default")
        self.use_default.setEnabled(current is not None)
        self.buttons.addButton(self.use_default, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.use_default.clicked.connect(self._use_default)
        form = QFormLayout()
        form.addRow("Starting rating (μ)", self.mu)
        form.addRow("Uncertainty (σ)", self.sigma)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def _accept(self) -> None:
        mu = parse_score(self.mu.text())
        if mu is None:
            self.error.setText("The starting rating must be a number.")
            self.mu.setFocus()
            return
        sigma: float | None = None
        if self.sigma.text().strip():
            sigma = parse_score(self.sigma.text())
            if sigma is None or sigma <= 0:
                self.error.setText("The uncertainty must be a number greater than 0 (or empty for the default).")
                self.sigma.setFocus()
                return
        self.value = (mu, sigma)
        self.accept()

    def _use_default(self) -> None:
        self.value = None
        self.accept()
