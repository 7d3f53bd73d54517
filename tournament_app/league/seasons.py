"""Seasons: a yearly ranking next to the ratings, by points per event placement, the best N events counting.

A season covers the events of one leaderboard dated from ``date_from`` to
``date_to`` (both days included). Each event's final placements
(:func:`.tournament.placings.final_placings`) give points on the season's
scale: the n-th number goes to n-th place, places beyond the scale get 0, a
shared place gets the points of that (best) place, and a roster's points go
to each of its players. Each player's best N results count (all of them
without N). The table orders players by points; equal points are broken by
countback over the counted results (more event wins, then more second
places, and so on); players equal on both share a place and are listed by
name. Events without final placements yet (a tournament still running) are
left out and named in :attr:`SeasonTable.unfinished`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TextIO

from sqlite_utils.db import NotFoundError as RowNotFound

from ..messages import Text, translate
from .club import Club
from .core import ClubCore, new_id, row_id
from .csv_io import neutralise, write_csv_file, write_csv_row
from .errors import LeagueError, NotFoundError
from .limits import MAX_BEST, MAX_SEASON_POINTS, OptionError, whole_number
from .model import Changes
from .names import clean_name, name_key

#: the points for 1st, 2nd, 3rd... place when the club sets none (places beyond get 0)
DEFAULT_SEASON_POINTS: tuple[float, ...] = (25, 18, 15, 12, 10, 8, 6, 4, 2, 1)
#: the longest scale accepted (a place per entrant of a very large event)
MAX_SCALE = 1000
#: the setting a refused points scale names (the command line's --points)
POINTS_OPTION = "points"
#: the columns of a season exported as CSV
SEASON_CSV_COLUMNS = ("place", "name", "points", "events", "best", "played")


@dataclass(frozen=True)
class Season:
    """A season: a leaderboard's events in a date range, ranked by points per placement."""

    id: int
    name: str
    leaderboard_id: int
    date_from: str
    date_to: str
    #: how many of each player's best results count (None: all of them)
    best: int | None
    #: points for 1st, 2nd, 3rd... place
    points: tuple[float, ...]

    def points_text(self) -> str:
        """The scale as a person types it: "25,18,15,12,10,8,6,4,2,1"."""
        return points_text(self.points)


@dataclass(frozen=True)
class SeasonResult:
    """One player's result in one event of the season."""

    event_id: int
    event: str
    date: str
    place: int
    points: float


@dataclass(frozen=True)
class SeasonLine:
    """One player's line of a season table."""

    place: int
    player_id: int
    name: str
    points: float
    #: the counted results, best first
    counted: tuple[SeasonResult, ...]
    #: how many of the season's events the player has a placement in
    played: int

    @property
    def events(self) -> int:
        """How many events count."""
        return len(self.counted)

    @property
    def best(self) -> list[int]:
        """The counted placements, best first."""
        return [r.place for r in self.counted]

    def best_text(self) -> str:
        """The counted placements as read, in the reader's language: "1st, 1st, 3rd"."""
        return ", ".join(str(ordinal(p)) for p in self.best)

    def as_dict(self) -> dict[str, Any]:
        """The line with the keys of the CLI's JSON contract (``season standings --format json``)."""
        return {"place": self.place, "name": self.name, "points": number(self.points), "events": self.events,
                "best": self.best, "played": self.played}


@dataclass(frozen=True)
class SeasonTable:
    """A season's standings: its lines in order, the events that count, and those not finished yet."""

    season: Season
    leaderboard: str
    lines: tuple[SeasonLine, ...]
    #: (id, name, date) of the events in range that have placements
    events: tuple[tuple[int, str, str], ...]
    #: names of the events in range without final placements yet
    unfinished: tuple[str, ...]


# ---- plain helpers ------------------------------------------------------------------------------


