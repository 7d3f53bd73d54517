"""bbpPairings as a black-box oracle: build it once (skip when g++ cannot), generate random tournaments."""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import pytest

BUILD = Path(__file__).resolve().parents[5] / "shared" / "oracles" / "build-bbpPairings.sh"


@cache
def _built() -> Path | None:
    for script in (BUILD, Path("/work/shared/oracles/build-bbpPairings.sh")):
        if script.is_file():
            done = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=600)
            if done.returncode == 0 and done.stdout.strip():
                return Path(done.stdout.strip().splitlines()[-1])
    return None


def bbp() -> Path:
    """The bbpPairings executable, or skip the test."""
    exe = _built()
    if exe is None:
        pytest.skip("bbpPairings cannot be built here (no g++ or no sources)")
    return exe


def generate(folder: Path, seed: int, players: int, rounds: int, *, draws: int = 30, forfeits: int = 0,
             retired: int = 0, half_byes: int = 0) -> Path | None:
    """A random tournament paired by bbpPairings (``-g``), or None when it found no valid pairing."""
    config = folder / f"rtg{seed}.cfg"
    lines = [f"PlayersNumber={players}", f"RoundsNumber={rounds}", f"DrawPercentage={draws}"]
    for key, value in (("ForfeitRate", forfeits), ("RetiredRate", retired), ("HalfPointByeRate", half_byes)):
        if value:
            lines.append(f"{key}={value}")
    config.write_text("\n".join(lines) + "\n")
    out = folder / f"rtg{seed}.trf"
    done = subprocess.run([str(bbp()), "--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)], capture_output=True)
    return out if done.returncode == 0 else None


def check(trf: Path) -> str:
    """bbpPairings' checker output for ``trf`` (raises when it refuses the file)."""
    done = subprocess.run([str(bbp()), "--dutch", str(trf), "-c"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout
