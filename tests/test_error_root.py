"""One root for every error a person can cause; Cancelled stays apart."""

from __future__ import annotations

from tournament_app.league import Cancelled, LeagueError, UserError
from tournament_app.ratings import RatingError
from tournament_app.store import StoreError


def test_every_layers_error_is_a_user_error() -> None:
    assert all(issubclass(kind, UserError) for kind in (LeagueError, RatingError, StoreError))


def test_cancelling_is_not_an_error_of_the_user() -> None:
    assert not issubclass(Cancelled, UserError)
