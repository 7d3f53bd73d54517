"""The history chunks' packing (issue 17): befores stored only where they are not the previous after, exactly."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from stored_history import all_rows

from tournament_app.league import Club, SideInput
from tournament_app.store.history_chunks import read_chunks
from tournament_app.store.history_codec import HistoryRows, pack_rows, unpack_rows
from tournament_app.store.schema import MIGRATION_SET


def _chain(players: list[int], breaks: list[bool], values: list[float]) -> HistoryRows:
    """Rows where each player's before is their previous after, except where ``breaks`` says (a decay, say)."""
    n = len(players)
    mu_a, sigma_a = np.array(values[:n]), np.array(values[n:2 * n]) + 1.0
    mu_b, sigma_b = np.empty(n), np.empty(n)
    last: dict[int, int] = {}
    for i, (p, fresh) in enumerate(zip(players, breaks)):
        if p in last and not fresh:
            mu_b[i], sigma_b[i] = mu_a[last[p]], sigma_a[last[p]]
        else:
            mu_b[i], sigma_b[i] = values[2 * n + i], -values[2 * n + i]
        last[p] = i
    ids = np.asarray(players, dtype=np.int64)
    return HistoryRows(np.arange(n, dtype=np.int64), ids, mu_b, sigma_b, mu_a, sigma_a, ids % 2)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 60).flatmap(lambda n: st.tuples(
    st.lists(st.sampled_from([0, 3, 7, 70_000, 2**40]), min_size=n, max_size=n),
    st.lists(st.booleans(), min_size=n, max_size=n),
    st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=3 * n, max_size=3 * n))))
def test_packed_rows_unpack_to_the_same_numbers_to_the_bit(case: tuple[list[int], list[bool], list[float]]) -> None:
    rows = _chain(*case)
    back = unpack_rows(rows.match_id, len(rows), pack_rows(rows))
    for name in ("player_id", "won"):
        assert getattr(back, name).tolist() == getattr(rows, name).tolist()
    for name in ("mu_before", "sigma_before", "mu_after", "sigma_after"):
        assert getattr(back, name).view(np.int64).tolist() == getattr(rows, name).view(np.int64).tolist()


def test_only_first_rows_and_broken_chains_store_their_befores() -> None:
    rows = _chain([5, 6, 5, 5, 6], [False, False, False, True, False], [float(i) for i in range(15)])
    packed = pack_rows(rows)
    # player 5's first row, player 6's first row, and the row whose before is not the previous after
    assert np.unpackbits(np.frombuffer(packed.before_kept, np.uint8), count=5, bitorder="little").tolist() == [1, 1, 0, 1, 0]
    assert len(packed.mu_before) == 3 * 8
    assert len(packed.player_id) == 5 * 2  # small ids in two bytes


def _to_0011_layout(path: Path) -> list[tuple[object, ...]]:
    """Rewrite a current file's history chunks as migration 0011 stored them: every row's four ratings."""
    conn = sqlite3.connect(path)
    rows = all_rows(conn)
    from sqlite_utils import Database

    db = Database(conn)
    old = []
    for (lb,) in conn.execute("SELECT DISTINCT leaderboard_id FROM history_chunks").fetchall():
        heads = {r[0]: r[1:] for r in conn.execute(
            "SELECT chunk, first_played_at, first_seq, last_played_at, last_seq, n_rows, match_id, match_end, players "
            "FROM history_chunks WHERE leaderboard_id = ?", [lb])}
        for chunk in read_chunks(db, lb):
            *head, mids, ends, bits = heads[chunk.number]
            r = chunk.rows
            old.append((lb, chunk.number, *head, mids, ends, r.player_id.astype("<i4").tobytes(), bits,
                        *(c.astype("<f8").tobytes() for c in (r.mu_before, r.sigma_before, r.mu_after, r.sigma_after)),
                        r.won.astype(np.int8).tobytes()))
    with conn:
        conn.execute("DROP TABLE history_chunks")
        conn.execute(
            "CREATE TABLE history_chunks (leaderboard_id INTEGER NOT NULL, chunk INTEGER NOT NULL, first_played_at TEXT NOT NULL, "
            "first_seq INTEGER NOT NULL, last_played_at TEXT NOT NULL, last_seq INTEGER NOT NULL, n_rows INTEGER NOT NULL, "
            "match_id BLOB NOT NULL, match_end BLOB NOT NULL, player_id BLOB NOT NULL, players BLOB, mu_before BLOB NOT NULL, "
            "sigma_before BLOB NOT NULL, mu_after BLOB NOT NULL, sigma_after BLOB NOT NULL, won BLOB NOT NULL, "
            "PRIMARY KEY (leaderboard_id, chunk))")
        conn.executemany(f"INSERT INTO history_chunks VALUES ({', '.join('?' * 16)})", old)
        conn.execute("DELETE FROM _sqlite_migrations WHERE migration_set = ? AND name = '0015_sparse_history_befores'",
                     [MIGRATION_SET])
    conn.close()
    return rows


def test_a_file_with_every_before_stored_opens_with_the_same_history(db_path: Path) -> None:
    club = Club.open(db_path)
    ids = [club.add_player(f"P{i}").id for i in range(6)]
    decaying = club.new_leaderboard("Decaying", "otr", {"decay_days": 1.0, "decay_rate": 5.0}).id
    for k in range(40):
        a, b = ids[k % 6], ids[(k * 5 + 1) % 6]
        if a == b:
            continue
        for lb in (None, decaying):
            club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=lb,
                              played_at=f"2024-{1 + k // 20:02d}-{1 + 3 * (k % 9):02d}T10:00:00")
    pages = {p.id: club.player_history(p.id) for p in club.players()}
    club.close()
    rows = _to_0011_layout(db_path)
    with Club.open(db_path) as again:
        assert {r[1] for r in again.db.execute("PRAGMA table_info(history_chunks)")} >= {"before_kept"}
        assert all_rows(again) == rows
        assert {p.id: again.player_history(p.id) for p in again.players()} == pages
        stored = again.db.execute("SELECT sum(length(mu_before)) / 8, sum(n_rows) FROM history_chunks "
                                  "WHERE leaderboard_id = ?", [decaying]).fetchone()
        assert 6 < stored[0] < stored[1], "the decaying board keeps some befores beyond each player's first"
