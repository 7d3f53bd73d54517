"""Every rating system by its machine name, and building one from stored settings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..messages import translate
from .base import RatingModel
from .bradley_terry import BradleyTerry
from .elo import Elo
from .errors import InvalidParameterError
from .glicko import Glicko
from .otr import OtrPlackettLuce
from .plackett_luce import PlackettLuce

#: rating systems by the name used in the database and on the command line
MODELS: dict[str, type[RatingModel]] = {
    BradleyTerry.system: BradleyTerry,
    PlackettLuce.system: PlackettLuce,
    Glicko.system: Glicko,
    Elo.system: Elo,
    OtrPlackettLuce.system: OtrPlackettLuce,
}


def model_from_settings(system: str, params: Mapping[str, Any] | None = None) -> RatingModel:
    """Build a rating model from its system name and parameters.

    Raises :class:`InvalidParameterError` naming the unknown system or parameter.
    """
    try:
        cls = MODELS[system]
    except KeyError:
        known = ", ".join(sorted(MODELS))
        raise InvalidParameterError(translate(
            "ratings.registry", "Unknown rating system {system!r} (known: {known}).").format(system=system, known=known),
        ) from None
    return cls.from_params(params or {})
