"""Writing a merge's new results in bulk, each keeping its identity, in an order that does not depend on which
file was merged into which.

A leaderboard's order is ``(played_at, seq)``. A new result at a moment the
club has no match at keeps the other file's order there. Where both files
have results at one moment that the other lacks (results typed with a date
only, on two laptops), the results both have stay in their order, and
between two of them the run of this club's own and the run of the other
file's come one after the other: the run whose first result has the smaller
identity first. Both files agree on every identity, so merging A into B
and B into A orders (and so rates) the moment alike.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ...store.bulk_insert import insert_after_all
from ..club import Club
from ..result_ids import ResultId, result_id_of, take_match_numbers
from .plan import MergePlan
from .rows import IdMaps
from .source import OtherMatch

#: a place in a leaderboard's order: (moment, seq)
Position = tuple[str, int]


@dataclass(frozen=True)
class _Entry:
    """One result at a contested moment: this club's match (``here``), or a new one of the other file."""

    here: int | None = None
    new: OtherMatch | None = None


def write_results(club: Club, plan: MergePlan, maps: IdMaps) -> dict[int, Position]:
    """Insert the new results (their sides, players, games and identities); returns, per leaderboard here, the
    first position a replay must start from. ``maps.matches`` gets every other match id that is here now."""
    maps.matches.update(plan.same_matches)
    starts: dict[int, Position] = {}
    placed: list[tuple[int, int, OtherMatch]] = []  # (board here, seq, match)
    for board_id, new in plan.new_matches.items():
        if not new:
            continue
        board = maps.boards[board_id]
        seqs, first = _sequence(club, board, plan.other.matches_of(board_id), new, plan.same_matches)
        placed.extend((board, seqs[m.id], m) for m in new)
        starts[board] = first
    if not placed:
        return starts
    placed.sort(key=lambda p: (p[0], p[2].played_at, p[1]))
    first_id = take_match_numbers(club, len(placed))
    rows: list[tuple[object, ...]] = []
    sides: list[tuple[object, ...]] = []
    players: list[tuple[object, ...]] = []
    games: list[tuple[object, ...]] = []
    for match_id, (board, seq, m) in enumerate(placed, start=first_id):
        maps.matches[m.id] = match_id
        event = maps.events.get(m.event_id) if m.event_id is not None else None
        rows.append((match_id, board, event, m.played_at, seq, m.notes, m.created_at))
        sides.extend((match_id, side, maps.teams.get(team) if team is not None else None, rank, score)
                     for side, team, rank, score in m.sides)
        players.extend((match_id, slot, side, maps.players[pid], weight) for slot, side, pid, weight in m.players)
        games.extend((match_id, game, maps.players[pid], score) for game, pid, score in m.games)
    # every new id is above every id the file holds: each table's rows go in as one logged run (store/bulk_insert.py)
    insert_after_all(club.db, "matches", ("id", "leaderboard_id", "event_id", "played_at", "seq", "notes", "created_at"), rows)
    insert_after_all(club.db, "match_sides", ("match_id", "side", "team_id", "rank", "score"), sorted(sides, key=_key2))
    insert_after_all(club.db, "match_players", ("match_id", "slot", "side", "player_id", "weight"), sorted(players, key=_key2))
    insert_after_all(club.db, "match_games", ("match_id", "game", "player_id", "score"), games)
    _add_origins(club, [(maps.matches[m.id], m.identity) for _b, _s, m in placed])
    return starts


def _key2(row: tuple[object, ...]) -> tuple[int, int]:
    return (int(row[0]), int(row[1]))  # type: ignore[call-overload]


def _add_origins(club: Club, origins: list[tuple[int, ResultId]]) -> None:
    """Keep each new match's identity (``match_origins``, ids counting up: one logged run)."""
    for name in sorted({identity.club for _m, identity in origins}):
        club.db.execute("INSERT OR IGNORE INTO result_origins (club) VALUES (?)", [name])
    clubs = {str(c): int(i) for i, c in club.db.execute(
        "SELECT id, club FROM result_origins WHERE club IN (SELECT value FROM json_each(?))",
        [json.dumps(sorted({identity.club for _m, identity in origins}))])}
    insert_after_all(club.db, "match_origins", ("match_id", "origin", "number"),
                     [(match_id, clubs[identity.club], identity.number) for match_id, identity in sorted(origins)])


