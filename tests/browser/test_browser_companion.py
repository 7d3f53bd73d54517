"""The companion in a real browser (Debian's chromium through Selenium) against a server on 127.0.0.1.

Each test serves its own copy of a shared club night; the organizer's side
(saving a result, confirming a report) goes through the league API on the
server's gateway, as the app does. Waits are bounded WebDriverWaits; nothing
sleeps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

pytest.importorskip("selenium", reason="Install the test extras (pip install -e '.[test]') to run the browser tests.")

from browser_club import EVENT_NAME, NAMES, Served
from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tournament_app.league import Club, companion, night

#: long enough for a loaded machine; a live update normally lands well within a second
WAIT = 10.0
PHONE = {"width": 412, "height": 915, "deviceScaleFactor": 2.625, "mobile": True}


def wait_for(browser: WebDriver, what: Callable[[WebDriver], Any], message: str) -> Any:
    """``what(browser)`` once it is truthy (a bounded wait).

    An element found just as the page navigates or swaps its live part goes
    stale: that is "not yet", and the next poll finds the new one.
    """
    return WebDriverWait(browser, WAIT, poll_frequency=0.05,
                         ignored_exceptions=(StaleElementReferenceException,)).until(what, message)


def live_text(browser: WebDriver) -> str:
    """The text of the page's live part (what the live updates swap)."""
    return str(browser.execute_script("return document.getElementById('live').innerText;"))


def tonight_rows(browser: WebDriver) -> list[list[tuple[str, str]]]:
    """Tonight's standings as shown: each row's cells as (text, class), read in one go (the live part may be swapped
    again at any moment, so elements found one by one could go stale)."""
    rows = browser.execute_script(
        "return Array.from(document.querySelectorAll('#live table.grid tbody tr'),"
        " tr => Array.from(tr.cells, td => [td.innerText.trim(), td.className]));")
    return [[(str(text), str(cls)) for text, cls in row] for row in rows]


def sections(browser: WebDriver) -> dict[str, WebElement]:
    """The page's sections by their heading ("Playing now", "Up next", "Tonight")."""
    return {s.find_element(By.TAG_NAME, "h2").text: s for s in browser.find_elements(By.CSS_SELECTOR, "#live section")}


def on_tables(served: Served) -> dict[str, list[tuple[str, ...]]]:
    """Table name -> the names of each side of the match on it, from the league (as the app knows it)."""
    state = served.gateway.call(lambda club: night.night_state(club, served.event_id))
    return {t.name: list(t.match.sides) for t in state.tables
            if t.match is not None and t.match.status in ("called", "playing")}


def waiting(served: Served) -> list[tuple[tuple[str, ...], ...]]:
    """The sides of the matches waiting for a table, in queue order."""
    state = served.gateway.call(lambda club: night.night_state(club, served.event_id))
    return [m.sides for m in state.queue if m.status == "queued"]


def match_on_table(served: Served) -> tuple[int, tuple[tuple[str, ...], ...]]:
    """A match on a table now: its drawn id and its sides' names."""
    state = served.gateway.call(lambda club: night.night_state(club, served.event_id))
    table = next(t for t in sorted(state.tables, key=lambda t: t.position) if t.match is not None)
    assert table.match is not None
    return table.match.id, table.match.sides


def mark_page(browser: WebDriver) -> None:
    """Leave a mark on the open page: a reload (or navigation) would remove it."""
    browser.execute_script("window.stillTheSamePage = true;")


def same_page(browser: WebDriver) -> bool:
    """True if the page marked by :func:`mark_page` was not reloaded since."""
    return browser.execute_script("return window.stillTheSamePage === true;") is True


def no_alert(browser: WebDriver) -> bool:
    try:
        browser.switch_to.alert.dismiss()
    except NoAlertPresentException:
        return True
    return False


