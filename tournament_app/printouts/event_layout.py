"""How an event played out is cut into what fits a page or a screen: bracket sections and table parts.

Plain values, no Qt: the presenter window and the printouts both lay out
with these. A knockout is cut by bracket (winners, losers, finals) and, when
a bracket is too wide or too tall, by rounds and into parts; a Swiss, round
robin or pool table is cut into runs of lines. :func:`pack` then puts
consecutive parts on one page while they fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ..league import tournament
from ..locale_text import short_number
from ..translation import QT_TRANSLATE_NOOP, translate

#: the knockout brackets in the order they are shown
BRACKET_ORDER = ("winners", "losers", "final", "third-place")

#: tiebreak keys of a standing line: short heading and full name (the short ones get a legend); see tiebreak_head
TIEBREAK_HEADS = {
    "buchholz_cut1": (QT_TRANSLATE_NOOP("printouts.event_layout", "BH-1"), QT_TRANSLATE_NOOP("printouts.event_layout", "Buchholz cut 1")),
    "buchholz": (QT_TRANSLATE_NOOP("printouts.event_layout", "BH"), QT_TRANSLATE_NOOP("printouts.event_layout", "Buchholz")),
    "median_buchholz": (QT_TRANSLATE_NOOP("printouts.event_layout", "MBH"), QT_TRANSLATE_NOOP("printouts.event_layout", "median Buchholz")),
    "sonneborn_berger": (QT_TRANSLATE_NOOP("printouts.event_layout", "SB"), QT_TRANSLATE_NOOP("printouts.event_layout", "Sonneborn-Berger")),
    "wins": (QT_TRANSLATE_NOOP("printouts.event_layout", "WIN"), QT_TRANSLATE_NOOP("printouts.event_layout", "wins, byes included")),
    "games_won": (QT_TRANSLATE_NOOP("printouts.event_layout", "WON"), QT_TRANSLATE_NOOP("printouts.event_layout", "games won over the board")),
    "direct_encounter": (QT_TRANSLATE_NOOP("printouts.event_layout", "DE"),
                         QT_TRANSLATE_NOOP("printouts.event_layout", "direct encounter: points among the tied")),
}


def tiebreak_head(key: str) -> str:
    """A tiebreak's short column heading in the app's language (the key itself when unknown)."""
    return translate("printouts.event_layout", TIEBREAK_HEADS[key][0]) if key in TIEBREAK_HEADS else key


@dataclass(frozen=True)
class BracketColumn:
    """One round of a bracket as shown: ``count`` of its ``slots`` from ``first`` (0-based), and their matches."""

    bracket: str
    round: int
    title: str
    slots: int
    first: int
    count: int
    #: the matches shown, by their slot on the page (0 .. count-1); a slot whose match is never played is missing
    matches: dict[int, tournament.FixtureView] = field(default_factory=dict)


@dataclass(frozen=True)
class BracketSection:
    """Consecutive rounds of one bracket that go on one page (a part of them when the bracket is too tall)."""

    title: str
    columns: tuple[BracketColumn, ...]
    #: a third-place match drawn under the final (single elimination)
    extra: tournament.FixtureView | None = None

    @property
    def rows(self) -> int:
        """Match slots the section is tall: its first column's (room for the third-place match under the final)."""
        rows = max((c.count for c in self.columns), default=1)
        return max(rows, 6) if self.extra is not None else rows


@dataclass(frozen=True)
class TablePart:
    """A run of a standings table's lines (a Swiss, round robin or one pool's table) that goes on one page."""

    title: str
    lines: tuple[tournament.StandingLine, ...]
    points: bool
    tiebreaks: tuple[str, ...]

    @property
    def rows(self) -> int:
        """Lines in the part."""
        return max(1, len(self.lines))


Part = BracketSection | TablePart
P = TypeVar("P")


def has_bracket(view: tournament.EventView) -> bool:
    """True when the event has knockout matches to draw as a bracket."""
    return any(m.bracket in BRACKET_ORDER for m in view.matches)


