"""Exporting a leaderboard's results in the form the results import reads, each with its identity (issue 27).

The columns are the import's (``match,date,side,player,rank,score,team,event``)
and ``result_id``: export, import into another club and export again gives the
same results with the same identities, and importing the file into a club that
has them adds nothing. ``match`` is the match's number in this club (the
``#12`` the app shows). Names a spreadsheet would run as a formula get an
apostrophe in front, which the import takes away again.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import TextIO

from ..store.result_origins import LocalOrigins
from .club import Club
from .csv_io import RESULT_COLUMNS, RESULT_OPTIONAL, neutralise, write_csv_file, write_csv_row
from .errors import Cancelled
from .replay import CancelledFn, ProgressFn

#: the columns of an exported results file, in order
RESULTS_EXPORT_COLUMNS = (*RESULT_COLUMNS, *RESULT_OPTIONAL)

#: progress is told (and Cancel looked at) once per this many matches
_EVERY = 2000

#: a row per player of a match, in rating order; names are looked up in Python (a few thousand, read once)
_ROWS = """
SELECT m.id, m.played_at, mp.side, mp.player_id, s.rank, s.score, s.team_id, m.event_id, o.origin, o.number
FROM matches m
JOIN match_players mp ON mp.match_id = m.id
JOIN match_sides s ON s.match_id = m.id AND s.side = mp.side
LEFT JOIN match_origins o ON o.match_id = m.id
WHERE m.leaderboard_id = ?
ORDER BY m.played_at, m.seq, mp.slot
"""


def score_text(score: float | None) -> str:
    """A score as written: every digit it has ("3", "2.5", "0.1"), empty when there is none."""
    if score is None:
        return ""
    text = repr(float(score))
    return text[:-2] if text.endswith(".0") else text


def write_results(club: Club, leaderboard_id: int, out: TextIO, *, progress: ProgressFn | None = None,
                  cancelled: CancelledFn | None = None) -> int:
    """Write the leaderboard's results to ``out`` in rating order, a row per player; returns how many matches."""
    local = LocalOrigins(club.db)
    players, teams, events, origins = ({int(i): str(neutralise(n)) for i, n in club.db.execute(f"SELECT id, {column} FROM {table}")}
                                       for table, column in (("players", "name"), ("teams", "name"), ("events", "name"),
                                                             ("result_origins", "club")))
    total = club.match_count(leaderboard_id)
    write_csv_row(out, RESULTS_EXPORT_COLUMNS)
    # one writer for the file: the names the league stores have no line break ("\r" would need write_csv_row)
    writer = csv.writer(out, lineterminator="\n")
    count, last, identity = 0, None, ""
    for match_id, played_at, side, player, rank, score, team, event, origin, number in club.db.execute(_ROWS, [leaderboard_id]):
        if match_id != last:
            if count % _EVERY == 0:
                if cancelled is not None and cancelled():
                    raise Cancelled()
                if progress is not None:
                    progress(count, total)
            count, last = count + 1, match_id
            identity = f"{origins[origin]}-{number}" if origin is not None else f"{local.club_of(match_id)}-{match_id}"
        name = players.get(player)
        if name is None:  # a player row gone from a file changed by hand: the row is left out, as a join would
            continue
        cells = [match_id, played_at, side, name, rank, score_text(score),
                 teams[team] if team is not None else "", events[event] if event is not None else "", identity]
        if "\r" in cells[3] or "\r" in cells[6] or "\r" in cells[7]:  # a name stored by hand, with a line break
            write_csv_row(out, cells)
        else:
            writer.writerow(cells)
    if progress is not None:
        progress(count, total)
    return count


def export_results(club: Club, path: str | Path, leaderboard_id: int | None = None, *, progress: ProgressFn | None = None,
                   cancelled: CancelledFn | None = None) -> int:
    """Write a leaderboard's results to the CSV file ``path`` (whole or not at all); returns how many matches."""
    board = club.leaderboard(leaderboard_id).id
    return write_csv_file(path, lambda out: write_results(club, board, out, progress=progress, cancelled=cancelled))
