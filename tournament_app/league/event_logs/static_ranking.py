"""Seed 003's static ranking of one event: least-squares strengths from its pairwise results
(its matches and the frags of its event logs).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ...messages import MessageText, Text, translate
from ...ratings import static_ranking
from ..errors import LeagueError
from .parse import FRAG

if TYPE_CHECKING:
    from ..club import Club


@dataclass(frozen=True)
class RankedPlayer:
    """A player in the static ranking: least-squares strength and the results behind it."""

    rank: int
    player_id: int
    player: str
    strength: float
    results: int
    opponents: int


@dataclass(frozen=True)
class UnrankedPlayer:
    """A player left out of the static ranking, and why."""

    player_id: int
    player: str
    results: int
    reason: MessageText


@dataclass(frozen=True)
class StaticRanking:
    """Seed 003's static ranking of one event."""

    event_id: int
    event: str
    min_results: int
    ranked: list[RankedPlayer]
    unranked: list[UnrankedPlayer]
    pairs: int


def pairwise_results(club: Club, event_id: int) -> tuple[list[int], np.ndarray]:
    """(player ids, matrix a) of one event: ``a[i, j]`` is how often i beat (fragged) j.

    From the event's matches: in a duel with scores, each side's score
    (negative scores count as 0); otherwise every player of a better-placed
    side beat every player of a worse one once, and a shared place is half a
    result each way. From its event logs: every frag (team kills, suicides
    and weighted events have no pairwise result).
    """
    counts: dict[tuple[int, int], float] = {}

    def add(i: int, j: int, amount: float) -> None:
        if amount > 0:
            counts[(i, j)] = counts.get((i, j), 0.0) + amount

    players: dict[int, None] = {}
    for match in club.event_results(event_id):
        sides = match.sides
        for side in sides:
            for p in side.players:
                players.setdefault(p.player_id)
        duel = len(sides) == 2 and all(len(s.players) == 1 and s.score is not None for s in sides)
        if duel:
            (first,), (second,) = sides[0].players, sides[1].players
            add(first.player_id, second.player_id, float(sides[0].score or 0.0))
            add(second.player_id, first.player_id, float(sides[1].score or 0.0))
            continue
        for x in range(len(sides)):
            for y in range(len(sides)):
                if x == y or sides[x].rank > sides[y].rank:
                    continue
                share = 1.0 if sides[x].rank < sides[y].rank else 0.5
                for p in sides[x].players:
                    for q in sides[y].players:
                        add(p.player_id, q.player_id, share)
    if club.db.table("event_logs").exists():
        for pid, in club.db.execute(
            "SELECT DISTINCT p.player_id FROM event_log_players p JOIN event_logs l ON l.id = p.log_id WHERE l.event_id = ?",
            [event_id],
        ):
            players.setdefault(pid)
        for actor, target, n in club.db.execute(
            "SELECT e.actor_id, e.target_id, count(*) FROM event_log_entries e JOIN event_logs l ON l.id = e.log_id "
            "WHERE l.event_id = ? AND e.kind = ? GROUP BY e.actor_id, e.target_id",
            [event_id, FRAG],
        ):
            add(actor, target, float(n))
    ids = list(players)
    index = {pid: n for n, pid in enumerate(ids)}
    a = np.zeros((len(ids), len(ids)), dtype=np.float64)
    for (i, j), amount in counts.items():
        a[index[i], index[j]] += amount
    return ids, a


def event_static_ranking(club: Club, event_id: int, *, min_results: int = 5) -> StaticRanking:
    """Seed 003's least-squares strengths of one event's players from their pairwise results.

    Pairs that never met are skipped (:func:`ratings.static_ranking`).
    Players with fewer than ``min_results`` results against others are left
    out first (the seed: a few 1:0 results otherwise dominate), then the
    largest group of remaining players connected by results is ranked;
    everyone else is listed with the reason.
    """
    if min_results < 1:
        raise LeagueError(translate("league.event_logs.static_ranking", "The minimum number of results must be at least 1."))
    event = club.event(event_id)
    ids, a = pairwise_results(club, event_id)
    names = {pid: club.player(pid).name for pid in ids}
    met_total = a + a.T
    results = met_total.sum(axis=1)
    unranked: list[UnrankedPlayer] = []
    keep = []
    for n, pid in enumerate(ids):
        count = int(round(results[n]))
        if results[n] == 0:
            unranked.append(UnrankedPlayer(pid, names[pid], 0, translate(
                "league.event_logs.static_ranking", "no result against another player")))
        elif results[n] < min_results:
            unranked.append(UnrankedPlayer(pid, names[pid], count, _too_few(results[n], min_results)))
        else:
            keep.append(n)
    group = _largest_group(met_total, keep)
    for n in keep:
        if n not in group:
            unranked.append(UnrankedPlayer(ids[n], names[ids[n]], int(round(results[n])), translate(
                "league.event_logs.static_ranking", "no results connecting them to the ranked group")))
    order = sorted(group)
    ranked: list[RankedPlayer] = []
    pairs = 0
    if order:
        sub = a[np.ix_(order, order)]
        strengths = static_ranking(sub)
        sub_met = sub + sub.T
        pairs = int(np.count_nonzero(np.triu(sub_met, 1)))
        rows = sorted(
            zip(order, strengths.tolist()),
            key=lambda item: (-item[1], names[ids[item[0]]].casefold()),
        )
        for rank, (n, strength) in enumerate(rows, start=1):
            k = order.index(n)
            ranked.append(RankedPlayer(rank, ids[n], names[ids[n]], strength, int(round(sub_met[k].sum())),
                                       int(np.count_nonzero(sub_met[k]))))
    unranked.sort(key=lambda u: (-u.results, u.player.casefold()))
    return StaticRanking(event.id, event.name, min_results, ranked, unranked, pairs)


def _too_few(value: float, needed: int) -> Text:
    """Why a player with ``value`` results (a shared place counts half) is not ranked."""
    if value == int(value):
        return translate(
            "league.event_logs.static_ranking", "only %n result(s) (at least {needed} needed)", None, int(value),
        ).format(needed=needed)
    return translate("league.event_logs.static_ranking", "only {count:g} results (at least {needed} needed)").format(
        count=value, needed=needed)


def _largest_group(met: np.ndarray, members: Sequence[int]) -> set[int]:
    """The largest set of ``members`` connected by results among themselves (ties: the first found)."""
    left = set(members)
    best: set[int] = set()
    while left:
        start = min(left)
        group = {start}
        todo = [start]
        while todo:
            i = todo.pop()
            for j in _neighbours(met, i, left):
                if j not in group:
                    group.add(j)
                    todo.append(j)
        left -= group
        if len(group) > len(best):
            best = group
    return best


def _neighbours(met: np.ndarray, i: int, among: Iterable[int]) -> list[int]:
    return [j for j in among if j != i and met[i, j] > 0]
