"""Who is who: the other file's players matched to this club's by the name rule, and the look-alikes asked about.

Two names are one player when the name rule finds them equal
(:func:`~tournament_app.league.names.name_key`: "Ann  Lee" and "ann lee").
Names that differ only in accents, case, spacing or punctuation
("Elodie Martin" and "Élodie  martin", "Jean-Luc" and "Jeanluc") may be one
person or two: such a pair is a *look-alike*, and the organizer says which
(``--same "A=B"`` or ``--different "A"``; a choice per pair in the window).
A merge with a look-alike nobody decided is refused, listing them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...messages import translate
from ..club import Club
from ..errors import LeagueError
from ..names import name_key


def loose_key(name: str) -> str:
    """A name without accents, case, spaces or punctuation: "Élodie  Martin-Roy" -> "elodiemartinroy"."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed if c.isalnum() and not unicodedata.combining(c))


@dataclass(frozen=True)
class LookAlike:
    """A player of the other file whose name looks like one of this club's: same person or not is asked."""

    other_id: int
    other_name: str
    here_id: int
    here_name: str
    #: True: the same person, False: two people, None: not decided yet
    same: bool | None = None

    def __str__(self) -> str:
        return f"{self.other_name} ~ {self.here_name}"


@dataclass(frozen=True)
class PlayerMatch:
    """The other file's players as this club will hold them."""

    #: other player id -> this club's player id (those already here: the same name, or a look-alike said to be)
    mapped: dict[int, int]
    #: other player ids that come in as new players
    new: tuple[int, ...]
    look_alikes: tuple[LookAlike, ...]

    @property
    def undecided(self) -> tuple[LookAlike, ...]:
        """The look-alike pairs nobody has decided about."""
        return tuple(p for p in self.look_alikes if p.same is None)


def parse_same(text: str) -> tuple[str, str]:
    """``"Elodie Martin=Élodie Martin"`` -> the two names (LeagueError without an "=" between two names)."""
    left, sep, right = text.partition("=")
    if not sep or not left.strip() or not right.strip():
        raise LeagueError(translate(
            "league.merging", "'{text}' is not a pair of names: write the other file's name and this club's, "
            "with '=' between them (--same \"Elodie Martin=Élodie Martin\").").format(text=text))
    return left.strip(), right.strip()


def match_players(club: Club, players: dict[int, tuple[str, str | None, str, int]],
                  same: Sequence[tuple[str, str]] = (), different: Sequence[str] = ()) -> PlayerMatch:
    """Match the other file's ``players`` (id -> (name, ...)) to this club's; apply the organizer's choices.

    A choice that names no look-alike pair is refused (LeagueError), so a
    typo is never silently ignored.
    """
    ours = {str(k): (int(i), str(n)) for i, n, k in club.db.execute("SELECT id, name, name_key FROM players")}
    loose: dict[str, list[tuple[int, str]]] = {}
    for pid, name in ours.values():
        loose.setdefault(loose_key(name), []).append((pid, name))
    mapped: dict[int, int] = {}
    pairs: list[LookAlike] = []
    for other_id, (name, *_rest) in sorted(players.items()):
        found = ours.get(name_key(name))
        if found is not None:
            mapped[other_id] = found[0]
            continue
        pairs.extend(LookAlike(other_id, name, here_id, here_name)
                     for here_id, here_name in sorted(loose.get(loose_key(name), []), key=lambda p: name_key(p[1])))
    known = set(ours) | {name_key(n) for n, *_rest in players.values()}
    pairs = _decide(pairs, same, different, known)
    for pair in pairs:
        if pair.same:
            mapped[pair.other_id] = pair.here_id
    _check_one_each(mapped, players, ours)
    new = tuple(pid for pid in sorted(players) if pid not in mapped)
    return PlayerMatch(mapped, new, tuple(pairs))


def _decide(pairs: list[LookAlike], same: Sequence[tuple[str, str]], different: Iterable[str],
            known: set[str]) -> list[LookAlike]:
    """The pairs with the organizer's choices applied. "Different" for a player of either file who is in no pair
    (merged before, as two people) is no error; a name neither file has is (a typo)."""
    decided = list(pairs)
    for a, b in same:
        keys = {name_key(a), name_key(b)}
        hits = [i for i, p in enumerate(decided) if {name_key(p.other_name), name_key(p.here_name)} == keys]
        if not hits:
            raise _not_a_pair(f"{a}={b}", decided)
        for i in hits:
            decided[i] = _with(decided[i], True)
        other = decided[hits[0]].other_id
        for i, p in enumerate(decided):  # the other player is this one: not also one of its other look-alikes
            if p.other_id == other and i not in hits and p.same is None:
                decided[i] = _with(p, False)
    for name in different:
        key = name_key(name)
        hits = [i for i, p in enumerate(decided) if key in (name_key(p.other_name), name_key(p.here_name))]
        if not hits and key not in known:
            raise _not_a_pair(name, decided)
        for i in hits:
            if decided[i].same is None:
                decided[i] = _with(decided[i], False)
    return decided


def _with(pair: LookAlike, same: bool) -> LookAlike:
    return LookAlike(pair.other_id, pair.other_name, pair.here_id, pair.here_name, same)


def _not_a_pair(choice: str, pairs: Sequence[LookAlike]) -> LeagueError:
    if not pairs:
        return LeagueError(translate(
            "league.merging", "'{choice}' names no look-alike pair: the two files have no look-alike names.").format(choice=choice))
    return LeagueError(translate(
        "league.merging", "'{choice}' names no look-alike pair; the look-alike names are: {pairs}.").format(
        choice=choice, pairs="; ".join(str(p) for p in pairs)))


def _check_one_each(mapped: dict[int, int], players: dict[int, tuple[str, str | None, str, int]],
                    ours: dict[str, tuple[int, str]]) -> None:
    """Two players of the other file can't both become one player here (a match would have them twice)."""
    taken: dict[int, int] = {}
    names = {pid: name for pid, name in ours.values()}
    for other_id, here_id in sorted(mapped.items()):
        first = taken.setdefault(here_id, other_id)
        if first != other_id:
            raise LeagueError(translate(
                "league.merging", "'{first}' and '{second}' of the other file can't both be '{here}' of this club; "
                "say --different for one of them.").format(
                first=players[first][0], second=players[other_id][0], here=names[here_id]))
