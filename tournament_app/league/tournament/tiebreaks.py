"""Tie-breaks of a Swiss, round robin or pool table, computed from the games (pure, seeds 1..n).

Points: a win 1, a draw ½, a loss 0, a bye ``bye_points``. ``byes`` maps a
seed to the number of byes it received; a bye is a *pairing-allocated* bye
(the entrant was left over and scored ``bye_points`` without playing). A
round robin's rest rounds, which score nothing and fall to everyone once,
are not byes in this sense: callers leave them out of ``byes``.

The tie-breaks (names as in :data:`.values.TIEBREAKS`; values are keyed by
the command line's JSON keys, ``-`` written ``_``):

* ``buchholz``: the sum of the opponents' final scores.
* ``buchholz_cut1``: Buchholz without its least significant (lowest) value.
* ``median_buchholz``: Buchholz without its highest and its lowest value.
* ``sonneborn_berger``: for every round, the opponent's final score times
  the points scored against them (so beaten opponents count whole, drawn
  ones half).
* ``wins``: FIDE's WIN: the rounds in which the entrant scored a win's
  points, with or without playing (a bye worth a full point counts).
* ``direct_encounter``: internal only, it has no value in the command
  line's JSON. Among the entrants tied on points and on every tie-break
  listed before it, the points each scored in the games between them, but
  only when every two of them have played each other; otherwise (and for an
  entrant tied with nobody) 0.0, so it separates nobody.

Unplayed rounds follow the FIDE Tie-Break Regulations (Handbook C.07,
effective 2023, Article 16, "unplayed rounds"), which replaced the 2009
"virtual opponent" rule:

* An entrant's own bye counts, for Buchholz (and its cut and median forms)
  and for Sonneborn-Berger, as a game against a *dummy opponent* whose score
  is the entrant's own final score. Buchholz adds that score once per bye;
  Sonneborn-Berger adds it times ``bye_points``. The dummy's value is cut
  like any other (a pairing-allocated bye is not a voluntarily unplayed
  round, so it is not cut first).
* An opponent's score is used as it stands, byes included. (Article 16
  counts an opponent's rounds as draws only when the opponent chose not to
  play them after their last game, i.e. withdrew; this app has no such
  rounds.)

Checked against the FIDE Technical Commission's 2023 tie-break exercise
(see tests/league/tournament/test_tiebreaks.py), where a player's unplayed
round counts their own final score (Buchholz 13.5 where the plain sum gives
12.5).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from ...messages import translate
from ..errors import LeagueError
from .values import TIEBREAKS, Game

#: the score a game can give one side
SCORES = (0.0, 0.5, 1.0)


def json_key(name: str) -> str:
    """The JSON key of tie-break ``name`` ("buchholz-cut1" → "buchholz_cut1")."""
    return name.replace("-", "_")


def check_tiebreaks(names: Sequence[str]) -> None:
    """Raise :class:`LeagueError` for a tie-break name that is not in :data:`.values.TIEBREAKS`."""
    for name in names:
        if name not in TIEBREAKS:
            raise LeagueError(translate("league.tournament.tiebreaks", "There is no tie-break called “{name}”; choose from {known}.").format(
                name=name, known=", ".join(TIEBREAKS)))


def check_results(entrants: int, games: Sequence[Game], byes: Mapping[int, int]) -> None:
    """Raise ValueError for a game or bye outside seeds 1..``entrants`` or a score other than 0, ½ or 1."""
    for g in games:
        if not (1 <= g.a <= entrants and 1 <= g.b <= entrants) or g.a == g.b:
            raise ValueError(translate("league.tournament.tiebreaks", "A game between seeds {a} and {b} does not fit {entrants} entrants.").format(
                a=g.a, b=g.b, entrants=entrants))
        if g.score_a not in SCORES:
            raise ValueError(translate("league.tournament.tiebreaks", "A game can score 0, ½ or 1, not {score}.").format(score=g.score_a))
    for seed, count in byes.items():
        if not 1 <= seed <= entrants or count < 0:
            raise ValueError(translate("league.tournament.tiebreaks", "{count} byes for seed {seed} do not fit {entrants} entrants.").format(
                count=count, seed=seed, entrants=entrants))


def points_of(entrants: int, games: Sequence[Game], byes: Mapping[int, int], bye_points: float = 1.0) -> dict[int, float]:
    """Every seed's points: ½ a draw, 1 a win, ``bye_points`` a bye."""
    points = {s: byes.get(s, 0) * bye_points for s in range(1, entrants + 1)}
    for g in games:
        points[g.a] += g.score_a
        points[g.b] += 1.0 - g.score_a
    return points