def ordinal(place: int) -> Text:
    """A placement, said in the reader's language: 1 -> "1st", 11 -> "11th", 23 -> "23rd" (German "1.", "23.")."""
    if 10 <= place % 100 <= 20 or place % 10 not in (1, 2, 3):
        #: Translators: a placement such as 4th, 11th (German "{rank}.")
        return translate("league.seasons", "{rank}th").format(rank=place)
    if place == 1:
        #: Translators: first place alone (French "1er", where 21st is "21e")
        return translate("league.seasons", "{rank}st", "first place").format(rank=place)
    if place % 10 == 1:
        #: Translators: a placement such as 21st, 31st
        return translate("league.seasons", "{rank}st").format(rank=place)
    if place % 10 == 2:
        #: Translators: a placement such as 2nd, 22nd
        return translate("league.seasons", "{rank}nd").format(rank=place)
    #: Translators: a placement such as 3rd, 23rd
    return translate("league.seasons", "{rank}rd").format(rank=place)


def number(value: float) -> int | float:
    """A points value as shown and written: whole numbers without ".0"."""
    return int(value) if float(value).is_integer() else round(value, 6)


def points_text(points: Sequence[float]) -> str:
    """A scale as a person types it: "25,18,15"."""
    return ",".join(str(number(p)) for p in points)


def parse_points(points: str | Sequence[float] | None) -> tuple[float, ...]:
    """The scale from "25,18,15,..." or numbers (None: the default); refuses what is not a scale of points."""
    if points is None:
        return DEFAULT_SEASON_POINTS
    items: list[Any] = [p.strip() for p in points.split(",")] if isinstance(points, str) else list(points)
    if not items or (isinstance(points, str) and not points.strip()):
        raise OptionError(translate(
            "league.seasons", "The points scale is empty: give the points for 1st, 2nd, 3rd... place, e.g. 25,18,15."), POINTS_OPTION)
    if len(items) > MAX_SCALE:
        raise OptionError(translate("league.seasons", "The points scale is too long ({count:,} places; at most {most:,}).").format(
            count=len(items), most=MAX_SCALE), POINTS_OPTION)
    out: list[float] = []
    for n, item in enumerate(items, start=1):
        if isinstance(item, str) and not item:
            raise OptionError(translate(
                "league.seasons", "The points for {place} place are missing: separate the numbers by single commas."
            ).format(place=ordinal(n)), POINTS_OPTION)
        try:
            value = float(item)
        except (TypeError, ValueError):
            shown = str(item) if len(str(item)) <= 20 else str(item)[:20] + "…"
            raise OptionError(translate("league.seasons", "The points for {place} place ('{value}') are not a number.").format(
                place=ordinal(n), value=shown), POINTS_OPTION) from None
        if not math.isfinite(value):
            raise OptionError(translate("league.seasons", "The points for {place} place must be a finite number.").format(
                place=ordinal(n)), POINTS_OPTION)
        if value < 0:
            raise OptionError(translate("league.seasons", "The points for {place} place cannot be negative ({value}).").format(
                place=ordinal(n), value=number(value)), POINTS_OPTION)
        if value > MAX_SEASON_POINTS:
            raise OptionError(translate("league.seasons", "The points for {place} place are more than {most:,} ({value:g}).").format(
                place=ordinal(n), most=MAX_SEASON_POINTS, value=value), POINTS_OPTION)
        out.append(value)
    return tuple(out)


def _day(value: str | date, start: bool) -> str:
    if isinstance(value, date):
        return value.isoformat()[:10]
    text = str(value).strip()
    try:
        return date.fromisoformat(text[:10] if len(text) > 10 and text[10] in "T " else text).isoformat()
    except ValueError:
        shown = text if len(text) <= 30 else text[:30] + "…"
        if start:
            wrong = translate("league.seasons", "The season's start date '{date}' is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).")
        else:
            wrong = translate("league.seasons", "The season's end date '{date}' is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).")
        raise LeagueError(wrong.format(date=shown)) from None


def _check(core: ClubCore, name: str, leaderboard: int | str, date_from: str | date, date_to: str | date,
           best: int | None, points: str | Sequence[float] | None) -> dict[str, Any]:
    """The row to store, or LeagueError saying what is wrong (nothing is written)."""
    name = clean_name(name, translate("league.seasons", "season's name"))
    board = core.leaderboard_row(leaderboard)
    first, last = _day(date_from, start=True), _day(date_to, start=False)
    if first > last:
        raise LeagueError(translate("league.seasons", "The season starts on {first}, after it ends on {last}: the start must come first.").format(
            first=first, last=last))
    if best is not None:
        whole_number(best, "best", 1, MAX_BEST)
    scale = parse_points(points)
    return {"name": name, "name_key": name_key(name), "leaderboard_id": int(board["id"]), "date_from": first,
            "date_to": last, "best": best, "points": json.dumps([number(p) for p in scale])}


