"""The TV view (/screen) of an event played out: the live bracket or table, as the app's presenter shows it (issue 18)."""

from __future__ import annotations

import re
from pathlib import Path

from web_builders import Companion, bracket_event, club_night

from tournament_app.league import Club, night, tournament
from tournament_app.web.screen import (
    BRACKET_ROWS,
    ROUND_COLUMNS,
    TABLE_ROWS,
    screen_pages,
)


def _knockout(path: Path, players: int) -> int:
    with Club.open(path) as club:
        ids = [club.add_player(f"P{i:02d}").id for i in range(players)]
        event_id = tournament.create_event(club, "Big Cup", "single-elimination", date="2024-06-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=[club.player(i).name for i in ids])
        tournament.start_event(club, event_id)
        night.add_table(club, event_id, "1")
    return event_id


def test_a_knockouts_screen_shows_its_bracket_with_tables(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    app = Companion(path, bracket_event(path))
    try:
        page = app.client.get(app.view("screen"))
        assert page.status_code == 200
        assert "Winners&#39; bracket" in page.text or "Winners' bracket" in page.text
        assert page.text.count('class="screen-fixture') == 4 + 2 + 1  # eight players: every round fits one page
        assert re.search(r'<span class="where">1</span>', page.text)  # the match on table 1 says so
        assert "Round 3" in page.text and "Tonight" not in page.text
        fragment = app.client.get(app.view("screen") + "?fragment=1")
        assert "<html" not in fragment.text and 'class="screen-page' in fragment.text
    finally:
        app.close()


def test_a_big_bracket_is_cut_into_parts_that_fit(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = _knockout(path, 64)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
    pages = screen_pages(view, "single-elimination")
    assert len(pages) == 32 // BRACKET_ROWS
    for page in pages:
        assert len(page.columns) <= ROUND_COLUMNS
        assert max(len(ms) for _h, ms in page.columns) <= BRACKET_ROWS
    first_round = [m.id for p in pages for h, ms in p.columns if h == "Round 1" for m in ms]
    assert len(first_round) == len(set(first_round)) == 32  # every first-round match once, in order across the pages
    assert pages[0].title.endswith("(1/4)")


def test_a_swiss_screen_pages_its_table_and_a_club_night_keeps_its_tables(tmp_path: Path) -> None:
    path = tmp_path / "swiss.sqlite"
    with Club.open(path) as club:
        ids = [club.add_player(f"S{i:02d}").id for i in range(20)]
        event_id = tournament.create_event(club, "Autumn Swiss", "swiss", date="2024-06-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=[club.player(i).name for i in ids])
        tournament.start_event(club, event_id)
        view = tournament.event_view(club, event_id)
    pages = screen_pages(view, "swiss")
    assert [len(p.lines) for p in pages] == [TABLE_ROWS, 20 - TABLE_ROWS] and not pages[0].columns
    assert pages[0].title.startswith("Table · round 1 of")
    night_path = tmp_path / "night.sqlite"
    app = Companion(night_path, club_night(night_path))
    try:
        text = app.client.get(app.view("screen")).text
        assert "Tonight" in text and "screen-page" not in text
    finally:
        app.close()
