"""The keyboard, shortcut and completion tests again, on a real X server with Qt's xcb platform.

The offscreen platform has other key bindings than a desktop (it hid a dead
Redo shortcut), so every test marked ``xcb`` also runs here: in a child
pytest under ``xvfb-run`` with ``QT_QPA_PLATFORM=xcb``. ``.ci/run`` installs
Xvfb and the xcb libraries first, so CI always runs them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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
    result = subprocess.run(
        [xvfb_run, "-a", "-s", "-screen 0 1600x1000x24", sys.executable, "-m", "pytest", "-m", "xcb",
         # one process: two would share the X server's keyboard focus
         "-n", "0", "-p", "no:cacheprovider", "-x", "-vv", str(here)],
        env=env, capture_output=True, text=True, timeout=900, cwd=here.parent.parent,
    )
    # -vv (over addopts' -q) names each test as it starts, so a crash shows whose it was;
    # a crash's own report starts at "Fatal Python error"
    crash = result.stderr.find("Fatal Python error")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[crash if crash >= 0 else -3000:][:5000]
    assert " passed" in result.stdout
