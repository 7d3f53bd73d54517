"""The server's shared state: the current snapshot, the token cache, and telling live pages about a change.

One snapshot is built per change of the club file (the server polls
``companion.revision`` through the gateway) and shared by every client.
Tokens are checked against it in memory; an unknown report token is refused
without a database call, except a well-formed one, which may just have been
minted by the app: it gets one read-only lookup, rationed for the whole server
(:meth:`Hub.report_match`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from ..league import Club, UserError, companion
from .gateway import ClubGateway
from .snapshot import PlayerPage, Snapshot, build_snapshot, player_page

log = logging.getLogger("tournament_app.web")
T = TypeVar("T")

#: at most one database lookup of an unknown report token per this many seconds
LOOKUP_SECONDS = 0.05
#: the shape of secrets.token_urlsafe's tokens (the app's are 32 characters): anything else is refused without a lookup
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{16,64}")


def _well_formed(token: str) -> bool:
    return _TOKEN_SHAPE.fullmatch(token) is not None


def _public(snap: Snapshot) -> Snapshot:
    """The snapshot as the public pages show it: without the file's revision and the report tokens."""
    return replace(snap, revision=(0, 0), report_tokens={}, report_links={})


@dataclass(frozen=True)
class Limits:
    """What one client may ask of the server (the load benchmark raises them for its 100 clients on one address)."""

    #: requests per second a client may keep up, and how many it may make at once
    rate: float = 10.0
    burst: int = 60
    #: live-update streams open at once per client (a phone with a few tabs)
    streams: int = 6
    #: connections open at once per address: a browser opens at most six to one server, a phone with two
    #: browsers twelve; one more is closed as it arrives (web/connections.py)
    connections: int = 16
    #: seconds a request has to arrive whole, from its connection's opening or its first byte (web/connections.py)
    request_seconds: float = 5.0
    #: largest request body, in bytes
    body: int = 8 * 1024
    #: seconds between the keep-alive comments of a live-update stream
    heartbeat: float = 15.0


