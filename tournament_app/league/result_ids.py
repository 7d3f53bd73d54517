"""A result's identity as people and files see it: ``<club id>-<number>`` (issue 27; store/result_origins.py).

A match made in this club is ``<this club's id>-<its id>``; one that came
from another club keeps the identity it had there. Exports write it in the
``result_id`` column; imports (and merging, later) find by it what the club
already has.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import socket
from pathlib import Path
from typing import NamedTuple

from ..messages import translate
from ..store.result_origins import LocalOrigins, foreign_origins, take_match_numbers as take_numbers
from .core import ClubCore
from .errors import LeagueError

#: the largest number SQLite stores (an identity's number, like an id, is at most this)
MAX_NUMBER = (1 << 63) - 1

_FORM = re.compile(r"([a-z0-9]{1,64})-([0-9]{1,19})")


class ResultId(NamedTuple):
    """A result's identity: the club it was made in (a random id) and its number there."""

    club: str
    number: int

    def __str__(self) -> str:
        return f"{self.club}-{self.number}"


def parse_result_id(text: str) -> ResultId:
    """``"k3f9...-12"`` -> ResultId (letters in either case); LeagueError for anything else."""
    found = _FORM.fullmatch(text.strip().lower())
    number = int(found.group(2)) if found else 0
    if found is None or not 1 <= number <= MAX_NUMBER:
        raise LeagueError(translate(
            "league.result_ids", "'{cell}' is not a result id (a club id, a dash and a whole number, as an export "
            "writes it: e.g. k3f9q2m4p8t6v5w1-12).").format(cell=text if len(text) <= 40 else text[:30] + "…"))
    return ResultId(found.group(1), number)


def place_of(path: Path | None) -> str:
    """Where the club file is now (a digest of the computer, its path and its identity on the disk; no names kept).

    A copy on another laptop, a file moved or put back from elsewhere has
    another place, so its new matches go under a new club id.
    """
    if path is None:
        return "memory"
    try:
        stat = os.stat(path)
    except OSError:
        return f"unknown {secrets.token_hex(8)}"  # never equal: a new origin rather than a shared one
    where = f"{socket.gethostname()}\0{Path(path).resolve()}\0{stat.st_dev}\0{stat.st_ino}"
    return hashlib.sha256(where.encode("utf-8", "surrogateescape")).hexdigest()[:24]


def take_match_numbers(core: ClubCore, count: int) -> int:
    """Reserve ``count`` new match ids never used in this file before (deleted or undone ones included); the first."""
    return take_numbers(core.db, count, place_of(core.path))


def result_id_of(core: ClubCore, match_id: int) -> ResultId:
    """The identity of the recorded match ``match_id``."""
    foreign = foreign_origins(core.db, [match_id]).get(match_id)
    if foreign is not None:
        return ResultId(*foreign)
    return ResultId(LocalOrigins(core.db).club_of(match_id), match_id)


def local_number(core: ClubCore, result_id: ResultId) -> int | None:
    """The match id ``result_id`` names as one of this club's own numbers (None: another club's identity)."""
    span = LocalOrigins(core.db).numbers_of(result_id.club)
    if span is None:
        return None
    first, last = span
    return result_id.number if first <= result_id.number and (last is None or result_id.number <= last) else None
