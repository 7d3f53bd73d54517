"""Rating math: pure functions and models, no I/O (docs/architecture.md, ratings/)."""

from .base import Rating, RatingModel, check_match
from .bradley_terry import BradleyTerry
from .elo import Elo, score_fraction, static_ranking, win_probability
from .errors import (
    DuplicatePlayerError,
    EmptyTeamError,
    InvalidParameterError,
    InvalidRankError,
    InvalidRatingError,
    MismatchedLengthsError,
    NoTeamsError,
    RatingError,
)
from .glicko import Glicko
from .plackett_luce import PlackettLuce
from .registry import MODELS, model_from_settings
from .presentation import (
    combine_ratings,
    conservative_estimate,
    display_rating,
    format_glicko,
    glicko_interval,
)

__all__ = [
    "BradleyTerry",
    "DuplicatePlayerError",
    "Elo",
    "EmptyTeamError",
    "Glicko",
    "InvalidParameterError",
    "InvalidRankError",
    "InvalidRatingError",
    "MODELS",
    "MismatchedLengthsError",
    "NoTeamsError",
    "PlackettLuce",
    "Rating",
    "RatingError",
    "RatingModel",
    "check_match",
    "combine_ratings",
    "conservative_estimate",
    "display_rating",
    "format_glicko",
    "glicko_interval",
    "model_from_settings",
    "score_fraction",
    "static_ranking",
    "win_probability",
]
