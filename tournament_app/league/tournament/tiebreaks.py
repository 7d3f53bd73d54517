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
* ``wins``: FIDE's WIN (C.07 7.1, "number of wins"): the rounds in which
  the entrant scored a win's points, with or without playing (a bye worth a
  full point counts; so will a forfeit win).
* ``games_won``: FIDE's WON (C.07 7.2, "number of games won"): the games
  won over the board only.
* ``direct_encounter``: FIDE's DE (C.07 6). Among the entrants tied on
  points and on every tie-break listed before it, the points each scored in
  the games between them (against an opponent met more than once, the
  average of those games, as FIDE's tie-break checker counts them); ``None``
  for an entrant tied with nobody. The value shown is that score; the order
  it gives (:func:`direct_encounter_order`) follows C.07: when every two of
  the tied have met, the higher score ranks higher; when not, an entrant
  ranks above the others only with a score none of them could reach by
  winning every game still missing between the tied, taken from the top.
  Whoever is still level is ranked again among themselves alone, until
  nothing changes.

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
) -> dict[int, dict[str, float | None]]:
    """Every seed's values of the tie-breaks ``names``, keyed by their JSON keys (see the module docstring).

    ``names`` are in the event's order: it matters only for direct
    encounter, which separates entrants tied on points and on the
    tie-breaks before it.
    """
    return tiebreak_table(entrants, games, byes, names, bye_points)[0]


def tiebreak_table(
    entrants: int, games: Sequence[Game], byes: Mapping[int, int], names: Sequence[str], bye_points: float = 1.0
) -> tuple[dict[int, dict[str, float | None]], dict[int, tuple[float, ...]]]:
    """The values shown (as :func:`tiebreak_values`), and each seed's sort key: points, then every tie-break, higher first.

    A tie-break's key is its value, but direct encounter's is the order of
    :func:`direct_encounter_order` (its value is the score shown).
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

    values: dict[int, dict[str, float | None]] = {s: {} for s in range(1, entrants + 1)}
    keys: dict[int, tuple[float, ...]] = {s: (_clean(points[s]),) for s in range(1, entrants + 1)}
    for name in names:
        key = json_key(name)
        if name == "direct-encounter":
            groups: dict[tuple[float, ...], list[int]] = defaultdict(list)
            for seed in range(1, entrants + 1):
                groups[keys[seed]].append(seed)
            for members in groups.values():
                shown, order = direct_encounter_order(members, games)
                for seed in members:
                    values[seed][key] = shown[seed]
                    keys[seed] += (-float(order[seed]),)
            continue
        for seed in range(1, entrants + 1):
            value = _clean(_value(name, rounds[seed], games, seed, byes.get(seed, 0), bye_points))
            values[seed][key] = value
            keys[seed] += (value,)
    return values, keys


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
    won = sum(1 for g in games if (g.a == seed and g.score_a == 1.0) or (g.b == seed and g.score_a == 0.0))
    if name == "wins":
        return float(won + (byes if bye_points >= 1.0 else 0))
    if name == "games-won":
        return float(won)
    raise AssertionError(name)  # pragma: no cover - names are checked


def direct_encounter_order(tied: Sequence[int], games: Sequence[Game]) -> tuple[dict[int, float | None], dict[int, int]]:
    """Direct encounter among ``tied`` (entrants level on everything before it): (score shown, order: 0 first, equal when still level).

    See the module docstring; an entrant alone has score ``None`` and order 0.
    """
    if len(tied) < 2:
        return {seed: None for seed in tied}, {seed: 0 for seed in tied}
    shown = _encounter_scores(tied, games)[0]
    order: dict[int, int] = {}
    rank = 0
    for level in _rank_by_encounters(list(tied), games):
        for seed in level:
            order[seed] = rank
        rank += len(level)
    return {seed: _clean(score) for seed, score in shown.items()}, order


def _encounter_scores(tied: Sequence[int], games: Sequence[Game]) -> tuple[dict[int, float], dict[int, int]]:
    """Each one's points against the others of ``tied`` (an opponent met twice: the average), and how many of them it met."""
    inside = set(tied)
    results: dict[tuple[int, int], list[float]] = defaultdict(list)
    for g in games:
        if g.a in inside and g.b in inside:
            results[(g.a, g.b)].append(g.score_a)
            results[(g.b, g.a)].append(1.0 - g.score_a)
    scores = {seed: 0.0 for seed in tied}
    met = {seed: 0 for seed in tied}
    for (seed, _opponent), got in results.items():
        scores[seed] += sum(got) / len(got)
        met[seed] += 1
    return scores, met


def _rank_by_encounters(tied: list[int], games: Sequence[Game]) -> list[list[int]]:
    """``tied`` split into levels, best first, by C.07's direct encounter; a level of several is still tied."""
    if len(tied) < 2:
        return [tied]
    scores, met = _encounter_scores(tied, games)
    best = sorted(tied, key=lambda s: -scores[s])
    if all(met[s] == len(tied) - 1 for s in tied):
        levels: list[list[int]] = []
        for seed in best:
            if levels and scores[seed] == scores[levels[-1][0]]:
                levels[-1].append(seed)
            else:
                levels.append([seed])
    else:
        # a score counts only once nobody below it could reach it by winning every missing game
        most = {s: scores[s] + (len(tied) - 1 - met[s]) for s in tied}
        best.sort(key=lambda s: (-scores[s], -most[s]))
        levels = []
        for i, seed in enumerate(best):
            rest = best[i + 1:]
            if not rest or scores[seed] > max(most[s] for s in rest):
                levels.append([seed])
            else:
                levels.append(best[i:])
                break
    if len(levels) == 1:
        return levels
    return [sub for level in levels for sub in _rank_by_encounters(level, games)]


def _clean(value: float) -> float:
    """Round away float noise (bye points like 0.3 summed in different orders) so equal values compare equal."""
    return round(value, 9) + 0.0
