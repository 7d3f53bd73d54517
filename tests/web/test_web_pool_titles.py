"""The pages name an event's pools and format in the reader's language, from league's marked titles (issue 19)."""

from __future__ import annotations

from pathlib import Path

from speakers import dictionary_speaker
from web_builders import Companion

from tournament_app import messages
from tournament_app.league import Club, companion, night, tournament
from tournament_app.league.tournament.setup import Settings
from tournament_app.web.render import format_title
from tournament_app.web.screen import screen_pages


german = dictionary_speaker({("league.tournament.values", "Pool {letters}"): "Gruppe {letters}",
                             ("league.tournament.values", "Pools, then knockout"): "Gruppen, dann K.-o."})


def _pools(path: Path) -> int:
    with Club.open(path) as club:
        ids = [club.add_player(f"P{i}").id for i in range(8)]
        event_id = tournament.create_event(club, "Pool Cup", "pools-knockout", date="2024-06-01",
                                           settings=Settings(pool_size=4, advance=2)).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=[club.player(i).name for i in ids])
        tournament.start_event(club, event_id)
        night.add_table(club, event_id, "1")
        companion.share_event(club, event_id)
    return event_id


def test_pool_tables_are_titled_in_the_readers_language_and_pool_matches_stay_off_the_board(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = _pools(path)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
    assert [p.title for p in screen_pages(view, "pools-knockout")] == ["Pool A", "Pool B"]
    with messages.speaking(german):
        assert [p.title for p in screen_pages(view, "pools-knockout")] == ["Gruppe A", "Gruppe B"]
        assert format_title("some-new-format") == "some-new-format"
    app = Companion(path, event_id)
    try:
        page = app.client.get(app.view("bracket"))
        assert page.status_code == 200
        assert "<h2>Pool A</h2>" in page.text and "<h2>Pool B</h2>" in page.text
    finally:
        app.close()