def is_double(view: tournament.EventView) -> bool:
    """True for a double elimination (the winners' final is not the final)."""
    return view.setup.format == "double-elimination" or any(m.bracket == "losers" for m in view.matches)


def _slots(bracket: str, rnd: int, last: int) -> int:
    if bracket == "winners":
        return int(2 ** (last - rnd))
    if bracket == "losers":
        return int(2 ** ((last - rnd) // 2))
    return 1


def round_title(bracket: str, rnd: int, last: int, double: bool) -> str:
    """What a round of a bracket is called ("Quarter-finals", "Losers' final", "Grand final"...)."""
    if bracket == "final":
        #: Translators: the grand final's second match, played when the losers' bracket winner wins the first
        return translate("printouts.event_layout", "Grand final") if rnd == 1 else translate("printouts.event_layout", "Reset")
    if bracket == "third-place":
        return translate("printouts.event_layout", "Third place")
    if bracket == "losers":
        return _losers_final() if rnd == last else translate("printouts.event_layout", "Round {number}").format(number=rnd)
    left = last - rnd
    if left == 0:
        return translate("printouts.event_layout", "Winners' final") if double else translate("printouts.event_layout", "Final")
    if left == 1:
        return translate("printouts.event_layout", "Semi-finals")
    if left == 2:
        return translate("printouts.event_layout", "Quarter-finals")
    return translate("printouts.event_layout", "Round {number}").format(number=rnd)


def stage_title(bracket: str, rnd: int, last: int, double: bool) -> str:
    """A round of an event played out as a page heading names it on its own: "Winners' bracket, round 1",
    "Losers' final", "Grand final, reset", "Quarter-finals", "Pool A, round 2", a Swiss's "Round 3"."""
    if bracket == "final":
        return translate("printouts.event_layout", "Grand final") if rnd == 1 else \
            translate("printouts.event_layout", "Grand final, reset")
    if bracket == "third-place":
        return translate("printouts.event_layout", "Third place")
    if bracket == "losers":
        return _losers_final() if rnd == last else \
            translate("printouts.event_layout", "Losers' bracket, round {number}").format(number=rnd)
    if bracket == "winners":
        if double:
            return translate("printouts.event_layout", "Winners' final") if rnd == last else \
                translate("printouts.event_layout", "Winners' bracket, round {number}").format(number=rnd)
        return round_title(bracket, rnd, last, double)
    if bracket.startswith("pool"):
        #: Translators: {pool} is a pool's name ("Pool A")
        return translate("printouts.event_layout", "{pool}, round {number}").format(pool=str(tournament.pool_title(bracket)),
                                                                                     number=rnd)
    return translate("printouts.event_layout", "Round {number}").format(number=rnd)


def _losers_final() -> str:
    return translate("printouts.event_layout", "Losers' final")


def bracket_title(bracket: str, double: bool) -> str:
    """What a bracket is called on a page."""
    if bracket == "winners":
        return translate("printouts.event_layout", "Winners' bracket") if double else translate("printouts.event_layout", "Bracket")
    if bracket == "losers":
        return translate("printouts.event_layout", "Losers' bracket")
    if bracket == "final":
        return translate("printouts.event_layout", "Final")
    if bracket == "third-place":
        return translate("printouts.event_layout", "Third place")
    return bracket


def _rounds(view: tournament.EventView, bracket: str, double: bool) -> list[BracketColumn]:
    matches = [m for m in view.matches if m.bracket == bracket]
    if not matches:
        return []
    last = max(m.round for m in matches)
    out = []
    for rnd in range(1, last + 1):
        here = {m.position - 1: m for m in matches if m.round == rnd}
        slots = max([_slots(bracket, rnd, last)] + [p + 1 for p in here])
        out.append(BracketColumn(bracket, rnd, round_title(bracket, rnd, last, double), slots, 0, slots, here))
    return out


def _window(column: BracketColumn, first: int, count: int) -> BracketColumn:
    shown = {p - first: m for p, m in column.matches.items() if first <= p < first + count}
    return BracketColumn(column.bracket, column.round, column.title, column.slots, first, count, shown)


def _range_text(columns: Sequence[BracketColumn], all_rounds: int) -> str:
    if len(columns) == all_rounds:
        return ""
    first, last = columns[0].round, columns[-1].round
    if first == last:
        return translate("printouts.event_layout", " · round {number}").format(number=first)
    return translate("printouts.event_layout", " · rounds {first}–{last}").format(first=first, last=last)


def _part_text(part: int, parts: int) -> str:
    return translate("printouts.event_layout", " · part {part} of {parts}").format(part=part, parts=parts)


def bracket_sections(view: tournament.EventView, max_rows: int, max_columns: int) -> list[BracketSection]:
    """The event's brackets cut into sections of at most ``max_columns`` rounds and ``max_rows`` match slots.

    A bracket wider than ``max_columns`` rounds is cut into runs of rounds of
    about equal length; a round with more than ``max_rows`` matches is cut into
    parts (each with the later rounds its matches lead to). Single
    elimination's third-place match goes beside the final when there is a
    column to spare, else under it, else on its own. The grand final goes
    right of the losers' final when there is room.
    """
    max_rows, max_columns = max(1, max_rows), max(1, max_columns)
    double = is_double(view)
    third = [m for m in view.matches if m.bracket == "third-place"]
    out: list[BracketSection] = []
    for bracket in BRACKET_ORDER:
        if bracket == "third-place" and not third:
            continue  # shown with the final already
        rounds = _rounds(view, bracket, double)
        name = bracket_title(bracket, double)
        if bracket == "final" and rounds and out and _ends_losers(out[-1]) and \
                len(out[-1].columns) + len(rounds) <= max_columns:
            # the grand final (and its reset) go right of the losers' final when there is room
            last = out.pop()
            out.append(BracketSection(last.title + " · " + name, last.columns + tuple(rounds)))
            continue
        i = 0
        while i < len(rounds):
            rest = rounds[i:]
            first = rest[0].slots
            if first <= max_rows:
                groups = math.ceil(len(rest) / max_columns)
                group = rest[:math.ceil(len(rest) / groups)]
                parts = 1
            else:
                chunk = 2 ** int(math.log2(max_rows))
                parts = math.ceil(first / chunk)
                # the rounds whose matches still split evenly into the parts go along; the next starts a new run
                n = 0
                while n < min(len(rest), max_columns) and rest[n].slots >= parts:
                    n += 1
                group = rest[:max(n, 1)]
            for part in range(parts):
                columns = tuple(_window(c, part * math.ceil(c.slots / parts), math.ceil(c.slots / parts)) for c in group)
                title = name + _range_text(group, len(rounds)) + (_part_text(part + 1, parts) if parts > 1 else "")
                extra = None
                if bracket == "winners" and not double and third and columns[-1].slots == 1 \
                        and columns[-1].round == rounds[-1].round:
                    if len(columns) < max_columns:  # beside the final
                        columns += (BracketColumn("third-place", 1, translate("printouts.event_layout", "Third place"), 1, 0, 1, {0: third[0]}),)
                        third = []
                    elif max_rows >= 6:  # under it
                        extra, third = third[0], []
                    # else: on a section of its own, after this one
                out.append(BracketSection(title, columns, extra))
            i += len(group)
    return out


def _ends_losers(section: BracketSection) -> bool:
    last = section.columns[-1] if section.columns else None
    return last is not None and last.bracket == "losers" and last.title == _losers_final() and last.count == 1


def tiebreak_keys(view: tournament.EventView) -> tuple[str, ...]:
    """The tiebreak keys of the event's standing lines, in the event's order."""
    wanted = [t.replace("-", "_") for t in view.setup.settings.tiebreaks]
    seen = {k for line in list(view.standings) + [ln for p in view.pools.values() for ln in p] for k in line.tiebreaks}
    return tuple(k for k in wanted if k in seen)


def tiebreak_legend(keys: Sequence[str]) -> str:
    """"BH-1: Buchholz cut 1 · SB: Sonneborn-Berger" for the headings used."""
    return " · ".join(translate("printouts.event_layout", "{short}: {name}").format(short=translate("printouts.event_layout", TIEBREAK_HEADS[k][0]),
                                                      name=translate("printouts.event_layout", TIEBREAK_HEADS[k][1]))
                      for k in keys if k in TIEBREAK_HEADS)


def table_parts(view: tournament.EventView, max_rows: int) -> list[TablePart]:
    """The Swiss or round robin table, or each pool's table, in runs of at most ``max_rows`` lines."""
    max_rows = max(1, max_rows)
    keys = tiebreak_keys(view)
    tables: list[tuple[str, Sequence[tournament.StandingLine]]]
    if view.setup.format == "pools-knockout":
        tables = [(str(tournament.pool_title(name)), lines) for name, lines in view.pools.items()]
    elif view.setup.format in ("swiss", "round-robin"):
        rounds = translate("printouts.event_layout", " · round {number} of {total}").format(number=view.rounds_drawn, total=view.rounds_total) \
            if view.rounds_total else ""
        title = (translate("printouts.event_layout", "Final standings") if view.finished else translate("printouts.event_layout", "Standings")) + rounds
        tables = [(title, view.standings)]
    else:
        return []
    out = []
    for title, lines in tables:
        parts = max(1, math.ceil(len(lines) / max_rows))
        size = math.ceil(len(lines) / parts) if lines else 0
        for n in range(parts):
            chunk = tuple(lines[n * size:(n + 1) * size])
            suffix = _part_text(n + 1, parts) if parts > 1 else ""
            out.append(TablePart(title + suffix, chunk, any(ln.points is not None for ln in lines), keys))
    return out


def pack(parts: Sequence[P], height: Callable[[P], float], available: float) -> list[list[P]]:
    """Consecutive parts stacked on pages while their heights fit (a part taller than a page gets a page alone)."""
    pages: list[list[P]] = []
    used = 0.0
    for part in parts:
        h = height(part)
        if pages and used + h <= available:
            pages[-1].append(part)
            used += h
        else:
            pages.append([part])
            used = h
    return pages


def podium(view: tournament.EventView) -> list[tournament.StandingLine]:
    """The lines placed 1 to 3 once the event has ended (shared places included)."""
    if not view.finished:
        return []
    return [line for line in view.standings if line.place <= 3]


def side_text(match: tournament.FixtureView, side: int) -> str:
    """A side's entrant as shown in a bracket box: the name, "bye", or "—" while not known."""
    name = match.entrants[side]
    if name is not None:
        return name
    #: Translators: an empty place in a bracket: the opponent goes through without playing
    return translate("printouts.event_layout", "bye") if match.status == "bye" else "—"


def score_text(match: tournament.FixtureView, side: int) -> str:
    """A side's score ("3", "2.5") or "" when none was entered."""
    if match.scores is None or match.ranks is None:
        return ""
    value = match.scores[side]
    return "" if value is None else f"{value:g}"


def winner_side(match: tournament.FixtureView) -> int | None:
    """0 or 1 for the side that won a played match, else None."""
    if match.ranks is None or len(match.ranks) != 2 or match.ranks[0] == match.ranks[1]:
        return None
    return 0 if match.ranks[0] < match.ranks[1] else 1


def status_tag(match: tournament.FixtureView) -> str:
    """A short word on a box for the matches that matter now ("Table 2", "Next", "Needs clearing")."""
    if match.stale:
        return translate("printouts.event_layout", "Needs clearing")
    if match.status == "playing":
        return translate("printouts.event_layout", "Table {table}").format(table=match.table) if match.table else translate("printouts.event_layout", "Playing")
    if match.status == "ready":
        return translate("printouts.event_layout", "Next · table {table}").format(table=match.table) if match.table else translate("printouts.event_layout", "Next")
    return ""


def number_text(value: float | None) -> str:
    """Points or a tiebreak as shown (2, 2.5, ½ steps kept), in the app's locale (2,5 in German)."""
    return "" if value is None else short_number(value)
