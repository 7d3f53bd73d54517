"""Setting an event up: its format and options, and its seeded entrants (players or rosters)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...messages import translate
from ..club import Club
from ..dates import now_moment
from ..errors import LeagueError
from ..event_formats import EVENT_FORMATS
from ..model import Changes
from ..night.checkin import set_attendance
from ..planning.brackets import seed_entrants
from ..planning.entrants import entrants_by_id, resolve_entrants, top_entrants
from ..limits import MAX_POOL_SIZE, MAX_ROUNDS, OptionError, whole_number
from ..planning.seeding import check_pool_size
from .pools import pool_members
from .values import CURRENT_RULES, KNOCKOUT_FORMATS, TIEBREAKS

#: the tiebreaks an event uses when the organizer names none
DEFAULT_TIEBREAKS = {
    "swiss": ("buchholz-cut1", "buchholz", "sonneborn-berger", "wins"),
    "round-robin": ("sonneborn-berger", "wins", "direct-encounter"),
    "pools-knockout": ("direct-encounter", "sonneborn-berger", "wins"),
}


#: the settings a refused number names (the command line's --rounds, --advance)
ROUNDS_OPTION, ADVANCE_OPTION = "rounds", "advance"

#: why an event ended early: the organizer finished it ("Finish now"), or a Swiss round could not be paired without
#: a rematch
ENDED_EARLY = ("organizer", "no-pairing")


@dataclass(frozen=True)
class Settings:
    """A format's options (the ones that don't apply to it are left at their defaults)."""

    rounds: int | None = None
    third_place: bool = False
    reset: bool = True
    double: bool = False
    pool_size: int = 4
    advance: int = 2
    tiebreaks: tuple[str, ...] = ()
    keep_apart_clubs: bool = False
    #: pools then knockout: the entrant ids going on, in knockout seed order (set when the pools end)
    knockout: tuple[int, ...] = field(default=())
    #: the edition of the pairing rules the event plays by (:data:`.values.CURRENT_RULES`); an event stored
    #: without one started under edition 1 and keeps it, so no played match is ever re-routed
    rules: int = CURRENT_RULES
    #: Swiss, round robin, pools: the games have White and Black, side 1 White (a round robin's by the Berger tables)
    colours: bool = False
    #: the drawing of lots that placed the unrated entrants (:func:`~..planning.brackets.seed_entrants`), and
    #: the seeds it placed; None for entrants seeded before lots were drawn (by name)
    lots: int | None = None
    by_lot: tuple[int, ...] = ()
    #: why the event ended before its last match, if it did: one of :data:`ENDED_EARLY` (the matches not played then
    #: are cancelled; everything else is derived from the results as ever)
    ended: str | None = None

    def as_json(self) -> str:
        """The settings as stored in ``events.settings``."""
        return json.dumps({
            "rounds": self.rounds, "third_place": self.third_place, "reset": self.reset, "double": self.double,
            "pool_size": self.pool_size, "advance": self.advance, "tiebreaks": list(self.tiebreaks),
            "keep_apart_clubs": self.keep_apart_clubs, "knockout": list(self.knockout), "rules": self.rules,
            "colours": self.colours, "lots": self.lots, "by_lot": list(self.by_lot),
            **({"ended": self.ended} if self.ended is not None else {}),
        })

    @classmethod
    def from_json(cls, text: str | None) -> Settings:
        """Settings read back from the file (defaults for what is missing; no ``rules``: edition 1)."""
        raw: dict[str, Any] = json.loads(text) if text else {}
        known = {k: v for k, v in raw.items() if k in cls.__dataclass_fields__}
        for key in ("tiebreaks", "knockout"):
            if key in known:
                known[key] = tuple(known[key])
        # the options of issue 28, read warily: a value of the wrong kind falls back to what it means when missing
        rules, lots, by_lot = known.get("rules"), known.get("lots"), known.get("by_lot")
        known["rules"] = rules if isinstance(rules, int) and not isinstance(rules, bool) and rules >= 1 else 1
        known["lots"] = lots if isinstance(lots, int) and not isinstance(lots, bool) else None
        known["by_lot"] = tuple(s for s in by_lot if isinstance(s, int)) if isinstance(by_lot, list) else ()
        known["colours"] = known.get("colours") is True
        return cls(**known)


@dataclass(frozen=True)
class EntrantRow:
    """One seeded entrant of an event: a player (one id) or a roster (its players)."""

    id: int
    seed: int
    name: str
    player_ids: tuple[int, ...]
    team_id: int | None = None
    #: placed among the unrated entrants by drawing lots (the seed list says "by lot")
    by_lot: bool = False


@dataclass(frozen=True)
class EventSetup:
    """An event's format, options, entrants and progress."""

    event_id: int
    name: str
    leaderboard_id: int
    format: str
    settings: Settings
    entrants: tuple[EntrantRow, ...]
    started: bool
    finished: bool

    @property
    def knockout(self) -> bool:
        """True when no match of this format may end in a draw."""
        return self.format in KNOCKOUT_FORMATS


