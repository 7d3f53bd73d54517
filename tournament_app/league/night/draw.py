"""The pure club night draw: players are any hashable keys, ratings and the leaderboard's model come in,
drawn matches come out; nothing touches a database (the ``draw`` command and the tests use it directly).

The modes are described in :mod:`tournament_app.league.night`; DYP pairing is :mod:`.dyp`.

Skill balance: the cost of a round is Σ|p − ½| over its matches (p the first
side's predicted win chance, from the model's ``predict_win``) plus
:data:`PARTNER_REPEAT_COST` for every earlier time two partners played together
and :data:`OPPONENT_REPEAT_COST` for every earlier meeting of two opponents;
a seeded local search (swap two players while it helps, several random
starts) finds a cheap round. Sitting out: whoever played most so far sits
first (ties: who sat least, then the seeded random draw), so nobody sits
twice before everyone present has sat once, and late arrivals, who missed
rounds already, are not the first to sit.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ...ratings import Rating, RatingModel
from ...messages import translate
from ..planning import seeding
from ..planning.predictions import predict_chances
from .dyp import DYP_TITLE, pair_round
from .dyp import partners as dyp_partners
from ..errors import LeagueError
from ..limits import MAX_ROUNDS, MAX_TABLES, whole_number
from .rounds import DrawnMatch, DrawnRound

K = TypeVar("K", bound=Hashable)

MODES = ("dyp", "rotating", "swiss", "round-robin")
MODE_TITLES = {
    "dyp": DYP_TITLE,
    "rotating": "Rotating partners (individual standings)",
    "swiss": "Swiss (one against one)",
    "round-robin": "Round robin (one against one)",
}
#: the modes in a sentence ("A DYP round needs...")
MODE_NAMES = {"dyp": "DYP", "rotating": "rotating partners", "swiss": "Swiss", "round-robin": "round robin"}
#: a mode's "too few players" sentence, whole (a mode's name takes different words around it in each language)
_TOO_FEW = {
    "dyp": translate("league.night.draw", "A DYP round needs at least {needed} players present (there are {count})."),
    "rotating": translate("league.night.draw",
                          "A rotating partners round needs at least {needed} players present (there are {count})."),
    "swiss": translate("league.night.draw", "A Swiss round needs at least {needed} players present (there are {count})."),
    "round-robin": translate("league.night.draw",
                             "A round robin round needs at least {needed} players present (there are {count})."),
}
#: players per side in each mode
TEAM_SIZE = {"dyp": 2, "rotating": 2, "swiss": 1, "round-robin": 1}
#: cost of pairing two partners again, per earlier time they played together
PARTNER_REPEAT_COST = 10.0
#: cost of two opponents meeting again, per earlier meeting
OPPONENT_REPEAT_COST = 1.0
#: random starts of the local search per round
RESTARTS = 8


def check_mode(mode: str) -> None:
    """Refuse a draw mode this version does not know."""
    if mode not in MODES:
        raise LeagueError(translate("league.night.draw", "Unknown draw mode {mode!r} (known: {known}).").format(mode=mode, known=", ".join(MODES)))


@dataclass(frozen=True)
class PastRound:
    """A round already drawn, as the draw needs it: its mode, matches (sides of keys) and who sat out."""

    mode: str
    matches: tuple[tuple[tuple[Hashable, ...], ...], ...]
    sitting_out: tuple[Hashable, ...] = ()
    #: DYP: the night's fixed pairs after this round (None: not known, read from the matches)
    pairs: tuple[tuple[Hashable, Hashable], ...] | None = None


@dataclass(frozen=True)
class Draw:
    """One drawn round in keys: matches as sides of keys, their win chances, who sits out."""

    matches: tuple[tuple[tuple[Hashable, ...], ...], ...]
    win_probability: tuple[tuple[float, ...], ...]
    sitting_out: tuple[Hashable, ...]
    #: DYP: the night's fixed pairs after this round (a side that is not one is a stand-in); () in other modes
    pairs: tuple[tuple[Hashable, Hashable], ...] = ()


@dataclass
class _History:
    partners: Counter[frozenset[Hashable]] = field(default_factory=Counter)
    opponents: Counter[frozenset[Hashable]] = field(default_factory=Counter)
    sat: Counter[Hashable] = field(default_factory=Counter)
    played: Counter[Hashable] = field(default_factory=Counter)
    #: the latest DYP partner of each player
    dyp_partner: dict[Hashable, Hashable] = field(default_factory=dict)


def _history(rounds: Iterable[PastRound]) -> _History:
    h = _History()
    for past in rounds:
        for key in past.sitting_out:
            h.sat[key] += 1
        if past.pairs is not None:
            h.dyp_partner = dyp_partners(past.pairs)
        for sides in past.matches:
            for i, side in enumerate(sides):
                for key in side:
                    h.played[key] += 1
                for a in range(len(side)):
                    for b in range(a + 1, len(side)):
                        h.partners[frozenset((side[a], side[b]))] += 1
                if past.mode == "dyp" and past.pairs is None and len(side) == 2 and not (set(side) & h.dyp_partner.keys()):
                    # rounds saved before pairs were stored: a player's DYP partner is the
                    # first one drawn; a stand-in for a round does not replace them
                    h.dyp_partner[side[0]] = side[1]
                    h.dyp_partner[side[1]] = side[0]
                for other in sides[i + 1:]:
                    for x in side:
                        for y in other:
                            h.opponents[frozenset((x, y))] += 1
    return h


class _Chances:
    """The model's win chances for sides of keys, cached (the local search asks the same ones often)."""

    def __init__(self, model: RatingModel, ratings: Mapping[Hashable, Rating]) -> None:
        self.model = model
        self.ratings = ratings
        self._cache: dict[tuple[tuple[Hashable, ...], ...], tuple[float, ...]] = {}

    def __call__(self, sides: Sequence[Sequence[Hashable]]) -> tuple[float, ...]:
        key = tuple(tuple(s) for s in sides)
        found = self._cache.get(key)
        if found is None:
            teams = [[self.rating(k) for k in side] for side in sides]
            found = tuple(float(p) for p in predict_chances(self.model, teams))
            self._cache[key] = found
        return found

    def rating(self, key: Hashable) -> Rating:
        rating = self.ratings.get(key)
        return rating if rating is not None else self.model.new_rating()


