"""Child process of test_durability.py: one long write on a club file, to be killed with SIGKILL.

    python _durability_child.py DB OPERATION [CSV]

OPERATION is ``import`` (import_results of CSV), ``recompute`` or ``merge`` (merging the club file
given in place of CSV; test_merge_durability.py). The child
prints a marker line at each phase (flushed at once) so the parent knows
where a kill landed: ready, backup-start, backup-done, replay-start,
replay-done, done (the transaction is committed), closed. Timestamps the
league writes are pinned, so a run that completes always writes exactly the
same rows.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import tournament_app.league.core as core_module  # noqa: E402
import tournament_app.league.rating as rating_module  # noqa: E402
from tournament_app.league import Club, import_results  # noqa: E402

FIXED_NOW = "2024-06-01T00:00:00+00:00"


def mark(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main(argv: list[str]) -> int:
    db, operation = Path(argv[1]), argv[2]
    core_module.utc_now = lambda: FIXED_NOW
    make_backup = core_module.make_backup  # type: ignore[attr-defined]
    replay = rating_module.replay

    def traced_backup(*args, **kwargs):  # type: ignore[no-untyped-def]
        mark("backup-start")
        result = make_backup(*args, **kwargs)
        mark("backup-done")
        return result

    def traced_replay(core, *args, **kwargs):  # type: ignore[no-untyped-def]
        mark("replay-start")
        result = replay(core, *args, **kwargs)
        mark("replay-done")
        return result

    core_module.make_backup = traced_backup  # type: ignore[attr-defined]
    rating_module.replay = traced_replay
    club = Club.open(db)
    mark("ready")
    if operation == "import":
        import_results(club, argv[3])
    elif operation == "recompute":
        club.recompute()
    elif operation == "merge":
        from tournament_app.league import merging

        merging.merge_club(club, argv[3])
    else:
        raise SystemExit(f"unknown operation {operation!r}")
    mark("done")
    club.close()
    mark("closed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
