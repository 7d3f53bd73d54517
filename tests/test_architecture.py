"""The checks that hold the code's shape: `mypy --strict` over the whole package, the import contracts.

Both run as the command a developer types, from the project folder, with the
settings in pyproject.toml; a failure prints what the tool said.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "MYPYPATH"}
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def test_mypy_strict_passes_over_the_whole_package() -> None:
    done = _run(sys.executable, "-m", "mypy", "--strict", "tournament_app")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")
