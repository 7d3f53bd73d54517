"""Migration 0014's work: the results' player and side rows in WITHOUT ROWID tables, with no index by player (issue 17).

The 100k-match club of issue 17 (4 sides of 2 players: 400k side rows,
800k player rows) kept its results in rowid tables beside a unique index on
their keys, plus an index of the player rows by player: 46 MiB of its 93.
Keyed by (match, slot) and (match, side) WITHOUT ROWID, a row is stored once,
in its key's place, and the tables take 19 MiB with no index beside them.

``match_players.slot`` is the player's place in the match, from 0, in the
order the rows were stored until now (their rowids): the order the players
were entered in, which the replay rates them in, so no rating changes by a
bit. A side's players are read in slot order from now on.

The player rows' index by player goes, and with it their foreign key to
``players``: without an index SQLite would read all 800k rows for every
player row deleted (undoing an import that added 150 players: 0.2 s -> 6 s).
The league checks a match's players when it stores it and refuses to delete
a player who has played, which is what the key guarded. The old key
(match_id, player_id) also kept a player once per match; the league's checks
of a match's sides and merge's check (inside its write) keep that now.

The few questions by player ask the
stored history (:func:`~tournament_app.store.history_lookup.player_match_ids`)
or read the table once (league/). ``matches``' index by event keeps only the
matches that are in an event (a partial index; ``event_id = ?`` still uses it).

The rows' identities change (the rowids are gone), so the undo log, which
names rows by them, is cleared and its triggers are made anew for the new
tables (:mod:`.undo_log`: a synthetic id of the key). Nothing refers to these
two tables, so they can be dropped and renamed with foreign keys on, inside
the migration's transaction. Rows no match can own (a NULL match or side,
which a hand-edited file might hold: the new keys cannot) are left behind.
"""

from __future__ import annotations

from sqlite_utils import Database

from .undo_log import clear_undo_log, install_undo_triggers

_PLAYERS = """
CREATE TABLE "match_players_compact" (
   "match_id" INTEGER REFERENCES "matches"("id"),
   "slot" INTEGER NOT NULL,
   "side" INTEGER NOT NULL,
   "player_id" INTEGER,
   "weight" REAL,
   PRIMARY KEY ("match_id", "slot")
) WITHOUT ROWID
"""

_SIDES = """
CREATE TABLE "match_sides_compact" (
   "match_id" INTEGER REFERENCES "matches"("id"),
   "side" INTEGER,
   "team_id" INTEGER REFERENCES "teams"("id"),
   "rank" INTEGER NOT NULL,
   "score" REAL,
   PRIMARY KEY ("match_id", "side")
) WITHOUT ROWID
"""


def compact_results(db: Database) -> None:
    """Rebuild ``match_players`` and ``match_sides`` WITHOUT ROWID, drop the index by player, narrow the one by event."""
    clear_undo_log(db)
    db.execute(_PLAYERS)
    # slot: the row's place among its match's rows in rowid order; inserted in key order, the pages fill up
    db.execute(
        'INSERT INTO "match_players_compact" (match_id, slot, side, player_id, weight) '
        "SELECT match_id, row_number() OVER (PARTITION BY match_id ORDER BY rowid) - 1, side, player_id, weight "
        "FROM match_players WHERE match_id IS NOT NULL ORDER BY match_id, rowid"
    )
    db.execute(_SIDES)
    db.execute(
        'INSERT INTO "match_sides_compact" (match_id, side, team_id, rank, score) '
        "SELECT match_id, side, team_id, rank, score FROM match_sides "
        "WHERE match_id IS NOT NULL AND side IS NOT NULL ORDER BY match_id, side"
    )
    for table in ("match_players", "match_sides"):
        db.execute(f'DROP TABLE "{table}"')  # its indexes (the one by player too) go with it
        db.execute(f'ALTER TABLE "{table}_compact" RENAME TO "{table}"')
    db.execute("DROP INDEX IF EXISTS idx_matches_event_id")
    db.execute("CREATE INDEX idx_matches_event_id ON matches (event_id) WHERE event_id IS NOT NULL")
    install_undo_triggers(db)
