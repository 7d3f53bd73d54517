"""A new club file starts as a page copy of the current schema, migrated once per process.

Running every migration on each new file costs ~150 ms: each of their ~1,500
statements (most of them the undo log's triggers, installed again by several
migrations) makes SQLite parse the grown schema anew. Copying the pages of an
in-memory database that went through the same migrations takes a few
milliseconds, and the file is the same: the same migrations ran, in order. Only
the moments differ, so the copy gets its own (when the migrations ran, when the
default leaderboard was made), its own random club id, and the first leaderboard is named in the
language spoken where the club is made ("Standard" in German), not "Default".
"""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime, timezone

from sqlite_utils import Database

from ..messages import translate
from .name_keys import name_key
from .result_origins import renew_club_id
from .schema import known_migrations, migrations, now_text
from .undo_log import clear_undo_log

_templates: dict[tuple[str, ...], bytes] = {}
_lock = threading.Lock()


def _template() -> bytes:
    key = tuple(known_migrations())  # a test may register another migration: then the copy follows it
    with _lock:
        data = _templates.get(key)
        if data is None:
            memory = sqlite3.connect(":memory:")
            try:
                migrations.apply(Database(memory))
                data = memory.serialize()
            finally:
                memory.close()
            _templates[key] = data
        return data


def write_fresh_schema(db: Database) -> None:
    """Give the empty database ``db`` every migration's schema and rows, as :func:`migrations.apply` would."""
    source = sqlite3.connect(":memory:")
    try:
        source.deserialize(_template())
        source.backup(db.conn)
    finally:
        source.close()
    now = datetime.now(timezone.utc)
    with db.conn:
        db.execute(f"UPDATE {migrations.migrations_table} SET applied_at = ?", [str(now)])
        #: Translators: the name of a new club's first leaderboard
        first = str(translate("store.fresh_file", "Default"))
        db.execute("UPDATE leaderboards SET created_at = ?, name = ?, name_key = ?", [now_text(now), first, name_key(first)])
        renew_club_id(db)  # every club file has its own (store/result_origins.py)
        clear_undo_log(db)  # the moment is no step: a migrated file's log starts empty too
