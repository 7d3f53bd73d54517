"""Batch replay: a whole history as arrays in, every rating after every match out.

The history, the ratings and the results are the arrays of
:mod:`.replay_arrays` (a history in the CSR layout of sparse matrices); the
loops that rate them are in :mod:`.replay_engines`. This module chooses the
loop and checks what comes out.

:func:`replay` rates the matches in order, exactly as calling ``model.rate``
(after ``model.decay`` for the idle days, when the model decays and times are
given) match after match would, and returns each slot's rating before and
after its match (the history rows) plus every player's final rating.

Bradley-Terry and Plackett-Luce run in the flat loop (compiled by numba
where it works), any other model in the generic loop over ``model.rate``.
All three give the same numbers (the tests compare them with
``model.rate`` to 1e-9).
"""

from __future__ import annotations

from typing import Literal

from ..messages import translate
from . import _replay_kernel as kernel
from .base import RatingModel
from .bradley_terry import BradleyTerry
from .errors import InvalidParameterError, MismatchedLengthsError
from .guards import first_impossible, impossible_in_match
from .plackett_luce import PlackettLuce
from .replay_arrays import FloatArray, History, IntArray, RatingArrays, ReplayResult
from .replay_engines import ProgressFn, _replay_flat, _replay_generic

__all__ = [
    "AUTO_COMPILED_MIN_SLOTS",
    "CHUNK_MATCHES",
    "Engine",
    "FloatArray",
    "History",
    "IntArray",
    "ProgressFn",
    "RatingArrays",
    "ReplayResult",
    "compiled_available",
    "fast_path",
    "replay",
]

Engine = Literal["auto", "compiled", "python", "generic"]


#: "auto" uses the compiled loop from this many player-slots on (smaller
#: histories run faster as Python than importing numba would take)
AUTO_COMPILED_MIN_SLOTS = 20_000

#: matches per chunk between two ``progress`` calls, per engine
CHUNK_MATCHES = {"compiled": 65_536, "python": 4_096, "generic": 1_024}

#: rating systems the flat loop knows: the ``rate`` and ``decay`` it reproduces
_FAST_MODELS: dict[type[RatingModel], tuple[object, object]] = {
    BradleyTerry: (BradleyTerry.rate, BradleyTerry.decay),
    PlackettLuce: (PlackettLuce.rate, PlackettLuce.decay),
}


def compiled_available() -> bool:
    """True when the compiled (numba) loop can run in this process."""
    return kernel.compiled_kernel() is not None


def fast_path(model: RatingModel) -> bool:
    """True when ``model`` runs in the flat loop (Bradley-Terry, Plackett-Luce), not the generic one.

    Only the classes themselves, with the ``rate`` and ``decay`` the loop
    reproduces: a subclass, or a class whose methods were replaced (a test
    injecting a failure), goes through the generic loop and so through its
    own ``rate``.
    """
    methods = _FAST_MODELS.get(type(model))
    return methods is not None and (type(model).rate, type(model).decay) == methods


def replay(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    *,
    engine: Engine = "auto",
    progress: ProgressFn | None = None,
    chunk_matches: int | None = None,
) -> ReplayResult:
    """Rate every match of ``history`` in order, starting from ``initial`` (not modified).

    ``engine``: "auto" picks the compiled loop for big histories of a
    Bradley-Terry or Plackett-Luce model when numba works, the same loop as
    Python otherwise, and the generic ``model.rate`` loop for other models;
    "compiled", "python" and "generic" force one ("compiled" raises
    RuntimeError where numba cannot run; "python" and "compiled" only for
    the two Weng-Lin models). ``progress(done, total)`` is called before the
    first chunk of ``chunk_matches`` matches and after each; an exception it
    raises (a cancel) stops the replay and propagates. Raises a
    :class:`RatingError` for bad input, e.g. :class:`DuplicatePlayerError`.
    """
    if len(initial) != history.n_players:
        raise MismatchedLengthsError(translate(
            "ratings.replay", "Initial ratings are given for {given} players, the history has {players}.",
        ).format(given=len(initial), players=history.n_players))
    initial.check()
    chosen = _choose_engine(model, history, engine)
    chunk = max(1, chunk_matches or CHUNK_MATCHES[chosen])
    if chosen == "generic":
        result = _replay_generic(model, history, initial, progress, chunk)
    else:
        result = _replay_flat(model, history, initial, chosen, progress, chunk)
    bad = first_impossible(result.mu_after, result.sigma_after)
    if bad is not None:  # the flat loop does not check each rating as model.rate does
        raise impossible_in_match(int(history.slot_match()[bad]), history.n_matches, float(result.mu_after[bad]), float(result.sigma_after[bad]))
    return result


def _choose_engine(model: RatingModel, history: History, engine: Engine) -> str:
    if engine not in ("auto", "compiled", "python", "generic"):
        raise InvalidParameterError(translate(
            "ratings.replay", "Unknown engine {engine!r} (auto, compiled, python, generic).").format(engine=engine))
    if engine == "generic":
        return "generic"
    if not fast_path(model):
        if engine != "auto":
            raise InvalidParameterError(translate(
                "ratings.replay", "The {engine} engine rates only Bradley-Terry and Plackett-Luce.").format(engine=engine))
        return "generic"
    if engine == "compiled":
        if kernel.compiled_kernel() is None:
            raise RuntimeError(kernel.compile_error() or "the compiled replay is switched off")
        return "compiled"
    if engine == "python" or history.n_slots < AUTO_COMPILED_MIN_SLOTS:
        return "python"
    return "compiled" if kernel.compiled_kernel() is not None else "python"
