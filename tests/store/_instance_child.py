"""Child process of test_two_instances.py: one copy of the app recording matches in a loop.

    python _instance_child.py DB TAG COUNT GO_FILE

Opens the club (printing who else had it open), waits until GO_FILE exists
(so that both copies write at the same time), then records COUNT matches
whose notes are "TAG-0" ... and prints "recorded COUNT". Every match mixes
this copy's own players with two players both copies share.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tournament_app.league import Club, SideInput  # noqa: E402
from tournament_app.store import DatabaseLockedError  # noqa: E402


def main(argv: list[str]) -> int:
    db, tag, count, go = Path(argv[1]), argv[2], int(argv[3]), Path(argv[4])
    club = Club.open(db)
    other = club.other_instance
    print(f"opened other={other.pid if other else None}", flush=True)
    while not go.exists():
        time.sleep(0.005)
    waits = 0
    for n in range(count):
        sides = [
            SideInput([f"{tag} player {n % 4}", "Shared Ann" if n % 2 else "Shared Ben"], 1 + n % 2),
            SideInput([f"{tag} player {(n + 1) % 4 + 4}"], 2 - n % 2),
        ]
        while True:
            try:
                club.record_match(sides, create_players=True, notes=f"{tag}-{n}")
                break
            except DatabaseLockedError:  # what a person would see: "busy, try again"
                waits += 1
                time.sleep(0.05)
        # A moment between two results (SQLite's busy handler backs off while it waits,
        # so without any pause one copy would do all its writes before the other's first).
        time.sleep(0.003)
    club.close()
    print(f"recorded {count} busy={waits}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
