"""A club night played through the event commands: rounds drawn among the entrants, results, the night's table.

The club night itself lives in the night package (check-in, draws, tables);
this module lets the event commands and views treat it like the other
formats: ``start`` and ``next round`` draw and start a round among the
players present, its matches are listed and reported by their queue id.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import translate
from ..club import Club
from ..errors import LeagueError
from ..model import Changes
from ..night.reading import draw_mode, find_drawn, night_rounds
from ..night.results import night_standings, save_result
from ..night.round_steps import draw_next_round, start_round
from ..night.values import now_text
from .fixtures import no_such_match
from .standings import StandingLine

#: the draw mode of a club night run from the command line when the app has not chosen one
DEFAULT_MODE = "rotating"

#: a drawn match's queue status as the event commands say it
STATUS = {"queued": "ready", "called": "playing", "playing": "playing", "finished": "done"}


def draw_and_start(club: Club, event_id: int) -> Changes:
    """Draw the next round among the players present, in the night's draw mode, and send it to the tables."""
    rounds = night_rounds(club, event_id)
    if any(m.status != "finished" for r in rounds for m in r.matches):
        raise unfinished_round(rounds[-1].number, sum(1 for r in rounds for m in r.matches if m.status != "finished"))
    name = club.event(event_id).name
    with club.step(translate("league.tournament.club_nights", "Next round of {name}").format(name=name)), club.transaction():
        if club.db.execute("SELECT started_at FROM events WHERE id = ?", [event_id]).fetchone()[0] is None:
            club.db.execute("UPDATE events SET started_at = ? WHERE id = ?", [now_text(), event_id])
        draw_next_round(club, event_id, draw_mode(club, event_id) or DEFAULT_MODE)
        number = max(r.number for r in night_rounds(club, event_id))
        start_round(club, event_id, number)
    return Changes(events=frozenset({event_id}))


def unfinished_round(number: int, left: int) -> LeagueError:
    """The refusal to draw a round while ``left`` matches of round ``number`` still need a result (any format)."""
    return LeagueError(translate("league.tournament.club_nights", "Round {number} isn't finished: %n match(es) still need a result.", None, left).format(
        number=number))


def report(club: Club, event_id: int, drawn_match_id: int, ranks: Sequence[int | None] | None,
           scores: Sequence[float | None] | None = None) -> Changes:
    """Save the result of one of the night's drawn matches (one still waiting for a table counts as played now)."""
    owner, match = find_drawn(club, drawn_match_id)
    if owner != event_id:
        raise no_such_match(drawn_match_id)
    if match.status == "finished":
        raise LeagueError(translate("league.tournament.club_nights", "Match {id} has a result already; change it in the app (Matches).").format(id=drawn_match_id))
    return save_result(club, drawn_match_id, ranks, scores, off_table=True)


def match_rows(club: Club, event_id: int) -> list[tuple[int, int, list[list[str]], str, list[int] | None]]:
    """The night's drawn matches as (id, round, sides' names, status, ranks or None), in order."""
    results = {m.id: m for m in club.event_results(event_id)}
    out = []
    for r in night_rounds(club, event_id):
        if r.mode == "tournament":
            continue
        for m in r.matches:
            recorded = results.get(m.match_id) if m.match_id is not None else None
            ranks = [s.rank for s in recorded.sides] if recorded is not None else None
            out.append((m.id, r.number, [list(side) for side in m.sides], STATUS.get(m.status, m.status), ranks))
    return out


def standing_lines(club: Club, event_id: int) -> list[StandingLine]:
    """The night's table as standing lines (points, then wins, then rating; equal points and wins share a place)."""
    lines = night_standings(club, event_id)
    out: list[StandingLine] = []
    for i, line in enumerate(lines):
        shared = i > 0 and (line.points, line.wins) == (lines[i - 1].points, lines[i - 1].wins)
        place = out[-1].place if shared else i + 1
        out.append(StandingLine(place, line.name, (line.player_id,), line.player_id, line.points, line.games, line.wins))
    return out
