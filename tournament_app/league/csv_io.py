"""Importing results and players from CSV, exporting standings to CSV.

Imports are all or nothing: every bad row is reported with its line number
and column, and a file with any problem changes nothing. A results file's
matches that the club already has (:mod:`.duplicates`) are not added again.
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
from .duplicates import IncomingResult, already_there, found_by_identity
from .errors import ImportFileError, LeagueError, Problems, message_of
from .matches import NewMatch, insert_matches
from .model import Changes, SideInput, Standing
from .names import EVENT_NAME, PLAYER_NAME, TEAM_NAME, clean_name, clean_player_name, clean_team_name, name_key
from .replay import CancelledFn, ProgressFn
from .result_ids import ResultId, parse_result_id
from .result_rule import check_result, check_score, side_name

RESULT_COLUMNS = ("match", "date", "side", "player", "rank")
#: ``result_id``: the result's identity (an export writes it), so the same result is never added twice
RESULT_OPTIONAL = ("score", "team", "event", "result_id")
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


def unneutralised(cell: str) -> str:
    """A name as :func:`neutralise` had it before (an apostrophe before a formula character goes), so an export
    imports back as it was written."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(_FORMULA_STARTS) else cell


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
    except BaseException as exc:
        tmp.unlink(missing_ok=True)  # also when stopped (Cancel) or refused half-way: no .part is left behind
        if not isinstance(exc, OSError):
            raise
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
    result_id: ResultId | None = None
    #: a rank or score cell of the match was refused already (the match's result is not checked as a whole)
    broken: bool = False


def _score(problems: Problems, line: int, cell: str, side: int | None) -> float | None:
    """A score cell checked by the one result rule (None if empty or refused, the refusal kept as a problem)."""
    if not cell:
        return None
    try:
        value = float(cell)
    except ValueError:
        problems.add(line, "score", translate("league.csv_io", "'{cell}' is not a number.").format(cell=cell))
        return None
    try:
        return check_score(value, side_name(side) if side else translate("league.csv_io", "this side"))
    except LeagueError as exc:
        problems.add(line, "score", message_of(exc))
    return None


def player_name(club: Club, text: str) -> str:
    """A player's name from a file: a new name may hold no comma; one already in the club (older files) may."""
    name = clean_name(unneutralised(text), PLAYER_NAME)
    if "," in name and club.find_player(name) is None:
        clean_player_name(name)
    return name


def _team_name(club: Club, text: str) -> str:
    """A roster's name from a file, as :func:`player_name` for players."""
    name = clean_name(unneutralised(text), TEAM_NAME)
    if "," in name and club.find_team(name) is None:
        clean_team_name(name)
    return name