def _sequence(club: Club, board: int, theirs: Sequence[OtherMatch], new: Sequence[OtherMatch],
              same: dict[int, int]) -> tuple[dict[int, int], Position]:
    """The ``seq`` of each new match (other id -> seq) and the first position that changed; reorders this
    club's matches at a moment both files added to (see the module's docstring)."""
    moments = sorted({m.played_at for m in new})
    held: dict[str, list[tuple[int, int]]] = {}
    for match_id, at, seq in club.db.execute(
            "SELECT id, played_at, seq FROM matches WHERE leaderboard_id = ? AND played_at IN (SELECT value FROM json_each(?)) "
            "ORDER BY played_at, seq", [board, json.dumps(moments)]):
        held.setdefault(str(at), []).append((int(match_id), int(seq)))
    by_moment: dict[str, list[OtherMatch]] = {}
    for m in theirs:
        if m.played_at in held or m.id not in same:
            by_moment.setdefault(m.played_at, []).append(m)
    seqs: dict[int, int] = {}
    first: Position | None = None
    for at in moments:
        ours = held.get(at, [])
        entries = [m for m in by_moment.get(at, [])]
        if not ours:
            for seq, m in enumerate((m for m in entries if m.id not in same), start=1):
                seqs[m.id] = seq
            start: Position = (at, 1)
        else:
            start = _interleave(club, board, at, ours, entries, same, seqs)
        first = start if first is None else min(first, start)
    assert first is not None
    return seqs, first


def _interleave(club: Club, board: int, at: str, ours: list[tuple[int, int]], theirs: list[OtherMatch],
                same: dict[int, int], seqs: dict[int, int]) -> Position:
    """Order one moment that both files hold results at; sets the new ones' seqs and renumbers this club's where
    the order moves them. Returns the first position whose match changed."""
    our_ids = [match_id for match_id, _seq in ours]
    here = set(our_ids)
    anchors = [same[m.id] for m in theirs if same.get(m.id) in here]
    if [i for i in our_ids if i in set(anchors)] != anchors:
        # the two files hold their common results in different orders here: keep this club's, the new ones after
        top = ours[-1][1]
        for n, late in enumerate((m for m in theirs if m.id not in same), start=top + 1):
            seqs[late.id] = n
        return (at, top + 1)
    order: list[_Entry] = []
    their_run: list[OtherMatch] = []
    ours_left = iter(our_ids)
    ends: list[OtherMatch | None] = [*theirs, None]
    for end in ends:
        if end is not None and end.id not in same:
            their_run.append(end)
            continue
        if end is not None and same[end.id] not in here:
            continue  # the same result is here at another moment (corrected in one file)
        anchor = same[end.id] if end is not None else None
        our_run: list[int] = []
        for match_id in ours_left:
            if match_id == anchor:
                break
            our_run.append(match_id)
        ours_first = not (our_run and their_run) or _rank(result_id_of(club, our_run[0])) < _rank(their_run[0].identity)
        runs = [[_Entry(here=i) for i in our_run], [_Entry(new=x) for x in their_run]]
        for run in runs if ours_first else runs[::-1]:
            order.extend(run)
        if anchor is not None:
            order.append(_Entry(here=anchor))
        their_run = []
    return _renumber(club, board, at, ours, order, seqs)


def _rank(identity: ResultId) -> tuple[str, int]:
    return (identity.club, identity.number)


def _renumber(club: Club, board: int, at: str, ours: list[tuple[int, int]], order: list[_Entry],
              seqs: dict[int, int]) -> Position:
    """Give the moment's matches seqs 1, 2, ... in ``order``; returns the first position that changed."""
    old = dict(ours)
    moved = [(n, e.here) for n, e in enumerate(order, start=1) if e.here is not None and old[e.here] != n]
    for n, e in enumerate(order, start=1):
        if e.new is not None:
            seqs[e.new.id] = n
    if moved:
        club.db.conn.executemany("UPDATE matches SET seq = ? WHERE id = ?", [(-n, i) for n, i in moved])
        club.db.conn.executemany("UPDATE matches SET seq = ? WHERE id = ?", [(n, i) for n, i in moved])
    changed = [n for n, e in enumerate(order, start=1) if e.new is not None or (e.here is not None and old[e.here] != n)]
    return (at, min(changed))
