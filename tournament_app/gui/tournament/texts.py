"""How an event's matches and tables read: status in words, results, where the players went, column headers.

Qt-free, so the bracket, the tables and anything else word them the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...league import tournament
from ...locale_text import ordinal
from ..common.result_text import score_text

#: readable headers of the tiebreak columns, by the standings' keys
TIEBREAK_HEADERS = {
    "buchholz": "Buchholz",
    "buchholz_cut1": "Buchholz cut 1",
    "median_buchholz": "Median Buchholz",
    "sonneborn_berger": "Sonneborn-Berger",
    "wins": "Wins",
    "direct_encounter": "Direct encounter",
}

BRACKET_TITLES = {
    "winners": "Winners' bracket",
    "losers": "Losers' bracket",
    "final": "Grand final",
    "third-place": "Third place",
}


def tiebreak_key(name: str) -> str:
    """The standings' key of a tiebreak ("buchholz-cut1" -> "buchholz_cut1")."""
    return name.replace("-", "_")


def points_text(value: float | None) -> str:
    """Points as a table writes them: 3, 2½, ½, 6.25 ("" for none)."""
    if value is None:
        return ""
    if float(value * 2).is_integer():
        whole, half = divmod(round(value * 2), 2)
        if half:
            return f"{whole}½" if whole else "½"
        return str(whole)
    return f"{value:.2f}".rstrip("0").rstrip(".")


def tiebreak_text(value: float | None) -> str:
    """A tiebreak value: 3, 1.5, 0.25 ("" for none)."""
    if value is None:
        return ""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def pool_title(bracket: str) -> str:
    """"pool A" -> "Pool A" (in the app's language)."""
    return str(tournament.pool_title(bracket))


def status_words(fixture: tournament.FixtureView) -> str:
    """A match's status as people say it: "Ready", "Playing on Table 2", "Waiting", "Done", "Bye", "Needs clearing"."""
    if fixture.stale:
        return "Needs clearing"
    if fixture.status == "playing":
        return f"Playing on {fixture.table}" if fixture.table else "Playing"
    if fixture.status == "ready" and fixture.table:
        return f"Called to {fixture.table}"
    return {"waiting": "Waiting", "ready": "Ready", "done": "Done", "bye": "Bye"}.get(fixture.status, fixture.status.capitalize())


def result_words(fixture: tournament.FixtureView) -> str:
    """"Ann won 3–1", "Ann and Ben drew" or "no result yet"."""
    if fixture.ranks is None:
        return "no result yet"
    a, b = (name or "?" for name in fixture.entrants)
    tally = ""
    if fixture.scores is not None and None not in fixture.scores:
        high, low = sorted((s or 0.0 for s in fixture.scores), reverse=True)
        tally = f" {score_text(high)}–{score_text(low)}"
    if fixture.ranks[0] == fixture.ranks[1]:
        return f"{a} and {b} drew{tally}"
    return f"{fixture.winner} won{tally}"


def round_title(bracket: str | None, rnd: int, count: int, last: bool, double: bool) -> str:
    """A column's title: "Round 1", "Quarter-finals", "Semi-finals", "Final", "Losers' final", "Grand final"..."""
    if bracket == "winners":
        if last:
            return "Winners' final" if double else "Final"
        if not double and count == 2:
            return "Semi-finals"
        if not double and count == 4:
            return "Quarter-finals"
        return f"Round {rnd}"
    if bracket == "losers":
        return "Losers' final" if last else f"Losers round {rnd}"
    if bracket == "final":
        return "Grand final" if rnd == 1 else "Reset"
    if bracket == "third-place":
        return "Third place"
    return f"Round {rnd}"


def fixture_title(fixture: tournament.FixtureView) -> str:
    """"Match 12 · Winners' bracket, round 2" (or a Swiss round, a pool)."""
    where = BRACKET_TITLES.get(fixture.bracket or "", pool_title(fixture.bracket) if fixture.bracket else "")
    if fixture.bracket == "final":
        where = "Grand final" if fixture.round == 1 else "Grand final, reset"
    elif fixture.bracket == "third-place":
        where = "Match for third place"
    else:
        where = f"{where}, round {fixture.round}" if where else f"Round {fixture.round}"
    return f"Match {fixture.id} · {where}"


def where_next(fixture: tournament.FixtureView, later: Sequence[tournament.FixtureView],
               places: Mapping[str, int] | None = None) -> str:
    """Who went where after a played match: "Ann → match 15 · Ben → match 20", "Ben finishes 5th", "Ann goes on (bye)".

    ``later`` are the knockout's matches after this one (in bracket order):
    each side's next match is the first of them it plays in. ``places`` are
    the settled final places (by name): who plays no more finishes there.
    """
    if fixture.status == "bye":
        who = next((name for name in fixture.entrants if name), None)
        return f"{who} goes on (bye)" if who else ""
    if fixture.ranks is None or fixture.stale or fixture.winner is None:
        return ""
    loser = next(name for name in fixture.entrants if name != fixture.winner)
    parts = []
    for name in (fixture.winner, loser):
        nxt = next((m for m in later if name in m.entrants), None)
        place = (places or {}).get(name or "")
        if nxt is not None:
            parts.append(f"{name} → match {nxt.id}")
        elif place == 1:
            parts.append(f"{name} wins the event")
        elif place is not None:
            parts.append(f"{name} finishes {ordinal(place)}")
        elif name == loser:
            parts.append(f"{name} is out")
    return " · ".join(parts)


def describe(fixture: tournament.FixtureView) -> str:
    """A match in one sentence, for a tooltip or a screen reader."""
    a, b = (name or "not known yet" for name in fixture.entrants)
    if fixture.status == "bye":
        who = next((name for name in fixture.entrants if name), "nobody")
        return f"{fixture_title(fixture)}: {who} has a bye."
    text = f"{fixture_title(fixture)}: {a} v {b}. {status_words(fixture)}"
    if fixture.ranks is not None:
        text += f": {result_words(fixture)}"
    return text + "."
