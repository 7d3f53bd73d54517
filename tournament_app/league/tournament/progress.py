"""Where an event stands, derived from its entrants, fixtures and results (nothing here writes).

Results are the truth: who is in which bracket match follows from the seeds
and the recorded matches alone, so a corrected result re-routes everyone
after it. A stored result whose sides no longer match the bracket is
*stale*: it has to be cleared before the bracket can go on.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..club import Club
from . import double_elimination, elimination, placements
from .fixtures import FixtureRow, Outcome, fixture_rows, outcomes
from .setup import EntrantRow, EventSetup, event_setup
from .values import FINAL, LOSERS, THIRD_PLACE, WINNERS, FixtureKey, FixtureSpec, Game

#: the brackets of a knockout stage
KNOCKOUT_BRACKETS = (WINNERS, LOSERS, FINAL, THIRD_PLACE)


@dataclass
class Progress:
    """An event's fixtures with their derived sides and status, its results, and the knockout's placements."""

    setup: EventSetup
    rows: list[FixtureRow]
    results: dict[int, Outcome]
    #: by fixture id: sides as entrant ids (knockout fixtures: as resolved now)
    sides: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)
    #: by fixture id: waiting, ready, done, bye or void; cancelled once an event ended early left it unplayed
    status: dict[int, str] = field(default_factory=dict)
    #: fixture ids whose recorded result no longer fits the bracket
    stale: set[int] = field(default_factory=set)
    #: knockout stage: entrant id -> final place (settled ones)
    knockout_places: dict[int, int] = field(default_factory=dict)
    knockout_finished: bool = False
    #: the knockout's entrants in seed order (entrant ids), if the event has a knockout stage now
    knockout_entrants: tuple[int, ...] = ()
    #: names of the entrants' players, by player id
    player_names: dict[int, str] = field(default_factory=dict)

    def entrant(self, entrant_id: int | None) -> EntrantRow | None:
        """The entrant with this id (None for None)."""
        return next((e for e in self.setup.entrants if e.id == entrant_id), None) if entrant_id is not None else None

    def games(self, rows: Sequence[FixtureRow] | None = None) -> list[tuple[int, int, int, float]]:
        """Played one-against-one games of these fixtures as (round, entrant a, entrant b, a's score)."""
        out = []
        for f in self.rows if rows is None else rows:
            result = self.results.get(f.id)
            a, b = self.sides.get(f.id, f.sides)
            if result is None or a is None or b is None or f.id in self.stale:
                continue
            score = result.score_of(a)
            if score is not None:
                out.append((f.round, a, b, score))
        return out

    def byes(self, rows: Sequence[FixtureRow] | None = None) -> dict[int, int]:
        """How many byes each entrant had in these fixtures (a fixture with one side only)."""
        out: dict[int, int] = {}
        for f in self.rows if rows is None else rows:
            if f.bracket in KNOCKOUT_BRACKETS:
                continue
            if f.side_a is not None and f.side_b is None:
                out[f.side_a] = out.get(f.side_a, 0) + 1
        return out


def knockout_specs(setup: EventSetup, entrants: int) -> list[FixtureSpec]:
    """The knockout bracket of the event's format for this many entrants."""
    if setup.format == "double-elimination":
        return double_elimination.double_elimination(entrants, reset=setup.settings.reset, rules=setup.settings.rules)
    return elimination.single_elimination(entrants, third_place=setup.settings.third_place)


def knockout_entrants(setup: EventSetup) -> tuple[int, ...]:
    """The entrant ids of the knockout in seed order (pools then knockout: once the pools have ended)."""
    if setup.format in ("single-elimination", "double-elimination"):
        return tuple(e.id for e in setup.entrants)
    if setup.format == "pools-knockout":
        return setup.settings.knockout
    return ()


def event_progress(club: Club, event_id: int) -> Progress:
    """Read an event and derive where it stands."""
    setup = event_setup(club, event_id)
    rows = fixture_rows(club, event_id)
    progress = Progress(setup, rows, outcomes(club, rows, setup.entrants))
    ids = sorted({p for e in setup.entrants for p in e.player_ids})
    if ids:
        progress.player_names = dict(club.db.execute(
            "SELECT id, name FROM players WHERE id IN (SELECT value FROM json_each(?))", [json.dumps(ids)]).fetchall())
    for f in rows:
        if f.bracket in KNOCKOUT_BRACKETS:
            continue
        progress.sides[f.id] = f.sides
        result = progress.results.get(f.id)
        if f.side_b is None:
            progress.status[f.id] = "bye"
        elif result is not None:
            if set(result.entrants) != {f.side_a, f.side_b}:
                progress.stale.add(f.id)
                progress.status[f.id] = "ready"
            else:
                progress.status[f.id] = "done"
        else:
            progress.status[f.id] = "ready"
    ko = knockout_entrants(setup)
    ko_rows = [f for f in rows if f.bracket in KNOCKOUT_BRACKETS]
    if ko and ko_rows:
        _derive_knockout(progress, ko, ko_rows)
    if setup.settings.ended is not None:  # ended early: what was still to play will never be
        for f in rows:
            if progress.status.get(f.id) in ("ready", "waiting") and f.id not in progress.results:
                progress.status[f.id] = "cancelled"
    return progress


def _derive_knockout(progress: Progress, ko: tuple[int, ...], rows: list[FixtureRow]) -> None:
    setup = progress.setup
    progress.knockout_entrants = ko
    seed_of = {entrant: n for n, entrant in enumerate(ko, start=1)}
    specs = knockout_specs(setup, len(ko))
    by_key: dict[FixtureKey, FixtureRow] = {f.key: f for f in rows}
    winners: dict[FixtureKey, int] = {}
    played: dict[FixtureKey, tuple[int, int]] = {}
    for f in rows:
        result = progress.results.get(f.id)
        won = result.winner() if result is not None else None
        if won is not None and won in seed_of:
            winners[f.key] = seed_of[won]
        elif result is not None:
            winners[f.key] = 0  # a result that names nobody of the bracket: stale for sure
        if result is not None and len(result.entrants) == 2:
            a, b = result.entrants
            played[f.key] = (seed_of.get(a, 0) if a is not None else 0, seed_of.get(b, 0) if b is not None else 0)
    resolution = elimination.resolve(specs, len(ko), winners, played_sides=played)
    for key, state in resolution.states.items():
        row = by_key.get(key)
        if row is None:
            continue
        progress.sides[row.id] = tuple(ko[s - 1] if s is not None else None for s in state.sides)  # type: ignore[assignment]
        progress.status[row.id] = state.status
        if key in resolution.stale and row.id in progress.results:
            progress.stale.add(row.id)
    places = placements.placements(specs, resolution, len(ko))
    progress.knockout_places = {ko[seed - 1]: place for seed, place in places.items()}
    progress.knockout_finished = resolution.finished


def pool_rows(progress: Progress) -> dict[str, list[FixtureRow]]:
    """The pools' fixtures by pool name, pool A first ("pool AA" after "pool Z")."""
    pools: dict[str, list[FixtureRow]] = {}
    for f in progress.rows:
        if f.bracket is not None and f.bracket not in KNOCKOUT_BRACKETS:
            pools.setdefault(f.bracket, []).append(f)
    return {name: pools[name] for name in sorted(pools, key=lambda b: (len(b), b))}


def played_games(progress: Progress, rows: Sequence[FixtureRow]) -> list[Game]:
    """Played games of these fixtures as pure :class:`Game` values over local seeds (see :func:`local_seeds`)."""
    seeds = local_seeds(progress, rows)
    return [Game(rnd, seeds[a], seeds[b], score) for rnd, a, b, score in progress.games(rows) if a in seeds and b in seeds]


def local_seeds(progress: Progress, rows: Sequence[FixtureRow]) -> dict[int, int]:
    """Entrant id -> 1-based seed among the entrants of these fixtures (or all entrants), by event seed."""
    ids = {e for f in rows for e in f.sides if e is not None}
    members = [e for e in progress.setup.entrants if not ids or e.id in ids]
    return {e.id: n for n, e in enumerate(members, start=1)}
