"""The soak test (benchmarks/soak.py) in a reduced size, and proof that its checks can fail.

The full size (100,000 operations) runs from the script; its figures are in
the README's Reliability section.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"
OPS = 1600


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("soak_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


soak = _load()


def test_random_league_operations_never_diverge_from_a_replay(tmp_path: Path) -> None:
    result = soak.run_soak(tmp_path / "soak.sqlite", OPS, checkpoints=12, seed=7)
    assert result.divergences == []
    assert result.checkpoints == 12
    assert result.max_difference <= soak.TOLERANCE
    # Every kind of operation happened, many times.
    for kind in ("record", "edit", "delete", "merge", "undo", "redo"):
        assert result.done.get(kind, 0) >= (5 if kind in ("merge", "redo") else 50), result.done
    assert sum(result.done.values()) + result.refused <= OPS
    assert result.matches > 300 and result.history_rows > 0


@pytest.mark.parametrize("damage", ["rating", "history", "lost match", "lost player"])
def test_the_checks_see_damage(tmp_path: Path, damage: str) -> None:
    run = soak.Soak(tmp_path / "soak.sqlite", seed=3)
    try:
        run.setup()
        for _ in range(300):
            run.step()
        clean = soak.SoakResult(ops=300, seed=3)
        run.check(clean, "before the damage")
        assert clean.divergences == []
        db = run.club.db
        if damage == "rating":
            db.execute("UPDATE ratings SET mu = mu + 1e-7 WHERE rowid = (SELECT min(rowid) FROM ratings)")
        elif damage == "history":
            db.execute("UPDATE history_chunks SET mu_after = zeroblob(length(mu_after)) "
                       "WHERE rowid = (SELECT max(rowid) FROM history_chunks)")
        elif damage == "lost match":
            mid = max(run.matches)
            for table in ("match_players", "match_sides"):  # its history rows stay: a row of a match that is gone
                db.execute(f"DELETE FROM {table} WHERE match_id = ?", [mid])
            db.execute("DELETE FROM matches WHERE id = ?", [mid])
        else:
            db.execute("INSERT INTO players (name, name_key, created_at, archived) VALUES ('Ghost', 'ghost', 'x', 0)")
        db.conn.commit()
        hurt = soak.SoakResult(ops=300, seed=3)
        run.check(hurt, "after the damage")
        assert hurt.divergences, damage
    finally:
        run.close()
