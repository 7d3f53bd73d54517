"""The Weng-Lin replay loop, one source for two engines.

:func:`weng_lin_replay` is written in the subset of Python that numba
compiles: only indexing, ``len``-free loops over offsets, ``math`` and plain
numbers. The same function runs

* compiled by numba (``@njit(cache=True, fastmath=False, nogil=True)``, built
  lazily by :func:`compiled_kernel`), on NumPy arrays, and
* as ordinary Python on lists (``array.tolist()``), where numba is missing
  or switched off with ``TOURNAMENT_APP_NO_NUMBA=1``.

Both engines therefore do exactly the same floating-point operations in the
same order. The formulas and their order are those of
:meth:`BradleyTerry.rate <tournament_app.ratings.bradley_terry.BradleyTerry.rate>`
and :meth:`PlackettLuce.rate <tournament_app.ratings.plackett_luce.PlackettLuce.rate>`
(Weng & Lin 2011, Algorithm 1), except that team sums are plain left-to-right
sums where the models use ``math.fsum`` (equal for one or two players per side,
within an ulp or so otherwise).

Nothing here imports numba at module import time: importing numba costs
about half a second, which a small replay (one new match) must not pay.
"""

from __future__ import annotations

import math
import os
import threading
from typing import Any

#: ``kind`` argument of :func:`weng_lin_replay`
BRADLEY_TERRY = 0
PLACKETT_LUCE = 1

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
    tau_sq = tau * tau
    two_beta_sq = 2.0 * beta * beta
    beta_sq = beta * beta
    decay_on = has_time != 0 and tau_day > 0.0
    tau_day_sq = tau_day * tau_day
    for m in range(m_lo, m_hi):
        s0 = match_start[m]
        n = match_start[m + 1] - s0
        t = match_time[m] if has_time != 0 else 0.0
        # Pass 1: the rating before (decayed), team sums, duplicate check.
        for k in range(n):
            side = s0 + k
            tm = 0.0
            ts = 0.0
            for slot in range(side_start[side], side_start[side + 1]):
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
                            grown = math.sqrt(sg * sg + tau_day_sq * idle)
                            sg = grown if grown < sigma_cap else sigma_cap
                mu_before[slot] = mu[p]
                sigma_before[slot] = sg
                tm += mu[p]
                ts += sg * sg + tau_sq
            team_mu[k] = tm
            team_ss[k] = ts
        if n < 2:
            for k in range(n):
                side = s0 + k
                for slot in range(side_start[side], side_start[side + 1]):
                    p = slot_player[slot]
                    sg = sigma_before[slot]
                    mu_after[slot] = mu_before[slot]
                    sigma_after[slot] = math.sqrt(sg * sg + tau_sq)
                    sigma[p] = sigma_after[slot]
                    if has_time != 0:
                        last_time[p] = t
            continue
        # Pass 2: each side's Omega and Delta against the pre-match ratings.
        if kind == BRADLEY_TERRY:
            for i in range(n):
                om = 0.0
                de = 0.0
                ss_i = team_ss[i]
                r_i = side_rank[s0 + i]
                for q in range(n):
                    if q == i:
                        continue
                    c = math.sqrt(ss_i + team_ss[q] + two_beta_sq)
                    x = (team_mu[i] - team_mu[q]) / c
                    if x >= 0.0:
                        p_iq = 1.0 / (1.0 + math.exp(-x))
                    else:
                        z = math.exp(x)
                        p_iq = z / (1.0 + z)
                    r_q = side_rank[s0 + q]
                    s = 1.0 if r_q > r_i else (0.5 if r_q == r_i else 0.0)
                    om += ss_i / c * (s - p_iq)
                    gamma = math.sqrt(ss_i) / c
                    de += gamma * ss_i / (c * c) * p_iq * (1.0 - p_iq)
                omega[i] = om
                delta[i] = de
        else:
            total = 0.0
            for q in range(n):
                total += team_ss[q] + beta_sq
            c = math.sqrt(total)
            for q in range(n):
                team_mu[q] = team_mu[q] / c  # from here on: mu/c, "scaled"
            for q in range(n):
                r_q = side_rank[s0 + q]
                top = -math.inf
                count = 0.0
                for s in range(n):
                    r_s = side_rank[s0 + s]
                    if r_s >= r_q and team_mu[s] > top:
                        top = team_mu[s]
                    if r_s == r_q:
                        count += 1.0
                acc = 0.0
                for s in range(n):
                    if side_rank[s0 + s] >= r_q:
                        acc += math.exp(team_mu[s] - top)
                top_q[q] = top
                sum_q[q] = acc
                tied[q] = count
            for i in range(n):
                om = 0.0
                de = 0.0
                r_i = side_rank[s0 + i]
                for q in range(n):
                    if side_rank[s0 + q] > r_i:
                        continue
                    share = math.exp(team_mu[i] - top_q[q]) / sum_q[q]
                    de += share * (1.0 - share) / tied[q]
                    om += ((1.0 if q == i else 0.0) - share) / tied[q]
                ss_i = team_ss[i]
                om *= ss_i / c
                de *= ss_i / (c * c)
                if damping != 0:
                    de *= math.sqrt(ss_i) / c
                omega[i] = om
                delta[i] = de
        # Pass 3: share each side's change among its players by variance.
        for k in range(n):
            side = s0 + k
            a = side_start[side]
            b = side_start[side + 1]
            ts = team_ss[k]
            om = omega[k]
            de = delta[k]
            for slot in range(a, b):
                p = slot_player[slot]
                sg = sigma_before[slot]
                ss = sg * sg + tau_sq
                share = ss / ts if ts > 0.0 else 1.0 / (b - a)
                new_mu = mu_before[slot] + share * om
                factor = 1.0 - share * de
                if kappa > factor:
                    factor = kappa
                new_sigma = math.sqrt(ss * factor)
                mu_after[slot] = new_mu
                sigma_after[slot] = new_sigma
                mu[p] = new_mu
                sigma[p] = new_sigma
                if has_time != 0:
                    last_time[p] = t
    return -1


_lock = threading.Lock()
_compiled: Any = None
_compile_error: str | None = None


def numba_disabled() -> bool:
    """True when ``TOURNAMENT_APP_NO_NUMBA`` is set (to anything but "" or "0")."""
    return os.environ.get(NO_NUMBA_ENV, "") not in ("", "0")


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
        if _compiled is not None or _compile_error is not None:
            return _compiled
        try:
            import numba
        except Exception as exc:  # ImportError, or a numba that cannot load its llvmlite
            _compile_error = f"numba is not available: {exc}"
            return None
        for cache in (True, False):
            try:
                kernel = numba.njit(cache=cache, fastmath=False, nogil=True, error_model="numpy", boundscheck=False)(
                    weng_lin_replay
                )
                _warm_up(kernel)
            except Exception as exc:  # no cache locator (frozen app), LLVM trouble...
                _compile_error = f"numba could not compile the replay loop: {exc}"
                continue
            _compiled, _compile_error = kernel, None
            break
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
