"""Double elimination against brackets-manager.js: on the same results, never more rematches outside the grand final.

brackets-manager (npm, test-only, tests/oracles/package.json) routes the same
winners' bracket (our slots, its ``natural`` order) with its own losers'
bracket drop orders; both brackets are played to the end with the same
outcome (tests/league/tournament/de_scenarios.py) and the rematches outside
the grand final are counted, for every entrant count 3..64: with chalk
results never more for any count, with random results never more summed
over each bracket size (a count's own 17 results are too few to tell two
good orders apart: benchmarks/double_elimination_rematches.py plays
hundreds). Skipped where node or the npm packages are missing
(``npm ci --prefix tests/oracles``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from de_scenarios import outcomes, play_ours, rematches

from tournament_app.league.planning.seeding import bracket_size, bracket_slots
from tournament_app.league.tournament.double_elimination import double_elimination

ORACLES = Path(__file__).resolve().parents[2] / "oracles"
RANDOMS = 8  # random rankings and coin-flip tables per entrant count, besides chalk

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (ORACLES / "node_modules" / "brackets-manager").is_dir(),
    reason="brackets-manager.js is not installed (npm ci --prefix tests/oracles)",
)


def brackets_manager(jobs: list[dict[str, object]]) -> list[list[tuple[int, int, int, int]]]:
    """Each job's played matches as brackets-manager routes them: (group, round id, seed, seed); group 3 is the final."""
    done = subprocess.run(["node", str(ORACLES / "de_oracle.js")], input=json.dumps(jobs), capture_output=True,
                          text=True, check=True, cwd=ORACLES, timeout=300)
    return [[tuple(m) for m in played] for played in json.loads(done.stdout)]  # type: ignore[misc]


@pytest.fixture(scope="module")
def counts() -> dict[int, tuple[list[int], list[int]]]:
    """By entrant count: (ours, brackets-manager's) rematches outside the grand final, per shared outcome."""
    jobs, keys = [], []
    for n in range(3, 65):
        for outcome in outcomes(n, RANDOMS):
            jobs.append({"slots": bracket_slots(n), "outcome": outcome})
            keys.append((n, outcome))
    theirs = brackets_manager(jobs)
    found: dict[int, tuple[list[int], list[int]]] = {}
    for (n, outcome), played in zip(keys, theirs):
        ours = play_ours(double_elimination(n, reset=False), n, outcome)
        mine, bm = found.setdefault(n, ([], []))
        mine.append(rematches((key[0], a, b) for key, a, b in ours))
        bm.append(rematches(((group, a, b) for group, _round, a, b in played), in_final=3))
    return found


def test_brackets_manager_plays_the_same_winners_bracket(counts: dict[int, tuple[list[int], list[int]]]) -> None:
    played = brackets_manager([{"slots": bracket_slots(16), "outcome": {"kind": "chalk"}}])[0]
    first_round = [(a, b) for group, rnd, a, b in played if group == 1 and rnd == min(r for g, r, _a, _b in played if g == 1)]
    assert first_round == [(1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11)]


def test_never_more_rematches_than_brackets_manager(counts: dict[int, tuple[list[int], list[int]]]) -> None:
    chalk_worse = {n: (mine[0], bm[0]) for n, (mine, bm) in counts.items() if mine[0] > bm[0]}
    assert not chalk_worse, f"more rematches with chalk results (ours, theirs) at {chalk_worse}"
    by_size: dict[int, list[int]] = {}
    for n, (mine, bm) in counts.items():
        totals = by_size.setdefault(bracket_size(n), [0, 0])
        totals[0] += sum(mine)
        totals[1] += sum(bm)
    assert all(ours <= theirs for ours, theirs in by_size.values()), by_size
    assert sum(t[0] for t in by_size.values()) < sum(t[1] for t in by_size.values())


def test_sixteen_entrants_chalk_no_rematch_before_the_losers_final(counts: dict[int, tuple[list[int], list[int]]]) -> None:
    # 3 v 2 in the losers' final can't be avoided: 3 went down to 2 in the winners' semi-final
    assert counts[16][0][0] == counts[16][1][0] == 1
