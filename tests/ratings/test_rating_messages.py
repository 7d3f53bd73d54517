"""Ratings' messages are marked (issue 19): a front end's speaker says them, in English with none."""

from __future__ import annotations

import pytest
from speakers import tagged

from tournament_app import messages
from tournament_app.ratings import Elo, InvalidParameterError, NoTeamsError, Rating, check_match
from tournament_app.ratings.guards import checked, impossible_in_match


def test_a_match_error_is_said_by_the_speaker_and_english_without_one() -> None:
    with pytest.raises(NoTeamsError) as caught:
        check_match([], None)
    assert str(caught.value) == "A match needs at least one side; 'teams' is empty."
    with messages.speaking(tagged):
        assert str(caught.value) == "[ratings.base] A match needs at least one side; 'teams' is empty."


def test_a_parameter_out_of_range_keeps_its_numbers_in_every_language() -> None:
    with pytest.raises(InvalidParameterError) as caught:
        Elo(k=-1)
    english = str(caught.value)
    assert english.startswith("The parameter k must be between ") and english.endswith("(got -1).")
    with messages.speaking(tagged):
        assert str(caught.value) == "[ratings.base] " + english


def test_unknown_parameters_are_one_plural_message() -> None:
    with pytest.raises(InvalidParameterError) as one:
        Elo.from_params({"kk": 1})
    with pytest.raises(InvalidParameterError) as two:
        Elo.from_params({"kk": 1, "zz": 2})
    assert str(one.value).startswith("Unknown parameter kk for elo (its parameters: ")
    assert str(two.value).startswith("Unknown parameters kk, zz for elo (its parameters: ")
    with messages.speaking(tagged):
        assert str(two.value).startswith("[ratings.base] Unknown parameters kk, zz for elo")


def test_an_impossible_rating_is_one_whole_sentence_with_its_advice() -> None:
    with pytest.raises(ValueError) as caught:
        checked(Rating(float("inf"), 1.0))
    advice = "check the leaderboard's parameters and the points or scores of the results."
    assert str(caught.value) == f"This result would give an impossible rating (mu inf, sigma 1); {advice}"
    in_match = impossible_in_match(2, 9, 1e13, 0.0)
    assert str(in_match) == f"Match 3 of 9 would give an impossible rating (mu 1e+13, sigma 0); {advice}"
    with messages.speaking(tagged):
        assert str(in_match).count("[ratings.guards]") == 1
