"""Export for a spreadsheet in the reader's language (opt-in): the locale's decimal sign, separator, days and titles.

The standard CSV keeps the documented contract (English column names, ISO
days, "." decimals) that scripts read; this form is for a person who opens
the file in a German or French spreadsheet, where "27.53" would be a date
and "," separates no columns.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QLocale

from .date_fields import date_format
from ...league import STANDINGS_COLUMNS, SpreadsheetForm
from ...translation import QT_TRANSLATE_NOOP, translate

#: the standings columns' titles for people (translated when the file is written)
TITLES = {
    "rank": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Rank"),
    "player": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Player"),
    "mu": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Skill μ"),
    "sigma": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Uncertainty σ"),
    "conservative": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Conservative"),
    "display": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Rating"),
    "games": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Games"),
    "wins": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Wins"),
    "last_played": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "Last played"),
    "mu_exact": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "μ (every digit)"),
    "sigma_exact": QT_TRANSLATE_NOOP("common.spreadsheet_csv", "σ (every digit)"),
}


def standard_filter() -> str:
    """The save dialog's choice for the documented CSV (scripts, other programs)."""
    return translate("common.spreadsheet_csv", "CSV file (*.csv)")


def spreadsheet_filter() -> str:
    """The save dialog's choice for a spreadsheet in the reader's language."""
    return translate("common.spreadsheet_csv", "CSV for a spreadsheet in your language: its numbers and dates (*.csv)")


def spreadsheet_form() -> SpreadsheetForm:
    """The form the app's locale gives a spreadsheet CSV: "," decimals and ";" columns in German, French..."""
    locale = QLocale()
    decimal = locale.decimalPoint() or "."
    shown = date_format()  # four-digit years: a spreadsheet reads 05.03.24 as a guess

    def day(iso: str) -> str:
        when = QDate.fromString(iso[:10], "yyyy-MM-dd")
        return locale.toString(when, shown) if when.isValid() else iso

    return SpreadsheetForm(
        decimal=decimal,
        separator=";" if decimal == "," else ",",
        day=day,
        headers=[translate("common.spreadsheet_csv", TITLES[c]) if c in TITLES else c for c in STANDINGS_COLUMNS],  # a new column: its key
    )
