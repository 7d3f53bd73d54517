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
from .errors import LeagueError

#: the longest name (in characters, after normalising)
MAX_LENGTH = 200

#: text longer than this is refused as too long before it is normalised (a 10 MB cell)
_RAW_LIMIT = 50 * MAX_LENGTH


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


def clean_name(name: str, what: str = "name") -> str:
    """The name as it is stored (:func:`normalize_name`); raises LeagueError when it can't be one.

    Refused: an empty name (or one made only of invisible characters), one
    over :data:`MAX_LENGTH` characters, one with a control character.
    ``what`` names it in the message ("player's name", "event's name"...).
    """
    text = str(name)
    if len(text) > _RAW_LIMIT:
        raise LeagueError(f"The {what} is too long ({len(text):,} characters; at most {MAX_LENGTH}).")
    control = _control_character(text)
    if control is not None:
        raise LeagueError(f"The {what} contains an invisible control character (U+{ord(control):04X}); remove it.")
    cleaned = normalize_name(text)
    if not cleaned:
        if text.strip():
            raise LeagueError(f"The {what} is made only of invisible characters; type a name people can read.")
        raise LeagueError(f"The {what} cannot be empty.")
    if len(cleaned) > MAX_LENGTH:
        raise LeagueError(f"The {what} is too long ({len(cleaned):,} characters; at most {MAX_LENGTH}).")
    return cleaned


def _looks_like_words(text: str) -> bool:
    return bool(text) and all(c.isalpha() or c in " -'’." for c in text)


def _without_comma(name: str, swap: bool) -> str:
    """The name with its commas left out; "Smith, John" turned round to "John Smith" when ``swap``."""
    parts = [p.strip() for p in name.split(",")]
    if swap and len(parts) == 2 and all(_looks_like_words(p) for p in parts):
        return f"{parts[1]} {parts[0]}"
    return " ".join(" ".join(parts).split())


def _refuse_comma(name: str, whose: str, why: str, swap: bool) -> None:
    if "," not in name:
        return
    better = _without_comma(name, swap)
    advice = f'write "{better}" instead' if better else "leave the commas out"
    raise LeagueError(f'{whose} name can\'t contain a comma ({why}): "{name}" — {advice}.')


def clean_player_name(name: str) -> str:
    """A new player's name (:func:`clean_name`), refused when it holds a comma."""
    cleaned = clean_name(name, "player's name")
    _refuse_comma(cleaned, "A player's", "the match form separates players with commas", swap=True)
    return cleaned


def clean_team_name(name: str) -> str:
    """A new roster's name (:func:`clean_name`), refused when it holds a comma."""
    cleaned = clean_name(name, "team's name")
    _refuse_comma(cleaned, "A team's", "lists of players and rosters are separated by commas", swap=False)
    return cleaned


def clean_club(value: str | None, what: str = "club") -> str | None:
    """A player's club as stored: None when empty, otherwise checked like a name."""
    if value is None or not str(value).strip():
        return None
    return clean_name(value, what)
