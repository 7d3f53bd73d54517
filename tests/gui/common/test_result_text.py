"""Issue 14, item 14: the one way results are worded (gui/result_text.py, Qt-free)."""

from __future__ import annotations

import pytest

from tournament_app.gui.common.result_text import ordinal, outcome_text, place_text, score_text, sides_text


@pytest.mark.parametrize(("rank", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"),
                                            (13, "13th"), (21, "21st"), (22, "22nd"), (101, "101st"), (111, "111th")])
def test_ordinals(rank: int, text: str) -> None:
    assert ordinal(rank) == text


def test_scores_print_as_people_write_them() -> None:
    assert [score_text(x) for x in (10.0, 10.5, 0.0, -3.0, 1234567.0, 700000.0)] == ["10", "10.5", "0", "-3", "1234567", "700000"]
    assert score_text(None) == "" and score_text(float("nan")) == ""
    assert float(score_text(1 / 3)) == 1 / 3  # the form edits this text: no digit may be lost


def test_a_players_result() -> None:
    assert outcome_text(1, 2) == "won"
    assert outcome_text(2, 2) == "lost"
    assert outcome_text(1, 2, shared=2) == "drawn"
    assert outcome_text(2, 4, shared=2) == "2nd (shared)"  # was "loss (2nd)"
    assert outcome_text(1, 3) == "1st" and outcome_text(3, 3) == "3rd"
    assert outcome_text(1, 3, shared=3) == "drawn"
    assert place_text(2, 2) == "2nd (shared)" and place_text(2) == "2nd"


def test_a_match_line() -> None:
    assert sides_text([("Cid & Dee", 2, None), ("Ann & Bob", 1, None)]) == "Ann & Bob beat Cid & Dee"
    assert sides_text([("Ann & Bob", 1, 10.0), ("Cid & Dee", 2, 8.5)]) == "Ann & Bob beat Cid & Dee 10–8.5"
    assert sides_text([("Ann & Bob", 1, None), ("Cid & Dee", 1, None)]) == "Ann & Bob drew with Cid & Dee"
    assert sides_text([("Ann", 1, 21.0), ("Cid", 1, 21.0)]) == "Ann drew with Cid 21–21"
    assert sides_text([("Ann", 1, None), ("Bob", 2, None), ("Cid", 2, None), ("Dee", 4, None)]) == (
        "1st Ann · 2nd (shared) Bob · 2nd (shared) Cid · 4th Dee")
    assert sides_text([("Ann", 1, 30.0), ("Bob", 2, 20.0), ("Cid", 3, 10.0)]) == "1st Ann 30 · 2nd Bob 20 · 3rd Cid 10"
    assert sides_text([("Ann", 1, None), ("Bob", 1, None), ("Cid", 1, None)]) == "Drawn: Ann · Bob · Cid"


def test_messages_become_sentences() -> None:
    from tournament_app.gui.common.result_text import sentence

    assert sentence("the event belongs to another leaderboard") == "The event belongs to another leaderboard."
    assert sentence("Side 2: there is no player called 'Zed'.") == "Side 2: there is no player called 'Zed'."
    assert sentence("") == ""
