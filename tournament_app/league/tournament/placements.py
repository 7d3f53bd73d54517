"""Final places in a knockout bracket, and how many matches a knockout format plays.

Places go by the round in which an entrant was knocked out; everyone
knocked out in the same round shares the best place of the group, counting
only entrants that exist (a bracket with byes has fewer). Single
elimination: 1 the champion, 2 the final's loser, 3 and 4 from the
third-place match (or 3 shared by both semi-final losers without it), then
the quarter-final losers share 5, the round before 9, and so on. Double
elimination: 1 the champion, 2 the grand final's loser, 3 the losers'
final's loser, 4 the loser of the losers' round before it, then each losers'
round's losers share a place: 5 (two of them), 7 (two), 9 (four), 13 (four)...
"""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import translate
from ..errors import LeagueError
from .elimination import Resolution, can_be_played, check_entrants
from .values import (
    FINAL,
    LOSERS,
    THIRD_PLACE,
    WINNERS,
    FixtureKey,
    FixtureSpec,
    FixtureState,
)

#: one group of equal finishers: how many entrants end there, and those settled there so far
_Stage = tuple[int, list[int]]


def placements(specs: Sequence[FixtureSpec], resolution: Resolution, entrants: int) -> dict[int, int]:
    """Seed → final place, for every entrant whose place is settled so far (all of them once finished).

    ``specs`` are the bracket's fixtures (from :func:`~.elimination.single_elimination`
    or :func:`~.double_elimination.double_elimination`) and ``resolution`` their
    :func:`~.elimination.resolve`. Shared places repeat (3, 3, 5, 5).
    """
    check_entrants(entrants)
    played = can_be_played(specs, entrants)
    states = resolution.states
    double = any(spec.key[0] in (LOSERS, FINAL) for spec in specs)
    stages = _double_stages(specs, states, played) if double else _single_stages(specs, states, played)
    places: dict[int, int] = {}
    better = 0
    for size, settled in stages:
        for seed in settled:
            places[seed] = better + 1
        better += size
    return places


def _losers(states: dict[FixtureKey, FixtureState], keys: list[FixtureKey]) -> list[int]:
    return [s.loser for k in keys if (s := states[k]).status == "done" and s.loser is not None]


def _rounds(specs: Sequence[FixtureSpec], bracket: str) -> dict[int, list[FixtureKey]]:
    rounds: dict[int, list[FixtureKey]] = {}
    for spec in specs:
        if spec.key[0] == bracket:
            rounds.setdefault(spec.key[1], []).append(spec.key)
    return rounds


def _podium(final: FixtureState | None) -> list[_Stage]:
    """A deciding match's winner then its loser (the final: places 1 and 2), once it is played."""
    if final is None or final.status != "done" or final.winner is None or final.loser is None:
        return [(1, []), (1, [])]
    return [(1, [final.winner]), (1, [final.loser])]


def _knocked_out(
    rounds: dict[int, list[FixtureKey]], states: dict[FixtureKey, FixtureState], played: dict[FixtureKey, bool], last: int
) -> list[_Stage]:
    """One group per round from ``last`` down to 1: the losers of its played matches."""
    return [
        (sum(played[k] for k in rounds[r]), _losers(states, rounds[r])) for r in range(last, 0, -1) if r in rounds
    ]


def _single_stages(
    specs: Sequence[FixtureSpec], states: dict[FixtureKey, FixtureState], played: dict[FixtureKey, bool]
) -> list[_Stage]:
    rounds = _rounds(specs, WINNERS)
    final = max(rounds)
    stages = _podium(states[rounds[final][0]])
    last = final - 1
    third = (THIRD_PLACE, 1, 1)
    if third in states:
        stages += _podium(states[third])
        last -= 1
    return stages + _knocked_out(rounds, states, played, last)


def _double_stages(
    specs: Sequence[FixtureSpec], states: dict[FixtureKey, FixtureState], played: dict[FixtureKey, bool]
) -> list[_Stage]:
    grand_final, reset = states.get((FINAL, 1, 1)), states.get((FINAL, 2, 1))
    deciding = reset if reset is not None and reset.status != "void" else grand_final
    rounds = _rounds(specs, LOSERS)
    return _podium(deciding) + _knocked_out(rounds, states, played, max(rounds, default=0))


def match_count(kind: str, entrants: int, **options: bool) -> tuple[int, int]:
    """The (least, most) matches a knockout format plays with ``entrants``.

    "single-elimination" (option ``third_place``): n − 1, one more with a
    third-place match and at least four entrants. "double-elimination"
    (option ``reset``, default on): 2n − 2, or 2n − 1 when the reset is played.
    """
    check_entrants(entrants)
    if kind == "single-elimination" and set(options) <= {"third_place"}:
        extra = int(bool(options.get("third_place", False)) and entrants >= 4)
        return entrants - 1 + extra, entrants - 1 + extra
    if kind == "double-elimination" and set(options) <= {"reset"}:
        return 2 * entrants - 2, 2 * entrants - 2 + int(bool(options.get("reset", True)))
    if kind not in ("single-elimination", "double-elimination"):
        raise LeagueError(translate("league.tournament.placements", "The format {kind!r} is not a knockout bracket.").format(kind=kind))
    raise TypeError(f"Unknown options for {kind}: {', '.join(sorted(options))}.")
