"""The first-run welcome: four ways to start, each leading somewhere real."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget
from ...translation import translate
from ..common.contrast import muted_style

DEMO, NEW, OPEN, IMPORT = "demo", "new", "open", "import"


class WelcomeDialog(QDialog):
    """Asks a new user how to begin; ``choice`` holds the answer after exec()."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell.welcome", "Welcome to Tournament App"))
        self.choice: str | None = None
        title = QLabel(translate("shell.welcome", "<h2>Welcome!</h2>"))
        text = QLabel(
            translate("shell.welcome", "Tournament App keeps your club's players and results in one file on this computer "
            "and rates everyone after every match. How would you like to start?"),
            wordWrap=True,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(text)
        self.buttons: dict[str, QPushButton] = {}
        for key, label, tip in (
            (DEMO, translate("shell.welcome", "Open the demo club"), translate("shell.welcome", "A season of 18 players, in a club file of its own, to look around")),
            (NEW, translate("shell.welcome", "Start a new club"), translate("shell.welcome", "Begin with no players; add them as they arrive")),
            (OPEN, translate("shell.welcome", "Open a database…"), translate("shell.welcome", "Open a club file you already have")),
            (IMPORT, translate("shell.welcome", "Import results from CSV…"), translate("shell.welcome", "Start from results kept in a spreadsheet")),
        ):
            button = QPushButton(label)
            button.setToolTip(tip)
            button.setMinimumHeight(38)
            button.clicked.connect(lambda _c=False, k=key: self._choose(k))
            hint = QLabel(tip)
            hint.setObjectName("welcome-hint")
            hint.setStyleSheet(muted_style(self.palette()))  # secondary, yet 4.5:1 (palette(mid) was 1.7:1)
            hint.setAlignment(Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(button)
            layout.addWidget(hint)
            self.buttons[key] = button
        self.buttons[DEMO].setDefault(True)
        self.setMinimumWidth(460)

    def _choose(self, key: str) -> None:
        self.choice = key
        self.accept()
