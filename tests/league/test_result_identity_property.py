"""Property (issue 27): for any history, export -> import into an empty club -> export gives the same rows and
identities; importing either file again adds nothing, in either club; undoing the import puts the club back."""

from __future__ import annotations

import csv
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.league import RESULTS_EXPORT_COLUMNS, Club, SideInput, export_results, import_results
from stored_rows import logged_rows

#: names a spreadsheet would take for formulas among plain ones: the export neutralises them, the import takes them back
NAMES = ["Ann", "Ben", "Cat", "=Dan()", "-Eve", "+Fay", "@Gus", "Zoë"]
MOMENTS = ["2024-05-01", "2024-05-01T19:00", "2024-05-02", "2024-05-02T20:30:15", "2024-05-03"]
SCORES = st.integers(0, 30).map(float) | st.floats(0, 100, allow_nan=False, allow_infinity=False)


@st.composite
def matches(draw: st.DrawFn) -> tuple[str, list[tuple[list[str], int, float | None, bool]], str | None]:
    """(moment, sides as (players, rank, score, as a roster?), event) of one match."""
    count = draw(st.integers(2, 3))
    size = draw(st.integers(1, 2))
    players = draw(st.permutations(NAMES))[:count * size]
    scores: list[float | None] = [draw(SCORES) for _ in range(count)] if draw(st.booleans()) else [None] * count
    # where scores are given they decide the places (the one result rule): the best score is 1st, equal scores share
    ranks = ([1 + len({t for t in scores if t is not None and t > s}) for s in scores] if scores[0] is not None
             else [draw(st.integers(1, count)) for _ in range(count)])
    sides = [(players[i * size:(i + 1) * size], ranks[i], scores[i], size == 2 and draw(st.booleans()))
             for i in range(count)]
    return draw(st.sampled_from(MOMENTS)), sides, draw(st.sampled_from([None, "Spring", "Cup"]))


def _build(club: Club, history: list[tuple[str, list[tuple[list[str], int, float | None, bool]], str | None]],
           undone: int) -> None:
    """Record the history (rosters and events made as needed); the first ``undone`` matches are recorded and undone
    first, so their ids are gone for good."""
    for moment, sides, _event in history[:undone]:
        club.record_match([SideInput(list(p), r, s) for p, r, s, _t in sides], create_players=True, played_at=moment)
        club.undo()
    for moment, sides, event in history:
        inputs = []
        for players, rank, score, roster in sides:
            team = None
            if roster:
                name = " & ".join(sorted(players))
                found = club.find_team(name)
                ids = [(club.find_player(p) or club.player(club.add_player(p).id)).id for p in players]
                team = found.id if found else club.add_team(name, ids).id
            inputs.append(SideInput(list(players), rank, score, team))
        event_id = None
        if event is not None:
            found_event = club.find_event(event)
            event_id = found_event.id if found_event else club.add_event(event, "2024-05-01").id
        club.record_match(inputs, create_players=True, played_at=moment, event_id=event_id)


def _rows(path: Path) -> list[tuple[str, ...]]:
    """Every row but its ``match`` label (the match's number in one club)."""
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return [tuple(r[c] for c in RESULTS_EXPORT_COLUMNS if c != "match") for r in csv.DictReader(fh)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=st.lists(matches(), min_size=1, max_size=8), undone=st.integers(0, 2))
def test_export_import_export_keeps_rows_and_identities_and_nothing_comes_in_twice(
        history: list[tuple[str, list[tuple[list[str], int, float | None, bool]], str | None]], undone: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with Club.open(work / "a.sqlite") as a, Club.open(work / "b.sqlite") as b:
            _build(a, history, undone)
            assert export_results(a, work / "a.csv") == len(history)
            exported = _rows(work / "a.csv")
            assert len({row[-1] for row in exported}) == len(history)  # one identity per match

            before = logged_rows(work / "b.sqlite")
            imported = import_results(b, work / "a.csv")
            assert (imported.count, imported.already) == (len(history), 0)
            after = logged_rows(work / "b.sqlite")
            export_results(b, work / "b.csv")
            assert _rows(work / "b.csv") == exported

            for club, path in ((a, "a.csv"), (a, "b.csv"), (b, "a.csv"), (b, "b.csv")):
                again = import_results(club, work / path)
                assert (again.count, again.already) == (0, len(history))

            b.undo()
            assert logged_rows(work / "b.sqlite") == before
            b.redo()
            assert logged_rows(work / "b.sqlite") == after
