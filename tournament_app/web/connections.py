"""What one connection may cost the server, checked below the ASGI app: uvicorn's h11 protocol with a gate.

uvicorn has a keep-alive timeout and a global connection limit, but nothing
that drops a request whose head never ends (a "slowloris"), nothing per
address, and it takes whatever URL fits in one read. :class:`GuardedProtocol`
adds, per connection (issues 27 and 30):

* ``TCP_NODELAY`` on the accepted socket: without it Nagle's algorithm and
  the client's delayed ACK hold every answer on a kept-alive connection for
  about 40 ms;
* at most :attr:`Limits.connections <tournament_app.web.hub.Limits.connections>`
  open connections per address: one more is closed as it arrives, so one
  machine cannot fill the server (uvicorn's own limit answers 503 to
  everybody once it is reached);
* a deadline: a request must arrive whole, its head and its body, within
  :attr:`Limits.request_seconds <tournament_app.web.hub.Limits.request_seconds>` (5) of the connection opening or of the request's
  first byte; a connection that misses it is closed (with a 408 page when
  it had sent something);
* a request line longer than :data:`MAX_REQUEST_LINE` bytes gets 414 and a
  head longer than :data:`MAX_HEAD` bytes 431, before the app sees them.

:class:`ConnectionGate` is shared by one server's connections (they all run
on its event loop); :meth:`ConnectionGate.close_all` ends them all at once
when the server stops.
"""

from __future__ import annotations

import asyncio
import logging
import re
import socket
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from .catalogue import negotiate, speaking, translate
from .guards import plain_address

log = logging.getLogger("tournament_app.web")

#: the longest request line ("GET /e/…/standings?fragment=1 HTTP/1.1"); the app's own are under 100 bytes
MAX_REQUEST_LINE = 2048
#: the longest request head (request line and headers); a phone's are about 1 KiB
MAX_HEAD = 8192

_STATUS_LINES = {408: b"HTTP/1.1 408 Request Timeout\r\n", 414: b"HTTP/1.1 414 URI Too Long\r\n",
                 431: b"HTTP/1.1 431 Request Header Fields Too Large\r\n"}
_ACCEPT_LANGUAGE = re.compile(rb"\r\naccept-language:[ \t]*([^\r\n]*)", re.IGNORECASE)
_HEAD_END = b"\r\n\r\n"


