"""Issue 17's scale benchmark: ``tournament-app recompute`` and openskill side by side, each as its own process.

Run from the repository root::

    .venv/bin/python benchmarks/scale.py                      # both cases (building the 1M club takes minutes)
    .venv/bin/python benchmarks/scale.py --case 4x2 --runs 3  # the skewed 100k-match 4 sides x 2 players club only
    .venv/bin/python benchmarks/scale.py --case 1m --no-openskill-1m
    .venv/bin/python benchmarks/scale.py --case 1m --size-1m 50000  # a quick check of the 1M code path

Issue 17's seeded histories: 100k matches of 4 sides x 2 players, Zipf-like activity over 10,000
players, one match in ten with a tie for first (``recompute_db.build_shaped_club``), and 1M matches
1v1 over 10,000 players (``recompute_db.build_club``: as there, a tenth 2v2, a fifth drawn). Each club
file is built once in ``--workdir``, rated (``Club.recompute()``, checkpoint) and reused by later runs
while it holds the right matches. Then, one process at a time:

* openskill's ``BradleyTerryFull`` (the leaderboard model's mu, sigma, beta, kappa, tau) replays the
  matches ``league.replay_load.load_history`` reads from the file, in memory: only the loop is timed,
  median of ``--openskill-runs``; its ratings after each of the first 1,000 matches are checked
  against the history the file stores (to 1e-9);
* ``tournament-app --db FILE recompute`` (after one uncounted run, with Python's bytecode cache as
  on an organizer's machine), ``--runs`` times each, alternating (a) on the rated file and
  (b) after every stored history chunk was spoilt (``mu_after`` zeroed, untimed), so every chunk is
  written again; peak RSS by ``/usr/bin/time -f %M`` (else ``getrusage`` in a wrapper process).

Prints a markdown table (medians, min-max, ratios, goals), file sizes in MiB and MB and the load
average at the start and end. Exit status 1 if openskill's ratings disagree with ours.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recompute_db import build_club, build_shaped_club

PLAYERS = 10_000
CHECKED = 1_000  # openskill's ratings after each of the first CHECKED matches are compared with the stored history
TOLERANCE = 1e-9
TIME = shutil.which("time", path="/usr/bin")
#: the fallback for TIME: run the command as the only child of a small Python process, print its wall time and peak RSS (KiB)
_WRAP = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
         "subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
         "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


@dataclass(frozen=True)
class Case:
    """One of the issue's histories, its goal and its default numbers of runs."""

    key: str
    title: str
    n_matches: int
    shape: tuple[int, int] | None  # (sides, players per side); None: build_club's 1v1 (a tenth 2v2)
    goal_s: float
    runs: int
    openskill_runs: int
    issue_size: int


def _holds(path: Path, n_matches: int) -> bool:
    """True when the club file at ``path`` holds ``n_matches`` matches, PLAYERS players and their stored history,
    in this version's schema (a file an older version built is built again, not migrated: its size would tell
    about the migration, not about this version)."""
    from tournament_app.store.schema import MIGRATION_SET, known_migrations

    try:
        con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        counts = con.execute("SELECT (SELECT count(*) FROM matches), (SELECT count(*) FROM players), (SELECT count(*) "
                             "FROM match_players), (SELECT coalesce(sum(n_rows), 0) FROM history_chunks)").fetchone()
        applied = {r[0] for r in con.execute("SELECT name FROM _sqlite_migrations WHERE migration_set = ?", [MIGRATION_SET])}
        con.close()
    except sqlite3.Error:  # no such file, or not a club
        return False
    return bool(counts[:2] == (n_matches, PLAYERS) and counts[2] == counts[3] > 0 and applied == set(known_migrations()))


