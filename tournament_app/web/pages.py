"""The read-only pages behind the event's read token, their live fragments, the live-update stream and the assets."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response, StreamingResponse

from .addresses import view_address
from .catalogue import QT_TRANSLATE_NOOP, language, translate
from .charts import qr_svg, rating_chart
from .guards import client_of
from .hub import Hub
from .render import render, static_file
from .screen import screen_pages
from .snapshot import Snapshot

#: the pages of the read token: path part -> (template, title)
PAGES = {
    "": ("tables.html", QT_TRANSLATE_NOOP("web.pages", "Tables")),
    "bracket": ("bracket.html", QT_TRANSLATE_NOOP("web.pages", "Bracket")),
    "standings": ("standings.html", QT_TRANSLATE_NOOP("web.pages", "Standings")),
    "leaderboard": ("leaderboard.html", QT_TRANSLATE_NOOP("web.pages", "Leaderboard")),
}
ASSETS = {"app.css": "text/css; charset=utf-8", "app.js": "text/javascript; charset=utf-8"}


def not_found() -> HTTPException:
    """The one 404 for every wrong or missing token, page or player."""
    return HTTPException(404)


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _read_token(request: Request) -> str:
    token = str(request.path_params.get("token", ""))
    if not _hub(request).is_read_token(token):
        raise not_found()
    return token


_BRACKET_TITLES = {"club-night": QT_TRANSLATE_NOOP("web.pages", "Rounds"),
                   "swiss": QT_TRANSLATE_NOOP("web.pages", "Swiss table"),
                   "round-robin": QT_TRANSLATE_NOOP("web.pages", "Round robin"),
                   "pools-knockout": QT_TRANSLATE_NOOP("web.pages", "Pools")}


def _bracket_title(fmt: str) -> str:
    return translate("web.pages", _BRACKET_TITLES.get(fmt, PAGES["bracket"][1]))


def _maker(token: str, key: str, body: str, title: str, fragment: bool, **extra: Any) -> Callable[[Snapshot, str], str]:
    def make(snap: Snapshot, version: str) -> str:
        context = dict(snap=snap, token=token, base=f"/e/{token}", asset=token, title=title, body=body, nav=key,
                       bracket_title=_bracket_title(snap.format), version=version, **extra)
        return render(body if fragment else "layout.html", **context)

    return make


def _page(request: Request, key: str, body: str, title: str, **extra: Any) -> Response:
    """A page of the read token: the whole page, or (``?fragment=1``) only its live part, in the phone's language
    (the shared cache keeps one per language)."""
    hub = _hub(request)
    token = _read_token(request)
    fragment = request.query_params.get("fragment") == "1"
    make = _maker(token, key, body, title, fragment, **extra)
    if extra:  # a player's page: its own data, made per request
        snap, version = hub.current()
        html = make(snap, version)
    else:
        html, version = hub.cached_page(f"{language()}|{key}|{fragment}", make)
    return HTMLResponse(html, headers={"x-version": version, "content-language": language()})


#: the pages whose live part the update stream carries itself (shared by every phone on the page): the stream's
#: ``live`` parameter -> (page, template); a player's page is made per phone and is fetched again instead
PUSHED = {"tables": "", "bracket": "bracket", "standings": "standings", "leaderboard": "leaderboard", "screen": "screen"}


def live_part(hub: Hub, token: str, live: str, origin: str) -> tuple[str, str]:
    """The live part of page ``live`` (a key of :data:`PUSHED`) in the current language, with its version: what
    ``?fragment=1`` answers, from the same shared cache."""
    if live == "screen":
        return hub.cached_page(f"{language()}|screen|True", _screen_maker(token, origin, True))
    page = PUSHED[live]
    body, title = PAGES[page]
    shown = _bracket_title(hub.snapshot.format) if page == "bracket" else translate("web.pages", title)
    return hub.cached_page(f"{language()}|{live}|True", _maker(token, live, body, shown, True))


def _title(key: str) -> str:
    return translate("web.pages", PAGES[key][1])


async def tables(request: Request) -> Response:
    """Who plays where now, and who is up next."""
    return _page(request, "tables", "tables.html", _title(""))


async def bracket(request: Request) -> Response:
    """The live bracket, or the Swiss, pool or round-robin table, or the night's rounds."""
    return _page(request, "bracket", "bracket.html", _bracket_title(_hub(request).snapshot.format))


