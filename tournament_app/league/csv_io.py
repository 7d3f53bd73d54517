"""Importing results and players from CSV, exporting standings to CSV.

Imports are all or nothing: every bad row is reported with its line number
and column, and a file with any problem changes nothing.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from ..messages import translate
from .club import Club
from .csv_read import CsvFile
from .dates import normalize_moment
from .errors import ImportFileError, LeagueError, Problems, message_of
from .matches import NewMatch, insert_matches
from .model import Changes, SideInput, Standing
from .names import EVENT_NAME, PLAYER_NAME, TEAM_NAME, clean_club, clean_name, clean_player_name, clean_team_name, name_key
from .replay import CancelledFn, ProgressFn

RESULT_COLUMNS = ("match", "date", "side", "player", "rank")
RESULT_OPTIONAL = ("score", "team", "event")
PLAYER_COLUMNS = ("name",)
PLAYER_OPTIONAL = ("club",)
STANDINGS_COLUMNS = (
    "rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played", "mu_exact", "sigma_exact",
)
#: columns written rounded as the leaderboard shows them; mu_exact and sigma_exact keep every digit
ROUNDED_COLUMNS = ("mu", "sigma", "conservative")

#: a leading character that makes a spreadsheet treat a cell as a formula
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(cell: object) -> object:
    """Prefix text a spreadsheet would run as a formula with an apostrophe; numbers stay."""
    if isinstance(cell, str) and cell.startswith(_FORMULA_STARTS):
        return "'" + cell
    return cell


@dataclass(frozen=True)
class SpreadsheetForm:
    """How a spreadsheet in the reader's language wants a CSV file (opt-in: the documented form is ISO and '.').

    The front end fills it from its locale: the decimal sign, the column
    separator (";" where the decimal sign is ","), how a day is written, and
    the column titles in the reader's language.
    """

    decimal: str
    separator: str
    day: Callable[[str], str]
    headers: Sequence[str]


#: the standings columns that hold a decimal number, and the one that holds a day (by position)
_DECIMAL_COLUMNS = {*ROUNDED_COLUMNS, "display", "mu_exact", "sigma_exact"}
_DECIMAL_CELLS = [i for i, column in enumerate(STANDINGS_COLUMNS) if column in _DECIMAL_COLUMNS]
_DAY_CELLS = [STANDINGS_COLUMNS.index("last_played")]


def write_csv_row(out: TextIO, cells: Sequence[object], separator: str = ",") -> None:
    """Write one CSV line ending in "\\n"; a cell holding a line break ("\\n" or "\\r") is quoted.

    ``csv.writer`` quotes only the characters of its ``lineterminator``: with
    "\\n" alone a cell holding a lone "\\r" went out bare, so a spreadsheet split
    the row there (and the rest of the cell, e.g. "=...", began a new row
    un-neutralised). The line is built with "\\r\\n" and its ending swapped.
    """
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n", delimiter=separator).writerow(cells)
    out.write(buf.getvalue()[:-2] + "\n")


def _shown(value: float) -> str:
    """A value rounded to 2 decimals as the leaderboard shows it ("-0.00" becomes "0.00")."""
    return f"{round(value, 2) + 0.0:.2f}"


def standings_cells(row: Standing) -> list[object]:
    """One standings row as CSV cells in :data:`STANDINGS_COLUMNS` order.

    The JSON contract's keys come first (mu, sigma and conservative rounded as
    shown), then mu_exact and sigma_exact with every digit, for scripts.
    Text a spreadsheet would run as a formula is neutralised; our own numbers
    are safe as they are (a negative estimate stays a number).
    """
    d = row.as_dict()
    cells: list[object] = []
    for c in STANDINGS_COLUMNS[:9]:
        value = d[c]
        if value is None:
            cells.append("")
        elif c in ROUNDED_COLUMNS:
            cells.append(_shown(float(value)))
        else:
            cells.append(neutralise(value))
    return [*cells, repr(float(row.mu)), repr(float(row.sigma))]


def write_standings(rows: Iterable[Standing], out: TextIO, form: SpreadsheetForm | None = None) -> None:
    """Write standings as CSV: a header row of :data:`STANDINGS_COLUMNS`, then :func:`standings_cells`.

    With ``form``, numbers, days, the separator and the titles are as a spreadsheet in its language wants them.
    """
    separator = form.separator if form is not None else ","
    write_csv_row(out, [neutralise(h) for h in (form.headers if form is not None else STANDINGS_COLUMNS)], separator)
    for row in rows:
        cells = standings_cells(row)
        if form is not None:
            for i in _DECIMAL_CELLS:
                cells[i] = str(cells[i]).replace(".", form.decimal)
            for i in _DAY_CELLS:
                cells[i] = form.day(str(cells[i])) if cells[i] != "" else ""
        write_csv_row(out, cells, separator)


def write_csv_file(path: str | Path, write: Callable[[TextIO], int]) -> int:
    """Write a CSV file with ``write(out)`` (which returns how many lines it wrote); returns that number.

    UTF-8 with a byte order mark, so Excel reads "Zoë" as it is written. The
    file appears whole or not at all (written beside it, then moved in); a
    failure is a :class:`LeagueError` that names the file.
    """
    target = Path(path)
    tmp = target.with_name(target.name + ".part")
    try:
        with tmp.open("w", encoding="utf-8-sig", newline="") as out:
            count = write(out)
        tmp.replace(target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise LeagueError(
            translate("league.csv_io", "The app could not write {path}: {reason}.").format(path=target, reason=exc.strerror or exc)
        ) from None
    return count


def write_table_csv(path: str | Path, header: Sequence[object], rows: Sequence[Sequence[object]]) -> int:
    """A header and rows as a CSV file (text a spreadsheet would run neutralised); returns the number of rows."""
    def write(out: TextIO) -> int:
        write_csv_row(out, header)
        for row in rows:
            write_csv_row(out, [neutralise(cell) for cell in row])
        return len(rows)

    return write_csv_file(path, write)


def export_standings(club: Club, path: str | Path, leaderboard_id: int | None = None,
                     form: SpreadsheetForm | None = None, **filters: object) -> int:
    """Write a leaderboard's standings to ``path`` (:func:`write_csv_file`); returns the number of rows.

    ``form`` (opt-in) writes them for a spreadsheet in the reader's language; without it the file
    keeps the documented contract: English column names, ISO days, "." decimals.
    """
    rows = club.standings(leaderboard_id, **filters)  # type: ignore[arg-type]

    def write(out: TextIO) -> int:
        write_standings(rows, out, form)
        return len(rows)

    return write_csv_file(path, write)


#: the largest placement or side number a file may give (SQLite stores integers below 2**63)
MAX_NUMBER = 1_000_000


def _parse_int(text: str) -> int | None:
    """A whole number from 1 to :data:`MAX_NUMBER` ("2", "2.0", "2e0"), else None."""
    try:
        value = float(text)
    except ValueError:
        return None
    if not math.isfinite(value) or value != int(value) or not 1 <= value <= MAX_NUMBER:
        return None
    return int(value)


@dataclass(slots=True)
class _Side:
    rank: int | None
    score: float | None
    team: str
    players: list[str] = field(default_factory=list)
    line: int = 0


@dataclass(slots=True)
class _Match:
    label: str
    line: int
    date: str | None
    event: str
    sides: dict[int, _Side] = field(default_factory=dict)
    order: int = 0


def _player_name(club: Club, text: str) -> str:
    """A player's name from a file: a new name may hold no comma; one already in the club (older files) may."""
    name = clean_name(text, PLAYER_NAME)
    if "," in name and club.find_player(name) is None:
        clean_player_name(name)
    return name