def club_file(case: Case, workdir: Path) -> Path:
    """The case's rated club file in ``workdir``: reused when it is there and right, else built (minutes) and rated."""
    path = workdir / f"club-{case.key}-{case.n_matches}-{PLAYERS}.sqlite"
    if _holds(path, case.n_matches):
        print(f"reused {path} (already built and rated)", flush=True)
        return path
    workdir.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f"building-{path.name}")
    for f in [Path(f"{p}{end}") for p in (path, part) for end in ("", "-wal", "-shm")]:
        f.unlink(missing_ok=True)
    print(f"building {path} ({case.n_matches:,} {case.title}, {PLAYERS:,} players)...", flush=True)
    t0 = time.perf_counter()
    club = build_shaped_club(part, case.n_matches, PLAYERS, *case.shape) if case.shape else build_club(part, case.n_matches, PLAYERS)
    built = time.perf_counter() - t0
    with club:
        club.recompute()  # the history is stored, as in a club that has been used
        club.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    os.replace(part, path)
    print(f"built in {built:.0f} s, rated in {time.perf_counter() - t0 - built:.0f} s", flush=True)
    return path


def file_bytes(path: Path) -> int:
    """The club file's size, its write-ahead log included."""
    return sum(p.stat().st_size for p in (path, Path(f"{path}-wal")) if p.exists())


def spoil_history(path: Path) -> None:
    """Make every stored history chunk differ from what a replay gives (``mu_after`` zeroed), then checkpoint."""
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE history_chunks SET mu_after = zeroblob(length(mu_after))")
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


#: the command's environment as on an organizer's machine: Python caches the compiled modules (a development
#: shell may set PYTHONDONTWRITEBYTECODE, which makes every run compile the app's ~100 modules again, ~0.1 s)
_USER_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run_cli(path: Path) -> tuple[float, float]:
    """``tournament-app --db path recompute`` as one process: (wall seconds, peak RSS in MiB)."""
    cmd = [sys.executable, "-m", "tournament_app", "--db", str(path), "recompute"]
    if TIME is None:
        proc = subprocess.run([sys.executable, "-c", _WRAP, *cmd], check=False, capture_output=True, text=True, env=_USER_ENV)
        if proc.returncode == 0:
            return float(proc.stdout.split()[0]), int(proc.stdout.split()[1]) / 1024
    else:
        with tempfile.TemporaryDirectory() as tmp:
            report = Path(tmp) / "rss"
            t0 = time.perf_counter()
            proc = subprocess.run([TIME, "-f", "%M", "-o", str(report), *cmd], check=False, capture_output=True, text=True,
                                  env=_USER_ENV)
            seconds = time.perf_counter() - t0
            if proc.returncode == 0:
                return seconds, int(report.read_text().split()[-1]) / 1024
    raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr}")