async def standings(request: Request) -> Response:
    """Tonight's standings, with rating changes."""
    return _page(request, "standings", "standings.html", _title("standings"))


async def leaderboard(request: Request) -> Response:
    """The event's leaderboard."""
    return _page(request, "leaderboard", "leaderboard.html", _title("leaderboard"))


async def player(request: Request) -> Response:
    """A player's own page: rating and its chart, tonight's matches, the next one."""
    _read_token(request)
    hub = _hub(request)
    player_id = int(request.path_params["player_id"])
    if player_id not in hub.snapshot.player_ids:  # from memory: no database call for anyone else
        raise not_found()
    page = await run_in_threadpool(hub.player, player_id)
    if page is None:
        raise not_found()
    chart = rating_chart(page.history, translate("web.pages", "Rating of {name} over time, with its ± band").format(
        name=page.person.name))
    return _page(request, f"player-{player_id}", "player.html", page.person.name, page=page, chart=chart)


def _screen_maker(token: str, origin: str, fragment: bool) -> Callable[[Snapshot, str], str]:
    view_url = view_address(origin, token)

    def make(snap: Snapshot, version: str) -> str:
        return render("screen_main.html" if fragment else "screen.html", snap=snap, token=token, base=f"/e/{token}",
                      asset=token, title=translate("web.pages", "Screen"), version=version, view_url=view_url,
                      qr=qr_svg(view_url, translate("web.pages", "QR code of this event's page")),
                      pages=screen_pages(snap.view, snap.format))

    return make


async def screen(request: Request) -> Response:
    """The TV view: large type, the view's QR code, and the tables, who is up next and tonight's standings
    (a club night) or the live bracket or table in pages that fit the screen (a tournament)."""
    token = _read_token(request)
    hub = _hub(request)
    fragment = request.query_params.get("fragment") == "1"
    make = _screen_maker(token, request.app.state.origin(), fragment)
    html, version = hub.cached_page(f"{language()}|screen|{fragment}", make)
    return HTMLResponse(html, headers={"x-version": version, "content-language": language()})


async def events(request: Request) -> Response:
    """Server-sent events: whenever the snapshot changes, "live" with its version and the page's new live part
    (``?live=`` a key of :data:`PUSHED`: the phone swaps it in, no request back), or "change" with the version
    (other pages: the phone fetches its live part); a comment as heartbeat."""
    token = _read_token(request)
    hub = _hub(request)
    client = client_of(request.scope)
    live = request.query_params.get("live", "")
    pushed = live if live in PUSHED else None
    origin = request.app.state.origin()
    if not hub.open_stream(client):
        raise HTTPException(429, translate("web.pages", "This device has too many live pages open; close a few tabs."))

    async def stream() -> AsyncIterator[str]:
        wake = hub.listen()
        try:
            last = hub.version
            yield f"retry: 2000\nevent: change\ndata: {last}\n\n"
            while not hub.closing.is_set() and not hub.withdrawn:
                if hub.version == last:
                    try:
                        await asyncio.wait_for(wake.wait(), hub.limits.heartbeat)
                    except TimeoutError:
                        yield ": still here\n\n"
                        continue
                wake.clear()
                if hub.closing.is_set() or hub.withdrawn:
                    break
                if hub.version == last:
                    continue
                if pushed is None:
                    last = hub.version
                    yield f"event: change\ndata: {last}\n\n"
                    continue
                html, last = live_part(hub, token, pushed, origin)
                # one "data:" line per line of the part: the browser joins them with newlines again
                lines = html.replace("\r", "").split("\n")
                yield f"event: live\ndata: {last}\n" + "".join(f"data: {line}\n" for line in lines) + "\n"
        finally:
            hub.unlisten(wake)
            hub.close_stream(client)

    return StreamingResponse(stream(), media_type="text/event-stream", headers={"x-accel-buffering": "no"})


async def asset(request: Request) -> Response:
    """The app's stylesheet and script, for a page of any token of the event."""
    token = str(request.path_params["token"])
    name = str(request.path_params["name"])
    hub = _hub(request)
    if name not in ASSETS or not await run_in_threadpool(hub.is_known_token, token):
        raise not_found()
    return Response(static_file(name), media_type=ASSETS[name])
