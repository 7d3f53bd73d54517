"""Every result's identity: the club it was made in (a random club id) and its number there (issue 27).

A match made in this file is numbered by its own id, and ``matches.id`` is
never handed out twice: :func:`take_match_numbers` gives numbers above every
one this file ever gave (``local_origins.last_number``), so a match deleted or
undone leaves its number unused for ever. Its identity is then (the club id of
the *local origin* whose range holds its id, the id): local matches cost no
byte per match (issue 17: the 100k-match club stays under 50 MB).

``local_origins`` is this file's own club ids, each naming the local numbers
from ``first_number`` on (up to the next one's). A new one starts when the
file is written somewhere else than where its latest one was (``place``: a
digest of the computer, the path and the file's identity on the disk), so a
copy of the file on a second laptop, or a backup put back, never numbers new
matches under the same club id as the original. The table is not logged for
undo: an undo never gives a number back.

Only a match that came from elsewhere (an import that names its identity;
merging and desks later, issue 32) has a row in ``match_origins``: its
identity there, the club as a small number into ``result_origins``. Both are
logged like every result, so undoing an import takes its identities away
with its matches.
"""

from __future__ import annotations

import base64
import bisect
import json
import secrets
from collections.abc import Iterable, Mapping, Sequence

from sqlite_utils import Database

#: a club id: 16 characters of lowercase base32 (80 random bits)
CLUB_ID_LENGTH = 16


def new_club_id() -> str:
    """A new random club id (16 characters ``a-z`` and ``2-7``)."""
    return base64.b32encode(secrets.token_bytes(10)).decode("ascii").lower()


def create_origin_tables(db: Database) -> None:
    """The three tables; the matches already in the file get a first local origin (``place`` empty: unknown)."""
    db.execute("CREATE TABLE local_origins (first_number INTEGER PRIMARY KEY, last_number INTEGER NOT NULL, "
               "club TEXT NOT NULL UNIQUE, place TEXT NOT NULL)")
    db.execute("CREATE TABLE result_origins (id INTEGER PRIMARY KEY, club TEXT NOT NULL UNIQUE)")
    db.execute("CREATE TABLE match_origins (match_id INTEGER PRIMARY KEY REFERENCES matches(id), "
               "origin INTEGER NOT NULL REFERENCES result_origins(id), number INTEGER NOT NULL)")
    db.execute("CREATE UNIQUE INDEX match_origins_identity ON match_origins (origin, number)")
    highest = int(db.execute("SELECT coalesce(max(id), 0) FROM matches").fetchone()[0])
    db.execute("INSERT INTO local_origins (first_number, last_number, club, place) VALUES (1, ?, ?, '')",
               [highest, new_club_id()])


def renew_club_id(db: Database) -> None:
    """Give a new file (a copy of the schema's template) a club id of its own (store/fresh_file.py)."""
    db.execute("UPDATE local_origins SET club = ?", [new_club_id()])


def forget_place(db: Database) -> None:
    """After the file's content was replaced (a backup put back): the next local match starts a new origin.

    The numbers the replaced content had handed out are not known to the
    content put back, so its matches go on under a new club id.
    """
    db.execute("UPDATE local_origins SET place = ''")


def take_match_numbers(db: Database, count: int, place: str) -> int:
    """Reserve ``count`` new local match numbers (ids); returns the first. Inside the caller's transaction.

    The numbers follow the highest this file ever gave (or any match holds).
    Written at another ``place`` than the latest local origin, they start a
    new origin with a new club id; an origin that named no match yet just
    takes a new club id and the new place.
    """
    first, last, stored = db.execute(
        "SELECT first_number, last_number, place FROM local_origins ORDER BY first_number DESC LIMIT 1").fetchone()
    highest = max(int(last), int(db.execute("SELECT coalesce(max(id), 0) FROM matches").fetchone()[0]))
    start, end = highest + 1, highest + count
    if stored == place:
        db.execute("UPDATE local_origins SET last_number = ? WHERE first_number = ?", [end, first])
    elif highest < first:
        db.execute("UPDATE local_origins SET last_number = ?, club = ?, place = ? WHERE first_number = ?",
                   [end, new_club_id(), place, first])
    else:
        db.execute("INSERT INTO local_origins (first_number, last_number, club, place) VALUES (?, ?, ?, ?)",
                   [start, end, new_club_id(), place])
    return start


