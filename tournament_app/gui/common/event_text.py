"""How the lists and choosers name an event: "Spring cup — 01.06.24", the day in the locale's short form."""

from __future__ import annotations

from ...league import Event
from ...locale_text import date_text


def event_name(event: Event) -> str:
    """"name — day" (the day once: a name that holds its ISO day is shown alone)."""
    day = event.date[:10]
    return event.name if day in event.name else f"{event.name} — {date_text(day)}"


__all__ = ["event_name"]
