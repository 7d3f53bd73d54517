"""The argument parser of ``tournament-app`` (the forms are a contract: see :mod:`tournament_app.cli`)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from .cli_companion import add_companion_parsers
from .cli_event import add_event_parser
from .cli_print import add_print_parser
from .cli_season import add_season_parser
from .league import known_systems
from .messages import translate

#: the help of a --leaderboard that may be left out
ONLY_ONE = "the leaderboard (may be left out when the club has only one)"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``tournament-app``."""
    parser = argparse.ArgumentParser(
        prog="tournament-app",
        description="Club ratings, leaderboards and results. Without a command, opens the app.",
        epilog="'import' and 'new-leaderboard' start a new club file when there is none (in a folder that exists); "
        "every other command needs an existing club file and creates nothing.",
    )
    parser.add_argument("--db", metavar="PATH", type=Path, help="club file (default: club.sqlite in the user data folder)")
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation without showing a window (a temporary copy of the demo club: "
                        "its leaderboard and a chart), print a report and exit with 0 if all is well; "
                        "takes no other arguments")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    imp = sub.add_parser("import", help="import results or players from CSV (starts a new club file if there is none)")
    imp_sub = imp.add_subparsers(dest="what", metavar="WHAT", required=True)
    res = imp_sub.add_parser("results", help="match results: match,date,side,player,rank [,score,team,event]")
    res.add_argument("file", metavar="FILE.csv", type=Path)
    res.add_argument("--leaderboard", metavar="NAME")
    pl = imp_sub.add_parser("players", help="players: name [,club]")
    pl.add_argument("file", metavar="FILE.csv", type=Path)
    evl = imp_sub.add_parser("events", help="a game-server event log ('A fragged B', ...) into an Elo leaderboard")
    evl.add_argument("file", metavar="FILE", type=Path)
    evl.add_argument("--leaderboard", metavar="NAME", required=True)

    lb = sub.add_parser("leaderboard", help="print a leaderboard")
    lb.add_argument("--leaderboard", metavar="NAME")
    lb.add_argument("--min-games", metavar="N", type=int, default=0)
    lb.add_argument("--format", choices=("table", "csv", "json"), default="table")

    exp = sub.add_parser("export", help="export standings to CSV")
    exp_sub = exp.add_subparsers(dest="what", metavar="WHAT", required=True)
    st = exp_sub.add_parser("standings", help="a leaderboard's standings")
    st.add_argument("out", metavar="OUT.csv", type=Path)
    st.add_argument("--leaderboard", metavar="NAME")

    hist = sub.add_parser("history", help="a player's rating history")
    hist.add_argument("player", metavar="PLAYER")
    hist.add_argument("--leaderboard", metavar="NAME")
    hist.add_argument("--format", choices=("table", "csv", "json"), default="table")

    rec = sub.add_parser("recompute", help="rebuild ratings from all results")
    rec.add_argument("--leaderboard", metavar="NAME")

    sub.add_parser("check", help="read every page of the club file and say whether it is damaged "
                   "(other commands check a big file only as far as they read it)")

    sub.add_parser("leaderboards", help="list leaderboards and their rating systems")

    new = sub.add_parser("new-leaderboard", help="create a leaderboard (starts a new club file if there is none)")
    new.add_argument("name", metavar="NAME")
    new.add_argument("--system", required=True, choices=known_systems())
    new.add_argument("--param", metavar="KEY=VALUE", action="append", default=[], help="a rating system parameter")

    for name, formats, text in (
        ("seed", ("csv", "list", "json"), "entrants in seed order (seed 1 first)"),
        ("bracket", ("text", "json"), "first-round pairings of a single-elimination bracket, byes shown"),
    ):
        cmd = sub.add_parser(name, help=text)
        cmd.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
        who = cmd.add_mutually_exclusive_group(required=True)
        who.add_argument("--players", metavar='"A,B,C"', help="entrants by name (players, or rosters)")
        who.add_argument("--top", metavar="N", type=int, help="the leaderboard's best N players")
        cmd.add_argument("--format", choices=formats, default=formats[0])

    bal = sub.add_parser("balance", help="split the players present into teams with even chances")
    bal.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    bal.add_argument("--players", metavar='"A,B,..."', required=True)
    bal.add_argument("--teams", metavar="K", type=int, required=True)
    bal.add_argument("--format", choices=("text", "json"), default="text")

    pre = sub.add_parser("predict", help="win probability of each side of a proposed match")
    pre.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    pre.add_argument("--side", metavar='"A,B"', action="append", required=True, help="one side's players (repeat per side)")
    pre.add_argument("--format", choices=("text", "json"), default="text")

    drw = sub.add_parser("draw", help="draw balanced club night rounds for the players present",
                         description="Draw balanced club night rounds for the players named (nothing is saved). Modes: "
                         "dyp: fixed pairs for the night, strongest with weakest; a player left without a partner "
                         "plays with a stand-in whose partner sits out, for that round only. rotating: new partners "
                         "every round. swiss and round-robin: one against one.")
    drw.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    drw.add_argument("--players", metavar='"A,B,..."', required=True)
    drw.add_argument("--mode", choices=("dyp", "rotating", "swiss", "round-robin"), required=True,
                     help="dyp: fixed pairs for the night, strongest with weakest; rotating: new partners every round; "
                     "swiss, round-robin: one against one")
    drw.add_argument("--rounds", metavar="R", type=int, required=True)
    drw.add_argument("--tables", metavar="T", type=int)
    drw.add_argument("--seed", metavar="N", type=int, default=0, help="the random draw's seed (same seed, same draw)")
    drw.add_argument("--format", choices=("text", "json"), default="text")

    sub.add_parser("undo", help="undo the club file's latest change (made here or in the app) and say what it was")
    sub.add_parser("redo", help="redo the change undone last")
    add_print_parser(sub)
    add_event_parser(sub)
    add_season_parser(sub)
    add_companion_parsers(sub)
    ev = sub.add_parser("evaluate", help="which rating system predicts a leaderboard's history best")
    ev.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    ev.add_argument("--tune", action="store_true", help="search each system's main parameters (beta and tau, c or k) on the earlier 70%%")
    ev.add_argument("--format", choices=("table", "json"), default="table")
    return parser


def parse_param(text: str) -> tuple[str, Any]:
    """``KEY=VALUE`` -> (key, value); the value is read as JSON when it is JSON (numbers, true)."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(translate("cli_parser", "The option --param needs KEY=VALUE, got {text!r}.").format(
            text=text))
    try:
        parsed: Any = json.loads(value)
    except json.JSONDecodeError:
        parsed = value
    return key.strip(), parsed


