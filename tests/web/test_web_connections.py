"""What one connection may cost the server (issues 27 and 30): TCP_NODELAY, a deadline for a request to arrive,
a cap per address, 414 and 431 for oversize heads, and a stop that cuts whatever is left open."""

from __future__ import annotations

import socket

import httpx
import pytest

from tournament_app.web import CompanionServer, Limits, ThreadGateway

#: generous bounds for the answers these tests wait for: a slow machine stays green, a server that never answers fails
WAIT = 15.0
#: a short request deadline, so a test waits a fraction of a second for the server to drop a slow request
QUICK = Limits(request_seconds=0.5)


def _connect(server: CompanionServer, source: str | None = None) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT,
                                    source_address=(source, 0) if source else None)
    return sock


def _answer(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (b"" when it closed it without a word)."""
    chunks = []
    try:
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    except ConnectionResetError:
        pass
    return b"".join(chunks)


def _path(server: CompanionServer, page: str = "") -> str:
    return "/" + str(server.urls["view"]).split("/", 3)[3] + page


def _get(server: CompanionServer, path: str, extra: str = "") -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n{extra}\r\n".encode()


def _can_bind(address: str) -> bool:
    try:
        with socket.socket() as probe:
            probe.bind((address, 0))
    except OSError:
        return False
    return True


def test_every_accepted_connection_has_tcp_nodelay(shared: tuple[ThreadGateway, int]) -> None:
    """Without TCP_NODELAY, Nagle's algorithm and delayed ACKs hold each answer on a kept-alive connection ~40 ms."""
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server, _connect(server) as sock:
        sock.sendall(_get(server, _path(server, "standings")))
        assert sock.recv(64).startswith(b"HTTP/1.1 200")
        assert server.gate is not None
        [accepted] = server.gate.connections()
        options = accepted.transport.get_extra_info("socket")
        assert options.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) == 1


def test_a_request_whose_head_never_ends_gets_408_and_is_dropped(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1", limits=QUICK) as server:
        with _connect(server) as slow:
            slow.sendall(f"GET {_path(server)} HTTP/1.1\r\nHost: 127.0.0.1".encode())  # and then nothing
            answer = _answer(slow)
        assert answer.startswith(b"HTTP/1.1 408 ")
        assert b"took too long" in answer and b"connection: close" in answer.lower()
        # the same on a kept-alive connection: the next request's deadline runs from its first byte
        with _connect(server) as kept:
            kept.sendall(_get(server, _path(server, "standings")))
            assert kept.recv(64).startswith(b"HTTP/1.1 200")
            kept.sendall(b"GET / HTT")
            assert b"HTTP/1.1 408 " in _answer(kept)
        # a connection that sends nothing at all is closed without a word
        with _connect(server) as idle:
            assert _answer(idle) == b""


def test_a_body_that_stops_coming_is_dropped(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1", limits=QUICK) as server:
        report = "/r/" + str(next(iter(server.urls["reports"].values()))[0]).rsplit("/r/", 1)[1]  # type: ignore[union-attr, index]
        with _connect(server) as slow:
            slow.sendall(f"POST {report} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nContent-Length: 200\r\n"
                         "Content-Type: application/x-www-form-urlencoded\r\n\r\noutcome=0".encode())
            answer = _answer(slow)
        assert not answer.startswith(b"HTTP/1.1 200")


def test_1100_unfinished_requests_from_one_machine_leave_a_phone_served(shared: tuple[ThreadGateway, int]) -> None:
    if not _can_bind("127.0.0.2"):
        pytest.skip("this system has no second loopback address for the phone")
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server:
        attackers: list[socket.socket] = []
        try:
            for _ in range(1100):
                sock = socket.socket()
                sock.settimeout(WAIT)
                try:
                    sock.connect(("127.0.0.1", server.port))
                    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Never: ")  # a head that never ends
                except OSError:  # closed by the server at once: it has this address's share open already
                    pass
                attackers.append(sock)
            assert server.gate is not None
            held = server.gate.open.get("127.0.0.1", set())
            assert len(held) <= Limits().connections
            phone = httpx.HTTPTransport(local_address="127.0.0.2")
            with httpx.Client(transport=phone, timeout=WAIT) as client:
                for page in ("", "standings", "bracket", "screen"):
                    assert client.get(str(server.urls["view"]) + page).status_code == 200
                with client.stream("GET", str(server.urls["view"]) + "events") as stream:
                    assert stream.status_code == 200
                    assert next(stream.iter_lines()).startswith("retry:")
        finally:
            for sock in attackers:
                sock.close()


def test_an_oversize_url_gets_414_and_oversize_headers_431(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    with CompanionServer(gateway, event_id, "127.0.0.1") as server:
        with _connect(server) as sock:
            sock.sendall(_get(server, _path(server) + "x" * 100_000))
            answer = _answer(sock)
        assert answer.startswith(b"HTTP/1.1 414 ")
        assert b"too long" in answer and b"content-security-policy" in answer.lower()
        with _connect(server) as sock:
            sock.sendall(_get(server, _path(server), "Cookie: " + "c" * 9_000 + "\r\nAccept-Language: de\r\n"))
            answer = _answer(sock)
        assert answer.startswith(b"HTTP/1.1 431 ")
        assert 'lang="de"' in answer.decode()  # the refusal speaks the phone's language
        # a URL a little long but sane is still served
        with httpx.Client(timeout=WAIT) as client:
            assert client.get(str(server.urls["view"]) + "standings?" + "a" * 500).status_code == 200


def test_stop_cuts_live_pages_and_unfinished_requests(shared: tuple[ThreadGateway, int]) -> None:
    gateway, event_id = shared
    server = CompanionServer(gateway, event_id, "127.0.0.1")
    server.start()
    held: list[socket.socket] = []
    try:
        for _ in range(3):  # live pages: a stream a phone holds open and does not read
            live = _connect(server)
            live.sendall(_get(server, _path(server, "events")))
            assert live.recv(64).startswith(b"HTTP/1.1 200")
            held.append(live)
        for _ in range(3):  # requests that never end
            slow = _connect(server)
            slow.sendall(b"GET / HTTP/1.1\r\n")
            held.append(slow)
        kept = _connect(server)  # a kept-alive connection, idle
        kept.sendall(_get(server, _path(server)))
        assert kept.recv(64).startswith(b"HTTP/1.1 200")
        held.append(kept)
        server.stop()
        assert not server.running  # stop() waits for the thread a bounded time: it ended within it
        for sock in held:
            sock.settimeout(WAIT)
            _answer(sock)  # ends: the server closed every one of them
    finally:
        server.stop()
        for sock in held:
            sock.close()


def test_an_ipv4_phone_reaching_a_server_on_all_addresses_counts_as_its_ipv4_address() -> None:
    from tournament_app.web.guards import plain_address

    assert plain_address("::ffff:192.168.1.20") == "192.168.1.20"
    assert [plain_address(a) for a in ("192.168.1.20", "::1", "fd00::2")] == ["192.168.1.20", "::1", "fd00::2"]