def _team_name(club: Club, text: str) -> str:
    """A roster's name from a file, as :func:`_player_name` for players."""
    name = clean_name(text, TEAM_NAME)
    if "," in name and club.find_team(name) is None:
        clean_team_name(name)
    return name


def _checked(problems: Problems, line: int, column: str, check: Callable[[str], str], text: str) -> str | None:
    """``check(text)``, or None after recording its LeagueError as a problem of ``line``, ``column``."""
    try:
        return check(text)
    except LeagueError as exc:
        problems.add(line, column, message_of(exc))
        return None


def import_results(
    club: Club,
    path: str | Path,
    leaderboard_id: int | None = None,
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> Changes:
    """Import a long-format results CSV (``match,date,side,player,rank`` [+ ``score,team,event``]).

    Rows of a match are grouped by its label; matches are rated in date order,
    file order breaking ties. Unknown players, teams and events are created.
    ``count``: how many matches were imported. A file with problems raises
    ImportFileError with the first ones and their count; once that many are
    found, rows of new matches are only checked on their own, so memory stays
    small however long the file.
    """
    lb = club.leaderboard(leaderboard_id)
    data = CsvFile(path, RESULT_COLUMNS, RESULT_OPTIONAL)
    problems = data.problems
    matches: dict[str, _Match] = {}
    for line, row in data.rows():
        label = row["match"]
        if not label:
            problems.add(line, "match", translate("league.csv_io", "The match label is empty."))
            continue
        try:
            date = normalize_moment(row["date"])
        except LeagueError as exc:
            problems.add(line, "date", message_of(exc))
            date = None
        side_no = _parse_int(row["side"])
        if side_no is None:
            problems.add(line, "side", translate("league.csv_io", "'{cell}' is not a side number (1, 2, ... up to {most:,}).").format(
                cell=row["side"], most=MAX_NUMBER))
        rank = _parse_int(row["rank"])
        if rank is None:
            problems.add(line, "rank", translate(
                "league.csv_io", "'{cell}' is not a placement (a whole number from 1, the best, to {most:,})."
            ).format(cell=row["rank"], most=MAX_NUMBER))
        score: float | None = None
        if row.get("score"):
            try:
                score = float(row["score"])
                if not math.isfinite(score):
                    raise ValueError
            except ValueError:
                problems.add(line, "score", translate("league.csv_io", "'{cell}' is not a number.").format(cell=row["score"]))
                score = None
        team = _checked(problems, line, "team", lambda t: _team_name(club, t), row["team"]) if row.get("team") else ""
        event = _checked(problems, line, "event", lambda e: clean_name(e, EVENT_NAME), row["event"]) if row.get("event") else ""
        player = _checked(problems, line, "player", lambda p: _player_name(club, p), row["player"])
        if player is None or side_no is None:
            continue
        m = matches.get(label)
        if m is None:
            if problems.full:
                problems.partial = True  # a new match once enough is wrong: not kept, so memory stays bounded
                continue
            m = matches[label] = _Match(label, line, date, event or "", order=len(matches))
        elif date is not None and m.date is not None and date != m.date:
            problems.add(line, "date", translate("league.csv_io", "Match '{label}' has the date {first} on line {line}, here {date}.").format(
                label=label, first=m.date, line=m.line, date=date))
        if event is not None and name_key(event) != name_key(m.event):
            problems.add(line, "event", translate("league.csv_io", "Match '{label}' is in event '{first}' on line {line}, here '{event}'.").format(
                label=label, first=m.event, line=m.line, event=event))
        side = m.sides.get(side_no)
        if side is None:
            side = m.sides[side_no] = _Side(rank, score, team or "", line=line)
        else:
            if rank is not None and side.rank is not None and rank != side.rank:
                problems.add(line, "rank", translate(
                    "league.csv_io", "Side {side} of match '{label}' has rank {first} on line {line}, here {rank}."
                ).format(side=side_no, label=label, first=side.rank, line=side.line, rank=rank))
            if score is not None and side.score is not None and score != side.score:
                problems.add(line, "score", translate(
                    "league.csv_io", "Side {side} of match '{label}' has score {first:g} on line {line}, here {score:g}."
                ).format(side=side_no, label=label, first=side.score, line=side.line, score=score))
            if team is not None and name_key(team) != name_key(side.team):
                problems.add(line, "team", translate(
                    "league.csv_io", "Side {side} of match '{label}' is team '{first}' on line {line}, here '{team}'."
                ).format(side=side_no, label=label, first=side.team, line=side.line, team=team))
        key = name_key(player)
        for other_no, other in m.sides.items():
            if key in (name_key(p) for p in other.players):
                if other_no == side_no:
                    twice = translate("league.csv_io",
                                      "'{player}' is already listed in match '{label}' on this side; a player can play only once in a match.")
                else:
                    twice = translate("league.csv_io",
                                      "'{player}' is already listed in match '{label}' on side {side}; a player can play only once in a match.")
                problems.add(line, "player", twice.format(player=player, label=label, side=other_no))
                break
        else:
            side.players.append(player)
    for m in matches.values():
        if len(m.sides) < 2:
            problems.add(m.line, "side", translate("league.csv_io", "Match '{label}' has only one side; a match needs at least two.").format(
                label=m.label))
    if problems:
        raise ImportFileError(data.path, problems)
    ordered = sorted(matches.values(), key=lambda m: (m.date or "", m.order))
    if not ordered:
        return Changes()
    club.backup("before-import")
    with club.step(translate("league.csv_io", "Import {name}").format(name=Path(path).name)), club.transaction():
        ids = _ensure_players(club, {p for m in ordered for s in m.sides.values() for p in s.players})
        teams = _ensure_teams(club, ordered, ids)
        events = _ensure_events(club, ordered, lb.id)
        new = [
            NewMatch(
                events.get(name_key(m.event)) if m.event else None,
                m.date or "",
                [
                    SideInput([ids[name_key(p)] for p in s.players], int(s.rank or 1), s.score,
                              teams.get(name_key(s.team)) if s.team else None)
                    for _, s in sorted(m.sides.items())
                ],
            )
            for m in ordered
        ]
        _, replayed, touched = insert_matches(club, lb.id, new, progress=progress, cancelled=cancelled)
    return Changes(
        players=frozenset(touched), teams=bool(teams), leaderboards=frozenset({lb.id}), events=frozenset(events.values()),
        replayed=replayed, count=len(ordered),
    )


def _ensure_players(club: Club, names: set[str]) -> dict[str, int]:
    ids: dict[str, int] = {}
    for name in sorted(names, key=name_key):
        key = name_key(name)
        if key in ids:
            continue
        found = club.find_player(name)
        ids[key] = found.id if found else club.add_player(name).id
    return ids


def _ensure_teams(club: Club, matches: Sequence[_Match], ids: dict[str, int]) -> dict[str, int]:
    teams: dict[str, int] = {}
    for m in matches:
        for s in m.sides.values():
            if not s.team or name_key(s.team) in teams:
                continue
            found = club.find_team(s.team)
            teams[name_key(s.team)] = found.id if found else club.add_team(s.team, [ids[name_key(p)] for p in s.players]).id
    return teams


def _ensure_events(club: Club, matches: Sequence[_Match], leaderboard_id: int) -> dict[str, int]:
    events: dict[str, int] = {}
    for m in matches:
        if not m.event or name_key(m.event) in events:
            continue
        found = club.find_event(m.event, leaderboard_id)
        assert m.date is not None
        events[name_key(m.event)] = found.id if found else club.add_event(m.event, m.date[:10], leaderboard_id).id
    return events


def import_players(club: Club, path: str | Path) -> Changes:
    """Import players from CSV (``name`` [+ ``club``]); existing names are updated, not duplicated.

    A club value is checked like a name (no control characters, at most 200
    characters). A backup is made before anything changes. ``count``: how
    many players were added.
    """
    data = CsvFile(path, PLAYER_COLUMNS, PLAYER_OPTIONAL)
    problems = data.problems
    seen: dict[str, int] = {}
    entries: list[tuple[str, str | None]] = []
    for line, row in data.rows():
        home = _checked(problems, line, "club", lambda c: clean_club(c, translate("league.csv_io", "player's club")) or "", row.get("club", ""))
        name = _checked(problems, line, "name", lambda n: _player_name(club, n), row["name"])
        if name is None:
            continue
        key = name_key(name)
        if key not in seen and problems.full:
            problems.partial = True  # not remembered once enough is wrong, so memory stays bounded
            continue
        if key in seen:
            problems.add(line, "name", translate("league.csv_io", "'{name}' is already on line {line}.").format(name=name, line=seen[key]))
            continue
        seen[key] = line
        if home is not None and not problems:
            entries.append((name, home or None))
    if problems:
        raise ImportFileError(data.path, problems)
    if not entries:
        return Changes()
    club.backup("before-import")
    added = 0
    touched = set()
    with club.step(translate("league.csv_io", "Import players from {name}").format(name=Path(path).name)), club.transaction():
        for name, home in entries:
            found = club.find_player(name)
            if found is None:
                touched.add(club.add_player(name, home).id)
                added += 1
            elif home is not None and home != found.club:
                club.set_player_club(found.id, home)
                touched.add(found.id)
    return Changes(players=frozenset(touched), count=added)
