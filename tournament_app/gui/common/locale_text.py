"""Numbers, dates and names the way the app's language writes and sorts them (QLocale, QCollator).

The default QLocale is set by tournament_app.translation.install (the system's,
or the language chosen in View ▸ Language). CSV files and the command line
never come here: their contract is ISO dates and '.' decimals.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from PySide6.QtCore import QCollator, QCollatorSortKey, QDate, QDateTime, QLocale, Qt, QTime


def number(value: float, decimals: int = 2) -> str:
    """``value`` with ``decimals`` digits after the locale's decimal sign (no group separators)."""
    return QLocale().toString(float(value), "f", decimals)


def short_number(value: float) -> str:
    """``value`` with as few digits as it needs (like ``{:g}``), in the locale's form."""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "g", 6)


def integer(value: int) -> str:
    """A count in the locale's digits."""
    return QLocale().toString(int(value))


def _moment(moment: str) -> datetime | None:
    try:
        return datetime.fromisoformat(moment)
    except ValueError:
        return None


def date_text(moment: str | None, empty: str = "—") -> str:
    """An ISO date (or date-time: its day) in the locale's short form; ``empty`` when there is none."""
    when = _moment(moment) if moment else None
    if when is None:
        return moment or empty
    return QLocale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.ShortFormat)


def date_time_text(moment: str | None, empty: str = "—") -> str:
    """An ISO date-time in the locale's short form (a date alone shows as a date)."""
    if not moment:
        return empty
    when = _moment(moment)
    if when is None:
        return moment
    if "T" not in moment and " " not in moment.strip():
        return date_text(moment, empty)
    day = QDate(when.year, when.month, when.day)
    return QLocale().toString(QDateTime(day, QTime(when.hour, when.minute)), QLocale.FormatType.ShortFormat)


def month_name(month: int) -> str:
    """The short name of ``month`` (1–12) in the locale's language."""
    return QLocale().monthName(month, QLocale.FormatType.ShortFormat)


@lru_cache(maxsize=8)
def _collator(locale_name: str) -> QCollator:
    collator = QCollator(QLocale(locale_name))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return collator


def name_key(name: str) -> QCollatorSortKey:
    """A sort key that orders names as the locale does ("Özil" with the O's in German)."""
    return _collator(QLocale().name()).sortKey(name)
