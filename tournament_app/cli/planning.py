"""The planning commands: seeds, a bracket, balanced teams, a prediction and a club night's draw (nothing is saved).

    tournament-app [--db PATH] seed [--leaderboard NAME] (--players "A,B,C" | --top N) [--format csv|list|json]
    tournament-app [--db PATH] bracket [--leaderboard NAME] (--players ... | --top N) [--format text|json]
    tournament-app [--db PATH] balance [--leaderboard NAME] --players "A,B,..." --teams K [--format text|json]
    tournament-app [--db PATH] predict [--leaderboard NAME] --side "A,B" --side "C,D" [--format text|json]
    tournament-app [--db PATH] draw --leaderboard NAME --players "A,B,..." --mode dyp|rotating|swiss|round-robin --rounds R [--tables T] [--format text|json]
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from ..league import Club, LeagueError, night, planning
from ..messages import translate
from .club import Command, chosen_leaderboard
from .output import say, table, write_json


def _names(text: str) -> list[str]:
    return [" ".join(part.split()) for part in text.split(",") if part.strip()]


def _seed_list(club: Club, args: argparse.Namespace) -> planning.SeedList:
    lb = chosen_leaderboard(club, args.leaderboard)
    if args.top is not None:
        entrants = planning.top_entrants(club, args.top, lb.id)
    else:
        entrants = planning.resolve_entrants(club, _names(args.players), lb.id)
        if not entrants:
            raise LeagueError(translate("cli_planning", "The option --players names no entrant."))
    return planning.seed_entrants(entrants)


def _cmd_seed(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    seeds = _seed_list(club, args)
    if args.format == "json":
        write_json([s.as_dict() for s in seeds.seeds], out)
    elif args.format == "list":
        planning.write_seed_names(seeds, out)
    else:
        planning.write_seed_csv(seeds, out)
    return 0


def _cmd_bracket(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    bracket = planning.make_bracket(_seed_list(club, args))
    if args.format == "json":
        write_json(bracket.as_dict(), out)
        return 0
    if bracket.byes:
        say(out, translate("cli_planning", "Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:",
                           None, bracket.byes).format(size=bracket.size, entrants=len(bracket.seeds)))
    else:
        say(out, translate("cli_planning", "Bracket of {size} ({entrants} entrants), first round in bracket order:").format(
            size=bracket.size, entrants=len(bracket.seeds)))
    table(
        out,
        ["Match", "Seed", "Entrant", "", "Seed", "Opponent"],
        [
            [m.number, m.top.seed, m.top.name, "v", m.bottom.seed if m.bottom else "", m.bottom.name if m.bottom else "bye"]
            for m in bracket.matches
        ],
        right={0, 1, 4},
    )
    return 0


def _cmd_balance(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = chosen_leaderboard(club, args.leaderboard)
    result = planning.balance(club, _names(args.players), args.teams, lb.id)
    if args.format == "json":
        write_json(result.as_dict(), out)
        return 0
    table(
        out,
        ["Team", "Players", "Total μ", "Win chance"],
        [[n, ", ".join(t.names), f"{t.total:.2f}", f"{t.win_probability:.1%}"] for n, t in enumerate(result.teams, start=1)],
        right={0, 2, 3},
    )
    say(out, translate("cli_planning", "Match quality {quality:.0%}; {method}.").format(quality=result.quality, method=result.method()))
    return 0


def _cmd_predict(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = chosen_leaderboard(club, args.leaderboard)
    sides = [_names(text) for text in args.side]
    result = planning.predict(club, sides, lb.id)
    if args.format == "json":
        write_json(result.as_dict(), out)
        return 0
    table(
        out,
        ["Side", "Players", "Win chance"],
        [[n, ", ".join(names), f"{p:.1%}"] for n, (names, p) in enumerate(zip(result.sides, result.win_probability), start=1)],
        right={0, 2},
    )
    if result.draw_probability is not None:
        say(out, translate("cli_planning", "Match quality {quality:.0%} (100% = even chances); draw: {draw:.1%}.").format(
            quality=result.quality, draw=result.draw_probability))
    else:
        say(out, translate("cli_planning", "Match quality {quality:.0%} (100% = even chances); draw: not modelled.").format(
            quality=result.quality))
    return 0


def _cmd_draw(club: Club, args: argparse.Namespace, _p: dict[str, Any], out: TextIO, _e: TextIO) -> int:
    lb = chosen_leaderboard(club, args.leaderboard)
    rounds = night.draw_for_names(club, _names(args.players), args.mode, args.rounds,
                                  leaderboard=lb.id, tables=args.tables, seed=args.seed)
    if args.format == "json":
        write_json(night.rounds_as_dict(rounds), out)
        return 0
    for n, rnd in enumerate(rounds):
        if n:
            out.write("\n")
        say(out, translate("cli_planning", "Round {number}").format(number=rnd.round))
        table(
            out,
            ["Table", "Side 1", "", "Side 2", "Win chance"],
            [[m.table or "queue", " & ".join(m.sides[0]), "v", " & ".join(m.sides[1]),
              " / ".join(f"{p:.0%}" for p in m.win_probability)] for m in rnd.matches],
            right={4},
        )
        if rnd.sitting_out:
            say(out, translate("cli_planning", "Sitting out: {names}").format(names=", ".join(rnd.sitting_out)))
        if rnd.pairs and n == 0:
            say(out, translate("cli_planning", "Pairs for the night: {pairs}").format(
                pairs="; ".join(" & ".join(p) for p in rnd.pairs)))
        out.writelines(f"{note}\n" for note in night.stand_in_notes([s for m in rnd.matches for s in m.sides], rnd.pairs,
                                                                      rnd.sitting_out))
    return 0


#: the handlers of this module's commands, by name
COMMANDS: dict[str, Command] = {
    "seed": _cmd_seed,
    "bracket": _cmd_bracket,
    "balance": _cmd_balance,
    "predict": _cmd_predict,
    "draw": _cmd_draw,
}
