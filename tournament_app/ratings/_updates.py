"""The rating math of the flat loops, written once: both loops call these functions.

:mod:`._replay_kernel` (the batch replay) and :mod:`._score_kernel` (predict,
score, then rate, for ``evaluate --tune``) rate a match with the same
Weng-Lin update (Bradley-Terry and Plackett-Luce, Weng & Lin 2011,
Algorithm 1; o!TR's match without games is Plackett-Luce too) and the same
numerically safe logistic. Like the loops, these are written in the subset of
Python that numba compiles. Where a loop runs as plain Python they are
ordinary functions; :func:`compile_loop` compiles a loop with them inlined
(``njit(inline="always")`` with the loops' options), so both engines do the
same operations in the same order.

numba's on-disk cache of a loop does not notice edits to this file (only to
the loop's own file): after changing the math here, delete the ``*.nbi`` and
``*.nbc`` files in ``ratings/__pycache__`` (the tests comparing the engines
to the bit fail until then).
"""

from __future__ import annotations

import math
import threading
import types
import warnings
from collections.abc import Callable
from typing import Any

#: ``kind`` of both loops
BRADLEY_TERRY = 0
PLACKETT_LUCE = 1

#: numba options of the loops and of these functions (``cache`` only applies to a loop)
JIT_OPTIONS: dict[str, Any] = {"fastmath": False, "nogil": True, "error_model": "numpy", "boundscheck": False}


def logistic(x: float) -> float:
    """1 / (1 + e^-x), without overflow for a large ``x`` of either sign."""
    if x >= 0.0:
        p = 1.0 / (1.0 + math.exp(-x))
    else:
        z = math.exp(x)
        p = z / (1.0 + z)
    return p


def capped_growth(sg: float, add: float, cap: float) -> float:
    """sqrt(sg² + add), at most ``cap``: a deviation grown by idle time."""
    grown = math.sqrt(sg * sg + add)
    if grown < cap:
        return grown
    return cap


def bradley_terry_terms(n: int, rank: Any, r0: int, team_mu: Any, team_ss: Any, two_beta_sq: float, omega: Any, delta: Any) -> None:
    """Each of the ``n`` sides' Omega and Delta, Bradley-Terry (pairwise); ranks are ``rank[r0 + k]``."""
    for i in range(n):
        om = 0.0
        de = 0.0
        ss_i = team_ss[i]
        r_i = rank[r0 + i]
        for q in range(n):
            if q == i:
                continue
            c = math.sqrt(ss_i + team_ss[q] + two_beta_sq)
            p_iq = logistic((team_mu[i] - team_mu[q]) / c)
            r_q = rank[r0 + q]
            s = 1.0 if r_q > r_i else (0.5 if r_q == r_i else 0.0)
            om += ss_i / c * (s - p_iq)
            gamma = math.sqrt(ss_i) / c
            de += gamma * ss_i / (c * c) * p_iq * (1.0 - p_iq)
        omega[i] = om
        delta[i] = de


def plackett_luce_terms(
    n: int,
    rank: Any,
    r0: int,
    team_mu: Any,
    team_ss: Any,
    beta_sq: float,
    damping: int,
    omega: Any,
    delta: Any,
    top_q: Any,
    sum_q: Any,
    tied: Any,
) -> None:
    """Each of the ``n`` sides' Omega and Delta, Plackett-Luce; ``team_mu`` is left divided by c.

    ``top_q``, ``sum_q`` and ``tied`` are scratch space of at least ``n``.
    """
    total = 0.0
    for q in range(n):
        total += team_ss[q] + beta_sq
    c = math.sqrt(total)
    for q in range(n):
        team_mu[q] = team_mu[q] / c  # from here on: mu/c, "scaled"
    for q in range(n):
        r_q = rank[r0 + q]
        top = -math.inf
        count = 0.0
        for s in range(n):
            r_s = rank[r0 + s]
            if r_s >= r_q and team_mu[s] > top:
                top = team_mu[s]
            if r_s == r_q:
                count += 1.0
        acc = 0.0
        for s in range(n):
            if rank[r0 + s] >= r_q:
                acc += math.exp(team_mu[s] - top)
        top_q[q] = top
        sum_q[q] = acc
        tied[q] = count
    for i in range(n):
        om = 0.0
        de = 0.0
        r_i = rank[r0 + i]
        for q in range(n):
            if rank[r0 + q] > r_i:
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


def weng_lin_share(mu_before: float, sg: float, tau_sq: float, side_ss: float, size: int, om: float, de: float, kappa: float) -> tuple[float, float]:
    """One player's (mu, sigma) after the match: the side's Omega and Delta shared by variance."""
    ss = sg * sg + tau_sq
    share = ss / side_ss if side_ss > 0.0 else 1.0 / size
    factor = 1.0 - share * de
    if kappa > factor:
        factor = kappa
    return mu_before + share * om, math.sqrt(ss * factor)


