"""Crash safety: a process killed with SIGKILL in the middle of a long write loses nothing.

A child process (``_durability_child.py``) imports a 20,000-row results CSV
or recomputes every rating of a club with thousands of matches, and is
killed with SIGKILL at 20 seeded random moments across both operations.
After every kill the file must open, ``PRAGMA integrity_check`` must say
ok, and its content (every row of every table, the derived ratings and
history included) must be exactly the state before the operation or
exactly the state after it, never something in between. Every backup the
app lists must open too (a backup cut short is never among them).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tournament_app.league import Club, import_results
from tournament_app.store import backup_folder, list_backups, lock_path, verify_file
from stored_rows import table_rows

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")

CHILD = Path(__file__).with_name("_durability_child.py")
ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
SEED = 20240601
PLAYERS = [f"Player {n:03d}" for n in range(180)] + ["Zoë Ærø", "李小龍", "O'Brien", "Ann \"Ace\" Lee"]

State = dict[str, list[tuple[object, ...]]]


def results_csv(path: Path, matches: int, seed: int, *, day_offset: int = 0, prefix: str = "m") -> int:
    """A long-format results file of 2-against-2 matches (4 rows each); returns the row count."""
    rng = random.Random(seed)
    lines = ["match,date,side,player,rank"]
    for n in range(matches):
        day = (n * 7 + day_offset) % 700
        date = f"{2022 + day // 336}-{1 + day // 28 % 12:02d}-{1 + day % 28:02d}T{18 + n % 5:02d}:{n % 60:02d}"
        four = rng.sample(PLAYERS, 4)
        first = rng.choice([1, 2])
        for side, pair in ((1, four[:2]), (2, four[2:])):
            rank = 1 if (side == first) else 2
            for player in pair:
                cell = f'"{player}"' if '"' not in player else '"' + player.replace('"', '""') + '"'
                lines.append(f"{prefix}{n},{date},{side},{cell},{rank}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 1




def reset(work: Path, base: Path) -> None:
    """``work`` becomes a byte copy of ``base``, with nothing beside it."""
    for extra in ("", "-wal", "-shm", "-journal"):
        Path(f"{work}{extra}").unlink(missing_ok=True)
    lock_path(work).unlink(missing_ok=True)
    shutil.rmtree(backup_folder(work), ignore_errors=True)
    shutil.copyfile(base, work)


def start(work: Path, operation: str, csv: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(
        [sys.executable, str(CHILD), str(work), operation, str(csv)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    assert line == "ready", f"child did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}"
    return proc


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The two starting files, the import file, and each operation's before/after content and duration."""
    folder = tmp_path_factory.mktemp("durability")
    base_import = folder / "base-import.sqlite"
    with Club.open(base_import) as club:
        club.new_leaderboard("Singles Glicko", "glicko")
        seed_csv = folder / "season.csv"
        results_csv(seed_csv, 800, seed=1)
        import_results(club, seed_csv)
        import_results(club, seed_csv, club.leaderboard("Singles Glicko").id)
    shutil.rmtree(backup_folder(base_import))
    big = folder / "import.csv"
    rows = results_csv(big, 2500, seed=2, day_offset=3, prefix="new")
    assert rows == 10000
    # The recompute starts from stale derived data, so that "after" differs from "before".
    base_recompute = folder / "base-recompute.sqlite"
    shutil.copyfile(base_import, base_recompute)
    conn = sqlite3.connect(base_recompute)
    conn.execute("UPDATE ratings SET mu = mu + 1.5, games = games + 1")
    conn.execute("UPDATE history_chunks SET mu_after = zeroblob(length(mu_after))")
    conn.commit()
    conn.close()
    for path in (base_import, base_recompute):
        assert not Path(f"{path}-wal").exists()

    cases: dict[str, dict[str, object]] = {}
    work = folder / "reference.sqlite"
    for operation, base in (("import", base_import), ("recompute", base_recompute)):
        reset(work, base)
        before = table_rows(work)
        proc = start(work, operation, big)
        t0 = time.perf_counter()
        out, err = proc.communicate(timeout=120)
        duration = time.perf_counter() - t0
        assert proc.returncode == 0, err
        assert out.split()[-2:] == ["done", "closed"], out
        after = table_rows(work)
        assert after != before
        cases[operation] = {
            "base": base, "before": before, "after": after, "duration": duration, "replays": out.split().count("replay-done"),
        }
    return {"folder": folder, "csv": big, "cases": cases}


