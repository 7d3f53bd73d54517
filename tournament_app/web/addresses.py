"""The companion's addresses: one place spells how a page's, a report form's and check-in's URLs are made."""

from __future__ import annotations


def view_address(base: str, read_token: str) -> str:
    """The shared event's pages (the tables page first)."""
    return f"{base}/e/{read_token}/"


def screen_address(base: str, read_token: str) -> str:
    """The TV view of the shared event."""
    return f"{view_address(base, read_token)}screen"


def report_address(base: str, report_token: str) -> str:
    """One match's report form (printed on its score slip)."""
    return f"{base}/r/{report_token}"


def checkin_address(base: str, checkin_token: str) -> str:
    """Check-in by phone."""
    return f"{base}/c/{checkin_token}"
