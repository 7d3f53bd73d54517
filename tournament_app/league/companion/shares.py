"""Sharing an event: its read and check-in tokens, its rules, and a random report token per side of each match on
the queue.

Tokens are random (:func:`secrets.token_urlsafe`), never derived from ids,
and kept in the club file, so links and printed codes stay valid across
restarts. None of these rows is in the undo log: switching sharing on or
off, or minting a match's token, is not a step the organizer undoes.
"""

from __future__ import annotations

import json
import secrets

from ...messages import translate
from ..club import Club
from ..errors import LeagueError
from ..night.values import now_text
from .values import ACCEPT_RULES, Share

#: bytes of randomness per token (the text is about 4/3 as long)
TOKEN_BYTES = 24

#: queue rows that can still take a result
LIVE_STATUSES = ("queued", "called", "playing")


def new_token() -> str:
    """A fresh random token, safe in a URL."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def _share(row: tuple[object, ...]) -> Share:
    event_id, read, checkin, rule, allow, active, created = row
    return Share(int(str(event_id)), str(read), str(checkin), str(rule), bool(allow), bool(active), str(created))


_SHARE_COLUMNS = "event_id, read_token, checkin_token, accept_rule, allow_checkin, active, created_at"


def event_share(club: Club, event_id: int) -> Share | None:
    """The event's share (also when sharing was stopped: ``active`` says so), or None if it was never shared."""
    row = club.db.execute(f"SELECT {_SHARE_COLUMNS} FROM event_shares WHERE event_id = ?", [event_id]).fetchone()
    return _share(row) if row else None


def share_event(club: Club, event_id: int) -> Share:
    """Share the event: its tokens are made the first time and kept; sharing again after a stop brings them back."""
    club.event(event_id)
    with club.transaction():
        share = event_share(club, event_id)
        if share is None:
            club.db.table("event_shares").insert({
                "event_id": event_id, "read_token": new_token(), "checkin_token": new_token(), "accept_rule": "confirm",
                "allow_checkin": 0, "active": 1, "created_at": now_text()})
        elif not share.active:
            club.db.execute("UPDATE event_shares SET active = 1 WHERE event_id = ?", [event_id])
    found = event_share(club, event_id)
    assert found is not None
    return found


def set_share_rules(club: Club, event_id: int, *, accept_rule: str, allow_checkin: bool) -> Share:
    """How the shared event takes reports (``accept_rule``: "confirm" or "both_agree") and whether phones may check in."""
    if accept_rule not in ACCEPT_RULES:
        raise LeagueError(translate("league.companion.shares", "Unknown rule for reported results {rule!r} (known: {known}).").format(
            rule=accept_rule, known=", ".join(ACCEPT_RULES)))
    if event_share(club, event_id) is None:
        share_event(club, event_id)
        stop_sharing(club, event_id)  # setting the rules first doesn't switch sharing on
    with club.transaction():
        club.db.execute("UPDATE event_shares SET accept_rule = ?, allow_checkin = ? WHERE event_id = ?",
                        [accept_rule, int(bool(allow_checkin)), event_id])
    found = event_share(club, event_id)
    assert found is not None
    return found


def stop_sharing(club: Club, event_id: int) -> None:
    """Stop sharing the event: its tokens are refused until it is shared again (they are kept for printed slips)."""
    if event_share(club, event_id) is None:
        return
    with club.transaction():
        club.db.execute("UPDATE event_shares SET active = 0 WHERE event_id = ?", [event_id])


def _event_for(club: Club, column: str, token: str) -> int | None:
    if not isinstance(token, str) or not token:
        return None
    row = club.db.execute(f"SELECT event_id FROM event_shares WHERE {column} = ? AND active = 1", [token]).fetchone()
    return int(row[0]) if row else None


def event_for_read_token(club: Club, token: str) -> int | None:
    """The shared event this read token opens, or None (unknown token, or sharing stopped)."""
    return _event_for(club, "read_token", token)


def event_for_checkin_token(club: Club, token: str) -> int | None:
    """The shared event this check-in token belongs to, or None (unknown token, or sharing stopped)."""
    return _event_for(club, "checkin_token", token)


def report_tokens(club: Club, event_id: int) -> dict[int, tuple[str, ...]]:
    """Every match of the event waiting for or on a table -> its report tokens, one per side in the match's order
    (missing ones are made now).

    A token reports for its side only. It is kept with the sides it was made
    for: when a match's sides change (a bracket re-routed after a
    correction), the match gets new tokens and the old ones stop working. A
    token made before tokens had sides (migration 0018) keeps working for
    its match but is not listed here.
    """
    club.event(event_id)
    live = club.db.execute(
        f"SELECT id, sides FROM drawn_matches WHERE event_id = ? AND status IN ({', '.join('?' * len(LIVE_STATUSES))}) "
        "ORDER BY id", [event_id, *LIVE_STATUSES]).fetchall()
    known: dict[int, list[tuple[str, int | None, str]]] = {}
    for token, drawn_id, side, sides in club.db.execute(
            "SELECT token, drawn_match_id, side, sides FROM report_tokens WHERE event_id = ?", [event_id]):
        known.setdefault(int(drawn_id), []).append((str(token), None if side is None else int(side), str(sides)))
    out: dict[int, tuple[str, ...]] = {}
    missing: list[tuple[int, str, list[str | None], bool]] = []
    for drawn_id, sides in live:
        rows = known.get(int(drawn_id), [])
        current = all(row_sides == sides for _token, _side, row_sides in rows)
        by_side = {side: token for token, side, _sides in rows if side is not None} if current else {}
        tokens: list[str | None] = [by_side.get(k) for k in range(len(json.loads(sides)))]
        if all(t is not None for t in tokens):
            out[int(drawn_id)] = tuple(str(t) for t in tokens)
        else:
            missing.append((int(drawn_id), str(sides), tokens, not current))
    if missing:
        with club.transaction():
            for drawn_id, sides, tokens, outdated in missing:
                if outdated:  # the sides changed (or the queue row was used again): every old token goes
                    club.db.execute("DELETE FROM report_tokens WHERE drawn_match_id = ?", [drawn_id])
                made: list[str] = []
                for side, token in enumerate(tokens):
                    if token is None:
                        token = new_token()
                        club.db.table("report_tokens").insert({"token": token, "event_id": event_id, "drawn_match_id": drawn_id,
                                                              "side": side, "sides": sides, "created_at": now_text()})
                    made.append(token)
                out[drawn_id] = tuple(made)
    return out


def token_match(club: Club, token: str) -> tuple[int, int, int | None] | None:
    """(event id, drawn match id, side) of a report token still standing for its match (same sides), or None.

    ``side`` is the side the token reports for (0-based), None for a token made before tokens had sides.
    """
    if not isinstance(token, str) or not token or len(token) > 200:
        return None
    row = club.db.execute(
        "SELECT t.event_id, t.drawn_match_id, t.side FROM report_tokens t JOIN drawn_matches d ON d.id = t.drawn_match_id "
        "AND d.event_id = t.event_id AND d.sides = t.sides WHERE t.token = ?", [token]).fetchone()
    return (int(row[0]), int(row[1]), None if row[2] is None else int(row[2])) if row else None


def revision(club: Club) -> tuple[int, int]:
    """A cheap mark that changes whenever the club file does (another connection's writes or this one's)."""
    version = int(club.db.execute("PRAGMA data_version").fetchone()[0])
    return version, int(club.db.conn.total_changes)
