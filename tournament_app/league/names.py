"""The one rule for names people type or import (players, teams, events, tables, clubs).

A name is stored normalised: Unicode NFC, without format characters
(category Cf: zero-width spaces and joiners, U+FEFF, direction marks...),
whitespace collapsed to single spaces. So ``Ann`` and ``Ann`` followed by a
zero-width space, or ``José`` typed with a combining accent, are one name.
Names are compared by :func:`name_key` (the normalised name case-folded).

Player and roster names cannot hold a comma: the match form, the command
line and event-log team lines separate names with commas. Names already
stored with a comma stay readable; only new names are refused.
"""

from __future__ import annotations

import unicodedata

from ..store.name_keys import name_key as name_key
from ..store.name_keys import normalize_name as normalize_name
from ..messages import MessageText, Text, translate
from .errors import LeagueError

#: the longest name (in characters, after normalising)
MAX_LENGTH = 200

#: text longer than this is refused as too long before it is normalised (a 10 MB cell)
_RAW_LIMIT = 50 * MAX_LENGTH

#: what :func:`clean_name` calls the name it refuses, for the callers that check these names
PLAYER_NAME = translate("league.names", "player's name")
TEAM_NAME = translate("league.names", "team's name")
EVENT_NAME = translate("league.names", "event's name")
TABLE_NAME = translate("league.names", "table's name")


def sort_key(name: str) -> tuple[str, str]:
    """How names are put in order where league orders them (seeds of equal rating, entrants, tied standings):
    letters with accents among their plain letters ("Élodie" with the E's, "Özil" with the O's), case ignored.

    Every language the app speaks sorts its names so (German's DIN 5007-1 included); the window re-sorts
    what it lists with the language's own collation (``locale_text.name_key``), which agrees on these.
    """
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c)), name.casefold()


def _control_character(text: str) -> str | None:
    """The first control character (Cc other than tab and line breaks) or lone surrogate (Cs), if any."""
    if text.isprintable():
        return None
    for c in text:
        if c in "\t\n\r":
            continue
        if unicodedata.category(c) in ("Cc", "Cs"):
            return c
    return None


def clean_name(name: str, what: MessageText | None = None) -> str:
    """The name as it is stored (:func:`normalize_name`); raises LeagueError when it can't be one.

    Refused: an empty name (or one made only of invisible characters), one
    over :data:`MAX_LENGTH` characters, one with a control character.
    ``what`` names it in the message (:data:`PLAYER_NAME`, :data:`EVENT_NAME`...;
    "name" when not given).
    """
    if what is None:
        what = translate("league.names", "name")
    text = str(name)
    if len(text) > _RAW_LIMIT:
        raise LeagueError(_too_long(what, len(text)))
    control = _control_character(text)
    if control is not None:
        raise LeagueError(translate(
            "league.names", "The {what} contains an invisible control character (U+{code:04X}); remove it."
        ).format(what=what, code=ord(control)))
    cleaned = normalize_name(text)
    if not cleaned:
        if text.strip():
            raise LeagueError(translate(
                "league.names", "The {what} is made only of invisible characters; type a name people can read."
            ).format(what=what))
        raise LeagueError(translate("league.names", "The {what} cannot be empty.").format(what=what))
    if len(cleaned) > MAX_LENGTH:
        raise LeagueError(_too_long(what, len(cleaned)))
    return cleaned


def _too_long(what: MessageText, length: int) -> Text:
    return translate("league.names", "The {what} is too long ({length:,} characters; at most {most}).").format(
        what=what, length=length, most=MAX_LENGTH)


def _looks_like_words(text: str) -> bool:
    return bool(text) and all(c.isalpha() or c in " -'’." for c in text)


def _without_comma(name: str, swap: bool) -> str:
    """The name with its commas left out; "Smith, John" turned round to "John Smith" when ``swap``."""
    parts = [p.strip() for p in name.split(",")]
    if swap and len(parts) == 2 and all(_looks_like_words(p) for p in parts):
        return f"{parts[1]} {parts[0]}"
    return " ".join(" ".join(parts).split())


def _refuse_comma(name: str, refusal: Text, swap: bool) -> None:
    """Raise ``refusal`` (with the name and advice filled in) if ``name`` holds a comma."""
    if "," not in name:
        return
    better = _without_comma(name, swap)
    if better:
        advice = translate("league.names", 'write "{better}" instead').format(better=better)
    else:
        advice = translate("league.names", "leave the commas out")
    raise LeagueError(refusal.format(name=name, advice=advice))


def clean_player_name(name: str) -> str:
    """A new player's name (:func:`clean_name`), refused when it holds a comma."""
    cleaned = clean_name(name, PLAYER_NAME)
    _refuse_comma(cleaned, translate(
        "league.names",
        'A player\'s name can\'t contain a comma (the match form separates players with commas): "{name}" — {advice}.',
    ), swap=True)
    return cleaned


def clean_team_name(name: str) -> str:
    """A new roster's name (:func:`clean_name`), refused when it holds a comma."""
    cleaned = clean_name(name, TEAM_NAME)
    _refuse_comma(cleaned, translate(
        "league.names",
        'A team\'s name can\'t contain a comma (lists of players and rosters are separated by commas): "{name}" — {advice}.',
    ), swap=False)
    return cleaned


def clean_club(value: str | None, what: MessageText | None = None) -> str | None:
    """A player's club as stored: None when empty, otherwise checked like a name."""
    if value is None or not str(value).strip():
        return None
    return clean_name(value, what if what is not None else translate("league.names", "club"))
