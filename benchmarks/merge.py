"""Issue 32's merge benchmark: merging a 100k-match club into another that shares half of it, goal under 5 s.

Run from the repository root::

    .venv/bin/python benchmarks/merge.py            # two clubs of 100k matches, 50k of them shared
    .venv/bin/python benchmarks/merge.py --quick    # 10k matches each (a check of the code path, not the goal)
    .venv/bin/python benchmarks/merge.py --runs 5 --workdir /tmp/merge-bench

The clubs are built once in ``--workdir`` (kept for later runs): a club of ``--size``/2 results (1v1,
a tenth 2v2, a fifth drawn, Zipf-like activity over 10,000 players: ``recompute_db.build_club``) is
copied to two laptops, and each goes on with ``--size``/2 results of its own over the same later
months (so the new results interleave in time and every rating from the first of them is replayed).
Each holds ``--size`` results with identities of its own and the shared ones'.

Then, each run on a fresh copy of ``home``:

* ``merge_club(home, away)`` in this process: reading ``away`` read-only, matching players, finding the
  50% already there by identity, writing the new results, replaying from the earliest, the backup
  before it, the commit: what the window's progress bar covers;
* ``tournament-app --db home merge away`` as a whole process (imports, opening and checking both
  files, the same work, printing);
* side by side, the way before merging: ``export results`` of ``away`` and ``import results`` of that
  file into ``home`` (the same new results found and added; leaderboards, events and teams are not
  carried that way).

Prints a markdown table (medians, min-max of wall and CPU time, the goal and whether it is met) and the
load average: on a shared machine the wall time grows with the load, the CPU time (what an idle laptop's
wall time comes close to; the merge runs on one core) much less.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recompute_db import build_club  # noqa: E402

from tournament_app.league import Club, export_results, import_results, merging  # noqa: E402
from tournament_app.league.result_ids import take_match_numbers  # noqa: E402

PLAYERS = 10_000
GOAL_S = 5.0


def add_own_results(club: Club, count: int, seed: int) -> None:
    """``count`` new 1v1 results after the shared ones (2025), ids and identities as the app gives them."""
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, PLAYERS + 1) ** 0.8
    weights /= weights.sum()
    lb = club.leaderboard().id
    start = datetime(2025, 1, 1, 18, 0, 0)
    picks = rng.choice(PLAYERS, size=(count, 2), p=weights) + 1
    with club.transaction():
        first = take_match_numbers(club, count)
        matches, sides, players = [], [], []
        for j in range(count):
            a, b = int(picks[j, 0]), int(picks[j, 1])
            if a == b:
                b = a % PLAYERS + 1
            mid = first + j
            # seconds apart, at odd or even seconds per laptop: no two results of the two laptops at one moment
            played = start + timedelta(seconds=2 * j * 97 + seed % 2)
            matches.append((mid, lb, played.isoformat(), 1, "2025-01-01T00:00:00+00:00"))
            first_wins = bool(rng.random() < 0.5)
            sides += [(mid, 1, 1 if first_wins else 2), (mid, 2, 2 if first_wins else 1)]
            players += [(mid, 0, 1, a), (mid, 1, 2, b)]
        club.db.conn.executemany("INSERT INTO matches (id, leaderboard_id, played_at, seq, created_at) VALUES (?, ?, ?, ?, ?)", matches)
        club.db.conn.executemany("INSERT INTO match_sides (match_id, side, rank) VALUES (?, ?, ?)", sides)
        club.db.conn.executemany("INSERT INTO match_players (match_id, slot, side, player_id) VALUES (?, ?, ?, ?)", players)
    club.recompute()


def clubs(workdir: Path, size: int) -> tuple[Path, Path]:
    """``home`` and ``away``: ``size`` results each, half of them shared (built once, then reused)."""
    home, away = workdir / f"home-{size}.sqlite", workdir / f"away-{size}.sqlite"
    if home.exists() and away.exists():
        return home, away
    shared = workdir / f"shared-{size}.sqlite"
    for path in (shared, home, away):
        path.unlink(missing_ok=True)
    t0 = time.perf_counter()
    club = build_club(shared, size // 2, PLAYERS)
    club.recompute()
    club.close()
    for path, seed in ((home, 1), (away, 2)):
        shutil.copyfile(shared, path)
        with Club.open(path) as club:
            add_own_results(club, size - size // 2, seed)
            club.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    print(f"built the clubs in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return home, away


def fresh(home: Path, work: Path) -> Path:
    target = work / "home-run.sqlite"
    for extra in ("", "-wal", "-shm"):
        Path(f"{target}{extra}").unlink(missing_ok=True)
    shutil.rmtree(work / "home-run.sqlite.backups", ignore_errors=True)
    for folder in work.glob("*backup*"):
        shutil.rmtree(folder, ignore_errors=True)
    shutil.copyfile(home, target)
    return target


def time_in_process(home: Path, away: Path, work: Path, size: int) -> tuple[float, float, int, int]:
    """(wall time, CPU time, results that came in, results already there) of one merge_club."""
    target = fresh(home, work)
    with Club.open(target, check_integrity=False) as club:
        t0, c0 = time.perf_counter(), time.process_time()
        changes = merging.merge_club(club, away)
        elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
        assert club.match_count() == size + size - size // 2, club.match_count()
    return elapsed, cpu, changes.count, changes.already


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_cli(home: Path, away: Path, work: Path) -> tuple[float, float]:
    """(wall time, CPU time) of ``tournament-app --db HOME merge AWAY`` as its own process."""
    target = fresh(home, work)
    exe = Path(sys.executable).with_name("tournament-app")
    t0, c0 = time.perf_counter(), _children_cpu()
    subprocess.run([str(exe), "--db", str(target), "merge", str(away)], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t0, _children_cpu() - c0


def time_csv_way(home: Path, away: Path, work: Path) -> float:
    target = fresh(home, work)
    csv = work / "away.csv"
    with Club.open(away, check_integrity=False) as other, Club.open(target, check_integrity=False) as club:
        t0 = time.perf_counter()
        export_results(other, csv)
        import_results(club, csv)
        return time.perf_counter() - t0


def fmt(times: list[float]) -> str:
    return f"{statistics.median(times):.2f} s ({min(times):.2f}-{max(times):.2f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=100_000, help="results in each club (default 100,000; half shared)")
    parser.add_argument("--quick", action="store_true", help="10,000 results each: checks the code path, not the goal")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each (median shown)")
    parser.add_argument("--workdir", type=Path, help="where the clubs are built and kept (default: a temporary folder)")
    parser.add_argument("--no-csv", action="store_true", help="skip the export-and-import way")
    args = parser.parse_args(argv)
    size = 10_000 if args.quick else args.size
    keep = args.workdir is not None
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="merge-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    load = os.getloadavg()[0]
    try:
        home, away = clubs(workdir, size)
        runs = max(args.runs, 1)
        merged = [time_in_process(home, away, workdir, size) for _ in range(runs)]
        in_process = [t for t, _c, _n, _a in merged]
        in_process_cpu = [c for _t, c, _n, _a in merged]
        cli_runs = [time_cli(home, away, workdir) for _ in range(runs)]
        cli, cli_cpu = [t for t, _c in cli_runs], [c for _t, c in cli_runs]
        csv_way = [] if args.no_csv else [time_csv_way(home, away, workdir) for _ in range(runs)]
    finally:
        if not keep:
            shutil.rmtree(workdir, ignore_errors=True)
    _t, _c, came, already = merged[0]
    goal = GOAL_S if size >= 100_000 else GOAL_S * size / 100_000
    print(f"Merging a {size:,}-result club into another holding the same {size // 2:,} (50% overlap): "
          f"{came:,} results came in, {already:,} were already there.\n")
    print("| what | wall time (median, min-max) | CPU time | goal | met (wall) | met (CPU) |")
    print("|---|---:|---:|---:|:---:|:---:|")
    for what, wall, cpu in (("`merge_club` in the app's process", in_process, in_process_cpu),
                            ("`tournament-app merge` (whole process)", cli, cli_cpu)):
        print(f"| {what} | {fmt(wall)} | {fmt(cpu)} | < {goal:.1f} s | "
              f"{'yes' if statistics.median(wall) < goal else 'NO'} | {'yes' if statistics.median(cpu) < goal else 'NO'} |")
    if csv_way:
        ratio = statistics.median(csv_way) / statistics.median(in_process)
        print(f"| before merging: `export results` + `import results` | {fmt(csv_way)} | | (merge is {ratio:.1f}x as fast) | | |")
    print(f"\nload average: {load:.2f} at the start, {os.getloadavg()[0]:.2f} at the end (2 cores)")
    if size < 100_000:
        print("(--quick: the goal is scaled to the size; run without --quick for issue 32's figure)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