def check_settings(fmt: str, settings: Settings, entrants: int | None = None) -> Settings:
    """Refuse options that make no sense for the format; fill in the tiebreaks it uses by default.

    Numbers are checked against their bounds (:mod:`..limits`) and never
    replaced. With ``entrants`` (an event whose entrants are known) also
    what they can play: a Swiss's rounds without a rematch, and how many of
    the smallest pool can go on (:func:`check_playable`).
    """
    if fmt not in EVENT_FORMATS:
        raise LeagueError(translate("league.tournament.setup", "Unknown event format {format!r} (known: {known}).").format(
            format=fmt, known=", ".join(EVENT_FORMATS)))
    if settings.rounds is not None:
        whole_number(settings.rounds, "rounds", 1, MAX_ROUNDS)
    if fmt == "round-robin" and settings.rounds not in (None, 1, 2):
        raise OptionError(translate("league.tournament.setup", "A round robin is played once or twice (--rounds 1 or 2), got {rounds}.").format(
            rounds=settings.rounds), ROUNDS_OPTION)
    if fmt == "pools-knockout":
        whole_number(settings.pool_size, "pool_size", 2, MAX_POOL_SIZE)
        whole_number(settings.advance, "advance", 1, settings.pool_size)
    unknown = [t for t in settings.tiebreaks if t not in TIEBREAKS]
    if unknown:
        raise LeagueError(translate("league.tournament.setup", "Unknown tiebreak {name!r} (known: {known}).").format(
            name=unknown[0], known=", ".join(TIEBREAKS)))
    if settings.colours and fmt not in ("swiss", "round-robin", "pools-knockout"):
        raise LeagueError(translate("league.tournament.setup", "Only a Swiss, a round robin or pools have White and Black; "
                                    "a knockout bracket has no colours."))
    if len(set(settings.tiebreaks)) != len(settings.tiebreaks):
        raise LeagueError(translate("league.tournament.setup", "A tiebreak is listed twice."))
    if entrants is not None and entrants >= 2:
        check_playable(fmt, settings, entrants)
    tiebreaks = settings.tiebreaks or DEFAULT_TIEBREAKS.get(fmt, ())
    return replace(settings, tiebreaks=tiebreaks, double=settings.double or (fmt == "round-robin" and settings.rounds == 2))


def most_swiss_rounds(entrants: int) -> int:
    """The most rounds ``entrants`` can play in a Swiss without a rematch: n − 1 for an even n, n for an odd n (a bye
    each round)."""
    return entrants - 1 if entrants % 2 == 0 else entrants


