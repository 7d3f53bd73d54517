"""Event logs' messages are marked (issue 19): a bad line, a refused import and a ranking's reasons are said
by the front end's speaker, and in English with none."""

from __future__ import annotations

from pathlib import Path

import pytest
from speakers import tagged

from tournament_app import messages
from tournament_app.league import Club, ImportFileError
from tournament_app.league.event_logs import event_static_ranking, import_event_log, parse_event_log
from tournament_app.messages import Text


def test_a_bad_line_is_said_by_the_speaker_with_the_forms_in_the_same_language() -> None:
    with pytest.raises(ImportFileError) as caught:
        parse_event_log("Ann fragged Ben\nAnn danced\nteam Red:\n")
    first, second = caught.value.problems
    assert isinstance(first.message, Text)
    assert str(first.message).startswith("'Ann danced' is not an event; write 'A fragged B', 'A suicide',")
    assert str(second.message) == "The team 'Red' has no players (write 'team Red: A, B')."
    with messages.speaking(tagged):
        said = str(caught.value)
    assert said.startswith("[league.errors] [league.event_logs.parse] The event log: nothing was imported")
    assert ("[league.event_logs.parse] 'Ann danced' is not an event; write "
            "[league.event_logs.parse] 'A fragged B'") in said


def test_a_bad_name_in_a_log_keeps_its_marked_message() -> None:
    with pytest.raises(ImportFileError) as caught:
        parse_event_log("Ann fragged \u200b\n")
    problem = caught.value.problems[0]
    with messages.speaking(tagged):
        assert str(problem.message).startswith("[league.names] ")
        assert "[league.names] player's name" in str(problem.message)


def test_why_a_player_is_not_ranked_is_said_in_the_speakers_language(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("Arena", "elo").id
    path = tmp_path / "arena.log"
    path.write_text("Ann fragged Ben\nAnn fragged Ben\nCat fragged Ann\n", encoding="utf-8")
    import_event_log(club, path, lb)
    ranking = event_static_ranking(club, club.events(lb)[0].id, min_results=3)
    reasons = {u.player: u.reason for u in ranking.unranked}
    assert str(reasons["Cat"]) == "only 1 result (at least 3 needed)"
    assert str(reasons["Ben"]) == "only 2 results (at least 3 needed)"
    with messages.speaking(tagged):
        assert str(reasons["Cat"]) == "[league.event_logs.static_ranking] only 1 result (at least 3 needed)"
