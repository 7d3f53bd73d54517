"""The keyboard, shortcut and completion tests again, on a real X server with Qt's xcb platform.

The offscreen platform has other key bindings than a desktop (it hid a dead
Redo shortcut), so every test marked ``xcb`` also runs here: in a child
pytest under ``xvfb-run`` with ``QT_QPA_PLATFORM=xcb``. ``.ci/run`` installs
Xvfb and the xcb libraries first, so CI always runs them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

PACKAGES = ("xvfb xauth libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 "
            "libxcb-render-util0 libxcb-xinerama0 libxcb-randr0 libxcb-shape0 libegl1 libgl1")
UNDER_XCB = "TOURNAMENT_APP_UNDER_XCB"


def test_keyboard_and_completion_tests_pass_under_xcb() -> None:
    if os.environ.get(UNDER_XCB):
        pytest.skip("already running under xcb")
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        message = f"xvfb-run is missing: apt-get install {PACKAGES}"
        if os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
            pytest.fail(message)
        pytest.skip(message)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", **{UNDER_XCB: "1"})
    here = Path(__file__).parent

    def run(*targets: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [xvfb_run, "-a", "-s", "-screen 0 1600x1000x24", sys.executable, "-m", "pytest", "-m", "xcb",
             # one process: two would share the X server's keyboard focus
             "-n", "0", "-p", "no:cacheprovider", "-vv", *targets],
            env=env, capture_output=True, text=True, timeout=900, cwd=here.parent.parent,
        )

    result = run(str(here))
    # the whole node id, up to pytest's " - " before the message (a parametrised id may hold spaces)
    failed = re.findall(r"^FAILED (.+?)(?: - .*)?$", result.stdout, flags=re.MULTILINE)
    # -vv (over addopts' -q) names each test as it starts, so a crash shows whose it was;
    # a crash's own report starts at "Fatal Python error"
    crash = result.stderr.find("Fatal Python error")
    if result.returncode != 0 and crash < 0 and 0 < len(failed) <= 2:
        # The X server's timing under a loaded CI machine (the rest of the suite runs beside this) can make a
        # single wait run out; such a test runs once more on its own, and only a second failure counts.
        # The retried ones are named in the warnings summary, so a flaky test does not go unseen.
        again = run(*failed)
        why = "\n".join(re.findall(r"^E .*$", result.stdout, flags=re.MULTILINE)[:12])
        warnings.warn(f"under xcb, passed only when run again: {failed}\n{why}" if again.returncode == 0
                      else f"under xcb, failed twice: {failed}", stacklevel=1)
        if again.returncode == 0:
            return
        result = again
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[crash if crash >= 0 else -3000:][:5000]
    assert " passed" in result.stdout