def _sit_out(units: list[tuple[Hashable, ...]], count: int, h: _History, rng: random.Random) -> tuple[list[tuple[Hashable, ...]], list[tuple[Hashable, ...]]]:
    """(units who play, units who sit): who played most tonight sits first, then who sat least, then by lot.

    With everyone there all night, "played most" is "sat least", so nobody
    sits twice before everyone has sat once; a late arrival (or someone back
    from being away) has missed rounds already and is not made to sit again.
    """
    if count <= 0:
        return units, []
    lots = {u: rng.random() for u in units}
    order = sorted(units, key=lambda u: (-sum(h.played[k] for k in u), sum(h.sat[k] for k in u), lots[u]))
    sitting = order[:count]
    return [u for u in units if u not in sitting], sitting


def _round_cost(matches: Sequence[Sequence[Sequence[Hashable]]], chances: _Chances, h: _History) -> float:
    return sum(_match_cost(m, chances, h) for m in matches)


def _match_cost(sides: Sequence[Sequence[Hashable]], chances: _Chances, h: _History) -> float:
    p = chances(sides)
    cost = abs(p[0] - 0.5) if len(p) == 2 else max(p) - min(p)
    for i, side in enumerate(sides):
        for a in range(len(side)):
            for b in range(a + 1, len(side)):
                cost += PARTNER_REPEAT_COST * h.partners[frozenset((side[a], side[b]))]
        for other in sides[i + 1:]:
            for x in side:
                for y in other:
                    cost += OPPONENT_REPEAT_COST * h.opponents[frozenset((x, y))]
    return cost


