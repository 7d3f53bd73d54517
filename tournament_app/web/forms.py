"""The two pages that change something: a match's report form (its report token) and check-in (the check-in token).

A POST must come from the server's own page (Origin, or Referer when a
browser sends no Origin), carry the form's CSRF token (tied to the URL's
token and the server's secret), be a small URL-encoded form, and say
something the league accepts; otherwise the answer is a 4xx page with the
reason and nothing changes. The league decides what a report does (it waits
for the organizer, or both sides agreeing records it).
"""

from __future__ import annotations

import math
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from ..league import Club, UserError, companion
from .catalogue import translate
from .guards import client_of
from .hub import Hub
from .pages import not_found
from .render import render

MAX_FIELDS = 40


class FormError(Exception):
    """A form that can't be read as a result: its sentence goes back to the person with the form."""


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def _form(request: Request) -> dict[str, str]:
    """The POSTed form (same origin, URL-encoded, small), one value per field."""
    headers = request.headers
    origins = request.app.state.origins()
    origin = headers.get("origin")
    referer = headers.get("referer", "")
    if origin is not None:
        if origin not in origins:
            raise HTTPException(403, translate("web.forms", "This form must be sent from the page the server gave you."))
    elif not any(referer.startswith(o + "/") for o in origins):
        raise HTTPException(403, translate("web.forms", "This form must be sent from the page the server gave you."))
    if headers.get("content-type", "").split(";")[0].strip().lower() != "application/x-www-form-urlencoded":
        raise HTTPException(415, translate("web.forms", "Send the form from its page."))
    body = await request.body()
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False, max_num_fields=MAX_FIELDS)
    except (UnicodeDecodeError, ValueError):
        raise HTTPException(400, translate("web.forms", "The form could not be read; send it again from its page.")) from None
    return {k: v[-1] for k, v in fields.items()}


def _check_csrf(hub: Hub, purpose: str, token: str, fields: dict[str, str]) -> None:
    if not hub.form_token_ok(purpose, token, fields.get("csrf", "")):
        raise HTTPException(403, translate("web.forms", "This form has expired; open the link again and send it from there."))


# ---- reporting a result ---------------------------------------------------------------------------


async def report_page(request: Request) -> Response:
    """GET: the report form of exactly one match; POST: the report."""
    hub = _hub(request)
    token = str(request.path_params["token"])
    # known: from memory; a well-formed unknown one gets at most a rationed read-only lookup (just minted by the app?)
    if await run_in_threadpool(hub.report_match, token) is None:
        raise not_found()
    if request.method == "POST":
        fields = await _form(request)
        _check_csrf(hub, "report", token, fields)
    target = await run_in_threadpool(hub.call, lambda club: companion.report_target(club, token))
    if target is None or target.event_id != hub.event_id:
        raise not_found()
    context: dict[str, Any] = dict(target=target, token=token, asset=token, title=translate("web.forms", "Report a result"),
                                   csrf=hub.form_token("report", token), both_agree=hub.snapshot.accept_rule == "both_agree",
                                   error=None, values={}, one_device=False)
    if not target.open:
        return HTMLResponse(render("report_closed.html", **context), status_code=409 if request.method == "POST" else 200)
    if request.method != "POST":
        return HTMLResponse(render("report.html", **context))
    context["values"] = fields
    client, device = client_of(request.scope), device_label(request.headers.get("user-agent", ""))

    revisions: list[tuple[int, int]] = []  # the file's, just before and after the report (in the one gateway call)

    def send(club: Club) -> companion.Report:
        revisions.append(companion.revision(club))
        sent = companion.submit_report(club, token, ranks, scores, client=client, device=device)
        revisions.append(companion.revision(club))
        return sent  # what the app's gateway hands the window (a result both sides agreed on is an undo step)

    try:
        ranks, scores = read_report(fields, len(target.sides), target.draw_allowed)
        report = await run_in_threadpool(hub.call, send)
    except (FormError, UserError) as exc:
        context["error"] = str(exc)
        return HTMLResponse(render("report.html", **context), status_code=400)
    if context["both_agree"] and report.side is not None and report.status == "pending":
        # did this phone send the other side's report too? Then the organizer decides, and the phone is told
        waiting = await run_in_threadpool(hub.call, lambda club: companion.pending_reports(club, target.event_id))
        context["one_device"] = report.id in companion.one_device_for_sides(waiting)
    if report.status == "accepted" or not hub.took_own_write(*revisions):
        await run_in_threadpool(hub.refresh)  # a result was recorded (both sides agreed), or something else changed
    return HTMLResponse(render("report_sent.html", report=report, **context))


