"""The pairing criteria of one bracket as edge weights, most important first (C.04.3 2025, article 3).

Every matching the engine compares matches every player (a bye vertex
takes the odd one out), so each criterion is a cost on the edges that the
matching sums: the weight of an edge is minus its costs, each criterion's
total kept below the smallest unit of the criterion above it. Costs:

- C5: a bracket player not paired in the bracket (a downfloater);
- C6: the pairing score difference (PSD), as a sum of powers that orders
  the sorted score differences lexicographically;
- C7, C8: the same for the next bracket (this bracket's downfloaters and
  the next score group);
- C9: the unplayed games of the player who gets the pairing-allocated bye,
  only in a bracket that downfloats exactly one player (the one who gets it);
- C10 to C13: the colour criteria of a bracket pair;
- C14 to C21: the same float as one or two rounds before, then their score
  differences;
- last, the order in which the rules generate the candidates (exchanges,
  then transpositions), so that of the best pairings the first one wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
import math
from dataclasses import dataclass, field

from .colours import allocate, missed_preferences
from .model import Colour
from .players import Float, PlayerState

BYE = -1  # the bye vertex's player index


@dataclass
class Bracket:
    """One bracket to pair: indexes into the pool of players still to pair."""

    pool: Sequence[PlayerState]
    members: list[int]  # bracket players, in bracket order (BSN 1 first)
    movers: set[int]  # the moved-down players among them
    next_members: list[int]  # the next score group
    colours: bool
    initial: Colour
    rank: dict[int, int]  # pool index -> overall ranking position (0 = highest)
    place: dict[int, int]  # pool index -> place by pairing number among the players paired (1 = first)
    order: "Order | None" = None
    bye_unplayed: bool = True  # C9 applies: the bracket downfloats exactly one player


@dataclass
class Order:
    """Who is where in the candidates' generation order (C.04.3 2025, article 4)."""

    heads: set[int]  # the original S1 (by pool index)
    position: dict[int, int]  # BSN within the (sub)bracket, 1-based
    size: int
    kind: str  # "movers": edges mover-resident; "remainder": resident-resident edges among ``position``


@dataclass
class Fields:
    """Criteria as costs, most significant first; :meth:`weights` packs them into one integer per edge."""

    names: list[str] = field(default_factory=list)
    bounds: list[int] = field(default_factory=list)

    def add(self, name: str, bound: int) -> int:
        self.names.append(name)
        self.bounds.append(bound)
        return len(self.names) - 1

    def multipliers(self) -> list[int]:
        mults = [0] * len(self.bounds)
        m = 1
        for i in range(len(self.bounds) - 1, -1, -1):
            mults[i] = m
            m *= self.bounds[i] + 1
        return mults