@contextmanager
def phone(browser: WebDriver) -> Iterator[None]:
    """The browser as a 412 px wide phone (device metrics through the DevTools protocol), undone afterwards."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    try:
        yield
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# ---- the pages ----------------------------------------------------------------------------------------


def test_the_tables_page_shows_who_plays_where_and_who_is_next(browser: WebDriver, served: Served) -> None:
    browser.get(served.view)
    assert browser.find_element(By.TAG_NAME, "h1").text == EVENT_NAME
    found = sections(browser)
    rows = found["Playing now"].find_elements(By.CSS_SELECTOR, "ul.boards > li")
    shown = {row.find_element(By.CSS_SELECTOR, ".table").text: row.find_element(By.CSS_SELECTOR, ".sides").text
             for row in rows}
    expected = on_tables(served)
    assert len(expected) == 2
    assert set(shown) == set(expected)
    for table, sides in expected.items():
        for side in sides:
            for name in side:
                assert name in shown[table], f"{name!r} should be shown at table {table}"
    next_rows = found["Up next"].find_elements(By.CSS_SELECTOR, "ol.boards > li")
    queued = waiting(served)
    assert len(next_rows) == len(queued) == 2
    for row, waiting_sides in zip(next_rows, queued):
        assert all(name in row.text for side in waiting_sides for name in side)


def test_a_result_saved_in_the_app_appears_on_the_open_page_without_a_reload(browser: WebDriver, served: Served) -> None:
    browser.get(served.view + "standings")
    assert "No results yet tonight." in live_text(browser)
    version = browser.execute_script("return document.getElementById('live').dataset.version;")
    mark_page(browser)
    drawn, sides = match_on_table(served)
    winner, loser = sides[0][0], sides[1][0]
    served.gateway.call(lambda club: night.save_result(club, drawn, [1, 2]))  # as the app saves a result
    wait_for(browser, lambda b: winner in live_text(b) and loser in live_text(b),
             "the saved result never reached the open standings page")
    assert "No results yet tonight." not in live_text(browser)
    assert same_page(browser), "the page was reloaded instead of updated in place"
    assert browser.execute_script("return document.getElementById('live').dataset.version;") != version
    first = tonight_rows(browser)[0]
    assert (first[1][0], first[2][0]) == (winner, "1")
    assert "up" in first[5][1].split(), "the winner's rating change should show as a rise"


def test_a_result_reported_by_link_counts_once_the_organizer_confirms_it(browser: WebDriver, served: Served) -> None:
    drawn, sides = match_on_table(served)
    winner, loser = sides[1][0], sides[0][0]  # the second side won: not just the first radio button
    link = served.reports[drawn]
    browser.get(link)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Report a result"
    # the link is side 1's: the page says so, and asks nobody which side they are on
    assert browser.find_element(By.CSS_SELECTOR, ".for-side").text == f"You report for side 1: {' & '.join(sides[0])}"
    assert not browser.find_elements(By.CSS_SELECTOR, "input[name='side']")
    choice = next(label for label in browser.find_elements(By.CSS_SELECTOR, "label.choice")
                  if label.text == f"{winner} won")
    choice.click()
    scores = browser.find_elements(By.CSS_SELECTOR, "input[name^='score']")
    scores[0].send_keys("7")
    scores[1].send_keys("11")
    browser.find_element(By.CSS_SELECTOR, "button[type='submit']").click()
    wait_for(browser, lambda b: b.find_element(By.TAG_NAME, "h1").text == "Thank you", "the report was not taken")
    assert "waiting for the organizer's confirmation" in browser.find_element(By.TAG_NAME, "main").text

    pending = served.gateway.call(lambda club: companion.pending_reports(club, served.event_id))
    assert [(r.drawn_match_id, r.ranks, r.scores) for r in pending] == [(drawn, (2, 1), (7.0, 11.0))]
    browser.get(served.view + "standings")
    assert "No results yet tonight." in live_text(browser)  # a report counts only once confirmed
    mark_page(browser)

    def confirm(club: Club) -> None:
        companion.confirm_report(club, pending[0].id)  # the organizer's one click

    served.gateway.call(confirm)
    wait_for(browser, lambda b: winner in live_text(b), "the confirmed result never reached the standings page")
    assert same_page(browser)
    first = tonight_rows(browser)[0]
    assert (first[1][0], first[2][0]) == (winner, "1")
    assert loser in live_text(browser)
    browser.get(link)  # the link is spent: it says so and offers no form
    assert browser.find_element(By.TAG_NAME, "h1").text == "Result already in"
    assert not browser.find_elements(By.TAG_NAME, "form")


def test_a_wrong_or_missing_token_gets_nothing(browser: WebDriver, served: Served) -> None:
    view = served.view
    base = view.split("/e/", 1)[0]
    read = view.rstrip("/").rsplit("/", 1)[1]
    report = next(iter(served.reports.values())).rsplit("/", 1)[1]
    checkin = served.server.hub.snapshot.checkin_token  # check-in by phone is not allowed for this event
    wrong = read[:-1] + ("A" if read[-1] != "A" else "B")
    addresses = [
        f"{base}/", f"{base}/e/", f"{base}/e//", f"{base}/e/{wrong}/", f"{base}/e/{wrong}/standings",
        f"{base}/e/{read}x/", f"{base}/e/{read[:8]}/", f"{base}/e/{wrong}/player/1", f"{base}/e/{wrong}/screen",
        f"{base}/e/{wrong}/events", f"{base}/e/{report}/", f"{base}/e/{checkin}/", f"{base}/r/{read}",
        f"{base}/r/", f"{base}/r/{report[:-1]}", f"{base}/c/{checkin}", f"{base}/c/{read}", f"{base}/a/{wrong}/app.js",
        f"{base}/e/{read}/../../etc/passwd", f"{base}/e/{read.upper()}/",
    ]
    secrets = [read, report, checkin, "Tuesday", *(name.split()[0] for name in NAMES)]
    for address in addresses:
        browser.get(address)
        source = browser.page_source
        leaked = [s for s in secrets if s in source]
        assert not leaked, f"{address} showed {leaked}"
        assert browser.find_element(By.TAG_NAME, "h1").text in ("Not found", "Not allowed"), address


def test_names_with_markup_show_as_text(browser: WebDriver, served: Served) -> None:
    browser.get(served.view)  # every player is on a table or up next
    text = browser.find_element(By.TAG_NAME, "body").text
    assert EVENT_NAME in text
    for name in NAMES:
        assert name in text, f"{name!r} should show as written"
    drawn, _sides = match_on_table(served)
    served.gateway.call(lambda club: night.save_result(club, drawn, [1, 2]))
    served.server.notify_changed()
    pages = [served.view, served.view + "standings", served.view + "leaderboard", served.view + "bracket",
             served.view + "screen"]
    pages += [f"{served.view}player/{p.player_id}" for p in served.server.hub.snapshot.leaderboard[:2]]
    pages += list(served.reports.values())[:1]
    for page in pages:
        browser.get(page)
        assert no_alert(browser), f"{page} ran a script from a name"
        scripts = browser.execute_script("return Array.from(document.scripts, s => s.getAttribute('src'));")
        assert all(src and src.endswith("/app.js") for src in scripts), f"{page} has a script element from a name"
        assert browser.execute_script("return document.querySelectorAll('img, b').length;") == 0, page
    assert no_alert(browser)


def test_the_pages_fit_a_phone_412_px_wide_without_scrolling_sideways(browser: WebDriver, served: Served) -> None:
    drawn, _sides = match_on_table(served)
    served.gateway.call(lambda club: night.save_result(club, drawn, [2, 1], [9, 11]))
    served.server.notify_changed()
    wait_for(browser, lambda _b: served.server.hub.snapshot.tonight, "the server never saw the result")
    snap = served.server.hub.snapshot
    longest = max(snap.leaderboard, key=lambda s: len(s.player))
    pages = {"tables": served.view, "bracket": served.view + "bracket", "standings": served.view + "standings",
             "leaderboard": served.view + "leaderboard", "player": f"{served.view}player/{longest.player_id}",
             "report": next(iter(served.reports.values()))}
    with phone(browser):
        for name, page in pages.items():
            browser.get(page)
            inner, scroll = browser.execute_script(
                "return [window.innerWidth, document.documentElement.scrollWidth];")
            assert inner == PHONE["width"], f"the {name} page was zoomed out to {inner} px"
            assert scroll <= inner, f"the {name} page is {scroll} px wide on a {inner} px phone"
