"""Which incoming results a club already has, so an import (and a merge, issue 32) adds each result once.

A result is already there when the club has a match with its identity
(:mod:`.result_ids`), or, when the club does not know its identity (a file
without a ``result_id`` column, a result typed in at two clubs), a match of
the same leaderboard at the same moment with the same sides: the same
players on each side, with the same placings and scores (side numbers,
rosters and events aside). Equal results count as many times as they are
there: a club holding one "Ann beat Ben on 2024-05-02" finds one of two such
rows of a file there, and the other new.

The club's candidates are only the matches at the moments the incoming
results name, found through the index by (leaderboard, moment): the work
grows with the results and those matches, never with their product, and the
file needs no new index (issue 17: file size).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sqlite_utils import Database

from ..store.result_origins import matches_by_identity
from .core import ClubCore
from .result_ids import ResultId

#: one side as compared: (placing, score or None, the players' ids in order)
SideKey = tuple[int, tuple[int, float], tuple[int, ...]]


@dataclass(frozen=True)
class IncomingResult:
    """A result to be added: its identity if it has one, its moment, and per side (placing, score, players' name keys)."""

    result_id: ResultId | None
    played_at: str
    sides: Sequence[tuple[int, float | None, Sequence[str]]]


def found_by_identity(core: ClubCore, results: Sequence[IncomingResult]) -> list[int | None]:
    """Per result, the club's match with its identity (None: none, or the result has no identity)."""
    wanted: dict[str, list[int]] = {}
    for r in results:
        if r.result_id is not None:
            wanted.setdefault(r.result_id.club, []).append(r.result_id.number)
    found = matches_by_identity(core.db, wanted) if wanted else {}
    return [found.get((r.result_id.club, r.result_id.number)) if r.result_id is not None else None for r in results]


def already_there(core: ClubCore, leaderboard_id: int, results: Sequence[IncomingResult]) -> list[bool]:
    """Per result, whether the club already has it: by identity, else by moment, sides and placings."""
    return [match is not None for match in found_here(core, leaderboard_id, results)]


def found_here(core: ClubCore, leaderboard_id: int, results: Sequence[IncomingResult],
               claimed: Iterable[int] = ()) -> list[int | None]:
    """Per result, the club's match that is it (None: a new result): by identity, else by moment, sides and
    placings (each of the club's matches stands for one incoming result at most; those in ``claimed`` already
    stand for one found by identity elsewhere)."""
    found = found_by_identity(core, results)
    claimed = {match for match in found if match is not None} | set(claimed)
    candidates = _club_matches(core.db, leaderboard_id, {r.played_at for r, match in zip(results, found) if match is None})
    moments = {key[0] for _match, key in candidates}
    # only a result at a moment the club holds a match at can be one of its matches
    open_ = [i for i, (r, match) in enumerate(zip(results, found)) if match is None and r.played_at in moments]
    players = _player_ids(core.db, {key for i in open_ for _, _, keys in results[i].sides for key in keys})
    keys: dict[int, tuple[str, tuple[SideKey, ...]]] = {}
    for i in open_:
        r = results[i]
        if any(key not in players for _, _, names in r.sides for key in names):
            continue  # a player the club does not know: a new result
        keys[i] = (r.played_at, _content_key((rank, score, [players[key] for key in names]) for rank, score, names in r.sides))
    held: dict[tuple[str, tuple[SideKey, ...]], list[int]] = {}
    for match, key in sorted(candidates):
        if match not in claimed:
            held.setdefault(key, []).append(match)
    for i, key in keys.items():
        copies = held.get(key)
        if copies:
            found[i] = copies.pop(0)
    return found


def _content_key(sides: Iterable[tuple[int, float | None, Sequence[int]]]) -> tuple[SideKey, ...]:
    """The sides as compared, in a fixed order (a side's players sorted; the sides sorted)."""
    return tuple(sorted((int(rank), (0, 0.0) if score is None else (1, float(score)), tuple(sorted(ids)))
                        for rank, score, ids in sides))


def _player_ids(db: Database, keys: set[str]) -> dict[str, int]:
    """name key -> player id, for those of ``keys`` the club has (one indexed lookup each)."""
    if not keys:
        return {}
    return {str(k): int(i) for k, i in db.execute(
        "SELECT name_key, id FROM players WHERE name_key IN (SELECT value FROM json_each(?))", [json.dumps(sorted(keys))])}


def _club_matches(db: Database, leaderboard_id: int, moments: set[str]) -> list[tuple[int, tuple[str, tuple[SideKey, ...]]]]:
    """(match id, (moment, content key)) of the leaderboard's matches at these moments."""
    if not moments:
        return []
    at = {int(m): str(p) for m, p in db.execute(
        "SELECT id, played_at FROM matches WHERE leaderboard_id = ? AND played_at IN (SELECT value FROM json_each(?))",
        [leaderboard_id, json.dumps(sorted(moments))])}
    if not at:
        return []
    ids = json.dumps(sorted(at))
    sides: dict[int, dict[int, tuple[int, float | None, list[int]]]] = {}
    for match_id, side, rank, score in db.execute(
            "SELECT match_id, side, rank, score FROM match_sides WHERE match_id IN (SELECT value FROM json_each(?))", [ids]):
        sides.setdefault(int(match_id), {})[int(side)] = (int(rank), score, [])
    for match_id, side, player_id in db.execute(
            "SELECT match_id, side, player_id FROM match_players WHERE match_id IN (SELECT value FROM json_each(?))", [ids]):
        held = sides.get(int(match_id), {}).get(int(side))
        if held is not None:
            held[2].append(int(player_id))
    return [(match_id, (at[match_id], _content_key(by_side.values()))) for match_id, by_side in sides.items()]
