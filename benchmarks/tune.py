"""`tournament-app evaluate --tune` on the real football history, against openskill's in-memory replay (issue 17).

Builds a club file from ``../shared/data/international-football-results.csv``
once (home v away, rank by goals, the goals as scores, a Bradley-Terry
leaderboard), then, in one run and alternating:

* times ``tournament-app --db FILE evaluate --tune --format json`` as a
  separate process (the whole process: start, imports, reading the matches,
  5 systems: β and τ searched together for Bradley-Terry and Plackett-Luce,
  C for Glicko, K for Elo; see ``benchmarks/tune_search.py`` for how the
  search was chosen);
* times openskill.py's ``BradleyTerryFull(tau=0)`` rating the same history
  match after match in memory (as ``benchmarks/replay.py`` does).

Prints every time, the medians and their ratio (the goal: at most 2x).
``--match-by-match N`` also times N runs of the path before (every setting
predicted and rated match by match in Python) and compares its results.
``--python`` sets ``TOURNAMENT_APP_NO_NUMBA=1`` for the CLI (the plain-Python fallback).

    python benchmarks/tune.py [--repeats 5] [--python] [--keep FILE]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import workloads  # noqa: E402
from replay import run_openskill  # noqa: E402

CLI = [sys.executable, "-m", "tournament_app"]
#: the same CLI with every setting scored match by match in Python (the path before issue 17)
MATCH_BY_MATCH = [sys.executable, "-c", (
    "import sys, tournament_app.league.evaluation as e; score = e._score; "
    "e._score = lambda model, source, split, engine: score(model, source, split, None); "
    "from tournament_app.__main__ import main; main(sys.argv[1:])")]


def build_club(db: Path) -> None:
    """The football history as a club file, through ``import results`` (one row per side)."""
    with tempfile.TemporaryDirectory() as tmp:
        rows = Path(tmp) / "football.csv"
        with workloads.FOOTBALL_CSV.open(newline="", encoding="utf-8") as f, rows.open("w", newline="", encoding="utf-8") as out:
            w = csv.writer(out)
            w.writerow(["match", "date", "side", "player", "rank", "score"])
            for n, row in enumerate(csv.DictReader(f), start=1):
                hs, as_ = int(row["home_score"]), int(row["away_score"])
                w.writerow([n, row["date"], 1, row["home_team"], 1 if hs >= as_ else 2, hs])
                w.writerow([n, row["date"], 2, row["away_team"], 1 if as_ >= hs else 2, as_])
        subprocess.run([*CLI, "--db", str(db), "new-leaderboard", "Football", "--system", "bbt"], check=True, capture_output=True)
        subprocess.run([*CLI, "--db", str(db), "import", "results", str(rows), "--leaderboard", "Football"], check=True, capture_output=True)


def time_cli(db: Path, env: dict[str, str], cli: list[str] = CLI) -> tuple[float, list[dict[str, object]]]:
    t0 = time.perf_counter()
    proc = subprocess.run([*cli, "--db", str(db), "evaluate", "--leaderboard", "Football", "--tune", "--format", "json"],
                          capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - t0, json.loads(proc.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--python", action="store_true", help="the CLI without numba (TOURNAMENT_APP_NO_NUMBA=1)")
    ap.add_argument("--keep", type=Path, help="build the club file here (or reuse it if it exists)")
    ap.add_argument("--match-by-match", type=int, default=0, metavar="N",
                    help="also time N runs scoring match by match in Python (the path before; ~100 s each)")
    args = ap.parse_args(argv)
    env = dict(os.environ)
    if args.python:
        env["TOURNAMENT_APP_NO_NUMBA"] = "1"
    with tempfile.TemporaryDirectory() as tmp:
        db = args.keep or Path(tmp) / "football.sqlite"
        if not db.exists():
            t0 = time.perf_counter()
            build_club(db)
            print(f"built {db} in {time.perf_counter() - t0:.1f} s")
        football = workloads.football()
        ours, peers = [], []
        rows: list[dict[str, object]] = []
        for n in range(args.repeats):
            dt, rows = time_cli(db, env)
            ours.append(dt)
            t_os, n_os, _mu, _sigma = run_openskill(football, None)
            peers.append(t_os)
            print(f"run {n + 1}: evaluate --tune {dt:.2f} s, openskill in-memory replay {t_os:.2f} s ({n_os:,} matches)")
        for n in range(args.match_by_match):
            dt, old_rows = time_cli(db, env, MATCH_BY_MATCH)
            same = [(r["system"], r["params"]) for r in old_rows] == [(r["system"], r["params"]) for r in rows]
            worst = max(abs(a["log_loss"] - b["log_loss"]) for a, b in zip(old_rows, rows))  # type: ignore[operator]
            print(f"match by match {n + 1}: evaluate --tune {dt:.2f} s (same choices: {same}, "
                  f"largest log-loss difference {worst:.1e})")
        for r in rows:
            print(f"  {r['system']:<14} {json.dumps(r['params'], sort_keys=True):<40} log-loss {r['log_loss']:.4f}")
        med_ours, med_os = statistics.median(ours), statistics.median(peers)
        print(f"\nmedian of {args.repeats}: evaluate --tune {med_ours:.2f} s, openskill {med_os:.2f} s, "
              f"ratio {med_ours / med_os:.2f}x (goal <= 2x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
