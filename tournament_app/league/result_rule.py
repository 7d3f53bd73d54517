"""The one rule for a match's result, whatever path it comes by (the match form, a table, the bracket, the
command line, a file, a phone).

* A score is a finite number from 0 to :data:`MAX_SCORE` (a typo of many
  digits is refused, not rated). Either every side has a score or none has.
* A place is a whole number from 1 (the best); equal places are a tie.
  Either every side has a place or none has.
* When scores are given they decide: a side with the higher score must be
  placed ahead of a side with a lower one. Equal scores may share a place or
  be split by a tiebreak (penalties, a deciding game).
* Without places the scores give them (the higher first, equal scores
  share); without either there is no result. Nothing is ever guessed.
* A match that can't end in a draw (a knockout's) needs one side alone in
  first place: when the score is level, the places must say who won the
  tiebreak.

Pure: no club, no file. The front ends call :func:`check_result` before
saving to show its message in their own dialog; the league calls it again
when the result is stored, so no path can skip it.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass

from ..messages import MessageText, translate
from .errors import InvalidMatchError

#: the largest score a side may have (one million: far above any game's, small enough to be a typo when passed)
MAX_SCORE = 1_000_000


@dataclass(frozen=True)
class CheckedResult:
    """A result that follows the rule: each side's place (from the scores if none were given), and its scores."""

    ranks: tuple[int, ...]
    #: None when no score was given
    scores: tuple[float, ...] | None


def number_text(value: float) -> str:
    """A score as a message writes it: 10, 7.5, inf (never 10.0)."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return format(value, "g") if isinstance(value, (int, float)) else str(value)


def side_name(number: int, names: Sequence[MessageText] | None = None) -> MessageText:
    """How a message names side ``number`` (from 1): its players' names when known, else "side 2"."""
    if names is not None and 0 < number <= len(names) and str(names[number - 1]).strip():
        return names[number - 1]
    return translate("league.result_rule", "side {number}").format(number=number)


def check_score(value: object, side: MessageText) -> float:
    """``value`` as a score (a finite number from 0 to :data:`MAX_SCORE`), or :class:`InvalidMatchError` saying why."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InvalidMatchError(translate("league.result_rule", "The score of {side} is not a number: {value}.").format(
            side=side, value=str(value)[:40]))
    score = float(value)
    if not math.isfinite(score):
        raise InvalidMatchError(translate("league.result_rule", "The score of {side} must be a finite number, not {value}.").format(
            side=side, value=number_text(score)))
    if score < 0:
        raise InvalidMatchError(translate("league.result_rule", "The score of {side} can't be negative ({value}).").format(
            side=side, value=number_text(score)))
    if score > MAX_SCORE:
        raise InvalidMatchError(translate("league.result_rule", "The score of {side} is {value}; a score is at most {most:,}.").format(
            side=side, value=number_text(score), most=MAX_SCORE))
    return score


def check_result(ranks: Sequence[int | None] | None, scores: Sequence[object] | None, *, draw_allowed: bool = True,
                 names: Sequence[MessageText] | None = None) -> CheckedResult:
    """The result of one match checked by the rule above (sides in the match's order), or :class:`InvalidMatchError`.

    ``ranks``: each side's place, or None (or all None) to let the scores
    decide. ``scores``: each side's score, or None (or all None) for none.
    ``draw_allowed`` False: a knockout match. ``names``: each side's name
    for the messages ("Ann", "Ann & Ben"; default "side 1", "side 2").
    """
    given_ranks = list(ranks) if ranks is not None else []
    given_scores = list(scores) if scores is not None else []
    sides = max(len(given_ranks), len(given_scores))
    if given_ranks and given_scores and len(given_ranks) != len(given_scores):
        raise InvalidMatchError(translate("league.result_rule", "{places} places but {scores} scores were given; give one of each per side.").format(
            places=len(given_ranks), scores=len(given_scores)))
    checked = _scores(given_scores, names)
    if any(r is not None for r in given_ranks):
        placed = _places(given_ranks, names)
        if checked is not None:
            _agree(placed, checked, names)
    elif checked is not None:
        placed = [1 + sum(1 for other in checked if other > mine) for mine in checked]
    else:
        raise InvalidMatchError(translate("league.result_rule", "There is no result yet: enter the score, or choose who won."))
    if sides < 2:
        raise InvalidMatchError(translate("league.result_rule", "A result needs at least two sides (got {count}).").format(count=sides))
    if not draw_allowed:
        _no_draw(placed, checked)
    return CheckedResult(tuple(placed), tuple(checked) if checked is not None else None)


def _scores(scores: Sequence[object], names: Sequence[MessageText] | None) -> list[float] | None:
    """Every score checked; None when none was given; refused when only some sides have one."""
    values = [None if s is None else check_score(s, side_name(n, names)) for n, s in enumerate(scores, start=1)]
    if all(v is None for v in values):
        return None
    missing = next(n for n, v in enumerate(values, start=1) if v is None) if None in values else None
    if missing is not None:
        raise InvalidMatchError(translate("league.result_rule", "Enter the score of {side} too, or leave every score empty.").format(
            side=side_name(missing, names)))
    return [v for v in values if v is not None]


def _places(ranks: Sequence[int | None], names: Sequence[MessageText] | None) -> list[int]:
    out: list[int] = []
    for n, rank in enumerate(ranks, start=1):
        if rank is None:
            raise InvalidMatchError(translate("league.result_rule", "Give {side} a place too, or leave every place empty (the score then decides).").format(
                side=side_name(n, names)))
        if isinstance(rank, bool) or not isinstance(rank, numbers.Integral) or rank < 1:
            raise InvalidMatchError(translate("league.result_rule", "The place of {side} must be a whole number from 1 (the best), not {rank}.").format(
                side=side_name(n, names), rank=str(rank)[:40]))
        out.append(int(rank))
    return out


def _agree(ranks: Sequence[int], scores: Sequence[float], names: Sequence[MessageText] | None) -> None:
    """Refuse places that the scores contradict: a higher score placed level with or behind a lower one."""
    for i, j in ((i, j) for i in range(len(ranks)) for j in range(len(ranks)) if scores[i] > scores[j]):
        if ranks[i] < ranks[j]:
            continue
        higher, lower = side_name(i + 1, names), side_name(j + 1, names)
        high, low = number_text(scores[i]), number_text(scores[j])
        if len(ranks) > 2:
            message = translate("league.result_rule", "By the scores {higher} ({high}) is ahead of {lower} ({low}), but the places "
                                "say otherwise: correct the scores or the places.")
        elif ranks[i] == ranks[j]:
            message = translate("league.result_rule", "The score {high}–{low} says {higher} won, but the result given is a draw: "
                                "correct the score, or choose who won.")
        else:
            message = translate("league.result_rule", "The score {high}–{low} says {higher} won, but {lower} is given as the winner: "
                                "correct the score, or choose who won.")
        raise InvalidMatchError(message.format(higher=higher, lower=lower, high=high, low=low))


def _no_draw(ranks: Sequence[int], scores: Sequence[float] | None) -> None:
    best = min(ranks)
    if sum(1 for r in ranks if r == best) < 2 and len(set(ranks)) == len(ranks):
        return
    if scores is not None and len(set(scores)) < len(scores):
        level = "–".join(number_text(s) for s in scores)
        raise InvalidMatchError(translate("league.result_rule", "The score is level ({score}) and a knockout match can't end in a draw: "
                                          "choose who won the tiebreak.").format(score=level))
    raise InvalidMatchError(translate("league.result_rule", "A knockout match can't end in a draw: choose who won."))
