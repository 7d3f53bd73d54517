"""Issue 18's gaps in the server: a report that changes no public page makes no phone refetch; a report token
minted by the app (printed slips, the window) works at once, and made-up tokens stay cheap."""

from __future__ import annotations

import re
import secrets
from pathlib import Path

import pytest
from web_builders import BASE, ORIGIN, Companion, club_night

from tournament_app.league import companion, night
from tournament_app.web import Hub, Limits, create_app
from tournament_app.web.hub import LOOKUP_SECONDS


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    assert found, html
    return found.group(1)


class CountingGateway:
    """The app's gateway, counting the calls that reach the club."""

    def __init__(self, inner: object) -> None:
        self.inner, self.calls = inner, 0

    def call(self, fn):  # type: ignore[no-untyped-def]
        self.calls += 1
        return self.inner.call(fn)  # type: ignore[attr-defined]

    read = call


def test_a_phones_report_keeps_the_public_version(night_app: Companion) -> None:
    drawn, url = min(night_app.report_urls().items())
    live = night_app.client.get(night_app.view("standings") + "?fragment=1")
    version = live.headers["x-version"]
    form = night_app.client.get(url)
    sent = night_app.client.post(url, data={"csrf": _csrf(form.text), "outcome": "1"}, headers=ORIGIN)
    assert sent.status_code == 200 and "waiting for the organizer" in sent.text
    night_app.hub.refresh()
    assert night_app.hub.version == version  # the file changed, the public pages did not: no "change" to the phones
    again = night_app.client.get(night_app.view("standings") + "?fragment=1")
    assert again.headers["x-version"] == version and again.text == live.text
    # the organizer's result does change what the pages show: a new version
    night_app.hub.call(lambda club: night.save_result(club, drawn, [2, 1]))
    night_app.hub.refresh()
    assert night_app.hub.version != version
    assert night_app.client.get(night_app.view("standings") + "?fragment=1").headers["x-version"] == night_app.hub.version


def _mint_again(app: Companion, drawn: int) -> str:
    """What the app does when a match's token is replaced (its sides changed): a new token, made outside the server."""
    def mint(club):  # type: ignore[no-untyped-def]
        club.db.execute("DELETE FROM report_tokens WHERE drawn_match_id = ?", [drawn])
        return companion.report_tokens(club, app.hub.event_id)[drawn][0]

    return str(app.gateway.call(mint))


def test_a_token_minted_by_the_app_is_accepted_at_once(night_app: Companion) -> None:
    drawn, _url = min(night_app.report_urls().items())
    token = _mint_again(night_app, drawn)
    # no poll in between: the server has not rebuilt its snapshot
    assert token not in night_app.hub.snapshot.report_tokens
    form = night_app.client.get(f"/r/{token}")
    assert form.status_code == 200 and "Report a result" in form.text
    sent = night_app.client.post(f"/r/{token}", data={"csrf": _csrf(form.text), "outcome": "0"}, headers=ORIGIN)
    assert sent.status_code == 200 and "waiting for the organizer" in sent.text
    assert night_app.client.get(f"/a/{token}/app.css").status_code == 200


def test_a_flood_of_made_up_tokens_is_a_bounded_trickle_of_reads(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    app = Companion(path, club_night(path))
    now = [1000.0]
    counting = CountingGateway(app.gateway)
    hub = Hub(counting, app.hub.event_id, Limits(rate=1000, burst=1000), clock=lambda: now[0])
    from starlette.testclient import TestClient

    client = TestClient(create_app(hub, BASE), base_url=BASE, raise_server_exceptions=False)
    try:
        hub.snapshot  # noqa: B018 - built before counting
        before = counting.calls
        codes = [client.get(f"/r/{secrets.token_urlsafe(24)}").status_code for _ in range(200)]
        assert set(codes) == {404}
        assert counting.calls - before == 1  # one lookup in the interval, the rest refused from memory
        now[0] += 2 * LOOKUP_SECONDS
        assert client.get(f"/r/{secrets.token_urlsafe(24)}").status_code == 404
        assert counting.calls - before == 2
        # a malformed token never gets a lookup, whatever the clock says
        now[0] += 10
        assert client.get("/r/not-a-token!").status_code == 404 and client.get("/r/short").status_code == 404
        assert counting.calls - before == 2
    finally:
        client.close()
        app.close()


def test_a_change_landing_while_a_page_is_made_never_leaves_a_stale_page_cached(night_app: Companion,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    page = night_app.view("standings") + "?fragment=1"
    assert "No results yet" in night_app.client.get(page).text
    drawn = night_app.hub.snapshot.playing[0].drawn_id
    reads = {"left": 2}  # the page's second look at the snapshot: the poller's refresh lands right after it
    snapshot = Hub.snapshot.fget
    assert snapshot is not None

    def racing(hub: Hub):  # type: ignore[no-untyped-def]
        snap = snapshot(hub)
        reads["left"] -= 1
        if reads["left"] == 0:
            hub.call(lambda club: night.save_result(club, drawn, [1, 2]))
            hub.refresh()
        return snap

    monkeypatch.setattr(Hub, "snapshot", property(racing))
    night_app.client.get(page)
    monkeypatch.undo()
    if reads["left"] > 0:  # the page read the snapshot once: the result lands at the poller's next look
        night_app.hub.call(lambda club: night.save_result(club, drawn, [1, 2]))
    night_app.hub.refresh()
    again = night_app.client.get(page)
    assert again.headers["x-version"] == night_app.hub.version
    assert "No results yet" not in again.text, "a page made from the old snapshot was kept under the new version"


def test_a_players_page_lists_tonights_results_and_only_tonights(night_app: Companion) -> None:
    board = night_app.hub.snapshot.playing[0]
    (winner,), (loser,) = board.sides
    page = night_app.view(f"player/{winner.id}")
    before = night_app.client.get(page).text
    assert "No result tonight yet." in before  # their earlier matches are in the chart, not under "Tonight"
    night_app.hub.call(lambda club: night.save_result(club, board.drawn_id, [1, 2]))
    night_app.hub.refresh()
    after = night_app.client.get(page).text
    assert "No result tonight yet." not in after
    tonight = after.split("<h2>Tonight</h2>", 1)[1]
    assert tonight.count("<li>") == 1 and f"against {loser.name}" in tonight.replace("&amp;", "&")


def test_a_phones_report_does_not_read_the_event_again(night_app: Companion, monkeypatch: pytest.MonkeyPatch) -> None:
    """A report waits in the inbox and changes no page: the server takes its own write as seen (issue 30: with 20
    phones reporting, reading the whole event again after each report was most of the server's work)."""
    from tournament_app.web import hub as hub_module

    drawn, url = min(night_app.report_urls().items())  # the snapshot is read
    builds: list[int] = []
    real = hub_module.build_snapshot
    monkeypatch.setattr(hub_module, "build_snapshot", lambda club, event_id: builds.append(event_id) or real(club, event_id))
    form = night_app.client.get(url)
    sent = night_app.client.post(url, data={"csrf": _csrf(form.text), "outcome": "1"}, headers=ORIGIN)
    assert sent.status_code == 200 and "waiting for the organizer" in sent.text
    assert night_app.hub.refresh() is False  # the poller's next look: nothing new
    assert builds == []
    # the organizer's result is read, as before
    night_app.hub.call(lambda club: night.save_result(club, drawn, [2, 1]))
    assert night_app.hub.refresh() is True
    assert len(builds) == 1