def read_report(fields: dict[str, str], sides: int, draw_allowed: bool) -> tuple[list[int], list[float] | None]:
    """The report form's fields as (ranks, scores); FormError with a sentence if they don't fit.

    Who reports is not a field: the link's code belongs to one side of the match.
    """
    if sides == 2:
        outcome = fields.get("outcome", "")
        if outcome == "draw" and draw_allowed:
            ranks = [1, 1]
        elif outcome in ("0", "1"):
            ranks = [1, 2] if outcome == "0" else [2, 1]
        else:
            raise FormError(translate("web.forms", "Choose who won.") if not draw_allowed
                            else translate("web.forms", "Choose who won, or a draw."))
    else:
        ranks = []
        for i in range(sides):
            text = fields.get(f"place{i}", "")
            if not text.isdigit() or not 1 <= int(text) <= sides:
                raise FormError(translate("web.forms", "Choose a place from 1 to {sides} for every side.").format(sides=sides))
            ranks.append(int(text))
        if not draw_allowed and len(set(ranks)) != len(ranks):
            raise FormError(translate("web.forms", "Two sides can't share a place in this match."))
    texts = [fields.get(f"score{i}", "").strip() for i in range(sides)]
    scores: list[float] | None = None
    if any(texts):
        if not all(texts):
            raise FormError(translate("web.forms", "Give a score for every side, or for none."))
        try:
            scores = [float(t.replace(",", ".")) for t in texts]
        except ValueError:
            raise FormError(translate("web.forms", "Scores must be numbers, like 11 or 2.5.")) from None
        if not all(math.isfinite(s) and 0 <= s <= 1e6 for s in scores):
            raise FormError(translate("web.forms", "Scores must be numbers from 0 to 1000000."))
    return ranks, scores


#: (what a User-Agent says, the name a person knows), the first match wins: systems, then browsers
_SYSTEMS = (("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Windows", "Windows"),
            ("CrOS", "ChromeOS"), ("Macintosh", "Mac"), ("Linux", "Linux"))
_BROWSERS = (("SamsungBrowser/", "Samsung Internet"), ("Firefox/", "Firefox"), ("FxiOS/", "Firefox"), ("Edg", "Edge"),
             ("OPR/", "Opera"), ("CriOS/", "Chrome"), ("Chrome/", "Chrome"), ("Safari/", "Safari"))


def device_label(user_agent: str) -> str:
    """"iPhone · Safari": what a phone's browser says it is, in two words for the organizer ("" when it says
    nothing known). A browser can say anything; the both-agree rule goes by network address, never by this."""
    system = next((name for mark, name in _SYSTEMS if mark in user_agent), "")
    browser = next((name for mark, name in _BROWSERS if mark in user_agent), "")
    return " · ".join(part for part in (system, browser) if part)


# ---- checking in ----------------------------------------------------------------------------------


async def checkin_page(request: Request) -> Response:
    """GET: pick your name to check in; POST: check that player in."""
    hub = _hub(request)
    token = str(request.path_params["token"])
    if not hub.is_checkin_token(token):
        raise not_found()
    context: dict[str, Any] = dict(snap=hub.snapshot, token=token, asset=token, title=translate("web.forms", "Check in"),
                                   csrf=hub.form_token("checkin", token), error=None, done=None)
    if request.method == "POST":
        fields = await _form(request)
        _check_csrf(hub, "checkin", token, fields)
        text = fields.get("player", "")
        candidates = {pid: name for pid, name, _here in hub.snapshot.checkin}
        if not text.isdigit() or int(text) not in candidates:
            context["error"] = translate("web.forms", "Pick your name from the list.")
            return HTMLResponse(render("checkin.html", **context), status_code=400)
        player_id = int(text)
        try:
            await run_in_threadpool(hub.call, lambda club: companion.check_in_by_phone(club, token, player_id))
        except UserError as exc:
            context["error"] = str(exc)
            return HTMLResponse(render("checkin.html", **context), status_code=400)
        await run_in_threadpool(hub.refresh)
        context.update(snap=hub.snapshot, done=candidates[player_id])
    return HTMLResponse(render("checkin.html", **context))
