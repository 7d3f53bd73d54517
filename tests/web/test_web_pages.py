"""The companion's pages through Starlette's test client: tokens, escaping, the guard, reports and check-in."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from web_builders import BASE, ORIGIN, Companion, bracket_event, club_night, source_rows

from tournament_app.league import Club, companion, night
from tournament_app.web import Limits

PAGES = ["", "bracket", "standings", "leaderboard", "screen", "player/1"]


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    assert found, html
    return found.group(1)


@pytest.mark.parametrize("page", PAGES)
def test_every_page_shows_with_the_read_token_and_names_are_escaped(night_app: Companion, page: str) -> None:
    r = night_app.client.get(night_app.view(page))
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/html")
    assert "<script>alert" not in r.text and "<b>night" not in r.text
    if page in ("", "player/1", "screen"):
        assert "Ann &lt;script&gt;alert(1)&lt;/script&gt;" in r.text
    csp = r.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "same-origin"
    assert "<script>" not in r.text.replace(f'<script src="/a/{night_app.read}/app.js" defer></script>', "")
    assert "http://" not in r.text.replace("http://testserver", "")  # nothing from elsewhere: no CDN, no font


def test_tables_page_shows_who_plays_where_and_who_is_next(night_app: Companion) -> None:
    html = night_app.client.get(night_app.view()).text
    playing, _, up_next = html.partition("Up next")
    assert playing.count('class="table"') == 2  # two tables busy
    assert up_next.count("<li>") == 2  # eight players present: four matches, two waiting
    assert "Ivy" not in html  # not checked in


def test_a_wrong_and_a_missing_token_get_the_same_404(night_app: Companion) -> None:
    read = night_app.read
    wrong = read[:-1] + ("y" if read.endswith("x") else "x")  # one letter off (a token ends in "x" once in 64)
    bodies = set()
    for path in ["/", "/e/", "/e//", f"/e/{wrong}/", "/e/x/standings", f"/e/{read}/player/999", f"/e/{read}/nope",
                 "/r/", "/r/abc", "/c/abc", f"/c/{read}", f"/r/{read}", "/a/x/app.css", f"/a/{read}/other.txt",
                 "/static/app.css", "/e/" + "x" * 5000 + "/"]:
        r = night_app.client.get(path)
        assert r.status_code == 404, path
        bodies.add(r.text)
    assert len(bodies) == 1
    assert "Nothing here" in bodies.pop()


def test_assets_are_served_for_any_token_of_the_event(night_app: Companion) -> None:
    token = next(iter(night_app.report_urls().values())).removeprefix("/r/")
    for t in (night_app.read, token):
        css = night_app.client.get(f"/a/{t}/app.css")
        assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
        js = night_app.client.get(f"/a/{t}/app.js")
        assert js.status_code == 200 and "EventSource" in js.text


def test_a_player_outside_the_event_and_the_leaderboard_has_no_page(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = club_night(path)
    with Club.open(path) as club:
        stranger = club.add_player("Zed Elsewhere").id
    app = Companion(path, event_id)
    try:
        app.hub.refresh()
        assert app.client.get(app.view(f"player/{stranger}")).status_code == 404
        assert "Zed" not in app.client.get(app.view("leaderboard")).text
    finally:
        app.close()


def test_a_host_header_other_than_the_bound_address_is_refused(night_app: Companion) -> None:
    r = night_app.client.get(night_app.view(), headers={"host": "evil.example"})
    assert r.status_code == 400
    assert "own address" in r.text
    assert night_app.client.get(night_app.view(), headers={"host": "testserver:80"}).status_code == 400


def test_an_oversized_body_is_refused_with_413_and_changes_nothing(night_app: Companion) -> None:
    report = next(iter(night_app.report_urls().values()))
    before = source_rows(night_app.path)
    r = night_app.client.post(report, content=b"outcome=0&x=" + b"a" * 20000, headers={
        **ORIGIN, "content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413

    def chunks():  # no Content-Length: the cap counts as the body streams in
        for _ in range(20):
            yield b"a" * 1024

    r = night_app.client.post(report, content=chunks(), headers={**ORIGIN, "content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413
    assert source_rows(night_app.path) == before
    assert night_app.hub.call(lambda club: companion.pending_reports(club)) == []


def test_a_client_asking_too_fast_gets_429(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = club_night(path)
    app = Companion(path, event_id, Limits(rate=0.001, burst=5))
    try:
        codes = [app.client.get(app.view()).status_code for _ in range(8)]
        assert codes[:5] == [200] * 5
        assert codes[5:] == [429] * 3
    finally:
        app.close()


def test_report_form_sends_a_report_that_waits_for_the_organizer(night_app: Companion) -> None:
    drawn, url = sorted(night_app.report_urls().items())[0]
    before = source_rows(night_app.path)
    form = night_app.client.get(url)
    assert form.status_code == 200 and "Report a result" in form.text and "Draw" in form.text
    r = night_app.client.post(url, data={"csrf": _csrf(form.text), "outcome": "1", "score0": "3", "score1": "11"},
                              headers=ORIGIN)
    assert r.status_code == 200, r.text
    assert "waiting for the organizer" in r.text
    pending = night_app.hub.call(lambda club: companion.pending_reports(club))
    assert [(p.drawn_match_id, p.ranks, p.scores, p.status) for p in pending] == [(drawn, (2, 1), (3.0, 11.0), "pending")]
    assert pending[0].client == "testclient"
    assert source_rows(night_app.path) == before  # nothing recorded until the organizer confirms


@pytest.mark.parametrize("headers", [{}, {"origin": "http://evil.example"}, {"referer": "http://evil.example/r/x"},
                                     {"origin": "null"}])
def test_a_report_from_another_origin_is_refused(night_app: Companion, headers: dict[str, str]) -> None:
    url = next(iter(night_app.report_urls().values()))
    csrf = _csrf(night_app.client.get(url).text)
    r = night_app.client.post(url, data={"csrf": csrf, "outcome": "0"}, headers=headers)
    assert r.status_code == 403
    assert night_app.hub.call(lambda club: companion.pending_reports(club)) == []


def test_a_report_with_a_wrong_or_missing_csrf_token_is_refused(night_app: Companion) -> None:
    urls = list(night_app.report_urls().values())
    other_csrf = _csrf(night_app.client.get(urls[1]).text)  # another match's form token
    for data in ({"outcome": "0"}, {"csrf": "0" * 32, "outcome": "0"}, {"csrf": other_csrf, "outcome": "0"}):
        r = night_app.client.post(urls[0], data=data, headers=ORIGIN)
        assert r.status_code == 403, data
    referer_only = night_app.client.post(urls[1], data={"csrf": other_csrf, "outcome": "0"},
                                         headers={"referer": f"{BASE}{urls[1]}"})
    assert referer_only.status_code == 200  # a browser that sends no Origin but a same-site Referer
    assert len(night_app.hub.call(lambda club: companion.pending_reports(club))) == 1


def test_a_bad_report_gets_its_sentence_and_stores_nothing(night_app: Companion) -> None:
    url = next(iter(night_app.report_urls().values()))
    csrf = _csrf(night_app.client.get(url).text)
    for data, sentence in [({}, "Choose who won"), ({"outcome": "7"}, "Choose who won"),
                           ({"outcome": "0", "score0": "3"}, "for every side"),
                           ({"outcome": "0", "score0": "x", "score1": "1"}, "must be numbers"),
                           ({"outcome": "0", "score0": "nan", "score1": "1"}, "from 0 to"),
                           ({"outcome": "0", "score0": "-1", "score1": "1"}, "from 0 to")]:
        r = night_app.client.post(url, data={"csrf": csrf, **data}, headers=ORIGIN)
        assert r.status_code == 400, data
        assert sentence in r.text, (data, r.text)
    assert night_app.hub.call(lambda club: companion.pending_reports(club)) == []


def test_a_knockout_report_offers_no_draw_and_refuses_one(tmp_path: Path) -> None:
    path = tmp_path / "cup.sqlite"
    event_id = bracket_event(path)
    app = Companion(path, event_id)
    try:
        url = next(iter(app.report_urls().values()))
        form = app.client.get(url).text
        assert "Draw" not in form
        r = app.client.post(url, data={"csrf": _csrf(form), "outcome": "draw"}, headers=ORIGIN)
        assert r.status_code == 400 and "Choose who won." in r.text
        assert app.client.get(app.view("bracket")).status_code == 200
    finally:
        app.close()


def test_a_used_report_token_gets_result_already_in(night_app: Companion) -> None:
    drawn, url = sorted(night_app.report_urls().items())[0]
    csrf = _csrf(night_app.client.get(url).text)
    night_app.hub.call(lambda club: night.save_result(club, drawn, [1, 2]))  # typed in at the table
    night_app.hub.refresh()
    before = source_rows(night_app.path)
    assert "has its result already" in night_app.client.get(url).text
    r = night_app.client.post(url, data={"csrf": csrf, "outcome": "1"}, headers=ORIGIN)
    assert r.status_code == 409
    assert source_rows(night_app.path) == before
    assert night_app.hub.call(lambda club: companion.pending_reports(club)) == []


def test_check_in_by_picking_your_name(night_app: Companion) -> None:
    url = f"/c/{night_app.hub.snapshot.checkin_token}"
    page = night_app.client.get(url)
    assert page.status_code == 200 and "Ivy" in page.text
    ivy = next(pid for pid, name, _here in night_app.hub.snapshot.checkin if name == "Ivy")
    r = night_app.client.post(url, data={"csrf": _csrf(page.text), "player": str(ivy)}, headers=ORIGIN)
    assert r.status_code == 200 and "Ivy is checked in" in r.text
    statuses = night_app.hub.call(lambda club: {a.player_id: a.status for a in night.attendance(club, night_app.hub.event_id)})
    assert statuses[ivy] == "present"


def test_check_in_refuses_a_name_not_on_the_list_and_is_404_when_not_allowed(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = club_night(path, allow_checkin=False, absent=1)
    app = Companion(path, event_id)
    try:
        assert app.client.get(f"/c/{app.hub.snapshot.checkin_token}").status_code == 404
        app.hub.call(lambda club: companion.set_share_rules(club, event_id, accept_rule="confirm", allow_checkin=True))
        app.hub.refresh()
        url = f"/c/{app.hub.snapshot.checkin_token}"
        csrf = _csrf(app.client.get(url).text)
        before = source_rows(path)
        for player in ("999", "abc", ""):
            r = app.client.post(url, data={"csrf": csrf, "player": player}, headers=ORIGIN)
            assert r.status_code == 400 and "Pick your name" in r.text
        assert source_rows(path) == before
    finally:
        app.close()


def test_live_fragment_is_the_main_part_only(night_app: Companion) -> None:
    r = night_app.client.get(night_app.view("standings") + "?fragment=1")
    assert r.status_code == 200 and "<html" not in r.text and "<h2>Tonight</h2>" in r.text
    assert r.headers["x-version"] == night_app.hub.version


class CountingGateway:
    """The app's gateway, counting the calls that reach the club (and failing them on request)."""

    def __init__(self, inner: object) -> None:
        self.inner, self.calls, self.fail = inner, 0, False

    def call(self, fn):  # type: ignore[no-untyped-def]
        self.calls += 1
        if self.fail:
            raise RuntimeError("the disk went away")
        return self.inner.call(fn)  # type: ignore[attr-defined]

    read = call