class LocalOrigins:
    """This file's own club ids and the local numbers each names (read once; a handful of rows)."""

    def __init__(self, db: Database) -> None:
        rows = db.execute("SELECT first_number, club FROM local_origins ORDER BY first_number").fetchall()
        self.firsts = [int(r[0]) for r in rows]
        self.clubs = [str(r[1]) for r in rows]

    def club_of(self, number: int) -> str:
        """The club id a local match numbered ``number`` was made under."""
        return self.clubs[max(bisect.bisect_right(self.firsts, number) - 1, 0)]

    def numbers_of(self, club: str) -> tuple[int, int | None] | None:
        """The local numbers ``club`` names (first, last or None: no end yet), or None when it is not ours."""
        if club not in self.clubs:
            return None
        i = self.clubs.index(club)
        return self.firsts[i], (self.firsts[i + 1] - 1 if i + 1 < len(self.firsts) else None)


def foreign_origins(db: Database, match_ids: Sequence[int] | None = None) -> dict[int, tuple[str, int]]:
    """match id -> (club, number) of the matches that came from elsewhere (all of them, or of ``match_ids``)."""
    sql = "SELECT o.match_id, r.club, o.number FROM match_origins o JOIN result_origins r ON r.id = o.origin"
    params: list[object] = []
    if match_ids is not None:
        sql += " WHERE o.match_id IN (SELECT value FROM json_each(?))"
        params.append(json.dumps(list(match_ids)))
    return {int(m): (str(c), int(n)) for m, c, n in db.execute(sql, params)}


def matches_by_identity(db: Database, wanted: Mapping[str, Iterable[int]]) -> dict[tuple[str, int], int]:
    """(club, number) -> the match id here, for the identities of ``wanted`` (club -> numbers) that are in the file.

    One indexed lookup per club: its imported matches by (origin, number),
    then, when the club is one of this file's own, its local matches by id
    (those that did not come from elsewhere).
    """
    found: dict[tuple[str, int], int] = {}
    local = LocalOrigins(db)
    for club, numbers in wanted.items():
        listed = json.dumps(sorted(set(numbers)))
        for number, match_id in db.execute(
            "SELECT o.number, o.match_id FROM match_origins o JOIN result_origins r ON r.id = o.origin "
            "WHERE r.club = ? AND o.number IN (SELECT value FROM json_each(?))", [club, listed]):
            found[(club, int(number))] = int(match_id)
        span = local.numbers_of(club)
        if span is None:
            continue
        lo, hi = span
        for (match_id,) in db.execute(
            "SELECT m.id FROM matches m WHERE m.id IN (SELECT value FROM json_each(?)) AND m.id >= ? AND m.id <= ? "
            "AND NOT EXISTS (SELECT 1 FROM match_origins o WHERE o.match_id = m.id)",
                [listed, lo, hi if hi is not None else (1 << 63) - 1]):
            found.setdefault((club, int(match_id)), int(match_id))
    return found


def add_match_origins(db: Database, origins: Iterable[tuple[int, str, int]]) -> None:
    """Store where these matches came from: (match id, club, number)."""
    rows = list(origins)
    if not rows:
        return
    for club in sorted({club for _m, club, _n in rows}):
        db.execute("INSERT OR IGNORE INTO result_origins (club) VALUES (?)", [club])
    db.conn.executemany(
        "INSERT INTO match_origins (match_id, origin, number) SELECT ?, id, ? FROM result_origins WHERE club = ?",
        [(match_id, number, club) for match_id, club, number in rows])


def drop_match_origin(db: Database, match_id: int) -> None:
    """Forget where a match came from (it is being deleted; its number is never given again)."""
    db.execute("DELETE FROM match_origins WHERE match_id = ?", [match_id])
