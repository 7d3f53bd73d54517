"""Results of an event's matches: reported from the command line or the bracket, or saved at a table.

A result is an ordinary recorded match of the event's leaderboard (so it is
rated, can be edited, and shows on the player page), linked to its fixture.
Correcting a result re-routes the bracket; when matches after it have been
played with the old sides, they are named, and cleared only when asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import MessageText, Text, join, translate
from ..club import Club
from ..errors import LeagueError
from ..model import Changes, SideInput
from ..night.results import finish_drawn, save_result
from ..result_rule import check_result
from . import club_nights
from .fixtures import FixtureRow, find_fixture
from .play import sync
from .progress import KNOCKOUT_BRACKETS, Progress, event_progress


class LaterMatchesPlayed(LeagueError):
    """Correcting a result would change matches already played after it (named in the message and ``fixtures``)."""

    def __init__(self, message: MessageText, fixtures: Sequence[int]) -> None:
        super().__init__(message)
        self.fixtures = tuple(fixtures)


def report_result(club: Club, event_id: int, fixture_id: int, ranks: Sequence[int | None] | None,
                  scores: Sequence[float | None] | None = None, *, clear_later: bool = False,
                  after_the_end: bool = False) -> Changes:
    """Record (or correct) the result of one of the event's matches; ``Changes.id`` is the recorded match.

    ``ranks`` and ``scores`` follow the match's side order, checked by the
    one result rule (:mod:`..result_rule`): without ranks the scores decide;
    a knockout match can't end in a draw. Correcting a result whose later matches were already
    played raises :class:`LaterMatchesPlayed` naming them, unless
    ``clear_later`` (then those results are deleted, in the same undo step).
    An event that has ended takes no result, unless ``after_the_end`` (a
    correction the organizer makes in the bracket).
    """
    progress = event_progress(club, event_id)
    if progress.setup.format == "club-night":
        return club_nights.report(club, event_id, fixture_id, ranks, scores)
    fixture = find_fixture(club, event_id, fixture_id)
    if progress.setup.finished and not after_the_end:
        raise LeagueError(translate("league.tournament.report", "'{name}' has ended; it takes no more results "
                                    "(correct a result in the app's bracket, or edit its match).").format(name=progress.setup.name))
    ranks, scores = _check(progress, fixture, ranks, scores)
    a, b = progress.sides.get(fixture.id, fixture.sides)
    assert a is not None and b is not None
    sides = [_side(progress, a, ranks[0], scores[0]), _side(progress, b, ranks[1], scores[1])]
    label = (translate("league.tournament.report", "Correct {match}") if fixture.id in progress.results
             else translate("league.tournament.report", "Result of {match}"))
    with club.step(label.format(match=describe(progress, fixture))), club.transaction():
        if fixture.match_id is not None and fixture.id in progress.results:
            club.edit_match(fixture.match_id, sides=sides)
            match_id = fixture.match_id
        else:
            match_id = club.record_match(sides, leaderboard_id=progress.setup.leaderboard_id, event_id=event_id).id
            club.db.table("fixtures").update(fixture.id, {"match_id": match_id})
            if fixture.drawn_match_id is not None:
                finish_drawn(club, fixture.drawn_match_id, match_id)  # sync calls the next matches
        _settle_later(club, event_id, clear_later)
    return Changes(events=frozenset({event_id}), matches=frozenset({match_id}), id=match_id)


def record_table_result(club: Club, drawn_match_id: int, ranks: Sequence[int | None] | None,
                        scores: Sequence[float | None] | None = None) -> Changes:
    """Save the result of a match on a table: a club night's, or an event's fixture (then the bracket goes on)."""
    row = club.db.execute("SELECT id, event_id FROM fixtures WHERE drawn_match_id = ?", [drawn_match_id]).fetchone()
    if row is None:
        return save_result(club, drawn_match_id, ranks, scores)
    fixture_id, event_id = int(row[0]), int(row[1])
    progress = event_progress(club, event_id)
    fixture = find_fixture(club, event_id, fixture_id)
    ranks, scores = _check(progress, fixture, ranks, scores)
    with club.step(translate("league.tournament.report", "Result of {match}").format(match=describe(progress, fixture))), club.transaction():
        changes = save_result(club, drawn_match_id, ranks, scores)
        club.db.table("fixtures").update(fixture_id, {"match_id": changes.id})
        sync(club, event_id)
    return changes


def clear_results(club: Club, event_id: int, fixture_ids: Sequence[int]) -> Changes:
    """Delete the results of these fixtures (e.g. later matches a correction made stale), in one undo step."""
    progress = event_progress(club, event_id)
    with club.step(translate("league.tournament.report", "Clear %n result(s) of {name}", None, len(fixture_ids)).format(name=progress.setup.name)), club.transaction():
        for fixture_id in fixture_ids:
            fixture = find_fixture(club, event_id, fixture_id)
            if fixture.match_id is None:
                continue
            club.db.table("fixtures").update(fixture.id, {"match_id": None})
            if fixture.drawn_match_id is not None:
                club.db.execute("DELETE FROM drawn_matches WHERE id = ?", [fixture.drawn_match_id])
                club.db.table("fixtures").update(fixture.id, {"drawn_match_id": None})
            if fixture.id in progress.results:
                club.delete_match(fixture.match_id)
        sync(club, event_id)
    return Changes(events=frozenset({event_id}))


def describe(progress: Progress, fixture: FixtureRow) -> Text:
    """"match 12 (Ann v Ben)": a fixture named for people, by who played it if it was played."""
    names = _side_names(progress, fixture)
    if len(names) == 2:
        return translate("league.tournament.report", "match {id} ({first} v {second})").format(id=fixture.id, first=names[0], second=names[1])
    return translate("league.tournament.report", "match {id} ({sides})").format(id=fixture.id, sides=" v ".join(names))


def _side_names(progress: Progress, fixture: FixtureRow) -> list[str]:
    result = progress.results.get(fixture.id)
    sides = result.entrants if result is not None else progress.sides.get(fixture.id, fixture.sides)
    return [entrant.name if (entrant := progress.entrant(e)) is not None else "?" for e in sides]


def _settle_later(club: Club, event_id: int, clear_later: bool) -> None:
    sync(club, event_id)
    after = event_progress(club, event_id)
    stale = [f for f in after.rows if f.id in after.stale]
    if not stale:
        return
    if not clear_later:
        named = join([describe(after, f) for f in stale[:5]], ", ")
        if len(stale) > 5:
            message = translate("league.tournament.report", "Correcting this result changes who plays in matches already played: {matches} "
                                "and %n more. Clear their results to correct it.", None, len(stale) - 5).format(matches=named)
        else:
            message = translate("league.tournament.report", "Correcting this result changes who plays in matches already played: {matches}. "
                                "Clear their results to correct it.").format(matches=named)
        raise LaterMatchesPlayed(message, [f.id for f in stale])
    for _ in range(64):  # clearing one may make a later one stale in turn
        after = event_progress(club, event_id)
        stale = [f for f in after.rows if f.id in after.stale]
        if not stale:
            return
        clear_results(club, event_id, [f.id for f in stale])


def _check(progress: Progress, fixture: FixtureRow, ranks: Sequence[int | None] | None,
           scores: Sequence[float | None] | None) -> tuple[list[int], list[float | None]]:
    setup = progress.setup
    status = progress.status.get(fixture.id, "waiting")
    if setup.finished and fixture.match_id is None:
        raise LeagueError(translate("league.tournament.report", "'{name}' has ended; it takes no more results.").format(name=setup.name))
    if status == "waiting":
        raise LeagueError(translate("league.tournament.report", "Match {id} isn't ready: who plays in it is not known yet.").format(id=fixture.id))
    if status in ("bye", "void"):
        raise LeagueError(translate("league.tournament.report", "Match {id} is a bye; it has no result to enter.").format(id=fixture.id))
    if ranks is not None and len(ranks) != 2:
        raise LeagueError(translate("league.tournament.report", "Match {id} has 2 sides but {count} places were given.").format(id=fixture.id, count=len(ranks)))
    if scores is not None and len(scores) != 2:
        raise LeagueError(translate("league.tournament.report", "Match {id} has 2 sides but {count} scores were given.").format(id=fixture.id, count=len(scores)))
    names = [entrant.name if (entrant := progress.entrant(e)) is not None else "?" for e in progress.sides.get(fixture.id, fixture.sides)]
    result = check_result(ranks, scores, draw_allowed=fixture.bracket not in KNOCKOUT_BRACKETS, names=names)
    ordered = sorted(set(result.ranks))
    return [ordered.index(r) + 1 for r in result.ranks], list(result.scores) if result.scores is not None else [None, None]


def _side(progress: Progress, entrant_id: int, rank: int, score: float | None) -> SideInput:
    entrant = progress.entrant(entrant_id)
    assert entrant is not None
    return SideInput(list(entrant.player_ids), rank, score, entrant.team_id)
