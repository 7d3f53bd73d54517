"""Importing players from CSV (``name`` [+ ``club``]): existing names are updated, not duplicated."""

from __future__ import annotations

from pathlib import Path

from ..messages import translate
from .club import Club
from .csv_io import PLAYER_COLUMNS, PLAYER_OPTIONAL, checked, player_name
from .csv_read import CsvFile
from .errors import ImportFileError
from .model import Changes
from .names import clean_club, name_key


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
        home = checked(problems, line, "club", lambda c: clean_club(c, translate("league.players_csv", "player's club")) or "", row.get("club", ""))
        name = checked(problems, line, "name", lambda n: player_name(club, n), row["name"])
        if name is None:
            continue
        key = name_key(name)
        if key not in seen and problems.full:
            problems.partial = True  # not remembered once enough is wrong, so memory stays bounded
            continue
        if key in seen:
            problems.add(line, "name", translate("league.players_csv", "'{name}' is already on line {line}.").format(name=name, line=seen[key]))
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
    with club.step(translate("league.players_csv", "Import players from {name}").format(name=Path(path).name)), club.transaction():
        for name, home in entries:
            found = club.find_player(name)
            if found is None:
                touched.add(club.add_player(name, home).id)
                added += 1
            elif home is not None and home != found.club:
                club.set_player_club(found.id, home)
                touched.add(found.id)
    return Changes(players=frozenset(touched), count=added)
