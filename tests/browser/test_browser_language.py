"""The companion in a real browser set to German: the pages, and the live part the page fetches, come in German.

The browser's language is set as a phone's is (Accept-Language and
navigator.language, through the DevTools protocol); the server runs in this
process, so a small test catalogue stands in for the shipped German one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("selenium", reason="Install the test extras (pip install -e '.[test]') to run the browser tests.")

from browser_club import Served
from catalogue_builders import Contexts, catalogues_in
from selenium.webdriver.common.by import By

GERMAN: Contexts = {
    "web": {"Playing now": "Jetzt am Tisch", "Up next": "Als Nächstes", "Tables": "Tische", "Standings": "Tabelle"},
    "web.pages": {"Tables": "Tische"},
}


@pytest.fixture
def german(browser: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The shared browser speaking German (de-AT first), and a German test catalogue; English again afterwards."""
    with catalogues_in(tmp_path / "translations", monkeypatch, {"de": GERMAN}):
        agent = browser.execute_script("return navigator.userAgent;")
        browser.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": "de-AT,de,en"})
        try:
            yield browser
        finally:
            browser.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": "en-US,en"})


def test_the_tables_page_shows_in_german(german: Any, served: Served) -> None:
    german.get(served.view)
    assert german.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
    shown = [h.text for h in german.find_elements(By.CSS_SELECTOR, "#live section h2")]
    assert shown == ["Jetzt am Tisch", "Als Nächstes"]
    nav = [a.text for a in german.find_elements(By.CSS_SELECTOR, "nav a")]
    assert nav[0] == "Tische" and nav[2] == "Tabelle"
    assert german.title.startswith("Tische ·")
    # the live part the page's script fetches on a change comes in the browser's language too
    fragment = german.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(location.pathname + '?fragment=1').then(r => r.text()).then(done, e => done(String(e)));")
    assert "<h2>Jetzt am Tisch</h2>" in fragment
