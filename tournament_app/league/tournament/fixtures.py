"""An event's fixtures as stored, with the result each one has (from its recorded match)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ...messages import translate
from ..club import Club
from ..errors import NotFoundError
from .setup import EntrantRow
from .values import FixtureKey


@dataclass(frozen=True)
class FixtureRow:
    """One stored fixture: where it sits, its sides (entrant ids, None unknown), its queue row and result."""

    id: int
    bracket: str | None
    round: int
    position: int
    side_a: int | None
    side_b: int | None
    drawn_match_id: int | None
    match_id: int | None
    #: the queue row's status (queued, called, playing, finished) when the fixture is on the tables
    queue_status: str | None = None
    table: str | None = None

    @property
    def key(self) -> FixtureKey:
        """(bracket, round, position)."""
        return (self.bracket, self.round, self.position)

    @property
    def sides(self) -> tuple[int | None, int | None]:
        """(side a, side b) as entrant ids."""
        return (self.side_a, self.side_b)


@dataclass(frozen=True)
class Outcome:
    """A fixture's result as recorded: the entrant ids of its sides in the match and their ranks."""

    match_id: int
    entrants: tuple[int | None, ...]
    ranks: tuple[int, ...]
    scores: tuple[float | None, ...]

    def winner(self) -> int | None:
        """The entrant that placed alone first (None for a draw)."""
        best = min(self.ranks)
        first = [e for e, r in zip(self.entrants, self.ranks) if r == best]
        return first[0] if len(first) == 1 else None

    def score_of(self, entrant_id: int) -> float | None:
        """1 for a win, ½ for a draw, 0 for a loss (None if the entrant did not play in it)."""
        if entrant_id not in self.entrants or len(self.ranks) != 2:
            return None
        mine = self.ranks[self.entrants.index(entrant_id)]
        other = self.ranks[1 - self.entrants.index(entrant_id)]
        return 1.0 if mine < other else 0.5 if mine == other else 0.0


def fixture_rows(club: Club, event_id: int) -> list[FixtureRow]:
    """The event's fixtures in play order (pools, winners, losers, final, third place; round, position)."""
    rows = club.db.execute(
        "SELECT f.id, f.bracket, f.round, f.position, f.side_a, f.side_b, f.drawn_match_id, "
        "coalesce(f.match_id, d.match_id), d.status, t.name "
        "FROM fixtures f LEFT JOIN drawn_matches d ON d.id = f.drawn_match_id "
        "LEFT JOIN night_tables t ON t.id = d.table_id WHERE f.event_id = ?", [event_id]).fetchall()
    out = [FixtureRow(*row) for row in rows]
    return sorted(out, key=lambda f: (bracket_order(f.bracket), f.round, f.position))


def bracket_order(bracket: str | None) -> tuple[int, str]:
    """Sort key of a bracket name: rounds of Swiss/round robin, pools, winners, losers, final, third place."""
    order = {None: 0, "winners": 2, "losers": 3, "third-place": 4, "final": 5}
    if bracket is not None and bracket.startswith("pool "):
        return (1, f"{len(bracket):03d}{bracket}")
    return (order.get(bracket, 6), "")


def find_fixture(club: Club, event_id: int, fixture_id: int) -> FixtureRow:
    """The event's fixture with this id (an unknown id names the event)."""
    for f in fixture_rows(club, event_id):
        if f.id == fixture_id:
            return f
    raise no_such_match(fixture_id)


def no_such_match(match_id: int) -> NotFoundError:
    """The refusal of a match id (a fixture's or a club night's drawn match) the event does not have."""
    return NotFoundError(translate("league.tournament.fixtures", "The event has no match with id {id}; 'event matches' lists them.").format(id=match_id))


def outcomes(club: Club, rows: Sequence[FixtureRow], entrants: Sequence[EntrantRow]) -> dict[int, Outcome]:
    """Each played fixture's outcome, by fixture id; a match deleted since counts as not played (one query)."""
    owner = {frozenset(e.player_ids): e.id for e in entrants}
    by_player = {pid: e.id for e in entrants for pid in e.player_ids}
    wanted = sorted({f.match_id for f in rows if f.match_id is not None})
    sides: dict[int, dict[int, tuple[int, float | None, set[int]]]] = {}
    if wanted:
        for match_id, side, rank, score, player_id in club.db.execute(
            "SELECT s.match_id, s.side, s.rank, s.score, p.player_id FROM match_sides s "
            "LEFT JOIN match_players p ON p.match_id = s.match_id AND p.side = s.side "
            "WHERE s.match_id IN (SELECT value FROM json_each(?))", [json.dumps(wanted)]):
            _rank, _score, players = sides.setdefault(match_id, {}).setdefault(side, (rank, score, set()))
            if player_id is not None:
                players.add(player_id)
    out: dict[int, Outcome] = {}
    for f in rows:
        found = sides.get(f.match_id) if f.match_id is not None else None
        if not found or f.match_id is None:
            continue
        ordered = [found[n] for n in sorted(found)]
        out[f.id] = Outcome(f.match_id, tuple(_owner(ids, owner, by_player) for _r, _s, ids in ordered),
                            tuple(r for r, _s, _i in ordered), tuple(s for _r, s, _i in ordered))
    return out


def _owner(ids: set[int], owner: dict[frozenset[int], int], by_player: dict[int, int]) -> int | None:
    found = owner.get(frozenset(ids))
    if found is None:  # a roster with a stand-in: the side belongs to whose players it mostly has
        votes = [by_player[p] for p in ids if p in by_player]
        found = max(set(votes), key=votes.count) if votes else None
    return found


def json_ids(text: str | None) -> list[int]:
    """A JSON list of ids (empty for NULL)."""
    return [int(x) for x in json.loads(text)] if text else []
