"""Issue 27: "both sides agree" needs the two sides. Each side reports with its own link; the page says which side
it speaks for; one phone with both links records nothing by itself; the organizer sees the side and the device."""

from __future__ import annotations

import re
from pathlib import Path

from web_builders import BASE, Companion, club_night, source_rows

from tournament_app.league import companion

IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
          "Version/17.4 Mobile/15E148 Safari/604.1")
ANDROID = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/124.0.0.0 Mobile Safari/537.36")


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    assert found, html
    return found.group(1)


def _both_agree(tmp_path: Path) -> Companion:
    path = tmp_path / "club.sqlite"
    return Companion(path, club_night(path, accept_rule="both_agree"))


def test_each_sides_link_names_its_side_and_asks_nobody_who_they_are(night_app: Companion) -> None:
    board = night_app.hub.snapshot.playing[0]
    first, second = night_app.side_urls()[board.drawn_id]
    names = [" &amp; ".join(p.name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") for p in side)
             for side in board.sides]
    page = night_app.client.get(first).text
    assert f"You report for side 1: {names[0]}" in page
    assert 'name="side"' not in page and "I am" not in page
    assert f"You report for side 2: {names[1]}" in night_app.client.get(second).text


def test_a_report_speaks_for_its_links_side_whatever_the_form_says(night_app: Companion) -> None:
    board = night_app.hub.snapshot.playing[0]
    _first, second = night_app.side_urls()[board.drawn_id]
    form = night_app.client.get(second)
    sent = night_app.client.post(second, data={"csrf": _csrf(form.text), "outcome": "0", "side": "0"},
                                 headers={"origin": BASE, "user-agent": IPHONE})
    assert sent.status_code == 200 and "Reported for side 2" in sent.text
    [report] = night_app.hub.call(lambda club: companion.pending_reports(club))
    assert report.side == 1 and report.client == "testclient" and report.device == "iPhone · Safari"


def test_one_phone_sending_both_sides_links_records_nothing(tmp_path: Path) -> None:
    app = _both_agree(tmp_path)
    try:
        board = app.hub.snapshot.playing[0]
        before = source_rows(app.path)
        for url in app.side_urls()[board.drawn_id]:
            sent = app.client.post(url, data={"csrf": _csrf(app.client.get(url).text), "outcome": "0"},
                                   headers={"origin": BASE, "user-agent": ANDROID})
            assert sent.status_code == 200
        assert "This phone sent the reports of more than one side" in sent.text
        assert source_rows(app.path) == before  # nothing recorded: the organizer decides
        waiting = app.hub.call(lambda club: companion.pending_reports(club))
        assert [(r.side, r.device) for r in waiting] == [(0, "Android · Chrome"), (1, "Android · Chrome")]
        assert companion.one_device_for_sides(waiting) == {r.id for r in waiting}
        # the same link sent again replaces its own report: still one report per side
        url = app.side_urls()[board.drawn_id][0]
        app.client.post(url, data={"csrf": _csrf(app.client.get(url).text), "outcome": "0"}, headers={"origin": BASE})
        assert len(app.hub.call(lambda club: companion.pending_reports(club))) == 2
        assert source_rows(app.path) == before
    finally:
        app.close()


def test_two_phones_each_with_its_sides_link_agreeing_record_the_result(tmp_path: Path) -> None:
    app = _both_agree(tmp_path)
    phones = [app.phone("192.168.1.20"), app.phone("192.168.1.21")]
    try:
        board = app.hub.snapshot.playing[0]
        urls = app.side_urls()[board.drawn_id]
        first = phones[0].post(urls[0], data={"csrf": _csrf(phones[0].get(urls[0]).text), "outcome": "1"},
                               headers={"origin": BASE})
        assert "once the other side sends the same" in first.text
        second = phones[1].post(urls[1], data={"csrf": _csrf(phones[1].get(urls[1]).text), "outcome": "1"},
                                headers={"origin": BASE})
        assert "it is recorded" in second.text
        assert app.hub.call(lambda club: companion.pending_reports(club)) == []
    finally:
        for phone in phones:
            phone.close()
        app.close()