def kill_once(n: int, operation: str, aim_at_commit: bool, delay: float, setup: dict[str, object], work: Path) -> tuple[str, str, str]:
    """Run ``operation`` in a child on a fresh copy and SIGKILL it, until a kill lands before the child ends.

    A moment that turns out to be after the end (the child already exited)
    is checked too, then a new, earlier moment is drawn. Returns
    (operation, phase at the kill, outcome).
    """
    retry = random.Random(SEED * 1000 + n)
    for _attempt in range(8):
        outcome = _kill_once(n, operation, aim_at_commit, delay, setup, work)
        if outcome[1] != "exited":
            return outcome
        delay = retry.uniform(0.0, delay * 0.8)
    raise AssertionError(f"kill {n}: the child always finished first")


def _kill_once(n: int, operation: str, aim_at_commit: bool, delay: float, setup: dict[str, object], work: Path) -> tuple[str, str, str]:
    case: dict[str, object] = setup["cases"][operation]  # type: ignore[index]
    reset(work, case["base"])  # type: ignore[arg-type]
    proc = start(work, operation, setup["csv"])  # type: ignore[arg-type]
    seen = ["ready"]
    if aim_at_commit:
        # Wait until the last rating pass is done (the commit comes next), then ``delay`` more.
        assert proc.stdout is not None
        while seen.count("replay-done") < int(case["replays"]) and seen[-1] != "closed":  # type: ignore[call-overload]
            seen.append(proc.stdout.readline().strip())
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, _err = proc.communicate(timeout=60)
    phase = ([s for s in seen if s] + out.split())[-1]
    killed = proc.returncode == -signal.SIGKILL

    # The file opens (the app's own door: recognised, quick_check) ...
    with Club.open(work) as club:
        assert club.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        club.player_count()
    # ... and holds exactly the state before or after, nothing in between.
    now = table_rows(work)
    if now == case["before"]:
        outcome = "before"
    elif now == case["after"]:
        outcome = "after"
    else:  # pragma: no cover - the failure this test exists for
        not_before = [t for t in now if now[t] != case["before"].get(t)]  # type: ignore[attr-defined]
        not_after = [t for t in now if now[t] != case["after"].get(t)]  # type: ignore[attr-defined]
        raise AssertionError(
            f"kill {n} ({operation}, in phase {phase}) left a mixed state: "
            f"tables {not_before} differ from before, tables {not_after} from after"
        )
    # Work the child reported committed is never lost; work it had not committed never shows.
    if phase in ("done", "closed"):
        assert outcome == "after", f"kill {n}: committed, yet the file is back to before"
    if phase in ("ready", "backup-start", "backup-done", "replay-start"):
        assert outcome == "before", f"kill {n}: not committed, yet the file holds the result"
    # Every backup the app lists is whole and opens (one cut short stays a .part, unlisted).
    for backup in list_backups(work):
        verify_file(backup.path)
    return operation, phase if killed else "exited", outcome


def test_sigkill_at_random_moments_leaves_the_state_before_or_after(setup: dict[str, object]) -> None:
    rng = random.Random(SEED)
    folder: Path = setup["folder"]  # type: ignore[assignment]
    cases: dict[str, dict[str, object]] = setup["cases"]  # type: ignore[assignment]
    plan = []
    for n in range(KILLS):
        operation = ("import", "recompute")[n % 2]
        aim_at_commit = n % 5 >= 3
        # Anywhere from right after opening to the end; or a few ms after the rating, at the commit.
        delay = rng.uniform(0.0, 0.03) if aim_at_commit else rng.uniform(0.0, float(cases[operation]["duration"]))  # type: ignore[arg-type]
        plan.append((n, operation, aim_at_commit, delay))
    # Two lanes, each on its own file, to keep the wall time down.
    lanes = [[step for step in plan if (step[0] // 2) % 2 == lane] for lane in (0, 1)]

    def run(lane: int) -> list[tuple[str, str, str]]:
        work = folder / f"lane-{lane}" / "club.sqlite"
        work.parent.mkdir(exist_ok=True)
        return [kill_once(*step, setup=setup, work=work) for step in lanes[lane]]

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = [r for future in [pool.submit(run, 0), pool.submit(run, 1)] for r in future.result()]
    outcomes = Counter(results)
    print("\nSIGKILL outcomes (operation, phase at kill, content after):")
    for key, count in sorted(outcomes.items()):
        print(f"  {key}: {count}")
    assert sum(outcomes.values()) == KILLS
    assert all(phase != "exited" for _op, phase, _outcome in outcomes), "every one of the 20 was a real kill"
