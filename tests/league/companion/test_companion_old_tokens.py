"""A club file from before each side had its own report code (migration 0018_report_sides).

Its whole-match token keeps opening the match's form (printed slips still
work), but a report sent with it speaks for no side: it always waits for the
organizer, also under "both sides agree", and the sides older reports
claimed ("I am ...", ticked by the reporter) are cleared. The match gets a
code per side as well.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tournament_app.league import Club, night
from tournament_app.league import companion
from tournament_app.store.schema import MIGRATION_SET

from companion_setup import club_night


def _as_before_0018(path: Path) -> tuple[int, str]:
    """The file as version 0017 left it: one token for a match's both sides, and a report that ticked "I am side 1".

    Returns the match's queue id and its old token.
    """
    club, event_id, _ids = club_night(path.parent)
    companion.share_event(club, event_id)
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=False)
    drawn_id = next(t.match.id for t in night.tables(club, event_id) if t.match is not None)
    sides = club.db.execute("SELECT sides FROM drawn_matches WHERE id = ?", [drawn_id]).fetchone()[0]
    club.close()
    old_token = "OldWholeMatchToken0123456789abcdef"
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP INDEX idx_report_tokens_drawn_match_id_side")
        conn.execute("ALTER TABLE report_tokens DROP COLUMN side")
        conn.execute("CREATE UNIQUE INDEX idx_report_tokens_drawn_match_id ON report_tokens (drawn_match_id)")
        conn.execute("ALTER TABLE match_reports DROP COLUMN device")
        conn.execute("ALTER TABLE match_reports DROP COLUMN replaced_by")
        conn.execute("INSERT INTO report_tokens (token, event_id, drawn_match_id, sides, created_at) "
                     "VALUES (?, ?, ?, ?, '2024-02-06T19:00:00+00:00')", [old_token, event_id, drawn_id, sides])
        conn.execute("INSERT INTO match_reports (event_id, drawn_match_id, token, side, ranks, scores, client, received_at) "
                     "VALUES (?, ?, ?, 1, '[1, 2]', NULL, '192.168.1.20', '2024-02-06T19:30:00+00:00')",
                     [event_id, drawn_id, old_token])
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0018_report_sides'", [MIGRATION_SET])
    conn.close()
    return drawn_id, old_token


def test_an_old_whole_match_token_still_reports_but_for_no_side(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    drawn_id, old_token = _as_before_0018(path)
    with Club.open(path) as club:
        event_id = club.db.execute("SELECT event_id FROM drawn_matches WHERE id = ?", [drawn_id]).fetchone()[0]
        [old_report] = companion.pending_reports(club, event_id)
        assert old_report.side is None  # "I am side 1" was the reporter's word: cleared
        target = companion.report_target(club, old_token)
        assert target is not None and target.open and target.side is None  # the printed slip still opens the form
        tokens = companion.report_tokens(club, event_id)[drawn_id]
        assert len(tokens) == 2 and old_token not in tokens  # each side gets its own code
        # the old code and one side's code agreeing is one side only: nothing is recorded
        companion.submit_report(club, old_token, [1, 2], client="192.168.1.20")
        companion.submit_report(club, tokens[0], [1, 2], client="192.168.1.21")
        assert club.event_results(event_id) == []
        # the other side's own code completes it
        companion.submit_report(club, tokens[1], [1, 2], client="192.168.1.22")
        assert len(club.event_results(event_id)) == 1
