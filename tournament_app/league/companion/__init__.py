"""Sharing an event on the local network: its tokens, results reported from phones, and the organizer's decisions.

The web server (:mod:`tournament_app.web`) and the command line call this
package, never SQL: ``from tournament_app.league import companion`` then
``companion.share_event(club, event_id)``. The club file keeps it all
(migration ``0010_companion``): :mod:`.shares` an event's read and check-in
tokens, its rules and a random token per side of each match on the queue
(migration ``0018_report_sides``); :mod:`.reports` reports from phones, each
speaking for the side of its code (an inbox outside the undo log) and the organizer's
decisions (logged: undoing a confirm puts the report back to pending);
:mod:`.phone_checkin` checking in from a phone; :mod:`.values` what they return.
"""

from __future__ import annotations

from .decisions import confirm_report, reject_report
from .inbox import one_device_for_sides, pending_reports, report
from .phone_checkin import check_in_by_phone, checkin_candidates
from .reports import submit_report
from .shares import (
    event_for_checkin_token,
    event_for_read_token,
    event_share,
    report_tokens,
    revision,
    set_share_rules,
    share_event,
    stop_sharing,
)
from .targets import ReportRefused, report_target
from .values import ACCEPT_RULES, REPORT_STATUSES, Report, ReportSide, ReportTarget, Share

__all__ = [
    "ACCEPT_RULES",
    "REPORT_STATUSES",
    "Report",
    "ReportRefused",
    "ReportSide",
    "ReportTarget",
    "Share",
    "check_in_by_phone",
    "checkin_candidates",
    "confirm_report",
    "event_for_checkin_token",
    "event_for_read_token",
    "event_share",
    "one_device_for_sides",
    "pending_reports",
    "reject_report",
    "report",
    "report_target",
    "report_tokens",
    "revision",
    "set_share_rules",
    "share_event",
    "stop_sharing",
    "submit_report",
]
