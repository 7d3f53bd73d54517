"""`tournament-app import events FILE --leaderboard NAME`: an event log rated into an Elo leaderboard."""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import run as run_cli


def run(db: Path, *args: str) -> tuple[int, str, str]:
    return run_cli("--db", db, *args)


def test_import_events_rates_the_log(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    log = tmp_path / "dm1.log"
    log.write_text("date 2024-02-01\nAnn fragged Bob\nAnn fragged Bob\nBob suicide\n", encoding="utf-8")
    assert run(db, "new-leaderboard", "Frags", "--system", "elo", "--param", "k=32")[0] == 0
    code, out, err = run(db, "import", "events", str(log), "--leaderboard", "Frags")
    assert code == 0, err
    assert "Rated 3 events of dm1.log in 'Frags' (event 'dm1', 2 players)" in out
    code, out, _ = run(db, "leaderboard", "--leaderboard", "Frags", "--format", "json")
    rows = {r["player"]: r for r in json.loads(out)}
    ann = 1500 + 16  # first frag between equals
    bob = 1500 - 16
    w = 1 / (1 + 10 ** ((bob - ann) / 400))
    ann, bob = ann + 32 * (1 - w), bob - 32 * (1 - w)
    bob -= 16  # suicide: −1:0 against an equal imaginary player
    assert abs(rows["Ann"]["mu"] - ann) < 1e-9 and abs(rows["Bob"]["mu"] - bob) < 1e-9


def test_import_events_bad_line_exits_1_and_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    log = tmp_path / "bad.log"
    log.write_text("Ann fragged Bob\n\nAnn waved at Bob\n", encoding="utf-8")
    run(db, "new-leaderboard", "Frags", "--system", "elo")
    code, _, err = run(db, "import", "events", str(log), "--leaderboard", "Frags")
    assert code == 1
    assert "line 3: 'Ann waved at Bob' is not an event" in err
    code, out, _ = run(db, "leaderboard", "--leaderboard", "Frags", "--format", "json")
    assert json.loads(out) == []
    code, _, err = run(db, "import", "events", str(log))
    assert code == 2  # --leaderboard is required
