"""Seeding entrants (with club separation), single-elimination brackets, round-robin pools, and the seed list's export."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ...messages import translate
from ..names import sort_key
from ..csv_io import neutralise, write_csv_row
from ..errors import LeagueError
from . import seeding
from .values import Bracket, BracketMatch, Entrant, Pool, Seed, SeedList, check_key


def seed_entrants(
    entrants: Sequence[Entrant], key: str = "conservative", *, separate: bool = False, max_places: int = 2,
    lots: int | None = None,
) -> SeedList:
    """Order entrants by ``key`` (best first; μ then name break ties).

    ``lots``: unrated entrants (no game in the leaderboard yet) level with
    each other are placed among themselves by drawing lots instead of by
    name: a shuffle seeded by ``lots``, so the same draw gives the same order
    (:func:`lot_order`); their seeds say ``by_lot``. With ``separate``,
    members of one club or roster are kept apart in the first round of a
    single-elimination bracket as far as moving nobody more than
    ``max_places`` seeds allows (:func:`seeding.separate_groups`).
    """
    check_key(key)
    seeding.check_max_places(max_places)
    drawn = lot_order([e.name for e in entrants if e.games == 0], lots) if lots is not None else {}

    def level(e: Entrant) -> tuple[float, float]:
        return (-e.value(key), -e.mu)

    ordered = sorted(entrants, key=lambda e: (*level(e), drawn.get(e.name, -1), sort_key(e.name)))
    tied: dict[tuple[float, float], int] = {}  # how many unrated entrants are level on the rating
    for e in ordered:
        if e.name in drawn:
            tied[level(e)] = tied.get(level(e), 0) + 1
    order = list(range(len(ordered)))
    groups = [e.groups for e in ordered]
    if separate and len(ordered) >= 2:
        order = seeding.separate_groups(groups, max_places)
    seeds = tuple(Seed(n, ordered[i], ordered[i].value(key), i + 1,
                       ordered[i].name in drawn and tied[level(ordered[i])] > 1) for n, i in enumerate(order, start=1))
    clashes = tuple(seeding.first_round_clashes(groups, order)) if len(ordered) >= 2 else ()
    return SeedList(key, seeds, clashes, separate, max_places, lots)


def lot_order(names: Sequence[str], lots: int) -> dict[str, int]:
    """Drawing lots: each name's place in a shuffle of ``names`` (taken in name order) seeded by ``lots``."""
    ordered = sorted(names, key=str.casefold)
    random.Random(lots).shuffle(ordered)
    return {name: n for n, name in enumerate(ordered)}


def make_bracket(seeds: SeedList) -> Bracket:
    """The single-elimination first round for a seed list: standard order, byes to the top seeds."""
    order = seeding.bracket_slots(len(seeds))
    by_seed = {s.seed: s for s in seeds.seeds}
    slots = tuple(by_seed[n] if n is not None else None for n in order)
    matches = tuple(
        BracketMatch(i, by_seed[top], by_seed[bottom] if bottom is not None else None)
        for i, (top, bottom) in enumerate(seeding.first_round(len(seeds)), start=1)
    )
    return Bracket(len(slots), seeds, slots, matches)


def round_robin_pools(seeds: SeedList, max_pool_size: int = 8) -> list[Pool]:
    """Pools of at most ``max_pool_size`` dealt in snake order, each with its schedule by the Berger tables."""
    count = seeding.pool_count(len(seeds), max_pool_size)
    pools = []
    for n, members in enumerate(seeding.snake_pools(len(seeds), count)):
        pool = tuple(seeds.seeds[i] for i in members)
        rounds = tuple(
            tuple((pool[a], pool[b] if b is not None else None) for a, b in rnd) for rnd in seeding.berger_tables(len(pool))
        )
        pools.append(Pool(_pool_name(n), pool, rounds))
    return pools


def _pool_name(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def write_seed_csv(seeds: SeedList, out: TextIO) -> None:
    """The seed list as CSV: ``seed,name,rating`` (formula-like names prefixed with ')."""
    write_csv_row(out, ["seed", "name", "rating"])
    for s in seeds.seeds:
        row = s.as_dict()
        write_csv_row(out, [row["seed"], neutralise(row["name"]), f"{row['rating']:g}"])


def write_seed_names(seeds: SeedList, out: TextIO) -> None:
    """One name per line in seed order: what bracket websites accept for bulk entry."""
    for name in seeds.names():
        out.write(name + "\n")


def export_seeds(seeds: SeedList, path: str | Path, form: str = "csv") -> int:
    """Write the seed list to ``path`` as ``"csv"`` or a plain ``"list"``; returns how many entrants."""
    writer = {"csv": write_seed_csv, "list": write_seed_names}.get(form)
    if writer is None:
        raise LeagueError(translate("league.planning.brackets", "Unknown seed list format {form!r} (known: csv, list).").format(form=form))
    try:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            writer(seeds, fh)
    except OSError as exc:
        raise LeagueError(translate("league.planning.brackets", "Cannot write {path}: {reason}.").format(path=path, reason=exc.strerror or exc)) from None
    return len(seeds)
