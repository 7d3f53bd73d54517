"""``tournament-app serve``: the local-network companion without the GUI (a contract: scripts rely on its form).

    tournament-app [--db PATH] serve --event NAME [--host ADDR] [--port N] [--format text|json]

Shares the event (its tokens are made once and kept), starts the web server
on ADDR (default: this computer's first local-network address; ``localhost``,
or ``0.0.0.0`` / ``::`` for all of them, the links then naming its first
local-network address) and prints the addresses with their tokens; with
``--format json`` the first line of output is one JSON object with the keys
``view``, ``screen``, ``checkin`` (None unless check-in by phone is allowed)
and ``reports`` (drawn match id -> the match's report URLs, a list with one
per side in the match's order: each reports for its own side). Then it
serves until interrupted (Ctrl+C, or SIGTERM) and exits with 0, live pages
and unfinished requests cut within about a second.
"""

from __future__ import annotations

import argparse
import json
import logging
import signal
import threading
from types import FrameType
from typing import Any, TextIO

from ..league import Club, LeagueError, companion, tournament
from ..messages import translate
from ..web import CompanionServer, ThreadGateway, lan_addresses
from .club import Command, find_event
from .output import say

log = logging.getLogger("tournament_app.cli")


def cmd_serve(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Share the event, print its addresses and serve until interrupted."""
    event = find_event(club, args.event)
    if tournament.event_setup(club, event.id).finished:
        raise LeagueError(translate("cli_serve", "'{name}' has ended; there is nothing left to report. Choose an event still "
                                    "running.").format(name=event.name))
    companion.share_event(club, event.id)
    host = args.host if args.host is not None else lan_addresses()[0]
    gateway = ThreadGateway(club=club)
    server = CompanionServer(gateway, event.id, host, args.port)
    done = threading.Event()
    # SIGTERM is heard from before the addresses are printed: a script may stop the server as soon as it reads them
    previous = _on_sigterm(done)
    try:
        server.start()
        _print_urls(server, event.name, args.format, out)
        while server.running and not done.wait(0.5):
            pass
    except KeyboardInterrupt:  # Ctrl+C: a normal way to stop serving
        pass
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        server.stop()
        # a database call still running (none takes long) is waited for a while, not for ever: Ctrl+C always ends it
        if not gateway.close(timeout=2.0):
            log.warning("serve: a database call was still running when the server stopped")
    return 0


def _print_urls(server: CompanionServer, name: str, fmt: str, out: TextIO) -> None:
    urls = server.urls
    reports: dict[int, list[str]] = urls["reports"]  # type: ignore[assignment]
    if fmt == "json":
        data = {"view": urls["view"], "screen": urls["screen"], "checkin": urls["checkin"],
                "reports": {str(k): v for k, v in reports.items()}}
        out.write(json.dumps(data, ensure_ascii=False) + "\n")
    else:
        say(out, translate("cli_serve", "Sharing '{name}' on the local network (Ctrl+C stops).").format(name=name))
        checkin = urls["checkin"] or translate("cli_serve", "off (the organizer has not allowed it)")
        lines = [(str(translate("cli_serve", "View:")), urls["view"]), (str(translate("cli_serve", "TV screen:")), urls["screen"]),
                 (str(translate("cli_serve", "Check-in:")), checkin)]
        width = max(len(label) for label, _value in lines)  # the addresses line up in every language
        out.writelines(f"  {label.ljust(width)} {value}\n" for label, value in lines)
        waiting = translate("cli_serve", "Report links, by match and side (each side reports with its own):") if reports \
            else translate("cli_serve", "No match waiting for a result.")
        out.write(f"  {waiting}\n")
        snap = server.hub.snapshot
        sides = {board.drawn_id: board.sides for board in (*snap.playing, *snap.up_next)}
        for drawn_id, links in reports.items():
            for number, url in enumerate(links, 1):
                people = sides.get(drawn_id, ())
                names = " & ".join(p.name for p in people[number - 1]) if number <= len(people) else ""
                label = translate("cli_serve", "{match}, side {number} ({names}):").format(
                    match=drawn_id, number=number, names=names)
                out.write(f"    {label} {url}\n")
    out.flush()


def _on_sigterm(done: threading.Event) -> Any:
    """Let SIGTERM set ``done`` (in the main thread only); returns the handler it replaced, or None."""
    if threading.current_thread() is not threading.main_thread():
        return None

    def stop(_signum: int, _frame: FrameType | None) -> None:
        done.set()

    return signal.signal(signal.SIGTERM, stop)


#: the handlers of this module's commands, by name
COMMANDS: dict[str, Command] = {"serve": cmd_serve}