def checked(problems: Problems, line: int, column: str, check: Callable[[str], str], text: str) -> str | None:
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
    allow_duplicates: bool = False,
) -> Changes:
    """Import a long-format results CSV (``match,date,side,player,rank`` [+ ``score,team,event,result_id``]).

    Rows of a match are grouped by its label; matches are rated in date order,
    file order breaking ties. Unknown players, teams and events are created.
    A match the club already has (the same ``result_id``, or the same moment,
    sides and placings: :mod:`.duplicates`) is not added again, unless
    ``allow_duplicates`` (then it is added as a new result of this club).
    ``count``: how many matches were added; ``already``: how many were
    already there (nothing is saved, and no backup made, when none is new).
    A file with problems raises
    ImportFileError with the first ones and their count; once that many are
    found, rows of new matches are only checked on their own, so memory stays
    small however long the file.
    """
    lb = club.leaderboard(leaderboard_id)
    data = CsvFile(path, RESULT_COLUMNS, RESULT_OPTIONAL)
    problems = data.problems
    matches: dict[str, _Match] = {}
    identities: dict[ResultId, tuple[str, int]] = {}  # the match label and line that gave each result id
    last_id: dict[str, ResultId] = {}
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
        score = _score(problems, line, row.get("score", ""), side_no)
        team = checked(problems, line, "team", lambda t: _team_name(club, t), row["team"]) if row.get("team") else ""
        event = checked(problems, line, "event", lambda e: clean_name(unneutralised(e), EVENT_NAME), row["event"]) if row.get("event") else ""
        identity = _result_id(problems, line, row.get("result_id", ""), last_id)
        player = checked(problems, line, "player", lambda p: player_name(club, p), row["player"])
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
        _same_identity(problems, line, m, identity, identities)
        if event is not None and name_key(event) != name_key(m.event):
            problems.add(line, "event", translate("league.csv_io", "Match '{label}' is in event '{first}' on line {line}, here '{event}'.").format(
                label=label, first=m.event, line=m.line, event=event))
        m.broken |= rank is None or (score is None and bool(row.get("score")))
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
        elif not m.broken:  # the one result rule over the match's sides (their cells are good on their own)
            try:
                check_result([s.rank for _, s in sorted(m.sides.items())], [s.score for _, s in sorted(m.sides.items())],
                             names=[side_name(n) for n in sorted(m.sides)])
            except LeagueError as exc:
                problems.add(m.line, "score", message_of(exc))
    if problems:
        raise ImportFileError(data.path, problems)
    ordered, origins = _new_matches(club, lb.id, sorted(matches.values(), key=lambda m: (m.date or "", m.order)), allow_duplicates)
    already = len(matches) - len(ordered)
    if not ordered:
        return Changes(already=already)
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
                origin,
            )
            for m, origin in zip(ordered, origins)
        ]
        _, replayed, touched = insert_matches(club, lb.id, new, progress=progress, cancelled=cancelled)
    return Changes(
        players=frozenset(touched), teams=bool(teams), leaderboards=frozenset({lb.id}), events=frozenset(events.values()),
        replayed=replayed, count=len(ordered), already=already,
    )


def _result_id(problems: Problems, line: int, text: str, read: dict[str, ResultId]) -> ResultId | None:
    """The row's ``result_id`` (None: none given, or a problem recorded); ``read`` keeps the last one read (a match's
    rows repeat it)."""
    if not text:
        return None
    if text in read:
        return read[text]
    try:
        found = parse_result_id(text)
    except LeagueError as exc:
        problems.add(line, "result_id", message_of(exc))
        return None
    read.clear()
    read[text] = found
    return found


def _same_identity(problems: Problems, line: int, m: _Match, identity: ResultId | None,
                   identities: dict[ResultId, tuple[str, int]]) -> None:
    """A match's rows give one result id, and no two matches of a file the same one."""
    if identity is None:
        return
    if m.result_id is None and not problems.full:
        other = identities.setdefault(identity, (m.label, line))
        if other[0] != m.label:
            problems.add(line, "result_id", translate(
                "league.csv_io", "Match '{label}' has the result id {id}, as match '{other}' on line {line} has; "
                "a result can be in a file only once.").format(label=m.label, id=identity, other=other[0], line=other[1]))
            return
        m.result_id = identity
    elif m.result_id is not None and identity != m.result_id:
        problems.add(line, "result_id", translate(
            "league.csv_io", "Match '{label}' has the result id {first} on line {line}, here {id}.").format(
            label=m.label, first=m.result_id, line=m.line, id=identity))


def _new_matches(club: Club, leaderboard_id: int, ordered: list[_Match],
                 allow_duplicates: bool) -> tuple[list[_Match], list[ResultId | None]]:
    """The matches to add, in order, each with the identity to keep for it (None: it becomes one of this club's).

    Without ``allow_duplicates`` those the club already has are left out; with
    it every match is added, and one whose identity the club has becomes a
    result of its own (an identity names one result).
    """
    keys: dict[str, str] = {}  # name -> its key, worked out once per name
    incoming = [IncomingResult(m.result_id, m.date or "", [(s.rank or 1, s.score, [keys.get(p) or keys.setdefault(p, name_key(p))
                                                                                   for p in s.players])
                                                           for s in m.sides.values()]) for m in ordered]
    if allow_duplicates:
        known = found_by_identity(club, incoming)
        return ordered, [m.result_id if match is None else None for m, match in zip(ordered, known)]
    there = already_there(club, leaderboard_id, incoming)
    fresh = [m for m, present in zip(ordered, there) if not present]
    return fresh, [m.result_id for m in fresh]


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