# ---- seasons: create, change, delete, look up --------------------------------------------------


def create_season(core: ClubCore, name: str, leaderboard: int | str, date_from: str | date, date_to: str | date,
                  best: int | None = None, points: str | Sequence[float] | None = None) -> Changes:
    """Create a season over a leaderboard's events from ``date_from`` to ``date_to`` (one undo step)."""
    row = _check(core, name, leaderboard, date_from, date_to, best, points)
    with core.step(translate("league.seasons", "New season {name}").format(name=row["name"])), core.write() as db:
        core.check_free_name("seasons", row["name"], "season")
        new_id(db.table("seasons").insert(row | {"created_at": core.now()}).last_pk)
    return Changes(leaderboards=frozenset({row["leaderboard_id"]}))


def update_season(core: ClubCore, season_id: int, *, name: str, leaderboard: int | str, date_from: str | date,
                  date_to: str | date, best: int | None, points: str | Sequence[float] | None) -> Changes:
    """Give a season new settings (all of them, as its form shows them; one undo step)."""
    old = get_season(core, season_id)
    row = _check(core, name, leaderboard, date_from, date_to, best, points)
    with core.step(translate("league.seasons", "Change season {name}").format(name=old.name)), core.write() as db:
        core.check_free_name("seasons", row["name"], "season", exclude_id=season_id)
        db.table("seasons").update(season_id, row)
    return Changes(leaderboards=frozenset({old.leaderboard_id, row["leaderboard_id"]}))


def delete_season(core: ClubCore, season_id: int) -> Changes:
    """Delete a season (its events and their results stay; one undo step)."""
    old = get_season(core, season_id)
    with core.step(translate("league.seasons", "Delete season {name}").format(name=old.name)), core.write() as db:
        db.execute("DELETE FROM seasons WHERE id = ?", [season_id])
    return Changes(leaderboards=frozenset({old.leaderboard_id}))


def get_season(core: ClubCore, season_id: int) -> Season:
    """The season with this id (NotFoundError if there is none)."""
    try:
        row = core.db.table("seasons").get([row_id(season_id)])
    except RowNotFound:
        raise NotFoundError(translate("league.seasons", "There is no season with id {id}.").format(id=season_id)) from None
    return _season(row)


def find_season(core: ClubCore, name: str) -> Season | None:
    """The season with this name (compared by the one name rule), or None."""
    row = core.db.execute("SELECT id FROM seasons WHERE name_key = ?", [name_key(name)]).fetchone()
    return get_season(core, int(row[0])) if row else None


def season_named(core: ClubCore, name: str) -> Season:
    """The season with this name, or NotFoundError naming the seasons there are."""
    found = find_season(core, name)
    if found is None:
        known = [s.name for s in list_seasons(core)]
        if known:
            missing = translate("league.seasons", "There is no season called '{name}' (there are: {known}).")
        else:
            missing = translate("league.seasons", "There is no season called '{name}' (there are none yet).")
        raise NotFoundError(missing.format(name=name, known=", ".join(known)))
    return found


def list_seasons(core: ClubCore, leaderboard_id: int | None = None) -> list[Season]:
    """Seasons, the latest first (by start date, then name)."""
    where, params = ("leaderboard_id = ?", [leaderboard_id]) if leaderboard_id is not None else ("1=1", [])
    rows = core.db.table("seasons").rows_where(where, params, order_by="date_from DESC, name_key")
    return [_season(r) for r in rows]


def _season(row: Mapping[str, Any]) -> Season:
    best = row["best"]
    return Season(int(row["id"]), str(row["name"]), int(row["leaderboard_id"]), str(row["date_from"]),
                  str(row["date_to"]), int(best) if best is not None else None,
                  tuple(float(p) for p in json.loads(row["points"])))


