"""The companion's ASGI application: its routes, behind the guard (docs/companion.md has the URL scheme)."""

from __future__ import annotations

from collections.abc import Collection

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from . import forms, pages
from .catalogue import QT_TRANSLATE_NOOP, translate
from .guards import Guard, TokenBuckets
from .hub import Hub
from .render import NOT_FOUND, error_page


async def _http_error(_request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    detail = exc.detail if isinstance(exc, HTTPException) else ""
    if status == 404 or not detail or detail == _DEFAULT_DETAILS.get(status):
        default = _DEFAULT_SENTENCES.get(status)
        sentence = translate("web.render", NOT_FOUND) if status == 404 else (
            translate("web.app", default) if default is not None else translate("web.app", "That request was refused."))
    else:
        sentence = str(detail)
    headers = {"allow": exc.headers["allow"]} if isinstance(exc, HTTPException) and exc.headers and "allow" in exc.headers else None
    return HTMLResponse(error_page(status, sentence), status_code=status, headers=headers)


_DEFAULT_SENTENCES = {405: QT_TRANSLATE_NOOP("web.app", "That page can't be used that way."),
                      400: QT_TRANSLATE_NOOP("web.app", "That request could not be read.")}
_DEFAULT_DETAILS = {405: "Method Not Allowed", 400: "Bad Request", 404: "Not Found"}


def create_app(hub: Hub, base_url: str, also: Collection[str] = ()) -> Starlette:
    """The application serving ``hub``'s event at ``base_url`` ("http://192.168.1.5:8000"), also reached as the
    hosts in ``also`` ("localhost:8000", each of this computer's addresses when it listens on all of them): a
    request naming any other host is refused."""
    origin = base_url.rstrip("/")
    netlocs = {origin.split("://", 1)[1].lower(), *(h.lower() for h in also)}
    hosts = netlocs | {n[:-3] for n in netlocs if n.endswith(":80")}
    routes = [
        Route("/e/{token}/", pages.tables),
        Route("/e/{token}/bracket", pages.bracket),
        Route("/e/{token}/standings", pages.standings),
        Route("/e/{token}/leaderboard", pages.leaderboard),
        Route("/e/{token}/player/{player_id:int}", pages.player),
        Route("/e/{token}/screen", pages.screen),
        Route("/e/{token}/events", pages.events),
        Route("/r/{token}", forms.report_page, methods=["GET", "POST"]),
        Route("/c/{token}", forms.checkin_page, methods=["GET", "POST"]),
        Route("/a/{token}/{name}", pages.asset),
    ]
    limits = hub.limits
    guard = Middleware(Guard, hosts=frozenset(hosts), buckets=TokenBuckets(limits.rate, limits.burst), max_body=limits.body,
                       error_page=error_page)
    app = Starlette(routes=routes, middleware=[guard], exception_handlers={HTTPException: _http_error})
    app.state.hub = hub
    app.state.origins = lambda: {f"http://{h}" for h in hosts}
    app.state.origin = lambda: origin
    app.router.redirect_slashes = False
    return app
