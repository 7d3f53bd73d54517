"""Leaderboard ▸ New leaderboard… and Settings…: the rating system, its parameters and the display scale."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QDoubleValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...league import DISPLAY_SCALES, Leaderboard, rating_systems
from ..common.system_titles import system_title
from ..common.accessible import describe_buttons, named
from ...translation import QT_TRANSLATE_NOOP, translate

#: the titles and help are translated where shown (_text)
SCALE_TITLES = {
    "auto": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "Automatic (0–10000 for Weng-Lin, the rating itself for Glicko/Elo)"),
    "logistic": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "0–10000 (Battlesnake's logistic scale)"),
    "conservative": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "Conservative estimate (μ − kσ)"),
    "mu": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "The rating μ itself"),
}

PARAM_HELP = {
    "mu": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "a new player's rating"),
    "sigma": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "a new player's uncertainty"),
    "beta": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "how much luck decides a game"),
    "kappa": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "smallest share of σ² a match may keep"),
    "tau": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "uncertainty added before every match"),
    "tau_day": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "uncertainty added per idle day (inactivity decay)"),
    "damping": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "Weng-Lin γ damping of σ (off in o!TR)"),
    "weight_a": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "share of Method A (games played); Method B gets the rest"),
    "standard_games": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "games of a typical match (longer ones count more)"),
    "game_exponent": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "how strongly match length scales the change"),
    "volatility_growth": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "σ² added per idle week"),
    "decay_days": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "idle days before the rating starts to drop"),
    "decay_rate": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "rating lost per idle week after that"),
    "decay_floor": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "the rating never decays below this"),
    "c": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "deviation growth per idle period"),
    "period_days": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "length of an idle period in days"),
    "k": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "how far one game moves a rating"),
    "floor": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "lowest rating (empty: none)"),
    "decay_points": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "points lost per idle period"),
    "decay_period_days": QT_TRANSLATE_NOOP("standings.leaderboard_dialog", "length of an idle period in days"),
}


def _text(text: str) -> str:
    """A title or help text of the tables above in the app's language."""
    return translate("standings.leaderboard_dialog", text) if text else text


class LeaderboardDialog(QDialog):
    """Name, rating system, its parameters and the display scale of a leaderboard."""

    def __init__(self, leaderboard: Leaderboard | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("standings.leaderboard_dialog", "Leaderboard settings") if leaderboard else translate("standings.leaderboard_dialog", "New leaderboard"))
        self.systems = rating_systems()
        self.name = named(QLineEdit(leaderboard.name if leaderboard else ""), translate("standings.leaderboard_dialog", "Leaderboard name"),
                          translate("standings.leaderboard_dialog", "Type the leaderboard's name, e.g. the discipline it rates."))
        self.name.setPlaceholderText(translate("standings.leaderboard_dialog", "e.g. Doubles, Chess blitz"))
        self.system = named(QComboBox(), translate("standings.leaderboard_dialog", "Rating system"), translate("standings.leaderboard_dialog", "Pick how matches change the ratings."))
        for name, _title, _defaults in self.systems:
            self.system.addItem(system_title(name), name)
        self.scale = named(QComboBox(), translate("standings.leaderboard_dialog", "Display"), translate("standings.leaderboard_dialog", "Pick the scale the ratings are shown on."))
        for scale in DISPLAY_SCALES:
            self.scale.addItem(_text(SCALE_TITLES[scale]), scale)
        self.params_box = QGroupBox(translate("standings.leaderboard_dialog", "Parameters"))
        self.params_form = QFormLayout(self.params_box)
        self.fields: dict[str, QWidget] = {}
        self.warning = QLabel(wordWrap=True)
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet("color: #c0392b")
        buttons = describe_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("standings.leaderboard_dialog", "Name"), self.name)
        form.addRow(translate("standings.leaderboard_dialog", "Rating system"), self.system)
        form.addRow(translate("standings.leaderboard_dialog", "Display"), self.scale)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.params_box)
        layout.addWidget(self.warning)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._original = leaderboard
        if leaderboard is not None:
            self.system.setCurrentIndex(max(0, self.system.findData(leaderboard.system)))
            self.scale.setCurrentIndex(max(0, self.scale.findData(leaderboard.display_scale)))
        self._build_fields(leaderboard.params if leaderboard else {})
        self.system.currentIndexChanged.connect(lambda _i: self._build_fields({}))
        self.setMinimumWidth(460)

    def _defaults(self) -> dict[str, Any]:
        return dict(self.systems[self.system.currentIndex()][2])

    def _build_fields(self, values: dict[str, Any]) -> None:
        while self.params_form.rowCount():
            self.params_form.removeRow(0)
        self.fields = {}
        for key, default in self._defaults().items():
            value = values.get(key, default)
            if isinstance(default, bool):
                box = QCheckBox()
                box.setChecked(bool(value))
                field: QWidget = box
            else:
                line = QLineEdit("" if value is None else f"{value:g}")
                line.setValidator(QDoubleValidator())
                if default is None:
                    line.setPlaceholderText(translate("standings.leaderboard_dialog", "none"))
                field = line
            field.setToolTip(_text(PARAM_HELP[key]) if key in PARAM_HELP else key)
            field.setAccessibleName(key)
            field.setAccessibleDescription(_text(PARAM_HELP.get(key, "")))
            self.fields[key] = field
            self.params_form.addRow(f"{key} — {_text(PARAM_HELP.get(key, ''))}", field)
        if self._original is not None:
            self.warning.setText(translate("standings.leaderboard_dialog", "Changing the rating system or its parameters re-rates every match of this leaderboard."))

    def values(self) -> tuple[str, str, dict[str, Any], str]:
        """(name, system, parameters that differ from the defaults, display scale)."""
        defaults = self._defaults()
        params: dict[str, Any] = {}
        for key, field in self.fields.items():
            if isinstance(field, QCheckBox):
                value: Any = field.isChecked()
            else:
                text = field.text().strip().replace(",", ".")  # type: ignore[attr-defined]
                value = float(text) if text else None
            if value != defaults[key]:
                params[key] = value
        return self.name.text().strip(), str(self.system.currentData()), params, str(self.scale.currentData())

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(translate("standings.leaderboard_dialog", "The leaderboard needs a name."))
            return
        try:
            self.values()
        except ValueError:
            self.error.setText(translate("standings.leaderboard_dialog", "Every parameter must be a number."))
            return
        self.accept()
