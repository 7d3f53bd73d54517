"""How results read, in every view: "Ann & Bob beat Cid & Dee 10–8", "2nd (shared)", scores as 10 not 10.0.

Qt Core only (its words are translated), so the Club night list, the player page, the rounds, tables and
presenter views (and the command line, if it wants) word results the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...league import Match, MatchSide
from ...locale_text import ordinal
from ...translation import translate


def score_text(score: float | None) -> str:
    """A score as people write it: 10, 10.5, 1234567 (no '10.0', no exponent); '' for none.

    Exact: reading the text back gives the same number (the form edits scores as this text).
    """
    if score is None or not math.isfinite(score):
        return ""
    if float(score).is_integer() and abs(score) < 1e15:
        return str(int(score))
    return repr(float(score))


def place_text(rank: int, shared: int = 1) -> str:
    """A placement: '1st', or '2nd (shared)' when ``shared`` sides hold it."""
    if shared > 1:
        return translate("common.result_text", "{place} (shared)").format(place=ordinal(rank))
    return ordinal(rank)


def outcome_text(rank: int, sides: int, shared: int = 1, best: int = 1) -> str:
    """One side's result as its players read it (``best``: the match's best rank).

    Two sides: 'won', 'lost' or 'drawn'. More sides: the placement ('1st',
    '3rd', '2nd (shared)'), or 'drawn' when every side shares it.
    """
    if sides >= 2 and shared >= sides:
        return translate("common.result_text", "drawn")
    if sides == 2:
        return translate("common.result_text", "won") if rank == best else translate("common.result_text", "lost")
    return place_text(rank, shared)


def side_text(side: MatchSide) -> str:
    """A side's players ('Ann & Bob'), after its team's name when it has one."""
    names = " & ".join(p.name for p in side.players)
    return f"{side.team_name}: {names}" if side.team_name else names


def match_text(match: Match) -> str:
    """One line for a recorded match, best first.

    'Ann & Bob beat Cid & Dee 10–8'; 'Ann drew with Cid'; with more sides
    '1st Ann · 2nd (shared) Cid · 2nd (shared) Dee', scores after the names.
    """
    return sides_text([(side_text(s), s.rank, s.score) for s in match.sides])


def sides_text(sides: Sequence[tuple[str, int, float | None]]) -> str:
    """:func:`match_text` for (names, rank, score) per side, e.g. for a result not stored yet."""
    ordered = sorted(sides, key=lambda s: s[1])
    if not ordered:
        return ""
    scores = [score_text(s[2]) for s in ordered]
    all_scored = all(scores)
    if len(ordered) == 2:
        (a, rank_a, _), (b, rank_b, _) = ordered
        tally = f" {scores[0]}–{scores[1]}" if all_scored else ""
        if rank_a == rank_b:
            return translate("common.result_text", "{first} drew with {second}").format(first=a, second=b) + tally
        return translate("common.result_text", "{winner} beat {loser}").format(winner=a, loser=b) + tally
    ranks = [s[1] for s in ordered]
    if len(set(ranks)) == 1:
        parts = [f"{names} {score}".rstrip() for (names, _r, _s), score in zip(ordered, scores)]
        return translate("common.result_text", "Drawn: {sides}").format(sides=" · ".join(parts))
    parts = []
    for (names, rank, _s), score in zip(ordered, scores):
        parts.append(f"{place_text(rank, ranks.count(rank))} {names}" + (f" {score}" if score else ""))
    return " · ".join(parts)


def sentence(message: str) -> str:
    """A message as a full sentence for a person: capital first letter, final full stop."""
    text = " ".join(str(message).split())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."
