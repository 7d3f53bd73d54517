"""Rematches outside the grand final: our double elimination against brackets-manager.js on the same results.

Not a speed benchmark: it counts. For every entrant count 3..64 it plays
chalk and ``--randoms`` random rankings and coin-flip tables through both
brackets (tests/league/tournament/de_scenarios.py, tests/oracles/de_oracle.js)
and prints, per count, our rematches and brackets-manager's, then the totals.
Needs node and ``npm ci --prefix tests/oracles``.

    .venv/bin/python benchmarks/double_elimination_rematches.py [--randoms 100]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "league" / "tournament"))

from de_scenarios import outcomes, play_ours, rematches  # noqa: E402
from test_double_elimination_oracle import brackets_manager  # noqa: E402

from tournament_app.league.planning.seeding import bracket_slots  # noqa: E402
from tournament_app.league.tournament.double_elimination import double_elimination  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--randoms", type=int, default=100, help="random rankings and coin-flip tables per entrant count")
    args = parser.parse_args()
    print(f"{'n':>3} {'ours':>6} {'theirs':>6}  (chalk ours/theirs)")
    totals = [0, 0]
    more = []
    for n in range(3, 65):
        results = outcomes(n, args.randoms)
        theirs = brackets_manager([{"slots": bracket_slots(n), "outcome": o} for o in results])
        bm = [rematches(((g, a, b) for g, _r, a, b in played), in_final=3) for played in theirs]
        specs = double_elimination(n, reset=False)
        ours = [rematches((key[0], a, b) for key, a, b in play_ours(specs, n, o)) for o in results]
        totals[0] += sum(ours)
        totals[1] += sum(bm)
        if sum(ours) > sum(bm):
            more.append(n)
        print(f"{n:>3} {sum(ours):>6} {sum(bm):>6}  ({ours[0]}/{bm[0]})", flush=True)
    print(f"all {totals[0]:>6} {totals[1]:>6}   counts where ours had more: {more or 'none'}")


if __name__ == "__main__":
    main()