# ---- the table ---------------------------------------------------------------------------------


def season_table(club: Club, season: int | Season) -> SeasonTable:
    """A season's standings from the final placements of its events (see the module's docstring)."""
    s = get_season(club, season) if isinstance(season, int) else season
    board = club.leaderboard(s.leaderboard_id)
    rows = club.db.execute(
        "SELECT id, name, date FROM events WHERE leaderboard_id = ? AND substr(date, 1, 10) BETWEEN ? AND ? "
        "ORDER BY date, id", [s.leaderboard_id, s.date_from, s.date_to]).fetchall()
    results: dict[int, dict[int, SeasonResult]] = {}
    names: dict[int, str] = {}
    events: list[tuple[int, str, str]] = []
    unfinished: list[str] = []
    from .tournament.placings import final_placings  # the tournament package only when a season is tabled

    for event_id, event_name, day in rows:
        placings = final_placings(club, int(event_id))
        if not placings:
            unfinished.append(str(event_name))
            continue
        events.append((int(event_id), str(event_name), str(day)[:10]))
        for placing in placings:
            points = s.points[placing.place - 1] if 1 <= placing.place <= len(s.points) else 0.0
            result = SeasonResult(int(event_id), str(event_name), str(day)[:10], placing.place, points)
            for pid in placing.player_ids:
                mine = results.setdefault(pid, {})
                if event_id not in mine or _result_key(result) < _result_key(mine[event_id]):
                    mine[event_id] = result
                if len(placing.player_ids) == 1:
                    names.setdefault(pid, placing.name)
    names.update(_player_names(club, list(results)))
    return SeasonTable(s, board.name, tuple(_rank(results, names, s.best)), tuple(events), tuple(unfinished))


def _result_key(r: SeasonResult) -> tuple[float, int, str, int]:
    """Better results first: more points, then a better place, then the earlier event."""
    return (-r.points, r.place, r.date, r.event_id)


def _player_names(club: Club, ids: list[int]) -> dict[int, str]:
    out: dict[int, str] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        marks = ",".join("?" * len(chunk))
        out.update({int(i): str(n) for i, n in club.db.execute(f"SELECT id, name FROM players WHERE id IN ({marks})", chunk)})
    return out


def _rank(results: Mapping[int, Mapping[int, SeasonResult]], names: Mapping[int, str], best: int | None) -> list[SeasonLine]:
    counted = {pid: sorted(by_event.values(), key=_result_key)[:best] for pid, by_event in results.items()}
    deepest = max((r.place for rs in counted.values() for r in rs), default=0)

    def standing(pid: int) -> tuple[float, tuple[int, ...]]:
        places = [r.place for r in counted[pid]]
        # countback: more wins first, then more second places, ...
        return (-round(sum(r.points for r in counted[pid]), 6), tuple(-places.count(p) for p in range(1, deepest + 1)))

    order = sorted(counted, key=lambda pid: (standing(pid), names.get(pid, "").casefold(), pid))
    lines: list[SeasonLine] = []
    for n, pid in enumerate(order):
        shared = n > 0 and standing(pid) == standing(order[n - 1])
        place = lines[-1].place if shared else n + 1
        total = sum(r.points for r in counted[pid])
        lines.append(SeasonLine(place, pid, names.get(pid, f"player {pid}"), total, tuple(counted[pid]),
                                len(results[pid])))
    return lines


# ---- export -------------------------------------------------------------------------------------


def write_season(table: SeasonTable, out: TextIO) -> None:
    """Write a season table as CSV: a header of :data:`SEASON_CSV_COLUMNS`, then one line per player."""
    write_csv_row(out, SEASON_CSV_COLUMNS)
    for line in table.lines:
        write_csv_row(out, [line.place, neutralise(line.name), number(line.points), line.events,
                            " ".join(str(p) for p in line.best), line.played])


def export_season(club: Club, path: str | Path, season: int | Season) -> int:
    """Write a season's table to ``path`` as CSV (:func:`write_csv_file`); returns the number of players."""
    table = season_table(club, season)

    def write(out: TextIO) -> int:
        write_season(table, out)
        return len(table.lines)

    return write_csv_file(path, write)
