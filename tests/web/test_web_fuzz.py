"""Hostile input at every endpoint (hypothesis): never a 500, never a change the organizer did not confirm."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from web_builders import BASE, Companion, club_night, source_rows

from tournament_app.league import companion

MARKUP = st.sampled_from(["<script>alert(1)</script>", "\"'><img src=x onerror=alert(1)>", "../../etc/passwd", "%00",
                          "{{7*7}}", "\u202e", "ä" * 50, "", " ", "0", "-1", "1e309", "nan", "99999999999999999999"])
TEXT = st.one_of(MARKUP, st.text(max_size=40))
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture
def fuzz_app(tmp_path: Path) -> Companion:
    path = tmp_path / "club.sqlite"
    app = Companion(path, club_night(path, absent=1))
    yield app  # type: ignore[misc]
    app.close()


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    return found.group(1) if found else ""


@st.composite
def requests(draw: st.DrawFn, app: Companion) -> tuple[str, str, dict[str, str], bytes | dict[str, str]]:
    snap = app.hub.snapshot
    reports = [f"/r/{t}" for t in snap.report_tokens]
    token = quote(draw(st.one_of(st.sampled_from([snap.read_token, snap.checkin_token, *snap.report_tokens]), TEXT)), safe="")
    path = draw(st.sampled_from([
        f"/e/{token}/", f"/e/{token}/bracket", f"/e/{token}/standings", f"/e/{token}/leaderboard",
        f"/e/{token}/screen", f"/e/{snap.read_token}/player/{draw(st.integers(-5, 10**12))}", f"/r/{token}",
        f"/c/{token}", f"/a/{token}/{draw(st.sampled_from(['app.css', 'app.js', '../pyproject.toml', '']))}",
        *reports, f"/c/{snap.checkin_token}", "/" + quote(draw(TEXT))]))
    method = draw(st.sampled_from(["GET", "POST", "POST", "PUT", "DELETE", "HEAD"]))
    headers = {"origin": draw(st.sampled_from([BASE, BASE, "http://evil.example", "null"]))}
    if draw(st.booleans()):
        headers["content-type"] = draw(st.sampled_from(["application/json", "multipart/form-data; boundary=x", "text/plain"]))
    fields = draw(st.dictionaries(st.sampled_from(["outcome", "score0", "score1", "side", "place0", "place1", "player",
                                                    "csrf", "x"]), TEXT, max_size=6))
    if draw(st.booleans()):
        fields["csrf"] = draw(st.sampled_from([app.hub.form_token("report", path.removeprefix("/r/")),
                                               app.hub.form_token("checkin", snap.checkin_token), "0" * 32]))
    if fields.get("player") == str(_ivy(app)):
        fields["player"] = "999"  # the only player not checked in yet: checking her in is a real change
    body: bytes | dict[str, str] = fields
    if draw(st.integers(0, 9)) == 0:
        body = draw(st.sampled_from([b"\xff\xfe" * 10, b"a=" + b"b" * 9000, b"&&&===", b"%zz=%"]))
    return method, path, headers, body


def _ivy(app: Companion) -> int:
    return next(pid for pid, name, _here in app.hub.snapshot.checkin if name == "Ivy")


def test_hostile_requests_never_fail_and_never_change_a_result(fuzz_app: Companion) -> None:
    before = source_rows(fuzz_app.path)

    @FUZZ
    @given(st.data())
    def check(data: st.DataObject) -> None:
        method, path, headers, body = data.draw(requests(fuzz_app))
        if isinstance(body, dict):
            r = fuzz_app.client.request(method, path, data=body, headers=headers)
        else:
            r = fuzz_app.client.request(method, path, content=body, headers=headers)
        assert r.status_code < 500, (method, path, r.text)
        assert "Traceback" not in r.text
        if r.status_code >= 400:
            assert r.headers["content-type"].startswith("text/html")

    check()
    assert source_rows(fuzz_app.path) == before  # reports wait in the inbox; nothing else moved
    for report in fuzz_app.hub.call(lambda club: companion.pending_reports(club)):
        assert report.status in ("pending", "conflict")


def test_conflicting_reports_at_once_are_flagged_and_never_applied(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    app = Companion(path, club_night(path, accept_rule="both_agree"))
    phones = [app.phone("10.0.0.5"), app.phone("10.0.0.6")]
    try:
        drawn, urls = sorted(app.side_urls().items())[0]
        forms = [_csrf(phone.get(url).text) for phone, url in zip(phones, urls)]
        before = source_rows(path)
        codes: list[int] = []
        barrier = threading.Barrier(2)

        def send(side: int, winner: str) -> None:
            barrier.wait()
            r = phones[side].post(urls[side], data={"csrf": forms[side], "outcome": winner}, headers={"origin": BASE})
            codes.append(r.status_code)

        threads = [threading.Thread(target=send, args=(0, "0")), threading.Thread(target=send, args=(1, "1"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(codes) == [200, 200]
        reports = app.hub.call(lambda club: companion.pending_reports(club))
        assert [r.status for r in reports if r.drawn_match_id == drawn] == ["conflict", "conflict"]
        assert source_rows(path) == before
    finally:
        for phone in phones:
            phone.close()
        app.close()


def test_a_report_token_replayed_after_both_agreed_changes_nothing_more(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    app = Companion(path, club_night(path, accept_rule="both_agree"))
    phones = [app.phone("10.0.0.5"), app.phone("10.0.0.6")]
    try:
        urls = sorted(app.side_urls().items())[0][1]
        forms = [_csrf(phone.get(url).text) for phone, url in zip(phones, urls)]
        for phone, url, csrf in zip(phones, urls, forms):
            r = phone.post(url, data={"csrf": csrf, "outcome": "0"}, headers={"origin": BASE})
            assert r.status_code == 200
        assert "it is recorded" in r.text
        after = source_rows(path)
        for phone, url, csrf in zip(phones, urls, forms):
            again = phone.post(url, data={"csrf": csrf, "outcome": "1"}, headers={"origin": BASE})
            assert again.status_code in (404, 409)
        assert source_rows(path) == after
    finally:
        for phone in phones:
            phone.close()
        app.close()
