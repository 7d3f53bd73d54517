"""The argument parser of ``tournament-app`` (the forms are a contract: see :mod:`tournament_app.cli`).

Every command's options are here, so reading the command line loads none of
the modules that run the commands (:mod:`tournament_app.cli` loads the one a
command needs when it runs).
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

from ..league import EVENT_FORMATS, known_systems
from ..messages import translate

#: the help of a --leaderboard that may be left out
ONLY_ONE = "the leaderboard (may be left out when the club has only one)"
#: what ``print`` prints
PRINTABLE = ("standings", "bracket", "pairings", "slips")
#: an id as typed: a sign, then digits 0-9
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")


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
    res = imp_sub.add_parser("results", help="match results: match,date,side,player,rank [,score,team,event,result_id]; "
                             "results the club already has are not added again")
    res.add_argument("file", metavar="FILE.csv", type=Path)
    res.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    res.add_argument("--allow-duplicates", action="store_true",
                     help="add every match of the file, also those the club already has (the same result id, or the "
                     "same date, sides and placings)")
    pl = imp_sub.add_parser("players", help="players: name [,club]")
    pl.add_argument("file", metavar="FILE.csv", type=Path)
    evl = imp_sub.add_parser("events", help="a game-server event log ('A fragged B', ...) into an Elo leaderboard")
    evl.add_argument("file", metavar="FILE", type=Path)
    evl.add_argument("--leaderboard", metavar="NAME", required=True)

    lb = sub.add_parser("leaderboard", help="print a leaderboard")
    lb.add_argument("--leaderboard", metavar="NAME")
    lb.add_argument("--min-games", metavar="N", type=int, default=0)
    lb.add_argument("--format", choices=("table", "csv", "json"), default="table")

    exp = sub.add_parser("export", help="export standings or results to CSV")
    exp_sub = exp.add_subparsers(dest="what", metavar="WHAT", required=True)
    st = exp_sub.add_parser("standings", help="a leaderboard's standings")
    st.add_argument("out", metavar="OUT.csv", type=Path)
    st.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)
    er = exp_sub.add_parser("results", help="a leaderboard's results as 'import results' reads them, each with its "
                            "result id (importing them again adds nothing)")
    er.add_argument("out", metavar="OUT.csv", type=Path)
    er.add_argument("--leaderboard", metavar="NAME", help=ONLY_ONE)

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

    mrg = sub.add_parser("merge", help="bring in everything another club file has that this club lacks (players, teams, "
                         "leaderboards, events, seasons, results); a backup first, then one undo step")
    mrg.add_argument("other", metavar="OTHER.sqlite", type=Path)
    mrg.add_argument("--dry-run", action="store_true", help="print what would come in and change nothing")
    mrg.add_argument("--same", metavar="OTHER=HERE", action="append", default=[],
                     help="two look-alike names are one person (the other file's name, '=', this club's); repeatable")
    mrg.add_argument("--different", metavar="NAME", action="append", default=[],
                     help="a look-alike name is another person than those it looks like; repeatable")
    sub.add_parser("undo", help="undo the club file's latest change (made here or in the app) and say what it was")
    sub.add_parser("redo", help="redo the change undone last")
    _add_print_parser(sub)
    _add_event_parser(sub)
    _add_season_parser(sub)
    _add_companion_parsers(sub)
    _add_trf_parsers(sub)
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




def _add_print_parser(sub: Any) -> None:
    """``print`` (cli/print.py)."""
    cmd = sub.add_parser("print", help="print standings, a bracket, or an event's pairings and score slips to a PDF file")
    cmd.add_argument("what", choices=PRINTABLE, metavar="|".join(PRINTABLE))
    cmd.add_argument("out", metavar="OUT.pdf", type=Path)
    cmd.add_argument("--leaderboard", metavar="NAME", help="whose standings or ratings (default: the event's, else the first)")
    cmd.add_argument("--event", metavar="NAME", help="the event to print: a tournament's bracket with results or its "
                     "standings sheet; a club night's pairings and slips (needed for those)")


def _add_event_parser(sub: Any) -> None:
    """``event`` and its subcommands (cli/event.py)."""
    event = sub.add_parser("event", help="an event played out: create, entrants, start, rounds, results, standings, finish")
    ev = event.add_subparsers(dest="event_command", required=True,
                              metavar="create|entrants|start|next-round|matches|report|standings|finish")
    create = ev.add_parser("create", help="create an event with its format")
    create.add_argument("name", metavar="NAME")
    create.add_argument("--leaderboard", metavar="L", required=True)
    create.add_argument("--format", dest="event_format", choices=EVENT_FORMATS, required=True)
    create.add_argument("--date", metavar="YYYY-MM-DD", help="the event's day (default: today)")
    create.add_argument("--rounds", metavar="N", type=int, help="Swiss: how many rounds; round robin: 2 = double")
    create.add_argument("--third-place", action="store_true", help="single elimination: play a third-place match")
    create.add_argument("--pool-size", metavar="K", type=int, help="pools then knockout: the largest pool")
    create.add_argument("--advance", metavar="A", type=int, help="pools then knockout: how many of each pool go on")
    create.add_argument("--tiebreaks", metavar="T1,T2", help="Swiss, round robin, pools: tiebreaks in order")
    create.add_argument("--colours", action=argparse.BooleanOptionalAction, default=None,
                        help="Swiss, round robin, pools: the games have White and Black (side 1 White)")
    entrants = ev.add_parser("entrants", help="set the event's entrants (before it starts)")
    entrants.add_argument("name", metavar="NAME")
    who = entrants.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", metavar='"A,B,..."', help="entrants by name (players, or rosters)")
    who.add_argument("--top", metavar="N", type=int, help="the leaderboard's best N players")
    entrants.add_argument("--keep-apart-clubs", action="store_true", help="keep members of one club apart in round 1")
    entrants.add_argument("--lots", metavar="N", type=int,
                          help="the drawing of lots that places unrated entrants (default: a new random draw; "
                          "the same N, the same order)")
    for name, text in (("start", "seed the bracket or pools, or draw round 1"),
                       ("next-round", "draw the next round (Swiss, round robin, club night)")):
        cmd = ev.add_parser(name, help=text)
        cmd.add_argument("name", metavar="NAME")
    for name, text in (("matches", "the event's matches with their state"), ("standings", "the event's standings")):
        cmd = ev.add_parser(name, help=text)
        cmd.add_argument("name", metavar="NAME")
        cmd.add_argument("--format", choices=("text", "json"), default="text")
    finish = ev.add_parser("finish", help="end the event now: final standings from the matches played, the others cancelled "
                           "(one undo step)")
    finish.add_argument("name", metavar="NAME")
    report = ev.add_parser("report", help="the result of one of the event's matches")
    report.add_argument("name", metavar="NAME")
    report.add_argument("match_id", metavar="MATCH_ID", type=record_id)
    report.add_argument("--ranks", metavar='"1,2"', help="each side's place, in the match's side order "
                        "(may be left out when --scores is given: the scores decide)")
    report.add_argument("--scores", metavar='"3,1"', help="each side's score, from 0 to 1000000; places that "
                        "contradict the scores are refused")


def _add_season_parser(sub: Any) -> None:
    """``season`` and its subcommands (cli/season.py)."""
    season = sub.add_parser("season", help="a season: points per event placement over a date range, best N events counting")
    season_sub = season.add_subparsers(dest="season_command", required=True, metavar="create|standings")
    create = season_sub.add_parser("create", help="create a season over a leaderboard's events in a date range")
    create.add_argument("name", metavar="NAME")
    create.add_argument("--leaderboard", metavar="L", required=True)
    create.add_argument("--from", dest="date_from", metavar="DATE", required=True)
    create.add_argument("--to", dest="date_to", metavar="DATE", required=True)
    create.add_argument("--best", metavar="N", type=int, help="only the best N events of each player count")
    create.add_argument("--points", metavar='"25,18,15,..."', help="points for 1st, 2nd, 3rd... place")
    table = season_sub.add_parser("standings", help="a season's table")
    table.add_argument("name", metavar="NAME")
    table.add_argument("--format", choices=("text", "json"), default="text")


def _chance(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("cli_parser", "A chance is a number from 0 to 1, not '{text}'.").format(text=text)) from None


def _add_trf_parsers(sub: Any) -> None:
    """``trf pair``, ``trf check``, ``trf generate`` (cli/trf.py): files only, no club file."""
    trf = sub.add_parser("trf", help="pair, check or generate tournament report files (TRF) by the FIDE Dutch system")
    trf_sub = trf.add_subparsers(dest="trf_command", metavar="pair|check|generate", required=True)
    pair = trf_sub.add_parser("pair", help="pair the next round of a TRF (a count line, then 'white black'; 'N 0' is a bye)")
    pair.add_argument("file", metavar="FILE.trf", type=Path)
    check = trf_sub.add_parser("check", help="re-pair every round of a TRF and list the rounds that differ from ours")
    check.add_argument("file", metavar="FILE.trf", type=Path)
    gen = trf_sub.add_parser("generate", help="write a random tournament paired by our engine")
    gen.add_argument("out", metavar="OUT.trf", type=Path)
    gen.add_argument("--players", metavar="N", type=int, required=True)
    gen.add_argument("--rounds", metavar="R", type=int, required=True)
    gen.add_argument("--seed", metavar="S", type=int, default=1)
    gen.add_argument("--draws", metavar="P", type=_chance, default=0.3, help="chance of a draw (default 0.3)")
    gen.add_argument("--forfeits", metavar="P", type=_chance, default=0.0, help="chance of a forfeited game")
    gen.add_argument("--byes", metavar="P", type=_chance, default=0.0, help="chance a player asks for a half-point bye in a round")
    gen.add_argument("--withdrawals", metavar="P", type=_chance, default=0.0, help="chance a player withdraws before a round")


def _add_companion_parsers(sub: Any) -> None:
    """``reports``, ``confirm``, ``reject`` (cli/companion.py) and ``serve`` (cli/serve.py)."""
    reports = sub.add_parser("reports", help="results reported from phones that wait for the organizer")
    reports.add_argument("--event", metavar="NAME", help="only this event's reports (the most recent event of that name)")
    reports.add_argument("--format", choices=("text", "json"), default="text")
    for name, what in (("confirm", "record a reported result (one undo step)"),
                       ("reject", "turn a reported result down (one undo step)")):
        p = sub.add_parser(name, help=what)
        p.add_argument("report_id", metavar="REPORT_ID", type=record_id)
    serve = sub.add_parser("serve", help="show an event on phones and TVs on the local network, without the app "
                           "(prints the addresses, serves until Ctrl+C)")
    serve.add_argument("--event", metavar="NAME", required=True, help="the event to share (its most recent one of that name)")
    serve.add_argument("--host", metavar="ADDR", help="this computer's address to serve on, localhost, or 0.0.0.0 "
                       "(or ::) for all of them (default: its first local-network address)")
    serve.add_argument("--port", metavar="N", type=int, default=0, help="the port (default: any free port)")
    serve.add_argument("--format", choices=("text", "json"), default="text")


def record_id(text: str) -> int:
    """An id argument (``MATCH_ID``, ``REPORT_ID``): any whole number, of any size or sign.

    Whether the club has a row with that id is the command's to answer ("there
    is no ... with id N"); league never hands SQLite a number beyond its 64 bits.
    """
    digits = text.strip()
    if len(digits) > 4000 or not _WHOLE_NUMBER.fullmatch(digits):  # Python refuses int() of longer text
        raise argparse.ArgumentTypeError(translate("cli_parser", "An id is a whole number, like the ids the lists show, "
                                                   "not '{text}'.").format(text=text if len(text) <= 40 else text[:30] + "…"))
    return int(digits)