class Hub:
    """The shared event data of one server: rebuilt once per change, read by every request."""

    def __init__(self, gateway: ClubGateway, event_id: int, limits: Limits | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.gateway = gateway
        self.event_id = event_id
        self.limits = limits or Limits()
        self._secret = secrets.token_bytes(32)
        self._lock = threading.Lock()
        self._snapshot: Snapshot | None = None
        self._version = 0
        self._instance = secrets.token_hex(4)
        self._players: dict[int, PlayerPage | None] = {}
        self._pages: dict[str, tuple[str, str]] = {}
        #: report tokens seen while this server ran: a used one is answered "already has a result", not 404
        self._seen_reports: dict[str, int] = {}
        self._listeners: set[tuple[asyncio.AbstractEventLoop, asyncio.Event]] = set()
        self._streams: dict[str, int] = {}
        self.closing = threading.Event()
        #: the event stopped being shared (or went away): every token is refused until it is shared again
        self.withdrawn = False
        #: seconds between two database lookups of unknown report tokens (for the whole server, not per client)
        self.lookup_interval = LOOKUP_SECONDS
        self._last_lookup = float("-inf")
        self._clock = clock

    # ---- the snapshot ---------------------------------------------------------------------------

    def refresh(self, *, force: bool = False) -> bool:
        """Rebuild the snapshot if the club file changed since (one gateway call when it did not).

        True when the public pages changed (a new version); a rebuild that shows the same keeps the version.
        """
        current = self._snapshot
        if current is not None and not force:
            revision = self.gateway.read(companion.revision)
            if revision == current.revision:
                return False
        snap = self.gateway.read(lambda club: build_snapshot(club, self.event_id))
        with self._lock:
            # a change the public pages don't show (a phone's report, a token minted) keeps their version: no phone
            # refetches; compared with the latest snapshot, so two refreshes at once (the poller's and a report's)
            # that read the same change make one new version, not two
            latest = self._snapshot
            same = latest is not None and not self.withdrawn and _public(latest) == _public(snap)
            self.withdrawn = False
            self._snapshot = snap
            self._players = {}
            if not same:
                self._version += 1
                self._pages = {}
            self._seen_reports.update(snap.report_tokens)
        if not same:
            self._wake_listeners()
        return not same

    def took_own_write(self, before: tuple[int, int], after: tuple[int, int]) -> bool:
        """A write of this server's that changes nothing the pages show (a phone's report waiting in the inbox) was
        made between the file's revisions ``before`` and ``after``, read in the same gateway call: when nothing else
        wrote since the snapshot (``before`` is its revision, and no other connection committed: the same
        ``data_version``), the snapshot takes ``after`` as its revision instead of being read again; True then.

        False when something else may have changed the file: the caller refreshes as usual.
        """
        with self._lock:
            snap = self._snapshot
            if snap is None or self.withdrawn or snap.revision != before or before[0] != after[0]:
                return False
            self._snapshot = replace(snap, revision=after)
            return True

    def poll(self) -> None:
        """Refresh as the server's poller does: an event no longer shared withdraws every page (said once in the log)."""
        try:
            self.refresh()
        except UserError as exc:
            if not self.withdrawn:
                log.warning("web: %s The pages are withdrawn.", exc)
                self.withdrawn = True
                self._wake_listeners()

    @property
    def snapshot(self) -> Snapshot:
        """The current snapshot (built on first use)."""
        snap = self._snapshot
        if snap is None:
            self.refresh(force=True)
            snap = self._snapshot
            assert snap is not None
        return snap

    @property
    def version(self) -> str:
        """A name for the current snapshot: pages carry it, the live stream sends it when it changes."""
        return f"{self._instance}-{self._version}"

    def current(self) -> tuple[Snapshot, str]:
        """The snapshot with its version, read together: a page made from one never carries the other's name."""
        if self._snapshot is None:
            self.refresh(force=True)
        with self._lock:
            assert self._snapshot is not None
            return self._snapshot, self.version

    def call(self, fn: Callable[[Club], T]) -> T:
        """``fn(club)`` through the gateway."""
        return self.gateway.call(fn)

    def player(self, player_id: int) -> PlayerPage | None:
        """A player's page at the current snapshot (None for a player the pages don't show: no database call then)."""
        snap = self.snapshot
        if player_id not in snap.player_ids:
            return None
        with self._lock:
            if player_id in self._players:
                return self._players[player_id]
        page = self.gateway.read(lambda club: player_page(club, snap, player_id))
        with self._lock:
            if self._snapshot is snap:
                self._players[player_id] = page
        return page

    def cached_page(self, key: str, render: Callable[[Snapshot, str], str]) -> tuple[str, str]:
        """A page or fragment with its version: ``render(snapshot, version)`` runs once per version, every client
        shares what it made (kept only while its version is current, so a page made from an older snapshot is
        never kept under a newer version)."""
        snap, version = self.current()
        with self._lock:
            hit = self._pages.get(key)
        if hit is not None and hit[0] == version:
            return hit[1], version
        html = render(snap, version)
        with self._lock:
            if self.version == version:
                self._pages[key] = (version, html)
        return html, version

    # ---- tokens (in memory: an unknown token never reaches the database) ---------------------------

    def is_read_token(self, token: str) -> bool:
        """True for the shared event's read token."""
        return not self.withdrawn and hmac.compare_digest(token.encode(), self.snapshot.read_token.encode())

    def is_checkin_token(self, token: str) -> bool:
        """True for the event's check-in token, while the organizer allows check-in by phone."""
        snap = self.snapshot
        return not self.withdrawn and snap.allow_checkin and hmac.compare_digest(token.encode(), snap.checkin_token.encode())

    def report_match(self, token: str) -> int | None:
        """The drawn match id of a report token of this event (None: unknown).

        Known tokens are answered from memory. A well-formed unknown one may have just been minted by the app
        (printed slips, the GUI): it is looked up once, read only, by its primary key, but at most one such
        lookup runs per :attr:`lookup_interval` for the whole server, so a flood of made-up tokens costs the
        database a bounded trickle of single-row reads and is otherwise refused from memory.
        """
        with self._lock:
            if self.withdrawn:
                return None
            found = self._seen_reports.get(token)
        if found is not None or not _well_formed(token) or not self._may_look_up():
            return found
        target = self.gateway.read(lambda club: companion.report_target(club, token))
        if target is None or target.event_id != self.event_id:
            return None
        with self._lock:
            self._seen_reports[token] = target.drawn_match_id
        return target.drawn_match_id

    def _may_look_up(self) -> bool:
        now = self._clock()
        with self._lock:
            if now - self._last_lookup < self.lookup_interval:
                return False
            self._last_lookup = now
            return True

    def is_known_token(self, token: str) -> bool:
        """Any token of this event (read, check-in, report): it may load the app's stylesheet and script."""
        snap = self.snapshot
        return self.is_read_token(token) or self.report_match(token) is not None \
            or (not self.withdrawn and hmac.compare_digest(token.encode(), snap.checkin_token.encode()))

    def form_token(self, purpose: str, token: str) -> str:
        """The CSRF token of a form: tied to its URL token and this server's secret, unguessable without both."""
        return hmac.new(self._secret, f"{purpose}:{token}".encode(), hashlib.sha256).hexdigest()[:32]

    def form_token_ok(self, purpose: str, token: str, given: str) -> bool:
        """True when ``given`` is the form token of ``purpose`` and ``token``."""
        return hmac.compare_digest(self.form_token(purpose, token).encode(), given.encode(errors="replace"))

    # ---- live updates ----------------------------------------------------------------------------

    def open_stream(self, client: str) -> bool:
        """Count a live-update stream of ``client``; False when it has as many open as it may."""
        with self._lock:
            if self._streams.get(client, 0) >= self.limits.streams:
                return False
            self._streams[client] = self._streams.get(client, 0) + 1
            return True

    def close_stream(self, client: str) -> None:
        """Forget one live-update stream of ``client``."""
        with self._lock:
            left = self._streams.get(client, 1) - 1
            if left > 0:
                self._streams[client] = left
            else:
                self._streams.pop(client, None)

    def listen(self) -> asyncio.Event:
        """An event set on the next change (call from the stream's event loop; :meth:`unlisten` when done)."""
        event = asyncio.Event()
        with self._lock:
            self._listeners.add((asyncio.get_running_loop(), event))
        return event

    def unlisten(self, event: asyncio.Event) -> None:
        """Stop telling ``event`` about changes."""
        with self._lock:
            self._listeners = {(loop, e) for loop, e in self._listeners if e is not event}

    def _wake_listeners(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for loop, event in listeners:
            try:
                loop.call_soon_threadsafe(event.set)
            except RuntimeError:  # that loop has closed
                self.unlisten(event)

    def close(self) -> None:
        """End every live-update stream (the server is stopping)."""
        self.closing.set()
        self._wake_listeners()
