"""Migration ``0018_report_sides``: one report token per side of a match (issue 27).

A report speaks for the side whose code it carries. ``report_tokens.side``
is the side (0-based, in the match's order) a token reports for; a token
made before has none (NULL): it still opens its match's form while the
match's sides are unchanged, but its reports speak for no side, so they
always wait for the organizer. ``match_reports.side`` becomes the side of
the report's code, and the sides older reports claimed ("I am ...", ticked
by the reporter) are cleared: nobody checked them.
``match_reports.device`` is a short description of the phone that sent a
report (its browser and system); ``match_reports.replaced_by`` the newer
report of the same code that replaced a waiting one (kept, not deleted: a
report id is never used twice, so redoing a decision can't land on another
report). None of these tables is in the undo log.
"""

from __future__ import annotations

from sqlite_utils import Database


def add_report_sides(db: Database) -> None:
    """The columns and the index of per-side report tokens; older reports' claimed sides cleared."""
    db.execute("ALTER TABLE report_tokens ADD COLUMN side INTEGER")
    db.execute("DROP INDEX IF EXISTS idx_report_tokens_drawn_match_id")
    db.table("report_tokens").create_index(["drawn_match_id", "side"], unique=True)
    db.execute("ALTER TABLE match_reports ADD COLUMN device TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE match_reports ADD COLUMN replaced_by INTEGER")
    db.execute("UPDATE match_reports SET side = NULL")
