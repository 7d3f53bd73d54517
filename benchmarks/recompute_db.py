"""End to end through the database: ``Club.recompute()`` and ``record_match`` on a big club.

Run from the repository root::

    .venv/bin/python benchmarks/recompute_db.py               # 100k matches, 10k players
    .venv/bin/python benchmarks/recompute_db.py --size 1000000 # 1M matches
    .venv/bin/python benchmarks/recompute_db.py --profile     # where recompute's time goes
    .venv/bin/python benchmarks/recompute_db.py --shape 4x2 --cli --runs 3
        # issue 17: 4 sides x 2 players, skewed activity; `tournament-app recompute` as a whole process

Builds a club file (in a temporary folder) whose default Bradley-Terry
leaderboard holds ``--size`` 1v1 matches between ``--players`` players (a
tenth of them 2v2; Zipf-like activity; draws), written straight into the
tables, then

* times ``Club.recompute()`` (median of ``--runs``): reading every result,
  the batch replay, updating every history row and rating, and the commit
  (no backup copy since issue 17). Targets: 1.5 s for 100k matches,
  15 s for 1M;
* times ``record_match`` of one new match (rated on top of the current
  ratings, in its own transaction) plus fetching the refreshed leaderboard
  (``Club.standings_table()``, what the app's leaderboard shows), median
  of 25. Target: 20 ms;
* prints the peak resident memory of the process (``resource.getrusage``).

``--shape SxP`` builds every match with S sides of P players instead (Zipf-like
activity, random finishing order, one match in ten with a tie for first), and
``--cli`` times ``tournament-app --db FILE recompute`` as a separate process
(imports, opening and checking the file, loading the compiled loop, the
recompute and the commit: what a person waits for), median of ``--runs``;
with ``--profile`` it also prints a cProfile of one such process.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import resource
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from sqlite_utils import Database

from tournament_app.league import Club, SideInput
from tournament_app.league import rating as rating_module
from tournament_app.league import replay as league_replay



def build_club(path: Path, n_matches: int, n_players: int, seed: int = 5, chunk: int = 100_000) -> Club:
    """A club file with ``n_matches`` results written straight into the tables (in chunks)."""
    rng = np.random.default_rng(seed)
    club = Club.open(path)
    db = club.db
    now = "2024-01-01T00:00:00+00:00"
    lb = club.leaderboard().id
    weights = 1.0 / np.arange(1, n_players + 1) ** 0.8
    weights /= weights.sum()
    start = datetime(2015, 1, 1, 18, 0, 0)
    step = (datetime(2024, 12, 31) - start) / n_matches
    # every match at a moment of its own, so each seq is 1 (the app's rule: 1 + the matches already at that moment)
    assert step >= timedelta(seconds=1)
    with db.atomic():
        db.conn.executemany(
            "INSERT INTO players (id, name, name_key, created_at, archived) VALUES (?, ?, ?, ?, 0)",
            ((i, f"Player {i}", f"player {i}", now) for i in range(1, n_players + 1)),
        )
        for lo in range(0, n_matches, chunk):
            n = min(chunk, n_matches - lo)
            four = rng.random(n) < 0.1
            picks = rng.choice(n_players, size=(n, 4), p=weights) + 1
            draws = rng.random(n) < 0.2
            first_wins = rng.random(n) < 0.5
            matches, sides, players = [], [], []
            for j in range(n):
                mid = lo + j + 1
                played = (start + step * (lo + j)).replace(microsecond=0)
                matches.append((mid, lb, played.isoformat(), 1, now))
                row = list(dict.fromkeys(picks[j].tolist()))
                while len(row) < 4:
                    extra = int(rng.integers(1, n_players + 1))
                    if extra not in row:
                        row.append(extra)
                ranks = (1, 1) if draws[j] else (1, 2) if first_wins[j] else (2, 1)
                lineup = ([row[0], row[1]], [row[2], row[3]]) if four[j] else ([row[0]], [row[1]])
                slot = 0  # each player's place in the match, in the order given
                for side, (rank, team) in enumerate(zip(ranks, lineup), start=1):
                    sides.append((mid, side, rank))
                    for pid in team:
                        players.append((mid, slot, side, pid))
                        slot += 1
            db.conn.executemany("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (?, ?, ?, ?, ?)", matches)
            db.conn.executemany("INSERT INTO match_sides (match_id, side, rank) VALUES (?, ?, ?)", sides)
            db.conn.executemany("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (?, ?, ?, ?)", players)
    return club


def build_shaped_club(path: Path, n_matches: int, n_players: int, sides: int, per_side: int, seed: int = 5,
                      chunk: int = 100_000, club: Club | None = None) -> Club:
    """A club file of ``n_matches`` matches of ``sides`` x ``per_side`` distinct players (Zipf-like activity).

    ``club``: fill this open club (e.g. inside a caller's undo step) instead of opening the one at ``path``.
    """
    rng = np.random.default_rng(seed)
    club = Club.open(path) if club is None else club
    db = club.db
    now = "2024-01-01T00:00:00+00:00"
    lb = club.leaderboard().id
    weights = 1.0 / np.arange(1, n_players + 1) ** 0.8
    weights /= weights.sum()
    start = datetime(2015, 1, 1, 18, 0, 0)
    step = (datetime(2024, 12, 31) - start) / n_matches
    # every match at a moment of its own, so each seq is 1 (the app's rule: 1 + the matches already at that moment)
    assert step >= timedelta(seconds=1)
    width = sides * per_side
    with db.atomic():
        db.conn.executemany(
            "INSERT INTO players (id, name, name_key, created_at, archived) VALUES (?, ?, ?, ?, 0)",
            ((i, f"Player {i}", f"player {i}", now) for i in range(1, n_players + 1)),
        )
        for lo in range(0, n_matches, chunk):
            n = min(chunk, n_matches - lo)
            picks = rng.choice(n_players, size=(n, width), p=weights) + 1
            while True:  # redraw the rows that repeat a player
                srt = np.sort(picks, axis=1)
                bad = np.any(srt[:, 1:] == srt[:, :-1], axis=1)
                if not bad.any():
                    break
                picks[bad] = rng.choice(n_players, size=(int(bad.sum()), width), p=weights) + 1
            order = np.argsort(rng.random((n, sides)), axis=1)
            ranks = np.empty((n, sides), dtype=np.int64)
            np.put_along_axis(ranks, order, np.arange(1, sides + 1)[None, :].repeat(n, 0), axis=1)
            tie = (rng.random(n) < 0.1)[:, None] & (ranks == 2)
            ranks[tie] = 1
            mids = np.arange(lo + 1, lo + n + 1)
            matches = [
                (mid, lb, (start + step * (mid - 1)).replace(microsecond=0).isoformat(), 1, now) for mid in mids.tolist()
            ]
            side_rows = zip(np.repeat(mids, sides).tolist(), np.tile(np.arange(1, sides + 1), n).tolist(), ranks.reshape(-1).tolist())
            player_rows = zip(
                np.repeat(mids, width).tolist(),
                np.tile(np.arange(width), n).tolist(),
                np.tile(np.repeat(np.arange(1, sides + 1), per_side), n).tolist(),
                picks.reshape(-1).tolist(),
            )
            db.conn.executemany("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (?, ?, ?, ?, ?)", matches)
            db.conn.executemany("INSERT INTO match_sides (match_id, side, rank) VALUES (?, ?, ?)", side_rows)
            db.conn.executemany("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (?, ?, ?, ?)", player_rows)
    return club


def time_cli(path: Path, runs: int, profile: bool) -> list[float]:
    """``tournament-app --db path recompute`` as separate processes, wall time each (and a profile of one)."""
    import subprocess

    out = []
    cmd = [sys.executable, "-m", "tournament_app", "--db", str(path), "recompute"]
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        out.append(time.perf_counter() - t0)
    if profile:
        with tempfile.TemporaryDirectory() as tmp:
            stats = Path(tmp) / "cli.prof"
            subprocess.run([sys.executable, "-m", "cProfile", "-o", str(stats), "-m", "tournament_app", "--db", str(path),
                            "recompute"], check=True, capture_output=True)
            pstats.Stats(str(stats)).sort_stats("cumulative").print_stats(30)
    return out


def reset_peak_rss() -> bool:
    """Reset the kernel's peak-RSS mark of this process (Linux: /proc/self/clear_refs); False if not possible."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def peak_rss_mib() -> float:
    """Peak resident memory since start or the last reset (VmHWM), else getrusage's maximum."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def time_recompute(club: Club, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        club.recompute()
        out.append(time.perf_counter() - t0)
    return out


def phases(club: Club) -> None:
    """One recompute split into its phases (same calls as ``replay_from``), rolled back."""
    db = club.db
    lb = club.leaderboard().id
    model = club.rating_model(lb)
    t = {}
    conn = db.conn
    conn.execute("BEGIN")
    try:
        t0 = time.perf_counter()
        loaded = league_replay.load_history(db, lb, None)
        t["read results"] = time.perf_counter() - t0
        state: dict[int, league_replay.PlayerState] = {}
        t0 = time.perf_counter()
        rated = league_replay.rate_loaded(model, loaded, state, lambda _pid: model.new_rating())
        t["rate (batch replay + state)"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        league_replay.store_history(db, lb, rated, None)
        t["write history chunks"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        league_replay.write_ratings(db, lb, state, state.keys())
        t["write ratings"] = time.perf_counter() - t0
    finally:
        conn.execute("ROLLBACK")
    for name, seconds in t.items():
        print(f"  {name:32s} {seconds * 1e3:8.1f} ms")
    print(f"  {'total':32s} {sum(t.values()) * 1e3:8.1f} ms (commit not included)")


def time_record(club: Club, n_players: int, runs: int = 25) -> tuple[list[float], list[float], list[float], dict[str, list[float]]]:
    """record_match + refreshed leaderboard, ``runs`` times; also the share of ``replay_from`` and of each SQL statement."""
    rng = np.random.default_rng(9)
    last = club.db.execute("SELECT max(played_at) FROM matches").fetchone()[0]
    moment = datetime.fromisoformat(last)
    record, board, rating = [], [], []
    statements: dict[str, list[float]] = {}
    real_replay = rating_module.replay_from
    real_execute = Database.execute

    def timed_replay(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return real_replay(*args, **kwargs)
        finally:
            rating.append(time.perf_counter() - t0)

    def timed_execute(self: Database, sql: str, *args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return real_execute(self, sql, *args)
        finally:
            statements.setdefault(" ".join(sql.split())[:110], []).append(time.perf_counter() - t0)

    club.standings_table()  # the app's leaderboard is open before the match is recorded
    rating_module.replay_from = timed_replay  # type: ignore[assignment]
    Database.execute = timed_execute  # type: ignore[method-assign]
    try:
        for _ in range(runs):
            a, b = (int(x) for x in rng.choice(np.arange(1, n_players + 1), 2, replace=False))
            moment += timedelta(minutes=5)
            t0 = time.perf_counter()
            club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at=moment.isoformat())
            t1 = time.perf_counter()
            rows = club.standings_table()
            t2 = time.perf_counter()
            assert rows
            record.append(t1 - t0)
            board.append(t2 - t1)
    finally:
        rating_module.replay_from = real_replay  # type: ignore[assignment]
        Database.execute = real_execute  # type: ignore[method-assign]
    return record, board, rating, statements


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", type=int, default=100_000, help="matches (default 100000)")
    ap.add_argument("--players", type=int, default=10_000, help="players (default 10000)")
    ap.add_argument("--runs", type=int, default=5, help="recompute runs, the median is reported (default 5)")
    ap.add_argument("--profile", action="store_true", help="also profile one recompute (cProfile, top 25)")
    ap.add_argument("--shape", default=None, help="SIDESxPLAYERS per match, e.g. 4x2 (default: 1v1, a tenth 2v2)")
    ap.add_argument("--cli", action="store_true", help="time `tournament-app recompute` as a whole process instead")
    args = ap.parse_args(argv)
    target = 1.5 * args.size / 100_000

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "club.sqlite"
        t0 = time.perf_counter()
        if args.shape:
            sides, per_side = (int(x) for x in args.shape.lower().split("x"))
            club = build_shaped_club(path, args.size, args.players, sides, per_side)
        else:
            club = build_club(path, args.size, args.players)
        print(f"built {path.name}: {args.size:,} matches ({args.shape or '1v1, a tenth 2v2'}), "
              f"{args.players:,} players in {time.perf_counter() - t0:.1f} s")
        if args.cli:
            with club:
                club.recompute()  # the history rows are there, as in a club that has been used
                club.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            size = path.stat().st_size / 2**20
            backups = path.parent / f"{path.stem}-backups"
            times = time_cli(path, args.runs, args.profile)
            med = statistics.median(times)
            made = len(list(backups.glob("*.sqlite"))) if backups.is_dir() else 0
            print(f"file {size:.0f} MiB; backups beside it after the runs: {made}")
            print(f"tournament-app recompute (whole process): median {med:.2f} s over {args.runs} runs "
                  f"({', '.join(f'{x:.2f}' for x in times)}); target {target:.1f} s: {'met' if med <= target else 'MISSED'}")
            return 0
        with club:
            club.standings_table()  # as in the app, the leaderboard is open while recomputing
            fresh = reset_peak_rss()
            club.recompute()  # first run: loads numba's cached loop, fills the file's pages
            print(f"peak RSS during the first recompute: {peak_rss_mib():.0f} MiB"
                  + ("" if fresh else " (whole process: the peak could not be reset after building)"))
            size = path.stat().st_size / 2**20
            rows = club.db.execute("SELECT coalesce(sum(n_rows), 0) FROM history_chunks").fetchone()[0]
            print(f"file {size:.0f} MiB, {rows:,} history rows")
            times = time_recompute(club, args.runs)
            med = statistics.median(times)
            print(f"Club.recompute(): median {med:.2f} s over {args.runs} runs "
                  f"({', '.join(f'{x:.2f}' for x in times)}); target {target:.1f} s: {'met' if med <= target else 'MISSED'}")
            print("one recompute by phase:")
            phases(club)
            if args.profile:
                prof = cProfile.Profile()
                prof.enable()
                club.recompute()
                prof.disable()
                pstats.Stats(prof).sort_stats("cumulative").print_stats(25)
            record, board, rating, statements = time_record(club, args.players)
            rec, brd = statistics.median(record), statistics.median(board)
            total = [a + b for a, b in zip(record, board)]
            print(f"record_match (one new match, on top): median {rec * 1e3:.1f} ms, of which rating it and "
                  f"writing its history and ratings (league.replay.replay_from) {statistics.median(rating) * 1e3:.2f} ms; "
                  f"refreshed leaderboard (standings_table(), as the app's leaderboard loads it) of "
                  f"{len(club.standings_table()):,} players: median {brd * 1e3:.1f} ms; "
                  f"together median {statistics.median(total) * 1e3:.1f} ms, max {max(total) * 1e3:.1f} ms; "
                  f"target 20 ms: {'met' if statistics.median(total) <= 0.020 else 'MISSED'}")
            print("slowest SQL statements of record_match + standings (median per call):")
            slow = sorted(statements.items(), key=lambda kv: -statistics.median(kv[1]))[:4]
            for sql, secs in slow:
                print(f"  {statistics.median(secs) * 1e3:6.2f} ms  {sql}")
    print(f"peak RSS since the club was built (recomputes, phases, record_match): {peak_rss_mib():.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
