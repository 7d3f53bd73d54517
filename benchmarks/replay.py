"""Whole-history replay, Weng-Lin Bradley-Terry: ours against openskill.py and a C loop.

Run from the repository root::

    .venv/bin/python benchmarks/replay.py            # everything (about a minute)
    .venv/bin/python benchmarks/replay.py --quick    # no fallback/option loops
    .venv/bin/python benchmarks/replay.py --memory   # peak RSS of 1M-match replays

For each workload of ``workloads.py`` (1v1 uniform, 4x2 free-for-all, 1v1
with Zipf activity, the real football history) it replays the same history,
in one process, with

* openskill.py's ``BradleyTerryFull(tau=0)`` (``model.rate`` match after match),
* ours: ``tournament_app.ratings.replay.replay`` (the compiled loop where
  numba works; best of ``--repeats``), and its pure-Python fallback,
* the C reference ``c_reference/replay.c``, built with ``cc -O2`` into a
  temporary folder and run on the same arrays written to a binary file
  (skipped with a message where there is no C compiler),
* with ``--options`` (default) the alternatives that were measured: the
  tightest pure-Python loop and NumPy "waves" of independent matches,

checks that all of them agree with ours (final mu and sigma of every player,
and the C loop's every history row, to 1e-9) and prints matches/s and the
ratios. Exit status 1 if any disagree.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import replay_options  # noqa: E402
import workloads  # noqa: E402

from tournament_app.ratings import BradleyTerry  # noqa: E402
from tournament_app.ratings.replay import RatingArrays, ReplayResult, compiled_available, replay  # noqa: E402

HERE = Path(__file__).resolve().parent
C_SOURCE = HERE / "c_reference" / "replay.c"
TOLERANCE = 1e-9


def best_time(fn: Callable[[], object], repeats: int) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(repeats):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def run_openskill(w: workloads.Workload, limit: int | None) -> tuple[float, int, np.ndarray, np.ndarray]:
    """openskill.py BradleyTerryFull(tau=0), match after match; (seconds, matches, mu, sigma)."""
    from openskill.models import BradleyTerryFull

    model = BradleyTerryFull(tau=0.0)
    ratings = [model.rating() for _ in range(w.history.n_players)]
    players = w.players if limit is None else w.players[:limit]
    ranks = w.ranks if limit is None else w.ranks[:limit]
    matches, rank_lists = players.tolist(), ranks.tolist()
    t0 = time.perf_counter()
    for match, rk in zip(matches, rank_lists):
        new = model.rate([[ratings[p] for p in side] for side in match], ranks=rk)
        for side, new_side in zip(match, new):
            for p, r in zip(side, new_side):
                ratings[p] = r
    dt = time.perf_counter() - t0
    return dt, len(matches), np.array([r.mu for r in ratings]), np.array([r.sigma for r in ratings])


def build_c(folder: Path) -> Path | None:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        print("C reference skipped: no C compiler (cc, gcc or clang) on PATH")
        return None
    exe = folder / "c_replay"
    try:
        proc = subprocess.run([cc, "-O2", "-o", str(exe), str(C_SOURCE), "-lm"], capture_output=True, text=True)
    except OSError as exc:
        print(f"C reference skipped: cannot run the C compiler {cc!r}: {exc}")
        return None
    if proc.returncode != 0:
        print(f"C reference skipped: {cc} failed:\n{proc.stderr}")
        return None
    return exe


def run_c(exe: Path, folder: Path, w: workloads.Workload, model: BradleyTerry, init: RatingArrays, repeats: int) -> tuple[float, dict[str, np.ndarray]]:
    h = w.history
    src, dst = folder / f"{w.name}.in", folder / f"{w.name}.out"
    with src.open("wb") as f:
        np.array([h.n_matches, h.n_sides, h.n_slots, h.n_players, repeats], dtype="<i8").tofile(f)
        np.array([model.beta, model.kappa, model.tau], dtype="<f8").tofile(f)
        for arr, dt in ((h.match_start, "<i8"), (h.side_start, "<i8"), (h.side_rank, "<f8"), (h.slot_player, "<i8"), (init.mu, "<f8"), (init.sigma, "<f8")):
            arr.astype(dt).tofile(f)
    proc = subprocess.run([str(exe), str(src), str(dst)], capture_output=True, text=True, check=True)
    seconds = float(proc.stdout.split()[0])
    raw = np.fromfile(dst, dtype="<f8")
    P, S = h.n_players, h.n_slots
    parts = {"mu": raw[:P], "sigma": raw[P : 2 * P]}
    for i, name in enumerate(("mu_before", "sigma_before", "mu_after", "sigma_after")):
        parts[name] = raw[2 * P + i * S : 2 * P + (i + 1) * S]
    return seconds, parts


def max_diff(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.max(np.abs(a - b))) if len(a) else 0.0


def fmt_rate(matches: int, seconds: float | None) -> str:
    if seconds is None or seconds <= 0:
        return "-"
    r = matches / seconds
    return f"{r / 1e6:.2f}M" if r >= 1e6 else f"{r / 1e3:.0f}k"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workloads", nargs="*", default=list(workloads.ALL), choices=list(workloads.ALL))
    ap.add_argument("--repeats", type=int, default=7, help="best of this many runs for ours and C (default 7)")
    ap.add_argument("--openskill-matches", type=int, default=None, help="rate only the first N matches with openskill (default all)")
    ap.add_argument("--quick", action="store_true", help="skip the pure-Python fallback and the measured alternatives")
    ap.add_argument("--memory", action="store_true", help="only measure the peak RSS of 1M-match replays (subprocesses)")
    ap.add_argument("--memory-child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.memory_child:
        return memory_child(args.memory_child)
    if args.memory:
        return memory_report()

    model = BradleyTerry()
    print(f"compiled loop available: {compiled_available()}   (numba; TOURNAMENT_APP_NO_NUMBA={os.environ.get('TOURNAMENT_APP_NO_NUMBA', '')!r})")
    ok = True
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        exe = build_c(folder)
        for name in args.workloads:
            try:
                w = workloads.ALL[name]()
            except FileNotFoundError as exc:
                print(f"{name}: skipped ({exc})")
                continue
            h = w.history
            init = RatingArrays.new(model, h.n_players)
            print(f"\n== {w.title}: {h.n_matches:,} matches, {h.n_slots:,} history rows")
            replay(model, h, init)  # compile / load the cache, touch the memory
            t_ours, res = best_time(lambda: replay(model, h, init), args.repeats)
            assert isinstance(res, ReplayResult)
            print(f"ours ({res.engine}): {fmt_rate(h.n_matches, t_ours)} matches/s ({t_ours * 1e3:.1f} ms)")
            row: dict[str, object] = {"workload": w.title, "n": h.n_matches, "ours": t_ours, "engine": res.engine}

            t_os, n_os, os_mu, os_sigma = run_openskill(w, args.openskill_matches)
            ref = res if n_os == h.n_matches else replay(model, _prefix(w, n_os), RatingArrays.new(model, h.n_players))
            d = max(max_diff(os_mu, ref.final.mu), max_diff(os_sigma, ref.final.sigma))
            agree = d <= TOLERANCE
            ok &= agree
            row["openskill"] = t_os * h.n_matches / n_os
            print(f"openskill BradleyTerryFull(tau=0): {fmt_rate(n_os, t_os)} matches/s on {n_os:,} matches; "
                  f"final ratings {'agree' if agree else 'DISAGREE'} (max |diff| {d:.1e})")

            if exe is not None:
                t_c, c_out = run_c(exe, folder, w, model, init, args.repeats)
                d = max(max_diff(c_out["mu"], res.final.mu), max_diff(c_out["sigma"], res.final.sigma),
                        *(max_diff(c_out[k], getattr(res, k)) for k in ("mu_before", "sigma_before", "mu_after", "sigma_after")))
                agree = d <= TOLERANCE
                ok &= agree
                row["c"] = t_c
                print(f"C -O2: {fmt_rate(h.n_matches, t_c)} matches/s; every history row {'agrees' if agree else 'DISAGREES'} (max |diff| {d:.1e})")

            if not args.quick:
                t0 = time.perf_counter()
                fb = replay(model, h, init, engine="python")
                row["fallback"] = time.perf_counter() - t0
                d = max(max_diff(fb.mu_after, res.mu_after), max_diff(fb.sigma_after, res.sigma_after))
                ok &= d <= TOLERANCE
                print(f"ours, pure-Python fallback (no numba): {fmt_rate(h.n_matches, row['fallback'])} matches/s (max |diff| {d:.1e})")  # type: ignore[arg-type]

                t0 = time.perf_counter()
                mu, sigma = replay_options.tight_python(w.players, w.ranks, init.mu, init.sigma, model.beta, model.kappa)
                row["tight"] = time.perf_counter() - t0
                d = max(max_diff(mu, res.final.mu), max_diff(sigma, res.final.sigma))
                ok &= d <= TOLERANCE
                print(f"tight pure-Python loop (fixed shape): {fmt_rate(h.n_matches, row['tight'])} matches/s (max |diff| {d:.1e})")  # type: ignore[arg-type]

                t0 = time.perf_counter()
                wave = workloads.waves(h)
                t_sched = time.perf_counter() - t0
                t0 = time.perf_counter()
                mu, sigma = replay_options.numpy_waves(w.players, w.ranks, wave, init.mu, init.sigma, model.beta, model.kappa)
                row["waves"] = time.perf_counter() - t0
                row["n_waves"] = int(wave.max())
                d = max(max_diff(mu, res.final.mu), max_diff(sigma, res.final.sigma))
                ok &= d <= TOLERANCE
                print(f"NumPy waves: {fmt_rate(h.n_matches, row['waves'])} matches/s in {int(wave.max()):,} waves "
                      f"(mean {h.n_matches / wave.max():.1f} matches; scheduling them took {t_sched * 1e3:.0f} ms more) (max |diff| {d:.1e})")
            rows.append(row)

    print("\n| workload | openskill BTFull | ours | ours / openskill | C -O2 | C / ours |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        n = int(r["n"])  # type: ignore[call-overload]
        ours, os_ = float(r["ours"]), float(r["openskill"])  # type: ignore[arg-type]
        c = r.get("c")
        c_cols = f"{fmt_rate(n, float(c))} | {ours / float(c):.2f}x" if c else "skipped | -"  # type: ignore[arg-type]
        print(f"| {r['workload']} | {fmt_rate(n, os_)} | {fmt_rate(n, ours)} | {os_ / ours:.0f}x | {c_cols} |")
    if not args.quick:
        print("\n| workload | pure-Python fallback | tight pure-Python | NumPy waves (waves) |")
        print("|---|---:|---:|---:|")
        for r in rows:
            n = int(r["n"])  # type: ignore[call-overload]
            print(f"| {r['workload']} | {fmt_rate(n, r.get('fallback'))} | {fmt_rate(n, r.get('tight'))} | "  # type: ignore[arg-type]
                  f"{fmt_rate(n, r.get('waves'))} ({r.get('n_waves', 0):,}) |")  # type: ignore[arg-type]
    print("\nall results agree to 1e-9" if ok else "\nSOME RESULTS DISAGREE")
    return 0 if ok else 1


def _prefix(w: workloads.Workload, n: int) -> workloads.History:
    h = w.history
    k, t = w.sides, w.per_side
    return workloads.History(h.match_start[: n + 1], h.side_start[: n * k + 1], h.side_rank[: n * k], h.slot_player[: n * k * t], h.n_players)


MEMORY_CASES = {
    "1v1": (1_000_000, 2, 1, 50_000),
    "4x2": (1_000_000, 4, 2, 50_000),
}


def memory_child(case: str) -> int:
    """Build a 1M-match history, replay it (compiled), print the peak RSS in MiB."""
    n, k, t, n_players = MEMORY_CASES[case]
    rng = np.random.default_rng(7)
    players = workloads._distinct_draw(rng, n, k * t, n_players, None)
    w = workloads._fixed_shape(case, case, players.reshape(n, k, t), workloads._random_ranks(rng, n, k), n_players)
    del players
    model = BradleyTerry()
    seconds = []
    for _ in range(2):  # the first run also imports numba and loads the compiled loop
        t0 = time.perf_counter()
        res = replay(model, w.history, RatingArrays.new(model, n_players))
        seconds.append(time.perf_counter() - t0)
        del res
    res = replay(model, w.history, RatingArrays.new(model, n_players))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"{case}: {n:,} matches, {w.history.n_slots:,} history rows, engine {res.engine}, "
          f"first run {seconds[0]:.2f} s, then {seconds[1]:.2f} s; peak RSS {peak:.0f} MiB (whole process)")
    return 0


def memory_report() -> int:
    for case in MEMORY_CASES:
        subprocess.run([sys.executable, __file__, "--memory-child", case], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
