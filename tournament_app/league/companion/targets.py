"""The match behind a report token: who plays, at which table, whether it can still take a report."""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..club import Club
from ..errors import LeagueError, NotFoundError
from ..night.reading import find_drawn
from ..night.values import NightMatch
from ..tournament.progress import KNOCKOUT_BRACKETS
from .shares import LIVE_STATUSES, event_share, token_match
from .values import ReportSide, ReportTarget


class ReportRefused(LeagueError):
    """A report, decision or phone check-in that is refused; its message says why, and nothing was stored."""


@dataclass(frozen=True)
class LiveMatch:
    """A queue row as the companion needs it."""

    event_id: int
    event_name: str
    match: NightMatch
    #: the event's fixture played on this queue row (None for a club night's match)
    fixture_id: int | None
    draw_allowed: bool
    round_started: bool
    event_finished: bool

    @property
    def sides(self) -> tuple[ReportSide, ...]:
        return tuple(ReportSide(tuple(ids), tuple(names)) for ids, names in zip(self.match.player_ids, self.match.sides))

    @property
    def open(self) -> bool:
        """The match can take a result now."""
        return self.match.status in LIVE_STATUSES and self.round_started and not self.event_finished

    def where(self) -> str:
        """"Table 3", or "match 12" while it waits for a table (for step labels and messages)."""
        return self.match.table if self.match.table else f"match {self.match.id}"


def live_match(club: Club, drawn_match_id: int) -> LiveMatch | None:
    """The queue row ``drawn_match_id`` with its event, or None if it is gone."""
    try:
        event_id, match = find_drawn(club, drawn_match_id)
    except NotFoundError:
        return None
    row = club.db.execute("SELECT e.name, e.finished_at, r.started_at FROM drawn_matches d "
                          "JOIN events e ON e.id = d.event_id JOIN drawn_rounds r ON r.id = d.round_id WHERE d.id = ?",
                          [drawn_match_id]).fetchone()
    if row is None:  # pragma: no cover - find_drawn found it a moment ago
        return None
    fixture = club.db.execute("SELECT id, bracket FROM fixtures WHERE drawn_match_id = ?", [drawn_match_id]).fetchone()
    knockout = fixture is not None and fixture[1] in KNOCKOUT_BRACKETS
    return LiveMatch(event_id, str(row[0]), match, int(fixture[0]) if fixture else None, not knockout,
                     row[2] is not None, row[1] is not None)


def match_for_token(club: Club, token: str) -> tuple[LiveMatch, int | None] | None:
    """The match a report token stands for while its event is shared, with the side it reports for; or None."""
    found = token_match(club, token)
    if found is None:
        return None
    share = event_share(club, found[0])
    if share is None or not share.active:
        return None
    live = live_match(club, found[1])
    return (live, found[2]) if live is not None else None


def report_target(club: Club, token: str) -> ReportTarget | None:
    """What the report form for this token shows, or None (unknown or outdated token, or the event isn't shared)."""
    found = match_for_token(club, token)
    if found is None:
        return None
    live, side = found
    return ReportTarget(live.event_id, live.event_name, live.match.id, live.match.table, live.sides,
                        live.draw_allowed, live.open, side)


def sides_of_token(club: Club, token: str) -> tuple[tuple[int, ...], ...] | None:
    """The player ids per side a token was made for (None once it was replaced)."""
    row = club.db.execute("SELECT sides FROM report_tokens WHERE token = ?", [token]).fetchone()
    return tuple(tuple(int(p) for p in side) for side in json.loads(row[0])) if row else None
