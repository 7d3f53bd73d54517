"""Crash safety of merging club files (issue 32): a merge killed with SIGKILL at random moments leaves the club file
exactly as before or exactly as after, never between; it opens, ``check`` passes, and the other file is untouched.

The child is test_durability.py's (``_durability_child.py merge``), with its phase markers: a kill lands
anywhere from opening the file to the commit, some aimed right after the rating (the commit comes next).
"""

from __future__ import annotations

import hashlib
import io
import random
import shutil
import signal
import time
from collections import Counter
from pathlib import Path

import pytest

from stored_rows import table_rows
from test_durability import reset, results_csv, start
from tournament_app.cli import main
from tournament_app.league import Club, import_results
from tournament_app.store import backup_folder, list_backups, verify_file

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")

KILLS = 12
SEED = 20241128


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Two clubs that share a season (one copied from the other) and each went on; the merge's before and after."""
    folder = tmp_path_factory.mktemp("merge-durability")
    shared_csv, home_csv, away_csv = folder / "shared.csv", folder / "home.csv", folder / "away.csv"
    results_csv(shared_csv, 600, seed=1)
    results_csv(home_csv, 600, seed=2, day_offset=2, prefix="h")
    results_csv(away_csv, 1500, seed=3, day_offset=5, prefix="a")
    home, away = folder / "home.sqlite", folder / "away.sqlite"
    with Club.open(home) as club:
        club.new_leaderboard("Singles Glicko", "glicko")
        import_results(club, shared_csv)
        import_results(club, shared_csv, club.leaderboard("Singles Glicko").id)
    shutil.copyfile(home, away)
    with Club.open(home) as club:
        import_results(club, home_csv)
    with Club.open(away) as club:
        import_results(club, away_csv)
        import_results(club, away_csv, club.leaderboard("Singles Glicko").id)
    for path in (home, away):
        shutil.rmtree(backup_folder(path), ignore_errors=True)
    work = folder / "reference.sqlite"
    reset(work, home)
    before = table_rows(work)
    proc = start(work, "merge", away)
    t0 = time.perf_counter()
    out, err = proc.communicate(timeout=120)
    duration = time.perf_counter() - t0
    assert proc.returncode == 0, err
    after = table_rows(work)
    assert after != before
    return {"folder": folder, "home": home, "away": away, "before": before, "after": after, "duration": duration,
            "replays": out.split().count("replay-done"), "away_sha": _sha(away)}


def _kill(n: int, delay: float, aim_at_commit: bool, setup: dict[str, object], work: Path) -> tuple[str, str]:
    reset(work, setup["home"])  # type: ignore[arg-type]
    proc = start(work, "merge", setup["away"])  # type: ignore[arg-type]
    seen = ["ready"]
    if aim_at_commit:
        assert proc.stdout is not None
        while seen.count("replay-done") < int(setup["replays"]) and seen[-1] != "closed":  # type: ignore[call-overload]
            seen.append(proc.stdout.readline().strip())
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, _err = proc.communicate(timeout=60)
    phase = ([s for s in seen if s] + out.split())[-1] if proc.returncode == -signal.SIGKILL else "exited"
    code = main(["--db", str(work), "check"], stdout=io.StringIO(), stderr=io.StringIO())
    assert code == 0, f"kill {n}: 'check' failed"
    now = table_rows(work)
    if now == setup["before"]:
        outcome = "before"
    elif now == setup["after"]:
        outcome = "after"
    else:  # pragma: no cover - the failure this test exists for
        mixed = [t for t in now if now[t] != setup["before"].get(t) and now[t] != setup["after"].get(t)]  # type: ignore[attr-defined]
        raise AssertionError(f"kill {n} (phase {phase}) left a mixed state in {mixed}")
    if phase in ("done", "closed"):
        assert outcome == "after"
    if phase in ("ready", "backup-start", "backup-done", "replay-start"):
        assert outcome == "before"
    for backup in list_backups(work):
        verify_file(backup.path)
    assert _sha(setup["away"]) == setup["away_sha"], "the other file was written to"  # type: ignore[arg-type]
    return phase, outcome


def test_a_merge_killed_at_random_moments_leaves_the_club_before_or_after(setup: dict[str, object]) -> None:
    rng = random.Random(SEED)
    work = Path(setup["folder"]) / "lane" / "club.sqlite"  # type: ignore[arg-type]
    work.parent.mkdir(exist_ok=True)
    outcomes: Counter[tuple[str, str]] = Counter()
    for n in range(KILLS):
        aim_at_commit = n % 4 == 3
        delay = rng.uniform(0.0, 0.03) if aim_at_commit else rng.uniform(0.0, float(setup["duration"]))  # type: ignore[arg-type]
        retry = random.Random(SEED * 1000 + n)
        for _attempt in range(8):
            # a moment after the child's end (it ran faster than the reference run) is checked too, then an
            # earlier one is drawn, so that every one of the kills lands while the merge runs
            phase, outcome = _kill(n, delay, aim_at_commit, setup, work)
            if phase != "exited":
                break
            delay = retry.uniform(0.0, delay * 0.8)
        outcomes[(phase, outcome)] += 1
    print("\nSIGKILL outcomes of a merge (phase at kill, content after):")
    for key, count in sorted(outcomes.items()):
        print(f"  {key}: {count}")
    assert sum(outcomes.values()) == KILLS
    assert all(phase != "exited" for phase, _outcome in outcomes), "every kill landed while the merge ran"
    assert "before" in {outcome for _phase, outcome in outcomes}
