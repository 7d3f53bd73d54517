"""The companion's web server: uvicorn in a daemon thread, and a poller that notices changes to the club file."""

from __future__ import annotations

import logging
import socket
import threading

import uvicorn
import uvicorn.lifespan.off  # noqa: F401 - named by a string in uvicorn's config: imported so the built app has it

from .addresses import checkin_address, report_address, screen_address, view_address
from .app import create_app
from .connections import MAX_HEAD, ConnectionGate, guarded_protocol
from .gateway import ClubGateway
from .guards import SECURITY_HEADERS
from .hub import Hub, Limits
from .network import ListenAddress, bind_socket, listen_address, url_host
from .render import error_page

log = logging.getLogger("tournament_app.web")

#: how often the server asks the club file whether it changed (seconds)
POLL_SECONDS = 0.1


#: seconds stop() lets the server end by itself (live pages told to close, idle connections closed) before it
#: cuts every connection that is left
GRACE_SECONDS = 0.3


class CompanionServer:
    """Serves one shared event on ``host``:``port`` (0: a free port) until stopped.

    ``host`` is an address of this computer, ``localhost``, or ``0.0.0.0`` /
    ``::`` for all of them (the links then name this computer's first
    local-network address). ``start()`` binds the socket itself (a clear
    UserError for an address in use or not of this computer), reads the
    event once (UserError if it is not shared) and serves from a daemon
    thread; ``stop()`` ends it, live pages and unfinished requests
    included, in well under two seconds. Every database call goes through
    ``gateway``.
    """

    def __init__(self, gateway: ClubGateway, event_id: int, host: str, port: int = 0, *, limits: Limits | None = None) -> None:
        self.gateway = gateway
        self.event_id = event_id
        self.host = host
        self.port = port
        self.hub = Hub(gateway, event_id, limits)
        #: the server's connections, counted per address (made at start)
        self.gate: ConnectionGate | None = None
        self._address: ListenAddress | None = None
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
        address = listen_address(self.host)
        sock = bind_socket(address.bind, self.port)
        try:
            self.port = int(sock.getsockname()[1])
            self._address = address
            self.hub.refresh(force=True)
        except BaseException:
            sock.close()
            self._address = None
            raise
        app = create_app(self.hub, self.base_url, also=[f"{name}:{self.port}" for name in address.names])
        self.gate = gate = ConnectionGate(self.hub.limits.connections, self.hub.limits.request_seconds, error_page,
                                           SECURITY_HEADERS)
        # the protocol as a class and no loop or websocket choice: nothing for uvicorn to import by name at run time;
        # h11's own cap on a head is a backstop above the gate's 431
        config = uvicorn.Config(app, http=guarded_protocol(gate), ws="none", loop="none", interface="asgi3",
                                lifespan="off", log_config=None, access_log=False, timeout_graceful_shutdown=1,
                                timeout_keep_alive=5, limit_concurrency=1000, h11_max_incomplete_event_size=2 * MAX_HEAD,
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
        """Stop serving and wait for it: live pages are told to close, and after :data:`GRACE_SECONDS` every
        connection still open (a page half sent, a request that never ends) is cut; about half a second in all,
        under 2 s on a machine busy with other work."""
        server, thread, gate = self._server, self._thread, self.gate
        self._stopping.set()
        self._wake.set()
        self.hub.close()
        if server is not None:
            server.should_exit = True
        if thread is not None:
            thread.join(timeout=GRACE_SECONDS)
            if thread.is_alive():
                if gate is not None:
                    gate.close_all()
                if server is not None:
                    server.force_exit = True  # uvicorn waits for no connection and no task any more
                thread.join(timeout=1.2)
                if thread.is_alive():
                    log.warning("web: the server thread did not end in time; it ends with the program")
        if self._poller is not None:
            self._poller.join(timeout=0.3)  # a daemon: at most in one database call, which the gateway finishes
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
        """"http://192.168.1.5:8000" (the port once bound): the address phones open, also when the server
        listens on all of this computer's addresses."""
        address = self._address if self._address is not None else listen_address(self.host)
        return f"http://{url_host(address.public)}:{self.port}"

    @property
    def urls(self) -> dict[str, object]:
        """The event's addresses with their tokens: view, screen, checkin (None unless allowed) and reports.

        ``reports`` maps each drawn match id waiting or playing to its report URLs, one per side in the match's
        order (each reports for its side only).
        """
        snap = self.hub.snapshot
        base = self.base_url
        return {
            "view": view_address(base, snap.read_token),
            "screen": screen_address(base, snap.read_token),
            "checkin": checkin_address(base, snap.checkin_token) if snap.allow_checkin else None,
            "reports": {drawn: [report_address(base, token) for token in tokens]
                        for drawn, tokens in sorted(snap.report_links.items())},
        }

    def __enter__(self) -> CompanionServer:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()
