"""Knockout brackets without a database: a single elimination's fixtures, and any bracket resolved from its results.

A bracket is a list of :class:`~.values.FixtureSpec`: where each fixture sits
and where its two sides come from (a seed, or the winner or loser of another
fixture). :func:`resolve` plays the stored winners through it and says, for
every fixture, who plays, who won and who goes on. Double elimination's
fixtures are in :mod:`.double_elimination`, final places and match counts in
:mod:`.placements`.

Byes: a side whose seed is missing (no seed, or a seed above the number of
entrants) is nobody. A fixture with one side nobody and the other known is a
"bye": the known side goes on without a match and its loser is nobody. Both
sides nobody: "void", nobody goes on. Who is nobody never depends on results,
so a bye stays a bye; no played match ever has an empty side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...messages import translate
from ..errors import LeagueError
from ..planning.seeding import bracket_size, bracket_slots
from .values import (
    THIRD_PLACE,
    WINNERS,
    FixtureKey,
    FixtureSpec,
    FixtureState,
    Source,
    Status,
)


def check_entrants(entrants: int) -> int:
    """The bracket size (a power of two) for ``entrants``; a knockout needs at least two."""
    if entrants < 2:
        raise LeagueError(translate("league.tournament.elimination", "A knockout bracket needs at least 2 entrants, and this one has {entrants}.").format(
            entrants=entrants))
    return bracket_size(entrants)


def winners_bracket(entrants: int) -> list[FixtureSpec]:
    """The winners' bracket: the first round in the standard seed order (byes to the top seeds), then halving."""
    size = check_entrants(entrants)
    slots = bracket_slots(entrants)
    specs = [
        FixtureSpec((WINNERS, 1, p), (Source(seed=slots[2 * p - 2]), Source(seed=slots[2 * p - 1])))
        for p in range(1, size // 2 + 1)
    ]
    for r in range(2, size.bit_length()):
        specs.extend(
            FixtureSpec((WINNERS, r, p), (Source(winner_of=(WINNERS, r - 1, 2 * p - 1)), Source(winner_of=(WINNERS, r - 1, 2 * p))))
            for p in range(1, (size >> r) + 1)
        )
    return specs


def single_elimination(entrants: int, *, third_place: bool = False) -> list[FixtureSpec]:
    """The fixtures of a single elimination, round by round, top to bottom.

    Every round is in bracket "winners" (round 1 is the first round, the last
    round the final). With ``third_place`` and at least four entrants the
    losers of the two semi-finals play ("third-place", 1, 1).
    """
    specs = winners_bracket(entrants)
    if third_place and entrants >= 4:
        semis = bracket_size(entrants).bit_length() - 2
        specs.append(
            FixtureSpec((THIRD_PLACE, 1, 1), (Source(loser_of=(WINNERS, semis, 1)), Source(loser_of=(WINNERS, semis, 2))))
        )
    return specs


@dataclass(frozen=True)
class Resolution:
    """A bracket given its results so far.

    ``states`` has every fixture of the specs. ``stale`` lists fixtures whose
    stored winner was ignored: not one of the sides as resolved now (a
    correction upstream re-routed the players), or stored for a fixture that
    isn't ready to be played. ``finished``: every fixture is done, a bye or void.
    """

    states: dict[FixtureKey, FixtureState]
    stale: frozenset[FixtureKey]
    finished: bool


_NOBODY = 0  # a side that will never come (inside this module: None is "not known yet")


def resolve(
    specs: Sequence[FixtureSpec],
    entrants: int,
    winners: Mapping[FixtureKey, int],
    *,
    played_sides: Mapping[FixtureKey, tuple[int, int]] | None = None,
) -> Resolution:
    """Play the stored ``winners`` (fixture key → winning seed) through the bracket ``specs``.

    A stored winner who is not one of the fixture's sides as resolved now is
    ignored and its fixture listed as stale (it is then "ready", or "waiting"
    when a side is not known); so is a winner stored for a fixture that is
    waiting, a bye or void. ``played_sides`` (optional) gives the two seeds
    each stored result was played between: a result whose sides differ from
    the sides as resolved now (the loser was re-routed) is stale too. Winners
    of keys that are not in ``specs`` are ignored. The reset match (spec.reset)
    is void unless the side from the losers' bracket won the grand final.
    """
    by_key = {spec.key: spec for spec in specs}
    if len(by_key) != len(specs):
        raise ValueError(translate("league.tournament.elimination", "Two fixtures of the bracket have the same key."))
    states: dict[FixtureKey, FixtureState] = {}
    outcome: dict[FixtureKey, tuple[int | None, int | None]] = {}  # (goes on, loser); _NOBODY or None (not known)
    stale: set[FixtureKey] = set()
    busy: set[FixtureKey] = set()

    def side(source: Source) -> int | None:
        if source.winner_of is not None:
            return result(source.winner_of)[0]
        if source.loser_of is not None:
            return result(source.loser_of)[1]
        seed = source.seed
        if seed is None or seed > entrants:
            return _NOBODY
        if seed < 1:
            raise ValueError(translate("league.tournament.elimination", "Seeds count from 1, got {seed}.").format(seed=seed))
        return seed

    def result(key: FixtureKey) -> tuple[int | None, int | None]:
        if key not in outcome:
            if key not in by_key:
                raise ValueError(translate("league.tournament.elimination", "A fixture comes from {key}, which is not in the bracket.").format(key=key))
            if key in busy:
                raise ValueError(translate("league.tournament.elimination", "The bracket loops through {key}.").format(key=key))
            busy.add(key)
            settle(by_key[key])
        return outcome[key]

    def settle(spec: FixtureSpec) -> None:
        key = spec.key
        a, b = side(spec.sources[0]), side(spec.sources[1])
        if spec.reset:
            a, b = reset_sides(spec, a, b)
        stored = winners.get(key)
        status: Status
        winner = loser = None
        if a is None or b is None:
            status = "waiting"
        elif a == _NOBODY and b == _NOBODY:
            status = "void"
        elif a == _NOBODY or b == _NOBODY:
            status, winner = "bye", a or b
        elif stored in (a, b) and not moved(key, a, b):
            status, winner, loser = "done", stored, b if stored == a else a
        else:
            status = "ready"
        if stored is not None and status != "done":
            stale.add(key)
        sides = (a or None, b or None)
        states[key] = FixtureState(key, sides, status, winner, loser)
        if status in ("done", "bye", "void"):
            outcome[key] = (winner or _NOBODY, loser or _NOBODY)
        else:
            outcome[key] = (None, None)

    def reset_sides(spec: FixtureSpec, a: int | None, b: int | None) -> tuple[int | None, int | None]:
        final_key = next(s.winner_of or s.loser_of for s in spec.sources if s.winner_of or s.loser_of)
        assert final_key is not None
        result(final_key)
        final = states[final_key]
        if final.status in ("waiting", "ready"):
            return None, None
        if final.status != "done" or final.winner == final.sides[0]:
            return _NOBODY, _NOBODY  # the winners' bracket champion won: no reset
        return a, b

    def moved(key: FixtureKey, a: int, b: int) -> bool:
        if played_sides is None or key not in played_sides:
            return False
        return set(played_sides[key]) != {a, b}

    for spec in specs:
        result(spec.key)
    finished = all(state.status in ("done", "bye", "void") for state in states.values())
    ordered = {spec.key: states[spec.key] for spec in specs}
    return Resolution(ordered, frozenset(stale), finished)


def can_be_played(specs: Sequence[FixtureSpec], entrants: int) -> dict[FixtureKey, bool]:
    """Whether each fixture will be a played match whatever the results (both sides somebody).

    Who is nobody never depends on results, so this is known from the start;
    a reset match counts as possible (it is played only after a grand final
    won from the losers' bracket).
    """
    by_key = {spec.key: spec for spec in specs}
    played: dict[FixtureKey, bool] = {}
    someone_wins: dict[FixtureKey, bool] = {}

    def somebody(source: Source) -> bool:
        if source.winner_of is not None:
            visit(source.winner_of)
            return someone_wins[source.winner_of]
        if source.loser_of is not None:
            visit(source.loser_of)
            return played[source.loser_of]
        return source.seed is not None and 1 <= source.seed <= entrants

    def visit(key: FixtureKey) -> None:
        if key in played:
            return
        a, b = (somebody(s) for s in by_key[key].sources)
        played[key] = a and b
        someone_wins[key] = a or b

    for spec in specs:
        visit(spec.key)
    return played
