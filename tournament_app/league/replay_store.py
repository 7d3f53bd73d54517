"""Writing what a replay derived: the history rows (updated in place where they exist) and the ratings."""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import repeat

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database

from .replay_rate import Rated
from .replay_state import PlayerState

#: history rows per executemany call
_WRITE_CHUNK = 65_536

_INSERT_HISTORY = (
    "INSERT INTO rating_history (match_id, player_id, leaderboard_id, mu_before, sigma_before, "
    "mu_after, sigma_after, won) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


def write_history(db: Database, leaderboard_id: int, rows: Iterable[tuple[int, int, float, float, float, float, int]]) -> None:
    """Store history rows (their matches' old rows must already be gone).

    One ``executemany`` on the connection: inside the caller's transaction,
    several times faster than building a dict per row for ``insert_all``.
    """
    db.conn.executemany(
        _INSERT_HISTORY,
        ((m, p, leaderboard_id, mb, sb, ma, sa, w) for m, p, mb, sb, ma, sa, w in rows),
    )


def store_history(
    db: Database,
    leaderboard_id: int,
    rated: Rated,
    existing: npt.NDArray[np.int64],
) -> None:
    """Make the stored history rows of the replayed matches exactly ``rated``'s rows.

    ``existing``: an (n, 4) array of (rowid, match_id, player_id,
    leaderboard_id), one line per stored row the replay replaces. A row whose (match, player) is rated again is
    updated in place (its keys, so no index, change); the others are deleted,
    and rows new to the history inserted. The same content as deleting them
    all and inserting anew, several times faster: with foreign keys on,
    SQLite can neither truncate nor skip the foreign-key lookups of an
    insert. Inside the caller's transaction.
    """
    conn = db.conn
    r = rated.result
    new_m, new_p = rated.match_id, rated.player_id
    existing = np.asarray(existing, dtype=np.int64).reshape(-1, 4)
    e_rowid, e_mid, e_pid, e_lb = existing[:, 0], existing[:, 1], existing[:, 2], existing[:, 3]
    found = np.zeros(len(new_m), dtype=bool)
    stale = e_rowid
    update_rowid = np.zeros(0, dtype=np.int64)
    ids = [a for a in (new_m, new_p, e_mid, e_pid) if len(a)]
    if len(new_m) and len(e_rowid) and min(int(a.min()) for a in ids) >= 0 and max(int(a.max()) for a in ids) < 2**31:
        usable = e_lb == leaderboard_id
        keys = (e_mid[usable] << 32) | e_pid[usable]
        rowids = e_rowid[usable]
        order = np.argsort(keys)
        keys = keys[order]
        wanted = (new_m << 32) | new_p
        at = np.minimum(np.searchsorted(keys, wanted), len(keys) - 1) if len(keys) else np.zeros(len(wanted), dtype=np.int64)
        found = keys[at] == wanted if len(keys) else found
        matched = np.zeros(len(keys), dtype=bool)
        matched[at[found]] = True
        update_rowid = rowids[order[at[found]]]
        stale = np.concatenate((e_rowid[~usable], rowids[order[~matched]]))
    if len(stale):
        conn.executemany("DELETE FROM rating_history WHERE rowid = ?", ((x,) for x in stale.tolist()))
    update = np.flatnonzero(found)
    for lo in range(0, len(update), _WRITE_CHUNK):  # chunks: no list of millions of Python floats
        at = update[lo : lo + _WRITE_CHUNK]
        conn.executemany(
            "UPDATE rating_history SET mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?, won = ? WHERE rowid = ?",
            zip(
                r.mu_before[at].tolist(),
                r.sigma_before[at].tolist(),
                r.mu_after[at].tolist(),
                r.sigma_after[at].tolist(),
                rated.won[at].tolist(),
                update_rowid[lo : lo + _WRITE_CHUNK].tolist(),
            ),
        )
    insert = np.flatnonzero(~found)
    for lo in range(0, len(insert), _WRITE_CHUNK):
        at = insert[lo : lo + _WRITE_CHUNK]
        conn.executemany(
            _INSERT_HISTORY,
            zip(
                new_m[at].tolist(),
                new_p[at].tolist(),
                repeat(leaderboard_id),
                r.mu_before[at].tolist(),
                r.sigma_before[at].tolist(),
                r.mu_after[at].tolist(),
                r.sigma_after[at].tolist(),
                rated.won[at].tolist(),
            ),
        )


def write_ratings(db: Database, leaderboard_id: int, state: dict[int, PlayerState], player_ids: Iterable[int]) -> None:
    """Set the ratings rows of ``player_ids`` from ``state`` (no state: no row)."""
    ids = sorted(set(player_ids))
    db.execute(
        "DELETE FROM ratings WHERE leaderboard_id = ? AND player_id IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(ids)],
    )
    db.conn.executemany(
        "INSERT INTO ratings (leaderboard_id, player_id, mu, sigma, games, wins, last_played) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            (leaderboard_id, pid, st.rating.mu, st.rating.sigma, st.games, st.wins, st.last_played)
            for pid in ids
            if (st := state.get(pid)) is not None and st.games > 0
        ),
    )