def weng_lin_rate(
    kind: int,
    n: int,
    side_start: Any,
    s0: int,
    side_rank: Any,
    slot_mu: Any,
    slot_sg: Any,
    off: int,
    beta: float,
    kappa: float,
    tau: float,
    damping: int,
    mu_out: Any,
    sg_out: Any,
    team_mu: Any,
    team_ss: Any,
    omega: Any,
    delta: Any,
    top_q: Any,
    sum_q: Any,
    tied: Any,
) -> None:
    """Rate one match of ``n`` sides (``side_start[s0 .. s0+n]``), Bradley-Terry or Plackett-Luce by ``kind``.

    Slot ``x``'s rating before (after inactivity decay) is ``slot_mu[x - off]``,
    ``slot_sg[x - off]``; its rating after is written at the same place of
    ``mu_out``, ``sg_out`` (which may be ``slot_mu``, ``slot_sg``). ``team_mu``
    .. ``tied`` are scratch space of at least ``n``. A match of one side only
    adds tau to each deviation.
    """
    tau_sq = tau * tau
    for k in range(n):
        tm = 0.0
        ts = 0.0
        for slot in range(side_start[s0 + k], side_start[s0 + k + 1]):
            sg = slot_sg[slot - off]
            tm += slot_mu[slot - off]
            ts += sg * sg + tau_sq
        team_mu[k] = tm
        team_ss[k] = ts
    if n < 2:
        for slot in range(side_start[s0], side_start[s0 + n]):
            sg = slot_sg[slot - off]
            mu_out[slot - off] = slot_mu[slot - off]
            sg_out[slot - off] = math.sqrt(sg * sg + tau_sq)
        return
    if kind == BRADLEY_TERRY:
        bradley_terry_terms(n, side_rank, s0, team_mu, team_ss, 2.0 * beta * beta, omega, delta)
    else:
        plackett_luce_terms(n, side_rank, s0, team_mu, team_ss, beta * beta, damping, omega, delta, top_q, sum_q, tied)
    for k in range(n):
        a = side_start[s0 + k]
        b = side_start[s0 + k + 1]
        for slot in range(a, b):
            new_mu, new_sg = weng_lin_share(slot_mu[slot - off], slot_sg[slot - off], tau_sq, team_ss[k], b - a, omega[k], delta[k], kappa)
            mu_out[slot - off] = new_mu
            sg_out[slot - off] = new_sg


_SHARED = (logistic, capped_growth, bradley_terry_terms, plackett_luce_terms, weng_lin_share, weng_lin_rate)
_lock = threading.Lock()


def compile_loop(loop: Callable[..., Any], warm_up: Callable[[Any], None], what: str) -> tuple[Any | None, str | None]:
    """(``loop`` compiled by numba with these functions inlined, None) or (None, why it cannot be).

    ``warm_up(kernel)`` compiles it, or loads it from numba's on-disk cache;
    where that cache cannot be written next to the source (a frozen app) it
    compiles again without it.
    """
    try:
        import numba
    except Exception as exc:  # noqa: BLE001 - ImportError, or a numba that cannot load its llvmlite
        return None, f"numba is not available: {exc}"
    error = None
    for cache in (True, False):
        try:
            return _compile(numba, loop, warm_up, cache), None
        except Exception as exc:  # noqa: BLE001 - no cache locator (frozen app), LLVM trouble...
            error = f"numba could not compile {what}: {exc}"
    return None, error


def _compile(numba: Any, loop: Callable[..., Any], warm_up: Callable[[Any], None], cache: bool) -> Any:
    """``loop`` compiled, where it and these functions call jitted twins of these functions.

    The twins (same code, other globals) are ``njit(inline="always")`` with
    the loops' options, so numba inlines them into the loop before typing it
    and types the whole once (a cold compile of the replay loop took 3.7 s
    here against 2.7 s for the loop that held this math itself, and 10 s with
    ``register_jitable`` inlining); a call per function instead costs a
    reference count per array argument (measured twice as slow). The plain
    functions stay untouched for the Python engine.
    """
    with _lock, warnings.catch_warnings():
        # Inlining a function whose variable is set in two branches trips a pedantic check of numba's
        # (NumbaIRAssumptionWarning, "variable ... is not in scope"); the compiled numbers are unaffected (tests compare them).
        warnings.simplefilter("ignore", numba.core.errors.NumbaIRAssumptionWarning)
        shared: dict[str, Any] = dict(globals())
        for fn in _SHARED:
            twin = types.FunctionType(fn.__code__, shared, fn.__name__, fn.__defaults__, fn.__closure__)
            shared[fn.__name__] = numba.njit(inline="always", **JIT_OPTIONS)(twin)
        names = dict(loop.__globals__)
        names.update({fn.__name__: shared[fn.__name__] for fn in _SHARED})
        twin_loop = types.FunctionType(loop.__code__, names, loop.__name__, loop.__defaults__, loop.__closure__)
        twin_loop.__qualname__ = loop.__qualname__  # numba's on-disk cache is named by it
        kernel = numba.njit(cache=cache, **JIT_OPTIONS)(twin_loop)
        warm_up(kernel)
        return kernel