def tiebreak_values(
    entrants: int, games: Sequence[Game], byes: Mapping[int, int], names: Sequence[str], bye_points: float = 1.0
) -> dict[int, dict[str, float]]:
    """Every seed's values of the tie-breaks ``names``, keyed by their JSON keys (see the module docstring).

    ``names`` are in the event's order: it matters only for direct
    encounter, which separates entrants tied on points and on the
    tie-breaks before it.
    """
    check_tiebreaks(names)
    check_results(entrants, games, byes)
    points = points_of(entrants, games, byes, bye_points)
    # Per seed: (opponent's score, points scored) for every round, a bye as a dummy with the seed's own score.
    rounds: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for g in games:
        rounds[g.a].append((points[g.b], g.score_a))
        rounds[g.b].append((points[g.a], 1.0 - g.score_a))
    for seed, count in byes.items():
        rounds[seed].extend([(points[seed], bye_points)] * count)

    values: dict[int, dict[str, float]] = {s: {} for s in range(1, entrants + 1)}
    for name in names:
        key = json_key(name)
        if name == "direct-encounter":
            for seed, value in _direct_encounter(entrants, games, points, values).items():
                values[seed][key] = value
            continue
        for seed in range(1, entrants + 1):
            values[seed][key] = _clean(_value(name, rounds[seed], games, seed, byes.get(seed, 0), bye_points))
    return values


def _value(name: str, rounds: list[tuple[float, float]], games: Sequence[Game], seed: int, byes: int, bye_points: float) -> float:
    opponents = sorted(score for score, _ in rounds)
    if name == "buchholz":
        return sum(opponents)
    if name == "buchholz-cut1":
        return sum(opponents[1:])
    if name == "median-buchholz":
        return sum(opponents[1:-1])
    if name == "sonneborn-berger":
        return sum(score * got for score, got in rounds)
    if name == "wins":
        won = sum(1 for g in games if (g.a == seed and g.score_a == 1.0) or (g.b == seed and g.score_a == 0.0))
        return float(won + (byes if bye_points >= 1.0 else 0))
    raise AssertionError(name)  # pragma: no cover - names are checked


def _direct_encounter(
    entrants: int, games: Sequence[Game], points: Mapping[int, float], before: Mapping[int, Mapping[str, float]]
) -> dict[int, float]:
    """Points scored among each group tied on points and the tie-breaks already computed; 0 where they don't all meet."""
    groups: dict[tuple[float, ...], list[int]] = defaultdict(list)
    for seed in range(1, entrants + 1):
        groups[(_clean(points[seed]), *before[seed].values())].append(seed)
    out = {seed: 0.0 for seed in range(1, entrants + 1)}
    for members in groups.values():
        if len(members) < 2:
            continue
        inside = set(members)
        met: set[frozenset[int]] = set()
        scored = {seed: 0.0 for seed in members}
        for g in games:
            if g.a in inside and g.b in inside:
                met.add(frozenset((g.a, g.b)))
                scored[g.a] += g.score_a
                scored[g.b] += 1.0 - g.score_a
        if len(met) == len(members) * (len(members) - 1) // 2:
            out.update(scored)
    return out


def _clean(value: float) -> float:
    """Round away float noise (bye points like 0.3 summed in different orders) so equal values compare equal."""
    return round(value, 9) + 0.0