def openskill_child(path: Path, runs: int) -> int:
    """In its own process: replay the club's matches with openskill, check the first CHECKED, print JSON."""
    import numpy as np
    from openskill.models import BradleyTerryFull

    from tournament_app.league import Club
    from tournament_app.league.replay_load import load_history
    from tournament_app.ratings import BradleyTerry
    from tournament_app.store.history_chunks import read_history

    with Club.open(path, check_integrity=False) as club:
        lb = club.leaderboard().id
        model = club.rating_model(lb)
        if not isinstance(model, BradleyTerry) or model.decays:
            raise SystemExit(f"the leaderboard's model is {model!r}: openskill's BradleyTerryFull cannot replay it")
        loaded = load_history(club.db, lb, None)
        n_check = min(CHECKED, loaded.n_matches)
        n_rows = int(loaded.side_start[loaded.match_start[n_check]])
        stored = read_history(club.db, lb).take(slice(0, n_rows))  # what tournament-app recompute stored
    os_model = BradleyTerryFull(mu=model.mu, sigma=model.sigma, beta=model.beta, kappa=model.kappa, tau=model.tau)
    pids, slot = np.unique(loaded.slot_pid, return_inverse=True)
    ms, ss, sl, rk = (a.tolist() for a in (loaded.match_start, loaded.side_start, slot, loaded.side_rank))
    matches = [[sl[ss[s] : ss[s + 1]] for s in range(ms[m], ms[m + 1])] for m in range(loaded.n_matches)]
    ranks = [rk[ms[m] : ms[m + 1]] for m in range(loaded.n_matches)]

    after: list[tuple[float, float]] = []  # the check: each player's rating after each of the first n_check matches
    ratings = [os_model.rating() for _ in range(len(pids))]
    for match, rank in zip(matches[:n_check], ranks[:n_check]):
        for side, new_side in zip(match, os_model.rate([[ratings[p] for p in side] for side in match], ranks=rank)):
            for p, r in zip(side, new_side):
                ratings[p] = r
                after.append((r.mu, r.sigma))
    per_match = np.diff(loaded.side_start[loaded.match_start[: n_check + 1]])
    same_rows = len(stored) == n_rows and np.array_equal(stored.player_id, loaded.slot_pid[:n_rows]) and np.array_equal(
        stored.match_id, np.repeat(loaded.match_ids[:n_check], per_match))
    diff = float(np.max(np.abs(np.array(after) - np.column_stack([stored.mu_after, stored.sigma_after])))) if same_rows else math.inf

    seconds = []
    for _ in range(runs):
        ratings = [os_model.rating() for _ in range(len(pids))]
        t0 = time.perf_counter()
        for match, rank in zip(matches, ranks):
            new = os_model.rate([[ratings[p] for p in side] for side in match], ranks=rank)
            for side, new_side in zip(match, new):
                for p, r in zip(side, new_side):
                    ratings[p] = r
        seconds.append(time.perf_counter() - t0)
    print(json.dumps({"seconds": seconds, "matches": loaded.n_matches, "checked": n_check, "diff": diff,
                      "agree": bool(same_rows and diff <= TOLERANCE)}))
    return 0


def run_openskill(path: Path, runs: int) -> dict[str, Any]:
    """The openskill child as a separate process; its JSON report."""
    print(f"openskill replay of {path.name} ({runs} run(s); a 1M-match history takes minutes)...", flush=True)
    proc = subprocess.run([sys.executable, __file__, "--openskill-child", str(path), "--openskill-runs", str(runs)],
                          check=False, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"openskill child failed ({proc.returncode}):\n{proc.stderr}")
    report: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    verdict = "agree" if report["agree"] else "DISAGREE"
    print(f"openskill and the stored history {verdict} on the first {report['checked']:,} matches (max |diff| {report['diff']:.1e})")
    return report


def fmt(times: list[float]) -> str:
    """Median (min-max) in seconds."""
    return f"{statistics.median(times):.2f} s ({min(times):.2f}-{max(times):.2f})"


def sizes(n_bytes: float) -> str:
    """A size in MiB and in MB."""
    return f"{n_bytes / 2**20:.1f} MiB = {n_bytes / 1e6:.1f} MB"


