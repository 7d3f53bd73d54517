"""Test helpers: play a knockout bracket through with random results, as a table would report them."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tournament_app.league.tournament.elimination import Resolution, resolve
from tournament_app.league.tournament.placements import placements
from tournament_app.league.tournament.values import FixtureKey, FixtureSpec, FixtureState


@dataclass
class Played:
    """A bracket played to its end: the results in the order they were reported, and what was seen on the way."""

    winners: dict[FixtureKey, int] = field(default_factory=dict)
    matches: list[FixtureState] = field(default_factory=list)  # each played match, as it stood when reported
    places_on_the_way: list[dict[int, int]] = field(default_factory=list)
    resolution: Resolution | None = None


def play(
    specs: Sequence[FixtureSpec], entrants: int, rng: random.Random, pick: Callable[[FixtureState], int] | None = None
) -> Played:
    """Report a winner for one ready fixture at a time (chosen at random) until none is ready."""
    played = Played()
    while True:
        res = resolve(specs, entrants, played.winners)
        played.places_on_the_way.append(placements(specs, res, entrants))
        ready = [s for s in res.states.values() if s.status == "ready"]
        if not ready:
            played.resolution = res
            return played
        match = rng.choice(ready)
        a, b = match.sides
        assert a is not None and b is not None
        played.winners[match.key] = pick(match) if pick else rng.choice((a, b))
        played.matches.append(match)


def downstream(specs: Sequence[FixtureSpec], start: FixtureKey) -> set[FixtureKey]:
    """Every fixture a side of which comes, directly or not, from ``start``."""
    found: set[FixtureKey] = set()
    changed = True
    while changed:
        changed = False
        for spec in specs:
            if spec.key in found:
                continue
            for src in spec.sources:
                origin = src.winner_of or src.loser_of
                if origin is not None and (origin == start or origin in found):
                    found.add(spec.key)
                    changed = True
                    break
    return found
