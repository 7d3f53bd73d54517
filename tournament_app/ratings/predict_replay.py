"""Scoring a rating system's predictions over a whole history in one flat pass.

:func:`score_history` replays a :class:`~.replay_arrays.History` from new
players, predicting each match from the ratings just before it, then rating
it, and returns the sums of the scores of the matches before and from
``cut`` (see :mod:`._score_kernel` for what is summed). It reproduces
``model.decay``/``predict_win``/``rate`` match after match for Bradley-Terry,
Plackett-Luce, Elo, Glicko and o!TR without games (:func:`scorable`); the loop is compiled by
numba where it works and runs as plain Python on lists otherwise, with the
same numbers.
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from ..messages import translate
from . import _score_kernel as kernel
from .base import RatingModel
from .bradley_terry import BradleyTerry
from .elo import Elo
from .errors import InvalidParameterError
from .glicko import Glicko
from .otr import OtrPlackettLuce
from .plackett_luce import PlackettLuce
from .replay_arrays import FloatArray, History

__all__ = ["AUTO_COMPILED_MIN_SLOTS", "STATS_WIDTH", "ScoreEngine", "compiled_available", "scorable", "score_history"]

ScoreEngine = Literal["auto", "compiled", "python"]

#: "auto" uses the compiled loop from this many player-slots on (a smaller
#: history scores faster as Python than importing numba would take)
AUTO_COMPILED_MIN_SLOTS = 20_000
STATS_WIDTH = kernel.STATS_WIDTH

#: the classes the loop reproduces, with the methods it reproduces
_METHODS = ("rate", "decay", "predict_win", "new_rating")
_SCORABLE: dict[type[RatingModel], tuple[object, ...]] = {cls: tuple(getattr(cls, name) for name in _METHODS) for cls in (BradleyTerry, PlackettLuce, Elo, Glicko, OtrPlackettLuce)}


def scorable(model: RatingModel) -> bool:
    """True when ``model`` is one the flat loop reproduces (not a subclass, no replaced method)."""
    methods = _SCORABLE.get(type(model))
    return methods is not None and tuple(getattr(type(model), name) for name in _METHODS) == methods


def _kind_and_params(model: RatingModel) -> tuple[int, list[float]]:
    if isinstance(model, BradleyTerry):
        return kernel.BRADLEY_TERRY, [model.beta, model.kappa, model.tau, model.tau_day, model.sigma]
    if isinstance(model, PlackettLuce):
        return kernel.PLACKETT_LUCE, [model.beta, model.kappa, model.tau, float(model.damping), model.sigma]
    if isinstance(model, Elo):
        floor = model.floor
        return kernel.ELO, [model.k, 0.0 if floor is None else 1.0, 0.0 if floor is None else floor,
                            model.decay_points, model.decay_period_days]
    if isinstance(model, Glicko):
        return kernel.GLICKO, [model.sigma, model.c, model.period_days, 0.0, 0.0]
    assert isinstance(model, OtrPlackettLuce)
    scale = (1 / model.standard_games) ** model.game_exponent  # one game, as OtrPlackettLuce.rate_games computes it
    return kernel.OTR, [model.beta, model.kappa, scale, model.weight_a, 1.0 - model.weight_a, model.sigma,
                        model.volatility_growth, model.decay_days, model.decay_rate, model.decay_floor]


def compiled_available() -> bool:
    """True when the compiled scoring loop can run in this process."""
    return kernel.compiled_kernel() is not None


def score_history(model: RatingModel, history: History, cut: int, *, engine: ScoreEngine = "auto") -> FloatArray:
    """Predict, score and rate every match from new players; a (2, STATS_WIDTH) array of score sums.

    Row 0 sums the matches before ``cut``, row 1 the rest. Inactivity decay
    uses ``history.match_time`` (seconds) when the model decays. ``engine``
    "auto" compiles for big histories where numba works; "compiled" raises
    RuntimeError where it cannot run. Raises :class:`InvalidParameterError`
    for a model :func:`scorable` refuses.
    """
    if not scorable(model):
        raise InvalidParameterError(translate(
            "ratings.predict_replay", "The scoring loop does not reproduce {model}.").format(model=type(model).__name__))
    if engine not in ("auto", "compiled", "python"):
        raise InvalidParameterError(
            translate("ratings.predict_replay", "Unknown engine {engine!r} (auto, compiled, python).").format(engine=engine))
    kind, params = _kind_and_params(model)
    start = model.new_rating()
    n_players = history.n_players
    has_time = 1 if (history.match_time is not None and model.decays) else 0
    ms, ss = history.match_start, history.side_start
    width = int((ss[ms[1:]] - ss[ms[:-1]]).max()) if history.n_matches else 1  # the most players in a match
    score = history.side_score if history.side_score is not None else np.full(history.n_sides, np.nan)
    time = history.match_time if history.match_time is not None and has_time else np.zeros(1)
    cut = max(0, min(int(cut), history.n_matches))
    run = None
    if engine == "compiled" or (engine == "auto" and history.n_slots >= AUTO_COMPILED_MIN_SLOTS):
        run = kernel.compiled_kernel()
        if run is None and engine == "compiled":
            raise RuntimeError(kernel.compile_error() or "the compiled scoring loop is switched off")
    if run is not None:
        i64, f64 = np.int64, np.float64
        stats = np.zeros(2 * STATS_WIDTH)
        run(
            i64(kind), history.match_start, history.side_start, history.side_rank, score, history.slot_player,
            time, i64(has_time), np.full(n_players, start.mu), np.full(n_players, start.sigma),
            np.full(n_players, np.nan), np.array(params, dtype=f64), i64(cut), stats,
            *(np.zeros(width) for _ in range(12)),
        )
        return stats.reshape(2, STATS_WIDTH)
    stats_l = [0.0] * (2 * STATS_WIDTH)
    kernel.score_replay(
        kind, history.match_start.tolist(), history.side_start.tolist(), history.side_rank.tolist(), score.tolist(),
        history.slot_player.tolist(), time.tolist(), has_time, [start.mu] * n_players, [start.sigma] * n_players,
        [float("nan")] * n_players, params, cut, stats_l,
        *([0.0] * width for _ in range(12)),
    )
    return np.array(stats_l).reshape(2, STATS_WIDTH)