def test_unknown_tokens_are_refused_without_a_database_call(night_app: Companion) -> None:
    counting = CountingGateway(night_app.gateway)
    night_app.hub.snapshot  # noqa: B018 - built before counting
    night_app.hub.gateway = counting
    for path in ["/e/nope/", "/e/nope/events", "/r/nope", "/c/nope", "/a/nope/app.css", f"/e/{night_app.read}/player/99999"]:
        assert night_app.client.get(path).status_code == 404
        assert night_app.client.post(path, data={"outcome": "0"}, headers=ORIGIN).status_code in (404, 405)
    assert counting.calls == 0


def test_an_unexpected_error_is_a_plain_500_page_and_a_log_line(night_app: Companion, caplog: pytest.LogCaptureFixture) -> None:
    counting = CountingGateway(night_app.gateway)
    counting.fail = True
    night_app.hub.snapshot  # noqa: B018 - the pages read; a player's page asks the club, and fails
    night_app.hub.gateway = counting
    with caplog.at_level("WARNING", logger="tournament_app.web"):
        r = night_app.client.get(night_app.view("player/2"))
    assert r.status_code == 500
    assert "Something went wrong" in r.text and "Traceback" not in r.text and "disk" not in r.text
    assert r.headers["content-security-policy"].startswith("default-src 'self'")
    assert any("unexpected error" in rec.getMessage() for rec in caplog.records)
    assert any("500 GET /e/" in rec.getMessage() for rec in caplog.records)
    assert night_app.read not in caplog.text  # a log line never holds a whole token


def test_a_flood_of_refused_requests_is_one_log_line(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "club.sqlite"
    app = Companion(path, club_night(path), Limits(rate=0.001, burst=1))
    try:
        with caplog.at_level("WARNING", logger="tournament_app.web"):
            codes = [app.client.get(app.view()).status_code for _ in range(30)]
        assert codes.count(429) == 29
        assert sum("429" in rec.getMessage() for rec in caplog.records) == 1
    finally:
        app.close()
