"""``merge``: bring another club file into this one (issue 32; a contract).

    tournament-app [--db PATH] merge OTHER.sqlite [--dry-run] [--same "OTHER=HERE" ...] [--different "NAME" ...]

Prints what comes in (counts, and the names of new players, teams,
leaderboards, events and seasons). Look-alike names (accents, case,
spacing) need a choice each: ``--same "Élodie Martin=Elodie Martin"`` (the
other file's name, then this club's) or ``--different "Élodie Martin"``;
while one is undecided the merge is refused and they are listed (exit 1,
nothing changed). ``--dry-run`` changes nothing. A backup is made first and
the merge is one undo step (``tournament-app undo``).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, TextIO

from ..league import Club, merging
from ..messages import MessageText, translate
from .output import say

#: names listed per kind before "and N more"
SHOWN = 20


def _names(names: Sequence[str]) -> str:
    shown = ", ".join(names[:SHOWN])
    if len(names) > SHOWN:
        shown += str(translate("cli_merge", " and {count} more").format(count=len(names) - SHOWN))
    return shown


def _line(out: TextIO, what: MessageText, names: Sequence[str]) -> None:
    say(out, translate("cli_merge", "  {what}: {names}").format(what=what, names=_names(names)) if names else
        translate("cli_merge", "  {what}").format(what=what))


def print_plan(out: TextIO, plan: merging.MergePlan) -> None:
    """What the plan brings in, one kind per line."""
    if plan.nothing_new:
        say(out, translate("cli_merge", "{file} has nothing this club lacks: its %n result(s) are all here already.", None,
                           plan.already).format(file=plan.other.name))
        return
    say(out, translate("cli_merge", "From {file}:").format(file=plan.other.name))
    _line(out, translate("cli_merge", "%n new result(s)", None, plan.result_count), [])
    _line(out, translate("cli_merge", "%n result(s) already here (not added again)", None, plan.already), [])
    if plan.new_players:
        _line(out, translate("cli_merge", "%n new player(s)", None, len(plan.new_players)), plan.new_players)
    if plan.new_boards:
        _line(out, translate("cli_merge", "%n new leaderboard(s)", None, len(plan.new_boards)),
              [f"{b.name} ({b.system})" for b in plan.new_boards])
    for board in plan.boards.values():
        if board.renamed:
            say(out, translate("cli_merge", "  The other file's '{name}' rates with {system}, this club's with another system: "
                               "its results go to '{beside}'.").format(
                name=plan.other.leaderboards[board.other_id][0], system=board.system, beside=board.name))
    if plan.new_teams:
        _line(out, translate("cli_merge", "%n new team(s)", None, len(plan.new_teams)), plan.new_teams)
    if plan.new_members:
        _line(out, translate("cli_merge", "%n new member(s) of teams here", None, len(plan.new_members)), [])
    if plan.new_events:
        _line(out, translate("cli_merge", "%n new event(s)", None, len(plan.new_events)), plan.new_events)
    if plan.new_seasons:
        _line(out, translate("cli_merge", "%n new season(s)", None, len(plan.new_seasons)), plan.new_seasons)
    if plan.event_logs:
        _line(out, translate("cli_merge", "%n new event log(s)", None, len(plan.event_logs)), [])
    if plan.new_initial_ratings:
        _line(out, translate("cli_merge", "%n starting rating(s)", None, len(plan.new_initial_ratings)), [])


def print_look_alikes(out: TextIO, plan: merging.MergePlan) -> None:
    """The look-alike pairs and what was chosen for each."""
    if not plan.look_alikes:
        return
    say(out, translate("cli_merge", "Look-alike names (the other file's ~ this club's):"))
    for pair in plan.look_alikes:
        if pair.same is None:
            choice = translate("cli_merge", "not decided")
        elif pair.same:
            choice = translate("cli_merge", "one person")
        else:
            choice = translate("cli_merge", "two people")
        say(out, translate("cli_merge", "  '{other}' ~ '{here}': {choice}").format(
            other=pair.other_name, here=pair.here_name, choice=choice))


def cmd_merge(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    """Merge (or with --dry-run, preview merging) another club file."""
    same = [merging.parse_same(text) for text in args.same]
    plan = merging.preview_merge(club, args.other, same=same, different=args.different)
    print_plan(out, plan)
    print_look_alikes(out, plan)
    if args.dry_run:
        say(out, translate("cli_merge", "Nothing was changed (--dry-run)."))
        return 0
    if plan.players.undecided:
        raise merging.LookAlikesUndecided(plan.players.undecided)
    if plan.nothing_new:
        return 0
    changes = merging.apply_plan(club, plan, same=same, different=args.different)
    say(out, translate("cli_merge", "Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; "
                       "'tournament-app undo' takes the whole merge back.", None, changes.count).format(
        file=plan.other.name, players=len(changes.players)))
    return 0


COMMANDS = {"merge": cmd_merge}
