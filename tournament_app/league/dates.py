"""Parsing the dates people type or import into one sortable ISO form."""

from __future__ import annotations

from datetime import date, datetime, timezone

from ..messages import MessageText, translate
from .errors import LeagueError


def normalize_moment(value: str | date | datetime) -> str:
    """ISO 8601 date or date-time -> 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS' (UTC if zoned).

    Strings of both forms sort correctly against each other as text.
    """
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, date):
        return value.isoformat()
    else:
        text = str(value).strip()
        if not text:
            raise LeagueError(translate("league.dates", "A date is required (ISO 8601, e.g. 2024-03-15 or 2024-03-15T19:30)."))
        try:
            if len(text) == 10:
                return date.fromisoformat(text).isoformat()
            moment = datetime.fromisoformat(text.replace(" ", "T", 1) if " " in text[:11] else text)
        except ValueError:
            raise LeagueError(translate(
                "league.dates", "'{date}' is not an ISO 8601 date (expected e.g. 2024-03-15 or 2024-03-15T19:30)."
            ).format(date=_shown(text))) from None
    if moment.tzinfo is not None:
        try:
            moment = moment.astimezone(timezone.utc).replace(tzinfo=None)
        except (OverflowError, ValueError):
            # 0001-01-01T00:00+01:00 is in year 0 in UTC, 9999-12-31T23:00-02:00 in year 10000
            raise LeagueError(translate(
                "league.dates", "'{date}' is outside the dates the app can store (years 1 to 9999 in UTC)."
            ).format(date=_shown(str(value)))) from None
    return moment.replace(microsecond=0).isoformat()


def _shown(text: str) -> MessageText:
    text = text.strip()
    if len(text) <= 40:
        return text
    return translate("league.dates", "{start}… ({count} characters)").format(start=text[:30], count=len(text))


def now_moment() -> str:
    """The current local time in the stored form."""
    return datetime.now().replace(microsecond=0).isoformat()
