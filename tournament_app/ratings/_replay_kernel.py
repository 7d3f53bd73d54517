"""The Weng-Lin replay loop, one source for two engines.

:func:`weng_lin_replay` is written in the subset of Python that numba
compiles: only indexing, ``len``-free loops over offsets, ``math`` and plain
numbers. The same function runs

* compiled by numba (``@njit(cache=True, fastmath=False, nogil=True)``, built
  lazily by :func:`compiled_kernel`), on NumPy arrays, and
* as ordinary Python on lists (``array.tolist()``), where numba is missing
  or switched off with ``TOURNAMENT_APP_NO_NUMBA=1``.

Both engines therefore do exactly the same floating-point operations in the
same order. The rating of a match is :func:`._updates.weng_lin_rate`, which
the scoring loop (:mod:`._score_kernel`) calls too. The formulas and their order are those of
:meth:`BradleyTerry.rate <tournament_app.ratings.bradley_terry.BradleyTerry.rate>`
and :meth:`PlackettLuce.rate <tournament_app.ratings.plackett_luce.PlackettLuce.rate>`
(Weng & Lin 2011, Algorithm 1), except that team sums are plain left-to-right
sums where the models use ``math.fsum`` (equal for one or two players per side,
within an ulp or so otherwise).

Nothing here imports numba at module import time: importing numba costs
about half a second, which a small replay (one new match) must not pay.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from ._updates import (
    BRADLEY_TERRY,
    PLACKETT_LUCE,
    capped_growth,
    compile_loop,
    weng_lin_rate,
)

__all__ = ["BRADLEY_TERRY", "NO_NUMBA_ENV", "PLACKETT_LUCE", "compile_error", "compiled_kernel", "kernel_loaded",
           "numba_disabled", "weng_lin_replay"]

#: environment variable that switches the compiled engine off (any non-empty value but "0")
NO_NUMBA_ENV = "TOURNAMENT_APP_NO_NUMBA"

SECONDS_PER_DAY = 86400.0


def weng_lin_replay(  # noqa: PLR0912, PLR0913, PLR0915 - one flat loop is the point
    kind: int,
    match_start: Any,
    side_start: Any,
    side_rank: Any,
    slot_player: Any,
    match_time: Any,
    has_time: int,
    mu: Any,
    sigma: Any,
    last_time: Any,
    seen: Any,
    beta: float,
    kappa: float,
    tau: float,
    damping: int,
    tau_day: float,
    sigma_cap: float,
    m_lo: int,
    m_hi: int,
    mu_before: Any,
    sigma_before: Any,
    mu_after: Any,
    sigma_after: Any,
    team_mu: Any,
    team_ss: Any,
    omega: Any,
    delta: Any,
    top_q: Any,
    sum_q: Any,
    tied: Any,
) -> int:
    """Rate matches ``m_lo .. m_hi-1`` in order, in place; returns -1, or a bad match's index.

    Per player ``mu``/``sigma`` (current rating) and ``last_time`` (seconds,
    NaN = no earlier game) are updated; per slot the rating before (after
    inactivity decay) and after the match is written. ``seen[p]`` is the last
    match index in which player p appeared: a player met twice in one match
    stops the loop and that match's index is returned (nothing of it is
    applied). ``tau_day > 0`` with ``has_time`` applies Bradley-Terry's
    inactivity decay before each match. ``team_mu`` .. ``tied`` are scratch
    space of at least the largest number of sides in a match.
    """
    decay_on = has_time != 0 and tau_day > 0.0
    tau_day_sq = tau_day * tau_day
    for m in range(m_lo, m_hi):
        s0 = match_start[m]
        n = match_start[m + 1] - s0
        t = match_time[m] if has_time != 0 else 0.0
        # The rating before (decayed), and the duplicate check.
        for slot in range(side_start[s0], side_start[s0 + n]):
            p = slot_player[slot]
            if seen[p] == m:
                return m
            seen[p] = m
            sg = sigma[p]
            if decay_on:
                lt = last_time[p]
                if lt == lt:  # not NaN: the player has an earlier game
                    idle = (t - lt) / SECONDS_PER_DAY
                    if idle > 0.0 and sg < sigma_cap:
                        sg = capped_growth(sg, tau_day_sq * idle, sigma_cap)
            mu_before[slot] = mu[p]
            sigma_before[slot] = sg
        weng_lin_rate(kind, n, side_start, s0, side_rank, mu_before, sigma_before, 0, beta, kappa, tau, damping,
                      mu_after, sigma_after, team_mu, team_ss, omega, delta, top_q, sum_q, tied)
        for slot in range(side_start[s0], side_start[s0 + n]):
            p = slot_player[slot]
            mu[p] = mu_after[slot]
            sigma[p] = sigma_after[slot]
            if has_time != 0:
                last_time[p] = t
    return -1


_lock = threading.Lock()
_compiled: Any = None
_compile_error: str | None = None


def numba_disabled() -> bool:
    """True when ``TOURNAMENT_APP_NO_NUMBA`` is set (to anything but "" or "0")."""
    return os.environ.get(NO_NUMBA_ENV, "") not in ("", "0")


def kernel_loaded() -> bool:
    """True when the compiled loop is already compiled or loaded in this process (asking costs nothing)."""
    return _compiled is not None


def compiled_kernel() -> Any | None:
    """:func:`weng_lin_replay` compiled by numba, or None where that is not possible.

    Compiles once per process (numba's on-disk cache makes later processes
    load it in a fraction of a second). Falls back to an uncached compile
    where the cache cannot be written next to the source (a frozen app), and
    to None where numba is missing, switched off, or fails: the caller then
    runs the same function as Python.
    """
    global _compiled, _compile_error
    if numba_disabled():
        return None
    with _lock:
        if _compiled is None and _compile_error is None:
            _compiled, _compile_error = compile_loop(weng_lin_replay, _warm_up, "the replay loop")
        return _compiled


def compile_error() -> str | None:
    """Why :func:`compiled_kernel` returned None (None if it has not failed)."""
    return _compile_error


def _warm_up(kernel: Any) -> None:
    """Compile (or load from the cache) the one specialisation the replay uses."""
    import numpy as np

    i64 = np.int64
    f64 = np.float64
    kernel(
        i64(BRADLEY_TERRY),
        np.array([0, 2], dtype=i64),
        np.array([0, 1, 2], dtype=i64),
        np.array([1.0, 2.0], dtype=f64),
        np.array([0, 1], dtype=i64),
        np.zeros(1, dtype=f64),
        i64(0),
        np.array([25.0, 25.0], dtype=f64),
        np.array([8.0, 8.0], dtype=f64),
        np.full(2, np.nan, dtype=f64),
        np.full(2, -1, dtype=i64),
        f64(4.0),
        f64(1e-4),
        f64(0.0),
        i64(1),
        f64(0.0),
        f64(8.0),
        i64(0),
        i64(1),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
        np.zeros(2, dtype=f64),
    )
