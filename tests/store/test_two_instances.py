"""Two copies of the app on one club file: the second is told, and no write of either is lost.

The instance lock (``store/instance.py``) only informs; the writes are kept
safe by SQLite's locking: every change starts with ``BEGIN IMMEDIATE`` and
waits its turn (busy timeout), so two processes recording matches at the
same time both get every match in, and the derived ratings are exactly what
a from-scratch recompute gives.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput
from tournament_app.store import acquire_instance_lock, lock_path

CHILD = Path(__file__).with_name("_instance_child.py")
ROOT = Path(__file__).resolve().parents[2]
PER_PROCESS = 120


def _spawn(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, str(CHILD), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


def _first_line(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    assert line, proc.stderr.read() if proc.stderr else ""
    return line


def test_two_processes_writing_at_once_lose_nothing_and_the_second_is_told(
    db_path: Path, tmp_path: Path, assert_same_ratings: Callable[..., None]
) -> None:
    with Club.open(db_path) as club:
        club.add_player("Shared Ann")
    go = tmp_path / "go"
    first = _spawn(str(db_path), "A", str(PER_PROCESS), str(go))
    assert _first_line(first) == "opened other=None"
    second = _spawn(str(db_path), "B", str(PER_PROCESS), str(go))
    # The second copy is told who has the file open.
    assert _first_line(second) == f"opened other={first.pid}"
    go.touch()
    outputs = []
    for proc in (first, second):
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outputs.append(out.strip())
    # Neither was ever refused as "busy": each write waited its turn.
    assert outputs == [f"recorded {PER_PROCESS} busy=0"] * 2, outputs

    with Club.open(db_path) as club:
        assert club.other_instance is None  # both have closed
        assert club.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        notes = [r[0] for r in club.db.execute("SELECT notes FROM matches ORDER BY id")]
        # Every write of both is there, exactly once.
        assert sorted(notes) == sorted([f"A-{n}" for n in range(PER_PROCESS)] + [f"B-{n}" for n in range(PER_PROCESS)])
        # Both really wrote at the same time (their matches interleave).
        tags = "".join(n[0] for n in notes)
        assert "AB" in tags and "BA" in tags, tags
        # Players both created by name exist once.
        assert len([p for p in club.players() if p.name.startswith("Shared")]) == 2
        assert club.player_count() == 2 + 8 + 8
        games = {s.player: s.games for s in club.standings()}
        assert games["Shared Ann"] + games["Shared Ben"] == 2 * PER_PROCESS
        # The ratings written by two writers are exactly those of a from-scratch recompute.
        copy = tmp_path / "recomputed.sqlite"
        shutil.copyfile(club.snapshot(tmp_path / "snaps"), copy)
    with Club.open(db_path) as live, Club.open(copy) as fresh:
        fresh.recompute()
        assert_same_ratings(live, fresh)
    assert not lock_path(db_path).exists(), "the last copy to close removes the lock file"


def test_second_club_in_one_process_is_told_and_the_lock_file_goes_with_the_last(db_path: Path) -> None:
    first = Club.open(db_path)
    assert first.other_instance is None
    assert lock_path(db_path).exists()
    second = Club.open(db_path)
    assert second.other_instance is not None and second.other_instance.pid == os.getpid()
    assert "another window of the app" in second.other_instance.describe()
    a = second.add_player("Ann").id
    b = first.add_player("Ben").id
    first.record_match([SideInput([a], 1), SideInput([b], 2)])
    assert [p.name for p in second.players()] == ["Ann", "Ben"]
    first.close()
    assert lock_path(db_path).exists()
    third = Club.open(db_path)  # the first has gone, the second is still open
    assert third.other_instance is not None  # told, though the one that wrote its pid has closed
    third.close()
    second.close()
    assert not lock_path(db_path).exists()
    with Club.open(db_path) as again:
        assert again.other_instance is None
        assert again.match_count() == 1


def test_a_stale_lock_file_is_ignored(db_path: Path) -> None:
    with Club.open(db_path):
        pass
    lock_path(db_path).write_text("pid=999999\nhost=elsewhere\n")
    with Club.open(db_path) as club:
        assert club.other_instance is None
    assert not lock_path(db_path).exists()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_the_lock_of_a_killed_process_is_ignored(db_path: Path, tmp_path: Path) -> None:
    with Club.open(db_path):
        pass
    holder = _spawn(str(db_path), "K", "0", str(tmp_path / "never"))
    assert _first_line(holder) == "opened other=None"
    with Club.open(db_path) as club:
        assert club.other_instance is not None and club.other_instance.pid == holder.pid
    holder.send_signal(signal.SIGKILL)
    holder.communicate(timeout=30)
    assert lock_path(db_path).exists()  # left behind by the kill ...
    with Club.open(db_path) as club:  # ... and ignored: nobody holds it
        assert club.other_instance is None


def test_no_lock_where_the_folder_cannot_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_a: object, **_k: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    assert acquire_instance_lock(tmp_path / "club.sqlite") is None