def check_playable(fmt: str, settings: Settings, entrants: int) -> None:
    """Refuse options these many entrants can't play to the end (an :class:`OptionError` naming the option).

    A Swiss can't have more rounds than its entrants play without a
    rematch; a pools-then-knockout can't send more of a pool on than its
    smallest pool holds, and needs at least two in the knockout.
    """
    if fmt == "swiss" and settings.rounds is not None and settings.rounds > most_swiss_rounds(entrants):
        if entrants % 2 == 0:
            message = translate("league.tournament.setup", "A Swiss of {entrants} entrants can be played over at most {most} rounds "
                                "without a rematch (everyone meets everyone once), not {rounds}.")
        else:
            message = translate("league.tournament.setup", "A Swiss of {entrants} entrants can be played over at most {most} rounds "
                                "without a rematch (everyone meets everyone once, with a bye each round), not {rounds}.")
        raise OptionError(message.format(entrants=entrants, most=most_swiss_rounds(entrants), rounds=settings.rounds), ROUNDS_OPTION)
    if fmt == "pools-knockout":
        pools = pool_members(entrants, settings.pool_size)
        smallest = min(len(p) for p in pools)
        if settings.advance > smallest:
            raise OptionError(translate("league.tournament.setup", "{entrants} entrants in pools of at most {size} make a smallest "
                                        "pool of {smallest}: at most {smallest} can go on from each pool, not {advance}.").format(
                entrants=entrants, size=settings.pool_size, smallest=smallest, advance=settings.advance), ADVANCE_OPTION)
        if len(pools) * settings.advance < 2:
            raise OptionError(translate("league.tournament.setup", "Only 1 entrant would go on from the one pool: a knockout needs "
                                        "at least 2, so let at least 2 go on."), ADVANCE_OPTION)


def parse_tiebreaks(text: str | None) -> tuple[str, ...]:
    """``"buchholz,sonneborn-berger"`` -> the names; underscores are read as dashes (``buchholz_cut1``)."""
    if not text:
        return ()
    return tuple(t.strip().lower().replace("_", "-") for t in text.split(",") if t.strip())


def create_event(club: Club, name: str, fmt: str, *, leaderboard: int | str | None = None, date: str | None = None,
                 settings: Settings | None = None) -> Changes:
    """Create an event with its format and options (``Changes.id`` is the new event's id)."""
    settings = check_settings(fmt, settings or Settings())
    lb = club.leaderboard(leaderboard)
    kind = "club night" if fmt == "club-night" else "tournament"
    with club.step(translate("league.tournament.setup", "New event {name}").format(name=name)), club.transaction():
        event = club.add_event(name, date or now_moment()[:10], lb.id, kind)
        event_id = event.id
        club.db.execute("UPDATE events SET format = ?, settings = ? WHERE id = ?", [fmt, settings.as_json(), event_id])
    return Changes(events=frozenset({event_id}), id=event_id)


def event_setup(club: Club, event_id: int) -> EventSetup:
    """An event's format, options and seeded entrants (an event made before formats is a club night)."""
    event = club.event(event_id)
    fmt, raw, started, finished = club.db.execute(
        "SELECT format, settings, started_at, finished_at FROM events WHERE id = ?", [event_id]).fetchone()
    rows = club.db.execute(
        "SELECT id, seed, name, player_ids, team_id FROM entrants WHERE event_id = ? ORDER BY seed", [event_id]).fetchall()
    settings = Settings.from_json(raw)
    entrants = tuple(EntrantRow(i, s, n, tuple(json.loads(p)), t, s in settings.by_lot) for i, s, n, p, t in rows)
    fmt = fmt or "club-night"  # an event made before formats is run as a club night, whatever its kind
    return EventSetup(event.id, event.name, event.leaderboard_id, fmt, settings, entrants,
                      started is not None, finished is not None)


def has_results(club: Club, event_id: int) -> bool:
    """True once any match of the event has been recorded."""
    return club.db.execute("SELECT 1 FROM matches WHERE event_id = ? LIMIT 1", [event_id]).fetchone() is not None


