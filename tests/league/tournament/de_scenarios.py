"""Shared results for double eliminations: the same outcome, whoever routes the bracket (ours or brackets-manager.js).

An outcome says who wins when two seeds meet: ``chalk`` (the better seed),
``strength`` (the higher of a random strength per seed: a random ranking) or
``coin`` (a fair coin per pair, the same whenever the two meet again).
``mix`` is the integer hash tests/oracles/de_oracle.js computes alike.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from tournament_app.league.tournament.elimination import resolve
from tournament_app.league.tournament.values import FINAL, FixtureKey, FixtureSpec

MASK32 = 0xFFFFFFFF


def mix(seed: int, a: int, b: int) -> int:
    """A 32-bit hash of (seed, a, b), as de_oracle.js computes it."""
    h = ((seed * 1000003) ^ (a * 7919) ^ (b * 104729)) & MASK32
    h = ((h ^ (h >> 16)) * 0x45D9F3B) & MASK32
    h = ((h ^ (h >> 16)) * 0x45D9F3B) & MASK32
    return (h ^ (h >> 16)) & MASK32


def outcomes(entrants: int, randoms: int) -> list[dict[str, Any]]:
    """Chalk, then ``randoms`` random rankings and ``randoms`` coin-flip tables (seeded: the same every run)."""
    found: list[dict[str, Any]] = [{"kind": "chalk"}]
    for seed in range(randoms):
        rng = random.Random(entrants * 1000 + seed)
        found.append({"kind": "strength", "strengths": [rng.random() for _ in range(entrants)]})
        found.append({"kind": "coin", "seed": entrants * 1000 + seed})
    return found


def winner(outcome: dict[str, Any], a: int, b: int) -> int:
    """Who wins when seeds ``a`` and ``b`` meet under ``outcome``."""
    if outcome["kind"] == "chalk":
        return min(a, b)
    if outcome["kind"] == "strength":
        return a if outcome["strengths"][a - 1] > outcome["strengths"][b - 1] else b
    x, y = min(a, b), max(a, b)
    return x if mix(outcome["seed"], x, y) & 1 == 0 else y


def play_ours(specs: Sequence[FixtureSpec], entrants: int, outcome: dict[str, Any]) -> list[tuple[FixtureKey, int, int]]:
    """Our bracket played to its end under ``outcome``: every played match as (key, seed, seed), in bracket order.

    One pass over the specs (each fixture's sources come before it); a side
    that never comes (a bye) lets the other through. :func:`play_resolved`
    plays the same through :func:`resolve`, one wave of ready fixtures at a time.
    """
    went_on: dict[FixtureKey, int | None] = {}
    lost: dict[FixtureKey, int | None] = {}
    played: list[tuple[FixtureKey, int, int]] = []
    for spec in specs:
        assert not spec.reset
        a, b = (went_on[s.winner_of] if s.winner_of else lost[s.loser_of] if s.loser_of
                else (s.seed if s.seed is not None and s.seed <= entrants else None) for s in spec.sources)
        if a is None or b is None:
            went_on[spec.key], lost[spec.key] = a if b is None else b, None
            continue
        won = winner(outcome, a, b)
        went_on[spec.key], lost[spec.key] = won, b if won == a else a
        played.append((spec.key, a, b))
    return played


def play_resolved(specs: Sequence[FixtureSpec], entrants: int, outcome: dict[str, Any]) -> list[tuple[FixtureKey, int, int]]:
    """As :func:`play_ours`, through the app's :func:`resolve` (slower)."""
    winners: dict[FixtureKey, int] = {}
    played: list[tuple[FixtureKey, int, int]] = []
    while True:
        ready = [s for s in resolve(specs, entrants, winners).states.values() if s.status == "ready"]
        if not ready:
            return played
        for state in ready:
            a, b = state.sides
            assert a is not None and b is not None
            winners[state.key] = winner(outcome, a, b)
            played.append((state.key, a, b))


def rematches(matches: Iterable[tuple[Any, int, int]], *, in_final: Any = FINAL) -> int:
    """How many matches outside the grand final (bracket ``in_final``) pair two who had met before."""
    met: set[frozenset[int]] = set()
    count = 0
    for bracket, a, b in matches:
        pair = frozenset((a, b))
        if bracket != in_final and pair in met:
            count += 1
        met.add(pair)
    return count
