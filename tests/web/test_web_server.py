"""The companion's server on a real socket (127.0.0.1, a free port): start, stop, clear refusals, live updates."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from web_builders import club_night

from tournament_app.league import Club, UserError, night, tournament
from tournament_app.web import CompanionServer, Limits, ThreadGateway, lan_addresses


def _events(response: httpx.Response) -> Iterator[str]:
    """The stream's lines, one at a time ("event: change", "data: ...", ": still here", "")."""
    yield from response.iter_lines()


def _next_change(lines: Iterator[str], deadline: float) -> str:
    for line in lines:
        if line.startswith("data: "):
            return line.removeprefix("data: ")
        assert time.monotonic() < deadline, "no change event in time"
    raise AssertionError("the stream ended")


def test_start_serves_the_pages_and_stop_ends_within_a_second(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    server = CompanionServer(gateway, event_id, "127.0.0.1")
    server.start()
    try:
        assert server.running and server.port > 0
        urls = server.urls
        assert str(urls["view"]).startswith(f"http://127.0.0.1:{server.port}/e/")
        assert len(urls["reports"]) == 4  # type: ignore[arg-type]
        with httpx.Client(timeout=5) as client:
            assert client.get(str(urls["view"])).status_code == 200
            assert client.get(str(urls["screen"])).status_code == 200
            assert client.get(f"http://127.0.0.1:{server.port}/").status_code == 404
            # the host header must name the bound address
            assert client.get(str(urls["view"]), headers={"host": f"localhost:{server.port}"}).status_code == 400
            assert "Server" not in client.get(str(urls["view"])).headers  # nothing about the software
    finally:
        began = time.monotonic()
        server.stop()
        assert time.monotonic() - began < 1.0
    assert not server.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(str(urls["view"]), timeout=2)


def test_a_port_in_use_and_an_address_not_of_this_computer_are_clear_errors(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        with pytest.raises(UserError, match=f"Port {port} on 127.0.0.1 is in use"):
            CompanionServer(gateway, event_id, "127.0.0.1", port).start()
    for host in ("203.0.113.7", "not an address", "::zz"):
        with pytest.raises(UserError, match="is not an address of this computer"):
            CompanionServer(gateway, event_id, host).start()


def test_an_event_not_shared_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    club_night(path)
    with Club.open(path) as club:
        other = tournament.create_event(club, "Not shared", "club-night", date="2024-06-02").id
    with ThreadGateway(path) as gateway:
        server = CompanionServer(gateway, other or 0, "127.0.0.1")
        with pytest.raises(UserError, match="is not shared"):
            server.start()
        assert not server.running


def test_lan_addresses_end_with_loopback() -> None:
    found = lan_addresses()
    assert found[-1] == "127.0.0.1"
    assert len(found) == len(set(found))


def test_a_result_saved_through_the_gateway_reaches_the_live_stream_within_a_second(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server:
        view = str(server.urls["view"])
        drawn = min(server.urls["reports"])  # type: ignore[type-var]
        with httpx.Client(timeout=5) as client, client.stream("GET", view + "events") as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            lines = _events(stream)
            first = _next_change(lines, time.monotonic() + 2)
            saved = time.monotonic()
            gateway.call(lambda club: night.save_result(club, drawn, [1, 2]))  # as the app saves a result
            second = _next_change(lines, saved + 1.0)
            assert time.monotonic() - saved < 1.0
            assert second != first
            fragment = client.get(view + "standings?fragment=1")
            assert fragment.headers["x-version"] == second
            assert "No results yet tonight" not in fragment.text


def test_heartbeats_keep_the_stream_alive_and_streams_per_client_are_capped(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1", limits=Limits(heartbeat=0.2, streams=2)) as server:
        url = str(server.urls["view"]) + "events"
        with httpx.Client(timeout=5) as client, client.stream("GET", url) as one, client.stream("GET", url) as two:
            lines = _events(one)
            seen = [next(lines) for _ in range(5)]
            assert ": still here" in seen
            third = client.get(url)
            assert third.status_code == 429
            assert two.status_code == 200


def test_stop_closes_open_live_streams(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    server = CompanionServer(gateway, event_id, "127.0.0.1")
    server.start()
    with httpx.Client(timeout=5) as client, client.stream("GET", str(server.urls["view"]) + "events") as stream:
        lines = _events(stream)
        _next_change(lines, time.monotonic() + 2)
        began = time.monotonic()
        server.stop()
        assert time.monotonic() - began < 1.0
        with pytest.raises((httpx.HTTPError, StopIteration)):
            while True:
                next(lines)


def test_pages_are_withdrawn_when_sharing_stops_and_back_when_it_resumes(shared: tuple[ThreadGateway, int]) -> None:
    from tournament_app.league import companion

    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server, httpx.Client(timeout=5) as client:
        view = str(server.urls["view"])
        report = next(iter(server.urls["reports"].values()))[0]  # type: ignore[attr-defined]
        with client.stream("GET", view + "events") as stream:
            lines = _events(stream)
            _next_change(lines, time.monotonic() + 2)
            gateway.call(lambda club: companion.stop_sharing(club, event_id))
            server.notify_changed()
            with pytest.raises((httpx.HTTPError, StopIteration)):  # the live stream ends
                while True:
                    next(lines)
        assert client.get(view).status_code == 404
        assert client.get(report).status_code == 404
        gateway.call(lambda club: companion.share_event(club, event_id))
        deadline = time.monotonic() + 2
        while client.get(view).status_code != 200:
            assert time.monotonic() < deadline, "the pages did not come back"
            time.sleep(0.1)


def test_localhost_is_this_computer(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "localhost") as server, httpx.Client(timeout=5) as client:
        view = str(server.urls["view"])
        assert view.startswith(f"http://127.0.0.1:{server.port}/e/")
        assert client.get(view).status_code == 200
        assert client.get(view, headers={"host": f"localhost:{server.port}"}).status_code == 200
        assert client.get(view, headers={"host": f"attacker.example:{server.port}"}).status_code == 400


@pytest.mark.parametrize("everywhere", ["0.0.0.0", "::"])
def test_all_addresses_serve_every_address_of_this_computer_and_the_links_name_a_real_one(
        shared: tuple[ThreadGateway, int], everywhere: str) -> None:
    gateway, event_id = shared
    server = CompanionServer(gateway, event_id, everywhere)
    try:
        server.start()
    except UserError:
        if everywhere == "::" and not socket.has_ipv6:
            pytest.skip("no IPv6 on this system")
        raise
    try:
        first = lan_addresses()[0]
        urls = server.urls
        assert str(urls["view"]).startswith(f"http://{first}:{server.port}/e/")
        assert everywhere not in json.dumps(urls)  # no link a phone could not open
        path = str(urls["view"]).split("/", 3)[3]
        with httpx.Client(timeout=5) as client:
            assert client.get(f"http://127.0.0.1:{server.port}/{path}").status_code == 200  # loopback is one of them
            assert client.get(f"http://127.0.0.1:{server.port}/{path}",
                              headers={"host": f"rebound.example:{server.port}"}).status_code == 400
    finally:
        server.stop()


def test_a_host_name_other_than_localhost_is_refused(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    for host in ("example.com", "", "0.0.0.0.0"):
        with pytest.raises(UserError, match="localhost, or 0.0.0.0 for all of them"):
            CompanionServer(gateway, event_id, host).start()


def _next_event(lines: Iterator[str], deadline: float) -> tuple[str, list[str]]:
    """The next event of the stream after the first one: its name and its data lines."""
    name, data = "", []
    for line in lines:
        if line.startswith("event: "):
            name = line.removeprefix("event: ")
        elif line.startswith("data: "):
            data.append(line.removeprefix("data: "))
        elif line == "" and name:
            return name, data
        assert time.monotonic() < deadline, "no event in time"
    raise AssertionError("the stream ended")


def test_the_live_stream_carries_the_pages_new_live_part_so_no_phone_asks_again(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server, httpx.Client(timeout=5) as client:
        view = str(server.urls["view"])
        drawn = min(server.urls["reports"])  # type: ignore[type-var]
        with client.stream("GET", view + "events?live=standings", headers={"accept-language": "de"}) as stream:
            lines = _events(stream)
            assert _next_event(lines, time.monotonic() + 5)[0] == "change"  # on connecting: the version only
            gateway.call(lambda club: night.save_result(club, drawn, [1, 2]))
            name, data = _next_event(lines, time.monotonic() + 5)
        assert name == "live"
        version, part = data[0], "\n".join(data[1:])
        fragment = client.get(view + "standings?fragment=1", headers={"accept-language": "de"})
        assert fragment.headers["x-version"] == version and fragment.text == part  # what the phone would fetch
        assert "Keine Ergebnisse" not in part and "Pkt" in part  # in the phone's language
        # a player's page is made per phone: its stream says "change", and the phone fetches it
        with client.stream("GET", view + "events?live=player-1") as stream:
            lines = _events(stream)
            _next_event(lines, time.monotonic() + 5)
            other = next(d for d in server.urls["reports"] if d != drawn)  # type: ignore[union-attr]
            gateway.call(lambda club: night.save_result(club, other, [1, 2]))
            name, data = _next_event(lines, time.monotonic() + 5)
        assert name == "change" and len(data) == 1
