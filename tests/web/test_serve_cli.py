"""`tournament-app serve` as a script runs it: one JSON line first, then serving until it is stopped."""

from __future__ import annotations

import io
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from web_builders import club_night

from tournament_app.cli import main
from tournament_app.league import Club, tournament
from tournament_app.web import lan_addresses


def _serve(db: Path, *args: str) -> subprocess.Popen[str]:
    # faulthandler: if it ever hangs, SIGABRT (in _stopped) makes it print every thread's stack for the failure message
    return subprocess.Popen([sys.executable, "-m", "tournament_app", "--db", str(db), "serve", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONFAULTHANDLER": "1"})


def _stopped(proc: subprocess.Popen[str], timeout: float = 10) -> int:
    """The exit status once the server has stopped; a failure with every thread's stack if it doesn't in time."""
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGABRT)
        _out, err = proc.communicate(timeout=10)
        raise AssertionError(f"the server did not stop within {timeout} s:\n{err[-6000:]}") from None


def _run_here(db: Path, *args: str) -> tuple[int, str, str]:
    """A refusal, run in this process (it never starts serving): exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    code = main(["--db", str(db), *args], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _hold_open(view: str) -> list[socket.socket]:
    """Two live pages (the update stream, read once and then left) and a request whose head never ends."""
    host, port = view.split("/")[2].rsplit(":", 1)
    path = "/" + view.split("/", 3)[3]
    held = []
    for _ in range(2):
        live = socket.create_connection(("127.0.0.1", int(port)), timeout=10)
        live.sendall(f"GET {path}events HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        assert live.recv(64).startswith(b"HTTP/1.1 200")
        held.append(live)
    slow = socket.create_connection(("127.0.0.1", int(port)), timeout=10)
    slow.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}".encode())
    held.append(slow)
    return held


def test_serve_prints_one_json_line_then_serves_until_interrupted(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    club_night(db)
    proc = _serve(db, "--event", "Tuesday <b>night</b>", "--host", "127.0.0.1", "--format", "json")
    held: list[socket.socket] = []
    try:
        assert proc.stdout is not None
        urls = json.loads(proc.stdout.readline())
        assert set(urls) == {"view", "screen", "checkin", "reports"}
        assert urls["view"].startswith("http://127.0.0.1:") and "/e/" in urls["view"]
        assert urls["checkin"] and "/c/" in urls["checkin"]
        assert len(urls["reports"]) == 4
        assert all(len(links) == 2 and all("/r/" in u for u in links) for links in urls["reports"].values())
        with httpx.Client(timeout=5) as client:
            assert client.get(urls["view"]).status_code == 200
            assert client.get(next(iter(urls["reports"].values()))[0]).status_code == 200
        held = _hold_open(urls["view"])
        proc.send_signal(signal.SIGINT)  # Ctrl+C, with live pages open
        assert _stopped(proc) == 0
        assert "Traceback" not in proc.communicate()[1]
    finally:
        proc.kill()
        proc.communicate()
        for sock in held:
            sock.close()


def test_serve_prints_the_urls_as_text_and_stops_cleanly_on_sigterm(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    club_night(db)
    proc = _serve(db, "--event", "Tuesday <b>night</b>", "--host", "127.0.0.1")
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().startswith("Sharing 'Tuesday <b>night</b>' on the local network")
        assert "View:" in proc.stdout.readline()
        proc.terminate()
        assert _stopped(proc) == 0
    finally:
        proc.kill()
        proc.communicate()


def test_serve_on_all_addresses_prints_a_real_address_and_sigterm_stops_it_with_live_pages_open(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    club_night(db)
    proc = _serve(db, "--event", "Tuesday <b>night</b>", "--host", "0.0.0.0", "--format", "json")
    held: list[socket.socket] = []
    try:
        assert proc.stdout is not None
        urls = json.loads(proc.stdout.readline())
        assert urls["view"].startswith(f"http://{lan_addresses()[0]}:")
        assert "0.0.0.0" not in json.dumps(urls)
        held = _hold_open(urls["view"])
        proc.terminate()
        assert _stopped(proc) == 0
    finally:
        proc.kill()
        proc.communicate()
        for sock in held:
            sock.close()


@pytest.mark.parametrize(("args", "message"), [
    (["--event", "Nope"], "There is no event called 'Nope'"),
    (["--event", "Cup", "--host", "127.0.0.1"], "'Cup' has ended"),
    (["--event", "Tuesday <b>night</b>", "--host", "203.0.113.9"], "is not an address of this computer"),
    (["--event", "Tuesday <b>night</b>", "--host", "example.com"], "is not an address of this computer"),
    (["--event", "Tuesday <b>night</b>", "--host", "127.0.0.1", "--port", "70000"], "from 0 to 65535"),
])
def test_serve_refuses_with_a_sentence_and_exit_1(tmp_path: Path, args: list[str], message: str) -> None:
    db = tmp_path / "club.sqlite"
    club_night(db)
    with Club.open(db) as club:
        cup = tournament.create_event(club, "Cup", "single-elimination", date="2024-06-02").id
        assert cup is not None
        tournament.set_entrants(club, cup, names=["Ben", "Dan"])
        tournament.start_event(club, cup)
        match = next(m for m in tournament.event_view(club, cup).matches if m.status == "ready")
        tournament.report_result(club, cup, match.id, [1, 2])
    code, out, err = _run_here(db, "serve", *args)
    assert code == 1, err
    assert message in err
    assert "Traceback" not in err
    assert out == ""


def test_serve_refuses_a_port_in_use(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    club_night(db)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        code, _out, err = _run_here(db, "serve", "--event", "Tuesday <b>night</b>", "--host", "127.0.0.1",
                                    "--port", str(port))
    assert code == 1
    assert f"Port {port} on 127.0.0.1 is in use" in err