def edge_costs(bracket: Bracket) -> Callable[[int, int], int]:
    """A function giving each edge (pool indexes, BYE for the bye vertex) its weight: minus its packed costs."""
    pool = bracket.pool
    members = set(bracket.members)
    next_members = set(bracket.next_members)
    scale = math.lcm(*(p.score.denominator for p in pool)) if pool else 1
    score = [int(p.score * scale) for p in pool]  # scores as integers (a Fraction costs more than the rest)
    residents = [i for i in bracket.members if i not in bracket.movers]
    low = min(score[i] for i in (residents or bracket.members))
    next_low = min((score[i] for i in bracket.next_members), default=0)
    one = scale
    sd_values: set[int] = {0}
    for i in bracket.members:
        sd_values.add(score[i] - (low - one))
        sd_values.add(score[i] - next_low)
        sd_values.add(score[i] - (next_low - one))
        sd_values.add(score[i] - low)
    for i in bracket.next_members:
        sd_values.add(score[i] - (next_low - one))
    level = {v: k for k, v in enumerate(sorted(sd_values))}
    nb = len(bracket.members) + len(bracket.next_members) + 2
    base = nb + 1
    top = len(level)

    powers: dict[int, int] = {sd: base ** k for sd, k in level.items()}
    psd = powers.__getitem__

    psd_bound = base ** top * nb
    f = Fields()
    scores = sorted(set(score))
    score_level = {s: k for k, s in enumerate(scores)}
    bye_score = f.add("bye score", len(scores))
    c5 = f.add("C5", nb)
    c6 = f.add("C6", psd_bound)
    c7 = f.add("C7", nb)
    c8 = f.add("C8", psd_bound)
    max_unplayed = max((p.unplayed for p in pool), default=0)
    c9 = f.add("C9", max_unplayed)
    colour_fields = [f.add(n, 2 * nb) for n in ("C10", "C11", "C12", "C13")] if bracket.colours else []
    float_fields = [f.add(n, 2 * nb) for n in ("C14", "C15", "C16", "C17")]
    sd_fields = [f.add(n, 2 * psd_bound) for n in ("C18", "C19", "C20", "C21")]
    order = bracket.order
    order_fields: list[int] = []
    if order is not None:
        size = order.size
        order_fields = [
            f.add("exchange size", size),
            f.add("exchange sum", size * size),
            f.add("exchange highest", 2 ** (size + 1) * size),
            f.add("exchange lowest", 2 ** (size + 1) * size),
            f.add("transposition", (size + 1) ** (size + 2)),
        ]
    mult = f.multipliers()
    movers = bracket.movers
    rank = bracket.rank

    def cost(u: int, v: int) -> int:
        if v in members and u not in members:
            u, v = v, u
        total = 0
        if u == BYE:
            u, v = v, u
        if v == BYE:
            p = pool[u]
            total += mult[bye_score] * score_level[score[u]]
            if u in members and bracket.bye_unplayed:  # C9 judges the bracket the bye's player leaves
                total += mult[c9] * p.unplayed
        if u in members:
            pu = pool[u]
            if v in members:  # a pair of this bracket
                pv = pool[v]
                total += mult[c6] * psd(abs(score[u] - score[v]))
                if bracket.colours:
                    higher = rank[u] < rank[v]
                    colour = allocate(pu, pv, higher, bracket.initial, bracket.place[u if higher else v])
                    for index, count in zip(colour_fields, missed_preferences(pu, pv, colour)):
                        total += mult[index] * count
                mover, resident = (u, v) if u in movers else (v, u) if v in movers else (-1, -1)
                if mover >= 0:
                    pm, pr = pool[mover], pool[resident]
                    sd = score[mover] - score[resident]
                    for back in (0, 1):
                        if pm.floats[back] is Float.DOWN:
                            total += mult[float_fields[2 * back]] + mult[sd_fields[2 * back]] * psd(sd)
                        if pr.floats[back] is Float.UP:
                            total += mult[float_fields[2 * back + 1]] + mult[sd_fields[2 * back + 1]] * psd(sd)
                if order is not None:
                    total += _order_cost(order, u, v, movers, order_fields, mult)
            else:  # u floats down
                total += mult[c5] * 1 + mult[c6] * psd(score[u] - (low - one))
                for back in (0, 1):
                    if pu.floats[back] is Float.DOWN:
                        total += mult[float_fields[2 * back]] + mult[sd_fields[2 * back]] * psd(score[u] - (low - one))
                if v in next_members:
                    total += mult[c8] * psd(score[u] - score[v])
                else:
                    total += mult[c7] + mult[c8] * psd(score[u] - (next_low - one))
            return -total
        if u in next_members or v in next_members:
            if u in next_members and v in next_members:
                return -total
            x = u if u in next_members else v
            total += mult[c7] + mult[c8] * psd(score[x] - (next_low - one))
        return -total

    return cost


def _order_cost(order: Order, u: int, v: int, movers: set[int], fields: list[int], mult: list[int]) -> int:
    position = order.position
    if order.kind == "movers":
        if (u in movers) == (v in movers):
            return 0
        head, other = (u, v) if u in movers else (v, u)
    else:
        if u in movers or v in movers or u not in position or v not in position:
            return 0
        head, other = (u, v) if position[u] < position[v] else (v, u)
    size = order.size
    h = position[head]
    total = mult[fields[1]] * h
    if head in order.heads:
        total += mult[fields[2]] * (2 ** h)
    else:
        total += mult[fields[0]] + mult[fields[3]] * (2 ** (size + 1) - 2 ** (size + 1 - h))
    total += mult[fields[4]] * position[other] * (size + 1) ** (size + 1 - h)
    return int(total)
