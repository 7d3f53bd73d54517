"""Issue 18 in the window: the event shared on the local network, acted out as an organizer and a phone do.

The organizer clicks and types on the event page's Sharing page; the phone
is urllib from the test (a GET of the address shown, a POST of the report
form with its CSRF token and the page's Origin, as a browser sends it).
"""

from __future__ import annotations

import itertools
import re
import socket
import http.client
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import (
    activate,
    click_button,
    click_in_popup,
    click_tab,
    named,
    open_page,
    shown_window,
    wait_idle,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton
from widget_input import click_check, click_row, type_number

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import Club, SideInput, companion, night

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]


def server_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name in ("companion-server", "companion-poller") and t.is_alive()]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """Tuesday's club night: eight players present, two tables, round 1 started (a match on each table)."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = {n: club.add_player(n).id for n in NAMES}
        with club.transaction():
            for a, b in itertools.combinations(NAMES[:6], 2):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
        event_id = club.add_event("Tuesday", "2024-02-06").id
        for n in NAMES:
            night.check_in(club, event_id, ids[n])
        night.add_table(club, event_id, "Table 1")
        night.add_table(club, event_id, "Table 2")
        night.draw_next_round(club, event_id, "rotating", seed=1)
        night.start_round(club, event_id, 1)
    return path


@pytest.fixture
def win(qtbot: Any, club_file: Path, messages: Any) -> Iterator[MainWindow]:
    with shown_window(qtbot, club_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        yield w
    qtbot.waitUntil(lambda: not server_threads(), timeout=5000)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def share(qtbot: Any, w: MainWindow, port: int | None = None) -> str:
    """On the Sharing page: this computer's address, a port typed in, the switch clicked; returns the address shown."""
    open_page(qtbot, w, "Sharing")
    click_in_popup(qtbot, named(w, "Network address"), "127.0.0.1 (this computer only)")
    type_number(qtbot, named(w, "Port"), port if port is not None else free_port())
    click_check(qtbot, named(w, "Share on the local network"))
    wait_idle(qtbot, w)
    return str(named(w, "View address").text())


def fetch(url: str, data: bytes | None = None, headers: dict[str, str] | None = None,
          source: str | None = None) -> tuple[int, str]:
    """One request, from ``source`` (another address of this computer: another phone) when given."""
    if source is not None:
        parts = urllib.parse.urlsplit(url)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=5, source_address=(source, 0))
        try:
            connection.request("POST" if data is not None else "GET", parts.path, body=data,
                               headers={"Host": parts.netloc, **(headers or {})})
            answer = connection.getresponse()
            return answer.status, answer.read().decode("utf-8")
        finally:
            connection.close()
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode("utf-8")


def fetch_in_thread(qtbot: Any, url: str, data: bytes | None = None, headers: dict[str, str] | None = None,
                    source: str | None = None) -> tuple[int, str]:
    """A phone's request: from another thread, while the window keeps running (the server asks its worker)."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(fetch(url, data, headers, source)))
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    return out[0]


def wait_for_page(qtbot: Any, url: str, check: Any, timeout: float = 5.0) -> str:
    """Poll the served page until ``check(text)`` (bounded)."""
    end = time.monotonic() + timeout
    text = ""
    while time.monotonic() < end:
        _status, text = fetch_in_thread(qtbot, url)
        if check(text):
            return text
        qtbot.wait(100)
    raise AssertionError(f"{url} never showed what was expected:\n{text[:2000]}")


def refused(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2)
    except urllib.error.URLError as exc:
        return isinstance(exc.reason, ConnectionRefusedError)
    return False


def phone_reports_first_side_won(qtbot: Any, w: MainWindow, side: int = 0, source: str | None = None) -> str:
    """A phone opens the report link of a match's side ``side``, reads the form's CSRF token and sends "side 1 won"
    (from ``source``, an address of this computer, when given); returns the link."""
    server = w.night_view.sharing.server
    assert server is not None
    link = next(iter(server.urls["reports"].values()))[side]  # type: ignore[union-attr]
    status, form = fetch_in_thread(qtbot, link, source=source)
    assert status == 200
    csrf = re.search(r'name="csrf" value="([^"]+)"', form)
    assert csrf is not None
    body = urllib.parse.urlencode({"csrf": csrf.group(1), "outcome": "0"}).encode()
    status, answer = fetch_in_thread(qtbot, link, body, {"Content-Type": "application/x-www-form-urlencoded",
                                                         "Origin": server.base_url}, source=source)
    assert status == 200, answer
    return link


def stored_reports(path: Path) -> list[Any]:
    """The phone's report as the club file holds it (the only one: id 1)."""
    with Club.open(path) as club:
        return [companion.report(club, 1)]