def measure(case: Case, workdir: Path, runs: int, openskill_runs: int) -> tuple[list[str], bool]:
    """Build or reuse the case's club, run openskill and our recomputes; the table rows and whether openskill agreed."""
    path = club_file(case, workdir)
    size = file_bytes(path)
    warm, _ = run_cli(path)  # not counted: caches the compiled modules and numba's loop, brings the file into the page cache
    print(f"warm-up recompute (not counted): {warm:.2f} s", flush=True)
    report = run_openskill(path, openskill_runs) if openskill_runs > 0 else None
    plain: list[float] = []
    rewritten: list[float] = []
    rss: list[float] = []
    for i in range(runs):
        for times, spoil in ((plain, False), (rewritten, True)):
            if spoil:
                spoil_history(path)
            seconds, peak = run_cli(path)
            times.append(seconds)
            rss.append(peak)
        print(f"run {i + 1}/{runs}: {plain[-1]:.2f} s; after spoiling the stored history {rewritten[-1]:.2f} s", flush=True)
    os_med = statistics.median(report["seconds"]) if report else None
    name = f"{case.n_matches:,} {case.title}"
    note = "" if case.n_matches == case.issue_size else " (not the issue's size)"

    def row(what: str, times: list[float], goal: str, ratio_goal: float | None) -> str:
        med = statistics.median(times)
        ratio = os_med / med if os_med else None
        met = "yes" if med <= case.goal_s else "NO"
        if ratio_goal is not None and met == "yes":
            met = "time yes, ratio not measured" if ratio is None else "yes" if ratio >= ratio_goal else "NO"
        return (f"| {what} | {fmt(times)} | {f'{os_med:.2f} s' if os_med else 'skipped'} | "
                f"{'-' if ratio is None else f'{ratio:.{0 if ratio >= 10 else 1}f}x'} | {goal} | {met}{note} |")

    peak, big = max(rss), case.key == "1m"
    goal = f"<= {case.goal_s:g} s" + ("" if big else " and >= 5x openskill")
    mem_met = ("yes" if peak * 2**20 <= 700e6 else "NO") + note if big else "-"
    file_met = ("yes" if size <= 50e6 else "NO") + note if not big else "-"
    return [
        row(f"`recompute`, {name}, whole process", plain, goal, None if big else 5.0),
        row(f"recompute after the stored history was changed (every chunk rewritten), {name}", rewritten,
            f"(<= {case.goal_s:g} s, for comparison)", None),
        (f"| peak memory (RSS), {name} recompute (max of both kinds) | {peak:.0f} MiB = {peak * 2**20 / 1e6:.0f} MB | | | "
         f"{'<= 700 MB' if big else '-'} | {mem_met} |"),
        (f"| club file for that {case.n_matches:,}-match club | {sizes(size)} (after the runs: {sizes(file_bytes(path))}) | | | "
         f"{'-' if big else '<= 50 MB'} | {file_met} |"),
    ], bool(report is None or report["agree"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--case", choices=["4x2", "1m", "both"], default="both", help="which history (default both)")
    ap.add_argument("--runs", type=int, default=None, help="recompute runs of each kind (default 5 for 4x2, 3 for 1M)")
    ap.add_argument("--openskill-runs", type=int, default=None, help="openskill replays (default 3 for 4x2, 1 for 1M)")
    ap.add_argument("--no-openskill-1m", action="store_true", help="skip openskill's replay of the 1M history (minutes)")
    ap.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "tournament-scale",
                    help="where the club files are built and kept for later runs (default %(default)s)")
    ap.add_argument("--size-4x2", type=int, default=100_000, help="matches of the 4x2 club (default 100000; to test)")
    ap.add_argument("--size-1m", type=int, default=1_000_000, help="matches of the 1v1 club (default 1000000; to test)")
    ap.add_argument("--openskill-child", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.openskill_child:
        return openskill_child(args.openskill_child, args.openskill_runs or 1)

    load_start = os.getloadavg()
    chosen = {"4x2": Case("4x2", "matches 4x2 skewed", args.size_4x2, (4, 2), 1.5, 5, 3, 100_000),
              "1m": Case("1m", "matches 1v1", args.size_1m, None, 8.0, 3, 1, 1_000_000)}
    table, agree = [], True
    for case in (chosen.values() if args.case == "both" else [chosen[args.case]]):
        print(f"\n== {case.n_matches:,} {case.title}", flush=True)
        os_runs = case.openskill_runs if args.openskill_runs is None else args.openskill_runs
        rows, ok = measure(case, args.workdir, args.runs or case.runs, 0 if case.key == "1m" and args.no_openskill_1m else os_runs)
        table += rows
        agree &= ok
    print("\n| what | ours (median, min-max) | openskill in memory | ratio | goal | met? |\n|---|---:|---:|---:|---|---|")
    print("\n".join(table))
    end = os.getloadavg()
    print(f"\nload average at the start {' '.join(f'{x:.2f}' for x in load_start)}, at the end {' '.join(f'{x:.2f}' for x in end)} "
          f"(1, 5, 15 min; {os.cpu_count()} CPUs)")
    if not agree:
        print("openskill's ratings DISAGREE with the stored history")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
