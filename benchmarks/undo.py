"""Undo by the undo log against the old undo by file snapshot, on a big club, in one run.

Run from the repository root::

    .venv/bin/python benchmarks/undo.py                  # 100k matches, 10k players, a 25k-match import
    .venv/bin/python benchmarks/undo.py --size 20000 --import-size 5000 --players 2000   # a quick look

Builds the club of ``recompute_db.py`` (``--size`` matches between
``--players`` players, ratings computed), then times, from the call to the
stored change including its undo record (each in its own transaction,
committed with ``synchronous=FULL``, median of ``--runs``):

* a check-in, a swap of two players in a drawn round and a rename, each one
  step of the undo log, and undoing each;
* importing ``--import-size`` matches (a results CSV, after the club's
  history) and undoing that import (rows deleted set-wise, then the
  leaderboard replayed from the first imported match); also the import with
  the logging triggers dropped, to show what the log costs;
* the old way, side by side: each step first copied the whole database file
  (``Club.snapshot``) and undo put the copy back (``Club.restore_snapshot``).

Prints each figure and the ratio old / new. Targets: a check-in, swap or
rename <= 30 ms; undoing a 25k-match import <= 2 s; no step copies the file.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recompute_db import build_club  # noqa: E402

from tournament_app.league import Club, import_results  # noqa: E402
from tournament_app.league import night  # noqa: E402
from tournament_app.store.undo_log import LOGGED_TABLES, clear_undo_log, install_undo_triggers  # noqa: E402


def median_ms(fn: Callable[[int], object], runs: int) -> float:
    """Median wall time of ``fn(i)`` over ``runs`` calls, in milliseconds."""
    times = []
    for i in range(runs):
        t0 = time.perf_counter()
        fn(i)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def files_in(folder: Path) -> set[str]:
    return {p.name for p in folder.rglob("*") if p.is_file()}


def write_import(path: Path, n_matches: int, n_players: int) -> None:
    """A results CSV of ``n_matches`` 1v1 matches between existing players, all after the club's history."""
    with path.open("w", encoding="utf-8") as out:
        out.write("match,date,side,player,rank\n")
        for m in range(n_matches):
            a = 1 + (m * 7919) % n_players
            b = 1 + (m * 104729 + 1) % n_players
            b = b if b != a else 1 + b % n_players
            day = f"2025-{1 + m // 2500 % 12:02d}-{1 + m // 100 % 25:02d}T{10 + m // 10 % 10:02d}:{m % 60:02d}:00"
            out.write(f"{m},{day},1,Player {a},1\n{m},{day},2,Player {b},2\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--import-size", type=int, default=25_000)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="undo-bench-"))
    path = folder / "club.sqlite"
    t0 = time.perf_counter()
    club = build_club(path, args.size, args.players)
    with club.transaction():
        clear_undo_log(club.db)  # the club was written straight into the tables, not as steps
    club.recompute()
    print(f"club: {args.size} matches, {args.players} players, {path.stat().st_size / 2**20:.0f} MB, "
          f"built in {time.perf_counter() - t0:.1f} s")
    event = club.add_event("Tonight", "2025-06-01").id
    for pid in range(1, 17):
        night.check_in(club, event, pid)
    rnd = night.get_round(club, night.draw_next_round(club, event, "rotating", seed=1).id)
    a, b = rnd.matches[0].player_ids[0][0], rnd.matches[1].player_ids[0][0]
    runs = args.runs
    rows: list[tuple[str, float, float]] = []
    seen = files_in(folder)

    # ---- small steps: the log --------------------------------------------------------------
    check_in = median_ms(lambda i: night.check_in(club, event, 100 + i), runs)
    undo_check_in = median_ms(lambda _i: club.undo(), runs)
    swap = median_ms(lambda i: night.swap_players(club, event, 1, *((a, b) if i % 2 == 0 else (b, a))), runs)
    rename = median_ms(lambda i: club.rename_player(200, f"Renamed {i}"), runs)
    undo_rename = median_ms(lambda _i: club.undo(), runs)
    copies = files_in(folder) - seen
    assert not copies, f"a step copied files: {copies}"

    # ---- small steps: the old way (copy the whole file first, put it back to undo) -------------
    snaps = folder / "snapshots"

    def old_way(step: Callable[[int], object]) -> Callable[[int], object]:
        def run(i: int) -> None:
            club.snapshot(snaps)
            step(i)
        return run

    old_runs = max(3, runs // 5)
    old_check_in = median_ms(old_way(lambda i: night.check_in(club, event, 300 + i)), old_runs)
    old_swap = median_ms(old_way(lambda i: night.swap_players(club, event, 1, *((a, b) if i % 2 == 0 else (b, a)))), old_runs)
    old_rename = median_ms(old_way(lambda i: club.rename_player(201, f"Old {i}")), old_runs)
    snapshot = sorted(snaps.iterdir())[-1]
    snap_mb = snapshot.stat().st_size / 2**20
    old_undo_small = median_ms(lambda _i: club.restore_snapshot(snapshot), old_runs)
    rows += [("check-in", old_check_in, check_in), ("swap", old_swap, swap), ("rename", old_rename, rename),
             ("undo a check-in / rename", old_undo_small, max(undo_check_in, undo_rename))]

    # ---- a big import and its undo ---------------------------------------------------------------
    csv = folder / "import.csv"
    write_import(csv, args.import_size, args.players)
    import_results(club, csv, club.leaderboard().id)  # once to warm the caches, as the unlogged import below is warm
    club.undo()
    t0 = time.perf_counter()
    import_results(club, csv, club.leaderboard().id)
    imported = time.perf_counter() - t0
    logged = club.db.execute("SELECT count(*) FROM undo_log").fetchone()[0]
    t0 = time.perf_counter()
    undone = club.undo()
    undo_import = time.perf_counter() - t0
    t0 = time.perf_counter()
    club.redo()
    redo_import = time.perf_counter() - t0
    club.undo()
    with club.transaction():
        for table in LOGGED_TABLES:
            for suffix in "iukd":
                club.db.execute(f'DROP TRIGGER "undo_{table}_{suffix}"')
    t0 = time.perf_counter()
    import_results(club, csv, club.leaderboard().id)
    imported_unlogged = time.perf_counter() - t0
    with club.transaction():
        install_undo_triggers(club.db)
    t0 = time.perf_counter()
    snapshot = club.snapshot(snaps)
    old_snapshot_big = time.perf_counter() - t0
    t0 = time.perf_counter()
    club.restore_snapshot(snapshot)
    old_undo_import = time.perf_counter() - t0
    rows += [(f"undo a {args.import_size // 1000}k-match import", old_undo_import * 1000, undo_import * 1000)]

    print(f"(median of {runs} runs for the log, {old_runs} for the old way; every step committed with synchronous=FULL)")
    print(f"{'':28} {'old: snapshot':>14} {'new: undo log':>14} {'old / new':>10}")
    for name, old, new in rows:
        print(f"{name:28} {old:11.1f} ms {new:11.1f} ms {old / new:9.1f}×")
    print(f"each old step also wrote a {snap_mb:.0f} MB copy of the file; the log wrote none")
    print(f"import of {args.import_size} matches: {imported:.2f} s with the log ({logged} row changes logged, "
          f"'{undone.label}'), {imported_unlogged:.2f} s without; redo {redo_import:.2f} s; "
          f"the old snapshot before it {old_snapshot_big:.2f} s")
    club.close()


if __name__ == "__main__":
    main()
