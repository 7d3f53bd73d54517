"""The ``season`` commands: a yearly ranking by points per event placement, best N events counting.

    tournament-app season create NAME --leaderboard L --from DATE --to DATE [--best N] [--points "25,18,..."]
    tournament-app season standings NAME [--format json]
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from ..league import Club, Season, create_season, season_named, season_table
from ..messages import Text, translate
from .output import say, table, write_json


def cmd_season(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Run a ``season`` subcommand (a refused request raises LeagueError: one line, a non-zero exit)."""
    if args.season_command == "create":
        create_season(club, args.name, args.leaderboard, args.date_from, args.date_to, best=args.best, points=args.points)
        season = season_named(club, args.name)
        say(out, translate("cli_season", "Created season '{name}' on '{leaderboard}': {description}.").format(
            name=season.name, leaderboard=club.leaderboard(season.leaderboard_id).name, description=_describe(season)))
        return 0
    standings = season_table(club, season_named(club, args.name))
    if args.format == "json":
        write_json([line.as_dict() for line in standings.lines], out)
        return 0
    s = standings.season
    say(out, translate("cli_season", "Season '{name}' on '{leaderboard}': {description}; %n event(s) with results.", None,
                       len(standings.events)).format(name=s.name, leaderboard=standings.leaderboard, description=_describe(s)))
    if standings.unfinished:
        say(out, translate("cli_season", "Not finished yet, so not counted: {names}.").format(names=", ".join(standings.unfinished)))
    rows = [[line.place, line.name, f"{line.as_dict()['points']}", line.events, line.best_text()] for line in standings.lines]
    table(out, ["Place", "Player", "Points", "Events", "Counted results"], rows, right=(0, 2, 3))
    return 0


def _describe(season: Season) -> Text:
    if season.best is not None:
        return translate("cli_season", "{start} to {end}, best {best} events count, points {points}").format(
            start=season.date_from, end=season.date_to, best=season.best, points=season.points_text())
    return translate("cli_season", "{start} to {end}, every event counts, points {points}").format(
        start=season.date_from, end=season.date_to, points=season.points_text())