def _local_search(units: list[Any], per_match: int, side_size: int, chances: _Chances, h: _History,
                  rng: random.Random, *, flatten: bool) -> list[list[list[Hashable]]]:
    """Matches of ``per_match`` units each, cheapest found by swapping two units while it helps.

    A unit is one player (``flatten`` False: sides of ``side_size`` players are
    consecutive slots) or a fixed pair (``flatten`` True: each unit is a side).
    """
    n_matches = len(units) // per_match

    def match_of(slots: list[Any], m: int) -> list[list[Hashable]]:
        chunk = slots[m * per_match:(m + 1) * per_match]
        if flatten:
            return [list(u) for u in chunk]
        return [list(chunk[s * side_size:(s + 1) * side_size]) for s in range(per_match // side_size)]

    best: list[Any] | None = None
    best_cost = float("inf")
    for _ in range(RESTARTS):
        slots = list(units)
        rng.shuffle(slots)
        costs = [_match_cost(match_of(slots, m), chances, h) for m in range(n_matches)]
        improved = True
        while improved:
            improved = False
            for i in range(len(slots)):
                for j in range(i + 1, len(slots)):
                    mi, mj = i // per_match, j // per_match
                    if mi == mj and (flatten or (i // side_size) == (j // side_size)):
                        continue
                    slots[i], slots[j] = slots[j], slots[i]
                    ci = _match_cost(match_of(slots, mi), chances, h)
                    cj = _match_cost(match_of(slots, mj), chances, h) if mj != mi else 0.0
                    before = costs[mi] + (costs[mj] if mj != mi else 0.0)
                    if ci + cj < before - 1e-12:
                        costs[mi] = ci
                        if mj != mi:
                            costs[mj] = cj
                        improved = True
                    else:
                        slots[i], slots[j] = slots[j], slots[i]
        total = sum(costs)
        if total < best_cost - 1e-12:
            best, best_cost = list(slots), total
    assert best is not None
    return [match_of(best, m) for m in range(n_matches)]


def draw_round(
    players: Sequence[K],
    ratings: Mapping[K, Rating],
    model: RatingModel,
    mode: str,
    *,
    history: Sequence[PastRound] = (),
    scores: Mapping[K, float] | None = None,
    rng: random.Random | None = None,
) -> Draw:
    """Draw the next round for ``players`` (the ones present), balanced by the model's win chances.

    ``history`` is the night's earlier rounds (partners, opponents and
    sitting out are read from it); ``scores`` the night's points per player
    (Swiss only). Raises :class:`LeagueError` when too few players are present.
    """
    check_mode(mode)
    rng = rng if rng is not None else random.Random()
    keys: list[Hashable] = list(dict.fromkeys(players))
    if len(keys) != len(players):
        raise LeagueError(translate("league.night.draw", "A player is listed twice among those present."))
    size = TEAM_SIZE[mode]
    if len(keys) < 2 * size:
        raise LeagueError(_TOO_FEW[mode].format(needed=2 * size, count=len(keys)))
    h = _history(history)
    chances = _Chances(model, ratings)  # type: ignore[arg-type]
    pairs: tuple[tuple[Hashable, Hashable], ...] = ()
    if mode == "dyp":
        matches, sitting, pairs = _draw_dyp(keys, h, chances, rng)
    elif mode == "rotating":
        playing, sit = _sit_out([(k,) for k in keys], len(keys) % 4, h, rng)
        sitting = [u[0] for u in sit]
        matches = _local_search([u[0] for u in playing], 4, 2, chances, h, rng, flatten=False)
    elif mode == "swiss":
        points: dict[Hashable, float] = {k: float(v) for k, v in (scores or {}).items()}
        matches, sitting = _draw_swiss(keys, h, chances, points, rng)
    else:
        matches, sitting = _draw_round_robin(keys, h, chances, rng)
    ordered = []
    for sides in matches:
        # the stronger side first, as on a score sheet
        sides = [sorted(s, key=lambda k: -chances.rating(k).mu) for s in sides]
        p = chances(sides)
        if len(p) == 2 and p[1] > p[0]:
            sides.reverse()
        ordered.append(tuple(tuple(s) for s in sides))
    ordered.sort(key=lambda m: -max(chances.rating(k).mu for side in m for k in side))
    return Draw(tuple(ordered), tuple(chances(m) for m in ordered), tuple(sitting), pairs)


def _draw_dyp(keys: list[Hashable], h: _History, chances: _Chances,
              rng: random.Random) -> tuple[list[list[list[Hashable]]], list[Hashable], tuple[tuple[Hashable, Hashable], ...]]:
    known: dict[frozenset[Hashable], tuple[Hashable, Hashable]] = {}
    for a, b in h.dyp_partner.items():
        known.setdefault(frozenset((a, b)), (a, b))
    drawn = pair_round(keys, list(known.values()), lambda k: chances.rating(k).mu, h.played, h.sat, rng)
    if len(drawn.sides) < 2:
        raise LeagueError(translate("league.night.draw", "A DYP round needs at least 2 pairs playing (there are {count}).").format(count=len(drawn.sides)))
    # pairs meet pairs as evenly as the model predicts; no pair is changed here
    matches = _local_search(list(drawn.sides), 2, 1, chances, h, rng, flatten=True)
    return matches, list(drawn.sitting_out), drawn.pairs


def _draw_swiss(keys: list[Hashable], h: _History, chances: _Chances, scores: Mapping[Hashable, float],
                rng: random.Random) -> tuple[list[list[list[Hashable]]], list[Hashable]]:
    playing, sit = _sit_out([(k,) for k in keys], len(keys) % 2, h, rng)
    entrants = [seeding.SwissPlayer(u[0], float(scores.get(u[0], 0.0)), chances.rating(u[0]).mu) for u in playing]
    met = {pair for pair, n in h.opponents.items() if n}
    try:
        pairs, _bye = seeding.swiss_pairings(entrants, met)
    except seeding.NoPairingError:
        # everyone has met everyone: repeat as few as Swiss order allows
        pairs, _bye = seeding.swiss_pairings(entrants, ())
    return [[[a], [b]] for a, b in pairs], [u[0] for u in sit]


def _draw_round_robin(keys: list[Hashable], h: _History, chances: _Chances,
                      rng: random.Random) -> tuple[list[list[list[Hashable]]], list[Hashable]]:
    ranked = sorted(keys, key=lambda k: (-chances.rating(k).mu, str(k)))
    least_sat = min(h.sat[k] for k in keys)
    best: tuple[tuple[float, ...], list[list[list[Hashable]]], list[Hashable]] | None = None
    for schedule_round in seeding.round_robin(len(ranked)):
        matches = [[[ranked[a]], [ranked[b]]] for a, b in schedule_round if b is not None]
        sitting = [ranked[a] for a, b in schedule_round if b is None]
        rematches = sum(h.opponents[frozenset((m[0][0], m[1][0]))] for m in matches)
        unfair_sit = sum(h.sat[k] - least_sat for k in sitting)
        score = (float(rematches), float(unfair_sit), _round_cost(matches, chances, h), rng.random())
        if best is None or score < best[0]:
            best = (score, matches, sitting)
    assert best is not None
    return best[1], best[2]


def draw_rounds(
    players: Sequence[str],
    ratings: Mapping[str, Rating],
    model: RatingModel,
    mode: str,
    rounds: int,
    *,
    tables: int | None = None,
    seed: int = 0,
) -> list[DrawnRound]:
    """Draw ``rounds`` rounds for a fixed set of players, no database (the ``draw`` command).

    Tables are numbered "1".."T"; with fewer tables than matches, the
    matches beyond them wait in the queue (their ``table`` is None). Without
    ``tables`` every match gets its own table. No results are known, so
    Swiss pairs on ratings alone.
    """
    whole_number(rounds, "rounds", 1, MAX_ROUNDS)
    if tables is not None:
        whole_number(tables, "tables", 1, MAX_TABLES)
    rng = random.Random(seed)
    history: list[PastRound] = []
    out = []
    for number in range(1, rounds + 1):
        draw = draw_round(players, ratings, model, mode, history=history, rng=rng)
        history.append(PastRound(mode, draw.matches, draw.sitting_out, draw.pairs if mode == "dyp" else None))
        out.append(
            DrawnRound(
                number,
                tuple(
                    DrawnMatch(str(i + 1) if tables is None or i < tables else None, tuple(tuple(map(str, s)) for s in sides), p)
                    for i, (sides, p) in enumerate(zip(draw.matches, draw.win_probability))
                ),
                tuple(map(str, draw.sitting_out)),
                tuple((str(a), str(b)) for a, b in draw.pairs),
            )
        )
    return out


def rounds_as_dict(rounds: Sequence[DrawnRound]) -> dict[str, Any]:
    """The ``draw`` command's JSON: ``{"rounds": [{"round", "matches": [{"table", "sides", "win_probability"}], "sitting_out"}]}``.

    DYP rounds also carry ``"pairs"`` (the night's fixed pairs) and
    ``"stand_ins"`` (this round's sides that are not a fixed pair).
    """
    return {
        "rounds": [
            {
                "round": r.round,
                "matches": [
                    {"table": m.table, "sides": [list(s) for s in m.sides], "win_probability": [round(p, 4) for p in m.win_probability]}
                    for m in r.matches
                ],
                "sitting_out": list(r.sitting_out),
                # DYP only: the fixed pairs, and the sides of this round that are not one (stand-ins)
                **({"pairs": [list(p) for p in r.pairs],
                    "stand_ins": [list(s) for m in r.matches for s in m.sides if s not in r.pairs and s[::-1] not in r.pairs]}
                   if r.pairs else {}),
            }
            for r in rounds
        ]
    }


__all__ = ["MODES", "MODE_NAMES", "MODE_TITLES", "TEAM_SIZE", "Draw", "check_mode", "PastRound", "draw_round", "draw_rounds", "rounds_as_dict"]