class ConnectionGate:
    """One server's open connections: counted per address, capped, and closed all at once when it stops.

    Its counts change only on the server's event loop; :meth:`close_all` may be called from any thread.
    """

    def __init__(self, per_address: int, request_seconds: float, error_page: Callable[[int, str], bytes],
                 headers: Sequence[tuple[bytes, bytes]] = ()) -> None:
        self.per_address = per_address
        #: seconds a request has to arrive whole (head and body) from the connection's opening or its first byte
        self.request_seconds = request_seconds
        #: the plain page of a refusal (the app's error page) and the headers every refusal carries
        self.error_page = error_page
        self.headers = tuple(headers)
        self.open: dict[str, set[GuardedProtocol]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self.refused = 0
        #: when each address's last refusal was logged: a flood makes one line per ten seconds, not thousands
        self._logged: dict[str, float] = {}
        self._lock = threading.Lock()

    def admit(self, protocol: GuardedProtocol, address: str) -> bool:
        """Count a new connection from ``address``; False (not counted) when that address has its share open."""
        with self._lock:
            held = self.open.setdefault(address, set())
            if len(held) >= self.per_address:
                self.refused += 1
                return False
            held.add(protocol)
            return True

    def release(self, protocol: GuardedProtocol, address: str) -> None:
        """Forget a connection that ended."""
        with self._lock:
            held = self.open.get(address)
            if held is not None:
                held.discard(protocol)
                if not held:
                    del self.open[address]

    def connections(self) -> list[GuardedProtocol]:
        """Every connection open now."""
        with self._lock:
            return [p for held in self.open.values() for p in held]

    def close_all(self) -> None:
        """Close every open connection now (the server is stopping); safe from any thread."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return
        if loop.is_running() and _running_loop() is not loop:
            try:
                loop.call_soon_threadsafe(self.close_all)
            except RuntimeError:  # the loop closed meanwhile
                pass
            return
        for protocol in self.connections():
            protocol.transport.abort()

    def worth_logging(self, address: str) -> bool:
        """True at most once per ten seconds per address."""
        now = time.monotonic()
        with self._lock:
            if now - self._logged.get(address, -1e9) < 10.0:
                return False
            if len(self._logged) > 4096:
                self._logged.clear()
            self._logged[address] = now
            return True


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class GuardedProtocol(H11Protocol):
    """uvicorn's h11 protocol with TCP_NODELAY, the per-address gate, the request deadline and the 414/431 answers.

    Made per server by :func:`guarded_protocol`, which ties it to that server's gate.
    """

    gate: ConnectionGate

    def __init__(self, config: Config, server_state: ServerState, app_state: dict[str, Any],
                 _loop: asyncio.AbstractEventLoop | None = None) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._address = ""
        self._admitted = False
        self._deadline: asyncio.TimerHandle | None = None
        #: the request head received so far, while it is incomplete (only its size and first line are looked at)
        self._head = bytearray()
        self._head_checked = False

    # ---- the connection ---------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.gate.loop = self.loop
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:  # the peer went away already
                pass
        self._address = plain_address(self.client[0]) if self.client else "unknown"
        self._admitted = self.gate.admit(self, self._address)
        if not self._admitted:
            if self.gate.worth_logging(self._address):
                log.warning("web: too many connections from %s; new ones are closed", self._address)
            transport.abort()
            return
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._admitted:
            self.gate.release(self, self._address)
            self._admitted = False
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if not self._admitted:
            return
        if self.conn.their_state is h11.IDLE:
            if self._deadline is None:
                self._arm()  # a new request on a kept-alive connection: its deadline runs from its first byte
            if not self._head_checked and not self._check_head(data):
                return
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE and self.conn.their_state is not h11.SEND_BODY:
            self._disarm()  # the request is in whole (or the connection is ending)

    def on_response_complete(self) -> None:
        self._head.clear()
        self._head_checked = False
        super().on_response_complete()

    # ---- the request's size -------------------------------------------------------------------------

    def _check_head(self, data: bytes) -> bool:
        """Look at the head received so far; False when it was refused (414 or 431) and the connection closed."""
        self._head += data[: MAX_HEAD + len(_HEAD_END) + 1 - len(self._head)]
        end = self._head.find(_HEAD_END)
        line = self._head.find(b"\r\n")
        line_length = line if line >= 0 else len(self._head)
        head_length = end + len(_HEAD_END) if end >= 0 else len(self._head)
        if line_length > MAX_REQUEST_LINE:
            self._refuse(414, translate("web.connections", "That address is too long."), data)
            return False
        if head_length > MAX_HEAD:
            self._refuse(431, translate("web.connections", "That request carries too much; open the page again."), data)
            return False
        if end >= 0:
            self._head_checked = True
            self._head.clear()
        return True

    # ---- the deadline -------------------------------------------------------------------------------

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.gate.request_seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        if self.conn.their_state is h11.IDLE and self._head:
            self._refuse(408, translate("web.connections", "The request took too long to arrive; open the page again."))
        else:
            self.transport.close()  # nothing sent yet, or a body that stopped coming: the app sees a disconnect

    def _refuse(self, status: int, sentence: str, data: bytes = b"") -> None:
        """Answer ``status`` with the plain error page (in the language the head asks for, when it got that far:
        ``data``, the bytes just received, may hold what the kept head was cut before) and close."""
        if self.gate.worth_logging(self._address):
            log.warning("web: %s from %s", status, self._address)
        found = _ACCEPT_LANGUAGE.search(bytes(self._head)) or _ACCEPT_LANGUAGE.search(data)
        with speaking(negotiate(found.group(1).decode("latin-1") if found else "")):
            body = self.gate.error_page(status, sentence)
        headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                   (b"connection", b"close"), *self.gate.headers]
        self.transport.write(_STATUS_LINES[status] + b"".join(k + b": " + v + b"\r\n" for k, v in headers) + b"\r\n" + body)
        self._head.clear()
        self._disarm()
        self.transport.close()


def guarded_protocol(gate: ConnectionGate) -> type[GuardedProtocol]:
    """The protocol class of one server (uvicorn makes one instance per connection): its connections share ``gate``."""
    return type("ServerProtocol", (GuardedProtocol,), {"gate": gate})
