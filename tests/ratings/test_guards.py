"""No rating is ever infinite: parameters in a sane range, and every computed rating checked (issue 14)."""

from __future__ import annotations

import inspect
import math

import pytest

from tournament_app.ratings import MODELS, Elo, InvalidParameterError, InvalidRatingError, Rating, model_from_settings
from tournament_app.ratings.replay import History, RatingArrays, replay

#: the values the hostile-input pass used: each made every later import fail, or a rating infinite
OVERFLOWING = [
    ("bbt", "sigma", 1e300),
    ("bbt", "mu", 1e308),
    ("bbt", "mu", -1e308),
    ("bbt", "tau", 1e300),
    ("bbt", "beta", 1e300),
    ("plackett-luce", "sigma", 1e300),
    ("glicko", "mu", 1e308),
    ("glicko", "sigma", 1e300),
    ("elo", "k", 1e308),
    ("elo", "decay_points", 1e308),
    ("elo", "floor", -1e308),
    ("otr", "game_exponent", 1e300),
    ("otr", "volatility_growth", 1e308),
]


@pytest.mark.parametrize(("system", "name", "value"), OVERFLOWING)
def test_an_overflowing_parameter_is_refused_with_its_range(system: str, name: str, value: float) -> None:
    low, high = MODELS[system].param_ranges[name]
    with pytest.raises(InvalidParameterError) as info:
        model_from_settings(system, {name: value})
    message = str(info.value)
    assert message.startswith(f"The parameter {name} must be between ")
    assert f"(got {value:g})" in message
    assert format(low, ".15g") in message and format(high, ".15g") in message


def test_the_message_reads_as_a_sentence() -> None:
    with pytest.raises(InvalidParameterError) as info:
        model_from_settings("bbt", {"beta": 1e300})
    assert str(info.value) == "The parameter beta must be between 0.001 and 100000 (got 1e+300)."


@pytest.mark.parametrize("system", sorted(MODELS))
def test_every_numeric_parameter_has_a_range_holding_its_default(system: str) -> None:
    cls = MODELS[system]
    defaults = cls().params()
    numeric = [name for name, value in defaults.items() if not isinstance(value, bool)]
    assert sorted(cls.param_ranges) == sorted(numeric)
    for name, (low, high) in cls.param_ranges.items():
        assert low < high and math.isfinite(low) and math.isfinite(high)
        value = defaults[name]
        assert value is None or low <= value <= high, (name, value)
    # the ranges' ends are themselves accepted
    for name, (low, high) in cls.param_ranges.items():
        for end in (low, high):
            try:
                cls(**{name: end})
            except InvalidParameterError as exc:  # only Elo's floor above the initial mu may refuse an end
                assert (system, name) == ("elo", "floor"), exc


def test_a_parameter_that_is_no_number_is_refused_by_name() -> None:
    with pytest.raises(InvalidParameterError, match="The parameter beta must be a number"):
        model_from_settings("bbt", {"beta": "fast"})
    with pytest.raises(InvalidParameterError, match="The parameter k must be a number"):
        model_from_settings("elo", {"k": 10**400})


def test_an_event_worth_too_much_gives_no_infinite_rating() -> None:
    model = Elo(k=1e4)
    with pytest.raises(InvalidRatingError, match="impossible rating"):
        model.rate_against(Rating(1500.0, 0.0), 1500.0, 1e308, 0.0, weight=1e308)


@pytest.mark.parametrize("system", sorted(MODELS))
def test_a_rating_pushed_past_the_limit_is_refused_by_rate(system: str) -> None:
    model = MODELS[system]()
    sigma = model.new_rating().sigma
    # Two even players just inside the limit: the winner moves past it.
    with pytest.raises(InvalidRatingError, match="impossible rating"):
        model.rate([[Rating(1e12 - 1.0, sigma)], [Rating(1e12 - 1.0, sigma)]], [1, 2])


@pytest.mark.parametrize("engine", ["python", "compiled", "generic"])
def test_the_batch_replay_refuses_an_impossible_rating_and_names_the_match(engine: str) -> None:
    from tournament_app.ratings.replay import compiled_available

    if engine == "compiled" and not compiled_available():
        pytest.skip("numba is not installed")
    model = MODELS["bbt"]()
    history = History.from_matches([[[0], [1]], [[0], [1]]], [[1, 2], [1, 2]])
    # Stored ratings just inside the limit (an older file): the first win moves one past.
    initial = RatingArrays([1e12 - 1.0, 1e12 - 1.0], [8.0, 8.0])
    with pytest.raises(InvalidRatingError, match="would give an impossible rating") as info:
        replay(model, history, initial, engine=engine)  # type: ignore[arg-type]
    if engine != "generic":  # (the generic loop stops in model.rate itself)
        assert str(info.value).startswith("Match 1 of 2 would give an impossible rating")


def test_models_keep_every_constructor_argument_ranged_or_boolean() -> None:
    for cls in MODELS.values():
        args = [n for n in inspect.signature(cls.__init__).parameters if n != "self"]
        assert set(args) >= set(cls.param_ranges)
