"""The TV view of an event played out (/screen): the live bracket or table, in pages that fit 1920×1080.

As the app's presenter window does, a knockout shows its bracket (a section
at a time: winners', losers', final) from the round being played on, at most
:data:`ROUND_COLUMNS` rounds side by side and :data:`BRACKET_ROWS` matches
tall; a bigger bracket is cut into parts (page 1 holds the top of every
round shown, page 2 the next part...). A Swiss, round robin or pool table
shows :data:`TABLE_ROWS` lines a page. The page's script shows one page at a
time, turning them every few seconds; each page carries a size class so the
type is as large as its rows allow without scrolling.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..league import tournament
from .catalogue import translate
from .render import match_rounds

#: rounds side by side on one page
ROUND_COLUMNS = 4
#: matches in the tallest round column of one page
BRACKET_ROWS = 8
#: table lines on one page
TABLE_ROWS = 12

#: statuses of a match with nothing left to play
_SETTLED = ("done", "bye")


@dataclass(frozen=True)
class ScreenPage:
    """One page of the TV view's board: bracket columns or table lines."""

    title: str
    #: a bracket's rounds shown: (heading, matches), left to right
    columns: tuple[tuple[str, tuple[tournament.FixtureView, ...]], ...] = ()
    #: a table's lines
    lines: tuple[tournament.StandingLine, ...] = ()
    #: the type size class: the page's rows decide how large its type can be
    fit: str = "fit-4"


def _fit(rows: int, steps: Sequence[int]) -> str:
    return f"fit-{next((s for s in steps if rows <= s), steps[-1])}"


def _table_pages(title: str, lines: Sequence[tournament.StandingLine]) -> list[ScreenPage]:
    count = max(1, math.ceil(len(lines) / TABLE_ROWS))
    pages = []
    for k in range(count):
        part = tuple(lines[k * TABLE_ROWS:(k + 1) * TABLE_ROWS])
        heading = title if count == 1 else f"{title} ({k + 1}/{count})"
        pages.append(ScreenPage(heading, lines=part, fit=_fit(len(part), (6, 9, 12))))
    return pages


def _bracket_pages(title: str, rounds: Sequence[tuple[int, Sequence[tournament.FixtureView]]]) -> list[ScreenPage]:
    # from the first round still being played (the last rounds once all is played), as many as fit side by side
    current = next((i for i, (_n, ms) in enumerate(rounds) if any(m.status not in _SETTLED for m in ms)), len(rounds))
    start = max(0, min(current, len(rounds) - ROUND_COLUMNS))
    shown = rounds[start:start + ROUND_COLUMNS]
    tallest = max((len(ms) for _n, ms in shown), default=0)
    count = max(1, math.ceil(tallest / BRACKET_ROWS))
    pages = []
    for k in range(count):
        columns = []
        for number, matches in shown:
            # the k-th part of every round: the matches that feed each other stay on the same page
            size = len(matches)
            part = tuple(matches[k * size // count:(k + 1) * size // count])
            if part:
                columns.append((translate("web.screen", "Round {number}").format(number=number), part))
        rows = max((len(ms) for _h, ms in columns), default=0)
        heading = title if count == 1 else f"{title} ({k + 1}/{count})"
        pages.append(ScreenPage(heading, columns=tuple(columns), fit=_fit(rows, (2, 4, 6, 8))))
    return pages


def screen_pages(view: tournament.EventView, fmt: str) -> list[ScreenPage]:
    """The pages of the TV view's board for an event played out (none for a club night: it shows its tables)."""
    if fmt == "club-night":
        return []
    pages: list[ScreenPage] = []
    if view.pools:
        for pool, lines in view.pools.items():
            pages += _table_pages(str(tournament.pool_title(pool)), lines)
    elif fmt in ("swiss", "round-robin"):
        title = translate("web.screen", "Table")
        if view.rounds_total:
            title = translate("web.screen", "Table · round {drawn} of {total}").format(
                drawn=view.rounds_drawn, total=view.rounds_total)
        pages += _table_pages(title, view.standings)
    if fmt not in ("swiss", "round-robin"):
        for title, rounds in match_rounds(view):
            if any((m.bracket or "").startswith("pool") for _n, ms in rounds for m in ms):
                continue  # a pool's matches: its table says it
            pages += _bracket_pages(title, rounds)
    return pages
