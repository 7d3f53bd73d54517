"""Bad input to the Weng-Lin models: clear errors, all of them ``ValueError``."""

from __future__ import annotations

import math
from typing import Any

import pytest

import tournament_app.ratings as ratings
from tournament_app.ratings import errors
from tournament_app.ratings.base import Rating, RatingModel, check_match
from tournament_app.ratings.bradley_terry import BradleyTerry
from tournament_app.ratings.errors import (
    DuplicatePlayerError,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
    RatingError,
)
from tournament_app.ratings.plackett_luce import PlackettLuce

MODELS = [BradleyTerry(), PlackettLuce(), PlackettLuce(damping=False)]
IDS = ["bradley-terry", "plackett-luce", "plackett-luce-no-damping"]
ERRORS = [
    MismatchedLengthsError,
    EmptyTeamError,
    NoTeamsError,
    DuplicatePlayerError,
    InvalidRatingError,
    InvalidParameterError,
    InvalidRankError,
]


def all_subclasses(cls: type) -> set[type]:
    found: set[type] = set(cls.__subclasses__())
    for sub in list(found):
        found |= all_subclasses(sub)
    return found


def test_every_rating_error_is_a_value_error() -> None:
    assert issubclass(RatingError, ValueError)
    module_errors = {
        obj
        for obj in vars(errors).values()
        if isinstance(obj, type) and issubclass(obj, Exception) and obj.__module__ == errors.__name__
    }
    assert set(ERRORS) | {RatingError} == module_errors
    for cls in all_subclasses(RatingError) | set(ERRORS):
        assert issubclass(cls, RatingError), cls
        assert issubclass(cls, ValueError), cls
        assert isinstance(cls("x"), ValueError)


def test_errors_are_exported_from_the_package() -> None:
    for cls in [RatingError, *ERRORS]:
        assert getattr(ratings, cls.__name__) is cls
        assert cls.__name__ in ratings.__all__


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_teams_and_ranks_of_different_lengths(model: RatingModel) -> None:
    teams = [[model.new_rating()], [model.new_rating()]]
    with pytest.raises(MismatchedLengthsError) as info:
        model.rate(teams, [1, 2, 3])
    message = str(info.value)
    assert "'teams' and 'ranks'" in message and "same length" in message
    assert "2 sides" in message and "3 ranks" in message
    with pytest.raises(MismatchedLengthsError, match="2 sides and 1 ranks"):
        model.rate(teams, [1])
    with pytest.raises(MismatchedLengthsError, match="'teams' and 'scores'.*2 sides and 3 scores"):
        model.rate(teams, [1, 2], scores=[3.0, 2.0, 1.0])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_an_empty_team(model: RatingModel) -> None:
    with pytest.raises(EmptyTeamError, match="Side 2 has no players"):
        model.rate([[model.new_rating()], [], [model.new_rating()]], [1, 2, 3])
    with pytest.raises(EmptyTeamError, match="Side 1 has no players"):
        model.predict_win([[], [model.new_rating()]])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_the_same_player_object_on_two_sides(model: RatingModel) -> None:
    shared = model.new_rating()
    with pytest.raises(DuplicatePlayerError) as info:
        model.rate([[shared, model.new_rating()], [model.new_rating(), shared]], [1, 2])
    message = str(info.value)
    assert "more than once" in message and "side 2" in message and repr(shared) in message
    with pytest.raises(DuplicatePlayerError):
        model.rate([[shared, shared], [model.new_rating()]], [1, 2])
    # Equal values in distinct objects are two players, which is fine.
    model.rate([[Rating(25.0, 5.0)], [Rating(25.0, 5.0)]], [1, 2])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
@pytest.mark.parametrize("sigma", [-1.0, -1e-300, math.inf, -math.inf, math.nan])
def test_non_finite_or_negative_sigma(model: RatingModel, sigma: float) -> None:
    with pytest.raises(InvalidRatingError, match="sigma must be a finite number >= 0"):
        model.rate([[Rating(25.0, 5.0)], [Rating(25.0, sigma)]], [1, 2])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
@pytest.mark.parametrize("mu", [math.inf, -math.inf, math.nan])
def test_non_finite_mu(model: RatingModel, mu: float) -> None:
    with pytest.raises(InvalidRatingError, match="mu must be a finite number"):
        model.rate([[Rating(mu, 5.0)], [Rating(25.0, 5.0)]], [1, 2])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_not_a_rating(model: RatingModel) -> None:
    bad: Any = (25.0, 5.0)
    with pytest.raises(InvalidRatingError, match="Expected a Rating, got tuple"):
        model.rate([[bad], [Rating(25.0, 5.0)]], [1, 2])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_no_sides_at_all(model: RatingModel) -> None:
    # bbt returns Ok(()) for an empty match; we refuse it with a clear message.
    with pytest.raises(NoTeamsError, match="at least one side; 'teams' is empty"):
        model.rate([], [])
    with pytest.raises(NoTeamsError):
        model.predict_win([])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
@pytest.mark.parametrize("bad", [math.nan, math.inf, None, "1"])
def test_invalid_rank(model: RatingModel, bad: Any) -> None:
    with pytest.raises(InvalidRankError, match="Side 2 has no valid rank"):
        model.rate([[model.new_rating()], [model.new_rating()]], [1, bad])


@pytest.mark.parametrize("model", MODELS, ids=IDS)
def test_one_side_alone_is_unchanged(model: RatingModel) -> None:
    team = [Rating(31.0, 4.0), Rating(12.5, 0.5)]
    assert model.rate([team], [1]) == [[Rating(31.0, 4.0), Rating(12.5, 0.5)]]
    assert model.predict_win([team]) == [1.0]


@pytest.mark.parametrize("cls", [BradleyTerry, PlackettLuce])
@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("sigma", 0.0),
        ("sigma", -1.0),
        ("beta", 0.0),
        ("beta", math.inf),
        ("kappa", 0.0),
        ("kappa", math.nan),
        ("tau", -0.5),
        ("mu", math.inf),
        ("mu", math.nan),
    ],
)
def test_invalid_model_parameters(cls: type[RatingModel], name: str, value: float) -> None:
    with pytest.raises(InvalidParameterError, match=name):
        cls(**{name: value})
    with pytest.raises(ValueError):
        cls(**{name: value})


def test_check_match_reports_the_first_problem() -> None:
    with pytest.raises(NoTeamsError):
        check_match([], [1, 2])
    with pytest.raises(MismatchedLengthsError):
        check_match([[Rating(1.0, 1.0)], []], [1])
    check_match([[Rating(1.0, 1.0)]], None)
