"""The companion's web server: uvicorn in a daemon thread, and a poller that notices changes to the club file."""

from __future__ import annotations

import logging
import socket
import threading

import uvicorn
import uvicorn.lifespan.off  # noqa: F401 - named by a string in uvicorn's config: imported so the built app has it
from uvicorn.protocols.http.h11_impl import H11Protocol

from .addresses import checkin_address, report_address, screen_address, view_address
from .app import create_app
from .gateway import ClubGateway
from .hub import Hub, Limits
from .network import bind_socket, url_host

log = logging.getLogger("tournament_app.web")

#: how often the server asks the club file whether it changed (seconds)
POLL_SECONDS = 0.25


class CompanionServer:
    """Serves one shared event on ``host``:``port`` (0: a free port) until stopped.

    ``start()`` binds the socket itself (a clear UserError for an address in
    use or not of this computer), reads the event once (UserError if it is
    not shared) and serves from a daemon thread; ``stop()`` ends it within
    about a second. Every database call goes through ``gateway``.
    """

    def __init__(self, gateway: ClubGateway, event_id: int, host: str, port: int = 0, *, limits: Limits | None = None) -> None:
        self.gateway = gateway
        self.event_id = event_id
        self.host = host
        self.port = port
        self.hub = Hub(gateway, event_id, limits)
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._poller: threading.Thread | None = None
        self._wake = threading.Event()
        self._stopping = threading.Event()

    # ---- starting and stopping -------------------------------------------------------------------

    def start(self) -> None:
        """Bind, read the event and start serving (UserError with a sentence when that can't be)."""
        if self.running:
            return
        sock = bind_socket(self.host, self.port)
        try:
            self.port = int(sock.getsockname()[1])
            self.hub.refresh(force=True)
        except BaseException:
            sock.close()
            raise
        app = create_app(self.hub, self.base_url)
        # the protocol as a class and no loop or websocket choice: nothing for uvicorn to import by name at run time
        config = uvicorn.Config(app, http=H11Protocol, ws="none", loop="none", interface="asgi3", lifespan="off",
                                log_config=None, access_log=False, timeout_graceful_shutdown=1,
                                timeout_keep_alive=5, limit_concurrency=1000, h11_max_incomplete_event_size=16 * 1024,
                                server_header=False, date_header=False)
        self._server = server = uvicorn.Server(config)
        self._stopping.clear()
        self._thread = threading.Thread(target=self._serve, args=(server, sock), name="companion-server", daemon=True)
        self._thread.start()
        self._poller = threading.Thread(target=self._poll, name="companion-poller", daemon=True)
        self._poller.start()
        log.info("web: serving event %s at %s", self.event_id, self.base_url)

    def _serve(self, server: uvicorn.Server, sock: socket.socket) -> None:
        try:
            server.run(sockets=[sock])
        except Exception:
            log.exception("web: the server stopped unexpectedly")
        finally:
            sock.close()

    def stop(self) -> None:
        """Stop serving (open live pages are closed) and wait for it, about a second at most."""
        server, thread = self._server, self._thread
        self._stopping.set()
        self._wake.set()
        self.hub.close()
        if server is not None:
            server.should_exit = True
        if thread is not None:
            thread.join(timeout=1.5)
            if thread.is_alive() and server is not None:
                server.force_exit = True
                thread.join(timeout=1.0)
        if self._poller is not None:
            self._poller.join(timeout=1.0)
        self._server = self._thread = self._poller = None
        self.hub.closing.clear()
        log.info("web: stopped serving event %s", self.event_id)

    @property
    def running(self) -> bool:
        """True while the server thread runs."""
        return self._thread is not None and self._thread.is_alive()

    # ---- noticing changes --------------------------------------------------------------------------

    def notify_changed(self) -> None:
        """A hint that the club file changed (the GUI saved something): look now instead of at the next poll."""
        self._wake.set()

    def _poll(self) -> None:
        while not self._stopping.is_set():
            self._wake.wait(POLL_SECONDS)
            self._wake.clear()
            if self._stopping.is_set():
                break
            try:
                self.hub.poll()
            except Exception:
                log.exception("web: reading the event failed")

    # ---- addresses -----------------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """"http://192.168.1.5:8000" (the port once bound)."""
        return f"http://{url_host(self.host)}:{self.port}"

    @property
    def urls(self) -> dict[str, object]:
        """The event's addresses with their tokens: view, screen, checkin (None unless allowed) and reports.

        ``reports`` maps each drawn match id waiting or playing to its report URL.
        """
        snap = self.hub.snapshot
        base = self.base_url
        return {
            "view": view_address(base, snap.read_token),
            "screen": screen_address(base, snap.read_token),
            "checkin": checkin_address(base, snap.checkin_token) if snap.allow_checkin else None,
            "reports": {drawn: report_address(base, token)
                        for token, drawn in sorted(snap.report_tokens.items(), key=lambda t: t[1])},
        }

    def __enter__(self) -> CompanionServer:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()
