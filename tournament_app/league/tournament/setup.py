"""Setting an event up: its format and options, and its seeded entrants (players or rosters)."""

from __future__ import annotations

import json
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
from ..planning.seeding import check_pool_size
from .values import KNOCKOUT_FORMATS, TIEBREAKS

#: the tiebreaks an event uses when the organizer names none
DEFAULT_TIEBREAKS = {
    "swiss": ("buchholz-cut1", "buchholz", "sonneborn-berger", "wins"),
    "round-robin": ("sonneborn-berger", "wins", "direct-encounter"),
    "pools-knockout": ("direct-encounter", "sonneborn-berger", "wins"),
}


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

    def as_json(self) -> str:
        """The settings as stored in ``events.settings``."""
        return json.dumps({
            "rounds": self.rounds, "third_place": self.third_place, "reset": self.reset, "double": self.double,
            "pool_size": self.pool_size, "advance": self.advance, "tiebreaks": list(self.tiebreaks),
            "keep_apart_clubs": self.keep_apart_clubs, "knockout": list(self.knockout),
        })

    @classmethod
    def from_json(cls, text: str | None) -> Settings:
        """Settings read back from the file (defaults for what is missing)."""
        raw: dict[str, Any] = json.loads(text) if text else {}
        known = {k: v for k, v in raw.items() if k in cls.__dataclass_fields__}
        for key in ("tiebreaks", "knockout"):
            if key in known:
                known[key] = tuple(known[key])
        return cls(**known)


@dataclass(frozen=True)
class EntrantRow:
    """One seeded entrant of an event: a player (one id) or a roster (its players)."""

    id: int
    seed: int
    name: str
    player_ids: tuple[int, ...]
    team_id: int | None = None


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


def check_settings(fmt: str, settings: Settings) -> Settings:
    """Refuse options that make no sense for the format; fill in the tiebreaks it uses by default."""
    if fmt not in EVENT_FORMATS:
        raise LeagueError(translate("league.tournament.setup", "Unknown event format {format!r} (known: {known}).").format(
            format=fmt, known=", ".join(EVENT_FORMATS)))
    if settings.rounds is not None and settings.rounds < 1:
        raise LeagueError(translate("league.tournament.setup", "An event needs at least 1 round, got {rounds}.").format(rounds=settings.rounds))
    if fmt == "round-robin" and settings.rounds not in (None, 1, 2):
        raise LeagueError(translate("league.tournament.setup", "A round robin is played once or twice (--rounds 1 or 2), got {rounds}.").format(
            rounds=settings.rounds))
    if fmt == "pools-knockout":
        check_pool_size(settings.pool_size)
        if not 1 <= settings.advance <= settings.pool_size:
            raise LeagueError(translate("league.tournament.setup", "From each pool at least 1 and at most the pool size ({size}) can go on, "
                                        "got {advance}.").format(size=settings.pool_size, advance=settings.advance))
    unknown = [t for t in settings.tiebreaks if t not in TIEBREAKS]
    if unknown:
        raise LeagueError(translate("league.tournament.setup", "Unknown tiebreak {name!r} (known: {known}).").format(
            name=unknown[0], known=", ".join(TIEBREAKS)))
    if len(set(settings.tiebreaks)) != len(settings.tiebreaks):
        raise LeagueError(translate("league.tournament.setup", "A tiebreak is listed twice."))
    tiebreaks = settings.tiebreaks or DEFAULT_TIEBREAKS.get(fmt, ())
    return replace(settings, tiebreaks=tiebreaks, double=settings.double or (fmt == "round-robin" and settings.rounds == 2))


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
    entrants = tuple(EntrantRow(i, s, n, tuple(json.loads(p)), t) for i, s, n, p, t in rows)
    fmt = fmt or "club-night"  # an event made before formats is run as a club night, whatever its kind
    return EventSetup(event.id, event.name, event.leaderboard_id, fmt, Settings.from_json(raw), entrants,
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
    settings = check_settings(fmt, settings or Settings())
    settings = replace(settings, keep_apart_clubs=setup.settings.keep_apart_clubs)
    with club.step(translate("league.tournament.setup", "Format of {name}").format(name=setup.name)), club.transaction():
        club.db.execute("UPDATE events SET format = ?, settings = ?, kind = ? WHERE id = ?",
                        [fmt, settings.as_json(), "club night" if fmt == "club-night" else "tournament", event_id])
    return Changes(events=frozenset({event_id}))


def set_entrants(club: Club, event_id: int, *, names: Iterable[str] | None = None, top: int | None = None,
                 player_ids: Sequence[int] = (), team_ids: Sequence[int] = (), keep_apart_clubs: bool = False) -> Changes:
    """Choose an event's entrants (by name, the leaderboard's top N, or ids) and seed them by rating.

    Seeds follow the conservative rating; with ``keep_apart_clubs`` members of
    one club are kept apart in the first round as far as moving nobody more
    than two seeds allows. Every player of an entrant is checked in (present).
    Refused once the event has started.
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
    seeds = seed_entrants(chosen, separate=keep_apart_clubs) if len(chosen) >= 1 else None
    settings = replace(setup.settings, keep_apart_clubs=keep_apart_clubs)
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
