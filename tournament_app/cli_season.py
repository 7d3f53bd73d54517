"""The ``season`` commands: a yearly ranking by points per event placement, best N events counting.

    tournament-app season create NAME --leaderboard L --from DATE --to DATE [--best N] [--points "25,18,..."]
    tournament-app season standings NAME [--format json]
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .league import Club, LeagueError


def add_season_parser(sub: Any) -> None:
    """Register ``season`` and its subcommands on the CLI's subcommands."""
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


def cmd_season(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Run a ``season`` subcommand."""
    raise LeagueError("Seasons are not ready yet.")
