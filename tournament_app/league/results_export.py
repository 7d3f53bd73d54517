"""Exporting a leaderboard's results in the form the results import reads, each with its identity (issue 27).

The columns are the import's (``match,date,side,player,rank,score,team,event``)
and ``result_id``: export, import into another club and export again gives the
same results with the same identities, and importing the file into a club that
has them adds nothing. ``match`` is the match's number in this club (the
``#12`` the app shows). Names a spreadsheet would run as a formula get an
apostrophe in front, which the import takes away again.
"""

from __future__ import annotations

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

_ROWS = """
SELECT m.id, m.played_at, mp.side, p.name, s.rank, s.score, t.name, e.name, r.club, o.number
FROM matches m
JOIN match_players mp ON mp.match_id = m.id
JOIN match_sides s ON s.match_id = m.id AND s.side = mp.side
JOIN players p ON p.id = mp.player_id
LEFT JOIN teams t ON t.id = s.team_id
LEFT JOIN events e ON e.id = m.event_id
LEFT JOIN match_origins o ON o.match_id = m.id
LEFT JOIN result_origins r ON r.id = o.origin
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
    total = club.match_count(leaderboard_id)
    write_csv_row(out, RESULTS_EXPORT_COLUMNS)
    count, last, identity = 0, None, ""
    for match_id, played_at, side, player, rank, score, team, event, club_id, number in club.db.execute(_ROWS, [leaderboard_id]):
        if match_id != last:
            if count % _EVERY == 0:
                if cancelled is not None and cancelled():
                    raise Cancelled()
                if progress is not None:
                    progress(count, total)
            count, last = count + 1, match_id
            identity = f"{club_id}-{number}" if club_id is not None else f"{local.club_of(match_id)}-{match_id}"
        write_csv_row(out, [match_id, played_at, side, neutralise(player), rank, score_text(score),
                            neutralise(team or ""), neutralise(event or ""), identity])
    if progress is not None:
        progress(count, total)
    return count


def export_results(club: Club, path: str | Path, leaderboard_id: int | None = None, *, progress: ProgressFn | None = None,
                   cancelled: CancelledFn | None = None) -> int:
    """Write a leaderboard's results to the CSV file ``path`` (whole or not at all); returns how many matches."""
    board = club.leaderboard(leaderboard_id).id
    return write_csv_file(path, lambda out: write_results(club, board, out, progress=progress, cancelled=cancelled))
