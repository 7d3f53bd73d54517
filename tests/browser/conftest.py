"""Fixtures of the browser tests: Debian's chromium through its chromedriver (one per module), and a served club night."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_club import Served, build_club_night, serve_copy

MISSING = ("Install Debian's chromium and chromium-driver (apt-get install chromium chromium-driver) "
           "to run the browser tests.")

#: flags that work in a container without a display, and keep the browser off the internet
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-default-apps", "--window-size=1280,900"]


def _executable(name: str) -> str | None:
    return shutil.which(name) or next((p for p in (f"/usr/bin/{name}",) if Path(p).exists()), None)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A headless chromium driven by Selenium, shared by the tests of one module (skips when it is not installed)."""
    chromium, driver_path = _executable("chromium"), _executable("chromedriver")
    if chromium is None or driver_path is None:
        pytest.skip(MISSING)
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("Install the test extras (pip install -e '.[test]') for Selenium to run the browser tests.")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}")
    # chromedriver is given by path, so Selenium Manager never looks for one on the internet
    driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
    driver.set_page_load_timeout(10)
    driver.set_script_timeout(10)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def club_template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """The club night's file, built once per module (each test serves its own copy)."""
    path = tmp_path_factory.mktemp("club-template") / "club.sqlite"
    return path, build_club_night(path)


@pytest.fixture
def served(club_template: tuple[Path, int], tmp_path: Path, browser: Any) -> Iterator[Served]:
    """This test's copy of the club night, served on 127.0.0.1 at a free port; the browser starts on a blank page."""
    template, event_id = club_template
    served = serve_copy(template, tmp_path, event_id)
    try:
        yield served
    finally:
        browser.get("about:blank")  # closes the page's live stream before the server goes
        served.stop()
