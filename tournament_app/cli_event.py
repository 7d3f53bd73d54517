"""The ``event`` commands: an event played out from the command line (a contract: scripts rely on the names).

    tournament-app event create NAME --leaderboard L --format FORMAT [--date D] [--rounds N] [--third-place]
                                     [--pool-size K --advance A] [--tiebreaks buchholz,sonneborn-berger,...]
    tournament-app event entrants NAME (--players "A,B,..." | --top N) [--keep-apart-clubs]
    tournament-app event start NAME
    tournament-app event next-round NAME
    tournament-app event matches NAME [--format json]
    tournament-app event report NAME MATCH_ID --ranks "1,2" [--scores "3,1"]
    tournament-app event standings NAME [--format json]
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .league import Club, LeagueError

FORMATS = ("club-night", "swiss", "round-robin", "single-elimination", "double-elimination", "pools-knockout")


def add_event_parser(sub: Any) -> None:
    """Register ``event`` and its subcommands on the CLI's subcommands."""
    event = sub.add_parser("event", help="an event played out: create, entrants, start, rounds, results, standings")
    ev = event.add_subparsers(dest="event_command", required=True,
                              metavar="create|entrants|start|next-round|matches|report|standings")
    create = ev.add_parser("create", help="create an event with its format")
    create.add_argument("name", metavar="NAME")
    create.add_argument("--leaderboard", metavar="L", required=True)
    create.add_argument("--format", dest="event_format", choices=FORMATS, required=True)
    create.add_argument("--date", metavar="YYYY-MM-DD", help="the event's day (default: today)")
    create.add_argument("--rounds", metavar="N", type=int, help="Swiss: how many rounds; round robin: 2 = double")
    create.add_argument("--third-place", action="store_true", help="single elimination: play a third-place match")
    create.add_argument("--pool-size", metavar="K", type=int, help="pools then knockout: the largest pool")
    create.add_argument("--advance", metavar="A", type=int, help="pools then knockout: how many of each pool go on")
    create.add_argument("--tiebreaks", metavar="T1,T2", help="Swiss, round robin, pools: tiebreaks in order")
    entrants = ev.add_parser("entrants", help="set the event's entrants (before it starts)")
    entrants.add_argument("name", metavar="NAME")
    who = entrants.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", metavar='"A,B,..."', help="entrants by name (players, or rosters)")
    who.add_argument("--top", metavar="N", type=int, help="the leaderboard's best N players")
    entrants.add_argument("--keep-apart-clubs", action="store_true", help="keep members of one club apart in round 1")
    for name, text in (("start", "seed the bracket or pools, or draw round 1"),
                       ("next-round", "draw the next round (Swiss, round robin, club night)")):
        cmd = ev.add_parser(name, help=text)
        cmd.add_argument("name", metavar="NAME")
    for name, text in (("matches", "the event's matches with their state"), ("standings", "the event's standings")):
        cmd = ev.add_parser(name, help=text)
        cmd.add_argument("name", metavar="NAME")
        cmd.add_argument("--format", choices=("text", "json"), default="text")
    report = ev.add_parser("report", help="the result of one of the event's matches")
    report.add_argument("name", metavar="NAME")
    report.add_argument("match_id", metavar="MATCH_ID", type=int)
    report.add_argument("--ranks", metavar='"1,2"', required=True, help="each side's place, in the match's side order")
    report.add_argument("--scores", metavar='"3,1"', help="each side's score")


def cmd_event(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Run an ``event`` subcommand."""
    raise LeagueError("Events played out are not ready yet.")
