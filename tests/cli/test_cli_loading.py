"""The command line loads a command's module, and the league packages it uses, only when that command runs."""

from __future__ import annotations

import argparse
import subprocess
import sys

from tournament_app import cli
from tournament_app.cli import event as cli_event
from tournament_app.cli.parser import build_parser
from tournament_app.league import EVENT_FORMATS

#: what a recompute, an import or a leaderboard never needs
LOADED_ON_USE = ("tournament_app.league.night", "tournament_app.league.tournament", "tournament_app.league.planning",
                 "tournament_app.league.companion", "tournament_app.web", "tournament_app.printouts")


def test_reading_the_command_line_loads_no_command_package() -> None:
    code = ("import sys\nfrom tournament_app import cli\ncli.build_parser().parse_args(['recompute'])\n"
            f"print(sorted(m for m in sys.modules if m.startswith({LOADED_ON_USE!r})))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]"


def test_every_command_of_the_parser_has_a_handler() -> None:
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    names = set(sub.choices)
    assert names == set(cli.COMMANDS) | set(cli.LOADED_WHEN_RUN)
    assert all(callable(cli.command(name)) for name in names)


def test_every_event_format_has_its_created_sentence() -> None:
    assert set(cli_event._CREATED) == set(EVENT_FORMATS)
