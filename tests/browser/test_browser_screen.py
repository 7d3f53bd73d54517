"""The TV view of a tournament in chromium at 1920×1080: the live bracket, paged, nothing scrolls or is cut (issue 18)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tournament_app.league import Club, companion, night, tournament
from tournament_app.web import CompanionServer, ThreadGateway

TV = {"width": 1920, "height": 1080, "deviceScaleFactor": 1, "mobile": False}


def _cup(path: Path, players: int) -> int:
    """A knockout of ``players`` with long names, started on four tables, shared."""
    with Club.open(path) as club:
        ids = [club.add_player(f"Player {i:02d} Wolkenstein-Oberhausen").id for i in range(players)]
        event_id = tournament.create_event(club, "Spring Cup", "single-elimination", date="2024-06-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=[club.player(i).name for i in ids])
        tournament.start_event(club, event_id)
        for table in range(4):
            night.add_table(club, event_id, str(table + 1))
        companion.share_event(club, event_id)
    return event_id


@pytest.fixture
def cup(tmp_path: Path, browser: Any) -> Iterator[CompanionServer]:
    path = tmp_path / "club.sqlite"
    event_id = _cup(path, 32)
    gateway = ThreadGateway(path)
    server = CompanionServer(gateway, event_id, "127.0.0.1", 0)
    server.start()
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", TV)
    try:
        yield server
    finally:
        browser.get("about:blank")
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        server.stop()
        gateway.close()


def test_a_32_player_bracket_fits_a_1920_by_1080_screen_in_pages(browser: Any, cup: CompanionServer) -> None:
    browser.get(str(cup.urls["screen"]))
    found = browser.execute_script("""
        var root = document.documentElement, shown = document.querySelector('.screen-page.shown');
        var box = shown.getBoundingClientRect();
        return [root.scrollWidth, root.scrollHeight, innerWidth, innerHeight,
                document.querySelectorAll('.screen-page').length, box.bottom,
                shown.querySelectorAll('.screen-fixture').length,
                parseFloat(getComputedStyle(shown.querySelector('.entrant')).fontSize)];""")
    width, height, inner_w, inner_h, pages, bottom, fixtures, font = found
    assert (inner_w, inner_h) == (1920, 1080)
    assert width <= inner_w and height <= inner_h, f"the screen scrolls: {width}×{height}"
    assert bottom <= inner_h, "the bracket is cut at the bottom"
    assert pages == 2 and fixtures == 8 + 4 + 2 + 1  # the first half of rounds 1-4
    assert font >= 24, f"{font} px is too small to read from five metres"
    # a result entered at a table shows on the TV without a reload
    drawn = cup.hub.snapshot.playing[0].drawn_id
    cup.hub.call(lambda club: night.save_result(club, drawn, [1, 2]))
    cup.notify_changed()
    deadline = time.monotonic() + 10
    while not browser.execute_script("return document.querySelectorAll('.screen-page.shown .entrant.won').length"):
        assert time.monotonic() < deadline, "the result never reached the screen"
        time.sleep(0.1)


def test_a_club_nights_screen_keeps_tonights_points_in_view_beside_long_names(browser: Any, served: Any) -> None:
    drawn = served.playing()[1]  # Cid & Co v Dan: Ann and Ben, with their long names, stay on table 1
    served.server.hub.call(lambda club: night.save_result(club, drawn, [1, 2], [11, 7]))
    served.server.notify_changed()
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", TV)
    try:
        browser.get(str(served.server.urls["screen"]))
        # the result reaches the page through the live stream once the shared snapshot is rebuilt
        deadline = time.monotonic() + 10
        while browser.execute_script("return document.querySelectorAll('.standing .pts').length") < 2:
            assert time.monotonic() < deadline, "tonight's standings never reached the screen"
            time.sleep(0.1)
        found = browser.execute_script("""
            var cols = document.querySelectorAll('.screen-grid > section');
            var pts = Array.from(document.querySelectorAll('.standing .pts, .standing .up, .standing .down'));
            return [cols[0].getBoundingClientRect().width, cols[1].getBoundingClientRect().width, innerWidth,
                    pts.length, Math.max.apply(null, pts.map(function (e) { return e.getBoundingClientRect().right; }))];""")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    left, right, inner_w, shown, rightmost = found
    # a match of two long names on a table must not squeeze tonight's standings into a sliver
    assert right >= 0.3 * inner_w, f"tonight's column is {right} px of {inner_w} (the tables' column {left} px)"
    assert shown == 4 and rightmost <= inner_w, "a long name pushed the points or the rating change off the screen"