def set_format(club: Club, event_id: int, fmt: str, settings: Settings | None = None) -> Changes:
    """Change an event's format and options: only until its first result (then the matches decide)."""
    setup = event_setup(club, event_id)
    if has_results(club, event_id):
        raise LeagueError(translate("league.tournament.setup", "'{name}' has results already; its format can't change any more.").format(name=setup.name))
    if setup.started:
        raise LeagueError(translate("league.tournament.setup", "'{name}' has started; its format can't change any more.").format(name=setup.name))
    settings = check_settings(fmt, settings or Settings(), len(setup.entrants))
    settings = replace(settings, keep_apart_clubs=setup.settings.keep_apart_clubs, lots=setup.settings.lots,
                       by_lot=setup.settings.by_lot)
    with club.step(translate("league.tournament.setup", "Format of {name}").format(name=setup.name)), club.transaction():
        club.db.execute("UPDATE events SET format = ?, settings = ?, kind = ? WHERE id = ?",
                        [fmt, settings.as_json(), "club night" if fmt == "club-night" else "tournament", event_id])
    return Changes(events=frozenset({event_id}))


def set_entrants(club: Club, event_id: int, *, names: Iterable[str] | None = None, top: int | None = None,
                 player_ids: Sequence[int] = (), team_ids: Sequence[int] = (), keep_apart_clubs: bool = False,
                 lots: int | None = None) -> Changes:
    """Choose an event's entrants (by name, the leaderboard's top N, or ids) and seed them by rating.

    Seeds follow the conservative rating; unrated entrants (no game in the
    leaderboard yet) are placed among themselves by drawing lots: ``lots``
    is the draw (a random one when not given), kept with the event so the
    seed list can be drawn again alike and says who was placed "by lot".
    With ``keep_apart_clubs`` members of one club are kept apart in the
    first round as far as moving nobody more than two seeds allows. Every
    player of an entrant is checked in (present). Refused once the event
    has started.
    """
    setup = event_setup(club, event_id)
    if setup.started:
        raise LeagueError(translate("league.tournament.setup", "'{name}' has started; its entrants can't change any more.").format(name=setup.name))
    if names is not None:
        chosen = resolve_entrants(club, names, setup.leaderboard_id)
    elif top is not None:
        chosen = top_entrants(club, top, setup.leaderboard_id)
    else:
        chosen = entrants_by_id(club, player_ids, team_ids, setup.leaderboard_id)
    _check_overlap([e.name for e in chosen], [e.player_ids for e in chosen])
    if len(chosen) < 2 and setup.format != "club-night":
        raise LeagueError(translate("league.tournament.setup", "An event needs at least 2 entrants, got {count}.").format(count=len(chosen)))
    if lots is None:
        lots = secrets.randbelow(1 << 31)
    seeds = seed_entrants(chosen, separate=keep_apart_clubs, lots=lots) if len(chosen) >= 1 else None
    by_lot = tuple(s.seed for s in seeds.seeds if s.by_lot) if seeds else ()
    settings = replace(setup.settings, keep_apart_clubs=keep_apart_clubs, lots=lots, by_lot=by_lot)
    with club.step(translate("league.tournament.setup", "Entrants of {name}").format(name=setup.name)), club.transaction():
        club.db.execute("DELETE FROM entrants WHERE event_id = ?", [event_id])
        for s in seeds.seeds if seeds else ():
            club.db.table("entrants").insert({
                "event_id": event_id, "seed": s.seed, "name": s.entrant.name,
                "player_ids": json.dumps(list(s.entrant.player_ids)), "team_id": s.entrant.team_id,
            })
            for pid in s.entrant.player_ids:
                set_attendance(club, event_id, pid, "present")
        club.db.execute("UPDATE events SET settings = ? WHERE id = ?", [settings.as_json(), event_id])
    return Changes(events=frozenset({event_id}))


def _check_overlap(names: Sequence[str], players: Sequence[Sequence[int]]) -> None:
    seen: dict[int, str] = {}
    for name, ids in zip(names, players):
        for pid in ids:
            if pid in seen:
                raise LeagueError(translate("league.tournament.setup", "A player is in both '{first}' and '{second}'; an entrant can't share players with another.").format(
                    first=seen[pid], second=name))
            seen[pid] = name
