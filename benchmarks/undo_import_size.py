"""The undo log of a big import (issue 17): file size, dbstat per table, import, undo and redo, in ONE run.

Run from the repository root::

    .venv/bin/python benchmarks/undo_import_size.py /tmp/club.sqlite           # 100k matches of 4 sides x 2
    .venv/bin/python benchmarks/undo_import_size.py /tmp/club.sqlite --size 20000   # a quick look

Builds the club of ``recompute_db.py --shape 4x2`` (its builder, raw inserts)
inside one undo step, rates it, and prints after the import, after undoing
it and after redoing it: the file's size, its free pages, the undo log's
rows and the size of each table and index (SQLite's ``dbstat``). To compare
with another version of the code, put that tree first on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import recompute_db

from tournament_app.league import Club


def _mib(n: float) -> str:
    return f"{n / 2**20:.1f}"


def report(club: Club, path: Path, when: str) -> None:
    """Print the file's size, free pages, undo-log rows and every table or index above 0.5 MiB."""
    db = club.db
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    rows = db.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC").fetchall()
    free = db.execute("PRAGMA freelist_count").fetchone()[0] * db.execute("PRAGMA page_size").fetchone()[0]
    log = db.execute("SELECT count(*) FROM undo_log").fetchone()[0]
    print(f"{when}: file {_mib(path.stat().st_size)} MiB, free pages {_mib(free)} MiB, undo_log rows {log:,}")
    print("   " + ", ".join(f"{name} {_mib(size)}" for name, size in rows if size > 2**19), flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("path", type=Path, help="where to build the club file (replaced)")
    ap.add_argument("--size", type=int, default=100_000, help="matches (default 100000)")
    ap.add_argument("--players", type=int, default=10_000, help="players (default 10000)")
    args = ap.parse_args(argv)
    args.path.unlink(missing_ok=True)
    club = Club.open(args.path)
    t0 = time.perf_counter()
    with club.step("Import"), club.write():  # the builder fills this club, so that its inserts are one step
        recompute_db.build_shaped_club(args.path, args.size, args.players, 4, 2, club=club)
    print(f"import (the builder, one step): {time.perf_counter() - t0:.1f} s")
    club.recompute()
    report(club, args.path, "after the import and a recompute")
    t0 = time.perf_counter()
    club.undo()
    print(f"undo of the import: {time.perf_counter() - t0:.1f} s")
    report(club, args.path, "after the undo")
    t0 = time.perf_counter()
    club.redo()
    print(f"redo of the import: {time.perf_counter() - t0:.1f} s")
    report(club, args.path, "after the redo")
    club.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
