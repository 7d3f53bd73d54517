"""One phone asking the companion for a page again and again: requests per second on a kept-alive connection and
on a fresh connection per request, with and without TCP_NODELAY on the server's side (issue 30).

Run from the repository root (never part of the test suite)::

    .venv/bin/python benchmarks/companion_speed.py            # 3 s per measurement
    .venv/bin/python benchmarks/companion_speed.py --quick    # 1 s per measurement

Two processes on 127.0.0.1: the server (this script with ``--serve``: a club
night of 32 players on 8 tables, shared, served by ``CompanionServer`` with
the per-client rate limit raised, since one client asks thousands of times a
second) and this one, a client as lean as a client gets (one blocking socket,
a request written by hand, the answer read to its Content-Length), so the
figures are the server's. Each page is the standings page as a phone loads it
(the whole page) and as the live update fetches it (its live part). The
same server runs a second time with ``TCP_NODELAY`` switched off on every
accepted socket, as it was before issue 30, to show the stall it removed.

Goals: a kept-alive connection at least as fast as a fresh one, and one
client at least 2,000 requests a second on the standings page. Exit status
1 when a goal is not met.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

GOAL_RATE = 2000.0


def serve(path: Path, event_id: int, nagle: bool) -> None:
    """The server process: serve the event, print its address, wait for a line on stdin, stop."""
    from tournament_app.web import CompanionServer, Limits, ThreadGateway
    from tournament_app.web.connections import GuardedProtocol

    if nagle:  # as before issue 30: accepted sockets without TCP_NODELAY
        made = GuardedProtocol.connection_made

        def without_nodelay(self: GuardedProtocol, transport: object) -> None:
            made(self, transport)  # type: ignore[arg-type]
            sock = self.transport.get_extra_info("socket") if self.transport is not None else None
            if sock is not None:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 0)

        GuardedProtocol.connection_made = without_nodelay  # type: ignore[method-assign]
    gateway = ThreadGateway(path)
    server = CompanionServer(gateway, event_id, "127.0.0.1", 0, limits=Limits(rate=1e9, burst=10**9))
    server.start()
    sys.stdout.write(json.dumps({"port": server.port, "view": server.urls["view"]}) + "\n")
    sys.stdout.flush()
    sys.stdin.readline()
    server.stop()
    gateway.close()


def _request(port: int, path: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Language: en\r\n\r\n".encode()


def _answer(sock: socket.socket) -> int:
    """Read one answer whole; its status."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    length = next(int(line.split(b":", 1)[1]) for line in lines if line.lower().startswith(b"content-length:"))
    while len(body) < length:
        body += sock.recv(65536)
    return int(lines[0].split()[1])


def kept_alive(port: int, path: str, seconds: float) -> float:
    """Requests per second, one after the other, on one kept-alive connection."""
    request = _request(port, path)
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(request)
        assert _answer(sock) == 200
        count, began = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - began) < seconds:
            sock.sendall(request)
            _answer(sock)
            count += 1
    return count / elapsed


def fresh(port: int, path: str, seconds: float) -> float:
    """Requests per second, each on a new connection (connect, ask, read, close)."""
    request = _request(port, path)
    count, began = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - began) < seconds:
        with socket.create_connection(("127.0.0.1", port)) as sock:
            sock.sendall(request)
            _answer(sock)
        count += 1
    return count / elapsed


def measure(path: Path, event_id: int, nagle: bool, seconds: float) -> dict[str, float]:
    """Start a server process and measure one client against it."""
    command = [sys.executable, str(Path(__file__).resolve()), "--serve", str(path), "--event", str(event_id)]
    proc = subprocess.Popen(command + (["--nagle"] if nagle else []), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert proc.stdout is not None and proc.stdin is not None
        first = json.loads(proc.stdout.readline())
        port, page = int(first["port"]), "/" + str(first["view"]).split("/", 3)[3] + "standings"
        out = {}
        for name, url in (("page", page), ("live part", page + "?fragment=1")):
            out[f"{name}, kept alive"] = kept_alive(port, url, seconds)
            out[f"{name}, fresh connections"] = fresh(port, url, seconds)
        proc.stdin.write("stop\n")
        proc.stdin.flush()
        proc.wait(timeout=30)
        return out
    finally:
        if proc.poll() is None:
            proc.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--quick", action="store_true", help="1 s per measurement instead of 3")
    parser.add_argument("--seconds", type=float, default=None, help="seconds per measurement (3; 1 with --quick)")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--event", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--nagle", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve is not None:
        serve(args.serve, args.event, args.nagle)
        return 0
    from companion_load import build_club

    seconds = args.seconds if args.seconds is not None else (1.0 if args.quick else 3.0)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "club.sqlite"
        event_id = build_club(path, 32, 8)
        ours = measure(path, event_id, nagle=False, seconds=seconds)
        before = measure(path, event_id, nagle=True, seconds=seconds)
    print(f"one client on 127.0.0.1, {seconds:g} s per figure, {os.cpu_count()} cores, load average {load:.2f} at the start")
    print(f"{'requests/s on the standings page':42} {'TCP_NODELAY (now)':>18} {'Nagle (before)':>16}")
    for key in ours:
        print(f"  {key:40} {ours[key]:18,.0f} {before[key]:16,.0f}")
    alive, new = ours["page, kept alive"], ours["page, fresh connections"]
    goals = [(f"a kept-alive connection at least as fast as a fresh one: {alive:,.0f} vs {new:,.0f} requests/s",
              alive >= new and ours["live part, kept alive"] >= ours["live part, fresh connections"]),
             (f"one client >= {GOAL_RATE:,.0f} requests/s on the standings page: {alive:,.0f}", alive >= GOAL_RATE)]
    for text, met in goals:
        print(f"goal {'met' if met else 'NOT met'}: {text}")
    return 0 if all(met for _text, met in goals) else 1


if __name__ == "__main__":
    sys.exit(main())
