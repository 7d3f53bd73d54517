"""Date and date-time fields in the language's own order (issue 19): German 23.08.2026, English 8/23/2026.

The fields show the locale's short date with a four-digit year (a two-digit
year is ambiguous to type and to read back) and, for a date-time, the locale's
short time. The stored values stay ISO: only what a person sees and types follows
the language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QDateEdit, QDateTimeEdit, QWidget


def date_format() -> str:
    """The locale's short date format with a four-digit year ("dd.MM.yy" -> "dd.MM.yyyy")."""
    shown = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in shown:
        shown = re.sub(r"(?<!y)yy(?!y)", "yyyy", shown)
    return shown


def time_format() -> str:
    """The locale's short time format (hours and minutes)."""
    return QLocale().timeFormat(QLocale.FormatType.ShortFormat)


def date_time_format() -> str:
    """The locale's short date (four-digit year) and short time."""
    return f"{date_format()} {time_format()}"


def date_field(day: QDate | None = None, parent: QWidget | None = None) -> QDateEdit:
    """A date field with a calendar, shown in the locale's short form."""
    edit = QDateEdit(parent) if day is None else QDateEdit(day, parent)
    edit.setDisplayFormat(date_format())
    edit.setCalendarPopup(True)
    return edit


def show_locale_date_time(edit: QDateTimeEdit) -> None:
    """Show ``edit`` (a date-time field) in the locale's short date and time."""
    edit.setDisplayFormat(date_time_format())