def night_points(path: Path) -> dict[str, float]:
    with Club.open(path) as club:
        event = club.find_event("Tuesday")
        assert event is not None
        return {line.name: line.points for line in night.night_standings(club, event.id)}


# ---- sharing on and off ----------------------------------------------------------------------------------------


@pytest.mark.xcb
def test_sharing_serves_the_event_shows_results_saved_at_a_table_and_stops_when_switched_off(
        qtbot: Any, win: MainWindow) -> None:
    assert not named(win, "Share on the local network").isChecked()  # off by default
    url = share(qtbot, win)
    assert url.startswith("http://127.0.0.1:") and "/e/" in url
    status, page = fetch_in_thread(qtbot, url)
    assert status == 200 and "Tuesday" in page
    wait_for_page(qtbot, url + "standings", lambda text: "No results yet tonight." in text)

    # a result saved at a table in the window shows on the served page
    open_page(qtbot, win, "Tables")
    busy = next(t for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
    qtbot.mouseClick(win.night_view.tables.table_buttons[busy.id], Qt.MouseButton.LeftButton)
    dialog = win.night_view.tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    wait_for_page(qtbot, url + "standings", lambda text: "No results yet tonight." not in text and "Pts" in text)

    open_page(qtbot, win, "Sharing")
    click_check(qtbot, named(win, "Share on the local network"))
    wait_idle(qtbot, win)
    assert named(win, "View address").text() == ""
    assert refused(url)
    assert not server_threads()


def test_a_result_saved_at_a_table_reads_the_waiting_reports_once(
        qtbot: Any, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The event page reads the event again after the result, and the reports with it: not a second time besides."""
    reads: list[int] = []
    real = companion.pending_reports
    monkeypatch.setattr(companion, "pending_reports", lambda club, event_id: reads.append(event_id) or real(club, event_id))
    share(qtbot, win)
    open_page(qtbot, win, "Tables")
    busy = next(t for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
    reads.clear()
    qtbot.mouseClick(win.night_view.tables.table_buttons[busy.id], Qt.MouseButton.LeftButton)
    dialog = win.night_view.tables.result_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "won-1"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: bool(win.night_view.state and win.night_view.state.results), timeout=5000)
    wait_idle(qtbot, win)
    assert len(reads) == 1


def test_the_pages_reading_the_event_is_not_taken_for_a_write(qtbot: Any, win: MainWindow) -> None:
    """Reading the standings for the pages clears their marks in a temporary table: that is no change the window
    must show (it made the window read its reports again at random moments, and a test of that flaky)."""
    share(qtbot, win)
    server = win.night_view.sharing.server
    assert server is not None
    told: list[object] = []
    server.gateway.wrote.connect(told.append, Qt.ConnectionType.DirectConnection)  # type: ignore[attr-defined]
    drawn = next(t.match.id for t in win.night_view.state.tables if t.match is not None)  # type: ignore[union-attr]
    server.gateway.call(lambda club: night.save_result(club, drawn, [1, 2]))  # the standings are marked
    qtbot.waitUntil(lambda: len(told) == 1, timeout=5000)  # told just after the call returns, from the worker
    server.hub.refresh(force=True)  # the pages read the event, the standings with it
    wait_idle(qtbot, win)
    assert len(told) == 1


@pytest.mark.xcb
def test_a_port_in_use_is_said_in_a_sentence_and_nothing_is_shared(qtbot: Any, win: MainWindow, messages: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = int(taken.getsockname()[1])
        share(qtbot, win, port)
        assert any("in use" in text and text[0].isupper() for text in messages.texts("warning")), messages.shown
    assert not named(win, "Share on the local network").isChecked()
    assert named(win, "View address").text() == ""
    assert not server_threads()


def test_closing_the_window_stops_the_server(qtbot: Any, club_file: Path, messages: Any) -> None:
    with shown_window(qtbot, club_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        url = share(qtbot, w)
        assert fetch_in_thread(qtbot, url)[0] == 200
    qtbot.waitUntil(lambda: not server_threads(), timeout=5000)
    assert refused(url)


@pytest.mark.xcb
def test_choosing_another_event_stops_sharing(qtbot: Any, club_file: Path, messages: Any) -> None:
    with Club.open(club_file) as club:
        club.add_event("Monday", "2024-02-05")
    with shown_window(qtbot, club_file) as w:
        activate(qtbot, w)
        click_tab(qtbot, w, "Event")
        url = share(qtbot, w)
        box = named(w, "Event")
        click_in_popup(qtbot, box, next(box.itemText(i) for i in range(box.count()) if box.itemText(i).startswith("Monday")))
        wait_idle(qtbot, w)
        qtbot.waitUntil(lambda: not server_threads(), timeout=5000)
        assert refused(url)
        assert not named(w, "Share on the local network").isChecked()


def test_the_port_chosen_is_kept_in_the_apps_settings_and_read_after_a_restart(
        qtbot: Any, club_file: Path, messages: Any, tmp_path: Path) -> None:
    """The Sharing page keeps its port where the rest of the window keeps its settings (the self-test's own file)."""
    from PySide6.QtCore import QSettings

    from tournament_app.gui.shell import main_window as mw

    ini = tmp_path / "settings.ini"
    previous = mw.use_settings_file(ini)
    try:
        with shown_window(qtbot, club_file) as w:
            activate(qtbot, w)
            click_tab(qtbot, w, "Event")
            open_page(qtbot, w, "Sharing")
            type_number(qtbot, named(w, "Port"), 9123)
        assert int(QSettings(str(ini), QSettings.Format.IniFormat).value("companion/port")) == 9123
        with shown_window(qtbot, club_file) as w:
            assert named(w, "Port").value() == 9123
    finally:
        mw.use_settings_file(previous)


# ---- a report from a phone -------------------------------------------------------------------------------------


@pytest.mark.xcb
def test_a_phone_report_waits_then_is_confirmed_undone_and_rejected(qtbot: Any, win: MainWindow, club_file: Path) -> None:
    share(qtbot, win)
    before = night_points(club_file)
    phone_reports_first_side_won(qtbot, win)

    badge = named(win, "Reported results")
    qtbot.waitUntil(lambda: badge.isVisible(), timeout=5000)
    assert badge.text() == "Reported results: 1"
    assert "reported from a phone" in win.statusBar().currentMessage()
    qtbot.mouseClick(badge, Qt.MouseButton.LeftButton)
    reports = named(win, "Reports")
    assert reports.isVisible() and reports.rowCount() == 1
    assert reports.item(0, 4).text() == "Waiting" and "won" in reports.item(0, 1).text()
    assert reports.item(0, 2).text().startswith("Side 1: ")  # which side's code sent it
    assert reports.item(0, 3).text() == "127.0.0.1"  # and from where
    assert night_points(club_file) == before  # nothing recorded until the organizer confirms

    click_row(qtbot, reports, 0)
    qtbot.mouseClick(named(win, "Confirm report"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: reports.rowCount() == 0 and not badge.isVisible(), timeout=5000)
    assert [r.status for r in stored_reports(club_file)] == ["confirmed"]
    after = night_points(club_file)
    assert after != before and sorted(after.values()) != sorted(before.values())
    assert win.stack.undoText().startswith("Confirm reported result")

    # Ctrl+Z: the result goes, the report waits again
    qtbot.mouseClick(reports.viewport(), Qt.MouseButton.LeftButton)  # the list has the focus, as after a click
    QTest.keySequence(win, QKeySequence(QKeySequence.StandardKey.Undo))
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: reports.rowCount() == 1 and badge.isVisible(), timeout=5000)
    assert [r.status for r in stored_reports(club_file)] == ["pending"]
    assert night_points(club_file) == before

    # Reject with the Delete key in the list
    click_row(qtbot, reports, 0)
    qtbot.keyClick(reports, Qt.Key.Key_Delete)
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: reports.rowCount() == 0, timeout=5000)
    assert [r.status for r in stored_reports(club_file)] == ["rejected"]
    assert night_points(club_file) == before


@pytest.mark.xcb
def test_both_sides_agreeing_records_the_result_as_an_undo_step_of_the_window(
        qtbot: Any, win: MainWindow, club_file: Path) -> None:
    open_page(qtbot, win, "Sharing")
    click_in_popup(qtbot, named(win, "Results from phones"), "Accept when both sides report the same")
    share(qtbot, win)
    before = night_points(club_file)
    phone_reports_first_side_won(qtbot, win, side=0, source="127.0.0.1")
    phone_reports_first_side_won(qtbot, win, side=1, source="127.0.0.2")  # the other player's phone
    # the server's write reaches the window: its undo stack names the step, its pages show the result
    qtbot.waitUntil(lambda: win.stack.undoText().startswith("Result reported by both sides"), timeout=5000)
    qtbot.waitUntil(lambda: bool(win.night_view.state and win.night_view.state.results), timeout=5000)
    assert night_points(club_file) != before
    badge = named(win, "Reported results")
    qtbot.waitUntil(lambda: not badge.isVisible(), timeout=5000)  # the reports are read with the event's next load

    QTest.keySequence(win, QKeySequence(QKeySequence.StandardKey.Undo))
    wait_idle(qtbot, win)
    qtbot.waitUntil(lambda: not win.night_view.state.results, timeout=5000)  # type: ignore[union-attr]
    assert night_points(club_file) == before


def test_one_phone_sending_both_sides_reports_waits_and_the_list_says_so(
        qtbot: Any, win: MainWindow, club_file: Path) -> None:
    open_page(qtbot, win, "Sharing")
    click_in_popup(qtbot, named(win, "Results from phones"), "Accept when both sides report the same")
    share(qtbot, win)
    before = night_points(club_file)
    phone_reports_first_side_won(qtbot, win, side=0)
    phone_reports_first_side_won(qtbot, win, side=1)  # the same phone scanned the other side's code too
    badge = named(win, "Reported results")
    qtbot.waitUntil(lambda: badge.isVisible() and badge.text() == "Reported results: 2", timeout=5000)
    qtbot.mouseClick(badge, Qt.MouseButton.LeftButton)
    reports = named(win, "Reports")
    assert [reports.item(row, 2).text()[:7] for row in range(2)] == ["Side 1:", "Side 2:"]
    assert {reports.item(row, 4).text() for row in range(2)} == {"Waiting: one device sent more than one side"}
    assert "never count as both sides agreeing" in win.findChild(QLabel, "reports-hint").text()
    assert night_points(club_file) == before  # nothing recorded by itself


def test_the_presenter_shows_the_address_and_its_code_while_shared(qtbot: Any, win: MainWindow) -> None:
    url = share(qtbot, win)
    click_button(qtbot, win, "Presenter window")
    presenter = win.night_view.presenter
    assert presenter is not None
    qtbot.waitExposed(presenter)
    code = named(presenter, "View QR code")
    assert code.isVisible() and code.text == url and code.width() >= 160
    assert presenter.share_text.text().replace("\u200b", "") == url
    open_page(qtbot, win, "Sharing")
    click_check(qtbot, named(win, "Share on the local network"))
    wait_idle(qtbot, win)
    assert not code.isVisible()
    presenter.close()


def test_printed_pairings_and_slips_carry_the_codes_while_shared(
        qtbot: Any, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    opened: list[Any] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: opened.append(dialog._printout) or 0)

    def booklet() -> Any:
        """The Rounds page's Print button clicked: the booklet its print preview shows."""
        opened.clear()
        open_page(qtbot, win, "Rounds")
        click_button(qtbot, win, "Print pairings and slips…")
        qtbot.waitUntil(lambda: bool(opened), timeout=5000)
        return opened[0]

    def dark_corner(printout: Any) -> int:
        """Dark pixels in the top right corner of the first page, where a code goes."""
        image = QImage(600, 800, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        printout.paint_page(painter, 0, QRectF(0, 0, 600, 800))
        painter.end()
        return sum(image.pixelColor(x, y).lightness() < 100 for x in range(480, 600, 2) for y in range(0, 22, 2))

    plain = booklet()
    assert all(p.links is None for p in plain.parts)
    url = share(qtbot, win)
    shared = booklet()
    pairings, slips = shared.parts
    assert pairings.links.view == url
    server = win.night_view.sharing.server
    assert sorted(slips.links.reports.values()) == sorted(tuple(links) for links in server.urls["reports"].values())
    assert all(len(links) == 2 for links in slips.links.reports.values())  # a code for each side
    assert dark_corner(pairings) > 20 and dark_corner(slips) > 20
    assert dark_corner(plain.parts[0]) == 0 and dark_corner(plain.parts[1]) == 0


def test_file_print_pairings_carries_the_codes_while_shared(qtbot: Any, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """File ▸ Print pairings prints the same booklet as the Rounds page: with the view's and the reports' codes."""
    from gui_helpers import choose_menu
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    opened: list[Any] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: opened.append(dialog._printout) or 0)
    url = share(qtbot, win)
    choose_menu(qtbot, win, "File", "Print pairings and score slips…")
    qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    pairings, slips = opened[0].parts
    assert pairings.links is not None and pairings.links.view == url
    server = win.night_view.sharing.server
    assert slips.links is not None
    assert sorted(slips.links.reports.values()) == sorted(tuple(links) for links in server.urls["reports"].values())
    # the slip's addresses answer at once: the report form of that match, for each side
    for number, link in enumerate(next(iter(slips.links.reports.values())), 1):
        status, page = fetch_in_thread(qtbot, link)
        assert status == 200 and "<form" in page and f"You report for side {number}" in page
