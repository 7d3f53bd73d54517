"""How an event's matches and tables read: status in words, results, where the players went, column headers.

Qt-free, so the bracket, the tables and anything else word them the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...league import tournament
from ...locale_text import ordinal, short_number
from ...translation import QT_TRANSLATE_NOOP, translate
from ..common.result_text import score_text

#: readable headers of the tiebreak columns, by the standings' keys (said with :func:`tiebreak_header`)
TIEBREAK_HEADERS = {
    "buchholz": QT_TRANSLATE_NOOP("tournament.texts", "Buchholz"),
    "buchholz_cut1": QT_TRANSLATE_NOOP("tournament.texts", "Buchholz cut 1"),
    "median_buchholz": QT_TRANSLATE_NOOP("tournament.texts", "Median Buchholz"),
    "sonneborn_berger": QT_TRANSLATE_NOOP("tournament.texts", "Sonneborn-Berger"),
    "wins": QT_TRANSLATE_NOOP("tournament.texts", "Wins, byes included"),
    "games_won": QT_TRANSLATE_NOOP("tournament.texts", "Games won"),
    "direct_encounter": QT_TRANSLATE_NOOP("tournament.texts", "Direct encounter"),
}

#: a knockout's brackets by their keys (said with :func:`bracket_title`)
BRACKET_TITLES = {
    "winners": QT_TRANSLATE_NOOP("tournament.texts", "Winners' bracket"),
    "losers": QT_TRANSLATE_NOOP("tournament.texts", "Losers' bracket"),
    "final": QT_TRANSLATE_NOOP("tournament.texts", "Grand final"),
    "third-place": QT_TRANSLATE_NOOP("tournament.texts", "Third place"),
}

#: a match's status by the league's key (said with :func:`status_words`)
STATUS_WORDS = {
    "waiting": QT_TRANSLATE_NOOP("tournament.texts", "Waiting"),
    "ready": QT_TRANSLATE_NOOP("tournament.texts", "Ready"),
    "done": QT_TRANSLATE_NOOP("tournament.texts", "Done"),
    "bye": QT_TRANSLATE_NOOP("tournament.texts", "Bye"),
    "cancelled": QT_TRANSLATE_NOOP("tournament.texts", "Cancelled"),
}


def tiebreak_header(key: str) -> str:
    """A tiebreak column's header in the app's language (an unknown key as it is)."""
    return translate("tournament.texts", TIEBREAK_HEADERS[key]) if key in TIEBREAK_HEADERS else key


def bracket_title(key: str) -> str:
    """"winners" -> "Winners' bracket" in the app's language; a pool's key -> "Pool A"."""
    return translate("tournament.texts", BRACKET_TITLES[key]) if key in BRACKET_TITLES else pool_title(key)


def versus(entrants: Sequence[str | None]) -> str:
    """Two sides of a match: "Ann v Ben" ("?" for one not known)."""
    names = [name or "?" for name in entrants]
    text = names[0] if names else ""
    for name in names[1:]:  # a match has two sides; more read "Ann v Ben v Cid"
        #: Translators: the two sides of a match ("Ann v Ben")
        text = translate("tournament.texts", "{first} v {second}").format(first=text, second=name)
    return text


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
    return short_number(round(value, 2))


def tiebreak_text(value: float | None) -> str:
    """A tiebreak value as the locale writes it: 3, 1.5, 0.25 (German 1,5, 0,25; "" for none)."""
    if value is None:
        return ""
    return short_number(round(value, 2))


def plain_number(value: float | None) -> str:
    """A value with at most two decimals and a "." (files keep it so): 3, 1.5, 0.25 ("" for none)."""
    if value is None:
        return ""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def pool_title(bracket: str) -> str:
    """"pool A" -> "Pool A" (in the app's language)."""
    return str(tournament.pool_title(bracket))


def playing_on(table: str) -> str:
    """"Playing on Table 2"."""
    #: Translators: {table} is the table's name ("Table 2")
    return translate("tournament.texts", "Playing on {table}").format(table=table)


def goes_to(name: str, number: int | str) -> str:
    """"Ann → match 15": where a player plays next."""
    #: Translators: where a player plays next ("Ann → match 15")
    return translate("tournament.texts", "{name} → match {number}").format(name=name, number=number)


def status_words(fixture: tournament.FixtureView) -> str:
    """A match's status as people say it: "Ready", "Playing on Table 2", "Waiting", "Done", "Bye", "Needs clearing"."""
    if fixture.stale:
        #: Translators: a match whose result no longer fits the bracket after an earlier correction
        return translate("tournament.texts", "Needs clearing")
    if fixture.status == "playing":
        if fixture.table:
            return playing_on(fixture.table)
        return translate("tournament.texts", "Playing")
    if fixture.status == "ready" and fixture.table:
        #: Translators: the match is called to a table and its players are on their way ({table}: "Table 2")
        return translate("tournament.texts", "Called to {table}").format(table=fixture.table)
    if fixture.status in STATUS_WORDS:
        return translate("tournament.texts", STATUS_WORDS[fixture.status])
    return fixture.status.capitalize()


def result_words(fixture: tournament.FixtureView) -> str:
    """"Ann won 3–1", "Ann and Ben drew" or "no result yet"."""
    if fixture.ranks is None:
        return translate("tournament.texts", "no result yet")
    a, b = (name or "?" for name in fixture.entrants)
    tally = None
    if fixture.scores is not None and None not in fixture.scores:
        high, low = sorted((s or 0.0 for s in fixture.scores), reverse=True)
        tally = f"{score_text(high)}–{score_text(low)}"
    if fixture.ranks[0] == fixture.ranks[1]:
        if tally is None:
            return translate("tournament.texts", "{first} and {second} drew").format(first=a, second=b)
        #: Translators: {score} is the score, high first ("2–2")
        return translate("tournament.texts", "{first} and {second} drew {score}").format(first=a, second=b, score=tally)
    if tally is None:
        return translate("tournament.texts", "{winner} won").format(winner=fixture.winner)
    #: Translators: {score} is the score, the winner's first ("3–1")
    return translate("tournament.texts", "{winner} won {score}").format(winner=fixture.winner, score=tally)


def round_title(bracket: str | None, rnd: int, count: int, last: bool, double: bool) -> str:
    """A column's title: "Round 1", "Quarter-finals", "Semi-finals", "Final", "Losers' final", "Grand final"..."""
    if bracket == "winners":
        if last:
            return translate("tournament.texts", "Winners' final") if double else translate("tournament.texts", "Final")
        if not double and count == 2:
            return translate("tournament.texts", "Semi-finals")
        if not double and count == 4:
            return translate("tournament.texts", "Quarter-finals")
        return translate("tournament.texts", "Round {number}").format(number=rnd)
    if bracket == "losers":
        if last:
            return translate("tournament.texts", "Losers' final")
        return translate("tournament.texts", "Losers round {number}").format(number=rnd)
    if bracket == "final":
        #: Translators: the grand final's second match, played when the losers' bracket winner wins the first
        return translate("tournament.texts", "Grand final") if rnd == 1 else translate("tournament.texts", "Reset")
    return translate("tournament.texts", "Round {number}").format(number=rnd)


def fixture_title(fixture: tournament.FixtureView) -> str:
    """"Match 12 · Winners' bracket, round 2" (or a Swiss round, a pool)."""
    if fixture.bracket == "final":
        if fixture.round == 1:
            return translate("tournament.texts", "Match {number} · Grand final").format(number=fixture.id)
        return translate("tournament.texts", "Match {number} · Grand final, reset").format(number=fixture.id)
    if fixture.bracket == "third-place":
        return translate("tournament.texts", "Match {number} · Match for third place").format(number=fixture.id)
    if fixture.bracket:
        #: Translators: {bracket} is "Winners' bracket", "Losers' bracket" or a pool ("Pool A")
        return translate("tournament.texts", "Match {number} · {bracket}, round {round}").format(
            number=fixture.id, bracket=bracket_title(fixture.bracket), round=fixture.round)
    return translate("tournament.texts", "Match {number} · Round {round}").format(number=fixture.id, round=fixture.round)


def where_next(fixture: tournament.FixtureView, later: Sequence[tournament.FixtureView],
               places: Mapping[str, int] | None = None) -> str:
    """Who went where after a played match: "Ann → match 15 · Ben → match 20", "Ben finishes 5th", "Ann goes on (bye)".

    ``later`` are the knockout's matches after this one (in bracket order):
    each side's next match is the first of them it plays in. ``places`` are
    the settled final places (by name): who plays no more finishes there.
    """
    if fixture.status == "bye":
        who = next((name for name in fixture.entrants if name), None)
        return translate("tournament.texts", "{name} goes on (bye)").format(name=who) if who else ""
    if fixture.ranks is None or fixture.stale or fixture.winner is None:
        return ""
    loser = next(name for name in fixture.entrants if name != fixture.winner)
    parts = []
    for name in (fixture.winner, loser):
        nxt = next((m for m in later if name in m.entrants), None)
        place = (places or {}).get(name or "")
        if nxt is not None:
            parts.append(goes_to(name or "?", nxt.id))
        elif place == 1:
            parts.append(translate("tournament.texts", "{name} wins the event").format(name=name))
        elif place is not None:
            #: Translators: {place} is a placement such as "5th"
            parts.append(translate("tournament.texts", "{name} finishes {place}").format(name=name, place=ordinal(place)))
        elif name == loser:
            parts.append(translate("tournament.texts", "{name} is out").format(name=name))
    return " · ".join(parts)


def describe(fixture: tournament.FixtureView) -> str:
    """A match in one sentence, for a tooltip or a screen reader."""
    title = fixture_title(fixture)
    if fixture.status == "bye":
        who = next((name for name in fixture.entrants if name), None)
        if who is None:
            return translate("tournament.texts", "{title}: nobody has a bye.").format(title=title)
        return translate("tournament.texts", "{title}: {name} has a bye.").format(title=title, name=who)
    #: Translators: a side of a match not decided yet (its earlier match is still to play)
    unknown = translate("tournament.texts", "not known yet")
    a, b = (name or unknown for name in fixture.entrants)
    if fixture.ranks is not None:
        #: Translators: a match for a screen reader: "Match 3 · Round 1: Ann v Ben. Done: Ann won 3–1."
        return translate("tournament.texts", "{title}: {first} v {second}. {status}: {result}.").format(
            title=title, first=a, second=b, status=status_words(fixture), result=result_words(fixture))
    #: Translators: a match for a screen reader: "Match 3 · Round 1: Ann v Ben. Playing on Table 2."
    return translate("tournament.texts", "{title}: {first} v {second}. {status}.").format(
        title=title, first=a, second=b, status=status_words(fixture))
