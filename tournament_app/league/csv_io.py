"""Importing results and players from CSV, exporting standings to CSV.

Imports are all or nothing: every bad row is reported with its line number
and column, and a file with any problem changes nothing.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from .club import Club, clean_name
from .dates import normalize_moment
from .errors import ImportFileError, LeagueError, RowProblem
from .model import Changes, SideInput, Standing
from .replay import CancelledFn, ProgressFn

RESULT_COLUMNS = ("match", "date", "side", "player", "rank")
RESULT_OPTIONAL = ("score", "team", "event")
PLAYER_COLUMNS = ("name",)
PLAYER_OPTIONAL = ("club",)
STANDINGS_COLUMNS = ("rank", "player", "mu", "sigma", "conservative", "display", "games", "wins", "last_played")

#: a leading character that makes a spreadsheet treat a cell as a formula
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(cell: object) -> object:
    """Prefix text a spreadsheet would run as a formula with an apostrophe; numbers stay."""
    if isinstance(cell, str) and cell.startswith(_FORMULA_STARTS):
        return "'" + cell
    return cell


def write_csv_row(out: TextIO, cells: Sequence[object]) -> None:
    """Write one CSV line ending in "\\n"; a cell holding a line break ("\\n" or "\\r") is quoted.

    ``csv.writer`` quotes only the characters of its ``lineterminator``: with
    "\\n" alone a cell holding a lone "\\r" went out bare, so a spreadsheet split
    the row there (and the rest of the cell, e.g. "=...", began a new row
    un-neutralised). The line is built with "\\r\\n" and its ending swapped.
    """
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerow(cells)
    out.write(buf.getvalue()[:-2] + "\n")


def write_standings(rows: Iterable[Standing], out: TextIO) -> None:
    """Write standings as CSV (header row, the JSON contract's keys as columns)."""
    write_csv_row(out, STANDINGS_COLUMNS)
    for row in rows:
        d = row.as_dict()
        write_csv_row(out, [neutralise(d[c]) if d[c] is not None else "" for c in STANDINGS_COLUMNS])


def export_standings(club: Club, path: str | Path, leaderboard_id: int | None = None, **filters: object) -> int:
    """Write a leaderboard's standings to ``path`` (UTF-8 CSV); returns the number of rows."""
    rows = club.standings(leaderboard_id, **filters)  # type: ignore[arg-type]
    target = Path(path)
    tmp = target.with_name(target.name + ".part")
    try:
        with tmp.open("w", encoding="utf-8", newline="") as out:
            write_standings(rows, out)
        tmp.replace(target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise LeagueError(f"could not write {target}: {exc.strerror or exc}") from None
    return len(rows)


def _read_text(path: str | Path) -> str:
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise LeagueError(f"{p}: no such file") from None
    except OSError as exc:
        raise LeagueError(f"{p}: cannot read it ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ImportFileError(
            str(p), [RowProblem(line, None, "the file is not UTF-8 text (save it as 'CSV UTF-8')")]
        ) from None


@dataclass
class _Reader:
    """CSV rows with their line numbers and a header check."""

    path: str
    header: list[str]
    rows: list[tuple[int, dict[str, str]]]
    problems: list[RowProblem] = field(default_factory=list)


def _read_csv(path: str | Path, required: Sequence[str], optional: Sequence[str]) -> _Reader:
    text = _read_text(path)
    csv.field_size_limit(64 * 1024 * 1024)
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = [h.strip().lower() for h in next(reader)]
    except StopIteration:
        raise ImportFileError(str(path), [RowProblem(1, None, f"the file is empty; expected a header row: {','.join(required)}")]) from None
    except csv.Error as exc:
        raise ImportFileError(str(path), [RowProblem(1, None, f"unreadable CSV: {exc}")]) from None
    problems = []
    missing = [c for c in required if c not in header]
    if missing:
        problems.append(
            RowProblem(1, None, f"missing column{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                       f"(the header must hold {','.join(required)}; optional: {','.join(optional)})")
        )
    unknown = [h for h in header if h not in required and h not in optional]
    if unknown:
        problems.append(RowProblem(1, None, f"unknown column{'s' if len(unknown) > 1 else ''} {', '.join(repr(u) for u in unknown)} "
                                   f"(allowed: {','.join(list(required) + list(optional))})"))
    dupes = sorted({h for h in header if header.count(h) > 1})
    if dupes:
        problems.append(RowProblem(1, None, f"column {', '.join(dupes)} appears more than once"))
    if problems:
        raise ImportFileError(str(path), problems)
    rows: list[tuple[int, dict[str, str]]] = []
    out = _Reader(str(path), header, rows)
    line = 1
    try:
        for record in reader:
            start = line + 1
            line = reader.line_num
            if not record or all(not c.strip() for c in record):
                continue
            if len(record) != len(header):
                out.problems.append(RowProblem(start, None, f"has {len(record)} cells, the header has {len(header)}"))
                continue
            rows.append((start, {h: v.strip() for h, v in zip(header, record)}))
    except csv.Error as exc:
        out.problems.append(RowProblem(reader.line_num, None, f"unreadable CSV: {exc}"))
    return out


def _parse_int(text: str) -> int | None:
    try:
        value = float(text)
    except ValueError:
        return None
    if not math.isfinite(value) or value != int(value):
        return None
    return int(value)


@dataclass
class _Side:
    rank: int | None
    score: float | None
    team: str
    players: list[str] = field(default_factory=list)
    line: int = 0


@dataclass
class _Match:
    label: str
    line: int
    date: str | None
    event: str
    sides: dict[int, _Side] = field(default_factory=dict)
    order: int = 0


def import_results(
    club: Club,
    path: str | Path,
    leaderboard_id: int | None = None,
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, Changes]:
    """Import a long-format results CSV (``match,date,side,player,rank`` [+ ``score,team,event``]).

    Rows of a match are grouped by its label; matches are rated in date order,
    file order breaking ties. Unknown players, teams and events are created.
    Returns (matches imported, changes).
    """
    lb = club.leaderboard(leaderboard_id)
    data = _read_csv(path, RESULT_COLUMNS, RESULT_OPTIONAL)
    problems = data.problems
    matches: dict[str, _Match] = {}
    for line, row in data.rows:
        label = row["match"]
        if not label:
            problems.append(RowProblem(line, "match", "the match label is empty"))
            continue
        try:
            date = normalize_moment(row["date"])
        except LeagueError as exc:
            problems.append(RowProblem(line, "date", str(exc)))
            date = None
        side_no = _parse_int(row["side"])
        if side_no is None or side_no < 1:
            problems.append(RowProblem(line, "side", f"'{row['side']}' is not a side number (1, 2, ...)"))
        rank = _parse_int(row["rank"])
        if rank is None or rank < 1:
            problems.append(RowProblem(line, "rank", f"'{row['rank']}' is not a placement (1 = best)"))
            rank = None
        score: float | None = None
        if row.get("score"):
            try:
                score = float(row["score"])
                if not math.isfinite(score):
                    raise ValueError
            except ValueError:
                problems.append(RowProblem(line, "score", f"'{row['score']}' is not a number"))
        player = row["player"]
        try:
            player = clean_name(player, "player's name")
        except LeagueError as exc:
            problems.append(RowProblem(line, "player", str(exc)))
            continue
        if side_no is None or side_no < 1:
            continue
        m = matches.get(label)
        if m is None:
            m = matches[label] = _Match(label, line, date, row.get("event", ""), order=len(matches))
        elif date is not None and m.date is not None and date != m.date:
            problems.append(RowProblem(line, "date", f"match '{label}' has the date {m.date} on line {m.line}, here {date}"))
        if row.get("event", "") != m.event:
            problems.append(RowProblem(line, "event", f"match '{label}' is in event '{m.event}' on line {m.line}, here '{row.get('event', '')}'"))
        side = m.sides.get(side_no)
        if side is None:
            side = m.sides[side_no] = _Side(rank, score, row.get("team", ""), line=line)
        else:
            if rank is not None and side.rank is not None and rank != side.rank:
                problems.append(RowProblem(line, "rank", f"side {side_no} of match '{label}' has rank {side.rank} on line {side.line}, here {rank}"))
            if score is not None and side.score is not None and score != side.score:
                problems.append(RowProblem(line, "score", f"side {side_no} of match '{label}' has score {side.score:g} on line {side.line}, here {score:g}"))
            if row.get("team", "") != side.team:
                problems.append(RowProblem(line, "team", f"side {side_no} of match '{label}' is team '{side.team}' on line {side.line}, here '{row.get('team', '')}'"))
        key = " ".join(player.split()).casefold()
        for other_no, other in m.sides.items():
            if key in (" ".join(p.split()).casefold() for p in other.players):
                where = "this side" if other_no == side_no else f"side {other_no}"
                problems.append(RowProblem(line, "player", f"'{player}' is already listed in match '{label}' on {where}; a player can play only once in a match"))
                break
        else:
            side.players.append(player)
    for m in matches.values():
        if len(m.sides) < 2:
            problems.append(RowProblem(m.line, "side", f"match '{m.label}' has only one side; a match needs at least two"))
    if problems:
        problems.sort(key=lambda p: p.line)
        raise ImportFileError(data.path, problems)
    ordered = sorted(matches.values(), key=lambda m: (m.date or "", m.order))
    if not ordered:
        return 0, Changes()
    club.backup("before-import")
    with club.transaction():
        ids = _ensure_players(club, {p for m in ordered for s in m.sides.values() for p in s.players})
        teams = _ensure_teams(club, ordered, ids)
        events = _ensure_events(club, ordered, lb.id)
        seq = club._next_seq(lb.id)
        first: tuple[str, int] | None = None
        for n, m in enumerate(ordered):
            sides = [
                SideInput([ids[_key(p)] for p in s.players], int(s.rank or 1), s.score, teams.get(_key(s.team)) if s.team else None)
                for _, s in sorted(m.sides.items())
            ]
            assert m.date is not None
            club._insert_match(lb.id, events.get(_key(m.event)) if m.event else None, m.date, None, sides, seq=seq + n)
            pos = (m.date, seq + n)
            first = pos if first is None or pos < first else first
        later = club.db.execute(
            "SELECT 1 FROM matches WHERE leaderboard_id = ? AND seq < ? AND (played_at > ? OR (played_at = ? AND seq > ?)) LIMIT 1",
            [lb.id, seq, first[0], first[0], first[1]],  # type: ignore[index]
        ).fetchone()
        replayed, touched = club._replay(lb.id, first, on_top=later is None, progress=progress, cancelled=cancelled)
    return len(ordered), Changes(
        players=frozenset(touched), teams=bool(teams), leaderboards=frozenset({lb.id}), events=frozenset(events.values()), replayed=replayed
    )


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _ensure_players(club: Club, names: set[str]) -> dict[str, int]:
    ids: dict[str, int] = {}
    for name in sorted(names, key=_key):
        key = _key(name)
        if key in ids:
            continue
        found = club.find_player(name)
        ids[key] = found.id if found else club.add_player(name).id
    return ids


def _ensure_teams(club: Club, matches: Sequence[_Match], ids: dict[str, int]) -> dict[str, int]:
    teams: dict[str, int] = {}
    for m in matches:
        for s in m.sides.values():
            if not s.team or _key(s.team) in teams:
                continue
            found = club.find_team(s.team)
            teams[_key(s.team)] = found.id if found else club.add_team(s.team, [ids[_key(p)] for p in s.players]).id
    return teams


def _ensure_events(club: Club, matches: Sequence[_Match], leaderboard_id: int) -> dict[str, int]:
    events: dict[str, int] = {}
    for m in matches:
        if not m.event or _key(m.event) in events:
            continue
        found = club.find_event(m.event, leaderboard_id)
        assert m.date is not None
        events[_key(m.event)] = found.id if found else club.add_event(m.event, m.date[:10], leaderboard_id).id
    return events


def import_players(club: Club, path: str | Path) -> tuple[int, Changes]:
    """Import players from CSV (``name`` [+ ``club``]); existing names are updated, not duplicated.

    Returns (players added, changes).
    """
    data = _read_csv(path, PLAYER_COLUMNS, PLAYER_OPTIONAL)
    problems = data.problems
    seen: dict[str, int] = {}
    entries = []
    for line, row in data.rows:
        try:
            name = clean_name(row["name"], "player's name")
        except LeagueError as exc:
            problems.append(RowProblem(line, "name", str(exc)))
            continue
        if _key(name) in seen:
            problems.append(RowProblem(line, "name", f"'{name}' is already on line {seen[_key(name)]}"))
            continue
        seen[_key(name)] = line
        entries.append((name, row.get("club", "") or None))
    if problems:
        problems.sort(key=lambda p: p.line)
        raise ImportFileError(data.path, problems)
    added = 0
    touched = set()
    with club.transaction():
        for name, home in entries:
            found = club.find_player(name)
            if found is None:
                touched.add(club.add_player(name, home).id)
                added += 1
            elif home is not None and home != found.club:
                club.set_player_club(found.id, home)
                touched.add(found.id)
    return added, Changes(players=frozenset(touched))
