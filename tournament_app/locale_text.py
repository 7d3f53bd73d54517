"""Numbers, dates, placements and names the way the app's language writes and sorts them (QLocale, QCollator).

The one home of these helpers for the window and the printouts alike (Qt Core
only, like :mod:`tournament_app.translation`; lupdate scans it). The default
QLocale is set by :func:`tournament_app.translation.install` (the system's, or
the language chosen in View ▸ Language). CSV files and the command line's
output never come here: their contract is ISO dates and '.' decimals.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from PySide6.QtCore import QCollator, QCollatorSortKey, QDate, QDateTime, QLocale, Qt, QTime

from .translation import translate


def _locale() -> QLocale:
    """The app's locale, never with group separators (a rating reads 1500, also where no language was installed)."""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale


def number(value: float, decimals: int = 2) -> str:
    """``value`` with ``decimals`` digits after the locale's decimal sign (no group separators)."""
    return _locale().toString(float(value), "f", decimals)


def short_number(value: float) -> str:
    """``value`` with as few digits as it needs (like ``{:g}``), in the locale's form."""
    return _locale().toString(float(value), "g", 6)


def signed(value: float, digits: int = 2) -> str:
    """A change with its sign: "+0,25", "−0,50" (a real minus), "±0,00" when it shows as zero."""
    shown = number(abs(value), digits)
    if shown == number(0.0, digits):
        return f"±{shown}"
    return f"+{shown}" if value > 0 else f"−{shown}"


def percent(share: float, decimals: int = 0) -> str:
    """A share of 0..1 as a percentage: "57%" (German "57 %", the language's spacing)."""
    #: Translators: a percentage; put the language's space before % if it has one
    return translate("locale_text", "{percent}%").format(percent=number(share * 100, decimals))


def chance_text(probabilities: tuple[float, ...] | list[float]) -> str:
    """Each side's chance to win, side by side: "52% – 48%"."""
    return " – ".join(percent(p) for p in probabilities)


def integer(value: int) -> str:
    """A count in the locale's digits."""
    return QLocale().toString(int(value))


def _moment(moment: str) -> datetime | None:
    try:
        return datetime.fromisoformat(moment)
    except ValueError:
        return None


def date_text(moment: str | None, empty: str = "—") -> str:
    """An ISO date (or date-time: its day) in the locale's short form; ``empty`` when there is none.

    Text that is no ISO date is shown as it is.
    """
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


def ordinal(rank: int) -> str:
    """A placement: 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd' in English; each language words its own."""
    if 10 <= rank % 100 <= 20 or rank % 10 not in (1, 2, 3):
        #: Translators: a placement such as 4th, 11th (German "{rank}.")
        return translate("locale_text", "{rank}th").format(rank=rank)
    if rank == 1:
        #: Translators: first place alone (French "1er", where 21st is "21e")
        return translate("locale_text", "{rank}st", "first place").format(rank=rank)
    if rank % 10 == 1:
        #: Translators: a placement such as 21st, 31st
        return translate("locale_text", "{rank}st").format(rank=rank)
    if rank % 10 == 2:
        #: Translators: a placement such as 2nd, 22nd
        return translate("locale_text", "{rank}nd").format(rank=rank)
    #: Translators: a placement such as 3rd, 23rd
    return translate("locale_text", "{rank}rd").format(rank=rank)


@lru_cache(maxsize=8)
def _collator(locale_name: str) -> QCollator:
    collator = QCollator(QLocale(locale_name))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return collator


def name_key(name: str) -> QCollatorSortKey:
    """A sort key that orders names as the locale does ("Özil" with the O's in German)."""
    return _collator(QLocale().name()).sortKey(name)
