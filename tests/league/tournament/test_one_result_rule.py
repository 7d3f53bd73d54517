"""One rule for a result, whatever the path (issue 27; issue 29 item 1): the match form's record_match, a club
night's table, an event's table, the bracket or the command line's report, a phone's report and a results file all
refuse the same bad results with the same words, and store nothing; without places the score decides."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from tournament_app.league import Club, ImportFileError, LeagueError, SideInput, companion, import_results, night, tournament
from tournament_app.league.result_rule import MAX_SCORE, check_result
from tournament_app.league.tournament import Settings
from stored_rows import rows_of

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
#: every table a result could write
TABLES = ("matches", "match_sides", "match_players", "drawn_matches", "fixtures", "ratings", "history_chunks", "undo_steps",
          "match_reports", "events", "event_standings")

#: (ranks, scores, what the refusal says); a side is named "side 1" or by its players, hence the ".*"
BAD = [
    ([1, 2], [math.inf, 3], r"The score of .* must be a finite number, not inf\."),
    ([1, 2], [3, math.nan], r"The score of .* must be a finite number, not nan\."),
    ([1, 2], [-1, -3], r"The score of .* can't be negative \(-1\)\."),
    ([1, 2], [2e6, 3], r"The score of .* is 2000000; a score is at most 1,000,000\."),
    ([1, 2], [0, 5], r"The score 5–0 says .* won, but .* is given as the winner: correct the score, or choose who won\."),
    ([2, 1], [7, 3.5], r"The score 7–3\.5 says .* won, but .* is given as the winner"),
    ([1, 1], [0, 5], r"The score 5–0 says .* won, but the result given is a draw: correct the score, or choose who won\."),
    ([1, 2], [3, None], r"Enter the score of .* too, or leave every score empty\."),
    ([1, None], None, r"Give .* a place too, or leave every place empty \(the score then decides\)\."),
    ([0, 1], None, r"The place of .* must be a whole number from 1 \(the best\), not 0\."),
    (None, None, r"There is no result yet: enter the score, or choose who won\."),
]


def _dump(club: Club) -> dict[str, list[Any]]:
    return {t: rows_of(club.db, t) for t in TABLES}


@pytest.fixture()
def club(tmp_path: Path) -> Club:
    c = Club.open(tmp_path / "club.sqlite")
    for name in NAMES:
        c.add_player(name)
    with c.transaction():
        for a, b in itertools.combinations(NAMES[:4], 2):
            c.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-01-01")
    return c


def _club_night_table(club: Club) -> tuple[int, int]:
    """A club night's match on a table: (the event's id, the drawn match's id)."""
    event_id = club.add_event("Tuesday", "2024-02-06").id
    for name in NAMES[:4]:
        player = club.find_player(name)
        assert player is not None
        night.check_in(club, event_id, player.id)
    night.add_table(club, event_id, "Table 1")
    night.draw_next_round(club, event_id, "swiss", seed=1)
    night.start_round(club, event_id, 1)
    match = night.tables(club, event_id)[0].match
    assert match is not None
    return event_id, match.id


def _event(club: Club, fmt: str, *, tables: int = 0) -> int:
    event_id = tournament.create_event(club, f"{fmt} cup", fmt, date="2024-05-01", settings=Settings()).id
    assert event_id is not None
    tournament.set_entrants(club, event_id, names=NAMES[:4])
    for n in range(tables):
        night.add_table(club, event_id, f"T{n + 1}")
    tournament.start_event(club, event_id)
    return event_id


def _ready(club: Club, event_id: int) -> tournament.FixtureView:
    return next(m for m in tournament.event_view(club, event_id).matches if m.status in ("ready", "playing"))


def _csv(tmp: Path, ranks: Sequence[object] | None, scores: Sequence[object] | None) -> Path:
    lines = ["match,date,side,player,rank,score"]
    for n, name in enumerate(("Ann", "Ben")):
        rank = "" if ranks is None or ranks[n] is None else str(ranks[n])
        score = "" if scores is None or scores[n] is None else repr(scores[n]) if isinstance(scores[n], float) else str(scores[n])
        lines.append(f"m1,2024-03-01,{n + 1},{name},{rank},{score}")
    path = tmp / "results.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


Path_ = Callable[[Club], Callable[[Any, Any], object]]


def _by_record_match(club: Club) -> Callable[[Any, Any], object]:
    return lambda ranks, scores: club.record_match(
        [SideInput(["Ann"], None if ranks is None else ranks[0], None if scores is None else scores[0]),  # type: ignore[arg-type]
         SideInput(["Ben"], None if ranks is None else ranks[1], None if scores is None else scores[1])],  # type: ignore[arg-type]
        played_at="2024-03-01")


def _by_club_night_table(club: Club) -> Callable[[Any, Any], object]:
    _event_id, drawn = _club_night_table(club)
    return lambda ranks, scores: tournament.record_table_result(club, drawn, ranks, scores)


def _by_event_report(club: Club) -> Callable[[Any, Any], object]:
    event_id = _event(club, "round-robin")
    fixture = _ready(club, event_id).id
    return lambda ranks, scores: tournament.report_result(club, event_id, fixture, ranks, scores)


def _by_event_table(club: Club) -> Callable[[Any, Any], object]:
    event_id = _event(club, "swiss", tables=1)
    drawn = _ready(club, event_id).drawn_match_id
    assert drawn is not None
    return lambda ranks, scores: tournament.record_table_result(club, drawn, ranks, scores)


