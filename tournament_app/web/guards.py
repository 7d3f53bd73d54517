"""The checks every request passes before any page code runs, and the headers every answer carries.

One ASGI middleware, outermost: the Host header must name the bound
address; each client has a token bucket (429 when it is empty); request
bodies are capped, counted as they stream in (413); every answer gets the
security headers; any 4xx or 5xx is a plain page and one log line, and an
unexpected error is logged with its traceback but never shown.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Collection

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .catalogue import negotiate, speaking, translate

log = logging.getLogger("tournament_app.web")

SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
     b"form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    # same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" with the report form, and the
    # Origin check below could not tell the server's own form from another site's; no URL (with its token) ever
    # goes to another site either way
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]

#: the first characters of a token are enough to tell log lines apart; the rest stays out of the log
_TOKEN_IN_PATH = re.compile(r"^/(e|r|c|a)/([^/]{0,4})[^/]*")

ErrorPage = Callable[[int, str], bytes]


class BodyTooLarge(Exception):
    """The request body went past the cap while it streamed in."""


class TokenBuckets:
    """A token bucket per client: ``rate`` requests a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, client: str, cost: float = 1.0) -> bool:
        """Take ``cost`` from the client's bucket; False (and nothing taken) when it has too little left."""
        now = self.clock()
        with self._lock:
            tokens, then = self._buckets.get(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - then) * self.rate)
            allowed = tokens >= cost
            self._buckets[client] = (tokens - cost if allowed else tokens, now)
            if len(self._buckets) > 4096:  # forget clients whose bucket is full again
                full = self.burst / self.rate if self.rate > 0 else 0.0
                self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < full}
            return allowed


def client_of(scope: Scope) -> str:
    """The client's address (the rate limits and stream caps count per address)."""
    client = scope.get("client")
    return plain_address(str(client[0])) if client else "unknown"


def plain_address(address: str) -> str:
    """An address as people write it: an IPv4 address that reached a server listening on "::" as itself
    ("::ffff:192.168.1.20" -> "192.168.1.20"), so one phone counts as one whichever way it came in."""
    return address[7:] if address.startswith("::ffff:") and "." in address else address


def logged_path(path: str) -> str:
    """The path with its token cut to four characters (log lines never hold a whole token)."""
    return _TOKEN_IN_PATH.sub(lambda m: f"/{m.group(1)}/{m.group(2)}…", path[:200])


class Guard:
    """Host check, rate limit, body cap, security headers and plain error pages, around the whole app."""

    def __init__(self, app: ASGIApp, *, hosts: Collection[str], buckets: TokenBuckets, max_body: int,
                 error_page: ErrorPage) -> None:
        self.app, self.hosts, self.buckets, self.max_body, self.error_page = app, hosts, buckets, max_body, error_page
        #: when each client's last "too many requests" was logged: a flood makes one line per ten seconds, not thousands
        self._throttled: dict[str, float] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "lifespan":
                await self.app(scope, receive, send)
            return
        headers = {k.lower(): v for k, v in scope.get("headers", [])}
        # every text of the answer, error pages included, in the phone's language
        with speaking(negotiate(headers.get(b"accept-language", b"").decode("latin-1"))):
            await self._answer(scope, receive, send, headers)

    async def _answer(self, scope: Scope, receive: Receive, send: Send, headers: dict[bytes, bytes]) -> None:
        client = client_of(scope)
        started = False

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                status = int(message["status"])
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in dict(SECURITY_HEADERS)]
                message = {**message, "headers": headers + SECURITY_HEADERS}
                if status >= 400 and self._worth_logging(status, client):
                    log.warning("web: %s %s %s from %s", status, scope.get("method"), logged_path(scope.get("path", "")), client)
            await send(message)

        host = headers.get(b"host", b"").decode("latin-1").lower()
        if host not in self.hosts:
            await self._refuse(guarded_send, 400, translate("web.guards", "This server answers only at its own address."))
            return
        if not self.buckets.take(client):
            await self._refuse(guarded_send, 429,
                               translate("web.guards", "Too many requests from this device; wait a few seconds and try again."),
                               [(b"retry-after", b"2")])
            return
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await self._refuse(guarded_send, 413, translate("web.guards", "That request is too large."))
            return
        received = 0

        async def capped_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body:
                    raise BodyTooLarge
            return message

        try:
            await self.app(scope, capped_receive, guarded_send)
        except BodyTooLarge:
            if not started:
                await self._refuse(guarded_send, 413, translate("web.guards", "That request is too large."))
        except Exception:
            log.exception("web: unexpected error on %s %s", scope.get("method"), logged_path(scope.get("path", "")))
            if not started:
                await self._refuse(guarded_send, 500, translate(
                    "web.guards", "Something went wrong on the organizer's computer; try again in a moment."))

    def _worth_logging(self, status: int, client: str) -> bool:
        if status != 429:
            return True
        now = time.monotonic()
        if now - self._throttled.get(client, -1e9) < 10.0:
            return False
        if len(self._throttled) > 4096:
            self._throttled.clear()
        self._throttled[client] = now
        return True

    async def _refuse(self, send: Send, status: int, sentence: str, extra: list[tuple[bytes, bytes]] | None = None) -> None:
        body = self.error_page(status, sentence)
        await send({"type": "http.response.start", "status": status, "headers": [
            (b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()), *(extra or [])]})
        await send({"type": "http.response.body", "body": body})