def _by_phone(club: Club) -> Callable[[Any, Any], object]:
    event_id, drawn = _club_night_table(club)
    companion.share_event(club, event_id)
    token = companion.report_tokens(club, event_id)[drawn][0]  # side 1's code

    def report(ranks: Any, scores: Any) -> object:
        # a phone always sends places or scores (the form asks for one); a report without either is refused by its own words
        return companion.submit_report(club, token, ranks, scores)
    return report


PATHS = {"record_match": _by_record_match, "club night table": _by_club_night_table, "event report": _by_event_report,
         "event table": _by_event_table, "phone": _by_phone}


@pytest.mark.parametrize("path", list(PATHS))
@pytest.mark.parametrize(("ranks", "scores", "words"), BAD, ids=[w[:30] for _r, _s, w in BAD])
def test_every_path_refuses_a_bad_result_in_the_same_words_and_stores_nothing(
        club: Club, path: str, ranks: Any, scores: Any, words: str) -> None:
    enter = PATHS[path](club)
    if path == "phone" and ranks is None and scores is None:
        words = "no places were given"
    if path == "phone" and ranks == [0, 1]:
        words = "Places are whole numbers"  # the phone's own check of its places comes first
    if path == "phone" and ranks == [1, None]:
        words = "Places are whole numbers"
    before = _dump(club)
    with pytest.raises(LeagueError, match=words):
        enter(ranks, scores)
    assert _dump(club) == before


@pytest.mark.parametrize(("ranks", "scores", "words"), [b for b in BAD if b[0] is not None and None not in b[0]],
                         ids=[w[:30] for r, _s, w in BAD if r is not None and None not in r])
def test_a_results_file_refuses_the_same_results_with_the_line_and_column(
        club: Club, tmp_path: Path, ranks: Any, scores: Any, words: str) -> None:
    before = _dump(club)
    with pytest.raises(ImportFileError) as info:
        import_results(club, _csv(tmp_path, ranks, scores))
    said = str(info.value)
    assert "line 2, column 'score'" in said or "line 3, column 'score'" in said or "column 'rank'" in said, said
    if "rank" not in said:
        import re
        assert re.search(words.replace(r"\.", r"\.?"), said), said
    assert _dump(club) == before


@pytest.mark.parametrize("path", ["club night table", "event report", "event table", "phone"])
def test_without_places_the_score_decides(club: Club, path: str) -> None:
    enter = PATHS[path](club)
    entered = enter(None, [2, 5])
    if isinstance(entered, companion.Report):  # a phone's report waits for the organizer, its places from the score
        assert (list(entered.ranks), list(entered.scores or ())) == ([2, 1], [2.0, 5.0])
        return
    match = club.matches(limit=1)[0]
    assert [(s.rank, s.score) for s in match.sides] == [(2, 2.0), (1, 5.0)]


def test_record_match_without_places_takes_them_from_the_scores(club: Club) -> None:
    changes = club.record_match([SideInput(["Ann"], None, 3), SideInput(["Ben"], None, 3),  # type: ignore[arg-type]
                                 SideInput(["Cid"], None, 9)], played_at="2024-03-01")
    assert [(s.rank, s.score) for s in club.match(changes.id).sides] == [(2, 3.0), (2, 3.0), (1, 9.0)]


def test_a_knockout_match_takes_a_level_score_only_with_the_tiebreak_winner(club: Club) -> None:
    event_id = _event(club, "single-elimination", tables=1)
    fixture = _ready(club, event_id)
    before = _dump(club)
    with pytest.raises(LeagueError, match=r"The score is level \(2–2\) and a knockout match can't end in a draw: "
                                          r"choose who won the tiebreak\."):
        tournament.report_result(club, event_id, fixture.id, None, [2, 2])
    with pytest.raises(LeagueError, match=r"^A knockout match can't end in a draw: choose who won\.$"):
        tournament.report_result(club, event_id, fixture.id, [1, 1], None)
    assert fixture.drawn_match_id is not None
    with pytest.raises(LeagueError, match=r"The score is level \(2–2\)"):
        tournament.record_table_result(club, fixture.drawn_match_id, [1, 1], [2, 2])
    assert _dump(club) == before
    tournament.record_table_result(club, fixture.drawn_match_id, [2, 1], [2, 2])  # penalties: the second side won
    done = next(m for m in tournament.event_view(club, event_id).matches if m.id == fixture.id)
    assert done.ranks == (2, 1) and done.scores == (2.0, 2.0) and done.winner == done.entrants[1]


def test_the_rule_itself() -> None:
    assert check_result(None, [1, 1, 0]).ranks == (1, 1, 3)
    assert check_result([1, 2], [3, 3]).ranks == (1, 2)  # a tiebreak split a level score
    assert check_result([1, 2], None).scores is None
    assert check_result([1, 2], [None, None]).scores is None
    assert check_result([1, 2], [MAX_SCORE, 0]).scores == (MAX_SCORE, 0.0)
    with pytest.raises(LeagueError, match="By the scores Cid .9. is ahead of Ann .3., but the places say otherwise"):
        check_result([1, 2, 3], [3, 1, 9], names=["Ann", "Ben", "Cid"])
    for bad in (True, "3", [3], None):
        if bad is not None:
            with pytest.raises(LeagueError, match="is not a number"):
                check_result([1, 2], [bad, 1])
